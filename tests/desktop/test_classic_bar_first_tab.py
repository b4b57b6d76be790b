"""The cut top bar by keyboard (issue 30, 1280x720 in Portuguese): Help says a cut bar is
whole on Tab, but the bar was the third Tab stop, after "Turno" and "Fase…", and the word Tab
was on had no mark. The first Tab now reads the bar, and the word it is on is ringed. Judged on
what the frame draws, driven through the app."""

from __future__ import annotations

import pygame

from desktop.screens.ccg_kit.glossary import GOLD
from desktop.screens.rage_classic import layout
from engine.i18n import using
from tests.desktop.lesson_steps import lesson_at
from tests.desktop.test_learn import home, make_app  # noqa: F401
from tests.desktop.test_table_support import frames

TAB = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0)


def test_the_first_tab_reads_the_cut_bar_and_rings_it(display, home) -> None:  # noqa: F811
    app = make_app((1280, 720))
    app.settings.language = "pt-BR"
    app.apply_settings()
    try:
        table = lesson_at(
            app, "rage-classic", "bluff", lambda t, step: step.expect["type"] == "assign"
        )
        frames(app, 3)
        with using(app.translations):
            whole = table.what_now()
        cut = [(t, r) for t, r in table.labels if layout.BAR.contains(r) and t.endswith("…")]
        assert cut, "the bar is not cut here: the test needs a longer line"
        frames(app, 2, [TAB])
        assert table.tips.shown is not None and table.tips.shown.text == whole
        # the word is ringed on screen: gold pixels just around it
        rect = cut[0][1]
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
