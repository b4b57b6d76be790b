"""Colours for every game, in a standard and a colour-blind-safe variant.

Colour never carries meaning alone: each RAGE suit also has its own glyph and background
pattern (see patterns.py), and the colour-blind palette adds the colour's name to the face.
The colour-blind variant is built on the Okabe-Ito palette, whose eight colours stay apart
under the common forms of colour blindness.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

RGB = tuple[int, int, int]

RAGE_COLORS: tuple[str, ...] = ("red", "orange", "yellow", "green", "blue", "purple")
STANDARD_SUITS: tuple[str, ...] = ("C", "D", "H", "S")


def rgb(hex_color: str) -> RGB:
    h = hex_color.lstrip("#")
    return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """Linear blend from a (t=0) to b (t=1)."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def luminance(c: RGB) -> float:
    """Rec. 601 luma in 0..255, the grey a monochrome print would show."""
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


WHITE: RGB = (255, 255, 255)
BLACK: RGB = (0, 0, 0)


@dataclass(frozen=True)
class SuitStyle:
    """How one RAGE colour looks: base fill, ink for numerals, glyph and pattern."""

    name: str
    base: RGB
    dark: RGB
    glyph: str
    pattern: str

    @property
    def light(self) -> RGB:
        return mix(self.base, WHITE, 0.45)

    @property
    def pattern_ink(self) -> RGB:
        # Dark patterns on light suits and light patterns on dark suits keep the texture
        # visible in grayscale as well as in colour.
        if luminance(self.base) > 150:
            return mix(self.base, self.dark, 0.55)
        return mix(self.base, WHITE, 0.32)


@dataclass(frozen=True)
class Palette:
    name: str
    suits: MappingProxyType  # rage colour -> SuitStyle
    standard_suits: MappingProxyType  # C D H S -> RGB
    paper: RGB = (251, 247, 238)
    paper_edge: RGB = (233, 225, 208)
    ink: RGB = (28, 26, 30)
    action_border: RGB = (14, 14, 16)
    action_field: RGB = (30, 30, 38)
    accusers: RGB = (168, 32, 36)
    defenders: RGB = (28, 86, 160)
    sand: RGB = (236, 222, 190)
    sand_dark: RGB = (205, 182, 136)
    gold: RGB = (214, 164, 40)
    label_colors: bool = False  # print the colour's name on RAGE number cards

    def suit(self, color: str) -> SuitStyle:
        return self.suits[color]


# Glyph and pattern are the same in both palettes: they are what a player learns.
_GLYPHS = {
    "red": ("flame", "stripes"),
    "orange": ("sun", "dots"),
    "yellow": ("power-lightning", "chevrons"),
    "green": ("maple-leaf", "grid"),
    "blue": ("water-drop", "waves"),
    "purple": ("crystal-growth", "diamonds"),
}


def _suits(colors: dict[str, tuple[str, str]]) -> MappingProxyType:
    return MappingProxyType(
        {
            name: SuitStyle(name, rgb(base), rgb(dark), *_GLYPHS[name])
            for name, (base, dark) in colors.items()
        }
    )


STANDARD = Palette(
    name="standard",
    suits=_suits(
        {
            "red": ("#d92b3a", "#7a0f1c"),
            "orange": ("#f2811d", "#8a3d00"),
            "yellow": ("#f7cf1f", "#7a5c00"),
            "green": ("#2f9d4a", "#0f4a1f"),
            "blue": ("#2371d6", "#0b2f66"),
            "purple": ("#7b3fb8", "#361458"),
        }
    ),
    standard_suits=MappingProxyType(
        {"C": rgb("#1c1c22"), "S": rgb("#1c1c22"), "H": rgb("#c8102e"), "D": rgb("#c8102e")}
    ),
)

COLORBLIND = Palette(
    name="colorblind",
    suits=_suits(
        {
            "red": ("#d55e00", "#5e2800"),  # vermillion
            "orange": ("#e69f00", "#6b4a00"),  # orange
            "yellow": ("#f0e442", "#6e6500"),  # yellow
            "green": ("#009e73", "#00402e"),  # bluish green
            "blue": ("#0072b2", "#002c47"),  # blue
            "purple": ("#cc79a7", "#5c2447"),  # reddish purple
        }
    ),
    # A four-colour deck: no two suits share a colour.
    standard_suits=MappingProxyType(
        {"C": rgb("#009e73"), "S": rgb("#1c1c22"), "H": rgb("#d55e00"), "D": rgb("#0072b2")}
    ),
    accusers=rgb("#d55e00"),
    defenders=rgb("#0072b2"),
    label_colors=True,
)

PALETTES: MappingProxyType = MappingProxyType({p.name: p for p in (STANDARD, COLORBLIND)})
