"""The relaunch's Hint on a Rite says what a Rite is (issue 30). Playing rage-lv in a real
window, the first hint of the game was "Play Rite of Banked Embers on Cinder Howl to make it
stronger. While in play, each character in your pack gets +1 Health.": a Rite makes its
performer no stronger; it completes after turns (its duration), only while the performer
stays out of fights and the Hunting Grounds (seed 000, Rites), and Cinder Howl fought that
very turn. The hint now says who performs it and how long it takes."""

from __future__ import annotations

from engine.games.rage_lv import hints
from engine.games.rage_lv.state import card_of
from engine.i18n import using
from tests.engine.bot_moments import moments


def test_a_rite_s_hint_says_it_is_performed_and_takes_turns() -> None:
    seen = 0
    for view, command in moments("rage-lv", 3, 400, per=40):
        if command["type"] != "play" or not command.get("on"):
            continue
        card = card_of(command["card"])
        if card.type != "rite":
            continue
        with using("en"):
            line = hints.reason(view, command, None)
        assert "to make it stronger" not in line, line
        assert f"perform {card.name}" in line, line
        assert f"in {card.duration} turn" in line, line
        assert "out of fights" in line, line
        seen += 1
    assert seen, "no Rite was playable in the game looked at"
