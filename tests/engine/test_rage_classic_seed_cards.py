"""Every card seed 001 quotes in full, and every card its rulings say enough of, written in
the schema with rage-classic's words (tests/engine/fixtures/rage_classic_seed001.json), each
with a scenario showing that the engine plays it as its text (and the seed's ruling) says.

The inventory (line numbers in ../shared/seeds/001_eeff2173497da6ec.txt):

- the 18 cards of "Superseded Cards - Alphabetical Card Listing" (lines 29-47): all written;
- the "Alphabetical Card Listing" (lines 1900-2210): 293 entries read (292 cards: Punitive
  Damages twice). 27 written, each with a scenario of its ruling: Skin of the Hellbound and
  Rite of Wisdom (errata giving the whole text: "must always vote first" is the grant
  `vote-first`, "on the winning side of all Juntas" the condition `{"voted": "winning"}`),
  and 25 whose ruling fixes what the card does: Balor's Gaze, Balkan Fief, Battle Fervor,
  Dharma Bum, Exorcism, Fetal Position, Fox Frenzy, Frenzy, Fur Gnarl, Heart of Midnight,
  Kiss of Life, Kiss of the Wyrms, Knife Wind, Memory Ribbon, Mockmaw, New Moon, Red Hot Baby Powder,
  Rilkean Heart, Song of Rage, Spirit Drain, Step Sideways, Strange Rain, Toga of Dionysius,
  Tribal Alliance, Winter Wolf. What the seed leaves out (a Gnosis, a requirement, stats, a
  timing) is the test's, and each scenario's docstring says which. The rest:
  - 46 correct a keyword or type only (Male, Female, Unique, a creature type, Firearm,
    "replace Moot with Junta") on a card whose text the seed does not give;
  - 4 rule on cards written above from the superseded listing (Bane Arrow, Blossom,
    Dreamspeaker Mage, Umbral Escape);
  - 200 rule on how a card meets other cards, on a timing or a scope, without the card's own
    text (Allamande, Circular Attack, Geas, ...): nothing to write until that text is known;
  - 16 say enough but need a construct the language lacks, one line per kind:
    2 a stat raised for one use only, Gnosis for Gifts, Renown for Rites (Cocoran MacAndrews,
      Windchaser);
    3 a card that joins a damage card and is regenerated with it (Razor Claws, Toxic Claws,
      Gift of the Porcupine);
    1 protection from damage cards of a Rage band, where `rage-immune` is "N or higher"
      (Faerie Armor);
    1 armour that stops only a killing blow, where `soak` takes the first card (Medicine Bag);
    1 "may not be the target of Gifts" while Gifts with a global effect still reach, where
      `gift-target` keeps every Gift off (Dead Zone);
    1 Rivalry between two tribes, as `loyalty` has `between` (Tribal War);
    1 a trigger on losing an Equipment card, stolen or destroyed (Kinfolk Small Town Cop);
    1 damage taken in one round as a trigger (Flamethrower);
    1 setting remaining Health to a number (Thunder's Gauntlet);
    1 forbidding, for everyone, Gifts used through one requirement category (Lunar Eclipse:
      the rules ask a prohibition `<category>-gifts` of "everyone", which no card can say);
    1 unrefusable challenges to one card type only (Entrapment);
    1 damage equal to a printed, unmodified stat (Wanchese's Bow: `"x": "renown"` reads the
      current Renown);
    1 a heal while a card resolves that undoes the card's Damage Effects (Mother's Touch).

Seed 000 quotes no card in full (its example cards are in rage_lv_seed000.json, tested by
test_rage_lv_seed_cards.py).

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
from tests.engine import test_rage_classic_scenarios as sc
from tests.engine.card_field_reads import scenario_book, unread_while

FIXTURE = Path(__file__).parent / "fixtures" / "rage_classic_seed001.json"
#: Entries of the Alphabetical Card Listing written as cards (the inventory above).
LISTING_WRITTEN = 27
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
    return sc.new(packs, deal=deal, cards=CARDS + USERS)


def vp(session: Session, seat: int) -> int:
    with extra_cards(OWN):
        return session.state.victory_points(seat)


def ember_attacks_prey(card_id: str, vesk_hand: list[str] | None = None) -> tuple[Session, str]:
    """Seat 0 puts the prey `card_id` in the Hunting Grounds; Vesk passes; Ember attacks it;
    seat 1 plays for it."""
    return hunts(card_id, "little-ember", sc.EMBER_HAND, vesk_hand=vesk_hand)


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
        "1": {"characters": ["vesk-hollowjaw"], "combat": vesk_hand or sc.VESK_HAND},
    }
    session = game(deal, (allegiance, "ashfall-spiral"))
    me = f"0.{hunter}"
    prey = sc.staged(session, 0, prey_id, None)
    if equip:
        sc.act(session, 0, type="stage", card=sc.in_hand(session, 0, equip), by=me)
    sc.settle(session, sc.at("combat:alphas"))
    sc.act(session, 0, type="alpha", creature=me)
    sc.act(session, 1, type="alpha", creature=sc.VESK)
    for _ in range(2):
        sc.settle(session, lambda s: sc.alpha_of(0)(s) or sc.alpha_of(1)(s))
        if sc.alpha_of(1)(session.state):
            sc.act(session, 1, type="pass")
        else:
            sc.act(session, 0, type="attack", target=prey)
            break
    sc.claim_prey(session)
    return session, prey


# -- the fixture as a whole -------------------------------------------------------------------------
def test_every_quoted_card_loads_and_reads_as_a_card() -> None:
    loaded = load_extra(CARDS, "seed 001")
    # the superseded listing, and the Alphabetical Card Listing's entries written (the docstring)
    assert len(loaded) == 18 + LISTING_WRITTEN
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
    jab = sc.card_in_hand(session, 1, "quick-jab")
    claws = sc.card_in_hand(session, 0, "raking-claws")
    sc.play_round(session, {0: [(sc.EMBER, claws)], 1: [(furmling, jab)]})
    assert [(d.card, d.aggravated) for d in session.state.creatures[sc.EMBER].damage] == [
        (jab, True)
    ]
    sc.act(session, 0, type="choose", kind="withdraw", option="fight-on")
    sc.claim_prey(session)
    sc.play_round(session, {0: [(sc.EMBER, sc.card_in_hand(session, 0, "shoulder-slam"))]})
    assert furmling not in session.state.creatures
    assert vp(session, 0) == 5


def vane_attacks_ember(vane_sept: list[str], vane_hand: list[str]) -> tuple[Session, list[str]]:
    """Director Vane (Rage 2, Homid) stages `vane_sept` on himself, then attacks Little Ember
    (he acts first, Renown 6 against 4)."""
    deal = {
        "0": {"characters": ["director-vane"], "sept": vane_sept, "combat": vane_hand},
        "1": {"characters": ["little-ember"], "combat": sc.EMBER_HAND},
    }
    session = game(deal, ("grey-ledger", "silver-wake"))
    sc.settle(session, lambda s: s.step == "resource:commit")
    placed = []
    for card_id in vane_sept:
        card = sc.in_hand(session, 0, card_id)
        sc.act(session, 0, type="stage", card=card, by=VANE)
        placed.append(card)
    sc.combat_between(session, {0: VANE, 1: "1.little-ember"}, attacker=0, target="1.little-ember")
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
        jab = sc.card_in_hand(session, 1, "quick-jab")
        sc.play_round(
            session,
            {
                0: [(VANE, sc.card_in_hand(session, 0, "raking-claws"))],
                1: [("1.little-ember", jab)],
            },
        )
        assert sc.wounds(session, "1.little-ember") == expected
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
        "0": {"characters": ["little-ember"], "sept": sept0, "combat": sc.EMBER_HAND},
        "1": {"characters": ["vesk-hollowjaw"], "sept": sept1 or [], "combat": sc.VESK_HAND},
    }
    session = game(deal)
    sc.settle(session, lambda s: s.step == "redraw:open")
    return session


def offensive_play(session: Session, seat: int, card: str, **fields: Any) -> None:
    """An Offensive Effect: announced, every other player lets it pass, then played."""
    sc.act(session, seat, type="announce")
    for other in sorted(session.to_act()):
        if other != seat:
            sc.act(session, other, type="ok")
    sc.act(session, seat, type="play", card=card, **{"by": None, "target": None, **fields})


def veil_played(session: Session, seat: int) -> None:
    """The seat plays its Thinning Veil: as it is where it may, else as an Offensive Effect."""
    veil = sc.in_hand(session, seat, "t-thinning-veil")
    play = {"type": "play", "card": veil, "by": None, "target": None}
    if play in session.legal(seat):
        sc.act(session, seat, **play)
    else:
        offensive_play(session, seat, veil)


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
    sc.act(session, 1, type="play", card="1.wormhole-totem.1", by=sc.VESK, target=None)
    first, second = "0.s1-telemarketing-campaign.1", "0.s1-telemarketing-campaign.2"
    offensive_play(session, 0, first)
    sc.settle(session, lambda s: s.turn == 2 and s.step == "redraw:open")
    assert len(session.state.players[1].hand) == 4  # skipped its Redraw
    assert hand_sizes(session) == [2, 5]
    assert {"type": "announce"} not in session.legal(0)  # its only Offensive card waits
    sc.settle(session, lambda s: s.turn == 3 and s.step == "redraw:open")
    assert hand_sizes(session) == [5, 5]
    assert len(session.state.players[1].hand) == 5  # Vesk's pack redraws again
    sc.act(session, 0, type="announce")
    sc.act(session, 1, type="ok")
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
    sc.play_round(
        session,
        {
            0: [(mine, sc.card_in_hand(session, 0, card))],
            1: [(prey, sc.card_in_hand(session, 1, "quick-jab"))],
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
    gift = sc.in_hand(session, 0, "s1-gaias-vengeance")
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
    gift = sc.in_hand(session, 0, "s1-gaias-will-corrupted")
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
    gift = sc.in_hand(session, 0, "s1-gaias-will-corrupted")
    assert {"type": "announce"} not in session.legal(0)
    assert not [c for c in session.legal(0) if c.get("card") == gift]


def use_of(session: Session, seat: int, card: str) -> dict[str, Any]:
    """The seat's command that uses the ability of `card` (announced first if Offensive)."""
    found = [c for c in session.legal(seat) if c["type"] == "use" and c["card"] == card]
    if not found and {"type": "announce"} in session.legal(seat):
        sc.act(session, seat, type="announce")
        for other in sorted(session.to_act()):
            if other != seat:
                sc.act(session, other, type="ok")
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
    round_then(session, sc.EMBER, furmling, "sidestep")
    sc.act(session, 0, **use_of(session, 0, arrow))
    assert arrow not in session.state.things
    assert [(d.card, d.amount) for d in session.state.creatures[furmling].damage] == [(arrow, 3)]
    session, furmling = hunts("s1-furmling", "little-ember", JABS, equip="s1-bane-arrow")
    arrow = next(i for i in session.state.things if ".s1-bane-arrow." in i)
    round_then(session, sc.EMBER, furmling, "quick-jab")
    assert sc.wounds(session, furmling) == 1
    sc.act(session, 0, **use_of(session, 0, arrow))
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
            "1": {"characters": ["vesk-hollowjaw"], "combat": sc.VESK_HAND},
        }
    )
    sc.combat_between(session, {0: sc.EMBER, 1: sc.VESK}, attacker=1, target=sc.EMBER)
    escape = sc.card_in_hand(session, 0, "s1-umbral-escape")
    sc.play_round(
        session,
        {0: [(sc.EMBER, escape)], 1: [(sc.VESK, sc.card_in_hand(session, 1, "shoulder-slam"))]},
    )
    assert session.state.combat is None
    assert session.state.creatures[sc.EMBER].world == "umbra"
    assert sc.wounds(session, sc.EMBER) == 0
    sc.settle(session, lambda s: s.turn == 2)
    assert session.state.creatures[sc.EMBER].world == "physical"
    # "a Gauntlet of 3, which may be fluxed as if it were the Gauntlet on a caern": Vesk's
    # player raises every Gauntlet by 2 this turn (Test Thinning Veil): Ember's
    # Gnosis 4 is short of 5, she does not step sideways, stays in the fight and takes the slam.
    session = game(
        {
            "0": {"characters": ["little-ember"], "combat": ["s1-umbral-escape", *JABS[:4]]},
            "1": {
                "characters": ["vesk-hollowjaw"],
                "sept": ["t-thinning-veil"],
                "combat": sc.VESK_HAND,
            },
        }
    )
    sc.settle(session, lambda s: s.step == "redraw:open")
    veil_played(session, 1)
    sc.settle(session, lambda s: s.step != "redraw:open")
    with extra_cards(OWN):
        assert turn.caern_gauntlet(session.state, 0) is None  # no Caern: only cards flux it
        assert session.state.players and query.player_bonus(session.state, 0, "gauntlet") == 2
    sc.combat_between(session, {0: sc.EMBER, 1: sc.VESK}, attacker=1, target=sc.EMBER)
    escape = sc.card_in_hand(session, 0, "s1-umbral-escape")
    sc.play_round(
        session,
        {0: [(sc.EMBER, escape)], 1: [(sc.VESK, sc.card_in_hand(session, 1, "shoulder-slam"))]},
    )
    assert session.state.creatures[sc.EMBER].world == "physical"
    assert sc.wounds(session, sc.EMBER) > 0


