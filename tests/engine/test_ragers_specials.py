"""Ragers scenarios: every special card and every pairing the issue names."""

from __future__ import annotations

import pytest

from tests.engine import test_ragers_support as kit

U = "u"  # face-up
N = "n"  # negated
D = "d"  # face-down extra


def started(acc: list[str], dfn: list[str], **kw):
    s = kit.game(acc, dfn, **kw)
    kit.keep(s)
    return s


def types(events: list[dict]) -> list[str]:
    return [e["type"] for e in events]


# -- Cheater --------------------------------------------------------------------------------
def test_cheater_negates_the_opposite_card_before_it_resolves() -> None:
    s = started(["cheater", "basher"], ["veteran", "basher"])
    events = kit.both(s, "cheater", "veteran")
    assert types(events)[-3:] == ["reveal", "negate", "combat"]  # no Veteran trigger
    assert kit.row(s, 1) == [[("veteran", N)]]
    assert kit.row(s, 0) == [[("cheater", U)]]


def test_negated_attack_card_is_ignored_for_the_last_attack_card() -> None:
    acc = ["slasher", "cheater", "stopper", "stopper"]
    dfn = ["basher", "prodder", "stopper", "stopper"]
    s = started(acc, dfn, patrons=["arianna"])
    for a, d in zip(acc, dfn, strict=True):
        kit.both(s, a, d)
    summary = kit.last(s)
    # without the Cheater, def's Prodder would be its last attack and lose to the Slasher
    assert summary["last"] == ["acc-slasher-1", "def-basher-1"]
    assert summary["winner"] == 1
    assert kit.scored(s, 1) == [("def-basher-1", 2), ("def-stopper-1", 1), ("def-stopper-2", 2)]


def test_two_cheaters_negate_each_other() -> None:
    s = started(["cheater"], ["cheater"])
    events = kit.both(s, "cheater", "cheater", first=1)
    assert [e["seat"] for e in events if e["type"] == "negate"] == [1, 0]
    assert kit.row(s, 0) == [[("cheater", N)]] and kit.row(s, 1) == [[("cheater", N)]]


@pytest.mark.parametrize("cheater_seat", [0, 1])
def test_cheater_and_chancer_negate_each_other(cheater_seat: int) -> None:
    kinds = ["chancer", "chancer"]
    kinds[cheater_seat] = "cheater"
    s = started([kinds[0]], [kinds[1]])
    kit.both(s, kinds[0], kinds[1])
    chancer_seat = 1 - cheater_seat
    assert kit.row(s, chancer_seat) == [[("chancer", "n:cheater")]]
    assert kit.row(s, cheater_seat) == [[("cheater", N)]]


def test_stopper_guards_the_next_card_from_a_cheater_and_doubles_it() -> None:
    s = started(["basher", "cheater"], ["stopper", "prodder-3"])
    kit.both(s, "basher", "stopper")
    assert s.view(None)["guarded"] == [False, True]
    events = kit.both(s, "cheater", "prodder-3")
    assert "negate" not in types(events)
    assert kit.row(s, 1) == [[("stopper", U)], [("prodder", U)]]
    assert s.state.rows[1][1].protected and not s.state.rows[0][1].protected


def test_guarded_cheater_survives_a_cheater_and_negates_it() -> None:
    s = started(["stopper", "cheater"], ["basher", "cheater"])
    kit.both(s, "stopper", "basher")
    kit.both(s, "cheater", "cheater")
    assert kit.row(s, 0)[1] == [("cheater", U)]
    assert kit.row(s, 1)[1] == [("cheater", N)]


def test_two_guarded_cheaters_negate_nothing() -> None:
    s = started(["stopper", "cheater"], ["stopper", "cheater"])
    kit.both(s, "stopper", "stopper")
    events = kit.both(s, "cheater", "cheater")
    assert "negate" not in types(events)


def test_stopper_guards_only_the_next_card_and_a_negated_stopper_guards_nothing() -> None:
    s = started(
        ["stopper", "basher", "slasher", "stopper", "prodder"],
        ["slasher"] * 3 + ["cheater", "basher"],
    )
    kit.both(s, "stopper", "slasher")
    kit.both(s, "basher", "slasher")
    kit.both(s, "slasher", "slasher")
    assert [slot.protected for slot in s.state.rows[0]] == [False, True, False]
    kit.both(s, "stopper", "cheater")  # the Stopper is negated
    assert s.view(None)["guarded"] == [False, False]
    assert [slot.protected for slot in s.state.rows[0]] == [False, True, False, False]


