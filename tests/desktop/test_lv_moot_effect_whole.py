"""The Moot panel's line of what passing a Moot does is said whole at 1280x720, in English and
in Portuguese, on two lines where one does not hold it, none of them under 11 px (issue 30,
pl36b 116: "…Adicione 1 de Renome à s…" was cut, its type shrunk to about 10 px)."""

from __future__ import annotations

import pytest

from desktop.screens.rage_lv import narrate
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame
from tests.desktop.test_ccg_support import bots_played, traced_table
from tests.desktop.test_text_readable import min_cap, window_px


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_a_long_moot_effect_is_drawn_whole(display, language) -> None:
    # seed 2: Ann votes on Bob's Moot of Still Water, its text speaking for Bob ("Its card
    # speaks for Bob, who called it, not for you: … Add 1 Renown to your Victory Pile.")
    session = bots_played(36, 2, ("ashen-wind", "stone-choir"), "rage-lv", ("Ann", "Bob"))
    with traced_table(session, language, (1280, 720)) as (app, table):
        m = table.view["moots"][0]
        with using(language):
            said = narrate.moot_does(m["iid"], m["seat"], 0, table.names)
        drawn = [mk for _, mk in trace_frame(app).texts() if mk.text and mk.text in said]
        lines = [mk for mk in drawn if len(mk.text) > 12]
        assert " ".join(mk.text for mk in lines) == said, ([mk.text for mk in drawn], said)
        if language == "pt-BR":
            assert len(lines) == 2  # too long for one line
        for mk in lines:
            assert window_px(app, mk) >= min_cap() - 0.01, (mk.text, window_px(app, mk))
