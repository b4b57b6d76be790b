"""rage-lv: a Battlefield's hint keeps its Controller: and Neutral: marks (issue 30, pl40a #3).
Seen in a real window: "Play The Dry Wash. At the start of each turn, heal 1 wound on each
Garou in play. While in play, each character in your pack gets +1 Rage. Your rivals' Garou
get it too: 6 of yours and 18 of theirs are in play." The +1 Rage is the Controller's (who
beats its guardian), yet it read as the player's, and as if the rivals got it too."""

from __future__ import annotations

from engine.games.rage_lv.expert import unwise
from engine.games.rage_lv.hints import reason
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

DRY_WASH = {"type": "play", "card": "0.dry-wash.1"}


def test_a_battlefield_says_whose_its_controller_text_is():
    session = heuristic_at("rage-lv", 2, 1, 189)  # seat 0's Main Phase, The Dry Wash in hand
    assert DRY_WASH in session.legal(0)
    line = reason(session.view(0), DRY_WASH, None)
    assert line.startswith(
        "Put The Dry Wash in the Hunting Grounds: whoever beats its guardian controls it."
    ), line
    assert (
        "For the pack that controls it, not yours until you beat its guardian: While in play, "
        "each character in your pack gets +1 Rage." in line
    ), line
    heal = line.index("For every pack, whoever controls it: At the start of each turn")
    assert heal < line.index("Your rivals' Garou get it too"), line
    assert line.index("Your rivals' Garou get it too") < line.index("For the pack that"), line
    with using("pt-BR"):
        line = reason(session.view(0), DRY_WASH, None)
    assert line.startswith("Coloque The Dry Wash nas Zonas de Caça"), line
    assert "Para a matilha que o controla" in line, line


def _rival_holds_a_copy(mine: int) -> dict:
    """Seat 0's Main Phase with The Dry Wash in hand, as if seat 1 controlled another copy in
    play and held all but `mine` of seat 0's six Garou (a 4-seat game's 18 to 6, pl40a 094)."""
    view = heuristic_at("rage-lv", 2, 1, 189).view(0)
    copy = {"card": "dry-wash", "iid": "1.dry-wash.1", "owner": 1, "host": None, "rot": 0}
    view["things"].append({**copy, "controller": 1})
    ours = [c for c in view["chars"] if c["owner"] == 0 and c["pack"]]
    for char in ours[mine:]:
        char["owner"] = 1
    return view


def test_a_battlefield_that_heals_mostly_rivals_is_not_advised():
    """The Dry Wash heals every Garou in play: the Hint advised a second copy, a rival holding
    the first, with 18 rival Garou to heal against the player's 6 (pl40a 094)."""
    assert unwise(_rival_holds_a_copy(2), DRY_WASH, 0)
    assert not unwise(_rival_holds_a_copy(6), DRY_WASH, 0)  # 6 of each: the gain is even
    alone = _rival_holds_a_copy(2)
    alone["things"] = [t for t in alone["things"] if t["iid"] != "1.dry-wash.1"]
    assert not unwise(alone, DRY_WASH, 0)  # no rival holds it: its guardian is anyone's
