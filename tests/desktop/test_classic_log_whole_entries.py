"""The 1995 table's game log starts with a whole entry (issue 30, found in headless shots at
1280x720 with 4 packs in Portuguese: the log began with "Vane.", the tail of an entry whose
start had scrolled off, which reads as nothing). As the relaunch's logs do, it shows the last
entries that fit whole. Played by the heuristic bots, drawn through the app's frames, judged
on the texts drawn in the log's band."""

from __future__ import annotations

import random

from desktop.screens.rage_classic import layout
from desktop.screens.rage_classic.table import ClassicTable
from desktop.ui.theme import wrap
from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import settled_table
from tests.desktop.test_classic_table import PACKS, faces
from tests.desktop.test_table_support import make_app

NAMES = ["Maria Eduarda Fernandes", "Bartholomew Winchester", "Chloé Anne-Sophie", "Devendra Ram"]


def _played(commands: int) -> Session:
    session = Session.new("rage-classic", 4, 1, {"packs": PACKS}, names=NAMES)
    bots = make_bots(session, ["heuristic"] * 4)
    rng = random.Random(1)
    while commands > 0 or 0 not in session.to_act():
        assert bot_turn(session, bots, rng)
        commands -= 1
    return session


def test_the_game_log_starts_with_a_whole_entry(display) -> None:
    session = _played(160)
    with tracing():
        app = make_app((1280, 720), speed=50.0, language="pt_BR")
        try:
            table = settled_table(app, ClassicTable, session, faces())
            drawn = [m for _, m in trace_frame(app).texts() if layout.LOG.contains(m.rect)]
            with using(app.translations):
                entries = [wrap(e, layout.LOG_TEXT, layout.LOG.w - 8) for e in table.log]
        finally:
            app.close()
    first = min(drawn, key=lambda m: m.rect.y).text
    starts = {lines[0] for lines in entries}
    tails = {ln for lines in entries for ln in lines[1:]} - starts
    assert first in starts, (first, first in tails)
