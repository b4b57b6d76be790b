"""The in-game menu for the Rage CCG table: the shared one (its Rules opens the table's game)."""

from __future__ import annotations

from desktop.screens.rage_trick.menu import InGameMenu

CcgMenu = InGameMenu
