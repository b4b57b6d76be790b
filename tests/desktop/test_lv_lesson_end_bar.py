"""When a relaunch lesson is over its bots move no more: the bar does not wait for them (issue
30, lesson 1 played to its end at 1280x720: "Waiting for Bruno" stood under the coach's "Next
lesson" for good)."""

from __future__ import annotations

from engine.lessons.run import concrete
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_learn import home, lesson, make_app, ready  # noqa: F401
from tests.desktop.test_table_support import frames


def test_the_bar_waits_for_nobody_once_the_lesson_is_over(display, home) -> None:  # noqa: F811
    with tracing():
        app = make_app()
        try:
            table = lesson(app, "rage-lv", "pack")
            coach = table.coach
            while coach.run.current is not None:  # the student makes every step's move
                ready(app, table)
                assert table.submit(concrete(table.session, coach.you, coach.run.current.expect))
            frames(app, 60)
            assert table.session.to_act() == {1}  # Bruno's turn, and his script is over
            drawn = " ".join(m.text for _, m in trace_frame(app).texts())
        finally:
            app.close()
    assert "Waiting for" not in drawn, drawn
