"""`python -m desktop` (or `rage-table`): open the main menu, or run another mode.

Modes are entries in `modes()`: each adds its own flags and says when it was chosen, so new
modes (--demo, --gallery, ...) are one entry each and never touch the others. Options shared
by every mode (--size, --fullscreen/--windowed, --frames) are added once here.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from desktop.ui.settings_protocol import SettingsLike

log = logging.getLogger("desktop")


@dataclass(frozen=True)
class Mode:
    """A way to run the program. `chosen(args)` picks it; the first chosen mode runs."""

    help: str
    add_arguments: Callable[[argparse._ArgumentGroup], None]
    chosen: Callable[[argparse.Namespace], bool]
    run: Callable[[argparse.Namespace], int]


def modes() -> dict[str, Mode]:
    """Every mode, in the order they are tried; "play" (the menu) comes last as the default."""
    from desktop import demo, gallery, monkey, selftest

    return {
        "selftest": Mode(
            "check the installation, or print the version",
            selftest.add_arguments,
            selftest.chosen,
            selftest.run,
        ),
        "gallery": Mode(
            "card sheets and table screenshots", gallery.add_arguments, gallery.chosen, gallery.run
        ),
        "demo": Mode(
            "an all-bot game, headless, with screenshots and frame-time statistics",
            demo.add_arguments,
            demo.chosen,
            demo.run,
        ),
        "monkey": Mode(
            "random input through the real main loop, to find what a player could break",
            monkey.add_arguments,
            monkey.chosen,
            monkey.run,
        ),
        "play": Mode("open the main menu", lambda p: None, lambda a: True, run_play),
    }


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, got {text!r}") from None
    if w < 320 or h < 180:
        raise argparse.ArgumentTypeError("the window must be at least 320x180")
    return w, h


def language_tag(value: str) -> str:
    """`--lang` as people write it: pt_BR, pt-br or pt is pt-BR, en_US is en; anything else
    is kept as written, for argparse to refuse with the list of choices."""
    tag = value.replace("_", "-").lower()
    if tag == "pt" or tag.startswith("pt-"):
        return "pt-BR"
    if tag == "en" or tag.startswith("en-"):
        return "en"
    return tag if tag in ("system", "pseudo") else value


def build_parser(table: dict[str, Mode]) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="rage-table", description="Rage Table")
    shared = parser.add_argument_group("window (all modes)")
    shared.add_argument("--size", type=_size, metavar="WxH", help="window size, e.g. 1280x720")
    screen = shared.add_mutually_exclusive_group()
    screen.add_argument("--fullscreen", action="store_true", default=None, help="full screen")
    screen.add_argument("--windowed", dest="fullscreen", action="store_false", help="a window")
    shared.add_argument(
        "--frames", type=int, default=0, metavar="N", help="stop after N frames (0: run until quit)"
    )
    shared.add_argument(
        "--lang",
        metavar="LANG",
        type=language_tag,
        choices=["system", "en", "pt-BR", "pseudo"],
        help="the language for this run (not saved): system, en, pt-BR, or pseudo (a test "
        "language marking every translated string)",
    )
    shared.add_argument("-v", "--verbose", action="store_true", help="log debug messages")
    for name, mode in table.items():
        group = parser.add_argument_group(f"{name}: {mode.help}")
        mode.add_arguments(group)
    return parser


def load_settings(args: argparse.Namespace) -> SettingsLike:
    """The player's saved settings, with this run's window flags on top (not saved unless
    the player changes settings)."""
    from desktop.store.paths import Paths
    from desktop.store.settings import Settings

    settings = Settings.load(Paths.from_env())
    if args.size is not None:
        settings.window_size = args.size
    if args.fullscreen is not None:
        settings.fullscreen = args.fullscreen
    if args.lang is not None:
        settings.language = args.lang
    return settings


def run_play(args: argparse.Namespace) -> int:
    import pygame

    from desktop.about import version
    from desktop.app import App
    from desktop.audio.quiet import quiet_native_stderr
    from desktop.screens.continue_game import resume_game
    from desktop.screens.crash import CrashGuard
    from desktop.store.crash_reports import CrashFacts, write_report
    from desktop.store.paths import Paths
    from desktop.ui.theme import clear_caches
    from desktop.wiring import app_registry

    paths = Paths.from_env()
    guard = CrashGuard(paths, version(), resume_game)
    with quiet_native_stderr():  # no sound device: ALSA's lines stay out of the terminal
        pygame.init()
    try:
        app = App(load_settings(args), app_registry(), split_frames=True, on_crash=guard)
        return app.run(max_frames=args.frames or None)
    except Exception as exc:
        # Not even the crash screen could be shown: the report, and a line that points to it.
        report = (
            guard.reports[-1]
            if guard.reports
            else write_report(paths, exc, CrashFacts(), version())
        )
        log.exception("Rage Table stopped on an unexpected error")
        where = f" A report is in {report.path}." if report.path is not None else ""
        print(f"Rage Table stopped on an unexpected error: {report.error}.{where}", file=sys.stderr)
        return 1
    finally:
        clear_caches()
        pygame.quit()


def main(argv: Sequence[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    table = modes()
    args = build_parser(table).parse_args(argv)
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.INFO,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    for mode in table.values():
        if mode.chosen(args):
            return mode.run(args)
    return 2


if __name__ == "__main__":
    sys.exit(main())
