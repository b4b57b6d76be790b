"""The test corpus, part two (issue 28), original game, Juntas: our own Moots whose caller names
a choice when calling them, and Loyalty between tribes
(tests/engine/fixtures/rage_classic_corpus_constructs_juntas.json). Each card has a
stacked-deck scenario played through game commands; its text is checked in both languages.
"""

from __future__ import annotations

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
from tests.engine import test_rage_classic_scenarios as sc
from tests.engine.corpus_kit import Scenarios, corpus, reads
from tests.engine.test_rage_classic_cards_in_depth import until_offered

CORPUS = corpus("rage_classic_corpus_constructs_juntas.json")
OWN = extra_table(CORPUS)
FLAVORED = {c["id"] for c in CORPUS if c.get("flavor")}
SCENARIOS = scenario = Scenarios()
ALL_YES = {sc.KEEPER: "yes", sc.YSOLDE: "yes", sc.LIEN: "yes", sc.EMBER0: "yes"}


@pytest.mark.parametrize("card_id", sorted(OWN))
def test_each_card_plays_and_reads_as_written(card_id: str) -> None:
    """It loads as a player's card, has flavor, its scenario (through game commands) passes,
    and its generated text reads as written, in English and in Portuguese."""
    assert card_id in load_extra(CORPUS) and card_id in FLAVORED
    SCENARIOS[card_id]()
    reads(rules_text, shown_text, OWN[card_id], *TEXTS[card_id])


TEXTS = {
    "c-whispered-mandate": (
        "Target player has its whole pack's votes cast as this card's player chooses in every"
        " Junta until the end of the turn.",
        "Os votos de toda a matilha do jogador alvo são dados como o jogador desta carta"
        " escolher, em todas as Juntas, até o fim do turno.",
    ),
    "c-elders-yoke": (
        "Renown 5. If this Junta passes: Target player has its whole pack's votes cast as this"
        " card's player chooses in every Junta until the end of the phase.",
        "Renome 5. Se esta Junta for aprovada: Os votos de toda a matilha do jogador alvo são"
        " dados como o jogador desta carta escolher, em todas as Juntas, até o fim da fase.",
    ),
    "c-truce-of-two-fires": (
        "Renown 3. If this Junta passes: The one its caller named when calling it happens: the"
        " Fianna and the Stargazers are loyal to each other until the next Moot Phase begins: no"
        " creature of either tribe attacks one of the other; or the Silver Fangs and the Pumonca"
        " are loyal to each other until the next Moot Phase begins: no creature of either tribe"
        " attacks one of the other.",
        "Renome 3. Se esta Junta for aprovada: Acontece a opção que quem a convocou escolheu ao"
        " convocá-la: as tribos Fianna e Contempladores das Estrelas são leais uma à outra até o"
        " início da próxima Fase das Juntas: nenhuma criatura de uma delas ataca uma criatura"
        " da outra; ou as tribos Presas de Prata e Pumonca são leais uma à outra até o início da"
        " próxima Fase das Juntas: nenhuma criatura de uma delas ataca uma criatura da outra.",
    ),
    "c-blood-under-the-bridge": (
        "The Fianna and the Black Spiral Dancers are loyal to each other until the end of the"
        " turn: no creature of either tribe attacks one of the other.",
        "As tribos Fianna e Dançarinos da Espiral Negra são leais uma à outra até o fim do turno:"
        " nenhuma criatura de uma delas ataca uma criatura da outra.",
    ),
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
        " Then each player draws 1 Sept card.",
        "Renome 3. Se esta Junta for aprovada: Acontece a opção que quem a convocou escolheu ao"
        " convocá-la: você compra 3 cartas de seita; ou adicione 1 ponto de vitória à sua Pilha"
        " de Vitória. Depois, cada jogador compra 1 carta de seita.",
    ),
}


def test_every_card_has_a_scenario_and_its_text() -> None:
    assert set(OWN) == set(SCENARIOS) == set(TEXTS)


# -- choices named when a Junta is called -----------------------------------------------------------
def moot_table(moot: str) -> tuple[Session, str]:
    """Two Gaia packs (a Junta needs two of its allegiance); seat 0 holds `moot` and the Moot
    Phase's calls are open."""
    deal = {
        "0": {"characters": ["keeper-ashgrove", "little-ember"], "sept": [moot]},
        "1": {"characters": ["ysolde-amberclaw", "master-lien"]},
    }
    session = sc.new(("silver-wake", "thornwood-kin"), deal=deal, cards=CORPUS)
    sc.settle(session, lambda s: s.step == "moot:commit")
    return session, sc.in_hand(session, 0, moot)


