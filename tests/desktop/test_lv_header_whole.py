"""An opponent's name plate on the relaunch table shows the player's name and pack whole with
the seat's tag after it: in Portuguese at 1280x720 with 4 seats it read "Bruno · Hollow Mo…"
while "vez" (to play) showed (issue 30, seen in a real window). Judged on the traced frame:
every name plate's text drawn whole, not cut, in both languages."""

from __future__ import annotations

import random

import pytest

from desktop.game.controllers import bot, person
from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import make_app, open_table
from tests.desktop.test_table_support import frames, frames_until

NAMES = ["Ana", "Bruno", "Chen", "Dalia"]
PACKS = ["ashen-wind", "hollow-moon", "stone-choir", "hollow-moon"]


def _bruno_to_play() -> Session:
    """A 4-seat game the heuristic bots played until Bruno (Hollow Moon) alone is to act."""
    session = Session.new("rage-lv", 4, 3, {"packs": PACKS}, names=NAMES)
    bots = make_bots(session, ["heuristic"] * 4)
    rng = random.Random(3)
    for _ in range(400):
        if session.to_act() == {1} and session.view(0)["phase"] == "main":
            return session
        assert bot_turn(session, bots, rng)
    raise AssertionError("Bruno was never alone to act")


@pytest.mark.parametrize("language", ["pt-BR", "en"])
def test_an_opponents_name_and_pack_show_whole_beside_the_to_play_tag(
    display, language: str
) -> None:
    session = _bruno_to_play()
    with tracing():
        app = make_app((1280, 720), speed=50.0, language=language)
        try:
            with using(app.translations):
                table = open_table(app, session, [person("Ana")] + [bot(n) for n in NAMES[1:]])
            table.paused = True
            frames_until(app, lambda: not table.settling())
            frames(app, 3)
            assert 1 in table.tags, "Bruno's plate shows no tag"
            texts = [m for _i, m in trace_frame(app).texts()]
        finally:
            app.close()
    plates = [m for m in texts if "Bruno · " in (m.whole or m.text)]
    assert plates, [m.text for m in texts][:40]
    cut = [(m.text, m.whole) for m in plates if m.whole and "Hollow Moon" in m.whole]
    assert not cut, cut
    assert any("Bruno · Hollow Moon" in m.text for m in plates), [m.text for m in plates]