# -- Chancer --------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["basher", "slasher", "prodder"])
def test_chancer_copies_an_attack_card_but_is_worth_no_gp(kind: str) -> None:
    acc = ["slasher", "stopper", "stopper", "chancer"]
    dfn = ["slasher", "stopper", "stopper", kind]
    s = started(acc, dfn, patrons=["arianna"])
    for a, d in zip(acc, dfn, strict=True):
        kit.both(s, a, d)
    summary = kit.last(s)
    # copying the opponent's last attack card makes a draw
    assert summary["outcome"] == "draw" and summary["last_icons"] == [kind, kind]
    assert summary["last"][0] == "acc-chancer-1"
    assert ("acc-chancer-1", 0) in kit.scored(s, 0)
    stack = [entry["card"] for entry in s.state.stacks[0]]
    assert "acc-chancer-1" not in stack  # it brought no GP, so it is discarded


def test_chancer_copies_a_deadeye_and_places_an_extra_card_too() -> None:
    s = started(["chancer", "basher"], ["deadeye", "slasher"])
    events = kit.both(s, "chancer", "deadeye")
    assert [e["effect"] for e in events if e["type"] == "trigger"] == ["extra", "extra"]
    assert s.to_act() == {0, 1}
    kit.extra(s, 0, "basher")
    assert s.to_act() == {1}
    kit.extra(s, 1, "slasher")
    assert kit.row(s, 0) == [[("chancer", "u:deadeye")], [("basher", D)]]
    assert kit.row(s, 1) == [[("deadeye", U)], [("slasher", D)]]
    assert s.view(0)["phase"] == "choose"


def test_chancer_copies_a_stopper_and_guards_its_own_next_card() -> None:
    s = started(["chancer", "basher"], ["stopper", "cheater"])
    kit.both(s, "chancer", "stopper")
    assert s.view(None)["guarded"] == [True, True]
    events = kit.both(s, "basher", "cheater")
    assert "negate" not in types(events)


def test_chancer_copies_a_veteran_so_both_place_face_down_on_top() -> None:
    s = started(["chancer", "prodder"], ["veteran", "basher"])
    kit.both(s, "chancer", "veteran")
    view = s.view(0)
    assert view["phase"] == "veteran" and view["on_top"] and s.to_act() == {0, 1}
    kit.on_veteran(s, 0, "prodder")
    assert s.to_act() == {1}
    events = kit.on_veteran(s, 1, "basher")
    assert types(events)[:2] == ["chose", "reveal"]
    assert kit.row(s, 0) == [[("chancer", "u:veteran"), ("prodder", U)]]
    assert kit.row(s, 1) == [[("veteran", U), ("basher", U)]]


def test_two_chancers_copy_nothing_and_show_the_chancer_icon_for_cheers() -> None:
    # cheers-5: Slasher + Chancer without Cheater
    acc = ["slasher", "chancer", "stopper", "slasher"]
    dfn = ["prodder", "chancer", "stopper", "basher"]
    s = started(acc, dfn, patrons=["arianna"], cheers=[5])
    for a, d in zip(acc, dfn, strict=True):
        events = kit.both(s, a, d)
        assert "copy" not in types(events)
    summary = kit.last(s)
    assert summary["winner"] == 1  # Basher beats Slasher
    assert summary["cheers"][0]["met"] == [True, False]  # def has no Slasher
    assert summary["cheers"][0]["to"] == 0


def test_chancer_facing_a_player_who_passed_copies_nothing() -> None:
    s = started(["basher", "chancer"], ["slasher"])
    kit.both(s, "basher", "slasher")
    s.state.hands[1] = []  # the Defenders have run out of cards (test shortcut)
    s.state.decks[1] = []
    assert s.legal(1) == [{"type": "pass"}]
    events = kit.both(s, "chancer", None)
    reveal = next(e for e in events if e["type"] == "reveal")
    assert reveal["cards"] == ["acc-chancer-1", None]
    assert "copy" not in types(events)


