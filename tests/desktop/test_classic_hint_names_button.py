"""A Hint to do nothing names the button that does it, as the bar does (issue 30, found in a
2-seat 1995 game by mouse in Portuguese at 1920x1080: in every Resource phase the bar said
"Pronto: clique em Pronto" over a button reading "Pronto" while the Hint said "Deixe passar:
nada que você possa fazer agora…", and at an OK? it said the same over "OK"; a newcomer looked
for a "Let it be" button that was not there). Driven through the app's loop: ? asks, then the
hint box and the Pass button are read as drawn."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic.table import ClassicTable
from engine.ai.hints import Hint
from engine.core.session import Session
from engine.games.rage_classic.hints import reason
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_classic_table import faces
from tests.desktop.test_table_support import frames, frames_until, key, make_app

NAMES = ["Ann", "Bob"]
QUIET = ("pass", "done", "ok", "allow", "ready", "decline", "no-claim")


def _at(kind: str) -> Session:
    """A 2-seat game played quietly (Bob announces what he can) to Ann's first `kind`."""
    packs = ["silver-wake", "thornwood-kin"]
    session = Session.new("rage-classic", 2, 3, {"packs": packs}, names=NAMES)
    for _ in range(300):
        seat = min(session.to_act())
        legal = session.legal(seat)
        if seat == 0 and {"type": kind} in legal:
            return session
        said = [c for c in legal if c["type"] == "announce" and seat == 1]
        quiet = [c for c in legal if c["type"] in QUIET]
        session.apply(seat, (said or quiet or legal)[0])
    raise AssertionError(f"Ann never had {kind}")


@pytest.mark.parametrize("kind", ["done", "ok", "pass"])
def test_a_hint_to_do_nothing_names_the_button(display, kind: str) -> None:
    session = _at(kind)
    command: dict[str, Any] = {"type": kind}
    app = make_app((1280, 720), speed=50.0)
    try:
        runner = GameRunner(session, [person(NAMES[0]), bot(NAMES[1])], threaded=False)
        table = ClassicTable(app, runner, faces=faces(), step_delay=0.0)
        app.push(table)
        table.paused = True  # Bob waits: the moment stays
        frames_until(app, lambda: command in table.legal and not table.settling())
        # the Hint's own words for that command (the search's pick is the test's to fix)
        words = reason(session.view(0), command, None, NAMES)
        table.assist.guide = lambda seat: Hint(command, words)
        with tracing():
            frames(app, 3, [key(pygame.K_SLASH, "?")])
            assert table.assist.hinted == command
            drawn = [m.text for _, m in trace_frame(app).texts()]
        button = table.pass_button.text
        bar = table.bar_line
    finally:
        app.close()
    assert button in drawn, (button, drawn)
    assert f"click {button}" in bar, (button, bar)
    said = [t for t in drawn if "nothing you could do" in t]
    assert said, drawn
    assert said[0].startswith(f"Hint: {button}:"), (button, said)
