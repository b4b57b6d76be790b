"""rage-lv's game-over line names its winners as a sentence in each language (issue 30): the
names were joined with " and " between every pair ("Ann and Bo and Cy", "Ann e Bo e Cy"),
where the 1995 edition already said "Ann, Bo and Cy" through engine.i18n.spoken_list."""

from __future__ import annotations

from engine.core.registry import get_ruleset
from engine.i18n import using

NAMES = ["Ann", "Bo", "Cy", "Di"]


def _over(winners: list[int], language: str) -> str | None:
    event = {"type": "game-over", "winners": winners, "reason": "turn-limit"}
    with using(language):
        line: str | None = get_ruleset("rage-lv").describe(event, None, NAMES)
    return line


def test_three_winners_read_as_a_list_in_english_and_portuguese() -> None:
    assert _over([0, 1, 2], "en") == "The game is over: Ann, Bo and Cy win at the turn limit."
    pt = _over([0, 1, 2], "pt-BR")
    assert pt is not None and "Ann, Bo e Cy" in pt, pt


def test_two_winners_and_one_winner_read_as_before() -> None:
    assert _over([0, 1], "en") == "The game is over: Ann and Bo win at the turn limit."
    pt = _over([0, 1], "pt-BR")
    assert pt is not None and "Ann e Bo" in pt, pt
    assert _over([3], "en") == "The game is over: Di wins at the turn limit."
