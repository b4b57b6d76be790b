"""The 1995 table on a moment of issue 30's keyboard game (tests/engine/classic_pcl_game.py):
Player 1 (seat 0) a person, Ada a held bot, in a language, with what is said collected."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from desktop.app import App
from desktop.game.controllers import SeatController, bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic.faces import ClassicFaces
from desktop.screens.rage_classic.table import ClassicTable
from desktop.ui.choice import ChoiceDialog
from engine.core.session import Session
from engine.i18n import using
from tests.desktop.test_classic_table import faces
from tests.desktop.test_table_assist import wait_for_hint
from tests.desktop.test_table_support import frames, frames_until, key, make_app
from tests.engine import classic_pcl4_game as pcl4
from tests.engine.classic_pcl_game import NAMES, session


@contextmanager
def pcl_table(
    language: str,
    commands: int,
    size: tuple[int, int] = (1280, 720),
    card_faces: ClassicFaces | None = None,
) -> Iterator[tuple[App, ClassicTable, list[str]]]:
    """The table after the game's first `commands` commands, and the toasts it says; on the
    faces the tests share unless given its own (a trace reads only the card texts drawn
    under it)."""
    app = make_app(size, speed=50.0, language=language)
    runner = GameRunner(session(commands), [person(NAMES[0]), bot(NAMES[1])], threaded=False)
    said: list[str] = []
    real = app.toast
    app.toast = lambda text, *a, **k: (said.append(text), real(text, *a, **k))  # type: ignore[method-assign]
    try:
        with using(app.translations):  # as the app builds a screen: in its language
            table = ClassicTable(app, runner, faces=card_faces or faces(), step_delay=0.0)
            app.push(table)
        table.paused = True  # Ada waits while we read
        frames_until(app, lambda: not table.settling() and not table.presenting())
        frames(app, 2)
        yield app, table, said
    finally:
        app.close()


@contextmanager
def pcl4_table(
    language: str, commands: int, size: tuple[int, int] = (1920, 1080), hints: bool = False
) -> Iterator[tuple[App, ClassicTable]]:
    """The 4-seat table of issue 30's newcomer game (tests/engine/classic_pcl4_game.py) after
    its first `commands` commands, Player 1 a person and the bots held, settled. Its faces are
    its own: faces the tests share were drawn before a trace began, and a trace reads only the
    card texts drawn under it."""
    players = [person(pcl4.NAMES[0])] + [bot(n) for n in pcl4.NAMES[1:]]
    with session_table(pcl4.session(commands), players, language, size, hints) as opened:
        yield opened


@contextmanager
def session_table(
    session: Session,
    players: list[SeatController],
    language: str = "en",
    size: tuple[int, int] = (1920, 1080),
    hints: bool = False,
) -> Iterator[tuple[App, ClassicTable]]:
    """The 1995 table on `session` for `players`, in `language`, the bots held, settled, on
    faces of its own (see `pcl4_table`)."""
    app = make_app(size, speed=50.0, language=language, hints=hints)
    try:
        with using(app.translations):
            runner = GameRunner(session, players, threaded=False)
            table = ClassicTable(app, runner, faces=ClassicFaces(), step_delay=0.0)
            app.push(table)
        table.paused = True
        frames_until(app, lambda: not table.settling() and not table.presenting())
        frames(app, 5)
        yield app, table
    finally:
        app.close()


def hint_over_list(app: App, table: ClassicTable) -> None:
    """The table's list of moves opened (A) and the Hint asked over it (?), settled."""
    if not isinstance(table.dialog, ChoiceDialog):
        frames(app, 1, [key(pygame.K_a)])
    frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog))
    app.frame(1 / 60, [key(pygame.K_SLASH, "?")])
    wait_for_hint(app, table)
    frames(app, 20)
