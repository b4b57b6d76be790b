"""An opponent's area opened large: while the pointer rests on another pack's area (or the
keyboard's focus is on one of its cards), every card of that area is shown again over the
middle of the table, side by side and large enough that each printed name reads in the
window, under the player's name and counts.

The top band gives each of three opponents a third of the table's width, where their cards
overlap and their names shrink to a few pixels; the view opened here is how a newcomer reads
them. It is one picture painted once per area as it stands (`CcgStage.paint`); the table
finds its cards under the pointer (`AreaPeek.card_at`) to zoom them, and keeps it open while
the pointer is on it (`AreaPeek.holds`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from math import ceil

import pygame

from desktop.scene.node import Node
from desktop.screens.ccg_kit.paint import fitted
from desktop.ui.theme import render_text

Size = tuple[int, int]
#: over the table's cards and panels, under the card zoom (preview layer), which stands clear
#: of it (`clear_spot`); the combat view never shows with it (no area to point at then)
PEEK_Z = 450
OPEN_S = 0.12  # the opening and closing slide
#: how far the view slides in from and out to (up, under the areas): a slide moves the same
#: picture, where a fade would make the surface cache build a copy per step (15 ms each)
SLIDE = 24
#: how long the pointer rests on an area before it opens: a pointer passing over the top band
#: (from the hand to Hint, say) flashed each area it crossed open
REST_S = 0.25
PAD = 16
GAP = 12
HEADER = 24  # the player's name; the counts under it are a little smaller
FILL = (14, 20, 18, 255)
BORDER = (250, 220, 120)
DIM = (196, 200, 188)


@dataclass(frozen=True)
class PeekCard:
    """One card of an area: `key` says what it shows (for the picture's cache key), `name`
    is its printed name, `paint` draws it at a size (with what hangs under it, within the
    look's `under`), `face` is the face that takes (card id, Crinos, bare: what
    `CardFaces` draws ahead of time, so the view opens without a wait); `node`, the key of
    the table's card it shows again ("": the view finds it by its card id, `focus_rect`)."""

    key: tuple[object, ...]
    name: str
    paint: Callable[[Size], pygame.Surface]
    face: tuple[str, bool, bool]
    node: str = ""


@dataclass(frozen=True)
class Opened:
    """What an opened area shows."""

    seat: int
    title: str  # the player, the pack, the score
    counts: str  # hand, decks, piles
    cards: tuple[PeekCard, ...]


@dataclass(frozen=True)
class PeekLook:
    """An edition's cards as the opened view draws them."""

    ratio: float  # a card's height over its width
    #: the size of a card's printed name (its least, for a long name) on a card `w` wide
    name_px: Callable[[int], float]
    room: pygame.Rect  # where the view may stand (the middle of the table and below)
    widest: int  # cards never wider than this
    #: room kept under each card for what the table shows under it (the relaunch's live stats)
    under: int = 0


def peek_layout(count: int, look: PeekLook, least_name: float, header: int) -> tuple[Size, int]:
    """The card size and cards per row: as few rows as let each printed name show at
    `least_name` or more (the fewest rows cover the least of the table), else the largest
    cards that fit."""
    room = look.room
    best: tuple[Size, int] = ((0, 0), max(1, count))
    for rows in range(1, 5):
        per_row = ceil(count / rows) if count else 1
        w = (room.w - 2 * PAD - GAP * (per_row - 1)) // per_row
        h_room = room.h - 2 * PAD - header - GAP * (rows - 1)
        w = min(w, int((h_room / rows - look.under) / look.ratio), look.widest)
        size = (w, round(w * look.ratio))
        if w > best[0][0]:
            best = (size, per_row)
        if look.name_px(w) >= least_name:
            return size, per_row
    return best


def header_height(min_text: int) -> int:
    """The opened view's two header lines: the player's, and the counts a little smaller."""
    big = max(min_text, HEADER)
    return round((big + max(min_text, round(big * 0.8))) * 1.3) + 8


def card_size(opened: Opened, look: PeekLook, min_text: int) -> Size:
    """The size `opened`'s cards are shown at."""
    return peek_layout(len(opened.cards), look, min_text, header_height(min_text))[0]


class AreaPeek:
    """The opened view of one area at a time on its own node (under `parent`)."""

    def __init__(self, parent: Node, tween: Callable[..., object]) -> None:
        self.node = parent.add(Node(name="peek", z=PEEK_Z, visible=False))
        self._tween = tween
        self.seat: int | None = None
        self.by_key = False  # opened by the keyboard's focus (else by the pointer)
        #: the cards on show: each one's printed name and rectangle on the logical table
        self.cards: list[tuple[str, pygame.Rect]] = []
        #: each card on show: the table's card node it shows again and its card id
        self._shows: list[tuple[str, str]] = []
        #: the whole view where it stands once open (empty while closed)
        self.box = pygame.Rect(0, 0, 0, 0)
        self._shown: tuple[object, ...] = ()

    @property
    def is_open(self) -> bool:
        return self.seat is not None

    def show(
        self,
        opened: Opened,
        look: PeekLook,
        min_text: int,
        paint: Callable[[object, Callable[[], pygame.Surface]], pygame.Surface],
        by_key: bool = False,
    ) -> None:
        """Open `opened` (or keep it open, painted again if it changed); `paint(key, draw)`
        is the stage's painted-panel cache."""
        big = max(min_text, HEADER)  # the player's line; the counts' line a little smaller
        small = max(min_text, round(big * 0.8))
        header = header_height(min_text)
        size, per_row = peek_layout(len(opened.cards), look, min_text, header)
        rows = max(1, ceil(len(opened.cards) / per_row))
        shown = min(per_row, len(opened.cards)) or 1
        # As wide as its header too: an area left with one or two cards cut its player's line
        # ("Ada · Gaia · Thornwood Kin · 0/10 VP ·…") where nothing showed the rest.
        words = max(
            render_text(opened.title, big, BORDER, True).get_width(),
            render_text(opened.counts, small, DIM, False).get_width(),
        )
        width = max(2 * PAD + shown * size[0] + GAP * (shown - 1), 2 * PAD + words, 420)
        pitch = size[1] + look.under  # a card and what hangs under it
        height = 2 * PAD + header + rows * pitch + GAP * (rows - 1)
        box = pygame.Rect(0, 0, min(width, look.room.w), min(height, look.room.h))
        box.midtop = (look.room.centerx, look.room.y)
        key = (opened.title, opened.counts, tuple(c.key for c in opened.cards), size, min_text)
        cards: list[pygame.Rect] = []
        for i, _card in enumerate(opened.cards):
            row, col = divmod(i, per_row)
            in_row = min(per_row, len(opened.cards) - row * per_row)
            left = box.centerx - (in_row * size[0] + GAP * (in_row - 1)) // 2
            y = box.y + PAD + header + row * (pitch + GAP)
            cards.append(pygame.Rect(left + col * (size[0] + GAP), y, *size))

        def draw() -> pygame.Surface:
            surf = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(surf, FILL, surf.get_rect(), 0, 14)
            pygame.draw.rect(surf, BORDER, surf.get_rect(), 3, 14)
            _s, title = fitted(opened.title, big, BORDER, True, box.w - 2 * PAD)
            surf.blit(title, (PAD, PAD - 4))
            _s, counts = fitted(opened.counts, small, DIM, False, box.w - 2 * PAD)
            surf.blit(counts, (PAD, PAD - 4 + title.get_height()))
            for card, rect in zip(opened.cards, cards, strict=True):
                face = card.paint(size)  # taller than `size`: what hangs under the card
                surf.blit(face, face.get_rect(midtop=rect.move(-box.x, -box.y).midtop))
            return surf

        surface = paint(key, draw)
        self.cards = [(c.name, r) for c, r in zip(opened.cards, cards, strict=True)]
        self._shows = [(c.node, c.face[0]) for c in opened.cards]
        self.box = box
        self.node.surface = surface
        self.by_key = by_key
        if self.seat == opened.seat and self._shown == key:
            return
        fresh = self.seat is None
        self.seat, self._shown = opened.seat, key
        self.node.x = box.centerx
        if fresh or not self.node.visible:
            self.node.y = box.centery - SLIDE
            self.node.visible = True
        self._tween(self.node, OPEN_S, "out_cubic", y=box.centery)

    def close(self) -> None:
        if self.seat is None:
            return
        self.seat, self._shown, self.by_key = None, (), False
        self.cards, self._shows, self.box = [], [], pygame.Rect(0, 0, 0, 0)

        def gone() -> None:
            if self.seat is None:
                self.node.visible = False

        self._tween(self.node, OPEN_S, "in_cubic", on_done=gone, y=self.node.y - SLIDE)

    def focus_rect(self, node: str, card: str, copy: int = 0) -> pygame.Rect | None:
        """Where the card the table shows as `node` (its card id `card`) stands in the view
        now, sliding with it (None: not on show). An edition that names no nodes has its
        `copy`-th card of that id (the table's copies in their order)."""
        found = [i for i, (key, _c) in enumerate(self._shows) if key and key == node]
        if not found:
            same = [i for i, (key, c) in enumerate(self._shows) if not key and c == card]
            found = same[min(copy, len(same) - 1) :] if same else []
        if not found or self.seat is None:
            return None
        rect = self.cards[found[0]][1]
        return rect.move(0, round(self.node.y - self.box.centery))

    def card_at(self, pos: Sequence[float]) -> tuple[str, str, int] | None:
        """The card on show under `pos`, sliding with the view: the table's card node it
        shows again ("": none named), its card id, and which copy of that id it is among
        those naming no node (`focus_rect`'s `copy`); None: no card there."""
        if self.seat is None:
            return None
        lift = round(self.node.y - self.box.centery)
        for i, ((_name, rect), (key, card)) in enumerate(zip(self.cards, self._shows, strict=True)):
            if rect.move(0, lift).collidepoint(pos[0], pos[1]):
                copy = sum(1 for k, c in self._shows[:i] if not k and c == card)
                return key, card, copy
        return None

    def holds(self, pos: Sequence[float], area: pygame.Rect | None) -> bool:
        """Whether the pointer at `pos` is on the open view, or on its way there from the
        `area` it opened from (the band between them): the view stays open for it."""
        if self.seat is None:
            return False
        box = self.box.move(0, round(self.node.y - self.box.centery))
        if box.collidepoint(pos[0], pos[1]):
            return True
        if area is None or area.bottom >= box.top:
            return False
        left, right = min(area.left, box.left), max(area.right, box.right)
        return pygame.Rect(left, area.bottom, right - left, box.top - area.bottom).collidepoint(
            pos[0], pos[1]
        )


@dataclass
class PeekRest:
    """The area the pointer rests on and for how long, in the app's clock (`REST_S`)."""

    seat: int | None = None
    rested: float = 0.0

    def aim(self, seat: int | None) -> None:
        """The pointer is on `seat`'s area now (None: on none): a new one starts the wait."""
        if seat != self.seat:
            self.seat, self.rested = seat, 0.0

    def tick(self, dt: float) -> int | None:
        """The seat whose area opens now (the rest done), if any."""
        if self.seat is None:
            return None
        self.rested += dt
        if self.rested < REST_S:
            return None
        seat, self.seat = self.seat, None
        return seat

    def wait(self) -> float | None:
        """Seconds until the area rested on opens (None: none is)."""
        return None if self.seat is None else max(0.0, REST_S - self.rested)


def seat_at(areas: dict[int, pygame.Rect], pos: Sequence[float]) -> int | None:
    """The seat whose area holds `pos`, if any."""
    return next((s for s, r in areas.items() if r.collidepoint(pos[0], pos[1])), None)


def clear_spot(
    zoom: pygame.Rect,
    view: Sequence[pygame.Rect],
    spots: Sequence[pygame.Rect],
    keep: Sequence[pygame.Rect],
    bounds: pygame.Rect,
) -> pygame.Rect:
    """Where a card's zoom stands while an area is opened: where it is unless it covers the
    `view` (the opened view, the area's header), else the first of `spots` (the edition's,
    the best first) inside `bounds` clear of the view and of `keep` (cards in hand,
    buttons), else the one of them clear of the view that covers the least of `keep`."""
    if zoom.collidelist(view) < 0:
        return zoom
    fits = [s for s in spots if bounds.contains(s) and s.collidelist(view) < 0]

    def covered(spot: pygame.Rect) -> int:
        return sum(spot.clip(k).w * spot.clip(k).h for k in keep)

    return min(fits, key=covered) if fits else zoom


def beside(view: pygame.Rect, size: Size, bounds: pygame.Rect) -> list[pygame.Rect]:
    """Where a box `size` large stands beside an opened `view`: to its right, then to its
    left, level with its top (raised to stay inside `bounds`)."""
    right = pygame.Rect(view.right + GAP, view.y, *size)
    left = pygame.Rect(view.x - GAP - size[0], view.y, *size)
    for spot in (right, left):
        spot.bottom = min(spot.bottom, bounds.bottom - 4)
    return [right, left]


def over_under(view: pygame.Rect, box: pygame.Rect, bounds: pygame.Rect) -> list[pygame.Rect]:
    """Where `box` stands over an opened `view`, then under it, as near its own place across
    as `bounds` allow (for a view too wide to leave room beside it)."""
    over = pygame.Rect(box.x, view.y - GAP - box.h, *box.size)
    under = pygame.Rect(box.x, view.bottom + GAP, *box.size)
    for spot in (over, under):
        spot.x = min(max(spot.x, bounds.x + 4), bounds.right - 4 - spot.w)
    return [over, under]
