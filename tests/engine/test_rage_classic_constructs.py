"""The test corpus, part two (issue 28), original game: our own rage-classic cards that use
the card language's newer constructs (tests/engine/fixtures/rage_classic_corpus_constructs.json).
Each card has a stacked-deck scenario played through game commands, and its text is checked
in English and Portuguese.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.session import Session
from engine.games.rage_classic import cards, query
from engine.games.rage_classic.cards import (
    extra_cards,
    extra_table,
    load_extra,
)
from tests.engine import test_rage_classic_scenarios as sc
from tests.engine.corpus_kit import Scenarios, corpus, corpus_tests

CORPUS = corpus("rage_classic_corpus_constructs.json")
OWN = extra_table(CORPUS)
SCENARIOS = scenario = Scenarios()


TEXTS = {
    "b-scattering-howl": (
        "Play in the Pre-combat step: Deal 1 damage to each opposing creature.",
        "Jogue na etapa de Pré-Combate: Cause 1 de dano a cada criatura oponente.",
    ),
    "b-spiteful-riposte": (
        "Play in the Pre-combat step: Deal 2 damage to the creature attacking this creature.",
        "Jogue na etapa de Pré-Combate: Cause 2 de dano à criatura que ataca esta criatura.",
    ),
    "b-cinder-rager": (
        "When this character changes form, deal 1 damage to the opposing creature.",
        "Quando este personagem mudar de forma, cause 1 de dano à criatura oponente.",
    ),
    "b-lunging-snap": (
        "Rage 4, Damage 3. Fast Striking unless bluffed.",
        "Fúria 4, Dano 3. Golpe Rápido, a menos que seja um blefe.",
    ),
    "b-mist-step": (
        "Rage 5. Dodge: prevents all damage from Combat Actions aimed at this creature."
        " Fast Striking unless bluffed.",
        "Fúria 5. Esquiva: evita todo o dano das Ações de Combate dirigidas a esta criatura."
        " Golpe Rápido, a menos que seja um blefe.",
    ),
    "b-iron-fang": (
        "Built-in Weapon (no Equipment card; it cannot be given another Weapon). While in"
        " play, this creature does 1 more damage with each damage card.",
        "Tem Arma embutida (sem carta de Equipamento; não pode receber outra carta Arma)."
        " Enquanto"
        " estiver em jogo, esta criatura causa 1 de dano a mais com cada carta de dano.",
    ),
    "b-war-drummer": (
        "While in play, each member of your pack gets +1 Rage.",
        "Enquanto estiver em jogo, cada membro da sua matilha recebe +1 de Fúria.",
    ),
    "b-blood-chanter": (
        "While in play, each member of your pack does 1 more damage with each damage card if"
        " it has Rage 5 or more. It reads stats as they are, with every modifier.",
        "Enquanto estiver em jogo, cada membro da sua matilha causa 1 de dano a mais com cada"
        " carta de dano se tiver Fúria 5 ou mais. Lê os atributos como estão, com todos os"
        " modificadores.",
    ),
    "b-skittish-doe": (
        "While in play, this creature cannot be attacked through a card's effect (a sneak attack).",
        "Enquanto estiver em jogo, esta criatura não pode ser atacada por meio do efeito de"
        " uma carta (um ataque furtivo).",
    ),
    "b-dominance-glare": (
        "Play in the Pre-combat step: The opposing creature gets -2 Rage until the end of"
        " combat if it has lower Renown than this creature.",
        "Jogue na etapa de Pré-Combate: A criatura oponente recebe -2 de Fúria até o fim do"
        " combate se ela tiver menos Renome que esta criatura.",
    ),
}

(
    test_every_card_loads_and_has_a_scenario_flavor_and_both_texts,
    test_card_does_what_its_text_says,
    test_the_generated_text_in_english_and_portuguese,
) = corpus_tests(CORPUS, OWN, SCENARIOS, TEXTS, cards)


def stat(s: Session, iid: str, name: str) -> int:
    with extra_cards(OWN):
        return query.stat(s.state, iid, name)


# -- a fight of two against one ---------------------------------------------------------------------
def vesk_attacks_ember(
    ember_hand: list[str], vesk_hand: list[str], keeper_joins: bool = True
) -> Session:
    """Vesk Hollowjaw (seat 1) attacks Little Ember; with `keeper_joins`, Keeper Ashgrove
    joins Ember's side (Stand Together). The Pre-combat step is open."""
    s = sc.vesk_acts({"combat": ember_hand}, {"combat": vesk_hand}, cards=CORPUS)
    sc.act(s, 1, type="attack", target=sc.EMBER)
    if keeper_joins:
        together = sc.card_in_hand(s, 0, "stand-together")
        play_when_offered(s, 0, together, by=sc.EMBER, target=sc.KEEPER)
        assert s.state.combat is not None
        assert s.state.combat.sides == [[sc.VESK], [sc.EMBER, sc.KEEPER]]
    return s


