"""The frame loop waits when nothing changes: frames only for input, wake-ups and what
screens say moves; and a frame reaches the window only where its picture changed.

The loop's clock and sleep are replaced by a fake clock, so these tests count frames over
simulated seconds and never depend on the machine's speed.
"""

from __future__ import annotations

import threading
import time

import pygame
import pytest

from desktop.app import MAX_POLL, POLL_INTERVAL, SPLIT_UPDATE_MS, App
from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.scene.scene import Scene
from desktop.screens.base import Screen
from desktop.screens.menu import MainMenu
from desktop.ui.settings_protocol import MemorySettings
from desktop.ui.toast import Toasts
from engine.core.session import Session
from tests.desktop import test_table_support as support
from tests.desktop.test_table_support import make_table, my_turn_to, run_until

FRAME = 1 / 60


class FakeTime:
    """Stands in for the loop's clock: sleeping advances it; QUIT is posted at `stop`."""

    def __init__(self, app: App, stop: float) -> None:
        self.now = 1000.0
        self.start = self.now
        self.stop = stop
        self.sleeps: list[float] = []
        app._now = lambda: self.now  # type: ignore[method-assign]
        app._sleep = self.sleep  # type: ignore[method-assign]
        app._pause = self.sleep  # type: ignore[method-assign]

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.now += seconds
        if self.now - self.start >= self.stop and not pygame.event.peek(pygame.QUIT):
            pygame.event.post(pygame.event.Event(pygame.QUIT))


def settle(app: App, limit: int = 3000) -> None:
    """Frames, as the loop would run them, until nothing moves or is scheduled any more:
    the app waits for input (or only looks at a polling screen once a second)."""
    for _ in range(limit):
        due = app.wake_in()
        if due is None or due >= MAX_POLL:
            return
        app.frame(max(FRAME, due), [])
    raise AssertionError("still moving")


@pytest.fixture
def menu_app(display):
    app = App(MemorySettings(window_size=(1280, 720)))
    yield app
    app.close()


def test_the_idle_main_menu_draws_nothing_for_ten_seconds(menu_app: App) -> None:
    app = menu_app
    assert isinstance(app.stack.top, MainMenu)
    settle(app)  # the fan of cards is dealt in
    assert app.wake_in() is None
    frames, presents = app.frames, app.presents
    pygame.event.clear()
    fake = FakeTime(app, stop=10.0)
    app.run()
    # One frame: the one that read QUIT. It changed nothing on the window.
    assert app.frames == frames + 1 and app.presents == presents
    # It slept in short naps, looking at the queue, never spinning.
    assert fake.sleeps and min(fake.sleeps) > 0 and max(fake.sleeps) <= POLL_INTERVAL
    assert len(fake.sleeps) <= 10.0 / POLL_INTERVAL + 2


def test_a_window_scaled_plainly_in_a_busy_frame_is_smoothed_then_left_idle(
    display, tmp_path
) -> None:
    app = App(MemorySettings(window_size=(2560, 1440)))
    try:
        settle(app)
        assert app.presenter.settled and app.wake_in() is None
        app._damage = None  # the whole window, in a frame with no time left to filter it
        app.present(spent_ms=100.0)
        assert not app.presenter.settled
        assert app.wake_in() == 0.0  # smooth it in the next frames
        rough = pygame.image.tobytes(app.window, "RGB")
        shot = tmp_path / "shot.png"
        app.screenshot(str(shot))  # a screenshot shows the settled window
        assert app.presenter.settled
        assert pygame.image.tobytes(app.window, "RGB") != rough
        assert pygame.image.tobytes(pygame.image.load(str(shot)), "RGB") == pygame.image.tobytes(
            app.window, "RGB"
        )
        app._damage = None
        app.present(spent_ms=100.0)
        frames = app.frames
        settle(app)
        assert app.presenter.settled and app.wake_in() is None
        assert app.frames - frames <= 1920 * 1080 // 40_000 + 1
    finally:
        app.close()


