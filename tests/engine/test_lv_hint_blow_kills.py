"""rage-lv: "If the blow kills …" is said only of a blow that can kill (issue 30, pl40a #4).
Seen in a real window: "Play Brace: 2 block for 0 Rage. If the blow kills Cinder Howl, Chloé
scores 4 Renown" of Cinder Howl at 7 Health, against Soot Runner with 3 Rage; and "If the blow
kills Rust-Maw Hulk, Ada scores 3" of a 3-damage attack on 4 Health."""

from __future__ import annotations

from engine.games.rage_lv.hints import reason
from tests.engine.bot_moments import heuristic_at

NAMES = ["Ann", "Bob"]


def test_a_blow_that_cannot_kill_is_not_said_to():
    """Seed 1 of 2-seat heuristic games, 108 commands in: seat 1 answers Ember-Tooth's
    face-down attack on the Pallid Drone it fights for (3 Health); every Combat card still
    hidden from it deals 2 damage at most (Ember-Tooth has no Damage bonus)."""
    session = heuristic_at("rage-lv", 2, 1, 108)
    view = session.view(1)
    assert view["combat"]["step"] == "defend" and view["combat"]["prey"] == "0.pallid-drone.1"
    for command in session.legal(1):
        line = reason(view, command, None, NAMES)
        assert "If the blow kills" not in line, line


def test_a_blow_that_can_kill_still_says_what_it_costs():
    """101 commands in: seat 0's Pallid Drone, 2 Health left, takes a face-down blow."""
    session = heuristic_at("rage-lv", 2, 1, 101)
    line = reason(session.view(0), {"type": "combat-pass"}, None, NAMES)
    assert line == (
        "Pass: take the blow unblocked. If the blow kills Pallid Drone, Bob scores 2 Renown."
    ), line
