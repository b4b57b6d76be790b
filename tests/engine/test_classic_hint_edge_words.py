"""The 1995 Hint says the search's "Tried against the other moves to the end of the turn, it
did clearly best." only where its why is plain (a card's own text), as the relaunch's does
since lh40: after a why that says what the move wins it only repeated it as jargon (me40, a
1995 game in Portuguese: "Enfrente The Drowned Mill: seu alpha deve vencer. Comparada às
outras jogadas até o fim do turno, esta se saiu claramente melhor.")."""

from __future__ import annotations

import pytest

from engine.ai.search import Analysis, Candidate
from engine.games.rage_classic import hints
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

EDGE = "Tried against the other moves"


def _why(commands: int, kind: str) -> str:
    """The why of seat 0's first legal `kind` move at that moment of heuristic seed 3, after a
    search where it did clearly best (10 VP over the next)."""
    session = heuristic_at("rage-classic", 2, 3, commands)
    legal = session.legal(0)
    command = next(c for c in legal if c["type"] == kind)
    other = next(c for c in legal if c != command)
    clear = Analysis([Candidate(command, 10.0, 5), Candidate(other, 0.0, 5)], 3, 10, 1.0)
    with using("en"):
        return hints.reason(session.view(0), command, clear)


@pytest.mark.parametrize(("commands", "kind"), [(29, "alpha"), (44, "attack"), (7, "stage")])
def test_a_why_that_says_what_it_wins_has_no_search_jargon(commands: int, kind: str) -> None:
    why = _why(commands, kind)
    assert why and EDGE not in why, why


def test_a_plain_why_keeps_the_search_s_word() -> None:
    why = _why(0, "play")  # Spirit Song: the card's own text
    assert why.startswith("Play Spirit Song") and EDGE in why, why
