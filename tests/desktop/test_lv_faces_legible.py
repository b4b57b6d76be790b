"""Relaunch card faces at a window's legible size (issue 30): at 1280x720 a face prints no
text under 11 window pixels. A small face leaves its rules text to the zoom, and the zoom
(the sidebar's preview) keeps it, printed at that size: leaving out what is too small must
not leave the zoom without the card's text."""

from __future__ import annotations

import pytest

from desktop.render import CardRenderer
from desktop.screens.ccg_kit.stage import legible
from desktop.screens.rage_lv.art import CcgArt
from desktop.screens.rage_lv.faces import HAND
from desktop.screens.rage_lv.layout import SIDEBAR_PREVIEW

AT_1280 = legible(720 / 1080)


def kinds(card: str, size: tuple[int, int], least: int) -> set[str]:
    """The kinds of text the face of `card` at `size` prints."""
    art = CcgArt()
    art.trace = []
    art.face(CardRenderer(arts=(art,)).kit, "rage-lv", card, size, {"least": least})
    return {t.kind for t in art.trace}


@pytest.mark.parametrize("card", ["granite-voice", "call-to-hunt", "obsidian-knuckles"])
def test_the_zoom_prints_the_rules_text_a_small_face_leaves_out(display, card):
    assert "text" in kinds(card, SIDEBAR_PREVIEW, AT_1280)
    small = kinds(card, HAND, AT_1280)
    assert "text" not in small and "name" in small
