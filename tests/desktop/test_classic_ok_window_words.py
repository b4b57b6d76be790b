"""The "OK?" panel names every player who announced an Offensive Effect in a sentence that
agrees with them (issue 30, found in a 4-seat game in Portuguese: "Ada, Bruno quer jogar um
Efeito Ofensivo", two names run into a singular verb). Judged on the text drawn."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic.table import ClassicTable
from engine.core.session import Session
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_classic_table import faces
from tests.desktop.test_table_support import frames, frames_until, make_app

QUIET = ("pass", "done", "ok", "allow", "ready")


def _two_announced() -> Session:
    """Ann and Bob have each announced an Offensive Effect; Cy is asked for OK."""
    packs = ["silver-wake", "ashfall-spiral", "thornwood-kin"]
    session = Session.new("rage-classic", 3, 3, {"packs": packs}, names=["Ann", "Bob", "Cy"])
    for _ in range(400):
        window = session.state.window
        if window is not None and len(getattr(window, "offense", ())) >= 2:
            return session
        seat = min(session.to_act())
        legal = session.legal(seat)
        said = [c for c in legal if c["type"] == "announce" and seat in (0, 1)]
        quiet = [c for c in legal if c["type"] in QUIET]
        session.apply(seat, (said or quiet or legal)[0])
    raise AssertionError("nobody announced twice over")


@pytest.mark.parametrize(
    ("language", "wanted", "wrong"),
    [
        ("pt_BR", "Ann e Bob querem jogar um Efeito Ofensivo cada", "Ann, Bob quer"),
        ("en", "Ann and Bob each want to play", "Ann, Bob wants"),
    ],
)
def test_two_announcers_read_as_a_sentence(display, language, wanted, wrong) -> None:
    session = _two_announced()
    with tracing():
        app = make_app((1920, 1080), speed=50.0, language=language)
        try:
            with using(app.translations):
                runner = GameRunner(session, [bot("Ann"), bot("Bob"), person("Cy")], threaded=False)
                table = ClassicTable(app, runner, faces=faces(), step_delay=0.0)
                table.paused = True  # the bots wait: the window stays as it is
                app.push(table)
            frames_until(app, lambda: not table.settling())
            frames(app, 3)
            drawn = " ".join(m.text for _, m in trace_frame(app).texts())
        finally:
            app.close()
    assert wanted in drawn, drawn
    assert wrong not in drawn, drawn
