"""A card's list of moves gives the card's words whole (issue 30: three Portuguese texts, The
Dry Wash, Thin Veil and Glass Spring, are longer than the 220 characters the list showed and
ended in "…" there, though the zoom had them whole). Judged on the lines the list draws."""

from __future__ import annotations

import pygame

from desktop.screens.rage_lv import narrate
from desktop.ui.choice import ChoiceDialog
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import main_turn, make_app
from tests.desktop.test_table_support import frames, frames_until, key


def test_the_dry_wash_list_draws_its_whole_portuguese_text(display) -> None:
    with tracing():
        app = make_app((1280, 720), speed=50.0, language="pt-BR")
        try:
            with using(app.translations):
                table, session = main_turn(app, ["dry-wash"])
                hand = session.view(0)["players"][0]["hand"]
                wash = next(iid for iid in hand if ".dry-wash." in iid)
                whole = narrate.play_words(wash)
            assert len(whole) > 220, whole  # the case: longer than the list used to show
            table.focus_key = wash
            app.frame(1 / 60, [key(pygame.K_RETURN)])
            frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog))
            frames(app, 20)
            drawn = [m.text for _i, m in trace_frame(app).texts()]
        finally:
            app.close()
    lines = table.dialog._lines
    assert all(line in drawn for line in lines), (lines, drawn)
    assert " ".join(lines).split() == whole.split(), (lines, whole)
