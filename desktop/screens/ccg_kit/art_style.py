"""Colours, colour fields and small emblems for the collectible-card faces of both Rage CCGs
(both designs draw their fields, motifs and sigils with it, so it names no game).

A card's *field style* is what ties a family of cards together: every card of a tribe (its
Garou, and the Sept and Combat cards that require or reward it) wears that tribe's colours,
its motif (embers, rock strata, crescents ...) and its sigil as a watermark. Cards of no tribe
take the style of what they are: the Wyrm's sickly olive, the Umbra's spirit teal, or the
earth brown of the common cards.

Colour never carries meaning alone: every type also has its own glyph and its name on the
card, stats have icons, and the two moons differ in shape (a filled disc against a ring).
"""

from __future__ import annotations

import colorsys
import math
import random
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from types import MappingProxyType

import pygame

from desktop.render import paint
from desktop.render.palette import RGB, WHITE, mix, rgb
from desktop.ui import text_cache
from engine.i18n import N_

BLACK: RGB = (0, 0, 0)
INK: RGB = (38, 29, 20)
FLAVOR_INK: RGB = (98, 78, 58)
PAPER: RGB = (244, 234, 212)


@dataclass(frozen=True)
class FieldStyle:
    """The look shared by a family of cards."""

    key: str
    base: RGB  # the frame and the middle of the field
    dark: RGB  # rims, shadows, watermarks
    light: RGB  # the glow in the field
    accent: RGB  # trim, sparks, highlights
    sigil: str  # icon used as a watermark and on the tribe card
    motif: str  # texture painter (see MOTIFS)

    @classmethod
    def of_hex(
        cls, key: str, base: str, dark: str, light: str, accent: str, sigil: str, motif: str
    ) -> FieldStyle:
        """A style whose colours are written as "#rrggbb" (as our designs give them)."""
        return cls(key, rgb(base), rgb(dark), rgb(light), rgb(accent), sigil, motif)

    @property
    def rim(self) -> RGB:
        return mix(self.dark, BLACK, 0.45)


TRIBE_STYLES = MappingProxyType(
    {
        "Ashen Wind": FieldStyle.of_hex(
            "ashen-wind", "#b0431d", "#3a1007", "#f7b266", "#ffd47c", "wildfires", "embers"
        ),
        "Stone Choir": FieldStyle.of_hex(
            "stone-choir", "#5c6b78", "#1d242b", "#cdd5da", "#e3c48a", "menhir", "strata"
        ),
        "Hollow Moon": FieldStyle.of_hex(
            "hollow-moon", "#4a4296", "#141139", "#bfb8f2", "#e2e8ff", "moon", "crescents"
        ),
    }
)
NEUTRAL = FieldStyle.of_hex(
    "neutral", "#6d5a3b", "#271d12", "#dfcba0", "#d9b45a", "paw-print", "grain"
)
WYRM = FieldStyle.of_hex("wyrm", "#56623a", "#161b0b", "#bccb8c", "#d7e46c", "worm-mouth", "blots")
UMBRA = FieldStyle.of_hex(
    "umbra", "#2c6b78", "#0b222c", "#a8e3ea", "#dcfcff", "magic-portal", "ripples"
)
BATTLE = FieldStyle.of_hex(
    "battle", "#6e2b21", "#1d0b08", "#e0a48c", "#f3c46e", "claw-slashes", "scratches"
)
STRAY = FieldStyle.of_hex("stray", "#3b4652", "#11151b", "#b3bfcb", "#e9e4d8", "raven", "grain")


def tribe_style(name: str) -> FieldStyle:
    """The style of a tribe; tribes we have no design for get colours derived from the name."""
    style = TRIBE_STYLES.get(name)
    if style is not None:
        return style
    hue = (zlib.crc32(name.encode("utf-8")) % 360) / 360

    def hls(lightness: float, saturation: float) -> RGB:
        r, g, b = colorsys.hls_to_rgb(hue, lightness, saturation)
        return (round(r * 255), round(g * 255), round(b * 255))

    return FieldStyle(
        name.lower().replace(" ", "-"),
        hls(0.38, 0.45),
        hls(0.12, 0.5),
        hls(0.78, 0.55),
        hls(0.85, 0.7),
        "paw-print",
        "grain",
    )


