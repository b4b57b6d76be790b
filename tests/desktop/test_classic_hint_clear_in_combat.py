"""A long Hint in a 1995 combat, no list open, covers no card nor text of the table (pl34a #6,
shot 066, by mouse at 1920x1080: a six-line hint stood over my pack's counts "0/10 VP · Hand 2 ·
Combat 5"; in the keyboard game's combat it stood over the Defenders' stat boxes). At a
face-down step of the keyboard game (tests/engine/classic_pcl_game.py) the Hint is asked by
its key with a reason as long as 066's; the frame is read: the box is clear of every label and
card drawn."""

from __future__ import annotations

import pygame
import pytest

from engine.ai.hints import Hint
from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_assist import wait_for_hint
from tests.desktop.test_table_support import frames, key

#: turn 1's combat: Little Ember and Keeper Ashgrove against Bloated Fomor, play face down
FACE_DOWN = 72
#: shot 066's hint, word for word
LONG = (
    "Play Stand Together on your Keeper Ashgrove: target character in your pack that is not in "
    "a combat in its Pack Home Ground joins the combat on this character's side. You draw 2 "
    "Combat cards. Played out to the end of the turn, it came out clearly ahead of every other "
    "move."
)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_long_hint_in_a_combat_covers_nothing_drawn(display, size) -> None:
    with tracing(), pcl_table("en", FACE_DOWN, size) as (app, table, _said):
        command = table.legal[0]
        table.assist.guide = lambda seat: Hint(command, LONG)
        app.frame(1 / 60, [key(pygame.K_SLASH, "?")])
        wait_for_hint(app, table)
        frames(app, 20)
        texts = [m for _i, m in trace_frame(app).texts()]
        box = table.assist.hint_rect
        assert box is not None
        cards = [(s.iid, s.rect) for s in table.spots if s.rect.colliderect(box)]
    said = [m for m in texts if m.text.startswith("Hint:")]
    assert said and box.contains(said[0].rect)
    covered = [m.text for m in texts if m.rect.colliderect(box) and not box.contains(m.rect)]
    assert not covered, (covered, box)
    assert not cards, (cards, box)
    assert "0/10 VP · Hand 3 · Combat 6" in [m.text for m in texts]
