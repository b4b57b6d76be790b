"""A fight the person is no side of runs on without them (issue 30: in the bots' fights the
person had to press Space at every window, a pass their only move). Seed 3's 4-seat game 133
commands in: Ada's Granite Voice hunts a Pallid Drone Bruno fights for, and Ann may only
pass. The table passes for her at each window where that is all she may do, and the log says
so once; no key is pressed."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from engine.i18n import _, using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import make_app, open_table, seats_played
from tests.desktop.test_lv_crowded_opponents import NAMES
from tests.desktop.test_lv_hunt_plates_whole import PACKS
from tests.desktop.test_table_support import frames, frames_until


def _fight(session) -> object:
    fight = session.view(0).get("combat")
    return None if fight is None else (fight["hunter"], fight["prey"])


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_table_passes_for_a_bystander_with_nothing_to_play(display, language) -> None:
    session = seats_played(NAMES, 133, 3, PACKS)
    fight = session.view(0)["combat"]
    assert 0 not in fight["seats"] and session.legal(0) == [{"type": "combat-pass"}]
    start = len(session.entries)
    with tracing():
        app = make_app((1280, 720), speed=50.0, language=language)
        try:
            with using(app.translations):
                table = open_table(app, session, [person("Ann")] + [bot(n) for n in NAMES[1:]])
                said = _("Nothing for you to play in {fighters}'s fight: the table passes for you.")
                said = said.format(fighters=_(" and ").join(NAMES[s] for s in fight["seats"]))
            refused: list[str] = []
            table.refuse = refused.append  # type: ignore[method-assign]
            mine = lambda: [e for e in session.entries[start:] if e["seat"] == 0]  # noqa: E731
            frames_until(app, lambda: bool(mine()), limit=600)
            frames(app, 3)
            drawn = " ".join(m.text for _i, m in trace_frame(app).texts())
            assert " ".join(said.split()) in " ".join(drawn.split()), drawn[-600:]
            # the whole fight, every window of it, with no key pressed
            frames_until(app, lambda: _fight(session) != (fight["hunter"], fight["prey"]))
            passes = mine()
            assert len(passes) >= 2 and all(
                e["command"] == {"type": "combat-pass"} for e in passes
            ), passes
            assert table.model.log.lines.count(said) == 1  # said once a fight
            assert not refused  # no pass sent for a moment gone by ("not your turn")
        finally:
            app.close()
