"""The relaunch's "who fights for the prey" message names the hunter's player once (pl34b:
"Chloé's Old Slate (Chloé) hunts…", where Ada's pack holds an Old Slate too and the name
alone took its owner again)."""

from __future__ import annotations

from desktop.game.controllers import bot, person
from desktop.screens.rage_lv import narrate
from desktop.screens.rage_lv.faces import CcgFaces
from engine.i18n import using
from tests.desktop.test_ccg_support import make_app, open_table
from tests.desktop.test_lv_crowded_opponents import NAMES, four_seats_at
from tests.desktop.test_table_support import frames, frames_until


def _turn_3(app):
    """Ann's table at turn 3 of a 4-seat bot game, bots held, settled."""
    players = [person(NAMES[0])] + [bot(n) for n in NAMES[1:]]
    table = open_table(app, four_seats_at(3), players, faces=CcgFaces())
    table.paused = True
    frames_until(app, lambda: not table.settling())
    frames(app, 2)
    return table


def test_the_hunters_player_is_named_once(display) -> None:
    app = make_app((1920, 1080), speed=50.0)
    try:
        table = _turn_3(app)
        chars = table.view["chars"]
        slates = [c for c in chars if narrate.name(c["iid"]) == "Old Slate"]
        assert len({c["owner"] for c in slates}) >= 2, "two players' Old Slates were meant"
        hunter = next(c for c in slates if c["owner"] == 3)
        prey = next(c["iid"] for c in chars if c.get("owner") is None or c.get("prey"))
        with using(app.translations):
            said = table._prey_message(hunter["iid"], prey, 3)
        assert said.startswith("Chloé's Old Slate hunts"), said
        assert "(Chloé)" not in said, said
    finally:
        app.close()


def test_a_prey_sharing_its_name_is_told_by_who_played_it_and_its_wounds(display) -> None:
    """Three Rust-Maw Hulks in play: "hunts Rust-Maw Hulk, which belongs to no player" named
    none of them (pl40a #2); the prompt names which, as the combat view does."""
    app = make_app((1920, 1080), speed=50.0)
    try:
        table = _turn_3(app)
        chars = table.view["chars"]
        hulks = [c for c in chars if narrate.name(c["iid"]) == "Rust-Maw Hulk"]
        assert len(hulks) >= 2, "several Hulks were meant"
        prey = next(c for c in hulks if c["wounds"] and c["iid"].startswith("2."))
        with using(app.translations):
            said = table._prey_message("1.granite-voice", prey["iid"], 1)
        wounds = prey["wounds"]
        assert f"hunts Rust-Maw Hulk (played by Bruno) with {wounds} wounds," in said, said
    finally:
        app.close()
