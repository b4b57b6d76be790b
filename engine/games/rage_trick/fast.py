"""A fast path for rollouts: legal moves and plays applied straight to a `State`, no events.

Search plays thousands of hypothetical hands a decision, and `simulate` plays thousands of
random games; building a command dict, an event list and a log entry per card costs more than
the rules themselves. These functions give the same legal moves (in the same order) and the
same state changes as `RageTrick.legal` / `decide` / `evolve`, which a differential test holds
them to over thousands of random games (tests/engine/test_rage_trick_fast.py).

Moves are tuples: a bid is `(n,)`, a play `(card, colour named or None)`. Reneging mode
(a challenge can come from any seat at any time) is not covered: `supports` says so and
callers use the event path there.

The last card of a round is left to the event path (`finish_round`), since it scores the
round and deals the next one with the session's random numbers; a rollout that stops at the
end of the round asks `round_points` instead.
"""

from __future__ import annotations

import random
from typing import Any

from engine.games.rage_trick.cards import (
    BONUS,
    CHANGE,
    COLOR,
    COLORS,
    KIND,
    MAD,
    NUMBER,
    OUT,
    WILD,
)
from engine.games.rage_trick.scoring import score_last_trick
from engine.games.rage_trick.state import State
from engine.games.rage_trick.tricks import playable, strength, winner_of

Move = tuple[Any, ...]


def supports(state: State) -> bool:
    """Whether the fast path covers this game's options (everything but reneging)."""
    return not state.reneging


def hook_forbidden(state: State, seat: int) -> int | None:
    """The one bid the hook rule forbids the dealer (who bids last), if any."""
    if not state.hook or seat != state.dealer:
        return None
    forbidden = state.hand_size - sum(b for b in state.bids if b is not None)
    return forbidden if forbidden >= 0 else None


def legal_moves(state: State) -> list[Move]:
    """The moves of the seat to act, in the order `RageTrick.legal` lists its commands."""
    seat = state.turn
    if seat is None:
        return []
    if state.phase == "bid":
        forbidden = hook_forbidden(state, seat)
        return [(n,) for n in range(state.hand_size + 1) if n != forbidden]
    if state.phase != "play":
        return []
    cards = playable(state.hands[seat], state.lead, state.any_time)
    if state.oh_hell:
        return [(card, None) for card in cards]
    out: list[Move] = []
    last = state.trump_color
    for card in cards:
        kind = KIND[card]
        if kind == WILD:
            active = last is not None and not state.suspended
            out.extend((card, c) for c in COLORS if not (active and c == last))
        elif kind == CHANGE:
            choices = [c for c in COLORS if c != last and c in state.pile_colors]
            if choices:
                out.extend((card, c) for c in choices)
            else:
                out.append((card, None))
        else:
            out.append((card, None))
    return out


def to_command(move: Move) -> dict[str, Any]:
    if len(move) == 1:
        return {"type": "bid", "tricks": move[0]}
    card, named = move
    if named is None:
        return {"type": "play", "card": card}
    return {"type": "play", "card": card, "color": named}


def from_command(command: dict[str, Any]) -> Move:
    if command["type"] == "bid":
        return (command["tricks"],)
    return (command["card"], command.get("color"))


def is_last_card(state: State) -> bool:
    """Whether the next play ends the round (left to the event path or `round_points`)."""
    return (
        state.phase == "play"
        and state.trick_no == state.hand_size
        and len(state.trick) + 1 == state.seats
    )


def bid(state: State, tricks: int) -> None:
    """The seat to act bids (mirrors the `bid` event; secret bids are recorded the same)."""
    seat = state.turn
    assert seat is not None  # a seat is to act while the round runs
    state.bids[seat] = tricks
    nxt = (seat + 1) % state.seats
    if nxt == state.leader:
        state.phase = "play"
    state.turn = nxt


