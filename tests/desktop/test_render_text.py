"""Text fits its box at every card size from 60 x 84 to 600 x 840."""

from __future__ import annotations

import pygame
import pytest

from desktop.render.fonts import Fonts
from desktop.render.paint import Canvas
from desktop.render.text import draw_paragraph, fit_paragraph, render_ink_fit, truncate, wrap
from desktop.screens.rage_trick.art import ACTIONS
from desktop.screens.ragers.art import KIND_TEXT, PATRONS

WIDTHS = [60, 75, 90, 120, 160, 200, 240, 300, 420, 600]
TEXTS = (
    [a[3] for a in ACTIONS.values()]
    + list(KIND_TEXT.values())
    + [p[2] for p in PATRONS.values()]
    + ["Supercalifragilisticexpialidocious " * 3]
)
LABELS = [a[2] for a in ACTIONS.values()] + ["0", "15", "CHEERS!", "DEADEYE", "Gharan-zul"]


@pytest.fixture(scope="module")
def fonts() -> Fonts:
    return Fonts()


@pytest.mark.parametrize("width", WIDTHS)
def test_paragraphs_fit_rules_boxes(fonts: Fonts, width: int) -> None:
    c = Canvas((width, round(width * 1.4)))
    for box in (c.rect(9, 100, 82, 31), c.rect(21, 111, 58, 17), c.rect(9, 108, 82, 23)):
        for text in TEXTS:
            surf = pygame.Surface(c.surface.get_size(), pygame.SRCALPHA)
            used = draw_paragraph(surf, box, fonts.text, text, (0, 0, 0), max_size=c.s(8))
            assert box.contains(used), (width, text, box, used)


@pytest.mark.parametrize("width", WIDTHS)
def test_labels_fit_their_boxes(fonts: Fonts, width: int) -> None:
    c = Canvas((width, round(width * 1.4)))
    for w_units, h_units in ((84, 15), (58, 14), (13.5, 14), (30, 5)):
        box = c.rect(0, 0, w_units, h_units)
        for label in LABELS:
            for face in (fonts.display, fonts.title, fonts.fancy):
                surf = render_ink_fit(face, label, box.w, box.h, (0, 0, 0), outline=c.s(0.5))
                assert surf.get_width() <= box.w, (label, box)
                assert surf.get_height() <= box.h, (label, box)


def test_impossible_boxes_truncate_instead_of_overflowing(fonts: Fonts) -> None:
    para = fit_paragraph(fonts.text, "word " * 200, 60, 20)
    assert para.height <= 20 or len(para.lines) == 1
    assert para.lines[-1].endswith("…")
    assert fonts.text(12).size(truncate(fonts.text(12), "a long label", 30))[0] <= 30


def test_wrap_keeps_every_word(fonts: Fonts) -> None:
    font = fonts.text(14)
    text = "Beats a Slasher. Loses to a Prodder.\nSecond paragraph here."
    lines = wrap(font, text, 80)
    assert " ".join(lines).split() == text.split()
    assert all(font.size(line)[0] <= 80 for line in lines)
