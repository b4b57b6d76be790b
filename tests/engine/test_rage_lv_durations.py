"""Durations that end as a phase begins (issue 28, construct 2) in the relaunch Rage: the same
words as the original game's (engine/ccg/durations.py), for rage-lv's Main, Resolution and Alpha
Phases. Our own test Events (tests/engine/fixtures/rage_lv_i28_cards.json), played through game
commands on the corpus tests' stacked deal."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.ccg.errors import CardDataError
from engine.core.session import Session
from engine.games.rage_lv import data
from engine.games.rage_lv.data import extra_table
from engine.i18n import using
from tests.engine import test_rage_lv_rules as lv
from tests.engine.test_rage_lv_scenarios import drive

FIXTURE = Path(__file__).parent / "fixtures" / "rage_lv_i28_cards.json"
CARDS: list[dict[str, Any]] = json.loads(FIXTURE.read_text())["cards"]
CINDER = "0.cinder-howl"


def game(card: str) -> Session:
    """Seat 0 (Ashen Wind) holds `card`, padded with Lost Hikers; seat 1 Stone Choir."""
    deal = {
        "0": {
            "garou": ["cinder-howl", "soot-runner"],
            "sept": [card, *["lost-hiker"] * 5, "tremor", "tremor"],
            "exact": True,
        },
        "1": {"garou": ["pebble-throat", "granite-voice"]},
    }
    return Session.new("rage-lv", 2, 3, {"packs": [lv.AW, lv.SC], "deal": deal, "cards": CARDS})


def lasting(s: Session, key: str) -> list[str]:
    return [i.until for i in s.state.ccg.lasting if i.on == CINDER and i.key == key]


def test_every_card_reads_as_written() -> None:
    own = extra_table([{k: v for k, v in c.items() if k != "text"} for c in CARDS])
    for raw in CARDS:
        assert data.rules_text(own[raw["id"]]) == raw["text"]
        with using("pt-BR"):
            shown = data.POOL.shown_text(raw["text"])
            assert shown != raw["text"] and shown.startswith("O personagem alvo recebe")


def test_hunters_vigil_holds_through_the_resolution_phase_and_ends_as_the_alpha_phase_begins() -> (
    None
):
    """Played in the Main Phase: "until the end of the phase" would be gone in the Resolution
    Phase; this lasts through it, and ends as the Alpha Phase begins."""
    s = game("t28-hunters-vigil")
    lv.act(s, 0, "play", card="0.t28-hunters-vigil.1", by=CINDER, target=CINDER)
    assert lasting(s, "renown") == ["before-alpha"]
    drive(s, lambda g: g.state.phase not in ("main",))
    assert s.state.phase != "alpha" and lasting(s, "renown") == ["before-alpha"]
    drive(s, lambda g: g.state.phase == "alpha-pick")
    assert lasting(s, "renown") == ["before-alpha"]
    drive(s, lambda g: g.state.phase == "alpha")
    assert lasting(s, "renown") == []


def test_the_long_night_outlasts_the_turn_and_ends_as_the_next_main_phase_begins() -> None:
    s = game("t28-long-night")
    lv.act(s, 0, "play", card="0.t28-long-night.1", by=CINDER, target=CINDER)
    drive(s, lambda g: g.state.phase == "alpha")
    assert lasting(s, "rage") == ["before-main"]
    drive(s, lambda g: g.state.turn == 2 and g.state.phase == "main")
    assert lasting(s, "rage") == []


def test_a_phase_the_game_does_not_have_is_refused() -> None:
    raw = {**CARDS[0], "effects": [{**CARDS[0]["effects"][0], "until": "before-moot"}]}
    raw.pop("text")
    with pytest.raises(CardDataError) as refused:
        data.load_extra([raw])
    assert "field 'effects[0].until'" in str(refused.value)


def test_war_drums_last_until_the_end_of_the_characters_next_combat() -> None:
    """Played in turn 1, with no fight that turn: the +2 Rage is still there in turn 2 (where
    "the turn" would have ended it), and ends with the combat Cinder Howl fights then."""
    deal = {
        "0": {
            "garou": ["cinder-howl"],
            "sept": ["t28-war-drums", "rust-maw", *["lost-hiker"] * 4, "tremor", "tremor"],
            "exact": True,
        },
        "1": {"garou": ["pebble-throat"]},
    }
    s = Session.new("rage-lv", 2, 3, {"packs": [lv.AW, lv.SC], "deal": deal, "cards": CARDS})
    lv.act(s, 0, "play", card="0.t28-war-drums.1", by=CINDER, target=CINDER)
    drive(s, lambda g: g.state.turn == 2 and g.state.phase == "main")
    assert lasting(s, "rage") == ["next-fight"]
    while s.state.phase == "main" and lv.seat_of(s) != 0:
        lv.act(s, lv.seat_of(s), "pass")
    lv.act(s, 0, "play", card="0.rust-maw.1")
    lv.pass_until(s, "alpha-pick")
    while s.state.phase == "alpha-pick":
        lv.pick(s, "1.pebble-throat" if lv.seat_of(s) == 1 else CINDER)
    drive(s, lambda g: g.state.phase == "alpha" and lv.seat_of(g) == 0 and g.state.combat is None)
    lv.act(s, 0, "attack", target="0.rust-maw.1")
    assert s.state.combat is not None and lasting(s, "rage") == ["next-fight"]
    drive(s, lambda g: g.state.combat is None)
    assert lasting(s, "rage") == []
