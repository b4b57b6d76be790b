"""Zones: nodes that hold cards and lay them out (fan, row, pile, grid, T around a character).

A zone's children are its cards, in order; `layout()` computes each card's target transform
(a `Slot`, in the zone's space) and tweens it there. Decorations added with
`add_decoration` (the drop-target glow, labels) are not laid out.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

import pygame

from desktop.scene.node import Node
from desktop.scene.tween import Tweener

Color = tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class Slot:
    """A card's resting transform inside a zone."""

    x: float
    y: float
    rotation: float = 0.0
    scale: float = 1.0
    z: float = 0.0


class Layout(Protocol):
    def slots(self, count: int) -> list[Slot]: ...


def _spread(count: int, spacing: float, max_width: float) -> float:
    """Spacing between neighbours, squeezed so `count` cards span at most `max_width`."""
    if count < 2:
        return 0.0
    return min(spacing, max_width / (count - 1)) if max_width > 0 else spacing


@dataclass(frozen=True)
class FanLayout:
    """A hand held in a fan: cards on an arc whose centre lies `radius` below the zone."""

    spacing: float = 70.0  # between card centres along the arc
    radius: float = 1400.0  # larger is flatter
    max_width: float = 900.0
    scale: float = 1.0

    def slots(self, count: int) -> list[Slot]:
        step = _spread(count, self.spacing, self.max_width) / self.radius
        mid = (count - 1) / 2
        out = []
        for i in range(count):
            theta = (i - mid) * step
            out.append(
                Slot(
                    x=self.radius * math.sin(theta),
                    y=self.radius * (1 - math.cos(theta)),
                    rotation=-math.degrees(theta),  # right-hand cards lean clockwise
                    scale=self.scale,
                    z=i,
                )
            )
        return out


@dataclass(frozen=True)
class RowLayout:
    """A straight, centred row that squeezes together when it would grow too wide."""

    spacing: float = 150.0
    max_width: float = 1200.0
    scale: float = 1.0
    vertical: bool = False

    def slots(self, count: int) -> list[Slot]:
        gap = _spread(count, self.spacing, self.max_width)
        mid = (count - 1) / 2
        return [
            Slot(0.0, (i - mid) * gap, scale=self.scale, z=i)
            if self.vertical
            else Slot((i - mid) * gap, 0.0, scale=self.scale, z=i)
            for i in range(count)
        ]


@dataclass(frozen=True)
class PileLayout:
    """A stack: each card nudged by (dx, dy) from the one below, up to `max_steps` nudges."""

    dx: float = 0.6
    dy: float = -0.8
    max_steps: int = 16
    jitter_deg: float = 0.0  # a slight, deterministic untidiness (trick piles)
    scale: float = 1.0

    def slots(self, count: int) -> list[Slot]:
        out = []
        for i in range(count):
            k = min(i, self.max_steps)
            # The golden angle makes consecutive wobbles look unrelated yet stay reproducible.
            wobble = math.sin(i * 2.39996) * self.jitter_deg
            out.append(Slot(k * self.dx, k * self.dy, wobble, self.scale, i))
        return out


@dataclass(frozen=True)
class GridLayout:
    """Rows of `columns` cells, centred on the zone."""

    columns: int = 4
    cell: tuple[float, float] = (170.0, 235.0)
    scale: float = 1.0

    def slots(self, count: int) -> list[Slot]:
        if count == 0:
            return []
        cols = max(1, min(self.columns, count))
        rows = math.ceil(count / cols)
        cw, ch = self.cell
        out = []
        for i in range(count):
            r, c = divmod(i, cols)
            out.append(
                Slot((c - (cols - 1) / 2) * cw, (r - (rows - 1) / 2) * ch, scale=self.scale, z=i)
            )
        return out


_ARM = {"left": (-1.0, 0.0), "right": (1.0, 0.0), "top": (0.0, -1.0), "bottom": (0.0, 1.0)}


@dataclass(frozen=True)
class TLayout:
    """A character (the first card) with attachments peeking out around it in a T.

    Attachments go round `arms` in turn; the k-th card on an arm sits `step` further out
    and tucks beneath the one before, so every attachment's edge stays readable.
    """

    arms: Sequence[str] = ("left", "right", "top")
    step: tuple[float, float] = (60.0, 45.0)  # horizontal, vertical reveal per attachment
    scale: float = 1.0

    def slots(self, count: int) -> list[Slot]:
        if count == 0:
            return []
        out = [Slot(0.0, 0.0, scale=self.scale, z=count)]
        depth: dict[str, int] = {}
        for j in range(count - 1):
            arm = self.arms[j % len(self.arms)]
            k = depth.get(arm, 0) + 1
            depth[arm] = k
            ux, uy = _ARM[arm]
            out.append(
                Slot(
                    ux * self.step[0] * k, uy * self.step[1] * k, scale=self.scale, z=count - 1 - j
                )
            )
        return out


class Highlight(enum.Enum):
    """A zone's drop-target state while something is being dragged."""

    NONE = "none"
    LEGAL = "legal"  # the dragged card may go here
    TARGET = "target"  # ... and the pointer is over it right now


