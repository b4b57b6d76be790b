"""One damage card at a time (issue 28, construct 1), in the original Rage, whose damage is a pile
of cards under a creature: which card a heal removes, Armor that soaks one damage card, a card's
own damage aggravated on a condition, what a card does if its damage killed, and a bonus on the
creature's next blow (engine/ccg/damage_cards.py).

Our own test cards (tests/engine/fixtures/rage_classic_damage_cards.json) come in as a player's
cards would; each has a scenario through game commands on a stacked deal: Vesk Hollowjaw
(Rage 4, breed Health 4, Crinos Health 8, Wyrm) attacks Little Ember (Rage 4, Health 6, Gaia).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from engine.ccg.errors import CardDataError
from engine.ccg.tracking import recording, unread
from engine.core.session import Session
from engine.games.rage_classic.cards import POOL, check_card, rules_text
from engine.i18n import using
from tests.engine import test_rage_classic_scenarios as sc
from tests.engine.corpus_kit import corpus

CARDS = corpus("rage_classic_damage_cards.json")
#: The construct-1 cards of the file (construct 2's durations have their own tests).
SCENARIOS: dict[str, Callable[[], None]] = {}
FILL = ["quick-jab", "shoulder-slam", "sidestep", "raking-claws", "hamstring"]


def scenario(card_id: str) -> Callable[[Callable[[], None]], Callable[[], None]]:
    def register(fn: Callable[[], None]) -> Callable[[], None]:
        SCENARIOS[card_id] = fn
        return fn

    return register


def duel(ember: list[str], vesk: list[str], sept: dict[str, list[str]] | None = None) -> Session:
    """Vesk attacks Ember; their Combat hands are `ember` and `vesk` (padded with FILL), and
    each may first stage Equipment from its Sept hand onto its Character (`sept`)."""
    sept = sept or {}
    deal = {
        "0": {"characters": ["little-ember"], "combat": (ember + FILL)[:5]},
        "1": {"characters": ["vesk-hollowjaw"], "combat": (vesk + FILL)[:5]},
    }
    for seat, cards in sept.items():
        deal[seat]["sept"] = cards
    session = sc.new(deal=deal, cards=CARDS)
    if sept:
        sc.settle(session, lambda s: s.step == "resource:commit")
        for seat, cards in sept.items():
            by = sc.EMBER if seat == "0" else sc.VESK
            for card in cards:
                iid = next(i for i in session.state.players[int(seat)].hand if f".{card}." in i)
                sc.act(session, int(seat), type="stage", card=iid, by=by)
        for seat in (0, 1):
            if {"type": "done"} in session.legal(seat):
                sc.act(session, seat, type="done")
    sc.combat_between(session, {0: sc.EMBER, 1: sc.VESK}, attacker=1, target=sc.EMBER)
    return session


def round_of(session: Session, ember: str | None = None, vesk: str | None = None) -> int:
    """One round (once the play step comes): each plays the named card of its Combat hand (or
    nothing), and the cards resolve. Returns where it began in the log."""
    sc.settle(session, sc.in_combat("play"))
    cards: dict[int, list[tuple[str, str]]] = {}
    if ember:
        cards[0] = [(sc.EMBER, sc.card_in_hand(session, 0, ember))]
    if vesk:
        cards[1] = [(sc.VESK, sc.card_in_hand(session, 1, vesk))]
    return sc.play_round(session, cards)


def between(session: Session, seat: int, card_id: str, by: str, target: str | None) -> None:
    """Between rounds: the others fight on and pass until `seat` may play `card_id`."""
    card = sc.card_in_hand(session, seat, card_id)
    command = {"type": "play", "card": card, "by": by, "target": target}
    for _ in range(12):
        if seat in session.to_act() and command in session.legal(seat):
            break
        other = min(session.to_act())
        legal = session.legal(other)
        quiet = [c for c in legal if c["type"] in sc.QUIET or c.get("option") == "fight-on"]
        session.apply(other, quiet[0])
    sc.act(session, seat, **command)


def marks(session: Session, iid: str) -> list[tuple[str, int, bool]]:
    """The damage cards under a creature: (card id, damage, aggravated)."""
    return [
        (d.card.split(".")[1], d.amount, d.aggravated) for d in session.state.creatures[iid].damage
    ]


def test_every_card_loads_reads_as_written_and_has_a_scenario() -> None:
    for index, raw in enumerate(CARDS):
        card = check_card("rage_classic_damage_cards.json", raw, index)
        assert rules_text(card) == raw["text"]
    construct_1 = {c["id"] for c in CARDS if c["id"] in SCENARIOS}
    assert len(construct_1) >= 14
    assert set(SCENARIOS) <= {c["id"] for c in CARDS}


# -- which card a heal removes ---------------------------------------------------------------------
def _slam_then_jab(ember: list[str]) -> Session:
    """Vesk lands a Shoulder Slam (2), then a Quick Jab (1) on Ember."""
    session = duel(ember, ["shoulder-slam", "quick-jab"])
    round_of(session, vesk="shoulder-slam")
    round_of(session, vesk="quick-jab")
    assert marks(session, sc.EMBER) == [("shoulder-slam", 2, False), ("quick-jab", 1, False)]
    return session


@scenario("t28-marrow-knit")
def _marrow_knit() -> None:
    """The lowest card goes (a heal without `pick` takes the highest, Mother's Balm's way)."""
    session = _slam_then_jab(["t28-marrow-knit"])
    between(session, 0, "t28-marrow-knit", sc.EMBER, None)
    assert marks(session, sc.EMBER) == [("shoulder-slam", 2, False)]
    assert sc.wounds(session, sc.EMBER) == 2


@scenario("t28-hunters-salve")
def _hunters_salve() -> None:
    """Its player is asked which damage card goes, and only the one picked goes."""
    session = _slam_then_jab(["t28-hunters-salve"])
    between(session, 0, "t28-hunters-salve", sc.EMBER, sc.EMBER)
    slam = next(d.card for d in session.state.creatures[sc.EMBER].damage if d.amount == 2)
    jab = next(d.card for d in session.state.creatures[sc.EMBER].damage if d.amount == 1)
    asked = session.legal(0)
    assert asked == [
        {"type": "choose", "kind": "ccg", "option": slam},
        {"type": "choose", "kind": "ccg", "option": jab},
    ]
    sc.act(session, 0, type="choose", kind="ccg", option=jab)
    assert marks(session, sc.EMBER) == [("shoulder-slam", 2, False)]


def test_a_chosen_heal_of_two_cards_asks_for_a_pair() -> None:
    """ "Heal 2 damage cards on target character, which you choose": the options are pairs;
    the pair picked goes."""
    salve2 = {**next(c for c in CARDS if c["id"] == "t28-hunters-salve"), "id": "t28-salve-two"}
    salve2 = {k: v for k, v in salve2.items() if k != "text"}
    salve2["effects"] = [{**salve2["effects"][0], "amount": 2}]
    assert rules_text(check_card("t.json", salve2, 0)) == (
        "Play in combat: Heal 2 damage cards on target character, which you choose (aggravated"
        " ones too)."
    )
    deal = {
        "0": {"characters": ["little-ember"], "combat": ["t28-salve-two", *FILL][:5]},
        "1": {"characters": ["vesk-hollowjaw"], "combat": ["lightning-snap", *FILL]},
    }
    session = sc.new(deal=deal, cards=[*CARDS, salve2])
    sc.combat_between(session, {0: sc.EMBER, 1: sc.VESK}, attacker=1, target=sc.EMBER)
    for card in ("quick-jab", "lightning-snap", "shoulder-slam"):
        round_of(session, vesk=card)
    between(session, 0, "t28-salve-two", sc.EMBER, sc.EMBER)
    by_id = {d.card.split(".")[1]: d.card for d in session.state.creatures[sc.EMBER].damage}
    options = [c["option"] for c in session.legal(0)]
    assert len(options) == 3 and all(len(o) == 2 for o in options)
    pair = [by_id["quick-jab"], by_id["shoulder-slam"]]
    sc.act(session, 0, type="choose", kind="ccg", option=pair)
    assert marks(session, sc.EMBER) == [("lightning-snap", 1, False)]


@scenario("t28-shallow-balm")
def _shallow_balm() -> None:
    """Two cards of at most 2 damage: the Jab goes, the Raking Claws (3) stays; with nothing
    else that small the second heal does nothing."""
    session = duel(["t28-shallow-balm"], ["raking-claws", "quick-jab"])
    round_of(session, vesk="raking-claws")
    round_of(session, vesk="quick-jab")
    between(session, 0, "t28-shallow-balm", sc.EMBER, None)
    assert marks(session, sc.EMBER) == [("raking-claws", 3, False)]


def test_a_chosen_heal_is_offered_only_on_a_creature_with_a_damage_card() -> None:
    """Hunter's Salve names its target: only Ember, who carries a damage card, is offered."""
    session = duel(["t28-hunters-salve"], ["raking-claws"])
    round_of(session, vesk="raking-claws")
    salve = sc.card_in_hand(session, 0, "t28-hunters-salve")
    for _ in range(6):  # up to the window between rounds
        if 0 in session.to_act() and any(c.get("type") == "pass" for c in session.legal(0)):
            break
        other = min(session.to_act())
        legal = session.legal(other)
        session.apply(other, [c for c in legal if c["type"] in sc.QUIET or "option" in c][0])
    offered = [c["target"] for c in session.legal(0) if c.get("card") == salve]
    assert offered == [sc.EMBER]


