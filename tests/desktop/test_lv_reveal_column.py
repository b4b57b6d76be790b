"""Every card a combat round revealed shows its name and figures (pl40a #8, a newcomer's play
at 1920x1080): each side's later cards stood a step out and up under the earlier ones, so a
third card went under the one before and under its fighter's card (Brace under Rust-Maw
Hulk, its block hidden; Brace under Claw Rake). Driven through the app's loop on a bot game's
round (seed 1: Rockfall answered by Cinder Guard, then Brace on Rockfall's side), judged on
what is drawn: each revealed card prints its name and figures, and no text printed on a
revealed card or a fighter's card lies under another."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from desktop.screens.rage_lv import narrate
from desktop.screens.rage_lv.faces import CcgFaces
from tests.desktop.layout_trace import COVERED, trace_frame, tracing
from tests.desktop.test_ccg_support import bots_played, make_app, open_table
from tests.desktop.test_table_support import frames, frames_until

CARDS = ("revealed:", "combatant:")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_side_s_revealed_cards_all_stay_in_sight(display, size: tuple[int, int]) -> None:
    with tracing():
        app = make_app(size, speed=50.0)
        try:
            # the round, from its start to Brace, played live on faces made while traced (as
            # `played_live`, whose shared faces an earlier test may have made untraced)
            played, session = bots_played(95, 1), bots_played(91, 1)
            table = open_table(app, session, [person("Ann"), bot("Bob")], faces=CcgFaces())
            table.paused = True
            frames(app, 30)
            for entry in played.entries[-4:]:
                session.apply(entry["seat"], entry["command"])
                frames(app, 20)
            frames_until(app, lambda: len(table.revealed) == 3)
            frames(app, 5)
            trace = trace_frame(app)
        finally:
            app.close()
    named = {d.index: trace.names.get(id(d.origin), "") for d in trace.draws}
    cards = [d for d in trace.draws if named[d.index].startswith(CARDS)]
    revealed = [d for d in cards if named[d.index].startswith("revealed:")]
    assert len(revealed) == 3, [named[d.index] for d in cards]
    hidden = [
        (named[d.index], m.text, named[e.index])
        for d in cards
        for m in d.marks
        for e in cards
        if e.index > d.index and e.opaque_over(m.rect) > COVERED
    ]
    assert not hidden, hidden
    # each card's figures printed on it (a face too small for them prints its name alone)
    bare = [named[d.index] for d in revealed if not any(m.text.isdigit() for m in d.marks)]
    assert not bare, bare
    # each card's name printed whole on it
    printed = {m.text.casefold() for d in revealed for m in d.marks if not m.whole}
    for iid in table.revealed:
        assert narrate.name(iid).casefold() in printed, (iid, sorted(printed))
