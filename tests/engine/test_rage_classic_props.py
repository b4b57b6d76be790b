"""Original Rage properties: random legal games finish; every card is always in exactly one
place; a rebuild from the log equals the live state; no view, event or log given to a seat or a
spectator holds another seat's hand or an unrevealed face-down card; undo never crosses a draw
or a reveal."""

from __future__ import annotations

import itertools
import random
import sys
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.session import Session
from engine.games.rage_classic.prompts import options as prompt_options
from engine.games.rage_classic.state import GUARDIAN, NULL, ClassicState
from tests.engine.redaction_checks import (
    assert_replays,
    decks_and_other_hands,
    random_play,
    strings,
    told,
)

PACKS = ("silver-wake", "ashfall-spiral", "thornwood-kin", "grey-ledger")
#: Events that draw or reveal (listed here, not asked of the ruleset, so the undo property
#: checks the rule and not the ruleset's own word for it).
DRAWS_AND_REVEALS = {
    "deal",
    "shuffle",
    "draw",
    "reveal",
    "revealed",
    "called",
    "alphas",
    "reveal-hand",
    "look",
    "searched",
}


def places(state: ClassicState) -> Counter:
    """Every card instance, wherever it is; each must be in exactly one place. Compared with
    the deal, a zone left out here shows as a card gone missing, and a card in two zones as a
    count of 2. Not zones: a creature's ``frenzy_cards`` (a note of which cards it drew for a
    frenzy; they lie in a hand or wherever they went since) and a staged ``step`` entry, which
    names a creature, not a card."""
    for p in state.players:
        for entry in p.staged:
            if entry.get("as") == "step":
                assert entry["card"] in state.creatures, entry
    found: list[str] = []
    for p in state.players:
        found += p.sept_deck + p.hand + p.sept_discard
        found += p.combat_deck + p.combat_hand + p.combat_discard + p.victory + p.victory_down
        found += [e["card"] for e in p.staged if e.get("as") != "step"]
    found += [iid for iid in state.creatures if not iid.startswith(GUARDIAN)]
    found += list(state.things)
    found += [d.card for ch in state.creatures.values() for d in ch.damage if d.card]
    if state.combat is not None:
        found += [play.card for play in state.combat.plays if play.card != NULL]
    if state.pending is not None and state.pending.index < 0:
        found.append(state.pending.card)
    found += [j.iid for j in state.juntas if not j.done]
    found += state.removed
    return Counter(found)


def hidden_from(state: ClassicState, seat: int | None) -> set[str]:
    """Cards this seat must not see: other hands, every deck, others' face-down cards. A seat
    searching its own deck sees the cards it may pick (its prompt's options)."""
    out = decks_and_other_hands(state.players, seat)
    for p in state.players:
        if p.seat != seat:
            out |= {e["card"] for e in p.staged if e.get("as") != "step"}
    if state.combat is not None:
        for play in state.combat.plays:
            if not play.shown and play.seat != seat and play.card != NULL:
                out.add(play.card)
    if seat is not None and state.prompts and state.prompts[0]["seat"] == seat:
        out -= strings(prompt_options(state, state.prompts[0]))
    return out


#: Events that show everyone the cards they name (the cards stay where they are a moment longer).
PUBLIC_REVEALS = {"revealed", "reveal-hand", "called"}


def check_told(
    session: Session, before: ClassicState, entry: dict, viewers: list[int | None]
) -> None:
    """Event by event, what each seat and a spectator are told never names a card that is
    hidden from them just before that event and still hidden after it (an event may name the
    card it reveals, or a public card it puts back in a hand)."""
    ruleset, work = session.ruleset, before
    for event in entry["events"]:
        if event["type"] in PUBLIC_REVEALS:
            ruleset.evolve(work, event)
            continue  # it turns face up what it names, for everyone
        looker = event.get("seat") if event["type"] in ("look", "searched") else None
        shown = {viewer: ruleset.redact(event, viewer) for viewer in viewers}
        named = {v: strings(e) for v, e in shown.items() if e is not None}
        pre = {v: hidden_from(work, v) & n for v, n in named.items()}
        ruleset.evolve(work, event)
        for viewer, suspects in pre.items():
            if viewer is not None and viewer == looker:
                continue  # the seat that looks (or searches) sees what it looks at
            leaked = suspects & hidden_from(work, viewer) if suspects else set()
            assert not leaked, (viewer, entry["command"], shown[viewer], leaked)


