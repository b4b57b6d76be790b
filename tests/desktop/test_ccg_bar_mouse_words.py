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
    assert any(f"click {label} or press Space" in t for t in said), (label, said)
