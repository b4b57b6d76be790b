"""A fight's end stays on the 1995 table for a beat, its combat view saying who died and who
scored, before the game goes on, the buttons grey meanwhile (issue 30: one click on Ready
resolved a whole fight and the screen was already on the next fight or turn; only the log,
scrolled back, had the result); a fight the person was in, until their click or key. Driven by a click, judged on what is drawn."""

from __future__ import annotations

import pytest

from desktop.screens.rage_classic import layout
from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import click, frames, frames_until

#: Player 1's Ready that ends a fight: the first fight, and turn 2's last, after which
#: turn 3 begins
ENDS = (64, 191)


def over_drawn(app) -> list[str]:
    """The closing line drawn on the combat view (the log's own line is not it)."""
    return [
        m.text
        for _, m in trace_frame(app).texts()
        if m.text.startswith(("Combat over", "Combate encerrado", "Fim do combate"))
        and layout.COMBAT.contains(m.rect)
    ]


def held_there(app, table) -> None:
    """The table let go (the bluff step's beat passes) until the fight's end is on show, then
    held there (at the tests' speed its beat is a few frames)."""
    table.paused = False
    frames_until(app, lambda: bool(table.view.get("fight_over")), limit=600)
    table.paused = True
    frames(app, 30)


@pytest.mark.parametrize("commands", ENDS)
def test_a_fights_end_is_held_on_the_table(display, commands) -> None:
    with tracing(), pcl_table("en", commands) as (app, table, _said):
        assert table.view.get("combat") is not None
        click(app, table.pass_button.rect.center)
        held_there(app, table)
        said = over_drawn(app)
        # the fight's closing line, as the log has it
        ends = [t for t in table.log if t.startswith("— Combat over")]
        assert said and ends and ends[-1].startswith(f"— {said[0]}".rstrip("…")), (said, ends)
        assert not table.pass_button.enabled  # a second click waits for what comes next
        # Player 1 fought: the end waits for them past its beat (it went by itself, and the
        # Space or click meant to close it passed a turn or opened a card: pl44b, pl44d)
        table.paused = False
        frames(app, 200)
        assert over_drawn(app) and table.held_for_reader
        table.paused = True  # Ada waits: what follows the click is the click's alone
        entries = len(table.session.entries)
        click(app, table.pass_button.rect.center)
        frames_until(app, lambda: not over_drawn(app), limit=600)
        assert table.view.get("fight_over") is None
        assert len(table.session.entries) == entries  # the click closed the view, no more


def test_a_fights_end_in_portuguese(display) -> None:
    with tracing(), pcl_table("pt_BR", 64) as (app, table, _said):
        click(app, table.pass_button.rect.center)
        held_there(app, table)
        assert over_drawn(app), [m.text for _, m in trace_frame(app).texts()]
