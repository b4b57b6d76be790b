"""New game offers every game: the Game control swaps setup screens, and Ragers starts its
Arena with the players and options chosen, by keyboard alone."""

from __future__ import annotations

import pygame
import pytest

from desktop.screens.game_setup import GameSetupScreen
from desktop.screens.rage_trick.setup import SetupScreen
from desktop.screens.registry import NEW_GAME
from tests.desktop import test_table_support as support
from tests.desktop.test_table_support import frames, key, new_game, set_option

app = support.app  # the fixture: an App at 1280x720 with a temporary home


def test_game_choice_switches_to_ragers_and_starts_the_arena(app) -> None:
    from desktop.screens.ragers.table import ArenaScreen

    app.settings.last_setup = {}  # the in-memory settings keep what the screen remembers
    app.settings.last_game = ""

    assert app.open(NEW_GAME)
    rage = app.stack.top
    assert isinstance(rage, SetupScreen)
    rage.widgets.focus(rage.game)
    frames(app, 2, [key(pygame.K_RIGHT)])
    screen = app.stack.top
    assert isinstance(screen, GameSetupScreen) and screen.game_id == "ragers"
    assert [f.visible for f, _ in screen.seat_rows] == [True, True]
    # Two days instead of three, then a bot in the Defenders' seat, then Start by Enter.
    set_option(app, screen, "days", -1)
    assert screen.options()["days"] == 2
    screen.widgets.focus(screen.seat_rows[1][1])
    frames(app, 1, [key(pygame.K_RIGHT)])
    seats = screen.seats()
    assert [s.kind for s in seats] == ["person", "bot"]
    screen.widgets.focus(screen.start)
    frames(app, 3, [key(pygame.K_RETURN)])
    table = app.stack.top
    assert isinstance(table, ArenaScreen)
    assert table.session.header.options["days"] == 2
    assert table.session.header.names == [s.name for s in seats]
    assert app.settings.last_setup["ragers"]["days"] == 2
    assert app.settings.last_game == "ragers"


def test_new_game_opens_on_the_game_last_started(app) -> None:
    """Found playing the relaunch by keyboard: after a game, New game showed RAGE again and
    the player had to walk the Game control back to the game they had just played."""
    app.settings.last_game = "ragers"
    assert app.open(NEW_GAME)
    screen = app.stack.top
    assert isinstance(screen, GameSetupScreen) and screen.game_id == "ragers"
    app.settings.last_game = "no-such-game"  # a game this build lacks: the first game
    assert app.open(NEW_GAME, replace=True)
    assert isinstance(app.stack.top, SetupScreen)


def test_switching_back_to_rage_and_an_invalid_name_clash_disables_start(app) -> None:
    assert app.open(NEW_GAME)
    app.stack.top.widgets.focus(app.stack.top.game)
    frames(app, 1, [key(pygame.K_RIGHT)])
    screen = app.stack.top
    assert isinstance(screen, GameSetupScreen)
    screen._set_name(0, "Sam")
    screen._set_name(1, "Sam")
    assert not screen.start.enabled and "different name" in screen.error
    screen.widgets.focus(screen.game)
    frames(app, 1, [key(pygame.K_LEFT)])
    assert isinstance(app.stack.top, SetupScreen)


def test_a_ragers_game_in_progress_is_offered_by_continue_and_resumes(app) -> None:
    from desktop.game.controllers import bot, person
    from desktop.games.registration import TableSetup
    from desktop.screens.continue_game import _label, resumable, resume_game
    from desktop.screens.ragers import start_arena
    from desktop.screens.ragers.table import ArenaScreen

    table = start_arena(app, TableSetup([person("Ann"), bot("Bruno")], {"days": 1}), seed=5)
    session = table.session
    keep = {"type": "keep"}
    if keep in session.legal(0):
        session.apply(0, keep)
    moved = session.state_id
    games = [g for g in resumable(app.registry.games) if g.error is None]
    assert len(games) == 1 and games[0].game == "ragers"
    assert _label(games[0], app.registry.games).startswith("Ragers")
    # While the table has the game open, nobody else may continue it...
    from desktop.store.saves import SaveError

    with pytest.raises(SaveError) as err:
        resume_game(app, games[0].path)
    assert err.value.code == "in-use"
    # ...and once it is left (as quitting to the menu does), Continue picks it up.
    table.journal.close()
    resumed = resume_game(app, games[0].path)
    assert isinstance(resumed, ArenaScreen) and app.stack.top is resumed
    assert resumed.session.state_id == moved
    assert resumed.session.view(0) == {**session.view(0)}


