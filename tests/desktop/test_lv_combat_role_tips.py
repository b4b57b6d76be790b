"""The combat view's "HUNTER · …" and "PREY · …" lines are glossary words: pointing at them
says what a hunter and a prey are (issue 30: "PRESA · Ada luta por ela" had no tooltip)."""

from __future__ import annotations

import pytest

from desktop.screens.rage_lv import teach
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import make_app, played_live
from tests.desktop.test_table_support import frames, motion


@pytest.mark.parametrize(
    ("language", "role", "key"),
    [("pt-BR", "PRESA", "prey"), ("en", "HUNTER", "hunter"), ("en", "PREY", "prey")],
)
def test_pointing_at_a_combat_role_says_what_it_is(display, language, role, key) -> None:
    with tracing():
        app = make_app((1280, 720), speed=50.0, language=language)
        try:
            with using(app.translations):
                table = played_live(app, seed=1, before=88, moves=9)
                said = teach.glossary()[key]
            assert table.view.get("combat") is not None
            line = next(m for _, m in trace_frame(app).texts() if m.text.startswith(role + " ·"))
            at = (line.rect.x + 12, line.rect.centery)  # the role's word, at the line's left
            frames(app, 45, [motion(app, at)])
            drawn = " ".join(" ".join(m.text.split()) for _, m in trace_frame(app).texts())
            assert said.title in drawn and " ".join(said.text.split())[:40] in drawn, drawn[-400:]
        finally:
            app.close()
