"""rage-trick game flow: decks, dealing, schedules, dealers, bidding, presets and options."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from engine.core.errors import Illegal
from engine.core.play import make_bots, play_out
from engine.core.session import Session
from engine.games.rage_trick import RULESET
from engine.games.rage_trick.cards import DECKS, KIND, NUMBER, deal_order
from tests.engine import test_rage_trick_support as kit


def deals(session: Session) -> list[dict[str, Any]]:
    return [e for item in session.entries for e in item["events"] if e["type"] == "deal"]


def random_game(seats: int = 4, seed: int = 3, **options: Any) -> Session:
    s = Session.new("rage-trick", seats, seed, options)
    play_out(s, make_bots(s, ["random"] * seats), random.Random(seed))
    assert s.is_over()
    return s


# -- decks ---------------------------------------------------------------------------------
def test_decks_of_each_preset() -> None:
    us, amigo, oh = DECKS["us"], DECKS["amigo"], DECKS["oh-hell"]
    assert len(us) == 110 and len(set(us)) == 110
    assert len(amigo) == 112 and len(set(amigo)) == 112
    assert Counter(c.split("-")[0] for c in us if KIND[c] != NUMBER) == {
        "wild": 2,
        "bonus": 2,
        "mad": 2,
        "change": 4,
        "out": 4,
    }
    assert Counter(c.split("-")[0] for c in amigo if KIND[c] != NUMBER) == {
        "wild": 2,
        "out": 4,
        "change": 4,
        "bonus": 3,
        "mad": 3,
    }
    assert sum(1 for c in amigo if KIND[c] == NUMBER) == 96
    assert {"red-0", "purple-15", "wild-1", "out-4"} <= set(us)
    assert len(oh) == 52 and {"2C", "TC", "JC", "QC", "KC", "AC", "AS"} <= set(oh)


# -- dealing -------------------------------------------------------------------------------
def test_cards_are_dealt_one_at_a_time_from_the_dealers_left() -> None:
    deck = [f"red-{v}" for v in range(8)]
    hands = deal_order(deck, 4, 2, 2)  # dealer 2: seat 3 gets the first card
    assert hands == [["red-1", "red-5"], ["red-2", "red-6"], ["red-3", "red-7"], ["red-0", "red-4"]]


def test_a_deal_gives_sorted_hands_and_turns_up_a_number_card() -> None:
    s = Session.new("rage-trick", 4, 9, {"preset": "us"})
    deal = deals(s)[0]
    assert [len(h) for h in deal["hands"]] == [10] * 4
    assert len(deal["pile"]) == 70 and deal["pile"][0] == deal["trump_card"]
    assert KIND[deal["trump_card"]] == NUMBER and deal["trump"] == deal["trump_card"].split("-")[0]
    hand = s.view(0)["hand"]
    actions = [c for c in hand if KIND[c] != NUMBER]
    assert hand[len(hand) - len(actions) :] == actions  # action cards last
    assert s.entries[0]["barrier"] is True


def test_an_action_card_turned_up_goes_back_into_the_pile() -> None:
    s = kit.stacked(
        [["red-1"], ["red-2"], ["red-3"], ["red-4"]],
        rest=["wild-1", "out-2", "green-5", "blue-9"],
    )
    deal = deals(s)[0]
    assert deal["skipped"] == ["wild-1", "out-2"]
    assert deal["trump_card"] == "green-5" and deal["trump"] == "green"
    pile = s.state.pile
    assert pile[0] == "green-5" and {"wild-1", "out-2"} <= set(pile[1:])
    assert "turned up and put back" in RULESET.describe(deal, 0, ["A", "B", "C", "D"])


def test_dealer_rotates_left_and_the_seat_after_the_dealer_bids_and_leads() -> None:
    s = Session.new("rage-trick", 4, 5, {"first_dealer": 2})
    for n in range(10):
        dealer = s.state.dealer
        assert dealer == (2 + n) % 4
        assert s.to_act() == {(dealer + 1) % 4} and s.state.phase == "bid"
        bots = make_bots(s, ["random"] * 4)
        rng = random.Random(n)
        for _ in range(4):  # the bids, in turn from the dealer's left
            seat = next(iter(s.to_act()))
            assert seat == (dealer + 1 + _) % 4
            s.apply(seat, bots[seat].choose(s.view(seat), s.legal(seat), rng))
        assert s.state.phase == "play" and s.to_act() == {(dealer + 1) % 4}
        round_no = s.state.round
        while not s.is_over() and s.state.round == round_no:
            seat = next(iter(s.to_act()))
            s.apply(seat, bots[seat].choose(s.view(seat), s.legal(seat), rng))
    assert s.is_over()


def test_random_first_dealer_is_drawn_and_recorded() -> None:
    dealers = {
        deals(Session.new("rage-trick", 5, seed, {"first_dealer": "random"}))[0]["dealer"]
        for seed in range(30)
    }
    assert dealers <= set(range(5)) and len(dealers) > 1


@pytest.mark.parametrize(
    ("seats", "options", "sizes"),
    [
        (4, {}, [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]),
        (4, {"schedule": "down"}, [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]),
        (3, {"schedule": "up"}, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
        (8, {"schedule": "flat"}, [10] * 10),
        (5, {"schedule": [3, 1, 4]}, [3, 1, 4]),
        (6, {"preset": "oh-hell"}, [8, 7, 6, 5, 4, 3, 2, 1]),
        (8, {"preset": "oh-hell", "schedule": "flat"}, [6] * 10),
        (4, {"preset": "amigo", "schedule": "up"}, list(range(1, 11))),
    ],
)
def test_schedules(seats: int, options: dict[str, Any], sizes: list[int]) -> None:
    s = random_game(seats, **options)
    assert [d["hand_size"] for d in deals(s)] == sizes
    assert [r["hand_size"] for r in s.state.rounds] == sizes
    assert s.view(0)["rounds_total"] == len(sizes)


def test_the_engine_goes_straight_on_to_the_next_trick_and_round() -> None:
    s = kit.stacked([["red-1"], ["red-5"], ["red-9"], ["red-2"]], "purple-7", schedule=[1, 2])
    kit.bid_all(s, [0, 0, 1, 0])
    events = kit.play_cards(s, "red-5", "red-9", "red-2", "red-1")
    assert [e["type"] for e in events] == ["play"] * 4 + ["trick_won", "round_scored", "deal"]
    deal = events[-1]
    assert deal["round"] == 2 and deal["dealer"] == 1 and deal["hand_size"] == 2
    assert s.to_act() == {2} and s.state.phase == "bid"


# -- bidding -------------------------------------------------------------------------------
def test_bids_range_from_zero_to_the_hand_size_and_any_total_is_fine() -> None:
    s = kit.stacked([["red-1"], ["red-5"], ["red-9"], ["red-2"]], "purple-7")
    assert s.legal(1) == [{"type": "bid", "tricks": 0}, {"type": "bid", "tricks": 1}]
    assert kit.refused(s, 1, {"type": "bid", "tricks": 2}).code == "bad-bid"
    assert kit.refused(s, 1, {"type": "bid", "tricks": True}).code == "bad-bid"
    assert kit.refused(s, 1, {"type": "play", "card": "red-5"}).code == "not-playing"
    kit.bid_all(s, [1, 1, 1, 1])  # four bids of one trick each for a one-trick round: allowed
    assert s.state.phase == "play"


def test_hook_rule_the_dealer_may_not_make_the_bids_add_up() -> None:
    s = kit.stacked(
        [["2C", "3C"], ["4C", "5C"], ["6C", "7C"], ["8C", "9C"]], "TC", preset="oh-hell"
    )
    for seat, tricks in [(1, 1), (2, 0), (3, 0)]:
        s.apply(seat, {"type": "bid", "tricks": tricks})
    assert s.legal(0) == [{"type": "bid", "tricks": 0}, {"type": "bid", "tricks": 2}]
    err = kit.refused(s, 0, {"type": "bid", "tricks": 1})
    assert err.code == "hook" and "dealer" in err.message
    s.apply(0, {"type": "bid", "tricks": 2})
    # The hook is off in the RAGE presets (and can be turned off for oh-hell).
    s = kit.stacked(
        [["2C", "3C"], ["4C", "5C"], ["6C", "7C"], ["8C", "9C"]], "TC", preset="oh-hell", hook=False
    )
    for seat in (1, 2, 3):
        s.apply(seat, {"type": "bid", "tricks": [1, 0, 0][seat - 1]})
    assert len(s.legal(0)) == 3


def test_secret_bids_stay_hidden_until_the_round_ends() -> None:
    s = kit.stacked(
        [["red-1"], ["red-5"], ["red-9"], ["red-2"]], "purple-7", secret_bids=True, schedule=[1, 1]
    )
    s.apply(1, {"type": "bid", "tricks": 1})
    mine = s.events_for(1, since=1)[0]["events"][0]
    theirs = s.events_for(2, since=1)[0]["events"][0]
    assert mine["tricks"] == 1
    assert theirs == {"type": "bid", "seat": 1, "tricks": None, "secret": True}
    assert s.events_for(None, since=1)[0]["events"][0]["tricks"] is None
    assert s.view(1)["bids"] == [None, 1, None, None]
    assert s.view(2)["bids"] == [None, None, None, None] and s.view(2)["has_bid"][1] is True
    assert "secret" in RULESET.describe(s.entries[1]["events"][0], 2, ["A", "B", "C", "D"])
    for seat in (2, 3, 0):
        s.apply(seat, {"type": "bid", "tricks": 0})
    events = kit.play_cards(s, "red-5", "red-9", "red-2", "red-1")
    revealed = kit.of_type(events, "bids_revealed")[0]
    assert revealed["bids"] == [0, 1, 0, 0]
    n = len(s.entries) - 1
    assert s.entries[n]["barrier"] is True
    assert s.view(3)["rounds"][0]["bids"] == [0, 1, 0, 0]
    assert s.view(3)["bids"] == [None, None, None, None]  # the new round's bids


# -- oh hell -------------------------------------------------------------------------------
def test_oh_hell_trump_is_the_turned_up_card_and_suit_must_be_followed() -> None:
    s = kit.stacked(
        [["2C", "AH"], ["KC", "3D"], ["4H", "5S"], ["QC", "2S"]],
        rest=["7S", "9D"],
        preset="oh-hell",
    )
    view = s.view(0)
    assert view["trump"] == "S" and view["trump_card"] == "7S" and view["pile_count"] == 44
    kit.bid_all(s, [1, 1, 0, 1])
    kit.play_cards(s, "KC", "5S")
    err = kit.refused(s, 3, {"type": "play", "card": "2S"})
    assert err.code == "must-follow" and "clubs" in err.message


def test_oh_hell_follow_trump_and_ace_high() -> None:
    s = kit.stacked(
        [["2C", "AH"], ["KC", "3D"], ["4H", "5S"], ["QC", "2S"]],
        rest=["7S", "9D"],
        preset="oh-hell",
    )
    kit.bid_all(s, [1, 1, 0, 1])
    kit.play(s, "KC")
    assert {c["card"] for c in s.legal(2)} == {"4H", "5S"}  # no clubs: anything
    kit.play(s, "5S")
    assert s.legal(3) == [{"type": "play", "card": "QC"}]
    events = kit.play_cards(s, "QC", "2C")
    assert kit.of_type(events, "trick_won")[0]["winner"] == 2  # the only spade (trump) wins
    events = kit.play_cards(s, "4H", "2S", "AH", "3D")
    won = kit.of_type(events, "trick_won")[0]
    assert won["winner"] == 3  # seat 3 trumped the heart lead


def test_oh_hell_no_trump_when_no_card_is_left() -> None:
    deck = list(DECKS["oh-hell"])
    hands = [deck[i * 13 : (i + 1) * 13] for i in range(4)]
    s = kit.stacked(hands, preset="oh-hell", schedule=[13])
    view = s.view(0)
    assert view["trump"] is None and view["trump_card"] is None and view["pile_count"] == 0


def test_oh_hell_has_no_action_cards_or_colour_choices() -> None:
    s = random_game(4, preset="oh-hell")
    for item in s.entries:
        for event in item["events"]:
            assert event["type"] not in {"trump_changed", "trump_out", "change_no_effect"}
            if event["type"] == "play":
                assert "color" not in event


# -- reneging ------------------------------------------------------------------------------
def renege_table(**options: Any) -> Session:
    s = kit.stacked(
        [["blue-1", "green-2"], ["red-5", "yellow-3"], ["red-9", "blue-4"], ["orange-1", "out-1"]],
        "purple-7",
        reneging=True,
        **options,
    )
    kit.bid_all(s, [0, 0, 0, 0])
    return s


def test_reneging_mode_does_not_enforce_following_and_a_true_challenge_costs_the_reneger() -> None:
    s = renege_table()
    kit.play(s, "red-5")
    assert {c["card"] for c in s.legal(2) if c["type"] == "play"} == {"red-9", "blue-4"}
    kit.play(s, "blue-4")  # a renege: seat 2 holds red-9
    assert {"type": "challenge", "seat": 2, "trick": 1} in s.legal(0)
    assert {"type": "challenge", "seat": 2, "trick": 1} not in s.legal(2)  # not your own
    # Any seat may challenge, in turn or not (seat 0 is not to act now).
    events = s.apply(0, {"type": "challenge", "seat": 2, "trick": 1})
    assert events[0]["held"] is True and events[0]["loser"] == 2 and events[0]["penalty"] == 10
    assert s.view(0)["scores"] == [0, 0, -10, 0]
    assert s.entries[-1]["barrier"] is True
    err = kit.refused(s, 1, {"type": "challenge", "seat": 2, "trick": 1})
    assert err.code == "already-challenged"


def test_a_false_challenge_costs_the_challenger() -> None:
    s = renege_table()
    kit.play_cards(s, "red-5", "red-9", "out-1")  # seat 3 has no red: a legal discard
    events = s.apply(1, {"type": "challenge", "seat": 3, "trick": 1})
    assert events[0]["held"] is False and events[0]["loser"] == 1
    assert s.view(None)["scores"] == [0, -10, 0, 0]
    assert "loses 10 points" in RULESET.describe(events[0], None, ["A", "B", "C", "D"])


def test_only_plays_off_the_lead_colour_of_this_round_can_be_challenged() -> None:
    s = renege_table()
    kit.play_cards(s, "red-5", "red-9")
    assert (
        kit.refused(s, 0, {"type": "challenge", "seat": 1, "trick": 1}).code == "not-challengeable"
    )
    assert (
        kit.refused(s, 0, {"type": "challenge", "seat": 2, "trick": 1}).code == "not-challengeable"
    )
    assert (
        kit.refused(s, 0, {"type": "challenge", "seat": 2, "trick": 5}).code == "not-challengeable"
    )
    assert kit.refused(s, 2, {"type": "challenge", "seat": 2, "trick": 1}).code == "bad-challenge"
    s2 = kit.stacked([["red-1"], ["red-5"], ["red-9"], ["red-2"]], "purple-7")
    kit.bid_all(s2, [0, 0, 0, 0])
    assert kit.refused(s2, 0, {"type": "challenge", "seat": 1, "trick": 1}).code == "not-your-turn"


def test_with_any_time_actions_an_action_card_is_not_a_renege() -> None:
    s = renege_table(any_time_actions=True)
    kit.play_cards(s, "red-5", "red-9", "orange-1")  # a number card of another colour
    assert {"type": "challenge", "seat": 3, "trick": 1} in s.legal(0)
    s = renege_table(any_time_actions=True)
    kit.play_cards(s, "red-5", "red-9", "out-1")
    assert not [c for c in s.legal(0) if c["type"] == "challenge"]


def test_a_lost_challenge_costs_the_whole_team() -> None:
    s = renege_table(teams=True)
    kit.play_cards(s, "red-5", "blue-4")
    s.apply(3, {"type": "challenge", "seat": 2, "trick": 1})
    assert s.view(None)["scores"] == [-10, 0, -10, 0]


# -- options -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("seats", "options", "words"),
    [
        (4, {"colour": "red"}, "no option called"),
        (4, {"preset": "uno"}, "preset"),
        (4, {"schedule": "sideways"}, "schedule"),
        (4, {"schedule": []}, "schedule"),
        (8, {"preset": "oh-hell", "schedule": [7]}, "from 1 to 6"),
        (4, {"schedule": [0]}, "from 1 to 27"),
        (4, {"first_dealer": 4}, "first dealer"),
        (5, {"teams": True}, "even number"),
        (4, {"secret_bids": True, "preset": "oh-hell"}, "hook"),
        (4, {"preset": "oh-hell", "any_time_actions": True}, "no action cards"),
        (4, {"reneging": "yes"}, "true or false"),
        (2, {"deal": {"hands": [["red-1"]]}}, "one hand for each"),
        (2, {"deal": {"hands": [["red-1"], ["red-1"]]}, "schedule": [1]}, "twice"),
        (2, {"deal": {"hands": [["red-1"], ["pink-1"]]}, "schedule": [1]}, "not a card"),
        (2, {"deal": {"hands": [["red-1"], ["red-2", "red-3"]]}, "schedule": [1]}, "1 cards"),
        (
            2,
            {"deal": {"hands": [["red-1"], ["red-2"]], "trump": "wild-1"}, "schedule": [1]},
            "number card",
        ),
        (2, {"deal": {"hands": [["red-1"], ["red-2"]], "dealer": 5}, "schedule": [1]}, "dealer"),
        (2, {"deal": {"hands": [["red-1"], ["red-2"]], "extra": 1}, "schedule": [1]}, "no field"),
    ],
)
def test_bad_options_are_refused_with_a_clear_sentence(
    seats: int, options: dict[str, Any], words: str
) -> None:
    with pytest.raises(Illegal) as err:
        Session.new("rage-trick", seats, 1, options)
    assert err.value.code == "bad-option"
    assert words in err.value.message


def test_seat_limits() -> None:
    for seats in (1, 9):
        with pytest.raises(Illegal) as err:
            Session.new("rage-trick", seats, 1, {})
        assert err.value.code == "bad-seats"


def test_options_are_filled_in_and_the_stacked_deal_is_not_public() -> None:
    s = kit.stacked([["red-1"], ["red-5"], ["red-9"], ["red-2"]], "purple-7")
    full = s.header.options
    assert full["preset"] == "us" and full["scoring"] == "official" and full["deal"] is not None
    assert "deal" not in s.view(0)["options"]
    assert "deal" not in s.log_for(1)["header"]["options"]
    assert Session.new("rage-trick", 4, 1, {"preset": "amigo"}).header.options["missed_bid"] == -5
    oh = Session.new("rage-trick", 4, 1, {"preset": "oh-hell"}).header.options
    assert oh["hook"] is True and oh["scoring"] == "oh-hell"


# -- views and events ----------------------------------------------------------------------
def test_view_fields() -> None:
    s = kit.stacked(
        [["red-1", "blue-1"], ["red-5", "blue-2"], ["red-9", "blue-15"], ["red-2", "blue-4"]],
        "purple-7",
    )
    kit.bid_all(s, [0, 0, 2, 1])
    kit.play_cards(s, "red-5", "red-9")
    view = s.view(3)
    for key in (
        "round",
        "hand_size",
        "dealer",
        "to_act",
        "phase",
        "hand",
        "hand_counts",
        "trump",
        "trump_card",
        "trump_suspended",
        "bids",
        "tricks",
        "trick",
        "lead",
        "scores",
        "rounds",
        "last_trick",
        "teams",
        "winners",
        "seats",
        "preset",
        "options",
    ):
        assert key in view
    assert view["round"] == 1 and view["hand_size"] == 2 and view["dealer"] == 0
    assert view["to_act"] == 3 and view["phase"] == "play"
    assert view["hand"] == ["red-2", "blue-4"] and view["hand_counts"] == [2, 1, 1, 2]
    assert view["trump"] == "purple" and view["trump_card"] == "purple-7"
    assert view["bids"] == [0, 0, 2, 1] and view["tricks"] == [0, 0, 0, 0]
    assert view["trick"] == [{"seat": 1, "card": "red-5"}, {"seat": 2, "card": "red-9"}]
    assert view["lead"] == "red" and view["winning"] == 2
    assert view["teams"] is None and view["winners"] is None
    assert s.view(None)["hand"] is None
    kit.play_cards(s, "red-2", "red-1")
    assert s.view(0)["last_trick"]["winner"] == 2 and s.view(0)["tricks"] == [0, 0, 1, 0]


def test_deal_events_show_each_seat_only_its_own_hand_and_never_the_pile() -> None:
    s = Session.new("rage-trick", 4, 2, {})
    raw = s.entries[0]["events"][0]
    for seat in (0, 1, 2, 3, None):
        shown = s.events_for(seat)[0]["events"][0]
        assert "pile" not in shown and shown["pile_count"] == 70
        assert shown["hand_counts"] == [10, 10, 10, 10]
        for other in range(4):
            expected = raw["hands"][other] if other == seat else None
            assert shown["hands"][other] == expected


def test_marks_and_barriers() -> None:
    s = random_game(4, seed=8)
    marks = [m for _, m in s.marks()]
    assert [m["round"] for m in marks if "round" in m] == list(range(1, 11))
    assert sum(1 for m in marks if "trick" in m) == 55
    assert RULESET.is_barrier(
        {"type": "trump_changed", "by": "change", "color": "red", "card": "red-1"}
    )
    assert not RULESET.is_barrier({"type": "trump_changed", "by": "wild", "color": "red"})
    assert not RULESET.is_barrier(
        {"type": "play", "seat": 0, "card": "red-1", "trick": 1, "index": 0}
    )


def test_every_event_can_be_described() -> None:
    s = random_game(4, seed=4, reneging=True, secret_bids=True)
    names = ["Ann", "Bo", "Cy", "Di"]
    for item in s.entries:
        for event in item["events"]:
            text = RULESET.describe(event, 0, names)
            assert isinstance(text, str) and text
