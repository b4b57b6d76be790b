"""Durations that end on an event (issue 28, construct 2), in the original Rage: "until the next
<phase> begins" (engine/ccg/durations.py). Our own test cards from
tests/engine/fixtures/rage_classic_damage_cards.json, played through game commands on the
stacked duel of test_ccg_damage_cards (Vesk Hollowjaw attacks Little Ember)."""

from __future__ import annotations

import pytest

from engine.ccg.errors import CardDataError
from engine.core.session import Session
from engine.games.rage_classic import query
from engine.games.rage_classic.cards import POOL, check_card, rules_text
from engine.i18n import using
from tests.engine import test_rage_classic_scenarios as sc
from tests.engine.test_ccg_damage_cards import (
    CARDS,
    FILL,
    between,
    duel,
    marks,
    round_of,
)
from tests.engine.test_rage_classic_cards_in_depth import until_offered


def _withdraw(session: Session) -> None:
    sc.act(session, 1, type="choose", kind="withdraw", option="withdraw")


def test_festering_bite_stops_regeneration_until_the_next_moot_phase_begins() -> None:
    """Bitten in turn 1's combat, Ember does not regenerate in turn 2 (a duration of "the
    turn" would have ended); the Moot Phase of turn 2 ends it, and in turn 3 she does."""
    session = duel([], ["t28-festering-bite"])
    round_of(session, vesk="t28-festering-bite")
    assert marks(session, sc.EMBER) == [("t28-festering-bite", 2, False)]
    _withdraw(session)
    sc.settle(session, lambda s: s.turn == 2 and s.phase == "resource")
    assert marks(session, sc.EMBER) == [("t28-festering-bite", 2, False)]
    assert query.prohibited(session.state, sc.EMBER, "regenerate")
    sc.settle(session, lambda s: s.turn == 2 and s.phase == "moot")
    assert not query.prohibited(session.state, sc.EMBER, "regenerate")
    sc.settle(session, lambda s: s.turn == 3 and s.phase == "resource")
    assert marks(session, sc.EMBER) == []


def votes(session: Session) -> int:
    """Ember's lasting bonus to her votes."""
    lasting = session.state.ccg.lasting
    return sum(i.amount for i in lasting if i.on == sc.EMBER and i.key == "votes")


def test_council_fire_lasts_through_the_next_moot_and_ends_as_combat_begins() -> None:
    """Played in turn 1's combat, the +2 votes hold through turn 2's Moot Phase (where "the
    turn" would have ended them) and end as turn 2's Combat Phase begins."""
    session = duel(["t28-council-fire", "quick-jab"], [])
    round_of(session, ember="quick-jab")
    between(session, 0, "t28-council-fire", sc.EMBER, None)
    assert votes(session) == 2
    sc.settle(session, lambda s: s.turn == 2 and s.phase == "moot")
    assert votes(session) == 2
    sc.settle(session, lambda s: s.turn == 2 and s.phase == "combat")
    assert votes(session) == 0
    assert sc.VESK in session.state.creatures


def test_the_phase_durations_read_in_english_and_portuguese() -> None:
    for card_id, portuguese in (
        (
            "t28-festering-bite",
            "Efeito de Dano: A criatura oponente não pode regenerar até o início da próxima"
            " Fase das Juntas.",
        ),
        (
            "t28-council-fire",
            "Jogue em combate: Esta criatura recebe +2 votos até o início da próxima Fase de"
            " Combate.",
        ),
    ):
        raw = next(c for c in CARDS if c["id"] == card_id)
        english = rules_text(check_card("t.json", raw, 0))
        assert english == raw["text"]
        with using("pt-BR"):
            assert POOL.shown_text(english).endswith(portuguese)


def test_a_phase_that_never_begins_is_refused_naming_the_field() -> None:
    raw = {**next(c for c in CARDS if c["id"] == "t28-council-fire")}
    raw.pop("text")
    raw["effects"] = [{**raw["effects"][0], "until": "before-alphas"}]
    with pytest.raises(CardDataError) as refused:
        check_card("my-set.json", raw, 0)
    assert "my-set.json: card 't28-council-fire': field 'effects[0].until'" in str(refused.value)


def lasting_on(session: Session, iid: str) -> list[str]:
    return [f"{i.kind}:{i.key}:{i.until}" for i in session.state.ccg.lasting if i.on == iid]


# -- until the end of its next combat -----------------------------------------------------------------
def _quiet_turn_then_duel(sept: list[str], ember_combat: list[str]) -> Session:
    """Ember holds `sept` and plays the first card of it in turn 1's Redraw Phase (on herself);
    nobody fights in turn 1; in turn 2 Vesk attacks her."""
    deal = {
        "0": {"characters": ["little-ember"], "combat": (ember_combat + FILL)[:5], "sept": sept},
        "1": {"characters": ["vesk-hollowjaw"], "combat": FILL},
    }
    session = sc.new(deal=deal, cards=CARDS)
    card = next(i for i in session.state.players[0].hand if f".{sept[0]}." in i)
    command = until_offered(session, 0, card)
    sc.act(session, 0, **command)
    sc.settle(session, lambda s: s.turn == 2)
    assert session.state.combats == 0  # nobody fought in turn 1
    sc.combat_between(session, {0: sc.EMBER, 1: sc.VESK}, attacker=1, target=sc.EMBER)
    return session


