"""Helpers for the Rage CCG table tests (no tests here)."""

from __future__ import annotations

import contextlib
import functools
import random
from collections.abc import Iterator
from typing import Any, TypeVar

import pygame

from desktop.app import App
from desktop.game.controllers import SeatController, bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_lv import narrate
from desktop.screens.rage_lv.faces import CcgFaces
from desktop.screens.rage_lv.table import LvTable
from desktop.ui.choice import ChoiceDialog
from desktop.ui.settings_protocol import MemorySettings
from desktop.wiring import app_registry
from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import frames, frames_until, in_language, key

FRAME = 1 / 60
T = TypeVar("T")


@functools.cache  # one set of faces for all tests: what it draws is drawn once
def shared_faces() -> CcgFaces:
    return CcgFaces()


def make_app(
    size: tuple[int, int] = (1920, 1080), speed: float = 4.0, language: str | None = None
) -> App:
    settings = MemorySettings(window_size=size, animation_speed=speed, hints=False, sound=False)
    return in_language(App(settings, app_registry(), start=None), language)


def open_table(app: App, session: Session, seats: list[SeatController], **kwargs) -> LvTable:
    runner = GameRunner(session, seats, threaded=False)
    kwargs.setdefault("step_delay", 0.0)
    kwargs.setdefault("faces", shared_faces())  # a traced test may bring faces of its own
    table = LvTable(app, runner, **kwargs)
    app.push(table)
    return table


def new_table(app: App, seats: int, seed: int) -> LvTable:
    """Ann's table on a new rage-lv game of `seats` seats (Bob, Cid, Dee bots), built in the
    app's language."""
    names = ["Ann", "Bob", "Cid", "Dee"][:seats]
    session = Session.new("rage-lv", seats, seed, {}, names=names)
    with using(app.translations):
        return open_table(app, session, [person(names[0]), *(bot(n) for n in names[1:])])


@contextlib.contextmanager
def main_turn_table(
    size: tuple[int, int], seats: int, language: str, seed: int
) -> Iterator[tuple[App, LvTable]]:
    """Ann's table on a new rage-lv game of `seats` seats in `language`, at her first Main
    Phase, bots held, settled."""
    app = make_app(size, speed=50.0, language=language)
    try:
        table = new_table(app, seats, seed)
        until_my_main_turn(app, table)
        table.paused = True
        frames_until(app, lambda: not table.settling())
        yield app, table
    finally:
        app.close()


def drawn_cards(table: LvTable) -> list[tuple[str, str | None]]:
    """(node name, card id or None for a back) for every card surface actually drawn."""
    out = []

    def walk(node, shown: bool) -> None:
        shown = shown and node.visible and node.opacity > 0
        if not shown:
            return
        is_card, cid = table.faces.shows(node.surface)
        if is_card:
            out.append((node.name, cid))
        for child in node.children:
            walk(child, shown)

    walk(table.scene.root, True)
    return out


def until_my_main_turn(app: App, table: LvTable, seat: int = 0) -> None:
    """Frames until `seat` may play in the main phase, with nothing asked and the panels
    drawn."""
    from tests.desktop.test_table_support import frames_until

    frames_until(
        app,
        lambda: (
            table.view.get("phase") == "main"
            and seat in table.view["to_act"]
            and table.dialog is None
            and not table._hud_due
        ),
    )


def bots_played(
    commands: int,
    seed: int,
    packs: tuple[str, str] = ("ashen-wind", "stone-choir"),
    game: str = "rage-lv",
    names: tuple[str, str] = ("Ann", "Bob"),
) -> Session:
    """A 2-seat game (Ann and Bob) the heuristic bots played for `commands` commands: a
    moment of a real game to open a table on."""
    session = Session.new(game, 2, seed, {"packs": list(packs)}, names=list(names))
    bots = make_bots(session, ["heuristic"] * 2)
    rng = random.Random(seed)
    for _ in range(commands):
        assert bot_turn(session, bots, rng)
    return session


def seats_played(
    names: list[str], commands: int, seed: int, options: dict[str, Any] | None = None
) -> Session:
    """A rage-lv game of as many seats as `names` the heuristic bots played for `commands`
    commands."""
    session = Session.new("rage-lv", len(names), seed, options or {}, names=names)
    bots = make_bots(session, ["heuristic"] * len(names))
    rng = random.Random(seed)
    for _ in range(commands):
        assert bot_turn(session, bots, rng)
    return session


def bots_finished(seed: int, names: tuple[str, str] = ("Ann", "Bob")) -> Session:
    """A 2-seat game the heuristic bots played to its end: a table opens on its result."""
    session = bots_played(0, seed=seed, names=names)
    bots = make_bots(session, ["heuristic"] * 2)
    rng = random.Random(seed)
    while not session.is_over():
        assert bot_turn(session, bots, rng)
    return session


