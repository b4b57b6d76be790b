"""The toy game's card designs: six numbered cards and a back."""

from __future__ import annotations

import pygame

from desktop.render.kit import Kit

COLOURS = [
    (200, 60, 60),
    (60, 160, 90),
    (60, 90, 200),
    (220, 180, 40),
    (150, 80, 190),
    (40, 170, 180),
]


class ToyArt:
    games: tuple[str, ...] = ("toy-seam",)

    def card_ids(self, game: str) -> list[str]:
        return [f"toy-{n}" for n in range(1, 7)]

    def face(
        self, kit: Kit, game: str, card_id: str, size: tuple[int, int], info: dict | None
    ) -> pygame.Surface:
        n = int(card_id.split("-")[1])
        surf = pygame.Surface(size, pygame.SRCALPHA)
        r, g, b = COLOURS[n - 1]
        for y in range(size[1]):  # a gradient, so the face is not one flat colour
            shade = y * 60 // size[1]
            pygame.draw.line(surf, (max(0, r - shade), max(0, g - shade), b), (0, y), (size[0], y))
        for i in range(n):
            pygame.draw.circle(surf, (250, 250, 250), (size[0] // 2, 12 + i * size[1] // 7), 5)
        pygame.draw.line(surf, (0, 0, 0), (0, 0), size, 2)
        return surf

    def back(
        self, kit: Kit, game: str, size: tuple[int, int], deck: str, least: int = 0
    ) -> pygame.Surface:
        # (no text on the toy's back: `least` changes nothing)
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (90, 90, 110), surf.get_rect(), border_radius=8)
        for x in range(0, size[0], 6):
            pygame.draw.line(surf, (140 + x % 100, 120, 160), (x, 0), (size[0] - x, size[1]))
        return surf