def test_war_paint_lasts_past_the_turn_until_the_end_of_its_next_combat() -> None:
    session = _quiet_turn_then_duel(["t28-war-paint"], ["quick-jab", "shoulder-slam"])
    assert lasting_on(session, sc.EMBER) == ["modify:damage:next-fight"]  # turn 1 has ended
    round_of(session, ember="quick-jab")
    assert marks(session, sc.VESK) == [("quick-jab", 2, False)]
    sc.act(session, 1, type="choose", kind="withdraw", option="withdraw")
    assert session.state.combat is None
    assert lasting_on(session, sc.EMBER) == []


def test_ashen_oath_aggravates_the_pack_s_next_combat_only() -> None:
    session = _quiet_turn_then_duel(["t28-ashen-oath"], ["quick-jab", "shoulder-slam"])
    round_of(session, ember="quick-jab")
    assert marks(session, sc.VESK) == [("quick-jab", 1, True)]
    sc.act(session, 1, type="choose", kind="withdraw", option="withdraw")
    assert lasting_on(session, sc.EMBER) == []


# -- while its frenzy lasts ----------------------------------------------------------------------------
def _exact_duel(ember_combat: list[str], vesk_combat: list[str]) -> Session:
    deal = {
        "0": {"characters": ["little-ember"], "combat": ember_combat, "exact": True},
        "1": {"characters": ["vesk-hollowjaw"], "combat": vesk_combat},
    }
    session = sc.new(deal=deal, cards=CARDS)
    sc.combat_between(session, {0: sc.EMBER, 1: sc.VESK}, attacker=1, target=sc.EMBER)
    return session


def test_blood_howl_s_bonus_ends_when_the_frenzy_ends_in_the_middle_of_the_combat() -> None:
    """Ember's limited frenzy ends after a round in which she played nothing and has nothing
    left to play (seed 001, Frenzy); the +1 goes with it while the combat goes on."""
    session = _exact_duel(["t28-blood-howl", "quick-jab"], ["sidestep", *FILL])
    round_of(session, vesk="sidestep")
    between(session, 0, "t28-blood-howl", sc.EMBER, None)
    assert session.state.creatures[sc.EMBER].frenzy == "limited"
    assert lasting_on(session, sc.EMBER) == ["modify:damage:frenzy"]
    round_of(session, ember="quick-jab", vesk="quick-jab")
    assert marks(session, sc.VESK) == [("quick-jab", 2, False)]
    round_of(session, vesk="shoulder-slam")
    assert session.state.combat is not None
    assert session.state.creatures[sc.EMBER].frenzy == ""
    assert lasting_on(session, sc.EMBER) == []


def test_red_haze_strikes_first_while_frenzied_and_not_after() -> None:
    """Fast Striking while the Full Frenzy lasts: Vesk's Sidestep (normal speed) cannot stop
    Ember's Quick Jab; the frenzy and the grant end with the combat."""
    session = _exact_duel(["t28-red-haze", "quick-jab", "shoulder-slam"], ["quick-jab", *FILL])
    round_of(session, ember="shoulder-slam", vesk="quick-jab")
    between(session, 0, "t28-red-haze", sc.EMBER, None)
    assert session.state.creatures[sc.EMBER].frenzy == "full"
    round_of(session, ember="quick-jab", vesk="sidestep")
    assert [m[0] for m in marks(session, sc.VESK)] == ["shoulder-slam", "quick-jab"]
    sc.act(session, 1, type="choose", kind="withdraw", option="withdraw")
    assert lasting_on(session, sc.EMBER) == []


def test_a_frenzy_duration_on_a_creature_in_no_frenzy_never_begins() -> None:
    """ "While its frenzy lasts" on Ember, in no frenzy: nothing begins (not even for the
    combat), and her next blow carries no bonus."""
    calm = {
        "id": "t28-calm-test",
        "name": "Calm Test",
        "type": "combat-event",
        "effects": [
            {
                "when": "play-combat",
                "do": "modify",
                "stat": "damage",
                "amount": 3,
                "until": "frenzy",
                "target": "self",
            }
        ],
    }
    deal = {
        "0": {"characters": ["little-ember"], "combat": ["t28-calm-test", "quick-jab", *FILL]},
        "1": {"characters": ["vesk-hollowjaw"], "combat": FILL},
    }
    session = sc.new(deal=deal, cards=[*CARDS, calm])
    sc.combat_between(session, {0: sc.EMBER, 1: sc.VESK}, attacker=1, target=sc.EMBER)
    round_of(session, vesk="sidestep")
    between(session, 0, "t28-calm-test", sc.EMBER, None)
    assert lasting_on(session, sc.EMBER) == []
    round_of(session, ember="quick-jab")
    assert marks(session, sc.VESK) == [("quick-jab", 1, False)]


