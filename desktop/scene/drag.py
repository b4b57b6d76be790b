"""Drag-and-drop, clicks and hover previews for cards in the scene.

The controller never decides what is legal: on press it asks `legal_targets(card)` (the
table answers from the engine's `legal`) and lights those zones up. A drop on a legal zone
calls `on_drop(card, zone)`; anywhere else the card springs home and `on_reject(card,
reason)` lets the UI say why. A press and release that stays within `click_slop` pixels
is a click, reported through `on_click` — so dragging is never the only way to play.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

import pygame

from desktop.scene.node import Node
from desktop.scene.transform import Point
from desktop.scene.tween import Tweener
from desktop.scene.zones import Highlight, Zone
from engine.i18n import N_, _

log = logging.getLogger(__name__)

NO_TARGET_REASON = N_("Drop the card on one of the highlighted places.")
WRONG_TARGET_REASON = N_("That card can't go there.")


@dataclass
class _Home:
    """Where a lifted card came from, to put it back exactly."""

    parent: Node
    index: int
    x: float
    y: float
    scale: float
    rotation: float
    z: float


@dataclass
class DragController:
    """Turns pointer presses, moves and releases (logical coordinates) into card actions."""

    root: Node
    tweener: Tweener
    legal_targets: Callable[[Node], Iterable[Zone]] | None = None
    on_drop: Callable[[Node, Zone], bool | None] | None = None
    on_reject: Callable[[Node, str], None] | None = None
    on_click: Callable[[Node], None] | None = None
    on_hover: Callable[[Node], None] | None = None
    on_hover_end: Callable[[Node], None] | None = None
    explain: Callable[[Node, Zone | None], str | None] | None = None
    zones: Callable[[], Iterable[Zone]] | None = None
    hoverable: Callable[[Node], bool] | None = None
    click_slop: float = 6.0
    hover_delay: float = 0.45
    lift_scale: float = 1.12
    lift_duration: float = 0.12
    return_duration: float = 0.32
    adopt_on_drop: bool = True
    overlay: Node | None = None

    pressed: Node | None = field(default=None, init=False)
    hovered: Node | None = field(default=None, init=False)
    legal: list[Zone] = field(default_factory=list, init=False)
    _press_pos: Point = field(default=(0.0, 0.0), init=False)
    _grab: Point = field(default=(0.0, 0.0), init=False)
    _moved: bool = field(default=False, init=False)
    _home: _Home | None = field(default=None, init=False)
    _shadow: Node | None = field(default=None, init=False)
    _hover_time: float = field(default=0.0, init=False)
    _hover_shown: bool = field(default=False, init=False)
    _shadow_surfaces: dict[tuple[int, int], pygame.Surface] = field(
        default_factory=dict, init=False, repr=False
    )

    def __post_init__(self) -> None:
        if self.overlay is None:
            # A top layer for the lifted card, so it passes over every zone.
            self.overlay = self.root.add(Node(name="drag-overlay", z=1_000_000))

    # -- queries ----------------------------------------------------------------------------

    @property
    def dragging(self) -> Node | None:
        """The card being dragged (pressed and moved past the click slop), if any."""
        return self.pressed if self._moved and self._home is not None else None

    @property
    def active(self) -> bool:
        return self.pressed is not None

    # -- pointer events ---------------------------------------------------------------------

    def press(self, pos: Point) -> bool:
        """Primary button down at a logical point; True if it landed on something."""
        if self.pressed is not None:
            # The button cannot go down twice: the first press's release went elsewhere (a
            # list or a button took it), so that press is over and this one is what counts.
            self.cancel()
        node = self._hit(pos)
        if node is None:
            return False
        self._end_hover()
        self.pressed = node
        self._press_pos = pos
        self._moved = False
        if node.draggable:
            self._lift(node, pos)
        return True

    def move(self, pos: Point) -> bool:
        """Pointer motion; True while a press is being tracked."""
        if self.pressed is None:
            self._track_hover(pos)
            return False
        if not self._moved and _dist(pos, self._press_pos) > self.click_slop:
            self._moved = True
        card = self.pressed
        if self._home is not None:
            self.tweener.cancel(card, "x", "y")
            card.x, card.y = pos[0] + self._grab[0], pos[1] + self._grab[1]
            over = self._zone_at(pos)
            for zone in self.legal:
                zone.set_highlight(Highlight.TARGET if zone is over else Highlight.LEGAL)
        return True

    def release(self, pos: Point) -> bool:
        """Primary button up; finishes a click, a drop or a rejection."""
        card = self.pressed
        if card is None:
            return False
        moved, lifted = self._moved, self._home is not None
        self._clear_highlights()
        if not moved:
            if lifted:
                self._spring_back(card)
            self._reset()
            if self.on_click is not None:
                self.on_click(card)
            return True
        if not lifted:
            self._reset()  # dragged off a non-draggable node: neither click nor drop
            return True
        zone = self._zone_at(pos)
        legal = zone is not None and any(zone is z for z in self.legal)
        if legal:
            assert zone is not None
            self._drop(card, zone)
            return True
        reason = self.explain(card, zone) if self.explain is not None else None
        if not reason:
            reason = _(WRONG_TARGET_REASON if zone is not None else NO_TARGET_REASON)
        self._spring_back(card)
        self._reset()
        if self.on_reject is not None:
            self.on_reject(card, reason)
        return True

    def cancel(self) -> None:
        """Abandon a press or drag (Escape, focus lost): the card goes home, nobody is told."""
        card = self.pressed
        if card is None:
            return
        self._clear_highlights()
        if self._home is not None:
            self._spring_back(card)
        self._reset()

    def wake_in(self) -> float | None:
        """Seconds until the hover preview opens, if one is counting down."""
        if self.hovered is None or self._hover_shown or self.pressed is not None:
            return None
        return max(0.0, self.hover_delay - self._hover_time)

    def update(self, dt: float) -> None:
        """Advance the hover-preview timer (wall time, unaffected by animation speed)."""
        if self.hovered is None or self._hover_shown or self.pressed is not None:
            return
        if not self.hovered.is_shown() or self.hovered.root() is not self.root:
            self.hovered = None
            return
        self._hover_time += dt
        if self._hover_time >= self.hover_delay:
            self._hover_shown = True
            if self.on_hover is not None:
                self.on_hover(self.hovered)

    # -- internals --------------------------------------------------------------------------

    def _hit(self, pos: Point) -> Node | None:
        assert self.overlay is not None
        return self.root.hit_test(pos, lambda n: self.overlay not in (n, *n.ancestors()))

    def _lift(self, card: Node, pos: Point) -> None:
        assert self.overlay is not None and card.parent is not None
        parent = card.parent
        self._home = _Home(
            parent, parent.children.index(card), card.x, card.y, card.scale, card.rotation, card.z
        )
        found = self.legal_targets(card) if self.legal_targets is not None else self._all_zones()
        self.legal = [z for z in found if z.accepts_card(card)]
        for zone in self.legal:
            zone.set_highlight(Highlight.LEGAL)
        self.tweener.cancel(card)
        card.reparent(self.overlay, keep_world=True)
        card.z = 0
        self._grab = (card.x - pos[0], card.y - pos[1])
        self._add_shadow(card)
        self.tweener.animate(
            card,
            self.lift_duration,
            "out_quad",
            scale=card.scale * self.lift_scale,
            rotation=_nearest_upright(card.rotation),
        )

    def _drop(self, card: Node, zone: Zone) -> None:
        home = self._home
        accepted = self.on_drop(card, zone) if self.on_drop is not None else None
        if accepted is False:
            self._spring_back(card)
            self._reset()
            return
        self._remove_shadow()
        self._reset()
        if self.adopt_on_drop and card.parent is self.overlay:
            zone.add_card(card)
            zone.layout(self.tweener)
            if home is not None and isinstance(home.parent, Zone) and home.parent is not zone:
                home.parent.layout(self.tweener)

    def _spring_back(self, card: Node) -> None:
        home = self._home
        self._remove_shadow()
        if home is None:
            return
        if card.parent is self.overlay:
            index = min(home.index, len(home.parent.children))
            card.reparent(home.parent, keep_world=True, index=index)
        card.z = home.z
        if isinstance(home.parent, Zone) and card in home.parent.cards:
            home.parent.layout(
                self.tweener, duration=self.return_duration, easing="out_back", only=(card,)
            )
        else:
            self.tweener.animate(
                card,
                self.return_duration,
                "out_back",
                x=home.x,
                y=home.y,
                scale=home.scale,
                rotation=home.rotation,
            )

    def _reset(self) -> None:
        self.pressed = None
        self._home = None
        self._moved = False
        self.legal = []

    def _clear_highlights(self) -> None:
        for zone in self.legal:
            zone.set_highlight(Highlight.NONE)

    def _all_zones(self) -> list[Zone]:
        if self.zones is not None:
            return list(self.zones())
        return [n for n in self.root.walk() if isinstance(n, Zone)]

    def _zone_at(self, pos: Point) -> Zone | None:
        """The zone under the pointer, preferring a legal one where zones overlap."""
        candidates = self.legal + [z for z in self._all_zones() if z not in self.legal]
        return next((z for z in candidates if z.drop_contains(pos)), None)

    def _track_hover(self, pos: Point) -> None:
        node = self._hit(pos)
        if node is not None and self.hoverable is not None and not self.hoverable(node):
            node = None
        if node is self.hovered:
            return
        self._end_hover()
        self.hovered = node
        self._hover_time = 0.0

    def leave(self) -> None:
        """The pointer left the scene (onto a button, or a dialog opened over it): what it
        hovered is hovered no more."""
        if not self.active:
            self._end_hover()

    def _end_hover(self) -> None:
        if self.hovered is not None and self._hover_shown and self.on_hover_end is not None:
            self.on_hover_end(self.hovered)
        self.hovered = None
        self._hover_shown = False
        self._hover_time = 0.0

    def _add_shadow(self, card: Node) -> None:
        w, h = (round(v) for v in card.size())
        if w <= 0 or h <= 0:
            return
        surface = self._shadow_surfaces.get((w, h))
        if surface is None:
            surface = shadow_surface((w, h))
            self._shadow_surfaces[(w, h)] = surface
        self._shadow = card.add(Node(name="drag-shadow", surface=surface, x=10, y=16, z=-1))

    def _remove_shadow(self) -> None:
        if self._shadow is not None:
            self._shadow.detach()
            self._shadow = None


def shadow_surface(size: tuple[int, int], radius: int = 14) -> pygame.Surface:
    """A soft dark rounded shadow a little larger than `size`."""
    pad = 24
    surf = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 120), pygame.Rect(pad, pad, *size), 0, radius)
    return pygame.transform.gaussian_blur(surf, 10)


def _dist(a: Point, b: Point) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])


def _nearest_upright(rotation: float) -> float:
    """The multiple of 360 closest to `rotation`, so a lifted card straightens the short way."""
    return round(rotation / 360.0) * 360.0
