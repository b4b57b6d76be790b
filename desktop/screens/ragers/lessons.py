"""Ragers' lessons on the real Arena table: where the coach panel goes and what it points at."""

from __future__ import annotations

import pygame

from desktop.game.seams import TableRunner
from desktop.learn.coach import Coach
from desktop.learn.table import CoachMixin, card_matches, node_rect
from desktop.screens.base import AppServices
from desktop.screens.ragers import layout
from desktop.screens.ragers.table import ArenaScreen

#: the coach takes the game log's place in the sidebar, below the scoreboard
PANEL_TOP = 520


class LessonTable(CoachMixin, ArenaScreen):
    """The Arena with the coach in the game log's place; refusals are said in the panel (the
    Arena's toast would cover the hand and the Keep button)."""

    coach_quiet_refusals = True

    def __init__(self, app: AppServices, runner: TableRunner, coach: Coach) -> None:
        super().__init__(app, runner)
        self.attach_coach(coach)

    def coach_rect(self) -> pygame.Rect:
        side = layout.SIDEBAR
        return pygame.Rect(side.x + 10, PANEL_TOP, side.width - 20, 1068 - PANEL_TOP)

    def coach_spots(self, target: str) -> list[pygame.Rect]:
        kind, _, what = target.partition(":")
        if kind == "card":
            return [
                node_rect(n)
                for n in self.stage.nodes.values()
                if card_matches(n.card, what) and n.is_shown()
            ]
        if kind == "zone":
            zone = {"row": self.stage.zone_play, "discard": self.stage.zone_discard}.get(what)
            return [node_rect(zone)] if zone is not None else []
        if kind == "button":
            button = {
                "keep": self.keep_btn,
                "discard": self.discard_btn,
                "pass": self.pass_btn,
            }.get(what)
            return [button.rect.copy()] if button is not None and button.visible else []
        return []

    def student_ready(self) -> bool:
        return self.can_act()

    def coach_continue(self) -> bool:
        """Press on where the table waits for a click (the day's count)."""
        if self.panel is not None and self.panel.done:
            self.continue_resolution()
            return True
        return False

    def coach_settled(self) -> bool:
        if self.runner.pending:
            return False
        if self.panel is not None:
            return self.panel.done  # the day's count has been shown to the end
        return self.presenter.idle
