"""The relaunch's combat round in words (issue 30, played by mouse in Portuguese): "atacando:
seu bloqueio não conta", said of the opponent's Feint and Dodge, read as "your block does not
count" to the person; "Cinder Guard (2 dano, bloqueio 3) x Rockfall (4 dano) → Pallid Drone:
2 ferimentos" with no word of why Rockfall wounded no one (its fighter died first); "Granite
Hold (bloqueio 4)" under a face of block 3, with no source. Both languages."""

from __future__ import annotations

import random

from desktop.screens.rage_lv import narrate
from engine.core.play import bot_turn, make_bots
from engine.core.registry import get_ruleset
from engine.core.session import Session
from engine.i18n import using

NAMES = ["Ann", "Ada"]


def _events_of(seed: int, commands: int) -> list[dict]:
    """The events of the last of `commands` commands of a 2-seat heuristic game."""
    session = Session.new("rage-lv", 2, seed)
    bots, rng = make_bots(session, ["heuristic"] * 2), random.Random(seed)
    for _ in range(commands - 1):
        assert bot_turn(session, bots, rng)
    before = len(session.entries)
    assert bot_turn(session, bots, rng)
    return [e for item in session.entries[before:] for e in item["events"]]


def test_an_attacking_flex_card_names_whose_block_does_not_count() -> None:
    cards = ["1.feint.1", "0.cinder-guard.1"]
    settled = narrate.figures({"cards": cards, "damage": [2, 0], "block": [0, 3]})
    line = narrate.exchange([[c] for c in cards], {}, settled)
    assert line.startswith("Feint and Dodge (2 dmg, an attacker's block does not count)"), line
    with using("pt-BR"):
        line = narrate.exchange([[c] for c in cards], {}, settled)
    assert "(2 dano, o bloqueio de quem ataca não conta)" in line, line
    assert "seu bloqueio" not in line, line


def test_a_block_above_its_face_names_the_card_that_raised_it() -> None:
    """Seed 1, 95 commands in: Ada's Brace (block 2) blocks for a fighter with Skin of Slate (+1 Block)."""
    clash = next(e for e in _events_of(1, 95) if e["type"] == "clash")
    assert clash["cards"][2] == "1.brace.1" and clash["block"][2] == 3
    line = narrate.exchange([[c] for c in clash["cards"]], {}, narrate.figures(clash))
    assert "Brace (block 3: 2 +1 Skin of Slate)" in line, line
    with using("pt-BR"):
        line = narrate.exchange([[c] for c in clash["cards"]], {}, narrate.figures(clash))
    assert "Brace (bloqueio 3: 2 +1 Skin of Slate)" in line, line


def test_a_blow_that_never_struck_says_its_fighter_died_first() -> None:
    """Seed 1, 349 commands in: the Pallid Drone's Snap Back would wound, but a faster card
    killed the Drone first."""
    notes = [e for e in _events_of(1, 349) if e.get("what") == "fell-first"]
    assert notes == [
        {"type": "note", "what": "fell-first", "card": "1.snap-back.1", "char": "0.pallid-drone.2"}
    ]
    rules = get_ruleset("rage-lv")
    assert rules.describe(notes[0], 0, NAMES) == (
        "Snap Back wounds no one: Pallid Drone died before it struck."
    )
    with using("pt-BR"):
        line = rules.describe(notes[0], 0, NAMES)
    assert line == "Snap Back não fere ninguém: Pallid Drone morreu antes de golpear.", line
