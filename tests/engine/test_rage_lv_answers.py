"""Events played in answer to what just happened, in the relaunch Rage (issue 28, construct 3):
the kernel's reactions (engine/ccg/reactions.py) hooked into rage-lv (engine/games/rage_lv/
answers.py). Our own test Events (tests/engine/fixtures/rage_lv_corpus_constructs_events.json),
played through game commands: a kill, a refused challenge, a card another player plays.

Seed 000 has the idea: a defense played "in reaction to damage", Moot Events that "say when they
can be played"; its alphas kill, refuse challenges and play cards the others can answer.
"""

from __future__ import annotations

from typing import Any

from engine.core.errors import Illegal
from engine.core.registry import get_ruleset
from engine.core.session import Session
from engine.games.rage_lv import hints
from engine.games.rage_lv.data import extra_cards
from tests.engine.test_rage_lv_corpus import alphas, hunt, play
from tests.engine.test_rage_lv_event_durations import CARDS, CINDER, MAW, OWN, game, stat
from tests.engine.test_rage_lv_rules import act, both_pass_window, char, seat_of

OATH, PRIDE = "1.t28-vengeance-oath.1", "0.t28-scorned-pride.1"
EARS, ECHO = "1.t28-keen-ears.1", "1.t28-spiteful-echo.1"
PAD = ("lost-hiker",) * 8


def asked(s: Session) -> dict[str, Any] | None:
    return next((p for p in s.state.prompts if p["kind"] == "answer"), None)


def answer(s: Session, seat: int, option: str) -> None:
    act(s, seat, "choose", kind="answer", option=option)


def killing_blow(s: Session) -> None:
    """Cinder Howl hunts the Rust-Maw Hulk (4 wounds already) and lands a Claw Rake."""
    play(s, 0, "rust-maw")
    hunt(s)
    char(s, MAW).wounds = 4  # no shipped card of seat 0's deals the first 4 in one round
    both_pass_window(s)
    act(s, 0, "combat-card", card="0.claw-rake.1")
    act(s, 1, "combat-pass")


def test_the_cards_are_never_played_in_the_main_phase() -> None:
    s = game(sept0=("tremor",), sept1=("t28-vengeance-oath", "t28-keen-ears", *PAD))
    act(s, 0, "pass")
    assert not [c for c in s.legal(1) if c.get("card") in (OATH, EARS)]


def test_vengeance_oath_answers_a_kill_and_wounds_the_killer() -> None:
    s = game(sept0=("rust-maw",), sept1=("t28-vengeance-oath", *PAD))
    killing_blow(s)
    assert MAW not in s.state.chars
    prompt = asked(s)
    assert prompt is not None and prompt["seat"] == 1
    assert prompt["subject"] == CINDER and prompt["other"] == MAW
    assert {c["option"] for c in s.legal(1) if c["type"] == "choose"} == {OATH, "pass"}
    # the table sees a question put to seat 1, never what seat 1 could play
    assert s.view(0)["prompt"] is None
    ruleset = get_ruleset("rage-lv")
    (told,) = [e for e in s.entries[-1]["events"] if e["type"] == "prompt"]
    assert ruleset.redact(told, 0).get("options", []) == []
    answer(s, 1, OATH)
    assert char(s, CINDER).wounds == 2
    assert OATH in s.state.players[1].sept_discard and asked(s) is None
    with extra_cards(OWN):
        said = ruleset.describe(s.entries[-1]["events"][1], 0, ["A", "B"])
    assert said == "B plays Vengeance Oath in answer."


def test_a_player_who_passes_keeps_the_card_and_nothing_happens() -> None:
    s = game(sept0=("rust-maw",), sept1=("t28-vengeance-oath", *PAD))
    killing_blow(s)
    answer(s, 1, "pass")
    assert char(s, CINDER).wounds == 0 and OATH in s.state.players[1].hand
    passed = s.entries[-1]["events"][0]
    assert (
        passed["type"] == "answered" and get_ruleset("rage-lv").redact(passed, 0)["option"] is None
    )


