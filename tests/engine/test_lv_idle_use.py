"""rage-lv (issue 30, seen at 4 seats): "Use Ember-Tooth" (Main: heal 1 wound on this
character) was offered with Ember-Tooth unhurt; the row did not say what it does, and using it
ended the play with nothing in the log. The rules let a Main action be used whatever it finds
(seed 000, "Use a Main action on a card"), and the goldens keep it legal; the row now says what
it does and that it has nothing to heal, and the log tells the use and that it changed
nothing. Both languages."""

from __future__ import annotations

import random

from desktop.screens.rage_lv import narrate
from engine.core.play import bot_turn, make_bots
from engine.core.registry import get_ruleset
from engine.core.session import Session
from engine.i18n import using

NAMES = ["Ann", "Bruno", "Chloé", "Dan"]


def _idle_heal() -> tuple[Session, int, dict]:
    """A 4-seat game of random bots at the first moment a seat may use Ember-Tooth's heal
    with Ember-Tooth unhurt."""
    session = Session.new("rage-lv", 4, 1)
    bots = make_bots(session, ["random"] * 4)
    rng = random.Random(1)
    while not session.is_over():
        for seat in session.to_act():
            for cmd in session.legal(seat):
                if cmd["type"] == "action" and cmd["card"].endswith(".ember-tooth"):
                    view = session.view(seat)
                    char = next(c for c in view["chars"] if c["iid"] == cmd["card"])
                    if char["wounds"] == 0:
                        return session, seat, cmd
        assert bot_turn(session, bots, rng)
    raise AssertionError("no such moment")


def test_the_row_says_what_the_use_does_and_that_it_has_nothing_to_heal() -> None:
    session, seat, cmd = _idle_heal()
    view = session.view(seat)
    row = narrate.describe_command(cmd, NAMES, view=view)
    assert row == (
        "Use Ember-Tooth: heal 1 wound on this character (it has no wounds: nothing to heal)"
    ), row
    with using("pt-BR"):
        row = narrate.describe_command(cmd, NAMES, view=view)
    assert row.startswith("Usar Ember-Tooth: cure 1 ferimento") and "nada para curar" in row, row


def test_the_log_tells_the_use_and_that_it_changed_nothing() -> None:
    session, seat, cmd = _idle_heal()
    seen = len(session.entries)
    session.apply(seat, cmd)
    rules = get_ruleset("rage-lv")
    lines = [
        rules.describe(e, seat, NAMES) for entry in session.entries[seen:] for e in entry["events"]
    ]
    said = [line for line in lines if line]
    who = NAMES[seat]
    assert f"{who} uses Ember-Tooth: Heal 1 wound on this character." in said, said
    assert "Ember-Tooth changes nothing: there is nothing for it to do now." in said, said
    with using("pt-BR"):
        pt = [rules.describe(e, seat, NAMES) for e in session.entries[seen]["events"]]
    assert any(line and "usa Ember-Tooth" in line for line in pt), pt
