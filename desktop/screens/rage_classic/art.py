"""The original Rage CCG's card faces and backs (`rage-classic`), drawn from the engine's card
data: a frame in the colour of the card's family, the name, the type line, the printed numbers
in boxes on the face (Renown, Rage, Gnosis, Health; a Combat card's Damage and Block; a Caern's
Gauntlet) and, on faces wide enough, the rules text.

`info={"card": card}` draws an engine Card that is not in the shipped pool (a player's own).
`"<id>#crinos"` draws a Character's Crinos side; `#bare` leaves the number boxes out (the
table draws a creature's live numbers there); `info={"name_lines": 2}` lets a name that one line
would cut take two (a hand's faces). Backs: decks "sept", "combat", "character".
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from desktop.render.kit import Kit
from desktop.screens.ccg_kit.art import art_window
from desktop.screens.ccg_kit.art_style import seed_of
from desktop.screens.rage_classic.art_rules import art_of, style_of
from desktop.ui import text_cache
from desktop.ui.theme import render_text, wrap
from engine.ccg.sentences import shown_data
from engine.games.rage_classic.cards import shown_text
from engine.games.rage_classic.vocab import TYPE_LABELS
from engine.i18n import _

log = logging.getLogger(__name__)

GAME = "rage-classic"
DECKS = ("sept", "combat", "character")
TEXT_MIN_WIDTH = 150

#: frame colour per card family
FAMILY = {
    "gaia": (46, 104, 64),
    "wyrm": (92, 48, 104),
    "rogue": (96, 88, 60),
    "prey": (128, 70, 40),
    "resource": (110, 86, 44),
    "open": (40, 84, 120),
    "junta": (44, 60, 130),
    "battlefield": (90, 90, 90),
    "combat": (140, 40, 40),
}
BACKS = {"sept": (30, 70, 44), "combat": (110, 28, 28), "character": (40, 40, 70)}
PAPER = (236, 228, 208)
INK = (26, 22, 18)
STAT_BG = {
    "R": (214, 178, 60),
    "Rg": (190, 50, 40),
    "Gn": (60, 110, 190),
    "H": (60, 150, 80),
    "D": (190, 50, 40),
    "B": (90, 90, 110),
    "G": (120, 90, 170),
}


def family(card: Any) -> str:
    t = card.type
    if t in ("character", "ally"):
        return card.allegiance if card.allegiance in FAMILY else "gaia"
    if t in ("enemy", "victim"):
        return "prey"
    if t in ("caern", "equipment", "realm", "territory"):
        return "resource"
    if t in ("moot", "board-meeting"):
        return "junta"
    if t == "battlefield":
        return "battlefield"
    if t in ("combat-action", "combat-event"):
        return "combat"
    return "open"


def printed_stats(card: Any, crinos: bool = False) -> list[tuple[str, int]]:
    """The numbers a face prints in boxes: (key, value)."""
    if card.is_creature:
        side = card.side(crinos)
        return [("R", card.renown), ("Rg", side.rage), ("Gn", side.gnosis), ("H", side.health)]
    out: list[tuple[str, int]] = []
    if card.type == "combat-action":
        if card.rage >= 0:
            out.append(("Rg", card.rage))
        if card.damage:
            out.append(("D", card.damage))
        if card.block:
            out.append(("B", card.block))
    elif card.type == "caern":
        out.append(("G", card.gauntlet))
    elif card.type in ("rite", "moot", "board-meeting", "battlefield"):
        out.append(("R", card.renown))
    elif card.gnosis >= 0 and card.type in ("gift", "equipment"):
        out.append(("Gn", card.gnosis))
    return out


def _text(text: str, size: int, color: Any, width: int, bold: bool = False) -> pygame.Surface:
    surf = render_text(text, size, color, bold)
    while surf.get_width() > width and len(text) > 2:
        text = text[:-2].rstrip() + "…"
        surf = render_text(text, size, color, bold)
    return surf


def name_room(card_w: int, least: int = 0) -> tuple[int, int]:
    """The text size of the name band on a face `card_w` wide, and the width its name has."""
    pad = max(3, card_w // 24)
    return max(10, least, min(26, card_w // 7)), card_w - 2 * pad - 6


def _smallest(size: int, least: int) -> int:
    """The least size a name takes before it is cut: two thirds of its band's, never under
    `least`."""
    return max(10, least, size * 2 // 3)


def name_whole(name: str, card_w: int, least: int = 0, lines: int = 1) -> bool:
    """Whether a card's name prints whole on a face `card_w` wide, on up to `lines` lines as
    `_name_lines` wraps it (else it ends in "…")."""
    size, width = name_room(card_w, least)
    smallest = _smallest(size, least)
    if render_text(name, smallest, INK, True).get_width() <= width:
        return True
    wrapped = _name_wrap(name, smallest, width) if lines > 1 else [name]
    fits = (render_text(line, smallest, INK, True).get_width() <= width for line in wrapped)
    return len(wrapped) <= lines and all(fits)


def _name_text(name: str, size: int, width: int, least: int = 0) -> pygame.Surface:
    """A card's name as large as it shows whole, down to two thirds of `size` (the name is
    what a player reads a card by: cut, "Ysolde Am…" named no card) but never under `least`;
    longer still, cut (the zoom has it whole)."""
    smallest = _smallest(size, least)
    for s in range(size, smallest - 1, -1):
        surf = render_text(name, s, INK, True)
        if surf.get_width() <= width:
            return surf
    # cut at the smallest size, as its neighbours that fit print: more of it shows
    return _text(name, smallest, INK, width, bold=True)


def _name_lines(name: str, size: int, width: int, least: int, most: int) -> list[pygame.Surface]:
    """A card's name on one line as `_name_text` prints it, or where that cuts it and `most`
    allows, wrapped on up to `most` lines as large as they fit (a hand's faces: "Lightning…"
    named no card, issue 30); what still does not fit is cut on its last line."""
    smallest = _smallest(size, least)
    if most < 2 or render_text(name, smallest, INK, True).get_width() <= width:
        return [_name_text(name, size, width, least)]
    for s in range(size, smallest - 1, -1):
        lines = _name_wrap(name, s, width)
        if len(lines) <= most and all(
            render_text(line, s, INK, True).get_width() <= width for line in lines
        ):
            return [render_text(line, s, INK, True) for line in lines]
    lines = _name_wrap(name, smallest, width)
    rest = "".join(a if a.endswith("-") else a + " " for a in lines[most - 1 :]).strip()
    shown = [*lines[: most - 1], rest]
    return [_text(line, smallest, INK, width, bold=True) for line in shown]


def name_labels(
    name: str, card_w: int, least: int = 0, lines: int = 1, even: bool = False
) -> tuple[int, list[pygame.Surface]]:
    """A face `card_w` wide's name band text size and its name's lines (`_name_lines`);
    `even`: at the least size a name takes before it is cut, whatever its length, so the
    bands of a creature's attachments print alike ("Woven Hide" large over "Rite of
    Mourning" small read as two kinds of label, issue 30)."""
    size, width = name_room(card_w, least)
    if even:
        small = _smallest(size, least)
        return size, _name_lines(name, small, width, small, lines)
    return size, _name_lines(name, size, width, least, lines)


