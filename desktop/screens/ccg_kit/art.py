"""The art of a collectible-card face, shared by the CCG designs: which picture from the icon
set (art/icons, attribution in art/ATTRIBUTION.md) a card shows, and the art window it sits in.

A design describes its own card pool in an :class:`ArtRules` (words of a name, keywords,
effects and types that pick a picture); :func:`pick_art` applies them. :func:`art_window`
paints the window: the family's colour field and motif (``ccg_style.field``), the family's
sigil as a faint watermark, and the picture with a glow and a shadow.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import pygame

from desktop.render import paint
from desktop.render.palette import RGB, WHITE, mix
from desktop.screens.ccg_kit.art_style import CRINOS_GLOW, MOON_FULL, FieldStyle, watermark
from desktop.screens.ccg_kit.art_style import field as colour_field
from desktop.ui import text_cache

BLACK: RGB = (0, 0, 0)
DEFAULT_ICON = "paw-print"


@dataclass(frozen=True)
class ArtRules:
    """How one card pool picks its pictures; the first rule that matches wins, in this order:
    a word of the name (for ``hint_types``), a keyword (``keyword_art``: keyword, the types it
    applies to or () for all, icon), the first effect of the ``effect_types`` (a ``modify``
    by its stat, else by its kind), and last the type's own picture."""

    type_art: Mapping[str, str]
    keyword_art: tuple[tuple[str, tuple[str, ...], str], ...] = ()
    name_hints: tuple[tuple[str, str], ...] = ()
    hint_types: tuple[str, ...] = ()
    effect_types: tuple[str, ...] = ()
    effect_art: Mapping[str, str] = field(default_factory=dict)
    modify_art: Mapping[str, str] = field(default_factory=dict)
    # (type, effect kind) -> icon, where one type reads an effect differently
    effect_overrides: Mapping[tuple[str, str], str] = field(default_factory=dict)
    default: str = DEFAULT_ICON


def pick_art(card: Any, rules: ArtRules) -> str:
    """The picture for ``card`` (an engine card: ``type``, ``name``, ``keywords``, ``effects``)."""
    ctype = str(getattr(card, "type", ""))
    keywords = set(getattr(card, "keywords", ()))
    fallback = rules.type_art.get(ctype, rules.default)
    if ctype in rules.hint_types:
        name = str(getattr(card, "name", "")).lower()
        for word, icon in rules.name_hints:
            if word in name:
                return icon
    for keyword, types, icon in rules.keyword_art:
        if keyword in keywords and (not types or ctype in types):
            return icon
    if ctype in rules.effect_types:
        effects = [e for e in getattr(card, "effects", ()) if getattr(e, "when", "") != "benefit"]
        if effects:
            first = effects[0]
            kind = str(getattr(first, "do", ""))
            if kind == "modify":
                return rules.modify_art.get(str(getattr(first, "stat", "")), fallback)
            if (ctype, kind) in rules.effect_overrides:
                return rules.effect_overrides[(ctype, kind)]
            return rules.effect_art.get(kind, fallback)
    return fallback


