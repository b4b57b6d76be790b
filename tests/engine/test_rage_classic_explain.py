"""Original Rage refusals: every refused command gets a sentence naming the rule and the reason
(engine/games/rage_classic/explain.py over the kernel's engine/ccg/refusals.py), never the one
generic sentence every refusal used to be; and explaining a refusal changes nothing.

Rulebook sections: seed 001 chapter 2 (Open and Closed Play, Offensive Effects), chapter 3
(the phases), chapter 4 (the cards in depth), chapter 5 (combat); the 1995 lesson 1 of the
course.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.ccg.refusals import GENERIC
from engine.core.errors import Illegal
from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from engine.games.rage_classic.explain import explain
from engine.games.rage_classic.rules import RULESET
from engine.i18n import using
from engine.lessons.course import load_course
from engine.lessons.run import LessonRun, concrete, new_session

#: what a refusal said before: a sentence that names no rule
BARE = {
    "You cannot do that now.",
    "That is not possible right now.",
    "That is not one of your choices right now.",
    "That command names something that is not in this game.",
}


def refused(s: Session, seat: int, **command: Any) -> Illegal:
    with pytest.raises(Illegal) as err:
        s.apply(seat, command)
    return err.value


def lesson_session(lesson_id: str, student_steps: int) -> tuple[Session, LessonRun]:
    """A lesson's game after the student's first `student_steps` moves (the scripted seats
    playing theirs in between)."""
    course = load_course("rage-classic")
    lesson = course.lesson(lesson_id)
    s = new_session(lesson, game="rage-classic")
    run = LessonRun(course, lesson)
    run.sync(s)
    for _ in range(200):
        if run.step_index >= student_steps and lesson.you in s.to_act():
            return s, run
        bots = [seat for seat in sorted(s.to_act()) if seat != lesson.you]
        if bots:
            move = run.bot_move(bots[0])
            assert move is not None
            s.apply(bots[0], move)
        else:
            step = run.current
            assert step is not None
            s.apply(lesson.you, concrete(s, lesson.you, dict(step.expect)))
        run.sync(s)
    raise AssertionError("the lesson never got there")


# -- the 1995 lesson 1: a card dragged in the Redraw Phase ------------------------------------------
def test_lesson_one_redraw_says_why_strip_mine_crew_waits_for_the_resource_phase() -> None:
    s, run = lesson_session("turn", 0)
    assert s.state.step == "redraw:open"
    play = {"type": "play", "card": "0.strip-mine-crew.1", "by": None, "target": None}
    verdict = run.judge(s, 0, play)
    assert verdict.kind == "illegal"
    reason = (
        "Strip-Mine Crew is an Enemy: creatures and resources are played in the Resource Phase "
        "(face down at its start, or in its Open Play); this is the Redraw Phase's Open Play."
    )
    assert verdict.reason == reason
    assert verdict.message == f"The rules say no: {reason}"
    with using("pt_BR"):
        pt = run.judge(s, 0, play).reason
    assert pt != reason and "Fase de Recursos" in pt and "Fase da Recompra" in pt


def test_lesson_one_commands_of_other_phases_say_when_they_come() -> None:
    s, _run = lesson_session("turn", 0)
    err = refused(s, 0, type="alpha", creature="0.corrick-stonehowl")
    assert err.code == "wrong-phase"
    assert err.message == (
        "Alphas are chosen in the Combat Phase, after its Open Play; this is the Redraw "
        "Phase's Open Play."
    )
    err = refused(s, 0, type="stage", card="0.strip-mine-crew.1", by=None)
    assert err.message.startswith("Creatures and resources are placed face down in the Closed")
    err = refused(s, 0, type="play", card="0.ridge-moot.1", by=None, target=None)
    assert "Juntas are called face down at the start of the Moot Phase" in err.message
    err = refused(s, 0, type="ok")
    assert err.message == (
        "Nobody has announced an Offensive Effect: there is nothing to answer OK to."
    )


def test_a_gift_names_the_gnosis_it_takes_and_the_performer_must_be_of_your_pack() -> None:
    s, _run = lesson_session("turn", 0)
    play = {"type": "play", "card": "0.spirit-song.1", "target": "0.corrick-stonehowl"}
    err = refused(s, 0, **play, by="0.corrick-stonehowl")
    assert err.code == "gnosis"
    assert err.message == "Spirit Song takes Gnosis 4 and Corrick Stonehowl has 3."
    err = refused(s, 0, **play, by="1.whisper-of-feathers")
    assert err.code == "not-your-creature"
    err = refused(s, 0, type="announce")
    assert err.code == "no-offense"


def test_a_pending_question_is_named_to_whoever_must_answer_and_to_the_others() -> None:
    for seed in range(1, 6):
        s = Session.new("rage-classic", 2, seed, {})
        bots = make_bots(s, ["heuristic", "heuristic"])
        rng = random.Random(seed)
        for _ in range(400):
            if s.is_over() or s.state.prompts:
                break
            bot_turn(s, bots, rng)
        if s.state.prompts and s.state.prompts[0]["kind"] == "withdraw":
            break
    prompt = s.state.prompts[0]
    assert prompt["kind"] == "withdraw"
    asked, other = prompt["seat"], 1 - prompt["seat"]
    err = refused(s, asked, type="pass")
    assert err.code == "answer-first"
    assert err.message == (
        "First answer the question in front of you: does the attacker fight on or withdraw?"
    )
    err = refused(s, asked, type="choose", kind="withdraw", option="run")
    assert err.message == (
        "That is not an answer to the question (does the attacker fight on or withdraw?): "
        "choose fight on or withdraw."
    )
    err = refused(s, other, type="pass")
    assert err.code == "not-your-turn"
    assert "does the attacker fight on or withdraw?" in err.message


# -- whose turn, Closed Play, game over ---------------------------------------------------------
def test_a_seat_that_passed_is_told_how_open_play_ends() -> None:
    s, _run = lesson_session("turn", 0)
    s.apply(0, {"type": "pass"})
    err = refused(s, 0, type="pass")
    assert err.code == "not-your-turn"
    assert err.message == (
        "You have passed; Open Play ends once every player has passed since the last card "
        "was played."
    )


def test_closed_play_refusals_name_what_is_placed_face_down() -> None:
    s, _run = lesson_session("turn", 2)
    assert s.state.step == "resource:commit"
    err = refused(s, 0, type="stage", card="0.spirit-song.1", by=None)
    assert err.code == "not-a-resource"
    assert "only creatures, resources and Battlefields are placed face down" in err.message
    err = refused(s, 0, type="stage", card="1.strip-mine-crew.1", by=None)
    assert err.message == "You can only place a card from your own hand."
    s.apply(0, {"type": "stage", "card": "0.strip-mine-crew.1", "by": None})
    err = refused(s, 0, type="stage", card="0.strip-mine-crew.1", by=None)
    assert err.message == "Strip-Mine Crew is placed face down already."
    s.apply(0, {"type": "done"})
    err = refused(s, 0, type="done")
    assert err.message == (
        "You are done with this Closed Play; the other players are still choosing."
    )


def test_the_alphas_turn_and_its_targets() -> None:
    s, _run = lesson_session("hunt", 11)
    state = s.state
    assert state.step == "combat:actions" and s.to_act() == {0}
    err = refused(s, 1, type="pass")
    assert err.message == (
        "It is Corrick Stonehowl's action: alphas act one at a time, highest Renown first."
    )
    err = refused(s, 0, type="challenge", target="0.strip-mine-crew.1")
    assert err.message == (
        "Strip-Mine Crew is in the Hunting Grounds: attack it; challenges are for other packs' "
        "creatures at home."
    )
    err = refused(s, 0, type="attack", target="0.corrick-stonehowl")
    assert err.message == "Corrick Stonehowl cannot act against itself."
    err = refused(s, 0, type="raid", target="0.strip-mine-crew.1")
    assert err.message == "Only a Territory in play can be raided."


def test_a_combat_round_refusal_names_the_creatures_and_the_hand() -> None:
    s, _run = lesson_session("hunt", 14)
    fight = s.state.combat
    assert fight is not None and fight.step == "play"
    err = refused(s, 0, type="assign", creature="0.strip-mine-crew.1", card="0.raking-claws.1")
    assert err.message == (
        "Place Combat cards on your own creatures in this combat: Corrick Stonehowl."
    )
    err = refused(s, 0, type="assign", creature="0.corrick-stonehowl", card="0.spirit-song.1")
    assert err.message == "You can only place a card from your own Combat hand."


def test_game_over_says_why_it_ended() -> None:
    s = Session.new("rage-classic", 2, 3, {"turn_limit": 1})
    bots = make_bots(s, ["heuristic", "heuristic"])
    rng = random.Random(3)
    for _ in range(400):
        if s.is_over():
            break
        bot_turn(s, bots, rng)
    assert s.is_over()
    err = explain(s.state, 0, {"type": "pass"})
    assert err.code == "game-over"
    assert err.message == (
        "The game is over: the turn limit was reached. Start a new game to play again."
    )


def test_a_malformed_command_is_refused_in_words_not_by_a_crash() -> None:
    s, _run = lesson_session("turn", 0)
    for command in (
        {"type": "play", "card": 7, "by": [1], "target": {"x": 1}},
        {"type": "vote"},
        {"type": None},
        {},
    ):
        err = explain(s.state, 0, command)
        assert err.message and err.code != GENERIC


# -- the near-miss walk ---------------------------------------------------------------------------
FIELDS = ("card", "target", "by", "creature", "to", "index", "option", "side", "kind")


def _near_misses(
    state: Any, seat: int, legal: dict[int, list[dict[str, Any]]], rng: random.Random
) -> list[dict[str, Any]]:
    """Commands near a legal one: another seat's legal commands, and legal commands (any
    seat's) with one field changed to another id in play, a hand card or a number."""
    ids: list[Any] = [*state.creatures, *state.things, *state.players[seat].hand, None, 0, 1, -1]
    pool = [c for cmds in legal.values() for c in cmds]
    out: list[dict[str, Any]] = []
    for cmd in rng.sample(pool, min(4, len(pool))):
        out.append(cmd)
        for key in FIELDS:
            if key in cmd:
                out += [{**cmd, key: v} for v in rng.sample(ids, min(2, len(ids)))]
    # commands of other stages and phases
    out += [
        {"type": kind}
        for kind in rng.sample(["pass", "done", "ok", "ready", "allow", "announce"], 2)
    ]
    return out


