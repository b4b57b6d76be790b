"""The Hint's box over the fight-on list of a 2-seat 1995 combat leaves the fighters and the
combat's summary in sight (pl35 #14, shot 082, Portuguese at 1280x720, and pl34a #6, 067/072:
above "Continue fighting or withdraw?" the long hint stood over the summary and the Defender's
card). At that moment of the keyboard game (tests/engine/classic_pcl_game.py), the list opened
and the Hint asked by its key, the frame is read: no fighter's card nor the summary is under
the box."""

from __future__ import annotations

import pygame
import pytest

from tests.desktop.classic_pcl_support import hint_over_list, pcl_table
from tests.desktop.layout_trace import trace_frame, tracing

#: turn 2's combat: Continue fighting or withdraw?, Little Ember against Plague Wraith
WITHDRAW = 129


@pytest.mark.parametrize("language", ["en", "pt-BR"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_hint_over_the_fight_on_list_covers_no_fighter(display, size, language) -> None:
    with tracing(), pcl_table(language, WITHDRAW, size) as (app, table, _said):
        app.settings.hints = True
        hint_over_list(app, table)
        texts = [m for _i, m in trace_frame(app).texts(cards=True)]
        shown = table.assist.hint_size(app.theme, *table.hint_box())
        assert shown is not None, "no hint on show"
        box = pygame.Rect((0, 0), shown)
        box.bottomright = table.hint_spot().bottomright
        fighters = [m for side in table.view["combat"]["sides"] for m in side]
        cards = [(s.iid, s.rect) for s in table.spots if s.iid in fighters]
        summary = table.stage.summary_rect()
        listed = table.dialog.rect
    assert any(m.text.startswith(("Hint:", "Sugestão:")) for m in texts)
    assert cards
    covered = [iid for iid, r in cards if r.colliderect(box)]
    assert not covered, (covered, box)
    assert not summary.colliderect(box), (summary, box)
    assert not listed.colliderect(box), (listed, box)
