"""A glossary tooltip in a relaunch lesson stands clear of the coach panel, which is drawn over
it (issue 30, lesson 2 at 1280x720: the Wuss button's tooltip read "An alpha that wuss…
Umbra moves the Umbra marke…", its right part under the panel)."""

from __future__ import annotations

from tests.desktop.lesson_steps import lesson_at
from tests.desktop.test_learn import home, make_app  # noqa: F401
from tests.desktop.test_lv_wuss_button import wuss_button
from tests.desktop.test_table_support import frames, motion


def test_the_wuss_tooltip_is_not_under_the_coach_panel(display, home) -> None:  # noqa: F811
    app = make_app()
    try:
        table = lesson_at(app, "rage-lv", "prey", lambda t, step: step is None)
        frames(app, 3)
        assert any(c["type"] == "wuss" for c in table.legal)
        frames(app, 2, [motion(app, wuss_button(table).rect.center)])
        tips = table.tips
        assert tips.shown is not None and tips.shown.key == "wuss", tips.shown
        assert not tips.rect.colliderect(table.coach_rect()), (tips.rect, table.coach_rect())
        assert tips.rect.left >= 0
    finally:
        app.close()
