"""A Hint for a moment that has passed goes (issue 30, 1280x720: "Hint: Pass: nothing you can
do now is worth a card" asked in the Redraw Phase stood through the Regeneration Phase, whose
only choice was a Pass too, so the choices looked unchanged). Driven from a bot game to a pass
whose next decision offers the same choices in another phase, the bot answering at once."""

from __future__ import annotations

import random

import pygame

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic.table import ClassicTable
from engine.core.play import make_bots
from engine.core.session import Session
from tests.desktop.test_classic_table import PACKS, faces
from tests.desktop.test_table_assist import wait_for_hint
from tests.desktop.test_table_support import frames, frames_until, key, make_app


def _moment(view) -> tuple:
    return (view["turn"], view["phase"], view["step"])


def _new(seed: int) -> Session:
    return Session.new(
        "rage-classic", 2, seed=seed, options={"packs": PACKS[:2]}, names=["Ada", "Bob"]
    )


def _bob_passes(session: Session) -> None:
    """Bob's passes until Ada is to act again."""
    for _ in range(20):
        if 0 in session.to_act() or not session.to_act():
            return
        other = [c for c in session.legal(1) if c["type"] == "pass"]
        if not other:
            return
        session.apply(1, other[0])


def same_choices_next_phase() -> Session:
    """Normal bots until Ada's pass leads to her next decision, in another phase, with the
    same choices."""
    for seed in range(1, 8):
        session, moves = _new(seed), []
        bots, rng = make_bots(session, ["normal"] * 2), random.Random(seed)
        for _ in range(400):
            due = sorted(session.to_act())
            if not due:
                break
            legal = session.legal(0) if 0 in due else []
            if 0 in due and [c["type"] for c in legal] == ["pass"]:
                trial = _new(seed)
                for seat, move in [*moves, (0, legal[0])]:
                    trial.apply(seat, move)
                _bob_passes(trial)
                same = 0 in trial.to_act() and trial.legal(0) == legal
                if same and _moment(trial.view(0)) != _moment(session.view(0)):
                    return session
            seat = due[0]
            move = bots[seat].choose(session.view(seat), session.legal(seat), rng)
            session.apply(seat, move)
            moves.append((seat, move))
    raise AssertionError("no such pass found")


def test_a_hint_goes_when_its_phase_does(display) -> None:
    session = same_choices_next_phase()
    app = make_app((1280, 720), speed=50.0, hints=True)
    try:
        seats = [person("Ada"), bot("Bob")]
        table = ClassicTable(app, GameRunner(session, seats, threaded=False), faces=faces())
        app.push(table)
        frames_until(app, lambda: not table.settling() and bool(table.legal))
        before = _moment(table.view)
        app.frame(1 / 60, [key(pygame.K_SLASH, "?")])
        wait_for_hint(app, table)
        assert table.assist.hint is not None
        # the pass, and Bob's answer before the next frame (a bot's thread is that quick)
        table.submit(table.legal[0])
        _bob_passes(session)
        table.paused = True  # Bob waits in the new phase: Ada's choices stay as they were
        frames_until(app, lambda: _moment(table.view) != before and not table.settling())
        frames(app, 2)
        assert table.legal and _moment(table.view) != before
        assert table.assist.hint is None, "the last phase's hint stands"
    finally:
        app.close()
