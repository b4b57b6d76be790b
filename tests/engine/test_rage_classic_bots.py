"""The original Rage's heuristic bot, on stacked deals: it decides from its seat's view only."""

from __future__ import annotations

import random

from engine.games.rage_classic.bots import HeuristicBot
from tests.engine.test_rage_classic_scenarios import (
    KEEPER,
    VESK,
    act,
    at,
    keeper_steps_sideways,
    new,
    settle,
)


def keeper_in_the_umbra_alone():
    """Keeper Ashgrove steps sideways through the pack's Caern; Vesk, the only foe, stays in
    the physical world."""
    deal = {
        "0": {"characters": ["keeper-ashgrove", "little-ember"], "sept": ["greenfall-caern"]},
        "1": {"characters": ["vesk-hollowjaw"]},
    }
    session = new(deal=deal)
    keeper_steps_sideways(session)
    assert session.state.creatures[KEEPER].world == "umbra"
    return session


def test_the_heuristic_steps_back_towards_its_foes_and_never_wastes_its_alpha() -> None:
    """Bot games stalled to the turn limit with a pack stranded across the Gauntlet from
    everything it could fight: the heuristic now never picks an alpha that can reach nothing
    when another can, and steps sideways back towards its foes."""
    session = keeper_in_the_umbra_alone()
    bot, rng = HeuristicBot(0), random.Random(1)
    settle(session, at("combat:alphas"))
    pick = bot.choose(session.view(0), session.legal(0), rng)
    assert pick == {"type": "alpha", "creature": "0.little-ember"}  # Keeper reaches nobody
    act(session, 0, **pick)
    act(session, 1, type="alpha", creature=VESK)
    settle(session, lambda s: s.turn == 2 and s.step == "umbra:commit")
    assert bot.choose(session.view(0), session.legal(0), rng) == {
        "type": "step",
        "creature": KEEPER,
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
    session = new(("thornwood-kin", "ashfall-spiral"), deal=deal)
    settle(session, lambda s: s.step == "resource:commit")
    prey = next(i for i in session.state.players[0].hand if ".hollow-vampire." in i)
    act(session, 0, type="stage", card=prey, by=None)
    settle(session, at("combat:alphas"))
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
    from tests.engine.test_rage_classic_scenarios import EMBER, combat_between

    dead = ["point-blank", "staff-crack", "low-sweep", "point-blank", "staff-crack"]
    deal = {"0": {"characters": ["little-ember"], "combat": dead}, "1": {"characters": [VESK[2:]]}}
    session = new(deal=deal)
    combat_between(session, {0: EMBER, 1: VESK}, attacker=1, target=EMBER)
    pick = HeuristicBot(0).choose(session.view(0), session.legal(0), random.Random(1))
    assert pick["type"] == "assign" and pick["card"] != "null", pick


def test_the_heuristic_keeps_a_card_a_packmate_can_play_in_crinos() -> None:
    """Not dead: Vesk Hollowjaw (Rage 4, Crinos Rage 7) can play Skull Splitter (Rage 7,
    Crinos only) once he has flipped, so the heuristic does not throw it away as a bluff; it
    plays the Quick Jab it can play now."""
    from tests.engine.test_rage_classic_scenarios import EMBER, combat_between

    deal = {
        "0": {"characters": ["little-ember"]},
        "1": {"characters": [VESK[2:]], "combat": ["skull-splitter"] * 4 + ["quick-jab"]},
    }
    session = new(deal=deal)
    combat_between(session, {0: EMBER, 1: VESK}, attacker=1, target=EMBER)
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
    from tests.engine.test_rage_classic_scenarios import EMBER, combat_between

    deal = {
        "0": {"characters": ["little-ember"]},
        "1": {"characters": [VESK[2:]], "combat": ["skull-splitter"] * 5},
    }
    session = new(deal=deal)
    combat_between(session, {0: EMBER, 1: VESK}, attacker=1, target=EMBER)
    pick = HeuristicBot(1).choose(session.view(1), session.legal(1), random.Random(1))
    assert ".skull-splitter." in pick.get("card", ""), pick
