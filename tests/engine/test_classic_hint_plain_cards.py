"""A 1995 hint for a card with no effect text said what the card requires as if it were what
it does, with a double colon: "Jogue Greenfall Caern: exige: Garou. Película 4." (issue 30).
It now says what playing it gives (a Caern, an Ally) or only that it is worth playing."""

from __future__ import annotations

import pytest

from engine.games.rage_classic.cards import POOL
from engine.games.rage_classic.hints import _reason, _stage
from engine.i18n import using

PLAIN = [c for c in POOL.shipped().values() if not c.effects and c.type != "combat-action"]
CAERN = next(c for c in PLAIN if c.name == "Greenfall Caern")
VIEW = {"creatures": [], "seat": 0}


def _lines(card_id: str) -> list[str]:
    iid = f"0.{card_id}.1"
    return [
        _reason(VIEW, {"type": "play", "card": iid}, str),
        _stage(VIEW, {"type": "stage", "card": iid, "by": "0.corrick"}),
    ]


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_a_plain_card_hint_quotes_no_requirement_and_one_colon(language: str) -> None:
    assert PLAIN
    with using(language):
        for card in PLAIN:
            for line in _lines(card.id):
                assert line.count(":") <= 1, line
                for words in ("requires", "exige", "Gauntlet", "Película"):
                    assert words not in line, line


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        (
            "en",
            "Play Greenfall Caern: at the start of each Umbra Phase, your Characters with "
            "Gnosis 4 or more can step sideways through it.",
        ),
        (
            "pt-BR",
            "Jogue Greenfall Caern: no início de cada Fase da Umbra, seus Personagens com "
            "Gnose 4 ou mais podem atravessar para o outro lado através dele.",
        ),
    ],
)
def test_a_caern_hint_says_what_it_gives(language: str, expected: str) -> None:
    with using(language):
        assert _lines(CAERN.id)[0] == expected
