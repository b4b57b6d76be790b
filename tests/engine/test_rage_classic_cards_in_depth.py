"""Original Rage: seed 001 chapter 4 ("The Cards in Depth") on stacked deals.

Realms, Past Lives, Quests, Rites and adopting Allies; each test cites its section
(`COVERAGE.md` maps them). Cards of our own that no shipped pack holds are defined here.
"""

from __future__ import annotations

from typing import Any

from engine.core.session import Session
from engine.games.rage_classic import query
from tests.engine import test_rage_classic_scenarios as sc
from tests.engine.test_rage_classic_combat_options import MAUL


def offered(session: Session, seat: int, card: str) -> list[dict[str, Any]]:
    return [c for c in session.legal(seat) if c.get("card") == card]


def until_offered(session: Session, seat: int, card: str) -> dict[str, Any]:
    """Quiet answers (and an "OK?" for an Offensive Effect) until `seat` may play `card`."""
    for _ in range(20):
        if seat in session.to_act():
            plays = offered(session, seat, card)
            if plays:
                return plays[0]
            if {"type": "announce"} in session.legal(seat):
                session.apply(seat, {"type": "announce"})
                continue
        other = min(session.to_act())
        session.apply(other, next(c for c in session.legal(other) if c["type"] in sc.QUIET))
    raise AssertionError(f"{card} never offered; step {session.state.step}")


# -- Realms ------------------------------------------------------------------------------------------
def test_a_realm_needs_a_character_in_the_umbra_and_leaves_with_the_last_one() -> None:
    """Seed 001 "Realms" and "Resource Phase": a player must have a Character in the Umbra to
    play a Realm ("Realms without requirements listed require a Gaia Character"); "if at any
    time you have no Characters in the Umbra, you must discard any Realms you have in play".
    Keeper steps sideways through the Greenfall Caern; next turn the Silver Lake enters; when
    Keeper slips back through the Veil (an Action, in Open Play) the Realm goes at once."""
    pack = sc.own_pack(sept={"silver-lake": 1})
    deal = {
        "0": {
            "characters": ["keeper-ashgrove", "little-ember"],
            "sept": ["greenfall-caern", "silver-lake", "slip-the-veil"],
        },
        "1": {"characters": ["vesk-hollowjaw"]},
    }
    session = Session.new("rage-classic", 2, 1, {"packs": [pack, "ashfall-spiral"], "deal": deal})
    sc.settle(session, lambda s: s.step == "resource:commit")
    lake = sc.in_hand(session, 0, "silver-lake")
    assert not offered(session, 0, lake)  # nobody in the Umbra yet
    sc.act(session, 0, type="stage", card=sc.in_hand(session, 0, "greenfall-caern"), by=sc.KEEPER)
    sc.settle(session, lambda s: s.step == "umbra:commit")
    sc.act(session, 0, type="step", creature=sc.KEEPER)
    sc.settle(session, lambda s: s.turn == 2 and s.step == "resource:commit")
    assert session.state.creatures[sc.KEEPER].world == "umbra"
    stage = offered(session, 0, lake)
    assert stage
    sc.act(session, 0, **stage[0])
    sc.settle(session, lambda s: s.step != "resource:commit")
    assert lake in session.state.things
    assert query.stat(session.state, sc.EMBER, "gnosis") == 4 + 1  # the Realm helps the whole pack
    veil = sc.in_hand(session, 0, "slip-the-veil")
    sc.act(session, 0, **until_offered(session, 0, veil))
    for _ in range(6):
        prompt = [c for c in session.legal(0) if c["type"] == "choose"]
        if not prompt:
            break
        back = [c for c in prompt if "physical" in repr(c) or c.get("option") == 1]
        sc.act(session, 0, **(back or prompt)[-1])
        sc.settle(session, lambda s: not s.prompts)
    assert session.state.creatures[sc.KEEPER].world == "physical"
    assert lake not in session.state.things
    assert lake in session.state.players[0].sept_discard


