"""The Arena's scene: every card as a node keyed by what it is, moved to where the model says.

`targets(model)` computes where each card should be and what it should look like; `sync`
moves the existing nodes there (turning them over when their side changes), brings new ones
in from where they come from and sends vanished ones where they go. Cards the viewer may
know are keyed by their id, so a card keeps its node from the hand to the row to the GP
stack; hidden cards have place keys (`hid:hand:1:3`), renamed as they move.

The stage never reads the session: it draws the model it is given, and only the viewer's
own hand is ever drawn face-up.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from desktop.scene.node import Node
from desktop.scene.scene import Scene
from desktop.scene.zones import FanLayout, Zone
from desktop.screens.ragers import layout
from desktop.screens.ragers.faces import SIDE_DECK, ArenaFaces
from desktop.screens.ragers.model import CHOOSE, EXTRA, PREP, VETERAN, ArenaModel, Space
from desktop.screens.ragers.nodes import (
    GOLD,
    GUARD,
    NEGATED,
    PAPER,
    CardNode,
    badge,
    callout,
    count_tag,
    flip_draw,
    ghost_slot,
    glow_ring,
    plate,
    text_badge,
)
from desktop.screens.table_stage import SceneStage
from desktop.ui.theme import render_display, render_text
from engine.i18n import _

RGB = tuple[int, int, int]
KIND_ORDER = ("basher", "slasher", "prodder", "chancer", "cheater", "deadeye", "stopper", "veteran")
FLIP_TIME = 0.42
MOVE_TIME = 0.45
ROW_SIZE = (round(layout.CARD[0] * layout.ROW_SCALE), round(layout.CARD[1] * layout.ROW_SCALE))


@dataclass
class Spot:
    """Where one card should be and how it should look."""

    x: float
    y: float
    scale: float
    look: tuple
    where: str
    seat: int | None
    z: float = 0.0
    rotation: float = 0.0
    card: str | None = None
    interactive: bool = False
    draggable: bool = False
    preview: str | None = None
    note: str = ""
    badges: tuple[str, ...] = ()


class DropZone(Zone):
    """A drop target glowing at one slot but catching drops over a wider `area`."""

    area: pygame.Rect | None = None

    def drop_contains(self, point: tuple[float, float]) -> bool:
        if not self.is_shown():
            return False
        if self.area is not None and self.area.collidepoint(point):
            return True
        return super().drop_contains(point)


@dataclass
class Columns:
    """The shared columns of both rows: cards revealed together share one; a Deadeye's extra
    card has a column of its own (the opposite row has a break there)."""

    index: dict[tuple[int, int, bool], int] = field(default_factory=dict)  # (seat, turn, extra)
    count: int = 0


def columns(model: ArenaModel) -> Columns:
    out = Columns()
    turns = sorted({space.turn for row in model.rows for space in row})
    for turn in turns:
        here = [
            (seat, space) for seat in (0, 1) for space in model.rows[seat] if space.turn == turn
        ]
        if any(not space.extra for _, space in here):
            for seat, space in here:
                if not space.extra:
                    out.index[(seat, turn, False)] = out.count
            out.count += 1
        for seat, space in here:
            if space.extra:
                out.index[(seat, turn, True)] = out.count
                out.count += 1
    return out


class ArenaStage(SceneStage):
    def __init__(
        self,
        scene: Scene,
        faces: ArenaFaces,
        names: list[str],
        sides: list[str],
        colors: tuple[RGB, RGB],
        bottom: int,
    ) -> None:
        super().__init__(scene, bottom)
        self.faces = faces
        self.data = faces.data
        self.names = names
        self.sides = sides
        self.colors = colors
        self.back_layer = self.layer("back-layer", 0)
        self.piles = self.layer("piles-layer", 10)
        self.cards = self.layer("cards-layer", 20)
        self.fx = self.layer("fx-layer", 50)
        self.overlay = self.layer("overlay-layer", 60)
        self.nodes: dict[str, CardNode] = {}
        #: hand cards that may not be placed now, with the engine's reason
        self.dimmed: dict[str, str] = {}
        self.hover_key: str | None = None
        self.focus_key: str | None = None
        self.selected: str | None = None
        #: the bottom hand is shown face-up (False in hot-seat while nobody may look)
        self.show_hand = True
        self._glow_cache: dict[tuple, pygame.Surface] = {}
        self._static: list[Node] = []
        self._guards: list[Node] = []
        self._pulse = 0.0
        self.preview: Node | None = None
        self.pile_nodes: dict[str, CardNode] = {}
        for key in ("deck:0", "deck:1", "discard:0", "discard:1", "patrons", "cheers"):
            node = CardNode(name=f"pile-{key}", key=f"pile:{key}", where="pile")
            node.width, node.height = layout.CARD
            self.pile_nodes[key] = self.piles.add(node)
        self.zone_play = self.cards.add(
            DropZone(name="zone-play", width=ROW_SIZE[0], height=ROW_SIZE[1], drop_margin=40, z=-5)
        )
        self.zone_discard = self.cards.add(
            DropZone(
                name="zone-discard",
                width=round(layout.CARD[0] * layout.TOP_SCALE),
                height=round(layout.CARD[1] * layout.TOP_SCALE),
                drop_margin=40,
                z=-5,
            )
        )
        self.zone_play.legal_color = GUARD
        self.zone_discard.legal_color = (240, 140, 110)

    # -- geometry ---------------------------------------------------------------------------------
    @property
    def top_seat(self) -> int:
        return 1 - self.bottom

    def row_y(self, seat: int) -> float:
        return layout.ROW_Y[layout.row_key(seat, self.bottom)]

    def reserved(self, model: ArenaModel, cols: Columns) -> int:
        """How many columns the row band lays out: room for what is placed and what may come.

        A face-down choice waiting for the reveal opens the next column, which the other
        row's next card will share; each row may then still need room for the rest."""
        pending = 1 if any(self._chosen_new(model, s) for s in (0, 1)) else 0
        room = max(model.row_limit - len(model.rows[s]) - pending for s in (0, 1))
        return max(model.row_limit, cols.count + pending + max(0, room))

    def _chosen_new(self, model: ArenaModel, seat: int) -> bool:
        """Whether a face-down choice of `seat` waits in a new column (not on a Veteran)."""
        if not model.chosen[seat] or model.on_top:
            return False
        return seat != model.viewer or model.my_choice is not None

    def slot_xy(
        self, model: ArenaModel, cols: Columns, seat: int, col: int, layer: int = 0, depth: int = 1
    ):
        """Where the `layer`-th card of a stack of `depth` cards in column `col` goes."""
        x = layout.column_x(col, self.reserved(model, cols), self.bottom)
        near = seat == self.bottom
        return x, self.row_y(seat) + layout.layer_offset(layer, depth, near)

    def _waits_on_top(self, model: ArenaModel, seat: int, space: Space) -> bool:
        """Whether a face-down card of `seat` waits to go on top of this space (a Veteran's)."""
        if not (model.on_top and model.chosen[seat]) or model.main_space(seat) is not space:
            return False
        return seat != model.viewer or model.my_choice is not None

    # -- what goes where ------------------------------------------------------------------------------
    def targets(self, model: ArenaModel) -> dict[str, Spot]:
        out: dict[str, Spot] = {}
        self._hand_targets(model, out)
        cols = columns(model)
        for seat in (0, 1):
            deck = SIDE_DECK[seat]
            for space in model.rows[seat]:
                col = cols.index.get((seat, space.turn, space.extra), 0)
                top_layer = len(space.cards) - 1
                depth = len(space.cards) + self._waits_on_top(model, seat, space)
                for layer, placed in enumerate(space.cards):
                    x, y = self.slot_xy(model, cols, seat, col, layer, depth)
                    badges: list[str] = []
                    note = ""
                    if placed.hidden:
                        key = f"hid:row:{seat}:{space.turn}:{'x' if space.extra else 'm'}:{layer}"
                        look: tuple = ("back", deck)
                        preview = None
                        card = None
                        if space.extra:
                            note = _("A Deadeye's extra card: it stays face-down.")
                    else:
                        key = card = preview = placed.card
                        if placed.negated:
                            look = ("back", deck)
                            badges.append("negated")
                            note = _("Negated by a Cheater: it counts for nothing.")
                        elif not placed.face_up:
                            look = ("back", deck)
                            badges.append("mine")
                            note = _("Your face-down extra card: never revealed, never scored.")
                        elif placed.copied:
                            look = ("copy", placed.card, placed.copied)
                            badges.append("copy")
                            name = self.data.kinds[placed.copied].name
                            note = _(
                                "This Chancer copied the {kind} opposite (worth 0 GP)."
                            ).format(kind=name)
                        else:
                            look = ("face", placed.card)
                    if space.protected and layer == top_layer and not placed.negated:
                        badges.append("guarded")
                        note = (note + " " if note else "") + _("Guarded by a Stopper: double GP.")
                    out[key] = Spot(
                        x,
                        y,
                        layout.ROW_SCALE,
                        look,
                        "row",
                        seat,
                        z=10 + layer,
                        card=card,
                        interactive=preview is not None or bool(note),
                        preview=preview,
                        note=note,
                        badges=tuple(badges),
                    )
        # Face-down choices waiting for the reveal.
        for seat in (0, 1):
            if not model.chosen[seat]:
                continue
            mine = seat == model.viewer and model.my_choice is not None
            if seat == model.viewer and not mine:
                continue  # the viewer passed: nothing lies there
            if model.on_top:
                main = model.main_space(seat)
                if main is None:
                    continue
                col = cols.index.get((seat, main.turn, False), 0)
                layer = len(main.cards)
                x, y = self.slot_xy(model, cols, seat, col, layer, layer + 1)
            else:
                x, y = self.slot_xy(model, cols, seat, cols.count)
            spot_key = model.my_choice if mine else f"hid:chosen:{seat}"
            assert spot_key is not None
            out[spot_key] = Spot(
                x,
                y,
                layout.ROW_SCALE,
                ("back", SIDE_DECK[seat]),
                "chosen",
                seat,
                z=30,
                card=model.my_choice if mine else None,
                interactive=mine,
                preview=model.my_choice if mine else None,
                note=_("Your face-down choice: it is revealed when both have chosen.")
                if mine
                else "",
                badges=("mine",) if mine else (),
            )
        # GP stacks.
        for seat in (0, 1):
            x, y = layout.pile_spot(seat, self.bottom, "stack")
            for i, entry in enumerate(model.stacks[seat]):
                k = min(i, 14)
                out[entry["card"]] = Spot(
                    x + k * 3,
                    y - 40 + k * 6,
                    layout.STACK_SCALE,
                    ("face", entry["card"]),
                    "stack",
                    seat,
                    z=i,
                    card=entry["card"],
                    interactive=True,
                    preview=entry["card"],
                    note=_("In the GP stack: {n} GP.").format(n=entry["gp"]),
                )
        # The day's patron and the cheers cards in play.
        if model.patron is not None:
            out[model.patron] = Spot(
                layout.PATRON_X,
                layout.TOP_Y,
                layout.TOP_SCALE,
                ("face", model.patron),
                "patron",
                None,
                z=5,
                card=model.patron,
                interactive=True,
                preview=model.patron,
                note=_("Today's patron."),
            )
        for i, cheers in enumerate(model.cheers):
            x, y = layout.cheers_spot(i, len(model.cheers))
            out[cheers] = Spot(
                x,
                y,
                layout.TOP_SCALE,
                ("face", cheers),
                "cheers",
                None,
                z=5 + i,
                card=cheers,
                interactive=True,
                preview=cheers,
                note=self.cheers_note(cheers),
            )
        return out

    def cheers_note(self, cheers: str) -> str:
        c = self.data.cheers[cheers]
        wants = _(" and ").join(self.data.kinds[k].name for k in c.requires)
        if c.forbids:
            text = _(
                "The crowd wants {wants}, without a {kind}: {n} GP if only one of you shows it."
            ).format(wants=wants, kind=self.data.kinds[c.forbids].name, n=c.gp)
        else:
            text = _("The crowd wants {wants}: {n} GP if only one of you shows it.").format(
                wants=wants, n=c.gp
            )
        return text

    def _hand_targets(self, model: ArenaModel, out: dict[str, Spot]) -> None:
        bottom, top = self.bottom, self.top_seat
        own = self.show_hand and model.viewer == bottom and model.hand is not None
        if own:
            assert model.hand is not None
            keys = sorted(
                model.hand,
                key=lambda c: (KIND_ORDER.index(self.data.kind_of(c)), c),
            )
        else:
            keys = [f"hid:hand:{bottom}:{i}" for i in range(model.hand_counts[bottom])]
        fan = FanLayout(
            spacing=layout.HAND_SPACING, radius=2600, max_width=layout.HAND_MAX_WIDTH
        ).slots(len(keys))
        hx, hy = layout.HAND_CENTER
        for i, (key, slot) in enumerate(zip(keys, fan, strict=True)):
            raise_by = 0.0
            if own and key == self.selected:
                raise_by = layout.SELECT_RAISE
            elif own and key in (self.hover_key, self.focus_key):
                raise_by = layout.HAND_RAISE
            if own:
                dim = key in self.dimmed
                look: tuple = ("dim", key) if dim else ("face", key)
                spot = Spot(
                    hx + slot.x,
                    hy + slot.y - raise_by,
                    1.0,
                    look,
                    "hand",
                    bottom,
                    z=100 + i,
                    rotation=slot.rotation,
                    card=key,
                    interactive=True,
                    draggable=True,
                    preview=key,
                    note=self.dimmed.get(key, ""),
                    badges=("selected",) if key == self.selected else (),
                )
            else:
                spot = Spot(
                    hx + slot.x,
                    hy + slot.y,
                    1.0,
                    ("back", SIDE_DECK[bottom]),
                    "hand",
                    bottom,
                    z=100 + i,
                    rotation=slot.rotation,
                )
            out[key] = spot
        n = model.hand_counts[top]
        mini = FanLayout(spacing=34, radius=500, max_width=170).slots(n)
        mx, my = layout.OPP_HAND
        for i, slot in enumerate(mini):
            out[f"hid:hand:{top}:{i}"] = Spot(
                mx + slot.x,
                my + slot.y,
                layout.MINI_SCALE,
                ("back", SIDE_DECK[top]),
                "mini",
                top,
                z=100 + i,
                rotation=-slot.rotation,
            )

    # -- building and moving nodes ------------------------------------------------------------------
    def surface_for(self, look: tuple, scale: float = 1.0) -> pygame.Surface:
        """The surface showing `look`, for a node at `scale` (its text readable there)."""
        kind = look[0]
        if kind == "face":
            return self.faces.face(look[1], scale=scale)
        if kind == "dim":
            return self.faces.dimmed(look[1], scale)
        if kind == "copy":
            return self.faces.copied(look[1], look[2], scale=scale)
        return self.faces.back(look[1], scale=scale)

    def rebuild(self, model: ArenaModel, bottom: int | None = None) -> None:
        """Throw every card node away and lay the table out afresh (no animation)."""
        self.tw.finish()
        for node in list(self.nodes.values()):
            node.detach()
        self.nodes.clear()
        for effect in list(self.fx.children):
            effect.detach()
        self.hide_preview()
        if bottom is not None:
            self.bottom = bottom
        self.sync(model, instant=True)

    def restyle_hand(self, model: ArenaModel, duration: float = 0.18) -> None:
        """Re-dim, raise and lower the bottom hand only (hover, focus, what may be placed)."""
        for key, spot in self.targets(model).items():
            if spot.where != "hand":
                continue
            node = self.nodes.get(key)
            if node is None or node.parent is not self.cards or node.where != "hand":
                continue
            self._apply(node, spot, False, duration, 0.0)

    def take_from_hand(self, seat: int, new_key: str) -> bool:
        """Rename the last face-down card of `seat`'s hand (a card leaving it unseen)."""
        prefix = f"hid:hand:{seat}:"
        keys = [k for k in self.nodes if k.startswith(prefix)]
        if not keys:
            return False
        last = max(keys, key=lambda k: int(k.rsplit(":", 1)[1]))
        self.rename(last, new_key)
        return True

    def rename(self, old: str, new: str) -> None:
        node = self.nodes.pop(old, None)
        if node is None:
            return
        stale = self.nodes.pop(new, None)
        if stale is not None:
            stale.detach()
        node.key = new
        self.nodes[new] = node

    def sync(
        self,
        model: ArenaModel,
        *,
        instant: bool = False,
        sources: dict[str, tuple[float, float]] | None = None,
        exits: dict[str, tuple[float, float, float]] | None = None,
        drops: set[str] = frozenset(),  # type: ignore[assignment]
        duration: float = MOVE_TIME,
        flip_delay: float = 0.0,
    ) -> None:
        sources = sources or {}
        exits = exits or {}
        spots = self.targets(model)
        for key, spot in spots.items():
            node = self.nodes.get(key)
            if node is None:
                node = self._new_node(key, spot, sources.get(key), instant)
            elif node.parent is not self.cards:
                continue  # lifted by the pointer: the drag owns it until it lands
            self._apply(node, spot, instant, duration, flip_delay, drop=key in drops)
        for key in [k for k in self.nodes if k not in spots]:
            node = self.nodes.pop(key)
            self._leave(node, exits.get(key), instant)
        self.refresh_static(model)

    def _new_node(
        self, key: str, spot: Spot, source: tuple[float, float] | None, instant: bool
    ) -> CardNode:
        node = CardNode(name=f"card-{key}", key=key, seat=spot.seat, where=spot.where)
        node.width, node.height = layout.CARD
        start = None if instant else (source or self._default_source(spot))
        if start is None:
            node.x, node.y, node.scale, node.rotation = spot.x, spot.y, spot.scale, spot.rotation
            node.look = spot.look
            node.surface = self.surface_for(spot.look, spot.scale)
            if not instant:
                node.opacity = 0.0
                self.tw.animate(node, 0.3, "out_quad", opacity=1.0)
        else:
            node.x, node.y = start
            deck = self._source_deck(spot)
            node.scale = layout.TOP_SCALE if spot.where != "mini" else layout.MINI_SCALE
            node.rotation = 0.0
            node.look = ("back", deck)
            node.surface = self.surface_for(node.look, node.scale)
        self.cards.add(node)
        self.nodes[key] = node
        return node

    def _source_deck(self, spot: Spot) -> str:
        if spot.where == "patron":
            return "patron"
        if spot.where == "cheers":
            return "cheers"
        return SIDE_DECK[spot.seat] if spot.seat is not None else "acc"

    def _default_source(self, spot: Spot) -> tuple[float, float] | None:
        if spot.where in ("hand", "mini") and spot.seat is not None:
            return layout.pile_spot(spot.seat, self.bottom, "deck")
        if spot.where == "patron":
            return (layout.PATRON_DECK_X, layout.TOP_Y)
        if spot.where == "cheers":
            return (layout.CHEERS_DECK_X, layout.TOP_Y)
        return None

    def _apply(
        self,
        node: CardNode,
        spot: Spot,
        instant: bool,
        duration: float,
        flip_delay: float,
        *,
        drop: bool = False,
    ) -> None:
        node.card = spot.card
        node.seat = spot.seat
        node.where = spot.where
        node.interactive = spot.interactive
        node.draggable = spot.draggable
        node.preview = spot.preview
        node.note = spot.note
        self._badges(node, spot.badges)
        if node.look != spot.look:
            if instant:
                self.tw.cancel(node)
                node.draw = None
                node.look = spot.look
                node.surface = self.surface_for(spot.look, spot.scale)
            elif (node.look and node.look[0] == "back") != (spot.look[0] == "back") or (
                spot.look[0] == "copy"
            ):
                self.turn_over(node, spot.look, delay=flip_delay)
            else:
                node.look = spot.look
                node.surface = self.surface_for(spot.look, spot.scale)
        elif node.draw is None and node.look:
            # the same card at another scale (into a GP stack): its text readable there
            node.surface = self.surface_for(node.look, spot.scale)
        if instant:
            self.tw.cancel(node, "x", "y", "scale", "rotation")
            node.x, node.y, node.scale, node.rotation, node.z = (
                spot.x,
                spot.y,
                spot.scale,
                spot.rotation,
                spot.z,
            )
            node.opacity = 1.0
            return
        moving = (
            abs(node.x - spot.x) > 0.5
            or abs(node.y - spot.y) > 0.5
            or abs(node.scale - spot.scale) > 0.001
            or abs(node.rotation - spot.rotation) > 0.05
        )
        if not moving:
            node.z = spot.z
            return
        if drop:
            # A card dropped onto a Veteran: up above it, then down with a thud.
            node.z = 400
            self.tw.animate(
                node,
                0.28,
                "out_quad",
                x=spot.x,
                y=spot.y - 130,
                scale=spot.scale * 1.25,
                rotation=spot.rotation,
                on_done=lambda: self.tw.animate(
                    node,
                    0.42,
                    "out_bounce",
                    y=spot.y,
                    scale=spot.scale,
                    on_done=lambda: setattr(node, "z", spot.z),
                ),
            )
            return
        far = math.hypot(node.x - spot.x, node.y - spot.y) > 60
        if far:
            node.z = 300 + spot.z
        else:
            node.z = spot.z
        self.tw.animate(
            node,
            duration,
            "out_cubic",
            x=spot.x,
            y=spot.y,
            scale=spot.scale,
            rotation=spot.rotation,
            on_done=lambda: setattr(node, "z", spot.z),
        )

    def turn_over(self, node: CardNode, look: tuple, delay: float = 0.0) -> None:
        """Turn a card over to show `look` (both sides of a reveal turn at the same time)."""
        start = node.surface if node.draw is not flip_draw else node.flip_to
        node.look = look
        node.flip_from = start if start is not None else self.surface_for(look, node.scale)
        node.flip_to = self.surface_for(look, node.scale)
        node.surface = None
        node.draw = flip_draw
        node.flip = 0.0

        def done() -> None:
            if node.look == look:
                node.draw = None
                node.surface = self.surface_for(look, node.scale)
                node.flip = 0.0

        def go() -> None:
            self.tw.animate(node, FLIP_TIME, "in_out_quad", flip=1.0, on_done=done)

        if delay > 0:
            self.clock.schedule(go, delay)
        else:
            go()

    def _leave(
        self, node: CardNode, exit_to: tuple[float, float, float] | None, instant: bool
    ) -> None:
        self.tw.cancel(node)
        if instant:
            node.detach()
            return
        node.interactive = False
        node.draggable = False
        node.z = 350
        if exit_to is not None:
            x, y, scale = exit_to
            self.tw.animate(
                node,
                0.55,
                "in_out_cubic",
                x=x,
                y=y,
                scale=scale,
                rotation=0.0,
                on_done=node.detach,
            )
        else:
            self.tw.animate(node, 0.4, "in_quad", opacity=0.0, y=node.y - 40, on_done=node.detach)

    def _badges(self, node: CardNode, wanted: tuple[str, ...]) -> None:
        # A badge may be several children ("badge:selected", "badge:selected:tag").
        have: dict[str, list[Node]] = {}
        for c in node.children:
            if c.name.startswith("badge:"):
                have.setdefault(c.name.removeprefix("badge:").split(":")[0], []).append(c)
        for name, children in have.items():
            if name not in wanted:
                for child in children:
                    child.detach()
        w, h = layout.CARD
        for name in wanted:
            if name in have:
                continue
            if name == "negated":
                surf = self._cached(
                    ("neg",),
                    lambda: badge(
                        self.faces.renderer.icon("domino-mask", 34, PAPER), NEGATED, radius=30
                    ),
                )
                child = Node(name="badge:negated", surface=surf, x=0, y=-8, z=2)
                cross = self._cached(("cross",), lambda: _cross((150, 210)))
                child.add(Node(name="cross", surface=cross, y=8, z=-1))  # under the mask
            elif name == "guarded":
                surf = self._cached(
                    ("guard",),
                    lambda: badge(
                        self.faces.renderer.icon("round-shield", 30, (60, 40, 10)), GUARD, radius=26
                    ),
                )
                child = Node(name="badge:guarded", surface=surf, x=w / 2 - 14, y=-h / 2 + 14, z=2)
                x2 = self._cached(("x2",), lambda: text_badge("x2", (60, 40, 10), GUARD, 22))
                child.add(Node(name="badge:x2", surface=x2, x=0, y=34, z=1))
            elif name == "copy":
                surf = self._cached(
                    ("copy",),
                    lambda: badge(
                        self.faces.renderer.icon("rolling-dices", 30, PAPER),
                        (90, 60, 120),
                        radius=24,
                    ),
                )
                child = Node(name="badge:copy", surface=surf, x=-w / 2 + 16, y=h / 2 - 18, z=2)
            elif name == "selected":
                surf = self._cached(("sel",), lambda: glow_ring(layout.CARD, (240, 120, 90)))
                child = Node(name="badge:selected", surface=surf, z=-1)
                tag = self._cached(
                    ("seltag",), lambda: text_badge(_("to discard"), (150, 44, 32), PAPER, 22)
                )
                # On the card's picture, above the card: over its top edge it ran into the
                # row's label, and under the glow ring it hid behind the card.
                node.add(Node(name="badge:selected:tag", surface=tag, y=-6, z=5))
            elif name == "mine":
                label = self._mine_label(node)
                child = Node(name="badge:mine", surface=label, x=0, y=h / 2 - 34, z=2)
            else:
                continue
            node.add(child)

    def _mine_label(self, node: CardNode) -> pygame.Surface:
        card = node.key
        name = self.data.name_of(card) if self.data.is_combat_card(card) else _("card")
        return self._cached(
            ("mine", name),
            lambda: text_badge(_("your {card}").format(card=name), (40, 30, 22), PAPER, 22),
        )

    def _cached(self, key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self._glow_cache.get(key)
        if surf is None:
            surf = make()
            self._glow_cache[key] = surf
        return surf

    # -- static furniture: piles, counts, labels, ghosts, guards ---------------------------------------
    def refresh_static(self, model: ArenaModel) -> None:
        for node in self._static:
            node.detach()
        self._static.clear()
        self._guards.clear()
        top_scale = layout.TOP_SCALE
        for node in self.pile_nodes.values():
            node.scale = top_scale  # first: a pile's surfaces are drawn for its scale
        for seat in (0, 1):
            deck = self.pile_nodes[f"deck:{seat}"]
            x, y = layout.pile_spot(seat, self.bottom, "deck")
            self._pile(deck, x, y, model.deck_counts[seat], ("back", SIDE_DECK[seat]), _("Deck"))
            deck.note = _("The {side}' combat deck: never reshuffled.").format(
                side=self.sides[seat]
            )
            disc = self.pile_nodes[f"discard:{seat}"]
            x, y = layout.pile_spot(seat, self.bottom, "discard")
            own = model.discard if seat == model.viewer else None
            top = model.discard_tops[seat]
            look = ("face", top) if top else ("back", SIDE_DECK[seat])
            self._pile(disc, x, y, model.discard_counts[seat], look, _("Discard"))
            disc.preview = top
            disc.note = (
                _("Your discard pile: {cards}.").format(
                    cards=", ".join(self.data.name_of(c) for c in own)
                )
                if own
                else _(
                    "The {side}' discard pile: {card} on top; only its owner may look through "
                    "the rest."
                ).format(side=self.sides[seat], card=self.data.name_of(top))
                if top
                else _("The {side}' discard pile (only its owner may look).").format(
                    side=self.sides[seat]
                )
            )
        self._pile(
            self.pile_nodes["patrons"],
            layout.PATRON_DECK_X,
            layout.TOP_Y,
            model.patrons_left,
            ("back", "patron"),
            "",
        )
        self.pile_nodes["patrons"].note = _("Patrons left: {n}.").format(n=model.patrons_left)
        self._pile(
            self.pile_nodes["cheers"],
            layout.CHEERS_DECK_X,
            layout.TOP_Y,
            model.cheers_left,
            ("back", "cheers"),
            "",
        )
        self.pile_nodes["cheers"].note = _("Cheers cards left: {n}.").format(n=model.cheers_left)
        for node in self.pile_nodes.values():
            node.interactive = node.visible

        cols = columns(model)
        reserved = self.reserved(model, cols)
        ghost = self._cached(("ghost",), lambda: ghost_slot(ROW_SIZE, (120, 84, 44), 120))
        for seat in (0, 1):
            waiting = self._chosen_new(model, seat)
            used = len(model.rows[seat]) + (1 if waiting else 0)
            first = cols.count + (1 if waiting else 0)
            room = max(0, model.row_limit - used)
            for i in range(room):
                x = layout.column_x(first + i, reserved, self.bottom)
                node = Node(name=f"ghost-{seat}-{i}", surface=ghost, x=x, y=self.row_y(seat), z=0)
                self._static.append(self.back_layer.add(node))
            if model.guarded[seat] and model.day > 0 and len(model.rows[seat]) < model.row_limit:
                # The guarded space: where the row's next card goes (or already waits face-down).
                x = layout.column_x(cols.count, reserved, self.bottom)
                glow = self._cached(("guard-glow",), lambda: glow_ring(ROW_SIZE, GUARD))
                g = Node(name=f"guard-{seat}", surface=glow, x=x, y=self.row_y(seat), z=1)
                self._static.append(self.back_layer.add(g))
                self._guards.append(g)
                shield = self._cached(
                    ("guard-icon",),
                    lambda: self.faces.renderer.icon("round-shield", 64, (*GUARD, 200)),
                )
                s = Node(name=f"guard-icon-{seat}", surface=shield, x=x, y=self.row_y(seat), z=2)
                self._static.append(self.back_layer.add(s))
            self._row_label(model, seat, reserved)
            self._gp_label(model, seat)
        self._hand_label(model)
        self._place_zones(model, cols)

    def _pile(
        self, node: CardNode, x: float, y: float, count: int, look: tuple, label: str
    ) -> None:
        node.x, node.y = x, y
        node.visible = True
        node.look = look
        node.surface = (
            self.surface_for(look, node.scale)
            if count > 0
            else self._cached(("empty",), lambda: ghost_slot(layout.CARD, (110, 80, 50), 120))
        )
        for child in list(node.children):
            child.detach()
        if count > 1:
            under = (
                self.surface_for(("back", look[1]), node.scale)
                if look[0] == "back"
                else self.surface_for(
                    ("back", SIDE_DECK[0] if node.key.endswith("0") else SIDE_DECK[1]), node.scale
                )
            )
            for k in range(min(3, count - 1), 0, -1):
                node.add(Node(name="pile-edge", surface=under, x=-3 * k, y=4 * k, z=-1 - k))
        tag = count_tag(count)
        node.add(Node(name="pile-count", surface=tag, x=0, y=layout.CARD[1] / 2 + 8, z=3))
        if label:
            img = self._cached(
                ("plabel", label), lambda: render_text(label, 30, (70, 48, 26), True)
            )
            node.add(Node(name="pile-label", surface=img, x=0, y=-layout.CARD[1] / 2 - 26, z=3))

    def _row_label(self, model: ArenaModel, seat: int, reserved: int) -> None:
        color = self.colors[seat]
        arrow = "<" if layout.direction(self.bottom) < 0 else ">"
        who = self.names[seat]
        text = f"{self.sides[seat].upper()}  ·  {who}  ·  {len(model.rows[seat])}/{model.row_limit}"
        img = self._cached(
            ("rowlabel", text, color),
            lambda: _row_plate(text, color, arrow, layout.direction(self.bottom)),
        )
        near = seat == self.bottom
        y = self.row_y(seat) + (1 if near else -1) * (layout.CARD[1] * layout.ROW_SCALE / 2 + 22)
        node = Node(name=f"row-label-{seat}", surface=img, x=layout.CENTER_X, y=y, z=3)
        self._static.append(self.back_layer.add(node))

    def _gp_label(self, model: ArenaModel, seat: int) -> None:
        x, y = layout.pile_spot(seat, self.bottom, "gp")
        gp = model.gp[seat]
        color = self.colors[seat]
        img = self._cached(("gp", gp, color), lambda: _gp_disc(gp, color))
        node = Node(name=f"gp-{seat}", surface=img, x=x, y=y, z=3)
        self._static.append(self.back_layer.add(node))

    def _hand_label(self, model: ArenaModel) -> None:
        top = self.top_seat
        text = _("{name}'s hand: {n}").format(name=self.names[top], n=model.hand_counts[top])
        img = self._cached(("hl", text), lambda: plate(text, 22, PAPER))
        x, y = layout.OPP_HAND
        node = Node(name="opp-hand-label", surface=img, x=x, y=y + 62, z=3)
        self._static.append(self.back_layer.add(node))

    def _place_zones(self, model: ArenaModel, cols: Columns) -> None:
        me = self.bottom
        if model.phase == VETERAN and model.main_space(me) is not None:
            space = model.main_space(me)
            assert space is not None
            col = cols.index.get((me, space.turn, False), cols.count)
            layer = len(space.cards)
            x, y = self.slot_xy(model, cols, me, col, layer, layer + 1)
        else:
            # The next column (shared with the other's face-down card, if it waits).
            x, y = self.slot_xy(model, cols, me, cols.count)
        self.zone_play.x, self.zone_play.y = x, y
        band_y = self.row_y(me)
        self.zone_play.area = pygame.Rect(
            layout.ARENA_RECT.x, round(band_y - 130), layout.ARENA_RECT.width, 270
        )
        dx, dy = layout.pile_spot(me, self.bottom, "discard")
        self.zone_discard.x, self.zone_discard.y = dx, dy
        self.zone_discard.area = None
        self.zone_play.visible = model.phase in (CHOOSE, EXTRA, VETERAN)
        self.zone_discard.visible = model.phase == PREP

    def tick(self, dt: float) -> None:
        """Gentle pulses (Stopper guards) between events."""
        self._pulse = (self._pulse + dt * 2.2) % (2 * math.pi)
        level = round((0.55 + 0.45 * (0.5 + 0.5 * math.sin(self._pulse))) * 8) / 8
        for g in self._guards:
            g.opacity = level

    # -- effects ---------------------------------------------------------------------------------
    def callout(
        self, text: str, x: float, y: float, color: RGB, hold: float = 1.1, size: int = 30
    ) -> Node:
        surf = callout(text, color, size)
        x, y = self.clear_spot(surf.get_size(), x, y)
        node = self.fx.add(Node(name="callout", surface=surf, x=x, y=y, scale=0.6, opacity=0.0))
        self.tw.animate(node, 0.22, "out_back", scale=1.0, opacity=1.0)

        def fade() -> None:
            self.tw.animate(node, 0.35, "in_quad", opacity=0.0, y=y - 30, on_done=node.detach)

        self.clock.schedule(fade, hold)
        return node

    def label_rects(self) -> list[pygame.Rect]:
        """Where the table's labels are (row plates, pile names and counts, GP, the other
        hand's count): what a banner must not cover."""
        labels = [n for n in self._static if n.name.startswith(("row-label", "gp-", "opp-hand"))]
        for pile in self.pile_nodes.values():
            if pile.visible:
                labels += [c for c in pile.children if c.name in ("pile-label", "pile-count")]
        rects = []
        for node in labels:
            if node.surface is None or not node.is_shown():
                continue
            tf = node.world_transform()
            w, h = node.surface.get_size()
            rect = pygame.Rect(0, 0, round(w * tf.scale), round(h * tf.scale))
            rect.center = (round(tf.x), round(tf.y))
            rects.append(rect)
        return rects

    def clear_spot(self, size: tuple[int, int], x: float, y: float) -> tuple[float, float]:
        """The point nearest (x, y) where a banner of `size` stays on the sand, off the
        piles beside it and clear of every label."""
        w, h = size
        sand = layout.ARENA_RECT
        if w < sand.width:
            x = min(max(x, sand.left + w / 2), sand.right - w / 2)
        labels = self.label_rects()
        for dy in (0, -12, 12, -24, 24, -36, 36, -48, 48, -60, 60):
            rect = pygame.Rect(0, 0, w, h)
            rect.center = (round(x), round(y + dy))
            if rect.collidelist(labels) < 0:
                return x, y + dy
        return x, y

    def pulse(self, key: str, amount: float = 1.14) -> None:
        node = self.nodes.get(key)
        if node is None:
            return
        base = node.scale
        self.tw.animate(
            node,
            0.16,
            "out_quad",
            scale=base * amount,
            on_done=lambda: self.tw.animate(node, 0.24, "in_out_quad", scale=base),
        )

    def shake(self, key: str) -> None:
        node = self.nodes.get(key)
        if node is None:
            return
        base = node.rotation
        self.tw.animate(
            node,
            0.08,
            "linear",
            rotation=base + 6,
            on_done=lambda: self.tw.animate(
                node,
                0.12,
                "linear",
                rotation=base - 6,
                on_done=lambda: self.tw.animate(node, 0.1, "out_quad", rotation=base),
            ),
        )

    def ring(self, key: str, color: RGB) -> Node | None:
        """A glowing outline around a card (the scoring card being counted)."""
        node = self.nodes.get(key)
        if node is None:
            return None
        surf = self._cached(("ring", color), lambda: glow_ring(layout.CARD, color))
        child = Node(name="badge:ring", surface=surf, z=-1)
        node.add(child)
        return child

    def clear_rings(self) -> None:
        for node in self.nodes.values():
            for child in [c for c in node.children if c.name == "badge:ring"]:
                child.detach()

    def position_of(self, key: str) -> tuple[float, float] | None:
        node = self.nodes.get(key)
        return (node.x, node.y) if node is not None else None

    # -- the large preview ------------------------------------------------------------------------
    def show_preview(self, node: CardNode) -> None:
        self.hide_preview()
        card = node.preview
        if card is None and not node.note:
            return
        if card is not None:
            if node.look and node.look[0] == "copy":
                face = self.faces.copied(card, node.look[2], layout.PREVIEW)
            else:
                face = self.faces.face(card, layout.PREVIEW)
        else:
            face = None
        w, h = layout.PREVIEW
        panel = pygame.Surface((w + 40, h + 150), pygame.SRCALPHA)
        y = 0
        if face is not None:
            panel.blit(_shadow((w, h)), (6, 14))
            panel.blit(face, (20, 0))
            y = h + 10
        if node.note:
            lines = _wrap(node.note, 24, w + 20)
            color = (255, 190, 170) if node.key in self.dimmed else PAPER
            lh = 30
            box = pygame.Surface((w + 40, lh * len(lines) + 20), pygame.SRCALPHA)
            pygame.draw.rect(box, (26, 18, 12, 232), box.get_rect(), 0, 14)
            pygame.draw.rect(box, (*GOLD, 200), box.get_rect(), 2, 14)
            for i, line in enumerate(lines):
                img = render_text(line, 24, color, True)
                box.blit(img, img.get_rect(midtop=(box.get_width() // 2, 10 + i * lh)))
            panel.blit(box, (0, y))
            y += box.get_height()
        panel = panel.subsurface(pygame.Rect(0, 0, w + 40, max(1, y))).copy()
        pw, ph = panel.get_size()
        x = min(max(node.x, pw / 2 + 10), layout.MAIN_W - pw / 2 - 10)
        if node.y > 540:
            cy = node.y - layout.CARD[1] * node.scale / 2 - ph / 2 - 16
        else:
            cy = node.y + layout.CARD[1] * node.scale / 2 + ph / 2 + 16
        cy = min(max(cy, ph / 2 + 8), 1080 - ph / 2 - 8)
        if node.where == "hand":
            # Beside the hand, never over it: right of it for the right half, left for the left.
            xs = [n.x for n in self.hand_nodes()] or [node.x]
            half = layout.CARD[0] / 2
            if node.x >= layout.CENTER_X:
                x = max(xs) + half + pw / 2 + 8
            else:
                x = min(xs) - half - pw / 2 - 8
            x = min(max(x, pw / 2 + 6), layout.MAIN_W - pw / 2 - 6)
            cy = 1080 - ph / 2 - 8
        # Not in the scene: the screen draws it last, above the buttons.
        self.preview = Node(name="preview", surface=panel, x=x, y=cy, opacity=0.0, scale=0.96)
        self.preview.data = node.key
        self.tw.animate(self.preview, 0.14, "out_quad", opacity=1.0, scale=1.0)

    def hide_preview(self) -> None:
        if self.preview is not None:
            self.tw.cancel(self.preview)
            self.preview = None

    def draw_preview(self, surface: pygame.Surface) -> None:
        if self.preview is not None:
            self.preview.render(surface, self.scene.cache)

    # -- queries for tests and the screen ------------------------------------------------------------
    def hand_nodes(self) -> list[CardNode]:
        nodes = [n for n in self.nodes.values() if n.where == "hand" and n.seat == self.bottom]
        return sorted(nodes, key=lambda n: n.x)


def _wrap(text: str, size: int, width: int) -> list[str]:
    from desktop.ui.theme import wrap

    return [line for line in wrap(text, size, width, bold=True) if line]


def _shadow(size: tuple[int, int]) -> pygame.Surface:
    pad = 20
    surf = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 120), pygame.Rect(pad, pad, *size), 0, 18)
    return pygame.transform.gaussian_blur(surf, 12)


def _cross(size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    pygame.draw.rect(surf, (*NEGATED, 70), surf.get_rect(), 0, 12)
    pygame.draw.line(surf, (*NEGATED, 230), (18, 18), (w - 18, h - 18), 9)
    pygame.draw.line(surf, (*NEGATED, 230), (w - 18, 18), (18, h - 18), 9)
    pygame.draw.rect(surf, (*NEGATED, 255), surf.get_rect(), 5, 12)
    return surf


def _row_plate(text: str, color: RGB, arrow: str, direction: int) -> pygame.Surface:
    img = render_text(text, 24, PAPER, True)
    w = img.get_width() + 90
    h = 40
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*color, 225), surf.get_rect(), 0, 20)
    pygame.draw.rect(surf, (*GOLD, 230), surf.get_rect(), 2, 20)
    surf.blit(img, img.get_rect(center=(w // 2, h // 2)))
    # Arrows on both ends show which way the row grows.
    for ax in (22, w - 22):
        cy = h // 2
        pts = (
            [(ax + 8, cy - 9), (ax - 8, cy), (ax + 8, cy + 9)]
            if direction < 0
            else [(ax - 8, cy - 9), (ax + 8, cy), (ax - 8, cy + 9)]
        )
        pygame.draw.polygon(surf, PAPER, pts)
    return surf


def _gp_disc(gp: int, color: RGB) -> pygame.Surface:
    size = 112
    surf = pygame.Surface((size, size + 30), pygame.SRCALPHA)
    c = (size // 2, size // 2)
    pygame.draw.circle(surf, (0, 0, 0, 80), (c[0] + 3, c[1] + 5), 50)
    pygame.draw.circle(surf, (120, 88, 30), c, 50)
    pygame.draw.circle(surf, GOLD, c, 46)
    pygame.draw.circle(surf, color, c, 38)
    num = render_display(str(gp), 46, PAPER)
    surf.blit(num, num.get_rect(center=(c[0], c[1] + 2)))
    label = render_text(_("GP"), 24, (70, 48, 26), True)
    surf.blit(label, label.get_rect(midtop=(c[0], size - 4)))
    return surf