# -- which card regeneration returns ---------------------------------------------------------------------
def _claws_and_jab_then_regeneration(fetish: str, vesk: list[str] | None = None) -> Session:
    """Ember wears `fetish`; Vesk lands his cards on her (Raking Claws, then a Quick Jab) and
    withdraws; the game goes on to turn 2's Resource Phase, past her regeneration (a
    "regenerate" question, if any, is left for the test)."""
    vesk = vesk if vesk is not None else ["raking-claws", "quick-jab"]
    session = duel([], vesk, {"0": [fetish]})
    for card in vesk:
        round_of(session, vesk=card)
    sc.act(session, 1, type="choose", kind="withdraw", option="withdraw")
    sc.settle(
        session,
        lambda s: (
            s.turn == 2
            and (s.phase == "resource" or any(p["kind"] == "regenerate" for p in s.prompts))
        ),
    )
    return session


def test_regeneration_returns_the_lowest_card_without_such_a_card() -> None:
    """The rules' way (seed 001): the Quick Jab, the lowest, goes back (Ember wears Scrap
    Mail here, which soaks Vesk's first blow)."""
    session = _claws_and_jab_then_regeneration(
        "t28-scrap-mail", ["shoulder-slam", "raking-claws", "quick-jab"]
    )
    assert marks(session, sc.EMBER) == [("raking-claws", 3, False)]


