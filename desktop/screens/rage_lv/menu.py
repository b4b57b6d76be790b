"""The in-game menu for the Rage CCG table: the shared one, with our rules reference."""

from __future__ import annotations

from desktop.screens.rage_trick.menu import InGameMenu


class CcgMenu(InGameMenu):
    def _rules(self) -> None:
        from desktop.screens.rage_lv.rules import open_rules

        open_rules(self.app)
