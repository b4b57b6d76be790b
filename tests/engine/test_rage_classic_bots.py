"""The original Rage's heuristic bot, on stacked deals: it decides from its seat's view only."""

from __future__ import annotations

import random

from engine.core.session import Session
from engine.games.rage_classic.bots import HeuristicBot
from tests.engine import test_rage_classic_scenarios as sc


def keeper_in_the_umbra_alone():
    """Keeper Ashgrove steps sideways through the pack's Caern; Vesk, the only foe, stays in
    the physical world."""
    deal = {
        "0": {"characters": ["keeper-ashgrove", "little-ember"], "sept": ["greenfall-caern"]},
        "1": {"characters": ["vesk-hollowjaw"]},
    }
    session = sc.new(deal=deal)
    sc.keeper_steps_sideways(session)
    assert session.state.creatures[sc.KEEPER].world == "umbra"
    return session


def test_the_heuristic_steps_back_towards_its_foes_and_never_wastes_its_alpha() -> None:
    """Bot games stalled to the turn limit with a pack stranded across the Gauntlet from
    everything it could fight: the heuristic now never picks an alpha that can reach nothing
    when another can, and steps sideways back towards its foes."""
    session = keeper_in_the_umbra_alone()
    bot, rng = HeuristicBot(0), random.Random(1)
    sc.settle(session, sc.at("combat:alphas"))
    pick = bot.choose(session.view(0), session.legal(0), rng)
    assert pick == {"type": "alpha", "creature": "0.little-ember"}  # Keeper reaches nobody
    sc.act(session, 0, **pick)
    sc.act(session, 1, type="alpha", creature=sc.VESK)
    sc.settle(session, lambda s: s.turn == 2 and s.step == "umbra:commit")
    assert bot.choose(session.view(0), session.legal(0), rng) == {
        "type": "step",
        "creature": sc.KEEPER,
    }


def test_the_heuristic_picks_an_alpha_that_can_play_its_combat_hand() -> None:
    """A 3-seat bot game (seed 94) crawled to turn 28: the heuristic picked its mightiest
    Character, Ysolde Amberclaw (breed form, no Kailindo or Iksakku), turn after turn while its
    Combat hand held only a Kailindo, an Iksakku and a Crinos-only card: she played Null cards
    and every fight ended with no card played. Master Lien (Kailindo, Iksakku) could play two of
    them; the heuristic now picks him."""
    deal = {
        "0": {
            "characters": ["ysolde-amberclaw", "master-lien"],
            "sept": ["hollow-vampire"],
            "combat": ["low-sweep", "staff-crack", "gut-tearer", "low-sweep", "staff-crack"],
        },
        "1": {"characters": ["vesk-hollowjaw"]},
    }
    session = sc.new(("thornwood-kin", "ashfall-spiral"), deal=deal)
    sc.staged(session, 0, "hollow-vampire", None)
    sc.settle(session, sc.at("combat:alphas"))
    bot, rng = HeuristicBot(0), random.Random(1)
    legal = session.legal(0)
    assert {"type": "alpha", "creature": "0.ysolde-amberclaw"} in legal
    assert bot.choose(session.view(0), legal, rng) == {
        "type": "alpha",
        "creature": "0.master-lien",
    }


def test_the_heuristic_plays_a_card_its_pack_can_only_bluff_with_instead_of_a_null() -> None:
    """Heuristic bot games crawled to turns 28-30 holding Combat hands nobody in the pack could
    play for real, placing Null cards round after round: the hand never turned over. Little
    Ember (a Metis, no Kailindo, no Iksakku, no Firearm) holds only such cards (Low Sweep needs
    Kailindo, Staff Crack Iksakku, Point Blank a Firearm). An illegal card or a bluff counts as
    a Null card does, so the heuristic now places one of them and it leaves the hand (it
    placed a Null card while every card was illegal for her)."""
    from tests.engine.test_rage_classic_scenarios import EMBER

    dead = ["point-blank", "staff-crack", "low-sweep", "point-blank", "staff-crack"]
    deal = {
        "0": {"characters": ["little-ember"], "combat": dead},
        "1": {"characters": [sc.VESK[2:]]},
    }
    session = sc.new(deal=deal)
    sc.combat_between(session, {0: EMBER, 1: sc.VESK}, attacker=1, target=EMBER)
    pick = HeuristicBot(0).choose(session.view(0), session.legal(0), random.Random(1))
    assert pick["type"] == "assign" and pick["card"] != "null", pick


