"""Ragers scenarios: how a day ends and is scored, cheers cards, the instant win, tie-breaks."""

from __future__ import annotations

import pytest

from engine.core.errors import Illegal
from tests.engine import test_ragers_support as kit


def play_day(s, acc: list[str], dfn: list[str]) -> None:
    kit.keep(s)
    for a, d in zip(acc, dfn, strict=True):
        kit.both(s, a, d)


def test_one_winner_scores_attack_cards_of_the_winning_icon_and_specials() -> None:
    acc = ["basher", "basher", "slasher", "prodder", "basher-3"]
    dfn = ["slasher", "slasher", "prodder", "slasher", "stopper"]
    s = kit.game(acc, dfn, cheers=[3])
    play_day(s, acc, dfn)
    summary = kit.last(s)
    assert summary["outcome"] == "winner" and summary["winner"] == 0
    assert summary["last"] == [
        "acc-basher-3",
        "def-slasher-3",
    ]  # a special after it changes nothing
    assert kit.scored(s, 0) == [("acc-basher-1", 2), ("acc-basher-2", 2), ("acc-basher-3", 3)]
    assert kit.scored(s, 1) == []  # the loser scores no combat card, not even the Stopper
    assert summary["cheers"] == [
        {"card": "cheers-3", "met": [True, False], "fate": "won", "to": 0, "gp": 2}
    ]
    assert summary["gained"] == [9, 0] and s.state.gp == [9, 0]
    stack = [entry["card"] for entry in s.state.stacks[0]]
    assert stack == ["acc-basher-1", "acc-basher-2", "acc-basher-3", "cheers-3"]
    # cards that brought no GP go to the discard pile; the patron goes back to the box
    assert sorted(s.state.discards[0]) == ["acc-prodder-1", "acc-slasher-1"]
    assert "patron-nameless" in s.state.box
    assert s.state.day == 2 and s.view(0)["phase"] == "prep"


def test_a_player_without_a_face_up_attack_card_loses() -> None:
    acc = ["stopper", "stopper", "chancer", "chancer", "cheater"]
    dfn = ["chancer", "slasher", "deadeye", "basher", "stopper"]
    s = kit.game(acc, dfn, patrons=["arianna"])
    kit.keep(s)
    kit.both(s, "stopper", "slasher")
    kit.both(s, "stopper", "basher")
    kit.both(s, "chancer", "chancer")  # copies nothing
    kit.both(s, "chancer", "stopper")  # copies the Stopper: still no attack icon
    summary = kit.last(s)
    assert summary["outcome"] == "winner" and summary["winner"] == 1
    assert summary["last"] == [None, "def-basher-1"]


def test_draw_scores_both_players_and_both_meeting_a_cheers_card_sends_it_to_the_box() -> None:
    acc = ["basher", "prodder-3", "stopper", "prodder-1", "prodder-4"]
    dfn = ["slasher", "prodder-1", "stopper", "prodder-3", "prodder-2"]
    s = kit.game(acc, dfn, cheers=[2, 1])
    play_day(s, acc, dfn)
    summary = kit.last(s)
    assert summary["outcome"] == "draw" and summary["winner"] is None
    assert summary["last_icons"] == ["prodder", "prodder"]
    # the Stopper doubles the next card of its row
    assert kit.scored(s, 0) == [
        ("acc-prodder-3", 3),
        ("acc-stopper-1", 1),
        ("acc-prodder-1", 4),
        ("acc-prodder-4", 3),
    ]
    assert kit.scored(s, 1) == [
        ("def-prodder-1", 2),
        ("def-stopper-1", 1),
        ("def-prodder-3", 6),
        ("def-prodder-2", 2),
    ]
    assert summary["cheers"][0]["fate"] == "box"
    assert s.state.gp == [11, 11] and "cheers-2" in s.state.box and s.state.cheers == ["cheers-1"]


