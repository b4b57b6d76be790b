"""rage-trick scenarios with stacked deals: leading, following, every action card, who wins."""

from __future__ import annotations

from engine.games.rage_trick.cards import COLORS, DECKS
from tests.engine import test_rage_trick_support as kit

# Seat 0 deals, so seat 1 bids first and leads the first trick; play goes 1, 2, 3, 0.


def test_first_number_card_sets_the_lead_and_holders_must_follow() -> None:
    s = kit.stacked(
        [["blue-1", "green-2"], ["red-5", "yellow-3"], ["red-9", "blue-4"], ["orange-1", "out-1"]],
        "purple-7",
    )
    kit.bid_all(s, [0, 0, 0, 0])
    kit.play(s, "red-5")
    assert s.view(2)["lead"] == "red"
    err = kit.refused(s, 2, {"type": "play", "card": "blue-4"})
    assert err.code == "must-follow" and "red" in err.message
    assert s.legal(2) == [{"type": "play", "card": "red-9"}]
    kit.play(s, "red-9")
    # Seat 3 has no red: any card, the action card included.
    assert {c["card"] for c in s.legal(3)} == {"orange-1", "out-1"}
    events = kit.play_cards(s, "orange-1", "blue-1")
    won = kit.of_type(events, "trick_won")[0]
    assert won["winner"] == 2 and won["reason"] == "lead"


def test_action_card_lead_leaves_the_lead_open_until_a_number_card() -> None:
    s = kit.stacked(
        [["blue-1", "green-2"], ["out-1", "yellow-3"], ["red-9", "blue-4"], ["blue-8", "red-2"]],
        "purple-7",
    )
    kit.bid_all(s, [0, 0, 0, 0])
    kit.play(s, "out-1")
    assert s.view(2)["lead"] is None
    assert {c["card"] for c in s.legal(2)} == {"red-9", "blue-4"}  # anything goes
    kit.play(s, "blue-4")
    assert s.view(3)["lead"] == "blue"
    assert s.legal(3) == [{"type": "play", "card": "blue-8"}]
    events = kit.play_cards(s, "blue-8", "blue-1")
    assert kit.of_type(events, "trick_won")[0]["winner"] == 3


def test_action_cards_only_when_unable_to_follow_unless_any_time() -> None:
    hands = [
        ["blue-1", "green-2"],
        ["red-5", "yellow-3"],
        ["red-9", "mad-1"],
        ["orange-1", "out-1"],
    ]
    s = kit.stacked(hands, "purple-7")
    kit.bid_all(s, [0, 0, 0, 0])
    kit.play(s, "red-5")
    err = kit.refused(s, 2, {"type": "play", "card": "mad-1"})
    assert err.code == "must-follow" and "action cards" in err.message
    # With the any-time option the action card may be played, a number card of another colour not.
    s = kit.stacked(hands, "purple-7", any_time_actions=True)
    kit.bid_all(s, [0, 0, 0, 0])
    kit.play(s, "red-5")
    assert {c["card"] for c in s.legal(2)} == {"red-9", "mad-1"}
    kit.play(s, "mad-1")
    s2 = kit.stacked(
        [["blue-1", "green-2"], ["red-5", "yellow-3"], ["red-9", "blue-4"], ["orange-1", "out-1"]],
        "purple-7",
        any_time_actions=True,
    )
    kit.bid_all(s2, [0, 0, 0, 0])
    kit.play(s2, "red-5")
    assert kit.refused(s2, 2, {"type": "play", "card": "blue-4"}).code == "must-follow"


def test_trump_beats_the_lead_colour() -> None:
    s = kit.stacked(
        [
            ["blue-15", "green-2"],
            ["blue-5", "yellow-3"],
            ["purple-0", "red-4"],
            ["blue-9", "red-2"],
        ],
        "purple-7",
    )
    kit.bid_all(s, [0, 0, 0, 0])
    events = kit.play_cards(s, "blue-5", "purple-0", "blue-9", "blue-15")
    won = kit.of_type(events, "trick_won")[0]
    assert won["winner"] == 2 and won["reason"] == "trump"


