"""The 1995 table's bar, its glows and the Hint give one answer (issue 30, pl34a report #3: the
Hint's Howl of Rebuke did not glow while Second Wind glowed on an unhurt creature; "click a
target or A" with no target lit; "Your move: click a glowing card" with nothing glowing; a
bluff that can only fail glowing in "Play face down"; "Target: click a revealed card of
yours" while the card lay face down; the bar's "Play face down" beside the strip's "Target").

Every moment of two real 2-seat bot games is walked: a card glows only where a click on it
offers a move worth making, the bar asks for a glowing card or a target only when one glows,
and on a sample of moments the Hint's own move lights its card or creature."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic import guide, words
from desktop.screens.rage_classic.table import ClassicTable
from engine.ai.hints import hint
from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from engine.games.rage_classic.expert import (
    HARD,
    heals_nothing,
    helps_none_of_mine,
    reaches_nothing,
)
from engine.games.rage_classic.risks import bluff_lands, face_down_risk
from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.test_classic_glow_agrees import ANNOUNCE, _quietly
from tests.desktop.test_classic_glow_agrees import NAMES as FOUR
from tests.desktop.test_classic_table import PACKS, faces
from tests.desktop.test_table_support import frames, frames_until, make_app

NAMES = ["Player 1", "Ada"]
Moment = tuple[dict[str, Any], list[dict[str, Any]], int]


def _moments(seed: int, commands: int = 400) -> Iterator[Moment]:
    """(view, legal, seat) for each seat to act at each moment of a heuristic bot game."""
    session = Session.new("rage-classic", 2, seed)
    bots = make_bots(session, ["heuristic"] * 2)
    rng = random.Random(seed)
    for _ in range(commands):
        if session.is_over():
            return
        for seat in sorted(session.to_act()):
            yield session.view(seat), session.legal(seat), seat
        assert bot_turn(session, bots, rng)


def _idle(view: dict[str, Any], command: dict[str, Any]) -> bool:
    """A play the Hint's search is not offered: it does nothing the view can see."""
    judged = (heals_nothing, reaches_nothing, helps_none_of_mine)
    return command["type"] == "play" and any(does(view, command) for does in judged)


def _hunted(legal: list[dict[str, Any]]) -> set[str]:
    """The creatures the alpha may attack, challenge, engage, bind or raid now."""
    hunts = ("attack", "challenge", "engage", "bind", "raid")
    return {c["target"] for c in legal if c["type"] in hunts and isinstance(c.get("target"), str)}


def _announced(view: dict[str, Any], legal: list[dict[str, Any]]) -> set[str]:
    """The cards an announcement of an Offensive Effect leads to, where it is legal."""
    if not any(c["type"] == "announce" for c in legal):
        return set()
    return set(words.announce_for(view).get("cards") or [])


def _lit(view: dict[str, Any], legal: list[dict[str, Any]], seat: int) -> set[str]:
    """What the table lights: hand cards that glow, creatures on show that are ringed."""
    glowing = {iid for iid, on in guide.hand_glows(view, legal, seat).items() if on}
    creatures = {c["iid"] for c in view["creatures"] if not c.get("dead")}
    return glowing | (guide.named_creatures(legal) & creatures)


def _glow_is_honest(view: dict[str, Any], legal: list[dict[str, Any]], iid: str) -> bool:
    named = [c for c in legal if words.mentions(c, iid)]
    plain = [
        c
        for c in named
        if (face_down_risk(view, c) is None or bluff_lands(view, c)) and not _idle(view, c)
    ]
    return bool(plain) or iid in _announced(view, legal)


def test_the_bar_and_the_glows_agree_at_every_moment_of_bot_games() -> None:
    asked = 0
    for seed in (1, 8):
        for view, legal, seat in _moments(seed):
            line = guide.what_now(view, legal, NAMES, seat)
            lit = _lit(view, legal, seat)
            glows = guide.hand_glows(view, legal, seat)
            where = (seed, view.get("step"), line)
            for iid, on in glows.items():
                assert on == _glow_is_honest(view, legal, iid), (iid, *where)
            if "glowing" in line or "lights up" in line:
                asked += 1
                assert lit, where
            if "click a target" in line:
                assert lit & _hunted(legal), where
            assert "revealed card of yours" not in line, where
            if (view.get("combat") or {}).get("step") == "feint":
                assert not line.startswith("Play face down"), where
    assert asked > 20  # the walk met moments where the bar points at a glow


