"""The 1995 end screen says why its winner wins (issue 30: Chloé reached 10 VP in the same
Combat Phase as the winner, and nothing said why Player 1 won), with the score line in one
form ("you (10)"). Judged on the end dialog drawn."""

from __future__ import annotations

from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import frames, frames_until
from tests.engine.classic_pcl_game import COMMANDS


def end_words(app, table) -> str:
    frames_until(app, lambda: table.dialog is not None and table.dialog.is_open)
    frames(app, 40)  # the dialog settles in
    return " ".join(m.text for _, m in trace_frame(app).texts())


def test_the_end_says_who_reached_the_vp_to_win(display) -> None:
    with tracing(), pcl_table("en", len(COMMANDS), (1920, 1080)) as (app, table, _said):
        table.paused = False
        said = end_words(app, table)
        assert "you (10)" in said and "Ada (5)" in said, said
        # the person is "you" in the reason too, as in the title and the scores
        assert "You reached the 10 VP to win" in said, said


def test_two_at_the_goal_the_end_says_the_most_vp_wins(display) -> None:
    with tracing(), pcl_table("en", len(COMMANDS), (1920, 1080)) as (app, table, _said):
        real = table.session.result
        table.session.result = lambda: {**real(), "scores": [12, 10]}  # type: ignore[method-assign]
        table.paused = False  # the held fight's end runs out (the result waits for it)
        said = end_words(app, table)
        assert "You and Ada reached the 10 VP to win in the same Combat Phase" in said, said
        assert "the most VP wins, you with 12" in said, said


def test_the_last_pack_left_is_yours_to_the_person(display, monkeypatch) -> None:
    """The person was named a third way: "Player 1's pack is the last one left" (issue 30)."""
    with pcl_table("en", 0) as (_app, table, _said):
        end = {"type": "end", "winners": [0], "reason": "last-pack"}
        monkeypatch.setattr(table, "end_event", lambda: end)
        assert table._ending() == "Your pack is the last one left in the game."
        end["winners"] = [1]
        assert table._ending() == "Ada's pack is the last one left in the game."
