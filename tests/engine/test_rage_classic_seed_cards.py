"""Every card seed 001 quotes in full, written in the schema with rage-classic's words
(tests/engine/fixtures/rage_classic_seed001.json), each with a scenario showing that the
engine plays it as its text (and the seed's ruling) says.

The inventory (line numbers in ../shared/seeds/001_eeff2173497da6ec.txt): the 18 cards of
"Superseded Cards - Alphabetical Card Listing" (lines 29-47). The 300-odd entries of the
"Alphabetical Card Listing" (lines 1900-2210) are rulings on cards whose text the seed does
not give, except two errata that state a card's whole rules text: Skin of the Hellbound
(line 2134) and Rite of Wisdom (line 2113: "must always vote first" is the grant `vote-first`,
"on the winning side of all Juntas" the condition `{"voted": "winning"}`), both written here. The report of branch ccg-cards
lists the near misses (errata that restate one ability or the stats). Seed 000 quotes no card in full (its example cards are
in rage_lv_seed000.json, tested by test_rage_lv_seed_cards.py).

The cards come in through the game's own cards (option "cards"), as a player's own would, and
are dealt on stacked decks. `SCENARIOS` maps each card to its scenario; the field-read test
runs each one while recording what the rules read of the card.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from engine.ccg.tracking import tracked
from engine.core.session import Session
from engine.games.rage_classic.cards import cards, check_card, extra_cards, load_extra, rules_text
from engine.games.rage_classic.decks import check_pack, packs
from tests.engine.card_field_reads import scenario_book, unread_while
from tests.engine.test_rage_classic_scenarios import (
    EMBER,
    EMBER_HAND,
    QUIET,
    VESK,
    VESK_HAND,
    act,
    alpha_of,
    at,
    card_in_hand,
    claim_prey,
    combat_between,
    events_since,
    in_combat,
    in_hand,
    new,
    pick_alphas,
    play_round,
    settle,
    staged,
    wounds,
)

FIXTURE = Path(__file__).parent / "fixtures" / "rage_classic_seed001.json"
CARDS: list[dict[str, Any]] = json.loads(FIXTURE.read_text())["cards"]
#: Characters of the tests' own, with the stats and keywords a seed card asks of its user.
USERS: list[dict[str, Any]] = [
    {
        "id": "t-elder",
        "name": "Test Elder",
        "type": "character",
        "allegiance": "gaia",
        "keywords": ["Silver Fangs", "Glass Walkers", "Stargazers", "Philodox", "Homid"],
        "renown": 7,
        "rage": 4,
        "gnosis": 10,
        "health": 5,
        "crinos": {"rage": 9, "gnosis": 10, "health": 9},
    },
    {
        "id": "t-metis",
        "name": "Test Metis",
        "type": "character",
        "allegiance": "gaia",
        "keywords": ["Get of Fenris", "Metis", "Ahroun"],
        "renown": 7,
        "rage": 9,
        "gnosis": 3,
        "health": 8,
    },
    {
        "id": "t-pup",
        "name": "Test Pup",
        "type": "character",
        "allegiance": "gaia",
        "keywords": ["Silver Fangs", "Homid"],
        "renown": 1,
        "rage": 3,
        "gnosis": 7,
        "health": 4,
    },
    {
        "id": "t-spiral",
        "name": "Test Spiral",
        "type": "character",
        "allegiance": "wyrm",
        "keywords": ["Black Spiral Dancers", "Homid", "Theurge"],
        "renown": 7,
        "rage": 4,
        "gnosis": 8,
        "health": 5,
        "crinos": {"rage": 7, "gnosis": 8, "health": 8},
    },
]
#: Test Gifts, one per requirement category (seed 001, "Wyrms Gifts and Auspice Gifts").
GIFTS: list[dict[str, Any]] = [
    {
        "id": f"t-{word.lower().replace(' ', '-')}-gift",
        "name": f"Test {word} Gift",
        "type": "gift",
        "gnosis": gnosis,
        "requires": [word],
        "effects": [{"when": "play", "do": "draw", "amount": 1, "deck": "sept", "target": "me"}],
    }
    for word, gnosis in (
        ("Red Talons", 9),  # a Gaia tribe: a Gaia Gift
        ("Black Spiral Dancers", 1),  # a Wyrm Gift
        ("Children of Gaia", 2),
        ("Theurge", 2),  # an Auspice Gift
        ("Ahroun", 1),  # an Auspice Gift
        ("Lupus", 1),  # a Breed Gift
        ("Beast-of-War", 1),  # an Aspect Gift
    )
]
USERS += GIFTS
#: Test Thinning Veil: an Event that fluxes every Gauntlet (Umbral Escape's "which may be fluxed
#: as if it were the Gauntlet on a caern").
VEIL = {
    "id": "t-thinning-veil",
    "name": "Test Thinning Veil",
    "type": "event",
    "effects": [
        {
            "when": "play",
            "do": "modify",
            "stat": "gauntlet",
            "amount": 2,
            "until": "turn",
            "target": "each-player",
        }
    ],
}
USERS += [VEIL]
#: Test Killing Word: an Event that kills a Character outright (Eye of the Cobra's user).
KILLING_WORD = {
    "id": "t-killing-word",
    "name": "Test Killing Word",
    "type": "event",
    "effects": [{"when": "play", "do": "damage", "amount": 10, "target": "character"}],
}
USERS += [KILLING_WORD]
OWN = load_extra(CARDS + USERS)


def can_use(session: Session, iid: str, gift_word: str) -> bool:
    """Whether the creature may play the test Gift of that requirement (its Gnosis, its
    requirement category and its allegiance), asked of the rules on the live state."""
    from engine.games.rage_classic import plays

    with extra_cards(OWN):
        gift = OWN[f"t-{gift_word.lower().replace(' ', '-')}-gift"]
        return plays.gift_ok(session.state, iid, gift)


SCENARIOS: dict[str, Callable[[], None]] = {}
#: Card file fields -> the card attributes that hold them.
FIELD_ATTRS = {"requires": ("requires", "requirement")}
VANE = "0.director-vane"


scenario = scenario_book(SCENARIOS)


def game(
    deal: dict[str, Any], packs: tuple[str, str] = ("silver-wake", "ashfall-spiral")
) -> Session:
    return new(packs, deal=deal, cards=CARDS + USERS)


def vp(session: Session, seat: int) -> int:
    with extra_cards(OWN):
        return session.state.victory_points(seat)


def ember_attacks_prey(card_id: str, vesk_hand: list[str] | None = None) -> tuple[Session, str]:
    """Seat 0 puts the prey `card_id` in the Hunting Grounds; Vesk passes; Ember attacks it;
    seat 1 plays for it."""
    return hunts(card_id, "little-ember", EMBER_HAND, vesk_hand=vesk_hand)


def hunts(
    prey_id: str,
    hunter: str,
    hand: list[str],
    sept: tuple[str, ...] = (),
    equip: str = "",
    vesk_hand: list[str] | None = None,
    allegiance: str = "silver-wake",
) -> tuple[Session, str]:
    """Seat 0's only character `hunter` (Combat hand `hand`, Sept cards `sept` besides the
    prey) puts the prey in the Hunting Grounds (and `equip` on itself); Vesk's alpha passes;
    the hunter attacks the prey and seat 1 plays for it."""
    deal = {
        "0": {
            "characters": [hunter],
            "sept": [prey_id, *sept, *([equip] if equip else [])],
            "combat": hand,
        },
        "1": {"characters": ["vesk-hollowjaw"], "combat": vesk_hand or VESK_HAND},
    }
    session = game(deal, (allegiance, "ashfall-spiral"))
    me = f"0.{hunter}"
    prey = staged(session, 0, prey_id, None)
    if equip:
        act(session, 0, type="stage", card=in_hand(session, 0, equip), by=me)
    settle(session, at("combat:alphas"))
    act(session, 0, type="alpha", creature=me)
    act(session, 1, type="alpha", creature=VESK)
    for _ in range(2):
        settle(session, lambda s: alpha_of(0)(s) or alpha_of(1)(s))
        if alpha_of(1)(session.state):
            act(session, 1, type="pass")
        else:
            act(session, 0, type="attack", target=prey)
            break
    claim_prey(session)
    return session, prey


# -- the fixture as a whole -------------------------------------------------------------------------
def test_every_quoted_card_loads_and_reads_as_a_card() -> None:
    loaded = load_extra(CARDS, "seed 001")
    assert len(loaded) == 18 + 2  # the superseded listing, Skin of the Hellbound and Rite of Wisdom
    for i, raw in enumerate(CARDS):
        assert rules_text(check_card("seed 001", raw, i)).endswith(".")


def test_every_quoted_card_has_a_scenario() -> None:
    assert set(SCENARIOS) == {c["id"] for c in CARDS}


@pytest.mark.parametrize("card_id", sorted(c["id"] for c in CARDS))
def test_seed_card_does_what_its_text_says_and_every_field_is_read(card_id: str) -> None:
    assert unread_while(card_id, CARDS, FIELD_ATTRS, SCENARIOS[card_id]) == []


# -- the superseded cards ------------------------------------------------------------------------
@scenario("s1-furmling")
def _furmling() -> None:
    """ "All damage from a Furmling is aggravated." Ember attacks it; seat 1 plays a Quick Jab
    for it: the wound it deals is aggravated. Ember kills it (Health 4) in two rounds and
    scores its Renown 5."""
    session, furmling = ember_attacks_prey("s1-furmling")
    jab = card_in_hand(session, 1, "quick-jab")
    claws = card_in_hand(session, 0, "raking-claws")
    play_round(session, {0: [(EMBER, claws)], 1: [(furmling, jab)]})
    assert [(d.card, d.aggravated) for d in session.state.creatures[EMBER].damage] == [(jab, True)]
    act(session, 0, type="choose", kind="withdraw", option="fight-on")
    claim_prey(session)
    play_round(session, {0: [(EMBER, card_in_hand(session, 0, "shoulder-slam"))]})
    assert furmling not in session.state.creatures
    assert vp(session, 0) == 5


def vane_attacks_ember(vane_sept: list[str], vane_hand: list[str]) -> tuple[Session, list[str]]:
    """Director Vane (Rage 2, Homid) stages `vane_sept` on himself, then attacks Little Ember
    (he acts first, Renown 6 against 4)."""
    deal = {
        "0": {"characters": ["director-vane"], "sept": vane_sept, "combat": vane_hand},
        "1": {"characters": ["little-ember"], "combat": EMBER_HAND},
    }
    session = game(deal, ("grey-ledger", "silver-wake"))
    settle(session, lambda s: s.step == "resource:commit")
    placed = []
    for card_id in vane_sept:
        card = in_hand(session, 0, card_id)
        act(session, 0, type="stage", card=card, by=VANE)
        placed.append(card)
    combat_between(session, {0: VANE, 1: "1.little-ember"}, attacker=0, target="1.little-ember")
    return session, placed


@scenario("s1-38-special")
def _38_special() -> None:
    """ "Only usable by creatures in Homid form. This Firearm allows this creature to play damage
    cards of Rage 3 or less." Rage-2 Director Vane's Raking Claws (Rage 3) is a bluff, thrown
    away against a creature that did not bluff; with the .38 it lands. "You may have up to 3
    copies in your deck": a deck of 3 passes, 4 do not."""
    claws = ["raking-claws", "quick-jab", "sidestep", "shoulder-slam", "brace-and-hold"]
    for sept, expected in (([], 0), (["s1-38-special"], 3)):
        session, _ = vane_attacks_ember(sept, claws)
        jab = card_in_hand(session, 1, "quick-jab")
        play_round(
            session,
            {0: [(VANE, card_in_hand(session, 0, "raking-claws"))], 1: [("1.little-ember", jab)]},
        )
        assert wounds(session, "1.little-ember") == expected
    pack = packs()["grey-ledger"]
    pool = {**cards(), **{cid: tracked(c) for cid, c in load_extra(CARDS).items()}}
    three = replace(pack, sept=(*pack.sept, ("s1-38-special", 3)))
    four = replace(pack, sept=(*pack.sept, ("s1-38-special", 4)))
    assert not [p for p in check_pack(three, 20, pool=pool) if ".38" in p]
    assert [p for p in check_pack(four, 20, pool=pool) if ".38" in p]


