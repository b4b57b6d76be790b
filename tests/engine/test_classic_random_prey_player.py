"""A prey made to play at random (issue 30): seed 001 "Random Play" (line 918): "If a prey
creature is made to play randomly, also decide randomly which player (excluding the opposing
player) will play for all prey this round, even if that player has nothing the prey can play."
That one draw names this round's prey player, and the prey's card comes from that player's
hand: a newcomer read "Ada plays for the prey this round" and then a card from Bruno's hand
was dealt to it at random. Three seats: Ember (seat 0) hunts a Tar-Pit Bane and her Blinding
Spray hits it in round 1; seats 1 and 2 may both play for it."""

from __future__ import annotations

import pytest

from engine.core.session import Session
from engine.games.rage_classic import query
from tests.engine import test_rage_classic_scenarios as sc
from tests.engine.test_rage_classic_combat_options import sprayed

PACKS = ("silver-wake", "ashfall-spiral", "thornwood-kin")
OTHERS = ["quick-jab", "shoulder-slam", "sidestep", "hamstring", "raking-claws"]


def sprayed_prey(seed: int) -> tuple[Session, str]:
    """Round 2 of Ember's fight with the Bane, which her Blinding Spray hit in round 1."""
    deal = {
        "0": {
            "characters": ["little-ember"],
            "sept": ["tar-pit-bane"],
            "combat": ["blinding-spray", "quick-jab", "shoulder-slam", "sidestep", "raking-claws"],
        },
        "1": {"characters": ["vesk-hollowjaw"], "combat": OTHERS},
        "2": {"characters": ["ysolde-amberclaw"], "combat": OTHERS},
    }
    session = sc.new(PACKS, deal=deal, seed=seed)
    bane = sc.staged(session, 0, "tar-pit-bane", None)
    sc.settle(session, sc.at("combat:alphas"))
    for _ in range(12):
        if sc.alpha_of(0)(session.state):
            break
        seat = min(session.to_act())
        legal = session.legal(seat)
        mine = [c for c in legal if c["type"] == "alpha" and c.get("creature") == sc.EMBER]
        quiet = [c for c in legal if c["type"] in ("pass", *sc.QUIET)]
        session.apply(seat, (mine or quiet or legal)[0])
    sc.act(session, 0, type="attack", target=bane)
    sc.claim_prey(session)
    seat = session.state.combat.prey_seat
    assert seat in (1, 2)
    sc.play_round(
        session,
        {0: [(sc.EMBER, sc.card_in_hand(session, 0, "blinding-spray"))], seat: [(bane, "null")]},
    )
    sc.settle(session, lambda s: s.combat is not None and s.combat.step in ("claim", "play"))
    assert query.has_grant(session.state, bane, "random-play")  # the Spray hit
    return session, bane


@pytest.mark.parametrize("seed", range(1, 7))
def test_the_random_draw_names_the_prey_player_and_the_card_comes_from_that_hand(
    seed: int,
) -> None:
    session, bane = sprayed_prey(seed)
    combat = session.state.combat
    assert combat is not None and combat.round == 2
    # nobody is asked to claim the prey this round: the draw decides
    assert combat.step == "play", combat.step
    chosen = combat.prey_seat
    assert chosen in (1, 2)
    assert not [c for c in session.legal(chosen) if c["type"] == "assign" and c["creature"] == bane]
    start = sc.play_round(session, {})
    dealt = [
        e for e in sc.events_since(session, start) if e["type"] == "assign" and e.get("random")
    ]
    assert [(e["creature"], e["seat"]) for e in dealt] == [(bane, chosen)]
    notes = [e for e in sc.events_since(session, 0) if e["type"] == "note"]
    assert {"what": "prey-random", "seat": chosen} in [
        {k: n.get(k) for k in ("what", "seat")} for n in notes
    ]


def test_blinding_spray_lasts_the_two_rounds_after_the_one_it_hit_in() -> None:
    """Blinding Spray: "for the next 2 rounds of this combat" (issue 30, part 2: said to last
    one round only). Little Ember, hit in round 1, plays at random in rounds 2 and 3, the view
    counting 2 then 1 round left (this one included), and chooses again in round 4."""
    session = sprayed()
    for left in (2, 1):
        assert [(e["on"], e["left"]) for e in session.view(0)["lasting"]] == [(sc.EMBER, left)]
        assert not [c for c in session.legal(0) if c["type"] == "assign"]
        start = sc.play_round(session, {1: [(sc.VESK, session.state.players[1].combat_hand[0])]})
        dealt = [
            e for e in sc.events_since(session, start) if e["type"] == "assign" and e.get("random")
        ]
        assert [(e["creature"], e["left"]) for e in dealt] == [(sc.EMBER, left)]
        sc.settle(session, sc.in_combat("play"))
    assert not session.view(0)["lasting"]
    assert [c for c in session.legal(0) if c["type"] == "assign"]