def test_wild_while_trump_active_must_differ_becomes_trump_and_first_one_wins() -> None:
    s = kit.stacked(
        [
            ["blue-15", "red-1"],
            ["blue-3", "red-14"],
            ["wild-1", "green-2"],
            ["wild-2", "yellow-5"],
        ],
        "purple-7",
    )
    kit.bid_all(s, [0, 0, 0, 0])
    kit.play(s, "blue-3")
    err = kit.refused(s, 2, {"type": "play", "card": "wild-1", "color": "purple"})
    assert err.code == "bad-color"
    assert kit.refused(s, 2, {"type": "play", "card": "wild-1"}).code == "need-color"
    assert {c.get("color") for c in s.legal(2) if c["card"] == "wild-1"} == set(COLORS) - {"purple"}
    events = kit.play(s, "wild-1", "green")
    assert kit.of_type(events, "trump_changed") == [
        {"type": "trump_changed", "seat": 2, "by": "wild", "color": "green"}
    ]
    assert s.view(3)["trump"] == "green" and s.view(3)["trick_locked"] is True
    # A second Wild while trump is active must differ from the new trump; it does not win.
    assert (
        kit.refused(s, 3, {"type": "play", "card": "wild-2", "color": "green"}).code == "bad-color"
    )
    kit.play(s, "wild-2", "red")
    events = kit.play(s, "blue-15")
    won = kit.of_type(events, "trick_won")[0]
    assert won["winner"] == 2 and won["reason"] == "wild"
    # The last Wild's colour stays trump for the rest of the round.
    view = s.view(0)
    assert view["trump"] == "red" and view["trump_card"] == "purple-7"
    events = kit.play_cards(s, "green-2", "yellow-5", "red-1", "red-14")
    assert kit.of_type(events, "trick_won")[0]["winner"] == 1


def test_first_wild_wins_even_when_a_later_card_changes_trump() -> None:
    s = kit.stacked(
        [["blue-15"], ["blue-3"], ["wild-1"], ["change-1"]],
        "purple-7",
        rest=["red-4"],
    )
    kit.bid_all(s, [0, 0, 0, 0])
    events = kit.play_cards(s, "blue-3", "wild-1:green", "change-1:red", "blue-15")
    won = kit.of_type(events, "trick_won")[0]
    assert won["winner"] == 2 and won["reason"] == "wild"


def test_wild_while_trump_suspended_is_the_16_of_its_colour() -> None:
    s = kit.stacked(
        [["blue-15"], ["blue-5"], ["out-1"], ["wild-1"]],
        "purple-7",
    )
    kit.bid_all(s, [0, 0, 0, 0])
    kit.play_cards(s, "blue-5", "out-1")
    assert s.view(3)["trump"] is None and s.view(3)["trump_suspended"] is True
    # Any colour may be named now, even the suspended trump colour.
    assert {c["color"] for c in s.legal(3)} == set(COLORS)
    events = kit.play(s, "wild-1", "blue")
    assert not kit.of_type(events, "trump_changed")
    events = kit.play(s, "blue-15")
    won = kit.of_type(events, "trick_won")[0]
    assert won["winner"] == 3 and won["reason"] == "lead"


def test_wild_naming_another_colour_while_suspended_does_not_win() -> None:
    s = kit.stacked([["blue-15"], ["blue-5"], ["out-1"], ["wild-1"]], "purple-7")
    kit.bid_all(s, [0, 0, 0, 0])
    events = kit.play_cards(s, "blue-5", "out-1", "wild-1:yellow", "blue-15")
    assert kit.of_type(events, "trick_won")[0]["winner"] == 0


def test_two_wilds_naming_the_same_colour_the_first_outranks() -> None:
    s = kit.stacked([["red-15"], ["out-1"], ["wild-1"], ["wild-2"]], "purple-7")
    kit.bid_all(s, [0, 0, 0, 0])
    events = kit.play_cards(s, "out-1", "wild-1:red", "wild-2:red", "red-15")
    won = kit.of_type(events, "trick_won")[0]
    assert won["winner"] == 2


def test_wild_leading_sets_the_lead_colour() -> None:
    s = kit.stacked(
        [["green-1", "red-1"], ["wild-1", "red-2"], ["green-9", "blue-4"], ["yellow-1", "red-3"]],
        "purple-7",
    )
    kit.bid_all(s, [0, 0, 0, 0])
    kit.play(s, "wild-1", "green")
    assert s.view(2)["lead"] == "green"
    assert s.legal(2) == [{"type": "play", "card": "green-9"}]