def play_when_offered(s: Session, seat: int, card: str, **fields: Any) -> set[Any]:
    """Everyone passes quietly until `seat` may play `card` as `fields` say; it plays it.
    Returns the targets it was offered for `card` then."""
    wanted = {"type": "play", "card": card, **fields}
    for _ in range(8):
        if wanted in s.legal(seat):
            offered = {c.get("target") for c in s.legal(seat) if c.get("card") == card}
            s.apply(seat, wanted)
            return offered
        if seat in s.to_act() and {"type": "announce"} in s.legal(seat):
            s.apply(seat, {"type": "announce"})  # an Offensive Effect is announced first
            continue
        other = min(s.to_act())
        s.apply(other, next(c for c in s.legal(other) if c["type"] in sc.QUIET))
    raise AssertionError(f"{card} was never offered as {fields}: {s.legal(seat)[:6]}")


EMBER_HAND = ["stand-together", "raking-claws", "quick-jab", "sidestep", "shoulder-slam"]


@scenario("b-scattering-howl")
def _scattering_howl() -> None:
    """Every opposing creature, not only the first on the other side."""
    s = vesk_attacks_ember(EMBER_HAND, ["b-scattering-howl", *sc.ATTACKS])
    howl = sc.card_in_hand(s, 1, "b-scattering-howl")
    play_when_offered(s, 1, howl, by=sc.VESK, target=None)
    assert (sc.wounds(s, sc.EMBER), sc.wounds(s, sc.KEEPER)) == (1, 1)
    assert sc.wounds(s, sc.VESK) == 0


@scenario("b-spiteful-riposte")
def _spiteful_riposte() -> None:
    hand = ["stand-together", "b-spiteful-riposte", "quick-jab", "sidestep", "shoulder-slam"]
    # Played for Keeper, who joined the fight: nobody attacked Keeper, so nothing happens.
    s = vesk_attacks_ember(hand, list(sc.ATTACKS))
    riposte = sc.card_in_hand(s, 0, "b-spiteful-riposte")
    offered = {"type": "play", "card": riposte, "by": sc.KEEPER, "target": None}
    if offered in s.legal(0):
        s.apply(0, offered)
    assert sc.wounds(s, sc.VESK) == 0
    # Played for Ember, the one Vesk attacked: Vesk takes 2.
    s = vesk_attacks_ember(hand, list(sc.ATTACKS))
    riposte = sc.card_in_hand(s, 0, "b-spiteful-riposte")
    play_when_offered(s, 0, riposte, by=sc.EMBER, target=None)
    assert sc.wounds(s, sc.VESK) == 2
    assert sc.wounds(s, sc.EMBER) == 0 and sc.wounds(s, sc.KEEPER) == 0


