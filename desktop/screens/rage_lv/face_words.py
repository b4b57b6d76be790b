"""Where a relaunch face prints its keyword and type lines ("FEMALE · FRENZY 2", "FLEX · NEW
MOON"), for the glossary's tooltips over a card's zoom and the combat view's large faces
(issue 30: the glossary explained Frenzy, Flex and the moons, but no face's line reached
it). Found by drawing the face once more with the design's trace on, as it is drawn for the
table (the same size, side and smallest text)."""

from __future__ import annotations

import pygame

from desktop.render.ids import UnknownCard
from desktop.render.paint import SUPERSAMPLE
from desktop.render.renderer import CardRenderer
from desktop.screens.rage_lv.art import CcgArt
from desktop.screens.rage_lv.art_data import build_face
from desktop.screens.rage_lv.faces import GAME
from engine.i18n import language

#: the trace's kinds that are a line of keywords or types
WORD_KINDS = ("keywords", "type")

Lines = list[tuple[str, pygame.Rect]]


class FaceWords:
    """A face's keyword and type lines and where (in the face's pixels), each face drawn
    once per language."""

    def __init__(self) -> None:
        self._design = CcgArt()
        self._design.trace = []
        self._renderer = CardRenderer(arts=(self._design,))
        self._found: dict[tuple[object, ...], Lines] = {}
        self._cut: dict[tuple[object, ...], bool] = {}

    def lines(self, card_id: str, size: tuple[int, int], crinos: bool, least: int) -> Lines:
        key = (card_id, size, crinos, least, language())
        found = self._found.get(key)
        if found is None:
            trace = self._design.trace
            assert trace is not None
            trace.clear()
            fid = card_id + ("#crinos" if crinos else "")
            self._renderer.face(fid, size, GAME, {"least": least} if least else None)
            found = [(t.text, _shown(t.used)) for t in trace if t.kind in WORD_KINDS and t.text]
            self._found[key] = found
            self._cut[key] = any(t.kind == "text" and t.truncated for t in trace)
        return found

    def whole_text(
        self, card_id: str, size: tuple[int, int], crinos: bool, least: int
    ) -> list[str]:
        """A face's rules text and flavour in full where the face cut them short ("Grey from
        muzzle to tail, and still the first …" even in the zoom, issue 30), else none."""
        self.lines(card_id, size, crinos, least)
        if not self._cut[(card_id, size, crinos, least, language())]:
            return []
        pool = self._design.pool
        try:
            card = pool.card(card_id)
        except UnknownCard:
            return []
        face = build_face(pool, card, "crinos" if crinos else "breed", 0)
        return [part for part in (face.rules, face.flavor) if part]

    def at(
        self,
        card_id: str,
        size: tuple[int, int],
        crinos: bool,
        least: int,
        topleft: tuple[int, int],
    ) -> Lines:
        """The lines where the face stands on the table, its top left at `topleft`."""
        return [(words, r.move(topleft)) for words, r in self.lines(card_id, size, crinos, least)]


def _shown(drawn: pygame.Rect) -> pygame.Rect:
    """A rect of the design's supersampled canvas in the face's own pixels."""
    s = SUPERSAMPLE
    return pygame.Rect(drawn.x // s, drawn.y // s, -(-drawn.w // s), -(-drawn.h // s))