MARROW = "1.sister-marrow"


def marrow_game(sept0: list[str]) -> Session:
    """Little Ember (seat 0) against Sister Marrow (seat 1, 7th Generation, Renown 4); to the
    alpha picks."""
    deal = {
        "0": {"characters": ["little-ember"], "sept": sept0, "combat": sc.EMBER_HAND},
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
    sc.settle(session, sc.at("combat:alphas"))
    assert {"type": "alpha", "creature": MARROW} in session.legal(1)
    session = marrow_game(["s1-honest-senator"])
    sc.staged(session, 0, "s1-honest-senator", None)
    sc.settle(session, sc.at("combat:alphas"))
    assert session.legal(1) == []
    sc.act(session, 0, type="alpha", creature=sc.EMBER)
    sc.settle(session, sc.alpha_of(0))
    senator = next(i for i in session.state.creatures if ".s1-honest-senator." in i)
    sc.act(session, 0, type="attack", target=senator)
    sc.claim_prey(session)
    claws = sc.card_in_hand(session, 0, "raking-claws")
    sc.play_round(
        session, {0: [(sc.EMBER, claws)], 1: [(senator, sc.card_in_hand(session, 1, "quick-jab"))]}
    )
    assert senator not in session.state.creatures  # Health 3
    assert vp(session, 0) == 0  # a Victim is worth nothing to a Gaia pack (seed 001)
    session, senator = hunts("s1-honest-senator", "t-spiral", JABS, allegiance="ashfall-spiral")
    claws = sc.card_in_hand(session, 0, "raking-claws")
    sc.play_round(
        session, {0: [(SPIRAL, claws)], 1: [(senator, sc.card_in_hand(session, 1, "quick-jab"))]}
    )
    assert vp(session, 0) == 4  # and its Renown to a Wyrm pack


METIS = "0.t-metis"


def round_over(session: Session) -> None:
    """Quiet answers (no feint) until the round is over: the attacker is asked whether to
    withdraw, or the combat ended."""
    sc.settle(session, lambda s: s.combat is None or bool(s.prompts))


def fight_on(session: Session) -> None:
    sc.act(session, 0, type="choose", kind="withdraw", option="fight-on")
    sc.settle(session, sc.in_combat("play"))


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
    sc.combat_between(session, {0: METIS, 1: sc.VESK}, attacker=0, target=sc.VESK)
    mangle = sc.card_in_hand(session, 0, "s1-mangle")
    sc.play_round(
        session, {0: [(METIS, mangle)], 1: [(sc.VESK, sc.card_in_hand(session, 1, "quick-jab"))]}
    )
    assert sc.wounds(session, sc.VESK) == 6 and sc.wounds(session, METIS) == 1
    for mine, theirs in (("sidestep", "shoulder-slam"), ("quick-jab", "hamstring")):
        fight_on(session)
        before = sc.wounds(session, METIS)
        start = sc.play_round(
            session,
            {
                0: [(METIS, sc.card_in_hand(session, 0, mine))],
                1: [(sc.VESK, sc.card_in_hand(session, 1, theirs))],
            },
        )
        round_over(session)
        assert sc.wounds(session, METIS) == before
        assert [e for e in sc.events_since(session, start) if e.get("status") == "illegal"]
    fight_on(session)
    before = sc.wounds(session, METIS)
    sc.play_round(
        session, {0: [(METIS, "null")], 1: [(sc.VESK, sc.card_in_hand(session, 1, "raking-claws"))]}
    )
    round_over(session)
    assert sc.wounds(session, METIS) == before + 3
    lasting = [e for e in session.view(None)["lasting"] if e["on"] == sc.VESK]
    assert [(e["key"], e["until"]) for e in lasting] == [("actions", "phase")]
    sc.settle(session, lambda s: s.turn == 2)
    assert not [e for e in session.view(None)["lasting"] if e["on"] == sc.VESK]
    # Crinos form only: a breed-form Garou's Mangle is illegal; Rage 7 cannot bluff it.
    session = ember_vs_vesk_with(["s1-mangle", *JABS[:4]])
    start = sc.play_round(session, {1: [(sc.VESK, sc.card_in_hand(session, 1, "s1-mangle"))]})
    assert [e for e in sc.events_since(session, start) if e.get("status") == "illegal"]
    assert sc.wounds(session, sc.EMBER) == 0


def ember_vs_vesk_with(vesk_hand: list[str]) -> Session:
    session = game(
        {
            "0": {"characters": ["little-ember"], "combat": sc.EMBER_HAND},
            "1": {"characters": ["vesk-hollowjaw"], "combat": vesk_hand},
        }
    )
    sc.combat_between(session, {0: sc.EMBER, 1: sc.VESK}, attacker=1, target=sc.EMBER)
    return session


def between_rounds(ember_hand: list[str], sept0: list[str]) -> Session:
    """Vesk attacks Ember; one round of Quick Jabs; Vesk fights on: the window between rounds."""
    deal = {
        "0": {"characters": ["little-ember"], "sept": sept0, "combat": ember_hand},
        "1": {"characters": ["vesk-hollowjaw"], "combat": sc.VESK_HAND},
    }
    session = game(deal)
    sc.combat_between(session, {0: sc.EMBER, 1: sc.VESK}, attacker=1, target=sc.EMBER)
    jabs = {0: [(sc.EMBER, sc.card_in_hand(session, 0, "quick-jab"))]}
    sc.play_round(session, {**jabs, 1: [(sc.VESK, sc.card_in_hand(session, 1, "quick-jab"))]})
    round_over(session)
    sc.act(session, 1, type="choose", kind="withdraw", option="fight-on")
    assert session.state.combat is not None and session.state.combat.step == "between"
    return session


@scenario("s1-friends-in-high-places")
def _friends_in_high_places() -> None:
    """ "You may end any one combat that does not involve a frenzy. A pack may not play more
    than one Friends in High Places per turn." Between rounds Ember's player ends the combat
    with it; the second copy waits for another turn. Once Ember is frenzied, it is not offered."""
    friends = ["s1-friends-in-high-places"] * 2
    session = between_rounds(sc.EMBER_HAND, friends)
    first, second = "0.s1-friends-in-high-places.1", "0.s1-friends-in-high-places.2"
    sc.act(session, 0, type="play", card=first, by=sc.EMBER, target=None)
    assert session.state.combat is None
    assert not effects_plays(session, 0, second)
    session = between_rounds(["blood-fury", *sc.EMBER_HAND[:4]], friends)
    sc.act(
        session,
        0,
        type="play",
        card=sc.card_in_hand(session, 0, "blood-fury"),
        by=sc.EMBER,
        target=None,
    )
    assert session.state.creatures[sc.EMBER].frenzy == "full"
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
        "1": {"characters": ["gnawing-choir", "vesk-hollowjaw"], "combat": sc.VESK_HAND},
    }
    session = game(deal)
    priest = sc.staged(session, 0, "s1-priest", None)
    bane = sc.in_hand(session, 0, "tar-pit-bane")
    sc.act(session, 0, type="stage", card=bane, by=None)
    sc.settle(session, sc.at("combat:alphas"))
    assert can_use(session, priest, "Children of Gaia")
    assert not can_use(session, priest, "Theurge")
    sc.act(session, 0, type="alpha", creature=sc.EMBER)
    sc.act(session, 1, type="alpha", creature=CHOIR)
    sc.settle(session, sc.alpha_of(1))
    attacks = {c.get("target") for c in session.legal(1) if c["type"] == "attack"}
    assert bane in attacks and priest not in attacks
    sc.act(session, 1, type="pass")
    sc.settle(session, lambda s: s.turn == 2 and s.phase == "regeneration")
    assert bane not in session.state.creatures and CHOIR in session.state.creatures
    assert priest in session.state.creatures
    sc.pick_alphas(session, sc.EMBER, sc.VESK, acting=1)
    assert {"type": "attack", "target": priest} in session.legal(1)
    sc.act(session, 1, type="attack", target=priest)
    sc.claim_prey(session)
    sc.play_round(
        session, {0: [(priest, "null")], 1: [(sc.VESK, sc.card_in_hand(session, 1, "hamstring"))]}
    )
    round_over(session)
    sc.act(session, 1, type="choose", kind="withdraw", option="fight-on")
    sc.claim_prey(session)
    sc.play_round(
        session, {0: [(priest, "null")], 1: [(sc.VESK, sc.card_in_hand(session, 1, "quick-jab"))]}
    )
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
        "1": {"characters": ["vesk-hollowjaw"], "combat": sc.VESK_HAND},
    }
    session = game(deal)
    sc.settle(session, lambda s: s.step == "redraw:open")
    sc.act(session, 0, type="play", card="0.s1-alias.1", by=ELDER, target=None)
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
    sc.act(session, 0, **plays[0])
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
        "1": {"characters": ["vesk-hollowjaw"], "combat": sc.VESK_HAND},
    }
    session = game(deal)
    sc.settle(session, lambda s: s.step == "redraw:open")
    eye, second = sorted(i for i in session.state.players[0].hand if ".s1-eye-of-the-cobra." in i)
    offensive_play(session, 0, eye, by=TAMSIN, target=sc.VESK)
    assert session.state.creatures[sc.VESK].pack == 0
    sc.settle(session, lambda s: s.phase == "regeneration")
    assert session.state.creatures[sc.VESK].pack == 1
    sc.combat_between(session, {0: TAMSIN, 1: sc.VESK}, attacker=1, target=TAMSIN)
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
    sc.settle(session, lambda s: s.step == "combat:open")
    eye = sc.in_hand(session, 0, "s1-eye-of-the-cobra")
    offensive_play(session, 0, eye, by=TAMSIN, target=sc.VESK)
    assert session.state.creatures[sc.VESK].pack == 0
    sc.settle(session, sc.at("combat:alphas"))
    sc.act(session, 0, type="alpha", creature=TAMSIN if first == "tamsin" else sc.VESK)
    sc.act(session, 1, type="alpha", creature=MARROW)
    sc.settle(session, lambda s: s.step == "combat:actions" and not s.prompts and s.combat is None)
    return session, eye