def ember_and_vesk(sept0: list[str], sept1: list[str] | None = None) -> Session:
    """Little Ember (seat 0) holds `sept0` on top of its Sept deck, Vesk (seat 1) `sept1`; on
    to the first Redraw Phase's Open Play."""
    deal = {
        "0": {"characters": ["little-ember"], "sept": sept0, "combat": EMBER_HAND},
        "1": {"characters": ["vesk-hollowjaw"], "sept": sept1 or [], "combat": VESK_HAND},
    }
    session = game(deal)
    settle(session, lambda s: s.step == "redraw:open")
    return session


def offensive_play(session: Session, seat: int, card: str, **fields: Any) -> None:
    """An Offensive Effect: announced, every other player lets it pass, then played."""
    act(session, seat, type="announce")
    for other in sorted(session.to_act()):
        if other != seat:
            act(session, other, type="ok")
    act(session, seat, type="play", card=card, **{"by": None, "target": None, **fields})


def hand_sizes(session: Session) -> list[int]:
    from engine.games.rage_classic import query

    with extra_cards(OWN):
        return [query.hand_size(session.state, seat, "sept") for seat in (0, 1)]


@scenario("s1-telemarketing-campaign")
def _telemarketing() -> None:
    """ "All other packs skip their next redraw phase. The player using Telemarketing Campaign
    has his Sept hand size reduced by three next turn. The same player may not play
    Telemarketing Campaign two turns in a row." Vesk's pack plays a card (4 in hand) and does
    not refill at the next Redraw; Ember's player has a Sept hand of 2 next turn; the second
    copy is not playable next turn, and is again the turn after."""
    session = ember_and_vesk(["s1-telemarketing-campaign"] * 2)
    act(session, 1, type="play", card="1.wormhole-totem.1", by=VESK, target=None)
    first, second = "0.s1-telemarketing-campaign.1", "0.s1-telemarketing-campaign.2"
    offensive_play(session, 0, first)
    settle(session, lambda s: s.turn == 2 and s.step == "redraw:open")
    assert len(session.state.players[1].hand) == 4  # skipped its Redraw
    assert hand_sizes(session) == [2, 5]
    assert {"type": "announce"} not in session.legal(0)  # its only Offensive card waits
    settle(session, lambda s: s.turn == 3 and s.step == "redraw:open")
    assert hand_sizes(session) == [5, 5]
    assert len(session.state.players[1].hand) == 5  # Vesk's pack redraws again
    act(session, 0, type="announce")
    act(session, 1, type="ok")
    assert [c for c in session.legal(0) if c.get("card") == second]


@scenario("s1-visit-from-white-father")
def _white_father() -> None:
    """ "The pack with the least victory Points draws two Sept cards. If there is a tie for
    least victory points, all packs involved in the tie draw cards." No pack has scored: both
    draw two."""
    session = ember_and_vesk(["s1-visit-from-white-father"])
    before = [len(p.hand) for p in session.state.players]
    offensive_play(session, 0, "0.s1-visit-from-white-father.1")
    assert [len(p.hand) for p in session.state.players] == [before[0] - 1 + 2, before[1] + 2]


ELDER, SPIRAL = "0.t-elder", "0.t-spiral"
JABS = ["quick-jab", "sidestep", "shoulder-slam", "raking-claws", "brace-and-hold"]


def round_then(session: Session, mine: str, prey: str, card: str = "quick-jab") -> None:
    """One round: `mine` plays `card`, the prey a Quick Jab; the game waits in the window
    after the round's Combat Actions resolve."""
    play_round(
        session,
        {
            0: [(mine, card_in_hand(session, 0, card))],
            1: [(prey, card_in_hand(session, 1, "quick-jab"))],
        },
    )
    assert session.state.combat is not None and session.state.combat.step == "round-over"


