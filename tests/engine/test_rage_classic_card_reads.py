"""No field of a shipped rage-classic card is accepted and then ignored.

The loader refuses fields it does not know (naming file, card and field); this test checks the
other half of the promise for the cards we ship (`engine/games/rage_classic/cards/`): every
field of every card is read by the rules (deck building, play) while seeded bot games and a
few scenarios run and the cards' moments come. The seed-001 fixture has the same check per
card around its scenarios (test_rage_classic_seed_cards.py), as rage-lv has
(test_rage_lv_card_reads.py). Reads are recorded by `engine.ccg.tracking`.
"""

from __future__ import annotations

import random

from engine.ccg.tracking import recording, tracked
from engine.core.play import make_bots, play_out
from engine.core.session import Session
from engine.games.rage_classic import query
from engine.games.rage_classic.cards import CARD_DIR, cards
from engine.games.rage_classic.decks import check_pack, packs
from tests.engine import test_rage_classic_cards_in_depth as in_depth
from tests.engine import test_rage_classic_faq as faq
from tests.engine import test_rage_classic_scenarios as scenarios
from tests.engine import test_rage_classic_seed_cards as seed_cards
from tests.engine.card_field_reads import ignored, shipped
from tests.engine.test_rage_classic_scenarios import act, new, settle, staged, vote

#: Card file fields -> the card attributes that hold them.
FIELD_ATTRS = {"requires": ("requires", "requirement")}
VANE, SLUICE = "0.director-vane", "0.harlan-sluice"
VESK, CINDER = "1.vesk-hollowjaw", "1.mother-cinder"


def deck_rules() -> None:
    pool = {cid: tracked(c) for cid, c in cards().items()}
    for pack in packs().values():
        assert check_pack(pack, 20, pool=pool) == []


def bot_games() -> None:
    """Seeded games (deterministic), every shipped pack at 2, 3 and 4 seats."""
    ids = list(packs())
    for seed in range(6):
        n = 2 + seed % 3
        chosen = [ids[(seed + i) % len(ids)] for i in range(n)]
        s = Session.new("rage-classic", n, seed, {"packs": chosen})
        play_out(s, make_bots(s, ["heuristic"] + ["random"] * (n - 1)), random.Random(seed), 3000)


def quests() -> None:
    """The Quests whose score only a lucky bot game used to reach (the bot games' course
    changes with every change to the heuristic): Master Lien takes the Umbral Pilgrimage,
    steps sideways through the Riverstone Circle and scores 1 at the end of the Umbra Phase;
    Ferro the Outcast takes Quarterly Targets and scores 1 for a Victim he kills."""
    lien = "0.master-lien"
    deal = {
        "0": {
            "characters": ["master-lien", "ysolde-amberclaw"],
            "sept": ["riverstone-circle", "umbral-pilgrimage"],
        },
        "1": {"characters": ["vesk-hollowjaw"]},
    }
    session = new(("thornwood-kin", "ashfall-spiral"), deal=deal)
    settle(session, lambda s: s.step == "resource:commit")
    hand = session.state.players[0].hand
    caern = next(i for i in hand if ".riverstone-circle." in i)
    quest = next(i for i in hand if ".umbral-pilgrimage." in i)
    act(session, 0, type="stage", card=caern, by=lien)
    settle(session, lambda s: s.step == "resource:open" and 0 in session.to_act())
    act(session, 0, type="play", card=quest, by=lien, target=None)
    settle(session, lambda s: s.step == "umbra:commit")
    act(session, 0, type="step", creature=lien)
    settle(session, lambda s: s.phase == "moot")
    assert session.state.players[0].bonus == 1
    # Ferro the Outcast (Ronin) takes Quarterly Targets and kills an Eco-Researcher (a Victim)
    ferro, prey_id = "0.ferro-outcast", "eco-researcher"
    deal = {
        "0": {
            "characters": ["ferro-outcast"],
            "sept": [prey_id, "quarterly-targets"],
            "combat": ["shoulder-slam", "quick-jab", "sidestep", "shoulder-slam", "quick-jab"],
        },
        "1": {"characters": ["vesk-hollowjaw"]},
    }
    session = new(("grey-ledger", "ashfall-spiral"), deal=deal)
    settle(session, lambda s: s.step == "resource:commit")
    hand = session.state.players[0].hand
    prey = next(i for i in hand if f".{prey_id}." in i)
    quest = next(i for i in hand if ".quarterly-targets." in i)
    act(session, 0, type="stage", card=prey, by=None)
    settle(session, lambda s: s.step == "resource:open" and 0 in session.to_act())
    act(session, 0, type="play", card=quest, by=ferro, target=None)
    scenarios.pick_alphas(session, ferro, VESK, acting=1, seat1_passes=True)
    act(session, 0, type="attack", target=prey)
    for _ in range(20):  # the other player plays for the prey
        if session.state.combat is not None and session.state.combat.step == "play":
            break
        seat = min(session.to_act())
        legal = session.legal(seat)
        claim = [c for c in legal if c["type"] == "claim"]
        session.apply(
            seat, claim[0] if claim else next(c for c in legal if c["type"] in scenarios.QUIET)
        )
    slam = scenarios.card_in_hand(session, 0, "shoulder-slam")
    scenarios.play_round(session, {0: [(ferro, slam)], 1: [(prey, "null")]})
    assert prey not in session.state.creatures
    assert session.state.players[0].bonus == 1