# -- Past Lives ----------------------------------------------------------------------------------------
def test_a_past_life_returns_to_the_hand_at_the_end_of_the_turn() -> None:
    """Seed 001 "Past Lives": played only on a member of its tribe (the Ghost of King Ashbrand
    on Keeper, a Silver Fang: +2 Rage, +2 Health); it may not be discarded voluntarily; at the
    end of the turn every Past Life returns to its player's hand."""
    deal = {"0": {"characters": ["keeper-ashgrove", "little-ember"], "sept": ["ghost-of-ashbrand"]}}
    session = sc.new(deal=deal)
    sc.settle(session, lambda s: s.step == "redraw:open")
    ghost = sc.in_hand(session, 0, "ghost-of-ashbrand")
    first = until_offered(session, 0, ghost)  # a Unique card: an Offensive Effect ("OK?")
    plays = offered(session, 0, ghost)
    assert {c["by"] for c in plays} == {sc.KEEPER}  # Little Ember is a Fianna
    sc.act(session, 0, **first)
    sc.settle(session, lambda s: ghost in s.things or s.step != "redraw:open")
    assert session.state.things[ghost].host == sc.KEEPER
    assert query.stat(session.state, sc.KEEPER, "rage") == 3 + 2
    assert query.health(session.state, sc.KEEPER) == 4 + 2
    sc.settle(session, lambda s: s.step == "resource:open")
    assert not offered(session, 0, ghost)  # no voluntary discard
    sc.settle(session, lambda s: s.turn == 2)
    assert ghost not in session.state.things
    assert ghost in session.state.players[0].hand


def test_a_garou_killed_with_a_past_life_costs_two_sept_cards_next_turn() -> None:
    """Seed 001 "Past Lives": if a Character using a Past Life is killed, discard the Past
    Life, and the controlling player's sept hand size is reduced by two next turn."""
    from tests.engine.test_rage_classic_combat_options import with_cards

    deal = {
        "0": {
            "characters": ["keeper-ashgrove", "little-ember"],
            "sept": ["ghost-of-ashbrand"],
            "combat": ["quick-jab", "shoulder-slam", "raking-claws", "sidestep", "hamstring"],
        },
        "1": {
            "characters": ["vesk-hollowjaw"],
            "combat": ["test-maul", "test-maul", "quick-jab", "sidestep", "hamstring"],
        },
    }
    session = with_cards([MAUL], deal)
    sc.settle(session, lambda s: s.step == "redraw:open")
    ghost = sc.in_hand(session, 0, "ghost-of-ashbrand")
    sc.act(session, 0, **until_offered(session, 0, ghost))
    sc.pick_alphas(session, sc.KEEPER, sc.VESK, acting=1)
    sc.act(session, 1, type="attack", target=sc.KEEPER)
    for _ in range(2):
        sc.settle(session, sc.in_combat("play"))
        sc.play_round(
            session,
            {0: [(sc.KEEPER, "null")], 1: [(sc.VESK, sc.card_in_hand(session, 1, "test-maul"))]},
        )
    assert sc.KEEPER not in session.state.creatures  # Crinos Health 8 + 2: 14 damage kills
    assert ghost in session.state.players[0].sept_discard
    sc.settle(session, lambda s: s.turn == 2 and s.step == "redraw:commit")
    assert query.hand_size(session.state, 0, "sept") == 3
    assert query.hand_size(session.state, 1, "sept") == 5


# -- Quests ------------------------------------------------------------------------------------------
def test_a_quest_scores_for_the_creature_that_fulfils_it() -> None:
    """Seed 001 "Quests": a Quest is played on a member of the pack that meets it and garners
    its reward when fulfilled; a creature undertakes one Quest at a time. Ember, on Hunt the
    Defiler, kills a Tar-Pit Bane (an Enemy, Renown 3): 3 VP and 2 more."""
    deal = {
        "0": {
            "characters": ["little-ember"],
            "sept": ["tar-pit-bane", "hunt-the-defiler"],
            "combat": ["raking-claws", "quick-jab", "sidestep", "shoulder-slam", "hamstring"],
        },
        "1": {"characters": ["vesk-hollowjaw"]},
    }
    session = sc.new(deal=deal)
    sc.staged(session, 0, "tar-pit-bane", None)
    quest = sc.in_hand(session, 0, "hunt-the-defiler")
    sc.act(session, 0, **until_offered(session, 0, quest))
    sc.settle(session, lambda s: quest in s.things)
    assert session.state.things[quest].host == sc.EMBER
    bane = next(i for i, ch in session.state.creatures.items() if ".tar-pit-bane." in i)
    sc.pick_alphas(session, sc.EMBER, sc.VESK, acting=1, seat1_passes=True)
    sc.act(session, 0, type="attack", target=bane)
    sc.claim_prey(session)
    sc.play_round(
        session, {0: [(sc.EMBER, sc.card_in_hand(session, 0, "raking-claws"))], 1: [(bane, "null")]}
    )
    assert bane in session.state.players[0].victory
    assert session.state.victory_points(0) == 3 + 2