@scenario("s1-gaias-vengeance")
def _gaias_vengeance() -> None:
    """ "Play Gaia's Vengeance at the end of a round of combat, after combat actions have been
    resolved. Gaia's Vengeance does 8 damage to an Enemy that the Gift user is facing in
    combat. Use this Gift to mark the damage." A Gnosis 10 Philodox fights a Furmling: the Gift
    is not offered before the round, is after it, and kills the Furmling with its own card as
    the damage card; the kill scores."""
    session, furmling = hunts("s1-furmling", "t-elder", JABS, sept=("s1-gaias-vengeance",))
    gift = in_hand(session, 0, "s1-gaias-vengeance")
    assert not [c for c in session.legal(0) if c.get("card") == gift]
    round_then(session, ELDER, furmling)
    offensive_play(session, 0, gift, by=ELDER)
    assert furmling not in session.state.creatures
    assert vp(session, 0) == 5


@scenario("s1-gaias-will-corrupted")
def _gaias_will_corrupted() -> None:
    """ "... Gaia's Will Corrupted does 5 damage to a Victim that the Gift user is facing in
    combat." A Black Spiral Dancer hunting an Honest Senator (Health 3) kills it after the
    round; against an Enemy (a Furmling) it is not offered."""
    session, senator = hunts(
        "s1-honest-senator",
        "t-spiral",
        JABS,
        sept=("s1-gaias-will-corrupted",),
        allegiance="ashfall-spiral",
    )
    gift = in_hand(session, 0, "s1-gaias-will-corrupted")
    round_then(session, SPIRAL, senator)
    offensive_play(session, 0, gift, by=SPIRAL)
    assert senator not in session.state.creatures
    session, furmling = hunts(
        "s1-furmling",
        "t-spiral",
        JABS,
        sept=("s1-gaias-will-corrupted",),
        allegiance="ashfall-spiral",
    )
    round_then(session, SPIRAL, furmling)
    gift = in_hand(session, 0, "s1-gaias-will-corrupted")
    assert {"type": "announce"} not in session.legal(0)
    assert not [c for c in session.legal(0) if c.get("card") == gift]


def use_of(session: Session, seat: int, card: str) -> dict[str, Any]:
    """The seat's command that uses the ability of `card` (announced first if Offensive)."""
    found = [c for c in session.legal(seat) if c["type"] == "use" and c["card"] == card]
    if not found and {"type": "announce"} in session.legal(seat):
        act(session, seat, type="announce")
        for other in sorted(session.to_act()):
            if other != seat:
                act(session, other, type="ok")
        found = [c for c in session.legal(seat) if c["type"] == "use" and c["card"] == card]
    assert found, f"{card} cannot be used: {session.legal(seat)}"
    return found[0]


@scenario("s1-bane-arrow")
def _bane_arrow() -> None:
    """ "After all combat cards have resolved in a combat round, the owner of the Bane Arrow may
    discard Bane Arrow to do 3 damage to an Enemy it is in combat with. Use the Bane Arrow card
    to mark this damage." Ember, carrying it, fights a Furmling: after a first round where
    Ember only dodged, the Arrow is discarded and marks 3 damage on the Furmling. "If the
    Enemy is killed during this round, it is worth no victory points and is discarded": after
    a round where Ember's Quick Jab wounded it (1 of Health 4), the Arrow kills it; it goes to
    its owner's discard pile and scores nothing (killed by Ember's card it scores 5: the
    Furmling's own scenario)."""
    session, furmling = hunts("s1-furmling", "little-ember", JABS, equip="s1-bane-arrow")
    arrow = next(i for i in session.state.things if ".s1-bane-arrow." in i)
    assert not [c for c in session.legal(0) if c.get("card") == arrow]
    round_then(session, EMBER, furmling, "sidestep")
    act(session, 0, **use_of(session, 0, arrow))
    assert arrow not in session.state.things
    assert [(d.card, d.amount) for d in session.state.creatures[furmling].damage] == [(arrow, 3)]
    session, furmling = hunts("s1-furmling", "little-ember", JABS, equip="s1-bane-arrow")
    arrow = next(i for i in session.state.things if ".s1-bane-arrow." in i)
    round_then(session, EMBER, furmling, "quick-jab")
    assert wounds(session, furmling) == 1
    act(session, 0, **use_of(session, 0, arrow))
    assert furmling not in session.state.creatures
    assert furmling in session.state.players[0].sept_discard
    assert vp(session, 0) == 0


@scenario("s1-umbral-escape")
def _umbral_escape() -> None:
    """ "Fast striking. This creature steps sideways into the Umbra against a Gauntlet of 3,
    which may be fluxed as if it were the Gauntlet on a caern. It returns from the Umbra at the
    start of the next turn." Ember (Gnosis 4) plays it against Vesk's Shoulder Slam: it
    resolves first, Ember is in the Umbra and out of the combat, so the slam finds no target;
    at the next turn Ember is back in the physical world. With the Gauntlet fluxed to 5 (Test
    Thinning Veil, player stat `gauntlet`, which fluxes a Caern's Gauntlet too) her Gnosis is
    short: she stays, and the slam lands."""
    from engine.games.rage_classic import query, turn

    session = game(
        {
            "0": {"characters": ["little-ember"], "combat": ["s1-umbral-escape", *JABS[:4]]},
            "1": {"characters": ["vesk-hollowjaw"], "combat": VESK_HAND},
        }
    )
    combat_between(session, {0: EMBER, 1: VESK}, attacker=1, target=EMBER)
    escape = card_in_hand(session, 0, "s1-umbral-escape")
    play_round(
        session, {0: [(EMBER, escape)], 1: [(VESK, card_in_hand(session, 1, "shoulder-slam"))]}
    )
    assert session.state.combat is None
    assert session.state.creatures[EMBER].world == "umbra"
    assert wounds(session, EMBER) == 0
    settle(session, lambda s: s.turn == 2)
    assert session.state.creatures[EMBER].world == "physical"
    # "a Gauntlet of 3, which may be fluxed as if it were the Gauntlet on a caern": Vesk's
    # player raises every Gauntlet by 2 this turn (Test Thinning Veil): Ember's
    # Gnosis 4 is short of 5, she does not step sideways, stays in the fight and takes the slam.
    session = game(
        {
            "0": {"characters": ["little-ember"], "combat": ["s1-umbral-escape", *JABS[:4]]},
            "1": {
                "characters": ["vesk-hollowjaw"],
                "sept": ["t-thinning-veil"],
                "combat": VESK_HAND,
            },
        }
    )
    settle(session, lambda s: s.step == "redraw:open")
    veil = in_hand(session, 1, "t-thinning-veil")
    play = {"type": "play", "card": veil, "by": None, "target": None}
    if play in session.legal(1):
        act(session, 1, **play)
    else:
        offensive_play(session, 1, veil)
    settle(session, lambda s: s.step != "redraw:open")
    with extra_cards(OWN):
        assert turn.caern_gauntlet(session.state, 0) is None  # no Caern: only cards flux it
        assert session.state.players and query.player_bonus(session.state, 0, "gauntlet") == 2
    combat_between(session, {0: EMBER, 1: VESK}, attacker=1, target=EMBER)
    escape = card_in_hand(session, 0, "s1-umbral-escape")
    play_round(
        session, {0: [(EMBER, escape)], 1: [(VESK, card_in_hand(session, 1, "shoulder-slam"))]}
    )
    assert session.state.creatures[EMBER].world == "physical"
    assert wounds(session, EMBER) > 0


MARROW = "1.sister-marrow"


def marrow_game(sept0: list[str]) -> Session:
    """Little Ember (seat 0) against Sister Marrow (seat 1, 7th Generation, Renown 4); to the
    alpha picks."""
    deal = {
        "0": {"characters": ["little-ember"], "sept": sept0, "combat": EMBER_HAND},
        "1": {"characters": ["sister-marrow"], "combat": JABS},
    }
    return game(deal, ("silver-wake", "grey-ledger"))


