"""Winning the game (seed 001, "Winning the Game") and ending it."""

from __future__ import annotations

from engine.games.rage_classic import windows
from engine.games.rage_classic.context import Ctx


def check_win(ctx: Ctx) -> bool:
    """Seed 001, "Winning the Game": at the end of a Combat Phase, a player at or above the
    Renown level wins; of several, the one with the most VP; a tie plays on. With fewer than two
    packs left, the game ends and the most VP wins."""
    state = ctx.state
    level = state.renown_level
    scores = {p.seat: state.victory_points(p.seat) for p in state.players}
    reached = [s for s, v in scores.items() if v >= level]
    if reached:
        best = max(scores[s] for s in reached)
        top = [s for s in reached if scores[s] == best]
        if len(top) == 1:
            end_game(ctx, "renown", top)
            return True
    if len(state.active()) < 2:
        end_game(ctx, "last-pack")
        return True
    return False


def end_game(ctx: Ctx, reason: str, winners: list[int] | None = None) -> None:
    state = ctx.state
    if winners is None:
        scores = {p.seat: state.victory_points(p.seat) for p in state.players}
        best = max(scores.values())
        winners = [s for s, v in scores.items() if v == best]
    windows.close_window(ctx)
    ctx.emit("end", winners=sorted(winners), reason=reason)
