"""A click on Pass does not run on into a turn or phase the person has not seen: the button
holds a moment, greyed, with the new turn and phase named beside it (issue 30: a newcomer
clicking Pass through the end of a combat found "Player 1 passes." right after "— Turn 3 —",
their next click having passed the next turn's Main phase)."""

from __future__ import annotations

from tests.desktop.layout_trace import tracing
from tests.desktop.test_ccg_support import bots_played, make_app, paused_at
from tests.desktop.test_lv_pass_runs_on import over_pass
from tests.desktop.test_table_support import click, frames, frames_until, motion


def _passes(session, seat: int) -> int:
    return sum(
        1
        for e in session.entries
        if e.get("seat") == seat and (e.get("command") or {}).get("type") == "pass"
    )


def test_a_click_right_after_a_new_turn_does_not_pass_it(display) -> None:
    played = bots_played(53, seed=1)  # Ann, then Bob, pass the end of a fight: turn 2 starts
    with tracing():
        app = make_app((1280, 720), speed=4.0)
        try:
            table = paused_at(app, 51, seed=1)
            session = table.session
            frames(app, 60)
            assert any(c["type"] == "combat-pass" for c in table.legal)
            click(app, table.pass_button.rect.center)  # Ann passes the fight's last step
            frames(app, 2)
            assert session.entries[-1]["seat"] == 0
            session.apply(1, played.entries[-1]["command"])  # Bob's pass ends it: turn 2
            frames(app, 2)
            # the fight's end is held in the view (fv38) until a key or a click, which it uses
            # up: a click on Pass, the pointer staying there, as a newcomer clicking on does
            click(app, table.pass_button.rect.center)
            frames_until(app, lambda: table.view["phase"] == "main", limit=30)
            before = _passes(session, 0)
            frames(app, 2)
            assert any(c["type"] == "pass" for c in table.legal)
            assert _passes(session, 0) == before  # the click that ended the hold passed nothing
            assert over_pass(app, table) == "Turn 2: Main"
            click(app, table.pass_button.rect.center)  # the next click, on the same spot
            frames(app, 2)
            assert _passes(session, 0) == before  # the turn Ann had not seen is not passed
            frames(app, 45)  # the pointer stays on Pass: it holds on, naming the turn
            assert over_pass(app, table) == "Turn 2: Main"
            spot = table.pass_button.rect.center
            frames(app, 2, [motion(app, (spot[0], spot[1] - 200))])  # off it and back
            frames(app, 2, [motion(app, spot)])
            assert over_pass(app, table) == ""
            click(app, table.pass_button.rect.center)
            frames(app, 2)
            assert _passes(session, 0) == before + 1
        finally:
            app.close()