def play(state: State, card: str, named: str | None) -> None:
    """The seat to act plays a card that does not end the round (see `is_last_card`).

    Mirrors `_decide_play` followed by the evolve of its events: the play, a trump change,
    Out, and the trick being won.
    """
    seat = state.turn
    assert seat is not None  # a seat is to act while the round runs
    hand = state.hands[seat]
    hand.remove(card)
    kind = KIND[card]
    trick = state.trick
    index = len(trick)
    if state.lead is None:
        if kind == NUMBER:
            state.lead = COLOR[card]
        elif kind == WILD:
            state.lead = named
    trick.append((seat, card, named))
    if named is None:
        state.trick_json.append({"seat": seat, "card": card})
    else:
        state.trick_json.append({"seat": seat, "card": card, "color": named})
    lead = state.lead
    rewin = False
    if kind in (NUMBER, BONUS, MAD):
        if state.wild_idx is None and index:
            trump = None if state.suspended else state.trump_color
            _, best_card, best_named = trick[state.win]
            if strength(card, named, trump, lead) > strength(best_card, best_named, trump, lead):
                state.win = index
        elif not index:
            state.win = 0
    elif kind == WILD:
        if state.trump_color is not None and not state.suspended:
            if state.wild_idx is None:
                state.wild_idx = state.win = index
            state.trump_color = named
            rewin = True
        elif state.wild_idx is None and index:
            _, best_card, best_named = trick[state.win]
            if strength(card, named, None, lead) > strength(best_card, best_named, None, lead):
                state.win = index
        elif not index:
            state.win = 0
    elif kind == CHANGE:
        if named is not None:
            top = next(c for c in state.pile if COLOR[c] == named)
            state.trump_color = named
            state.pile.remove(top)
            state.pile.insert(0, top)
            state.face_up = True
            state.suspended = False
            state.pile_seen = (*[c for c in state.pile_seen if c != top], top)
            rewin = True
        elif not index:
            state.win = 0
    elif kind == OUT:
        state.suspended = True
        state.face_up = False
        rewin = True
    if rewin:
        trump = None if state.suspended else state.trump_color
        state.win = winner_of(trick, state.wild_idx, trump, lead)[0]
    if index + 1 < state.seats:
        state.turn = (seat + 1) % state.seats
        return
    # The trick is complete.
    winner = trick[state.win][0]
    state.tricks[winner] += 1
    for _, c, _ in trick:
        k = KIND[c]
        if k == BONUS:
            state.bonus[winner] += 1
        elif k == MAD:
            state.mad[winner] += 1
    trump = None if state.suspended else state.trump_color
    reason = "wild" if state.wild_idx is not None else _reason(trick[state.win], trump, lead)
    state.close_trick(winner, reason)


def _reason(play: tuple[int, str, str | None], trump: str | None, lead: str | None) -> str:
    score = strength(play[1], play[2], trump, lead)
    return "trump" if score >= 200 else "lead" if score >= 100 else "leader"


def last_trick_winner(state: State, card: str, named: str | None) -> tuple[int, int, int]:
    """(winner, Bonus Rages, Mad Rages) of the final trick if the seat to act plays `card`.

    Used by rollouts, which stop at the end of the round and never change the state here.
    """
    seat = state.turn
    assert seat is not None  # a seat is to act while the round runs
    plays = [*state.trick, (seat, card, named)]
    lead = state.lead
    kind = KIND[card]
    if lead is None:
        lead = COLOR[card] if kind == NUMBER else named if kind == WILD else None
    trump_color, suspended, wild_idx = state.trump_color, state.suspended, state.wild_idx
    if kind == WILD and trump_color is not None and not suspended:
        if wild_idx is None:
            wild_idx = len(plays) - 1
        trump_color = named
    elif kind == CHANGE and named is not None:
        trump_color, suspended = named, False
    elif kind == OUT:
        suspended = True
    trump = None if suspended else trump_color
    win_idx, _ = winner_of(plays, wild_idx, trump, lead)
    bonus = sum(1 for p in plays if KIND[p[1]] == BONUS)
    mad = sum(1 for p in plays if KIND[p[1]] == MAD)
    return plays[win_idx][0], bonus, mad


def round_points(state: State, card: str, named: str | None) -> list[int]:
    """Each seat's points for the round once the seat to act plays the round's last card."""
    winner, bonus, mad = last_trick_winner(state, card, named)
    rows = score_last_trick(state, winner, bonus, mad)[0]
    points = [0] * state.seats
    for row in rows:
        for s in row["seats"]:
            points[s] = row["total"]
    return points


def finish_round(ruleset: Any, state: State, card: str, named: str | None, rng: Any) -> None:
    """Play the round's last card through the event path (scoring, next deal, game over)."""
    command: dict[str, Any] = {"type": "play", "card": card}
    if named is not None:
        command["color"] = named
    for event in ruleset.decide(state, state.turn, command, rng):
        ruleset.evolve(state, event)


def random_game(ruleset: Any, state: State, seed: int, rng: random.Random) -> int:
    """Play a whole game with uniformly random moves from an initial `State` just set up.

    Makes exactly the choices a session of random bots makes with the same `rng`
    (`rng.randrange(len(legal))` over the same legal list), and draws the deals with the
    session's per-entry generators, so the game and its result are the same. Returns the
    number of commands made.
    """
    from engine.core.rng import EntryRandom

    made = 0
    while state.phase != "game_over":
        moves = legal_moves(state)
        move = moves[rng.randrange(len(moves))]
        made += 1
        if len(move) == 1:
            bid(state, move[0])
        elif is_last_card(state):
            finish_round(ruleset, state, move[0], move[1], EntryRandom(seed, made))
        else:
            play(state, move[0], move[1])
    return made
