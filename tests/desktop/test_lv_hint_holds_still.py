"""The relaunch table's Hint box stays where it was put while nothing it keeps clear of moves
(issue 30, me36: a 2-seat game at 1600x900, the person the prey in Hunt round 3's Response
step, the pointer still: the box was reported at the combat log, then over the Combat hand,
then back). Frames stepped with no input, at the speed a person plays, the pointer resting
where it may open a zoom or light a card: the box drawn never moves."""

from __future__ import annotations

import pygame
import pytest

from tests.desktop.test_ccg_support import paused_at
from tests.desktop.test_table_support import frames, key, make_app, motion

#: seed 5 at 183 commands: Bob's Granite Voice hunts Ann's Pallid Drone, round 3's Response
#: step, Ann to act with no card she can play ("Pass: take the blow unblocked...")
SEED, COMMANDS = 5, 183


@pytest.mark.parametrize(
    "pointer",
    [None, (480.0, 640.0), (700.0, 850.0), (1370.0, 400.0)],
    ids=["no-pointer", "combat-hand", "my-cards", "sidebar-card"],
)
def test_the_combat_hint_box_holds_still_with_no_input(display, pointer) -> None:
    app = make_app((1600, 900), speed=1.0)
    try:
        table = paused_at(app, COMMANDS, SEED)
        combat = table.view["combat"]
        assert combat["round"] == 3 and combat["step"] == "defend" and combat["seats"][1] == 0
        table.paused = False  # Bob's seat runs as in a game (he waits for Ann)
        if pointer is not None:
            frames(app, 1, [motion(app, pointer)])
        frames(app, 1, [key(pygame.K_QUESTION, "?")])
        frames(app, 2)
        first = table.assist.hint_rect
        assert first is not None, "the hint was not drawn"
        column = table.hint_places()[0]
        assert first.right == column[0], (first, column)  # in the combat log's column
        moved = []
        for frame in range(60 * 13):  # past the 12 s of the report
            frames(app, 1)
            drawn = table.assist.hint_rect
            if drawn != first:
                moved.append((frame, drawn))
        assert moved == [], f"the box stood at {first}, then {moved[:3]}"
    finally:
        app.close()