def name_band(name: str, card_w: int, least: int = 0, lines: int = 1, even: bool = False) -> int:
    """How tall the name band of a face `card_w` wide stands, its name on up to `lines`."""
    size, shown = name_labels(name, card_w, least, lines, even)
    return size + 6 + sum(label.get_height() for label in shown[1:])


def _name_wrap(name: str, size: int, width: int) -> list[str]:
    """A name's lines within `width`, broken at spaces and after hyphens ("Shield-" over
    "Brother")."""
    lines: list[str] = []
    for piece in name.replace("-", "- ").split():
        last = lines[-1] if lines else ""
        joined = last + piece if last.endswith("-") else f"{last} {piece}".strip()
        if last and render_text(joined, size, INK, True).get_width() > width:
            lines.append(piece)
        elif lines:
            lines[-1] = joined
        else:
            lines.append(joined)
    return lines


@lru_cache(maxsize=512)
def stat_box(key: str, value: int | str, size: int) -> pygame.Surface:
    """One number in its coloured box (also drawn live on the table's cards), wider for a
    longer one ("3/7": Health left of 7)."""
    label = render_text(f"{value}", size, (255, 255, 255), True)
    w = max(size * 2, size + 6, label.get_width() + 6)
    box = pygame.Surface((w, size + 6), pygame.SRCALPHA)
    pygame.draw.rect(box, STAT_BG.get(key, (80, 80, 80)), box.get_rect(), border_radius=4)
    pygame.draw.rect(box, (20, 20, 20), box.get_rect(), 1, border_radius=4)
    box.blit(label, label.get_rect(center=box.get_rect().center))
    return box


