"""The turn's end toast stands clear of the hand (issue 30: at 1280x720 "Turn 1: no Renown
for you…" lay over the cards of the hand, at the foot of the screen). Judged on what is drawn
over the hand's cards, at both sizes."""

from __future__ import annotations

import pytest

from desktop.screens.ccg_kit.stage import node_box
from engine.i18n import _, using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import main_turn, make_app
from tests.desktop.test_table_support import frames


@pytest.mark.parametrize(("size", "language"), [((1280, 720), "pt-BR"), ((1920, 1080), "en")])
def test_the_turns_end_toast_leaves_the_hand_in_sight(display, size, language) -> None:
    with tracing():
        app = make_app(size, speed=50.0, language=language)
        try:
            with using(app.translations):
                table, _session = main_turn(app, ["dry-wash"])
                words = _("Turn 1: no Renown for you; Bob scored 2 Renown: Pallid Drone (2).")
            app.toast(words, "info", 5.0)
            frames(app, 20)
            trace = trace_frame(app)
            drawn = [m.rect for _i, m in trace.texts() if m.text and m.text in words]
            hand = [
                node_box(node)
                for node in table.stage.hand_layer.children
                if node.visible and node.surface is not None
            ]
        finally:
            app.close()
    assert drawn and hand, (drawn, hand)  # the toast's lines, the hand's cards
    box = drawn[0].unionall(drawn)
    assert box.collidelist(hand) == -1, (box, hand)
