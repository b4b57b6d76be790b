"""An Ally's list of moves says what the Ally does, not only where it goes (issue 30: the
Cinderling dialog read "An Ally: it joins your pack in your Staging Area. Requires: Ashen
Wind.", as the card has no other text). Judged on the lines the list draws, in English and
Portuguese, and for every Ally of the card pool."""

from __future__ import annotations

import pytest

from desktop.screens.ccg_kit.table import CARD_TEXT_CHARS
from desktop.screens.rage_lv import narrate
from engine.games.rage_lv.data import cards
from engine.i18n import using
from tests.desktop.test_ccg_support import hand_card_list

SAID = {
    "en": ("it can be your alpha, hunt and fight, with Rage 3", "Spirit"),
    "pt-BR": ("pode ser seu alpha, caçar e lutar, com Fúria 3", "Espírito"),
}


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_cinderling_list_says_what_the_ally_does(display, language: str) -> None:
    whole, lines, drawn = hand_card_list(language, "cinderling")
    assert all(line in drawn for line in lines), (lines, drawn)
    said = " ".join(" ".join(lines).split())
    assert " ".join(whole.split()) == said, (said, whole)
    for words in SAID[language]:
        assert words in said, said


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_every_ally_is_said_to_fight_and_whole(language: str) -> None:
    allies = [c for c in cards().values() if c.type == "ally"]
    assert len(allies) >= 2
    with using(language):
        for card in allies:
            words = narrate.play_words(f"0.{card.id}.1")
            assert ("alpha" in words) and str(card.side(False).health) in words, words
            assert len(words) <= CARD_TEXT_CHARS, (len(words), words)
