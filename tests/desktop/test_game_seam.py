"""One seam for a game (issue 16): every game is one registration, the shared desktop modules
never name a game, the desktop has no import cycle, and a new game added the way
`tests/desktop/toy_game/` is (its own folder plus one registration) shows up in New game,
Continue, Replays, the rules, the LAN host, the gallery and the demo runner."""

from __future__ import annotations

import ast
import re
import time
from collections.abc import Iterable
from pathlib import Path

import pygame
import pytest

from desktop.games import Games
from desktop.games.catalog import all_games
from desktop.games.registration import GameRegistration
from tests.desktop.test_table_support import click, frames, key, set_option
from tests.desktop.toy_game.registration import REGISTRATION as TOY
from tests.desktop.toy_game.rules import GAME as TOY_ID
from tests.import_graph import (
    assert_sees_a_function_level_cycle,
    cycles,
    import_graph,
    imported,
    package_modules,
)

ROOT = Path(__file__).resolve().parents[2]
#: The one list of games: the only desktop module that may name them.
CATALOG = "desktop.games.catalog"
#: The top of the desktop: the modes and the wiring, which may import the app and the catalog.
TOP = {
    "desktop.__main__",
    "desktop.wiring",
    "desktop.demo",
    "desktop.gallery",
    "desktop.selftest",
    "desktop.monkey",
}


# -- reading the source -----------------------------------------------------------------------
def strings(tree: ast.AST) -> list[tuple[str, int]]:
    """(text, line) of every string in the code, docstrings left out (they document)."""
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docstrings.add(id(body[0].value))
    return [
        (node.value, getattr(node, "lineno", 0))
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
    ]


# -- what belongs to a game ---------------------------------------------------------------------
def game_folder(game: GameRegistration) -> str:
    """The package holding the game's registration (its table factory is defined there)."""
    return game.table.__module__.rpartition(".")[0]


def owned(games: Iterable[GameRegistration]) -> dict[str, str]:
    """Module prefix -> the game it belongs to: its folder (a game has no modules elsewhere)."""
    return {game_folder(g): g.ruleset for g in games}


