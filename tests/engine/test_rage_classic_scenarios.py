"""Original Rage scenarios from the rulebooks, on stacked deals.

Each test names the section of seed 001 (the rules package) or seed 003 (the 1995 rulebook) it
checks; `COVERAGE.md` in the game's folder maps every section to these tests. Games are driven
through the public session (commands a player could send), never by editing the state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engine.core.errors import Illegal
from engine.core.session import Session
from engine.games.rage_classic import query
from engine.games.rage_classic.decks import packs
from engine.games.rage_classic.state import ClassicState, card_of, seat_of_iid

Command = dict[str, Any]
QUIET = ("pass", "ok", "allow", "done", "ready")

# Two one-Character packs keep a combat to the two creatures a test is about.


def new(
    packs: tuple[str, ...] = ("silver-wake", "ashfall-spiral"),
    deal: dict[str, Any] | None = None,
    seed: int = 1,
    **options: Any,
) -> Session:
    opts: dict[str, Any] = {"packs": list(packs), **options}
    if deal:
        opts["deal"] = deal
    return Session.new("rage-classic", len(packs), seed, opts)


def settle(session: Session, until: Callable[[ClassicState], bool], limit: int = 600) -> None:
    """Every seat answers quietly (pass, ok, allow, done, ready, fight on; the first alpha it
    may pick) until `until`."""
    for _ in range(limit):
        if until(session.state) or session.is_over():
            return
        seat = min(session.to_act())
        legal = session.legal(seat)
        quiet = [c for c in legal if c["type"] in QUIET or c.get("option") == "fight-on"]
        quiet = quiet or [c for c in legal if c["type"] == "alpha"]
        assert quiet, f"{session.state.step}: seat {seat} must choose among {legal[:6]}"
        session.apply(seat, quiet[0])
    raise AssertionError(f"never got there; stuck at {session.state.step}")


def act(session: Session, seat: int, **command: Any) -> None:
    legal = session.legal(seat)
    assert command in legal, f"{command} is not legal for seat {seat}: {legal[:8]}"
    session.apply(seat, command)


def events_since(session: Session, start: int) -> list[dict[str, Any]]:
    return [e for entry in session.entries[start:] for e in entry["events"]]


def at(step: str) -> Callable[[ClassicState], bool]:
    return lambda state: state.step == step and state.combat is None


def in_combat(cstep: str) -> Callable[[ClassicState], bool]:
    return lambda state: state.combat is not None and state.combat.step == cstep


def alpha_of(seat: int) -> Callable[[ClassicState], bool]:
    """The Combat Phase waits on `seat`'s alpha to act."""

    def ready(state: ClassicState) -> bool:
        if state.step != "combat:actions" or state.combat is not None or state.prompts:
            return False
        return (
            state.alpha_at < len(state.alphas) and seat_of_iid(state.alphas[state.alpha_at]) == seat
        )

    return ready


def pick_alphas(
    session: Session, first: str, second: str, acting: int, seat1_passes: bool = False
) -> None:
    """Quiet until the alphas are picked; seat 0 picks `first`, seat 1 `second`; quiet until
    `acting`'s alpha acts. With `seat1_passes`, seat 1's alpha then passes and it is seat 0's."""
    settle(session, at("combat:alphas"))
    act(session, 0, type="alpha", creature=first)
    act(session, 1, type="alpha", creature=second)
    settle(session, alpha_of(acting))
    if seat1_passes:
        act(session, 1, type="pass")
        settle(session, alpha_of(0))


def vesk_acts(
    ember: dict[str, Any] | None = None, vesk: dict[str, Any] | None = None, **options: Any
) -> Session:
    """Little Ember and Keeper Ashgrove (seat 0) against Vesk Hollowjaw (seat 1), the alphas
    picked and Vesk's to act; `ember` and `vesk` add to each seat's deal (its combat hand, its
    Sept cards)."""
    deal = {
        "0": {"characters": ["little-ember", "keeper-ashgrove"], **(ember or {})},
        "1": {"characters": ["vesk-hollowjaw"], **(vesk or {})},
    }
    session = new(deal=deal, **options)
    pick_alphas(session, EMBER, VESK, acting=1)
    return session


def combat_between(session: Session, picks: dict[int, str], attacker: int, target: str) -> None:
    """Quiet until the alphas are picked, pick them, and have `attacker`'s alpha attack."""
    settle(session, at("combat:alphas"))
    for seat, creature in picks.items():
        act(session, seat, type="alpha", creature=creature)
    settle(session, alpha_of(attacker))
    act(session, attacker, type="attack", target=target)
    settle(session, in_combat("play"))


def play_round(session: Session, cards: dict[int, list[tuple[str, str]]]) -> int:
    """One round's play-card step: each seat assigns (creature, card) pairs and is ready; the
    rest of the round settles quietly. Returns the log index where the round began."""
    start = len(session.entries)
    for seat in sorted(cards):
        for creature, card in cards[seat]:
            act(session, seat, type="assign", creature=creature, card=card)
    for seat in sorted(session.to_act()):
        if {"type": "ready"} in session.legal(seat):
            session.apply(seat, {"type": "ready"})
    return start


def wounds(session: Session, iid: str) -> int:
    return session.state.creatures[iid].wounds


# -- Chapter 3: the turn sequence ------------------------------------------------------------------
@pytest.mark.parametrize(
    ("rulebook", "expected"),
    [
        ("package", ["redraw", "regeneration", "resource", "umbra", "moot", "combat"]),
        ("1995", ["redraw", "regeneration", "resource", "moot", "combat"]),
    ],
)
def test_turn_sequence_runs_the_phases_in_order(rulebook: str, expected: list[str]) -> None:
    """Seed 001 "Turn Sequence": Redraw, Regeneration, Resource, Umbra, Moot, Combat; seed 003
    "Sequência dos Turnos" has no Umbra Phase (Recompra, Regeneração, Equipagem/Aliados,
    Assembléias, Combate)."""
    session = new(rulebook=rulebook)
    settle(session, lambda s: s.turn == 2)
    seen: list[str] = []
    for event in events_since(session, 0):
        if event["type"] == "turn" and event["turn"] == 2:
            break
        if event["type"] == "flow" and event.get("phase") and event["phase"] not in seen:
            seen.append(event["phase"])
    assert seen == expected


def test_first_redraw_deals_five_sept_and_five_combat_cards() -> None:
    """Seed 001 "Hand Sizes" and "Redraw Phase": the first Redraw Phase draws the first sept hand
    and the first combat hand, 5 cards each."""
    session = new()
    settle(session, lambda s: s.step == "redraw:open")
    for p in session.state.players:
        assert len(p.hand) == 5
        assert len(p.combat_hand) == 5


def test_1995_draws_the_first_combat_hand_in_the_combat_phase() -> None:
    """Seed 003 "Fase da Recompra" / example game: the players take their first five Combat
    cards at the start of the Combat Phase ("Os jogadores pegam suas cinco primeiras cartas de
    combate e selecionam seus alphas"). The turn opens with Open Play before the redraw (the
    example's Full Moon is played "no início do turno, antes das recompras")."""
    session = new(rulebook="1995")
    assert session.state.step == "redraw:open"
    assert all(not p.hand for p in session.state.players)
    settle(session, lambda s: s.phase == "regeneration")
    assert all(len(p.hand) == 5 and not p.combat_hand for p in session.state.players)
    settle(session, at("combat:alphas"))
    assert all(len(p.combat_hand) == 5 for p in session.state.players)


def test_later_redraws_discard_by_choice_then_refill() -> None:
    """Seed 001 "Redraw Phase": players may discard any cards from their sept hand, then draw up
    to their hand size."""
    session = new()
    settle(session, lambda s: s.turn == 2 and s.step == "redraw:commit")
    hand = list(session.state.players[0].hand)
    for iid in hand[:2]:
        act(session, 0, type="discard", card=iid)
    settle(session, lambda s: s.step == "redraw:open")
    p = session.state.players[0]
    assert len(p.hand) == 5
    assert set(hand[:2]) <= set(p.sept_discard)
    assert set(hand[2:]) <= set(p.hand)


