"""Original Rage: the combat options of seed 001 chapter 5 and "Frenzy", on stacked deals.

Redirection, parting shots, multiple cards, restricted and random play, limited frenzy and
hacked apart; each test cites its section (`COVERAGE.md` maps them). Cards of our own that no
shipped pack holds are defined here and passed with the `cards` option.
"""

from __future__ import annotations

from typing import Any

from engine.core.session import Session
from tests.engine import test_rage_classic_scenarios as sc

FILLER = ["quick-jab", "shoulder-slam", "raking-claws", "sidestep"]


def attacked(deal: dict[str, Any], session: Session | None = None, step: str = "begin") -> Session:
    """Ember and Vesk are the alphas; Vesk (Renown 6) attacks Ember; the game waits at the
    Beginning-of-Combat step, where Combat Events may be played (or at `step`)."""
    session = session or sc.new(deal=deal)
    sc.pick_alphas(session, sc.EMBER, sc.VESK, acting=1)
    sc.act(session, 1, type="attack", target=sc.EMBER)
    if session.state.combat.step != step:
        sc.settle(session, sc.in_combat(step))
    return session


def play_event(session: Session, seat: int, card_id: str, by: str, target: str | None) -> None:
    """Play a Combat Event from the combat hand in the current Open Play window, the other
    seats passing until `seat` may play it."""
    card = sc.card_in_hand(session, seat, card_id)
    command = {"type": "play", "card": card, "by": by, "target": target}
    for _ in range(12):
        if seat in session.to_act() and command in session.legal(seat):
            break
        if seat in session.to_act() and {"type": "announce"} in session.legal(seat):
            session.apply(seat, {"type": "announce"})  # an Offensive Effect: "OK?" first
            continue
        other = min(session.to_act())
        session.apply(other, next(c for c in session.legal(other) if c["type"] in sc.QUIET))
    sc.act(session, seat, **command)


# -- Resolution step: parting shots, redirection ----------------------------------------------------
def test_a_parting_shot_hits_a_creature_escaping_at_the_same_speed() -> None:
    """Seed 001 "Parting shots": a creature using a Combat Action that removes it from combat
    (or makes it step sideways) is still affected by Combat Actions targeting it that resolve
    at the same time. Ember's Fade Away (Fast Striking: steps sideways and escapes) does not
    save it from Vesk's Fast Lightning Snap; a normal-speed Quick Jab comes too late."""
    for vesk_card, hurt in (("lightning-snap", 1), ("quick-jab", 0)):
        deal = {
            "0": {"characters": ["little-ember"], "combat": ["fade-away", *FILLER]},
            "1": {"characters": ["vesk-hollowjaw"], "combat": [vesk_card, *FILLER]},
        }
        session = attacked(deal)
        sc.settle(session, sc.in_combat("play"))
        start = sc.play_round(
            session,
            {
                0: [(sc.EMBER, sc.card_in_hand(session, 0, "fade-away"))],
                1: [(sc.VESK, sc.card_in_hand(session, 1, vesk_card))],
            },
        )
        assert sc.wounds(session, sc.EMBER) == hurt, vesk_card
        assert session.state.creatures[sc.EMBER].world == "umbra"
        ends = [e for e in sc.events_since(session, start) if e["type"] == "combat-end"]
        assert ends and ends[0]["reason"] == "side-empty"


def guarded(ember_card: str) -> Session:
    """Ember wears a Woven Hide (Armor, 1 less damage from each card); attacked by Vesk, it
    brings Keeper Ashgrove in with Stand Together, and Keeper plays Shield-Brother (until the
    end of the round it takes the damage cards aimed at its packmates)."""
    deal = {
        "0": {
            "characters": ["little-ember", "keeper-ashgrove"],
            "sept": ["woven-hide"],
            "combat": ["stand-together", "shield-brother", ember_card, "quick-jab", "sidestep"],
        },
        "1": {"characters": ["vesk-hollowjaw"], "combat": ["raking-claws", *FILLER]},
    }
    session = sc.new(deal=deal)
    sc.staged(session, 0, "woven-hide", sc.EMBER)
    session = attacked(deal, session, step="pre")
    play_event(session, 0, "stand-together", sc.EMBER, sc.KEEPER)
    sc.settle(session, sc.in_combat("begin"))
    play_event(session, 0, "shield-brother", sc.KEEPER, None)
    sc.settle(session, sc.in_combat("play"))
    sc.play_round(
        session,
        {
            0: [(sc.EMBER, sc.card_in_hand(session, 0, ember_card))],
            1: [(sc.VESK, sc.card_in_hand(session, 1, "raking-claws"))],
        },
    )
    assert session.state.combat is not None and session.state.combat.step == "target"
    aims = [c for c in session.legal(1) if c["type"] == "aim" and c["target"] == sc.EMBER]
    sc.act(session, 1, **aims[0])
    sc.settle(session, lambda s: s.combat is None or s.combat.step != "target")
    return session


