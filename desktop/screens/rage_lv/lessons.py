"""Rage CCG lessons on the real CCG table: where the coach panel goes and what it points at.

The coach takes the game log's place in the sidebar (under the Umbra chart and the Renown
scores, above Menu and Rules); the first-game tips give way to it, as on the RAGE table.
"""

from __future__ import annotations

import pygame

from desktop.game.seams import TableRunner
from desktop.learn.coach import Coach
from desktop.learn.table import CoachMixin, card_matches, node_rect
from desktop.screens.base import AppServices
from desktop.screens.rage_lv import layout
from desktop.screens.rage_lv.faces import base_id
from desktop.screens.rage_lv.screen import CcgScreen
from engine.lessons.course import Course, load_course

GAME = "rage-lv"
#: the coach panel's top: under the sidebar's Umbra chart and the two packs' Renown, as low
#: as they reach (the chart's longest list of effects); `side_marks` says when it is lower
PANEL_TOP = 516


class LessonTable(CoachMixin, CcgScreen):
    """The CCG table with the coach in the game log's place."""

    coach_quiet_refusals = True  # said in the panel (a toast would cover the hand)
    log_shown = False  # the panel is where the log was

    def __init__(self, app: AppServices, runner: TableRunner, coach: Coach) -> None:
        super().__init__(app, runner, step_delay=0.3)
        self.attach_coach(coach)

    def _want_tip(self) -> None:
        self.tip = None  # the coach says what the tips would, at the right moment

    def coach_rect(self) -> pygame.Rect:
        side = layout.SIDEBAR
        top = max(PANEL_TOP, self.side_marks.get("log_top", 0) + 4)
        return pygame.Rect(side.x + 10, top, side.width - 20, layout.TIP_BOTTOM - top)

    def coach_spots(self, target: str) -> list[pygame.Rect]:
        kind, _, what = target.partition(":")
        if kind == "card":
            return [
                node_rect(node)
                for key, node in self.stage.cards.items()
                if node.parent is not None and node.visible and card_matches(base_id(key), what)
            ]
        if kind == "zone":
            me = self.looker
            zone = {
                "hunting": self.stage.hunting,
                "staging": self.stage.staging.get(me) if me is not None else None,
            }.get(what)
            return [node_rect(zone)] if zone is not None and zone.parent is not None else []
        if kind == "button":
            button = {"pass": self.pass_button, "actions": self.actions_button}.get(what)
            return [button.rect.copy()] if button is not None and button.visible else []
        return []

    def student_ready(self) -> bool:
        me = self.looker
        return (
            me is not None
            and me in self.session.to_act()
            and not self.runner.pending
            and not self._hud_due
            and self.session.state_id == self._state_id
        )

    def coach_settled(self) -> bool:
        return (
            not self.runner.pending
            and not self._hud_due
            and self.session.state_id == self._state_id
            and not self.scene.busy
        )


def course() -> Course:
    return load_course(GAME)


def lesson_table(app: AppServices, runner: TableRunner, coach: Coach) -> LessonTable:
    return LessonTable(app, runner, coach)
