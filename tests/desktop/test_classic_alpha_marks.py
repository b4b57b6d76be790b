"""Last turn's alphas lose their α once the Combat Phase is over, and get none back in the next
one's discard step and pick (issue 30: the α markers stayed on Ysolde, Vesk and Sister Marrow
through the next Redraw Phase, and on four creatures through the discard step). Judged on the marks
drawn on the creatures."""

from __future__ import annotations

from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.layout_trace import trace_frame, tracing

REDRAW = 79  # turn 2's Redraw Phase: Little Ember and Ysolde were turn 1's alphas
COMBAT = 40  # turn 1's fight: Ysolde Amberclaw, Ada's alpha, attacks
DISCARD = 225  # turn 3's Combat Phase, its discard step: turn 2's alphas are not this turn's
PICK = 229  # turn 3's alpha pick, Player 1's still to make


def alpha_marks(app) -> int:
    return sum(1 for _, m in trace_frame(app).texts() if m.text == "α")


def test_no_alpha_mark_after_the_combat_phase(display) -> None:
    with tracing(), pcl_table("en", REDRAW, (1920, 1080)) as (app, table, _said):
        assert table.view["phase"] == "redraw"
        assert any(c.get("alpha") for c in table.view["creatures"])  # the engine's books
        assert alpha_marks(app) == 0


def test_the_alpha_mark_shows_in_the_combat_phase(display) -> None:
    with tracing(), pcl_table("en", COMBAT, (1920, 1080)) as (app, table, _said):
        assert table.view["phase"] == "combat"
        assert alpha_marks(app) > 0


def test_no_alpha_mark_in_the_discard_step_and_the_pick(display) -> None:
    for commands in (DISCARD, PICK):
        with tracing(), pcl_table("en", commands, (1280, 720)) as (app, table, _said):
            assert table.view["phase"] == "combat"
            assert any(c.get("alpha") for c in table.view["creatures"])  # the engine's books
            assert alpha_marks(app) == 0, commands