def test_closed_play_resources_stay_hidden_until_revealed_together() -> None:
    """Seed 001 "Resource Phase" and chapter 2 "Closed Play": resources are placed face down at
    once and revealed together; until then no other seat nor a spectator sees them."""
    deal = {"1": {"sept": ["lost-hiker"]}}
    session = new(deal=deal)
    hiker = staged(session, 1, "lost-hiker", None)
    for viewer in (0, None):
        assert hiker not in repr(session.view(viewer))
    assert hiker in repr(session.view(1))
    settle(session, lambda s: s.step != "resource:commit")
    assert hiker in session.state.creatures
    assert session.state.creatures[hiker].pack is None  # prey: the Hunting Grounds
    assert hiker in repr(session.view(0))


# -- Chapter 5: combat -----------------------------------------------------------------------------
EMBER, VESK = "0.little-ember", "1.vesk-hollowjaw"


EMBER_HAND = ["raking-claws", "stunning-blow", "quick-jab", "shoulder-slam", "sidestep"]
VESK_HAND = ["mauling-onslaught", "quick-jab", "shoulder-slam", "sidestep", "hamstring"]


def ember_vs_vesk(
    ember_hand: list[str] | None = None, vesk_hand: list[str] | None = None, **options: Any
) -> Session:
    """Little Ember (Renown 4, Rage 4, Health 6, one form) against Vesk Hollowjaw (Renown 6,
    breed Rage 4 / Health 4, Crinos Rage 7 / Health 8). Vesk, the higher Renown, acts first and
    attacks Ember. Known Combat hands."""
    deal = {
        "0": {"characters": ["little-ember"], "combat": ember_hand or EMBER_HAND},
        "1": {"characters": ["vesk-hollowjaw"], "combat": vesk_hand or VESK_HAND},
    }
    session = new(deal=deal, **options)
    combat_between(session, {0: EMBER, 1: VESK}, attacker=1, target=EMBER)
    return session


def staged(session: Session, seat: int, card_id: str, by: str | None) -> str:
    """`seat` puts `card_id` into play in the first Resource Phase (on `by`, or as prey)."""
    settle(session, lambda s: s.step == "resource:commit")
    card = in_hand(session, seat, card_id)
    act(session, seat, type="stage", card=card, by=by)
    return card


def card_in_hand(session: Session, seat: int, card_id: str) -> str:
    p = session.state.players[seat]
    return next(i for i in p.combat_hand if f".{card_id}." in i)


def in_hand(session: Session, seat: int, card_id: str) -> str:
    return next(i for i in session.state.players[seat].hand if f".{card_id}." in i)


def test_alphas_act_in_descending_renown() -> None:
    """Seed 001 "Turn Sequence" / "Combat Phase": alphas act in descending order of Renown."""
    session = ember_vs_vesk()
    assert session.state.alphas == [VESK, EMBER]
    assert session.state.combat.sides == [[VESK], [EMBER]]


def test_a_bluff_against_a_creature_that_did_not_bluff_is_discarded() -> None:
    """Seed 001 "Bluff Step Options": a Combat Action above the user's Rage is a bluff; "Bluffs
    targetting a creature who did not bluff are discarded." Seed 003 "O Blefe" agrees."""
    session = ember_vs_vesk()
    mauling = card_in_hand(session, 1, "mauling-onslaught")
    claws = card_in_hand(session, 0, "raking-claws")
    play_round(session, {0: [(EMBER, claws)], 1: [(VESK, mauling)]})
    settle(session, lambda s: s.combat is None or s.combat.round == 2)
    assert wounds(session, EMBER) == 0
    assert wounds(session, VESK) == 3
    assert mauling in session.state.players[1].combat_discard
    assert not session.state.creatures[VESK].crinos  # 3 damage is below breed Rage 4


def test_when_both_bluff_both_cards_take_effect_and_the_kill_scores() -> None:
    """Seed 001 "Bluff Step Options": a bluff succeeds if its target bluffed too; seed 003's
    example ("Ambos blefaram ... ambas as cartas têm efeito"). A kill puts the dead creature in
    the killer's Victory Pile for its Renown (seed 001 "Victory Pile", "Death")."""
    session = ember_vs_vesk()
    mauling = card_in_hand(session, 1, "mauling-onslaught")
    stun = card_in_hand(session, 0, "stunning-blow")
    play_round(session, {0: [(EMBER, stun)], 1: [(VESK, mauling)]})
    state = session.state
    assert EMBER not in state.creatures
    assert EMBER in state.players[1].victory
    assert state.victory_points(1) == 4
    assert state.creatures[VESK].wounds == 2


def test_breed_form_flips_to_crinos_when_damage_reaches_breed_rage() -> None:
    """Seed 001 "Damage and Death": a breed-form Character whose damage equals or exceeds its
    printed Rage or Health flips to Crinos; it dies only at its Crinos Health. Seed 003
    "Mudando para Forma Crinos"."""
    session = ember_vs_vesk()
    claws = card_in_hand(session, 0, "raking-claws")
    jab = card_in_hand(session, 0, "quick-jab")
    vjab = card_in_hand(session, 1, "quick-jab")
    slam = card_in_hand(session, 1, "shoulder-slam")
    play_round(session, {0: [(EMBER, claws)], 1: [(VESK, vjab)]})
    settle(session, in_combat("play"))
    assert wounds(session, VESK) == 3 and not session.state.creatures[VESK].crinos
    play_round(session, {0: [(EMBER, jab)], 1: [(VESK, slam)]})
    assert wounds(session, VESK) == 4
    assert session.state.creatures[VESK].crinos
    assert VESK in session.state.creatures  # Crinos Health 8: alive
    assert wounds(session, EMBER) == 3


def test_face_down_combat_cards_are_hidden_until_the_reveal() -> None:
    """Issue 12 "The bluff is hidden information"; seed 001 "Combat Rounds": cards are played
    face down and revealed together. Before the reveal neither the other seat nor a spectator
    sees which card it is."""
    session = ember_vs_vesk()
    mauling = card_in_hand(session, 1, "mauling-onslaught")
    act(session, 1, type="assign", creature=VESK, card=mauling)
    for viewer in (0, None):
        assert mauling not in repr(session.view(viewer))
        for item in session.events_for(viewer):
            assert mauling not in repr(item)
    assert mauling in repr(session.view(1))
    claws = card_in_hand(session, 0, "raking-claws")
    play_round(session, {0: [(EMBER, claws)]})
    assert mauling in repr(session.view(0))  # revealed (and discarded as a failed bluff)


def test_combat_ends_when_a_round_passes_without_a_combat_action() -> None:
    """Seed 001 "Ending Combat": combat ends when no creature played a Combat Action during the
    current round."""
    session = ember_vs_vesk()
    start = play_round(session, {})
    ends = [e for e in events_since(session, start) if e["type"] == "combat-end"]
    assert ends and ends[0]["reason"] == "no-cards"
    assert session.state.combat is None


def test_regeneration_returns_the_lowest_damage_card_to_its_owner() -> None:
    """Seed 001 "Regeneration Phase": each regenerating creature returns its single
    non-aggravated lowest-damage card to its owner's discard pile; seed 003's example (Anna
    returns the Glancing Blow to Mike)."""
    session = ember_vs_vesk()
    claws = card_in_hand(session, 0, "raking-claws")
    jab = card_in_hand(session, 0, "quick-jab")
    play_round(session, {0: [(EMBER, claws)]})
    settle(session, in_combat("play"))
    play_round(session, {0: [(EMBER, jab)]})
    assert wounds(session, VESK) == 4
    settle(session, lambda s: s.turn == 2 and s.phase == "resource")
    assert wounds(session, VESK) == 3
    assert jab in session.state.players[0].combat_discard
    assert [d.card for d in session.state.creatures[VESK].damage] == [claws]


# -- Juntas: Moots and Board Meetings ----------------------------------------------------------------
KEEPER, EMBER0, YSOLDE, LIEN = (
    "0.keeper-ashgrove",
    "0.little-ember",
    "1.ysolde-amberclaw",
    "1.master-lien",
)


