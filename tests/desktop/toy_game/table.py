"""The toy game's table: the public counter, each seat's shown number, and a Bump button."""

from __future__ import annotations

from typing import Any

import pygame

from desktop.screens.base import AppServices
from desktop.screens.table_base import TableScreen
from desktop.ui.controls import Button


class ToyTable(TableScreen):
    name = "table"

    def __init__(
        self,
        app: AppServices,
        runner: Any,
        *,
        journal: Any = None,
        setup: Any = None,
        perspective: int | None = None,
        faces: Any = None,
        replay: bool = False,
        resumed: bool = False,
    ) -> None:
        super().__init__(app, runner, journal=journal, setup=setup)
        self._viewer = perspective if perspective is not None else next(iter(self.persons), 0)
        self.faces = faces
        self.replay = replay
        self.resumed = resumed
        self.bump = Button(
            rect=pygame.Rect(760, 700, 400, 90), text="Bump", on_click=self._bump, name="bump"
        )
        self.widgets.add(self.bump)

    @property
    def viewer(self) -> int:
        return self._viewer

    def _bump(self) -> None:
        for seat in self.runner.persons_to_act():
            self.runner.submit(seat, {"type": "bump"})

    def update(self, dt: float) -> None:
        super().update(dt)
        self.runner.poll()

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        surface.fill((30, 70, 50))
        view = self.session.view(self.viewer)
        title = theme.display_text(f"Counter {view['counter']}", 72, theme.ink)
        surface.blit(title, title.get_rect(midtop=(960, 200)))
        shown = "  ".join("?" if n is None else str(n) for n in view["shown"])
        line = theme.text(f"Shown: {shown}", 36, theme.ink)
        surface.blit(line, line.get_rect(midtop=(960, 360)))
        self.widgets.draw(surface, theme)
