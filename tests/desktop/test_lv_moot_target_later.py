"""A targeted Moot on the relaunch Moot panel says when its target comes (issue 30, played by
keyboard in Portuguese at 1920x1080): in the Moot Events step "Trial of Sharp Words … Deal 2
damage to target character" named no target, and nothing said one would come. Seed 000:
"those targets are not declared until right before players vote on such a Moot". The panel
now says so. Judged on what the table draws."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import bots_played, open_table
from tests.desktop.test_table_support import frames, frames_until, make_app

SAID = {
    "en": "target not chosen yet: Bob names it at the vote",
    "pt_BR": "alvo ainda não escolhido: Bob o escolhe na votação",
}


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_a_targeted_moot_says_its_target_comes_before_its_vote(display, language) -> None:
    session = bots_played(15, 9)  # Moot Events: Bob's Trial of Sharp Words and Call to the Hunt
    view = session.view(0)
    assert view["phase"] == "moot-events"
    with tracing():
        app = make_app((1920, 1080), speed=50.0, language=language)
        try:
            with using(app.translations):
                table = open_table(app, session, [person("Ann"), bot("Bob")])
                table.paused = True
                frames_until(app, lambda: table.moot_node.visible and not table.settling())
                frames(app, 3)
                drawn = [m.text for _, m in trace_frame(app).texts()]
        finally:
            app.close()
    trial = [t for t in drawn if SAID[language] in t]
    assert len(trial) == 1, drawn  # the Trial names its target later; Call to the Hunt has none