# Card type -> (colour of its type strip, glyph, label: marked for the catalog, translated
# where the strip is drawn).
TYPE_LOOK = MappingProxyType(
    {
        "tribe": (rgb("#7a6028"), "paw-print", N_("Tribe")),
        "garou": (rgb("#5a3a22"), "werewolf", N_("Garou")),
        "ally": (rgb("#3e7a48"), "person", N_("Ally")),
        "enemy": (rgb("#5e2f66"), "worm-mouth", N_("Enemy")),
        "victim": (rgb("#6d7f90"), "hiking", N_("Victim")),
        "gift": (rgb("#2a78a3"), "magic-palm", N_("Gift")),
        "rite": (rgb("#66479c"), "candlebright", N_("Rite")),
        "equipment": (rgb("#85663a"), "brass-knuckles", N_("Equipment")),
        "past-life": (rgb("#56708c"), "ghost-ally", N_("Past Life")),
        "totem": (rgb("#a47f22"), "totem", N_("Totem")),
        "event": (rgb("#a3412b"), "power-lightning", N_("Event")),
        "moot": (rgb("#4b6a37"), "campfire", N_("Moot")),
        "battlefield": (rgb("#6e5a38"), "mountains", N_("Battlefield")),
        "attack": (rgb("#a82a26"), "claw-slashes", N_("Attack")),
        "defense": (rgb("#2b5aa3"), "shield", N_("Defense")),
        "flex": (rgb("#74398f"), "crossed-claws", N_("Flex")),
        "counterattack": (rgb("#b8601a"), "riposte", N_("Counterattack")),
        "combat-event": (rgb("#357257"), "wolf-howl", N_("Combat Event")),
    }
)
UNKNOWN_TYPE = (rgb("#555555"), "paw-print", N_("Card"))

# Stat -> (fill colour, icon, label). Renown gold, Rage red, Gnosis blue, Health green.
STAT_LOOK = MappingProxyType(
    {
        "renown": (rgb("#a98416"), "laurel-crown", N_("Renown")),
        "rage": (rgb("#a8231c"), "bestial-fangs", N_("Rage")),
        "gnosis": (rgb("#2b62a8"), "crystal-growth", N_("Gnosis")),
        "health": (rgb("#2d7a4f"), "hearts", N_("Health")),
        "damage": (rgb("#9c1f1a"), "claw-slashes", N_("Damage")),
        "block": (rgb("#24508f"), "shield", N_("Block")),
        "sept_draw": (rgb("#3d5f7a"), "card-draw", N_("Sept Draw")),
        "fury": (rgb("#a8231c"), "enrage", N_("Fury")),
    }
)

MOON_FULL: RGB = rgb("#f3ead0")
MOON_NEW: RGB = rgb("#1b1e2d")
MOON_RIM: RGB = rgb("#cfd7ee")
CRINOS_GLOW: RGB = rgb("#d8452e")


def seed_of(text: str) -> int:
    """A stable seed (Python's own hash of a str changes every run)."""
    return zlib.crc32(text.encode("utf-8"))


# -- motifs: textures painted over a field ------------------------------------------------------
Motif = Callable[[pygame.Surface, FieldStyle, random.Random, float], None]


def _embers(s: pygame.Surface, st: FieldStyle, rng: random.Random, u: float) -> None:
    w, h = s.get_size()
    # Tongues of flame licking up from the bottom edge, three layers deep.
    for layer, (color, alpha, height) in enumerate(
        ((st.dark, 150, 0.42), (st.base, 120, 0.3), (st.accent, 70, 0.18))
    ):
        pts: list[tuple[float, float]] = [(0, h)]
        phase = rng.uniform(0, math.tau)
        steps = 28
        for i in range(steps + 1):
            x = w * i / steps
            k = 0.55 + 0.45 * math.sin(i * 1.3 + phase + layer)
            spike = 1.0 if i % 2 else 0.45
            pts.append((x, h - h * height * k * spike))
        pts.append((w, h))
        pygame.draw.polygon(s, (*color, alpha), pts)
    # Sparks rising.
    for _ in range(34):
        x, y = rng.uniform(0, w), rng.uniform(0, h * 0.85)
        r = max(1, round(u * rng.uniform(0.35, 1.0)))
        a = rng.randint(90, 200)
        pygame.draw.circle(s, (*mix(st.accent, WHITE, 0.3), a), (round(x), round(y)), r)


def _specks(
    s: pygame.Surface, rng: random.Random, count: int, rgba: tuple[int, ...], radius: int
) -> None:
    """`count` dots of one colour strewn over the whole field (the finish of several motifs)."""
    w, h = s.get_size()
    for _ in range(count):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        pygame.draw.circle(s, rgba, (round(x), round(y)), radius)


