"""A CCG edition's lessons on its real table (desktop.learn.table.CoachMixin): what the coach
points at (a card by its id, a zone, a button) and when the student may move. The edition
says where the panel goes (`coach_rect`) and where its zones are (`coach_zones`)."""

from __future__ import annotations

import pygame

from desktop.game.seams import TableRunner
from desktop.learn.coach import Coach
from desktop.learn.table import CoachMixin, card_matches
from desktop.scene.node import Node
from desktop.screens.base import AppServices
from desktop.screens.ccg_kit.stage import base_id, node_box
from desktop.screens.ccg_kit.table import CcgTable
from desktop.ui.choice import ChoiceDialog
from desktop.ui.controls import Button
from engine.core.ruleset import Command


class CcgLessons(CoachMixin):
    """Mixed in before an edition's table class."""

    coach_quiet_refusals = True  # said in the panel (a toast would cover the hand)

    def __init__(self, app: AppServices, runner: TableRunner, coach: Coach) -> None:
        super().__init__(app, runner, step_delay=0.3)  # type: ignore[call-arg]
        self.attach_coach(coach)

    @property
    def table(self) -> CcgTable:
        assert isinstance(self, CcgTable)
        return self

    def want_tip(self) -> None:
        self.table.tip = None  # the coach says what the tips would, at the right moment

    def zoom_keep_clear(self) -> list[pygame.Rect]:
        # the 1995 coach stands in the log's place, the sidebar spot of a card's zoom
        return [self.coach_rect()]

    def guided_move(self) -> Command | None:
        """A scripted step's move (the coach's), else the Hint on show (a free lesson)."""
        coach: Coach | None = getattr(self, "coach", None)  # None while the table is built
        step = coach.lesson_hint() if coach is not None else None
        return step.command if step is not None else self.table.assist.hinted

    def coach_zones(self) -> dict[str, pygame.Rect | None]:
        """The zones a lesson may point at, by name."""
        return {}

    def coach_named_buttons(self) -> dict[str, Button]:
        t = self.table
        return {"pass": t.pass_button, "actions": t.actions_button}

    @staticmethod
    def zone_rect(node: Node | None) -> pygame.Rect | None:
        return node_box(node) if node is not None and node.parent is not None else None

    def coach_spots(self, target: str) -> list[pygame.Rect]:
        kind, _sep, what = target.partition(":")
        if kind == "card":
            return [
                spot.rect
                for spot in self.table.spots
                if card_matches(base_id(spot.iid) if spot.iid else spot.card, what)
            ]
        if kind == "zone":
            rect = self.coach_zones().get(what)
            return [rect] if rect is not None else []
        if kind == "button":
            button = self.coach_named_buttons().get(what)
            return [button.rect.copy()] if button is not None and button.visible else []
        return []

    def read_state(self) -> None:
        # A list opened for an earlier moment (the scripted student answers without it) must
        # not stay over the table once the game has moved on.
        t = self.table
        if isinstance(t.dialog, ChoiceDialog) and t._dialog_state != t.session.state_id:
            t.dialog = None
        super().read_state()  # type: ignore[misc]

    def key(self, key: int) -> bool:
        # The coach's ring around a card looks like the keyboard's focus: a newcomer pressed
        # Enter on it and nothing happened. With no card focused, Enter takes the ringed one.
        t = self.table
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and t.focused() is None:
            ringed = self.ringed_card() or self.moved_card()
            if ringed is not None:
                t.focus_key = ringed
                t.focus_draw()
        return super().key(key)  # type: ignore[misc]

    def ringed_card(self) -> str | None:
        """The first card the coach points at now (in the step's order) that offers the
        step's move, else the first that offers any move."""
        t = self.table
        move = self.guided_move()
        found: list[tuple[str, list[Command]]] = [
            (spot.iid, t.commands_for(spot.node))
            for target in self.coach.panel().highlight
            if target.startswith("card:")
            for spot in t.spots
            if spot.iid
            and spot.node is not None
            and card_matches(base_id(spot.iid), target.partition(":")[2])
        ]
        offering = [(iid, cmds) for iid, cmds in found if cmds]
        best = [iid for iid, cmds in offering if move in cmds] or [iid for iid, _ in offering]
        return best[0] if best else None

    def moved_card(self) -> str | None:
        """A card on the table that the step's move names and offers it (a voter), when the
        coach rings none."""
        t, move = self.table, self.guided_move()
        for k in ("card", "creature", "by", "target"):
            iid = move.get(k) if move is not None else None
            node = t.stage.card_node(iid) if isinstance(iid, str) else None
            if node is not None and node.parent is not None and move in t.commands_for(node):
                return str(iid)
        return None

    def coach_settled(self) -> bool:
        t = self.table
        return not t.runner.pending and not t.settling() and not t.scene.busy

    def coach_continue(self) -> bool:
        """Close a fight's end held for the student's key, as their Space would."""
        t = self.table
        if t.holding > 0 and t.held_for_reader:
            t.held_over()
            return True
        return False

    def student_ready(self) -> bool:
        t = self.table
        me = t.looker
        # nor while the Pass button holds for a new phase: a pass then does nothing
        ready = me is not None and me in t.session.to_act() and self.coach_settled()
        return ready and not t.pass_holding
