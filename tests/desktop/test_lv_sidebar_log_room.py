"""The relaunch sidebar's log keeps room to read (issue 30). Seen in a real window at 1280x720
with 4 packs: the first-game tip and the Umbra chart's five effects left the log one line
tall (in Portuguese, none). Where the effects in full would leave the log less than six
lines they fold into one line, whose tooltip (hover, Tab) gives them whole. Played through
the app's frames at 1280x720 and 1920x1080, 2 and 4 packs, English and Portuguese; judged
on the texts the frame draws."""

from __future__ import annotations

import random

import pytest

from desktop.screens.rage_lv import hud, layout
from desktop.screens.rage_lv.table import LvTable
from desktop.ui.settings_protocol import MemorySettings
from desktop.ui.theme import wrap
from desktop.wiring import app_registry
from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from engine.i18n import using
from tests.desktop.layout_trace import keep_shot, report, trace_frame, tracing
from tests.desktop.test_ccg_support import settled_table, shared_faces
from tests.desktop.test_table_support import frames, in_language, motion

NAMES = ["Ann", "Bruno", "Chloé", "Dev"]
LOG_LINES = 6  # about four entries: an entry takes one or two lines


def _played(seats: int, umbra: int, commands: int = 30) -> Session:
    """The heuristic bots' game `commands` in (and on to Ann's move), the Umbra marker
    started on `umbra`."""
    session = Session.new("rage-lv", seats, 3, {"umbra": umbra}, names=NAMES[:seats])
    bots = make_bots(session, ["heuristic"] * seats)
    rng = random.Random(3)
    while commands > 0 or 0 not in session.to_act():
        assert bot_turn(session, bots, rng)
        commands -= 1
    return session


def _open(size: tuple[int, int], seats: int, language: str, umbra: int = 23):
    """Ann's table (tips on, bots held) on that game, settled."""
    from desktop.app import App

    settings = MemorySettings(window_size=size, animation_speed=50.0, hints=True, sound=False)
    app = in_language(App(settings, app_registry(), start=None), language)
    return app, settled_table(app, LvTable, _played(seats, umbra), shared_faces())


@pytest.mark.parametrize(
    ("size", "seats", "language"),
    [((1280, 720), 4, "en"), ((1280, 720), 4, "pt_BR"), ((1920, 1080), 2, "pt_BR")],
)
def test_the_log_keeps_room_under_a_tip_and_five_effects(display, size, seats, language):
    with tracing():
        app, table = _open(size, seats, language)
        try:
            assert table.tip is not None and table.view["umbra_level"] == 5
            trace = trace_frame(app)
            keep_shot(app, f"lv-sidebar-log-{size[0]}-{seats}-{language}")
            side = layout.SIDEBAR
            drawn = [m.text for _, m in trace.texts() if side.contains(m.rect)]
            with using(app.translations):
                lines = {ln for e in table.log for ln in wrap(e, 18, side.width - 30)}
            shown = [t for t in drawn if t in lines or t.removesuffix(" …") in lines]
            assert len(shown) >= LOG_LINES, (shown, drawn)
            problems = [p for p in trace.problems() if side.colliderect(p.rect)]
            assert not problems, report(problems)
        finally:
            app.close()


def test_folded_effects_are_whole_on_hover(display):
    app, table = _open((1280, 720), 4, "pt_BR")
    try:
        assert table.side_marks.get("effects_folded")
        at = (layout.SIDEBAR.x + 60, table.side_marks["effects_top"] + 8)
        frames(app, 2, [motion(app, at)])
        shown = table.tips.shown
        assert shown is not None
        with using(app.translations):
            assert shown.text.split("\n") == hud.umbra_effects(5)
    finally:
        app.close()


def test_with_room_the_effects_stay_listed(display):
    """Two packs leave the log its room: the effects are listed as they were, not folded."""
    with tracing():
        app, table = _open((1920, 1080), 2, "en", umbra=8)
        try:
            assert not table.side_marks.get("effects_folded")
            drawn = [m.text for _, m in trace_frame(app).texts()]
            width = layout.SIDEBAR.width - 36
            level = table.view["umbra_level"]
            listed = [ln for e in hud.umbra_effects(level) for ln in wrap(e, 18, width)]
            assert all(line in drawn for line in listed), (listed, drawn)
        finally:
            app.close()
