"""The six RAGE colours stay apart without colour: in grayscale, in both palettes."""

from __future__ import annotations

import itertools

import pygame
import pytest

from desktop.render import CardRenderer
from desktop.render.palette import PALETTES, RAGE_COLORS, luminance
from tests.desktop.test_render_support import every_game_renderer

SIZES = [(60, 84), (240, 336)]
PAIRS = list(itertools.combinations(RAGE_COLORS, 2))


def gray(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(pygame.transform.grayscale(surf), "RGB")[::3]


def mean_abs_diff(a: bytes, b: bytes) -> float:
    assert len(a) == len(b)
    return sum(abs(x - y) for x, y in zip(a, b, strict=True)) / len(a)


@pytest.fixture(scope="module")
def renderer() -> CardRenderer:
    return every_game_renderer()


@pytest.mark.parametrize("palette", sorted(PALETTES))
@pytest.mark.parametrize("size", SIZES)
def test_colors_differ_in_grayscale(renderer: CardRenderer, palette: str, size) -> None:
    renderer.set_palette(palette)
    whole = {c: gray(renderer.face(f"{c}-5", size, "rage-trick")) for c in RAGE_COLORS}
    # A strip of the centre panel between the top glyph and the numeral: pattern only.
    w, h = size
    strip = pygame.Rect(round(w * 0.24), round(h * 30 / 140), round(w * 0.52), round(h * 15 / 140))
    texture = {
        c: gray(renderer.face(f"{c}-5", size, "rage-trick").subsurface(strip).copy())
        for c in RAGE_COLORS
    }
    for a, b in PAIRS:
        assert mean_abs_diff(whole[a], whole[b]) > 8, f"{a}-5 and {b}-5 look alike in gray"
        assert mean_abs_diff(texture[a], texture[b]) > 12, f"{a} and {b} patterns look alike"
    renderer.set_palette("standard")


@pytest.mark.parametrize("palette", sorted(PALETTES))
def test_each_color_has_its_own_glyph_and_pattern(palette: str) -> None:
    suits = PALETTES[palette].suits
    assert len({suits[c].glyph for c in RAGE_COLORS}) == 6
    assert len({suits[c].pattern for c in RAGE_COLORS}) == 6


@pytest.mark.parametrize("palette", sorted(PALETTES))
def test_pattern_ink_contrasts_with_its_base(palette: str) -> None:
    for color in RAGE_COLORS:
        st = PALETTES[palette].suit(color)
        assert abs(luminance(st.pattern_ink) - luminance(st.base)) > 25, color


def test_colorblind_palette_changes_the_faces(renderer: CardRenderer) -> None:
    standard = renderer.face("red-3", (120, 168), "rage-trick")
    renderer.set_palette("colorblind")
    try:
        blind = renderer.face("red-3", (120, 168), "rage-trick")
        assert pygame.image.tobytes(blind, "RGBA") != pygame.image.tobytes(standard, "RGBA")
        # Oh Hell becomes a four-colour deck: no two suits share an ink.
        assert len(set(PALETTES["colorblind"].standard_suits.values())) == 4
    finally:
        renderer.set_palette("standard")