def call_named(moot: str, named: int, votes: dict[str, str]) -> tuple[Session, list[int]]:
    """Keeper calls `moot` naming option `named`; the creatures vote; the Moot Phase ends.
    Returns the session and each seat's Sept hand size just before the vote."""
    session, iid = moot_table(moot)
    calls = [c for c in session.legal(0) if c["type"] == "call" and c["card"] == iid]
    assert {c.get("named") for c in calls} == {0, 1}  # the caller names one of the two
    sc.act(session, 0, type="call", card=iid, by=sc.KEEPER, target=None, named=named)
    sc.settle(session, lambda s: s.step == "moot:vote")
    assert session.state.juntas[0].named == named  # stored with the Junta, for everyone
    before = [len(p.hand) for p in session.state.players]
    sc.vote(session, votes)
    sc.settle(session, lambda s: s.step != "moot:open" and s.phase != "moot")
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
        "c-hearth-tithe", 0, {sc.KEEPER: "no", sc.YSOLDE: "no", sc.LIEN: "no", sc.EMBER0: "no"}
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


# -- Loyalty between tribes --------------------------------------------------------------------------
def may_attack(session: Session, seat: int, mine: str, theirs: str) -> bool:
    """`seat` picks `mine` as its alpha, the other seat `theirs`; whether `mine` may attack
    `theirs` (only another alpha may be attacked) when its alpha action comes."""
    sc.settle(session, sc.at("combat:alphas"))
    for s in sorted(session.to_act()):
        sc.act(session, s, type="alpha", creature=mine if s == seat else theirs)
    sc.settle(session, sc.alpha_of(seat))
    return {"type": "attack", "target": theirs} in session.legal(seat)


@scenario("c-truce-of-two-fires")
def _truce_of_two_fires() -> None:
    # Named "Fianna and Stargazers": Little Ember (Fianna) and Master Lien (Stargazers) may not
    # attack each other, either way round, until the next Moot Phase begins; Ysolde
    # (Pumonca) is not in this pact, so Ember may still attack her.
    session, _ = call_named("c-truce-of-two-fires", 0, ALL_YES)
    assert session.state.phase == "combat"
    assert not may_attack(session, 0, sc.EMBER0, sc.LIEN)
    session, _ = call_named("c-truce-of-two-fires", 0, ALL_YES)
    assert not may_attack(session, 1, sc.LIEN, sc.EMBER0)
    session, _ = call_named("c-truce-of-two-fires", 0, ALL_YES)
    assert may_attack(session, 0, sc.EMBER0, sc.YSOLDE)
    # Named the other pact: Ember may attack Lien; Keeper (Silver Fangs) may not attack Ysolde.
    session, _ = call_named("c-truce-of-two-fires", 1, ALL_YES)
    assert may_attack(session, 0, sc.EMBER0, sc.LIEN)
    session, _ = call_named("c-truce-of-two-fires", 1, ALL_YES)
    assert not may_attack(session, 0, sc.KEEPER, sc.YSOLDE)


def bridge_played() -> Session:
    """Little Ember's player plays Blood Under the Bridge in turn 1's Redraw Phase; Vesk
    Hollowjaw (Black Spiral Dancers) is across the table."""
    deal = {
        "0": {
            "characters": ["keeper-ashgrove", "little-ember"],
            "sept": ["c-blood-under-the-bridge"],
        },
        "1": {"characters": ["vesk-hollowjaw"]},
    }
    session = sc.new(deal=deal, cards=CORPUS)
    iid = sc.in_hand(session, 0, "c-blood-under-the-bridge")
    until_offered(session, 0, iid)
    sc.act(session, 0, type="play", card=iid, by=None, target=None)
    while session.state.pending is not None:  # nobody cancels it
        sc.act(session, min(session.to_act()), type="allow")
    return session


@scenario("c-blood-under-the-bridge")
def _blood_under_the_bridge() -> None:
    # This turn Vesk (Black Spiral Dancers) may not attack Ember (Fianna), nor Ember him; Vesk
    # may still attack Keeper (Silver Fangs).
    assert not may_attack(bridge_played(), 1, sc.VESK, sc.EMBER)
    assert not may_attack(bridge_played(), 0, sc.EMBER, sc.VESK)
    assert may_attack(bridge_played(), 1, sc.VESK, sc.KEEPER)
    # The pact ends with the turn: in turn 2 Vesk may attack Ember again.
    session = bridge_played()
    sc.settle(session, lambda s: s.turn == 2)
    assert may_attack(session, 1, sc.VESK, sc.EMBER)


# -- votes for a whole pack -----------------------------------------------------------------------
def votes_offered(session: Session) -> dict[str, set[int]]:
    """Each creature asked to vote now, and the seats offered its vote."""
    found: dict[str, set[int]] = {}
    for seat in session.to_act():
        for cmd in session.legal(seat):
            if cmd["type"] == "vote":
                found.setdefault(cmd["creature"], set()).add(seat)
    return found


