"""What both CCG tables' layouts share (each edition's layout.py holds its own rectangles)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

import pygame

T = TypeVar("T")


def opponent_areas(band: pygame.Rect, count: int, gap: int) -> list[pygame.Rect]:
    """One rectangle per other pack, side by side across `band`, `gap` apart."""
    if count <= 0:
        return []
    w = (band.width - gap * (count - 1)) // count
    return [pygame.Rect(band.x + i * (w + gap), band.y, w, band.height) for i in range(count)]


@dataclass
class SteadyHand(Generic[T]):
    """A hand's layout that stands while cards only leave the hand: the cards left close up
    where they were, the next one in the place of the one played (re-laid, the hand left the
    place under the pointer empty or another card in it, and a second drag from there grabbed
    nothing, pl34a #9); a card come in lays the hand out afresh."""

    #: the seat and its hands' counts the kept layout was made for, and the layout
    kept: tuple[int, tuple[int, ...], T] | None = None

    def layout(self, seat: int, counts: tuple[int, ...], fresh: Callable[[], T]) -> T:
        """The kept layout while `seat`'s hands hold no more cards than when it was made,
        else `fresh()`, kept from now on."""
        kept = self.kept
        if (
            kept is not None
            and kept[0] == seat
            and len(kept[1]) == len(counts)
            and all(n <= was for n, was in zip(counts, kept[1], strict=True))
        ):
            self.kept = (seat, counts, kept[2])
            return kept[2]
        made = fresh()
        self.kept = (seat, counts, made)
        return made
