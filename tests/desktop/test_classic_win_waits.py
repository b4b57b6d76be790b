"""A win that waits says so (issue 30, a 4-seat 1995 game by mouse at 1280x720: the bar and
the pack's header showed "16/15 VP" through two more combats of turn 4 with no word of why).
Seed 001, "Winning the Game": the win counts only when a Combat Phase ends; of several at or
over the level the most VP wins, and a tie plays on. The bar and the pack's count now say who
wins and when; judged on what the table draws, in English and Portuguese, at both sizes."""

from __future__ import annotations

import random

import pytest

from desktop.game.controllers import bot
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic.guide import seat_win_word, win_waits
from desktop.screens.rage_classic.stage import WIN_ROOM
from desktop.screens.rage_classic.table import ClassicTable
from engine.core.play import make_bots
from engine.core.session import Session
from tests.desktop.test_classic_table import PACKS, faces
from tests.desktop.test_table_support import frames, frames_until, make_app

NAMES = ["Ada", "Bruno", "Cy", "Dee"]


def _over_the_level() -> Session:
    """Four Normal bots at Renown level 10 (seed 8): after 310 moves Ada has 12 VP in turn 2's
    Combat Phase, and the game goes on until the phase ends."""
    options = {"packs": PACKS, "renown_level": 10}
    session = Session.new("rage-classic", 4, seed=8, options=options, names=NAMES)
    bots, rng = make_bots(session, ["normal"] * 4), random.Random(8)
    for _ in range(310):
        seat = min(session.to_act())
        session.apply(seat, bots[seat].choose(session.view(seat), session.legal(seat), rng))
    view = session.view(None)
    assert not session.is_over() and view["phase"] == "combat"
    assert [p["vp"] for p in view["players"]] == [12, 0, 6, 5]
    return session


@pytest.mark.parametrize(
    ("size", "language", "bar", "count"),
    [
        ((1280, 720), None, "12/10 VP: Ada wins when Combat ends", "wins after Combat"),
        ((1920, 1080), None, "12/10 VP: Ada wins when Combat ends", "wins after Combat"),
        ((1280, 720), "pt_BR", "12/10 PV: Ada vence ao fim do Combate", "vence após o Combate"),
    ],
)  # fmt: skip
def test_the_bar_and_the_count_say_the_win_waits(
    display, size: tuple[int, int], language: str | None, bar: str, count: str
) -> None:
    session = _over_the_level()
    app = make_app(size, speed=50.0, language=language)
    try:
        runner = GameRunner(session, [bot(n) for n in NAMES], threaded=False)
        table = ClassicTable(app, runner, faces=faces(), step_delay=0.0)
        table.paused = True  # the moment stays
        app.push(table)
        frames_until(app, lambda: not table.settling())
        frames(app, 2)
        drawn = [t for t, _rect in table.labels]  # every panel's label as painted
    finally:
        app.close()
    assert bar in drawn, drawn
    assert any(t.startswith("12/10") and f"({count})" in t for t in drawn), drawn
    # the others' counts say nothing of a win
    assert not any(count in t for t in drawn if not t.startswith("12/10")), drawn


def _view(vps: list[int], phase: str = "combat", out: int | None = None) -> dict:
    players = [{"vp": v, "out": s == out} for s, v in enumerate(vps)]
    return {"players": players, "renown_level": 10, "phase": phase, "turn": 3}


def test_several_over_the_level_name_the_one_who_wins() -> None:
    view = _view([11, 13, 2, 10])
    assert win_waits(view, NAMES) == "13/10 VP, the most: Bruno wins when Combat ends"
    assert [seat_win_word(view, s) for s in range(4)] == ["", "wins after Combat", "", ""]


def test_a_tie_at_the_top_plays_on() -> None:
    view = _view([12, 12, 2, 10], phase="moot")
    assert win_waits(view, NAMES) == ("Ada and Bruno tie at 12/10 VP: the game goes on")
    assert [seat_win_word(view, s) for s in range(4)] == ["tied for the win"] * 2 + ["", ""]


def test_a_player_out_of_the_game_before_this_turn_does_not_win() -> None:
    view = _view([12, 4, 2, 3], out=0)
    view["books"] = {"players": [{"out_turn": 2}, {}, {}, {}]}
    assert win_waits(view, NAMES) == ""
    view["books"]["players"][0]["out_turn"] = 3  # taken out this turn: the win stands
    assert win_waits(view, NAMES).startswith("12/10 VP: Ada wins")


def test_nobody_at_the_level_says_nothing() -> None:
    assert win_waits(_view([9, 4, 2, 3]), NAMES) == ""
    assert win_waits({**_view([12, 4, 2, 3]), "over": True}, NAMES) == ""


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_a_tie_line_fits_the_bar_whole(display, language: str) -> None:
    """A longer tie line ("…: still tied when this Combat Phase ends, the…") was cut at
    1280x720: the bar's line is whole in the room the bar gives it (the line of what to do
    keeps its own)."""
    from desktop.screens.ccg_kit.paint import text
    from engine.i18n import using

    view = _view([22, 12, 3, 22])
    with using(language):
        line = win_waits(view, ["Ada", "Bruno", "Cy", "Dee"])
    assert line and text(line, 18, bold=True).get_width() <= WIN_ROOM, line