def _strata(s: pygame.Surface, st: FieldStyle, rng: random.Random, u: float) -> None:
    w, h = s.get_size()
    n = 9
    for i in range(n):
        y0 = h * (i + 0.5) / n + rng.uniform(-u, u)
        amp = u * rng.uniform(0.6, 2.2)
        freq = rng.uniform(1.0, 2.4)
        phase = rng.uniform(0, math.tau)
        pts = [
            (x, y0 + amp * math.sin(freq * x / w * math.tau + phase)) for x in range(0, w + 8, 8)
        ]
        color = st.dark if i % 2 else mix(st.light, WHITE, 0.2)
        pygame.draw.lines(s, (*color, 70 if i % 2 else 45), False, pts, max(1, round(u * 1.4)))
    # A few cracks.
    for _ in range(4):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        crack = [(x, y)]
        for _ in range(5):
            x += rng.uniform(-3, 3) * u
            y += rng.uniform(1.5, 4) * u
            crack.append((x, y))
        pygame.draw.lines(s, (*st.dark, 90), False, crack, max(1, round(u * 0.5)))


def _crescents(s: pygame.Surface, st: FieldStyle, rng: random.Random, u: float) -> None:
    w, h = s.get_size()
    for _ in range(60):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        r = max(1, round(u * rng.uniform(0.2, 0.6)))
        pygame.draw.circle(s, (*st.accent, rng.randint(80, 200)), (round(x), round(y)), r)
    for _ in range(5):
        r = round(u * rng.uniform(2.5, 5.5))
        x, y = round(rng.uniform(r, w - r)), round(rng.uniform(r, h - r))
        moon = paint.layer((r * 2 + 2, r * 2 + 2))
        pygame.draw.circle(moon, (*st.accent, 90), (r + 1, r + 1), r)
        pygame.draw.circle(moon, (0, 0, 0, 0), (r + 1 + round(r * 0.45), r + 1 - round(r * 0.2)), r)
        s.blit(moon, (x - r, y - r))


def _grain(s: pygame.Surface, st: FieldStyle, rng: random.Random, u: float) -> None:
    w, h = s.get_size()
    step = max(3, round(u * 2.2))
    width = max(1, round(u * 0.35))
    for x in range(-h, w, step):
        pygame.draw.line(s, (*st.dark, 38), (x, h), (x + h, 0), width)
    _specks(s, rng, 40, (*st.light, 40), max(1, round(u * 0.5)))


def _blots(s: pygame.Surface, st: FieldStyle, rng: random.Random, u: float) -> None:
    w, h = s.get_size()
    for _ in range(14):
        x, y = rng.uniform(0, w), rng.uniform(-h * 0.1, h * 0.5)
        r = u * rng.uniform(1.5, 4.5)
        pygame.draw.circle(s, (*st.dark, 110), (round(x), round(y)), round(r))
        # A drip running down from the blot.
        length = u * rng.uniform(4, 16)
        dw = max(1, round(r * 0.35))
        pygame.draw.line(s, (*st.dark, 110), (x, y), (x, y + length), dw)
        pygame.draw.circle(s, (*st.dark, 110), (round(x), round(y + length)), round(dw * 0.9))
    _specks(s, rng, 24, (*st.accent, 60), max(1, round(u * 0.6)))


def _ripples(s: pygame.Surface, st: FieldStyle, rng: random.Random, u: float) -> None:
    w, h = s.get_size()
    for _ in range(3):
        cx, cy = rng.uniform(0, w), rng.uniform(0, h)
        for i in range(1, 9):
            r = round(u * 3.2 * i)
            pygame.draw.circle(
                s,
                (*st.accent, max(20, 110 - 11 * i)),
                (round(cx), round(cy)),
                r,
                max(1, round(u * 0.3)),
            )


def _scratches(s: pygame.Surface, st: FieldStyle, rng: random.Random, u: float) -> None:
    w, h = s.get_size()
    for _ in range(4):
        x0, y0 = rng.uniform(-0.1, 0.8) * w, rng.uniform(-0.1, 0.6) * h
        dx, dy = rng.uniform(0.25, 0.45) * w, rng.uniform(0.35, 0.6) * h
        for k in range(3):
            off = k * u * 3.2
            pts = [(x0 + off, y0), (x0 + off + dx, y0 + dy)]
            pygame.draw.line(s, (*st.dark, 120), pts[0], pts[1], max(1, round(u * 1.1)))
            pygame.draw.line(
                s,
                (*st.light, 55),
                (pts[0][0] + u * 0.6, pts[0][1]),
                (pts[1][0] + u * 0.6, pts[1][1]),
                max(1, round(u * 0.4)),
            )
    _specks(s, rng, 20, (*st.accent, 50), max(1, round(u * 0.5)))