def play_random_game(
    packs: list[str], seed: int, turn_limit: int = 8, options: dict | None = None
) -> Session:
    opts = {"packs": packs, "turn_limit": turn_limit, **(options or {})}
    session = Session.new("rage-classic", len(packs), seed, opts)
    start = places(session.state)
    assert all(n == 1 for n in start.values())
    rng = random.Random(seed)
    viewers = [None, *range(len(packs))]
    before = session.ruleset.copy_state(session.state)
    for steps in random_play(session, rng, 30_000, lambda state: f"step {state.step}"):
        check_told(session, before, session.entries[-1], viewers)
        before = session.ruleset.copy_state(session.state)
        # every command: a card in two places for one command is still a card in two places
        assert places(session.state) == start, (steps, session.entries[-1]["command"])
        if steps % 20 == 0:
            for viewer in viewers:
                leaked = strings(session.view(viewer)) & hidden_from(session.state, viewer)
                assert not leaked, (viewer, leaked)
    assert places(session.state) == start
    for viewer, event in told(session, viewers):
        if event["type"] == "assign" and event["seat"] != viewer:
            assert event["card"] is None or event.get("face_up")
        if event["type"] == "stage" and event["seat"] != viewer:
            assert event["entry"]["card"] is None
    assert_replays(session)
    return session


@pytest.mark.parametrize(
    "packs",
    [
        ["silver-wake", "ashfall-spiral"],
        ["thornwood-kin", "grey-ledger"],
        ["silver-wake", "thornwood-kin", "ashfall-spiral"],
        list(PACKS),
    ],
)
def test_random_games_finish_and_keep_every_promise(packs: list[str]) -> None:
    session = play_random_game(packs, seed=len(packs) * 7 + len(packs[0]))
    assert session.result()["winners"]


@pytest.mark.parametrize("rulebook", ["package", "1995"])
def test_both_rulebooks_play_random_games_to_the_end(rulebook: str) -> None:
    session = play_random_game(
        ["silver-wake", "grey-ledger"], seed=3, options={"rulebook": rulebook, "club_rules": ""}
    )
    assert session.is_over()


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    packs=st.lists(st.sampled_from(PACKS), min_size=2, max_size=4),
    seed=st.integers(min_value=0, max_value=10_000),
    rulebook=st.sampled_from(["package", "1995"]),
    null_cards=st.booleans(),
)
def test_random_legal_games_of_two_to_four_players_keep_every_promise(
    packs: list[str], seed: int, rulebook: str, null_cards: bool
) -> None:
    play_random_game(
        packs, seed, turn_limit=4, options={"rulebook": rulebook, "null_cards": null_cards}
    )


def play_bot_game(seats: int, seed: int, options: dict | None = None) -> Session:
    """The heuristic bots, checked after every command: they fight combats (redirects,
    reversals, damage cards, redraws) far more than random legal play does."""
    from engine.games.rage_classic.bots import HeuristicBot

    session = Session.new("rage-classic", seats, seed, options or {})
    rng = random.Random(seed)
    bots = [HeuristicBot(seat) for seat in range(seats)]
    start = places(session.state)
    steps = 0
    while not session.is_over():
        seat = sorted(session.to_act())[0]
        command = bots[seat].choose(session.view(seat), session.legal(seat), rng)
        session.apply(seat, command)
        steps += 1
        assert places(session.state) == start, (steps, seat, command)
        assert steps < 30_000
    return session


