"""The end-of-game dialog finds how every game ended (issue 30). The shared dialog looked for an
event named "game-over", which only the relaunch emits: the 1995 edition names it "end", RAGE
and Ragers "game_over", so their dialogs said nothing of why the game ended (the 1995 table
had searched for its own). Each game in the registry is played to its end by random moves; its
table's dialog then says the game's own line for the end."""

from __future__ import annotations

import random

import pytest

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.wiring import app_registry
from engine.core.session import Session
from engine.i18n import using
from tests.desktop.test_ccg_support import make_app

GAMES = app_registry().games.ids()


def finished(game: str, seed: int = 5) -> Session:
    """A 2-seat game of `game` played to its end by random legal moves."""
    session = Session.new(game, 2, seed, names=["Ann", "Bob"])
    rng = random.Random(seed)
    for _move in range(20_000):
        if session.is_over():
            return session
        seat = min(session.ruleset.to_act(session.state))
        legal = session.ruleset.legal(session.state, seat)
        session.apply(seat, legal[rng.randrange(len(legal))])
    raise AssertionError(f"{game}: random play did not finish")


@pytest.mark.parametrize("game", GAMES)
def test_the_end_dialog_says_how_each_game_ended(display, game) -> None:
    session = finished(game)
    app = make_app((1280, 720), speed=50.0, language="en")
    try:
        with using(app.translations):
            registration = app_registry().games[game]
            runner = GameRunner(session, [person("Ann"), bot("Bob")], threaded=False)
            table = registration.table(app, runner)
            ending = table.end_event()
            dialog = table.result_dialog("Score")
    finally:
        app.close()
    assert ending is not None, f"{game}: no end event found in its log"
    assert set(ending["winners"]) == set(session.result()["winners"]), ending
    said = session.ruleset.describe(ending, 0, ["Ann", "Bob"])
    # the 1995 table says why its winner wins in its own words, past the log's line
    assert said or game == "rage-classic", f"{game}: its end event says nothing"
    if game != "rage-classic":
        assert said in dialog.message, (said, dialog.message)
    assert "?" not in dialog.message, dialog.message  # "on turn ?" where a game counts none
    assert dialog.message.rstrip().endswith(".") and "ended on turn" not in dialog.message, (
        f"{game}: the dialog gives no reason for the end: {dialog.message}"
    )
