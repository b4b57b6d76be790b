"""The 1995 table's "Turn" and "Umbra Phase" tooltips agree with the Umbra Phase the table shows
every turn (issue 30: the tooltip said "O livro de 1995 não tem Fase da Umbra." while the
header said "Fase: Umbra"): the Umbra Phase is the rules package's, the table's default, and a
game set to the 1995 rulebook skips it (seed 001's turn; rules_text.md, `rulebook`)."""

from __future__ import annotations

import pytest

from desktop.screens.rage_classic.table import GLOSSARY
from engine.games.rage_classic.flow import PHASES
from engine.i18n import using

#: the rules the words name, as the table's top right corner and New game say them
PACKAGE = {"en": "Players' rules", "pt_BR": "Regras dos jogadores"}


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_the_turn_tip_says_whose_turn_has_an_umbra_phase(language) -> None:
    assert "umbra" in PHASES["package"] and "umbra" not in PHASES["1995"]
    with using(language):
        turn = GLOSSARY.terms()["turn"].text
        umbra = GLOSSARY.terms()["umbra_phase"].text
    for text in (turn, umbra):
        assert PACKAGE[language] in text, text  # the Umbra Phase is the package's
        assert "1995" in text, text  # and the 1995 rulebook's game has none
