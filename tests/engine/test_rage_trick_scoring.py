"""rage-trick scoring: official, alternate, amigo, oh-hell options, teams and tie-breaks."""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.rage_trick.options import normalize_options
from engine.games.rage_trick.scoring import rank, score_round
from tests.engine.test_rage_trick_support import bid_all, of_type, play_cards, stacked

SOLO = [(0,), (1,), (2,), (3,)]


def rows(options: dict[str, Any], hand_size: int, bids, tricks, bonus=None, mad=None, units=SOLO):
    opts = normalize_options(options, 4)
    zeros = [0, 0, 0, 0]
    return score_round(opts, units, hand_size, bids, tricks, bonus or zeros, mad or zeros)


def totals(*args, **kwargs) -> list[int]:
    return [row["total"] for row in rows(*args, **kwargs)]


def test_official_scoring() -> None:
    # exact 3: 3+10; zero bid made: +5 only; missed: just the tricks
    assert totals({"preset": "us"}, 5, [3, 0, 1, 2], [3, 0, 2, 0]) == [13, 5, 2, 0]


def test_official_bonus_and_mad() -> None:
    assert totals({"preset": "us"}, 5, [1, 0, 1, 1], [1, 2, 1, 1], [1, 0, 0, 2], [0, 1, 1, 0]) == [
        1 + 10 + 5,
        2 - 5,
        1 + 10 - 5,
        1 + 10 + 10,
    ]


def test_alternate_scoring() -> None:
    opts = {"scoring": "alternate"}
    # zero bid made +10; a miss costs 5 either way
    assert totals(opts, 5, [0, 2, 3, 0], [0, 0, 5, 0]) == [10, 0 - 5, 5 - 5 + 5, 10]
    # Taking every trick of a round of more than one card pays +1 a trick, bid or not.
    assert totals(opts, 5, [5, 0, 0, 0], [5, 0, 0, 0]) == [5 + 10 + 5, 10, 10, 10]
    # ... but not in a one-card round.
    assert totals(opts, 1, [1, 0, 0, 0], [1, 0, 0, 0]) == [1 + 10, 10, 10, 10]


def test_amigo_missed_bid_costs_five() -> None:
    assert totals({"preset": "amigo"}, 5, [2, 0, 1, 2], [3, 0, 2, 0]) == [3 - 5, 5, 2 - 5, -5]


def test_oh_hell_scoring_and_its_options() -> None:
    assert totals({"preset": "oh-hell"}, 5, [2, 0, 1, 1], [2, 0, 3, 0]) == [12, 10, 3, 0]
    opts = {
        "preset": "oh-hell",
        "points_per_trick": 2,
        "exact_bonus": 20,
        "penalty_per_trick_off": 3,
    }
    assert totals(opts, 5, [2, 0, 1, 1], [2, 0, 3, 0]) == [4 + 20, 20, 6 - 6, 0 - 3]


def test_team_bids_and_tricks_are_pooled() -> None:
    units = [(0, 2), (1, 3)]
    result = rows({"preset": "us", "teams": True}, 5, [1, 2, 2, 0], [2, 1, 1, 1], units=units)
    assert [(r["bid"], r["tricks"], r["made"], r["total"]) for r in result] == [
        (3, 3, True, 13),
        (2, 2, True, 12),
    ]


def test_rank_highest_total_then_most_bids_made_then_shared() -> None:
    assert rank(SOLO, [30, 20, 10, 0], [0, 0, 0, 0]) == ([0], None)
    assert rank(SOLO, [30, 30, 10, 0], [2, 3, 0, 0]) == ([1], "made")
    assert rank(SOLO, [30, 30, 10, 30], [3, 3, 0, 1]) == ([0, 1], "shared")
    assert rank([(0, 2), (1, 3)], [5, 5, 5, 5], [1, 2, 1, 2]) == ([1, 3], "made")


def test_round_scored_event_and_running_totals_in_a_real_round() -> None:
    s = stacked(
        [["red-1", "blue-1"], ["red-5", "blue-2"], ["red-9", "blue-15"], ["red-2", "blue-4"]],
        "purple-7",
    )
    bid_all(s, [0, 0, 2, 1])
    events = play_cards(
        s, "red-5", "red-9", "red-2", "red-1", "blue-15", "blue-4", "blue-1", "blue-2"
    )
    scored = of_type(events, "round_scored")[0]
    assert scored["tricks"] == [0, 0, 2, 0]
    assert scored["points"] == [5, 5, 12, 0]
    assert scored["made"] == [True, True, True, False]
    over = of_type(events, "game_over")[0]
    assert over["winners"] == [2] and over["scores"] == [5, 5, 12, 0]
    view = s.view(None)
    assert view["phase"] == "game_over" and view["winners"] == [2]
    assert view["rounds"][0]["points"] == [5, 5, 12, 0]
    assert s.result()["winners"] == [2]


def test_tie_on_score_and_bids_made_is_shared_in_a_real_game() -> None:
    s = stacked([["red-1"], ["red-5"], ["red-9"], ["red-2"]], "purple-7", scoring="official")
    bid_all(s, [0, 1, 0, 0])
    events = play_cards(s, "red-5", "red-9", "red-2", "red-1")
    over = of_type(events, "game_over")[0]
    # seat 2 took the trick (1 point, bid 0 missed); 0 and 3 made zero bids (+5 each)
    assert over["scores"] == [5, 0, 1, 5]
    assert over["winners"] == [0, 3] and over["tie_break"] == "shared"


def test_teams_score_as_one_and_partners_share_the_win() -> None:
    s = stacked(
        [["red-1"], ["red-5"], ["red-9"], ["red-2"]],
        "purple-7",
        teams=True,
    )
    bid_all(s, [0, 0, 1, 0])
    events = play_cards(s, "red-5", "red-9", "red-2", "red-1")
    scored = of_type(events, "round_scored")[0]
    assert [row["seats"] for row in scored["rows"]] == [[0, 2], [1, 3]]
    assert scored["points"] == [11, 5, 11, 5]
    over = of_type(events, "game_over")[0]
    assert over["winners"] == [0, 2]
    assert s.view(0)["teams"] == [[0, 2], [1, 3]]


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"teams": True}, "even number"),
        ({"scoring": "fancy"}, "Scoring"),
        ({"missed_bid": 5}, "missed_bid"),
        ({"points_per_trick": "1"}, "points_per_trick"),
    ],
)
def test_bad_scoring_options_are_refused(options: dict[str, Any], message: str) -> None:
    from engine.core.errors import Illegal

    with pytest.raises(Illegal) as err:
        normalize_options(options, 3)
    assert err.value.code == "bad-option" and message in err.value.message
