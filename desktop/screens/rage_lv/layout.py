"""Where things go on the 1920x1080 logical table, for 2 to 4 packs."""

from __future__ import annotations

import pygame

W, H = 1920, 1080
BAR = pygame.Rect(0, 0, 1590, 54)  # the phase bar
SIDEBAR = pygame.Rect(1596, 0, 324, 1080)
PLAY_W = 1590
TOP = pygame.Rect(10, 60, 1570, 268)  # the opponents' Staging Areas
HUNT = pygame.Rect(10, 336, 1570, 262)  # the Hunting Grounds
UMBRA_SIDE = pygame.Rect(HUNT.x, HUNT.y, 560, HUNT.height)
PHYSICAL_SIDE = pygame.Rect(HUNT.x + 572, HUNT.y, HUNT.width - 572, HUNT.height)
MINE = pygame.Rect(10, 606, 1570, 262)  # my Staging Area
HAND_ZONE = pygame.Rect(430, 880, 1020, 200)
PILES = pygame.Rect(10, 880, 410, 196)
PASS_BUTTON = pygame.Rect(1460, 936, 120, 56)
ACTIONS_BUTTON = pygame.Rect(1460, 1000, 120, 56)
COMBAT = pygame.Rect(30, 70, 1540, 800)
PROMPT_Y = 862


def opponent_areas(count: int) -> list[pygame.Rect]:
    """One rectangle per opponent across the top band."""
    if count <= 0:
        return []
    gap = 10
    w = (TOP.width - gap * (count - 1)) // count
    return [pygame.Rect(TOP.x + i * (w + gap), TOP.y, w, TOP.height) for i in range(count)]
