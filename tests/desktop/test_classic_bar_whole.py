"""The 1995 table's top bar cut short (issue 30, found at 1280x720 in Portuguese: "... (ou
clique ne…" with no way to read the rest by keyboard): the whole line shows in a tooltip on
hover and on the first Tab, which rings the word it is on, and Help says so. Judged on what
the frame draws, driven through the app."""

from __future__ import annotations

from typing import Any

import pygame

from desktop.screens.ccg_kit.glossary import GOLD
from desktop.screens.rage_classic import layout
from desktop.screens.rage_classic.table import HELP
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.lesson_steps import lesson_at
from tests.desktop.test_learn import home, make_app  # noqa: F401
from tests.desktop.test_table_support import frames, motion

TAB = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0)


def _tip_words(app) -> str:
    return " ".join(m.text for _, m in trace_frame(app).texts())


def cut_bar(app) -> tuple[Any, str, str, pygame.Rect]:
    """A lesson's table in Portuguese at a step whose top bar is cut: the table, the bar's
    whole line, the words shown and where."""
    app.settings.language = "pt-BR"
    app.apply_settings()
    table = lesson_at(app, "rage-classic", "bluff", lambda t, step: step.expect["type"] == "assign")
    # A line that fits in two of the bar's lines is drawn whole: three times the step's line
    # is cut (in the middle: its key stays in sight).
    with using(app.translations):
        whole = " ".join([table.what_now()] * 3)
    table.what_now = lambda: whole
    with using(app.translations):
        table._sidebar()
    frames(app, 3)
    cut = [(t, r) for t, r in table.labels if layout.BAR.contains(r) and t.endswith("…")]
    assert cut, "the bar is not cut here: the test needs a longer line"
    return table, whole, cut[0][0], cut[0][1]


def test_a_cut_bar_is_whole_on_hover_and_on_tab(display, home) -> None:  # noqa: F811
    with tracing():
        app = make_app((1280, 720))
        try:
            table, whole, shown, rect = cut_bar(app)
            assert whole.startswith(shown[:-1].rstrip()) and whole != shown
            tail = whole.split()[-3:]  # the words the cut hid
            frames(app, 2, [motion(app, rect.center)])
            assert table.tips.shown is not None and table.tips.shown.text == whole
            assert all(w in _tip_words(app) for w in tail), (tail, whole)
            frames(app, 2, [motion(app, (rect.centerx, 600))])
            assert table.tips.shown is None
            for _ in range(len(table.tips.spots)):  # Tab reaches it among the table's words
                frames(app, 1, [TAB])
                if table.tips.shown is not None and table.tips.shown.text == whole:
                    break
            assert table.tips.shown is not None and table.tips.shown.text == whole
            assert all(w in _tip_words(app) for w in tail)
        finally:
            app.close()
    assert "Tab" in HELP and "cut short" in HELP


def test_the_first_tab_reads_the_cut_bar_and_rings_it(display, home) -> None:  # noqa: F811
    """Help says a cut bar is whole on Tab, but the bar was the third Tab stop, after "Turno"
    and "Fase…", and the word Tab was on had no mark: the first Tab now reads the bar, and the
    word it is on is ringed."""
    app = make_app((1280, 720))
    try:
        table, whole, _shown, rect = cut_bar(app)
        frames(app, 2, [TAB])
        assert table.tips.shown is not None and table.tips.shown.text == whole
        canvas = app.canvas
        assert canvas is not None
        ring = rect.inflate(8, 4)  # the canvas is the logical table, as the labels are
        golds = sum(
            tuple(canvas.get_at((x, ring.bottom - 1)))[:3] == GOLD[:3]
            for x in range(ring.x + 6, ring.right - 6, 5)
        )
        assert golds >= 3, "no ring round the word Tab is on"
    finally:
        app.close()
