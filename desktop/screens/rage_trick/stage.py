"""The RAGE table's scene: hands, name plates, the trick and the trump pile, and how they move.

The stage only draws what the presenter tells it; it never reads the session. Every method
that animates returns how long its animation runs, so the presenter can pace the next event.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import pygame

from desktop.render.icons import Icons
from desktop.scene.node import Node
from desktop.scene.scene import Scene
from desktop.scene.zones import FanLayout, PileLayout, Zone
from desktop.screens.rage_trick import layout
from desktop.screens.rage_trick.draw import box
from desktop.screens.rage_trick.faces import FaceBank
from desktop.screens.rage_trick.model import TableModel
from desktop.screens.rage_trick.nodes import (
    SEAT_COLORS,
    CardNode,
    SeatInfo,
    SeatPanel,
    card_outline,
    glow_ring,
)
from desktop.screens.table_stage import SceneStage
from desktop.ui.theme import Theme, render_text
from engine.games.rage_trick.cards import color_name
from engine.i18n import _, capitalized

MINI_SCALE = layout.MINI[0] / layout.CARD[0]
#: seconds (at Normal speed; the Speed setting scales the clock) a finished trick lies on the
#: table, its winner ringed, before it is swept: long enough to see who took it and why
TRICK_SHOWN = 1.25
STACK_SCALE = layout.STACK[0] / layout.CARD[0]
#: Brightness steps of the glow breathing on the seat to act.
GLOW_STEPS = 8

# What the colour names look like on the table (swatches next to "Trump").
SWATCH: dict[str, tuple[int, int, int]] = {
    "red": (214, 60, 52),
    "orange": (236, 132, 40),
    "yellow": (238, 200, 60),
    "green": (64, 160, 84),
    "blue": (52, 112, 204),
    "purple": (136, 76, 172),
    "C": (40, 40, 44),
    "S": (40, 40, 44),
    "H": (204, 40, 48),
    "D": (204, 40, 48),
}


SUIT_ICONS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
_icons: Icons | None = None


def color_mark(surface: pygame.Surface, center: tuple[int, int], color: str, radius: int) -> None:
    """A disc in a RAGE colour, or the suit's own symbol (light on the dark chrome)."""
    global _icons
    if color in SUIT_ICONS:
        if _icons is None:
            _icons = Icons()
        ink = (236, 80, 80) if color in ("H", "D") else (236, 232, 220)
        icon = _icons.get(SUIT_ICONS[color], radius * 2 + 4, ink)
        surface.blit(icon, icon.get_rect(center=center))
        return
    pygame.draw.circle(surface, SWATCH.get(color, (200, 200, 200)), center, radius)
    pygame.draw.circle(surface, (236, 232, 220), center, radius, 2)


@dataclass
class SeatLook:
    name: str
    bot: bool


