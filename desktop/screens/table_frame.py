"""A screen that shows a table screen inside itself (the LAN table, a replay)."""

from __future__ import annotations

from typing import Any

from desktop.screens.base import Screen


class TableFrame(Screen):
    """Passes the screen's life (enter, pause, resume) and new settings on to the table screen
    it holds, `table`."""

    table: Screen

    def on_enter(self) -> None:
        self.table.on_enter()

    def on_pause(self) -> None:
        self.table.on_pause()

    def on_resume(self) -> None:
        self.table.on_resume()

    def apply_settings(self, settings: Any) -> None:
        super().apply_settings(settings)
        self.table.apply_settings(settings)