def test_redirection_moves_the_damage_card_to_the_guard_after_dodges() -> None:
    """Seed 001 "Redirecting attacks": a redirected damage card does not damage its intended
    target, and "damage effects will affect the new creature"; redirection comes after dodges,
    blocks and reversals and before what affects damage cards. Vesk's Raking Claws (3), aimed
    at Ember, hits Keeper for its full 3: Ember's Woven Hide does not soften a card Ember never
    takes. Had Ember dodged, there is nothing to redirect."""
    session = guarded("quick-jab")
    assert sc.wounds(session, sc.EMBER) == 0
    assert sc.wounds(session, sc.KEEPER) == 3
    dodged = guarded("sidestep")
    assert sc.wounds(dodged, sc.EMBER) == 0 and sc.wounds(dodged, sc.KEEPER) == 0


# -- Play-card step: multiple cards, restricted play, random play -------------------------------------
FLURRY = {
    "id": "test-flurry",
    "name": "Test Flurry",
    "type": "combat-event",
    "effects": [
        {
            "when": "play-combat",
            "do": "grant",
            "what": "extra-actions",
            "amount": 1,
            "until": "combat",
            "target": "self",
        }
    ],
}
TANGLE = {
    "id": "test-tangle",
    "name": "Test Tangle",
    "type": "combat-event",
    "effects": [
        {
            "when": "play-combat",
            "do": "grant",
            "what": "only-rage",
            "amount": 2,
            "until": "combat",
            "target": "opponent",
        }
    ],
}
MAUL = {
    "id": "test-maul",
    "name": "Test Maul",
    "type": "combat-action",
    "rage": 1,
    "damage": 7,
}


def with_cards(cards: list[dict[str, Any]], deal: dict[str, Any], **options: Any) -> Session:
    """Both packs may hold the test cards (in their Combat decks)."""
    from engine.games.rage_classic.decks import pack_to_json, packs

    extra = {c["id"]: 2 for c in cards}
    gaia = sc.own_pack(combat={**pack_to_json(packs()["silver-wake"])["combat"], **extra})
    wyrm = pack_to_json(packs()["ashfall-spiral"])
    wyrm["id"], wyrm["combat"] = "my-wyrm", {**wyrm["combat"], **extra}
    opts = {"packs": [gaia, wyrm], "cards": cards, "deal": deal, **options}
    return Session.new("rage-classic", 2, 1, opts)


def test_multiple_cards_each_land_and_no_more_than_allowed() -> None:
    """Seed 001 "Multiple Cards": a creature able to play several Combat Actions in a round
    plays them as separate Combat Actions. With one extra action (our Test Flurry) Ember places
    two face down, both land; a third is not offered."""
    deal = {
        "0": {"characters": ["little-ember"], "combat": ["test-flurry", *FILLER]},
        "1": {"characters": ["vesk-hollowjaw"], "combat": FILLER + ["hamstring"]},
    }
    session = attacked(deal, with_cards([FLURRY], deal))
    play_event(session, 0, "test-flurry", sc.EMBER, None)
    sc.settle(session, sc.in_combat("play"))
    sc.act(
        session, 0, type="assign", creature=sc.EMBER, card=sc.card_in_hand(session, 0, "quick-jab")
    )
    claws = sc.card_in_hand(session, 0, "raking-claws")
    sc.act(session, 0, type="assign", creature=sc.EMBER, card=claws)
    assert not [c for c in session.legal(0) if c["type"] == "assign"]
    sc.play_round(session, {1: [(sc.VESK, sc.card_in_hand(session, 1, "quick-jab"))]})
    assert sc.wounds(session, sc.VESK) == 4
    assert sc.wounds(session, sc.EMBER) == 1


