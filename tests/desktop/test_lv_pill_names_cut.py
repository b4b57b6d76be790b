"""A pill too narrow for a player's whole name shows it cut with "…" and its tooltip gives it
whole (issue 30, vlv6 at 1280x720: the prey pills said "por Bru" for Bruno, with no mark, and
so read as another player's name). Seed 10, 241 commands in: prey of one name played by both
players in the Hunting Grounds, Annabel's and Bruno's."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from desktop.render.clamp import ELLIPSIS
from desktop.screens.rage_lv import layout
from engine.i18n import _, using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import bots_played, make_app, open_table
from tests.desktop.test_table_support import frames, frames_until, motion

#: the person first: its own prey read "yours" since vt38, a rival's keep the rival's name
NAMES = ("Bruno", "Annabel")


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_a_cut_name_on_a_pill_says_so_and_its_tooltip_says_it_whole(display, language) -> None:
    session = bots_played(241, seed=10, names=NAMES)
    with tracing():
        app = make_app((1280, 720), speed=50.0, language=language)
        try:
            with using(app.translations):
                table = open_table(app, session, [person(NAMES[0]), bot(NAMES[1])])
                by = _("by {name}").format(name="")
            table.paused = True
            frames_until(app, lambda: not table.settling())
            frames(app, 3)
            drawn = [m for _, m in trace_frame(app).texts() if layout.HUNT.contains(m.rect)]
            pills = [m for m in drawn if m.text.startswith(by)]
            assert len(pills) >= 3, [m.text for m in drawn]
            cut = []
            for m in pills:
                said = m.text.removeprefix(by)
                if said not in NAMES:  # cut: with its mark, the start of a player's name
                    assert said.endswith(ELLIPSIS), m.text
                    assert any(n.startswith(said.removesuffix(ELLIPSIS)) for n in NAMES), m.text
                    cut.append(m)
            assert cut, [m.text for m in pills]  # "by Annabel" does not fit a small card
            pill = cut[0]
            whole = next(n for n in NAMES if n.startswith(pill.text.removeprefix(by)[:-1]))
            frames(app, 45, [motion(app, pill.rect.center)])
            shown = table.tips.shown
            assert shown is not None and whole in shown.title, (pill.text, shown)
        finally:
            app.close()
