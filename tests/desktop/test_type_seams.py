"""The seams are typed: a dialog, a runner or a session that lacks part of its protocol fails
the type check (mypy, run by `python3 run.py test`), not a player's first click. Each case is
checked both ways: the whole thing passes, the same thing missing one method fails."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

api = pytest.importorskip("mypy.api")
ROOT = Path(__file__).resolve().parents[2]

DIALOG = """
    from __future__ import annotations
    import pygame
    from desktop.screens.base import Screen
    from desktop.ui.theme import Theme

    class Listing:
        is_open: bool = True
        rect: pygame.Rect = pygame.Rect(0, 0, 10, 10)
        def close(self) -> None: ...
        def cancel(self) -> None: ...
        def handle_event(self, event: pygame.event.Event) -> bool: return True
        def update(self, dt: float) -> None: ...
        WAKE
        def draw(self, surface: pygame.Surface, theme: Theme) -> None: ...

    def show(screen: Screen) -> None:
        screen.show_dialog(Listing())
"""

RUNNER = """
    from __future__ import annotations
    from collections import deque
    from typing import Any
    from desktop.game.controllers import SeatController
    from desktop.game.seams import TableRunner, TableSession
    from engine.core.errors import Illegal

    class Runner:
        pending: deque[dict[str, Any]] = deque()
        seats: list[SeatController] = []
        def __init__(self, session: TableSession) -> None:
            self.session = session
        def person_seats(self) -> list[int]: return []
        def persons_to_act(self) -> list[int]: return []
        def submit(self, seat: int, command: dict[str, Any]) -> Illegal | None: return None
        def undo(self, seat: int) -> Illegal | None: return None
        WHY
        def poll(self, *, bots_may_act: bool = True) -> None: ...
        @property
        def bot_thinking(self) -> bool: return False
        def close(self) -> None: ...

    def use(session: TableSession) -> TableRunner:
        return Runner(session)
"""


def check(tmp_path: Path, source: str) -> str:
    """mypy's report on a module written beside the project (its config, its cache)."""
    module = tmp_path / "seam_case.py"
    module.write_text(textwrap.dedent(source), encoding="utf-8")
    out, err, status = api.run(
        ["--config-file", str(ROOT / "pyproject.toml"), "--no-error-summary", str(module)]
    )
    assert "error:" in out or status == 0, err
    return out


def test_a_dialog_without_wake_in_fails_the_type_check(tmp_path) -> None:
    whole = DIALOG.replace("WAKE", "def wake_in(self) -> float | None: return None")
    assert check(tmp_path, whole) == ""
    broken = check(tmp_path, DIALOG.replace("WAKE", ""))
    assert "show_dialog" in broken and "wake_in" in broken


def test_a_runner_without_why_not_fails_the_type_check(tmp_path) -> None:
    why = "def why_not(self, seat: int, command: dict[str, Any]) -> str | None: return None"
    assert check(tmp_path, RUNNER.replace("WHY", why)) == ""
    broken = check(tmp_path, RUNNER.replace("WHY", ""))
    assert "TableRunner" in broken and "why_not" in broken