def test_the_heuristic_keeps_a_card_a_packmate_can_play_in_crinos() -> None:
    """Not dead: Vesk Hollowjaw (Rage 4, Crinos Rage 7) can play Skull Splitter (Rage 7,
    Crinos only) once he has flipped, so the heuristic does not throw it away as a bluff; it
    plays the Quick Jab it can play now."""
    from tests.engine.test_rage_classic_scenarios import EMBER

    deal = {
        "0": {"characters": ["little-ember"]},
        "1": {"characters": [sc.VESK[2:]], "combat": ["skull-splitter"] * 4 + ["quick-jab"]},
    }
    session = sc.new(deal=deal)
    sc.combat_between(session, {0: EMBER, 1: sc.VESK}, attacker=1, target=EMBER)
    bot = HeuristicBot(1)
    pick = bot.choose(session.view(1), session.legal(1), random.Random(1))
    assert ".quick-jab." in pick.get("card", ""), pick
    with_only_splitters = [c for c in session.legal(1) if ".quick-jab." not in c.get("card", "")]
    pick = bot.choose(session.view(1), with_only_splitters, random.Random(1))
    assert pick.get("card") == "null", pick


def test_a_creature_with_no_real_play_cycles_a_bluff_rather_than_a_null() -> None:
    """Seen with the 4-seat rotation of `simulate` (a 24-turn game): an alpha alone in its
    fights placed Null cards while its hand held cards only a packmate, or its Crinos form,
    could play. When the creature has no Combat Action it can play for real, a bluff or an
    illegal card counts as a Null card does, so the heuristic places one and the hand turns
    over. Vesk (breed form, Rage 4) holds only Skull Splitters (Crinos only, Rage 7)."""
    from tests.engine.test_rage_classic_scenarios import EMBER

    deal = {
        "0": {"characters": ["little-ember"]},
        "1": {"characters": [sc.VESK[2:]], "combat": ["skull-splitter"] * 5},
    }
    session = sc.new(deal=deal)
    sc.combat_between(session, {0: EMBER, 1: sc.VESK}, attacker=1, target=EMBER)
    pick = HeuristicBot(1).choose(session.view(1), session.legal(1), random.Random(1))
    assert ".skull-splitter." in pick.get("card", ""), pick


def cinder_in_the_umbra_with_a_bane_in_the_hunting_grounds():
    """Ashfall Spiral (Wyrm): Mother Cinder steps sideways through the Slagheap Hive; Silver
    Wake (Gaia) puts a Tar-Pit Bane (an Enemy, a Spirit, Renown 3) in the Hunting Grounds."""
    cinder = "0.mother-cinder"
    deal = {
        "0": {
            "characters": ["mother-cinder", "vesk-hollowjaw"],
            "sept": ["slag-caern"],
            "combat": ["spirit-lash", "shoulder-slam", "quick-jab", "sidestep", "curl-and-cover"],
        },
        "1": {"characters": ["keeper-ashgrove"], "sept": ["tar-pit-bane"]},
    }
    session = sc.new(("ashfall-spiral", "silver-wake"), deal=deal)
    sc.settle(session, lambda s: s.step == "resource:commit")
    hive = sc.in_hand(session, 0, "slag-caern")
    bane = sc.in_hand(session, 1, "tar-pit-bane")
    sc.act(session, 0, type="stage", card=hive, by=cinder)
    sc.act(session, 1, type="stage", card=bane, by=None)
    sc.settle(session, lambda s: s.step == "umbra:commit")
    sc.act(session, 0, type="step", creature=cinder)
    sc.settle(session, sc.at("combat:alphas"))
    assert session.state.creatures[cinder].world == "umbra"
    return session, cinder, bane


def test_the_heuristic_binds_a_spirit_its_allegiance_scores_nothing_for_killing() -> None:
    """Seed 001 "Attacking to bind": a Spirit bound from the Umbra serves the pack and is worth
    half its Renown (round up), whatever its status; killed, an Enemy is worth nothing to the
    Wyrm. A Wyrm alpha stranded in the Umbra passed turn after turn beside Enemy Spirits (a
    4-seat bot game reached the turn limit at 17 VP): the heuristic now leads with Mother
    Cinder, who can bind the Tar-Pit Bane, rather than Vesk, who reaches only Keeper, and
    binds it."""
    session, cinder, bane = cinder_in_the_umbra_with_a_bane_in_the_hunting_grounds()
    bot, rng = HeuristicBot(0), random.Random(1)
    pick = bot.choose(session.view(0), session.legal(0), rng)
    assert pick == {"type": "alpha", "creature": cinder}
    sc.act(session, 0, **pick)
    sc.act(session, 1, type="alpha", creature="1.keeper-ashgrove")
    sc.settle(session, sc.alpha_of(0))
    assert {"type": "attack", "target": bane} in session.legal(0)
    assert bot.choose(session.view(0), session.legal(0), rng) == {"type": "bind", "target": bane}


