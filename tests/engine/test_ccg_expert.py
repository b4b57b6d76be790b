"""The CCG experts (rage-lv, rage-classic) see only their view: the worlds they deal agree with
it (the same view back, the same legal commands), and two true states with the same view give
the same search, move for move."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence

from engine.ai.base import Bot
from engine.ai.hints import hint
from engine.ai.levels import bot_for_level
from engine.ai.search import SearchSettings, WorldModel
from engine.ccg.ruleset import CcgRuleset
from engine.core.session import Session
from engine.games.rage_classic import RULESET as CLASSIC
from engine.games.rage_classic.bots import HeuristicBot as ClassicHeuristic
from engine.games.rage_classic.expert import make_expert as classic_expert
from engine.games.rage_classic.setup import seat_pack as classic_pack
from engine.games.rage_lv import RULESET as LV
from engine.games.rage_lv.bots import HeuristicBot as LvHeuristic
from engine.games.rage_lv.expert import make_expert as lv_expert
from engine.games.rage_lv.setup import seat_pack
from tests.engine.expert_support import bare_view, ranking

#: No time cap: the same view and the same random numbers must give the same search.
QUICK = SearchSettings(rollouts=24, min_worlds=2)


# -- rage-lv -------------------------------------------------------------------------------------
def _lv_session(order: str) -> Session:
    """Seat 1's Sept deck stacked in full, in one of two orders: its hand differs, nothing
    seat 0 sees does."""
    options = LV.normalize_options({}, 2)
    sept = seat_pack(options, 1).sept_list()
    stack = sept if order == "a" else sept[::-1]
    return Session.new("rage-lv", 2, 3, {"deal": {"1": {"sept": stack}}})


def test_lv_expert_choice_depends_only_on_the_view() -> None:
    a, b = _lv_session("a"), _lv_session("b")
    assert a.state.players[1].hand != b.state.players[1].hand  # the hidden parts differ ...
    assert bare_view(a, 0) == bare_view(b, 0)  # ... the view does not
    assert a.to_act() == {0} and len(a.legal(0)) > 2
    bot = lv_expert(0, settings=QUICK)
    first = ranking(bot, bare_view(a, 0), a.legal(0), 5)
    assert first == ranking(bot, bare_view(b, 0), b.legal(0), 5)
    # and the search weighed several commands in worlds that let them be made
    assert len(first) > 1 and all(count > 0 for _, _, count in first)
    assert any(count > 0 for _, mean, count in first if mean != first[0][1])


def _sampled_worlds_agree(
    ruleset: CcgRuleset,
    session: Session,
    bots: Sequence[Bot],
    model: WorldModel,
    every: int,
    most: int,
) -> None:
    """Through a bot game (at most `most` commands), every `every` commands: a world dealt from
    the seat's view shows that seat the very same view (plain data, for a LAN client too) and
    the same legal commands."""
    rng = random.Random(2)
    checked = step = 0
    while not session.is_over() and step < most:
        seat = min(session.to_act())
        view, legal = bare_view(session, seat), session.legal(seat)
        if step % every == 0:
            assert json.loads(json.dumps(view)) == view
            world = model.sample(view, legal, random.Random(step))
            assert ruleset.view(world, seat) == view, f"step {step}"
            assert ruleset.legal(world, seat) == legal, f"step {step}"
            checked += 1
        session.apply(seat, bots[seat].choose(view, legal, rng))
        step += 1
    assert checked > 30


def test_lv_sampled_worlds_agree_with_the_view() -> None:
    """The rage-lv expert's worlds, through a whole game at 3 packs."""
    session = Session.new("rage-lv", 3, 8, {"turn_limit": 6})
    bots = [LvHeuristic(s) for s in range(3)]
    _sampled_worlds_agree(LV, session, bots, lv_expert(0).model, every=9, most=100_000)


def test_lv_hard_is_the_expert_and_plays_a_whole_game() -> None:
    assert bot_for_level(LV, "hard") == "expert"
    session = Session.new("rage-lv", 2, 4, {"turn_limit": 2})
    bots = [lv_expert(0, settings=QUICK), LvHeuristic(1)]
    rng = random.Random(1)
    searched = 0
    while not session.is_over():
        seat = min(session.to_act())
        session.apply(seat, bots[seat].choose(session.view(seat), session.legal(seat), rng))
        searched += seat == 0 and bots[0].last is not None and bots[0].last.rollouts > 0
    assert searched > 3


def test_lv_hint_names_a_legal_move_with_a_reason() -> None:
    session = _lv_session("a")
    legal = session.legal(0)
    found = hint("rage-lv", session.view(0), legal, settings=QUICK)
    assert found is not None and found.command in legal
    assert found.reason and found.reason[0].isupper() and found.reason.endswith(".")


# -- rage-classic --------------------------------------------------------------------------------
def _classic_session(order: str) -> Session:
    """Seat 1's Sept deck stacked in full, in one of two orders."""
    options = CLASSIC.normalize_options({}, 2)
    sept = classic_pack(options, 1).sept_list()
    stack = sept if order == "a" else sept[::-1]
    return Session.new("rage-classic", 2, 3, {"deal": {"1": {"sept": stack}}})


def _first_choice(a: Session, b: Session) -> None:
    """Both games on to seat 0's first real choice, with the same public moves."""
    bots = [ClassicHeuristic(0), ClassicHeuristic(1)]
    rng = random.Random(4)
    for _ in range(60):
        seat = min(a.to_act())
        if seat == 0 and len(a.legal(0)) > 2:
            return
        command = bots[seat].choose(bare_view(a, seat), a.legal(seat), rng)
        a.apply(seat, command)
        b.apply(seat, command)
        assert bare_view(a, 0) == bare_view(b, 0)
    raise AssertionError("seat 0 never had a choice")


def test_classic_expert_choice_depends_only_on_the_view() -> None:
    a, b = _classic_session("a"), _classic_session("b")
    assert a.state.players[1].hand != b.state.players[1].hand
    assert bare_view(a, 0) == bare_view(b, 0)
    _first_choice(a, b)
    bot = classic_expert(0, settings=QUICK)
    first = ranking(bot, bare_view(a, 0), a.legal(0), 5)
    assert first == ranking(bot, bare_view(b, 0), b.legal(0), 5)
    assert len(first) > 1 and all(count > 0 for _, _, count in first)


def test_classic_sampled_worlds_agree_with_the_view() -> None:
    session = Session.new("rage-classic", 3, 5, {})
    bots = [ClassicHeuristic(s) for s in range(3)]
    _sampled_worlds_agree(CLASSIC, session, bots, classic_expert(0).model, every=11, most=500)


def test_classic_hard_is_the_expert_and_hints() -> None:
    assert bot_for_level(CLASSIC, "hard") == "expert"
    a, b = _classic_session("a"), _classic_session("b")
    _first_choice(a, b)
    legal = a.legal(0)
    found = hint("rage-classic", a.view(0), legal, settings=QUICK)
    assert found is not None and found.command in legal
    assert found.reason and found.reason[0].isupper() and found.reason.endswith(".")