def moot_called(**options: Any) -> tuple[Session, str]:
    """Two Gaia packs; Keeper Ashgrove (Renown 6, two extra votes) calls a Moot worth 2 VP to
    its caller's player (Renown 4)."""
    deal = {
        "0": {"characters": ["keeper-ashgrove", "little-ember"], "sept": ["ridge-moot"]},
        "1": {"characters": ["ysolde-amberclaw", "master-lien"]},
    }
    session = new(("silver-wake", "thornwood-kin"), deal=deal, **options)
    settle(session, lambda s: s.step == "moot:commit")
    moot = next(i for i in session.state.players[0].hand if ".ridge-moot." in i)
    act(session, 0, type="call", card=moot, by=KEEPER, target=None)
    settle(session, lambda s: s.step == "moot:vote")
    return session, moot


def vote(session: Session, votes: dict[str, str]) -> None:
    """Cast the votes of every creature named, tier by tier as the rules ask for them."""
    left = dict(votes)
    while left and session.state.step == "moot:vote":
        cast = False
        for seat in sorted(session.to_act()):
            for cmd in session.legal(seat):
                if cmd["type"] == "vote" and left.get(cmd["creature"]) == cmd["side"]:
                    session.apply(seat, cmd)
                    del left[cmd["creature"]]
                    cast = True
                    break
        assert cast, (
            f"no vote asked for {sorted(left)}; legal: {session.legal(min(session.to_act()))}"
        )
    assert not left


def test_a_moot_passes_on_more_yes_than_no_votes_weighted_by_renown() -> None:
    """Seed 001 "Juntas" / "Moot Phase": creatures vote in descending Renown with votes equal to
    their Renown (plus card effects: Keeper's two extra votes); more yes than no passes, and in
    the rules package it takes effect at once."""
    session, moot = moot_called()
    start = len(session.entries)
    vote(session, {KEEPER: "yes", YSOLDE: "no", LIEN: "no", EMBER0: "yes"})
    junta = next(e for e in events_since(session, start) if e["type"] == "junta")
    assert (junta["passed"], junta["yes"], junta["no"]) == (True, 12, 11)
    assert session.state.victory_points(0) == 2
    assert moot in session.state.players[0].sept_discard


def test_a_tied_moot_fails() -> None:
    """Seed 001 "Juntas": a Junta passes only with more yes than no votes."""
    session, _moot = moot_called()
    start = len(session.entries)
    vote(session, {KEEPER: "no", YSOLDE: "yes", LIEN: "abstain", EMBER0: "no"})
    session_events = events_since(session, start)
    junta = next(e for e in session_events if e["type"] == "junta")
    assert junta["passed"] is False
    assert session.state.victory_points(0) == 0


def test_1995_moots_take_effect_together_at_the_end_of_the_moot_phase() -> None:
    """Seed 003 example game: "todas as assembléias têm efeito só no fim da Fase de
    Assembléias" (the passed Moot scores only when the phase ends)."""
    session, _moot = moot_called(rulebook="1995")
    vote(session, {KEEPER: "yes", YSOLDE: "no", LIEN: "no", EMBER0: "yes"})
    assert session.state.phase == "moot"
    assert session.state.victory_points(0) == 0
    settle(session, lambda s: s.phase == "combat")
    assert session.state.victory_points(0) == 2


def test_givors_club_rules_a_caller_cannot_vote_that_turn() -> None:
    """Seed 001 chapter 0 (Givors' club rules), "Moot phase": "A Garou calling a vote cannot
    vote for the rest of the turn." Without the club rules the caller votes."""
    session, _moot = moot_called(club_rules="givors")
    voters = {cmd["creature"] for cmd in session.legal(0) if cmd["type"] == "vote"}
    assert KEEPER not in voters
    start = len(session.entries)
    vote(session, {YSOLDE: "no", LIEN: "no", EMBER0: "yes"})
    junta = next(e for e in events_since(session, start) if e["type"] == "junta")
    assert junta["passed"] is False and junta["yes"] == 4
    plain, _ = moot_called()
    assert KEEPER in {cmd["creature"] for cmd in plain.legal(0) if cmd["type"] == "vote"}


def test_a_junta_needs_two_packs_of_its_allegiance() -> None:
    """Seed 001 "Juntas": a Moot may be called only if at least two Gaia packs are playing."""
    deal = {"0": {"sept": ["ridge-moot"]}}
    session = new(("silver-wake", "ashfall-spiral"), deal=deal)
    settle(session, lambda s: s.phase == "moot")
    assert not any(c["type"] == "call" for c in session.legal(0))


# -- Alpha actions -----------------------------------------------------------------------------------
def test_a_refused_challenge_spends_the_alpha_action() -> None:
    """Seed 001 "Challenging": the challenged creature may refuse; the challenger's alpha action
    is over. Seed 003's example: Mari challenges Questor, Mike refuses, the action is lost."""
    session = vesk_acts()
    act(session, 1, type="challenge", target=KEEPER)
    assert session.state.prompts and session.state.prompts[0]["seat"] == 0
    act(session, 0, type="choose", kind="challenge", option="refuse")
    assert session.state.combat is None
    assert VESK in session.state.acted


# -- Options -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "options",
    [
        {"rulebook": "1996"},
        {"club_rules": "paris"},
        {"renown_level": 12},
        {"null_cards": "yes"},
        {"turn_limit": 0},
        {"packs": ["silver-wake"]},
        {"no_such_option": 1},
    ],
)
def test_bad_options_are_refused_in_plain_words(options: dict[str, Any]) -> None:
    """Setup options (seed 001 "Decide Renown Level"; issue 12 options `rulebook`,
    `club_rules`): anything else is refused with a sentence, never a crash."""
    with pytest.raises(Illegal):
        Session.new("rage-classic", 2, 1, options)


# -- Resolution step options (seed 001 chapter 5) ----------------------------------------------------
DEFENCES = ["sidestep", "curl-and-cover", "turn-the-blow", "lightning-snap", "quick-jab"]
ATTACKS = ["shoulder-slam", "raking-claws", "quick-jab", "lightning-snap", "hamstring"]


def defended(defence: str, attack: str) -> Session:
    session = ember_vs_vesk(DEFENCES, ATTACKS)
    play_round(
        session,
        {
            0: [(EMBER, card_in_hand(session, 0, defence))],
            1: [(VESK, card_in_hand(session, 1, attack))],
        },
    )
    return session


@pytest.mark.parametrize(
    ("defence", "attack", "wounded"),
    [
        # "If you dodge an attack, all damage from it is prevented."
        pytest.param("sidestep", "raking-claws", {EMBER: 0, VESK: 0}, id="a-dodge-prevents-all"),
        # Blocks prevent some damage, or all of it if the attack is small enough (Curl and
        # Cover blocks 5: a 3-damage attack does nothing).
        pytest.param("curl-and-cover", "raking-claws", {EMBER: 0}, id="a-block-up-to-its-value"),
        # The reversed attack makes its user attack himself.
        pytest.param(
            "turn-the-blow", "raking-claws", {EMBER: 0, VESK: 3}, id="a-reversal-sends-it-back"
        ),
        # Combat Actions that dodge or block do not prevent damage from attacks at a faster
        # speed (Fast Striking).
        pytest.param("sidestep", "lightning-snap", {EMBER: 1}, id="a-dodge-not-a-faster-attack"),
    ],
)
def test_dodges_blocks_and_reversals(defence: str, attack: str, wounded: dict[str, int]) -> None:
    """Seed 001 "Dodges, Blocks and reversals": the wounds a defence leaves after one attack."""
    session = defended(defence, attack)
    assert {iid: wounds(session, iid) for iid in wounded} == wounded


def test_fast_striking_resolves_before_normal_actions() -> None:
    """Seed 001 "Fast and Slow Striking" / "Resolution step": Fast Combat Actions resolve before
    normal ones, whoever plays them."""
    for ember_card, vesk_card in (("lightning-snap", "quick-jab"), ("quick-jab", "lightning-snap")):
        session = ember_vs_vesk(DEFENCES, ATTACKS)
        start = play_round(
            session,
            {
                0: [(EMBER, card_in_hand(session, 0, ember_card))],
                1: [(VESK, card_in_hand(session, 1, vesk_card))],
            },
        )
        hits = [e for e in events_since(session, start) if e["type"] == "damage"]
        assert len(hits) == 2
        assert ".lightning-snap." in hits[0]["card"], hits


