"""Original Rage: rulings of seed 001's FAQ and its Battlefields beta rules, on stacked deals.

Each test quotes the question it answers; `COVERAGE.md` maps the FAQ section by section.
"""

from __future__ import annotations

from engine.games.rage_classic import query
from tests.engine import test_rage_classic_scenarios as sc
from tests.engine.test_rage_classic_combat_options import FILLER, attacked


def test_a_pack_never_attacks_or_challenges_its_own() -> None:
    """FAQ "Alphas and Challenges": "Can I kill my own characters for the victory points?
    No." (and chapter 5: a member of a pack may never attack or challenge its own)."""
    deal = {"0": {"characters": ["keeper-ashgrove", "little-ember"]}}
    session = sc.new(deal=deal)
    sc.settle(session, sc.at("combat:alphas"))
    sc.act(session, 0, type="alpha", creature=sc.KEEPER)
    sc.act(session, 1, type="alpha", creature=sc.VESK)
    sc.settle(session, sc.alpha_of(0) if session.state.alphas[0] == sc.KEEPER else sc.alpha_of(1))
    if session.state.alphas[0] == sc.VESK:
        sc.act(session, 1, type="pass")
        sc.settle(session, sc.alpha_of(0))
    targets = {c.get("target") for c in session.legal(0)}
    assert not targets & {sc.KEEPER, sc.EMBER}


def test_text_requirements_cannot_be_bluffed() -> None:
    """FAQ "Combat - Bluffs": "If you bluff a Kailindo or Crinos form only card, does it take
    effect if the bluff passes? Nope. You can only bluff the Rage statistic." Ember has no
    Kailindo: its Low Sweep is illegal, although Vesk bluffed with a Null card."""
    deal = {
        "0": {"characters": ["little-ember"], "combat": ["low-sweep", *FILLER]},
        "1": {"characters": ["vesk-hollowjaw"], "combat": FILLER + ["hamstring"]},
    }
    session = attacked(deal)
    sc.settle(session, sc.in_combat("play"))
    start = sc.play_round(
        session, {0: [(sc.EMBER, sc.card_in_hand(session, 0, "low-sweep"))], 1: [(sc.VESK, "null")]}
    )
    statuses = [e for e in sc.events_since(session, start) if e["type"] == "status"]
    assert any(s.get("status") == "illegal" for s in statuses)
    assert sc.wounds(session, sc.VESK) == 0


def test_no_withdrawing_before_the_first_round() -> None:
    """FAQ "Alphas and Challenges": "Once an attack is declared, you cannot withdraw until at
    least the first round has been played" (also chapter 5, "Withdrawing")."""
    deal = {
        "0": {"characters": ["little-ember"], "combat": FILLER + ["hamstring"]},
        "1": {"characters": ["vesk-hollowjaw"], "combat": FILLER + ["hamstring"]},
    }
    session = attacked(deal, step="pre")
    for _ in range(20):
        if session.state.combat is None or session.state.combat.step == "play":
            break
        for seat in session.to_act():
            assert not [c for c in session.legal(seat) if c.get("option") == "withdraw"]
        seat = min(session.to_act())
        session.apply(seat, next(c for c in session.legal(seat) if c["type"] in sc.QUIET))
    assert session.state.combat is not None and session.state.combat.round == 1


def test_a_lunar_phase_is_played_in_the_redraw_phase_only() -> None:
    """FAQ "Lunar Phases": "Moon Phases have to be played during the Redraw phase"; one drawn
    in the Redraw Phase may be played at once (chapter 4, "Events": after cards are redrawn)."""
    deal = {"0": {"characters": ["corrick-stonehowl", "little-ember"], "sept": ["harvest-moon"]}}
    session = sc.new(deal=deal)
    sc.settle(session, lambda s: s.step == "redraw:open")
    moon = next(i for i in session.state.players[0].hand if ".harvest-moon." in i)
    assert [c for c in session.legal(0) if c.get("card") == moon]
    sc.settle(session, lambda s: s.step == "resource:open")
    for _ in range(4):
        if 0 in session.to_act():
            break
        seat = min(session.to_act())
        session.apply(seat, next(c for c in session.legal(seat) if c["type"] in sc.QUIET))
    assert not [c for c in session.legal(0) if c.get("card") == moon]


