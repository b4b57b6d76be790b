"""Card surfaces for the Arena: faces from the engine's card data, backs, dimmed faces.

Faces are drawn once at `layout.CARD` and scaled by nodes; the hover preview gets its own
larger drawing. Every surface this bank hands out is remembered with the card it shows, so
tests can ask which card a drawn node shows (`card_of`) and prove nothing hidden is drawn.
"""

from __future__ import annotations

import math
from collections import deque

import pygame

from desktop.render import CardRenderer
from desktop.render.kit import GameArt
from desktop.render.prewarm import draw_queued
from desktop.screens.ragers import layout
from desktop.screens.ragers.art import RagersArt
from engine.games.ragers.data import CardData, Cheers
from engine.i18n import _, language

GAME = "ragers"


def card_art() -> GameArt:
    """The Arena's card designs, for a CardRenderer."""
    return RagersArt()


SIDE_DECK = {0: "acc", 1: "def"}


def wants(data: CardData, cheers: Cheers) -> str:
    """What a cheers card asks for: "Basher + Deadeye, no Veteran"."""
    text = " + ".join(data.kinds[k].name for k in cheers.requires)
    if cheers.forbids:
        text += _(", no {kind}").format(kind=data.kinds[cheers.forbids].name)
    return text


class ArenaFaces:
    def __init__(self, data: CardData, renderer: CardRenderer | None = None) -> None:
        self.data = data
        self.renderer = renderer or CardRenderer(arts=(card_art(),))
        self._surfaces: dict[tuple, pygame.Surface] = {}
        #: id(surface) -> (card id or None for a back, the surface itself)
        self._shows: dict[int, tuple[str | None, pygame.Surface]] = {}
        self._queue: deque[str] = deque()
        #: the smallest text a card may show, in logical pixels (0: any): the table's, for
        #: the window it is shown in; a face leaves out what would show smaller
        self.least = 0

    # -- what a card says -------------------------------------------------------------------------

    def info(self, card: str) -> dict:
        """The engine's data for a card, in the renderer's terms."""
        data = self.data
        if card in data.patrons:
            patron = data.patrons[card]
            return {"title": patron.name, "text": _(patron.text), "forbids": patron.forbids}
        if card in data.cheers:
            cheers = data.cheers[card]
            return {
                "gp": cheers.gp,
                "requires": list(cheers.requires),
                "forbids": [cheers.forbids] if cheers.forbids else [],
            }
        kind = data.kinds[data.kind_of(card)]
        return {"gp": data.gp_of(card), "title": kind.name, "text": _(kind.text)}

    def name(self, card: str) -> str:
        if card in self.data.cheers:
            return _("Cheers: {wants}").format(wants=wants(self.data, self.data.cheers[card]))
        return self.data.name_of(card)

    # -- surfaces -----------------------------------------------------------------------------------

    @staticmethod
    def _key(*parts: object) -> tuple:
        # Faces print words: a table rebuilt in another language keeps this bank, not its words.
        return (*parts, language())

    def _remember(self, key: tuple, card: str | None, surf: pygame.Surface) -> pygame.Surface:
        self._surfaces[key] = surf
        self._shows[id(surf)] = (card, surf)
        return surf

    def least_at(self, scale: float) -> int:
        """The smallest text a surface shown at `scale` of its size may print."""
        return math.ceil(self.least / max(scale, 0.1) - 1e-6) if self.least else 0

    def face(
        self, card: str, size: tuple[int, int] = layout.CARD, scale: float = 1.0
    ) -> pygame.Surface:
        """`card`'s face drawn at `size`, to be shown at `scale` of it."""
        least = self.least_at(scale)
        key = self._key("face", card, size, least)
        surf = self._surfaces.get(key)
        if surf is None:
            info = {**self.info(card), "least": least} if least else self.info(card)
            surf = self._remember(key, card, self.renderer.face(card, size, GAME, info))
        return surf

    def dimmed(self, card: str, scale: float = 1.0) -> pygame.Surface:
        """The face, darkened and desaturated: a card you may not place now."""
        key = self._key("dim", card, self.least_at(scale))
        surf = self._surfaces.get(key)
        if surf is None:
            base = self.face(card, scale=scale)
            grey = pygame.transform.grayscale(base)
            surf = base.copy()
            grey.set_alpha(150)
            surf.blit(grey, (0, 0))
            surf.fill((150, 146, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
            surf = self._remember(key, card, surf)
        return surf

    def copied(
        self, card: str, kind: str, size: tuple[int, int] = layout.CARD, scale: float = 1.0
    ) -> pygame.Surface:
        """A Chancer wearing the look of the card it copies (its own side, its 0 GP)."""
        least = self.least_at(scale)
        key = self._key("copy", card, kind, size, least)
        surf = self._surfaces.get(key)
        if surf is None:
            side = card.split("-")[0]
            copied = self.data.kinds[kind]
            info = {
                "gp": 0,
                "title": _("Chancer: {kind}").format(kind=copied.name),
                "text": _("A Chancer copying the {kind} opposite. Worth 0 GP.").format(
                    kind=copied.name
                ),
            }
            if least:
                info["least"] = least
            look = self.renderer.face(f"{side}-{kind}-1", size, GAME, info)
            surf = self._remember(key, card, look)
        return surf

    def back(
        self, deck: str, size: tuple[int, int] = layout.CARD, scale: float = 1.0
    ) -> pygame.Surface:
        """deck: "acc", "def", "patron" or "cheers"."""
        least = self.least_at(scale)
        key = self._key("back", deck, size, least)
        surf = self._surfaces.get(key)
        if surf is None:
            surf = self._remember(key, None, self.renderer.back(GAME, size, deck, least))
        return surf

    def seat_back(self, seat: int) -> pygame.Surface:
        return self.back(SIDE_DECK[seat])

    def card_of(self, surface: pygame.Surface | None) -> tuple[bool, str | None]:
        """(is this one of our card surfaces, the card whose face it shows or None)."""
        if surface is None:
            return False, None
        found = self._shows.get(id(surface))
        if found is None or found[1] is not surface:
            return False, None
        return True, found[0]

    # -- drawing ahead ------------------------------------------------------------------------------

    def want(self, cards: list[str]) -> None:
        self._queue.extend(
            c
            for c in cards
            if self._key("face", c, layout.CARD, self.least_at(1.0)) not in self._surfaces
        )

    def want_all(self) -> None:
        cards = self.data.deck(0) + self.data.deck(1)
        self.want(cards + list(self.data.patrons) + list(self.data.cheers))

    def prewarm(self, budget_ms: float) -> int:
        return draw_queued(
            self._queue,
            lambda card: self._key("face", card, layout.CARD, self.least_at(1.0)) in self._surfaces,
            self.face,
            budget_ms,
        )

    def prewarm_all(self) -> None:
        for deck in ("acc", "def", "patron", "cheers"):
            self.back(deck)
        self.want_all()
        while self._queue:
            self.prewarm(1000.0)

    @property
    def queued(self) -> int:
        return len(self._queue)
