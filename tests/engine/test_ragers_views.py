"""Ragers: what each seat may know (views, redacted events, logs), options and log plumbing."""

from __future__ import annotations

import json

import pytest

from engine.core.errors import Illegal
from engine.core.session import Session
from engine.games.ragers import RULESET
from tests.engine.test_ragers_support import both, extra, game, keep, place, public_text


@pytest.mark.parametrize("first", [0, 1])
def test_simultaneous_choice_in_either_order_reveals_nothing_until_both_are_in(first: int) -> None:
    s = game(["cheater", "basher"], ["prodder", "slasher"])
    keep(s)
    assert s.to_act() == {0, 1}
    name = "cheater" if first == 0 else "prodder"
    events = place(s, first, name)
    card = events[0]["card"]
    assert [e["type"] for e in events] == ["chose"]
    assert s.to_act() == {1 - first}
    other = 1 - first
    for seat in (other, None):
        entry = s.events_for(seat)[-1]
        assert entry["events"] == [{"type": "chose", "seat": first, "on_top": False}]
        assert entry["command"] is None
        assert card not in public_text(s, seat)
        assert s.view(seat)["chosen"] == [first == 0, first == 1]
        assert s.view(seat)["my_choice"] is None
    assert s.view(first)["my_choice"] == card
    place(s, other, "prodder" if first == 0 else "cheater")
    reveal = next(
        e for item in s.events_for(None)[-1:] for e in item["events"] if e["type"] == "reveal"
    )
    assert reveal["cards"] == ["acc-cheater-1", "def-prodder-1"]
    assert s.state.rows[1][0].top.negated


def test_a_pass_looks_like_any_other_choice_to_the_opponent() -> None:
    s = game(["basher"])
    keep(s)
    s.state.discards[1] += s.state.hands[1] + s.state.decks[1]
    s.state.hands[1], s.state.decks[1] = [], []
    s.apply(1, {"type": "pass"})
    assert s.events_for(0)[-1]["events"] == [{"type": "chose", "seat": 1, "on_top": False}]
    assert s.view(1)["my_choice"] == "pass"


def test_setup_and_draws_are_redacted_even_deck_order_from_its_owner() -> None:
    s = game()
    setup = s.events_for(0)[0]["events"]
    assert setup[0] == {"type": "setup", "deck_counts": [22, 22], "patrons": 5, "cheers": 6}
    draws = [e for e in setup if e["type"] == "draw"]
    assert draws[0]["cards"] == s.state.hands[0]
    assert draws[1] == {"type": "draw", "seat": 1, "count": 5}
    log = s.log_for(1)
    assert "deal" not in log["header"]["options"] and log["header"]["seed"] == -1
    text = public_text(s, 1)
    assert not any(card in text for card in s.state.hands[0] + s.state.decks[0])


def test_the_top_card_of_each_discard_pile_is_seen_by_both_players() -> None:
    """Seed 002: discarded cards go on the pile "so that only the top discarded card is
    visible"; the owner may look through the rest, the opponent may not. A card discarded in
    the Preparation Phase lies on top: both see it (it was hidden from both tables)."""
    s = game(["stopper"])
    s.apply(0, {"type": "discard", "card": "acc-stopper-1"})
    assert s.events_for(1)[-1]["events"][0] == {
        "type": "prepared",
        "seat": 0,
        "card": "acc-stopper-1",
    }
    for seat in (0, 1, None):
        assert s.view(seat)["discard_tops"] == ["acc-stopper-1", None]
    assert s.view(0)["discard"] == ["acc-stopper-1"]
    assert s.view(1)["discard_counts"] == [1, 0] and s.view(None)["discard"] is None
    assert s.view(1)["discard"] == []  # only the owner looks through a pile


def test_a_pass_looks_like_a_placed_card_until_the_reveal() -> None:
    """The rules text promises that passing looks like any other choice: a placed card left
    the hand at once, a pass kept the hand whole in the other seat's view until the reveal.
    (The Defenders hold only Deadeyes, forbidden today, so they must pass.)"""
    s = game(["basher", "slasher"], ["prodder", "prodder"], patrons=["gharan-zul"])
    keep(s)
    state = s.state
    state.hands[1] = [c for c in state.hands[1] + state.decks[1] if "deadeye" in c][:2]
    assert s.legal(1) == [{"type": "pass"}]
    before = s.view(0)["hand_counts"][1]
    s.apply(1, {"type": "pass"})
    assert s.view(0)["hand_counts"][1] == before - 1 == s.view(None)["hand_counts"][1]
    assert s.view(1)["hand_counts"][1] == before  # its own seat knows its hand


def test_a_seat_number_must_be_a_number_not_true() -> None:
    s = game(["stopper"])
    with pytest.raises(Illegal):
        s.apply(True, {"type": "keep"})  # type: ignore[arg-type]