# -- Rites ---------------------------------------------------------------------------------------------
HIGH_RITE = {
    "id": "test-high-rite",
    "name": "Test High Rite",
    "type": "rite",
    "renown": 5,
    "requires": ["7th Generation", "Pentex"],
    "effects": [{"when": "play", "do": "draw", "amount": 1, "deck": "sept", "target": "me"}],
}


def test_rites_need_renown_a_rite_using_class_and_no_combat() -> None:
    """Seed 001 "Rites": a Renown requirement instead of Gnosis; only Characters that are Garou,
    Fera or Cultists use Rites; Rites cannot be used in the middle of a combat (and FAQ
    "Rites": Pentex cannot). Sister Marrow (7th Generation, a Cult, Renown 4) performs the
    Rite of the Closed Ledger (Renown 3) and draws two; the Renown 5 test Rite is beyond her,
    and Director Vane (Pentex, Renown 6) is no Cultist."""
    from engine.games.rage_classic.decks import pack_to_json, packs

    grey = pack_to_json(packs()["grey-ledger"])
    grey["id"], grey["sept"] = "my-ledger", {**grey["sept"], "test-high-rite": 1}
    deal = {
        "0": {
            "characters": ["sister-marrow", "director-vane"],
            "sept": ["cult-rite", "test-high-rite", "cult-rite"],
        }
    }
    opts = {"packs": [grey, "silver-wake"], "cards": [HIGH_RITE], "deal": deal}
    session = Session.new("rage-classic", 2, 1, opts)
    sc.settle(session, lambda s: s.step == "redraw:open")
    marrow, vane = "0.sister-marrow", "0.director-vane"
    rite = sc.in_hand(session, 0, "cult-rite")
    assert {c["by"] for c in offered(session, 0, rite)} == {marrow}
    assert not offered(session, 0, sc.in_hand(session, 0, "test-high-rite"))
    hand = len(session.state.players[0].hand)
    sc.act(session, 0, type="play", card=rite, by=marrow, target=None)
    sc.settle(session, lambda s: s.pending is None)
    assert len(session.state.players[0].hand) == hand - 1 + 2
    assert vane  # named above: the Executive never performs a Rite
    sc.settle(session, sc.at("combat:alphas"))
    sc.act(session, 0, type="alpha", creature=marrow)
    sc.act(session, 1, type="alpha", creature="1.keeper-ashgrove")
    sc.settle(session, sc.alpha_of(1))  # Keeper (Renown 6) acts first
    sc.act(session, 1, type="attack", target=marrow)
    second = sc.in_hand(session, 0, "cult-rite")
    sc.settle(session, sc.in_combat("begin"))
    for seat in session.to_act():
        assert not offered(session, seat, second)


# -- Adopting Allies -----------------------------------------------------------------------------------
WIN_OVER = {
    "id": "test-win-over",
    "name": "Test Win Over",
    "type": "action",
    "requires": ["Garou"],
    "effects": [
        {
            "when": "play",
            "do": "control",
            "until": "permanent",
            "target": {
                "choose": "character",
                "if": {"any": [{"type": "victim"}, {"type": "enemy"}]},
            },
        }
    ],
}


