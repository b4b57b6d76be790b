"""The relaunch's bar in a combat stays clear of the combat's title row (issue 30). Found
playing a real window at 1280x720: after Hint in a Battlefield guardian's Pre-Combat step, the
bar "Play Challenge Howl on Ember-Tooth: click the glowing card, or press A." was drawn over
"Pre-Combat events". Judged on the texts the frame draws."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from engine.core.session import Session
from tests.desktop.layout_trace import report, trace_frame, tracing
from tests.desktop.test_ccg_support import bots_played, make_app, open_table
from tests.desktop.test_table_assist import wait_for_hint
from tests.desktop.test_table_support import frames, frames_until, key


def guardian_fight() -> Session:
    """Ann's alpha fights a Battlefield's guardian, Ann to play a Pre-Combat event."""
    session = bots_played(41, seed=23)
    combat = session.view(0)["combat"]
    assert combat and combat["kind"] == "guardian" and 0 in session.to_act(), combat
    return session


def test_the_hinted_bar_in_a_guardian_fight_is_not_drawn_over_its_title(display) -> None:
    with tracing():
        app = make_app((1280, 720), speed=50.0)
        try:
            table = open_table(app, guardian_fight(), [person("Ann"), bot("Bob")])
            frames_until(app, lambda: table.stage.combat.visible and not table.settling())
            frames(app, 1, [key(pygame.K_QUESTION, "?")])
            wait_for_hint(app, table)
            frames(app, 3)
            assert table.assist.hint is not None
            move = table.describe(table.assist.hint.command)
            trace = trace_frame(app)
            bar = [m for _, m in trace.texts() if m.text.startswith(move)]
            assert bar, (move, [m.text for _, m in trace.texts()])
            step = [m for _, m in trace.texts() if m.text == "Pre-Combat events"]
            assert step
            problems = [
                p for p in trace.problems() if move in p.text + p.other or step[0].text in p.text
            ]
        finally:
            app.close()
    assert not problems, report(problems)
    # The bar's dark box reaches 14 px left of its text: clear of the step's name.
    assert bar[0].rect.left - 14 > step[0].rect.right, (bar[0].rect, step[0].rect)