def _names_on_show(command: dict[str, Any], view: dict[str, Any], seat: int) -> set[str]:
    held = set(view["players"][seat].get("hand") or []) | set(
        view["players"][seat].get("combat_hand") or []
    )
    creatures = {c["iid"] for c in view["creatures"] if not c.get("dead")}
    keys = ("card", "creature", "by", "target") if command["type"] != "aim" else ()
    return {v for k in keys if isinstance(v := command.get(k), str) and v in held | creatures}


UNTIMED = replace(HARD, max_seconds=None, max_cpu_seconds=None)


def test_the_hinted_move_lights_its_card() -> None:
    checked = 0
    for n, (view, legal, seat) in enumerate(_moments(8, 160)):
        if seat != 0 or len(legal) < 2 or n % 2:
            continue
        # the Hard search's rollouts with no clock: the same move on a loaded machine
        said = hint("rage-classic", view, legal, random.Random(0), settings=UNTIMED)
        assert said is not None
        move = said.command
        lit = _lit(view, legal, seat)
        if move["type"] == "announce":
            assert _announced(view, legal) <= lit, move
        wanted = _names_on_show(move, view, seat)
        if wanted and move.get("card") != "null":
            assert wanted & lit, (move, said.reason, view.get("step"))
            checked += 1
    assert checked >= 5


#: moments of issue 30's 2-seat keyboard game (tests/engine/classic_pcl_game.py): Player 1's
#: alpha acts (attack or challenge), and the aim of a face-down Mauling Onslaught
ALPHA_ACTS, AIM = 65, 168


def _my_move(app, table) -> None:
    """Past the beat a fight's end is held on: the moment is Player 1's, so Ada stays put."""
    table.paused = False
    frames_until(app, lambda: bool(table.legal) and not table.settling())
    frames(app, 3)


def _rings(table) -> set[str]:
    """The creatures ringed on the table as drawn."""
    return {
        str((node.data or {}).get("iid"))
        for key, node in table.stage.cards.items()
        if key.startswith("ring:") and node.is_shown()
    }


def test_the_alpha_s_targets_are_ringed_when_the_bar_says_click_a_target(display) -> None:
    for language, said in (("en", "click a target"), ("pt-BR", "clique num alvo")):
        with pcl_table(language, ALPHA_ACTS, (1920, 1080)) as (app, table, _said):
            _my_move(app, table)
            targets = _hunted(table.legal)
            assert targets and said in table.bar_line, table.bar_line
            assert targets <= _rings(table), (targets, _rings(table))


def test_the_target_step_names_the_card_and_does_not_call_it_revealed(display) -> None:
    with pcl_table("en", AIM, (1920, 1080)) as (app, table, _said):
        _my_move(app, table)
        bar = table.bar_line
    assert "revealed" not in bar and "Mauling Onslaught" in bar, bar
    with pcl_table("pt-BR", AIM, (1280, 720)) as (app, table, _said):
        _my_move(app, table)
        bar = table.bar_line
    assert "revelada" not in bar and "Mauling Onslaught" in bar, bar


def test_the_card_an_announcement_leads_to_glows_and_its_click_announces(display) -> None:
    """Hint said "Announce an Offensive Effect, then play Howl of Rebuke" and Howl of Rebuke
    did not glow: a click on it offered nothing, the announcement naming no card."""
    session = Session.new("rage-classic", 4, seed=5, options={"packs": PACKS}, names=FOUR)
    _quietly(session, lambda: 0 in session.to_act() and ANNOUNCE in session.legal(0))
    app = make_app((1920, 1080), speed=50.0)
    try:
        seats = [person(FOUR[0])] + [bot(n) for n in FOUR[1:]]
        table = ClassicTable(app, GameRunner(session, seats, threaded=False), faces=faces())
        app.push(table)
        table.paused = True
        frames_until(app, lambda: not table.settling())
        frames(app, 3)
        leads = _announced(table.view, table.legal)
        assert leads
        for iid in leads:
            node = table.stage.card_node(f"glow:{iid}")
            assert node is not None and node.is_shown(), iid
            assert ANNOUNCE in table.commands_for(table.stage.card_node(iid)), iid
    finally:
        app.close()