def test_input_runs_a_frame_and_hover_shows_only_what_moved(menu_app: App) -> None:
    app = menu_app
    settle(app)
    app.frame(FRAME, [])
    presents, scaled = app.presents, app.presenter.scaled_pixels
    # Pointing at a card of the fan lifts it: a few tiles around the fan are rescaled.
    fan_card = app.stack.top.fan.cards[2]
    pos = tuple(round(v) for v in app.viewport.to_window(fan_card.to_world()))
    app.frame(
        FRAME, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))]
    )
    settle(app)
    assert app.presents > presents
    moved = app.presenter.scaled_pixels - scaled
    assert 0 < moved < 0.5 * 1920 * 1080 * (app.presents - presents)


class Ticking(Screen):
    """A screen that watches something outside (it keeps the default poll)."""

    looks = 0

    def update(self, dt: float) -> None:
        super().update(dt)
        self.looks += 1


def test_a_polling_screen_is_looked_at_less_often_while_nothing_changes(display) -> None:
    app = App(MemorySettings(window_size=(1280, 720)), start=None)
    screen = Ticking(app)
    app.push(screen)
    app.frame(FRAME, [])
    delays = []
    for _ in range(8):
        delays.append(app.wake_in())
        app.frame(FRAME, [])
    assert delays[0] == pytest.approx(screen.poll)
    assert delays == sorted(delays) and delays[-1] == MAX_POLL
    # Input makes it attentive again.
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a")])
    assert app.wake_in() == pytest.approx(screen.poll)
    pygame.event.clear()
    FakeTime(app, stop=10.0)
    looks = screen.looks
    app.run()
    assert 5 <= screen.looks - looks <= 20  # not 600


def test_scene_and_toasts_say_when_they_need_a_frame() -> None:
    scene = Scene()
    assert scene.wake_in() is None
    scene.set_speed(2.0)
    scene.clock.schedule(lambda: None, 0.5)
    assert scene.wake_in() == pytest.approx(0.25)  # scene time runs twice as fast
    node = scene.root
    scene.tweener.animate(node, 0.3, x=100.0)
    assert scene.wake_in() == 0.0
    toasts = Toasts()
    assert toasts.wake_in() is None
    toasts.show("saved", duration=3.0)
    assert toasts.wake_in() == 0.0  # fading in
    toasts.update(1.0)
    assert toasts.wake_in() == pytest.approx(3.0 - 0.45 - 1.0)
    toasts.update(1.7)
    assert toasts.wake_in() == 0.0  # fading out
    toasts.update(1.0)
    assert toasts.wake_in() is None


def test_a_bot_answering_on_its_thread_wakes_the_loop(display) -> None:
    woken = threading.Event()
    seats = [bot("Ada"), person("You")]
    session = Session.new("rage-trick", 2, seed=3, options={"preset": "us"}, names=["Ada", "You"])
    runner = GameRunner(session, seats, threaded=True, wake=woken.set)
    try:
        due = session.to_act()
        runner.poll()
        if 0 in due:
            assert runner.bot_thinking
            assert woken.wait(30.0), "the bot's answer never woke the loop"
    finally:
        runner.close()


def test_a_table_waiting_for_the_player_stops_showing_new_frames(
    display, tmp_path, monkeypatch
) -> None:
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    app = support.make_app(size=(1280, 720), speed=1.0)
    table = make_table(app, dealer=3)  # seat 0 bids first
    run_until(app, my_turn_to(table, "bid"))
    assert table.runner.wake == app.wake  # the table hands its runner the app's wake-up
    settle(app)  # the deal's last tweens, the glow breathing on the seat to act
    app.frame(FRAME, [])
    presents = app.presents
    pygame.event.clear()
    FakeTime(app, stop=10.0)
    frames = app.frames
    app.run()
    assert app.presents == presents
    assert app.frames - frames <= 20  # looked at, back-off to once a second
    assert table.my_turn()


