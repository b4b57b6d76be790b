"""Contact sheets: many cards laid out in a grid on one surface (for the gallery)."""

from __future__ import annotations

import pygame

from .renderer import CardRenderer

SHEET_BG = (46, 84, 62)  # table felt, so the cards are judged on the colour they sit on
BACK_PREFIX = "back:"


def render_sheet(
    renderer: CardRenderer,
    card_ids: list[str],
    game: str,
    size: tuple[int, int],
    columns: int,
    gap: int | None = None,
    background=SHEET_BG,
) -> pygame.Surface:
    """Cards of ``game`` at ``size`` in rows of ``columns``.

    An id of the form ``back:DECK`` draws that deck's back (``back:`` alone: the default).
    """
    columns = max(1, columns)
    gap = max(2, size[0] // 10) if gap is None else gap
    rows = max(1, -(-len(card_ids) // columns))
    w = columns * size[0] + (columns + 1) * gap
    h = rows * size[1] + (rows + 1) * gap
    sheet = pygame.Surface((w, h))
    sheet.fill(background)
    for i, cid in enumerate(card_ids):
        if cid.startswith(BACK_PREFIX):
            card = renderer.back(game, size, cid.removeprefix(BACK_PREFIX))
        else:
            card = renderer.face(cid, size, game)
        col, row = i % columns, i // columns
        sheet.blit(card, (gap + col * (size[0] + gap), gap + row * (size[1] + gap)))
    return sheet
