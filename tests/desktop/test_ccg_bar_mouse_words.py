"""The CCG tables' top bar names the mouse way and the key way (issue 30: a mouse player read
"Pass: press Space." with the Pass button under the pointer). Judged on the bar as drawn, in
a lesson of each edition whose first step is a pass."""

from __future__ import annotations

import pytest

from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.lesson_steps import lesson_at
from tests.desktop.test_learn import home, make_app  # noqa: F401


@pytest.mark.parametrize(("game", "lesson_id"), [("rage-classic", "turn"), ("rage-lv", "hunt")])
def test_the_bar_names_the_button_to_click_and_the_key(display, home, game, lesson_id) -> None:  # noqa: F811
    with tracing():
        app = make_app()
        try:
            table = lesson_at(
                app,
                game,
                lesson_id,
                lambda t, step: step.expect["type"] in (*t.pass_types, "done", "ready", "ok"),
            )
            label = table.pass_button.text
            assert table.pass_button.visible and label
            drawn = [m.text for _, m in trace_frame(app).texts()]
        finally:
            app.close()
    said = [t for t in drawn if "Space" in t]
    assert said, drawn
    # both ways, the one last used first (the relaunch opens naming keys, issue 30)
    ways = (f"click {label} or press Space", f"press Space or click {label}")
    assert any(w in t for t in said for w in ways), (label, said)


def test_the_1995_bar_names_the_button_and_the_key_where_a_pass_ends_its_line() -> None:
    """The bar's own lines (no guided move): "... or Pass (Space)." read to a mouse player as
    a key alone; each now names the button's word and the key."""
    from desktop.screens.rage_classic import guide
    from engine.i18n import using

    names = ["Ann", "Bob"]
    moments = [
        ({"type": "play", "card": "0.x"}, {"type": "pass"}),
        ({"type": "assign", "creature": "0.y", "card": "null"}, {"type": "ready"}),
        ({"type": "cancel", "card": "0.z"}, {"type": "allow"}),
    ]
    with using("en"):
        for legal in moments:
            line = guide.what_now({"to_act": [0], "phase": "combat"}, list(legal), names, 0)
            assert "or press Space" in line and "(Space)" not in line, line


def test_the_relaunch_main_phase_bar_names_the_pass_button_and_the_key(display) -> None:
    from desktop.game.controllers import bot, person
    from engine.core.session import Session
    from tests.desktop.test_ccg_support import make_app as ccg_app
    from tests.desktop.test_ccg_support import open_table, until_my_main_turn
    from tests.desktop.test_table_support import click, frames

    with tracing():
        app = ccg_app((1280, 720))
        try:
            options = {"packs": ["ashen-wind", "stone-choir"]}
            session = Session.new("rage-lv", 2, 7, options, names=["Ann", "Bob"])
            table = open_table(app, session, [person("Ann"), bot("Bob")])
            until_my_main_turn(app, table)
            click(app, (800, 460))  # a mouse player (the table opens naming keys, issue 30)
            frames(app, 3)
            drawn = [m.text for _, m in trace_frame(app).texts()]
        finally:
            app.close()
    said = " ".join(t for t in drawn if "Space" in t or "Pass" in t)
    assert "Pass or press Space" in said or "click Pass" in said, said
