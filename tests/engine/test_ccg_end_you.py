"""Both CCG editions' end line speaks to the seat reading it (issue 30): the end dialog's title
said "You win!" over "The game is over: Player 1 wins on Renown". Other seats and spectators
read the winners by name."""

from __future__ import annotations

import pytest

from engine.core.registry import get_ruleset
from engine.i18n import using

NAMES = ["Ann", "Bo", "Cy"]


def _line(game: str, kind: str, winners: list[int], seat: int | None, language: str) -> str:
    event = {"type": kind, "winners": winners, "reason": "renown"}
    with using(language):
        return get_ruleset(game).describe(event, seat, NAMES) or ""


LV, CLASSIC = ("rage-lv", "game-over"), ("rage-classic", "end")


@pytest.mark.parametrize(
    ("game", "winners", "seat", "english", "portuguese"),
    [
        (LV, [0], 0, "The game is over: you win on Renown.", "O jogo acabou: você vence"),
        (LV, [0, 1], 1, "The game is over: Ann and you win on Renown.", "Ann e você vencem"),
        (LV, [0], 1, "The game is over: Ann wins on Renown.", "Ann vence"),
        (LV, [0], None, "The game is over: Ann wins on Renown.", "Ann vence"),
        (CLASSIC, [0], 0, "Game over: you win.", "Fim de jogo: você vence."),
        (CLASSIC, [0, 1], 1, "Game over: Ann and you win.", "Fim de jogo: Ann e você vencem."),
        (CLASSIC, [0], 1, "Game over: Ann wins.", "Fim de jogo: Ann vence."),
        (CLASSIC, [0], None, "Game over: Ann wins.", "Fim de jogo: Ann vence."),
    ],
)
def test_the_end_line_says_you_to_its_reader(game, winners, seat, english, portuguese):
    assert _line(*game, winners, seat, "en") == english
    said = _line(*game, winners, seat, "pt-BR")
    assert portuguese in said, said
