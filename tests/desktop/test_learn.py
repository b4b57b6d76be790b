"""Learn to play on the real tables: the coach panel and highlights as rendered, lessons played
with the mouse and with the keyboard only, progress saved and resumed (a corrupt file too),
and `python -m desktop --demo tutorial --game G` for every game with a course."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from desktop.app import App
from desktop.games.catalog import all_games
from desktop.learn.panel import RING
from desktop.learn.progress import Progress
from desktop.learn.start import build_lesson
from desktop.learn.table import node_rect
from desktop.screens.rage_trick.table import RageTable
from desktop.screens.ragers.table import ArenaScreen
from desktop.ui.settings_protocol import MemorySettings
from desktop.wiring import app_registry
from tests.desktop.test_table_support import click, frames, frames_until, key

ROOT = Path(__file__).resolve().parents[2]


def make_app(size: tuple[int, int] = (1920, 1080)) -> App:
    settings = MemorySettings(window_size=size, animation_speed=6.0, hints=False, sound=False)
    return App(settings, app_registry(), start=None)


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    return tmp_path


def lesson(app: App, game: str, lesson_id: str, progress: Progress | None = None):
    table = build_lesson(
        app, game, lesson_id, fresh=True, threaded=False, progress=progress or Progress(None)
    )
    app.push(table)
    return table


def ready(app: App, table) -> None:
    frames_until(app, table.student_ready, limit=600)
    frames(app, 2)


# -- what is rendered ------------------------------------------------------------------------------
def panel_untouched(app: App, table) -> None:
    """Every line of the coach's text is on screen exactly as the panel drew it: nothing else
    was drawn over it; and it stays inside the panel, above the panel's buttons."""
    view = table.coach_view
    frame = app.window  # 1920x1080: the window is the logical canvas
    buttons = [b.rect for b in table.coach_buttons.values() if b.visible]
    assert view.text_rects
    for rect in view.text_rects:
        assert view.rect.contains(rect), rect
        assert all(rect.bottom <= b.top for b in buttons), rect
        own = view._surface.subsurface(rect.move(-view.rect.x, -view.rect.y))
        shown = frame.subsurface(rect)
        a, b = pygame.image.tobytes(own, "RGB"), pygame.image.tobytes(shown, "RGB")
        # Blending may move a channel by a step or two; text drawn over it moves it by far more.
        assert sum(1 for x, y in zip(a, b, strict=True) if abs(x - y) > 12) == 0, rect


def ring_pixels(surface: pygame.Surface, strip: pygame.Rect) -> int:
    count = 0
    for x in range(strip.left, strip.right, 2):
        for y in range(strip.top, strip.bottom):
            r, g, b, *_ = surface.get_at((x, y))
            if abs(r - RING[0]) < 30 and abs(g - RING[1]) < 40 and b < 150:
                count += 1
    return count


def test_the_coach_panel_and_highlight_on_the_rage_table(display, home) -> None:
    app = make_app()
    table = lesson(app, "rage-trick", "tricks")
    assert isinstance(table, RageTable)
    ready(app, table)
    table.submit({"type": "bid", "tricks": 2})  # legal, but not the lesson's bid
    frames(app, 3)
    assert table.coach.note is not None and table.coach.note[1] == "wrong"
    assert "2 is too many" in table.coach.note[0]
    assert table.session.state.bids[0] is None  # the move never reached the game
    panel_untouched(app, table)
    # The panel keeps clear of the round box, the bid picker and the status line.
    panel = table.coach_view.rect
    assert panel.left >= table.picker.rect.right
    assert panel.top > 96 + table._box.get_height()
    table.submit({"type": "bid", "tricks": 1})
    ready(app, table)
    # Step 2 points at the red 15, in the hand, and nowhere else.
    red, blue = (
        next(n for n in table.stage.hand_nodes() if n.card == c) for c in ("red-15", "blue-3")
    )
    assert table.coach_spots("card:red-15") == [node_rect(red)]
    frames(app, 1)
    above_red = pygame.Rect(node_rect(red).left + 10, node_rect(red).top - 18, 60, 12)
    blue_box = node_rect(blue)
    above_blue = pygame.Rect(node_rect(red).right + 24, blue_box.top - 18, 40, 12)
    assert ring_pixels(app.window, above_red) > 20
    assert ring_pixels(app.window, above_blue) == 0
    panel_untouched(app, table)
    app.close()


def test_the_coach_panel_on_the_arena_stays_clear_of_toasts_and_text(display, home) -> None:
    app = make_app()
    table = lesson(app, "ragers", "patrons")
    assert isinstance(table, ArenaScreen)
    ready(app, table)
    table.submit({"type": "discard", "card": "acc-cheater-1"})
    ready(app, table)
    table.play("acc-cheater-2")  # Greybeard forbids it: the table refuses, the coach explains
    frames(app, 3)
    assert table.coach.note is not None
    assert "Greybeard forbids placing a Cheater today." in table.coach.note[0]
    panel_untouched(app, table)
    # "Any Basher": every Basher in the hand is ringed, and nothing else.
    bashers = [n for n in table.stage.hand_nodes() if n.card.startswith("acc-basher-")]
    assert bashers and table.coach_spots("card:acc-basher-*") == [
        node_rect(n) for n in table.stage.nodes.values() if n in bashers
    ]
    app.close()


