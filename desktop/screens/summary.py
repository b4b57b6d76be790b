"""End of game, for every game: who won, the game's own scores, and play again or leave.

A game's summary subclasses `SummaryScreen` and draws its scores in `_render`; "Play again"
starts the same game through its registration (`table_base.start_again`).
"""

from __future__ import annotations

from typing import Any

import pygame

from desktop.screens.base import AppServices, Screen
from desktop.screens.table_base import start_again
from desktop.ui.controls import ButtonSpec, button_set
from desktop.ui.theme import render_display
from engine.i18n import _


class SummaryScreen(Screen):
    name = "summary"

    def __init__(
        self,
        app: AppServices,
        *,
        names: list[str],
        rounds: list[dict[str, Any]],
        scores: list[int],
        winners: list[int],
        teams: list[list[int]] | None = None,
        setup: Any = None,
        bots: list[bool] | None = None,
        game: str = "",
    ) -> None:
        super().__init__(app)
        self.game = game  # the ruleset id "Play again" starts (with `setup`)
        self.names = names
        self.rounds = rounds
        self.scores = scores
        self.winners = winners
        self.teams = teams
        self.setup = setup
        self.bots = bots or [False] * len(names)
        #: the person's last press here was a key: the foot names the keys; until then it
        #: names the click too (a mouse player read only the keys under the buttons, pl40a)
        self.by_keys = False
        w, h = app.logical_size
        specs: list[ButtonSpec] = [("menu", _("Main menu"), self.back)]
        if setup is not None and game:
            specs.insert(0, ("again", _("Play again"), self.play_again))
        total = len(specs) * 360 + (len(specs) - 1) * 30
        left = w // 2 - total // 2
        rects = [pygame.Rect(left + 390 * i, h - 120, 360, 76) for i in range(len(specs))]
        self.buttons = button_set(specs, rects, primary="again")
        self.widgets.extend(list(self.buttons.values()))
        self._body = self._render((w, h))

    def on_enter(self) -> None:
        # No button lit: a key still meant for the table's last move (Space, Enter) must not
        # take "Play again"; an arrow, Tab or the pointer picks a button first (issue 30).
        self.widgets.focus(None)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.by_keys = event.type == pygame.KEYDOWN
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.widgets.focus_side(1 if event.key == pygame.K_RIGHT else -1)
            return True
        return super().handle_event(event)

    def headline(self) -> str:
        if not self.winners:
            return _("Game over")
        who = [self.names[s] for s in self.winners]
        person_won = any(not self.bots[s] for s in self.winners)
        if self.teams and len(self.winners) == 2:
            text = _("{a} and {b} win").format(a=who[0], b=who[1])
        elif len(who) == 1:
            text = _("{name} wins").format(name=who[0])
        else:
            text = _("{names} share the win").format(names=_(" and ").join(who))
        return text + ("!" if person_won else "")

    def _render(self, size: tuple[int, int]) -> pygame.Surface:
        """The body under the buttons; a game's summary draws its own scores here."""
        surf = pygame.Surface(size, pygame.SRCALPHA)
        title = render_display(self.headline(), 84, self.app.theme.accent)
        surf.blit(title, title.get_rect(midtop=(size[0] // 2, 40)))
        return surf

    def play_again(self) -> None:
        """The same game again (offered only when `setup` is given)."""
        start_again(self.app, self.game, self.setup)

    def back(self) -> None:
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.theme.background(surface.get_size()), (0, 0))
        surface.blit(self._body, (0, 0))
        self.widgets.draw(surface, self.app.theme)
        keys = _("← / → and Enter to choose")
        words = keys if self.by_keys else _("Click a button, or ← / → and Enter")
        self.draw_keys(surface, self.app.theme, words, 8)