def test_only_non_wild_action_cards_the_leader_takes_the_trick_with_bonus_and_mad() -> None:
    s = kit.stacked(
        [["change-1"], ["bonus-1"], ["mad-1"], ["out-1"]],
        "purple-7",
        rest=["red-4"],
    )
    kit.bid_all(s, [0, 1, 0, 0])
    events = kit.play_cards(s, "bonus-1", "mad-1", "out-1", "change-1:red")
    won = kit.of_type(events, "trick_won")[0]
    assert won["winner"] == 1 and won["reason"] == "leader"
    assert won["bonus"] == 1 and won["mad"] == 1
    row = kit.of_type(events, "round_scored")[0]["rows"][1]
    assert row["bonus"] == 5 and row["mad"] == -5
    assert row["total"] == 1 + 10  # the trick, the exact bid, +5 -5


def test_bonus_and_mad_go_to_whoever_takes_the_trick() -> None:
    s = kit.stacked([["red-1"], ["red-5"], ["bonus-1"], ["mad-1"]], "purple-7")
    kit.bid_all(s, [0, 0, 0, 0])
    events = kit.play_cards(s, "red-5", "bonus-1", "mad-1", "red-1")
    scored = kit.of_type(events, "round_scored")[0]
    assert scored["bonus"] == [0, 1, 0, 0] and scored["mad"] == [0, 1, 0, 0]
    assert scored["points"][1] == 1 + 0 + 5 - 5  # one trick, bid 0 missed (official: 0)


def test_change_rage_turns_up_the_topmost_card_of_a_new_colour() -> None:
    s = kit.stacked(
        [["blue-15", "red-1"], ["blue-5", "red-2"], ["red-0", "green-1"], ["change-1", "green-2"]],
        "purple-7",
        rest=["purple-1", "red-3", "blue-2", "red-8", "green-9"],
    )
    kit.bid_all(s, [0, 0, 0, 0])
    kit.play_cards(s, "blue-5", "red-0")
    # Any colour but the current trump (purple) that has a card in the pile.
    colors = {c["color"] for c in s.legal(3) if c["card"] == "change-1"}
    assert colors == set(COLORS) - {"purple"}
    events = kit.play(s, "change-1", "red")
    change = kit.of_type(events, "trump_changed")[0]
    assert change == {
        "type": "trump_changed",
        "seat": 3,
        "by": "change",
        "color": "red",
        "card": "red-3",
    }
    view = s.view(0)
    assert view["trump"] == "red" and view["trump_card"] == "red-3"
    # red-0, played before the change, is now trump and takes the trick.
    events = kit.play(s, "blue-15")
    won = kit.of_type(events, "trick_won")[0]
    assert won["winner"] == 2 and won["reason"] == "trump"
    assert s.state.pile[0] == "red-3" and "purple-7" in s.state.pile


def test_change_rage_ends_an_out_suspension() -> None:
    s = kit.stacked(
        [["blue-15", "red-1"], ["blue-5", "change-1"], ["out-1", "red-9"], ["blue-2", "red-3"]],
        "purple-7",
        rest=["green-4"],
    )
    kit.bid_all(s, [0, 0, 0, 0])
    kit.play_cards(s, "blue-5", "out-1", "blue-2", "blue-15")  # seat 0 takes it
    view = s.view(0)
    assert view["trump"] is None and view["trump_suspended"] is True and view["trump_card"] is None
    kit.play(s, "red-1")
    # Seat 1 has no red: Change Rage names a colour other than the last trump (purple).
    assert "purple" not in {c["color"] for c in s.legal(1)}
    kit.play(s, "change-1", "green")
    view = s.view(0)
    assert view["trump"] == "green" and view["trump_suspended"] is False
    assert view["trump_card"] == "green-4"


def test_out_rage_suspends_trump_for_the_trick_and_the_round() -> None:
    s = kit.stacked(
        [["blue-9", "red-1"], ["blue-5", "red-2"], ["purple-15", "red-15"], ["out-1", "purple-14"]],
        "purple-7",
    )
    kit.bid_all(s, [0, 0, 0, 0])
    events = kit.play_cards(s, "blue-5", "purple-15", "out-1")
    assert kit.of_type(events, "trump_out") == [{"type": "trump_out", "seat": 3}]
    assert s.view(0)["winning"] == 1  # purple is no longer trump; blue-5 leads blue
    events = kit.play(s, "blue-9")
    assert kit.of_type(events, "trick_won")[0]["winner"] == 0
    # Next trick: still no trump, so purple-14 does not beat the red lead.
    events = kit.play_cards(s, "red-1", "red-2", "red-15", "purple-14")
    assert kit.of_type(events, "trick_won")[0]["winner"] == 2


