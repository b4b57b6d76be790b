"""The option a Junta's caller names, in the call's menu line, reads in the player's language
(issue 28): it goes through the generated-rules-text path sentence by sentence, so an option no
catalogued whole sentence holds still reads in Portuguese."""

from __future__ import annotations

import pytest

from desktop.screens.rage_classic import words
from engine.games.rage_classic.cards import extra_cards
from engine.i18n import using
from tests.engine.test_named_options_text import OWN

CALL = {"type": "call", "card": "0.c-new-tithe.1", "by": None, "target": None, "named": 1}


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Call the Junta New Tithe, naming: Add 3 Victory Points to your Victory Pile."),
        (
            "pt_BR",
            "Convocar a Junta New Tithe, escolhendo: Adicione 3 pontos de vitória à sua Pilha de"
            " Vitória.",
        ),
    ],
)
def test_the_option_named_with_a_call_reads_in_the_players_language(language, said) -> None:
    with extra_cards(OWN), using(language):
        assert words.describe(CALL, ["Ana", "Bia"]) == said
