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
from desktop.screens.rage_lv.stage import STAT_KEYS
from engine.i18n import using

AT_1280 = legible(720 / 1080)


def art_point(size: tuple[int, int], x: float, y: float) -> tuple[int, int]:
    """A point of a face `size` large given in card units (100 x 140)."""
    return round(x * size[0] / 100), round(y * size[1] / 140)


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


#: what a card's zoom must print at 1280x720 besides its name and rules: its type line, its
#: keyword ribbon, its stat boxes' names and its breed (the zoom is where a card is read whole)
WHOLE = {
    "granite-voice": {"type", "keywords", "breed", *(f"label-{k}" for k in STAT_KEYS)},
    "call-to-hunt": {"type"},
    "obsidian-knuckles": {"type"},
}


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
@pytest.mark.parametrize("card", sorted(WHOLE))
def test_the_zoom_prints_the_type_keywords_and_stat_names(display, card, lang):
    with using(lang):
        printed = kinds(card, SIDEBAR_PREVIEW, AT_1280)
    assert WHOLE[card] <= printed, f"the zoom leaves out {sorted(WHOLE[card] - printed)}"


def test_no_breed_disc_without_its_letters(display):
    """A band or disc whose words cannot print is not drawn: on a hand-size face at 1280x720
    the breed disc (Ho, Lu) is left out with its letters, not drawn empty."""
    art = CcgArt()
    art.trace = []
    kit = CardRenderer(arts=(art,)).kit
    face = art.face(kit, "rage-lv", "granite-voice", HAND, {"least": AT_1280})
    assert "breed" not in {t.kind for t in art.trace}
    disc = face.get_at(art_point(HAND, 89.5, 10.6))  # the disc's middle, on the title bar
    assert sum(disc[:3]) > 3 * 150, f"an empty breed disc is drawn ({disc})"
