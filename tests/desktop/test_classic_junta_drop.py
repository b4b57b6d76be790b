"""The 1995 lesson 5 in a real window: Gathering at the Ridge dragged onto Little Ember (a legal
call, the lesson's wrong move) was refused with "Sept cards are played in Open Play; this is
the Moot Phase's Closed Play", a rule that did not apply: a Junta's call was not a drop at
all. Now a Junta dropped on a character calls it with that character."""

from __future__ import annotations

from tests.desktop.lesson_steps import lesson_at
from tests.desktop.test_learn import home, make_app, ready  # noqa: F401
from tests.desktop.test_table_support import drag, frames


def test_a_junta_dropped_on_a_character_calls_it_with_that_character(display, home) -> None:  # noqa: F811
    app = make_app()
    table = lesson_at(app, "rage-classic", "junta", lambda t, step: step.expect["type"] == "call")
    coach = table.coach

    def spot(iid: str):
        return next(s for s in table.spots if s.iid == iid)

    moot = "0.ridge-moot.1"
    drag(app, spot(moot).rect.center, spot("0.little-ember").rect.center)  # the wrong caller
    frames(app, 3)
    assert table.coach.note is not None
    assert "Keeper Ashgrove" in table.coach.note[0], table.coach.note  # the lesson's why
    assert "Open Play" not in table.coach.note[0]
    step = coach.run.step_index
    drag(app, spot(moot).rect.center, spot("0.keeper-ashgrove").rect.center)
    frames(app, 3)
    ready(app, table)
    assert coach.run.step_index == step + 1
    made = [e["command"] for e in table.session.entries if e["seat"] == coach.you]
    assert made[-1]["type"] == "call" and made[-1]["by"] == "0.keeper-ashgrove"
    app.close()
