"""Golden game: seed 003's example ("Exemplo de Jogo"), Bill, Aileen and Mike at Renown level
15 under the 1995 book, replayed on a stacked deal of fixture cards
(`rage_classic_example.py`) through the commands the players would send.

Every statement the text makes about the state is asserted, turn by turn: the Closed Play
resources, Sticky Paws stealing the Flak Jacket and Gesar passing it to Thomas; Winter Wolf
passing while Silver Record fails, Mamu still voting because 1995 Moots take effect at the end
of the Moot Phase, Mamu's Renown in Bill's Victory Pile; Pack Defense bringing Gesar and Mike's
Questor (and two combat cards); the damage of each round, Gesar's flip and death, Anna's flip;
the refills after each combat; Battle Song, the Fomori played for by Mike then Aileen, the dodge,
the double bluff; the Full Moon; the redraws (2 kept, 1 of 2 discarded, all discarded);
regeneration (Aileen picks which of Anna's equal damage cards goes back); Unicorn, .38 Special, Fang Dagger, Luna's Armor (+2 Health); the refused
challenge; Questor against Thomas; Bill winning with 18 at the end of the turn.

Where the engine and the text part, the rules decide, and this docstring says so:
- Votes: the text rounds both packs to 15 ("30 pontos"); Mike's pack has 14 Renown (it says so
  itself), so Winter Wolf passes 29 to 15 and Silver Record fails 14 to 30.
- Gathering for the Departed (Mike's Rite after Gesar dies, 1 VP) is not played: a card played
  in answer to a death that already happened is not modelled. Mike ends with 0 VP, not 1.
- "Mike has no alpha any more": Thomas, his alpha, is alive, so Mike passes its action.
- The Flak Jacket block: in turn 2 Questor is back in breed form (lupus Rage 1), so Bill's
  Rage 2 Swipe is a bluff against a creature that did not bluff and is discarded before any
  block; Thomas's Swipe flips Questor, as the text says. The Jacket is never needed.
- Full Moon's "every character may change to Crinos" is not encoded (nobody uses it).
"""

from __future__ import annotations

from typing import Any

from engine.core.session import Session
from engine.games.rage_classic import query
from engine.games.rage_classic.cards import extra_cards
from tests.engine import test_rage_classic_scenarios as sc
from tests.engine.rage_classic_example import AILEEN, BILL, MIKE, OPTIONS

MAMU, QUESTOR, MARI, ANNA = "0.ex-mamu", "0.ex-questor", "1.ex-mari", "1.ex-anna"
THOMAS, GESAR, MIKES_QUESTOR = "2.ex-thomas", "2.ex-gesar", "2.ex-questor"
FOMORI, JACKET = "0.ex-fomori.1", "1.ex-flak-jacket.1"


def vp(session: Session) -> list[int]:
    with extra_cards(session.state.own_cards):
        return [session.state.victory_points(seat) for seat in range(3)]


def wounds(session: Session, iid: str) -> tuple[int, bool] | None:
    ch = session.state.creatures.get(iid)
    return (ch.wounds, ch.crinos) if ch else None


def allow_all(session: Session) -> None:
    """Nobody cancels the card waiting on the table."""
    while session.state.pending is not None:
        seat = min(session.to_act())
        session.apply(seat, next(c for c in session.legal(seat) if c["type"] == "allow"))


def quietly_until(session: Session, seat: int, wanted: dict[str, Any]) -> None:
    """Everyone passes until `wanted` is legal for `seat`."""
    for _ in range(20):
        if seat in session.to_act() and wanted in session.legal(seat):
            return
        other = min(session.to_act())
        session.apply(other, next(c for c in session.legal(other) if c["type"] in sc.QUIET))
    raise AssertionError(f"{wanted} never became legal")


def fight(session: Session, cards: dict[int, list[tuple[str, str]]]) -> int:
    start = len(session.entries)
    for seat, pairs in cards.items():
        for creature, card in pairs:
            sc.act(session, seat, type="assign", creature=creature, card=card)
    for seat in cards:
        sc.act(session, seat, type="ready")
    return start


def alphas(session: Session, picks: dict[int, str]) -> None:
    """Once the alphas are to be picked, each seat picks its own (in the order given)."""
    sc.settle(session, sc.at("combat:alphas"))
    for seat, creature in picks.items():
        sc.act(session, seat, type="alpha", creature=creature)


def next_round(session: Session, cards: dict[int, list[tuple[str, str]]]) -> int:
    """`fight` once the combat reaches its play step."""
    sc.settle(session, sc.in_combat("play"))
    return fight(session, cards)