def walk(seats: int, seed: int, moves: int) -> tuple[int, int]:
    s = Session.new("rage-classic", seats, seed, {})
    bots = make_bots(s, ["heuristic"] * seats)
    rng = random.Random(seed)
    tried = refusals = 0
    for _ in range(moves):
        if s.is_over():
            break
        state = s.state
        with RULESET.scope(state):
            legal = {seat: RULESET.legal(state, seat) for seat in range(seats)}
            before = RULESET.copy_state(state)
            for seat in range(seats):
                allowed = {RULESET.canonical(state, seat, c) for c in legal[seat]}
                for near in _near_misses(state, seat, legal, rng):
                    tried += 1
                    if RULESET.canonical(state, seat, near) in allowed:
                        continue
                    refusals += 1
                    err = explain(state, seat, near)
                    assert err.code != GENERIC and err.message not in BARE, (state.step, near)
                    assert err.message.strip(), near
            # explaining changed nothing: the state, and what is legal
            assert state == before
            assert {seat: RULESET.legal(state, seat) for seat in range(seats)} == legal
        bot_turn(s, bots, rng)
    return tried, refusals


@pytest.mark.parametrize(("seats", "seed", "moves"), [(2, 1, 160), (2, 7, 120), (4, 2, 100)])
def test_near_miss_commands_in_bot_games_get_a_specific_reason(
    seats: int, seed: int, moves: int
) -> None:
    tried, refusals = walk(seats, seed, moves)
    assert refusals > 500, (tried, refusals)