def test_rules_switch_games_by_key_and_render_tables_and_asides(app) -> None:
    from desktop.screens.rules import RulesScreen

    screen = RulesScreen(app, game="ragers")
    app.push(screen)
    frames(app, 1)
    assert screen.title.startswith("Ragers")
    # A Markdown table is laid out in columns: cells start at several x positions.
    from desktop.screens.rules import layout_markdown

    lines, _, _ = layout_markdown(app.theme, "| Card | GP |\n|---|---|\n| Basher | 2 |", 1000)
    assert len({line.x for line in lines}) >= 2
    plain, _, _ = layout_markdown(app.theme, "| Card | GP |", 1000)
    assert plain[0].surface.get_width() < lines[0].surface.get_width() * 4
    frames(app, 1, [key(pygame.K_g)])
    assert screen.game != "ragers" and not screen.title.startswith("Ragers")
    frames(
        app,
        1,
        [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_g, mod=pygame.KMOD_SHIFT, unicode="G")],
    )
    assert screen.game == "ragers"


def test_rage_ccg_setup_chooses_a_pack_per_seat_and_starts_the_table(app) -> None:
    from desktop.screens.rage_lv.table import LvTable

    screen = new_game(app, "rage-lv")
    assert screen.count == 2 and [c.visible for c in screen.seat_choices] == [
        True,
        True,
        False,
        False,
    ]
    screen.widgets.focus(screen.seat_choices[1])
    frames(app, 1, [key(pygame.K_RIGHT)])
    assert screen.options()["packs"] == ["ashen-wind", "hollow-moon"]
    screen.widgets.focus(screen.players)
    frames(app, 1, [key(pygame.K_RIGHT)])
    assert screen.count == 3 and len(screen.options()["packs"]) == 3 and screen.start.enabled
    screen.widgets.focus(screen.start)
    frames(app, 3, [key(pygame.K_RETURN)])
    table = app.stack.top
    assert isinstance(table, LvTable)
    assert table.session.header.options["packs"] == ["ashen-wind", "hollow-moon", "hollow-moon"]
    assert app.settings.last_setup["rage-lv"]["count"] == 3


def test_right_arrow_goes_on_through_every_game_by_keyboard(app) -> None:
    """→ on the Game control swaps in the next game's screen and the focus stays on the Game
    control, so a keyboard player reaches every game (before, the new screen put the focus on
    Start: the second → did nothing and no control showed the focus)."""
    ids = app.registry.games.ids()
    assert app.open(NEW_GAME)
    first = app.stack.top
    first.widgets.focus(first.game)  # Tab from Start: Back, then the Game control
    seen = [first.game_id]
    for _ in ids[1:]:
        frames(app, 2, [key(pygame.K_RIGHT)])
        screen = app.stack.top
        assert screen.widgets.focused is screen.game
        seen.append(screen.game_id)
    assert seen == ids


def test_enter_on_a_choice_starts_the_game_as_the_foot_line_says(app) -> None:
    """Found in a real window, by keyboard in Portuguese: on the Players choice, Enter (which
    the foot line says starts the game) turned 4 players into 2 and started nothing."""
    from desktop.screens.ccg_kit.table import CcgTable

    app.settings.last_setup = {}
    assert app.open(NEW_GAME, game="rage-classic")
    screen = app.stack.top
    assert isinstance(screen, GameSetupScreen)
    screen.widgets.focus(screen.players)
    frames(app, 1, [key(pygame.K_RIGHT)])
    count = screen.count
    frames(app, 3, [key(pygame.K_RETURN)])
    table = app.stack.top
    assert isinstance(table, CcgTable), type(table)
    assert table.session.header.seats == count


def test_enter_on_an_option_starts_the_game_with_it_as_the_footer_says(app) -> None:
    """Found setting up a 4-seat relaunch game by keyboard in a real window (Portuguese):
    ← set "Renown to win" to 15, then Enter ("Enter to start", says the footer) stepped the
    option back to 20 and started nothing."""
    from desktop.screens.rage_lv.table import LvTable

    screen = new_game(app, "rage-lv")
    set_option(app, screen, "renown_level", -1)
    assert screen.options()["renown_level"] == 15
    frames(app, 3, [key(pygame.K_RETURN)])
    table = app.stack.top
    assert isinstance(table, LvTable), "Enter did not start the game"
    assert table.session.header.options["renown_level"] == 15


def test_the_rage_ccg_fourth_pack_does_not_repeat_the_first(app) -> None:
    """Issue 30: at 4 seats Pack 4 started on Ashen Wind, Pack 1's (the player's): two alike
    alphas, two alike Moot targets. With three packs one repeats; not the player's."""
    screen = new_game(app, "rage-lv")
    screen.widgets.focus(screen.players)
    frames(app, 1, [key(pygame.K_RIGHT), key(pygame.K_RIGHT)])
    packs = screen.options()["packs"]
    assert screen.count == 4 and len(set(packs[:3])) == 3, packs
    assert packs[0] not in packs[1:], packs