@scenario("s1-honest-senator")
def _honest_senator() -> None:
    """ "Members of the 7th Generation can take no actions other than to regenerate, defend
    themselves if attacked, and recruit Allies while the Senator is in play." Without the
    Senator, Sister Marrow may be an alpha; with it in play she may not (an alpha's action is
    an action). Ember, who is not 7th Generation, still is."""
    session = marrow_game([])
    settle(session, at("combat:alphas"))
    assert {"type": "alpha", "creature": MARROW} in session.legal(1)
    session = marrow_game(["s1-honest-senator"])
    staged(session, 0, "s1-honest-senator", None)
    settle(session, at("combat:alphas"))
    assert session.legal(1) == []
    act(session, 0, type="alpha", creature=EMBER)
    settle(session, alpha_of(0))
    senator = next(i for i in session.state.creatures if ".s1-honest-senator." in i)
    act(session, 0, type="attack", target=senator)
    claim_prey(session)
    claws = card_in_hand(session, 0, "raking-claws")
    play_round(
        session, {0: [(EMBER, claws)], 1: [(senator, card_in_hand(session, 1, "quick-jab"))]}
    )
    assert senator not in session.state.creatures  # Health 3
    assert vp(session, 0) == 0  # a Victim is worth nothing to a Gaia pack (seed 001)
    session, senator = hunts("s1-honest-senator", "t-spiral", JABS, allegiance="ashfall-spiral")
    claws = card_in_hand(session, 0, "raking-claws")
    play_round(
        session, {0: [(SPIRAL, claws)], 1: [(senator, card_in_hand(session, 1, "quick-jab"))]}
    )
    assert vp(session, 0) == 4  # and its Renown to a Wyrm pack


METIS = "0.t-metis"


def round_over(session: Session) -> None:
    """Quiet answers (no feint) until the round is over: the attacker is asked whether to
    withdraw, or the combat ended."""
    settle(session, lambda s: s.combat is None or bool(s.prompts))


def fight_on(session: Session) -> None:
    act(session, 0, type="choose", kind="withdraw", option="fight-on")
    settle(session, in_combat("play"))


@scenario("s1-mangle")
def _mangle() -> None:
    """ "Rage 8 Damage 6 Combat Restricted. Crinos form only. Cannot be bluffed. The creature
    wounded by Mangle may take no actions for the next two rounds of this combat. The wounded
    creature may take no actions other than play Combat Actions until the end of the phase."
    A Rage 9 Metis (always Crinos) mangles Vesk: 6 damage; Vesk's Combat Actions of the next two
    rounds are illegal and do nothing, the third lands; the rest lasts to the phase's end. A
    breed-form Garou may not play it at all, and a Rage 7 one may not bluff it."""
    session = game(
        {
            "0": {"characters": ["t-metis"], "combat": ["s1-mangle", *JABS[:4]]},
            "1": {
                "characters": ["vesk-hollowjaw"],
                "combat": ["quick-jab", "shoulder-slam", "hamstring", "raking-claws", "sidestep"],
            },
        }
    )
    combat_between(session, {0: METIS, 1: VESK}, attacker=0, target=VESK)
    mangle = card_in_hand(session, 0, "s1-mangle")
    play_round(session, {0: [(METIS, mangle)], 1: [(VESK, card_in_hand(session, 1, "quick-jab"))]})
    assert wounds(session, VESK) == 6 and wounds(session, METIS) == 1
    for mine, theirs in (("sidestep", "shoulder-slam"), ("quick-jab", "hamstring")):
        fight_on(session)
        before = wounds(session, METIS)
        start = play_round(
            session,
            {
                0: [(METIS, card_in_hand(session, 0, mine))],
                1: [(VESK, card_in_hand(session, 1, theirs))],
            },
        )
        round_over(session)
        assert wounds(session, METIS) == before
        assert [e for e in events_since(session, start) if e.get("status") == "illegal"]
    fight_on(session)
    before = wounds(session, METIS)
    play_round(
        session, {0: [(METIS, "null")], 1: [(VESK, card_in_hand(session, 1, "raking-claws"))]}
    )
    round_over(session)
    assert wounds(session, METIS) == before + 3
    lasting = [e for e in session.view(None)["lasting"] if e["on"] == VESK]
    assert [(e["key"], e["until"]) for e in lasting] == [("actions", "phase")]
    settle(session, lambda s: s.turn == 2)
    assert not [e for e in session.view(None)["lasting"] if e["on"] == VESK]
    # Crinos form only: a breed-form Garou's Mangle is illegal; Rage 7 cannot bluff it.
    session = ember_vs_vesk_with(["s1-mangle", *JABS[:4]])
    start = play_round(session, {1: [(VESK, card_in_hand(session, 1, "s1-mangle"))]})
    assert [e for e in events_since(session, start) if e.get("status") == "illegal"]
    assert wounds(session, EMBER) == 0


def ember_vs_vesk_with(vesk_hand: list[str]) -> Session:
    session = game(
        {
            "0": {"characters": ["little-ember"], "combat": EMBER_HAND},
            "1": {"characters": ["vesk-hollowjaw"], "combat": vesk_hand},
        }
    )
    combat_between(session, {0: EMBER, 1: VESK}, attacker=1, target=EMBER)
    return session


def between_rounds(ember_hand: list[str], sept0: list[str]) -> Session:
    """Vesk attacks Ember; one round of Quick Jabs; Vesk fights on: the window between rounds."""
    deal = {
        "0": {"characters": ["little-ember"], "sept": sept0, "combat": ember_hand},
        "1": {"characters": ["vesk-hollowjaw"], "combat": VESK_HAND},
    }
    session = game(deal)
    combat_between(session, {0: EMBER, 1: VESK}, attacker=1, target=EMBER)
    jabs = {0: [(EMBER, card_in_hand(session, 0, "quick-jab"))]}
    play_round(session, {**jabs, 1: [(VESK, card_in_hand(session, 1, "quick-jab"))]})
    round_over(session)
    act(session, 1, type="choose", kind="withdraw", option="fight-on")
    assert session.state.combat is not None and session.state.combat.step == "between"
    return session


@scenario("s1-friends-in-high-places")
def _friends_in_high_places() -> None:
    """ "You may end any one combat that does not involve a frenzy. A pack may not play more
    than one Friends in High Places per turn." Between rounds Ember's player ends the combat
    with it; the second copy waits for another turn. Once Ember is frenzied, it is not offered."""
    friends = ["s1-friends-in-high-places"] * 2
    session = between_rounds(EMBER_HAND, friends)
    first, second = "0.s1-friends-in-high-places.1", "0.s1-friends-in-high-places.2"
    act(session, 0, type="play", card=first, by=EMBER, target=None)
    assert session.state.combat is None
    assert not effects_plays(session, 0, second)
    session = between_rounds(["blood-fury", *EMBER_HAND[:4]], friends)
    act(session, 0, type="play", card=card_in_hand(session, 0, "blood-fury"), by=EMBER, target=None)
    assert session.state.creatures[EMBER].frenzy == "full"
    assert not [c for c in session.legal(0) if c.get("card") == first]


def effects_plays(session: Session, seat: int, card: str) -> list[dict[str, Any]]:
    """The plays of `card` the rules would offer now, whatever the window (the card's own
    limits and timing)."""
    from engine.games.rage_classic import effects
    from engine.games.rage_classic.state import card_of

    with extra_cards(OWN):
        return [] if effects.play_limit(session.state, seat, card_of(card), card) else [card]


CHOIR = "1.gnawing-choir"


