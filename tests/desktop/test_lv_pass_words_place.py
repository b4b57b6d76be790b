"""The held Pass button's words for a new turn cover nothing a person needs (pl40a #11, a
newcomer's play at 1920x1080, mouse only): with the Hint button above Pass, "Turn 2: Main"
went left of Pass, over the last hand card's art. They now stand where they cover no card
in hand, no button and no line to read. The game of test_lv_pass_runs_on (4 seats, seed 1,
225 commands in), the pointer resting on Pass and clicking it through the bots' fight; judged
on what the frame draws under the words' box."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import make_app, open_table
from tests.desktop.test_lv_pass_runs_on import NAMES, _before_the_fight_ends
from tests.desktop.test_table_support import click, frames, motion

WORDS = "Turn 2: Main"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_new_turn_s_words_cover_no_hand_card_button_or_line(display, size) -> None:
    session = _before_the_fight_ends()
    with tracing():
        app = make_app(size, speed=4.0)
        try:
            table = open_table(app, session, [person("Ana")] + [bot(n) for n in NAMES[1:]])
            spot = table.pass_button.rect.center
            frames(app, 2, [motion(app, spot)])
            box = None
            for _ in range(8):
                click(app, spot)
                for _f in range(48):
                    frames(app, 1)
                    if table.view.get("turn") == 2 and table.pass_holding:
                        trace = trace_frame(app)
                        box = table.pass_words_box
                        break
                if box is not None:
                    break
            assert box is not None, "no words for the held Pass button"
            hand = [s.rect for s in table.spots if s.kind == "hand"]
            buttons = [w.rect for w in table.widgets.widgets if w.visible]
        finally:
            app.close()
    assert hand, "no hand drawn"
    assert box.collidelist(hand) < 0, (box, [r for r in hand if r.colliderect(box)])
    assert box.collidelist(buttons) < 0, (box, [r for r in buttons if r.colliderect(box)])
    words = [m for _, m in trace.texts(cards=True) if m.text == WORDS]
    assert words and all(box.contains(m.rect) for m in words), (box, words)
    under = [
        m.text for _, m in trace.texts(cards=True) if m.text != WORDS and box.colliderect(m.rect)
    ]
    assert not under, under
