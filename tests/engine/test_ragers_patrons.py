"""Ragers scenarios: the patrons, passing, and the days of the Great Thing."""

from __future__ import annotations

import pytest

from engine.core.errors import Illegal
from tests.engine import test_ragers_support as kit


@pytest.mark.parametrize(
    ("patron", "kind", "name"),
    [
        ("gharan-zul", "deadeye", "Gharan-zul"),
        ("greybeard", "cheater", "Greybeard"),
        ("solennos", "veteran", "Solennos"),
    ],
)
def test_forbidding_patrons(patron: str, kind: str, name: str) -> None:
    hand = [kind, "basher", "slasher", "prodder", "stopper"]
    s = kit.game(hand, hand, patrons=[patron])
    view = s.view(0)
    assert view["patron"] == f"patron-{patron}" and view["forbidden"] == kind
    kit.keep(s)
    legal = s.legal(0)
    assert {"type": "place", "card": f"acc-{kind}-1"} not in legal and len(legal) == 4
    with pytest.raises(Illegal) as err:
        s.apply(0, {"type": "place", "card": f"acc-{kind}-1"})
    assert err.value.code == "forbidden" and name in err.value.message


def test_the_forbidden_card_may_still_be_discarded_in_preparation() -> None:
    s = kit.game(["deadeye", "basher"], patrons=["gharan-zul"])
    assert {"type": "discard", "card": "acc-deadeye-1"} in s.legal(0)
    s.apply(0, {"type": "discard", "card": "acc-deadeye-1"})
    assert s.state.discards[0] == ["acc-deadeye-1"] and len(s.state.hands[0]) == 5


def test_forbidden_card_cannot_be_a_deadeye_extra_nor_go_on_a_veteran() -> None:
    s = kit.game(
        ["deadeye", "cheater", "basher", "veteran"], ["basher", "stopper"], patrons=["greybeard"]
    )
    kit.keep(s)
    kit.both(s, "deadeye", "basher")
    assert all(c["card"] != "acc-cheater-1" for c in s.legal(0))
    with pytest.raises(Illegal) as err:
        kit.extra(s, 0, "cheater")
    assert err.value.code == "forbidden"
    kit.extra(s, 0, "basher")
    kit.both(s, "veteran", "stopper")
    assert all(c["card"] != "acc-cheater-1" for c in s.legal(0))
    assert s.legal(0) and all(c["type"] == "veteran" for c in s.legal(0))


def test_arianna_ends_the_day_at_four_cards() -> None:
    kinds = ["basher", "slasher", "prodder", "basher"]
    s = kit.game(kinds, kinds, patrons=["arianna", "nameless"])
    assert s.view(None)["row_limit"] == 4
    kit.keep(s)
    for kind in kinds:
        kit.both(s, kind, kind)
    assert kit.last(s)["day"] == 1 and kit.last(s)["patron"] == "patron-arianna"
    assert s.view(None)["row_limit"] == 5 and s.view(None)["patron"] == "patron-nameless"


def test_the_nameless_changes_nothing() -> None:
    hand = ["deadeye", "cheater", "veteran", "basher", "stopper"]
    s = kit.game(hand, patrons=["nameless"])
    kit.keep(s)
    assert len(s.legal(0)) == 5 and s.view(0)["row_limit"] == 5 and s.view(0)["forbidden"] is None


def drive_day(s) -> None:
    """Everyone plays their first legal command until the day is over."""
    day = s.state.day
    while not s.is_over() and s.state.day == day:
        seat = min(s.to_act())
        s.apply(seat, s.legal(seat)[0])


def test_each_day_reveals_a_new_patron_and_the_old_goes_to_the_box() -> None:
    s = kit.game(patrons=["arianna", "greybeard", "solennos"], days=3, win_gp=99)
    seen = []
    for _ in range(3):
        seen.append(s.state.patron)
        drive_day(s)
    assert seen == ["patron-arianna", "patron-greybeard", "patron-solennos"]
    assert s.is_over() and s.state.box[:3] == seen


def test_cannot_pass_while_holding_a_placeable_card() -> None:
    s = kit.game(["basher"])
    kit.keep(s)
    with pytest.raises(Illegal) as err:
        s.apply(0, {"type": "pass"})
    assert err.value.code == "must-place"


def test_a_player_who_cannot_place_passes_and_the_day_ends_when_neither_can() -> None:
    s = kit.game(["basher", "slasher"], ["prodder", "prodder"], patrons=["gharan-zul"])
    kit.keep(s)
    # Test shortcut: the Accusers hold only the forbidden Deadeyes and their deck is empty.
    state = s.state
    state.discards[0] += [c for c in state.hands[0] + state.decks[0] if "deadeye" not in c]
    state.hands[0] = [c for c in state.hands[0] + state.decks[0] if "deadeye" in c]
    state.decks[0] = []
    assert s.legal(0) == [{"type": "pass"}]
    kit.both(s, None, "prodder")
    assert len(state.rows[0]) == 0 and len(state.rows[1]) == 1
    # now the Defenders run out too: both pass, then neither can place and the day ends
    state.discards[1] += state.hands[1] + state.decks[1]
    state.hands[1], state.decks[1] = [], []
    assert s.legal(1) == [{"type": "pass"}]
    kit.both(s, None, None)
    summary = kit.last(s)
    assert summary["winner"] == 1 and summary["last"] == [None, "def-prodder-1"]


def test_decks_are_never_reshuffled() -> None:
    attacks = ["basher", "slasher", "prodder", "basher", "slasher"]
    s = kit.game(attacks, attacks)
    state = s.state
    state.discards[0] += state.decks[0][:-1]  # test shortcut: one card left in the deck
    state.decks[0] = state.decks[0][-1:]
    kit.keep(s)
    for _ in range(2):
        s.apply(0, s.legal(0)[0])
        s.apply(1, s.legal(1)[0])
    assert state.decks[0] == [] and len(state.hands[0]) == 4 and len(state.discards[0]) == 16


def test_veteran_with_nothing_to_place_is_skipped() -> None:
    s = kit.game(["veteran"], ["basher"])
    kit.keep(s)
    state = s.state
    state.discards[0] += [c for c in state.hands[0] + state.decks[0] if c != "acc-veteran-1"]
    state.hands[0], state.decks[0] = ["acc-veteran-1"], []
    events = kit.both(s, "veteran", "basher")
    assert {"type": "skip", "seat": 0, "what": "veteran"} in events
    assert s.state.phase == "choose"


def test_on_veteran_rejects_cards_not_in_hand() -> None:
    s = kit.game(["veteran"], ["basher"])
    kit.keep(s)
    kit.both(s, "veteran", "basher")
    with pytest.raises(Illegal) as err:
        s.apply(0, {"type": "veteran", "card": "def-basher-2"})
    assert err.value.code == "not-in-hand" and "basher" not in err.value.message.lower()
    with pytest.raises(Illegal) as err:
        s.apply(0, {"type": "place", "card": s.state.hands[0][0]})
    assert err.value.code == "wrong-phase"
    kit.on_veteran(s, 0, s.state.hands[0][0].split("-")[1])
