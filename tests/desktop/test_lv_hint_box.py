"""The hint box on the relaunch table (issue 30): a reason that names a card and says what it
does runs longer than a trick game's four lines, and its end was cut off without a mark
("… Pareceu claramente a melhor até o fim"); in combat the box stood over the ability
buttons' tops. Judged on what the table draws."""

from __future__ import annotations

from engine.ai.hints import Hint
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import paused_at
from tests.desktop.test_table_support import frames, make_app

REASON = (
    "Play Old Grudge on their Granite Voice. The character that plays or calls this card "
    "fights the target character, as the Hunter. It looked clearly best over the rest of "
    "the turn, and the last words of a long reason are read too."
)


def _show(table, reason: str) -> None:
    """A hint on show for Ann's first legal move, as the expert would leave it."""
    legal = table.session.legal(0)
    assist = table.assist
    assist.hint = Hint(legal[0], reason)
    assist._for_seat, assist._asked_with = 0, legal
    assist._checked_at = table.session.state_id


def test_a_long_hint_is_drawn_whole(display):
    with tracing():
        app = make_app((1920, 1080), speed=50.0)
        try:
            table = paused_at(app, 19, 1)
            _show(table, REASON)
            frames(app, 2)
            drawn = " ".join(m.text for _, m in trace_frame(app).texts())
            assert "last words of a long reason are read too." in drawn, drawn
        finally:
            app.close()


def test_in_combat_the_hint_stands_clear_of_the_ability_buttons(display):
    app = make_app((1920, 1080), speed=50.0)
    try:
        table = paused_at(app, 19, 5)
        assert any(c["type"] == "ability" for c in table.legal)
        _show(table, REASON)
        frames(app, 2)
        rect = table.assist.hint_rect
        buttons = [b.rect for b, _cmd in table._ctx_buttons if b.visible]
        assert rect is not None and buttons
        assert not any(rect.colliderect(b) for b in buttons), (rect, buttons)
    finally:
        app.close()