def test_restricted_play_makes_other_cards_illegal() -> None:
    """Seed 001 "Restricted Play": a creature restricted to Combat Actions of some Rage plays
    any other card illegally; "a creature that is restricted to Rage 1 Combat Actions cannot
    play Combat Actions without a Rage requirement". Vesk's Test Tangle restricts Ember to
    Rage 2 or less: its Raking Claws (Rage 3) and Fade Away (Gnosis) are discarded as
    illegal, its Shoulder Slam (Rage 2) lands."""
    for card_id, hurt in (("raking-claws", 0), ("fade-away", 0), ("shoulder-slam", 2)):
        deal = {
            "0": {
                "characters": ["little-ember"],
                "combat": ["raking-claws", "fade-away", "shoulder-slam", "quick-jab", "sidestep"],
            },
            "1": {"characters": ["vesk-hollowjaw"], "combat": ["test-tangle", *FILLER]},
        }
        session = attacked(deal, with_cards([TANGLE], deal))
        play_event(session, 1, "test-tangle", sc.VESK, None)
        sc.settle(session, sc.in_combat("play"))
        card = sc.card_in_hand(session, 0, card_id)
        start = sc.play_round(session, {0: [(sc.EMBER, card)], 1: [(sc.VESK, "null")]})
        statuses = [e for e in sc.events_since(session, start) if e["type"] == "status"]
        assert sc.wounds(session, sc.VESK) == hurt, card_id
        illegal = [s for s in statuses if s.get("status") == "illegal"]
        assert bool(illegal) == (hurt == 0), (card_id, statuses)


def sprayed() -> Session:
    """Vesk's Blinding Spray hits Little Ember in round 1, and Ember holds nothing but Combat
    Events (and the Quick Jab it played): round 2's play-card step, where Ember's card will be
    dealt at random from its player's hand."""
    deal = {
        "0": {
            "characters": ["little-ember"],
            "combat": ["quick-jab", "blood-fury", "second-wind", "battle-trance", "fox-flight"],
        },
        "1": {
            "characters": ["vesk-hollowjaw"],
            "combat": ["blinding-spray", "quick-jab", "shoulder-slam", "sidestep", "hamstring"],
        },
    }
    session = attacked(deal)
    sc.settle(session, sc.in_combat("play"))
    sc.play_round(
        session,
        {
            0: [(sc.EMBER, sc.card_in_hand(session, 0, "quick-jab"))],
            1: [(sc.VESK, sc.card_in_hand(session, 1, "blinding-spray"))],
        },
    )
    sc.settle(session, sc.in_combat("play"))
    return session


def test_random_play_deals_a_card_from_the_hand_and_an_illegal_one_is_no_card() -> None:
    """Seed 001 "Random Play" and FAQ ("I got hit with an effect that causes me to play cards
    randomly"): the creature must play a card, picked at random from its player's hand after
    the play-card step; it may not choose. A Combat Event played so is illegal: it does not take
    effect and counts as no card (a bluff), so the opponent's Quick Jab lands. Ember, hit by a
    Blinding Spray, holds nothing but Combat Events."""
    session = sprayed()
    assert sc.wounds(session, sc.EMBER) == 1
    assert not [c for c in session.legal(0) if c["type"] == "assign"]
    hand = set(session.state.players[0].combat_hand)
    start = sc.play_round(session, {1: [(sc.VESK, sc.card_in_hand(session, 1, "quick-jab"))]})
    dealt = [
        e for e in sc.events_since(session, start) if e["type"] == "assign" and e.get("random")
    ]
    assert len(dealt) == 1 and dealt[0]["creature"] == sc.EMBER and dealt[0]["card"] in hand
    statuses = [e for e in sc.events_since(session, start) if e["type"] == "status"]
    assert any(s.get("status") == "illegal" for s in statuses)
    assert sc.wounds(session, sc.EMBER) == 2
    assert not session.state.creatures[sc.EMBER].frenzy