def art_window(
    icons: Any,
    size: tuple[int, int],
    style: FieldStyle,
    art: str,
    seed: int,
    unit: float,
    crinos: bool = False,
    spirit: str = "",
    medallion: bool = False,
    covered: int = 0,
    radius: int = 0,
) -> pygame.Surface:
    """The art window of ``size``: the style's field and sigil, and the picture ``art``.

    ``crinos`` sets the beast under a blood-lit moon; ``spirit`` is a faint second figure
    behind the picture (a Homid's inner wolf); ``medallion`` puts the picture on a round
    plate; ``covered`` pixels at the foot are hidden by the face (the picture centres above
    them); ``radius`` rounds the window's corners.
    """
    rng = random.Random(seed)
    glow_at = (0.5, 0.42) if not crinos else (0.5, 0.3)
    win = colour_field(size, style, seed, unit, glow_at=glow_at)
    w, h = size
    s = max(1, round(unit))
    # The family's sigil as a large faint watermark, in a corner chosen by the card.
    if art != style.sigil and not medallion:
        angle = rng.uniform(-18, 18)
        mark = watermark(icons, style.sigil, round(h * 0.95), style.dark, 105, angle)
        corner = rng.choice(((0.12, 0.22), (0.88, 0.22), (0.12, 0.8), (0.88, 0.8)))
        paint.blit_center(win, mark, (round(w * corner[0]), round(h * corner[1])))
    vis = h - covered  # the strip hidden under stat boxes does not count
    center = (w // 2, round(vis * (0.5 if not crinos else 0.54)))
    flip = crinos and rng.random() < 0.5  # the beast faces either way
    if crinos:
        # The Crinos side: the beast under a blood-lit full moon.
        moon_r = round(h * 0.3)
        mc = (w // 2 + round(w * (-0.17 if flip else 0.17)), round(h * 0.3))
        paint.blit_center(win, paint.radial_glow(moon_r * 4, CRINOS_GLOW, 170), mc)
        pygame.draw.circle(win, mix(MOON_FULL, CRINOS_GLOW, 0.45), mc, moon_r)
        pygame.draw.circle(win, mix(MOON_FULL, CRINOS_GLOW, 0.25), mc, round(moon_r * 0.8))
    if medallion:
        r = round(min(w, h) * 0.36)
        paint.blit_center(win, paint.radial_glow(r * 3, style.accent, 150), center)
        pygame.draw.circle(win, style.dark, center, r)
        pygame.draw.circle(win, style.base, center, round(r * 0.9))
        pygame.draw.circle(win, style.accent, center, r, max(1, round(0.9 * unit)))
        pygame.draw.circle(
            win, mix(style.accent, BLACK, 0.3), center, round(r * 0.9), max(1, round(0.4 * unit))
        )
        img = icons.get(art, round(r * 1.35), mix(style.light, WHITE, 0.6))
        paint.shadowed(win, img, center, max(1, round(0.8 * unit)), alpha=160)
    else:
        size_px = round(min(w * 0.8, vis * 0.84))
        if crinos:
            size_px = round(min(w * 0.86, vis * 0.92))
        side = -1 if flip else 1
        if spirit:
            # The other form within: a Homid's wolf stands behind the human.
            ghost = icons.get(spirit, round(size_px * 1.12), (*style.accent, 95))
            dx, dy = round(size_px * 0.2), -round(size_px * 0.04)
            paint.blit_center(win, ghost, (center[0] + dx, center[1] + dy))
        paint.blit_center(win, paint.radial_glow(round(size_px * 1.2), style.accent, 120), center)
        img = icons.get(art, size_px, mix(style.light, WHITE, 0.55))
        if flip:
            img = pygame.transform.flip(img, True, False)
        shift = -round(size_px * 0.14) if spirit else round(size_px * 0.06 * side) if crinos else 0
        paint.shadowed(win, img, (center[0] + shift, center[1]), s, alpha=170)
    win.blit(edge_shade(size), (0, 0))
    if radius:
        paint.clip_rounded(win, win.get_rect(), radius)
    return win


def edge_shade(size: tuple[int, int]) -> pygame.Surface:
    """A soft shadow under the top edge, so the art sits inside the frame (kept in the App's
    bounded memo of drawn pieces)."""

    def draw() -> pygame.Surface:
        w, h = size
        surf = paint.layer(size)
        depth = max(2, h // 7)
        for y in range(depth):
            k = 1 - y / depth
            pygame.draw.line(surf, (0, 0, 0, round(120 * k * k)), (0, y), (w, y))
        return surf

    return text_cache.active().piece(("ccg edge shade", tuple(size)), draw)


__all__ = ["ArtRules", "art_window", "edge_shade", "pick_art"]
