"""Winning the game (seed 001, "Winning the Game") and ending it."""

from __future__ import annotations

from collections.abc import Mapping

from engine.games.rage_classic import windows
from engine.games.rage_classic.context import Ctx
from engine.games.rage_classic.state import ClassicState


def in_the_running(state: ClassicState) -> list[int]:
    """The seats that may win: the players still in the game, and a player taken out this turn.
    Seed 001, "Winning the Game": a player that has lost all of their Characters is out of the
    game; "if the player has gained enough points to win on the turn he is taken out, he still
    wins"."""
    return [p.seat for p in state.players if not p.out or p.out_turn == state.turn]


def leaders(scores: Mapping[int, int], level: int) -> list[int]:
    """The seats at or above the Renown `level` with the most VP among them: one wins when the
    Combat Phase ends; several tie and play on; none, nobody has reached it (seed 001,
    "Winning the Game"). The table says it while the win waits for the phase's end."""
    reached = {s: v for s, v in scores.items() if v >= level}
    best = max(reached.values(), default=0)
    return sorted(s for s, v in reached.items() if v == best)


def check_win(ctx: Ctx) -> bool:
    """Seed 001, "Winning the Game": at the end of a Combat Phase, a player at or above the
    Renown level wins; of several, the one with the most VP; a tie plays on. A player out of the
    game counts only on the turn it is taken out. With fewer than two packs left, the game ends:
    the one pack left wins ("last-pack"); with none left, nobody does ("no-packs-left")."""
    state = ctx.state
    level = state.renown_level
    scores = {s: state.victory_points(s) for s in in_the_running(state)}
    top = leaders(scores, level)
    if len(top) == 1:
        end_game(ctx, "renown", top)
        return True
    return check_last_pack(ctx)


def check_last_pack(ctx: Ctx) -> bool:
    """Fewer than two packs left: the game ends; the players out of it do not win."""
    left = ctx.state.active()
    if len(left) >= 2:
        return False
    end_game(ctx, "last-pack" if left else "no-packs-left", left)
    return True


def end_game(ctx: Ctx, reason: str, winners: list[int] | None = None) -> None:
    """End the game; without `winners` (the turn limit), the most VP among the players still in
    the game win."""
    state = ctx.state
    if winners is None:
        scores = {s: state.victory_points(s) for s in state.active()}
        best = max(scores.values(), default=0)
        winners = [s for s, v in scores.items() if v == best]
    windows.close_window(ctx)
    ctx.emit("end", winners=sorted(winners), reason=reason)