BEAR = "0.old-bramblecoat"


def _bear_against_vesk() -> Session:
    """Old Bramblecoat (seat 0, Fox Flight in hand) and Vesk (seat 1, five Raking Claws)."""
    deal = {
        "0": {
            "characters": ["old-bramblecoat"],
            "combat": ["fox-flight", "quick-jab", "sidestep", "shoulder-slam", "curl-and-cover"],
        },
        "1": {"characters": [sc.VESK[2:]], "combat": ["raking-claws"] * 5},
    }
    return sc.new(("thornwood-kin", "ashfall-spiral"), deal=deal)


def _clawed_twice(session: Session) -> None:
    """Two rounds: Vesk rakes the bear, who plays nothing."""
    for _ in range(2):
        sc.settle(session, sc.in_combat("play"))
        claws = sc.card_in_hand(session, 1, "raking-claws")
        sc.play_round(session, {0: [(BEAR, "null")], 1: [(sc.VESK, claws)]})


def _fox_or_pass(session: Session, bot: HeuristicBot, rng: random.Random) -> dict:
    """The bot's choice between Fox Flight and passing, once Fox Flight may be played."""
    sc.settle(session, lambda s: any("fox-flight" in str(c) for c in session.legal(0)))
    legal = [c for c in session.legal(0) if "fox-flight" in str(c) or c["type"] == "pass"]
    return bot.choose(session.view(0), legal, rng)


def test_the_heuristic_flees_with_fox_flight_only_to_save_a_dying_creature() -> None:
    """Seed 001 "Frenzy": a Fox Frenzy flees the fight. The heuristic played Fox Flight at the
    start of its own hunts whenever its alpha had more than 4 Health left, and came home with
    nothing (3-seat bot games crawled to turns 20-29 that way). It now keeps it while Old
    Bramblecoat, attacked by Vesk, is whole, and flees with it once two Raking Claws leave him
    one blow from death (breed form: he flips to Crinos at 3 damage and dies at his Crinos
    Health of 9). An attacker never flees so: it may withdraw after any round for nothing."""
    session = _bear_against_vesk()
    sc.pick_alphas(session, BEAR, sc.VESK, acting=1)
    sc.act(session, 1, type="attack", target=BEAR)
    bot, rng = HeuristicBot(0), random.Random(1)
    assert _fox_or_pass(session, bot, rng) == {"type": "pass"}  # whole: he fights on
    _clawed_twice(session)
    assert session.state.creatures[BEAR].wounds == 6
    assert _fox_or_pass(session, bot, rng)["type"] == "play"


def test_a_dying_attacker_withdraws_rather_than_flee_with_fox_flight() -> None:
    """Master Lien, wounded, led his pack's hunt and played Fox Flight before the first
    round (a 4-seat bot game crawled to turn 23): an attacker withdraws for nothing."""
    session = _bear_against_vesk()
    sc.combat_between(session, {0: BEAR, 1: sc.VESK}, attacker=0, target=sc.VESK)
    _clawed_twice(session)  # fighting on (quietly), Fox Flight kept
    choice = _fox_or_pass(session, HeuristicBot(0), random.Random(1))
    assert session.state.combat is not None
    assert session.state.creatures[BEAR].wounds == 6
    assert choice == {"type": "pass"}


def test_the_heuristic_hunts_prey_it_can_beat_before_another_packs_alpha() -> None:
    """Bot alphas threw themselves at other packs' alphas turn after turn and killed a few in
    a hundred: a Character flips to Crinos and outlasts the fight, and its player defends it
    with a whole Combat hand. Vesk Hollowjaw (Raking Claws: 3 damage) can kill the Lost Hiker
    (a Victim, 2 VP, Health 2) with one blow; Keeper Ashgrove (6 VP) needs 8 damage. The
    heuristic hunts the Hiker."""
    deal = {
        "0": {"characters": ["keeper-ashgrove"]},
        "1": {
            "characters": [sc.VESK[2:]],
            "sept": ["lost-hiker"],
            "combat": ["raking-claws", "quick-jab", "sidestep", "shoulder-slam", "curl-and-cover"],
        },
    }
    session = sc.new(deal=deal)
    hiker = sc.staged(session, 1, "lost-hiker", None)
    sc.pick_alphas(session, sc.KEEPER, sc.VESK, acting=1)
    legal = session.legal(1)
    assert {"type": "attack", "target": sc.KEEPER} in legal
    pick = HeuristicBot(1).choose(session.view(1), legal, random.Random(1))
    assert pick == {"type": "attack", "target": hiker}


