"""Cards played in answer to what just happened (issue 28, construct 3), in the original Rage
(engine/ccg/reactions.py): a kill, a refused challenge, a card another player plays. Our own
test Events (tests/engine/fixtures/rage_classic_damage_cards.json), through game commands.

The answer is a prompt to each player whose pack list holds such a card (public, so being
asked reveals nothing of a hand): its options are the answer cards in hand and "pass", seen by
that player only; the table's choice list shows it like any prompt."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine.ccg.errors import CardDataError
from engine.core.errors import Illegal
from engine.core.session import Session
from engine.games.rage_classic.cards import POOL, check_card, rules_text
from engine.i18n import using
from tests.engine import test_rage_classic_scenarios as sc
from tests.engine.test_ccg_damage_cards import CARDS, FILL, SCENARIOS, round_of
from tests.engine.test_ccg_durations import DURATION_CARDS

ANSWER_CARDS = (
    "t28-blood-debt",
    "t28-last-rites",
    "t28-cowards-mark",
    "t28-hollow-victory",
    "t28-sharp-ears",
    "t28-spite-spark",
)


def answer_prompt(session: Session, seat: int) -> dict[str, Any]:
    prompt = session.state.prompts[0]
    assert (prompt["seat"], prompt["kind"]) == (seat, "answer")
    return prompt


def choose(session: Session, seat: int, option: str) -> None:
    sc.act(session, seat, type="choose", kind="answer", option=option)


# -- a kill -------------------------------------------------------------------------------------------
def ember_killed(sept: list[str]) -> Session:
    """Vesk kills Little Ember in the third round (Raking Claws, Shoulder Slam, Quick Jab on her
    6 Health); Keeper Ashgrove stays in her pack, whose player holds `sept`."""
    deal = {
        "0": {"characters": ["little-ember", "keeper-ashgrove"], "combat": FILL, "sept": sept},
        "1": {"characters": ["vesk-hollowjaw"], "combat": ["raking-claws", *FILL]},
    }
    session = sc.new(deal=deal, cards=CARDS)
    sc.combat_between(session, {0: sc.EMBER, 1: sc.VESK}, attacker=1, target=sc.EMBER)
    round_of(session, vesk="raking-claws")
    round_of(session, vesk="shoulder-slam")
    round_of(session, vesk="quick-jab")
    assert sc.EMBER not in session.state.creatures
    return session


def test_blood_debt_answers_a_kill_on_the_killer() -> None:
    session = ember_killed(["t28-blood-debt", "t28-last-rites"])
    debt, rites = sc.in_hand(session, 0, "t28-blood-debt"), sc.in_hand(session, 0, "t28-last-rites")
    prompt = answer_prompt(session, 0)
    assert (prompt["moment"], prompt["subject"], prompt["other"]) == (
        "answer-kill",
        sc.VESK,
        sc.EMBER,
    )
    assert session.legal(0) == [
        {"type": "choose", "kind": "answer", "option": debt},
        {"type": "choose", "kind": "answer", "option": rites},
        {"type": "choose", "kind": "answer", "option": "pass"},
    ]
    assert session.view(0)["prompt"]["options"] == [debt, rites, "pass"]
    assert session.view(1)["prompt"] is None  # the other player sees no part of that hand
    before = sc.wounds(session, sc.VESK)
    choose(session, 0, debt)
    assert sc.wounds(session, sc.VESK) == before + 2
    assert debt in session.state.players[0].sept_discard
    assert rites in session.state.players[0].hand


def test_last_rites_draws_and_a_pass_keeps_the_card() -> None:
    session = ember_killed(["t28-last-rites"])
    rites = sc.in_hand(session, 0, "t28-last-rites")
    hand = len(session.state.players[0].hand)
    choose(session, 0, "pass")
    assert rites in session.state.players[0].hand and len(session.state.players[0].hand) == hand
    assert not [p for p in session.state.prompts if p["kind"] == "answer"]


def test_last_rites_answered_draws_a_sept_card() -> None:
    session = ember_killed(["t28-last-rites"])
    rites = sc.in_hand(session, 0, "t28-last-rites")
    hand = len(session.state.players[0].hand)
    choose(session, 0, rites)
    assert len(session.state.players[0].hand) == hand  # one played, one drawn
    assert rites not in session.state.players[0].hand


def test_answer_cards_are_not_played_in_open_play() -> None:
    deal = {"0": {"characters": ["little-ember"], "sept": ["t28-blood-debt"]}}
    session = sc.new(deal=deal, cards=CARDS)
    sc.settle(session, lambda s: s.step == "redraw:open")
    debt = sc.in_hand(session, 0, "t28-blood-debt")
    assert not [c for c in session.legal(0) if c.get("card") == debt]
    with pytest.raises(Illegal) as refused:
        session.apply(0, {"type": "play", "card": debt, "by": None, "target": None})
    assert "Blood Debt is played only in answer to what it names" in str(refused.value)


def test_nobody_is_asked_when_no_pack_list_holds_an_answer() -> None:
    """The shipped packs hold no answer card: a kill asks no one."""
    session = ember_killed([])
    assert not [p for p in session.state.prompts if p["kind"] == "answer"]


# -- a refused challenge ----------------------------------------------------------------------------
def keeper_refuses(sept: list[str], answer: str = "refuse") -> Session:
    """Vesk challenges Keeper Ashgrove, who refuses (or `answer`s); Vesk's player holds
    `sept`."""
    session = sc.vesk_acts({"combat": FILL}, {"sept": sept}, cards=CARDS)
    sc.act(session, 1, type="challenge", target=sc.KEEPER)
    sc.act(session, 0, type="choose", kind="challenge", option=answer)
    return session


def test_cowards_mark_answers_a_refusal_on_the_one_who_refused() -> None:
    session = keeper_refuses(["t28-cowards-mark", "t28-hollow-victory"])
    prompt = answer_prompt(session, 1)
    assert (prompt["subject"], prompt["other"]) == (sc.VESK, sc.KEEPER)
    mark = sc.in_hand(session, 1, "t28-cowards-mark")
    choose(session, 1, mark)
    assert sc.wounds(session, sc.KEEPER) == 1
    assert sc.wounds(session, sc.VESK) == 0
    assert session.state.combat is None  # the refusal still spent Vesk's alpha action
    assert sc.VESK in session.state.acted


def test_hollow_victory_raises_the_challenger_for_the_turn() -> None:
    session = keeper_refuses(["t28-hollow-victory"])
    choose(session, 1, sc.in_hand(session, 1, "t28-hollow-victory"))
    lasting = [(i.key, i.amount, i.until) for i in session.state.ccg.lasting if i.on == sc.VESK]
    assert lasting == [("renown", 1, "turn")]
    sc.settle(session, lambda s: s.turn == 2)
    assert not [i for i in session.state.ccg.lasting if i.on == sc.VESK]


def test_an_accepted_challenge_is_not_answered() -> None:
    session = keeper_refuses(["t28-cowards-mark"], answer="accept")
    assert session.state.combat is not None
    assert not [p for p in session.state.prompts if p["kind"] == "answer"]


# -- a card another player plays ---------------------------------------------------------------------
#: a Gift of our own Little Ember (a Fianna) may play, to be answered
SONG = {
    "id": "t28-test-song",
    "name": "Test Song",
    "type": "gift",
    "requires": ["Fianna"],
    "gnosis": 1,
    "effects": [{"when": "play", "do": "draw", "amount": 1, "deck": "sept", "target": "me"}],
}


def ember_sings(answers: list[str]) -> tuple[Session, str]:
    deal = {
        "0": {"characters": ["little-ember"], "sept": ["t28-test-song"]},
        "1": {"characters": ["vesk-hollowjaw"], "sept": answers},
    }
    session = sc.new(deal=deal, cards=[*CARDS, SONG])
    song = sc.in_hand(session, 0, "t28-test-song")
    from tests.engine.test_rage_classic_cards_in_depth import until_offered

    command = until_offered(session, 0, song)
    assert command["by"] == sc.EMBER
    sc.act(session, 0, **command)
    sc.settle(session, lambda s: bool(s.prompts) or s.pending is None)
    while session.state.pending is not None:  # nobody cancels it
        seat = min(session.to_act())
        sc.act(session, seat, type="allow")
    return session, song


def test_sharp_ears_answers_a_card_the_other_player_plays() -> None:
    session, song = ember_sings(["t28-sharp-ears"])
    prompt = answer_prompt(session, 1)
    assert (prompt["moment"], prompt["subject"], prompt["other"]) == ("answer-card", song, sc.EMBER)
    hand = len(session.state.players[1].hand)
    choose(session, 1, sc.in_hand(session, 1, "t28-sharp-ears"))
    assert len(session.state.players[1].hand) == hand  # one played, one drawn
    assert not session.state.prompts  # an answer is not answered


def test_spite_spark_burns_the_character_that_played_the_card() -> None:
    session, _song = ember_sings(["t28-spite-spark"])
    choose(session, 1, sc.in_hand(session, 1, "t28-spite-spark"))
    assert sc.wounds(session, sc.EMBER) == 1


def test_a_player_is_never_asked_to_answer_its_own_card() -> None:
    deal = {"0": {"characters": ["little-ember"], "sept": ["t28-test-song", "t28-sharp-ears"]}}
    session = sc.new(deal=deal, cards=[*CARDS, SONG])
    song = sc.in_hand(session, 0, "t28-test-song")
    from tests.engine.test_rage_classic_cards_in_depth import until_offered

    sc.act(session, 0, **until_offered(session, 0, song))
    sc.settle(session, lambda s: s.pending is None or bool(s.prompts))
    assert not [p for p in session.state.prompts if p["kind"] == "answer"]


# -- words ------------------------------------------------------------------------------------------
def test_the_answer_cards_read_as_written_in_english_and_portuguese() -> None:
    for index, raw in enumerate(CARDS):
        if raw["id"] not in ANSWER_CARDS:
            continue
        english = rules_text(check_card("t.json", raw, index))
        assert english == raw["text"]
        with using("pt-BR"):
            assert POOL.shown_text(english).startswith("Jogue em resposta a")


@pytest.mark.parametrize(
    ("card_type", "when", "target", "field"),
    [
        ("gift", "answer-kill", "me", "effects[0].when"),  # only an Event answers
        ("event", "answer-kill", "character", None),  # a chosen target is asked for
        ("event", "play", "trigger", "effects[0].target"),  # no subject to name
    ],
)
def test_what_the_loader_says_of_answers(
    card_type: str, when: str, target: str, field: str | None
) -> None:
    raw: dict[str, Any] = {
        "id": "t28-odd-answer",
        "name": "Odd Answer",
        "type": card_type,
        "effects": [{"when": when, "do": "damage", "amount": 1, "target": target}],
    }
    if card_type == "gift":
        raw.update(requires=["Fianna"], gnosis=1)
        raw["effects"][0]["target"] = "trigger"
    if field is None:
        check_card("my-set.json", raw, 0)
        return
    with pytest.raises(CardDataError) as refused:
        check_card("my-set.json", raw, 0)
    assert f"field '{field}'" in str(refused.value)


def test_every_card_of_the_corpus_file_is_played_by_a_test() -> None:
    """The file's cards: construct 1's scenarios, construct 2's and 3's tests (each card
    named twice in its test file: listed, and played)."""
    ids = {c["id"] for c in CARDS}
    assert ids == set(SCENARIOS) | set(DURATION_CARDS) | set(ANSWER_CARDS)
    assert len(ids) >= 25
    here = Path(__file__)
    for names, source in (
        (DURATION_CARDS, here.with_name("test_ccg_durations.py")),
        (ANSWER_CARDS, here),
    ):
        text = source.read_text()
        for card_id in names:
            assert text.count(f'"{card_id}"') >= 2, card_id
