"""A hint that answers a card's "choose one" names the option, as the bar and the list do:
the 1995 table said "Take this option: it is the best one here." beside a list whose
selected row read "Move this creature into the Umbra (it steps sideways)." (found by keyboard
in a 4-seat game in a real window). Both editions ask with the kernel's labelled options."""

from __future__ import annotations

import pytest

from engine.games.rage_classic.hints import _reason as classic_reason
from engine.games.rage_lv.hints import _choice as lv_choice
from engine.i18n import using

LABELS = ["Draw 1 card.", "Move this creature into the Umbra (it steps sideways)."]
COMMAND = {"type": "choose", "kind": "option", "option": 1}
VIEW = {
    "creatures": [],
    "seat": 0,
    "prompt": {"kind": "option", "options": [0, 1], "labels": LABELS},
}


def _hint(edition: str) -> str:
    if edition == "rage-classic":
        return classic_reason(VIEW, COMMAND, str)
    return lv_choice(VIEW, COMMAND, str)


@pytest.mark.parametrize("edition", ["rage-classic", "rage-lv"])
def test_the_hint_names_the_option_it_takes(edition: str) -> None:
    line = _hint(edition)
    assert "Take this option" not in line, line
    assert "Move this creature into the Umbra (it steps sideways)" in line, line
    assert ".:" not in line and line.endswith("it is the best option here."), line


@pytest.mark.parametrize("edition", ["rage-classic", "rage-lv"])
def test_the_option_is_named_in_portuguese_too(edition: str) -> None:
    with using("pt-BR"):
        line = _hint(edition)
    assert line.startswith("Escolha ") and "Umbra" in line, line
