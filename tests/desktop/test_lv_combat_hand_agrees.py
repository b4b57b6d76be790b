"""The Combat hand's marks and caption agree with the bar (pl34b #14, 4 seats at 1920x1080):
as a bystander in Mid-Combat, Spirit Rebuke showed "OUT" while the bar said "Combat: no card
can be played now"; fighting with one card of five playable, the caption said "click a card to
play it". Judged on what the combat panel draws, on moments of a 4-seat bot game."""

from __future__ import annotations

import random

import pytest

from desktop.game.controllers import bot, person
from desktop.screens.rage_lv.art_data import SCOPE_LABELS
from engine.core.session import Session
from engine.i18n import _, using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import bot_turn, make_app, make_bots, open_table
from tests.desktop.test_lv_crowded_opponents import NAMES
from tests.desktop.test_table_support import frames, frames_until


def _played(steps: int) -> Session:
    packs = ["ashen-wind", "stone-choir", "hollow-moon", "stone-choir"]
    session = Session.new("rage-lv", 4, 3, {"packs": packs}, names=NAMES)
    bots, rng = make_bots(session, ["heuristic"] * 4), random.Random(3)
    for _step in range(steps):
        assert bot_turn(session, bots, rng)
    return session


def _drawn(session: Session, language: str) -> tuple[list[str], dict[str, str]]:
    """The texts the table draws on `session`, and the words it was to draw, in `language`."""
    with tracing():
        app = make_app((1920, 1080), speed=50.0, language=language)
        try:
            with using(app.translations):
                seats = [person("Ann")] + [bot(n) for n in NAMES[1:]]
                table = open_table(app, session, seats)
                said = {
                    "out": _(SCOPE_LABELS["out"]).upper(),
                    "none": _("Your Combat hand: not your fight; no card can help now"),
                    "only": _("Your Combat hand: only {card} can be played now; click it"),
                    "howl": "Challenge Howl",
                }
            table.paused = True
            frames_until(app, lambda: not table.settling())
            frames(app, 3)
            return [m.text for _i, m in trace_frame(app).texts()], said
        finally:
            app.close()


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_a_bystander_sees_no_out_mark_when_no_card_can_be_played(display, language) -> None:
    session = _played(131)
    view = session.view(0)
    assert view["combat"] and 0 not in view["combat"]["seats"]
    assert "0.spirit-rebuke.2" in view["players"][0]["combat_hand"]
    assert not [c for c in session.legal(0) if c["type"] in ("combat-card", "combat-event")]
    drawn, said = _drawn(session, language)
    assert said["out"] not in drawn, drawn
    assert said["none"] in drawn, drawn


def test_the_one_playable_combat_card_is_named(display) -> None:
    session = _played(108)
    plays = {c["card"] for c in session.legal(0) if c["type"] in ("combat-card", "combat-event")}
    assert plays == {"0.challenge-howl.1"} and len(session.view(0)["players"][0]["combat_hand"]) > 1
    drawn, said = _drawn(session, "en")
    assert said["only"].format(card=said["howl"]) in drawn, drawn
