"""rage-lv log (issue 30): a fight Old Grudge starts was logged "Combat! Kiln-Child hunts
Granite Voice." A card's fight (Old Grudge, the Moot Trial by Claw) or a challenge is no hunt:
the log now says the one fights the other; an alpha's attack still hunts."""

from __future__ import annotations

import random

from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from engine.i18n import using

NAMES = ["Ada", "Bruno"]


def _grudge_fight() -> tuple[Session, dict]:
    """Seed 2 of 2-seat heuristic games: its first command plays Old Grudge."""
    session = Session.new("rage-lv", 2, 2)
    bots = make_bots(session, ["heuristic"] * 2)
    assert bot_turn(session, bots, random.Random(2))
    events = session.entries[-1]["events"]
    plays = [e for e in events if e["type"] == "play"]
    assert [p["card"] for p in plays] == ["0.old-grudge.1"], plays
    fight = next(e for e in events if e["type"] == "combat")
    return session, fight


def test_an_old_grudge_fight_is_not_logged_as_a_hunt():
    session, fight = _grudge_fight()
    assert fight["kind"] == "effect"
    line = session.ruleset.describe(fight, 1, NAMES)
    assert line == "Combat! Kiln-Child fights Granite Voice.", line
    with using("pt-BR"):
        line = session.ruleset.describe(fight, 1, NAMES)
    assert line == "Combate! Kiln-Child luta contra Granite Voice.", line


def test_an_attack_still_hunts():
    rules = Session.new("rage-lv", 2, 2).ruleset
    hunt = {"type": "combat", "hunter": "0.kiln-child", "prey": "1.granite-voice"}
    assert rules.describe({**hunt, "kind": "attack"}, 0, NAMES) == (
        "Combat! Kiln-Child hunts Granite Voice."
    )
    assert rules.describe({**hunt, "kind": "challenge"}, 0, NAMES) == (
        "Combat! Kiln-Child fights Granite Voice."
    )