def test_two_losers_score_nothing_and_face_down_extras_are_no_attack_cards() -> None:
    acc = ["stopper", "chancer", "stopper", "deadeye", "basher"]
    dfn = ["stopper", "chancer", "stopper", "deadeye", "slasher"]
    s = kit.game(acc, dfn, cheers=[5, 1])
    kit.keep(s)
    kit.both(s, "stopper", "stopper")
    kit.both(s, "chancer", "chancer")
    kit.both(s, "stopper", "stopper")
    kit.both(s, "deadeye", "deadeye")
    assert s.to_act() == {0, 1}
    s.apply(1, {"type": "place_extra", "card": "def-slasher-1"})
    s.apply(0, {"type": "place_extra", "card": "acc-basher-1"})
    summary = kit.last(s)  # both rows hold 5: the day ended at once
    assert summary["outcome"] == "losers"
    assert summary["combat"] == [[], []] and summary["gained"] == [0, 0]
    assert summary["cheers"][0]["fate"] == "stays"
    # an unmet cheers card stays and the next day's joins it
    assert s.state.cheers == ["cheers-5", "cheers-1"]


def test_cheers_forbidden_icon_and_negated_cards() -> None:
    # cheers-1: Basher + Deadeye without Veteran
    acc = ["basher", "deadeye", "veteran", "basher", "slasher", "slasher"]
    dfn = ["basher", "deadeye", "cheater", "basher", "slasher", "slasher"]
    s = kit.game(acc, dfn, cheers=[1], patrons=["arianna"])
    kit.keep(s)
    kit.both(s, "basher", "basher")
    kit.both(s, "deadeye", "deadeye")
    s.apply(0, {"type": "place_extra", "card": "acc-slasher-1"})
    s.apply(1, {"type": "place_extra", "card": "def-slasher-1"})
    kit.both(s, "veteran", "basher")  # acc's Veteran stays face-up: acc may not take cheers-1
    s.apply(0, {"type": "veteran", "card": "acc-basher-2"})
    summary = kit.last(s)
    assert summary["cheers"][0]["met"] == [False, True]
    assert summary["cheers"][0]["fate"] == "won" and summary["cheers"][0]["to"] == 1


def test_cheers_a_negated_forbidden_card_does_not_count() -> None:
    acc = ["basher", "deadeye", "veteran", "basher", "slasher"]
    dfn = ["prodder", "slasher", "cheater", "slasher", "slasher"]
    s = kit.game(acc, dfn, cheers=[1], patrons=["arianna"])
    kit.keep(s)
    kit.both(s, "basher", "prodder")
    kit.both(s, "deadeye", "slasher")
    s.apply(0, {"type": "place_extra", "card": "acc-slasher-1"})
    kit.both(s, "veteran", "cheater")  # the Cheater negates the Veteran: it is ignored
    summary = kit.last(s)  # acc's row holds 4 (Deadeye extra) under Arianna
    assert summary["cheers"][0]["met"] == [True, False]


def test_cheers_copied_icons_count_including_a_forbidden_one() -> None:
    # cheers-2: Prodder x2; cheers-1: Basher + Deadeye without Veteran
    acc = ["prodder", "chancer", "basher", "stopper"]  # day 1
    acc += ["basher", "deadeye", "slasher", "chancer", "basher", "slasher"]  # day 2
    dfn = ["slasher", "prodder", "slasher", "basher"]
    dfn += ["slasher", "stopper", "veteran", "basher", "slasher"]
    s = kit.game(acc, dfn, cheers=[2, 1], patrons=["arianna", "nameless"])
    kit.keep(s)
    kit.both(s, "prodder", "slasher")
    kit.both(s, "chancer", "prodder")  # copies a Prodder
    kit.both(s, "basher", "slasher")
    kit.both(s, "stopper", "basher")
    assert kit.last(s)["outcome"] == "draw"
    assert kit.last(s)["cheers"][0]["met"] == [True, False]
    assert kit.last(s)["cheers"][0]["to"] == 0
    # day 2: cheers-1 is revealed; a Chancer copying a Veteran shows the forbidden icon
    kit.keep(s)
    kit.both(s, "basher", "slasher")
    kit.both(s, "deadeye", "stopper")
    kit.extra(s, 0, "slasher")
    kit.both(s, "chancer", "veteran")  # both now place on their "Veteran" face-down
    assert s.to_act() == {0, 1}
    kit.on_veteran(s, 1, "basher")
    kit.on_veteran(s, 0, "basher")
    kit.both(s, "slasher", "slasher")
    summary = kit.last(s)
    assert summary["day"] == 2
    assert summary["cheers"] == [
        {"card": "cheers-1", "met": [False, False], "fate": "stays", "to": None, "gp": 3}
    ]


