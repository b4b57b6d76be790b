"""The rules reference for `rage-lv` (engine/games/rage_lv/rules_text.md, in our own words),
shown by the shared RulesScreen like every game's."""

from __future__ import annotations

from typing import Any


def open_rules(app: Any) -> None:
    from desktop.screens.rules import RulesScreen

    app.push(RulesScreen(app, game="rage-lv"))
