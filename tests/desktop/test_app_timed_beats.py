"""A beat a table counts (a fight's end held, the wait before a bot's move) lasts its time in
the app's real loop. The loop sleeps until the beat is due (`wake_in`), and the update after
that sleep was capped to MAX_DT (0.1 s), as a stall is: a 3 s held fight's end counted 0.1 s a
wake and stood about 46 s, a bot's move waited many times its beat (pl45a: "the instant lasted
about 20 s", "each bot reply took 4-10 s"). Frames stepped by hand never saw it.

The loop's clock and sleep are a fake clock (test_app_idle.FakeTime): simulated seconds."""

from __future__ import annotations

from desktop.screens.ccg_kit.held import FIGHT_BEAT
from tests.desktop.test_app_idle import FakeTime, settle
from tests.desktop.test_ccg_support import make_app
from tests.desktop.test_lv_fight_end_held import _at_fight_end, at_bots_fight_end
from tests.desktop.test_table_support import frames


def test_a_bots_fight_end_goes_after_its_beat_in_the_real_loop(display) -> None:
    app = make_app((1280, 720), speed=1.0)
    try:
        table = at_bots_fight_end(app)
        assert table.view.get("fight_over") is not None and not table.held_for_reader
        table.paused = False
        FakeTime(app, stop=1e9)
        app.loop(seconds=2 * FIGHT_BEAT)  # the real loop, twice the beat (speed 1)
        assert table.view.get("fight_over") is None, f"still held ({table.holding:.2f} s left)"
    finally:
        app.close()


def test_a_fight_end_held_for_its_reader_costs_no_frames(display) -> None:
    """Held until Ann's key, her fight's end asks for no frame meanwhile: a bot due to move
    next asked for one at once (its beat long past), and the table drew 60 frames a second
    for as long as the view was read."""
    app = make_app((1280, 720), speed=1.0)
    try:
        table, _session = _at_fight_end(app)
        table.paused = False
        frames(app, 30)
        assert table.held_for_reader and table.view.get("fight_over") is not None
        settle(app)  # whatever was moving comes to rest
        drawn = app.frames
        FakeTime(app, stop=1e9)
        app.loop(seconds=20.0)
        # a look a second at most (the runner's poll), not 60: it never came to rest before
        assert app.frames - drawn <= 2 * 20, app.frames - drawn
        assert table.view.get("fight_over") is not None  # still there, for the key
    finally:
        app.close()
