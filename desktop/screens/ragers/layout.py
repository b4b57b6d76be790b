"""Where everything sits on the Arena table, in the logical 1920x1080 space.

The sand fills the left 1530 pixels; the right-hand column holds the day counter, the
scoreboard, the log and the buttons. The seat that is looking sits at the bottom: its row
is the near one, its hand is fanned below it; the other row faces it across the sand.

Both rows grow in the same direction on screen, so the cards revealed together stay
directly opposite each other: the Accusers place right to left and the Defenders left to
right *as each of them sees it*, and seen from the Accusers' side of the table (Accusers at
the bottom) both rows grow from right to left; from the Defenders' side, left to right.
"""

from __future__ import annotations

import pygame

Point = tuple[float, float]

SIZE = (1920, 1080)
MAIN_W = 1530
SIDEBAR = pygame.Rect(1544, 0, 376, 1080)

CARD = (150, 210)  # faces are drawn at this size and scaled by nodes
PREVIEW = (330, 462)  # the large hover preview
ROW_SCALE = 0.9  # cards on the sand
TOP_SCALE = 0.74  # patron and cheers cards, decks and discard piles
MINI_SCALE = 0.36  # the other seat's hand, as small backs
STACK_SCALE = 0.42  # cards in a GP stack

CENTER_X = 770.0
ROW_Y = {"near": 642.0, "far": 370.0}
MIDLINE_Y = (ROW_Y["near"] + ROW_Y["far"]) / 2
COLUMN_STEP = 162.0
ROW_MAX_WIDTH = 760.0
LAYER_DY = 30.0  # a card on top of a Veteran sits this much lower, so the Veteran shows
LAYER_ROOM = 36.0  # how far a stack may reach from its row toward the centre line

ARENA_RECT = pygame.Rect(300, 246, 940, 532)  # the raked sand of the arena floor

DECK_X = 96.0
DISCARD_X = 222.0
STACK_X = 1330.0
GP_X = 1450.0

TOP_Y = 124.0
PATRON_DECK_X = 380.0
PATRON_X = 498.0
CHEERS_DECK_X = 660.0
CHEERS_X0 = 778.0
CHEERS_STEP = 122.0
OPP_HAND: Point = (1360.0, 112.0)

HAND_CENTER: Point = (770.0, 944.0)
HAND_SPACING = 124.0
HAND_MAX_WIDTH = 640.0
HAND_RAISE = 46.0  # a hovered or keyboard-focused card rises this much
SELECT_RAISE = 60.0  # the card picked for discarding (more would reach the row label)

PROMPT = pygame.Rect(1180, 770, 344, 150)  # what to do now, right of the hand
ACTION_BUTTONS = pygame.Rect(1180, 932, 344, 60)  # Keep / Pass; Discard below it

OVERLAY = pygame.Rect(150, 774, 1190, 298)  # the day's resolution, over the hand
CONTINUE = pygame.Rect(1352, 1000, 172, 60)  # beside it


def row_key(seat: int, bottom: int) -> str:
    return "near" if seat == bottom else "far"


def direction(bottom: int) -> int:
    """+1: rows grow left to right on screen; -1: right to left (Accusers at the bottom)."""
    return -1 if bottom == 0 else 1


def column_x(index: int, reserved: int, bottom: int) -> float:
    """The x of the `index`-th column of a row band holding `reserved` columns."""
    reserved = max(reserved, index + 1, 1)
    step = COLUMN_STEP
    if reserved > 1:
        step = min(COLUMN_STEP, ROW_MAX_WIDTH / (reserved - 1))
    d = direction(bottom)
    start = CENTER_X - d * (reserved - 1) / 2 * step
    return start + d * index * step


def layer_offset(layer: int, depth: int, near: bool) -> float:
    """How far the `layer`-th card of a stack of `depth` (a Veteran and the cards on top of
    it) sits from its row's line.

    Each card sits lower than the one under it, so every card's name shows. A stack only
    reaches toward the centre line, by LAYER_ROOM at most (closer steps for deep stacks): the
    far row's stack hangs down from its line; the near row's rises so that its top card
    stays on the line. Neither crosses the centre line or the row label on its outer side.
    """
    if depth <= 1:
        return 0.0
    step = min(LAYER_DY, LAYER_ROOM / (depth - 1))
    return (layer - (depth - 1)) * step if near else layer * step


def pile_spot(seat: int, bottom: int, what: str) -> Point:
    """A seat's deck, discard pile or GP stack, level with its row."""
    y = ROW_Y[row_key(seat, bottom)]
    x = {"deck": DECK_X, "discard": DISCARD_X, "stack": STACK_X, "gp": GP_X}[what]
    return (x, y)


def cheers_spot(index: int, count: int) -> Point:
    step = CHEERS_STEP if count <= 4 else CHEERS_STEP * 4 / max(1, count - 1) * 0.75
    return (CHEERS_X0 + index * step, TOP_Y)
