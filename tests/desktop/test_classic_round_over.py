"""After "Fight another round", the 1995 combat view says the round on show is over and which
comes next, and labels its cards as that round's (issue 30: the header stayed "round 1" and
the previous round's cards stayed on show as if they were this round's; the relaunch table
says "In round N:"). Judged on the texts drawn, in English and Portuguese."""

from __future__ import annotations

import pytest

from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.layout_trace import trace_frame, tracing

BETWEEN = 50  # the Open Play between rounds 1 and 2 of the first fight
PLAYING = 46  # round 1's face-down step


@pytest.mark.parametrize(
    ("language", "title", "caption"),
    [
        ("en", "round 1 over, round 2 next", "In round 1: 2 cards played"),
        ("pt_BR", "fim da rodada 1; vem a 2", "Na rodada 1: 2 cartas jogadas"),
    ],
)
def test_the_round_over_is_said_so(display, language, title, caption) -> None:
    with tracing(), pcl_table(language, BETWEEN, (1920, 1080)) as (app, table, _said):
        assert table.view["combat"]["step"] == "between"
        drawn = [m.text for _, m in trace_frame(app).texts()]
        assert any(title in t for t in drawn), drawn
        assert any(t.startswith(caption) for t in drawn), drawn


def test_a_round_being_played_keeps_its_words(display) -> None:
    with tracing(), pcl_table("en", PLAYING, (1920, 1080)) as (app, _table, _said):
        drawn = [m.text for _, m in trace_frame(app).texts()]
        assert any(t.endswith("round 1") for t in drawn), drawn
        assert not any("In round" in t for t in drawn), drawn