MOTIFS: dict[str, Motif] = {
    "scratches": _scratches,
    "embers": _embers,
    "strata": _strata,
    "crescents": _crescents,
    "grain": _grain,
    "blots": _blots,
    "ripples": _ripples,
}


def _vignette_tile(color: RGB, strength: int) -> pygame.Surface:
    """The vignette drawn small (kept in the App's bounded memo of drawn pieces)."""
    return text_cache.active().piece(
        ("ccg vignette", color, strength), lambda: _draw_vignette_tile(color, strength)
    )


def _draw_vignette_tile(color: RGB, strength: int) -> pygame.Surface:
    n = 48
    small = pygame.Surface((n, n), pygame.SRCALPHA)
    for y in range(n):
        for x in range(n):
            dx, dy = (x + 0.5) / n * 2 - 1, (y + 0.5) / n * 2 - 1
            d = min(1.0, math.hypot(dx, dy) / math.sqrt(2) * 1.25)
            small.set_at((x, y), (*color, round(strength * d**2.2)))
    return small


def vignette(size: tuple[int, int], color: RGB = BLACK, strength: int = 150) -> pygame.Surface:
    """Transparent in the middle, ``color`` towards the edges (cheap: drawn small, scaled)."""
    tile = _vignette_tile((color[0], color[1], color[2]), strength)
    return pygame.transform.smoothscale(tile, (max(1, size[0]), max(1, size[1])))


def field(
    size: tuple[int, int],
    style: FieldStyle,
    seed: int,
    unit: float,
    glow_at: tuple[float, float] = (0.5, 0.45),
    motif_alpha: int = 255,
) -> pygame.Surface:
    """A colour field of ``style``: gradient, glow, the style's motif and a soft vignette."""
    w, h = size
    out = paint.layer(size)
    out.blit(paint.vertical_gradient(size, mix(style.base, style.light, 0.15), style.dark), (0, 0))
    glow = paint.radial_glow(round(max(w, h) * 1.35), style.light, 190)
    paint.blit_center(out, glow, (round(w * glow_at[0]), round(h * glow_at[1])))
    motif = MOTIFS.get(style.motif)
    if motif is not None:
        tex = paint.layer(size)
        motif(tex, style, random.Random(seed), unit)
        if motif_alpha < 255:
            tex.set_alpha(motif_alpha)
        out.blit(tex, (0, 0))
    out.blit(vignette(size, style.dark, 170), (0, 0))
    return out


def watermark(icons, name: str, size: int, color: RGB, alpha: int, angle: float) -> pygame.Surface:
    img = icons.get(name, size, (*color, alpha))
    return pygame.transform.rotozoom(img, angle, 1.0) if angle else img


def moon_disc(surf: pygame.Surface, center: tuple[int, int], r: int, phase: str) -> None:
    """A full moon (bright disc with soft craters) or a new moon (dark disc, lit rim)."""
    if phase == "full":
        paint.blit_center(surf, paint.radial_glow(round(r * 3.2), MOON_FULL, 150), center)
        pygame.draw.circle(surf, MOON_FULL, center, r)
        crater = mix(MOON_FULL, rgb("#b9ad8a"), 0.55)
        for dx, dy, k in ((-0.35, -0.2, 0.22), (0.25, 0.3, 0.17), (0.3, -0.35, 0.12)):
            pygame.draw.circle(
                surf,
                crater,
                (center[0] + round(dx * r), center[1] + round(dy * r)),
                max(1, round(k * r)),
            )
        pygame.draw.circle(surf, mix(MOON_FULL, BLACK, 0.45), center, r, max(1, r // 9))
    else:
        pygame.draw.circle(surf, MOON_NEW, center, r)
        pygame.draw.circle(surf, MOON_RIM, center, r, max(1, r // 5))
        # A hair of light on one side, so the disc reads as a moon, not a hole.
        lit = paint.layer((r * 2 + 2, r * 2 + 2))
        pygame.draw.circle(lit, (*MOON_RIM, 200), (r + 1, r + 1), r)
        pygame.draw.circle(lit, (0, 0, 0, 0), (r + 1 + max(1, r // 4), r + 1), r)
        surf.blit(lit, (center[0] - r - 1, center[1] - r - 1))


__all__ = [
    "BATTLE",
    "FLAVOR_INK",
    "INK",
    "MOTIFS",
    "NEUTRAL",
    "PAPER",
    "STAT_LOOK",
    "STRAY",
    "TRIBE_STYLES",
    "TYPE_LOOK",
    "UMBRA",
    "WYRM",
    "FieldStyle",
    "field",
    "moon_disc",
    "seed_of",
    "tribe_style",
    "vignette",
    "watermark",
]