def test_instant_win_with_a_ten_point_lead() -> None:
    acc = ["basher-3", "stopper", "basher-4", "basher-1", "basher-2"]
    dfn = ["slasher", "slasher", "slasher", "slasher", "stopper"]
    s = kit.game(acc, dfn, cheers=[3])
    play_day(s, acc, dfn)
    assert s.is_over()
    result = s.result()
    assert result["winners"] == [0] and result["reason"] == "instant"
    assert result["scores"] == [16, 0] and result["day"] == 1
    with pytest.raises(Illegal) as err:
        s.apply(0, {"type": "keep"})
    assert err.value.code == "game-over"


def test_win_gp_option_changes_the_instant_win() -> None:
    acc = ["basher", "basher", "slasher", "prodder", "basher-3"]
    dfn = ["slasher", "slasher", "prodder", "slasher", "stopper"]
    s = kit.game(acc, dfn, cheers=[3], win_gp=9)
    play_day(s, acc, dfn)
    assert s.is_over() and s.result()["reason"] == "instant"


def test_most_gp_after_the_last_day_wins() -> None:
    acc = ["basher", "basher", "slasher", "prodder", "basher-3"]
    dfn = ["slasher", "slasher", "prodder", "slasher", "stopper"]
    s = kit.game(acc, dfn, cheers=[4], days=1)  # Slasher x2: only the Defenders meet it
    play_day(s, acc, dfn)
    assert s.result()["winners"] == [0] and s.result()["reason"] == "gp"
    assert s.result()["scores"] == [7, 2]


def test_tie_break_more_cheers_cards() -> None:
    # cheers-6: Prodder + Stopper without Deadeye, 3 GP, met by the Accusers only
    acc = ["prodder-1", "stopper", "slasher", "slasher", "prodder-2"]
    dfn = ["prodder-3", "prodder-4", "basher", "basher", "prodder-1"]
    s = kit.game(acc, dfn, cheers=[6], days=1)
    play_day(s, acc, dfn)
    result = s.result()
    assert result["scores"] == [8, 8]
    assert result["cheers_cards"] == [1, 0]
    assert result["winners"] == [0] and result["reason"] == "cheers"


def test_tie_break_more_cards_left_in_the_combat_deck() -> None:
    acc = ["basher", "slasher", "prodder", "prodder", "basher"]
    dfn = ["stopper", "basher", "slasher", "prodder", "prodder", "basher"]
    s = kit.game(acc, dfn, cheers=[3], days=1)
    s.apply(0, {"type": "keep"})
    s.apply(1, {"type": "discard", "card": "def-stopper-1"})  # draws one card more
    for kind in ["basher", "slasher", "prodder", "prodder", "basher"]:
        kit.both(s, kind, kind)
    result = s.result()
    assert result["scores"] == [4, 4] and result["cheers_cards"] == [0, 0]
    assert result["deck_counts"][0] == result["deck_counts"][1] + 1
    assert result["winners"] == [0] and result["reason"] == "deck"


def test_tie_break_the_defenders_win_a_perfect_tie() -> None:
    kinds = ["basher", "slasher", "prodder", "prodder", "basher"]
    s = kit.game(kinds, kinds, cheers=[3], days=1)
    play_day(s, kinds, kinds)
    result = s.result()
    assert result["scores"] == [4, 4]
    assert result["winners"] == [1] and result["reason"] == "defenders"