def test_a_player_whose_pack_holds_no_answer_is_never_asked() -> None:
    s = game(sept0=("rust-maw",))
    killing_blow(s)
    assert MAW not in s.state.chars and asked(s) is None


def test_scorned_pride_answers_a_refused_challenge_for_the_turn() -> None:
    s = game(sept0=("t28-scorned-pride",))
    alphas(s)
    while seat_of(s) != 0:
        act(s, seat_of(s), "wuss")
    act(s, 0, "challenge", target="1.granite-voice")
    act(s, 1, "choose", kind="challenge", option="refuse")
    prompt = asked(s)
    assert prompt is not None and prompt["seat"] == 0 and prompt["other"] == "1.granite-voice"
    answer(s, 0, PRIDE)
    assert stat(s, CINDER, "renown") == 4 + 1
    assert [i.until for i in s.state.ccg.lasting if i.on == CINDER] == ["turn"]


def test_keen_ears_answers_a_card_another_player_plays_never_its_own_nor_an_answer() -> None:
    s = game(sept0=("tremor", "t28-keen-ears"), sept1=("t28-keen-ears", *PAD))
    play(s, 0, "tremor", by=CINDER, target="1.pebble-throat")
    prompt = asked(s)
    assert prompt is not None and prompt["seat"] == 1  # not seat 0, who played the Tremor
    assert prompt["subject"] == "0.tremor.1" and prompt["other"] == CINDER
    deck = list(s.state.players[1].sept_deck)
    answer(s, 1, EARS)
    assert deck[0] in s.state.players[1].hand and EARS in s.state.players[1].sept_discard
    assert asked(s) is None  # a card played in answer is no card another player plays


def test_spiteful_echo_wounds_the_character_that_played_the_card() -> None:
    s = game(sept0=("tremor",), sept1=("t28-spiteful-echo", *PAD))
    play(s, 0, "tremor", by=CINDER, target="1.pebble-throat")
    answer(s, 1, ECHO)
    assert char(s, CINDER).wounds == 1 and char(s, "1.pebble-throat").wounds == 1


def test_an_answer_to_a_combat_event_names_its_combatant() -> None:
    s = game(
        sept0=("rust-maw",),
        sept1=("t28-spiteful-echo", *PAD),
        combat0=("t28-coiled-strike", "claw-rake", "claw-rake", "pounce", "scorch"),
    )
    play(s, 0, "rust-maw")
    answer(s, 1, "pass")  # a Hulk played is a card another player plays, too
    hunt(s)
    act(s, 0, "combat-event", card="0.t28-coiled-strike.1", target=None)
    prompt = asked(s)
    assert prompt is not None and prompt["other"] == CINDER
    answer(s, 1, ECHO)
    assert char(s, CINDER).wounds == 1


def test_the_answer_cards_are_in_the_fixture() -> None:
    moments = {e["when"] for c in CARDS for e in c["effects"]}
    assert {"answer-kill", "answer-refused", "answer-card"} <= moments


def test_playing_an_answer_card_in_the_main_phase_is_refused_with_why() -> None:
    s = game(sept0=("tremor",), sept1=("t28-vengeance-oath", *PAD))
    act(s, 0, "pass")
    try:
        act(s, 1, "play", card=OATH, by="1.pebble-throat", target=None)
    except Illegal as refused:
        assert refused.code == "answer-only" and "only in answer" in str(refused)
    else:
        raise AssertionError("played in the Main Phase")


def test_a_hint_says_why_to_play_an_answer_or_keep_it() -> None:
    s = game(sept0=("rust-maw",), sept1=("t28-vengeance-oath", *PAD))
    killing_blow(s)
    view = s.view(1)
    play_it = {"type": "choose", "kind": "answer", "option": OATH}
    keep_it = {"type": "choose", "kind": "answer", "option": "pass"}
    assert hints.reason(view, play_it, None) == (
        "Play Vengeance Oath in answer: it is the best use of it now."
    )
    assert hints.reason(view, keep_it, None) == "Pass: keep your card for a better moment."
