"""The bar's "glowing card" is the card that glows (issue 30, a 4-seat 1995 game by mouse at
1280x720: in turn 1's Resource Phase the bar said "Announce an Offensive Effect…: click the
glowing card", and the only card glowing was one already in play, lit by an earlier hint that
had pointed at it; the announce names no card at all). A hint's highlight now goes with its
hint, and a guided move that names no card on show says where it is: in Actions (or A)."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic.table import ClassicTable
from engine.ai.hints import Hint
from engine.core.session import Session
from tests.desktop.test_classic_table import PACKS, faces
from tests.desktop.test_table_support import frames, frames_until, key, make_app

NAMES = ["Ada", "Bruno", "Cy", "Dee"]
QUIET = ("pass", "done", "ok", "allow", "ready", "decline", "no-claim")
ANNOUNCE = {"type": "announce"}


def _quietly(session: Session, until) -> None:
    """The seats play their first quiet move (or first move) until `until()` holds."""
    for _ in range(400):
        if until():
            return
        seat = min(session.to_act())
        legal = session.legal(seat)
        session.apply(seat, ([c for c in legal if c["type"] in QUIET] or legal)[0])
    raise AssertionError("not reached")


def _ask(app, table: ClassicTable, move: dict, words: str) -> None:
    table.assist.guide = lambda seat: Hint(move, words)
    frames_until(app, lambda: not table.settling() and table.assist.button.enabled)
    frames(app, 3, [key(pygame.K_SLASH, "?")])
    frames_until(app, lambda: not table.settling())
    frames(app, 2)


def test_the_glowing_card_is_the_guided_one(display) -> None:
    session = Session.new("rage-classic", 4, seed=5, options={"packs": PACKS}, names=NAMES)

    def ada_may_play_or_announce() -> bool:
        kinds = {c["type"] for c in session.legal(0)} if 0 in session.to_act() else set()
        return {"play", "announce"} <= kinds

    _quietly(session, ada_may_play_or_announce)
    play = next(c for c in session.legal(0) if c["type"] == "play")
    app = make_app((1280, 720), speed=50.0, hints=True)
    try:
        seats = [person(NAMES[0])] + [bot(n) for n in NAMES[1:]]
        table = ClassicTable(app, GameRunner(session, seats, threaded=False), faces=faces())
        app.push(table)
        table.paused = True  # the bots wait: the test makes their moves
        _ask(app, table, play, "Play it.")
        assert table.focus_key == play["card"] and table.stage.focus_ring.visible
        # asked by the ? key: the bar names the key (a mouse player's bar says "click")
        assert "Enter on the glowing card" in table.bar_line, table.bar_line
        # the card is played (it goes into play, on its creature), and the game comes back
        # to Ada with an Offensive Effect to announce
        session.apply(0, play)
        _quietly(session, lambda: 0 in session.to_act() and ANNOUNCE in session.legal(0))
        _ask(app, table, ANNOUNCE, "Announce your effect.")
        bar = table.bar_line
        ring = table.stage.focus_ring.visible
    finally:
        app.close()
    assert bar.startswith("Announce an Offensive Effect"), bar
    # by the keys (the hint was asked by ?): the list is A's, no card glows for it
    assert "glowing" not in bar and "press A and choose it in the list" in bar, bar
    assert not ring  # the played card's highlight went with the hint that lit it
