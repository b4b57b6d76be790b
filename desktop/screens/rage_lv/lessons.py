"""Rage CCG lessons on the real relaunch table: where the coach panel goes and what it points at.

The coach takes the game log's place in the sidebar (under the Umbra chart and the Renown
scores, above Menu and Rules); the first-game tips give way to it, as on the RAGE table.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from desktop.scene.node import Node
from desktop.screens.ccg_kit.lessons import CcgLessons
from desktop.screens.rage_lv import layout
from desktop.screens.rage_lv.table import LvTable

#: the coach panel's top: under the sidebar's Umbra chart and the two packs' Renown, as low
#: as they reach (the chart's longest list of effects); `side_marks` says when it is lower
PANEL_TOP = 516


class LessonTable(CcgLessons, LvTable):
    """The relaunch table with the coach in the game log's place."""

    log_shown = False  # the panel is where the log was

    def waiting_line(self, acting: Sequence[int]) -> str:
        # The lesson is over: its bots move no more ("Waiting for Bruno" stood for good), and
        # the coach panel says what comes next.
        coach = getattr(self, "coach", None)
        if coach is not None and coach.run.current is None:
            return ""
        return super().waiting_line(acting)

    def coach_rect(self) -> pygame.Rect:
        side = layout.SIDEBAR
        top = max(PANEL_TOP, self.side_marks.get("log_top", 0) + 4)
        return pygame.Rect(side.x + 10, top, side.width - 20, layout.TIP_BOTTOM - top)

    def coach_zones(self) -> dict[str, pygame.Rect | None]:
        me, stage = self.looker, self.stage
        staging = stage.staging.get(me) if me is not None else None
        return {
            "hunting": self.zone_rect(stage.hunting),
            "staging": self.zone_rect(staging),
        }

    def show_preview(self, node: Node) -> None:
        # The table zooms a card in the log's place, where the coach panel is: it showed
        # only the card's title above the panel. Beside the sidebar it is whole.
        super().show_preview(node)
        preview = self.stage.preview
        if preview.visible and preview.surface is not None:
            w, h = preview.surface.get_size()
            preview.x = layout.SIDEBAR.x - 12 - w / 2
            preview.y = min(max(preview.y, 60 + h / 2), layout.TIP_BOTTOM - h / 2)

    def zoom_spots(self, size: tuple[int, int]) -> list[pygame.Rect]:
        # Beside the sidebar it covered the opened area's last cards and Hint: over the Umbra
        # chart and the Renown scores instead, above the coach panel (what the lesson says).
        top = max(8, self.coach_rect().top - 8 - size[1])
        return [pygame.Rect(layout.SIDEBAR.centerx - size[0] // 2, top, *size)]
