"""The relaunch table's vote buttons (issue 30): with two Moots called and six Garou able to
vote, every vote has its button inside the Moot panel (only 5 of 12 showed), the rows name
the Moot voted on and their side, and a vote's words name the Moot in the person's language
("Vote for with Soot Runner" left "for" in English). Judged on what the table draws."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from desktop.app import App
from desktop.game.controllers import bot, person
from desktop.screens.rage_lv import layout, narrate
from desktop.screens.rage_lv.table import LvTable
from engine.core.session import Session
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_moot_words import voting
from tests.desktop.test_ccg_support import bots_played, open_table
from tests.desktop.test_table_support import frames, frames_until, make_app

ROWS = {"en": ("For {moot}:", "Against {moot}:"), "pt-BR": ("A favor de {moot}:", "Contra {moot}:")}


@contextmanager
def _moot_table(session: Session, language: str) -> Iterator[tuple[App, LvTable]]:
    """Ann's relaunch table over `session`, paused, once its Moot panel shows (traced)."""
    with tracing():
        app = make_app((1920, 1080), speed=50.0, language=language)
        try:
            with using(app.translations):
                table = open_table(app, session, [person("Ann"), bot("Bob")])
            table.paused = True
            frames_until(app, lambda: table.moot_node.visible and not table.settling())
            frames(app, 3)
            yield app, table
        finally:
            app.close()


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_every_vote_has_a_button_under_the_moot_it_names(display, language):
    session = voting(seed=9, commands=17)
    assert len(session.view(0)["moots"]) == 2
    with _moot_table(session, language) as (app, table):
        votes = [c for c in table.legal if c["type"] == "vote"]
        assert len(votes) >= 10
        buttons = [(b.rect, cmd) for b, cmd in table._ctx_buttons]
        assert sorted(map(repr, (cmd for _r, cmd in buttons))) == sorted(map(repr, votes))
        rects = [r for r, _cmd in buttons]
        for i, r in enumerate(rects):
            assert layout.MOOTS.contains(r), r
            assert not any(r.colliderect(o) for o in rects[i + 1 :]), r
        moot = narrate.name(table.view["moots"][0]["iid"])
        trace = trace_frame(app)
        drawn = [m.text for _, m in trace.texts()]
        # nothing drawn over anything in the panel (in Portuguese its rule of votes ran
        # under "Moot Events may be played first · 1 more Moot after these")
        clashes = [str(p) for p in trace.problems() if p.rect.colliderect(layout.MOOTS)]
        assert not clashes, clashes
        for row in ROWS[language]:
            assert row.format(moot=moot) in drawn, (row, drawn)
        with using(app.translations):
            said = [table.describe(c) for c in votes]
        assert all(moot in line for line in said), said
        if language == "pt-BR":
            assert not any(" for " in line or "against" in line for line in said), said


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_moot_panel_head_draws_nothing_over_anything(display, language):
    """Three Moots called, Moot Events first: the panel's rule of votes and its state line
    ("Moot Events may be played first · 1 more Moot after these") share one line."""
    session = bots_played(14, 1)
    assert session.view(0)["phase"] == "moot-events" and len(session.view(0)["moots"]) == 3
    with _moot_table(session, language) as (app, table):
        trace = trace_frame(app)
        clashes = [str(p) for p in trace.problems() if p.rect.colliderect(layout.MOOTS)]
        assert not clashes, clashes
