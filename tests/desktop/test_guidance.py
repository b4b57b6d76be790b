"""One answer guides the player (issue 30): at every scripted step of every course, the Hint
(the ? key, as the player presses it) gives the step's own move in the coach's words, and a
CCG table's bar names that same move; in a free game the bar names the move the Hint shows.

Before, the Hint asked the expert while the coach asked for the lesson's move: in the 1995
course's first lesson the coach said "Pass" where the Hint said "play Spirit Song", and at the
alpha step the coach said Corrick where the Hint said Keeper; the bar said "drag resources
onto a character" where the step placed an Enemy in the Hunting Grounds.
"""

from __future__ import annotations

import time

import pygame
import pytest

from desktop.app import App
from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.learn.progress import Progress
from desktop.learn.start import build_lesson
from desktop.screens.ccg_kit.table import CcgTable
from desktop.screens.rage_classic.table import ClassicTable
from desktop.screens.rage_lv.table import LvTable
from desktop.ui.choice import ChoiceDialog
from desktop.ui.settings_protocol import MemorySettings
from desktop.wiring import app_registry
from engine.core.session import Session
from engine.lessons.run import concrete
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import key

COURSES = sorted(g.ruleset for g in app_registry().games if g.lessons is not None)
STEP_FRAMES = 3000  # frames a table may take to be ready for the student's next step


def lesson_app() -> App:
    settings = MemorySettings(
        window_size=(1280, 720), animation_speed=8.0, hints=False, sound=False
    )
    return App(settings, app_registry(), start=None)


def bar_texts(app: App) -> set[str]:
    return {mark.text for _, mark in trace_frame(app).texts()}


def against_a_bot(app: App, table_type):
    """Ann against a bot at a new table of `table_type` (a CCG edition's), pushed on `app`."""
    game = "rage-classic" if table_type is ClassicTable else "rage-lv"
    session = Session.new(game, 2, 3, names=["Ann", "Bob"])
    runner = GameRunner(session, [person("Ann"), bot("Bob")], threaded=False)
    table = table_type(app, runner, step_delay=0.0)
    app.push(table)
    return table


def settle(app: App, table) -> None:
    """Frames until the table has drawn everything it owes (the bar is drawn by then)."""
    for _ in range(200):
        app.frame(1 / 60, [])
        if not getattr(table, "_hud_due", False) and not table.scene.busy:
            return


@pytest.mark.parametrize("game", COURSES)
def test_the_hint_and_the_bar_say_what_the_coach_says_at_every_step(display, game) -> None:
    app = lesson_app()
    course = app.registry.games[game].lessons.course()
    checked = 0
    with tracing():
        for lesson in course.lessons:
            if lesson.free:
                continue
            table = build_lesson(
                app, game, lesson.id, fresh=True, threaded=False, progress=Progress(None)
            )
            app.replace(table) if app.stack.top is not None else app.push(table)
            coach = table.coach
            for _ in range(len(lesson.steps)):
                for _frame in range(STEP_FRAMES):
                    if coach.run.steps_done or table.student_ready():
                        break
                    table.coach_continue()
                    app.frame(1 / 60, [])
                if coach.run.steps_done:
                    break
                step = coach.run.current
                expected = concrete(table.session, coach.you, step.expect)
                where = f"{game} {lesson.id} step {coach.run.step_index + 1}"
                app.frame(1 / 60, [])  # the Hint button shows for the moment
                app.frame(1 / 60, [key(pygame.K_SLASH, "?")])
                hint = table.assist.hint
                assert hint is not None, f"{where}: ? gave no hint"
                assert hint.command == expected, f"{where}: Hint {hint.command} != {expected}"
                assert hint.reason == step.say, where
                if isinstance(table, CcgTable):
                    settle(app, table)
                    line = table.guided_line()
                    assert table.bar_action(expected) in line, where
                    assert line in bar_texts(app), f"{where}: the bar does not say {line!r}"
                assert table.submit(expected), f"{where}: {expected} refused"
                checked += 1
    assert checked >= 10  # every scripted step of the course was walked


@pytest.mark.parametrize("table_type", [ClassicTable, LvTable], ids=["rage-classic", "rage-lv"])
def test_in_a_bot_game_the_bar_names_the_hinted_move(display, table_type) -> None:
    """? asks the expert, and the bar then names the move it shows."""
    app = lesson_app()
    app.settings.move_hints = True
    with tracing():
        table = against_a_bot(app, table_type)
        session = table.session
        asked = 0
        for _ in range(6000):
            app.frame(1 / 60, [])
            if asked >= 3 or session.is_over():
                break
            if table.assist.available() and table.legal and not table.settling():
                if table.assist.hint is None:  # (a hint still standing needs no asking)
                    app.frame(1 / 60, [key(pygame.K_SLASH, "?")])
                for _wait in range(3000):  # the expert thinks on its own thread
                    app.frame(1 / 60, [])
                    if table.assist.call is None:
                        break
                    time.sleep(0.01)
                hint = table.assist.hint
                assert hint is not None and hint.command in table.legal
                settle(app, table)
                line = table.guided_line()
                assert table.bar_action(hint.command) in line
                assert line in bar_texts(app), f"the bar does not say {line!r}"
                # By keyboard alone: A lists every action with the hinted one selected, and
                # Enter takes it (through a group of a long list too).
                entries = len(session.entries)
                app.frame(1 / 60, [key(pygame.K_a, "a")])
                for _enter in range(3):
                    if table.dialog is None or not table.dialog.is_open:
                        break
                    app.frame(1 / 60, [key(pygame.K_RETURN)])
                made = [e["command"] for e in session.entries[entries:] if e["seat"] == 0]
                assert made[:1] == [hint.command], "Enter did not make the hinted move"
                asked += 1
        assert asked >= 3, (
            table.assist.available(),
            table.assist.hint,
            table.legal[:3],
            table.dialog,
            session.to_act(),
            table.assist.call,
        )


@pytest.mark.parametrize("table_type", [ClassicTable, LvTable], ids=["rage-classic", "rage-lv"])
def test_a_cards_list_says_what_the_card_does(display, table_type) -> None:
    """Enter on a card of the hand opens its moves under what the card does (a newcomer in a
    real window saw "Play Harvest Moon" and nothing of what Harvest Moon does)."""
    app = lesson_app()
    with tracing():
        table = against_a_bot(app, table_type)
        found = None
        for _ in range(6000):
            app.frame(1 / 60, [])
            if table.settling() or not table.legal or table.dialog is not None:
                continue
            for spot in table.spots:
                node = spot.node
                mine = spot.iid and node is not None and table.commands_for(node)
                if mine and spot.kind == "hand" and table.card_does(spot.iid):
                    found = spot.iid
                    break
            if found is not None:
                break
        assert found is not None, "no playable card of the hand with a text"
        table.focus_key = found
        app.frame(1 / 60, [key(pygame.K_RETURN)])
        dialog = table.dialog
        assert isinstance(dialog, ChoiceDialog) and dialog.is_open
        said = table.card_list_message(found)
        assert said and dialog.message == said
        settle(app, table)
        assert dialog._lines and dialog._lines[0] in bar_texts(app), "the card's text is not drawn"
