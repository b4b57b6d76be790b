"""The relaunch's end-of-turn line does not tell a player who conquered a Battlefield that the
combat killed nothing (issue 30). Found playing a real window: Ember-Tooth killed The Dry Wash's
guardian and took the Battlefield, and the line said "Turn 1: no Renown for you: Your combat
killed nothing. Only a kill scores." (seed 000: a Battlefield's Renown scores when it is
reclaimed). The events are those the engine gave in that game, fed as the presenter feeds them."""

from __future__ import annotations

import pytest

from desktop.screens.rage_lv import teach

CONQUEST = [
    {"type": "alpha", "seat": 0, "char": "0.ember-tooth"},
    {"type": "combat", "hunter": "0.ember-tooth", "prey": "guardian:1.dry-wash.1"},
    {"type": "dead", "char": "guardian:1.dry-wash.1"},
    {"type": "control", "iid": "1.dry-wash.1", "seat": 0},
]


@pytest.mark.parametrize(
    ("seat", "you", "says"),
    [(0, True, "you conquered The Dry Wash"), (0, False, "Ann conquered The Dry Wash")],
)
def test_a_conquest_says_when_the_battlefield_scores(seat: int, you: bool, says: str) -> None:
    score = teach.TurnScore(seat=seat, turn=1)
    for event in CONQUEST:
        score.see(event)
    line = score.close("you" if you else "Ann", you)
    assert line is not None and "killed nothing" not in line, line
    assert says.lower() in line.lower() and "reclaim" in line, line
    # The next turn starts clean: no conquest is told twice.
    score.turn = 2
    assert "conquered" not in (score.close("you", you) or "")


def test_a_wussed_alpha_is_the_reason_even_when_its_player_fought_for_prey() -> None:
    """Seen in the same game: Kin Mechanic wussed out, and Ada's alpha then hunted the Enemy
    Ann had put in the Hunting Grounds, Ann fighting for it. The line said "Your combat killed
    nothing", where the reason was that Ann's alpha never attacked."""
    score = teach.TurnScore(seat=0, turn=5)
    for event in (
        {"type": "alpha", "seat": 0, "char": "0.kin-mechanic.1"},
        {"type": "alpha", "seat": 1, "char": "1.granite-voice"},
        {"type": "note", "what": "wuss", "char": "0.kin-mechanic.1"},
        {"type": "combat", "hunter": "1.granite-voice", "prey": "0.rust-maw.1", "seats": [1, 0]},
    ):
        score.see(event)
    line = score.close("you", True)
    assert line is not None and "your alpha did not attack" in line.lower(), line


def test_an_alpha_that_struck_and_then_passed_did_attack() -> None:
    """Seen in a real window (4 seats, pt_BR): Cinder Howl hunted Rust-Maw Hulk for 4 rounds,
    passed a later attack step, killed nothing, and the next turn's line said "Turn 1: no
    Renown for you: Your alpha did not attack." The engine's pass at a round's attack step
    is a pass of that round, not of the hunt."""
    score = teach.TurnScore(seat=0, turn=1)
    for event in (
        {"type": "alpha", "seat": 0, "char": "0.cinder-howl"},
        {"type": "combat", "hunter": "0.cinder-howl", "prey": "1.rust-maw.1", "seats": [0, 1]},
        {"type": "pass", "seat": 0, "what": "attack"},
        {"type": "combat-pick", "seat": 0, "side": "hunter", "card": "0.c.bone-breaker.1"},
        {"type": "combat-pick", "seat": 1, "side": "prey", "card": "1.c.brace.1"},
        {"type": "pass", "seat": 0, "what": "attack"},
    ):
        score.see(event)
    line = score.close("you", True)
    assert line is not None and "did not attack" not in line, line
    assert "your combat killed nothing" in line.lower(), line


def test_a_kill_made_as_the_prey_scores_in_the_turn_line() -> None:
    """Seen in a real window (issue 30, 4 seats): Player 1's pack killed Pale Lantern in
    Bruno's hunt and scored 4 Renown, and the line said "Your combat killed nothing". A
    character killed in combat goes to the Victory Pile by a "kill" event (`to`: the seat that
    scores), which the line did not count, whichever side the seat fought on."""
    score = teach.TurnScore(seat=0, turn=1)
    for event in (
        {"type": "alpha", "seat": 2, "char": "2.granite-voice"},
        {"type": "combat", "hunter": "2.granite-voice", "prey": "0.ember-tooth", "seats": [2, 0]},
        {"type": "dead", "char": "2.pale-lantern.1", "killer": "0.ember-tooth"},
        {"type": "kill", "char": "2.pale-lantern.1", "to": 0, "by": "0.ember-tooth"},
    ):
        score.see(event)
    line = score.close("you", True)
    assert line is not None and "killed nothing" not in line, line
    assert "you scored 4 Renown: Pale Lantern (4)" in line, line
    # A kill that scores for another seat is not this seat's.
    other = teach.TurnScore(seat=1, turn=1)
    other.see({"type": "kill", "char": "2.pale-lantern.1", "to": 0, "by": "0.ember-tooth"})
    assert "no Renown" in (other.close("Ada", False) or "")