def test_the_heuristic_lands_the_finishing_blow_rather_than_defend() -> None:
    """Little Ember has hit the Tar-Pit Bane (Health 3) with a Shoulder Slam: one more point
    kills it. Holding a Quick Jab (1 damage) and defences (Sidestep, Curl and Cover, Brace and
    Hold), the heuristic placed a defence (they scored above a 1-damage blow) and the Bane
    lived another round; it now finishes it."""
    from tests.engine.test_rage_classic_scenarios import EMBER, claim_prey

    hand = ["shoulder-slam", "quick-jab", "sidestep", "curl-and-cover", "brace-and-hold"]
    deal = {
        "0": {"characters": ["little-ember"], "sept": ["tar-pit-bane"], "combat": hand},
        "1": {"characters": [sc.VESK[2:]]},
    }
    session = sc.new(deal=deal)
    bane = sc.staged(session, 0, "tar-pit-bane", None)
    sc.pick_alphas(session, EMBER, sc.VESK, acting=1, seat1_passes=True)
    sc.act(session, 0, type="attack", target=bane)
    claim_prey(session)
    sc.play_round(
        session, {0: [(EMBER, sc.card_in_hand(session, 0, "shoulder-slam"))], 1: [(bane, "null")]}
    )
    sc.settle(session, lambda s: s.combat.step == "claim")  # Ember fights on
    claim_prey(session)
    assert session.state.creatures[bane].wounds == 2
    pick = HeuristicBot(0).choose(session.view(0), session.legal(0), random.Random(1))
    assert pick == {
        "type": "assign",
        "creature": EMBER,
        "card": sc.card_in_hand(session, 0, "quick-jab"),
    }


def test_the_heuristic_leads_with_the_creature_that_holds_a_real_blow() -> None:
    """The Combat hand holds one damaging card, Staff Crack (Iksakku), and defences. Corrick
    Stonehowl, the mightiest, could play only the defences, so his fights end with nothing
    killed; Tamsin Brightwater (Iksakku) can strike with it. The heuristic picked Corrick (a
    hand with any Combat Action he could play was enough); it now picks Tamsin."""
    tamsin = "0.tamsin-brightwater"
    deal = {
        "0": {
            "characters": ["corrick-stonehowl", "tamsin-brightwater", "keeper-ashgrove"],
            "sept": ["strip-mine-crew"],
            "combat": ["staff-crack", "sidestep", "curl-and-cover", "brace-and-hold", "sidestep"],
        },
        "1": {"characters": [sc.VESK[2:]]},
    }
    session = sc.new(deal=deal)
    sc.staged(session, 0, "strip-mine-crew", None)
    sc.settle(session, sc.at("combat:alphas"))
    legal = session.legal(0)
    assert {"type": "alpha", "creature": "0.corrick-stonehowl"} in legal
    pick = HeuristicBot(0).choose(session.view(0), legal, random.Random(1))
    assert pick == {"type": "alpha", "creature": tamsin}


def at_the_redraw(combat: list[str]) -> tuple[Session, HeuristicBot, random.Random]:
    """Corrick Stonehowl and Little Ember (seat 0, holding the Combat hand `combat`) against
    Vesk, at the Combat Phase's redraw; seat 0's heuristic bot and its generator."""
    deal = {
        "0": {"characters": ["corrick-stonehowl", "little-ember"], "combat": combat},
        "1": {"characters": [sc.VESK[2:]]},
    }
    session = sc.new(deal=deal)
    sc.settle(session, sc.at("combat:commit"))
    return session, HeuristicBot(0), random.Random(1)