# -- playing with the mouse, and with the keyboard only --------------------------------------------
def test_a_rage_lesson_with_the_keyboard_only(display, home) -> None:
    app = make_app((1280, 720))
    table = lesson(app, "rage-trick", "tricks")
    ready(app, table)
    frames(app, 1, [key(pygame.K_2, "2")])  # a wrong bid first
    assert table.coach.refusals and table.session.state.bids[0] is None
    ready(app, table)
    frames(app, 1, [key(pygame.K_1, "1")])
    assert table.session.state.bids[0] == 1
    for card in ("red-15", "blue-3"):
        ready(app, table)
        frames(app, 1, [key(pygame.K_RIGHT)])
        while table.kb_card is None or table.kb_card.card != card:
            frames(app, 1, [key(pygame.K_RIGHT)])
        frames(app, 1, [key(pygame.K_RETURN)])
    frames_until(app, lambda: table.coach.completed, limit=900)
    frames(app, 2)
    assert table.coach_buttons["next"].visible
    frames(app, 2, [key(pygame.K_RETURN)])  # on to the next lesson
    top = app.stack.top
    assert top is not table and top.coach.lesson.id == "follow"
    app.close()


def test_an_arena_lesson_with_the_mouse(display, home) -> None:
    app = make_app((1280, 720))
    table = lesson(app, "ragers", "patrons")
    ready(app, table)
    click(app, table.keep_btn.rect.center)  # allowed, but not this lesson's move
    frames(app, 2)
    assert table.coach.note is not None and "Discard a Cheater" in table.coach.note[0]
    assert all(e["seat"] != 0 for e in table.session.entries)  # it never reached the game
    node = next(n for n in table.stage.hand_nodes() if n.card == "acc-cheater-1")
    click(app, (node.x, node.y))
    frames(app, 2)
    assert table.stage.selected == "acc-cheater-1"
    click(app, table.discard_btn.rect.center)
    ready(app, table)
    for card in ("acc-basher-2", "acc-slasher-2"):
        ready(app, table)
        node = next(n for n in table.stage.hand_nodes() if n.card == card)
        click(app, (node.x, node.y))
        frames(app, 2)
    frames_until(app, lambda: table.coach.completed, limit=900)
    leave = table.coach_buttons["leave"]
    frames(app, 1)
    click(app, leave.rect.center)
    assert app.stack.top is not table
    app.close()


# -- progress ---------------------------------------------------------------------------------------
def test_progress_is_saved_and_a_lesson_resumes_where_it_was_left(display, home) -> None:
    app = make_app((1280, 720))
    progress = Progress.load()
    table = lesson(app, "rage-trick", "follow", progress)
    ready(app, table)
    table.submit({"type": "bid", "tricks": 1})
    frames(app, 2)
    app.pop()  # leave the lesson half-way
    saved = Progress.load()
    resume = saved.resume("rage-trick", "follow")
    assert resume is not None and (0, {"type": "bid", "tricks": 1}) in resume.moves
    again = build_lesson(app, "rage-trick", "follow", threaded=False, progress=saved)
    app.push(again)
    assert again.coach.run.step_index == 1
    assert again.session.state.bids[0] == 1
    ready(app, again)
    for command in ({"type": "play", "card": "red-2"}, {"type": "play", "card": "green-12"}):
        again.submit(command)
        if command["card"] == "red-2":
            ready(app, again)
    frames_until(app, lambda: again.coach.completed, limit=900)
    assert Progress.load().done("rage-trick") == {"follow"}
    assert Progress.load().resume("rage-trick", "follow") is None
    app.close()


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b"\xff\xfe garbage",
        b'{"format": 99, "games": {}}',
        b"[]",
        b'{"format": 1, "games": {"x": ' + b"9" * 5000 + b"}}",
        b"[" * 100_000,
    ],
)
def test_a_bad_progress_file_never_crashes_and_is_kept_aside(home, content: bytes) -> None:
    path = home / "data" / "learn" / "progress.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    progress = Progress.load()
    assert progress.problem and progress.done("rage-trick") == set()
    progress.finish("rage-trick", "tricks")
    assert progress.save()
    [kept] = path.parent.glob("progress.json.broken-*")
    assert kept.read_bytes() == content
    assert json.loads(path.read_text())["games"]["rage-trick"]["done"] == ["tricks"]
    assert Progress.load().done("rage-trick") == {"tricks"}


def test_a_second_bad_progress_file_is_kept_too(home) -> None:
    path = home / "data" / "learn" / "progress.json"
    path.parent.mkdir(parents=True)
    for content in (b"{first", b"{second"):
        path.write_bytes(content)
        progress = Progress.load()
        assert progress.problem
        progress.finish("rage-trick", "tricks")
        assert progress.save()
    kept = sorted(p.read_bytes() for p in path.parent.glob("progress.json.broken-*"))
    assert kept == [b"{first", b"{second"]


