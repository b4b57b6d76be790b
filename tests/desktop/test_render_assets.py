"""Every shipped font and icon loads, is used sensibly and is credited."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from desktop.render.fonts import DEFAULT_ART_DIR, FACE_FILES, Fonts
from desktop.render.icons import Icons
from desktop.render.palette import PALETTES
from desktop.screens.rage_trick.art import ACTIONS, COURT_ICONS, SUIT_ICONS
from desktop.screens.ragers.art import KIND_ICONS, PATRONS

ART = DEFAULT_ART_DIR
FONT_FILES = sorted(p for p in (ART / "fonts").iterdir() if p.suffix in (".ttf", ".otf"))
ICON_FILES = sorted((ART / "icons").glob("*.svg"))


def test_art_is_there_and_small() -> None:
    assert len(ICON_FILES) >= 30
    assert len(FONT_FILES) >= 2
    total = sum(p.stat().st_size for p in ART.rglob("*") if p.is_file())
    assert total < 4 * 1024 * 1024, "keep art/ to a few MB"


@pytest.mark.parametrize("path", FONT_FILES, ids=lambda p: p.name)
def test_every_font_loads_and_draws(path: Path) -> None:
    pygame.font.init()
    font = pygame.font.Font(path, 24)
    surf = font.render("Rage 0123456789", True, "black")
    assert surf.get_bounding_rect().w > 50


@pytest.mark.parametrize("path", FONT_FILES, ids=lambda p: p.name)
def test_every_font_has_an_open_licence(path: Path) -> None:
    family = path.stem.split("-")[0]
    licences = list((ART / "fonts" / "LICENSES").glob(f"{family}*"))
    assert licences, f"no licence file for {path.name}"
    text = licences[0].read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE" in text.upper().replace("  ", " ")
    assert path.name in (ART / "README.md").read_text(encoding="utf-8")


def test_every_role_uses_a_shipped_face() -> None:
    fonts = Fonts()
    for role, name in FACE_FILES.items():
        assert (ART / "fonts" / name).is_file(), role
        assert fonts.get(role, 20).name != "freesansbold", role


def test_missing_fonts_fall_back(tmp_path: Path) -> None:
    fonts = Fonts(art_dir=tmp_path)
    for face in (fonts.display, fonts.text, fonts.bold, fonts.title):
        assert face(18).render("Fallback", True, "black").get_width() > 10


def test_faces_draw_the_characters_the_cards_use() -> None:
    fonts = Fonts()
    for ch in "0123456789+−":
        assert fonts.has_glyph("display", ch), ch
    for ch in "ABCDEFGHIJKLMNOPQRSTUVWXYZ!":
        assert fonts.has_glyph("title", ch), ch
    for ch in "abcdefghijklmnopqrstuvwxyz.,:−+0123456789":
        assert fonts.has_glyph("text", ch), ch
    for title, *_ in PATRONS.values():
        for ch in title.replace(" ", ""):
            assert fonts.has_glyph("fancy", ch), (title, ch)
    # Suit pips are icons, not characters: the faces are not trusted to have them.
    assert not fonts.has_glyph("display", "♣")


@pytest.mark.parametrize("path", ICON_FILES, ids=lambda p: p.stem)
def test_every_icon_loads(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert "currentColor" not in text, "pygame draws currentColor grey"
    for size in (16, 128):
        surf = pygame.image.load_sized_svg(path, (size, size))
        assert surf.get_size() == (size, size)
        assert surf.get_bounding_rect(min_alpha=128).w > size // 4


@pytest.mark.parametrize("path", ICON_FILES, ids=lambda p: p.stem)
def test_every_icon_is_credited(path: Path) -> None:
    credits = (ART / "ATTRIBUTION.md").read_text(encoding="utf-8")
    row = next((line for line in credits.splitlines() if f"| `{path.name}` |" in line), None)
    assert row, f"{path.name} missing from ATTRIBUTION.md"
    assert "CC BY 3.0" in row and "game-icons.net" in row


def test_every_icon_the_designs_use_is_shipped() -> None:
    used = {a[0] for a in ACTIONS.values()}
    used |= set(SUIT_ICONS.values()) | set(COURT_ICONS.values()) | set(KIND_ICONS.values())
    used |= {p[1] for p in PATRONS.values()}
    used |= {st.glyph for pal in PALETTES.values() for st in pal.suits.values()}
    used |= {"laurels", "laurel-crown", "interdiction", "heraldic-sun"}
    shipped = set(Icons().names())
    assert used <= shipped, used - shipped