def test_a_card_reduced_to_no_damage_is_not_attached() -> None:
    """FAQ "Combat": "Combat cards reduced to zero damage are not attached to the target." A
    Shoulder Slam (2) fully blocked by Curl and Cover (5) goes to the discard pile."""
    deal = {
        "0": {"characters": ["little-ember"], "combat": ["curl-and-cover", *FILLER]},
        "1": {"characters": ["vesk-hollowjaw"], "combat": FILLER + ["hamstring"]},
    }
    session = attacked(deal)
    sc.settle(session, sc.in_combat("play"))
    slam = sc.card_in_hand(session, 1, "shoulder-slam")
    sc.play_round(
        session,
        {0: [(sc.EMBER, sc.card_in_hand(session, 0, "curl-and-cover"))], 1: [(sc.VESK, slam)]},
    )
    assert not session.state.creatures[sc.EMBER].damage
    assert slam in session.state.players[1].combat_discard


# -- Battlefields beta rules -------------------------------------------------------------------------
def test_battlefield_keywords_bought_lower_the_defenders_stats() -> None:
    """Battlefields beta rules, "Keywords": the defenders get the keywords of their defender
    requirement; each keyword bought lowers their stats by 1; some have built-in effects
    (Spirit puts them in both worlds); Fast Striking, Unique, Restricted and Constrained cannot
    be given. Example 1: a Renown 10 Battlefield with Kailindo and Spirit bought is 8/8/8."""
    session, mill = sc.battlefield_defended()
    offered = {c["option"] for c in session.legal(1) if c["kind"] == "buy"}
    assert {"Kailindo", "Spirit"} <= offered
    assert not offered & {"Fast Striking", "Unique", "Restricted", "Constrained"}
    sc.act(session, 1, type="choose", kind="buy", option="Kailindo")
    sc.act(session, 1, type="choose", kind="buy", option="Spirit")
    sc.act(session, 1, type="choose", kind="buy", option="done")
    sc.settle(session, sc.in_combat("play"))
    guardian = f"guardian:{mill}"
    state = session.state
    assert [query.stat(state, guardian, s) for s in ("rage", "gnosis")] == [4, 4]
    assert query.health(state, guardian) == 4
    assert {"Fomori", "Kailindo", "Spirit"} <= query.words(state, guardian)
    assert state.creatures[guardian].world == "both"


def test_an_alpha_defends_a_battlefield_that_stays_in_play() -> None:
    """Battlefields beta rules, "Attacking the Battlefield" and "Alpha Defence": an alpha who
    fits the defender requirement may defend it; both sides draw the cards listed; the
    Battlefield is worth no VP in this combat and stays in play whatever happens (FAQ "War of
    Attrition": the defending alpha's killer scores it). Vesk engages the Burning Orchard
    (Wyrm attackers, Garou defenders); Little Ember, a Garou alpha, defends it and dies."""
    deal = {
        "0": {"characters": ["little-ember"], "combat": FILLER + ["hamstring"]},
        "1": {
            "characters": ["vesk-hollowjaw"],
            "sept": ["burning-orchard"],
            "combat": ["mauling-onslaught", *FILLER],
        },
    }
    session = sc.new(deal=deal)
    orchard = sc.staged(session, 1, "burning-orchard", None)
    sc.pick_alphas(session, sc.EMBER, sc.VESK, acting=1)
    sc.act(session, 1, type="engage", target=orchard, option=0)
    if {"type": "choose", "kind": "bring", "option": "go"} in session.legal(1):
        sc.act(session, 1, type="choose", kind="bring", option="go")
    assert {"type": "choose", "kind": "bf-defend", "option": 0} in session.legal(0)  # option 0
    hands = [len(p.combat_hand) for p in session.state.players]
    sc.act(session, 0, type="choose", kind="bf-defend", option=0)
    for _ in range(6):
        if session.state.combat is not None and session.state.combat.step == "play":
            break
        seat = min(session.to_act())
        buy = [c for c in session.legal(seat) if c.get("option") in ("done", "go")]
        session.apply(
            seat, buy[0] if buy else next(c for c in session.legal(seat) if c["type"] in sc.QUIET)
        )
    assert session.state.combat.sides == [[sc.VESK], [sc.EMBER]]
    assert [len(p.combat_hand) for p in session.state.players] == [h + 3 for h in hands]
    sc.play_round(
        session,
        {0: [(sc.EMBER, "null")], 1: [(sc.VESK, sc.card_in_hand(session, 1, "mauling-onslaught"))]},
    )
    assert sc.EMBER not in session.state.creatures
    assert session.state.victory_points(1) == 4  # Ember's Renown, not the Battlefield's
    assert orchard in session.state.things


