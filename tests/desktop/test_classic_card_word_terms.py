"""Words a newcomer met on 1995 cards and in the log with nothing saying what they are (issue 30,
pl34a #8): "Requires: Iksakku", "each Ahroun character", "Fast Striking" are explained beside
the zoom (the glossary's entries the table gives a zoomed card), and "Crinos form only" and
"Gnosis cannot be bluffed" say what they mean where they are said, in English and Portuguese."""

from __future__ import annotations

import pytest

from desktop.screens.rage_classic import card_words
from desktop.screens.rage_classic.table import GLOSSARY
from engine.games.rage_classic.views import illegal_why
from engine.i18n import using

ZOOMED = {
    "0.ash-staff.1": "fighting_style",  # Requires: Kailindo, Iksakku or Stargazers
    "0.wolf-totem.1": "auspice",  # each Ahroun character
    "0.cats-grace.1": "fast_striking",  # This creature is Fast Striking
    "0.ridge-moot.1": "juntas",  # a Moot: "If this Junta passes"
}
CRINOS = {
    "en": "Crinos form only (the Garou's war form, which a Character takes when hurt)",
    "pt-BR": "só na forma Crinos (a forma de guerra dos Garou, que um Personagem assume "
    "quando ferido)",
}
GNOSIS = {
    "en": "unlike Rage, Gnosis cannot be bluffed",
    "pt-BR": "ao contrário da Fúria, a Gnose não pode ser blefada",
}


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_a_zoomed_card_explains_the_words_it_names(language) -> None:
    with using(language):
        for iid, key in ZOOMED.items():
            terms = card_words.card_terms(iid, None, GLOSSARY.terms())
            assert GLOSSARY.terms()[key] in terms, (iid, [t.title for t in terms])


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_log_says_what_crinos_and_unbluffable_gnosis_mean(language) -> None:
    with using(language):
        crinos = illegal_why("Crinos form only")
        gnosis = illegal_why("not enough Gnosis (Gnosis cannot be bluffed)")
    assert crinos == CRINOS[language], crinos
    assert GNOSIS[language] in gnosis, gnosis