def test_change_rage_with_no_other_colour_in_the_pile_does_nothing() -> None:
    deck = DECKS["us"]
    others = [c for c in deck if not c.startswith("purple-") and c != "change-1"]
    # Two players share every card but the purples; the pile is purple only.
    hand0 = ["change-1", *others[:46]]
    hand1 = others[46:]
    assert len(hand1) == 47
    s = kit.stacked([hand0, hand1], "purple-0", dealer=1)
    assert s.state.pile_colors == frozenset({"purple"})
    kit.bid_all(s, [0, 0])
    assert [c for c in s.legal(0) if c["card"] == "change-1"] == [
        {"type": "play", "card": "change-1"}
    ]
    assert (
        kit.refused(s, 0, {"type": "play", "card": "change-1", "color": "red"}).code == "bad-color"
    )
    events = kit.play(s, "change-1")
    assert kit.of_type(events, "change_no_effect") == [{"type": "change_no_effect", "seat": 0}]
    assert s.view(1)["trump"] == "purple"


def test_only_wild_or_change_name_a_colour() -> None:
    s = kit.stacked([["red-1"], ["red-5"], ["bonus-1"], ["mad-1"]], "purple-7")
    kit.bid_all(s, [0, 0, 0, 0])
    assert (
        kit.refused(s, 1, {"type": "play", "card": "red-5", "color": "red"}).code == "bad-command"
    )


def test_cards_not_in_hand_and_out_of_turn_are_refused() -> None:
    s = kit.stacked([["red-1"], ["red-5"], ["bonus-1"], ["mad-1"]], "purple-7")
    kit.bid_all(s, [0, 0, 0, 0])
    err = kit.refused(s, 1, {"type": "play", "card": "red-1"})
    assert err.code == "not-in-hand" and "red-1" not in err.message
    assert kit.refused(s, 2, {"type": "play", "card": "bonus-1"}).code == "not-your-turn"
    assert kit.refused(s, 1, {"type": "bid", "tricks": 1}).code == "not-bidding"
    assert kit.refused(s, 1, {"type": "dance"}).code == "bad-command"


def test_trick_winner_leads_the_next_trick() -> None:
    s = kit.stacked(
        [["red-1", "blue-1"], ["red-5", "blue-2"], ["red-9", "blue-3"], ["red-2", "blue-4"]],
        "purple-7",
    )
    kit.bid_all(s, [0, 0, 0, 0])
    kit.play_cards(s, "red-5", "red-9", "red-2", "red-1")
    assert s.to_act() == {2} and s.view(None)["leader"] == 2


def test_change_rage_must_differ_from_the_trump_a_wild_just_named() -> None:
    s = kit.stacked(
        [["blue-15"], ["blue-3"], ["wild-1"], ["change-1"]],
        "purple-7",
    )
    kit.bid_all(s, [0, 0, 0, 0])
    kit.play_cards(s, "blue-3", "wild-1:green")
    colors = {c["color"] for c in s.legal(3)}
    assert "green" not in colors and "purple" in colors
    assert (
        kit.refused(s, 3, {"type": "play", "card": "change-1", "color": "green"}).code
        == "need-color"
    )


def test_change_rage_only_offers_colours_still_in_the_trump_pile() -> None:
    deck = DECKS["us"]
    others = [c for c in deck if not c.startswith(("purple-", "red-")) and c != "change-1"]
    hands = [["change-1", *others[:38]], others[38:]]
    assert len(hands[1]) == 39
    s = kit.stacked(hands, "purple-0", dealer=1)
    kit.bid_all(s, [0, 0])
    assert [c for c in s.legal(0) if c["card"] == "change-1"] == [
        {"type": "play", "card": "change-1", "color": "red"}
    ]
    events = kit.play(s, "change-1", "red")
    assert kit.of_type(events, "trump_changed")[0]["card"].startswith("red-")
