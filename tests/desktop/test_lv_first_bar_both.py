"""The relaunch table opens naming keys (`opens_by_keys`, for a keyboard player), but its
first bar is read by a mouse player too, before any input (pl40a #6, 4 seats by mouse at
1920x1080: "Your play: ←/→ to a card, Enter for its moves, A for all · Space to pass"). It
names the mouse's way first and the keys after. A list's bar said "Your choice (A for every
action)" to a mouse player: it says how the list is answered, by the way last used."""

from __future__ import annotations

import pytest

from engine.i18n import _, using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import bots_played, main_turn_table, traced_table
from tests.desktop.test_lv_prompt_words import CHOIR
from tests.desktop.test_table_support import frames

MOUSE = {"en": "drag or click a card", "pt-BR": "arraste ou clique numa carta"}


@pytest.mark.parametrize("language", list(MOUSE))
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def test_the_first_bar_names_the_mouse_then_the_keys(display, language, size) -> None:
    with tracing(), main_turn_table(size, 2, language, seed=3) as (app, table):
        frames(app, 4)
        assert table.by_keys  # no input yet: the table opens by the keys
        node = table.prompt_node
        bar = node.surface.get_rect(center=(round(node.x), round(node.y)))
        said = " ".join(m.text for _, m in trace_frame(app).texts() if bar.contains(m.rect))
    assert MOUSE[language] in said, said
    assert said.index(MOUSE[language]) < said.index("←/→"), said


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_a_lists_bar_says_how_to_answer_it_by_the_mouse(display, language) -> None:
    session = bots_played(31, 1, CHOIR)  # "Choose your alpha": a list
    with traced_table(session, language, moot=False) as (app, table):
        assert table.dialog is not None and table.dialog.is_open
        table.by_keys = False  # as after a click
        table.input_way_changed()
        frames(app, 4)
        with using(app.translations):
            mouse = _("Your choice: click it in the list")
        drawn = [m.text for _, m in trace_frame(app).texts()]
    assert mouse in drawn, drawn