# -- Veteran --------------------------------------------------------------------------------
def test_veteran_places_a_card_face_up_on_top_which_resolves() -> None:
    s = started(["veteran", "cheater", "basher"], ["stopper", "basher"])
    kit.both(s, "veteran", "stopper")
    view = s.view(1)
    assert view["phase"] == "veteran" and not view["on_top"] and s.to_act() == {0}
    assert s.legal(1) == []
    events = kit.on_veteran(s, 0, "cheater")
    assert types(events)[:2] == ["veteran", "negate"]  # face-up at once, then resolved
    assert kit.row(s, 0) == [[("veteran", U), ("cheater", U)]]
    assert kit.row(s, 1) == [[("stopper", N)]]
    assert s.view(None)["guarded"] == [False, False]  # the negated Stopper guards nothing
    assert s.view(0)["hand_counts"] == [4, 5]  # refilled at the next combat phase
    kit.both(s, "basher", "basher")
    assert s.view(0)["hand_counts"] == [5, 5]


def test_veteran_on_top_card_takes_its_place_and_scores_with_it() -> None:
    acc = ["stopper", "veteran", "basher-3", "slasher", "slasher"]
    dfn = ["slasher", "slasher", "slasher", "prodder"]
    s = started(acc, dfn, patrons=["arianna"])
    kit.both(s, "stopper", "slasher")
    kit.both(s, "veteran", "slasher")
    kit.on_veteran(s, 0, "basher-3")
    kit.both(s, "slasher", "slasher")
    assert len(s.state.rows[0]) == 3  # the card on top does not take a new space
    kit.both(s, "slasher", "prodder")
    summary = kit.last(s)
    assert summary["winner"] == 0 and summary["last"][0] == "acc-slasher-2"
    # the guarded space doubles both the Veteran and the card on top of it
    assert kit.scored(s, 0) == [
        ("acc-stopper-1", 1),
        ("acc-veteran-1", 4),
        ("acc-slasher-1", 2),
        ("acc-slasher-2", 2),
    ]


def test_veteran_as_last_card_when_on_top_card_is_the_last_attack() -> None:
    acc = ["slasher", "slasher", "slasher", "veteran", "basher"]
    dfn = ["prodder", "prodder", "prodder", "slasher"]
    s = started(acc, dfn, patrons=["arianna"])
    for a, d in zip(acc[:4], dfn, strict=True):
        kit.both(s, a, d)
    assert s.to_act() == {0}  # the row is full but the Veteran still resolves
    kit.on_veteran(s, 0, "basher")
    summary = kit.last(s)
    assert summary["last"] == ["acc-basher-1", "def-slasher-1"] and summary["winner"] == 0


def test_veteran_facing_a_cheater_is_negated_and_places_nothing() -> None:
    s = started(["veteran"], ["cheater"])
    kit.both(s, "veteran", "cheater")
    assert s.view(0)["phase"] == "choose"
    assert kit.row(s, 0) == [[("veteran", N)]]


def test_guarded_veteran_survives_a_cheater_and_its_chancer_copies_the_cheater() -> None:
    s = started(["stopper", "veteran", "chancer"], ["basher", "cheater"])
    kit.both(s, "stopper", "basher")
    kit.both(s, "veteran", "cheater")
    assert s.to_act() == {0}
    kit.on_veteran(s, 0, "chancer")
    assert kit.row(s, 0)[1] == [("veteran", U), ("chancer", "u:cheater")]
    assert kit.row(s, 1)[1] == [("cheater", N)]


def test_veteran_on_veteran_and_deadeye_on_veteran() -> None:
    s = started(["veteran", "veteran", "deadeye", "slasher"], ["basher"])
    kit.both(s, "veteran", "basher")
    kit.on_veteran(s, 0, "veteran")
    assert s.to_act() == {0} and s.view(0)["phase"] == "veteran"
    kit.on_veteran(s, 0, "deadeye")
    assert s.view(0)["phase"] == "extra"
    kit.extra(s, 0, "slasher")
    assert kit.row(s, 0) == [[("veteran", U), ("veteran", U), ("deadeye", U)], [("slasher", D)]]


