"""Cost of one rage-lv `view()` call on a mid-game state (a script, not a test).

    .venv/bin/python bench/bench_rage_lv_view.py [--rounds 200] [--inner 20]

Plays a fixed random game to a mid-game point at 2 and at 4 packs, then times `view()` for
every seat and a spectator in turn. Prints the median microseconds per call over `rounds`
batches of `inner` sweeps, as one JSON object (plus a readable line per table size).

`before` is the same `view()` with the characters computed the old way (each stat of each
character scanning every card in play; kept here verbatim, checked to give equal views), and
the two are timed in alternating batches in one run, so machine noise hits both alike.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core.session import Session  # noqa: E402
from engine.games.rage_lv import stats, umbra, views  # noqa: E402
from engine.games.rage_lv.data import Effect, card  # noqa: E402
from engine.games.rage_lv.rules import RULESET  # noqa: E402
from engine.games.rage_lv.state import Char, LvState, card_of  # noqa: E402

AW, SC, HM = "ashen-wind", "stone-choir", "hollow-moon"
#: packs, seed, random commands played: well into the game, with attachments, Totems,
#: active Rites and Battlefields in play.
TABLES = {2: ([AW, SC], 5, 250), 4: ([AW, SC, HM, AW], 7, 600)}


def mid_game(packs: list[str], seed: int, steps: int) -> Session:
    session = Session.new("rage-lv", len(packs), seed, {"packs": packs, "turn_limit": 12})
    rng = random.Random(seed)
    for _ in range(steps):
        if session.is_over():
            break
        to_act = sorted(session.to_act())
        seat = to_act[rng.randrange(len(to_act))]
        legal = session.legal(seat)
        session.apply(seat, legal[rng.randrange(len(legal))])
    return session


# -- the code path before the speed-up (stats.static_bonus / stats.stat / views._char) --------
def _old_applies(state: LvState, effect: Effect, ch: Char) -> bool:
    return not effect.only_if or effect.only_if in stats.keywords(state, ch)


def _old_static_bonus(state: LvState, ch: Char, stat: str) -> int:
    total = 0
    own = card_of(ch.iid)
    for effect in stats.live_effects(own, ch.crinos):
        mine = effect.when == "attached" and effect.do == "modify" and effect.target == "self"
        if mine and effect.stat == stat:
            total += effect.amount
    for thing in state.things.values():
        c = card_of(thing.iid)
        if c.type == "rite" and thing.host is not None:
            continue
        for effect in c.effects:
            if effect.when != "attached" or effect.do != "modify" or effect.stat != stat:
                continue
            if c.type == "battlefield":
                if effect.scope == "neutral" and thing.controller is not None:
                    continue
                if effect.scope == "controller" and thing.controller is None:
                    continue
            holder = thing.controller if c.type == "battlefield" else thing.owner
            if effect.target == "self" and thing.host == ch.iid:
                total += effect.amount
            elif effect.target == "pack" and ch.pack and ch.owner == holder:
                total += effect.amount if _old_applies(state, effect, ch) else 0
            elif effect.target == "all-garou" and stats.is_garou(ch) and thing.host is None:
                total += effect.amount
    if ch.pack:
        tribe = card(state.players[ch.owner].tribe)
        for effect in tribe.effects:
            pack_wide = effect.when == "attached" and effect.do == "modify"
            if pack_wide and effect.stat == stat and effect.target == "pack":
                total += effect.amount if _old_applies(state, effect, ch) else 0
    return total


def _old_stat(state: LvState, ch: Char, name: str) -> int:
    c = card_of(ch.iid)
    renown, rage, gnosis, health = stats.base(ch)
    printed = {
        "renown": renown,
        "rage": rage,
        "gnosis": gnosis,
        "health": health,
        "frenzy": c.frenzy,
        "insight": c.insight,
        "sustained": c.sustained,
        "votes": 0,
        "damage": 0,
        "block": 0,
    }[name]
    value = printed + _old_static_bonus(state, ch, name)
    value += sum(m.amount for m in ch.mods if m.stat == name)
    if name == "frenzy" and stats.is_garou(ch):
        value += umbra.frenzy_bonus(state.umbra)
    if name == "insight" and umbra.level(state.umbra) == 1 and stats.is_spirit(state, ch):
        value += 2
    if name == "health":
        return max(1, value)
    return max(0, value)


def _old_chars(state: LvState) -> list[dict[str, Any]]:
    out = []
    for iid, ch in state.chars.items():
        out.append(
            {
                "iid": iid,
                "card": card_of(iid).id,
                "owner": ch.owner if ch.pack else None,
                "pack": ch.pack,
                "where": ch.where,
                "umbra": ch.umbra,
                "crinos": ch.crinos,
                "wounds": ch.wounds,
                "regen": ch.regen,
                "renown": _old_stat(state, ch, "renown"),
                "rage": _old_stat(state, ch, "rage"),
                "gnosis": _old_stat(state, ch, "gnosis"),
                "health": _old_stat(state, ch, "health"),
                "attached": [t.iid for t in state.attached_to(iid)],
                "mods": [[m.stat, m.amount, m.until] for m in ch.mods],
            }
        )
    return out


def old_view(state: LvState, seat: int | None) -> dict[str, Any]:
    new_chars = views._chars
    views._chars = _old_chars
    try:
        return RULESET.view(state, seat)
    finally:
        views._chars = new_chars


# -- timing ----------------------------------------------------------------------------------
def batch(view: Any, state: Any, inner: int) -> float:
    viewers = [None, *range(state.seats)]
    start = time.perf_counter()
    for _ in range(inner):
        for seat in viewers:
            view(state, seat)
    return (time.perf_counter() - start) / (inner * len(viewers))


def measure(state: Any, rounds: int, inner: int) -> tuple[float, float]:
    """Median µs per call, (before, after), from alternating batches."""
    before, after = [], []
    for _ in range(rounds):
        before.append(batch(old_view, state, inner))
        after.append(batch(RULESET.view, state, inner))
    return statistics.median(before) * 1e6, statistics.median(after) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--inner", type=int, default=20)
    args = parser.parse_args()
    out: dict[str, Any] = {}
    for packs_n, (packs, seed, steps) in TABLES.items():
        state = mid_game(packs, seed, steps).state
        for seat in [None, *range(state.seats)]:
            assert old_view(state, seat) == RULESET.view(state, seat), "views differ"
        measure(state, 5, 5)  # warm up caches
        before, after = measure(state, args.rounds, args.inner)
        out[f"{packs_n}_packs"] = {
            "median_us_per_view": round(after, 1),
            "before_us_per_view": round(before, 1),
            "speedup": round(before / after, 2),
            "turn": state.turn,
            "chars": len(state.chars),
            "things": len(state.things),
        }
        print(
            f"{packs_n} packs: {after:7.1f} µs per view() (before: {before:7.1f} µs, "
            f"{before / after:.1f}x); turn {state.turn}, {len(state.chars)} characters, "
            f"{len(state.things)} cards in play",
            file=sys.stderr,
        )
    print(json.dumps(out))


if __name__ == "__main__":
    main()
