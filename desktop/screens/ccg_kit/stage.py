"""The CCG table's scene, rebuilt from one seat's view whenever the game moves: its layers, its
card nodes kept by key, its drop zones and its painted panels. Each edition's stage lays out
its own areas on this (`rebuild`).

Card nodes are kept by key (a card instance id, or "back:<seat>:<n>" for a hidden card) across
rebuilds, so a card that moves (hand -> play, play -> Victory Pile) slides to its new place
instead of popping. Only x/y are tweened: scale, rotation and opacity are set at once, so the
surface cache never has to build in-between images (frame time). Everything drawn comes from
the view for the looking seat: another seat's hand and every deck are backs, by construction.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from desktop.scene.node import Node
from desktop.scene.scene import Scene
from desktop.scene.zones import Highlight, Layout, TLayout, Zone
from desktop.screens.ccg_kit.faces import CardFaces
from desktop.screens.ccg_kit.paint import Labels, Painted, Painter, direct, panel_surface
from desktop.screens.ccg_kit.peek import AreaPeek, Opened, PeekLook, card_size
from desktop.screens.seat_tags import SeatTag

MOVE = 0.32
#: The smallest text a person reads comfortably, in window pixels.
READABLE_PX = 11


def legible(scale: float) -> int:
    """The smallest text size on the logical table that shows `READABLE_PX` or more in a
    window that shows the table at `scale` (11 at 1920x1080, 17 at 1280x720)."""
    return max(READABLE_PX, math.ceil(READABLE_PX / max(scale, 0.1) - 1e-6))


T_POLICY = TLayout(arms=("top", "left", "right"), step=(30.0, 22.0))
Pos = tuple[float, float]


def owner_of(iid: str) -> int | None:
    """The seat a card instance belongs to ('1.cinder-howl.2' -> 1), if it says."""
    head = iid.removeprefix("guardian:").split(".", 1)[0]
    return int(head) if head.isdigit() else None


def base_id(iid: str) -> str:
    """'0.cinder-howl.2' -> 'cinder-howl'; 'guardian:0.dry-wash.1' -> 'dry-wash'; a card id
    stays itself."""
    parts = iid.removeprefix("guardian:").split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def others_round(bottom: int, order: Sequence[int]) -> list[int]:
    """The other seats in play order from `bottom` on (the table's top band, left to right);
    a `bottom` out of `order` counts as its first seat."""
    i = order.index(bottom) if bottom in order else 0
    return [order[(i + k) % len(order)] for k in range(1, len(order))]


@dataclass
class Spot:
    """A card on the table as the pointer and the keyboard find it (a node's data, on screen)."""

    rect: pygame.Rect
    iid: str | None  # the card instance (None for a back or a pile)
    card: str | None  # the card id shown (None: a back)
    kind: str
    crinos: bool = False
    play: int | None = None  # a combat play's index (what an "aim" names)
    node: Node | None = None

    @property
    def data(self) -> dict[str, Any]:
        """What the card's node says of it (so a spot stands for its node)."""
        return self.node.data if self.node is not None else {"kind": self.kind, "iid": self.iid}


#: the keyboard's focus ring: drawn over the overlay, and over the combat panel only for a card
#: inside it (a card of the table under the panel would show its ring through it)
RING_UNDER_COMBAT, RING_OVER_COMBAT = 410, 600


class CcgStage:
    #: how an opponent's area opened large draws the edition's cards (`peek`)
    peek_look: PeekLook | None = None

    def __init__(self, scene: Scene, faces: CardFaces, names: Sequence[str], seats: int) -> None:
        self.scene = scene
        self.faces = faces
        self.names = list(names)
        self.seats = seats
        self.tags: dict[int, SeatTag] = {}  # each seat's tag on its name plate (seat_tags.py)
        self._min_text = READABLE_PX
        root = scene.root
        self.back_layer = root.add(Node(name="back", z=-10))
        self.table = root.add(Node(name="table", z=0))
        self.labels = root.add(Node(name="labels", z=5))
        self.hand_layer = root.add(Node(name="hand", z=20))
        self.overlay = root.add(Node(name="overlay", z=400))
        self.combat = root.add(Node(name="combat", z=500))
        self.preview_layer = root.add(Node(name="preview", z=900))
        self.cards: dict[str, Node] = {}
        self.zones: dict[str, Zone] = {}
        self.lit: list[Zone] = []
        #: where a seat's cards come from (its hand) and go to (its piles) when they move
        self.hand_pos: dict[int, Pos] = {}
        self.pile_pos: dict[int, Pos] = {}
        self.painted: dict[str, Painted] = {}
        #: the cards and zones the rebuild under way drew (`begin`, `finish`)
        self.used: set[str] = set()
        self.used_zones: set[str] = set()
        self.parts: dict[str, Node] = {}
        self.preview = self.preview_layer.add(Node(name="preview-card", visible=False))
        # under the combat panel, except for a card inside it (the table sets its z)
        self.focus_ring = root.add(Node(name="focus-ring", z=RING_UNDER_COMBAT, visible=False))
        #: an opponent's area opened large over the middle of the table (ccg_kit.peek)
        self.peek = AreaPeek(root, scene.tweener.animate)

    # -- an opponent's area opened large ----------------------------------------------------------
    def peek_areas(self) -> dict[int, pygame.Rect]:
        """The other packs' areas that open when pointed at (none while a panel covers them)."""
        return {}

    def opened(self, seat: int) -> Opened | None:
        """What seat `seat`'s area shows opened: its player, its counts and every card."""
        return None

    def peek_faces(self) -> list[tuple[str, tuple[int, int], bool, bool]]:
        """The faces the areas that open show, at the size they open at (to draw ahead)."""
        out: list[tuple[str, tuple[int, int], bool, bool]] = []
        look = self.peek_look
        for seat in self.peek_areas() if look is not None else ():
            opened = self.opened(seat)
            if opened is not None and look is not None:
                size = card_size(opened, look, self.min_text)
                out += [(c.face[0], size, c.face[1], c.face[2]) for c in opened.cards]
        return out

    def open_peek(self, seat: int, by_key: bool = False) -> bool:
        """Open (or keep open, up to date) seat `seat`'s area; whether it is open."""
        opened = self.opened(seat) if self.peek_look is not None else None
        if opened is None or self.peek_look is None:
            self.peek.close()
            return False

        def paint(key: object, draw: Callable[[], pygame.Surface]) -> pygame.Surface:
            return self.paint("peek", key, lambda: (draw(), None), flat=False)

        self.peek.show(opened, self.peek_look, self.min_text, paint, by_key)
        return True

    def begin(self) -> None:
        """A rebuild starts: nothing is drawn yet."""
        self.used, self.used_zones = set(), set()

    def finish(self) -> None:
        """A rebuild ends: the cards and zones it did not draw leave the table."""
        self.prune(self.used)
        self.drop_unused_zones(self.used_zones)

    # -- painted panels ---------------------------------------------------------------------------
    def paint(
        self,
        part: str,
        key: Any,
        paint: Callable[[], tuple[pygame.Surface, Any]],
        flat: bool = True,
    ) -> pygame.Surface:
        """The surface of the panel `part` for `key`, painted only when `key` changed."""
        return self.painted.setdefault(part, Painted(flat)).get(key, paint)

    @property
    def min_text(self) -> int:
        """The smallest text size this window reads (`legible`): what is drawn with a size
        under it is drawn at it, and what grows with it gets the room it needs."""
        return self._min_text

    @min_text.setter
    def min_text(self, size: int) -> None:
        if size != self._min_text:
            self._min_text = size
            self.painted.clear()  # every panel is painted again at the new sizes

    def legible(self, size: int) -> int:
        """`size`, or the smallest size this window reads if that is larger."""
        return max(size, self.min_text)

    def extra(self, part: str) -> Any:
        """What painting `part` produced besides its pixels (its labels, its marks)."""
        found = self.painted.get(part)
        return found.extra if found is not None else None

    def part(
        self,
        name: str,
        key: Any,
        rect: pygame.Rect,
        paint: Callable[[Painter], None],
        *,
        fill: Any = None,
        layer: Node | None = None,
        z: float = 0.0,
    ) -> Node:
        """A panel on its own node over `rect`: painted with a `Painter` in screen
        coordinates on a ground of `fill`, again only when `key` changed."""

        def make() -> tuple[pygame.Surface, Labels]:
            surf = panel_surface(rect.size)
            if fill is not None:
                surf.fill(fill)
            painter = Painter(surf, rect.topleft)
            paint(painter)
            return surf, painter.labels

        surf = self.paint(name, (key, tuple(rect)), make)
        node = self.parts.get(name)
        if node is None:
            node = self.parts[name] = Node(name=f"part:{name}", z=z)
        parent = layer or self.back_layer
        if node.parent is not parent:
            parent.add(node)
        node.draw = direct(surf)
        node.x, node.y = rect.center
        node.visible = True
        return node

    def part_labels(self) -> Labels:
        """Every label of the panels on show, in drawing order."""
        out: Labels = []
        for name, node in self.parts.items():
            if node.is_shown() and node.parent is not None:
                out += self.extra(name) or []
        return out

    def label(
        self, name: str, surface: pygame.Surface, x: float, y: float, data: Any = None
    ) -> Node:
        """A text on the labels' layer, centred on (x, y) (`data`: the glossary's term)."""
        return self.labels.add(Node(name=name, surface=surface, x=x, y=y, data=data))

    # -- zones ------------------------------------------------------------------------------------
    def zone(
        self, name: str, rect: pygame.Rect, policy: Layout | None = None, parent: Node | None = None
    ) -> Zone:
        """The drop zone `name` over `rect` (made once, moved when the layout moves)."""
        zone = self.zones.get(name)
        if zone is None:
            zone = self.zones[name] = Zone(name=name, policy=policy or T_POLICY, drop_margin=6)
            zone.data = {"zone": name}
        if zone.parent is None:
            (parent or self.table).add(zone)
        zone.x, zone.y = rect.center
        zone.width, zone.height = rect.width, rect.height
        return zone

    def creature_zone(
        self,
        name: str,
        iid: str,
        centre: Pos,
        size: tuple[float, float],
        parent: Node,
        *,
        policy: Layout | None = None,
        z: float = 0.0,
    ) -> Zone:
        """The drop zone `name` of the creature `iid` (its card and what lies on it), centred
        on `centre`: made once, placed at once under a new parent, slid there when its row
        moves (never tweened in place: an idle table keeps still)."""
        zone = self.zones.get(name)
        if zone is None:
            zone = self.zones[name] = Zone(name=name, drop_margin=4)
            zone.data = {"zone": name, "iid": iid}
        if zone.parent is not parent:
            parent.add(zone)
            zone.x, zone.y = centre
        elif (zone.x, zone.y) != centre:
            self.scene.tweener.animate(zone, MOVE, "out_cubic", x=centre[0], y=centre[1])
        if policy is not None:
            zone.policy = policy
        zone.width, zone.height = size
        zone.z = z
        self.used_zones.add(name)
        return zone

    def all_zones(self) -> list[Zone]:
        """Characters first: a drop on a character beats the area around it."""
        live = [z for z in self.zones.values() if z.parent is not None and z.is_shown()]
        return sorted(live, key=lambda z: not z.name.startswith("char:"))

    def char_zone(self, iid: str) -> Zone | None:
        zone = self.zones.get("char:" + iid)
        return zone if zone is not None and zone.parent is not None else None

    def drop_unused_zones(self, used: set[str]) -> None:
        for name, zone in list(self.zones.items()):
            if name not in used and zone.parent is not None:
                zone.set_highlight(Highlight.NONE)
                zone.detach()

    def set_lit(self, iids: Sequence[str]) -> None:
        for zone in self.lit:
            zone.set_highlight(Highlight.NONE)
        self.lit = [z for z in (self.char_zone(i) for i in iids) if z is not None]
        for zone in self.lit:
            zone.set_highlight(Highlight.LEGAL)

    # -- cards ------------------------------------------------------------------------------------
    def card(
        self,
        key: str,
        surface: pygame.Surface | None,
        parent: Node,
        pos: Pos,
        *,
        rotation: float = 0.0,
        z: float = 0.0,
        interactive: bool = True,
        draggable: bool = False,
        data: dict[str, Any] | None = None,
        size: tuple[float, float] = (0.0, 0.0),
    ) -> Node:
        """The node of card `key` under `parent` at `pos`: made (coming from its owner's hand)
        or moved there; `size` gives a node without a surface its hit area."""
        self.used.add(key)
        node = self.cards.get(key)
        if node is None:
            node = Node(name=key, surface=surface, interactive=interactive, draggable=draggable)
            parent.add(node)
            origin = self._origin(key)
            node.x, node.y = parent.to_local(origin) if origin is not None else pos
            self.cards[key] = node
        elif node.parent is not parent:
            # (The table never rebuilds while a card is in flight.)
            node.reparent(parent, keep_world=True)
            node.scale = 1.0
            for child in [c for c in node.children if c.name == "drag-shadow"]:
                child.detach()
        node.surface = surface
        node.width, node.height = size
        node.rotation = rotation
        node.interactive = interactive
        node.draggable = draggable
        node.z = z
        node.data = data or {}
        if (node.x, node.y) != pos:
            self.scene.tweener.animate(node, MOVE, "out_cubic", x=pos[0], y=pos[1])
        return node

    def _origin(self, key: str) -> Pos | None:
        seat = owner_of(key)
        return self.hand_pos.get(seat) if seat is not None else None

    def prune(self, used: set[str]) -> None:
        """Cards no longer on the table: to their owner's piles, or gone."""
        for key in [k for k in self.cards if k not in used]:
            self._leave(key)

    def _leave(self, key: str) -> None:
        node = self.cards.pop(key)
        if node.parent is None:
            return
        seat = owner_of(key)
        if key.startswith(("back:", "pile:", "tribe:")) or seat not in self.pile_pos:
            node.detach()
            return
        node.interactive = False
        node.reparent(self.table, keep_world=True)
        tx, ty = self.pile_pos[seat]
        self.scene.tweener.animate(node, MOVE, "in_cubic", on_done=node.detach, x=tx, y=ty)

    def card_node(self, key: str) -> Node | None:
        return self.cards.get(key)

    def spots(self) -> list[Spot]:
        """The cards the pointer can find, in drawing order (the last is on top)."""
        out: list[Spot] = []

        def walk(node: Node) -> None:
            if not node.visible:
                return
            below = sorted((c for c in node.children if c.z < 0), key=lambda c: c.z)
            above = sorted((c for c in node.children if c.z >= 0), key=lambda c: c.z)
            for child in below:
                walk(child)
            data = node.data if isinstance(node.data, dict) else None
            if node.interactive and data and data.get("kind"):
                out.append(spot_of(node))
            for child in above:
                walk(child)

        walk(self.scene.root)
        return out


def node_box(node: Node) -> pygame.Rect:
    """The on-screen box of a node (its rotated, scaled rectangle's bounds)."""
    w, h = node.size()
    corners = [node.to_world((x * w / 2, y * h / 2)) for x in (-1, 1) for y in (-1, 1)]
    xs, ys = [c[0] for c in corners], [c[1] for c in corners]
    left, top = round(min(xs)), round(min(ys))
    return pygame.Rect(left, top, round(max(xs)) - left, round(max(ys)) - top)


def spot_of(node: Node) -> Spot:
    data = node.data or {}
    return Spot(
        node_box(node),
        data.get("iid"),
        data.get("card"),
        data["kind"],
        bool(data.get("crinos")),
        data.get("play"),
        node,
    )