def test_two_veterans_place_face_down_and_reveal_together() -> None:
    s = started(["veteran", "cheater"], ["veteran", "basher"])
    kit.both(s, "veteran", "veteran")
    assert s.to_act() == {0, 1} and s.view(0)["on_top"]
    first = kit.on_veteran(s, 1, "basher")
    assert types(first) == ["chose"]
    seen_by_acc = s.events_for(0)[-1]["events"][0]
    assert seen_by_acc == {"type": "chose", "seat": 1, "on_top": True}
    assert s.view(0)["chosen"] == [False, True]
    assert "def-basher-1" not in str(s.view(0))
    events = kit.on_veteran(s, 0, "cheater")
    reveal = next(e for e in events if e["type"] == "reveal")
    assert reveal["cards"] == ["acc-cheater-1", "def-basher-1"] and reveal["on_top"]
    # revealed together, so they are opposite each other and resolve normally
    assert kit.row(s, 1) == [[("veteran", U), ("basher", N)]]
    assert kit.row(s, 0) == [[("veteran", U), ("cheater", U)]]


# -- Deadeye --------------------------------------------------------------------------------
def test_deadeye_draws_places_a_hidden_extra_that_never_resolves_and_draws_again() -> None:
    s = started(["deadeye", "cheater", "cheater"], ["basher", "prodder"])
    kit.both(s, "deadeye", "basher")
    assert s.to_act() == {0} and s.view(1)["phase"] == "extra"
    assert s.view(0)["hand_counts"] == [5, 5]
    events = kit.extra(s, 0, "cheater")
    assert types(events)[:2] == ["extra", "draw"]
    assert s.view(0)["hand_counts"] == [5, 5]
    assert kit.row(s, 1) == [[("basher", U)]]  # the face-down Cheater does nothing
    assert s.view(1)["rows"][0][1]["cards"][0]["card"] == "face-down"
    assert s.view(None)["rows"][0][1]["cards"][0]["card"] == "face-down"
    assert s.view(0)["rows"][0][1]["cards"][0]["card"] == "acc-cheater-1"
    # the break: next phase's cards face each other, the extra faces nothing
    kit.both(s, "cheater", "prodder")
    assert kit.row(s, 1) == [[("basher", U)], [("prodder", N)]]
    assert [slot.turn for slot in s.state.rows[0]] == [1, 1, 2]


def test_deadeye_extra_filling_the_row_ends_the_combat_phase_at_once() -> None:
    acc = ["basher", "basher", "basher", "deadeye", "slasher"]
    dfn = ["slasher", "slasher", "slasher", "veteran", "prodder"]
    s = started(acc, dfn)
    for a, d in zip(acc[:3], dfn[:3], strict=True):
        kit.both(s, a, d)
    kit.both(s, "deadeye", "veteran")
    assert s.to_act() == {0}  # the Deadeye's extra card comes before the Veteran
    kit.extra(s, 0, "slasher")
    summary = kit.last(s)  # the day ended: the Veteran never got its card
    assert summary["day"] == 1 and summary["winner"] == 0
    assert s.state.day == 2 and s.view(1)["hand_counts"][1] == 5


def test_deadeye_as_the_fifth_card_places_no_extra() -> None:
    acc = ["basher"] * 4 + ["deadeye"]
    dfn = ["slasher"] * 4 + ["prodder"]
    s = started(acc, dfn)
    for a, d in zip(acc[:4], dfn[:4], strict=True):
        kit.both(s, a, d)
    events = kit.both(s, "deadeye", "prodder")
    assert {"type": "skip", "seat": 0, "what": "extra"} in events
    assert kit.last(s)["day"] == 1


def test_deadeye_and_veteran_in_the_same_phase_extra_first() -> None:
    s = started(["deadeye", "basher", "slasher"], ["veteran", "cheater"])
    kit.both(s, "deadeye", "veteran")
    assert s.to_act() == {0}
    kit.extra(s, 0, "basher")
    assert s.to_act() == {1}
    kit.on_veteran(s, 1, "cheater")  # negates the Deadeye; its extra card stays
    assert kit.row(s, 0) == [[("deadeye", N)], [("basher", D)]]