def _cobra_fights_beside() -> None:
    session, _ = cobra_combat_phase("tamsin")
    sc.act(session, 0, type="attack", target=MARROW)
    sc.settle(session, sc.in_combat("begin"))
    combat = session.state.combat
    assert combat is not None and TAMSIN in combat.sides[0] and sc.VESK in combat.sides[0]
    # the other way round: Vesk is Tamsin's pack's alpha (Renown 6, he acts first) and
    # attacks Marrow: Tamsin joins him
    session, _ = cobra_combat_phase("vesk")
    sc.act(session, 0, type="attack", target=MARROW)
    sc.settle(session, sc.in_combat("begin"))
    combat = session.state.combat
    assert combat is not None and sc.VESK in combat.sides[0] and TAMSIN in combat.sides[0]


def _cobra_ends_when_its_user_dies() -> None:
    deal = {
        "0": {
            "characters": ["tamsin-brightwater", "little-ember"],
            "sept": ["s1-eye-of-the-cobra"],
        },
        "1": {"characters": ["vesk-hollowjaw"], "sept": ["t-killing-word"]},
    }
    session = game(deal)
    sc.settle(session, lambda s: s.step == "redraw:open")
    eye = sc.in_hand(session, 0, "s1-eye-of-the-cobra")
    offensive_play(session, 0, eye, by=TAMSIN, target=sc.VESK)
    assert session.state.creatures[sc.VESK].pack == 0
    word = sc.in_hand(session, 1, "t-killing-word")
    offensive_play(session, 1, word, target=TAMSIN)
    assert TAMSIN not in session.state.creatures
    assert session.state.step == "redraw:open"  # in the same phase
    assert eye in session.state.players[0].sept_discard
    assert session.state.creatures[sc.VESK].pack == 1


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
        "0": {"characters": ["little-ember"], "combat": sc.EMBER_HAND},
        "1": {"characters": ["s1-blossum"], "combat": sc.VESK_HAND},
    }
    session = game(deal)
    for turn in (1, 2, 3):
        sc.settle(
            session,
            lambda s, t=turn: s.turn == t and (s.step == "combat:alphas" or bool(s.prompts)),
        )
        if turn == 3:  # no target left: she is not even asked
            assert not session.state.prompts
            assert not session.state.creatures[sc.EMBER].out
            break
        assert session.state.prompts, f"turn {turn}: Blossum is not asked"
        # the Combat Phase's redraw and Open Play are over, no alpha is chosen yet
        assert session.state.step == "combat:alphas" and not session.state.alpha_picks
        assert {c["type"] for c in session.legal(0)} == set()  # the picks wait for her
        sc.act(session, 1, type="choose", kind="ccg", option="yes")
        start = len(session.entries)
        sc.act(session, 1, type="choose", kind="ccg", option=sc.EMBER)
        events = sc.events_since(session, start)
        gone = [e["iid"] for e in events if e["type"] == "set" and e.get("out") is True]
        assert gone == [sc.EMBER, BLOSSUM]
        # then no alpha could be chosen, and the turn ended with both back
        assert {"type": "alphas", "order": [], "picks": {}} in events
        assert not session.state.players[1].out  # out of play, still in the game
        sc.settle(session, lambda s, t=turn: s.turn == t + 1)
        assert (
            not session.state.creatures[sc.EMBER].out and not session.state.creatures[BLOSSUM].out
        )
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
        "1": {"characters": ["vesk-hollowjaw"], "combat": sc.VESK_HAND},
    }
    session = game(deal, ("thornwood-kin", "ashfall-spiral"))
    mage = sc.staged(session, 0, "s1-dreamspeaker-mage", LIEN)
    sc.settle(session, lambda s: s.step == "resource:open")
    assert printed(session, 0, mage) == (8, 4, 10, 3)
    assert can_use(session, mage, "Theurge") and not can_use(session, mage, "Children of Gaia")
    uses = [c for c in session.legal(0) if c.get("card") == mage]
    assert uses == [{"type": "use", "card": mage, "index": 1, "target": None}]
    sc.act(session, 0, **uses[0])
    sc.act(session, 0, type="choose", kind="ccg", option=0)
    assert session.state.creatures[mage].world == "umbra"
    assert not [c for c in session.legal(0) if c.get("card") == mage]
    sc.settle(session, lambda s: s.turn == 2 and s.step == "redraw:open")
    sc.act(session, 0, type="use", card=mage, index=1, target=None)
    sc.act(session, 0, type="choose", kind="ccg", option=1)
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
        "1": {"characters": ["vesk-hollowjaw"], "combat": sc.VESK_HAND},
    }
    session = game(deal)
    sc.settle(session, lambda s: s.step == "redraw:open")
    before(session)
    sc.pick_alphas(session, sc.EMBER, sc.VESK, acting=1)
    sc.act(session, 1, type="attack", target=sc.EMBER)
    found: set[Any] = set()
    for _ in range(10):
        if session.state.combat is None or session.state.combat.step != "pre":
            break
        seat = min(session.to_act())
        legal = session.legal(seat)
        found |= {c["target"] for c in legal if ".stand-together." in c.get("card", "")}
        session.apply(seat, next(c for c in legal if c["type"] in sc.QUIET))
    return found


