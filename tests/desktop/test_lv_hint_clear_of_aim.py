"""The Hint's box never lies over what it sends the person to (issue 30, pl34b #8): "Hint: Use
Kin Mechanic…" lay over the glowing Kin Mechanic, and during a drag the box stayed over the
Staging Area the dragged card was going to. Judged on the box as drawn and the ringed card's
and the lit drop targets' rectangles, through the app's frame with real pointer events.
"""

from __future__ import annotations

import pygame
import pytest

from desktop.game.controllers import bot, person
from desktop.screens.ccg_kit.stage import node_box
from engine.ai.hints import Hint
from tests.desktop.layout_trace import keep_shot
from tests.desktop.test_ccg_hint_clear import LONG
from tests.desktop.test_ccg_support import bots_played, open_table, paused_at
from tests.desktop.test_table_support import frames, make_app, motion, window_pos

FRAME = 1 / 60
#: a hint's reason as long as the one the newcomer read over their Staging Area (096)
ALLY = (
    "Play Cinderling: an Ally that joins your Staging Area. Played out to the end of the "
    "turn, it came out ahead of every other move."
)


def _hint(table, move: dict, reason: str = LONG) -> None:
    """The Hint on show for Ann's `move`, as the expert would leave it."""
    assist = table.assist
    assist.hint = Hint(move, reason)
    assist._for_seat, assist._asked_with = 0, table.session.legal(0)
    assist._checked_at = table.session.state_id


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_hint_leaves_the_card_it_names_in_sight(display, size) -> None:
    """Every move the Hint may name on a card in play (the hand is kept clear already), in a
    bot game Ann's table sees live: the box stays off the ringed card."""
    app = make_app(size, speed=50.0)
    try:
        played = bots_played(160, 1)
        session = bots_played(0, 1)
        table = open_table(app, session, [person("Ann"), bot("Bob")])
        table.paused = True
        frames(app, 10)
        wrong, checked = [], 0
        for entry in played.entries:
            if not isinstance(entry.get("command"), dict):
                continue
            session.apply(entry["seat"], entry["command"])
            if 0 not in session.to_act():
                continue
            frames(app, 4)
            seen: set[str] = set()
            for move in table.legal:
                key = table.move_card(move)
                node = table.stage.card_node(key) if key else None
                if node is None or key in seen or (node.data or {}).get("kind") == "hand":
                    continue
                seen.add(key)
                _hint(table, move)
                frames(app, 3)
                box = table.assist.hint_rect
                if box is None or table.focus_key != key:
                    continue
                checked += 1
                if box.colliderect(node_box(node)):
                    wrong.append(f"{move}: the box {box} covers {key} at {node_box(node)}")
        assert checked > 20, checked
        assert not wrong, "\n".join(wrong[:5])
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_hint_leaves_the_drop_targets_in_sight_during_a_drag(display, size) -> None:
    app = make_app(size, speed=50.0)
    try:
        table = paused_at(app, 199, 1)  # Ann's Main Phase, Cinderling (an Ally) in hand
        move = next(c for c in table.legal if c["type"] == "play" and "cinderling" in c["card"])
        node = table.stage.card_node(move["card"])
        assert node is not None
        _hint(table, move, ALLY)
        frames(app, 5)
        start = node.to_world()
        area = table.stage.areas[0]
        end = (area.centerx, area.centery)
        app.frame(FRAME, [motion(app, start)])
        app.frame(
            FRAME,
            [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window_pos(app, start), button=1)],
        )
        for i in range(1, 9):
            at = (start[0] + (end[0] - start[0]) * i / 8, start[1] + (end[1] - start[1]) * i / 8)
            app.frame(
                FRAME,
                [
                    pygame.event.Event(
                        pygame.MOUSEMOTION, pos=window_pos(app, at), rel=(1, 1), buttons=(1, 0, 0)
                    )
                ],
            )
        frames(app, 3)
        assert table.drag.dragging is not None, "the card is not dragged"
        lit = [node_box(z) for z in table.drag.legal]
        assert lit, "no drop target lit"
        box = table.assist.hint_rect
        assert box is not None, "the hint is not drawn"
        covered = [r for r in lit if box.colliderect(r)]
        keep_shot(app, f"lv-hint-drag-{size[0]}")
        assert not covered, (box, covered)
        app.frame(
            FRAME, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=window_pos(app, start), button=1)]
        )
    finally:
        app.close()