# -- Frenzy and Combat Events ------------------------------------------------------------------------
def test_a_combat_event_from_the_combat_hand_sends_its_user_into_full_frenzy() -> None:
    """Seed 001 "Combat Events" (played by a creature in combat, before the first round) and
    "Frenzy": a Full Frenzy flips the creature to Crinos, draws combat cards equal to its Crinos
    Rage, forbids the attacker to withdraw and makes it play every Combat Action it can; when it
    ends, as many combat cards as were drawn are discarded at random."""
    deal = {
        "0": {"characters": ["little-ember"], "combat": EMBER_HAND},
        "1": {"characters": ["vesk-hollowjaw"], "combat": ["blood-fury", *ATTACKS]},
    }
    session = new(deal=deal)
    pick_alphas(session, EMBER, VESK, acting=1)
    act(session, 1, type="attack", target=EMBER)
    settle(session, in_combat("begin"))
    fury = card_in_hand(session, 1, "blood-fury")
    act(session, 1, type="play", card=fury, by=VESK, target=None)
    vesk = session.state.creatures[VESK]
    assert vesk.crinos and vesk.frenzy == "full"
    assert len(session.state.players[1].combat_hand) == 4 + 7  # Crinos Rage 7
    settle(session, in_combat("play"))
    assert {"type": "ready"} not in session.legal(1)  # it must play a Combat Action
    act(session, 1, type="assign", creature=VESK, card=card_in_hand(session, 1, "quick-jab"))
    act(session, 0, type="ready")
    act(session, 1, type="ready")
    assert wounds(session, EMBER) == 1
    assert session.state.combat is not None and session.state.combat.round == 1
    for seat in session.to_act():
        assert not [c for c in session.legal(seat) if c.get("option") == "withdraw"]


def test_the_attacker_may_withdraw_after_a_round() -> None:
    """Seed 001 "Withdrawal step" / "Ending Combat": after each round the attacker may withdraw,
    which ends the combat."""
    session = ember_vs_vesk()
    play_round(
        session,
        {
            0: [(EMBER, card_in_hand(session, 0, "quick-jab"))],
            1: [(VESK, card_in_hand(session, 1, "quick-jab"))],
        },
    )
    assert {"type": "choose", "kind": "withdraw", "option": "withdraw"} in session.legal(1)
    act(session, 1, type="choose", kind="withdraw", option="withdraw")
    assert session.state.combat is None
    assert wounds(session, EMBER) == 1 and wounds(session, VESK) == 1


# -- Null cards, prey, Unique cards, losing the pack -------------------------------------------------
def test_a_null_card_is_a_bluff_and_no_combat_action() -> None:
    """Seed 001 "Null cards": a Null card may be played face down in place of a Combat Action
    (a bluff with no card). Option `null_cards: false` leaves them out."""
    session = ember_vs_vesk()
    assert {"type": "assign", "creature": VESK, "card": "null"} in session.legal(1)
    play_round(
        session, {0: [(EMBER, card_in_hand(session, 0, "raking-claws"))], 1: [(VESK, "null")]}
    )
    assert wounds(session, VESK) == 3
    plain = ember_vs_vesk(null_cards=False)
    assert not [c for c in plain.legal(1) if c.get("card") == "null"]


def staged_until_vesk_acts(card_id: str, by: str | None) -> tuple[Session, str]:
    """Ember's pack puts `card_id` into play in the Resource Phase; Ember and Vesk are the
    alphas; the game waits on Vesk's alpha action."""
    deal = {
        "0": {"characters": ["little-ember"], "sept": [card_id], "combat": EMBER_HAND},
        "1": {"characters": ["vesk-hollowjaw"], "combat": VESK_HAND},
    }
    session = new(deal=deal)
    card = staged(session, 0, card_id, by)
    pick_alphas(session, EMBER, VESK, acting=1)
    return session, card


def claim_prey(session: Session) -> None:
    """Up to the first play-card step of a fight with prey: every seat that may play for the
    prey asks to, the rest answer quietly."""
    for _ in range(20):
        if session.state.combat is not None and session.state.combat.step == "play":
            return
        seat = min(session.to_act())
        legal = session.legal(seat)
        claim = [c for c in legal if c["type"] == "claim"]
        session.apply(seat, claim[0] if claim else next(c for c in legal if c["type"] in QUIET))
    raise AssertionError(f"no combat; stuck at {session.state.step}")


def ember_hunts_a_bane() -> tuple[Session, str]:
    """Seat 0 puts a Tar-Pit Bane (Enemy, Renown 3, Rage 3, Health 3) in the Hunting Grounds;
    Vesk passes; Ember attacks the Bane."""
    session, bane = staged_until_vesk_acts("tar-pit-bane", None)
    act(session, 1, type="pass")
    settle(session, alpha_of(0))
    act(session, 0, type="attack", target=bane)
    return session, bane


def test_the_other_player_plays_for_prey_and_the_kill_scores_its_renown() -> None:
    """Seed 001 "Prey: Enemies and Victims" and "Attacking a creature"; seed 003 "Atacando um
    inimigo": an Enemy put in the Hunting Grounds may be attacked by an alpha; a player with no
    creature in the fight plays the prey's cards; killing it scores its Renown."""
    session, bane = ember_hunts_a_bane()
    claim_prey(session)
    assert session.state.combat.prey_seat == 1
    play_round(
        session, {0: [(EMBER, card_in_hand(session, 0, "raking-claws"))], 1: [(bane, "null")]}
    )
    assert bane not in session.state.creatures
    assert bane in session.state.players[0].victory
    assert session.state.victory_points(0) == 3


def test_a_unique_card_played_twice_at_once_enters_once() -> None:
    """Seed 001 "Unique" and "Resource Phase": only one copy of a Unique card may be in play;
    two staged at once go to one player, by lot, the other returns to its hand."""
    deal = {"0": {"sept": ["greenfall-caern"]}, "1": {"sept": ["greenfall-caern"]}}
    session = new(("silver-wake", "silver-wake"), deal=deal)
    settle(session, lambda s: s.step == "resource:commit")
    caerns = []
    for seat in (0, 1):
        caern = next(i for i in session.state.players[seat].hand if ".greenfall-caern." in i)
        caerns.append(caern)
        stage = next(c for c in session.legal(seat) if c.get("card") == caern)
        act(session, seat, **stage)
    settle(session, lambda s: s.step != "resource:commit")
    in_play = [c for c in caerns if c in session.state.things]
    assert len(in_play) == 1
    loser = next(c for c in caerns if c not in in_play)
    assert loser in session.state.players[int(loser[0])].hand


def vesk_kills_ember(session: Session) -> None:
    """Ember against Vesk: Vesk's Mauling Onslaught kills Ember (Renown 4: 4 VP to seat 1), the
    last Character of seat 0."""
    play_round(
        session,
        {
            0: [(EMBER, card_in_hand(session, 0, "stunning-blow"))],
            1: [(VESK, card_in_hand(session, 1, "mauling-onslaught"))],
        },
    )


def test_a_player_who_loses_every_character_is_out_and_the_last_pack_wins() -> None:
    """Seed 001 "Winning the Game": a player that has lost all of their Characters is out of the
    game; with one pack left, the game is over and that pack's player wins."""
    session = ember_vs_vesk()
    vesk_kills_ember(session)
    settle(session, lambda s: False)
    assert session.state.players[0].out
    assert session.is_over()
    assert session.result()["winners"] == [1]