def test_seed_003_example_game() -> None:
    session = Session.new("rage-classic", 3, 1, OPTIONS)
    state = lambda: session.state  # noqa: E731 - the state object changes with every command

    # Turn 1. Redraw: five Sept cards each; no damage, no regeneration.
    sc.settle(session, lambda s: s.step == "resource:commit")
    assert [len(p.hand) for p in state().players] == [5, 5, 5]

    # Equipagem/Aliados (Closed Play): Mari summons a Flame Spirit, Anna takes the Flak Jacket,
    # Bill puts a Fomori in the Hunting Grounds.
    sc.act(session, AILEEN, type="stage", card="1.ex-flame-spirit.1", by=MARI)
    sc.act(session, AILEEN, type="stage", card=JACKET, by=ANNA)
    sc.act(session, BILL, type="stage", card=FOMORI, by=None)
    for seat in (BILL, AILEEN, MIKE):
        sc.act(session, seat, type="done")
    assert state().creatures["1.ex-flame-spirit.1"].pack == AILEEN
    assert state().things[JACKET].host == ANNA
    assert state().creatures[FOMORI].pack is None

    # Gesar's Sticky Paws (Ragabash, Gnosis 3) steals the Jacket: an Offensive Effect, so Mike
    # announces it and waits for everyone's OK; then Gesar passes it to Thomas (a trade, only
    # in this phase).
    sc.act(session, MIKE, type="announce")
    sticky = {"type": "play", "card": "2.ex-sticky-paws.1", "by": GESAR, "target": JACKET}
    quietly_until(session, MIKE, sticky)
    sc.act(session, MIKE, **sticky)
    allow_all(session)
    assert state().things[JACKET].host == GESAR
    sc.act(session, MIKE, type="trade", card=JACKET, to=THOMAS)
    assert state().things[JACKET].host == THOMAS and state().things[JACKET].owner == AILEEN

    # Assembléias: Winter Wolf (Aileen, against Mamu) and Silver Record (Mike, 2 VP).
    sc.settle(session, lambda s: s.step == "moot:commit")
    sc.act(session, AILEEN, type="call", card="1.ex-winter-wolf.1", by=ANNA, target=MAMU)
    sc.act(session, MIKE, type="call", card="2.ex-silver-record.1", by=GESAR, target=None)
    for seat in (BILL, AILEEN, MIKE):
        sc.act(session, seat, type="done")
    assert [j.iid for j in state().juntas] == ["1.ex-winter-wolf.1", "2.ex-silver-record.1"]
    start = len(session.entries)
    bills = {MAMU: "no", QUESTOR: "no"}
    mikes = {GESAR: "yes", MIKES_QUESTOR: "yes", THOMAS: "yes"}
    sc.vote(session, {**bills, ANNA: "yes", MARI: "yes", **mikes})
    assert MAMU in state().creatures  # it takes effect only at the end of the phase
    sc.vote(session, {**bills, ANNA: "no", MARI: "no", **mikes})
    juntas = [
        (e["passed"], e["yes"], e["no"])
        for e in sc.events_since(session, start)
        if e["type"] == "junta"
    ]
    assert juntas == [(True, 29, 15), (False, 14, 30)]
    sc.settle(session, lambda s: s.phase == "combat")
    assert MAMU not in state().creatures
    assert MAMU in state().players[BILL].victory
    assert vp(session) == [10, 0, 0]

    # Combat: the first five Combat cards; alphas Questor, Anna, Thomas; Anna acts first.
    sc.settle(session, sc.at("combat:alphas"))
    assert [len(p.combat_hand) for p in state().players] == [5, 5, 5]
    alphas(session, {BILL: QUESTOR, AILEEN: ANNA, MIKE: THOMAS})
    assert state().alphas == [ANNA, QUESTOR, THOMAS]
    sc.settle(session, sc.alpha_of(AILEEN))
    sc.act(session, AILEEN, type="attack", target=THOMAS)
    defense = {"type": "play", "card": "2.ex-pack-defense.1", "by": THOMAS, "target": None}
    quietly_until(session, MIKE, defense)
    sc.act(session, MIKE, **defense)
    assert state().combat.sides == [[ANNA], [THOMAS, GESAR, MIKES_QUESTOR]]
    assert len(state().players[MIKE].combat_hand) == 4 + 2

    # Round 1: Anna's Body Blow at Gesar; Thomas's Dodge, Questor's Flesh Wound and Gesar's
    # Glancing Blow at Anna. Anna takes 2, Gesar 3 and flips to Crinos (homid Rage 2).
    next_round(
        session,
        {
            AILEEN: [(ANNA, "1.ex-body-blow.1")],
            MIKE: [
                (THOMAS, "2.ex-dodge.1"),
                (MIKES_QUESTOR, "2.ex-flesh-wound.1"),
                (GESAR, "2.ex-glancing-blow.1"),
            ],
        },
    )
    sc.act(session, AILEEN, type="aim", index=0, target=GESAR)
    assert wounds(session, ANNA) == (2, False)
    assert wounds(session, GESAR) == (3, True)

    # Round 2: Glancing Blow and Eyes Gouged (Gesar at his Crinos Rage) at Anna, Kneecapper at
    # Gesar. Anna flips (Crinos Health 8), Gesar dies; Aileen ends the combat, 5 VP.
    sc.act(session, AILEEN, type="choose", kind="withdraw", option="fight-on")
    next_round(
        session,
        {
            MIKE: [(MIKES_QUESTOR, "2.ex-glancing-blow.2"), (GESAR, "2.ex-eyes-gouged.1")],
            AILEEN: [(ANNA, "1.ex-kneecapper.1")],
        },
    )
    sc.act(session, AILEEN, type="aim", index=2, target=GESAR)
    assert wounds(session, ANNA) == (5, True)
    assert GESAR not in state().creatures
    assert GESAR in state().players[AILEEN].victory
    start = len(session.entries)
    sc.act(session, AILEEN, type="choose", kind="withdraw", option="withdraw")
    refills = [
        (e["seat"], len(e["cards"])) for e in sc.events_since(session, start) if e["type"] == "draw"
    ]
    assert sorted(refills) == [(AILEEN, 1)] * 2 + [(MIKE, 1)] * 4  # Aileen 2, Mike 4
    assert vp(session) == [10, 5, 0]

    # Bill: Questor attacks the Fomori with Battle Song (Combat Actions of Rage 3).
    sc.settle(session, sc.alpha_of(BILL))
    sc.act(session, BILL, type="attack", target=FOMORI)
    song = {"type": "play", "card": "0.ex-battle-song.1", "by": QUESTOR, "target": None}
    quietly_until(session, BILL, song)
    sc.act(session, BILL, **song)
    allow_all(session)
    sc.settle(session, sc.in_combat("claim"))
    sc.act(session, MIKE, type="claim")
    sc.act(session, AILEEN, type="no-claim")
    assert state().combat.prey_seat == MIKE
    fight(session, {BILL: [(QUESTOR, "0.ex-body-blow.1")], MIKE: [(FOMORI, "2.ex-dodge.2")]})
    assert wounds(session, FOMORI) == (0, False)  # dodged
    sc.act(session, BILL, type="choose", kind="withdraw", option="fight-on")
    sc.settle(session, sc.in_combat("claim"))
    sc.act(session, AILEEN, type="claim")
    sc.act(session, MIKE, type="no-claim")
    start = fight(
        session,
        {BILL: [(QUESTOR, "0.ex-entrail-rend.1")], AILEEN: [(FOMORI, "1.ex-dry-gulch.1")]},
    )
    bluffs = next(e for e in sc.events_since(session, start) if e["type"] == "bluffs")
    assert bluffs["bluffing"] == [FOMORI, QUESTOR]  # both bluffed: both cards take effect
    assert FOMORI not in state().creatures
    assert wounds(session, QUESTOR) == (4, True)
    assert vp(session) == [14, 5, 0]
    assert [len(p.combat_hand) for p in state().players] == [5, 5, 5]  # Bill 2, Mike 1, Aileen 1

    # Thomas takes no action; the turn ends with no winner.
    sc.settle(session, sc.alpha_of(MIKE))
    sc.act(session, MIKE, type="pass")

    # Turn 2. Before the redraw, Mike's Full Moon: Ahroun gain 1 Gnosis.
    sc.settle(session, lambda s: s.turn == 2)
    assert not session.is_over()
    assert [len(p.hand) for p in state().players] == [3, 2, 3]
    sc.act(session, MIKE, type="play", card="2.ex-full-moon.1", by=None, target=None)
    allow_all(session)
    with extra_cards(state().own_cards):
        assert query.stat(state(), ANNA, "gnosis") == 5
        assert query.stat(state(), MARI, "gnosis") == 5  # a Theurge: unchanged

    # Redraw: Mike discards 1 of his 2 cards, Aileen keeps both, Bill discards all three.
    sc.settle(session, lambda s: s.step == "redraw:commit")
    sc.act(session, MIKE, type="discard", card="2.woven-hide.1")
    for iid in list(state().players[BILL].hand):
        sc.act(session, BILL, type="discard", card=iid)
    start = len(session.entries)
    sc.settle(session, lambda s: s.phase == "regeneration")
    draws = {}
    for e in sc.events_since(session, start):
        if e["type"] == "draw":
            draws[e["seat"]] = draws.get(e["seat"], 0) + len(e["cards"])
    assert draws == {BILL: 5, AILEEN: 3, MIKE: 4}

    # Regeneration: Anna has three 1-damage cards; Aileen picks which goes back to Mike (a
    # Glancing Blow); Questor returns the Dry Gulch to Aileen (and, healed, is back in breed
    # form).
    prompt = state().prompts[0]
    assert (prompt["seat"], prompt["kind"], prompt["creature"]) == (AILEEN, "regenerate", ANNA)
    assert {c["option"] for c in session.legal(AILEEN)} == {
        "2.ex-flesh-wound.1",
        "2.ex-glancing-blow.1",
        "2.ex-glancing-blow.2",
    }
    sc.act(session, AILEEN, type="choose", kind="regenerate", option="2.ex-glancing-blow.1")
    assert [d.card for d in state().creatures[ANNA].damage] == [
        "2.ex-flesh-wound.1",
        "2.ex-glancing-blow.2",
        "2.ex-eyes-gouged.1",
    ]
    assert state().players[MIKE].combat_discard[-1] == "2.ex-glancing-blow.1"
    assert wounds(session, QUESTOR) == (0, False)
    assert "1.ex-dry-gulch.1" in state().players[AILEEN].combat_discard

    # Bill's Unicorn (a Child of Gaia's pack totem); Mari's .38 Special and Fang Dagger; Luna's
    # Armor on Anna (+2 Health).
    sc.act(session, BILL, type="play", card="0.ex-unicorn.1", by=QUESTOR, target=None)
    allow_all(session)
    assert "0.ex-unicorn.1" in state().things
    sc.settle(session, lambda s: s.step == "resource:commit")
    sc.act(session, AILEEN, type="stage", card="1.ex-38-special.1", by=MARI)
    sc.act(session, AILEEN, type="stage", card="1.ex-fang-dagger.1", by=MARI)
    for seat in (BILL, AILEEN, MIKE):
        sc.act(session, seat, type="done")
    assert {t.iid for t in state().attached_to(MARI)} == {
        "1.ex-38-special.1",
        "1.ex-fang-dagger.1",
    }
    sc.act(session, AILEEN, type="play", card="1.ex-lunas-armor.1", by=ANNA, target=None)
    allow_all(session)
    with extra_cards(state().own_cards):
        assert query.health(state(), ANNA) == 8 + 2

    # No Moots. Combat: alphas Mari, Questor (Bill), Thomas. Mari challenges Mike's Questor,
    # who refuses: her action is lost.
    alphas(session, {BILL: QUESTOR, AILEEN: MARI, MIKE: THOMAS})
    assert state().alphas == [MARI, QUESTOR, THOMAS]
    sc.settle(session, sc.alpha_of(AILEEN))
    sc.act(session, AILEEN, type="challenge", target=MIKES_QUESTOR)
    sc.act(session, MIKE, type="choose", kind="challenge", option="refuse")
    assert state().combat is None and MARI in state().acted

    # Questor attacks Thomas: both Swipe; Thomas's lands and Questor flips to Crinos.
    sc.settle(session, sc.alpha_of(BILL))
    sc.act(session, BILL, type="attack", target=THOMAS)
    next_round(session, {BILL: [(QUESTOR, "0.ex-swipe.1")], MIKE: [(THOMAS, "2.ex-swipe.1")]})
    assert wounds(session, QUESTOR) == (2, True)
    assert wounds(session, THOMAS) == (0, False)
    sc.act(session, BILL, type="choose", kind="withdraw", option="fight-on")

    # Overextended Attack against Stinging Wound: Thomas dies, Questor lives with 1 Health left.
    next_round(
        session,
        {BILL: [(QUESTOR, "0.ex-overextended.1")], MIKE: [(THOMAS, "2.ex-stinging-wound.1")]},
    )
    assert THOMAS not in state().creatures
    assert wounds(session, QUESTOR) == (4, True)
    with extra_cards(state().own_cards):
        assert query.health(state(), QUESTOR) - 4 == 1

    # Bill wins with 18 (Mamu 10, Fomori 4, Thomas 4) at the end of the turn.
    sc.settle(session, lambda s: False)
    assert session.is_over()
    assert session.result() == {
        "scores": [18, 5, 0],
        "winners": [BILL],
        "reason": "renown",
        "turns": 2,
    }
    assert Session.from_log(session.header, session.entries, verify=True).state == session.state