def test_an_adopted_victim_is_an_ally_worth_its_full_renown() -> None:
    """Seed 001 "Adopting Allies": a Victim recruited into a pack keeps its text but is an Ally
    of that pack, "not Enemies or Victims, so they are worth their full VP to anyone who kills
    them"; "abilities which change a creature's status cannot be used during combat". Seat 0
    puts a Lost Hiker (Victim, Renown 2) in the Hunting Grounds and wins it over; Ysolde (Gaia)
    kills the adopted Ally and scores 2, where a Victim would be worth nothing to her."""
    pack = sc.own_pack(sept={"lost-hiker": 1, "test-win-over": 2})
    deal = {
        "0": {
            "characters": ["keeper-ashgrove", "little-ember"],
            "sept": ["lost-hiker", "test-win-over", "test-win-over"],
            "combat": ["quick-jab", "shoulder-slam", "sidestep", "hamstring", "raking-claws"],
        },
        "1": {
            "characters": ["ysolde-amberclaw"],
            "combat": ["raking-claws", "quick-jab", "shoulder-slam", "sidestep", "hamstring"],
        },
    }
    opts = {"packs": [pack, "thornwood-kin"], "cards": [WIN_OVER], "deal": deal}
    session = Session.new("rage-classic", 2, 1, opts)
    sc.staged(session, 0, "lost-hiker", None)
    sc.settle(session, lambda s: s.step != "resource:commit")
    hiker = next(i for i in session.state.creatures if ".lost-hiker." in i)
    assert session.state.creatures[hiker].pack is None
    win = sc.in_hand(session, 0, "test-win-over")
    command = until_offered(session, 0, win)
    sc.act(session, 0, **{**command, "target": hiker} if "target" in command else command)
    for _ in range(6):
        choose = [c for c in session.legal(0) if c["type"] == "choose" and c.get("option") == hiker]
        if choose:
            sc.act(session, 0, **choose[0])
        if session.state.creatures[hiker].pack == 0:
            break
        seat = min(session.to_act())
        session.apply(seat, next(c for c in session.legal(seat) if c["type"] in sc.QUIET))
    adopted = session.state.creatures[hiker]
    assert (adopted.pack, adopted.kind) == (0, "ally")
    sc.settle(session, sc.at("combat:alphas"))
    ysolde = "1.ysolde-amberclaw"
    sc.act(session, 0, type="alpha", creature=hiker)
    sc.act(session, 1, type="alpha", creature=ysolde)
    sc.settle(session, sc.alpha_of(1))
    sc.act(session, 1, type="attack", target=hiker)
    sc.settle(session, sc.in_combat("play"))
    other = sc.in_hand(session, 0, "test-win-over")
    assert not offered(session, 0, other)  # no change of status during combat
    sc.play_round(
        session,
        {0: [(hiker, "null")], 1: [(ysolde, sc.card_in_hand(session, 1, "raking-claws"))]},
    )
    assert hiker not in session.state.creatures
    assert hiker in session.state.players[1].victory
    assert session.state.victory_points(1) == 2


def test_prey_won_over_for_a_turn_goes_back_to_the_hunt() -> None:
    """Seed 001 "Adopting Allies": a creature that changes pack for a while changes back: a
    Victim won over until the end of the turn is a Victim in the Hunting Grounds again."""
    for_a_turn = {**WIN_OVER, "effects": [{**WIN_OVER["effects"][0], "until": "turn"}]}
    pack = sc.own_pack(sept={"lost-hiker": 1, "test-win-over": 2})
    deal = {"0": {"sept": ["lost-hiker", "test-win-over"]}}
    opts = {"packs": [pack, "thornwood-kin"], "cards": [for_a_turn], "deal": deal}
    session = Session.new("rage-classic", 2, 1, opts)
    sc.staged(session, 0, "lost-hiker", None)
    sc.settle(session, lambda s: s.step != "resource:commit")
    hiker = next(i for i in session.state.creatures if ".lost-hiker." in i)
    sc.act(session, 0, **until_offered(session, 0, sc.in_hand(session, 0, "test-win-over")))
    sc.settle(session, lambda s: s.pending is None and not s.prompts)
    assert (session.state.creatures[hiker].pack, session.state.creatures[hiker].kind) == (0, "ally")
    sc.settle(session, lambda s: s.turn == 2)
    back = session.state.creatures[hiker]
    assert (back.pack, back.kind, back.was) == (None, "victim", "")


# -- Characters: Rogues, Experienced Characters, creature classes ---------------------------------
def pack_of(base: str, characters: list[str], pid: str = "my-own") -> dict[str, Any]:
    from engine.games.rage_classic.decks import pack_to_json, packs

    entry = pack_to_json(packs()[base])
    entry["id"], entry["name"], entry["characters"] = pid, "My Own", characters
    return entry


