"""The test corpus, part two (issue 28), original game, Juntas: our own Moots whose caller names
a choice when calling them, and Loyalty between tribes
(tests/engine/fixtures/rage_classic_corpus_constructs_juntas.json). Each card has a
stacked-deck scenario played through game commands; its text is checked in both languages.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.ccg.errors import CardDataError
from engine.core.session import Session
from engine.games.rage_classic.cards import (
    check_card,
    extra_table,
    load_extra,
    rules_text,
    shown_text,
)
from tests.engine.corpus_kit import Scenarios, reads
from tests.engine.test_rage_classic_scenarios import (
    EMBER0,
    KEEPER,
    LIEN,
    YSOLDE,
    act,
    in_hand,
    new,
    settle,
    vote,
)

FIXTURES = Path(__file__).parent / "fixtures"
CORPUS: list[dict[str, Any]] = json.loads(
    (FIXTURES / "rage_classic_corpus_constructs_juntas.json").read_text()
)["cards"]
OWN = extra_table(CORPUS)
SCENARIOS = scenario = Scenarios()
ALL_YES = {KEEPER: "yes", YSOLDE: "yes", LIEN: "yes", EMBER0: "yes"}


def test_every_card_loads_and_has_a_scenario_flavor_and_both_texts() -> None:
    assert set(load_extra(CORPUS)) == set(SCENARIOS) == set(TEXTS)
    assert all(c.get("flavor") for c in CORPUS)


@pytest.mark.parametrize("card_id", sorted(c["id"] for c in CORPUS))
def test_card_does_what_its_text_says(card_id: str) -> None:
    SCENARIOS[card_id]()


TEXTS = {
    "c-hearth-tithe": (
        "Renown 2. If this Junta passes: The one its caller named when calling it happens:"
        " add 2 Victory Points to your Victory Pile; or each player draws 1 Sept card.",
        "Renome 2. Se esta Junta for aprovada: Acontece a opção que quem a convocou escolheu ao"
        " convocá-la: adicione 2 pontos de vitória à sua Pilha de Vitória; ou cada jogador"
        " compra 1 carta de seita.",
    ),
    "c-council-of-thorns": (
        "Renown 3. If this Junta passes: The one its caller named when calling it happens:"
        " you draw 3 Sept cards; or add 1 Victory Point to your Victory Pile."
        " Each player draws 1 Sept card.",
        "Renome 3. Se esta Junta for aprovada: Acontece a opção que quem a convocou escolheu ao"
        " convocá-la: você compra 3 cartas de seita; ou adicione 1 ponto de vitória à sua Pilha"
        " de Vitória. Cada jogador compra 1 carta de seita.",
    ),
}


@pytest.mark.parametrize("card_id", sorted(TEXTS))
def test_the_generated_text_in_english_and_portuguese(card_id: str) -> None:
    reads(rules_text, shown_text, OWN[card_id], *TEXTS[card_id])


# -- choices named when a Junta is called -----------------------------------------------------------
def moot_table(moot: str) -> tuple[Session, str]:
    """Two Gaia packs (a Junta needs two of its allegiance); seat 0 holds `moot` and the Moot
    Phase's calls are open."""
    deal = {
        "0": {"characters": ["keeper-ashgrove", "little-ember"], "sept": [moot]},
        "1": {"characters": ["ysolde-amberclaw", "master-lien"]},
    }
    session = new(("silver-wake", "thornwood-kin"), deal=deal, cards=CORPUS)
    settle(session, lambda s: s.step == "moot:commit")
    return session, in_hand(session, 0, moot)


def call_named(moot: str, named: int, votes: dict[str, str]) -> tuple[Session, list[int]]:
    """Keeper calls `moot` naming option `named`; the creatures vote; the Moot Phase ends.
    Returns the session and each seat's Sept hand size just before the vote."""
    session, iid = moot_table(moot)
    calls = [c for c in session.legal(0) if c["type"] == "call" and c["card"] == iid]
    assert {c.get("named") for c in calls} == {0, 1}  # the caller names one of the two
    act(session, 0, type="call", card=iid, by=KEEPER, target=None, named=named)
    settle(session, lambda s: s.step == "moot:vote")
    assert session.state.juntas[0].named == named  # stored with the Junta, for everyone
    before = [len(p.hand) for p in session.state.players]
    vote(session, votes)
    settle(session, lambda s: s.step != "moot:open" and s.phase != "moot")
    return session, before


@scenario("c-hearth-tithe")
def _hearth_tithe() -> None:
    # Named "the Victory Points": only they happen, nobody draws.
    session, before = call_named("c-hearth-tithe", 0, ALL_YES)
    assert session.state.victory_points(0) == 2
    assert [len(p.hand) for p in session.state.players][1] == before[1]
    # Named "everyone draws": no Victory Points.
    session, before = call_named("c-hearth-tithe", 1, ALL_YES)
    assert session.state.victory_points(0) == 0
    assert [len(p.hand) for p in session.state.players][1] == before[1] + 1
    # Voted down: the named option does not happen.
    session, before = call_named(
        "c-hearth-tithe", 0, {KEEPER: "no", YSOLDE: "no", LIEN: "no", EMBER0: "no"}
    )
    assert session.state.victory_points(0) == 0


@scenario("c-council-of-thorns")
def _council_of_thorns() -> None:
    # Named "1 Victory Point": it happens, then the step after the choice (everyone draws 1).
    session, before = call_named("c-council-of-thorns", 1, ALL_YES)
    assert session.state.victory_points(0) == 1
    assert [len(p.hand) for p in session.state.players][1] == before[1] + 1


def test_a_named_choice_off_a_junta_is_refused() -> None:
    raw = {
        "id": "c-idle-named",
        "name": "Idle Naming",
        "type": "event",
        "effects": [
            {
                "when": "play",
                "do": "choose",
                "named": True,
                "options": [
                    [{"do": "score", "amount": 1, "target": "me"}],
                    [{"do": "draw", "amount": 1, "deck": "sept", "target": "me"}],
                ],
            }
        ],
    }
    with pytest.raises(CardDataError) as refused:
        check_card("my-set.json", raw, 0)
    assert "my-set.json" in str(refused.value)
    assert "c-idle-named" in str(refused.value)
    assert "effects[0].named" in str(refused.value)