def test_an_idle_rage_table_asks_only_for_the_frames_its_glow_needs(
    display, tmp_path, monkeypatch
) -> None:
    """From the moment it is the player's turn: the glow on their seat breathes for a few
    seconds in 8 steps of brightness, so the table asks for a frame per step, not 60 a
    second; after that only the loop's polling looks at it (about a dozen looks)."""
    from desktop.screens.rage_trick.table import PULSE_SECONDS

    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    app = support.make_app(size=(1280, 720), speed=1.0)
    table = make_table(app, dealer=3)  # seat 0 bids first
    run_until(app, my_turn_to(table, "bid"))
    assert table.pulse_seat == 0 and table.pulse_age < 0.5  # the glow has just begun
    pygame.event.clear()
    glows = []
    draw = table.draw

    def counting(surface: pygame.Surface) -> None:
        draw(surface)
        glows.append(table.stage.glows[0].opacity)

    table.draw = counting  # type: ignore[method-assign]
    FakeTime(app, stop=10.0)
    frames = app.frames
    app.run()
    assert table.my_turn()
    assert len(set(glows)) >= 8  # it did breathe
    # 16 steps every 1.25 s while it breathes, then the polling's looks.
    steps = 16 * PULSE_SECONDS / 1.25
    assert app.frames - frames <= steps + 25, app.frames - frames


class Slow(Screen):
    """A screen whose update can take long (a table reading the engine)."""

    slow = False
    drawn = 0

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.updates: list[float] = []

    def update(self, dt: float) -> None:
        super().update(dt)
        self.updates.append(dt)
        if self.slow:
            time.sleep(SPLIT_UPDATE_MS * 1.5 / 1000.0)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.drawn += 1


def test_a_long_update_leaves_its_drawing_to_the_next_frame_unless_input_waits(display) -> None:
    app = App(MemorySettings(window_size=(1280, 720)), start=None, split_frames=True)
    screen = Slow(app)
    app.push(screen)
    try:
        settle(app)
        screen.slow = True
        drawn, updates = screen.drawn, len(screen.updates)
        app.frame(FRAME, [])  # a long update: nothing drawn yet
        assert len(screen.updates) == updates + 1 and screen.drawn == drawn
        assert app.wake_in() == 0.0  # ... but at once in the next frame
        app.frame(FRAME, [])  # that frame only draws
        assert len(screen.updates) == updates + 1 and screen.drawn == drawn + 1
        screen.slow = False
        app.frame(FRAME, [])  # the next update gets the time the drawing frame passed
        assert screen.updates[-1] == pytest.approx(2 * FRAME)
        assert screen.drawn == drawn + 2
        # Input is answered in its own frame, however long the update.
        screen.slow = True
        key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a")
        app.frame(FRAME, [key])
        assert screen.drawn == drawn + 3
        app.split_frames = False  # a caller that wants every frame drawn (tests) says so
        app.frame(FRAME, [])
        assert screen.drawn == drawn + 4
    finally:
        app.close()


def test_a_ccg_table_draws_its_faces_ahead_in_seconds_then_sleeps(
    display, tmp_path, monkeypatch
) -> None:
    """The faces a CCG table may show are drawn ahead of time right after the deal, at a
    frame every WARM_EVERY, and then the loop sleeps: before, one face or two a second
    trickled for minutes after the deal, the memory growing all along (bench_idle: 1995
    table 115 -> 142 MB in 40 s of idling)."""
    from desktop.screens.ccg_kit.table import WARM_EVERY
    from desktop.screens.rage_classic.table import ClassicTable

    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    app = support.make_app(size=(1280, 720), speed=8.0)
    session = Session.new("rage-classic", 2, 7, names=["You", "Ada"])
    runner = GameRunner(session, [person("You"), bot("Ada")], threaded=False)
    table = ClassicTable(app, runner, step_delay=0.0)
    app.push(table)
    run_until(app, lambda: 0 in session.to_act() and not runner.pending)
    assert table.faces.warming(), "nothing was queued to draw ahead"
    due = table.wake_in()
    assert due is not None and due <= WARM_EVERY  # the loop comes back for them
    pygame.event.clear()
    FakeTime(app, stop=30.0)
    app.run()
    assert not table.faces.warming(), "the faces were still being drawn after 30 s"
    frames = app.frames
    pygame.event.clear()
    FakeTime(app, stop=10.0)
    app.run()
    assert app.frames - frames <= 20  # then looked at once a second at most
