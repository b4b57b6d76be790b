"""Open Play and its etiquette as priority passes (seed 001, chapter 2).

An Open Play window is simultaneous: every seat in it may play or pass, and it closes when every
seat has passed since the last thing anyone did. A seat that wants to play an Offensive Effect
first `announce`s it (naming nothing); every other seat then answers `ok` (having played, if it
likes, cards that affect only its own pack), and only then may the announcer play it, or
`decline`. Several announcements queue and resolve in the order they were made.

A card played in Open Play waits on the table while the other seats that could cancel it
answer, one after another (`allow` or `cancel`): cancellation "may always be played in response
to the ability/card [it is] cancelling", and a cancelled card never resolves. Who could cancel
is judged from public information (the packs' card lists and the cards in play), so asking
reveals nothing about a hand.

A "turns" window (Pre-combat, after the bluffs are established) gives one seat priority at a
time, round and round, until every seat has passed in a row.
"""

from __future__ import annotations

from typing import Any

from engine.games.rage_classic import plays
from engine.games.rage_classic.context import Ctx
from engine.games.rage_classic.state import ClassicState, Window

Command = dict[str, Any]


def open_window(ctx: Ctx, moment: str, seats: list[int], kind: str = "open") -> None:
    window = Window(kind=kind, seats=list(seats), moment=moment)
    ctx.emit("window", window=window.__dict__.copy())


def close_window(ctx: Ctx) -> None:
    if ctx.state.window is not None:
        ctx.emit("window", window=None)


def closes(ctx: Ctx) -> bool:
    """Close the Open Play window once it is over (`is_closed`); False while it is still open."""
    if not is_closed(ctx.state):
        return False
    close_window(ctx)
    return True


def is_closed(state: ClassicState) -> bool:
    """Every seat has passed in a row, and no announcement waits."""
    window = state.window
    if window is None:
        return True
    if window.offense or state.pending is not None:
        return False
    live = [s for s in window.seats if not state.players[s].out]
    return all(s in window.passed for s in live)


def actors(state: ClassicState) -> frozenset[int]:
    window = state.window
    if window is None:
        return frozenset()
    live = [s for s in window.seats if not state.players[s].out]
    if window.offense:
        head = window.offense[0]
        if window.go:
            return frozenset({head})
        waiting = [s for s in live if s != head and s not in window.oks]
        if not waiting:
            return frozenset({head})
        return frozenset(waiting)
    if window.kind == "turns":
        seat = turn_seat(state)
        return frozenset() if seat is None else frozenset({seat})
    return frozenset(s for s in live if s not in window.passed)


def turn_seat(state: ClassicState) -> int | None:
    window = state.window
    if window is None:
        return None
    live = [s for s in window.seats if not state.players[s].out]
    if not live or all(s in window.passed for s in live):
        return None
    for k in range(len(window.seats)):
        seat = window.seats[(window.turn_of + k) % len(window.seats)]
        if seat in live:
            return seat
    return None


def legal(state: ClassicState, seat: int) -> list[Command]:
    window = state.window
    assert window is not None
    if window.offense:
        head = window.offense[0]
        if seat == head and (window.go or all(s in window.oks for s in others(state, head))):
            found = plays.options(state, seat, window.moment, offensive=True)
            return [*found, {"type": "decline"}]
        out = plays.options(state, seat, window.moment, offensive=False)
        if (
            seat not in window.offense
            and seat not in window.barred
            and plays.options(state, seat, window.moment, offensive=True)
        ):
            out.append({"type": "announce"})
        out.append({"type": "ok"})
        return out
    out = plays.options(state, seat, window.moment, offensive=False)
    if seat not in window.barred and plays.options(state, seat, window.moment, offensive=True):
        out.append({"type": "announce"})
    out.append({"type": "pass"})
    return out


def others(state: ClassicState, seat: int) -> list[int]:
    window = state.window
    assert window is not None
    return [s for s in window.seats if s != seat and not state.players[s].out]


def apply(ctx: Ctx, seat: int, command: Command) -> None:
    kind = command["type"]
    state = ctx.state
    window = state.window
    assert window is not None
    if kind == "pass":
        ctx.emit("pass", seat=seat, moment=window.moment)
    elif kind == "announce":
        ctx.emit("announce", seat=seat)
    elif kind == "ok":
        ctx.emit("ok", seat=seat, to=window.offense[0])
        head = window.offense[0]
        if all(s in window.oks for s in others(state, head)):
            ctx.emit("go", seat=head)
    elif kind == "decline":
        ctx.emit("decline", seat=seat)
    else:
        offensive_turn = (
            bool(window.offense)
            and window.offense[0] == seat
            and (window.go or all(s in window.oks for s in others(state, seat)))
        )
        plays.apply(ctx, seat, command)
        if offensive_turn and state.window is not None and state.window.offense:
            ctx.emit("offense-played", seat=seat)
        elif state.window is not None:
            ctx.emit("acted", seat=seat)