@scenario("b-dominance-glare")
def _dominance_glare() -> None:
    # Vesk (Renown 6) glares at Ember (Renown 4): Ember loses 2 Rage for the combat.
    s = vesk_attacks_ember(EMBER_HAND, ["b-dominance-glare", *sc.ATTACKS], keeper_joins=False)
    glare = sc.card_in_hand(s, 1, "b-dominance-glare")
    before = stat(s, sc.EMBER, "rage")
    play_when_offered(s, 1, glare, by=sc.VESK, target=None)
    assert stat(s, sc.EMBER, "rage") == before - 2
    # Ember (4) glaring at Vesk (6): not lower, no effect.
    hand = ["b-dominance-glare", "raking-claws", "quick-jab", "sidestep", "shoulder-slam"]
    s = vesk_attacks_ember(hand, list(sc.ATTACKS), keeper_joins=False)
    glare = sc.card_in_hand(s, 0, "b-dominance-glare")
    before = stat(s, sc.VESK, "rage")
    offered = {"type": "play", "card": glare, "by": sc.EMBER, "target": None}
    if offered in s.legal(0):
        s.apply(0, offered)
    assert stat(s, sc.VESK, "rage") == before


# -- a change of form -------------------------------------------------------------------------------
@scenario("b-cinder-rager")
def _cinder_rager() -> None:
    """Damage reaching its breed Rage (4) flips it to Crinos: the change scorches Ember."""
    rager = "1.b-cinder-rager"
    deal = {
        "0": {
            "characters": ["little-ember"],
            "combat": ["raking-claws", "shoulder-slam", *sc.ATTACKS],
        },
        "1": {"characters": ["b-cinder-rager"], "combat": ["quick-jab"] * 3 + ["hamstring"] * 2},
    }
    s = sc.new(deal=deal, cards=CORPUS)
    sc.combat_between(s, {0: sc.EMBER, 1: rager}, attacker=1, target=sc.EMBER)
    sc.play_round(
        s,
        {
            0: [(sc.EMBER, sc.card_in_hand(s, 0, "raking-claws"))],
            1: [(rager, sc.card_in_hand(s, 1, "quick-jab"))],
        },
    )
    assert (sc.wounds(s, sc.EMBER), sc.wounds(s, rager)) == (1, 3)  # 3 damage: no change yet
    assert not s.state.creatures[rager].crinos
    sc.settle(s, lambda st: st.combat is None or st.combat.step == "play")
    sc.play_round(
        s,
        {
            0: [(sc.EMBER, sc.card_in_hand(s, 0, "shoulder-slam"))],
            1: [(rager, sc.card_in_hand(s, 1, "quick-jab"))],
        },
    )
    assert s.state.creatures[rager].crinos and sc.wounds(s, rager) == 5
    assert sc.wounds(s, sc.EMBER) == 1 + 1 + 1  # two jabs, and the change


# -- a keyword that counts only when the card is not a bluff ----------------------------------------
def one_round(mine: str, theirs: str, creature: str, vesk_hand: list[str], **extra: Any) -> Session:
    """Vesk attacks `creature` (seat 0's only Character); one round: seat 0 plays `mine`,
    Vesk plays `theirs`."""
    hand = [mine, "quick-jab", "shoulder-slam", "sidestep", "hamstring"]
    deal = {
        "0": {"characters": [creature.split(".", 1)[1]], "combat": hand},
        "1": {"characters": ["vesk-hollowjaw"], "combat": vesk_hand},
    }
    s = sc.new(deal=deal, cards=[*CORPUS, *extra.get("cards", [])])
    sc.combat_between(s, {0: creature, 1: sc.VESK}, attacker=1, target=creature)
    sc.play_round(
        s,
        {
            0: [(creature, sc.card_in_hand(s, 0, mine))],
            1: [(sc.VESK, sc.card_in_hand(s, 1, theirs))],
        },
    )
    return s


VESK_DODGES = ["sidestep", "b-mist-step", "quick-jab", "shoulder-slam", "hamstring"]


