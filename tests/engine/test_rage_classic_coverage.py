"""Scenarios for rules of the original Rage that were built but had no scenario of their own
(COVERAGE.md): interaction across the Gauntlet, healing by card, and the FAQ on Allies,
Equipment and Caerns. Stacked deals through the public session, as the other scenario files.
"""

from __future__ import annotations

from engine.core.session import Session
from tests.engine import test_rage_classic_scenarios as sc

BRIDGE = {
    "id": "test-spirit-bridge",
    "name": "Test Spirit Bridge",
    "type": "equipment",
    "keywords": ["Talisman"],
    "effects": [{"when": "static", "do": "grant", "what": "cross-gauntlet", "target": "self"}],
}


def keeper_across(with_bridge: bool) -> Session:
    deal = {
        "0": {
            "characters": ["keeper-ashgrove", "little-ember"],
            "sept": ["greenfall-caern", "test-spirit-bridge"],
        },
        "1": {"characters": ["vesk-hollowjaw"]},
    }
    session = sc.new(deal=deal, cards=[BRIDGE])
    also = [("test-spirit-bridge", sc.KEEPER)] if with_bridge else []
    sc.keeper_steps_sideways(session, *also)
    assert session.state.creatures[sc.KEEPER].world == "umbra"
    sc.pick_alphas(session, sc.KEEPER, sc.VESK, acting=1, seat1_passes=True)
    return session


def test_a_card_lets_a_creature_interact_across_the_gauntlet() -> None:
    """Seed 001, "Interaction across the Gauntlet": creatures in the Umbra and in the physical
    world cannot interact "unless a card specifically allows it". Keeper Ashgrove in the Umbra
    cannot attack or challenge Vesk in the physical world; wearing our Test Spirit Bridge
    (grant `cross-gauntlet`) he can."""
    plain = keeper_across(with_bridge=False)
    assert sc.VESK not in {c.get("target") for c in plain.legal(0)}
    bridged = keeper_across(with_bridge=True)
    assert {"type": "attack", "target": sc.VESK} in bridged.legal(0)


def test_a_gift_heals_a_damage_card_between_rounds() -> None:
    """Seed 001, "Healing": healing removes damage cards (aggravated ones too; regeneration
    does not). Vesk, wounded by Ember's Raking Claws in the first round, is healed by Hive
    Mending played between rounds: no damage card is left on him, and the Claws go back to
    Ember's player's discard pile."""
    deal = {
        "0": {
            "characters": ["little-ember"],
            "combat": ["raking-claws", "stunning-blow", "quick-jab", "shoulder-slam", "sidestep"],
        },
        "1": {
            "characters": ["vesk-hollowjaw"],
            "sept": ["hive-mending"],
            "combat": ["sidestep", "quick-jab", "shoulder-slam", "hamstring", "brace-and-hold"],
        },
    }
    session = sc.new(deal=deal)
    sc.combat_between(session, {0: sc.EMBER, 1: sc.VESK}, attacker=1, target=sc.EMBER)
    claws = sc.card_in_hand(session, 0, "raking-claws")
    sc.play_round(session, {0: [(sc.EMBER, claws)], 1: [(sc.VESK, "null")]})
    assert sc.wounds(session, sc.VESK) == 3
    sc.act(session, 1, type="choose", kind="withdraw", option="fight-on")
    sc.settle(session, lambda s: s.combat is not None and s.combat.step == "between")
    mending = next(i for i in session.state.players[1].hand if ".hive-mending." in i)
    start = len(session.entries)
    sc.act(session, 1, type="play", card=mending, by=sc.VESK, target=sc.VESK)
    if session.state.pending is not None:  # Ember's pack could cancel a Gift: it lets it be
        sc.act(session, 0, type="allow")
    assert sc.wounds(session, sc.VESK) == 0
    assert claws in session.state.players[0].combat_discard
    assert any(e["type"] == "heal" for e in sc.events_since(session, start))