@scenario("s1-priest")
def _priest() -> None:
    """ "The Priest removes the lowest Gnosis Bane or Bane character from play during the
    Regeneration Phase. Banes cannot act against the Priest in any way. The Priest can use
    Children of Gaia Gifts." Ember's player puts the Priest and a Tar-Pit Bane (Gnosis 4) in the
    Hunting Grounds; Gnawing Choir (a Bane character, Gnosis 5) may attack the Tar-Pit Bane
    but not the Priest; Vesk may. At the next Regeneration Phase the Tar-Pit Bane goes.
    It may use a Children of Gaia Gift (grant `gifts-of`), not a Theurge one."""
    deal = {
        "0": {
            "characters": ["little-ember"],
            "sept": ["s1-priest", "tar-pit-bane"],
            "combat": JABS,
        },
        "1": {"characters": ["gnawing-choir", "vesk-hollowjaw"], "combat": VESK_HAND},
    }
    session = game(deal)
    priest = staged(session, 0, "s1-priest", None)
    bane = in_hand(session, 0, "tar-pit-bane")
    act(session, 0, type="stage", card=bane, by=None)
    settle(session, at("combat:alphas"))
    assert can_use(session, priest, "Children of Gaia")
    assert not can_use(session, priest, "Theurge")
    act(session, 0, type="alpha", creature=EMBER)
    act(session, 1, type="alpha", creature=CHOIR)
    settle(session, alpha_of(1))
    attacks = {c.get("target") for c in session.legal(1) if c["type"] == "attack"}
    assert bane in attacks and priest not in attacks
    act(session, 1, type="pass")
    settle(session, lambda s: s.turn == 2 and s.phase == "regeneration")
    assert bane not in session.state.creatures and CHOIR in session.state.creatures
    assert priest in session.state.creatures
    pick_alphas(session, EMBER, VESK, acting=1)
    assert {"type": "attack", "target": priest} in session.legal(1)
    act(session, 1, type="attack", target=priest)
    claim_prey(session)
    play_round(session, {0: [(priest, "null")], 1: [(VESK, card_in_hand(session, 1, "hamstring"))]})
    round_over(session)
    act(session, 1, type="choose", kind="withdraw", option="fight-on")
    claim_prey(session)
    play_round(session, {0: [(priest, "null")], 1: [(VESK, card_in_hand(session, 1, "quick-jab"))]})
    assert priest not in session.state.creatures  # Health 3
    assert vp(session, 1) == 5


@scenario("s1-alias")
def _alias() -> None:
    """ "The character creates an exact duplicate of himself ... The duplicate has the same
    printed stats and special abilities as the Gift user. The Alias will last until cancelled
    or killed. The Alias created by this Gift is a Spirit ally. A character may only have one
    Alias at a time." A Gnosis 10 Glass Walker plays it: a Spirit Ally with its stats joins
    the pack; a second Alias makes no second duplicate, and the duplicate (an Ally, not a
    Character) cannot play Alias itself."""
    deal = {
        "0": {"characters": ["t-elder"], "sept": ["s1-alias", "s1-alias"], "combat": JABS},
        "1": {"characters": ["vesk-hollowjaw"], "combat": VESK_HAND},
    }
    session = game(deal)
    settle(session, lambda s: s.step == "redraw:open")
    act(session, 0, type="play", card="0.s1-alias.1", by=ELDER, target=None)
    alias = "copy:" + ELDER
    ch = session.state.creatures[alias]
    assert (ch.kind, ch.pack) == ("ally", 0)
    from engine.games.rage_classic import query

    with extra_cards(OWN):
        assert [query.stat(session.state, alias, s) for s in ("rage", "gnosis", "health")] == [
            4,
            10,
            5,
        ]
        assert "Spirit" in query.words(session.state, alias)
    plays = [c for c in session.legal(0) if c.get("card") == "0.s1-alias.2"]
    assert [c["by"] for c in plays] == [ELDER]
    act(session, 0, **plays[0])
    assert [i for i in session.state.creatures if i.startswith("copy:")] == [alias]


TAMSIN = "0.tamsin-brightwater"


@scenario("s1-eye-of-the-cobra")
def _eye_of_the_cobra() -> None:
    """ "May not be used during combat. This character makes any one character a part of his
    pack ... Remove the target from her original pack. ... Discard this Gift when the Gift
    user dies or at the end of the phase (whichever is sooner) and return the target to her
    original pack." Tamsin Brightwater (Galliard, Gnosis 6) takes Vesk into her pack in the
    Redraw Phase's Open Play; Vesk is back in his own pack in the next phase. "May not be used
    during combat": when Vesk attacks Tamsin, the second copy is not playable, even as an
    Offensive Effect (a creature's status never changes in the middle of a combat).
    "The Gift user and target automatically pack attack and defend with each other": played in
    the Combat Phase's Open Play, when Tamsin attacks Sister Marrow, Vesk joins the fight on
    her side (`join-combat` of `self` `beside` the `performer`), and when Marrow attacks Vesk,
    Tamsin joins his (`join-combat` of the `performer`). "Discard this Gift when the Gift user
    dies": Vesk's player kills Tamsin with an Event in the same phase; the Gift goes to the
    discard and Vesk is back in his pack at once (a death trigger `of` `{"is": "performer"}`,
    the control lasting while the card is in play)."""
    from engine.games.rage_classic import plays

    deal = {
        "0": {
            "characters": ["tamsin-brightwater"],
            "sept": ["s1-eye-of-the-cobra", "s1-eye-of-the-cobra"],
            "combat": JABS,
        },
        "1": {"characters": ["vesk-hollowjaw"], "combat": VESK_HAND},
    }
    session = game(deal)
    settle(session, lambda s: s.step == "redraw:open")
    eye, second = sorted(i for i in session.state.players[0].hand if ".s1-eye-of-the-cobra." in i)
    offensive_play(session, 0, eye, by=TAMSIN, target=VESK)
    assert session.state.creatures[VESK].pack == 0
    settle(session, lambda s: s.phase == "regeneration")
    assert session.state.creatures[VESK].pack == 1
    combat_between(session, {0: TAMSIN, 1: VESK}, attacker=1, target=TAMSIN)
    with extra_cards(OWN):
        state = session.state
        assert plays.playable_now(state, 0, OWN["s1-eye-of-the-cobra"], "between") is not None
        for offensive in (True, False):
            found = plays.options(state, 0, "between", offensive)
            assert not [c for c in found if c.get("card") == second]
    _cobra_fights_beside()
    _cobra_ends_when_its_user_dies()


def cobra_combat_phase(first: str) -> tuple[Session, str]:
    """Tamsin (seat 0) against Vesk and Sister Marrow (seat 1); in the Combat Phase's Open Play
    Tamsin takes Vesk into her pack with Eye of the Cobra; `first` acts first."""
    deal = {
        "0": {"characters": ["tamsin-brightwater"], "sept": ["s1-eye-of-the-cobra"]},
        "1": {"characters": ["vesk-hollowjaw", "sister-marrow"]},
    }
    session = game(deal)
    settle(session, lambda s: s.step == "combat:open")
    eye = in_hand(session, 0, "s1-eye-of-the-cobra")
    offensive_play(session, 0, eye, by=TAMSIN, target=VESK)
    assert session.state.creatures[VESK].pack == 0
    settle(session, at("combat:alphas"))
    act(session, 0, type="alpha", creature=TAMSIN if first == "tamsin" else VESK)
    act(session, 1, type="alpha", creature=MARROW)
    settle(session, lambda s: s.step == "combat:actions" and not s.prompts and s.combat is None)
    return session, eye


def _cobra_fights_beside() -> None:
    session, _ = cobra_combat_phase("tamsin")
    act(session, 0, type="attack", target=MARROW)
    settle(session, in_combat("begin"))
    combat = session.state.combat
    assert combat is not None and TAMSIN in combat.sides[0] and VESK in combat.sides[0]
    # the other way round: Vesk is Tamsin's pack's alpha (Renown 6, he acts first) and
    # attacks Marrow: Tamsin joins him
    session, _ = cobra_combat_phase("vesk")
    act(session, 0, type="attack", target=MARROW)
    settle(session, in_combat("begin"))
    combat = session.state.combat
    assert combat is not None and VESK in combat.sides[0] and TAMSIN in combat.sides[0]