def test_a_missing_progress_file_is_a_fresh_start(home) -> None:
    progress = Progress.load()
    assert not progress.problem and progress.resume("ragers", "attacks") is None


def test_the_learn_screen_lists_courses_and_marks_progress(display, home) -> None:
    progress = Progress.load()
    progress.finish("rage-trick", "tricks")
    bid = {"type": "bid", "tricks": 1}
    progress.keep("rage-trick", "follow", 1, [(1, bid), (2, bid), (0, bid)])
    progress.save()
    app = make_app((1280, 720))
    assert app.open("learn")
    screen = app.stack.top
    frames(app, 2)
    labels = [b.text for b in screen.lesson_buttons]
    assert labels[0].endswith("done") and labels[1].endswith("continue")
    assert screen.widgets.focused is screen.lesson_buttons[1]  # the first lesson not done
    frames(app, 1, [key(pygame.K_RIGHT)])  # the other course, and back
    assert (
        screen.game == "ragers" and screen.lesson_buttons[0].text == "1. Attack cards and the day"
    )
    frames(app, 1, [key(pygame.K_LEFT)])
    assert screen.game == "rage-trick"
    frames(app, 1, [key(pygame.K_RETURN)])
    frames(app, 2)
    assert app.stack.top.coach.lesson.id == "follow" and app.stack.top.coach.run.step_index == 1
    app.close()


def test_the_main_menu_offers_learn_to_play(display, home) -> None:
    app = App(MemorySettings(window_size=(1280, 720), hints=False, sound=False), app_registry())
    frames(app, 2)
    menu = app.stack.top
    button = menu.buttons["learn"]
    assert button.enabled and button.text == "Learn to play"
    assert button.rect.bottom < 1080 - 60  # above the key hint at the bottom
    click(app, button.rect.center)
    assert app.stack.top.name == "learn"
    app.close()


# -- the demo command -------------------------------------------------------------------------------
@pytest.mark.parametrize("game", [g.ruleset for g in all_games().with_lessons()])
def test_the_tutorial_demo_plays_every_lesson(tmp_path, game: str) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env["RAGE_TABLE_HOME"] = str(tmp_path / "home")
    shots = tmp_path / "shots"
    done = subprocess.run(
        [sys.executable, "-m", "desktop", "--demo", "tutorial", "--game", game]
        + ["--screenshots", str(shots), "--speed", "4", "--size", "1280x720"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    from engine.lessons.course import load_course

    course = load_course(game)
    for number, item in enumerate(course.lessons, start=1):
        assert f"lesson {item.id}: complete" in done.stdout
        for kind in ("wrong", "done"):
            assert (shots / f"{game}-{number:02d}-{item.id}-{kind}.png").is_file()
    assert "coach:" in done.stdout
    assert not (tmp_path / "home").exists()  # the demo never touches the player's progress


# -- every text of every course fits its panel, large enough to read ---------------------------------
READABLE = 20  # logical px: about 13 px in a 1280x720 window


def panel_states(course, lesson):
    """Everything a lesson's panel can show: each step (with the longest note it can carry) and
    the end, with as many buttons as the panel then has."""
    from desktop.learn.coach import Panel

    title = f"{len(course.lessons)}/{len(course.lessons)} · {lesson.title}"
    if lesson.free:
        yield Panel(title, lesson.intro, (course.say("free_wrong", reason="x" * 60), "wrong")), 2
    for i, step in enumerate(lesson.steps):
        if i == 0:  # the lesson's opening words show until the student's first try
            yield Panel(title, lesson.intro + "\n\n" + step.say), 1
        body = step.say
        words = [step.instead, course.say("illegal", reason="x" * 70), step.done]
        notes = [w for w in words if w]
        longest = max(notes, key=len) if notes else ""
        note = (course.say("not_lesson", why=longest), "wrong") if longest else None
        yield Panel(title, body, note), 1
    yield Panel(title, lesson.outro, (course.say("well_done"), "right"), complete=True), 3


@pytest.mark.parametrize("game", [g.ruleset for g in all_games().with_lessons()])
def test_every_coach_text_fits_its_panel_at_a_readable_size(home, game: str) -> None:
    """The panel's place is the one the game's lesson table gives it (`coach_rect`), on the
    table of the course's first lesson, laid out."""
    from desktop.learn.panel import fit_size
    from engine.lessons.course import load_course

    app = make_app()
    course = load_course(game)
    table = lesson(app, game, course.lessons[0].id)
    ready(app, table)
    rect = table.coach_rect()
    for item in course.lessons:
        for panel, buttons in panel_states(course, item):
            size = fit_size(panel, rect, buttons)
            assert size is not None and size >= READABLE, (item.id, panel.body[:40], size)
    app.close()


def test_a_quit_request_stops_the_tutorial_demo(display, home) -> None:
    from desktop.learn.demo import play_course

    app = make_app((640, 360))
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    result = play_course(app, "ragers")
    assert result.stopped and not result.completed and len(result.lessons) == 1
    pygame.event.clear()
    app.close()
