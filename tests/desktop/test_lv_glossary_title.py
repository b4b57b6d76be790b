"""A glossary box is titled with the word it was opened on: Tab on the phase "Compra" opened
a box titled "Seita", the term the word shares (pl36b #10, Portuguese, 1280x720)."""

from __future__ import annotations

import pygame

from desktop.screens.ccg_kit import glossary
from desktop.screens.ccg_kit.glossary import TermTips
from desktop.screens.rage_lv.teach import GLOSSARY
from engine.i18n import using


def _titles(label: str, monkeypatch) -> list[str]:
    """The bold words drawn in the box opened on `label`."""
    drawn: list[str] = []
    real = glossary.text

    def text(words: str, size: int, color, bold: bool = False) -> pygame.Surface:
        if bold:
            drawn.append(words)
        return real(words, size, color, bold)

    monkeypatch.setattr(glossary, "text", text)
    (term, rect), *_rest = GLOSSARY.spots([(label, pygame.Rect(100, 10, 80, 24))])
    TermTips((1280, 720)).show(term, rect)
    return drawn


def test_the_box_on_a_phase_is_titled_with_the_phase(display, monkeypatch) -> None:
    with using("pt-BR"):
        assert _titles("Compra", monkeypatch) == ["Compra"]
        assert _titles("Seita 26", monkeypatch)[-1] == "Seita"
        assert _titles("• Frenesi +1", monkeypatch)[-1] == "Frenesi"
    with using("en"):
        assert _titles("Sept deck", monkeypatch)[-1] == "Sept deck"
