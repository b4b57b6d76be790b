"""rage-lv hints (issue 30): the answer to "Shift to Crinos?" was worded from the option's raw
value ("Escolha deck: é a melhor opção aqui." in the Portuguese table); each option now says
what it does."""

from __future__ import annotations

import pytest

from engine.games.rage_lv.hints import _choice
from engine.i18n import using


@pytest.mark.parametrize("option", ["stay", "deck", "0.licked-wounds.1"])
def test_each_crinos_answer_says_what_it_does(option):
    command = {"type": "choose", "kind": "crinos", "option": option}
    with using("pt-BR"):
        line = _choice({}, command, str)
    assert "deck" not in line and "stay" not in line, line
    assert ("Crinos" in line) != (option == "stay"), line
    if option.startswith("0."):
        assert "Licked Wounds" in line, line
