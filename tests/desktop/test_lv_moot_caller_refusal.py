"""The relaunch lesson 4 in a real window: Call to the Hunt dragged onto Bruno's Granite Voice
was refused with "Call to the Hunt can't be played by or on that character now.", no rule.
It now says the engine's rule: a Moot is called by one of your own Garou."""

from __future__ import annotations

from tests.desktop.lesson_steps import lesson_at
from tests.desktop.test_learn import home, make_app  # noqa: F401
from tests.desktop.test_table_support import drag, frames


def test_a_moot_dropped_on_an_opponents_character_names_the_rule(display, home) -> None:  # noqa: F811
    app = make_app()
    table = lesson_at(app, "rage-lv", "moots", lambda t, step: step.expect.get("by") is not None)

    def spot(iid: str):
        return next(s for s in table.spots if s.iid == iid)

    drag(app, spot("0.call-to-hunt.1").rect.center, spot("1.granite-voice").rect.center)
    frames(app, 3)
    note = table.coach.note
    assert note is not None and "called by one of your Garou" in note[0], note
    app.close()