# -- Frenzy ------------------------------------------------------------------------------------------
CINDER = "1.mother-cinder"


def test_a_limited_frenzy_does_only_what_its_card_says() -> None:
    """Seed 001 "Frenzy": a limited frenzy is limited to its card's abilities and the effects
    common to all frenzies: no Gifts while frenzied, one frenzy at a time, it ends with the
    combat. It does not flip the creature, draw cards or bar withdrawal (Full Frenzy only).
    Mother Cinder (Renown 5, breed Rage 2) plays Battle Trance (+2 Rage): her Shadow Twist Gift
    is no longer offered, a Blood Fury adds no second frenzy, and she may still withdraw."""
    deal = {
        "0": {"characters": ["little-ember"], "combat": FILLER + ["hamstring"]},
        "1": {
            "characters": ["mother-cinder"],
            "sept": ["shadow-twist"],
            "combat": ["battle-trance", "blood-fury", "quick-jab", "shoulder-slam", "sidestep"],
        },
    }
    session = sc.new(deal=deal)
    sc.pick_alphas(session, sc.EMBER, CINDER, acting=1)
    sc.act(session, 1, type="attack", target=sc.EMBER)
    sc.settle(session, sc.in_combat("begin"))
    twist = next(i for i in session.state.players[1].hand if ".shadow-twist." in i)

    def gift_offered() -> bool:
        return any(c.get("card") == twist for c in session.legal(1))

    # Shadow Twist touches Ember: an Offensive Effect, announced ("OK?") and answered first.
    for _ in range(6):
        if 1 in session.to_act() and {"type": "announce"} in session.legal(1):
            break
        seat = min(session.to_act())
        session.apply(seat, next(c for c in session.legal(seat) if c["type"] in sc.QUIET))
    sc.act(session, 1, type="announce")
    sc.act(session, 0, type="ok")
    assert gift_offered()  # Gnosis 6, Defiler: she could, before the frenzy
    sc.act(session, 1, type="decline")
    combat_hand = len(session.state.players[1].combat_hand)
    play_event(session, 1, "battle-trance", CINDER, None)
    cinder = session.state.creatures[CINDER]
    assert cinder.frenzy == "limited" and not cinder.crinos
    assert len(session.state.players[1].combat_hand) == combat_hand - 1
    from engine.games.rage_classic import query

    assert query.stat(session.state, CINDER, "rage") == 4
    if {"type": "announce"} in session.legal(1):
        sc.act(session, 1, type="announce")
        sc.act(session, 0, type="ok")
        assert not gift_offered()
        sc.act(session, 1, type="decline")
    fury = sc.card_in_hand(session, 1, "blood-fury")
    if {"type": "play", "card": fury, "by": CINDER, "target": None} in session.legal(1):
        sc.act(session, 1, type="play", card=fury, by=CINDER, target=None)
    assert session.state.creatures[CINDER].frenzy == "limited"
    assert not session.state.creatures[CINDER].crinos
    sc.settle(session, sc.in_combat("play"))
    sc.play_round(
        session,
        {
            0: [(sc.EMBER, sc.card_in_hand(session, 0, "quick-jab"))],
            1: [(CINDER, sc.card_in_hand(session, 1, "quick-jab"))],
        },
    )
    assert {"type": "choose", "kind": "withdraw", "option": "withdraw"} in session.legal(1)
    sc.act(session, 1, type="choose", kind="withdraw", option="withdraw")
    assert not session.state.creatures[CINDER].frenzy


