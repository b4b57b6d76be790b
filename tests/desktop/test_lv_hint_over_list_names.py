"""The Hint's box above a list in a relaunch combat keeps clear of the combatants' names
(issue 30, played by keyboard in Portuguese at 1920x1080: above Insight's discard list it
stood on "PRESA · Jogador 1 (você)" and on the prey's name under it). Judged on what the
frame draws, at 1280x720 and 1920x1080, whichever of A and the hint comes first."""

from __future__ import annotations

import pygame
import pytest

from desktop.screens.rage_lv import hud, layout
from tests.desktop.layout_trace import trace_frame
from tests.desktop.test_lv_hint_over_list_title import hint_over_list


@pytest.mark.parametrize("first", ["hint", "list"])
@pytest.mark.parametrize(
    ("size", "language"), [((1920, 1080), "pt-BR"), ((1280, 720), "en")], ids=["1080p", "720p"]
)
def test_the_hint_above_a_combat_list_leaves_the_combatants_names(display, size, language, first):
    # a combat: Ann's character is the prey, Ann to play
    with hint_over_list(99, size, language, first) as (app, _table, box):
        drawn = trace_frame(app).texts()
    bands = [hud.combat_side_rect(s, "name").move(layout.COMBAT.topleft) for s in (0, 1)]
    names = [m for _, m in drawn if any(b.contains(m.rect) for b in bands)]
    assert len(names) >= 4, [m.text for m in names]  # each side: its role and player, its card
    hit = [m.text for m in names if pygame.Rect(m.rect).colliderect(box)]
    assert not hit, (box, hit)
