"""Card surfaces for the original Rage table (desktop.screens.ccg_kit.faces) at the sizes it
shows; creatures are drawn bare (the table draws their live numbers)."""

from __future__ import annotations

import pygame

from desktop.screens.ccg_kit.faces import CardFaces
from desktop.screens.ccg_kit.stage import base_id
from desktop.screens.rage_classic.art import name_whole
from engine.games.rage_classic.cards import cards
from engine.i18n import language

GAME = "rage-classic"

TINY = (62, 86)
SMALL = (84, 117)
HAND = (112, 156)
BIG = (168, 235)
Size = tuple[int, int]
ZOOM = (300, 420)
#: a hand card's name takes up to three lines, its picture the smaller ("The / Drowned…" was
#: cut on two at 1280x720, issue 30)
HAND_LINES = 3


class ClassicFaces(CardFaces):
    game = GAME
    card_sizes = (TINY, SMALL, HAND)
    creature_sizes = (TINY, SMALL, HAND, BIG)
    bare_creatures = True
    back_sizes = (TINY, SMALL, HAND)
    art_module, art_class = "desktop.screens.rage_classic.art", "ClassicArt"

    def warm(self, card_id: str, size: Size, crinos: bool, bare: bool) -> None:
        super().warm(card_id, size, crinos, bare)
        if not bare and size in (HAND, SMALL):  # a card in a row, its name on two lines
            self.named(card_id, size)
        if not bare and size == HAND:  # in hand, on up to three
            self.named(card_id, size, lines=HAND_LINES)

    def named(
        self,
        card_id: str,
        size: tuple[int, int],
        crinos: bool = False,
        bare: bool = False,
        lines: int = 2,
        even: bool = False,
    ) -> pygame.Surface:
        """A face whose name takes up to `lines` lines where one would cut it, for where the
        table has the room (its hands, its rows, the Juntas panel: "Lightning…", "Keeper
        Ashgr…", "Cou…" named no card, issue 30); `even`: at one size whatever its length
        (`art.name_labels`)."""
        known = self.extra.get(card_id) or cards().get(card_id)
        if known is None or (not even and name_whole(known.name, size[0], self.least)):
            return self.face(card_id, size, crinos, bare)  # one line holds it: the face drawn ahead
        key = (card_id, size, crinos, bare, lines, even, language(), self.least)
        surf = self._faces.get(key)
        if surf is None:
            fid = card_id + ("#crinos" if crinos else "") + ("#bare" if bare else "")
            info = {
                **(self.own(card_id) or {}),
                "least": self.least,
                "name_lines": lines,
                "name_even": even,
            }
            surf = self.renderer.face(fid, size, self.game, info)
            self._faces[key] = surf
            self._shows[id(surf)] = (card_id, surf)
        return surf


card_art = ClassicFaces.art  # the designs, for a CardRenderer

__all__ = ["BIG", "GAME", "HAND", "SMALL", "TINY", "ZOOM", "ClassicFaces", "base_id", "card_art"]