class TableStage(SceneStage):
    def __init__(
        self,
        scene: Scene,
        faces: FaceBank,
        theme: Theme,
        seats: int,
        looks: list[SeatLook],
        bottom: int,
    ) -> None:
        super().__init__(scene, bottom)
        self.faces = faces
        self.theme = theme
        self.seats = seats
        self.looks = looks
        self.table = self.layer("table-layer", 0)
        self.plates = self.layer("plates-layer", 10)
        self.cards = self.layer("cards-layer", 20)
        self.flying = self.layer("flying-layer", 40)
        self.top = self.layer("top-layer", 60)
        cx, cy = layout.CENTER
        self.felt = self.table.add(
            Node(name="table-oval", x=cx, y=cy + 10, surface=_oval((1060, 560)), z=-5)
        )
        self.trick = self.cards.add(
            Zone(name="trick", x=cx, y=cy, width=480, height=390, drop_margin=30, z=1)
        )
        self.pile = self.cards.add(
            Zone(
                name="trump-pile",
                x=layout.TRUMP_PILE[0],
                y=layout.TRUMP_PILE[1],
                policy=PileLayout(dx=0.7, dy=-0.9, max_steps=8, scale=layout.TRICK_SCALE),
                z=0,
            )
        )
        self.trump_node = self.cards.add(
            CardNode(
                name="trump-card",
                x=layout.TRUMP_CARD[0],
                y=layout.TRUMP_CARD[1],
                scale=layout.TRICK_SCALE,
                interactive=True,
                where="trump",
                visible=False,
                z=1,
            )
        )
        self.trump_label = self.cards.add(
            Node(name="trump-label", x=layout.TRUMP_LABEL[0], y=layout.TRUMP_LABEL[1])
        )
        self.hand = self.cards.add(
            Zone(
                name="hand",
                x=layout.HAND_CENTER[0],
                y=layout.HAND_CENTER[1],
                policy=FanLayout(
                    spacing=layout.HAND_SPACING, radius=2200, max_width=layout.HAND_MAX_WIDTH
                ),
                width=1000,
                height=260,
                z=5,
            )
        )
        self.panels: dict[int, SeatPanel] = {}
        self.glows: dict[int, Node] = {}
        self.minis: dict[int, Zone] = {}
        self.focus_ring = self.cards.add(Node(name="focus-ring", visible=False, z=4))
        self.win_ring = self.cards.add(
            Node(
                name="win-ring",
                surface=card_outline(layout.CARD, (255, 214, 102)),
                visible=False,
                z=2,
            )
        )
        self.stack_back = faces.back(layout.STACK)
        #: trick counts not to show yet, per seat (a trick still sweeping towards its taker)
        self.trick_lag: dict[int, int] = {}
        self._label_key: tuple = ()
        self.dealt = 0  # cards dealt so far in the current deal animation
        self.dealing = False
        self._packet_surface: pygame.Surface | None = None
        self._glow_cache: dict[tuple[int, int], pygame.Surface] = {}
        self.place_seats(bottom)

    # -- seats -----------------------------------------------------------------------------------

    def place_seats(self, bottom: int) -> None:
        """(Re)build name plates and the other seats' little fans for a viewer at `bottom`."""
        self.bottom = bottom
        for panel in self.panels.values():
            panel.detach()
        for glow in self.glows.values():
            glow.detach()
        for mini in self.minis.values():
            mini.detach()
        self.panels.clear()
        self.glows.clear()
        self.minis.clear()
        spots = layout.seat_spots(self.seats, bottom)
        glow_image = self._glow(layout.PANEL)
        for seat, (x, y) in spots.items():
            self.glows[seat] = self.plates.add(
                Node(name=f"glow-{seat}", x=x, y=y, surface=glow_image, visible=False, z=0)
            )
            panel = SeatPanel(
                name=f"seat-{seat}",
                x=x,
                y=y,
                z=2,
                theme=self.theme,
                stack_back=self.stack_back,
                interactive=False,
            )
            self.panels[seat] = self.plates.add(panel)
            if seat != bottom:
                hx, hy = layout.hand_spot(self.seats, bottom, seat)
                self.minis[seat] = self.plates.add(
                    Zone(
                        name=f"mini-{seat}",
                        x=hx,
                        y=hy,
                        z=1,
                        policy=FanLayout(spacing=15, radius=260, max_width=150, scale=1.0),
                    )
                )

    def _glow(self, size: tuple[int, int]) -> pygame.Surface:
        surf = self._glow_cache.get(size)
        if surf is None:
            surf = glow_ring(size, self.theme.accent)
            self._glow_cache[size] = surf
        return surf

    def refresh_panels(self, model: TableModel, active: int | None, pulse: float) -> None:
        for seat, panel in self.panels.items():
            look = self.looks[seat]
            team = ""
            t = model.team_of(seat)
            if t is not None:
                team = _("Team {letter}").format(letter="ABCD"[t])
            info = SeatInfo(
                name=look.name,
                seat=seat,
                viewer=seat == model.viewer,
                you=seat == model.viewer and not look.bot and look.name.lower() != "you",
                dealer=seat == model.dealer,
                bot=look.bot,
                bid=model.bids[seat] if seat < len(model.bids) else None,
                has_bid=model.has_bid[seat] if seat < len(model.has_bid) else False,
                tricks=max(0, model.tricks[seat] - self.trick_lag.get(seat, 0))
                if seat < len(model.tricks)
                else 0,
                score=model.scores[seat] if seat < len(model.scores) else 0,
                team=team,
                active=seat == active,
                phase=model.phase,
            )
            panel.refresh(info)
            glow = self.glows[seat]
            glow.visible = seat == active
            # A few steps of brightness keep the surface cache small (and the frames few).
            glow.opacity = 0.45 + round(pulse * GLOW_STEPS) / GLOW_STEPS * 0.55

    # -- layouts that move cards without re-transforming them ---------------------------------
    # Turning or scaling a card costs a rotozoom per frame while it moves; snapping the turn
    # and size at the start and gliding only the position keeps every frame a cache hit.

    def glide(self, zone: Zone, duration: float = 0.25, only: list[Node] | None = None) -> None:
        cards = zone.cards
        for card, slot in zip(cards, zone.policy.slots(len(cards)), strict=True):
            if only is not None and card not in only:
                continue
            card.z = slot.z
            card.rotation = slot.rotation
            card.scale = slot.scale
            if duration <= 0:
                card.x, card.y = slot.x, slot.y
            else:
                self.tw.animate(card, duration, "out_cubic", x=slot.x, y=slot.y)

    # -- whole-table rebuild (start, undo, hot-seat hand-over) ----------------------------------

    def rebuild(self, model: TableModel) -> None:
        self.tw.finish()
        self.clock.clear()
        self.dealing = False
        self.trick_lag.clear()
        if model.viewer is not None and model.viewer != self.bottom:
            self.place_seats(model.viewer)
        self._clear(self.pile)
        # The bottom seat's hand: faces for the viewer, backs while nobody may look.
        if model.viewer == self.bottom and model.hand is not None:
            for card_id in model.hand:
                self.hand.add_card(self.hand_card(card_id), keep_world=False)
        else:
            for _ in range(model.hand_counts[self.bottom]):
                self.hand.add_card(self.back_card(self.bottom), keep_world=False)
        self.hand.layout()
        for seat, mini in self.minis.items():
            for _ in range(model.hand_counts[seat]):
                mini.add_card(self.back_card(seat, "mini"), keep_world=False)
            mini.layout()
        for play in model.trick:
            node = self.face_card(play["card"], play["seat"], "trick")
            (x, y), angle = self._trick_slot(play["seat"])
            node.x, node.y, node.rotation, node.scale = x, y, angle, layout.TRICK_SCALE
            self.trick.add_card(node, keep_world=False)
            node.z = len(self.trick.cards)
        self.show_trump(model)

    def _clear(self, *more: Zone) -> None:
        """Empty the hand, the trick, the minis (and `more`) and the flying layer; hide rings."""
        for zone in (self.hand, self.trick, *more, *self.minis.values()):
            for card in list(zone.cards):
                zone.remove_card(card)
        for node in list(self.flying.children):
            node.detach()
        self.win_ring.visible = False
        self.focus_ring.visible = False

    # -- card nodes ------------------------------------------------------------------------------

    def hand_card(self, card: str) -> CardNode:
        return CardNode(
            name=f"card-{card}",
            card=card,
            owner=self.bottom,
            face_up=True,
            where="hand",
            surface=self.faces.face(card),
            interactive=True,
            draggable=True,
        )

    def back_card(self, seat: int, where: str = "hand") -> CardNode:
        """A face-down card in a hand, or (`where` "mini") in a seat's mini hand."""
        return CardNode(
            name="mini-back" if where == "mini" else "card-back",
            owner=seat,
            face_up=False,
            where=where,
            surface=self.faces.back(layout.MINI) if where == "mini" else self.faces.back(),
        )

    def face_card(self, card: str, owner: int | None, where: str) -> CardNode:
        return CardNode(
            name=f"card-{card}",
            card=card,
            owner=owner,
            face_up=True,
            where=where,
            surface=self.faces.face(card),
            interactive=True,
        )

    def hand_nodes(self) -> list[CardNode]:
        return [c for c in self.hand.cards if isinstance(c, CardNode)]

    def set_hand_faces(self, playable: set[str] | None) -> None:
        """Dim the cards that may not be played now (`None`: none dimmed)."""
        for node in self.hand_nodes():
            if node.card is None or not node.face_up:
                continue
            if playable is None or node.card in playable:
                node.surface = self.faces.face(node.card)
            else:
                node.surface = self.faces.dimmed(node.card)

    def hide_hand(self) -> None:
        """Turn the bottom hand face down at once (hot-seat: the next person is coming)."""
        for node in self.hand_nodes():
            node.card = None
            node.face_up = False
            node.surface = self.faces.back()
            node.interactive = False
            node.draggable = False
        self.focus_ring.visible = False

    # -- the trump pile ---------------------------------------------------------------------------

    def _pile_backs(self, model: TableModel, *, with_trump: bool = True) -> None:
        under = 1 if with_trump and model.trump_card else 0
        piles = min(8, max(1, model.pile_count - under))
        while len(self.pile.cards) < piles:
            self.pile.add_card(
                CardNode(name="pile-back", where="pile", surface=self.faces.back()),
                keep_world=False,
            )
        while len(self.pile.cards) > piles:
            self.pile.remove_card(self.pile.cards[-1])
        self.pile.layout()

    def show_trump(self, model: TableModel) -> None:
        self._pile_backs(model)
        node = self.trump_node
        if model.trump_card is None:
            node.visible = model.trump_suspended
            node.card, node.face_up = None, False
            node.surface = self.faces.back()
        elif model.trump_suspended:
            node.visible = True
            node.card, node.face_up = None, False
            node.surface = self.faces.back()
        else:
            node.visible = True
            node.card, node.face_up = model.trump_card, True
            node.surface = self.faces.face(model.trump_card)
        self.update_trump_label(model)

    def update_trump_label(self, model: TableModel) -> None:
        if not self.trump_node.visible and model.trump_card is not None:
            return  # still dealing: the trump is not turned up yet
        key = (model.trump, model.trump_suspended, model.lead, model.trump_card is None)
        if key == self._label_key:
            return
        self._label_key = key
        self.trump_label.surface = trump_label(self.theme, model)

    # -- animations (each returns its duration in seconds) ---------------------------------------

    def deal(self, model: TableModel) -> float:
        """Deal the round: backs fly from the dealer one at a time, then the hand turns over."""
        self.tw.finish()
        self.trick_lag.clear()
        self._clear()
        self.trump_node.visible = False
        self.trump_label.surface = None
        self._label_key = ()
        self._pile_backs(model, with_trump=False)
        n, size = self.seats, model.hand_size
        total = n * size
        self.dealt = 0
        stagger = min(0.07, 1.3 / max(1, total))
        origin = self._hand_point(model.dealer)
        flight = 0.32
        for k in range(total):
            seat = (model.dealer + 1 + k) % n
            self.clock.schedule(partial(self._deal_one, seat, origin, flight), 0.15 + k * stagger)
        end = 0.15 + total * stagger + flight
        self.clock.schedule(lambda: self._turn_up(model), end)
        hand = list(model.hand or [])
        flip_gap = 0.03
        self.clock.schedule(lambda: self._flip_hand(hand, flip_gap), end + 0.05)
        total_time = end + 0.25 + flip_gap * len(hand) + 0.2
        self.dealing = True
        self.clock.schedule(lambda: setattr(self, "dealing", False), total_time)
        return total_time

    def _hand_point(self, seat: int) -> tuple[float, float]:
        if seat == self.bottom:
            return (layout.HAND_CENTER[0], layout.HAND_CENTER[1] - 60)
        return layout.hand_spot(self.seats, self.bottom, seat)

    def _deal_one(self, seat: int, origin: tuple[float, float], flight: float) -> None:
        self.dealt += 1
        if seat == self.bottom:
            zone, node = self.hand, self.back_card(seat)
        else:
            zone, node = self.minis[seat], self.back_card(seat, "mini")
        node.x, node.y = origin
        self.flying.add(node)
        zone.add_card(node, keep_world=True)
        others = [c for c in zone.cards if c is not node]
        self.glide(zone, duration=flight, only=[node])
        self.glide(zone, duration=0.12, only=others)

    def _turn_up(self, model: TableModel) -> None:
        self.show_trump(model)
        node = self.trump_node
        if node.visible:
            node.scale = layout.TRICK_SCALE * 1.25
            self.tw.animate(node, 0.25, "out_back", scale=layout.TRICK_SCALE)

    def _flip_hand(self, hand: list[str], gap: float) -> None:
        nodes = self.hand_nodes()
        if len(nodes) != len(hand):
            return  # hot-seat: nobody may look, the hand stays face down
        for i, (node, card) in enumerate(zip(nodes, hand, strict=True)):

            def flip(node: CardNode = node, card: str = card) -> None:
                if node.parent is not self.hand:
                    return
                node.card, node.face_up = card, True
                node.name = f"card-{card}"
                node.surface = self.faces.face(card)
                node.interactive = node.draggable = True
                slot = self.hand.slot_of(node)
                node.y = slot.y - 16
                self.tw.animate(node, 0.18, "out_quad", y=slot.y)

            self.clock.schedule(flip, i * gap)

    def play(self, seat: int, card: str, dropped: CardNode | None = None) -> float:
        """A card goes from its player to the trick."""
        node: CardNode | None = None
        if seat == self.bottom:
            node = dropped
            if node is None:
                node = next((c for c in self.hand_nodes() if c.card == card), None)
            if node is None:
                backs = [c for c in self.hand_nodes() if not c.face_up]
                node = backs[len(backs) // 2] if backs else None
            if node is not None:
                self.tw.cancel(node)
                node.card, node.face_up, node.where = card, True, "trick"
                node.surface = self.faces.face(card)
                node.draggable = False
        else:
            mini = self.minis[seat]
            old = mini.cards[len(mini.cards) // 2] if mini.cards else None
            node = self.face_card(card, seat, "trick")
            if old is not None:
                wx, wy = old.to_world()
                mini.remove_card(old)
                self.glide(mini, duration=0.2)
            else:
                wx, wy = self._hand_point(seat)
            node.x, node.y = wx, wy
            self.flying.add(node)
        if node is None:
            return 0.0
        node.where = "trick"
        node.interactive = True
        self.trick.add_card(node, keep_world=True)
        node.z = len(self.trick.cards) + 1
        (x, y), angle = self._trick_slot(seat)
        node.rotation, node.scale = angle, layout.TRICK_SCALE
        self.tw.animate(node, 0.3, "out_cubic", x=x, y=y)
        if seat == self.bottom:
            self.glide(self.hand, duration=0.25)
        self.focus_ring.visible = False
        return 0.34

    def _trick_slot(self, seat: int) -> tuple[tuple[float, float], float]:
        (x, y), angle = layout.trick_spot(self.seats, self.bottom, seat)
        return (x - self.trick.x, y - self.trick.y), angle

    def trick_won(self, winner: int, cards: list[str], on_done: Callable[[], None]) -> float:
        """Show who took it, then sweep the cards to the taker's stacks."""
        nodes = [c for c in self.trick.cards if isinstance(c, CardNode)]
        win = next((c for c in nodes if c.owner == winner), None)
        if win is not None:
            self.win_ring.visible = True
            self.win_ring.x, self.win_ring.y = win.to_world()
            self.win_ring.rotation = win.rotation
            self.win_ring.scale = layout.TRICK_SCALE
            self.win_ring.z = win.z + 1
            self.win_ring.reparent(self.cards, keep_world=False)
            self.win_ring.z = 30
        self.trick_lag[winner] = self.trick_lag.get(winner, 0) + 1
        pause = TRICK_SHOWN
        self.clock.schedule(lambda: self._sweep(winner, nodes, on_done), pause)
        return pause + 0.5

    def _sweep(self, winner: int, nodes: list[CardNode], on_done: Callable[[], None]) -> None:
        """The trick is gathered into one face-down packet that slides to its taker."""
        self.win_ring.visible = False
        shown = max(0, self._tricks_hint(winner))
        tx, ty = layout.stack_spot(self.seats, self.bottom, winner, shown)
        for node in nodes:
            node.detach()
        packet = self.flying.add(
            Node(
                name="trick-packet",
                surface=self._packet(),
                x=self.trick.x,
                y=self.trick.y,
                scale=layout.TRICK_SCALE,
            )
        )

        def land() -> None:
            packet.detach()
            self.trick_lag[winner] = max(0, self.trick_lag.get(winner, 0) - 1)
            on_done()

        self.tw.animate(packet, 0.42, "in_out_cubic", on_done=land, x=tx, y=ty, scale=STACK_SCALE)

    def _packet(self) -> pygame.Surface:
        if self._packet_surface is None:
            back = self.faces.back()
            w, h = back.get_size()
            surf = pygame.Surface((w + 8, h + 8), pygame.SRCALPHA)
            for k in (8, 4, 0):
                surf.blit(back, (k, 8 - k))
            self._packet_surface = surf
        return self._packet_surface

    def _tricks_hint(self, seat: int) -> int:
        panel = self.panels.get(seat)
        return panel.info.tricks if panel is not None and panel.info is not None else 0

    # -- hand focus, hover and raise ------------------------------------------------------------

    def raise_card(self, node: CardNode | None) -> None:
        """Lift one hand card (hovered or keyboard-focused); the others settle back."""
        cards = self.hand.cards
        slots = self.hand.slots()
        for card, slot in zip(cards, slots, strict=True):
            lift = card is node
            card.z = slot.z + (100 if lift else 0)
            target_y = slot.y - (layout.HAND_RAISE if lift else 0.0)
            if abs(card.y - target_y) > 0.5 and not self.tw.is_animating(card, "x"):
                self.tw.animate(card, 0.12, "out_quad", y=target_y)

    def show_focus(self, node: CardNode | None) -> None:
        ring = self.focus_ring
        if node is None or node.parent is not self.hand:
            ring.visible = False
            return
        if ring.surface is None:
            ring.surface = card_outline(layout.CARD, self.theme.accent)
        ring.visible = True
        ring.reparent(self.hand, keep_world=False)
        ring.x, ring.y, ring.rotation = node.x, node.y, node.rotation
        ring.z = node.z + 0.5

    def follow_focus(self, node: CardNode | None) -> None:
        if node is not None and self.focus_ring.visible and node.parent is self.hand:
            self.focus_ring.x, self.focus_ring.y = node.x, node.y
            self.focus_ring.rotation = node.rotation
            self.focus_ring.z = node.z + 0.5


def trump_label(theme: Theme, model: TableModel) -> pygame.Surface:
    w, h = 252, 88
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.blit(box((w, h), (8, 16, 14, 200), 16), (0, 0))
    if model.trump_suspended:
        title, swatch, text = _("No trump"), None, _("(Out Rage)")
    elif model.trump is None:
        title, swatch, text = _("No trump"), None, _("this round")
    else:
        title, swatch, text = _("Trump"), model.trump, capitalized(color_name(model.trump))
    t = render_text(title, 24, theme.ink_dim if swatch else theme.ink, True)
    surf.blit(t, (18, 12))
    x = 18 + t.get_width() + 12
    if swatch is not None:
        color_mark(surf, (x + 11, 27), swatch, 11)
        x += 30
    v = render_text(
        text, 26 if swatch else 24, theme.ink if swatch else theme.ink_dim, bool(swatch)
    )
    surf.blit(v, (x, 11 if swatch is not None else 13))
    lead = _("Lead: {color}").format(
        color=color_name(model.lead) if model.lead else _("not set yet")
    )
    l_img = render_text(lead, 22, theme.ink_dim)
    if model.lead:
        color_mark(surf, (27, 62), model.lead, 9)
        surf.blit(l_img, (44, 50))
    else:
        surf.blit(l_img, (18, 50))
    return surf


def _oval(size: tuple[int, int]) -> pygame.Surface:
    """A darker oval of felt where the cards are played."""
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.ellipse(surf, (0, 0, 0, 46), surf.get_rect())
    pygame.draw.ellipse(surf, (255, 255, 255, 18), surf.get_rect(), 3)
    inner = surf.get_rect().inflate(-40, -30)
    pygame.draw.ellipse(surf, (255, 255, 255, 8), inner, 2)
    return surf


def seat_color(seat: int) -> tuple[int, int, int]:
    return SEAT_COLORS[seat % len(SEAT_COLORS)]