@scenario("t28-deep-mending")
def _deep_mending() -> None:
    session = _claws_and_jab_then_regeneration("t28-deep-mending")
    assert marks(session, sc.EMBER) == [("quick-jab", 1, False)]


@scenario("t28-healers-knot")
def _healers_knot() -> None:
    """Its player is asked, among every card it may return (not only the lowest)."""
    session = _claws_and_jab_then_regeneration("t28-healers-knot")
    claws = next(d.card for d in session.state.creatures[sc.EMBER].damage if d.amount == 3)
    jab = next(d.card for d in session.state.creatures[sc.EMBER].damage if d.amount == 1)
    assert session.legal(0) == [
        {"type": "choose", "kind": "regenerate", "option": claws},
        {"type": "choose", "kind": "regenerate", "option": jab},
    ]
    sc.act(session, 0, type="choose", kind="regenerate", option=claws)
    assert marks(session, sc.EMBER) == [("quick-jab", 1, False)]


@scenario("t28-thin-skin")
def _thin_skin() -> None:
    """Only a card of at most 2 damage: the Raking Claws (3) stay."""
    session = _claws_and_jab_then_regeneration("t28-thin-skin", ["raking-claws"])
    assert marks(session, sc.EMBER) == [("raking-claws", 3, False)]


# -- Armor that soaks one damage card ----------------------------------------------------------------
@scenario("t28-scrap-mail")
def _scrap_mail() -> None:
    """A dodged blow does not spend it; the first card to land does no damage (its Damage
    Effect neither); the next lands in full; a new combat soaks again."""
    session = duel(
        ["sidestep"], ["shoulder-slam", "quick-jab", "raking-claws"], {"0": ["t28-scrap-mail"]}
    )
    round_of(session, ember="sidestep", vesk="shoulder-slam")
    assert sc.wounds(session, sc.EMBER) == 0
    start = round_of(session, vesk="quick-jab")
    assert sc.wounds(session, sc.EMBER) == 0
    soaked = [e for e in sc.events_since(session, start) if e.get("what") == "soaked"]
    assert [(e["iid"], e["by"].split(".")[1]) for e in soaked] == [(sc.EMBER, "t28-scrap-mail")]
    round_of(session, vesk="raking-claws")
    assert marks(session, sc.EMBER) == [("raking-claws", 3, False)]