@pytest.mark.parametrize("rulebook", ["package", "1995"])
@pytest.mark.parametrize("out_vp", [6, 4])
def test_a_player_out_of_the_game_does_not_win_the_last_pack_does(
    out_vp: int, rulebook: str
) -> None:
    """Seed 001 "Winning the Game" (lines 283-285): a player that has lost all of their
    Characters is out of the game, and still wins only if he gained enough points to win on the
    turn he is taken out. Seat 0 (6 or 4 VP of 20) loses its last Character to seat 1 (4 VP):
    seat 1, the one pack left, wins; "last-pack" says why. Seed 003 (line 369): under the 1995
    book the player is out at the end of the turn, and the game ends there."""
    session = ember_vs_vesk(rulebook=rulebook)
    session.state.players[0].bonus = out_vp  # a constructed state: seat 0 scored earlier
    vesk_kills_ember(session)
    settle(session, lambda s: False)
    assert session.state.players[0].out
    result = session.result()
    assert result["scores"] == [out_vp, 4]
    assert (result["winners"], result["reason"], result["turns"]) == ([1], "last-pack", 1)


def test_a_player_taken_out_with_enough_points_to_win_still_wins() -> None:
    """Seed 001 "Winning the Game" (line 285): "If the player has gained enough points to win on
    the turn he is taken out, he still wins". Seat 0 at 20 VP (the Renown level) loses its last
    Character; at the end of that Combat Phase it wins."""
    session = ember_vs_vesk()
    session.state.players[0].bonus = 20
    vesk_kills_ember(session)
    settle(session, lambda s: False)
    assert session.state.players[0].out
    assert (session.result()["winners"], session.result()["reason"]) == ([0], "renown")


def test_a_player_out_since_an_earlier_turn_no_longer_counts_for_the_win() -> None:
    """Seed 001 "Winning the Game" (lines 283-285): seats 0 and 2 both reach the Renown level
    (20) as seat 0 is taken out: a tie, the game plays on. Next turn seat 0 is out of the game,
    no longer taken out "on the turn": seat 2 alone has reached the level and wins."""
    deal = {
        "0": {"characters": ["little-ember"], "combat": EMBER_HAND},
        "1": {"characters": ["vesk-hollowjaw"], "combat": VESK_HAND},
        "2": {"characters": ["little-ember"], "combat": EMBER_HAND},
    }
    session = new(("silver-wake", "ashfall-spiral", "silver-wake"), deal=deal)
    combat_between(session, {0: EMBER, 1: VESK}, attacker=1, target=EMBER)
    session.state.players[0].bonus = 20
    session.state.players[2].bonus = 20
    vesk_kills_ember(session)
    settle(session, lambda s: s.turn == 2)
    assert session.state.players[0].out and not session.is_over()
    settle(session, lambda s: False)
    result = session.result()
    assert (result["winners"], result["reason"], result["turns"]) == ([2], "renown", 2)


def test_with_no_pack_left_nobody_wins() -> None:
    """Seed 001 "Winning the Game": every player out of the game, none with the points to win:
    nobody wins ("no-packs-left"), and the log says so. A constructed state: both packs lose
    their only Character before the Combat Phase (seed 003: out at the end of the turn)."""
    deal = {
        "0": {"characters": ["little-ember"], "combat": EMBER_HAND},
        "1": {"characters": ["vesk-hollowjaw"], "combat": VESK_HAND},
    }
    session = new(deal=deal, rulebook="1995")
    settle(session, lambda s: s.phase == "moot")
    for iid in (EMBER, VESK):
        del session.state.creatures[iid]
    start = len(session.entries)
    settle(session, lambda s: False)
    result = session.result()
    assert (result["winners"], result["reason"], result["turns"]) == ([], "no-packs-left", 1)
    end = next(e for e in events_since(session, start) if e["type"] == "end")
    line = session.ruleset.describe(end, 0, ["Ada", "Bruno"])
    assert line == "Game over: no pack is left, and nobody wins."


# -- Reveal step options, forced attacks, stepping in -----------------------------------------------
def test_a_feint_plays_another_card_after_the_reveal() -> None:
    """Seed 001 "Feinting": after the reveal, a creature that feints plays one more Combat card
    face down, which is then revealed and resolves."""
    feinting = ["false-opening", "raking-claws", "quick-jab", "sidestep", "shoulder-slam"]
    session = ember_vs_vesk(feinting, VESK_HAND)
    act(session, 0, type="assign", creature=EMBER, card=card_in_hand(session, 0, "false-opening"))
    act(session, 1, type="assign", creature=VESK, card=card_in_hand(session, 1, "quick-jab"))
    act(session, 0, type="ready")
    act(session, 1, type="ready")
    assert session.state.combat.step == "feint"
    claws = card_in_hand(session, 0, "raking-claws")
    assert {"type": "assign", "creature": EMBER, "card": claws} in session.legal(0)
    assert not [c for c in session.legal(1) if c["type"] == "assign"]
    act(session, 0, type="assign", creature=EMBER, card=claws)
    for seat in sorted(session.to_act()):
        if {"type": "ready"} in session.legal(seat):
            session.apply(seat, {"type": "ready"})
    assert wounds(session, VESK) == 3
    assert wounds(session, EMBER) == 1


def test_a_rival_must_be_attacked_when_it_is_a_valid_target() -> None:
    """Seed 001 "Rivalry" and "Forced Attacks": if a creature with a Rivalry attacks and a rival
    is among the valid targets, it must attack the rival (challenges are not affected):
    Corrick Stonehowl (rival of the Black Spiral Dancers) against the alpha Vesk Hollowjaw."""
    deal = {
        "0": {"characters": ["corrick-stonehowl", "little-ember"]},
        "1": {"characters": ["vesk-hollowjaw", "gnawing-choir"]},
    }
    session = new(deal=deal)
    pick_alphas(session, "0.corrick-stonehowl", VESK, acting=0)
    legal = session.legal(0)
    assert {c["target"] for c in legal if c["type"] == "attack"} == {VESK}
    assert {"type": "challenge", "target": "1.gnawing-choir"} in legal
    assert {"type": "pass"} in legal


def test_a_wyrm_alpha_may_step_in_for_an_enemy() -> None:
    """Seed 001 "Stepping in": a Wyrm alpha may step in and defend for an Enemy attacked in the
    Hunting Grounds; it is not its alpha action."""
    session, bane = ember_hunts_a_bane()
    step_in = []
    for _ in range(6):
        step_in = [c for c in session.legal(1) if c["type"] == "step-in"]
        if step_in:
            break
        seat = min(session.to_act())
        session.apply(seat, next(c for c in session.legal(seat) if c["type"] in QUIET))
    assert step_in == [{"type": "step-in", "creature": VESK}]
    act(session, 1, **step_in[0])
    assert VESK in session.state.combat.sides[1]
    assert bane not in session.state.combat.sides[1]


# -- The Umbra ---------------------------------------------------------------------------------------
def test_stepping_sideways_through_a_caern_and_attacks_stay_on_their_side() -> None:
    """Seed 001 "Umbra Phase" and "Stepping Sideways": a Character whose Gnosis reaches its
    pack's Caern's Gauntlet may step sideways in the Umbra Phase (Closed Play, all at once).
    "Umbral Combat": creatures can only declare attacks against creatures they can interact
    with, so an alpha in the Umbra and one in the physical world cannot attack each other."""
    deal = {
        "0": {"characters": ["keeper-ashgrove", "little-ember"], "sept": ["greenfall-caern"]},
        "1": {"characters": ["vesk-hollowjaw"]},
    }
    session = new(deal=deal)
    staged(session, 0, "greenfall-caern", KEEPER)
    settle(session, lambda s: s.step == "umbra:commit")
    steps = {c["creature"] for c in session.legal(0) if c["type"] == "step"}
    assert KEEPER in steps  # Gnosis 5 against Gauntlet 4
    act(session, 0, type="step", creature=KEEPER)
    settle(session, lambda s: s.step != "umbra:commit")
    assert session.state.creatures[KEEPER].world == "umbra"
    assert session.state.creatures[EMBER].world == "physical"
    pick_alphas(session, KEEPER, VESK, acting=1)
    targets = {c.get("target") for c in session.legal(1)}
    assert KEEPER not in targets
    assert EMBER in targets  # a challenge in the physical world
    act(session, 1, type="pass")
    settle(session, alpha_of(0))
    assert VESK not in {c.get("target") for c in session.legal(0)}