@pytest.mark.parametrize(
    ("seats", "seed", "options"),
    [
        # the game reported as "0.mauling-onslaught.1 in two places" near command 288: it was
        # seat 0's copy staged for the redraw and seat 1's own 1.mauling-onslaught.1 discarded
        (3, 5, {}),
        (4, 5, {"turn_limit": 4}),
    ],
)
def test_bot_games_of_three_and_four_seats_keep_every_card_in_one_place(
    seats: int, seed: int, options: dict
) -> None:
    assert play_bot_game(seats, seed, options).is_over()


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10_000))
def test_undo_never_crosses_a_draw_or_a_reveal(seed: int) -> None:
    from engine.core.errors import Illegal

    session = Session.new("rage-classic", 2, seed, {"turn_limit": 3})
    rng = random.Random(seed)
    undone = 0
    for _ in range(400):
        if session.is_over():
            break
        seat = sorted(session.to_act())[0]
        legal = session.legal(seat)
        session.apply(seat, legal[rng.randrange(len(legal))])
        try:
            index, _others = session.undo_reach(seat)
        except Illegal:
            continue
        for entry in session.entries[index:]:
            assert not entry.get("barrier")
            for event in entry["events"]:
                assert event["type"] not in DRAWS_AND_REVEALS, event["type"]
        if rng.random() < 0.1:
            session.undo(seat, others_consent=True)
            undone += 1
            rebuilt = Session.from_log(session.header, session.entries, verify=True)
            assert rebuilt.state == session.state


# -- the promises can fail ------------------------------------------------------------------------
def _leak_everything(event: dict, seat: object) -> dict:
    return event


def _keep_drawn_cards_in_the_deck(state: ClassicState, event: dict) -> None:
    player = state.players[event["seat"]]
    hand = player.hand if event.get("deck", "sept") == "sept" else player.combat_hand
    hand.extend(c for c in event["cards"] if c)


def _discard_and_leave_it_staged(state: ClassicState, event: dict) -> None:
    """A discard that copies the card to the pile and forgets to take it from where it was
    (staged face down, a combat play, a hand): the card is then in two places."""
    from engine.games.rage_classic.evolve import discard_pile

    for iid in event["cards"]:
        discard_pile(state, iid).append(iid)


@pytest.mark.parametrize("breakage", ["leak", "places", "rebuild", "undo"])
def test_each_promise_fails_when_the_engine_breaks_it(
    breakage: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The properties above can fail: each catches its own kind of engine fault."""
    from engine.games.rage_classic import evolve, rules, views

    if breakage == "leak":
        monkeypatch.setattr(views, "redact", _leak_everything)
    elif breakage == "places":
        monkeypatch.setitem(evolve.HANDLERS, "draw", _keep_drawn_cards_in_the_deck)
    elif breakage == "rebuild":
        # evolve reads something that is not in the log: a rebuild cannot agree with it
        turns = evolve.HANDLERS["turn"]
        calls = itertools.count()

        def turn_and_remember_the_call(state: ClassicState, event: dict) -> None:
            turns(state, event)
            state.removed.append(f"call {next(calls)}")

        monkeypatch.setitem(evolve.HANDLERS, "turn", turn_and_remember_the_call)
        monkeypatch.setattr(sys.modules[__name__], "places", lambda state: Counter())
    else:
        monkeypatch.setattr(rules.RageClassic, "is_barrier", lambda self, event: False)
    with pytest.raises(AssertionError):
        if breakage == "undo":
            test_undo_never_crosses_a_draw_or_a_reveal.hypothesis.inner_test(seed=5)
        else:
            play_random_game(["silver-wake", "ashfall-spiral"], seed=11, turn_limit=2)


@pytest.mark.parametrize("seats", [3, 4])
def test_the_bot_game_check_fails_when_a_discard_leaves_the_card_behind(
    seats: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    from engine.games.rage_classic import evolve

    monkeypatch.setitem(evolve.HANDLERS, "discard", _discard_and_leave_it_staged)
    with pytest.raises(AssertionError):
        play_bot_game(seats, 5, {"turn_limit": 4})


def test_a_blow_reversed_at_a_striker_killed_at_its_own_speed_lands_on_no_one() -> None:
    """Seed 001 "Dodges, Blocks and reversals" sends a reversed blow back at its user; when
    that user was killed by a card of the same speed (damage at one speed lands at once), the
    blow has no one to land on and is discarded. The heuristic bots' 2-seat game of seed 1
    meets it at command 495; it crashed with a KeyError there before."""
    session = play_bot_game(2, 1)
    assert session.is_over()
    met = False
    for entry in session.entries:
        reversed_at = {e["index"] for e in entry["events"] if e.get("what") == "reversed"}
        met = met or any(
            e.get("status") == "no-target" and e.get("index") in reversed_at
            for e in entry["events"]
        )
    assert met, "the game no longer meets the case: pick a seed that does"
