"""The Stats screen: empty, with history rows, with a damaged history; judged on pixels."""

from __future__ import annotations

import pygame

from desktop.screens.stats import RIGHT, StatsScreen, opponent_name
from desktop.store.paths import Paths
from tests.desktop import test_table_support as support
from tests.desktop.test_replay_support import record_history
from tests.desktop.test_screens_render import busy_pixels
from tests.desktop.test_table_support import frames, key

app = support.app  # an App at 1280x720 with a temporary RAGE_TABLE_HOME


def test_stats_with_no_games_yet(app) -> None:
    screen = StatsScreen(app)
    app.push(screen)
    frames(app, 2)
    assert screen.by_game == [] and screen.chooser is None and not screen.error
    assert busy_pixels(app, pygame.Rect(0, 0, 1920, 1080)) > 20
    assert not Paths.from_env().history_db.exists()  # looking creates nothing
    assert screen.widgets.focused is screen.back_button
    frames(app, 1, [key(pygame.K_ESCAPE)])
    assert screen not in app.stack.screens


def test_stats_with_history_rows(app) -> None:
    record_history(Paths.from_env(), count=6)
    screen = StatsScreen(app)
    app.push(screen)
    frames(app, 2)
    assert {r.key: (r.played, r.won) for r in screen.by_game} == {
        "rage-trick": (3, 2),
        "ragers": (3, 2),
    }
    assert {opponent_name(r.key) for r in screen.by_opponent} == {
        "Normal bot",
        "Random bot",
    }
    assert screen.game == "rage-trick" and len(screen.timeline) == 3
    assert busy_pixels(app, pygame.Rect(100, 170, 760, 400)) > 20  # the rate tables
    chart = busy_pixels(app, RIGHT)
    assert chart > 20
    # Right arrow on the chooser: the chart of the other game.
    assert screen.widgets.focused is screen.chooser
    frames(app, 1, [key(pygame.K_RIGHT)])
    assert screen.game == "ragers" and len(screen.timeline) == 3
    assert [p.won for p in screen.timeline] == [True, False, True]
    assert busy_pixels(app, RIGHT) > 20


def test_a_damaged_history_is_said_not_crashed_on(app) -> None:
    db = Paths.from_env().history_db
    db.parent.mkdir(parents=True, exist_ok=True)
    db.write_bytes(b"this is not a database" * 100)
    screen = StatsScreen(app)
    app.push(screen)
    frames(app, 2)
    assert screen.error and "could not be read" in screen.error
    assert busy_pixels(app, pygame.Rect(0, 0, 1920, 1080)) > 20
