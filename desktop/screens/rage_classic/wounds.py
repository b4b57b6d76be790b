"""Damage cards in a T: each card that wounds a creature lies crosswise under it (seed 001:
"the damage card is placed sideways under the creature"), its arms sticking out to both sides
of the creature, with a plate over the creature's foot, above its numbers (and above its type
line where the face prints one there), that says the damage the cards mark. Hover an arm to zoom its card. It lies face down, a plain card: its
face's slivers beside the creature (a stat box, a word) read as fragments of another card.

The cards lie within the creature's height, never below it: a T under the creature drew its
plate lower than the neighbouring cards and made every card of the row smaller (issue 30).
Drawn before the creature's face (`behind`), the plate after it (`over`).
"""

from __future__ import annotations

from typing import Any

import pygame

from desktop.screens.rage_classic.faces import base_id
from desktop.ui.theme import cut_line, render_text
from engine.i18n import _

Size = tuple[int, int]

WOUND = (200, 40, 40)
AGGRAVATED = (150, 30, 150)
PLATE = (60, 20, 20)
#: a crosswise damage card's back and edge
CARD_BACK = (104, 30, 30)
CARD_EDGE = (170, 64, 54)


#: the smallest text the table is drawn with (a window's `ccg_kit.stage.legible`)
LEAST_TEXT = 11