def test_a_deadeye_extra_goes_under_the_days_other_discards() -> None:
    """The extra card stays hidden from the opponent while any other discard covers it: it
    goes to the bottom of the day's discards. Only when it is the day's one discard does it
    lie on top, where the rulebook lets both players see a discard pile's top card."""
    s = game(["deadeye", "veteran", "basher", "slasher", "basher"], ["slasher"] * 4)
    keep(s)
    both(s, "deadeye", "slasher")
    extra(s, 0, "veteran")
    for card in ("basher", "slasher", "basher"):
        both(s, card, "slasher")
    assert s.state.day == 2
    assert s.state.discards[0][0] == "acc-veteran-1" and len(s.state.discards[0]) > 1
    for seat in (1, None):
        assert "acc-veteran-1" not in public_text(s, seat)
    assert "acc-veteran-1" in s.view(0)["discard"]
    alone = game(["deadeye", "veteran"] + ["basher"] * 3, ["slasher"] * 4)
    keep(alone)
    both(alone, "deadeye", "slasher")
    extra(alone, 0, "veteran")
    for _ in range(3):
        both(alone, "basher", "slasher")
    assert alone.state.discards[0] == ["acc-veteran-1"]  # the day's one discard: on top
    assert alone.view(1)["discard_tops"][0] == "acc-veteran-1"


def test_negated_cards_stay_public() -> None:
    s = game(["cheater"], ["veteran"])
    keep(s)
    both(s, "cheater", "veteran")
    placed = s.view(None)["rows"][1][0]["cards"][0]
    assert placed == {
        "card": "def-veteran-1",
        "face_up": False,
        "negated": True,
        "copied": None,
        "icon": None,
    }


def test_view_is_json_safe_and_complete() -> None:
    s = game(["stopper", "basher"], ["chancer", "slasher"], cheers=[2])
    keep(s)
    both(s, "stopper", "chancer")
    view = s.view(0)
    assert json.loads(json.dumps(view)) == view
    for key in (
        "day",
        "phase",
        "to_act",
        "hand",
        "hand_counts",
        "deck_counts",
        "discard_counts",
        "rows",
        "patron",
        "cheers",
        "stacks",
        "gp",
        "chosen",
        "last",
        "winners",
        "sides",
    ):
        assert key in view
    assert view["rows"][1][0]["cards"][0]["icon"] == "stopper"  # the Chancer's copied icon
    assert view["rows"][1][0]["cards"][0]["copied"] == "stopper"
    assert view["sides"][0]["side"] == "acc" and view["sides"][1]["name"] == "Defenders"
    assert s.view(None)["hand"] is None


def test_marks_barriers_and_descriptions() -> None:
    s = game(["basher"], ["slasher"])
    keep(s)
    both(s, "basher", "slasher")
    marks = [m for _, m in s.marks()]
    assert marks[:3] == [{"day": 1}, {"turn": 1}, {"turn": 2}]
    assert s.entries[0]["barrier"] and not s.entries[1]["barrier"]
    assert s.entries[-1]["barrier"]  # the reveal
    texts = []
    for item in s.entries:
        for event in item["events"]:
            texts.append(RULESET.describe(event, 1, ["Ann", "Bob"]))
    joined = " ".join(t for t in texts if t)
    assert "Ann reveals Basher; Bob reveals Slasher." in joined
    first = s.entries[-2]["events"][0]
    assert RULESET.describe(first, 1, ["Ann", "Bob"]) == "Ann has chosen."


def test_undo_a_first_choice_before_the_other_player_chooses() -> None:
    s = game(["basher", "slasher"])
    keep(s)
    place(s, 0, "basher")
    s.undo(0)
    assert s.to_act() == {0, 1} and "acc-basher-1" in s.state.hands[0]
    s.apply(1, s.legal(1)[0])
    place(s, 0, "slasher")
    with pytest.raises(Illegal) as err:
        s.undo(0)
    assert err.value.code == "undo-barrier"


@pytest.mark.parametrize(
    "options",
    [
        {"rounds": 3},
        {"days": 0},
        {"days": 6},
        {"win_gp": "ten"},
        {"hand_size": True},
        {"deal": {"acc": ["def-basher-1"]}},
        {"deal": {"acc": ["acc-basher-1", "acc-basher-1"]}},
        {"deal": {"hands": []}},
        {"deal": {"patrons": ["patron-zeus"]}},
    ],
)
def test_bad_options_are_refused(options: dict) -> None:
    with pytest.raises(Illegal) as err:
        Session.new(RULESET, 2, 1, options)
    assert err.value.code == "bad-option"


def test_two_players_only_and_defaults() -> None:
    with pytest.raises(Illegal):
        Session.new(RULESET, 3, 1, {})
    s = Session.new("ragers", 2, 7, {})
    assert s.header.options == {"days": 3, "win_gp": 10, "hand_size": 5, "deal": None}


def test_replay_from_the_log_equals_the_live_game() -> None:
    s = game(["deadeye", "veteran", "chancer"], ["veteran", "cheater", "stopper"])
    keep(s)
    both(s, "deadeye", "veteran")
    extra(s, 0, "chancer")
    s.apply(1, s.legal(1)[0])
    rebuilt = Session.from_log(s.header, s.entries, verify=True, ruleset=RULESET)
    assert rebuilt.state == s.state


def test_the_days_result_names_the_winning_card_as_printed() -> None:
    import random

    lines = []
    for seed in (1, 2, 3, 4):
        s = Session.new(RULESET, 2, seed, {})
        rng = random.Random(seed)
        while not s.is_over():
            seat = min(s.to_act())
            s.apply(seat, rng.choice(s.legal(seat)))
        resolves = [e for item in s.entries for e in item["events"] if e["type"] == "resolve"]
        lines += [RULESET.describe(e, 0, ["Ann", "Bob"]) for e in resolves]
    wins = [line for line in lines if line and " wins the day with a" in line]
    assert wins and all(line.split(" with a ")[1][0].isupper() for line in wins), wins