def _cobra_ends_when_its_user_dies() -> None:
    deal = {
        "0": {
            "characters": ["tamsin-brightwater", "little-ember"],
            "sept": ["s1-eye-of-the-cobra"],
        },
        "1": {"characters": ["vesk-hollowjaw"], "sept": ["t-killing-word"]},
    }
    session = game(deal)
    settle(session, lambda s: s.step == "redraw:open")
    eye = in_hand(session, 0, "s1-eye-of-the-cobra")
    offensive_play(session, 0, eye, by=TAMSIN, target=VESK)
    assert session.state.creatures[VESK].pack == 0
    word = in_hand(session, 1, "t-killing-word")
    offensive_play(session, 1, word, target=TAMSIN)
    assert TAMSIN not in session.state.creatures
    assert session.state.step == "redraw:open"  # in the same phase
    assert eye in session.state.players[0].sept_discard
    assert session.state.creatures[VESK].pack == 1


BLOSSUM = "1.s1-blossum"


@scenario("s1-blossum")
def _blossum() -> None:
    """ "Before Alphas are chosen, Blossum can remove herself and 1 character from play until
    the end of turn. Neither can take actions other than regenerate during this time. Blossum
    cannot affect the same target more than twice." (Ruling: "If Blossom was your last
    character and she removes herself from play, you are still in the game.") Optional, at the
    start of the choice of alphas (after the Combat Phase's redraw and Open Play). Twice she
    takes Ember out with her (no alphas that turn; both back at the next); the third time, with
    no target left, she is not asked."""
    deal = {
        "0": {"characters": ["little-ember"], "combat": EMBER_HAND},
        "1": {"characters": ["s1-blossum"], "combat": VESK_HAND},
    }
    session = game(deal)
    for turn in (1, 2, 3):
        settle(
            session,
            lambda s, t=turn: s.turn == t and (s.step == "combat:alphas" or bool(s.prompts)),
        )
        if turn == 3:  # no target left: she is not even asked
            assert not session.state.prompts
            assert not session.state.creatures[EMBER].out
            break
        assert session.state.prompts, f"turn {turn}: Blossum is not asked"
        # the Combat Phase's redraw and Open Play are over, no alpha is chosen yet
        assert session.state.step == "combat:alphas" and not session.state.alpha_picks
        assert {c["type"] for c in session.legal(0)} == set()  # the picks wait for her
        act(session, 1, type="choose", kind="ccg", option="yes")
        start = len(session.entries)
        act(session, 1, type="choose", kind="ccg", option=EMBER)
        events = events_since(session, start)
        gone = [e["iid"] for e in events if e["type"] == "set" and e.get("out") is True]
        assert gone == [EMBER, BLOSSUM]
        # then no alpha could be chosen, and the turn ended with both back
        assert {"type": "alphas", "order": [], "picks": {}} in events
        assert not session.state.players[1].out  # out of play, still in the game
        settle(session, lambda s, t=turn: s.turn == t + 1)
        assert not session.state.creatures[EMBER].out and not session.state.creatures[BLOSSUM].out
    # Her printed numbers, as the table shows them and as a deck check counts them.
    (me,) = [c for c in session.view(1)["creatures"] if c["iid"] == BLOSSUM]
    assert (me["renown"], me["rage"], me["gnosis"], me["health"]) == (4, 1, 6, 2)
    pack = replace(packs()["ashfall-spiral"], characters=("s1-blossum",))
    assert check_pack(pack, 20, pool={**cards(), "s1-blossum": tracked(OWN["s1-blossum"])}) == []


LIEN = "0.master-lien"


def printed(session: Session, seat: int, iid: str) -> tuple[int, int, int, int]:
    """A creature's numbers as its player's table shows them."""
    (me,) = [c for c in session.view(seat)["creatures"] if c["iid"] == iid]
    return me["renown"], me["rage"], me["gnosis"], me["health"]


@scenario("s1-dreamspeaker-mage")
def _dreamspeaker_mage() -> None:
    """ "Ally - Renown 8 Rage 4 Gnosis 10 Health 3 - Uktena, Theurge, or Mokole Restricted.
    Once per turn the Dreamspeaker can step sideways and/or can cancel any single Gift. If in
    combat, she may not step sideways until one round of combat has passed. The Mage can use
    Auspice Gifts." (Rulings: "Step Sideways: may also be used to leave the Umbra".) Master
    Lien (a Theurge) recruits her; she steps sideways once this turn and back the next. With
    no Gift in play, cancelling one is not offered. "The Mage can use Auspice Gifts" (grant
    `gifts-of` "Auspice"): a Theurge Gift, not a Children of Gaia one."""
    deal = {
        "0": {"characters": ["master-lien"], "sept": ["s1-dreamspeaker-mage"], "combat": JABS},
        "1": {"characters": ["vesk-hollowjaw"], "combat": VESK_HAND},
    }
    session = game(deal, ("thornwood-kin", "ashfall-spiral"))
    mage = staged(session, 0, "s1-dreamspeaker-mage", LIEN)
    settle(session, lambda s: s.step == "resource:open")
    assert printed(session, 0, mage) == (8, 4, 10, 3)
    assert can_use(session, mage, "Theurge") and not can_use(session, mage, "Children of Gaia")
    uses = [c for c in session.legal(0) if c.get("card") == mage]
    assert uses == [{"type": "use", "card": mage, "index": 1, "target": None}]
    act(session, 0, **uses[0])
    act(session, 0, type="choose", kind="ccg", option=0)
    assert session.state.creatures[mage].world == "umbra"
    assert not [c for c in session.legal(0) if c.get("card") == mage]
    settle(session, lambda s: s.turn == 2 and s.step == "redraw:open")
    act(session, 0, type="use", card=mage, index=1, target=None)
    act(session, 0, type="choose", kind="ccg", option=1)
    assert session.state.creatures[mage].world == "physical"


def stand_together_targets(sept0: list[str], before: Callable[[Session], None]) -> set[Any]:
    """Ember and Master Lien's pack; `before` runs at the first Redraw's Open Play; Vesk
    attacks Ember: whom Ember's Stand Together (a pack action) may bring in."""
    deal = {
        "0": {
            "characters": ["little-ember", "master-lien"],
            "sept": sept0,
            "combat": ["stand-together", *JABS[:4]],
        },
        "1": {"characters": ["vesk-hollowjaw"], "combat": VESK_HAND},
    }
    session = game(deal)
    settle(session, lambda s: s.step == "redraw:open")
    before(session)
    pick_alphas(session, EMBER, VESK, acting=1)
    act(session, 1, type="attack", target=EMBER)
    found: set[Any] = set()
    for _ in range(10):
        if session.state.combat is None or session.state.combat.step != "pre":
            break
        seat = min(session.to_act())
        legal = session.legal(seat)
        found |= {c["target"] for c in legal if ".stand-together." in c.get("card", "")}
        session.apply(seat, next(c for c in legal if c["type"] in QUIET))
    return found


def imbue(session: Session) -> None:
    """Master Lien takes the Klailtal Stargazer (a Past Life) from seat 0's hand."""
    act(
        session,
        0,
        type="play",
        card=in_hand(session, 0, "s1-klailtal-stargazer"),
        by=LIEN,
        target=None,
    )
    assert any(".s1-klailtal-stargazer." in t for t in session.state.things)


@scenario("s1-klailtal-stargazer")
def _klailtal_stargazer() -> None:
    """ "Past Life - Requires: Stargazer. Abilities: Can use ANY Gaia Gifts of ANY Gnosis. Once
    per turn, he can cancel any one Action card played by a Garou. Weakness: While imbued with
    Klailtal Stargazer, the Garou cannot participate in any pack actions." Master Lien (a
    Stargazer) takes it: Ember's Stand Together can no longer bring him into her combat (it
    could before). The cancel, "target Action played by a Garou", is tested on its own in
    `test_klailtal_stargazer_cancels_an_action`."""
    assert stand_together_targets([], lambda s: None) == {LIEN}
    assert stand_together_targets(["s1-klailtal-stargazer"], imbue) == set()
    # "Can use ANY Gaia Gifts of ANY Gnosis": Master Lien (Gnosis 6, a Stargazer) may use a
    # Red Talons Gift of Gnosis 9 once imbued, not before; never a Wyrm Gift.
    deal = {"0": {"characters": ["master-lien"], "sept": ["s1-klailtal-stargazer"]}}
    session = game(deal)
    settle(session, lambda s: s.step == "redraw:open")
    assert not can_use(session, LIEN, "Red Talons")
    imbue(session)
    assert can_use(session, LIEN, "Red Talons")
    assert not can_use(session, LIEN, "Black Spiral Dancers")