@scenario("t28-moonhide-cloak")
def _moonhide_cloak() -> None:
    """Only in Crinos form: Vesk, in breed form, takes Ember's Raking Claws and Quick Jab in
    full (and flips to Crinos at 4 damage); the next blow, the Shoulder Slam, is soaked."""
    session = duel(
        ["raking-claws", "quick-jab", "shoulder-slam"], [], {"1": ["t28-moonhide-cloak"]}
    )
    round_of(session, ember="raking-claws")
    assert sc.wounds(session, sc.VESK) == 3
    round_of(session, ember="quick-jab")
    assert sc.wounds(session, sc.VESK) == 4
    assert session.state.creatures[sc.VESK].crinos
    round_of(session, ember="shoulder-slam")
    assert sc.wounds(session, sc.VESK) == 4


def test_a_block_softens_a_blow_before_the_armor_soaks_it() -> None:
    """Blocks come first: a blow a block stops whole never reaches the Armor, which then soaks
    the next one."""
    session = duel(["brace-and-hold"], ["shoulder-slam", "quick-jab"], {"0": ["t28-scrap-mail"]})
    start = round_of(session, ember="brace-and-hold", vesk="shoulder-slam")
    assert not [e for e in sc.events_since(session, start) if e.get("what") == "soaked"]
    round_of(session, vesk="quick-jab")
    assert sc.wounds(session, sc.EMBER) == 0


# -- a card's own damage, aggravated on a condition -------------------------------------------------
@scenario("t28-silver-rake")
def _silver_rake() -> None:
    """Landing on Vesk (Wyrm) its damage is aggravated; on Ember (Gaia) it is not. Aggravated
    damage is not regenerated."""
    session = duel(["t28-silver-rake"], ["t28-silver-rake"])
    round_of(session, ember="t28-silver-rake", vesk="t28-silver-rake")
    assert marks(session, sc.VESK) == [("t28-silver-rake", 3, True)]
    assert marks(session, sc.EMBER) == [("t28-silver-rake", 3, False)]


def test_a_bluffed_silver_rake_is_discarded_and_aggravates_nothing() -> None:
    """A bluff against a creature that did not bluff is discarded: no damage, nothing
    aggravated (Ember's Rage is 4; the rake needs 3, so Ember plays it for real, and Vesk's
    Mauling Onslaught (Rage 9) is the bluff)."""
    session = duel(["t28-silver-rake"], ["mauling-onslaught"])
    round_of(session, ember="t28-silver-rake", vesk="mauling-onslaught")
    assert marks(session, sc.EMBER) == []
    assert marks(session, sc.VESK) == [("t28-silver-rake", 3, True)]


@scenario("t28-moonmad-maul")
def _moonmad_maul() -> None:
    """Vesk's maul is not aggravated while he is in breed form; once Ember's blows have
    flipped him to Crinos, it is."""
    session = duel(["raking-claws", "quick-jab"], ["t28-moonmad-maul", "t28-moonmad-maul"])
    round_of(session, ember="raking-claws", vesk="t28-moonmad-maul")
    assert marks(session, sc.EMBER) == [("t28-moonmad-maul", 2, False)]
    round_of(session, ember="quick-jab")
    assert session.state.creatures[sc.VESK].crinos
    round_of(session, vesk="t28-moonmad-maul")
    assert [m[2] for m in marks(session, sc.EMBER)] == [False, True]


# -- if this card's damage killed -----------------------------------------------------------------------
@scenario("t28-feast-bite")
def _feast_bite() -> None:
    """A bite that does not kill heals nothing; the one that kills Ember heals Vesk's lowest
    damage card (Ember's Quick Jab), though Ember is gone."""
    session = duel(["quick-jab"], ["t28-feast-bite", "raking-claws", "t28-feast-bite"])
    round_of(session, ember="quick-jab", vesk="t28-feast-bite")
    assert marks(session, sc.VESK) == [("quick-jab", 1, False)]
    round_of(session, vesk="raking-claws")
    assert sc.wounds(session, sc.EMBER) == 5
    round_of(session, vesk="t28-feast-bite")
    assert sc.EMBER not in session.state.creatures
    assert marks(session, sc.VESK) == []


@scenario("t28-trophy-howl")
def _trophy_howl() -> None:
    """A dodged howl kills nothing and draws nothing; the one that kills draws a Sept card."""
    session = duel(["sidestep"], ["t28-trophy-howl", "raking-claws", "t28-trophy-howl"])
    hand = len(session.state.players[1].hand)
    round_of(session, ember="sidestep", vesk="t28-trophy-howl")
    assert sc.wounds(session, sc.EMBER) == 0
    round_of(session, vesk="raking-claws")
    assert len(session.state.players[1].hand) == hand
    round_of(session, vesk="t28-trophy-howl")
    assert sc.EMBER not in session.state.creatures
    assert len(session.state.players[1].hand) == hand + 1


