"""Ragers' two sides (issue 30): New game labels the seats with the names its rules text
gives them, in English and in Portuguese (the rulebook's Accusers and Defenders are
"Acusadores" and "Defensores" in rules_text.pt_BR.md). A guard: checked when the issue
asked whether "Acusadores" was a wrong translation; it is not."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop.screens.ragers.registration import REGISTRATION
from engine.i18n import translator

RULES = Path(__file__).parents[2] / "engine" / "games" / "ragers"


@pytest.mark.parametrize(
    ("language", "text"), [("en", "rules_text.md"), ("pt-BR", "rules_text.pt_BR.md")]
)
def test_the_seats_are_named_as_the_rules_text_names_the_sides(language, text) -> None:
    rules = (RULES / text).read_text(encoding="utf-8")
    words = translator(language)
    labels = [words.gettext(label) for label in REGISTRATION.new_game.seat_labels]
    assert len(labels) == 2
    for label in labels:
        assert f"**{label}**" in rules, (label, text)