def test_the_1995_book_has_no_umbra_phase_to_step_sideways_in() -> None:
    """Seed 003 "Sequência dos Turnos": five phases; nobody is ever asked to step sideways."""
    deal = {"0": {"sept": ["greenfall-caern"]}}
    session = new(deal=deal, rulebook="1995")
    settle(session, lambda s: s.turn == 3)
    assert not any(
        e["type"] == "flow" and str(e.get("step", "")).startswith("umbra")
        for e in events_since(session, 0)
    )


def keeper_steps_sideways(session: Session, *also: tuple[str, str | None]) -> list[str]:
    """Seat 0 stages the Greenfall Caern (with Keeper Ashgrove) and the other (card id,
    performer) pairs in the first Resource Phase; Keeper steps sideways in the Umbra Phase.
    Returns the instances staged besides the Caern."""
    settle(session, lambda s: s.step == "resource:commit")
    hand = session.state.players[0].hand
    staged = []
    for card_id, by in (("greenfall-caern", KEEPER), *also):
        card = next(i for i in hand if f".{card_id}." in i and i not in staged)
        act(session, 0, type="stage", card=card, by=by)
        staged.append(card)
    settle(session, lambda s: s.step == "umbra:commit")
    act(session, 0, type="step", creature=KEEPER)
    settle(session, lambda s: s.step != "umbra:commit")
    return staged[1:]


# -- Pack actions ------------------------------------------------------------------------------------
def test_a_pack_defence_brings_a_packmate_and_each_picks_its_target() -> None:
    """Seed 001 "Pack Actions" and "Combat Events": a Combat Event played before the first round
    brings a packmate from the Pack Home Ground into the defence (and draws two combat cards, as
    the example game's Pack Defense does); each creature in the pack action may play a Combat
    Action; with two opponents, the targets are chosen in the targeting step."""
    deal = {
        "0": {
            "characters": ["little-ember", "keeper-ashgrove"],
            "combat": ["stand-together", "raking-claws", "quick-jab", "sidestep", "shoulder-slam"],
        },
        "1": {"characters": ["vesk-hollowjaw"], "combat": ["quick-jab", *ATTACKS]},
    }
    session = new(deal=deal)
    pick_alphas(session, EMBER, VESK, acting=1)
    act(session, 1, type="attack", target=EMBER)
    together = card_in_hand(session, 0, "stand-together")
    for _ in range(4):
        plays = [c for c in session.legal(0) if c.get("card") == together]
        if plays:
            break
        seat = min(session.to_act())
        session.apply(seat, next(c for c in session.legal(seat) if c["type"] in QUIET))
    assert {"type": "play", "card": together, "by": EMBER, "target": KEEPER} in plays
    act(session, 0, type="play", card=together, by=EMBER, target=KEEPER)
    assert session.state.combat.sides[1] == [EMBER, KEEPER]
    assert len(session.state.players[0].combat_hand) == 4 + 2
    settle(session, in_combat("play"))
    play_round(
        session,
        {
            0: [
                (EMBER, card_in_hand(session, 0, "raking-claws")),
                (KEEPER, card_in_hand(session, 0, "quick-jab")),
            ],
            1: [(VESK, card_in_hand(session, 1, "shoulder-slam"))],
        },
    )
    assert session.state.combat.step == "target"
    assert not [c for c in session.legal(0) if c["type"] == "aim"]  # one target: automatic
    aim = [c for c in session.legal(1) if c["type"] == "aim" and c.get("target") == KEEPER]
    act(session, 1, **aim[0])
    settle(session, lambda s: s.combat is None or s.combat.step != "target")
    assert wounds(session, VESK) == 4  # both packmates' attacks landed
    assert wounds(session, KEEPER) == 2 and wounds(session, EMBER) == 0


# -- Territories -------------------------------------------------------------------------------------
def territory_raided() -> tuple[Session, str]:
    session, land = staged_until_vesk_acts("old-ridge-lands", EMBER)
    act(session, 1, type="raid", target=land)
    return session, land


def test_an_undefended_territory_is_destroyed() -> None:
    """Seed 001 "Attacking a Territory": the owning pack's alpha may defend it; a Territory is
    destroyed and discarded if its pack does not choose to defend it."""
    session, land = territory_raided()
    assert session.state.prompts[0]["kind"] == "defend"
    act(session, 0, type="choose", kind="defend", option="cede")
    assert land not in session.state.things
    assert land in session.state.players[0].sept_discard


def test_a_defended_territory_falls_when_its_defender_dies() -> None:
    """Seed 001 "Attacking a Territory": defending is no action; if the attacker kills the
    defender the Territory is destroyed."""
    session, land = territory_raided()
    act(session, 0, type="choose", kind="defend", option="defend")
    settle(session, in_combat("play"))
    assert session.state.combat.kind == "territory"
    play_round(
        session,
        {
            0: [(EMBER, card_in_hand(session, 0, "stunning-blow"))],
            1: [(VESK, card_in_hand(session, 1, "mauling-onslaught"))],
        },
    )
    assert EMBER not in session.state.creatures
    assert land not in session.state.things


# -- Deck rules --------------------------------------------------------------------------------------
def own_pack(**changes: Any) -> dict[str, Any]:
    from engine.games.rage_classic.decks import pack_to_json, packs

    entry = pack_to_json(packs()["silver-wake"])
    entry["id"], entry["name"] = "my-pack", "My Pack"
    for part, counts in changes.items():
        entry[part] = {**entry[part], **counts} if isinstance(counts, dict) else counts
    return entry


def test_givors_club_rules_limit_copies_in_each_deck() -> None:
    """Seed 001 chapter 0, "Deck building": the Combat deck holds at most 1 of each card, the
    Sept deck at most 2. Without the club rules the same packs are legal."""
    two_jabs = own_pack(combat={"quick-jab": 2})
    three_balms = own_pack(sept={"mothers-balm": 3})
    for pack in (two_jabs, three_balms):
        Session.new("rage-classic", 2, 1, {"packs": [pack, "ashfall-spiral"]})
        with pytest.raises(Illegal) as refused:
            Session.new(
                "rage-classic", 2, 1, {"packs": [pack, "ashfall-spiral"], "club_rules": "givors"}
            )
        assert "Givors" in str(refused.value)


def test_a_pack_above_the_renown_level_is_refused() -> None:
    """Seed 001 "Decide Renown Level" / seed 003 "Iniciando o Jogo": no pack may hold more
    Renown in Characters than the game's Renown level. A shipped pack named by id is fitted to
    the level (test_rage_classic_short_levels); a pack written out in full is the player's own
    and is refused as it stands."""
    own = packs()["silver-wake"].to_json()
    with pytest.raises(Illegal) as refused:
        Session.new("rage-classic", 2, 1, {"renown_level": 15, "packs": [own, "ashfall-spiral"]})
    assert "Renown level" in str(refused.value)


def test_cards_of_one_speed_land_together_even_on_a_killer_killed_first() -> None:
    """Seed 001 "Combat Rounds": after each speed, creatures removed from combat discard their
    *unresolved* Combat Actions, so two creatures that strike at the same speed both land, even
    when the first card to land kills the other (seed 003's example: Questor and the Fomori both
    bluff; the Fomori dies and Questor still takes its 4 damage)."""
    session = ember_vs_vesk(
        ["mauling-onslaught", "quick-jab", "sidestep", "shoulder-slam", "raking-claws"],
        ["stunning-blow", "quick-jab", "sidestep", "shoulder-slam", "raking-claws"],
    )
    start = play_round(
        session,
        {
            0: [(EMBER, card_in_hand(session, 0, "mauling-onslaught"))],
            1: [(VESK, card_in_hand(session, 1, "stunning-blow"))],
        },
    )
    hits = [e for e in events_since(session, start) if e["type"] == "damage"]
    assert [h["iid"] for h in hits] == [VESK, EMBER]  # Ember's card lands first and kills
    assert VESK not in session.state.creatures
    assert wounds(session, EMBER) == 2