@scenario("s1-master-of-the-pack")
def _master_of_the_pack() -> None:
    """ "Play as this creature attacks an Enemy. ... The Gift user recruits one Garou in play for
    each point of Renown that he has. They form a temporary pack with the Gift user and join
    in the attack, even if they could not normally be in a pack together. Draw 2 combat
    cards. This Gift lasts until the end of the combat." A Silver Fang elder (Renown 7)
    attacks a Furmling: every Garou in play (Ember, and Vesk of the other pack: 2, under 7)
    joins its side, and its player draws 2 Combat cards. A Silver Fang pup of Renown 1
    recruits one Garou, not two: Ember or Keeper Ashgrove (or, as an Offensive Effect
    announced first, Vesk of the other pack). The count is the user's Renown:
    `"count": "renown"`."""
    session, gift = master_attacks_a_furmling("t-elder")
    (play,) = [c for c in session.legal(0) if c.get("card") == gift]
    assert sorted(play["target"]) == [EMBER, VESK]
    act(session, 0, **play)
    assert session.state.combat.sides[0] == [ELDER, EMBER, VESK]
    assert len(session.state.players[0].combat_hand) == len(JABS) + 2
    session, gift = master_attacks_a_furmling("t-pup", "keeper-ashgrove")
    plays = [c for c in session.legal(0) if c.get("card") == gift]
    assert sorted(c["target"] for c in plays) == sorted([EMBER, "0.keeper-ashgrove"])
    act(session, 0, **plays[0])
    assert len(session.state.combat.sides[0]) == 2


def master_attacks_a_furmling(user: str, *more: str) -> tuple[Session, str]:
    """`user` (a Silver Fang) puts a Furmling in the Hunting Grounds and attacks it; the game
    waits until Master of the Pack may be played (the Pre-combat step)."""
    deal = {
        "0": {
            "characters": [user, "little-ember", *more],
            "sept": ["s1-furmling", "s1-master-of-the-pack"],
            "combat": JABS,
        },
        "1": {"characters": ["vesk-hollowjaw"], "combat": VESK_HAND},
    }
    session = game(deal)
    prey = staged(session, 0, "s1-furmling", None)
    pick_alphas(session, f"0.{user}", VESK, acting=0)
    act(session, 0, type="attack", target=prey)
    gift = in_hand(session, 0, "s1-master-of-the-pack")
    for _ in range(10):
        legal = session.legal(min(session.to_act()))
        if any(c.get("card") == gift for c in legal):
            break
        claim = [c for c in legal if c["type"] == "claim"]
        session.apply(
            min(session.to_act()),
            claim[0] if claim else next(c for c in legal if c["type"] in QUIET),
        )
    return session, gift


@scenario("s1-skin-of-the-hellbound")
def _skin_of_the_hellbound() -> None:
    """Erratum (line 2134): "A Character equipped with the Skin of the Hellbound is not affected
    by any Damage Cards of Rage 6 or higher. Clarification: ... it only protects against damage
    and damage effects." Vesk wears it: the Metis's Mangle (Rage 8) does nothing to him, not
    even its Damage Effect; a Raking Claws (Rage 3) still lands."""
    deal = {
        "0": {"characters": ["t-metis"], "combat": ["s1-mangle", *JABS[:4]]},
        "1": {
            "characters": ["vesk-hollowjaw"],
            "sept": ["s1-skin-of-the-hellbound"],
            "combat": ["quick-jab", "shoulder-slam", "hamstring", "raking-claws", "sidestep"],
        },
    }
    session = game(deal)
    staged(session, 1, "s1-skin-of-the-hellbound", VESK)
    combat_between(session, {0: METIS, 1: VESK}, attacker=0, target=VESK)
    assert any(".s1-skin-of-the-hellbound." in t for t in session.state.things)
    mangle = card_in_hand(session, 0, "s1-mangle")
    start = play_round(
        session, {0: [(METIS, mangle)], 1: [(VESK, card_in_hand(session, 1, "quick-jab"))]}
    )
    round_over(session)
    assert wounds(session, VESK) == 0
    assert {"type": "status", "index": 0, "status": "blocked", "to": "discard"} in events_since(
        session, start
    )
    assert not [e for e in session.view(None)["lasting"] if e["on"] == VESK]
    fight_on(session)
    play_round(session, {0: [(METIS, card_in_hand(session, 0, "raking-claws"))]})
    round_over(session)
    assert wounds(session, VESK) == 3


def test_a_duplicate_for_a_while_is_refused_naming_the_field() -> None:
    """The loader refuses what the rules cannot run: a duplicate (Alias) lasts until cancelled
    or killed, so a duration on it would be a promise nothing keeps."""
    from engine.ccg.errors import CardDataError

    (alias,) = [dict(c) for c in CARDS if c["id"] == "s1-alias"]
    alias["effects"] = [{**alias["effects"][0], "until": "turn"}]
    with pytest.raises(CardDataError, match=r"s1-alias.*effects\[0\]\.until"):
        check_card("mine", alias, 0)


def wisdom_moot(ember_votes: str, lien_votes: str = "abstain") -> tuple[Session, list[str]]:
    """Two Gaia packs. In the Open Play window at the beginning of the Moot Phase, Keeper
    Ashgrove (Renown 6) performs the Rite of Wisdom on Little Ember (Renown 4): "Play this card
    on any 1 of your Characters"; Keeper calls Gathering at the Ridge. Returns the creatures
    in the order they were asked to vote."""
    from tests.engine.test_rage_classic_scenarios import KEEPER, LIEN, YSOLDE, vote

    deal = {
        "0": {
            "characters": ["keeper-ashgrove", "little-ember"],
            "sept": ["s1-rite-of-wisdom", "ridge-moot"],
        },
        "1": {"characters": ["ysolde-amberclaw", "master-lien"]},
    }
    session = game(deal, ("silver-wake", "thornwood-kin"))
    settle(session, lambda s: s.step == "moot:begin")
    rite = in_hand(session, 0, "s1-rite-of-wisdom")
    act(session, 0, type="play", card=rite, by=KEEPER, target=EMBER)
    assert session.state.things[rite].host == EMBER  # on the Character it was played on
    settle(session, lambda s: s.step == "moot:commit")
    act(session, 0, type="call", card=in_hand(session, 0, "ridge-moot"), by=KEEPER, target=None)
    settle(session, lambda s: s.step == "moot:vote")
    order: list[str] = []
    votes = {EMBER: ember_votes, KEEPER: "yes", YSOLDE: "no", LIEN: lien_votes}
    while session.state.step == "moot:vote":
        asked = sorted(
            {c["creature"] for s in session.to_act() for c in session.legal(s) if "creature" in c}
        )
        order.append(",".join(asked))
        vote(session, {iid: votes[iid] for iid in asked})
    return session, order