@contextlib.contextmanager
def finished_table(language: str, seed: int = 3) -> Iterator[tuple[App, LvTable]]:
    """Ann's table (Bob a bot) at 1280x720 in `language`, opened on the end of the heuristic
    bots' 2-seat game of `seed`: its result shows after the last move's beat."""
    session = bots_finished(seed=seed)
    app = make_app((1280, 720), speed=50.0, language=language)
    try:
        with using(app.translations):
            yield app, open_table(app, session, [person("Ann"), bot("Bob")])
    finally:
        app.close()


def played_live(app: App, seed: int, before: int, moves: int) -> LvTable:
    """A table (Ann a person, Bob a bot that waits) on the heuristic bots' game of `seed`
    `before` commands in, whose next `moves` commands are then played live, as a table sees
    a game played."""
    played = bots_played(before + moves, seed)
    session = bots_played(before, seed)
    table = open_table(app, session, [person("Ann"), bot("Bob")])
    table.paused = True  # Bob plays the bot game's moves, not his own
    frames(app, 30)
    for entry in played.entries[-moves:]:
        session.apply(entry["seat"], entry["command"])
        frames(app, 20)
    return table


def drawn_question(
    session: Session, seats: list[SeatController], size: tuple[int, int] = (1280, 720)
) -> tuple[list[str], list[str]]:
    """Open a table on `session`, wait for its question's list, and give (every text the
    frame draws, the list's rows)."""
    from tests.desktop.test_table_support import frames, frames_until

    with tracing():
        app = make_app(size, speed=50.0)
        try:
            table = open_table(app, session, seats)
            frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog))
            frames(app, 3)
            drawn = [m.text for _, m in trace_frame(app).texts()]
            rows = [label for label, _value in getattr(table.dialog, "options", [])]
        finally:
            app.close()
    return drawn, rows


def main_turn(app: App, deal: list[str], seed: int = 7) -> tuple[LvTable, Session]:
    """Ann's first main phase against the bot Bob, `deal` on top of her Sept deck."""
    options = {"packs": ["ashen-wind", "stone-choir"], "deal": {"0": {"sept": deal}}}
    session = Session.new("rage-lv", 2, seed, options, names=["Ann", "Bob"])
    table = open_table(app, session, [person("Ann"), bot("Bob")])
    until_my_main_turn(app, table)
    return table, session


def paused_at(app: App, commands: int, seed: int) -> LvTable:
    """Ann's table (Bob a bot) on a 2-seat game the heuristic bots played `commands` commands
    into, bots held, every animation settled."""
    from tests.desktop.test_table_support import frames, frames_until

    table = open_table(app, bots_played(commands, seed), [person("Ann"), bot("Bob")])
    table.paused = True
    frames_until(app, lambda: not table.settling())
    frames(app, 3)
    return table


def hand_card_list(language: str, card: str) -> tuple[str, list[str], list[str]]:
    """Ann's first Main Phase at 1280x720 in `language`, `card` (a card id) dealt to her and
    Enter pressed on it, traced: its `narrate.play_words`, the lines over its list of moves,
    and every text drawn."""
    with tracing():
        app = make_app((1280, 720), speed=50.0, language=language)
        try:
            with using(app.translations):
                table, session = main_turn(app, [card])
                hand = session.view(0)["players"][0]["hand"]
                iid = next(i for i in hand if f".{card}." in i)
                whole = narrate.play_words(iid)
            table.focus_key = iid
            app.frame(1 / 60, [key(pygame.K_RETURN)])
            frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog))
            frames(app, 20)
            drawn = [m.text for _i, m in trace_frame(app).texts()]
        finally:
            app.close()
    return whole, list(table.dialog._lines), drawn


@contextlib.contextmanager
def traced_table(
    session: Session,
    language: str,
    size: tuple[int, int] = (1920, 1080),
    moot: bool = True,
    **kwargs: Any,
) -> Iterator[tuple[App, LvTable]]:
    """The first seat's table (the others bots) on `session`, in `language`, traced, bots
    held, settled (and its Moot panel up, if `moot`); `kwargs` go to `open_table`."""
    with tracing():
        app = make_app(size, speed=50.0, language=language)
        try:
            with using(app.translations):
                first, *others = session.header.names
                seats = [person(first)] + [bot(n) for n in others]
                table = open_table(app, session, seats, **kwargs)
            table.paused = True
            frames_until(
                app, lambda: (table.moot_node.visible or not moot) and not table.settling()
            )
            frames(app, 3)
            yield app, table
        finally:
            app.close()


def settled_table(app: App, table_type: type[T], session: Session, faces: Any) -> T:
    """A CCG table of `table_type` on `session`: its first seat a person, the others bots,
    built in the app's language, pushed, bots held and every animation settled."""
    names = session.header.names
    seated = [person(names[0]), *(bot(n) for n in names[1:])]
    with using(app.translations):
        runner = GameRunner(session, seated, threaded=False)
        table = table_type(app, runner, faces=faces, step_delay=0.0)
    app.push(table)
    table.paused = True
    frames_until(app, lambda: not table.settling())
    frames(app, 3)
    return table
