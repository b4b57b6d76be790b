"""The 1995 table's top bar and action rows for a newcomer (issue 30, found playing in a real
window): the Resource Phase says where a prey goes, a prey's fight names the prey and its foe,
and an engine question's options read in Portuguese (they were "Fight on", "Accept"...)."""

from __future__ import annotations

import pygame
import pytest

from desktop.screens.rage_classic import guide, words
from engine.i18n import using
from tests.engine.test_rage_classic_hints import in_both

FOMOR = "0.bloated-fomor.1"
EMBER = "1.little-ember.1"
NAMES = ["Player 1", "Ada"]


def _creature(iid: str, pack: int | None) -> dict:
    return {"iid": iid, "pack": pack}


def test_the_resource_bar_sends_a_prey_to_the_hunting_grounds() -> None:
    view = {"to_act": [0], "phase": "resource"}
    legal = [{"type": "stage", "card": FOMOR, "by": None}, {"type": "done"}]
    with using("en"):
        line = guide.what_now(view, legal, NAMES, 0)
    assert "Hunting Grounds" in line and "onto a character" not in line, line


def test_a_prey_fight_names_the_prey_and_its_foe() -> None:
    view = {
        "to_act": [0],
        "combat": {"attacker": EMBER, "target": FOMOR},
        "creatures": [_creature(FOMOR, None), _creature(EMBER, 1)],
    }
    legal = [{"type": "claim"}, {"type": "no-claim"}]
    with using("en"):
        line = guide.what_now(view, legal, NAMES, 0)
        rows = [words.describe(c, NAMES) for c in legal]
    assert "Bloated Fomor" in line and "Little Ember" in line, line
    # two seats: no one else could play for it, so the row must not promise someone will
    assert "someone else" not in rows[1], rows


@pytest.mark.parametrize(
    "kind,options",
    [
        ("challenge", ["accept", "refuse"]),
        ("withdraw", ["fight-on", "withdraw"]),
        ("defend", ["defend", "cede"]),
        ("bf-player", ["defend", "decline"]),
        ("bring", ["go"]),
    ],
)
def test_a_questions_options_read_in_portuguese(kind: str, options: list[str]) -> None:
    prompt = {"kind": kind, "options": options}
    for option in options:
        command = {"type": "choose", "option": option}
        english, portuguese = in_both(lambda c=command: words.describe(c, NAMES, prompt))
        assert portuguese != english, (option, portuguese)


def test_the_bar_says_how_to_vote_or_claim_where_no_card_glows(display) -> None:
    """Found in a real window: the bar said "Keeper Ashgrove votes no: click the glowing
    card, or press A", but a vote is a button of the Juntas panel; a prey claim has no card."""
    from desktop.app import App
    from desktop.game.controllers import bot, person
    from desktop.game.runner import GameRunner
    from desktop.screens.rage_classic.table import ClassicTable
    from desktop.ui.settings_protocol import MemorySettings
    from desktop.wiring import app_registry
    from engine.core.session import Session

    app = App(MemorySettings(window_size=(1280, 720), sound=False), app_registry(), start=None)
    session = Session.new("rage-classic", 2, 3, names=["Ann", "Bob"])
    runner = GameRunner(session, [person("Ann"), bot("Bob")], threaded=False)
    table = ClassicTable(app, runner, step_delay=0.0)
    vote = {"type": "vote", "creature": "0.keeper-ashgrove.1", "side": "no"}
    with using("en"):
        line = table.how_to(vote)
        assert "Juntas panel" in line and words.vote_label(vote) in line, line
        for move in ({"type": "claim"}, {"type": "no-claim"}):
            assert "glowing" not in table.how_to(move)
        # a Combat card goes onto the fighter it is played for
        move = {"type": "assign", "creature": "1.unbound-husk.1", "card": "0.sidestep.1"}
        assert words.name(move["creature"]) in table.how_to(move), table.how_to(move)


def test_a_creature_out_of_play_is_marked_on_its_card(display) -> None:
    from desktop.app import App
    from desktop.game.controllers import bot, person
    from desktop.game.runner import GameRunner
    from desktop.screens.rage_classic.table import ClassicTable
    from desktop.ui.settings_protocol import MemorySettings
    from desktop.wiring import app_registry
    from engine.core.session import Session

    app = App(MemorySettings(window_size=(1280, 720), sound=False), app_registry(), start=None)
    session = Session.new("rage-classic", 2, 3, names=["Ann", "Bob"])
    table = ClassicTable(app, GameRunner(session, [person("Ann"), bot("Bob")], threaded=False))
    creature = dict(session.view(0)["creatures"][0])
    surface = pygame.Surface((400, 400), pygame.SRCALPHA)
    with using("en"):
        assert "out of play" not in [
            m for m, _r in table.stage._face(surface, creature, (0, 0), (160, 220))
        ]
        creature["out"] = True
        marks = [m for m, _r in table.stage._face(surface, creature, (0, 0), (160, 220))]
    assert "Out of Play" in marks, marks