@dataclass(eq=False, kw_only=True)
class Zone(Node):
    """A node whose children are cards arranged by `policy`.

    `accepts(card)` is the zone's own sanity check for drops; the table additionally asks
    the engine which zones are legal for a card (see `DragController.legal_targets`).
    `width`/`height` give the drop area and the size of the glow.
    """

    policy: Layout = field(default_factory=RowLayout)
    accepts: Callable[[Node], bool] | None = None
    highlight: Highlight = Highlight.NONE
    legal_color: Color = (120, 230, 150)
    target_color: Color = (255, 214, 102)
    drop_margin: float = 24.0
    duration: float = 0.35
    easing: str = "out_cubic"
    decorations: list[Node] = field(default_factory=list, repr=False)
    _glow: Node | None = field(default=None, init=False, repr=False)
    _glow_surfaces: dict[tuple[Highlight, Color, int, int], pygame.Surface] = field(
        default_factory=dict, init=False, repr=False
    )

    # -- cards ------------------------------------------------------------------------------

    @property
    def cards(self) -> list[Node]:
        return [c for c in self.children if c not in self.decorations]

    def add_card(self, card: Node, index: int | None = None, *, keep_world: bool = True) -> None:
        """Take `card` into this zone at `index` among the cards (default: on top/at the end).

        With `keep_world` the card stays where it is on screen until `layout()` moves it.
        """
        if card.parent is self:
            card.detach()
        cards = self.cards
        child_index = None
        if index is not None and index < len(cards):
            child_index = self.children.index(cards[index])
        if keep_world and card.parent is not None:
            card.reparent(self, keep_world=True, index=child_index)
        else:
            self.add(card, child_index)

    def remove_card(self, card: Node) -> None:
        self.remove(card)

    def add_decoration(self, node: Node) -> Node:
        self.decorations.append(node)
        return self.add(node)

    def accepts_card(self, card: Node) -> bool:
        return self.accepts is None or bool(self.accepts(card))

    # -- layout -----------------------------------------------------------------------------

    def slots(self) -> list[Slot]:
        return self.policy.slots(len(self.cards))

    def slot_of(self, card: Node) -> Slot:
        cards = self.cards
        return self.policy.slots(len(cards))[cards.index(card)]

    def layout(
        self,
        tweener: Tweener | None = None,
        *,
        duration: float | None = None,
        easing: str | None = None,
        skip: Sequence[Node] = (),
        only: Sequence[Node] | None = None,
    ) -> None:
        """Move the cards to their slots: all of them, or `only` some, minus `skip`.

        Without a tweener the cards snap into place.
        """
        cards = self.cards
        for card, slot in zip(cards, self.policy.slots(len(cards)), strict=True):
            if card in skip or (only is not None and card not in only):
                continue
            card.z = slot.z
            if tweener is None:
                card.x, card.y, card.rotation, card.scale = (
                    slot.x,
                    slot.y,
                    slot.rotation,
                    slot.scale,
                )
                continue
            tweener.animate(
                card,
                self.duration if duration is None else duration,
                easing or self.easing,
                x=slot.x,
                y=slot.y,
                rotation=slot.rotation,
                scale=slot.scale,
            )

    # -- drop target ------------------------------------------------------------------------

    def drop_contains(self, point: tuple[float, float]) -> bool:
        """Whether a world point is inside the drop area (the zone's rect plus a margin)."""
        w, h = self.size()
        if w <= 0 or h <= 0 or not self.is_shown():
            return False
        lx, ly = self.to_local(point)
        return abs(lx) <= w / 2 + self.drop_margin and abs(ly) <= h / 2 + self.drop_margin

    def set_highlight(self, state: Highlight) -> None:
        self.highlight = state
        if state is Highlight.NONE:
            if self._glow is not None:
                self._glow.visible = False
            return
        w, h = (round(v) for v in self.size())
        if w <= 0 or h <= 0:
            return
        color = self.legal_color if state is Highlight.LEGAL else self.target_color
        key = (state, color, w, h)
        surface = self._glow_surfaces.get(key)
        if surface is None:
            surface = glow_surface((w, h), color, strong=state is Highlight.TARGET)
            self._glow_surfaces[key] = surface
        if self._glow is None:
            self._glow = self.add_decoration(Node(name=f"{self.name}.glow", z=-1))
        self._glow.surface = surface
        self._glow.visible = True


def glow_surface(size: tuple[int, int], color: Color, *, strong: bool = False) -> pygame.Surface:
    """A soft rounded outline around a `size` area, for drop targets."""
    pad = 18
    w, h = size[0] + 2 * pad, size[1] + 2 * pad
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    inner = pygame.Rect(pad, pad, size[0], size[1])
    width = 6 if strong else 4
    pygame.draw.rect(surf, (*color, 200 if strong else 150), inner.inflate(8, 8), width + 4, 22)
    surf = pygame.transform.gaussian_blur(surf, 8)
    pygame.draw.rect(surf, (*color, 60 if strong else 34), inner, 0, 18)
    pygame.draw.rect(surf, (*color, 255 if strong else 210), inner, width // 2 + 1, 18)
    return surf