# -- The Umbra ------------------------------------------------------------------------------------
def test_a_junta_cannot_target_a_creature_only_in_the_umbra() -> None:
    """FAQ "Juntas": "Can I target someone in the Umbra with Junta X? No. They're an invalid
    target." (chapter 3 "Moot Phase": Juntas may not target creatures only in the Umbra).
    Ysolde steps sideways through the Riverstone Circle; Keeper's Judgment of Elders may name
    Master Lien, not her."""
    ysolde, lien = "1.ysolde-amberclaw", "1.master-lien"
    deal = {
        "0": {"characters": ["keeper-ashgrove", "little-ember"], "sept": ["judgment-of-elders"]},
        "1": {"characters": ["ysolde-amberclaw", "master-lien"], "sept": ["riverstone-circle"]},
    }
    session = sc.new(("silver-wake", "thornwood-kin"), deal=deal)
    sc.staged(session, 1, "riverstone-circle", ysolde)
    sc.settle(session, lambda s: s.step == "umbra:commit")
    sc.act(session, 1, type="step", creature=ysolde)
    sc.settle(session, lambda s: s.step == "moot:commit")
    assert session.state.creatures[ysolde].world == "umbra"
    judgment = next(i for i in session.state.players[0].hand if ".judgment-of-elders." in i)
    named = {c.get("target") for c in session.legal(0) if c.get("card") == judgment}
    assert lien in named and ysolde not in named


def test_a_spirit_forced_into_the_umbra_returns_to_both_worlds_next_turn() -> None:
    """Seed 001 "Spirits": a Spirit is in both worlds; made to step sideways (Fade Away, which
    also escapes the combat) it moves fully into the Umbra, and at the beginning of the next
    turn returns to both. Mother Cinder recruits a Smog Wisp (a Bane: a Spirit) and makes it
    her alpha; attacked by Little Ember, it fades away."""
    wisp_id = "smog-wisp"
    deal = {
        "0": {"characters": ["little-ember"], "combat": FILLER + ["hamstring"]},
        "1": {
            "characters": ["mother-cinder"],
            "sept": [wisp_id],
            "combat": ["fade-away", *FILLER],
        },
    }
    session = sc.new(deal=deal)
    card = sc.staged(session, 1, wisp_id, "1.mother-cinder")
    sc.settle(session, sc.at("combat:alphas"))
    assert session.state.creatures[card].world == "both"
    sc.combat_between(session, {0: sc.EMBER, 1: card}, attacker=0, target=card)
    sc.play_round(
        session,
        {
            0: [(sc.EMBER, sc.card_in_hand(session, 0, "quick-jab"))],
            1: [(card, sc.card_in_hand(session, 1, "fade-away"))],
        },
    )
    assert session.state.combat is None
    assert session.state.creatures[card].world == "umbra"
    sc.settle(session, lambda s: s.turn == 2)
    assert session.state.creatures[card].world == "both"


def test_a_territory_whose_alpha_is_across_the_gauntlet_falls_undefended() -> None:
    """FAQ "Territories" and chapter 5 "Attacking a Territory": "If your alpha is in the Umbra
    and attacks a territory whose alpha is in the physical world, the opposing alpha cannot
    defend the territory, and the territory is destroyed" (and the other way around). Keeper,
    the alpha, has stepped into the Umbra; Vesk raids the Old Ridge Lands."""
    deal = {
        "0": {
            "characters": ["keeper-ashgrove", "little-ember"],
            "sept": ["greenfall-caern", "old-ridge-lands"],
        },
        "1": {"characters": ["vesk-hollowjaw"]},
    }
    session = sc.new(deal=deal)
    (land,) = sc.keeper_steps_sideways(session, ("old-ridge-lands", sc.EMBER))
    sc.pick_alphas(session, sc.KEEPER, sc.VESK, acting=1)
    sc.act(session, 1, type="raid", target=land)
    assert not [p for p in session.state.prompts if p.get("kind") == "defend"]
    assert land not in session.state.things
    assert land in session.state.players[0].sept_discard