@scenario("b-lunging-snap")
def _lunging_snap() -> None:
    # Within Ember's Rage (4): Fast Striking, so Vesk's Sidestep (normal speed) is too late.
    s = one_round("b-lunging-snap", "sidestep", sc.EMBER, VESK_DODGES)
    assert sc.wounds(s, sc.VESK) == 3
    # A normal-speed attack against the same Sidestep is dodged.
    s = one_round("shoulder-slam", "sidestep", sc.EMBER, VESK_DODGES)
    assert sc.wounds(s, sc.VESK) == 0


@scenario("b-mist-step")
def _mist_step() -> None:
    """Keeper (Rage 3) bluffs the Snap, Vesk (Rage 4) bluffs the Mist Step: both bluffs work,
    and neither is Fast Striking. The dodge, at the Snap's speed, stops it."""
    s = one_round("b-lunging-snap", "b-mist-step", sc.KEEPER, VESK_DODGES)
    bluffs = [e for entry in s.entries for e in entry["events"] if e["type"] == "bluffs"]
    assert bluffs[-1]["bluffing"] == sorted([sc.KEEPER, sc.VESK])
    assert sc.wounds(s, sc.VESK) == 0 and sc.wounds(s, sc.KEEPER) == 0


def test_a_printed_fast_striking_keyword_still_counts_when_the_bluff_works() -> None:
    """The contrast: a card whose Fast Striking is printed among its keywords is fast even
    bluffed (a bluff that works takes effect as printed; seed 001 "Bluff Step Options")."""
    fast = {"id": "b-test-fast-snap", "name": "Test Fast Snap", "type": "combat-action"}
    fast |= {"rage": 4, "damage": 3, "keywords": ["Fast Striking"]}
    s = one_round("b-test-fast-snap", "b-mist-step", sc.KEEPER, VESK_DODGES, cards=[fast])
    assert sc.wounds(s, sc.VESK) == 3


def refusal(raw: dict[str, Any]) -> str:
    from engine.ccg.errors import CardDataError

    with pytest.raises(CardDataError) as caught:
        load_extra([{"id": "b-bad", "name": "Bad", **raw}], "my-set.json")
    return str(caught.value)


@pytest.mark.parametrize(
    ("raw", "field", "message"),
    [
        (
            {"type": "combat-action", "rage": 2, "damage": 1, "unbluffed": ["Unique"]},
            "unbluffed",
            "must list only Fast Striking, Slow Striking, Aggravated",
        ),
        (
            {"type": "combat-action", "rage": 2, "damage": 1, "keywords": ["Fast Striking"]}
            | {"unbluffed": ["Fast Striking"]},
            "unbluffed",
            "'Fast Striking' is among its keywords too",
        ),
        ({"type": "gift", "gnosis": 2, "unbluffed": ["Fast Striking"]}, "unbluffed", "belong"),
    ],
)
def test_an_unbluffed_keyword_written_wrong_is_refused(
    raw: dict[str, Any], field: str, message: str
) -> None:
    said = refusal(raw)
    assert said.startswith(f"my-set.json: card 'b-bad': field '{field}': ")
    assert message in said


# -- a built-in weapon with no Equipment card -------------------------------------------------------
@scenario("b-iron-fang")
def _iron_fang() -> None:
    """Its Weapon is built in: the Resource Phase offers it Armor, never another Weapon (the
    Hook-Blade goes to Vesk only); and it strikes with the built-in weapon's +1."""
    deal = {
        "0": {"characters": ["little-ember"], "combat": ["quick-jab", *sc.ATTACKS]},
        "1": {
            "characters": ["b-iron-fang", "vesk-hollowjaw"],
            "sept": ["rusted-hook", "scrap-plate"],
            "combat": ["shoulder-slam", *sc.ATTACKS],
        },
    }
    s = sc.new(deal=deal, cards=CORPUS)
    sc.settle(s, lambda st: st.step == "resource:commit")
    stage = {(c["card"], c["by"]) for c in s.legal(1) if c["type"] == "stage"}
    fang = "1.b-iron-fang"
    assert ("1.scrap-plate.1", fang) in stage
    assert ("1.rusted-hook.1", "1.vesk-hollowjaw") in stage
    assert ("1.rusted-hook.1", fang) not in stage
    sc.combat_between(s, {0: sc.EMBER, 1: fang}, attacker=1, target=sc.EMBER)
    sc.play_round(
        s,
        {
            0: [(sc.EMBER, sc.card_in_hand(s, 0, "quick-jab"))],
            1: [(fang, sc.card_in_hand(s, 1, "shoulder-slam"))],
        },
    )
    assert sc.wounds(s, sc.EMBER) == 2 + 1


