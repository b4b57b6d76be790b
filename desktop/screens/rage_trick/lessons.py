"""RAGE's lessons on the real RAGE table: where the coach panel goes and what it points at."""

from __future__ import annotations

import pygame

from desktop.game.seams import TableRunner
from desktop.learn.coach import Coach
from desktop.learn.table import CoachMixin, card_matches, node_rect
from desktop.screens.base import AppServices
from desktop.screens.rage_trick.pickers import BidPicker
from desktop.screens.rage_trick.table import RageTable

TRICK_AREA = (420, 300)  # around the middle of the table, where tricks are played
# The score sheet's table: where its rows start and how tall they are (scoresheet.py), and
# how wide the coach panel is when it sits under them.
SHEET_TABLE_TOP = 190
SHEET_ROW = 48
SHEET_PANEL_W = 1040


class LessonTable(CoachMixin, RageTable):
    """The RAGE table with the coach in the game log's place (its tips give way to it)."""

    def __init__(self, app: AppServices, runner: TableRunner, coach: Coach) -> None:
        super().__init__(app, runner)
        self.hint_texts = {}  # the coach says what the first-game tips would
        self.attach_coach(coach)

    def coach_rect(self) -> pygame.Rect:
        sheet = self.sheet
        if sheet is not None:
            # The score sheet covers the table: the coach moves into the sheet's empty space
            # under its rows (one a round) and above its button.
            rounds = len(self.session.header.options.get("schedule") or [])
            top = sheet.rect.y + SHEET_TABLE_TOP + (rounds + 2) * SHEET_ROW + 30
            bottom = sheet.button.rect.top - 24
            return pygame.Rect(sheet.rect.x + 60, top, SHEET_PANEL_W, max(bottom - top, 200))
        return self.log.rect.copy()  # set by the sidebar as it is drawn: below the round box

    def coach_spots(self, target: str) -> list[pygame.Rect]:
        kind, _, what = target.partition(":")
        if kind == "card":
            nodes = [*self.stage.hand_nodes(), *self.stage.trick.cards]
            return [
                node_rect(n)
                for n in nodes
                if card_matches(getattr(n, "card", None), what) and n.is_shown()
            ]
        if kind == "zone" and what == "trick":
            rect = pygame.Rect(0, 0, *TRICK_AREA)
            rect.center = (round(self.stage.trick.x), round(self.stage.trick.y))
            return [rect]
        if kind == "bid" and isinstance(self.picker, BidPicker):
            return [b.rect.copy() for b in self.picker.buttons if str(b.value) == what]
        return []

    def student_ready(self) -> bool:
        return self.my_turn()

    def coach_continue(self) -> bool:
        """Press on where the table waits for a click (the round's score sheet)."""
        if self.sheet is not None and self.sheet.age > 0.5:
            self.sheet.close()
            return True
        return False

    def coach_settled(self) -> bool:
        if self.sheet is not None:
            return True  # the round's score sheet is up: everything up to it has been shown
        return self.presenter.idle and not self.runner.pending
