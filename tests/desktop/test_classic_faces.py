"""The original Rage's card faces: a picture from the icon set in the faction's colour field
(the shared CCG art helpers), readable at the table's smallest size, and the type label in
the player's language."""

from __future__ import annotations

from pathlib import Path

import pygame

from desktop.screens.ccg_kit.art import pick_art
from desktop.screens.ccg_kit.art_style import BATTLE, WYRM
from desktop.screens.ccg_kit.stage import legible
from desktop.screens.rage_classic.art import TEXT_MIN_WIDTH
from desktop.screens.rage_classic.art_rules import ART_RULES, GAIA, art_of, style_of
from desktop.screens.rage_classic.faces import HAND, TINY, ZOOM, ClassicFaces
from engine.games.rage_classic.cards import cards
from engine.games.rage_classic.vocab import TYPE_LABELS, TYPES
from engine.i18n import _, using

ICONS = Path(__file__).resolve().parents[2] / "art" / "icons"


def colours(surf: pygame.Surface, rect: pygame.Rect) -> int:
    seen = set()
    for y in range(rect.top, rect.bottom, 2):
        for x in range(rect.left, rect.right, 2):
            seen.add(tuple(surf.get_at((x, y)))[:3])
    return len(seen)


def test_every_card_has_a_picture_from_the_icon_set() -> None:
    pool = cards()
    pictures = {cid: art_of(c) for cid, c in pool.items()}
    for cid, icon in pictures.items():
        assert (ICONS / f"{icon}.svg").exists(), (cid, icon)
    for ctype in TYPES:
        assert (ICONS / f"{ART_RULES.type_art[ctype]}.svg").exists(), ctype
    # chosen by what the card is, not one picture for all
    assert len(set(pictures.values())) >= 25
    assert art_of(pool["gnawing-choir"]) == "spectre"  # a Bane
    assert pick_art(pool["brace-and-hold"], ART_RULES) == "claw-slashes"
    assert art_of(pool["brace-and-hold"]) == "shield"  # a block, not a strike


def test_factions_wear_their_colours() -> None:
    pool = cards()
    assert style_of(pool["vesk-hollowjaw"]) is WYRM
    assert style_of(pool["keeper-ashgrove"]) is GAIA
    assert style_of(pool["quick-jab"]) is BATTLE


def test_faces_show_a_picture_not_a_flat_field(display) -> None:
    faces = ClassicFaces()
    for cid in ("keeper-ashgrove", "quick-jab", "mindburn", "slag-caern"):
        for size in (TINY, HAND, ZOOM):
            face = faces.face(cid, size)
            w, h = size
            pad = max(3, w // 24)
            top = pad + max(10, min(26, w // 7)) + 8
            window = pygame.Rect(pad, top, w - 2 * pad, int(h * 0.36) - 14)
            # a flat tint with a word across it has a handful of colours; art has many
            assert colours(face, window) > 40, (cid, size)


def test_type_labels_go_through_the_catalogs(display) -> None:
    assert HAND[0] < TEXT_MIN_WIDTH  # at this size the only words are the name and the type
    with using("pt_BR"):
        assert _(TYPE_LABELS["character"]) == "Personagem"
        assert _(TYPE_LABELS["gift"]) == "Dom"
        assert _(TYPE_LABELS["ally"]) == "Aliado"
        pt = ClassicFaces().face("mindburn", HAND)
        pt_ally = ClassicFaces().face("pit-hound", HAND, bare=True)
    with using("en"):
        en = ClassicFaces().face("mindburn", HAND)
        en_ally = ClassicFaces().face("pit-hound", HAND, bare=True)
    assert pygame.image.tobytes(pt, "RGBA") != pygame.image.tobytes(en, "RGBA")
    assert pygame.image.tobytes(pt_ally, "RGBA") != pygame.image.tobytes(en_ally, "RGBA")


def test_the_zooms_keyword_line_stays_on_the_card_in_portuguese(display) -> None:
    """The zoom's keywords are printed bold: wrapped by a regular face's widths, Corrick's
    "Cria de Fenris · Hominídeo · Ahroun ·" ran over the frame's right edge at 1280x720."""
    faces = ClassicFaces()
    faces.least = legible(720 / 1080)
    with using("pt_BR"):
        face = faces.face("corrick-stonehowl", ZOOM)
    w, h = ZOOM
    inner_right = w - max(3, w // 24)
    frame = face.get_at((w - 2, h // 2))
    rows = range(int(h * 0.45), int(h * 0.7))
    ink = [
        (x, y) for y in rows for x in range(inner_right + 1, w - 1) if face.get_at((x, y)) != frame
    ]
    assert not ink, f"text drawn over the frame at {ink[:3]}"