# -- an aura that reads current stats --------------------------------------------------------------
def jab_with(characters: list[str]) -> Session:
    """Seat 0's pack is `characters` (Little Ember first); Vesk attacks Ember; both jab."""
    deal = {
        "0": {"characters": characters, "combat": ["quick-jab", *sc.ATTACKS]},
        "1": {"characters": ["vesk-hollowjaw"], "combat": ["quick-jab"] * 5},
    }
    s = sc.new(deal=deal, cards=CORPUS)
    sc.combat_between(s, {0: sc.EMBER, 1: sc.VESK}, attacker=1, target=sc.EMBER)
    sc.play_round(
        s,
        {
            0: [(sc.EMBER, sc.card_in_hand(s, 0, "quick-jab"))],
            1: [(sc.VESK, sc.card_in_hand(s, 1, "quick-jab"))],
        },
    )
    return s


@scenario("b-war-drummer")
def _war_drummer() -> None:
    s = jab_with(["little-ember", "b-war-drummer"])
    assert stat(s, sc.EMBER, "rage") == 4 + 1
    assert stat(s, sc.VESK, "rage") == 4  # not of its pack
    assert sc.wounds(s, sc.VESK) == 1  # Ember's jab, with nothing more


@scenario("b-blood-chanter")
def _blood_chanter() -> None:
    """Ember's printed Rage is 4: the Chanter alone gives nothing; with the Drummer's +1 (an
    aura) Ember has Rage 5 now, and the Chanter, reading current stats, adds 1 damage."""
    s = jab_with(["little-ember", "b-blood-chanter"])
    assert sc.wounds(s, sc.VESK) == 1
    s = jab_with(["little-ember", "b-war-drummer", "b-blood-chanter"])
    assert sc.wounds(s, sc.VESK) == 1 + 1


# -- forbidding sneak attacks ---------------------------------------------------------------------
@scenario("b-skittish-doe")
def _skittish_doe() -> None:
    """Seat 1 stages the Doe and a Lost Hiker as prey; Director Vane's Ambush (a card's fight)
    is offered the Hiker only, and starts that fight."""
    deal = {
        "0": {"characters": ["director-vane"], "sept": ["ambush"]},
        "1": {"characters": ["little-ember"], "sept": ["b-skittish-doe", "lost-hiker"]},
    }
    s = sc.new(packs=("grey-ledger", "silver-wake"), deal=deal, cards=CORPUS)
    sc.settle(s, lambda st: st.step == "resource:commit")
    prey = [sc.in_hand(s, 1, "b-skittish-doe"), sc.in_hand(s, 1, "lost-hiker")]
    for card in prey:
        sc.act(s, 1, type="stage", card=card, by=None)
    sc.settle(s, lambda st: st.step == "umbra:open")
    ambush = sc.in_hand(s, 0, "ambush")
    ambush_targets = play_when_offered(s, 0, ambush, by="0.director-vane", target=prey[1])
    plays = [e for entry in s.entries[-3:] for e in entry["events"]]
    assert s.state.combat is not None and s.state.combat.target == prey[1], plays
    assert ambush_targets == {prey[1]}
