"""Rage (relaunch) views against a golden file recorded before `view()` was made faster.

`test_rage_lv_views_golden.json` holds every seat's view (and a spectator's) of one fixed
mid-game state at four packs, plus short digests of all views and every character's stats at
checkpoints through three whole random games. A change in `view()` or `stats` that changes any
figure breaks it. Regenerate only for an intended change of the rules or the views:

    .venv/bin/python -m tests.engine.test_rage_lv_views --write
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

from engine.core.session import Session
from engine.games.rage_lv import stats
from engine.games.rage_lv.rules import RULESET

GOLDEN = Path(__file__).with_name("test_rage_lv_views_golden.json")
AW, SC, HM = "ashen-wind", "stone-choir", "hollow-moon"
STATS = ("renown", "rage", "gnosis", "health", "frenzy", "insight", "sustained", "votes")
STATS += ("damage", "block")

#: (packs, seed, turn limit, steps): the mid-game state viewed in full.
MID_GAME = ([AW, SC, HM, AW], 7, 12, 600)
#: Whole random games, digested every CHECKPOINT steps.
GAMES = [([AW, SC], 5, 12), ([AW, SC, HM], 11, 12), ([AW, SC, HM, AW], 7, 12)]
CHECKPOINT = 20


def random_play(packs: list[str], seed: int, turn_limit: int) -> Any:
    """A session and a generator that advances it one random legal command at a time."""
    session = Session.new("rage-lv", len(packs), seed, {"packs": packs, "turn_limit": turn_limit})
    rng = random.Random(seed)

    def steps() -> Any:
        step = 0
        while not session.is_over():
            to_act = sorted(session.to_act())
            seat = to_act[rng.randrange(len(to_act))]
            legal = session.legal(seat)
            session.apply(seat, legal[rng.randrange(len(legal))])
            step += 1
            yield step

    return session, steps()


def mid_game() -> Session:
    packs, seed, limit, wanted = MID_GAME
    session, steps = random_play(packs, seed, limit)
    for step in steps:
        if step == wanted:
            break
    return session


def views(session: Session) -> dict[str, Any]:
    state = session.state
    return {str(seat): RULESET.view(state, seat) for seat in [None, *range(state.seats)]}


def all_stats(session: Session) -> dict[str, list[int]]:
    state = session.state
    return {
        iid: [stats.stat(state, ch, name) for name in STATS]
        + [stats.stat(state, ch, "gnosis", temporary=False), stats.gnosis_free(state, ch)]
        for iid, ch in state.chars.items()
    }


def digest(obj: Any) -> str:
    text = json.dumps(obj, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def game_digests(packs: list[str], seed: int, turn_limit: int) -> list[str]:
    session, steps = random_play(packs, seed, turn_limit)
    out = []
    for step in steps:
        if step % CHECKPOINT == 0 or session.is_over():
            out.append(digest([views(session), all_stats(session)]))
    return out


def snapshot() -> dict[str, Any]:
    return {
        "mid_game": views(mid_game()),
        "games": {
            f"{len(packs)}:{seed}": game_digests(packs, seed, limit) for packs, seed, limit in GAMES
        },
    }


def test_views_of_a_mid_game_state_match_the_golden_file() -> None:
    golden = json.loads(GOLDEN.read_text())
    got = json.loads(json.dumps(views(mid_game())))
    assert got.keys() == golden["mid_game"].keys()
    for viewer, view in golden["mid_game"].items():
        assert got[viewer] == view, f"view for seat {viewer} changed"


def test_views_and_stats_through_whole_games_match_the_golden_digests() -> None:
    golden = json.loads(GOLDEN.read_text())["games"]
    for packs, seed, limit in GAMES:
        want = golden[f"{len(packs)}:{seed}"]
        got = game_digests(packs, seed, limit)
        first = next((i for i, (a, b) in enumerate(zip(got, want, strict=False)) if a != b), None)
        assert first is None, f"{len(packs)} packs, seed {seed}: differs at checkpoint {first}"
        assert len(got) == len(want)


def test_a_boards_side_stats_agree_with_stat_for_every_character() -> None:
    session = mid_game()
    state = session.state
    board = stats.Board(state)
    for ch in state.chars.values():
        shown = board.side_stats(ch)
        assert shown == {name: stats.stat(state, ch, name) for name in stats.SIDE_STATS}
        for name in STATS:
            assert board.stat(ch, name) == stats.stat(state, ch, name)


if __name__ == "__main__" and "--write" in sys.argv:
    GOLDEN.write_text(json.dumps(snapshot(), indent=1, sort_keys=True) + "\n")
    print(f"wrote {GOLDEN}")
