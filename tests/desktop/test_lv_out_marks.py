"""A player outside a fight sees which of its Combat cards can help (issue 30: the caption
said "cards marked Out can help between rounds" and no card showed a mark: the face's own
In/Out pill does not print at the Combat hand's size). Only a card that can be played now is
marked: Spirit Rebuke marked "OUT" under a bar saying no card could be (pl34b #14)."""

from __future__ import annotations

import random

import pytest

from desktop.game.controllers import bot, person
from engine.core.session import Session
from engine.games.rage_lv.state import card_of
from engine.i18n import _, using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import bot_turn, make_app, make_bots, open_table
from tests.desktop.test_table_support import frames, frames_until
from tests.desktop.test_text_readable import min_cap

HELPS = ("out", "in-out")


def three_seats_played(commands: int, seed: int) -> Session:
    session = Session.new(
        "rage-lv",
        3,
        seed,
        {"packs": ["ashen-wind", "stone-choir", "hollow-moon"]},
        names=["Ann", "Bob", "Cy"],
    )
    bots = make_bots(session, ["heuristic"] * 3)
    rng = random.Random(seed)
    for _step in range(commands):
        assert bot_turn(session, bots, rng)
    return session


@pytest.mark.parametrize(("language", "size"), [("en", (1280, 720)), ("pt-BR", (1920, 1080))])
def test_cards_that_help_from_outside_the_fight_are_marked(display, language, size):
    # Bob and Cy fight; Ann may play Challenge Howl now, not her two Mid-Combat Spirit Rebukes
    session = three_seats_played(173, seed=3)
    view = session.view(0)
    assert 0 not in view["combat"]["seats"]
    hand = view["players"][0]["combat_hand"]
    scopes = {iid: getattr(card_of(iid), "scope", "") for iid in hand}
    now = {c["card"] for c in session.legal(0) if c["type"] == "combat-event"}
    helping = [iid for iid, s in scopes.items() if s in HELPS and iid in now]
    assert helping and len(helping) < len([iid for iid, s in scopes.items() if s in HELPS])
    with tracing():
        app = make_app(size, speed=50.0, language=language)
        try:
            with using(app.translations):
                table = open_table(app, session, [person("Ann"), bot("Bob"), bot("Cy")])
                words = {_("Out").upper()}  # the caption's word, on In/Out cards too
            table.paused = True
            frames_until(app, lambda: not table.settling())
            frames(app, 3)
            marks = [m for _, m in trace_frame(app).texts() if m.text in words]
            nodes = {n.name: n for n in table.combat_cards.children}
            for iid in hand:
                x, _y = nodes[iid].to_world()
                over = [m for m in marks if abs(m.rect.centerx - x) < 60]
                assert len(over) == (iid in helping), (iid, scopes[iid], [m.text for m in marks])
            assert all(m.cap * app.viewport.scale >= min_cap() for m in marks), marks
        finally:
            app.close()