#: Our own Combat Event in the manner of Taking the Death Blow (the seed gives no text: its
#: rulings call it a pack action that moves a damage card from one creature to another): until
#: the end of the round, its player takes the damage cards aimed at its packmates in combat.
DEATH_BLOW = {
    "id": "t-death-blow",
    "name": "Test Death Blow",
    "type": "combat-event",
    "effects": [
        {"when": "play-combat", "do": "grant", "what": "guard", "until": "round", "target": "self"}
    ],
}
TAMSIN = "0.tamsin-brightwater"


def test_taking_the_death_blow_inside_a_battlefield_only_for_those_in_the_conflict() -> None:
    """Seed 001 Battlefields FAQ, "Can someone fighting in a Battlefield use Taking the Death
    Blow?": "your 'pack' becomes, for the length of the conflict, those characters involved in
    the conflict. You can have another character play Taking the Death Blow for your character
    IF that character is already involved in the conflict, but it won't remove the initial
    character from the conflict" (and rule 2: "not on a pack member outside the combat").
    Keeper engages the Drowned Mill and brings Ember; Tamsin stays home. Only Keeper and Ember
    may play the Test Death Blow, never Tamsin; Keeper plays it, the natural defenders' Raking
    Claws aimed at Ember lands on Keeper, and Ember is still in the fight."""
    deal = {
        "0": {
            "characters": ["keeper-ashgrove", "little-ember", "tamsin-brightwater"],
            "sept": ["drowned-mill"],
            "combat": ["t-death-blow", "quick-jab", "sidestep", "shoulder-slam", "hamstring"],
        },
        "1": {"characters": ["vesk-hollowjaw"], "combat": ["raking-claws", *FILLER]},
    }
    session = sc.new(deal=deal, cards=[DEATH_BLOW])
    mill = sc.staged(session, 0, "drowned-mill", None)
    sc.pick_alphas(session, sc.KEEPER, sc.VESK, acting=1, seat1_passes=True)
    sc.act(session, 0, type="engage", target=mill, option=0)
    sc.act(session, 0, type="choose", kind="bring", option=sc.EMBER)
    sc.act(session, 0, type="choose", kind="bring", option="go")
    sc.act(session, 1, type="choose", kind="bf-player", option="defend")
    sc.act(session, 1, type="choose", kind="buy", option="done")
    sc.settle(session, sc.in_combat("begin"))
    guardian = f"guardian:{mill}"
    assert session.state.combat.sides == [[sc.KEEPER, sc.EMBER], [guardian]]
    blow = sc.card_in_hand(session, 0, "t-death-blow")
    performers = {c["by"] for c in session.legal(0) if c.get("card") == blow}
    assert performers == {sc.KEEPER, sc.EMBER}  # Tamsin is not in the conflict
    sc.act(session, 0, type="play", card=blow, by=sc.KEEPER, target=None)
    sc.settle(session, sc.in_combat("play"))
    sc.play_round(
        session,
        {
            0: [(sc.KEEPER, "null"), (sc.EMBER, "null")],
            1: [(guardian, sc.card_in_hand(session, 1, "raking-claws"))],
        },
    )
    assert session.state.combat is not None and session.state.combat.step == "target"
    aim = next(c for c in session.legal(1) if c["type"] == "aim" and c["target"] == sc.EMBER)
    sc.act(session, 1, **aim)
    sc.settle(session, lambda s: s.combat is None or s.combat.step != "target")
    assert sc.wounds(session, sc.EMBER) == 0
    assert sc.wounds(session, sc.KEEPER) == 3
    assert sc.EMBER in session.state.combat.sides[0]  # she stays in the conflict