def test_a_command_said_with_a_field_left_out_names_the_field() -> None:
    s, _run = lesson_session("turn", 2)
    err = refused(s, 0, type="stage", card="0.strip-mine-crew.1")
    assert err.code == "incomplete"
    assert err.message == ("That command leaves out by: name them too (null when there is none).")


def test_a_refusal_through_decide_is_the_explained_one() -> None:
    s, _run = lesson_session("turn", 0)
    command = {"type": "play", "card": "0.kinfolk-ranger.1", "by": None, "target": None}
    err = refused(s, 0, **command)
    assert err.message == explain(s.state, 0, command).message
    assert "Kinfolk Ranger is an Ally" in err.message


def test_refusals_name_no_card_hidden_from_the_asking_seat() -> None:
    s, _run = lesson_session("turn", 2)
    assert s.state.step == "resource:commit"
    s.apply(0, {"type": "stage", "card": "0.strip-mine-crew.1", "by": None})
    secret = [*s.state.players[0].hand, "0.strip-mine-crew.1", *s.state.players[0].combat_hand]
    names = {iid.split(".")[1].replace("-", " ") for iid in secret}
    for iid in secret:
        for command in (
            {"type": "stage", "card": iid, "by": None},
            {"type": "play", "card": iid, "by": None, "target": None},
            {"type": "discard", "card": iid},
            {"type": "call", "card": iid, "by": "1.ysolde-amberclaw", "target": None},
        ):
            err = explain(s.state, 1, command)
            assert not any(n in err.message.lower() for n in names), (command, err.message)