def test_a_fully_frenzied_creature_fights_on_dead_until_hacked_apart() -> None:
    """Seed 001 "Frenzy": a fully frenzied creature that takes enough damage to kill it is dead
    but fights on; it stops when its damage reaches its Health plus Rage (the Hacked Apart
    level), and then goes to the killer's Victory Pile. While it is fully frenzied the attacker
    may not withdraw. Ember (one form, Rage 4, Health 6) goes into Blood Fury: hacked apart at
    10. Vesk's Test Maul (7 damage) kills it; it still fights; the second Maul hacks it apart."""
    ember_hand = ["blood-fury", "quick-jab", "shoulder-slam", "raking-claws", "sidestep"]
    deal = {
        "0": {"characters": ["little-ember"], "combat": ember_hand},
        "1": {"characters": ["vesk-hollowjaw"], "combat": ["test-maul"] * 2 + FILLER[:3]},
    }
    session = attacked(deal, with_cards([MAUL], deal))
    play_event(session, 0, "blood-fury", sc.EMBER, None)
    assert session.state.creatures[sc.EMBER].hacked_at == 10
    sc.settle(session, sc.in_combat("play"))
    sc.play_round(
        session,
        {
            0: [(sc.EMBER, sc.card_in_hand(session, 0, "quick-jab"))],
            1: [(sc.VESK, sc.card_in_hand(session, 1, "test-maul"))],
        },
    )
    ember = session.state.creatures[sc.EMBER]
    assert ember.dead and ember.wounds == 7
    assert session.state.combat is not None and sc.EMBER in session.state.combat.sides[1]
    assert not [c for c in session.legal(1) if c.get("option") == "withdraw"]
    sc.settle(session, sc.in_combat("play"))
    assert {"type": "ready"} not in session.legal(0)  # dead, frenzied: it must still play
    start = sc.play_round(
        session,
        {
            0: [(sc.EMBER, sc.card_in_hand(session, 0, "shoulder-slam"))],
            1: [(sc.VESK, sc.card_in_hand(session, 1, "test-maul"))],
        },
    )
    notes = [e for e in sc.events_since(session, start) if e["type"] == "note"]
    assert any(n.get("what") == "hacked-apart" for n in notes)
    assert sc.EMBER not in session.state.creatures
    assert sc.EMBER in session.state.players[1].victory
    assert sc.wounds(session, sc.VESK) == 3  # the Jab, then the Slam that landed with the Maul


def test_1995_frenzy_cards_serve_the_frenzied_creature_only() -> None:
    """Seed 003 "Frenesi": a frenzied werewolf draws Combat cards equal to its Crinos Rage;
    "estas novas cartas só podem ser usadas pelo personagem em Frenesi"; when the frenzy ends
    its unused frenzy cards are discarded. (Seed 001 lets packmates use them: `rulebook`
    1995 only.) Ember, defended by Keeper, goes into Blood Fury: Keeper may not play the four
    cards Ember drew; when the combat ends the ones left are discarded."""
    deal = {
        "0": {
            "characters": ["little-ember", "keeper-ashgrove"],
            "combat": ["stand-together", "blood-fury", "quick-jab", "sidestep", "hamstring"],
        },
        "1": {"characters": ["vesk-hollowjaw"], "combat": FILLER + ["hamstring"]},
    }
    session = sc.new(deal=deal, rulebook="1995")
    session = attacked(deal, session, step="pre")
    play_event(session, 0, "stand-together", sc.EMBER, sc.KEEPER)
    sc.settle(session, sc.in_combat("begin"))
    before = set(session.state.players[0].combat_hand)
    play_event(session, 0, "blood-fury", sc.EMBER, None)
    drawn = set(session.state.players[0].combat_hand) - before
    assert len(drawn) == 4  # Ember's Rage
    sc.settle(session, sc.in_combat("play"))
    keeper = {c["card"] for c in session.legal(0) if c.get("creature") == sc.KEEPER}
    ember = {c["card"] for c in session.legal(0) if c.get("creature") == sc.EMBER}
    assert drawn <= ember and not drawn & keeper
    sc.act(
        session, 0, type="assign", creature=sc.EMBER, card=sc.card_in_hand(session, 0, "quick-jab")
    )
    sc.play_round(session, {1: [(sc.VESK, "null")]})
    for _ in range(300):  # fight on: the frenzied Ember must play what it can
        if session.state.combat is None:
            break
        seat = min(session.to_act())
        legal = session.legal(seat)
        pick = [c for c in legal if c["type"] in ("aim", "assign") and c.get("card") != "null"]
        quiet = [c for c in legal if c["type"] in sc.QUIET or c.get("option") == "fight-on"]
        session.apply(seat, (pick or quiet or legal)[0])
    assert session.state.combat is None
    assert not drawn & set(session.state.players[0].combat_hand)