def test_rogues_serve_either_side_but_bring_at_most_half_the_renown() -> None:
    """Seed 001 "Rogues": Rogues may be used in Gaia or Wyrm packs, "although no pack may start
    with more than half their Renown consisting of Rogues"; once the game begins a Rogue takes
    its pack's allegiance. Ferro the Outcast (Rogue, Renown 5) in a Gaia pack."""
    from engine.core.errors import Illegal

    gaia = pack_of("silver-wake", ["tamsin-brightwater", "little-ember", "ferro-outcast"])
    session = Session.new("rage-classic", 2, 1, {"packs": [gaia, "ashfall-spiral"]})
    ferro = session.state.creatures["0.ferro-outcast"]
    assert query.allegiance(session.state, ferro) == "Gaia"
    heavy = pack_of("grey-ledger", ["ferro-outcast", "sister-marrow"])  # 5 of 9
    try:
        Session.new("rage-classic", 2, 1, {"packs": [heavy, "silver-wake"]})
    except Illegal as refused:
        assert "Rogues" in str(refused)
    else:
        raise AssertionError("a pack more than half Rogue was accepted")


def test_experienced_versions_of_one_character_cannot_share_a_pack() -> None:
    """Seed 001 "Experienced Characters": versions of one Character at different Renown "may
    not be in the same pack" (our Elder Keeper is a version of Keeper Ashgrove)."""
    from engine.core.errors import Illegal

    elder = {
        "id": "test-elder-keeper",
        "name": "Elder Keeper",
        "person": "Keeper Ashgrove",
        "type": "character",
        "allegiance": "gaia",
        "keywords": ["Silver Fangs", "Homid", "Philodox"],
        "renown": 8,
        "rage": 4,
        "gnosis": 6,
        "health": 5,
        "crinos": {"rage": 7, "gnosis": 6, "health": 9},
    }
    both = pack_of("silver-wake", ["keeper-ashgrove", "test-elder-keeper"])
    try:
        Session.new("rage-classic", 2, 1, {"packs": [both, "ashfall-spiral"], "cards": [elder]})
    except Illegal as refused:
        assert "versions of the same Character" in str(refused)
    else:
        raise AssertionError("two versions of Keeper Ashgrove were accepted in one pack")
    alone = pack_of("silver-wake", ["test-elder-keeper", "little-ember"])
    Session.new("rage-classic", 2, 1, {"packs": [alone, "ashfall-spiral"], "cards": [elder]})


def test_garou_regenerate_and_humans_do_not() -> None:
    """Seed 001 "Regeneration Phase" and "Creature classes": all shapeshifters (and vampires)
    regenerate; Humans "cannot frenzy, step sideways or regenerate". Vesk (Garou) and Director
    Vane (Pentex, Human) trade Quick Jabs; next turn only Vesk has healed."""
    vane = "0.director-vane"
    deal = {
        "0": {"characters": ["director-vane"], "combat": ["quick-jab", "sidestep", "hamstring"]},
        "1": {"characters": ["vesk-hollowjaw"], "combat": ["quick-jab", "sidestep", "hamstring"]},
    }
    session = Session.new(
        "rage-classic", 2, 1, {"packs": ["grey-ledger", "ashfall-spiral"], "deal": deal}
    )
    sc.combat_between(session, {0: vane, 1: sc.VESK}, attacker=1, target=vane)
    sc.play_round(
        session,
        {
            0: [(vane, sc.card_in_hand(session, 0, "quick-jab"))],
            1: [(sc.VESK, sc.card_in_hand(session, 1, "quick-jab"))],
        },
    )
    sc.act(session, 1, type="choose", kind="withdraw", option="withdraw")
    assert [session.state.creatures[i].wounds for i in (vane, sc.VESK)] == [1, 1]
    sc.settle(session, lambda s: s.turn == 2 and s.phase == "resource")
    assert [session.state.creatures[i].wounds for i in (vane, sc.VESK)] == [1, 0]
    assert not query.can(session.state, vane, "f") and not query.can(session.state, vane, "s")
    assert query.can(session.state, sc.VESK, "f") and query.can(session.state, sc.VESK, "s")


RESTRICTED_JAB = {
    "id": "test-restricted-jab",
    "name": "Test Restricted Jab",
    "type": "combat-action",
    "rage": 1,
    "damage": 1,
    "keywords": ["Combat Restricted"],
}