def band(size: tuple[int, int], text: int = LEAST_TEXT) -> int:
    """How tall a creature's damage plate is: room for its damage in text of at least
    `text`."""
    return max(14, size[1] // 7, text + 3)


def step(size: tuple[int, int]) -> int:
    """How much higher each further damage card lies: a strip of its arms to hover (it zooms
    the card)."""
    return max(5, size[1] // 36)


def _fits(text: str, size: int, width: int) -> bool:
    """`text`, bold at `size`, is drawn whole within `width` pixels."""
    return cut_line(text, size, width, bold=True) == text


class DamageT:
    """Draws the crosswise damage cards of creatures, with its own cache of turned faces."""

    def __init__(self, faces: Any) -> None:
        self.faces = faces
        self._turned: dict[tuple[int, int], pygame.Surface] = {}
        self.min_text = LEAST_TEXT  # the stage's, for the window it is drawn in

    def turned(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        """A card lying crosswise under a creature of `size`, plain (its face is the zoom's),
        as wide as the creature plus an overhang each side."""
        key = size  # one plain card for every damage card of a size
        img = self._turned.get(key)
        if img is None:
            stick = max(4, size[0] // 14)  # the arms of the T, inside the gap between cards
            long_side = size[0] + 2 * stick
            img = pygame.Surface((long_side, round(long_side * 0.714)), pygame.SRCALPHA)
            radius = max(3, long_side // 24)
            pygame.draw.rect(img, CARD_BACK, img.get_rect(), border_radius=radius)
            pygame.draw.rect(img, CARD_EDGE, img.get_rect(), 2, border_radius=radius)
            if len(self._turned) > 600:
                self._turned.clear()
            self._turned[key] = img
        return img

    def behind(
        self, surf: pygame.Surface, damage: list[dict[str, Any]], pos: tuple[int, int], size: Size
    ) -> list[tuple[pygame.Rect, str, str]]:
        """The creature's damage cards behind a card at `pos` of `size`: the first one level
        with its foot, each later one a step higher (its arms' top strip shows above the one
        before). What shows of each (rectangle, instance id, card id), the first first."""
        x, y = pos
        cards = [d for d in damage if isinstance(d.get("card"), str)]
        shows: list[tuple[pygame.Rect, str, str]] = []
        for i, d in reversed(list(enumerate(cards))):
            card = base_id(d["card"])
            img = self.turned(card, size)
            rect = img.get_rect(midbottom=(x + size[0] // 2, y + size[1] - step(size) * i))
            surf.blit(img, rect)
            strip = rect if i == 0 else pygame.Rect(rect.x, rect.y, rect.w, step(size))
            shows.insert(0, (strip, d["card"], card))
        return shows

    def over(
        self, surf: pygame.Surface, damage: list[dict[str, Any]], pos: tuple[int, int], size: Size,
        foot: int,
    ) -> list[tuple[str, pygame.Rect]]:  # fmt: skip
        """The damage plate over a creature's face at `pos` of `size`, its bottom `foot` below
        the face's top (its numbers' top: they stay in sight, as its name does); the labels
        drawn."""
        first = band(size, self.min_text)
        text_size = max(self.min_text, min(16, first - 3))
        plate = pygame.Rect(pos[0], pos[1] + foot - (first - 2), size[0], first - 2)
        return self.plate(surf, damage, plate, text_size)

    def plate(
        self, surf: pygame.Surface, damage: list[dict[str, Any]], plate: pygame.Rect, text_size: int
    ) -> list[tuple[str, pygame.Rect]]:
        """The plate that sums up a creature's `damage` in `plate` (text `text_size` at most);
        the labels drawn. The table draws it over the creature's foot, an opened area under
        the creature's face."""
        labels: list[tuple[str, pygame.Rect]] = []
        cards = [d for d in damage if isinstance(d.get("card"), str)]
        if not cards:
            return labels
        total = sum(int(d.get("amount", 0)) for d in cards)
        worse = sum(int(d.get("amount", 0)) for d in cards if d.get("aggravated"))
        aggravated = worse == total  # every point of it (colours the plate)
        # One plate over the creature's width, so no card art shows between the words (the
        # T's arms still show beside it), and its words whole ("Raki… -3 agg" was cut): the
        # total in words where they fit, the first card's name only where it fits too.
        # (a card too narrow for "aggravated" at a readable size says "scar", a whole word
        # the tooltip explains: "-1 agg" was a cut one; the plate is never wider than its card)
        # (some of it aggravated: how much, as the log says; "-4 aggravated" for 1 aggravated
        # point and 3 plain ones read as 4 aggravated, pl35 #10)
        texts = (
            [_("-{n} aggravated damage"), _("-{n} aggravated"), _("-{n} scar")]
            if aggravated
            else [
                _("-{n} damage, {m} aggravated"),
                _("-{n}, {m} aggravated"),
                _("-{n} damage"),
                "-{n}",
            ]
            if worse
            else [_("-{n} damage"), "-{n}"]
        )
        said = [t.format(n=total, m=worse) for t in texts]
        sizes = range(text_size, max(self.min_text, min(text_size, 13)) - 1, -1)
        total_text, text_size = next(
            ((t, n) for t in said for n in sizes if _fits(t, n, plate.w - 4)),
            (said[-1], text_size),
        )
        name = self._name(cards[0]["card"])
        # the name beside the longest total in words that leaves it room, never beside "scar"
        # or a bare "-2" (the word before the name: a bare number had no tooltip to explain
        # it; hovering the card zooms it, name and all); only a lone card's name, since beside
        # a sum of several cards it read as that card's damage
        worded = said[:-1] if len(cards) == 1 else []
        named = next((t for t in worded if _fits(f"{name} {t}", text_size, plate.w - 14)), None)
        if named is not None:
            total_text = named
        total_img = render_text(total_text, text_size, (255, 255, 255), True)
        pill = plate.copy()
        if named is not None:
            pill.w = min(plate.w, total_img.get_width() + 8)
            pill.topright = plate.topright
            pygame.draw.rect(surf, PLATE, plate, border_radius=4)
            img = render_text(name, text_size, (250, 240, 225), True)
            labels.append(
                (name, surf.blit(img, img.get_rect(midleft=(plate.x + 3, plate.centery))))
            )
        pygame.draw.rect(surf, AGGRAVATED if aggravated else WOUND, pill, border_radius=4)
        labels.append((total_text, surf.blit(total_img, total_img.get_rect(center=pill.center))))
        return labels

    @staticmethod
    def _name(iid: str) -> str:
        from desktop.screens.rage_classic.words import name

        return name(iid)
