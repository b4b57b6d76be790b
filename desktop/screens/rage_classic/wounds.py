"""Damage cards in a T: each card that wounds a creature lies crosswise under it (seed 001:
"the damage card is placed sideways under the creature"), sticking out below and to both
sides, with the damage it marks on the part that shows. Hover one to zoom it.

Drawn before the creature's face, so the face covers the top of the crosswise cards.
"""

from __future__ import annotations

from typing import Any

import pygame

from desktop.screens.rage_classic.faces import base_id
from desktop.ui.theme import cut_line, render_text
from engine.i18n import _

WOUND = (200, 40, 40)
AGGRAVATED = (150, 30, 150)


#: the smallest text the table is drawn with (a window's `ccg_kit.stage.legible`)
LEAST_TEXT = 11


def band(size: tuple[int, int], text: int = LEAST_TEXT) -> int:
    """How much of the first crosswise card shows under the creature: room for its damage
    in text of at least `text`."""
    return max(14, size[1] // 7, text + 3)


def step(size: tuple[int, int]) -> int:
    """How much lower each further damage card lies."""
    return max(8, size[1] // 12)


def extent(size: tuple[int, int], count: int, text: int = LEAST_TEXT) -> int:
    """The height the T adds under a creature of `size` with `count` damage cards."""
    return 0 if count <= 0 else band(size, text) + step(size) * (count - 1) + 2


class DamageT:
    """Draws the crosswise damage cards of creatures, with its own cache of turned faces."""

    def __init__(self, faces: Any) -> None:
        self.faces = faces
        self._turned: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}
        self.min_text = LEAST_TEXT  # the stage's, for the window it is drawn in

    def turned(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        """A card's face turned a quarter, as wide as `size` is high plus an overhang."""
        key = (card, size)
        img = self._turned.get(key)
        if img is None:
            stick = max(4, size[0] // 14)  # the arms of the T, inside the gap between cards
            long_side = size[0] + 2 * stick
            face = self.faces.face(card, (round(long_side * 0.714), long_side))
            img = pygame.transform.rotate(face, 90)
            if len(self._turned) > 600:
                self._turned.clear()
            self._turned[key] = img
        return img

    def draw(
        self,
        surf: pygame.Surface,
        damage: list[dict[str, Any]],
        pos: tuple[int, int],
        size: tuple[int, int],
    ) -> tuple[list[tuple[pygame.Rect, str, str]], list[tuple[str, pygame.Rect]]]:
        """The creature's damage cards under a card at `pos` of `size`, the first one highest
        (it shows whole under the creature, each later one a strip below it). Returns what
        shows of each (rectangle, instance id, card id) and the labels drawn (text, rect):
        the first card's name and the damage the cards mark."""
        x, y = pos
        cards = [d for d in damage if isinstance(d.get("card"), str)]
        shows: list[tuple[pygame.Rect, str, str]] = []
        top = y + size[1]
        for i, d in reversed(list(enumerate(cards))):
            card = base_id(d["card"])
            img = self.turned(card, size)
            bottom = top + band(size, self.min_text) + step(size) * i
            rect = img.get_rect(midbottom=(x + size[0] // 2, bottom))
            surf.blit(img, rect)
            strip_top = top if i == 0 else bottom - step(size)
            shows.insert(
                0, (pygame.Rect(rect.x, strip_top, rect.w, bottom - strip_top), d["card"], card)
            )
        labels: list[tuple[str, pygame.Rect]] = []
        if not cards:
            return shows, labels
        first = shows[0][0]
        total = sum(int(d.get("amount", 0)) for d in cards)
        aggravated = any(d.get("aggravated") for d in cards)
        text_size = max(self.min_text, min(16, band(size, self.min_text) - 3))
        pill_text = (_("-{n} agg") if aggravated else "-{n}").format(n=total)
        pill_img = render_text(pill_text, text_size, (255, 255, 255), True)
        pill = pygame.Rect(0, 0, pill_img.get_width() + 8, band(size, self.min_text) - 2)
        pill.midright = (x + size[0] - 1, first.centery)
        pygame.draw.rect(surf, AGGRAVATED if aggravated else WOUND, pill, border_radius=5)
        surf.blit(pill_img, pill_img.get_rect(center=pill.center))
        labels.append((pill_text, pill))
        room = pill.x - x - 8  # the name stays within the creature's width
        if room >= 30 and text_size >= 13:  # on the smallest cards the zoom names it
            name = cut_line(self._name(cards[0]["card"]), text_size, room, bold=True)
            img = render_text(name, text_size, (250, 240, 225), True)
            back = pygame.Rect(x + 1, first.y + 1, img.get_width() + 6, first.h - 2)
            pygame.draw.rect(surf, (60, 20, 20), back, border_radius=4)
            r = surf.blit(img, img.get_rect(midleft=(back.x + 3, back.centery)))
            labels.append((name, r))
        return shows, labels

    @staticmethod
    def _name(iid: str) -> str:
        from desktop.screens.rage_classic.words import name

        return name(iid)