def _under(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def seam_problems(module: str, source: str, is_package: bool, games: Games) -> list[str]:
    """Why `module` (a shared one) is not game-neutral: a game's id or module named in its
    code, or a game's package (desktop or engine) imported, at any depth."""
    tree = ast.parse(source)
    owners = owned(games)
    words = {g.ruleset for g in games} | {p.art for g in games for p in g.gallery}
    words |= set(owners) | {"engine.games"}
    pattern = re.compile(
        r"(?<![\w.-])(" + "|".join(re.escape(w) for w in sorted(words, key=len)[::-1]) + r")"
        r"(?![\w-])"
    )
    problems = []
    for name, line in imported(tree, module, is_package):
        for prefix, game in owners.items():
            if _under(name, prefix):
                problems.append(f"{module}:{line} imports {name} ({game})")
        if _under(name, "engine.games"):
            problems.append(f"{module}:{line} imports a game's rules ({name})")
    for text, line in strings(tree):
        found = pattern.search(text)
        if found:
            problems.append(f"{module}:{line} names {found.group(1)!r} in {text!r}")
    return sorted(set(problems))


def shared_modules(games: Games) -> dict[str, Path]:
    owners = owned(games)
    return {
        name: path
        for name, path in package_modules("desktop").items()
        if name != CATALOG and not any(_under(name, prefix) for prefix in owners)
    }


# -- the shared modules and the import graph, as they are -----------------------------------------
def test_shared_desktop_modules_name_no_game_and_import_no_games_package() -> None:
    games = all_games()
    shared = shared_modules(games)
    assert len(shared) > 80, "the shared modules were not found"
    for expected in (
        "desktop.cardsets",
        "desktop.demo",
        "desktop.gallery",
        "desktop.render.renderer",
        "desktop.selftest",
        "desktop.screens.continue_game",
        "desktop.screens.game_setup",
        "desktop.screens.deckbuilder.model",
        "desktop.screens.deckbuilder.screen",
        "desktop.screens.deckbuilder.store",
        "desktop.screens.lan.tables",
        "desktop.screens.replay_ui.tables",
    ):
        assert expected in shared
    problems = []
    for name, path in shared.items():
        problems += seam_problems(
            name, path.read_text(encoding="utf-8"), path.name == "__init__.py", games
        )
    assert problems == []


def card_designs(source: str) -> list[str]:
    """The card designs a module defines: classes that name the games they draw (a class
    attribute `games` given a value) and draw a `face` (the GameArt protocol of
    desktop.render.kit, which names none)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.ClassDef):
            continue
        values, methods = set(), set()
        for item in node.body:
            if isinstance(item, ast.AnnAssign) and item.value is not None:
                values |= {item.target.id} if isinstance(item.target, ast.Name) else set()
            elif isinstance(item, ast.Assign):
                values |= {t.id for t in item.targets if isinstance(t, ast.Name)}
            elif isinstance(item, ast.FunctionDef):
                methods.add(item.name)
        if "games" in values and "face" in methods:
            found.append(node.name)
    return found


def test_every_games_card_designs_are_in_its_own_folder() -> None:
    """A game's renderer is part of its folder: no shared module (desktop/render, ui, scene,
    the CCG kit...) holds a game's card designs, and each game's `card_art` is its own."""
    games = all_games()
    shared = shared_modules(games)
    misplaced = {
        name: card_designs(path.read_text(encoding="utf-8")) for name, path in shared.items()
    }
    assert {name: found for name, found in misplaced.items() if found} == {}
    for game in games:
        art = game.card_art()
        module = getattr(art, "_module", None) or type(art).__module__
        assert _under(module, game_folder(game)), (game.ruleset, module)
    # the check sees a design wherever it is
    assert card_designs("class A:\n    games = ('x',)\n    def face(self): ...\n") == ["A"]
    assert card_designs("class LazyArt:\n    def face(self): ...\n") == []
    assert card_designs("class GameArt:\n    games: tuple\n    def face(self): ...\n") == []


def test_the_check_catches_a_shared_module_that_names_a_game() -> None:
    games = all_games()

    def check(source: str, module: str = "desktop.screens.example") -> list[str]:
        return seam_problems(module, source, False, games)

    assert check("def f():\n    from desktop.screens.rage_trick.table import RageTable\n")
    assert check("if True:\n    import engine.games.ragers.data\n")
    assert check("GAME = 'rage-lv'\n")
    assert check("x = f'{n} of oh-hell'\n")
    assert check("MODULE = 'desktop.screens.rage_lv:create_ccg_screen'\n")
    assert check("from .rage_trick import art\n", "desktop.screens.example")
    assert check(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import desktop.screens.ragers\n"
    )
    # What is fine: words that merely contain a game's id, and a docstring's example.
    assert not check(
        '"""Play rage-lv or ragers."""\nWORDS = ("outrage-lvl", "ragers2", "Ragers")\n'
    )
    assert not check("from desktop.games import Games\nfrom desktop.screens.base import Screen\n")


def test_no_import_cycle_under_desktop_and_nothing_below_imports_the_app() -> None:
    modules = package_modules("desktop")
    graph = import_graph(modules)
    assert graph["desktop.screens.continue_game"], "the graph has no edges"
    assert cycles(graph) == []
    app_importers = {m for m, deps in graph.items() if "desktop.app" in deps}
    assert app_importers <= TOP, app_importers - TOP
    catalog_importers = {m for m, deps in graph.items() if CATALOG in deps}
    assert catalog_importers <= TOP, catalog_importers - TOP


def test_no_import_cycle_under_desktop_even_through_type_checking_imports() -> None:
    """The types name no circle either (the app's registry once named the games, whose
    registrations name the screens: the screens now read it through `Games.of(app)`)."""
    graph = import_graph(package_modules("desktop"), type_checking=True)
    assert cycles(graph) == []


def test_the_cycle_finder_finds_cycles_through_function_level_imports(tmp_path) -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set(), "c": {"b"}}) == []
    assert_sees_a_function_level_cycle(tmp_path, "desktop", "screens")


def test_every_game_is_one_registration_in_the_catalog() -> None:
    games = all_games()
    assert games.ids() == ["rage-trick", "ragers", "rage-lv", "rage-classic"]
    for game in games:
        assert game.title and game.new_game.about and game.rules()
        assert game.demo is not None and game.demo.table_shot in game.demo.milestones
        assert game.gallery and game.seek_units
        assert game.selftest is not None
        if game.lessons is not None:  # a "Learn to play" course, checked by test_lessons
            assert game.lessons.course().game == game.ruleset
        assert [b.bot for b in game.bots] == ["easy", "normal", "hard", "random"]
        low, high = game.new_game.seats
        assert 2 <= low <= high <= 8
        assert game_folder(game).startswith("desktop.screens.")
    assert [g.ruleset for g in games.with_decks()] == ["rage-lv", "rage-classic"]
    assert [g.ruleset for g in games.hostable()] == [
        "rage-trick",
        "ragers",
        "rage-lv",
        "rage-classic",
    ]
    assert [g.ruleset for g in games.with_lessons()] == [
        "rage-trick",
        "ragers",
        "rage-lv",
        "rage-classic",
    ]


def test_every_game_module_is_found_by_walking_the_packages() -> None:
    """The catalog imports each game by its module's name, so the packager finds a game only
    by walking the packages (PyInstaller's collect_submodules, like pkgutil, skips a folder
    without __init__.py: the package once failed its self-test on desktop.screens.rage_trick)."""
    import pkgutil

    import desktop
    from desktop.games.catalog import REGISTRATIONS

    found = {m.name for m in pkgutil.walk_packages(desktop.__path__, "desktop.")}
    assert [m for m in REGISTRATIONS if m not in found] == []
    folders = {p.parent for top in ("desktop", "engine") for p in (ROOT / top).rglob("*.py")}
    bare = [str(d.relative_to(ROOT)) for d in folders if not (d / "__init__.py").exists()]
    assert sorted(bare) == []


# -- a new game: its own folder and one registration ---------------------------------------------
@pytest.fixture
def toy(monkeypatch):
    """The registry with the toy game added, and the engine knowing its ruleset."""
    from engine.core import registry

    monkeypatch.setitem(registry.KNOWN, TOY_ID, "tests.desktop.toy_game.rules:RULESET")
    return all_games().plus(TOY)


@pytest.fixture
def app(display, tmp_path, monkeypatch, toy):
    from desktop.app import App
    from desktop.ui.settings_protocol import MemorySettings
    from desktop.wiring import app_registry

    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    settings = MemorySettings(window_size=(1280, 720), animation_speed=6.0, hints=False)
    app = App(settings, app_registry(toy), start=None)
    yield app
    app.close()


def test_the_toy_game_folder_is_outside_the_shared_modules(toy) -> None:
    assert game_folder(TOY) == "tests.desktop.toy_game"
    assert set(shared_modules(toy)) == set(shared_modules(all_games()))


def _start_toy(app) -> object:
    from desktop.screens.game_setup import GameSetupScreen
    from desktop.screens.registry import NEW_GAME
    from tests.desktop.toy_game.table import ToyTable

    app.settings.last_setup = {}
    assert app.open(NEW_GAME)
    screen = app.stack.top
    assert (TOY_ID, "Toy") in screen.game.options
    for _ in range(len(app.registry.games)):  # the toy is last: Right moves on a game each time
        if app.stack.top.game_id == TOY_ID:
            break
        app.stack.top.widgets.focus(app.stack.top.game)
        frames(app, 1, [key(pygame.K_RIGHT)])
    screen = app.stack.top
    assert isinstance(screen, GameSetupScreen) and screen.game_id == TOY_ID
    assert screen.about() == TOY.new_game.about
    set_option(app, screen, "length", 1)
    assert screen.options() == {"length": 6}
    screen.widgets.focus(screen.start)
    frames(app, 2, [key(pygame.K_RETURN)])
    table = app.stack.top
    assert isinstance(table, ToyTable) and table.session.header.ruleset == TOY_ID
    assert table.session.header.options["length"] == 6
    return table


def test_new_game_and_continue_offer_the_toy_game(app) -> None:
    from desktop.screens.continue_game import ContinueScreen
    from desktop.screens.registry import CONTINUE
    from tests.desktop.toy_game.table import ToyTable

    table = _start_toy(app)
    assert table.persons == [0]
    click(app, table.bump.rect.center)  # the person bumps; the bot answers
    # The bot answers from its thread: wait for it in real time (a loaded machine is slow).
    deadline = time.monotonic() + 30
    while table.session.state.moves < 2 and time.monotonic() < deadline:
        frames(app, 1)
        time.sleep(0.01)
    assert table.session.state.moves >= 2 and table.session.state.counter >= 1
    moved = table.session.state_id
    table.quit_to_menu()
    assert app.can_open(CONTINUE)
    screen = ContinueScreen(app)
    assert screen.list.items and screen.list.items[0].startswith("Toy · ")
    assert app.open(CONTINUE)  # the only game in progress: straight into it
    frames(app, 2)  # after a frame that says it is opening
    resumed = app.stack.top
    assert isinstance(resumed, ToyTable) and resumed.resumed
    assert resumed.session.state_id == moved and resumed.setup.options == {"length": 6}


def test_replays_show_a_finished_toy_game_on_its_table(app) -> None:
    from desktop.replay import ReplayRunner
    from desktop.screens.replay_ui.screen import ReplayScreen
    from desktop.screens.replays import ReplaysScreen
    from desktop.store.paths import Paths
    from desktop.store.saves import write_save
    from desktop.store.seats import Controller
    from engine.core.play import make_bots, play_out
    from engine.core.session import Session
    from tests.desktop.toy_game.table import ToyTable

    session = Session.new(TOY_ID, 2, seed=3, names=["Ann", "Bot"])
    play_out(session, make_bots(session, ["random", "random"]), __import__("random").Random(3))
    assert session.is_over()
    paths = Paths.from_env()
    write_save(
        paths.replays_dir / "toy.rtsave",
        session,
        controllers=[Controller("person"), Controller("bot", "random")],
        uid="toy",
        extra={"finished": "2025-03-01T18:30:00+00:00"},
    )
    screen = ReplaysScreen(app)
    app.push(screen)
    frames(app, 1)
    assert screen.list.items[0].startswith("Toy · ") and screen.watch_button.enabled
    replay = ReplayScreen(app, ReplayRunner.open(paths.replays_dir / "toy.rtsave", viewpoint=0))
    app.push(replay)
    frames(app, 3)
    assert isinstance(replay.table, ToyTable) and replay.table.replay
    assert replay.bar.rect == pygame.Rect(TOY.replay_bar)
    assert replay.words == {"deal": "Deal"} and replay.bar.buttons["kind"].text == "By deal"
    frames(app, 1, [key(pygame.K_END)])
    assert replay.runner.at_end and isinstance(replay.table, ToyTable)


def test_the_rules_and_the_lan_host_offer_the_toy_game(app) -> None:
    from desktop.screens.lan.host import HostScreen
    from desktop.screens.rules import RulesScreen

    rules = RulesScreen(app, game=TOY_ID)
    app.push(rules)
    frames(app, 1)
    assert rules.title == "Toy" and (TOY_ID, "Toy") in rules.game_choice.options
    assert [s.title for s in rules.toc] == ["Playing"]
    app.pop()
    host = HostScreen(app, advertise=False)
    app.push(host)
    assert (TOY_ID, "Toy") in host.game_choice.options
    host._set_game(TOY_ID)
    assert list(host.option_widgets) == ["length"] and host.count == 3  # 4 seats, at most 3
    assert host.table_config().game == TOY_ID


def test_the_demo_runner_and_the_gallery_play_the_toy_game(toy, tmp_path) -> None:
    from desktop import demo
    from desktop.gallery import run_gallery

    result = demo.play(
        TOY_ID, screenshots=tmp_path / "shots", size=(640, 360), quit_pygame=False, games=toy
    )
    assert result.finished and result.stats["moves"] == 10 and result.progress == "10 moves"
    assert sorted(Path(p).name for p in result.screenshots) == [
        "toy-01-start.png",
        "toy-02-end.png",
    ]
    out = tmp_path / "gallery"
    assert run_gallery(out, size=(60, 84), small=None, games=[TOY_ID], registry=toy) == 0
    assert sorted(p.name for p in out.iterdir()) == [
        f"table-{TOY_ID}.png",
        f"{TOY_ID}-01.png",
        f"{TOY_ID}-backs.png",
    ]


def test_the_selftest_plays_and_draws_the_toy_game(toy) -> None:
    from desktop import selftest

    assert selftest._play(TOY_ID, TOY.selftest)().startswith("10 commands")
    assert "toy-1" in selftest._render_card(TOY)()