def recruiters(step_sideways: bool) -> set[str]:
    deal = {
        "0": {
            "characters": ["keeper-ashgrove", "little-ember"],
            "sept": ["greenfall-caern", "kinfolk-ranger"],
        },
        "1": {"characters": ["vesk-hollowjaw"]},
    }
    session = sc.new(deal=deal)
    if step_sideways:
        sc.keeper_steps_sideways(session)
        sc.settle(session, lambda s: s.turn == 2 and s.step == "resource:commit")
    else:
        sc.settle(session, lambda s: s.step == "resource:commit")
    ranger = next(i for i in session.state.players[0].hand if ".kinfolk-ranger." in i)
    return {c["by"] for c in session.legal(0) if c.get("card") == ranger}


def test_an_ally_is_recruited_only_by_a_character_in_its_world() -> None:
    """Seed 001 FAQ, "Allies" and chapter 4, "Allies": an Ally is recruited by a Character who
    meets its requirement, in the world the recruiter is in. The Kinfolk Ranger (Homid or
    Children of Gaia; not a Spirit) can be recruited by Keeper Ashgrove (Homid) but not by
    Little Ember (a Fianna Metis); once Keeper has stepped sideways into the Umbra, by no one."""
    assert recruiters(step_sideways=False) == {sc.KEEPER}
    assert recruiters(step_sideways=True) == set()


def test_equipment_stays_with_its_creature_and_a_caern_serves_one_pack() -> None:
    """Seed 001 FAQ, "Equipment" and "Caerns" (and chapter 4): Equipment is played on a
    creature of the pack and stays attached to it; a pack may have only one Caern in play, so
    the second Greenfall Caern is not offered once the first is in."""
    deal = {
        "0": {
            "characters": ["keeper-ashgrove", "little-ember"],
            "sept": ["greenfall-caern", "greenfall-caern", "woven-hide"],
        },
        "1": {"characters": ["vesk-hollowjaw"]},
    }
    session = sc.new(deal=deal)
    sc.settle(session, lambda s: s.step == "resource:commit")
    hand = session.state.players[0].hand
    caerns = [i for i in hand if ".greenfall-caern." in i]
    hide = next(i for i in hand if ".woven-hide." in i)
    sc.act(session, 0, type="stage", card=caerns[0], by=sc.KEEPER)
    sc.act(session, 0, type="stage", card=hide, by=sc.EMBER)
    sc.settle(session, lambda s: s.step == "resource:open")
    assert session.state.things[hide].host == sc.EMBER
    sc.settle(session, lambda s: s.turn == 2 and s.step == "resource:commit")
    staged = {c.get("card") for c in session.legal(0) if c["type"] == "stage"}
    assert caerns[1] not in staged


def test_a_dead_creatures_equipment_goes_with_it() -> None:
    """Seed 001 chapter 5, "Damage and Death" with the Equipment FAQ: a creature that dies
    takes its attached cards out of play. Ember, wearing the Woven Hide, is killed by Vesk:
    the Hide leaves play with her."""
    deal = {
        "0": {"characters": ["little-ember"], "sept": ["woven-hide"], "combat": ["sidestep"] * 5},
        "1": {
            "characters": ["vesk-hollowjaw"],
            "combat": ["mauling-onslaught", "quick-jab", "shoulder-slam", "hamstring", "sidestep"],
        },
    }
    session = sc.new(deal=deal)
    hide = sc.staged(session, 0, "woven-hide", sc.EMBER)
    sc.combat_between(session, {0: sc.EMBER, 1: sc.VESK}, attacker=1, target=sc.EMBER)
    onslaught = sc.card_in_hand(session, 1, "mauling-onslaught")
    sc.play_round(session, {0: [(sc.EMBER, "null")], 1: [(sc.VESK, onslaught)]})
    assert sc.EMBER not in session.state.creatures
    assert hide not in session.state.things