def imbue(session: Session) -> None:
    """Master Lien takes the Klailtal Stargazer (a Past Life) from seat 0's hand."""
    sc.act(
        session,
        0,
        type="play",
        card=sc.in_hand(session, 0, "s1-klailtal-stargazer"),
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
    sc.settle(session, lambda s: s.step == "redraw:open")
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
    assert sorted(play["target"]) == [sc.EMBER, sc.VESK]
    sc.act(session, 0, **play)
    assert session.state.combat.sides[0] == [ELDER, sc.EMBER, sc.VESK]
    assert len(session.state.players[0].combat_hand) == len(JABS) + 2
    session, gift = master_attacks_a_furmling("t-pup", "keeper-ashgrove")
    plays = [c for c in session.legal(0) if c.get("card") == gift]
    assert sorted(c["target"] for c in plays) == sorted([sc.EMBER, "0.keeper-ashgrove"])
    sc.act(session, 0, **plays[0])
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
        "1": {"characters": ["vesk-hollowjaw"], "combat": sc.VESK_HAND},
    }
    session = game(deal)
    prey = sc.staged(session, 0, "s1-furmling", None)
    sc.pick_alphas(session, f"0.{user}", sc.VESK, acting=0)
    sc.act(session, 0, type="attack", target=prey)
    gift = sc.in_hand(session, 0, "s1-master-of-the-pack")
    for _ in range(10):
        legal = session.legal(min(session.to_act()))
        if any(c.get("card") == gift for c in legal):
            break
        claim = [c for c in legal if c["type"] == "claim"]
        session.apply(
            min(session.to_act()),
            claim[0] if claim else next(c for c in legal if c["type"] in sc.QUIET),
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
    sc.staged(session, 1, "s1-skin-of-the-hellbound", sc.VESK)
    sc.combat_between(session, {0: METIS, 1: sc.VESK}, attacker=0, target=sc.VESK)
    assert any(".s1-skin-of-the-hellbound." in t for t in session.state.things)
    mangle = sc.card_in_hand(session, 0, "s1-mangle")
    start = sc.play_round(
        session, {0: [(METIS, mangle)], 1: [(sc.VESK, sc.card_in_hand(session, 1, "quick-jab"))]}
    )
    round_over(session)
    assert sc.wounds(session, sc.VESK) == 0
    assert {"type": "status", "index": 0, "status": "blocked", "to": "discard"} in sc.events_since(
        session, start
    )
    assert not [e for e in session.view(None)["lasting"] if e["on"] == sc.VESK]
    fight_on(session)
    sc.play_round(session, {0: [(METIS, sc.card_in_hand(session, 0, "raking-claws"))]})
    round_over(session)
    assert sc.wounds(session, sc.VESK) == 3


def test_a_duplicate_for_a_while_is_refused_naming_the_field() -> None:
    """The loader refuses what the rules cannot run: a duplicate (Alias) lasts until cancelled
    or killed, so a duration on it would be a promise nothing keeps."""
    from engine.ccg.errors import CardDataError

    (alias,) = [dict(c) for c in CARDS if c["id"] == "s1-alias"]
    alias["effects"] = [{**alias["effects"][0], "until": "turn"}]
    with pytest.raises(CardDataError, match=r"s1-alias.*effects\[0\]\.until"):
        check_card("mine", alias, 0)


def gaia_packs(sept0: list[str], seat1: list[str]) -> Session:
    """Keeper Ashgrove and Little Ember (Silver Wake, `sept0` on top of the Sept deck) against
    `seat1` (Thornwood Kin): two Gaia packs, as a Junta needs."""
    deal = {
        "0": {"characters": ["keeper-ashgrove", "little-ember"], "sept": sept0},
        "1": {"characters": seat1},
    }
    return game(deal, ("silver-wake", "thornwood-kin"))


def wisdom_moot(ember_votes: str, lien_votes: str = "abstain") -> tuple[Session, list[str]]:
    """Two Gaia packs. In the Open Play window at the beginning of the Moot Phase, Keeper
    Ashgrove (Renown 6) performs the Rite of Wisdom on Little Ember (Renown 4): "Play this card
    on any 1 of your Characters"; Keeper calls Gathering at the Ridge. Returns the creatures
    in the order they were asked to vote."""
    from tests.engine.test_rage_classic_scenarios import KEEPER, LIEN, YSOLDE, vote

    session = gaia_packs(["s1-rite-of-wisdom", "ridge-moot"], ["ysolde-amberclaw", "master-lien"])
    sc.settle(session, lambda s: s.step == "moot:begin")
    rite = sc.in_hand(session, 0, "s1-rite-of-wisdom")
    sc.act(session, 0, type="play", card=rite, by=KEEPER, target=sc.EMBER)
    assert session.state.things[rite].host == sc.EMBER  # on the Character it was played on
    sc.settle(session, lambda s: s.step == "moot:commit")
    sc.act(
        session, 0, type="call", card=sc.in_hand(session, 0, "ridge-moot"), by=KEEPER, target=None
    )
    sc.settle(session, lambda s: s.step == "moot:vote")
    order: list[str] = []
    votes = {sc.EMBER: ember_votes, KEEPER: "yes", YSOLDE: "no", LIEN: lien_votes}
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
    assert order[0] == sc.EMBER and KEEPER in order[1]
    sc.settle(session, lambda s: s.phase == "combat")
    with extra_cards(OWN):
        state = session.state
        assert (query.stat(state, sc.EMBER, "gnosis"), query.stat(state, sc.EMBER, "renown")) == (
            5,
            5,
        )
        assert query.stat(state, KEEPER, "renown") == 6
    assert any(".s1-rite-of-wisdom." in i for i in session.state.players[0].sept_discard)
    for ember, lien in (("no", "yes"), ("abstain", "abstain")):
        session, order = wisdom_moot(ember, lien)
        assert session.state.juntas[0].passed
        sc.settle(session, lambda s: s.phase == "combat")
        with extra_cards(OWN):
            state = session.state
            stats = (query.stat(state, sc.EMBER, "gnosis"), query.stat(state, sc.EMBER, "renown"))
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
    sc.settle(session, lambda s: s.step == "redraw:open")
    assert can_use(session, sc.VESK, "Beast-of-War")
    assert not can_use(session, sc.VESK, "Ahroun")
    assert not can_use(session, sc.VESK, "Lupus")
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
    sc.settle(session, lambda s: s.step == "resource:commit")
    before(session)
    sc.settle(session, lambda s: s.step == "resource:open")
    return session


def test_the_dreamspeaker_mage_cancels_a_gift_once_a_turn() -> None:
    """Dreamspeaker Mage: "Once per turn the Dreamspeaker can ... cancel any single Gift."
    Tamsin's Spirit Song (+2 Rage) waits on the table; the Mage's player cancels it: it goes to
    the discard pile and Tamsin's Rage is unchanged. Her second Spirit Song that turn cannot be
    cancelled by the Mage again."""
    from engine.games.rage_classic import query

    def recruit(session: Session) -> None:
        sc.act(
            session, 0, type="stage", card=sc.in_hand(session, 0, "s1-dreamspeaker-mage"), by=LIEN
        )

    session = tamsin_plays(["s1-dreamspeaker-mage"], ["spirit-song", "spirit-song"], recruit)
    mage = next(i for i in session.state.creatures if ".s1-dreamspeaker-mage." in i)
    with extra_cards(OWN):
        rage = query.stat(session.state, TAMSIN1, "rage")
    first, second = sorted(i for i in session.state.players[1].hand if ".spirit-song." in i)
    sc.act(session, 1, type="play", card=first, by=TAMSIN1, target=TAMSIN1)
    cancel = [c for c in session.legal(0) if c["type"] == "cancel" and c["card"] == mage]
    assert cancel
    sc.act(session, 0, **cancel[0])
    assert first in session.state.players[1].sept_discard
    with extra_cards(OWN):
        assert query.stat(session.state, TAMSIN1, "rage") == rage
    sc.act(session, 1, type="play", card=second, by=TAMSIN1, target=TAMSIN1)
    if session.state.pending is not None:
        assert not [c for c in session.legal(0) if c["type"] == "cancel" and c["card"] == mage]
        sc.act(session, 0, type="allow")
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
    veil = sc.in_hand(session, 1, "slip-the-veil")
    plays = [c for c in session.legal(1) if c.get("card") == veil]
    sc.act(session, 1, **plays[0])
    past = next(i for i in session.state.things if ".s1-klailtal-stargazer." in i)
    cancel = [c for c in session.legal(0) if c["type"] == "cancel" and c["card"] == past]
    assert cancel, session.legal(0)
    sc.act(session, 0, **cancel[0])
    assert session.state.creatures[TAMSIN1].world == "physical"
    assert veil in session.state.players[1].sept_discard
    deal = {
        "0": {"characters": ["master-lien"], "sept": ["s1-klailtal-stargazer"], "combat": JABS},
        "1": {"characters": ["ysolde-amberclaw"], "sept": ["call-the-kin", "kitsune-wanderer"]},
    }
    session = game(deal, ("thornwood-kin", "thornwood-kin"))
    sc.settle(session, lambda s: s.step == "resource:open")
    imbue(session)
    kin = sc.in_hand(session, 1, "call-the-kin")
    sc.act(session, 1, **next(c for c in session.legal(1) if c.get("card") == kin))
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
        sc.staged(session, 0, "greenfall-caern", KEEPER)
        sc.settle(session, lambda s: s.step == "resource:open")
        if veiled:
            veil_played(session, 0)
        sc.settle(session, lambda s: s.phase == "umbra")
        assert session.state.turn == 1
        with extra_cards(OWN):
            assert turn.caern_gauntlet(session.state, 0) == (6 if veiled else 4)
        steps = {c["creature"] for c in session.legal(0) if c["type"] == "step"}
        assert steps == (set() if veiled else {KEEPER, sc.EMBER}), veiled


# -- the Alphabetical Card Listing: cards whose rulings say what they do ---------------------------
def at_begin(
    deal: dict[str, Any],
    picks: dict[int, str],
    attacker: int,
    target: str,
    packs: tuple[str, str] = ("silver-wake", "ashfall-spiral"),
    equip: tuple[tuple[int, str, str], ...] = (),
    before: Callable[[Session], None] | None = None,
) -> Session:
    """`equip` (seat, card, creature) goes into play in the Resource Phase, then `before` runs;
    the alphas `picks`; `attacker`'s alpha attacks `target`; the game waits in the combat's
    opening window, where Combat Events and Gifts are played before the first round."""
    session = game(deal, packs)
    for seat, card_id, by in equip:
        sc.staged(session, seat, card_id, by)
    if before is not None:
        before(session)
    sc.pick_alphas(session, picks[0], picks[1], acting=attacker)
    sc.act(session, attacker, type="attack", target=target)
    sc.settle(session, sc.in_combat("begin"))
    return session


def vesk_attacks(
    ember_hand: list[str],
    vesk_hand: list[str],
    sept0: tuple[str, ...] = (),
    me: str = "little-ember",
) -> Session:
    """Vesk Hollowjaw attacks seat 0's only Character `me` (Combat hand `ember_hand`, Sept
    cards `sept0`); the opening window of the combat."""
    deal = {
        "0": {"characters": [me], "sept": list(sept0), "combat": ember_hand},
        "1": {"characters": ["vesk-hollowjaw"], "combat": vesk_hand},
    }
    return at_begin(deal, {0: f"0.{me}", 1: sc.VESK}, 1, f"0.{me}")


def play_now(session: Session, seat: int, card: str, by: str, target: str | None = None) -> None:
    """`seat` plays `card` for `by` in the open window: at once, or announced first as an
    Offensive Effect (a card that reaches another player's creature)."""
    play = {"type": "play", "card": card, "by": by, "target": target}
    if play in session.legal(seat):
        sc.act(session, seat, **play)
    else:
        offensive_play(session, seat, card, by=by, target=target)
    sc.settle(session, lambda s: s.pending is None)  # nobody cancels it: it resolves


def targets_offered(session: Session, seat: int, card: str) -> set[Any]:
    """Every target `seat` may name for `card` now, Offensive Effects included (announcing one
    opens them; the announcement is not kept)."""
    from engine.games.rage_classic import plays

    with extra_cards(OWN):
        step = session.state.combat.step if session.state.combat else "open"
        moment = "between" if step == "between" else "begin" if step == "begin" else "open"
        found = [
            *plays.options(session.state, seat, moment, False),
            *plays.options(session.state, seat, moment, True),
        ]
    return {c.get("target") for c in found if c.get("card") == card}


def stat(session: Session, iid: str, name: str) -> int:
    from engine.games.rage_classic import query

    with extra_cards(OWN):
        return query.stat(session.state, iid, name)


def lasting_on(session: Session, iid: str) -> list[tuple[str, str]]:
    return [(e["key"], e["until"]) for e in session.view(None)["lasting"] if e["on"] == iid]


@scenario("s1-balors-gaze")
def _balors_gaze() -> None:
    """Erratum: "Balor's Gaze will prevent all opponents of lower Rage from playing combat
    actions for one ROUND of combat, not the whole combat." (The seed gives neither its Gnosis
    nor its requirement: Gnosis 3, Metis, are the test's.) The Rage 9 Metis plays it as Vesk
    (Rage 4) attacks: Vesk's Combat Action of the first round is illegal and does nothing; his
    second round's lands. Little Ember (Rage 4) gazes at Vesk (Rage 4, not lower): his blow
    lands at once."""
    session = vesk_attacks(
        ["quick-jab"] * 2 + JABS[2:], sc.VESK_HAND, ("s1-balors-gaze",), "t-metis"
    )
    play_now(session, 0, sc.in_hand(session, 0, "s1-balors-gaze"), METIS)
    sc.settle(session, sc.in_combat("play"))
    for theirs, expected in (("shoulder-slam", 0), ("hamstring", 2)):
        start = sc.play_round(
            session,
            {
                0: [(METIS, sc.card_in_hand(session, 0, "quick-jab"))],
                1: [(sc.VESK, sc.card_in_hand(session, 1, theirs))],
            },
        )
        round_over(session)
        assert sc.wounds(session, METIS) == expected
        illegal = [e for e in sc.events_since(session, start) if e.get("status") == "illegal"]
        assert bool(illegal) == (expected == 0)
        sc.act(session, 1, type="choose", kind="withdraw", option="fight-on")
        sc.settle(session, sc.in_combat("play"))
    session = vesk_attacks(sc.EMBER_HAND, sc.VESK_HAND, ("s1-balors-gaze",))
    play_now(session, 0, sc.in_hand(session, 0, "s1-balors-gaze"), sc.EMBER)
    sc.settle(session, sc.in_combat("play"))
    sc.play_round(session, {1: [(sc.VESK, sc.card_in_hand(session, 1, "shoulder-slam"))]})
    round_over(session)
    assert sc.wounds(session, sc.EMBER) == 2


@scenario("s1-dharma-bum")
def _dharma_bum() -> None:
    """Erratum: "Dharma's rapping and howling cause all opponents fighting him in combat to lose
    2 Gnosis while in combat with him." (Its stats and keywords are the test's.) Vesk (Gnosis
    3) attacks him: Gnosis 1 while the fight lasts, 3 again after; Dharma keeps his 5."""
    bum = "0.s1-dharma-bum"
    session = vesk_attacks(JABS, sc.VESK_HAND, me="s1-dharma-bum")
    assert stat(session, sc.VESK, "gnosis") == 1 and stat(session, bum, "gnosis") == 5
    sc.settle(session, sc.in_combat("play"))
    sc.play_round(session, {1: [(sc.VESK, sc.card_in_hand(session, 1, "quick-jab"))]})
    round_over(session)
    sc.act(session, 1, type="choose", kind="withdraw", option="withdraw")
    sc.settle(session, lambda s: s.combat is None)
    assert stat(session, sc.VESK, "gnosis") == 3
    # A Gaia Character: he may serve the Silver Wake, not the Ashfall Spiral.
    pool = {**cards(), **{cid: tracked(c) for cid, c in load_extra(CARDS).items()}}
    for pack_id, refused in (("silver-wake", False), ("ashfall-spiral", True)):
        pack = packs()[pack_id]
        with_him = replace(pack, characters=(*pack.characters, "s1-dharma-bum"))
        said = [p for p in check_pack(with_him, 40, pool=pool) if "Dharma Bum cannot serve" in p]
        assert bool(said) == refused, pack_id


@scenario("s1-fetal-position")
def _fetal_position() -> None:
    """ "Fetal Position blocks 6 damage from any single damage card." (Its Rage is the test's.)
    The Rage 9 Metis mauls Vesk with a Mauling Onslaught (8): 2 get through; the next round his
    Raking Claws (3) are blocked whole."""
    deal = {
        "0": {"characters": ["t-metis"], "combat": ["mauling-onslaught", *JABS[:4]]},
        "1": {"characters": ["vesk-hollowjaw"], "combat": ["s1-fetal-position"] * 2 + JABS[:3]},
    }
    session = at_begin(deal, {0: METIS, 1: sc.VESK}, 0, sc.VESK)
    sc.settle(session, sc.in_combat("play"))
    for mine, expected in (("mauling-onslaught", 2), ("raking-claws", 2)):
        sc.play_round(
            session,
            {
                0: [(METIS, sc.card_in_hand(session, 0, mine))],
                1: [(sc.VESK, sc.card_in_hand(session, 1, "s1-fetal-position"))],
            },
        )
        round_over(session)
        assert sc.wounds(session, sc.VESK) == expected
        fight_on(session)


@scenario("s1-fur-gnarl")
def _fur_gnarl() -> None:
    """ "If the creature is not in Crinos/battle form when this wound is delivered, then the
    wound is not aggravated. If it was in Crinos when it received this, it is aggravated."
    (Its Rage and damage are the test's.) Ember's Fur Gnarl on Vesk in breed form: a plain
    damage card; on Vesk gone Crinos in a Full Frenzy: aggravated."""
    for frenzied in (False, True):
        session = vesk_attacks(["s1-fur-gnarl", *JABS[:4]], ["blood-fury", *JABS[:4]])
        if frenzied:
            play_now(session, 1, sc.card_in_hand(session, 1, "blood-fury"), sc.VESK)
            assert session.state.creatures[sc.VESK].crinos
        sc.settle(session, sc.in_combat("play"))
        gnarl = sc.card_in_hand(session, 0, "s1-fur-gnarl")
        sc.play_round(
            session,
            {0: [(sc.EMBER, gnarl)], 1: [(sc.VESK, sc.card_in_hand(session, 1, "quick-jab"))]},
        )
        damage = session.state.creatures[sc.VESK].damage
        assert [(d.card, d.aggravated) for d in damage] == [(gnarl, frenzied)]


def frenzy_of(session: Session, iid: str) -> tuple[str, bool]:
    ch = session.state.creatures[iid]
    return ch.frenzy, ch.crinos


@scenario("s1-frenzy")
def _frenzy() -> None:
    """ "This puts the character in Full Frenzy." Vesk plays it as he attacks: Crinos, Combat
    cards drawn up to his Crinos Rage (7), and no withdrawing after the round."""
    session = vesk_attacks(sc.EMBER_HAND, ["s1-frenzy", *JABS[:4]])
    play_now(session, 1, sc.card_in_hand(session, 1, "s1-frenzy"), sc.VESK)
    assert frenzy_of(session, sc.VESK) == ("full", True)
    assert len(session.state.players[1].combat_hand) == 4 + 7
    sc.settle(session, sc.in_combat("play"))
    sc.play_round(session, {1: [(sc.VESK, sc.card_in_hand(session, 1, "quick-jab"))]})
    for seat in session.to_act():
        assert not [c for c in session.legal(seat) if c.get("option") == "withdraw"]


@scenario("s1-battle-fervor")
def _battle_fervor() -> None:
    """ "This is a limited frenzy." Vesk plays it: frenzied, but none of a Full Frenzy's
    changes (no Crinos, no cards drawn)."""
    session = vesk_attacks(sc.EMBER_HAND, ["s1-battle-fervor", *JABS[:4]])
    play_now(session, 1, sc.card_in_hand(session, 1, "s1-battle-fervor"), sc.VESK)
    assert frenzy_of(session, sc.VESK) == ("limited", False)
    assert len(session.state.players[1].combat_hand) == 4


@scenario("s1-fox-frenzy")
def _fox_frenzy() -> None:
    """ "Is a limited frenzy. If the Fox Frenzied character is somehow prevented from leaving
    combat, it does NOT gain any of the benefits of a Full frenzy." (Its escape is the card's
    other words, as the game's own Fox Flight.) Tamsin Brightwater, attacked, flees the fight:
    the combat is over, and she is neither Crinos nor holding more Combat cards."""
    tamsin = "0.tamsin-brightwater"
    session = vesk_attacks(["s1-fox-frenzy", *JABS[:4]], sc.VESK_HAND, me="tamsin-brightwater")
    play_now(session, 0, sc.card_in_hand(session, 0, "s1-fox-frenzy"), tamsin)
    assert session.state.combat is not None and session.state.combat.sides[1] == []
    assert frenzy_of(session, tamsin) == ("fox", False)
    assert len(session.state.players[0].combat_hand) == 4
    sc.settle(session, lambda s: s.combat is None)
    assert sc.wounds(session, tamsin) == 0


def ember_against(seat1: str, equip: tuple[tuple[int, str, str], ...] = ()) -> Session:
    """Little Ember (holding Song of Rage) attacks `seat1`'s only Character; the opening
    window."""
    other = f"1.{seat1}"
    packs = ("silver-wake", "ashfall-spiral" if seat1 == "vesk-hollowjaw" else "grey-ledger")
    deal = {
        "0": {
            "characters": ["little-ember"],
            "sept": ["s1-song-of-rage", *(e[1] for e in equip)],
            "combat": JABS,
        },
        "1": {"characters": [seat1], "combat": JABS},
    }
    return at_begin(deal, {0: sc.EMBER, 1: other}, 0, other, packs, equip)


@scenario("s1-song-of-rage")
def _song_of_rage() -> None:
    """ "It can only frenzy creatures capable of frenzying." (Its Gnosis, requirement and
    timing are the test's.) In Ember's fight with Vesk (a Garou) she may sing either of them
    into a frenzy; she sings Vesk into a Full Frenzy. Against Sister Marrow (7th Generation,
    who cannot frenzy) only Ember herself is offered."""
    session = ember_against("vesk-hollowjaw")
    song = sc.in_hand(session, 0, "s1-song-of-rage")
    assert targets_offered(session, 0, song) == {sc.EMBER, sc.VESK}
    play_now(session, 0, song, sc.EMBER, sc.VESK)
    assert frenzy_of(session, sc.VESK) == ("full", True)
    session = ember_against("sister-marrow")
    assert targets_offered(session, 0, sc.in_hand(session, 0, "s1-song-of-rage")) == {sc.EMBER}


@scenario("s1-red-hot-baby-powder")
def _red_hot_baby_powder() -> None:
    """ "Can only frenzy creatures capable of frenzying." (What it does beyond that ruling is
    the test's: discarded in a fight, it sends a creature there into a Full Frenzy.) Ember,
    carrying it, may use it on Vesk, and does: he frenzies and the Powder is gone. Against
    Sister Marrow (7th Generation) only Ember herself may be powdered."""
    equip = ((0, "s1-red-hot-baby-powder", sc.EMBER),)
    session = ember_against("vesk-hollowjaw", equip)
    powder = next(i for i in session.state.things if ".s1-red-hot-baby-powder." in i)
    assert powder_targets(session, powder) == {sc.EMBER, sc.VESK}
    sc.act(session, 0, type="use", card=powder, index=0, target=sc.VESK)
    assert frenzy_of(session, sc.VESK) == ("full", True)
    assert powder not in session.state.things
    session = ember_against("sister-marrow", equip)
    powder = next(i for i in session.state.things if ".s1-red-hot-baby-powder." in i)
    assert powder_targets(session, powder) == {sc.EMBER}


def powder_targets(session: Session, powder: str) -> set[str]:
    """The targets the Powder's use is offered for: on Ember's own side, then (her player
    announcing an Offensive Effect) on the other pack's; the announcement stands."""
    found: set[str] = set()
    for _ in range(2):
        legal = session.legal(0)
        found |= {c["target"] for c in legal if c["type"] == "use" and c["card"] == powder}
        if {"type": "announce"} in legal:
            sc.act(session, 0, type="announce")
            sc.act(session, 1, type="ok")
    return found


@scenario("s1-rilkean-heart")
def _rilkean_heart() -> None:
    """ "The Gift user cannot frenzy for the duration of the combat." (The rest of the Gift is
    not in the seed.) Ember plays it as Vesk attacks her; her Blood Fury then sends her into no
    frenzy; the prohibition ends with the combat."""
    session = vesk_attacks(["blood-fury", *JABS[:4]], sc.VESK_HAND, ("s1-rilkean-heart",))
    play_now(session, 0, sc.in_hand(session, 0, "s1-rilkean-heart"), sc.EMBER)
    assert lasting_on(session, sc.EMBER) == [("frenzy", "combat")]
    fury = sc.card_in_hand(session, 0, "blood-fury")
    if {"type": "play", "card": fury, "by": sc.EMBER, "target": None} in session.legal(0):
        sc.act(session, 0, type="play", card=fury, by=sc.EMBER, target=None)
    assert frenzy_of(session, sc.EMBER)[0] == ""
    sc.settle(session, lambda s: s.combat is None)
    assert lasting_on(session, sc.EMBER) == []


@scenario("s1-memory-ribbon")
def _memory_ribbon() -> None:
    """ "Opponents may not frenzy, but the user's packmates may frenzy." Ember wears it; Vesk
    attacks her and his Blood Fury sends him into no frenzy, while hers does."""
    deal = {
        "0": {
            "characters": ["little-ember"],
            "sept": ["s1-memory-ribbon"],
            "combat": ["blood-fury", *JABS[:4]],
        },
        "1": {"characters": ["vesk-hollowjaw"], "combat": ["blood-fury", *JABS[:4]]},
    }
    session = at_begin(
        deal, {0: sc.EMBER, 1: sc.VESK}, 1, sc.EMBER, equip=((0, "s1-memory-ribbon", sc.EMBER),)
    )
    fury = sc.card_in_hand(session, 1, "blood-fury")
    if {"type": "play", "card": fury, "by": sc.VESK, "target": None} in session.legal(1):
        sc.act(session, 1, type="play", card=fury, by=sc.VESK, target=None)
    assert frenzy_of(session, sc.VESK)[0] == ""
    play_now(session, 0, sc.card_in_hand(session, 0, "blood-fury"), sc.EMBER)
    assert frenzy_of(session, sc.EMBER)[0] == "full"


def new_moon(session: Session) -> None:
    """Ember's player plays New Moon in the first Redraw Phase."""
    sc.settle(session, lambda s: s.step == "redraw:open")
    sc.act(
        session, 0, type="play", card=sc.in_hand(session, 0, "s1-new-moon"), by=None, target=None
    )


@scenario("s1-new-moon")
def _new_moon() -> None:
    """Erratum: "New Moon prevents Garou, Fera, Banes and Vampires from frenzying. It does not
    prevent Fomori from frenzying (unless they are also Garou/Fera)." Ember's player plays it
    in the Redraw Phase; in the Combat Phase Vesk's Blood Fury sends him into no frenzy, while
    Harlan Sluice's (Iliad Fomori) does."""
    for foe, pack in (("vesk-hollowjaw", "ashfall-spiral"), ("harlan-sluice", "grey-ledger")):
        other = f"1.{foe}"
        deal = {
            "0": {"characters": ["little-ember"], "sept": ["s1-new-moon"], "combat": JABS},
            "1": {"characters": [foe], "combat": ["blood-fury", *JABS[:4]]},
        }
        session = at_begin(
            deal, {0: sc.EMBER, 1: other}, 1, sc.EMBER, ("silver-wake", pack), before=new_moon
        )
        fury = sc.card_in_hand(session, 1, "blood-fury")
        if {"type": "play", "card": fury, "by": other, "target": None} in session.legal(1):
            sc.act(session, 1, type="play", card=fury, by=other, target=None)
        assert frenzy_of(session, other)[0] == ("full" if foe == "harlan-sluice" else ""), foe


def kissed(gift: str, hunter: str, allegiance: str) -> tuple[Session, str, str]:
    """`hunter` attacks a Furmling (whose damage is aggravated) holding the Gift `gift`; after
    a round of its Raking Claws against the Furmling's Quick Jab, between the rounds. Returns
    the session, the hunter and the Furmling."""
    me = f"0.{hunter}"
    session, furmling = hunts("s1-furmling", hunter, JABS, sept=(gift,), allegiance=allegiance)
    sc.play_round(
        session,
        {
            0: [(me, sc.card_in_hand(session, 0, "raking-claws"))],
            1: [(furmling, sc.card_in_hand(session, 1, "quick-jab"))],
        },
    )
    round_over(session)
    assert [d.aggravated for d in session.state.creatures[me].damage] == [True]
    sc.act(session, 0, type="choose", kind="withdraw", option="fight-on")
    assert session.state.combat is not None and session.state.combat.step == "between"
    return session, me, furmling


def kiss(gift: str, hunter: str, allegiance: str) -> None:
    """Between the rounds its user may heal itself or the creature it fights; healing itself,
    the aggravated damage card goes."""
    session, me, furmling = kissed(gift, hunter, allegiance)
    card = sc.in_hand(session, 0, gift)
    assert targets_offered(session, 0, card) == {me, furmling}
    play_now(session, 0, card, me, me)
    assert session.state.creatures[me].damage == []
    assert sc.wounds(session, furmling) == 3


@scenario("s1-kiss-of-life")
def _kiss_of_life() -> None:
    """ "This may be used between combat rounds on the user or a target of his choice. This
    Gift can heal aggravated damage." (How much it heals, its Gnosis and requirement are the
    test's: one damage card, 3, Fianna.) Ember fights a Furmling."""
    kiss("s1-kiss-of-life", "little-ember", "silver-wake")


@scenario("s1-kiss-of-the-wyrms")
def _kiss_of_the_wyrms() -> None:
    """The same ruling, word for word, for the Wyrm's Gift: a Black Spiral Dancer fights a
    Furmling."""
    kiss("s1-kiss-of-the-wyrms", "t-spiral", "ashfall-spiral")


def exorcise(gift: str, hunter: str, allegiance: str) -> None:
    """Between the rounds the Gift sends the Spirit it fights to the discard pile: not killed,
    so nobody scores it."""
    session, me, furmling = kissed(gift, hunter, allegiance)
    kills = len([e for e in sc.events_since(session, 0) if e["type"] == "kill"])
    play_now(session, 0, sc.in_hand(session, 0, gift), me)
    assert furmling not in session.state.creatures
    assert furmling in session.state.players[0].sept_discard  # its owner put it in play
    assert len([e for e in sc.events_since(session, 0) if e["type"] == "kill"]) == kills
    sc.settle(session, lambda s: s.combat is None)
    assert vp(session, 0) == 0


@scenario("s1-exorcism")
def _exorcism() -> None:
    """ "If a spirit is Exorcised while in combat, it is not killed, it is discarded. No one
    gains Victory Points for killing it." (What it does beyond the ruling, its Gnosis and
    requirement are the test's: in a combat, the opposing Spirit goes to the discard pile.)
    Ember exorcises a Furmling (a Spirit). Against Vesk, no Spirit, it is not offered."""
    exorcise("s1-exorcism", "little-ember", "silver-wake")
    session = between_rounds(sc.EMBER_HAND, ["s1-exorcism"])
    assert targets_offered(session, 0, sc.in_hand(session, 0, "s1-exorcism")) == set()


@scenario("s1-spirit-drain")
def _spirit_drain() -> None:
    """ "If a spirit is Spirit Drained while in combat, it is not killed, it is discarded. No
    one gains Victory Points for killing it." A Black Spiral Dancer drains a Furmling."""
    exorcise("s1-spirit-drain", "t-spiral", "ashfall-spiral")


@scenario("s1-strange-rain")
def _strange_rain() -> None:
    """ "Only characters can be Alpha while this Gift is in effect." (Its Gnosis, requirement
    and duration are the test's.) Each pack has recruited an Ally (Keeper Ashgrove a Kinfolk
    Ranger, Vesk a Pit Hound); without the rain either may be chosen as an alpha; after
    Ember's player plays it in the Umbra Phase, only the Characters are offered."""
    from tests.engine.test_rage_classic_scenarios import KEEPER

    for rain in (False, True):
        deal = {
            "0": {
                "characters": ["keeper-ashgrove", "little-ember"],
                "sept": ["kinfolk-ranger", "s1-strange-rain"],
            },
            "1": {"characters": ["vesk-hollowjaw"], "sept": ["pit-hound"]},
        }
        session = game(deal)
        sc.staged(session, 0, "kinfolk-ranger", KEEPER)
        sc.act(session, 1, type="stage", card=sc.in_hand(session, 1, "pit-hound"), by=sc.VESK)
        if rain:
            sc.settle(session, lambda s: s.step == "umbra:open")
            play_now(session, 0, sc.in_hand(session, 0, "s1-strange-rain"), sc.EMBER)
        sc.settle(session, sc.at("combat:alphas"))
        allies = {
            i for i in session.state.creatures if ".kinfolk-ranger." in i or ".pit-hound." in i
        }
        offered = {c["creature"] for seat in (0, 1) for c in session.legal(seat)}
        assert len(allies) == 2 and offered & allies == (set() if rain else allies), rain
        assert offered - allies == {KEEPER, sc.EMBER, sc.VESK}


@scenario("s1-step-sideways")
def _step_sideways() -> None:
    """Erratum: "May also be used to leave the Umbra." (Its other words are the test's: it
    steps the creature sideways.) Ember steps into the Umbra with one copy and back out with
    the other."""
    session = ember_and_vesk(["s1-step-sideways"] * 2)
    for option, world in ((0, "umbra"), (1, "physical")):
        play_now(session, 0, sc.in_hand(session, 0, "s1-step-sideways"), sc.EMBER)
        sc.act(session, 0, type="choose", kind="ccg", option=option)
        assert session.state.creatures[sc.EMBER].world == world


def moot_called(moot: str, seat1: list[str], votes: str = "yes", **call: Any) -> Session:
    """Two Gaia packs: Keeper Ashgrove and Little Ember against `seat1`; Keeper calls `moot`
    (with `call`'s fields) and every creature votes `votes`; on to the Combat Phase."""
    from tests.engine.test_rage_classic_scenarios import KEEPER, vote

    session = gaia_packs([moot], seat1)
    sc.settle(session, lambda s: s.step == "moot:commit")
    sc.act(session, 0, type="call", card=sc.in_hand(session, 0, moot), by=KEEPER, **call)
    sc.settle(session, lambda s: s.step == "moot:vote")
    while session.state.step == "moot:vote":
        asked = {
            c["creature"] for s in session.to_act() for c in session.legal(s) if "creature" in c
        }
        vote(session, dict.fromkeys(asked, votes))
    sc.settle(session, lambda s: s.phase == "combat")
    return session


@scenario("s1-winter-wolf")
def _winter_wolf() -> None:
    """Erratum: "removes any Garou of Renown 6 or higher from play" means "any ONE Garou of
    Renown 6 or higher"; "This Garou is placed in its owner's victory pile"; "Owner means the
    owner of the card"; "Winter Wolf cannot target Garou Prey." (Its Renown is the test's.)
    Keeper (Renown 6) may name himself or the Test Elder (Renown 7) of the other pack, not
    Little Ember (4), Ysolde Amberclaw (a Bastet of 6) or a Garou Victim (a Stray Cub); he
    names the Elder, the Moot passes, and the Elder goes to its owner's Victory Pile: its
    Renown scores for seat 1."""
    from tests.engine.test_rage_classic_scenarios import KEEPER

    session = gaia_packs(["s1-winter-wolf", "stray-cub"], ["t-elder", "ysolde-amberclaw"])
    sc.staged(session, 0, "stray-cub", None)
    sc.settle(session, lambda s: s.step == "moot:commit")
    wolf = sc.in_hand(session, 0, "s1-winter-wolf")
    named = {c["target"] for c in session.legal(0) if c["type"] == "call" and c["card"] == wolf}
    assert named == {KEEPER, "1.t-elder"}
    session = moot_called("s1-winter-wolf", ["t-elder", "ysolde-amberclaw"], target="1.t-elder")
    assert "1.t-elder" not in session.state.creatures
    assert (vp(session, 0), vp(session, 1)) == (0, 7)


@scenario("s1-tribal-alliance")
def _tribal_alliance() -> None:
    """Erratum: "This creates Loyalty between members of the named tribes. All X will have
    Loyalty towards Y, all Ys will have Loyalty to X. Note that only Garou and Bastet have
    tribes." (The pairs its caller may name, and its Renown, are the test's.) Named "the Fianna
    and the Stargazers": in the Combat Phase Little Ember (Fianna) may not attack Master Lien
    (Stargazers), nor he her. Named "the Silver Fangs and the Pumonca" (a Bastet tribe):
    Keeper may not attack Ysolde Amberclaw, and Ember may attack Lien."""
    from tests.engine.test_rage_classic_juntas_constructs import may_attack
    from tests.engine.test_rage_classic_scenarios import KEEPER, LIEN, YSOLDE

    seat1 = ["ysolde-amberclaw", "master-lien"]
    for named, seat, mine, theirs, may in (
        (0, 0, sc.EMBER, LIEN, False),
        (0, 1, LIEN, sc.EMBER, False),
        (1, 0, KEEPER, YSOLDE, False),
        (1, 0, sc.EMBER, LIEN, True),
    ):
        session = moot_called("s1-tribal-alliance", seat1, target=None, named=named)
        assert may_attack(session, seat, mine, theirs) == may, (named, mine, theirs)


@scenario("s1-mockmaw")
def _mockmaw() -> None:
    """Erratum: "Whenever the creature channelling Mockmaw kills a creature, permanently
    increase its pack's sept hand size by 1. This increase does not end if Mockmaw is returned
    to your hand." (Its requirement is the test's.) A Black Spiral Dancer channels it in the
    Redraw Phase and kills a Lost Hiker (Health 2) in the Combat Phase: its player's Sept hand
    size is 6, and still 6 next turn, when Mockmaw has left play."""
    deal = {
        "0": {"characters": ["t-spiral"], "sept": ["s1-mockmaw", "lost-hiker"], "combat": JABS},
        "1": {"characters": ["vesk-hollowjaw"], "combat": sc.VESK_HAND},
    }
    session = game(deal, ("ashfall-spiral", "ashfall-spiral"))
    sc.settle(session, lambda s: s.step == "redraw:open")
    play_now(session, 0, sc.in_hand(session, 0, "s1-mockmaw"), SPIRAL)
    hiker = sc.staged(session, 0, "lost-hiker", None)
    sc.pick_alphas(session, SPIRAL, sc.VESK, acting=0)  # Renown 7 acts before Vesk's 6
    sc.act(session, 0, type="attack", target=hiker)
    sc.claim_prey(session)
    assert hand_sizes(session)[0] == 5
    sc.play_round(session, {0: [(SPIRAL, sc.card_in_hand(session, 0, "raking-claws"))]})
    assert hiker not in session.state.creatures
    assert hand_sizes(session)[0] == 6
    sc.settle(session, lambda s: s.turn == 2 and s.step == "redraw:open")
    assert not [i for i in session.state.things if ".s1-mockmaw." in i]
    assert hand_sizes(session)[0] == 6


def gifted(protection: str, foe: str, gift: str, foe_pack: str) -> tuple[Session, str]:
    """Little Ember, wearing `protection` (if any), is attacked by `foe`, who plays the Gift
    `gift` (aimed at the opposing creature) as the fight opens."""
    other = f"1.{foe}"
    deal = {
        "0": {
            "characters": ["little-ember"],
            "sept": [protection] if protection else [],
            "combat": JABS,
        },
        "1": {"characters": [foe], "sept": [gift], "combat": JABS},
    }
    equip = ((0, protection, sc.EMBER),) if protection else ()
    session = at_begin(deal, {0: sc.EMBER, 1: other}, 1, sc.EMBER, ("silver-wake", foe_pack), equip)
    play_now(session, 1, sc.in_hand(session, 1, gift), other)
    return session, other


@scenario("s1-heart-of-midnight")
def _heart_of_midnight() -> None:
    """ "The user cannot be affected by any Gifts played by anyone ... Heart of Midnight does
    not cancel Gifts, but it will render some Gifts played by opponents ineffective against the
    bearer (e.g. ... Balor's Gaze). Consider such Gifts to have empty text boxes with regard to
    the user of Heart of Midnight." A Black Spiral Dancer's Shadow Twist (-2 Rage to the
    opposing creature) takes Ember from Rage 4 to 2; on Ember wearing the Heart it does
    nothing, and it is still played (its card is spent)."""
    for heart, rage in (("", 2), ("s1-heart-of-midnight", 4)):
        session, _ = gifted(heart, "t-spiral", "shadow-twist", "ashfall-spiral")
        assert stat(session, sc.EMBER, "rage") == rage, heart
        assert not [c for c in session.state.players[1].hand if ".shadow-twist." in c]


@scenario("s1-toga-of-dionysius")
def _toga_of_dionysius() -> None:
    """ "The user cannot be affected by any Gifts played by anyone. ... Toga will not prevent
    opponents from targeting themselves with Gifts." Sister Marrow's Mindburn (2 damage to the
    opposing creature) wounds Ember, not Ember in the Toga."""
    for toga, hurt in (("", 2), ("s1-toga-of-dionysius", 0)):
        session, _ = gifted(toga, "sister-marrow", "mindburn", "grey-ledger")
        assert sc.wounds(session, sc.EMBER) == hurt, toga


@scenario("s1-balkan-fief")
def _balkan_fief() -> None:
    """ "One member of the pack can regenerate one additional damage card." (When the member
    is named is the test's: as the Regeneration Phase begins.) Vesk leaves a Quick Jab and a
    Shoulder Slam on Little Ember in turn 1; at turn 2's Regeneration Phase she returns the
    Jab alone, or, her pack holding the Fief and her player naming her, both."""
    for fief in (False, True):
        deal = {
            "0": {
                "characters": ["little-ember"],
                "sept": ["s1-balkan-fief"] if fief else [],
                "combat": ["quick-jab", "quick-jab", "sidestep", "shoulder-slam", "hamstring"],
            },
            "1": {"characters": ["vesk-hollowjaw"], "combat": JABS},
        }
        session = game(deal)
        if fief:
            sc.staged(session, 0, "s1-balkan-fief", sc.EMBER)
        sc.combat_between(session, {0: sc.EMBER, 1: sc.VESK}, attacker=1, target=sc.EMBER)
        for theirs in ("quick-jab", "shoulder-slam"):
            sc.play_round(
                session,
                {
                    0: [(sc.EMBER, sc.card_in_hand(session, 0, "quick-jab"))],
                    1: [(sc.VESK, sc.card_in_hand(session, 1, theirs))],
                },
            )
            round_over(session)
            sc.act(session, 1, type="choose", kind="withdraw", option="fight-on")
            sc.settle(session, lambda s: s.combat is None or s.combat.step == "play")
        sc.settle(session, lambda s: s.turn == 2 and s.phase == "regeneration")
        if fief:
            sc.act(session, 0, type="choose", kind="ccg", option=sc.EMBER)
        while session.state.phase == "regeneration":  # Vesk picks among his equal Jabs
            seat = min(session.to_act())
            legal = session.legal(seat)
            session.apply(seat, next(c for c in legal if c["type"] in (*sc.QUIET, "choose")))
        left = [d.amount for d in session.state.creatures[sc.EMBER].damage]
        assert left == ([] if fief else [2]), fief


def knife_wind_table() -> tuple[Session, str]:
    """Ember's pack puts a Furmling (Health 4) in the Hunting Grounds; Vesk's pack has Test
    Spiral (a Black Spiral Dancer) holding Knife Wind."""
    deal = {
        "0": {"characters": ["little-ember"], "sept": ["s1-furmling"], "combat": JABS},
        "1": {
            "characters": ["vesk-hollowjaw", "t-spiral"],
            "sept": ["s1-knife-wind"],
            "combat": sc.VESK_HAND,
        },
    }
    session = game(deal)
    return session, sc.staged(session, 0, "s1-furmling", None)


@scenario("s1-knife-wind")
def _knife_wind() -> None:
    """ "If a creature is killed with Knife Wind, its opponent in combat will get the Victory
    Points, even if it was not the Gift user. If used outside combat to kill a creature, no one
    gets any Victory Points." (Its damage, Gnosis and requirement are the test's.) Ember
    attacks the Furmling; before the first round Test Spiral, of the other pack and not in the
    fight, kills it with Knife Wind: Ember's pack scores its Renown 5 (on main nobody did: the
    kill counted as the Wyrm pack's, to which an Enemy is worth nothing). Used on the Furmling
    in the Hunting Grounds, outside any combat, the kill scores for no one."""
    session, furmling = knife_wind_table()
    sc.pick_alphas(session, sc.EMBER, sc.VESK, acting=1, seat1_passes=True)
    sc.act(session, 0, type="attack", target=furmling)
    sc.settle(session, sc.in_combat("begin"))
    play_now(session, 1, sc.in_hand(session, 1, "s1-knife-wind"), "1.t-spiral", furmling)
    assert furmling not in session.state.creatures
    assert (vp(session, 0), vp(session, 1)) == (5, 0)
    session, furmling = knife_wind_table()
    sc.settle(session, lambda s: s.step == "umbra:open")
    play_now(session, 1, sc.in_hand(session, 1, "s1-knife-wind"), "1.t-spiral", furmling)
    assert furmling in session.state.players[0].sept_discard
    assert (vp(session, 0), vp(session, 1)) == (0, 0)