def test_a_stymied_creature_may_play_an_instinctive_action_face_up() -> None:
    """Seed 001 "Instinctive Combat Action": a creature prevented from playing Combat Actions
    may play an Instinctive one, face up, in the mini-step after the reveal. Ember, stymied by
    a Stunning Blow (no Combat Actions for two rounds), answers with a Cornered Bite."""
    session = ember_vs_vesk(
        ["cornered-bite", "quick-jab", "sidestep", "shoulder-slam", "raking-claws"],
        ["stunning-blow", "quick-jab", "sidestep", "shoulder-slam", "raking-claws"],
    )
    play_round(
        session, {0: [(EMBER, "null")], 1: [(VESK, card_in_hand(session, 1, "stunning-blow"))]}
    )
    assert wounds(session, EMBER) == 2  # both bluffed: the Stunning Blow lands
    settle(session, in_combat("play"))
    play_round(session, {1: [(VESK, card_in_hand(session, 1, "quick-jab"))]})
    assert session.state.combat.step == "feint"
    bite = card_in_hand(session, 0, "cornered-bite")
    instinct = {"type": "instinct", "creature": EMBER, "card": bite}
    assert instinct in session.legal(0)
    act(session, 0, **instinct)
    settle(session, lambda s: s.combat is None or s.combat.step != "feint")
    assert wounds(session, VESK) == 2


# -- Cards in depth ----------------------------------------------------------------------------------
def test_a_creature_wears_one_armor() -> None:
    """Seed 001 "Equipment": a creature may have one Armor (and one Weapon) equipped; seed 003's
    example: "Anna não pode ter mais que um equipamento Armadura ao mesmo tempo"."""
    deal = {"0": {"characters": ["keeper-ashgrove", "little-ember"], "sept": ["woven-hide"] * 2}}
    session = new(deal=deal)
    settle(session, lambda s: s.step == "resource:commit")
    hides = [i for i in session.state.players[0].hand if ".woven-hide." in i]
    act(session, 0, type="stage", card=hides[0], by=KEEPER)
    assert not [c for c in session.legal(0) if c.get("card") == hides[1] and c.get("by") == KEEPER]
    assert {"type": "stage", "card": hides[1], "by": EMBER0} in session.legal(0)
    act(session, 0, type="done")
    act(session, 1, type="done")
    assert session.state.things[hides[0]].host == KEEPER
    assert not [c for c in session.legal(0) if c.get("card") == hides[1] and c.get("by") == KEEPER]


def test_aggravated_damage_is_not_regenerated() -> None:
    """Seed 001 "Aggravated Damage": it cannot be regenerated. Vesk, in Crinos after two
    rounds, bites Ember with an Aggravated Combat Action; next turn Vesk regenerates, Ember
    does not."""
    session = ember_vs_vesk(
        ["raking-claws", "quick-jab", "sidestep", "shoulder-slam", "hamstring"],
        ["silver-bite", "quick-jab", "sidestep", "shoulder-slam", "raking-claws"],
    )
    play_round(session, {0: [(EMBER, card_in_hand(session, 0, "raking-claws"))]})
    settle(session, in_combat("play"))
    play_round(session, {0: [(EMBER, card_in_hand(session, 0, "quick-jab"))]})
    assert session.state.creatures[VESK].crinos
    settle(session, in_combat("play"))
    bite = card_in_hand(session, 1, "silver-bite")
    play_round(session, {1: [(VESK, bite)]})
    assert [(d.card, d.aggravated) for d in session.state.creatures[EMBER].damage] == [(bite, True)]
    act(session, 1, type="choose", kind="withdraw", option="withdraw")
    settle(session, lambda s: s.turn == 2 and s.phase == "resource")
    assert wounds(session, EMBER) == 4
    assert wounds(session, VESK) == 3


def test_silver_pack_members_never_attack_each_other() -> None:
    """Seed 001 "The Silver Pack": its members never attack one another (Keeper Ashgrove and
    Master Lien, alphas of two packs)."""
    deal = {
        "0": {"characters": ["keeper-ashgrove", "little-ember"]},
        "1": {"characters": ["master-lien", "ysolde-amberclaw"]},
    }
    session = new(("silver-wake", "thornwood-kin"), deal=deal)
    pick_alphas(session, KEEPER, LIEN, acting=0)
    assert LIEN not in {c.get("target") for c in session.legal(0)}
    assert {"type": "challenge", "target": YSOLDE} in session.legal(0)


def test_a_restricted_card_is_played_once_a_game() -> None:
    """Seed 001 "Restricted": each player can only play one of these per game (a test card of
    our own: a Restricted Action that draws a card)."""
    restricted = {
        "id": "test-restricted-draw",
        "name": "Once Only",
        "type": "action",
        "keywords": ["Restricted"],
        "effects": [{"when": "play", "do": "draw", "amount": 1, "deck": "sept", "target": "me"}],
    }
    pack = own_pack(sept={"test-restricted-draw": 2})
    deal = {"0": {"sept": ["test-restricted-draw", "test-restricted-draw"]}}
    session = Session.new(
        "rage-classic",
        2,
        1,
        {"packs": [pack, "ashfall-spiral"], "cards": [restricted], "deal": deal},
    )
    settle(session, lambda s: s.step == "redraw:open")
    first, second = (i for i in session.state.players[0].hand if ".test-restricted-draw." in i)
    play = next(c for c in session.legal(0) if c.get("card") in (first, second))
    act(session, 0, **play)
    settle(session, lambda s: s.pending is None)
    left = next(i for i in (first, second) if i in session.state.players[0].hand)
    assert not [c for c in session.legal(0) if c.get("card") == left]
    settle(session, lambda s: s.turn == 2 and s.step == "redraw:open")
    assert left in session.state.players[0].hand
    assert not [c for c in session.legal(0) if c.get("card") == left]


# -- Battlefields (seed 001, beta rules) -------------------------------------------------------------
def battlefield_defended() -> tuple[Session, str]:
    """Keeper Ashgrove (Garou, Renown 6) engages The Drowned Mill (Renown 6: Garou attackers up
    to Renown 12, Fomori defenders); Vesk cannot defend it, so its natural defenders do, played
    by the other player, who is now asked which keywords to buy. The Mill is Keeper's own
    pack's, and that is allowed: a Battlefield is a neutral card of the Hunting Grounds, like
    prey (seed 001 glossary, "Hunting Grounds": "These include Enemies and Victims, and
    Battlefields"), attacked by any alpha that fits an attacker option, its natural defenders
    played by one of "the other players" ("Battlefields beta rules")."""
    deal = {
        "0": {
            "characters": ["keeper-ashgrove", "little-ember"],
            "sept": ["drowned-mill"],
            "combat": ["mauling-onslaught", "quick-jab", "sidestep", "shoulder-slam", "hamstring"],
        },
        "1": {"characters": ["vesk-hollowjaw"]},
    }
    session = new(deal=deal)
    mill = staged(session, 0, "drowned-mill", None)
    pick_alphas(session, KEEPER, VESK, acting=1, seat1_passes=True)
    act(session, 0, type="engage", target=mill, option=0)
    act(session, 0, type="choose", kind="bring", option="go")
    act(session, 1, type="choose", kind="bf-player", option="defend")
    return session, mill


def battlefield_engaged() -> tuple[Session, str, str]:
    """`battlefield_defended`, buying no keyword, up to the first round."""
    session, mill = battlefield_defended()
    act(session, 1, type="choose", kind="buy", option="done")
    settle(session, in_combat("play"))
    return session, mill, f"guardian:{mill}"


def test_battlefield_defenders_killed_put_the_battlefield_in_the_victory_pile() -> None:
    """Seed 001 "Battlefields beta rules": with no alpha defending, the natural defenders
    (Rage, Gnosis and Health equal to the Renown) fight, played by a Defending Player; both
    sides draw the cards listed (3); if the defenders die the Battlefield goes to the
    attacker's Victory Pile."""
    session, mill, guardian = battlefield_engaged()
    assert session.state.combat.sides == [[KEEPER], [guardian]]
    assert [len(p.combat_hand) for p in session.state.players] == [5 + 3, 5 + 3]
    play_round(
        session,
        {0: [(KEEPER, card_in_hand(session, 0, "mauling-onslaught"))], 1: [(guardian, "null")]},
    )
    assert mill in session.state.players[0].victory
    assert session.state.victory_points(0) == 6