# -- a bonus on the creature's next blow -------------------------------------------------------------
@scenario("t28-gathered-strength")
def _gathered_strength() -> None:
    """+2 on the next blow that lands: a dodged blow keeps it, the next one carries it, the one
    after does not."""
    session = duel(
        ["t28-gathered-strength", "quick-jab", "shoulder-slam", "raking-claws"], ["sidestep"]
    )
    round_of(session, ember="raking-claws")
    between(session, 0, "t28-gathered-strength", sc.EMBER, None)
    round_of(session, ember="quick-jab", vesk="sidestep")
    assert sc.wounds(session, sc.VESK) == 3
    round_of(session, ember="shoulder-slam")
    assert marks(session, sc.VESK)[-1] == ("shoulder-slam", 4, False)
    assert not [i for i in session.state.ccg.lasting if i.on == sc.EMBER]


@scenario("t28-rolling-fury")
def _rolling_fury() -> None:
    """Each landing fury winds up the next blow: 1, then a Shoulder Slam of 3, then a Quick
    Jab of 1 again."""
    session = duel(["t28-rolling-fury", "shoulder-slam", "quick-jab"], [])
    round_of(session, ember="t28-rolling-fury")
    round_of(session, ember="shoulder-slam")
    round_of(session, ember="quick-jab")
    assert [m[1] for m in marks(session, sc.VESK)] == [1, 3, 1]


# -- what the loader refuses ---------------------------------------------------------------------------
def _with(card_id: str, **changes: Any) -> dict[str, Any]:
    raw = json.loads(json.dumps(next(c for c in CARDS if c["id"] == card_id)))
    raw.pop("text")
    raw["effects"][0].update(changes)
    return raw


@pytest.mark.parametrize(
    ("raw", "field", "says"),
    [
        (_with("t28-marrow-knit", pick="middle"), "effects[0].pick", "lowest, highest, choose"),
        (_with("t28-shallow-balm", max=0), "effects[0].max", "from 1 to 20"),
        (_with("t28-silver-rake", **{"if": None}), "effects[0].if", 'keyword "Aggravated"'),
        (_with("t28-silver-rake", when="resolve"), "effects[0].when", '"when": "damage"'),
        (
            {
                "id": "t28-dodge-kill",
                "name": "Dodge Kill",
                "type": "combat-action",
                "rage": 1,
                "dodge": True,
                "effects": [{"when": "killed", "do": "draw", "amount": 1, "target": "me"}],
            },
            "effects[0].when",
            "needs a card with damage",
        ),
        (_with("t28-scrap-mail", amount=2), "effects[0].amount", "read only"),
        (
            _with("t28-gathered-strength", do="move", to="out", stat=None, amount=None),
            "effects[0].until",
            '"next-blow" lasts on a modify',
        ),
    ],
)
def test_the_loader_refuses_what_these_words_cannot_run(
    raw: dict[str, Any], field: str, says: str
) -> None:
    for key in [k for k, v in raw["effects"][0].items() if v is None]:
        del raw["effects"][0][key]  # a field written None above is left out
    with pytest.raises(CardDataError) as refused:
        check_card("my-set.json", raw, 0)
    message = str(refused.value)
    assert f"my-set.json: card '{raw['id']}': field '{field}'" in message
    assert says in message


# (last: the scenarios above are registered by then)
def test_the_cards_read_in_portuguese_sentence_by_sentence() -> None:
    """Every sentence of the file's cards' rules text (construct 2's too) has its Portuguese in
    the catalog."""
    with using("pt-BR"):
        for index, raw in enumerate(CARDS):
            english = rules_text(check_card("t.json", raw, index))
            shown = POOL.shown_text(english)
            for sentence in english.split(". "):
                if not sentence.startswith(("Rage ", "Requires:")):
                    assert sentence.rstrip(".") not in shown, (raw["id"], sentence)
    with using("pt-BR"):
        silver = check_card("t.json", next(c for c in CARDS if c["id"] == "t28-silver-rake"), 0)
        assert POOL.shown_text(rules_text(silver)).endswith(
            "Efeito de Dano: O dano desta carta é agravado se o combatente oponente for Wyrm."
        )


@pytest.mark.parametrize("card_id", sorted(SCENARIOS))
def test_card_does_what_its_words_say(card_id: str) -> None:
    """Its scenario passes, and while it ran the rules read every field of the card."""
    with recording() as reads:
        SCENARIOS[card_id]()
    (raw,) = [c for c in CARDS if c["id"] == card_id]
    assert unread({k: v for k, v in raw.items() if k != "text"}, reads) == []