# -- a fight capped at N rounds ------------------------------------------------------------------------
def test_truce_drum_ends_the_fight_after_its_second_round() -> None:
    session = duel(["t28-truce-drum", "quick-jab", "shoulder-slam", "raking-claws"], [])
    round_of(session, ember="quick-jab", vesk="quick-jab")
    between(session, 0, "t28-truce-drum", sc.EMBER, None)
    start = round_of(session, ember="shoulder-slam", vesk="shoulder-slam")
    ends = [e for e in sc.events_since(session, start) if e["type"] == "combat-end"]
    assert [e["reason"] for e in ends] == ["round-cap"]
    assert session.state.combat is None
    assert lasting_on(session, sc.EMBER) == []


def test_sudden_dusk_dodges_and_ends_the_fight_with_its_round() -> None:
    """Without it the attacker would be asked whether to withdraw and the fight go on."""
    session = duel(["t28-sudden-dusk"], ["quick-jab"])
    start = round_of(session, ember="t28-sudden-dusk", vesk="quick-jab")
    assert marks(session, sc.EMBER) == []  # dodged
    ends = [e for e in sc.events_since(session, start) if e["type"] == "combat-end"]
    assert [e["reason"] for e in ends] == ["round-cap"]


def test_a_cap_outside_a_combat_is_refused() -> None:
    raw = {
        "id": "t28-idle-drum",
        "name": "Idle Drum",
        "type": "event",
        "effects": [{"when": "play", "do": "cap-rounds", "amount": 2}],
    }
    with pytest.raises(CardDataError) as refused:
        check_card("my-set.json", raw, 0)
    assert "field 'effects[0].when'" in str(refused.value)


#: construct 2's cards of the corpus file, each played by a test above
DURATION_CARDS = (
    "t28-elders-ban",
    "t28-mark-of-shame",
    "t28-pardon",
    "t28-festering-bite",
    "t28-council-fire",
    "t28-war-paint",
    "t28-ashen-oath",
    "t28-blood-howl",
    "t28-red-haze",
    "t28-truce-drum",
    "t28-sudden-dusk",
)


# -- until a Junta votes it out ------------------------------------------------------------------------
def _branded(card: str) -> Session:
    """Two Gaia packs (a Junta needs two of its allegiance): seat 0 plays `card` on its own
    Little Ember in turn 1's Redraw Phase, and holds The Pardon."""
    from tests.engine.test_rage_classic_scenarios import EMBER0

    deal = {
        "0": {"characters": ["keeper-ashgrove", "little-ember"], "sept": ["t28-pardon", card]},
        "1": {"characters": ["ysolde-amberclaw", "master-lien"]},
    }
    session = sc.new(("silver-wake", "thornwood-kin"), deal=deal, cards=CARDS)
    iid = next(i for i in session.state.players[0].hand if f".{card}." in i)
    until_offered(session, 0, iid)
    sc.act(session, 0, type="play", card=iid, by=None, target=EMBER0)
    while session.state.pending is not None:  # nobody cancels it
        sc.act(session, min(session.to_act()), type="allow")
    return session


def test_mark_of_shame_lasts_until_the_pardon_passes_naming_ember() -> None:
    from tests.engine.test_rage_classic_scenarios import EMBER0, KEEPER, LIEN, YSOLDE, vote

    session = _branded("t28-mark-of-shame")
    mine = [i for i in session.state.ccg.lasting if i.on == EMBER0]
    assert [(i.key, i.amount, i.until) for i in mine] == [("renown", -1, "voted-out")]
    sc.settle(session, lambda s: s.step == "moot:commit")
    pardon = next(i for i in session.state.players[0].hand if ".t28-pardon." in i)
    sc.act(session, 0, type="call", card=pardon, by=KEEPER, target=EMBER0)
    sc.settle(session, lambda s: s.step == "moot:vote")
    vote(session, {KEEPER: "yes", YSOLDE: "yes", LIEN: "yes", EMBER0: "yes"})
    assert not [i for i in session.state.ccg.lasting if i.on == EMBER0]


def test_elders_ban_outlasts_the_turn_when_no_junta_votes_it_out() -> None:
    from tests.engine.test_rage_classic_scenarios import EMBER0

    session = _branded("t28-elders-ban")
    sc.settle(session, lambda s: s.turn == 3)
    mine = [i for i in session.state.ccg.lasting if i.on == EMBER0]
    assert [(i.key, i.until) for i in mine] == [("vote", "voted-out")]


def test_vote_out_is_refused_off_a_junta() -> None:
    raw = {
        "id": "t28-idle-pardon",
        "name": "Idle Pardon",
        "type": "event",
        "effects": [{"when": "play", "do": "vote-out", "target": "character"}],
    }
    with pytest.raises(CardDataError) as refused:
        check_card("my-set.json", raw, 0)
    assert "field 'effects[0].when'" in str(refused.value)
