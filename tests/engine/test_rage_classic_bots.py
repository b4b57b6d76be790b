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
