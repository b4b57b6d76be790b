"""The bar asking whether to play for the prey puts its key first: "… against Ysolde
Amberclaw (A), or …" read as a mark on the foe (the table marks an alpha with a letter too),
not as the Actions key (pl44a #11, 1995 edition, keyboard, Portuguese)."""

from __future__ import annotations

import pytest

from desktop.screens.rage_classic.guide import what_now
from engine.i18n import using
from tests.desktop.test_classic_table import prey_to_claim

SAID = {"en": "Prey: A to play Combat cards for ", "pt-BR": "Presa: A para jogar cartas de Combate"}


@pytest.mark.parametrize("language", list(SAID))
def test_the_prey_bar_names_its_key_first(language) -> None:
    session, _bane = prey_to_claim()
    legal = session.legal(1)
    assert {"type": "no-claim"} in legal
    with using(language):
        line = what_now(session.view(1), legal, ["Ann", "Bob"], 1, by_keys=True)
    assert line.startswith(SAID[language]), line
    assert "(A)" not in line, line