def test_a_side_plays_one_copy_of_a_combat_restricted_card_per_combat() -> None:
    """Seed 001 "Combat Restricted": "Each side of combat cannot play more than one of a Combat
    Restricted card per combat"; the second copy is illegal and discarded."""
    from tests.engine.test_rage_classic_combat_options import with_cards

    deal = {
        "0": {
            "characters": ["little-ember"],
            "combat": ["test-restricted-jab", "test-restricted-jab", "sidestep", "hamstring"],
        },
        "1": {
            "characters": ["vesk-hollowjaw"],
            "combat": ["quick-jab", "shoulder-slam", "sidestep"],
        },
    }
    session = with_cards([RESTRICTED_JAB], deal)
    sc.pick_alphas(session, sc.EMBER, sc.VESK, acting=1)
    sc.act(session, 1, type="attack", target=sc.EMBER)
    for card in ("quick-jab", "shoulder-slam"):
        sc.settle(session, sc.in_combat("play"))
        sc.play_round(
            session,
            {
                0: [(sc.EMBER, sc.card_in_hand(session, 0, "test-restricted-jab"))],
                1: [(sc.VESK, sc.card_in_hand(session, 1, card))],
            },
        )
        if session.state.combat is not None and session.state.combat.step == "withdraw":
            sc.act(session, 1, type="choose", kind="withdraw", option="fight-on")
    assert session.state.creatures[sc.VESK].wounds == 1  # the second copy was illegal
    assert session.state.creatures[sc.EMBER].wounds == 3


def test_a_creature_out_of_play_cannot_act_and_comes_back() -> None:
    """Seed 001 "Out of Play": a creature placed out of play for a while "cannot be targeted
    ..., cannot take any actions ... and cannot enter combat", and returns when the card says
    (seed 003 "Removido do Jogo" agrees). Keeper's Judgment of Elders passes against Ysolde:
    out until the end of the turn, she cannot be an alpha; next turn she can."""
    from tests.engine.test_rage_classic_scenarios import LIEN, YSOLDE, vote

    deal = {
        "0": {"characters": ["keeper-ashgrove", "little-ember"], "sept": ["judgment-of-elders"]},
        "1": {"characters": ["ysolde-amberclaw", "master-lien"]},
    }
    session = sc.new(("silver-wake", "thornwood-kin"), deal=deal)
    sc.settle(session, lambda s: s.step == "moot:commit")
    judgment = sc.in_hand(session, 0, "judgment-of-elders")
    calls = [c for c in session.legal(0) if c.get("card") == judgment and c.get("target") == YSOLDE]
    sc.act(session, 0, **calls[0])
    sc.settle(session, lambda s: s.step == "moot:vote")
    vote(session, {sc.KEEPER: "yes", YSOLDE: "no", LIEN: "no", sc.EMBER: "yes"})
    assert session.state.creatures[YSOLDE].out
    sc.settle(session, sc.at("combat:alphas"))
    picks = {c["creature"] for c in session.legal(1) if c["type"] == "alpha"}
    assert picks == {LIEN}
    sc.settle(session, lambda s: s.turn == 2)
    assert not session.state.creatures[YSOLDE].out


SKIP_REDRAW = {
    "id": "test-endless-calls",
    "name": "Test Endless Calls",
    "type": "event",
    "effects": [{"when": "play", "do": "skip-redraw", "target": "each-opponent"}],
}


def test_a_pack_made_to_skip_its_next_redraw_neither_discards_nor_draws() -> None:
    """Seed 001 chapter 0's superseded Telemarketing Campaign ("All other packs skip their next
    redraw phase"), with a test card of our own: the other pack is not asked for discards in
    the next Redraw Phase and draws nothing; the player who played it redraws as usual."""
    pack = sc.own_pack(sept={"test-endless-calls": 1})
    deal = {
        "0": {"sept": ["test-endless-calls"]},
        "1": {"characters": ["vesk-hollowjaw"], "sept": ["slag-caern"]},
    }
    opts = {"packs": [pack, "ashfall-spiral"], "cards": [SKIP_REDRAW], "deal": deal}
    session = Session.new("rage-classic", 2, 1, opts)
    sc.settle(session, lambda s: s.step == "redraw:open")
    sc.act(session, 0, **until_offered(session, 0, sc.in_hand(session, 0, "test-endless-calls")))
    sc.staged(session, 1, "slag-caern", sc.VESK)
    sc.settle(session, lambda s: s.turn == 2 and s.step == "redraw:commit")
    assert 1 not in session.to_act()
    held = [len(p.hand) for p in session.state.players]
    assert held[1] == 4
    sc.settle(session, lambda s: s.step == "redraw:open")
    assert [len(p.hand) for p in session.state.players] == [5, 4]


