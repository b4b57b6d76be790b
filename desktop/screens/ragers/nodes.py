"""Scene pieces of the Arena: cards that can flip, the sand, glows, badges and text plates."""

from __future__ import annotations

import functools
import math
import random
from dataclasses import dataclass, field

import pygame

from desktop.scene.node import Node
from desktop.scene.transform import Transform
from desktop.screens.ragers import layout
from desktop.ui.theme import render_display, render_text, rounded_box

RGB = tuple[int, int, int]

GOLD: RGB = (232, 186, 92)
INK: RGB = (46, 34, 22)
SAND_INK: RGB = (92, 66, 38)
PAPER: RGB = (246, 238, 220)
GUARD: RGB = (255, 214, 102)
NEGATED: RGB = (214, 52, 44)


@dataclass(eq=False, kw_only=True)
class CardNode(Node):
    """A card on the table. `look` says what is drawn; `card` is set only when the viewer may
    know which card it is."""

    key: str = ""
    card: str | None = None
    seat: int | None = None
    where: str = ""  # hand, row, chosen, extra, stack, pile, patron, cheers, mini
    look: tuple = ()
    #: what the hover preview shows (a card id) and the line under it
    preview: str | None = None
    note: str = ""
    flip: float = 0.0
    flip_from: pygame.Surface | None = field(default=None, repr=False)
    flip_to: pygame.Surface | None = field(default=None, repr=False)

    @property
    def face_up(self) -> bool:
        return bool(self.look) and self.look[0] != "back"

    def drawn_surfaces(self) -> list[pygame.Surface]:
        """What this node puts on screen now (both sides while it is turning over)."""
        if self.draw is flip_draw:
            shown = self.flip_from if self.flip < 0.5 else self.flip_to
            return [s for s in (shown,) if s is not None]
        return [self.surface] if self.surface is not None else []


def flip_draw(node: Node, target: pygame.Surface, tf: Transform) -> None:
    """Draw a card turning over: it narrows to an edge, swaps sides and widens again."""
    assert isinstance(node, CardNode)
    t = min(1.0, max(0.0, node.flip))
    surf = node.flip_from if t < 0.5 else node.flip_to
    if surf is None or tf.opacity <= 0:
        return
    w, h = surf.get_size()
    squeeze = abs(math.cos(math.pi * t))
    lift = 1.0 + 0.1 * math.sin(math.pi * t)
    sw = max(1, round(w * tf.scale * lift * squeeze))
    sh = max(1, round(h * tf.scale * lift))
    img = pygame.transform.smoothscale(surf, (sw, sh))
    if abs(tf.rotation) > 0.01:
        img = pygame.transform.rotate(img, tf.rotation)
    if tf.opacity < 1.0:
        img.set_alpha(round(255 * tf.opacity))
    target.blit(img, img.get_rect(center=(round(tf.x), round(tf.y))))


# -- surfaces ---------------------------------------------------------------------------------------


def sand_background(size: tuple[int, int], seed: int = 7) -> pygame.Surface:
    """Warm raked sand with the arena floor, its wall and a dark column for the sidebar."""
    w, h = size
    small = pygame.Surface((96, 54))
    cx, cy = (layout.CENTER_X / w) * 96, (layout.MIDLINE_Y / h) * 54
    light, dark = (226, 200, 152), (128, 96, 60)
    for y in range(54):
        for x in range(96):
            d = min(1.0, (((x - cx) / 60) ** 2 + ((y - cy) / 36) ** 2) ** 0.5)
            t = d**1.8
            small.set_at(
                (x, y), tuple(round(a + (b - a) * t) for a, b in zip(light, dark, strict=True))
            )
    surf = pygame.transform.smoothscale(small, size)

    # The arena floor: a lighter oval of raked sand inside a low stone wall.
    floor = layout.ARENA_RECT
    wall = floor.inflate(60, 44)
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.ellipse(layer, (70, 48, 28, 70), wall.move(0, 10))
    pygame.draw.ellipse(layer, (150, 116, 78, 255), wall)
    pygame.draw.ellipse(layer, (182, 146, 100, 255), wall.inflate(-10, -8))
    pygame.draw.ellipse(layer, (236, 214, 170, 255), floor)
    surf.blit(pygame.transform.gaussian_blur(layer, 3), (0, 0))
    rake = pygame.Surface(size, pygame.SRCALPHA)
    for i in range(1, 18):
        r = floor.inflate(-i * 52, -i * 30)
        if r.width <= 20 or r.height <= 10:
            break
        pygame.draw.ellipse(rake, (150, 118, 78, 34), r, 2)
    surf.blit(rake, (0, 0))

    # Grain: a small tile of specks, repeated.
    rng = random.Random(seed)
    tile = pygame.Surface((192, 192), pygame.SRCALPHA)
    for _ in range(1800):
        x, y = rng.randrange(192), rng.randrange(192)
        shade = rng.choice(((90, 62, 30, 34), (255, 246, 220, 40), (60, 40, 20, 22)))
        tile.set_at((x, y), shade)
    for ty in range(0, h, 192):
        for tx in range(0, w, 192):
            surf.blit(tile, (tx, ty))

    # The line drawn across the middle of the sand.
    mid = round(layout.MIDLINE_Y)
    line = pygame.Surface((floor.width - 140, 6), pygame.SRCALPHA)
    for x in range(0, line.get_width(), 18):
        pygame.draw.line(line, (120, 86, 50, 110), (x, 3), (x + 10, 3), 3)
    surf.blit(line, (floor.x + 70, mid - 3))

    # The sidebar's dark column.
    side = layout.SIDEBAR
    column = pygame.Surface(side.size, pygame.SRCALPHA)
    column.fill((24, 18, 14, 236))
    surf.blit(column, side.topleft)
    pygame.draw.line(surf, (*GOLD, 255), (side.x, 0), (side.x, h), 2)
    return surf


