"""One colour per seat, shared by the tables' name plates, score charts and the LAN screens."""

from __future__ import annotations

SEAT_COLORS: tuple[tuple[int, int, int], ...] = (
    (240, 196, 84),
    (96, 176, 240),
    (236, 110, 96),
    (120, 210, 130),
    (190, 140, 230),
    (244, 150, 70),
    (110, 220, 210),
    (230, 130, 190),
)
