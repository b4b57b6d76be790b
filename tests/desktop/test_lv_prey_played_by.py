"""Prey of the same name in the Hunting Grounds say who played each (issue 30: two Rust-Maw
Hulks, one played by each player, and two Pallid Drones lay there with no mark), and the
pill's tooltip says it whole and what a prey is."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from desktop.screens.rage_lv import teach
from desktop.ui.choice import ChoiceDialog
from engine.i18n import _, using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import bots_played, make_app, open_table, paused_at
from tests.desktop.test_table_support import click, frames, frames_until, motion


@pytest.mark.parametrize(
    ("language", "size"), [("pt-BR", (1280, 720)), ("en", (1920, 1080))], ids=["720p", "1080p"]
)
def test_prey_of_one_name_say_who_played_each(display, language, size) -> None:
    session = bots_played(61, seed=1)  # three Pallid Drones (two Bob's, one Ann's), a Hulk
    prey = [c["iid"] for c in session.view(0)["chars"] if not c["pack"]]
    assert sorted(prey) == sorted(
        ["1.pallid-drone.1", "1.pallid-drone.2", "0.rust-maw.1", "0.pallid-drone.1"]
    )
    with tracing():
        app = make_app(size, speed=50.0, language=language)
        try:
            with using(app.translations):
                table = open_table(app, session, [person("Ann"), bot("Bob")])
                said = teach.glossary()["prey"]
                by = [_("yours"), _by("Bob")]  # Ann's own says it short (test_lv_prey_yours)
            table.paused = True
            frames_until(app, lambda: not table.settling())
            frames(app, 3)
            marks = [m for _, m in trace_frame(app).texts()]
            pills = [m for m in marks if m.text in {*by, _long("B", language)}]
            # one pill each Pallid Drone; the lone Rust-Maw Hulk needs none
            assert len(pills) == 3, [m.text for m in marks if "Ann" in m.text or "Bob" in m.text]
            bob = next(m for m in pills if "Bob" in m.text)
            frames(app, 45, [motion(app, bob.rect.center)])
            shown = table.tips.shown
            assert shown is not None and "Bob" in shown.title, shown
            assert shown.text == said.text
        finally:
            app.close()


def _by(name: str) -> str:
    return _("by {name}").format(name=name)


def _long(initial: str, language: str) -> str:
    name = {"A": "Ann", "B": "Bob"}[initial]
    return f"played by {name}" if language == "en" else f"jogado por {name}"


def test_an_attack_on_a_prey_of_a_shared_name_says_who_played_it(display) -> None:
    """Ann's alpha clicks a Pallid Drone to attack it: with one played by each player in the
    Hunting Grounds, the list says which (issue 30: "1. Atacar Pallid Drone")."""
    with tracing():
        app = make_app((1280, 720), speed=50.0, language="pt-BR")
        try:
            session = bots_played(104, seed=1)  # Ann's alpha acts; Drones of Bob's and hers
            with using(app.translations):
                table = open_table(app, session, [person("Ann"), bot("Bob")])
                words = _("Attack {name}").format(name="Pallid Drone")
            table.paused = True
            frames_until(app, lambda: not table.settling())
            frames(app, 3)
            drone = table.stage.cards["1.pallid-drone.2"]
            click(app, drone.to_world())
            frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog))
            frames(app, 3)
            drawn = [m.text for _, m in trace_frame(app).texts()]
            assert any(t.endswith(f"{words} (jogado por Bob)") for t in drawn), [
                t for t in drawn if "Pallid" in t
            ]
        finally:
            app.close()


def test_prey_of_one_name_all_played_by_one_player_carry_no_pill(display) -> None:
    """Two Static Wraiths both played by Ann: "by Ann" on each tells them apart no more than
    the name does."""
    session = bots_played(294, seed=1)
    wraiths = [c["iid"] for c in session.view(0)["chars"] if "static-wraith" in c["iid"]]
    assert sorted(wraiths) == ["0.static-wraith.1", "0.static-wraith.2"], wraiths
    with tracing():
        app = make_app((1280, 720), speed=50.0)
        try:
            table = paused_at(app, 294, seed=1)
            tags = [
                n.data["words"]
                for iid in wraiths
                for n in table.stage.cards[iid].children
                if n.name == "deco-tag"
            ]
        finally:
            app.close()
    assert not tags, tags