def glow_ring(size: tuple[int, int], color: RGB, strength: int = 220) -> pygame.Surface:
    pad = 26
    w, h = size[0] + 2 * pad, size[1] + 2 * pad
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = pygame.Rect(pad - 6, pad - 6, size[0] + 12, size[1] + 12)
    pygame.draw.rect(surf, (*color, strength), rect, 12, 22)
    surf = pygame.transform.gaussian_blur(surf, 10)
    pygame.draw.rect(surf, (*color, 255), rect.inflate(-4, -4), 3, 20)
    return surf


def ghost_slot(size: tuple[int, int], color: RGB, alpha: int = 90) -> pygame.Surface:
    """A dashed outline where a card may still go."""
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*color, alpha // 3), surf.get_rect(), 0, 14)
    dash, gap = 14, 10
    edge = (*color, alpha)
    r = surf.get_rect().inflate(-4, -4)
    for x in range(r.left + 12, r.right - 12, dash + gap):
        pygame.draw.line(surf, edge, (x, r.top), (min(x + dash, r.right - 12), r.top), 3)
        pygame.draw.line(surf, edge, (x, r.bottom), (min(x + dash, r.right - 12), r.bottom), 3)
    for y in range(r.top + 12, r.bottom - 12, dash + gap):
        pygame.draw.line(surf, edge, (r.left, y), (r.left, min(y + dash, r.bottom - 12)), 3)
        pygame.draw.line(surf, edge, (r.right, y), (r.right, min(y + dash, r.bottom - 12)), 3)
    return surf


def badge(icon: pygame.Surface, fill: RGB, ring: RGB = PAPER, radius: int = 24) -> pygame.Surface:
    size = radius * 2 + 6
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size // 2, size // 2)
    pygame.draw.circle(surf, (0, 0, 0, 90), (c[0] + 2, c[1] + 3), radius)
    pygame.draw.circle(surf, fill, c, radius)
    pygame.draw.circle(surf, ring, c, radius, 3)
    surf.blit(icon, icon.get_rect(center=c))
    return surf


def text_badge(text: str, fill: RGB, ink: RGB = PAPER, size: int = 24) -> pygame.Surface:
    img = render_text(text, size, ink, True)
    w, h = img.get_width() + 24, img.get_height() + 8
    surf = rounded_box((w, h), (*fill, 236), h // 2, (*ink, 200), 2)
    surf.blit(img, img.get_rect(center=(w // 2, h // 2)))
    return surf


def plate(
    text: str,
    size: int,
    color: RGB,
    *,
    bold: bool = True,
    pad: int = 14,
    fill: tuple[int, int, int, int] = (30, 22, 16, 200),
) -> pygame.Surface:
    img = render_text(text, size, color, bold)
    w, h = img.get_width() + 2 * pad, img.get_height() + pad
    surf = rounded_box((w, h), fill, min(16, h // 2))
    surf.blit(img, img.get_rect(center=(w // 2, h // 2)))
    return surf


def prompt_box(text: str, size: tuple[int, int] = (344, 150)) -> pygame.Surface:
    """The 'what to do now' box beside the hand."""
    from desktop.ui.theme import wrap

    w, h = size
    lines = [line for line in wrap(text, 24, w - 36, bold=True) if line][:5]
    surf = rounded_box((w, h), (34, 24, 16, 226), 18, (*GOLD, 200), 2)
    top = (h - len(lines) * 29) // 2
    for i, line in enumerate(lines):
        img = render_text(line, 24, PAPER, True)
        surf.blit(img, img.get_rect(midtop=(w // 2, top + i * 29)))
    return surf


@functools.lru_cache(maxsize=64)
def callout(text: str, color: RGB, size: int = 30) -> pygame.Surface:
    """A short line that pops up over the sand (an effect, the day's banner)."""
    img = render_display(text, size, PAPER)
    w, h = img.get_width() + 48, img.get_height() + 22
    surf = pygame.Surface((w + 8, h + 10), pygame.SRCALPHA)
    surf.blit(rounded_box((w, h), (0, 0, 0, 90), h // 2), (6, 8))
    surf.blit(rounded_box((w, h), (*color, 240), h // 2, (*GOLD, 255), 3), (0, 0))
    surf.blit(img, img.get_rect(center=(w // 2, h // 2 + 1)))
    return surf


@functools.lru_cache(maxsize=64)
def count_tag(n: int) -> pygame.Surface:
    img = render_text(str(n), 24, PAPER, True)
    w = max(40, img.get_width() + 18)
    surf = rounded_box((w, 34), (26, 20, 16, 230), 17, (*GOLD, 220), 2)
    surf.blit(img, img.get_rect(center=(w // 2, 17)))
    return surf