def test_a_personal_totem_keeps_its_character_out_of_the_pack_totem() -> None:
    """Seed 001 "Events": once a pack has played a Pack Totem every member gains its benefit,
    but "a Character with a Personal Totem may not benefit from Pack Totems". Corrick's Grey
    Wolf's Watch gives the pack +1 Rage; Ysolde takes the Lynx of the High Snow (+2 Gnosis) and
    loses the Wolf's Rage."""
    pack = pack_of("thornwood-kin", ["ysolde-amberclaw", "corrick-stonehowl"])
    pack["sept"] = {**pack["sept"], "wolf-totem": 1}
    ysolde, corrick = "0.ysolde-amberclaw", "0.corrick-stonehowl"
    deal = {"0": {"sept": ["wolf-totem", "lynx-totem"]}}
    session = Session.new("rage-classic", 2, 1, {"packs": [pack, "ashfall-spiral"], "deal": deal})
    sc.settle(session, lambda s: s.step == "redraw:open")
    rage = {i: query.stat(session.state, i, "rage") for i in (ysolde, corrick)}
    sc.act(session, 0, **until_offered(session, 0, sc.in_hand(session, 0, "wolf-totem")))
    sc.settle(session, lambda s: s.pending is None and not s.prompts)
    assert {i: query.stat(session.state, i, "rage") for i in rage} == {
        i: r + 1 for i, r in rage.items()
    }
    lynx = sc.in_hand(session, 0, "lynx-totem")
    sc.act(session, 0, **until_offered(session, 0, lynx))
    sc.settle(session, lambda s: lynx in s.things)
    assert session.state.things[lynx].host == ysolde
    assert query.stat(session.state, ysolde, "rage") == rage[ysolde]
    assert query.stat(session.state, corrick, "rage") == rage[corrick] + 1
    assert query.stat(session.state, ysolde, "gnosis") == 4 + 2


def test_a_personal_totem_may_be_discarded_at_any_time_for_the_pack_totem() -> None:
    """Seed 001 FAQ "Totems": "Can you discard a Personal Totem to take advantage of a Pack
    Totem? Yes. You may discard the Personal totem at any time" (and "Events": Totems, like
    Quests, may be discarded voluntarily). Ysolde holds the Lynx of the High Snow, so the Grey
    Wolf's +1 Rage passes her by; in the next Open Play window (the Regeneration Phase's) her
    player discards the Lynx: she gets the Wolf's Rage and loses the Lynx's Gnosis. A Totem is
    offered for discard only to its own player, and nothing else in play is."""
    pack = pack_of("thornwood-kin", ["ysolde-amberclaw", "corrick-stonehowl"])
    pack["sept"] = {**pack["sept"], "wolf-totem": 1}
    ysolde = "0.ysolde-amberclaw"
    deal = {"0": {"sept": ["wolf-totem", "lynx-totem"]}}
    session = Session.new("rage-classic", 2, 1, {"packs": [pack, "ashfall-spiral"], "deal": deal})
    sc.settle(session, lambda s: s.step == "redraw:open")
    rage = query.stat(session.state, ysolde, "rage")
    sc.act(session, 0, **until_offered(session, 0, sc.in_hand(session, 0, "wolf-totem")))
    sc.settle(session, lambda s: s.pending is None and not s.prompts)
    lynx = sc.in_hand(session, 0, "lynx-totem")
    sc.act(session, 0, **until_offered(session, 0, lynx))
    sc.settle(session, lambda s: lynx in s.things)
    assert query.stat(session.state, ysolde, "rage") == rage
    sc.settle(session, lambda s: s.step == "regeneration:open")
    scraps = [c for c in session.legal(0) if c["type"] == "scrap"]
    assert {"type": "scrap", "card": lynx} in scraps
    assert len(scraps) == 2  # the two Totems: no Character, no Combat card
    assert not [c for c in session.legal(1) if c.get("card") == lynx]
    sc.act(session, 0, type="scrap", card=lynx)
    assert lynx in session.state.players[0].sept_discard
    assert query.stat(session.state, ysolde, "rage") == rage + 1
    assert query.stat(session.state, ysolde, "gnosis") == 4