def malfean_pit() -> None:
    """The Howling Pit, a Realm only a lucky bot game used to bring in: Mother Cinder steps
    sideways through the Slagheap Hive, and next turn the Realm gives every Black Spiral
    Dancer of the pack +1 Rage."""
    cinder, vesk = "0.mother-cinder", "0.vesk-hollowjaw"
    deal = {
        "0": {
            "characters": ["mother-cinder", "vesk-hollowjaw"],
            "sept": ["slag-caern", "malfean-pit"],
        },
        "1": {"characters": ["keeper-ashgrove"]},
    }
    session = new(("ashfall-spiral", "silver-wake"), deal=deal)
    settle(session, lambda s: s.step == "resource:commit")
    hand = session.state.players[0].hand
    act(session, 0, type="stage", card=next(i for i in hand if ".slag-caern." in i), by=cinder)
    settle(session, lambda s: s.step == "umbra:commit")
    act(session, 0, type="step", creature=cinder)
    settle(session, lambda s: s.turn == 2 and s.step == "resource:commit")
    pit = next(i for i in session.state.players[0].hand if ".malfean-pit." in i)
    stage = [c for c in session.legal(0) if c.get("card") == pit]
    act(session, 0, **stage[0])
    settle(session, lambda s: s.step != "resource:commit")
    assert pit in session.state.things
    assert query.stat(session.state, vesk, "rage") == 4 + 1


def riot_shield() -> None:
    """The Riot Shield (Equipment), used when the cards are revealed: Harlan Sluice discards it
    and takes no damage from Vesk's Raking Claws this round."""
    sluice, vesk = "0.harlan-sluice", "1.vesk-hollowjaw"
    deal = {
        "0": {"characters": ["harlan-sluice"], "sept": ["flak-vest"]},
        "1": {"characters": ["vesk-hollowjaw"], "combat": ["raking-claws"] * 5},
    }
    session = new(("grey-ledger", "ashfall-spiral"), deal=deal)
    shield = staged(session, 0, "flak-vest", sluice)
    scenarios.combat_between(session, {0: sluice, 1: vesk}, attacker=1, target=sluice)
    claws = scenarios.card_in_hand(session, 1, "raking-claws")
    scenarios.play_round(session, {0: [(sluice, "null")], 1: [(vesk, claws)]})
    settle(session, lambda s: 0 in session.to_act() and s.combat.step == "revealed")
    act(session, 0, type="use", card=shield, index=0, target=None)
    settle(session, lambda s: s.combat is None or s.combat.step != "revealed")
    assert session.state.creatures[sluice].wounds == 0
    assert shield in session.state.players[0].sept_discard


def board_meeting(card_id: str, target: str | None) -> Session:
    """Two Wyrm packs: Director Vane calls `card_id` (on `target`), and it passes."""
    deal = {
        "0": {"characters": ["director-vane", "harlan-sluice"], "sept": [card_id]},
        "1": {"characters": ["vesk-hollowjaw", "mother-cinder"]},
    }
    session = new(("grey-ledger", "ashfall-spiral"), deal=deal)
    settle(session, lambda s: s.step == "moot:commit")
    card = next(i for i in session.state.players[0].hand if f".{card_id}." in i)
    act(session, 0, type="call", card=card, by=VANE, target=target)
    settle(session, lambda s: s.step == "moot:vote")
    vote(session, {VANE: "yes", SLUICE: "yes", VESK: "abstain", CINDER: "abstain"})
    return session


def test_a_board_meeting_that_passes_does_what_it_says() -> None:
    """Seed 001 "Juntas": Board Meetings are the Wyrm's Moots. Quarterly Bonus ("you score 2
    Victory Points") scores; Restructuring puts an opposing Character out of play until the end
    of the turn, and it comes back next turn."""
    session = board_meeting("quarterly-bonus", None)
    assert session.state.victory_points(0) == 2
    session = board_meeting("restructuring", CINDER)
    assert session.state.creatures[CINDER].out
    settle(session, lambda s: s.turn == 2)
    assert not session.state.creatures[CINDER].out


def test_every_field_of_every_shipped_card_is_read_by_the_rules() -> None:
    with recording() as reads:
        deck_rules()
        in_depth.test_a_creature_out_of_play_cannot_act_and_comes_back()
        scenarios.test_a_moot_passes_on_more_yes_than_no_votes_weighted_by_renown()
        test_a_board_meeting_that_passes_does_what_it_says()
        bot_games()
        quests()
        malfean_pit()
        riot_shield()
        # Battlefields' defenders, engaged and defended by an alpha
        scenarios.test_battlefield_defenders_killed_put_the_battlefield_in_the_victory_pile()
        faq.test_an_alpha_defends_a_battlefield_that_stays_in_play()
        # cards the bot games reached only by luck, before the prey went to another player
        # each round (Little Ember's draw for a kill, the Silver Lake's Gnosis, Shadow Twist's
        # Rage on an opposing creature)
        scenarios.test_cards_of_one_speed_land_together_even_on_a_killer_killed_first()
        in_depth.test_a_realm_needs_a_character_in_the_umbra_and_leaves_with_the_last_one()
        seed_cards.SCENARIOS["s1-heart-of-midnight"]()
    assert ignored(shipped(CARD_DIR), reads, FIELD_ATTRS) == {}