def cast_all(session: Session, junta: int, side: str) -> dict[str, set[int]]:
    """Every creature asked votes `side` in this Junta (whoever casts it); returns who cast
    each creature's vote."""
    cast: dict[str, set[int]] = {}
    while session.state.step == "moot:vote" and session.state.junta_at == junta:
        offered = votes_offered(session)
        assert offered, session.legal(min(session.to_act()))
        for creature, seats in offered.items():
            cast[creature] = seats
            sc.act(session, min(seats), type="vote", creature=creature, side=side)
    return cast


@scenario("c-whispered-mandate")
def _whispered_mandate() -> None:
    # Seat 0 plays it on seat 1 in the Redraw Phase; at the Moot, Ysolde's and Lien's votes are
    # offered to seat 0 only, and cast as it chooses (no), against their own player's Moot.
    deal = {
        "0": {"characters": ["keeper-ashgrove", "little-ember"], "sept": ["c-whispered-mandate"]},
        "1": {"characters": ["ysolde-amberclaw", "master-lien"], "sept": ["ridge-moot"]},
    }
    session = sc.new(("silver-wake", "thornwood-kin"), deal=deal, cards=CORPUS)
    iid = sc.in_hand(session, 0, "c-whispered-mandate")
    until_offered(session, 0, iid)
    sc.act(session, 0, type="play", card=iid, by=None, target=1)
    while session.state.pending is not None:  # nobody cancels it
        sc.act(session, min(session.to_act()), type="allow")
    sc.settle(session, lambda s: s.step == "moot:commit")
    moot = sc.in_hand(session, 1, "ridge-moot")
    sc.act(session, 1, type="call", card=moot, by=sc.YSOLDE, target=None)
    sc.settle(session, lambda s: s.step == "moot:vote")
    cast = cast_all(session, 0, "no")
    assert cast[sc.YSOLDE] == cast[sc.LIEN] == {0} and cast[sc.KEEPER] == cast[sc.EMBER0] == {0}
    assert session.state.victory_points(1) == 0  # its own pack's votes sank it


@scenario("c-elders-yoke")
def _elders_yoke() -> None:
    # Keeper calls the Yoke on seat 1, Ember calls Gathering at the Ridge; the Yoke (Renown 5)
    # is voted first and passes; in the Ridge vote seat 0 casts seat 1's votes.
    deal = {
        "0": {
            "characters": ["keeper-ashgrove", "little-ember"],
            "sept": ["c-elders-yoke", "ridge-moot"],
        },
        "1": {"characters": ["ysolde-amberclaw", "master-lien"]},
    }
    session = sc.new(("silver-wake", "thornwood-kin"), deal=deal, cards=CORPUS)
    sc.settle(session, lambda s: s.step == "moot:commit")
    yoke, ridge = sc.in_hand(session, 0, "c-elders-yoke"), sc.in_hand(session, 0, "ridge-moot")
    sc.act(session, 0, type="call", card=yoke, by=sc.KEEPER, target=1)
    sc.act(session, 0, type="call", card=ridge, by=sc.EMBER0, target=None)
    sc.settle(session, lambda s: s.step == "moot:vote")
    assert session.state.juntas[0].iid == yoke
    before = cast_all(session, 0, "yes")
    assert before[sc.YSOLDE] == {1}  # before it passes, seat 1 casts its own votes
    after = cast_all(session, 1, "yes")
    assert after[sc.YSOLDE] == after[sc.LIEN] == {0}
    assert session.state.victory_points(0) == 2


@pytest.mark.parametrize(
    ("between", "says"),
    [
        (["Fianna"], "two different tribes"),
        (["Fianna", "Fianna"], "two different tribes"),
        (["Fianna", "Wyrm"], "'Wyrm' is not a tribe"),
    ],
)
def test_a_pact_not_between_two_tribes_is_refused(between: list[str], says: str) -> None:
    raw = {
        "id": "c-idle-pact",
        "name": "Idle Pact",
        "type": "event",
        "effects": [{"when": "play", "do": "loyalty", "between": between}],
    }
    with pytest.raises(CardDataError) as refused:
        check_card("my-set.json", raw, 0)
    assert "c-idle-pact" in str(refused.value)
    assert "effects[0].between" in str(refused.value)
    assert says in str(refused.value)


def test_pack_votes_on_a_creature_is_refused() -> None:
    raw = {
        "id": "c-idle-mandate",
        "name": "Idle Mandate",
        "type": "event",
        "effects": [{"when": "play", "do": "grant", "what": "pack-votes", "target": "character"}],
    }
    with pytest.raises(CardDataError) as refused:
        check_card("my-set.json", raw, 0)
    assert "c-idle-mandate" in str(refused.value)
    assert "effects[0].target" in str(refused.value)
