"""The relaunch Hint says the search's "Tried against the other moves to the end of the turn,
it did clearly best." only where its why is plain (a card's own text); where the why says what
the move wins (a heal's Health, a blow, a vote's count, a pass's cause, an alpha's numbers) the
sentence only repeated it as jargon (issue 30, pl36b #9: after "Feint and Dodge: 2 damage and
2 block for 1 Rage", after "the combat ends here", after "more prey to hunt for Renown"). Checked on a heal, an alpha pick and a Moot's call; a
plain play keeps the sentence."""

from __future__ import annotations

from engine.ai.search import Analysis, Candidate
from engine.games.rage_lv import hints
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

OPTIONS = {"turn_limit": 3, "packs": ["ashen-wind", "stone-choir"]}
EDGE = "Tried against the other moves"


def _clear(command: dict, other: dict) -> Analysis:
    """A search where `command` did clearly best (2 Renown over the next)."""
    return Analysis([Candidate(command, 10.0, 5), Candidate(other, 0.0, 5)], 3, 10, 1.0)


def _why(session, command: dict) -> str:
    view = session.view(0)
    other = next(c for c in session.legal(0) if c != command)
    with using("en"):
        return hints.reason(view, command, _clear(command, other))


def test_a_move_whose_why_says_what_it_wins_has_no_search_jargon() -> None:
    session = heuristic_at("rage-lv", 2, 3, 39, OPTIONS)  # Second Wind for a wounded Drone
    wind = next(c for c in session.legal(0) if c["type"] == "combat-event")
    why = _why(session, wind)
    assert "goes from 2 to 3 Health left" in why and EDGE not in why, why
    session = heuristic_at("rage-lv", 2, 3, 31, OPTIONS)  # the alpha pick, Ember-Tooth in Crinos
    pick = {"type": "pick", "char": "0.ember-tooth", "crinos": None, "cross": False}
    why = _why(session, pick)
    assert "Rage 5, Health 6" in why and EDGE not in why, why
    session = heuristic_at("rage-lv", 2, 1, 0, OPTIONS)  # a first Main Phase
    moot = next(c for c in session.legal(0) if c["type"] == "play" and "call-to-hunt" in c["card"])
    why = _why(session, moot)
    assert why.startswith("Call the Moot Call to the Hunt") and EDGE not in why, why


def test_a_plain_why_keeps_the_search_s_word() -> None:
    session = heuristic_at("rage-lv", 2, 1, 0, OPTIONS)
    flame = next(c for c in session.legal(0) if c["type"] == "play" and "first-flame" in c["card"])
    why = _why(session, flame)
    assert why.startswith("Play The First Flame Remembered") and EDGE in why, why


def test_a_plain_answer_keeps_the_search_s_word_and_a_reasoned_one_drops_it() -> None:
    view = {"seat": 0, "chars": [], "prompt": {"labels": ["Draw 1 card.", "Heal 1 wound."]}}
    plain = {"type": "choose", "kind": "effect-option", "option": 0}
    reasoned = {"type": "choose", "kind": "challenge", "option": "refuse"}
    with using("en"):
        said = hints.reason(view, plain, _clear(plain, {**plain, "option": 1}))
        refused = hints.reason(view, reasoned, _clear(reasoned, {**reasoned, "option": "accept"}))
    assert "best option here" in said and EDGE in said, said
    assert refused.startswith("Refuse the challenge") and EDGE not in refused, refused
