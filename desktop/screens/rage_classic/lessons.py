"""Lessons of the original Rage (`rage-classic`) on its real table: where the coach panel goes
and what it points at.

The coach takes the game log's place in the sidebar (above the OK? window). The OK? countdown
does not run in a lesson: the student answers each question themselves, as the lesson asks.
"""

from __future__ import annotations

import pygame

from desktop.screens.ccg_kit.lessons import CcgLessons
from desktop.screens.rage_classic import layout
from desktop.screens.rage_classic.table import ClassicTable
from desktop.ui.controls import Button


class LessonTable(CcgLessons, ClassicTable):
    """The original Rage table with the coach in the game log's place."""

    log_shown = False  # the coach panel is where the log was

    def counting(self) -> bool:
        return False  # no OK? countdown: the lesson waits for the student's own answer

    def coach_rect(self) -> pygame.Rect:
        log = layout.LOG
        return pygame.Rect(log.x, log.y - 14, log.w, layout.WINDOW.y - log.y + 6)

    def coach_zones(self) -> dict[str, pygame.Rect | None]:
        return {"hunting": layout.HUNT.copy()}

    def coach_named_buttons(self) -> dict[str, Button]:
        return {**super().coach_named_buttons(), "ok": self.ok_button}