def test_alternatives_extra_cards_go_back_to_the_hand_unseen() -> None:
    """Seed 001 "Alternatives": "If Null cards are not being used, players can place extra
    combat cards and return them to their hand at the beginning of the reveal step." Ember
    places a Quick Jab and, as an extra, its Raking Claws: the Claws go back to the hand and
    nobody else ever learns which card it was. A creature with only an extra card played no
    card: it bluffed, so Vesk's bluffed Mauling Onslaught lands. With Null cards on, there are
    no extras to place."""
    deal = {
        "0": {"characters": ["little-ember"], "combat": ["raking-claws", *FILLER[:3], "hamstring"]},
        "1": {"characters": ["vesk-hollowjaw"], "combat": ["mauling-onslaught", *FILLER]},
    }
    session = attacked(deal, sc.new(deal=deal, null_cards=False))
    sc.settle(session, sc.in_combat("play"))
    claws = sc.card_in_hand(session, 0, "raking-claws")
    extra = {"type": "assign", "creature": sc.EMBER, "card": claws, "decoy": True}
    assert extra in session.legal(0)
    sc.act(session, 0, **extra)
    start = sc.play_round(
        session,
        {
            0: [(sc.EMBER, sc.card_in_hand(session, 0, "quick-jab"))],
            1: [(sc.VESK, sc.card_in_hand(session, 1, "shoulder-slam"))],
        },
    )
    assert claws in session.state.players[0].combat_hand
    assert (sc.wounds(session, sc.VESK), sc.wounds(session, sc.EMBER)) == (1, 2)
    for viewer in (1, None):
        told = repr(session.events_for(viewer, start - 1)) + repr(session.view(viewer))
        assert claws not in told and "decoy': True" not in told

    alone = attacked(deal, sc.new(deal=deal, null_cards=False))
    sc.settle(alone, sc.in_combat("play"))
    sc.act(
        alone,
        0,
        type="assign",
        creature=sc.EMBER,
        card=sc.card_in_hand(alone, 0, "raking-claws"),
        decoy=True,
    )
    sc.play_round(alone, {1: [(sc.VESK, sc.card_in_hand(alone, 1, "mauling-onslaught"))]})
    assert sc.EMBER not in alone.state.creatures  # Mauling's 8 against an Ember that bluffed

    with_nulls = attacked(deal)
    sc.settle(with_nulls, sc.in_combat("play"))
    assert not [c for c in with_nulls.legal(0) if c.get("decoy")]


def test_a_dodged_blow_spends_no_block() -> None:
    """Seed 001 "Dodges, Blocks and reversals": a dodge prevents all damage of the attack, so
    nothing is left for a block to take. Ember (with our Test Flurry) places Curl and Cover
    (Block 5) and then Sidestep; Vesk's Raking Claws is dodged, and the block is not marked
    used for it (it was, when placed before the dodge)."""
    deal = {
        "0": {
            "characters": ["little-ember"],
            "combat": ["test-flurry", "curl-and-cover", "sidestep", "quick-jab", "hamstring"],
        },
        "1": {"characters": ["vesk-hollowjaw"], "combat": FILLER + ["hamstring"]},
    }
    session = attacked(deal, with_cards([FLURRY], deal))
    play_event(session, 0, "test-flurry", sc.EMBER, None)
    sc.settle(session, sc.in_combat("play"))
    for card_id in ("curl-and-cover", "sidestep"):
        sc.act(
            session, 0, type="assign", creature=sc.EMBER, card=sc.card_in_hand(session, 0, card_id)
        )
    start = sc.play_round(session, {1: [(sc.VESK, sc.card_in_hand(session, 1, "raking-claws"))]})
    events = sc.events_since(session, start)
    assert sc.wounds(session, sc.EMBER) == 0
    assert any(e["type"] == "status" and e.get("status") == "dodged" for e in events), events
    guards = [g for e in events if e["type"] == "cstep" for g in e.get("protect", [])]
    assert any(g["block"] for g in guards), "the block was never placed"
    assert not any(g["block"] and g["used"] for g in guards), guards
