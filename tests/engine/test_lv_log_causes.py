"""rage-lv log (issue 30, seen at 4 seats): a stat change said nothing of its cause ("Pale
Lantern +2 Rage." from a Moonglass Fetish, Burning Pelt's bonus as "Ember-Tooth +1 Damage.",
Kailindo's gain with no word at all), and a Scorch that killed still logged "Pale Lantern -1
Block." after "Pale Lantern dies.". Each line now names its cause, and a change to a combatant
already dead is not told. Both languages."""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.core.play import bot_turn, make_bots
from engine.core.registry import get_ruleset
from engine.core.session import Session
from engine.i18n import using

NAMES = ["Ann", "Bruno", "Chloé", "Dan"]


def _modify(on: str, key: str, amount: int, source: str | None, **more: object) -> dict:
    return {
        "type": "lasting",
        "id": 1,
        "kind": "modify",
        "on": on,
        "key": key,
        "amount": amount,
        "until": "combat",
        "source": source,
        "seat": 1,
        **more,
    }


def test_a_stat_change_names_the_card_that_caused_it() -> None:
    rules = get_ruleset("rage-lv")
    line = rules.describe(_modify("2.pale-lantern", "rage", 2, "2.moonglass.1"), 0, NAMES)
    assert line == "Pale Lantern +2 Rage (Moonglass Fetish).", line
    pelt = rules.describe(_modify("0.ember-tooth", "damage", 1, "0.burning-pelt.1"), 0, NAMES)
    assert pelt == "Ember-Tooth +1 Damage (Burning Pelt).", pelt
    own = rules.describe(_modify("0.cinder-howl", "damage", 1, "0.cinder-howl"), 0, NAMES)
    assert own == "Cinder Howl +1 Damage (its own ability).", own
    with using("pt-BR"):
        line = rules.describe(_modify("2.pale-lantern", "rage", 2, "2.moonglass.1"), 0, NAMES)
    assert line is not None and "(Moonglass Fetish)" in line and "Fúria" in line, line


def test_kailindo_says_why_it_gives_rage() -> None:
    """Kailindo's gain comes from the rules, not a card: the engine says so in the event."""
    event = _played_until(lambda e: e["type"] == "lasting" and e.get("source") is None)
    assert event["key"] == "rage" and event["amount"] > 0, event
    rules = get_ruleset("rage-lv")
    line = rules.describe(event, 0, NAMES)
    assert line is not None and "Kailindo" in line, line
    with using("pt-BR"):
        line = rules.describe(event, 0, NAMES)
    assert line is not None and "Kailindo" in line and "Fúria" in line, line


def test_no_stat_change_is_told_for_a_combatant_already_dead() -> None:
    """Random bots, seed 1, 4 seats: a Scorch kills Static Wraith, then its damage text gives
    the dead Wraith -1 Block. The state keeps the change (the goldens stay); the log does not
    tell it."""
    rules = get_ruleset("rage-lv")
    event = _played_until(lambda e: e["type"] == "lasting" and e["on"] in _DEAD)
    assert event["key"] == "block", event
    assert rules.describe(event, 0, NAMES) is None


_DEAD: set[str] = set()


def _played_until(found: Callable[[dict], bool]) -> dict:
    """The first event a 4-seat game of random bots (seed 1) gives for which `found` holds."""
    _DEAD.clear()
    session = Session.new("rage-lv", 4, 1)
    bots = make_bots(session, ["random"] * 4)
    rng = random.Random(1)
    seen = 0
    while not session.is_over():
        assert bot_turn(session, bots, rng)
        for entry in session.entries[seen:]:
            for event in entry["events"]:
                if event["type"] == "dead":
                    _DEAD.add(event["char"])
                elif event["type"] == "combat-end":
                    _DEAD.clear()
                elif found(event):
                    return dict(event)
        seen = len(session.entries)
    raise AssertionError("no such event in the game")
