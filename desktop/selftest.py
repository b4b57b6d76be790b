"""`--selftest`: prove an installed or packaged app works, headless, and exit 0 or 1.

Imports every module, renders a card of every game and a frame of the main menu, and plays
the short bot game each registered game names (`GameRegistration.selftest`). Prints one line
per check so a failing package says what broke.
"""

from __future__ import annotations

import importlib
import pkgutil
import random
import time
import traceback
from collections.abc import Callable
from typing import TextIO

from desktop.games import Games
from desktop.games.registration import GameRegistration, QuickGame


def _import_everything() -> str:
    import desktop
    import engine

    count = 0
    for package in (engine, desktop):
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            if info.name.endswith("__main__"):
                continue
            importlib.import_module(info.name)
            count += 1
    return f"{count} modules"


def _art_present() -> str:
    """A package that lost art/ would draw placeholder cards: fail loudly instead."""
    from desktop.render.fonts import FACE_FILES, Fonts
    from desktop.render.icons import Icons

    fonts = Fonts()
    missing = [role for role in FACE_FILES if not fonts.path(role).is_file()]
    if missing:
        raise AssertionError(f"fonts missing from {fonts.font_dir}: {', '.join(missing)}")
    icons = Icons().names()
    if len(icons) < 20:
        raise AssertionError(f"only {len(icons)} icons found")
    return f"{len(FACE_FILES)} font roles, {len(icons)} icons in {fonts.font_dir.parent}"


def _render_card(game: GameRegistration) -> Callable[[], str]:
    def run() -> str:
        import pygame

        from desktop.render import CardRenderer

        renderer = CardRenderer(arts=(game.card_art(),))
        art = game.gallery[0].art if game.gallery else game.ruleset
        card = renderer.card_ids(art)[0]
        face = renderer.face(card, (120, 168), art)
        colours = {face.get_at((x, y))[:3] for x in range(0, 120, 7) for y in range(0, 168, 7)}
        if len(colours) < 8:
            raise AssertionError(f"the {card} face came out blank")
        return (
            f"{card} {face.get_width()}x{face.get_height()}, {len(colours)} colours sampled; "
            f"pygame {pygame.version.ver}"
        )

    return run


def _render_frame() -> str:
    import pygame

    from desktop.app import App
    from desktop.ui.settings_protocol import MemorySettings

    app = App(MemorySettings(window_size=(1280, 720)))
    try:
        for _ in range(3):
            app.frame(1 / 60, [])
        surface = pygame.display.get_surface()
        if surface is None:
            raise AssertionError("no window was opened")
        colours = {
            surface.get_at((x, y))[:3] for x in range(0, 1280, 40) for y in range(0, 720, 40)
        }
        if len(colours) < 8:
            raise AssertionError("the main menu frame came out blank")
    finally:
        app.close()
    return f"menu frame, {len(colours)} colours sampled"


def _translations() -> str:
    """The compiled catalogs shipped with the build load, and speak Portuguese."""
    from engine.i18n import LOCALE_DIR, PORTUGUESE, _, using

    with using(PORTUGUESE):
        said = _("It is not your turn.")
    if said == "It is not your turn.":
        raise AssertionError(f"no Portuguese catalog found under {LOCALE_DIR}")
    return f"pt-BR: {said!r}"


def _play(game: str, quick: QuickGame) -> Callable[[], str]:
    def run() -> str:
        from engine.core.play import make_bots, play_out
        from engine.core.session import Session

        seats, options = quick.seats, quick.options
        session = Session.new(game, seats, seed=1, options=options)
        bots = make_bots(session, ["heuristic"] + ["random"] * (seats - 1))
        made = play_out(session, bots, random.Random(1), max_commands=200_000)
        if not session.is_over():
            raise AssertionError(f"the {game} bot game did not finish after {made} commands")
        return f"{made} commands, winners {session.result().get('winners')}"

    return run


def run_selftest(out: TextIO, games: Games | None = None) -> int:
    from desktop.demo_shots import headless

    headless()
    import pygame

    from desktop.about import version
    from engine.core.registry import available

    if games is None:
        from desktop.games.catalog import all_games

        games = all_games()
    out.write(f"Rage Table {version()} self-test\n")
    checks: list[tuple[str, Callable[[], str]]] = [
        ("import", _import_everything),
        ("art", _art_present),
    ]
    checks += [(f"render card {g.ruleset}", _render_card(g)) for g in games]
    checks.append(("render frame", _render_frame))
    checks.append(("translations", _translations))
    present = set(available())
    checks += [
        (f"play {g.ruleset}", _play(g.ruleset, g.selftest))
        for g in games
        if g.selftest is not None and g.ruleset in present
    ]
    failed = 0
    started_pygame = not pygame.get_init()
    from desktop.audio.quiet import quiet_native_stderr

    with quiet_native_stderr():
        pygame.init()
    try:
        for name, check in checks:
            started = time.perf_counter()
            try:
                detail = check()
                out.write(f"ok   {name}: {detail} ({time.perf_counter() - started:.2f} s)\n")
            except Exception:
                failed += 1
                out.write(f"FAIL {name}\n{traceback.format_exc()}\n")
    finally:
        from desktop.ui.theme import clear_caches

        clear_caches()  # fonts cached for the menu frame belong to this pygame session
        if started_pygame:  # a caller that had pygame running keeps it running
            pygame.quit()
    # Worded so CI log readers don't mistake it for the test suite's summary line.
    out.write(f"self-test finished: {len(checks) - failed} checks ok, {failed} failing\n")
    return 1 if failed else 0


# -- the --selftest and --version modes of desktop/__main__.py -----------------------------------
def add_arguments(group) -> None:  # argparse group
    group.add_argument(
        "--selftest", action="store_true", help="check this installation headless and exit"
    )
    group.add_argument("--version", action="store_true", help="print the version and exit")


def chosen(args) -> bool:
    return bool(getattr(args, "selftest", False) or getattr(args, "version", False))


def run(args) -> int:
    import sys

    if args.version:
        from desktop.about import APP_NAME, version

        print(f"{APP_NAME} {version()}")
        return 0
    return run_selftest(sys.stdout)