@scenario("s1-rite-of-wisdom")
def _rite_of_wisdom() -> None:
    """Erratum (line 2113): "Play this card on any 1 of your Characters at the beginning of
    the current Moot Phase. This Character must always vote first. If the Character votes on at
    least one Junta and is on the winning side of all Junta she is eligible to vote in, she
    gains 1 Gnosis and 1 Renown." Keeper performs it on Ember, a Character of his pack: the
    card goes on her, not on its performer. Ember (Renown 4) votes before Keeper (Renown 6),
    and she, not Keeper, is rewarded; the Moot
    passes (Ember 4 + Keeper 6 yes against Ysolde 5 no): she voted yes, so she gains 1 Gnosis
    and 1 Renown, and the Rite is discarded at the end of the phase. Voting no on a Moot that
    passes (Master Lien's 5 yes carries it), or abstaining, she gains nothing."""
    from engine.games.rage_classic import query
    from tests.engine.test_rage_classic_scenarios import KEEPER

    session, order = wisdom_moot("yes")
    assert order[0] == EMBER and KEEPER in order[1]
    settle(session, lambda s: s.phase == "combat")
    with extra_cards(OWN):
        state = session.state
        assert (query.stat(state, EMBER, "gnosis"), query.stat(state, EMBER, "renown")) == (5, 5)
        assert query.stat(state, KEEPER, "renown") == 6
    assert any(".s1-rite-of-wisdom." in i for i in session.state.players[0].sept_discard)
    for ember, lien in (("no", "yes"), ("abstain", "abstain")):
        session, order = wisdom_moot(ember, lien)
        assert session.state.juntas[0].passed
        settle(session, lambda s: s.phase == "combat")
        with extra_cards(OWN):
            state = session.state
            stats = (query.stat(state, EMBER, "gnosis"), query.stat(state, EMBER, "renown"))
        assert stats == (4, 4), (ember, lien)


def test_wyrm_creatures_cannot_use_auspice_or_breed_gifts() -> None:
    """Seed 001, "Allegiance" and "Wyrms Gifts and Auspice Gifts": "Wyrms creatures can use
    ... not Fetishes, Auspice Gifts or Breed Gifts"; "Only Garou and Ajaba have Auspices. Such
    Characters in Wyrms packs cannot use Auspice Gifts". Vesk (Wyrm; Ahroun, Lupus,
    Beast-of-War) may use a Beast-of-War (Aspect) Gift, not an Ahroun or a Lupus one; a Gaia
    Ahroun of our own may use the Ahroun Gift."""
    deal = {
        "0": {"characters": ["t-metis"]},
        "1": {"characters": ["vesk-hollowjaw"]},
    }
    session = game(deal)
    settle(session, lambda s: s.step == "redraw:open")
    assert can_use(session, VESK, "Beast-of-War")
    assert not can_use(session, VESK, "Ahroun")
    assert not can_use(session, VESK, "Lupus")
    assert can_use(session, "0.t-metis", "Ahroun")


TAMSIN1 = "1.tamsin-brightwater"


def tamsin_plays(sept0: list[str], sept1: list[str], before: Callable[[Session], None]) -> Session:
    """Master Lien's pack (Thornwood Kin) against Tamsin Brightwater's (Silver Wake); `before`
    runs in the Resource Phase's Closed Play; then the Resource Phase's Open Play."""
    deal = {
        "0": {"characters": ["master-lien"], "sept": sept0, "combat": JABS},
        "1": {"characters": ["tamsin-brightwater"], "sept": sept1},
    }
    session = game(deal, ("thornwood-kin", "silver-wake"))
    settle(session, lambda s: s.step == "resource:commit")
    before(session)
    settle(session, lambda s: s.step == "resource:open")
    return session


def test_the_dreamspeaker_mage_cancels_a_gift_once_a_turn() -> None:
    """Dreamspeaker Mage: "Once per turn the Dreamspeaker can ... cancel any single Gift."
    Tamsin's Spirit Song (+2 Rage) waits on the table; the Mage's player cancels it: it goes to
    the discard pile and Tamsin's Rage is unchanged. Her second Spirit Song that turn cannot be
    cancelled by the Mage again."""
    from engine.games.rage_classic import query

    def recruit(session: Session) -> None:
        act(session, 0, type="stage", card=in_hand(session, 0, "s1-dreamspeaker-mage"), by=LIEN)

    session = tamsin_plays(["s1-dreamspeaker-mage"], ["spirit-song", "spirit-song"], recruit)
    mage = next(i for i in session.state.creatures if ".s1-dreamspeaker-mage." in i)
    with extra_cards(OWN):
        rage = query.stat(session.state, TAMSIN1, "rage")
    first, second = sorted(i for i in session.state.players[1].hand if ".spirit-song." in i)
    act(session, 1, type="play", card=first, by=TAMSIN1, target=TAMSIN1)
    cancel = [c for c in session.legal(0) if c["type"] == "cancel" and c["card"] == mage]
    assert cancel
    act(session, 0, **cancel[0])
    assert first in session.state.players[1].sept_discard
    with extra_cards(OWN):
        assert query.stat(session.state, TAMSIN1, "rage") == rage
    act(session, 1, type="play", card=second, by=TAMSIN1, target=TAMSIN1)
    if session.state.pending is not None:
        assert not [c for c in session.legal(0) if c["type"] == "cancel" and c["card"] == mage]
        act(session, 0, type="allow")
    with extra_cards(OWN):
        assert query.stat(session.state, TAMSIN1, "rage") == rage + 2


def test_klailtal_stargazer_cancels_an_action() -> None:
    """Klailtal Stargazer: "Once per turn, he can cancel any one Action card played by a Garou."
    Master Lien, imbued, cancels Tamsin's Slip the Veil: she stays in the physical world. An
    Action played by a Bastet (Ysolde's Call the Kin) he cannot cancel."""

    def nothing(session: Session) -> None:
        return None

    session = tamsin_plays(["s1-klailtal-stargazer"], ["slip-the-veil"], nothing)
    imbue(session)
    assert session.state.pending is None
    veil = in_hand(session, 1, "slip-the-veil")
    plays = [c for c in session.legal(1) if c.get("card") == veil]
    act(session, 1, **plays[0])
    past = next(i for i in session.state.things if ".s1-klailtal-stargazer." in i)
    cancel = [c for c in session.legal(0) if c["type"] == "cancel" and c["card"] == past]
    assert cancel, session.legal(0)
    act(session, 0, **cancel[0])
    assert session.state.creatures[TAMSIN1].world == "physical"
    assert veil in session.state.players[1].sept_discard
    deal = {
        "0": {"characters": ["master-lien"], "sept": ["s1-klailtal-stargazer"], "combat": JABS},
        "1": {"characters": ["ysolde-amberclaw"], "sept": ["call-the-kin", "kitsune-wanderer"]},
    }
    session = game(deal, ("thornwood-kin", "thornwood-kin"))
    settle(session, lambda s: s.step == "resource:open")
    imbue(session)
    kin = in_hand(session, 1, "call-the-kin")
    act(session, 1, **next(c for c in session.legal(1) if c.get("card") == kin))
    assert session.state.pending is None  # nobody could cancel it: it resolved at once
    assert kin in session.state.players[1].sept_discard


def test_an_effect_fluxes_a_caerns_gauntlet() -> None:
    """Umbral Escape's Gauntlet "may be fluxed as if it were the Gauntlet on a caern": the same
    player stat `gauntlet` changes the Caern's. The Greenfall Caern (Gauntlet 4) lets Keeper
    (Gnosis 5) and Ember (Gnosis 4) step sideways; after Test Thinning Veil (+2 this turn)
    nobody reaches Gauntlet 6, and nobody is offered the step (the Umbra Phase asks nobody)."""
    from engine.games.rage_classic import turn
    from tests.engine.test_rage_classic_scenarios import KEEPER

    for veiled in (False, True):
        deal = {
            "0": {
                "characters": ["keeper-ashgrove", "little-ember"],
                "sept": ["greenfall-caern", "t-thinning-veil"],
            },
            "1": {"characters": ["vesk-hollowjaw"]},
        }
        session = game(deal)
        staged(session, 0, "greenfall-caern", KEEPER)
        settle(session, lambda s: s.step == "resource:open")
        if veiled:
            veil = in_hand(session, 0, "t-thinning-veil")
            play = {"type": "play", "card": veil, "by": None, "target": None}
            if play in session.legal(0):
                act(session, 0, **play)
            else:
                offensive_play(session, 0, veil)
        settle(session, lambda s: s.phase == "umbra")
        assert session.state.turn == 1
        with extra_cards(OWN):
            assert turn.caern_gauntlet(session.state, 0) == (6 if veiled else 4)
        steps = {c["creature"] for c in session.legal(0) if c["type"] == "step"}
        assert steps == (set() if veiled else {KEEPER, EMBER}), veiled
