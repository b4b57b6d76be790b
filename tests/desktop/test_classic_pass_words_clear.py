"""The held Pass button's words for a new moment never hide the button (pl36a #1, 1920x1080,
mouse only: after a click on Done the next phase came with the pointer still there, "Turn 1:
Moot Phase" stood in Done's place while the bar said to click Done, and a click there did
nothing). The words stand just above the button and the button shows its own label, greyed
while it holds. Judged on the texts drawn, at 1280x720 and 1920x1080, as the alphas' actions
come in issue 30's keyboard game (tests/engine/classic_pcl_game.py)."""

from __future__ import annotations

import pytest

from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_classic_alpha_pass_asks import LAST_PASS, alphas_come


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_new_moment_is_named_above_the_button_it_holds(display, size) -> None:
    with tracing(), pcl_table("en", LAST_PASS, size) as (app, table, _said):
        button = table.pass_button
        alphas_come(app, table)
        assert table.pass_holding
        texts = trace_frame(app).texts()
        words = [m for _, m in texts if m.text.startswith("Turn 3")]
        assert words, sorted(m.text for _, m in texts)
        assert all(not m.rect.colliderect(button.rect) for m in words), (words, button.rect)
        box = table.pass_words_box
        assert box is not None and not box.colliderect(button.rect), (box, button.rect)
        label = [m for _, m in texts if m.text == button.text and button.rect.contains(m.rect)]
        assert label, (button.text, [m.text for _, m in texts if button.rect.colliderect(m.rect)])
