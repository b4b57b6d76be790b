"""Where everything sits on the RAGE table, in the logical 1920x1080 space.

The table area is the left 1500 pixels; the right-hand column holds the buttons, the round
box and the game log. The viewer sits at the bottom (hand fanned, name plate bottom left);
the others sit round the top in clockwise order from the viewer's left, on hand-placed spots
that keep name plates, the trump pile, the trick and the bid picker apart for 2 to 8 seats.
"""

from __future__ import annotations

import math

import pygame

Point = tuple[float, float]

TABLE_W = 1500
SIDEBAR = pygame.Rect(1512, 0, 396, 1080)
#: the sidebar's boxes (round, tip, hint): its width less a 12-pixel margin each side
SIDEBAR_BOX_W = SIDEBAR.width - 24
CENTER: Point = (750.0, 420.0)

CARD = (150, 210)  # a hand card, the size faces are drawn at
TRICK_SCALE = 0.82  # trick and trump cards reuse the hand faces, a little smaller
MINI = (46, 64)  # the backs of another seat's hand
STACK = (24, 34)  # a taken trick, as a tiny face-down stack
PREVIEW = (300, 420)  # the large hover preview, in the game log's place
PREVIEW_SMALL = (240, 336)  # the same when the log's place is short (a hint above it)

HAND_CENTER: Point = (805.0, 890.0)
HAND_MAX_WIDTH = 860.0
HAND_SPACING = 112.0
HAND_RAISE = 44.0  # a hovered or keyboard-focused card rises this much

PANEL = (300, 132)
VIEWER_PANEL_CENTER: Point = (152.0, 990.0)
PICKER_CENTER: Point = (805.0, 712.0)

TRUMP_PILE: Point = (402.0, 396.0)
TRUMP_CARD: Point = (502.0, 396.0)
TRUMP_LABEL: Point = (452.0, 536.0)
TRICK_OFFSET = 84.0  # trick cards sit this far from the centre towards whoever played them

# Other seats' name-plate centres, clockwise from the viewer's left, by how many there are.
SPOTS: dict[int, list[Point]] = {
    1: [(750, 136)],
    2: [(430, 136), (1070, 136)],
    3: [(165, 420), (750, 136), (1335, 420)],
    4: [(165, 470), (525, 136), (975, 136), (1335, 470)],
    5: [(165, 560), (320, 236), (750, 136), (1180, 236), (1335, 560)],
    6: [(165, 600), (165, 300), (560, 136), (940, 136), (1335, 300), (1335, 600)],
    7: [
        (165, 620),
        (165, 330),
        (400, 136),
        (750, 136),
        (1100, 136),
        (1335, 330),
        (1335, 620),
    ],
}


def seat_spots(seats: int, bottom: int) -> dict[int, Point]:
    """Name-plate centre of every seat; `bottom` is the viewer's (or the last viewer's) seat."""
    out: dict[int, Point] = {bottom: VIEWER_PANEL_CENTER}
    for i, spot in enumerate(SPOTS[seats - 1], start=1):
        out[(bottom + i) % seats] = (float(spot[0]), float(spot[1]))
    return out


def hand_spot(seats: int, bottom: int, seat: int) -> Point:
    """Where a seat's cards are held: the viewer's fan, or the little fan above a name plate."""
    if seat == bottom:
        return HAND_CENTER
    x, y = seat_spots(seats, bottom)[seat]
    return (x, y - PANEL[1] / 2 - 24)


def stack_spot(seats: int, bottom: int, seat: int, index: int) -> Point:
    """Where the `index`-th trick a seat has taken lies, inside its name plate."""
    x, y = seat_spots(seats, bottom)[seat]
    left = x - PANEL[0] / 2 + 22 + STACK[0] / 2
    return (left + index * (STACK[0] + 4), y + PANEL[1] / 2 - 26)


def trick_spot(seats: int, bottom: int, seat: int) -> tuple[Point, float]:
    """Where a seat's card lands in the trick, and a slight turn towards its player."""
    if seat == bottom:
        sx, sy = HAND_CENTER
    else:
        sx, sy = seat_spots(seats, bottom)[seat]
    cx, cy = CENTER
    dx, dy = sx - cx, sy - cy
    d = math.hypot(dx, dy) or 1.0
    # More players, more room; and a little wider than tall, like the table.
    offset = TRICK_OFFSET + 6.0 * max(0, seats - 4)
    x = cx + dx / d * offset * 1.15
    y = cy + dy / d * offset
    angle = -math.degrees(math.atan2(dx, dy)) * 0.12
    return (x, y), angle