@dataclass(frozen=True)
class FaceParts:
    """Where a face's parts stand (`face_parts`)."""

    inner: pygame.Rect  # within the frame
    name_size: int
    labels: list[pygame.Surface]  # the name's lines
    band: pygame.Rect  # the name band
    art: pygame.Rect  # the picture's window
    kind: pygame.Surface | None  # the type line at the window's foot (None: not printed)
    stats: list[tuple[str, int]]
    stat_size: int
    text_size: int
    texted: bool  # the rules text printed

    def type_top(self) -> int | None:
        """How far below the face's top the type line's strip begins (None: no type line)."""
        return None if self.kind is None else self.art.bottom - self.kind.get_height() - 2


def face_parts(
    card: Any,
    size: tuple[int, int],
    crinos: bool = False,
    bare: bool = False,
    least: int = 0,
    name_lines: int = 1,
    even: bool = False,
) -> FaceParts:
    """Where a face of `size` lays out its name band, picture and type line: `ClassicArt`
    draws them there, and the table keeps its damage plate off the type line (at 1920x1080
    "-1 damage" lay over "Enemy", issue 30)."""
    w, h = size
    pad = max(3, w // 24)
    inner = pygame.Rect(0, 0, w, h).inflate(-2 * pad, -2 * pad)
    # no "(Crinos)" after the name: the type line says Crinos, and the suffix cut a name
    # as long as "Keeper Ashgrove" on the combat view's largest card (issue 30)
    name_size, labels = name_labels(card.name, w, least, name_lines, even)
    high = sum(label.get_height() for label in labels[1:])
    band = pygame.Rect(inner.x, inner.y, inner.w, name_size + 6 + high)
    # the art window: the card's faction field and its picture from the icon set
    art = pygame.Rect(inner.x, band.bottom + 2, inner.w, int(h * 0.36))
    # "#bare": the table prints a creature's live numbers at the foot instead
    stats = [] if bare else printed_stats(card, crinos)
    stat_size = max(9, least, min(20, w // 9))
    box_h = stat_size + 6
    text_size = max(10, min(18, w // 14))
    # rules text (and its keywords a size smaller) where it prints at `least` or more
    texted = w >= TEXT_MIN_WIDTH and text_size - 1 >= least
    if not texted:
        # no rules text at this size: the picture takes the room down to the numbers (a
        # bare face's two rows the table prints): an empty white box looked broken
        foot = 2 * box_h + 10 if bare else box_h + 6 if stats else max(6, h // 14)
        art.h = max(art.h, inner.bottom - foot - art.y)
    type_size = max(9, min(20, w // 10))
    kind = _(TYPE_LABELS.get(card.type, card.type))
    if card.type == "character":
        kind = "Crinos" if crinos else kind
    # a longer label (Portuguese "Evento de Combate") takes a smaller size before "…"
    fit = next(
        (
            px
            for px in range(type_size, max(8, type_size * 3 // 4) - 1, -1)
            if render_text(kind, px, (255, 255, 255), True).get_width() <= art.w - 6
        ),
        max(8, type_size * 3 // 4),
    )
    shown = _text(kind, fit, (255, 255, 255), art.w - 6, bold=True) if fit >= least else None
    return FaceParts(
        inner, name_size, labels, band, art, shown, stats, stat_size, text_size, texted
    )


class ClassicArt:
    games: tuple[str, ...] = (GAME,)

    def __init__(self) -> None:
        self._cards: dict[str, Any] | None = None

    def cards(self) -> dict[str, Any]:
        if self._cards is None:
            try:
                from engine.games.rage_classic.cards import cards

                self._cards = dict(cards())
            except Exception:  # pragma: no cover - a broken install draws placeholders
                log.exception("rage-classic card data could not be loaded")
                self._cards = {}
        return self._cards

    def card_ids(self, game: str) -> list[str]:
        order = ("character", "ally", "enemy", "victim", "caern", "equipment", "realm")
        return sorted(
            self.cards(),
            key=lambda i: (order.index(t) if (t := self.cards()[i].type) in order else 9, i),
        )

    def decks(self, game: str) -> list[str]:
        return list(DECKS)

    def face(
        self, kit: Kit, game: str, card_id: str, size: tuple[int, int], info: dict | None
    ) -> pygame.Surface:
        cid, *sides = card_id.split("#")
        card = (info or {}).get("card") or self.cards().get(cid)
        surf = pygame.Surface(size, pygame.SRCALPHA)
        if card is None:
            pygame.draw.rect(surf, (80, 80, 80), surf.get_rect(), border_radius=6)
            surf.blit(_text(cid, 12, (255, 255, 255), size[0] - 6), (4, 4))
            return surf
        least = int((info or {}).get("least", 0))
        lines = int((info or {}).get("name_lines", 1))
        even = bool((info or {}).get("name_even"))
        self._draw(kit, surf, card, "crinos" in sides, "bare" in sides, least, lines, even)
        return surf

    def _draw(
        self,
        kit: Kit,
        surf: pygame.Surface,
        card: Any,
        crinos: bool,
        bare: bool = False,
        least: int = 0,
        name_lines: int = 1,
        even: bool = False,
    ) -> None:
        """The face; with a `least` text size, what would print smaller is left to the card's
        zoom (the name prints at that size, on up to `name_lines` lines, cut if it must be;
        `even`: at `name_labels`' one size)."""
        w, h = surf.get_size()
        frame = FAMILY[family(card)]
        radius = max(4, w // 16)
        pygame.draw.rect(surf, frame, surf.get_rect(), border_radius=radius)
        parts = face_parts(card, (w, h), crinos, bare, least, name_lines, even)
        inner, band, art, labels = parts.inner, parts.band, parts.art, parts.labels
        pygame.draw.rect(surf, PAPER, band, border_radius=3)
        y = band.y + (parts.name_size + 6 - labels[0].get_height()) // 2
        for label in labels:
            surf.blit(label, (band.x + 3, y))
            y += label.get_height()
        stats, stat_size, box_h = parts.stats, parts.stat_size, parts.stat_size + 6
        text_size, texted = parts.text_size, parts.texted
        style = style_of(card)
        picture = art_of(card, crinos)
        beast = crinos and card.two_sided
        size = art.size

        def window() -> pygame.Surface:
            # seeded by the picture, not the card: cards showing the same picture in the same
            # field share one window (drawn once, kept in the App's bounded memo)
            return art_window(
                kit.icons,
                size,
                style,
                picture,
                seed_of(style.key + picture),
                w / 100,
                crinos=beast,
                radius=3,
            )

        art_key = ("classic art window", style.key, picture, tuple(size), beast)
        surf.blit(text_cache.active().piece(art_key, window), art)
        if crinos:
            pygame.draw.rect(surf, (220, 60, 40), art, 2, border_radius=3)
        tl = parts.kind
        if tl is not None:  # else the frame's colour says the family; the zoom says the type
            # at the foot of the window on a dark band, readable over any picture: the table
            # puts its badges (wounds, frenzy, alpha) at the window's top
            strip = pygame.Rect(art.x, art.bottom - tl.get_height() - 2, art.w, tl.get_height() + 2)
            shade = pygame.Surface(strip.size, pygame.SRCALPHA)
            shade.fill((*style.dark, 200))
            surf.blit(shade, strip)
            surf.blit(tl, tl.get_rect(midbottom=(art.centerx, art.bottom - 1)))
        # the body: rules text where it fits
        body = pygame.Rect(inner.x, art.bottom + 2, inner.w, inner.bottom - art.bottom - 2)
        pygame.draw.rect(surf, PAPER, body, border_radius=3)
        if texted:
            words = card.keywords and " · ".join(shown_data(k) for k in card.keywords[:4])
            # printed bold, so wrapped by bold widths (else a line runs over the frame)
            lines = wrap(words, text_size - 1, body.w - 8, bold=True) if words else []
            y = body.y + 3
            for keyword_line in lines[:2]:
                s = render_text(keyword_line, text_size - 1, (90, 60, 30), True)
                surf.blit(s, (body.x + 4, y))
                y += s.get_height()
            # bare: the table's live numbers take two rows of boxes at the foot
            limit = body.bottom - (2 * box_h + 10 if bare else box_h + 6)
            text = shown_text(card.text) or shown_data(card.flavor)
            # a longer text (another language, a wordy card) takes a smaller size before it is
            # cut short: a third smaller at most, so that it stays readable
            shown: list[str | pygame.Surface] = []
            for fit_size in range(text_size, max(9, least, text_size * 2 // 3) - 1, -1):
                shown = list(wrap(text, fit_size, body.w - 8))
                height = render_text("Ag", fit_size, INK).get_height()
                room = max(0, (limit - y) // max(1, height))
                if len(shown) <= room:
                    break
            text_size = fit_size
            if len(shown) > room and room:
                # what does not fit ends in "…": the zoom shows the whole text
                shown = shown[: room - 1] + [
                    _text(f"{shown[room - 1]} …", text_size, INK, body.w - 8)
                ]
            for line in shown[:room]:
                s = line if isinstance(line, pygame.Surface) else render_text(line, text_size, INK)
                surf.blit(s, (body.x + 4, y))
                y += height
        boxes = [stat_box(key, value, stat_size) for key, value in stats]
        if least and sum(b.get_width() + 3 for b in boxes) + 3 > body.w:
            boxes = []  # all the numbers or none (the zoom has them): a few would mislead
        x = body.x + 3
        for box in boxes:
            if x + box.get_width() > body.right:
                break
            surf.blit(box, (x, body.bottom - box.get_height() - 3))
            x += box.get_width() + 3

    def back(
        self, kit: Kit, game: str, size: tuple[int, int], deck: str, least: int = 0
    ) -> pygame.Surface:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        w, h = size
        r, g, b = BACKS.get(deck, BACKS["character"])
        for y in range(h):  # a dark-to-light wash, so the back has depth
            k = y / max(1, h - 1)
            shade = (
                int(r * (0.55 + 0.6 * k)),
                int(g * (0.55 + 0.6 * k)),
                int(b * (0.55 + 0.6 * k)),
            )
            pygame.draw.line(surf, tuple(min(255, c) for c in shade), (0, y), (w, y))
        gold = (210, 180, 90)
        inner = surf.get_rect().inflate(-max(6, w // 6), -max(6, w // 6))
        for i in range(0, inner.w + inner.h, max(6, w // 10)):  # a woven lattice
            pygame.draw.line(surf, (*gold, 60), (inner.x + i, inner.y), (inner.x, inner.y + i))
        pygame.draw.rect(surf, gold, inner, 2, border_radius=6)
        radius = max(4, w // 5)
        pygame.draw.circle(surf, (20, 16, 12), inner.center, radius)
        pygame.draw.circle(surf, gold, inner.center, radius, 2)
        pygame.draw.circle(
            surf, (240, 230, 200), (inner.centerx + radius // 3, inner.centery), radius * 2 // 3
        )
        pygame.draw.circle(
            surf, (20, 16, 12), (inner.centerx + radius * 2 // 3, inner.centery), radius * 2 // 3
        )
        mask = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(4, w // 16))
        surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        return surf
