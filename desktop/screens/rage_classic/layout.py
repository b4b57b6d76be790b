"""Where things go on the 1920x1080 logical table, for 2 to 4 packs.

Top band: the other packs' Home Grounds side by side. Middle band: the Hunting Grounds (the
physical world) and, behind the Gauntlet, the Umbra. Lower band: my Pack Home Ground. Bottom:
my Sept hand, my Combat hand and the buttons. Right: the log, the "OK?" window, the stack.
"""

from __future__ import annotations

import pygame

from desktop.screens.ccg_kit import layout as kit

W, H = 1920, 1080
# Text sizes on the 1920x1080 table: at 1280x720 they show at two thirds (18 -> 12 px).
SMALL_TEXT, SMALL_LINE = 18, 24
LOG_TEXT, LOG_LINE = 19, 25
BAR = pygame.Rect(0, 0, 1590, 44)
SIDE = pygame.Rect(1596, 0, 324, 1080)
TOP = pygame.Rect(8, 50, 1576, 270)
HUNT = pygame.Rect(8, 326, 1576, 262)
GAUNTLET_W = 84
PHYSICAL = pygame.Rect(HUNT.x, HUNT.y, 1000, HUNT.height)
GAUNTLET = pygame.Rect(PHYSICAL.right + 6, HUNT.y, GAUNTLET_W, HUNT.height)
UMBRA = pygame.Rect(GAUNTLET.right + 6, HUNT.y, HUNT.right - GAUNTLET.right - 6, HUNT.height)
MINE = pygame.Rect(8, 594, 1576, 270)
HANDS = pygame.Rect(8, 870, 1430, 206)
SEPT_HAND = pygame.Rect(HANDS.x, HANDS.y, 840, HANDS.height)
COMBAT_HAND = pygame.Rect(
    SEPT_HAND.right + 8, HANDS.y, HANDS.right - SEPT_HAND.right - 8, HANDS.height
)
#: the hands' title line ("Sept hand (4)": 18 px, 3 px under the panels' top)
HAND_TITLE_H = 26
#: the least a hand's panel keeps when the other hand takes its room (its title's width)
HAND_PANEL_MIN = 300
#: the gap between two cards in hand
HAND_GAP = 6
PASS_BUTTON = pygame.Rect(1446, 880, 138, 56)
ACTIONS_BUTTON = pygame.Rect(1446, 944, 138, 56)
HELP_BUTTON = pygame.Rect(1446, 1008, 138, 56)
# the combat view and the Juntas panel cover the Hunting Grounds and the top band
COMBAT = pygame.Rect(8, 50, 1576, 538)
JUNTAS = pygame.Rect(8, 326, 1576, 262)
# the sidebar's parts
LOG = pygame.Rect(SIDE.x + 8, 60, SIDE.w - 16, 520)
WINDOW = pygame.Rect(SIDE.x + 8, 590, SIDE.w - 16, 210)
STACK = pygame.Rect(SIDE.x + 8, 808, SIDE.w - 16, 210)
# under it, the Menu button, where the relaunch table has it (the mouse's way to the menu)
MENU_BUTTON = pygame.Rect(SIDE.x + 12, H - 58, 144, 46)
SIDE_LOG = pygame.Rect(SIDE.x, 0, SIDE.w, WINDOW.y - 4)
SIDE_WINDOW = pygame.Rect(SIDE.x, WINDOW.y - 4, SIDE.w, STACK.y - WINDOW.y)
SIDE_STACK = pygame.Rect(SIDE.x, STACK.y - 4, SIDE.w, H - STACK.y + 4)
PAUSE_BUTTON = pygame.Rect(WINDOW.x + 12, WINDOW.bottom - 52, 140, 42)
OK_BUTTON = pygame.Rect(WINDOW.right - 152, WINDOW.bottom - 52, 140, 42)


def opponent_areas(count: int) -> list[pygame.Rect]:
    """One rectangle per other pack across the top band."""
    return kit.opponent_areas(TOP, count, gap=8)


def hand_rects(sept: int, combat: int, card_w: int) -> tuple[pygame.Rect, pygame.Rect]:
    """The Sept hand's and the Combat hand's panels for that many cards `card_w` wide: as
    SEPT_HAND and COMBAT_HAND while each holds its cards, else the crowded hand takes the
    room the other does not need (12 Combat cards overlapped into "Quick J", "Skull S" beside
    an almost empty Sept hand, issue 30)."""

    def need(n: int) -> int:
        return max(HAND_PANEL_MIN, 16 + n * (card_w + HAND_GAP))  # as the stage measures

    room = HANDS.w - 8
    sept_w = SEPT_HAND.w
    if need(combat) > COMBAT_HAND.w and need(sept) < sept_w:
        sept_w = max(need(sept), room - need(combat))
    elif need(sept) > sept_w and need(combat) < COMBAT_HAND.w:
        sept_w = min(room - need(combat), need(sept))
    left = pygame.Rect(HANDS.x, HANDS.y, sept_w, HANDS.h)
    return left, pygame.Rect(left.right + 8, HANDS.y, HANDS.right - left.right - 8, HANDS.h)