def test_the_heuristic_discards_combat_actions_nobody_can_play_for_real() -> None:
    """Stunning Blow needs Rage 5: nobody in this pack (Corrick Stonehowl and Little Ember,
    Rage 4 in breed form) can play it for real until someone flips to Crinos, so it is only a
    bluff. The heuristic kept Combat Actions up to 3 Rage above its best (bot games held such
    hands and landed no blow); at the Combat Phase's redraw it now lets it go and keeps the
    blows it can strike with."""
    session, bot, rng = at_the_redraw(
        ["stunning-blow", "quick-jab", "shoulder-slam", "sidestep", "raking-claws"]
    )
    blow = sc.card_in_hand(session, 0, "stunning-blow")
    assert bot.choose(session.view(0), session.legal(0), rng) == {"type": "discard", "card": blow}
    sc.act(session, 0, type="discard", card=blow)
    assert bot.choose(session.view(0), session.legal(0), rng) == {"type": "done"}


def test_the_heuristic_keeps_one_defence_and_makes_room_for_blows() -> None:
    """A fight is one card a round and no draws: a Combat hand of three defences and two blows
    ran out of blows and the prey lived. At the Combat Phase's redraw the heuristic now keeps
    its best defence (Sidestep, a dodge) and lets the others go."""
    session, bot, rng = at_the_redraw(
        ["sidestep", "curl-and-cover", "brace-and-hold", "quick-jab", "raking-claws"]
    )
    let_go = []
    for _ in range(3):
        pick = bot.choose(session.view(0), session.legal(0), rng)
        if pick["type"] == "done":
            break
        let_go.append(pick["card"].split(".")[1])
        sc.act(session, 0, **pick)
    assert sorted(let_go) == ["brace-and-hold", "curl-and-cover"]


def test_the_heuristic_fights_on_while_its_breed_form_alpha_is_far_from_death() -> None:
    """Ysolde Amberclaw (breed form: Rage 4, Health 4; Crinos Health 8) takes a Shoulder Slam
    in the first round of her own attack: 2 Health left in breed form, but she turns to Crinos
    at 4 damage and dies only at 8. The heuristic withdrew (it read the 2 left as near death)
    and ended its hunts empty-handed; it now fights on."""
    ysolde = "0.ysolde-amberclaw"
    deal = {
        "0": {"characters": ["ysolde-amberclaw"]},
        "1": {"characters": [sc.VESK[2:]], "combat": ["shoulder-slam"] * 5},
    }
    session = sc.new(("thornwood-kin", "ashfall-spiral"), deal=deal)
    sc.combat_between(session, {0: ysolde, 1: sc.VESK}, attacker=0, target=sc.VESK)
    slam = sc.card_in_hand(session, 1, "shoulder-slam")
    sc.play_round(session, {0: [(ysolde, "null")], 1: [(sc.VESK, slam)]})
    assert session.state.creatures[ysolde].wounds == 2
    assert session.state.prompts and session.state.prompts[0]["kind"] == "withdraw"
    pick = HeuristicBot(0).choose(session.view(0), session.legal(0), random.Random(1))
    assert pick == {"type": "choose", "kind": "withdraw", "option": "fight-on"}


def test_the_heuristic_hunts_victims_with_the_bearer_of_claim_the_meek() -> None:
    """Claim the Meek (a Quest) scores its bearer 2 more VP for each Victim it kills. With a
    Lost Hiker (a Victim, 2 VP) in the Hunting Grounds, the heuristic leads with Mother Cinder,
    who bears it (4 VP for the kill), rather than Vesk Hollowjaw, the mightier (2 VP)."""
    from tests.engine.test_rage_classic_cards_in_depth import until_offered

    cinder = "0.mother-cinder"
    deal = {
        "0": {
            "characters": ["vesk-hollowjaw", "mother-cinder"],
            "sept": ["lost-hiker", "claim-the-meek"],
            "combat": ["shoulder-slam", "quick-jab", "sidestep", "shoulder-slam", "quick-jab"],
        },
        "1": {"characters": ["keeper-ashgrove"]},
    }
    session = sc.new(("ashfall-spiral", "silver-wake"), deal=deal)
    sc.staged(session, 0, "lost-hiker", None)
    quest = sc.in_hand(session, 0, "claim-the-meek")
    sc.settle(session, lambda s: s.step == "resource:open")
    play = until_offered(session, 0, quest)
    sc.act(session, 0, **{**play, "by": cinder})
    sc.settle(session, sc.at("combat:alphas"))
    assert quest in session.state.things and session.state.things[quest].host == cinder
    pick = HeuristicBot(0).choose(session.view(0), session.legal(0), random.Random(1))
    assert pick == {"type": "alpha", "creature": cinder}