def mill_engaged(keeper_in_umbra: bool, vesk_hand: list[str]) -> tuple[Session, str, str]:
    """Keeper Ashgrove engages The Drowned Mill (its natural defenders, played by Vesk's
    player, who buys no keyword), from the Umbra or the physical world; up to the first
    round's play-card step."""
    deal = {
        "0": {
            "characters": ["keeper-ashgrove", "little-ember"],
            "sept": ["greenfall-caern", "drowned-mill"],
            "combat": ["mauling-onslaught", "quick-jab", "sidestep", "shoulder-slam", "hamstring"],
        },
        "1": {"characters": ["vesk-hollowjaw"], "combat": vesk_hand},
    }
    session = sc.new(deal=deal)
    if keeper_in_umbra:
        (mill,) = sc.keeper_steps_sideways(session, ("drowned-mill", None))
    else:
        mill = sc.staged(session, 0, "drowned-mill", None)
    sc.pick_alphas(session, sc.KEEPER, sc.VESK, acting=1, seat1_passes=True)
    sc.act(session, 0, type="engage", target=mill, option=0)
    sc.act(session, 0, type="choose", kind="bring", option="go")
    sc.act(session, 1, type="choose", kind="bf-player", option="defend")
    sc.act(session, 1, type="choose", kind="buy", option="done")
    sc.settle(session, lambda s: s.combat is not None and s.combat.step == "play")
    return session, mill, f"guardian:{mill}"


def test_a_battlefield_attacked_from_the_umbra_is_fought_there() -> None:
    """Seed 001 Battlefields beta rules, "Battlefields across the Gauntlet": a Battlefield
    can be attacked from either side of the Gauntlet; "as soon as an attack is declared they
    move to the same side(s) of the Gauntlet as the attacker", and in Battlefield Defence the
    defenders start on that side. Keeper, in the Umbra, engages the Drowned Mill: its
    defenders are in the Umbra with him, his Mauling Onslaught lands and the Mill is his."""
    session, mill, guardian = mill_engaged(True, ["quick-jab", "sidestep", "hamstring"] * 2)
    assert session.state.creatures[sc.KEEPER].world == "umbra"
    assert session.state.creatures[guardian].world in ("umbra", "both")
    onslaught = sc.card_in_hand(session, 0, "mauling-onslaught")
    sc.play_round(session, {0: [(sc.KEEPER, onslaught)], 1: [(guardian, "null")]})
    assert mill in session.state.players[0].victory


def test_a_battlefield_that_escapes_scores_nothing_and_is_healed() -> None:
    """Seed 001 Battlefields FAQ, "What happens if the Battlefield escapes combat": "It escapes
    combat. You get no points and it loses all its creature classes and Keywords. Remove all
    damage." Keeper's Quick Jab wounds the Mill's defenders (1); the next round they play Fade
    Away (a parting shot: they step sideways out of the combat): the combat ends, the Mill
    stays in play unscored, and its defenders and their damage are gone."""
    hand = ["fade-away", "quick-jab", "sidestep", "hamstring", "shoulder-slam"]
    session, mill, guardian = mill_engaged(False, hand)
    sc.play_round(
        session,
        {0: [(sc.KEEPER, sc.card_in_hand(session, 0, "quick-jab"))], 1: [(guardian, "null")]},
    )
    assert sc.wounds(session, guardian) == 1
    sc.act(session, 0, type="choose", kind="withdraw", option="fight-on")
    sc.settle(session, lambda s: s.combat is not None and s.combat.step == "play")
    sc.play_round(
        session,
        {
            0: [(sc.KEEPER, sc.card_in_hand(session, 0, "shoulder-slam"))],
            1: [(guardian, sc.card_in_hand(session, 1, "fade-away"))],
        },
    )
    sc.settle(session, lambda s: s.combat is None)
    assert mill in session.state.things and mill not in session.state.players[0].victory
    assert guardian not in session.state.creatures
    assert session.state.victory_points(0) == 0