def test_a_battlefield_whose_defenders_survive_stays_in_play_healed() -> None:
    """Seed 001 "Battlefield Defence": otherwise, at the end of combat all damage on the
    Battlefield is removed and it remains in play."""
    session, mill, guardian = battlefield_engaged()
    play_round(
        session, {0: [(KEEPER, card_in_hand(session, 0, "quick-jab"))], 1: [(guardian, "null")]}
    )
    assert session.state.creatures[guardian].wounds == 1
    act(session, 0, type="choose", kind="withdraw", option="withdraw")
    assert session.state.combat is None
    assert mill in session.state.things and guardian not in session.state.creatures
    assert mill not in session.state.players[0].victory


def test_a_spirit_attacked_to_bind_joins_the_pack_for_half_its_renown() -> None:
    """Seed 001 "Attacking to bind": an attacker in the Umbra may attack a Spirit in the Hunting
    Grounds to bind it; killed in that combat, it loses its damage and becomes an Ally of the
    pack, worth half its Renown (rounded up) while it stays. Keeper steps sideways through the
    pack's Caern and binds a Tar-Pit Bane (Renown 3: 2 VP)."""
    deal = {
        "0": {
            "characters": ["keeper-ashgrove", "little-ember"],
            "sept": ["greenfall-caern", "tar-pit-bane"],
            "combat": ["mauling-onslaught", "quick-jab", "sidestep", "shoulder-slam", "hamstring"],
        },
        "1": {"characters": ["vesk-hollowjaw"]},
    }
    session = new(deal=deal)
    (bane,) = keeper_steps_sideways(session, ("tar-pit-bane", None))
    pick_alphas(session, KEEPER, VESK, acting=1, seat1_passes=True)
    assert {"type": "bind", "target": bane} in session.legal(0)
    assert not [c for c in session.legal(0) if c["type"] == "bind" and c["target"] != bane]
    act(session, 0, type="bind", target=bane)
    settle(session, in_combat("claim"))
    act(session, 1, type="claim")
    play_round(
        session,
        {0: [(KEEPER, card_in_hand(session, 0, "mauling-onslaught"))], 1: [(bane, "null")]},
    )
    spirit = session.state.creatures[bane]
    assert (spirit.pack, spirit.bound, spirit.wounds) == (0, True, 0)
    assert session.state.victory_points(0) == 2


def test_a_loyal_creature_never_attacks_the_one_it_is_loyal_to_but_defends_itself() -> None:
    """Seed 001 "Loyalty": a creature loyal to another may not attack it, though it may defend
    itself if attacked (a test Character of our own, loyal to Keeper Ashgrove)."""
    loyal = {
        "id": "test-loyal-hound",
        "name": "Oath-Bound Hound",
        "type": "character",
        "allegiance": "wyrm",
        "keywords": ["Black Spiral Dancers", "Lupus", "Ahroun"],
        "loyal": ["Keeper Ashgrove"],
        "renown": 7,
        "rage": 4,
        "gnosis": 3,
        "health": 4,
        "crinos": {"rage": 6, "gnosis": 3, "health": 8},
    }
    from engine.games.rage_classic.decks import pack_to_json, packs

    wyrm = pack_to_json(packs()["ashfall-spiral"])
    wyrm["id"], wyrm["characters"] = "oath-pack", ["test-loyal-hound", "mother-cinder"]
    deal = {"0": {"characters": ["keeper-ashgrove", "little-ember"], "combat": EMBER_HAND}}
    options = {"packs": ["silver-wake", wyrm], "cards": [loyal], "deal": deal}
    session = Session.new("rage-classic", 2, 1, options)
    hound = "1.test-loyal-hound"
    settle(session, at("combat:alphas"))
    act(session, 0, type="alpha", creature=KEEPER)
    act(session, 1, type="alpha", creature=hound)
    assert session.state.alphas == [hound, KEEPER]  # Renown 7 acts first
    settle(session, alpha_of(1))
    assert KEEPER not in {c.get("target") for c in session.legal(1)}
    assert {"type": "challenge", "target": EMBER0} in session.legal(1)
    act(session, 1, type="pass")
    settle(session, alpha_of(0))
    act(session, 0, type="attack", target=hound)
    settle(session, in_combat("play"))
    assert [c for c in session.legal(1) if c["type"] == "assign" and c["creature"] == hound]


def test_a_fox_frenzy_flees_the_combat() -> None:
    """Seed 001 "Frenzy": a Fox Frenzy makes the creature instinctively flee the combat (Fox
    Flight: the defender escapes, the combat has no defender left and ends)."""
    session = new(
        deal={
            "0": {"characters": ["little-ember"], "combat": ["fox-flight", *EMBER_HAND[:4]]},
            "1": {"characters": ["vesk-hollowjaw"], "combat": VESK_HAND},
        }
    )
    pick_alphas(session, EMBER, VESK, acting=1)
    act(session, 1, type="attack", target=EMBER)
    flight = card_in_hand(session, 0, "fox-flight")
    flee = {"type": "play", "card": flight, "by": EMBER, "target": None}
    for _ in range(6):
        if 0 in session.to_act() and flee in session.legal(0):
            break
        seat = min(session.to_act())
        session.apply(seat, next(c for c in session.legal(seat) if c["type"] in QUIET))
    start = len(session.entries)
    act(session, 0, **flee)
    settle(session, lambda s: s.combat is None)
    ends = [e for e in events_since(session, start) if e["type"] == "combat-end"]
    assert ends and ends[0]["reason"] == "side-empty"
    assert wounds(session, EMBER) == 0 and not session.state.creatures[EMBER].frenzy
    assert session.state.victory_points(1) == 0


def test_effects_for_rounds_of_a_combat_end_with_it() -> None:
    """Seed 001: "for the next two rounds of this combat" (Stunning Blow) ends when the combat
    does, even if fewer rounds were fought; its card, later shuffled back, stays unnamed."""
    session = ember_vs_vesk(
        ["cornered-bite", "quick-jab", "sidestep", "shoulder-slam", "raking-claws"],
        ["stunning-blow", "quick-jab", "sidestep", "shoulder-slam", "raking-claws"],
    )
    stun = card_in_hand(session, 1, "stunning-blow")
    play_round(session, {0: [(EMBER, "null")], 1: [(VESK, stun)]})
    assert [e for e in session.view(None)["lasting"] if e["on"] == EMBER]
    act(session, 1, type="choose", kind="withdraw", option="withdraw")
    assert session.state.combat is None
    assert not [item for item in session.state.ccg.lasting if item.on == EMBER]


def test_an_alpha_attacking_prey_keeps_its_pack_territory() -> None:
    """Seed 001 "Hunting Grounds": "Alphas are not considered to be in the Hunting Grounds, nor
    do they enter the Hunting Grounds when fighting other opponents. Characters temporarily in
    the Hunting Grounds are away from their pack (see Stepping in)"; "Stepping in": one "who
    steps in for prey is considered away from his Pack Home Grounds and cannot gain the benefit
    of Pack Resources". The FAQ's "As long as it is in the Hunting Grounds, it is away from its
    pack" speaks of a character put there, not of an alpha fighting prey. Little Ember keeps
    Old Ridge Lands' +1 Health (pack members at home) while she hunts a Tar-Pit Bane."""
    deal = {
        "0": {
            "characters": ["little-ember"],
            "sept": ["old-ridge-lands", "tar-pit-bane"],
            "combat": EMBER_HAND,
        },
        "1": {"characters": ["vesk-hollowjaw"], "combat": VESK_HAND},
    }
    session = new(deal=deal)
    staged(session, 0, "old-ridge-lands", EMBER)
    bane = in_hand(session, 0, "tar-pit-bane")
    act(session, 0, type="stage", card=bane, by=None)
    pick_alphas(session, EMBER, VESK, acting=1, seat1_passes=True)
    at_home = query.stat(session.state, EMBER, "health")
    act(session, 0, type="attack", target=bane)
    claim_prey(session)
    assert query.at_home(session.state, EMBER)
    assert query.stat(session.state, EMBER, "health") == at_home == card_of(EMBER).health + 1
