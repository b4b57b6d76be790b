"""The screens the Portuguese catalog covers, rendered in any language: for the pseudo-locale
test (`test_i18n_screens.py`) and for looking at them.

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tests.desktop.i18n_screens DIR [--lang pt-BR]

saves PNGs of the main menu, Settings, New game (RAGE and Ragers), the rules reference and the
RAGE and Ragers tables at their demo milestones (the RAGE summary is its last), at 1280x720 and
1920x1080, under DIR/<lang>/.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from desktop.screens import registry as names  # noqa: E402
from engine.i18n import using  # noqa: E402

SIZES = [(1280, 720), (1920, 1080)]
FRAME = 1 / 60


def _open(name: str, **kwargs: Any) -> Callable[[Any], None]:
    def opener(app: Any) -> None:
        assert app.open(name, **kwargs), name

    return opener


def _settings_language_focused(app: Any) -> None:
    _open(names.SETTINGS)(app)
    screen = app.stack.top
    screen.widgets.focus(screen.language)


#: menu-side screens: name -> what to do from the main menu
MENU_SCREENS: dict[str, Callable[[Any], None]] = {
    "menu": lambda app: None,
    "settings": _settings_language_focused,
    "new-game-rage-trick": _open(names.NEW_GAME, game="rage-trick"),
    "new-game-ragers": _open(names.NEW_GAME, game="ragers"),
    "new-game-rage-lv": _open(names.NEW_GAME, game="rage-lv"),
    "new-game-rage-classic": _open(names.NEW_GAME, game="rage-classic"),
    "rules-rage-trick": _open(names.RULES, game="rage-trick"),
    "learn": _open(names.LEARN),
    "replays": _open(names.REPLAYS),
    "stats": _open(names.STATS),
    "lan": _open(names.LAN),
    "decks": _open(names.DECKS),
}


def _lesson(game: str, lesson: str) -> Callable[[Any], None]:
    def go(app: Any) -> None:
        from desktop.learn.start import start_lesson

        start_lesson(app, game, lesson)

    return go


#: a lesson of each CCG course on its table, the coach's panel in the log's place
LESSON_SCENES: dict[str, Callable[[Any], None]] = {
    "lesson-rage-lv": _lesson("rage-lv", "pack"),
    "lesson-rage-classic": _lesson("rage-classic", "bluff"),
}


def _rage_table_for_a_person(app: Any) -> Any:
    from desktop.game.controllers import bot, person
    from tests.desktop.test_table_support import make_table

    seats = [person("Ana"), bot("Bruno"), bot("Chloé"), bot("Dev")]
    table = make_table(app, seats, dealer=3)  # seat 0 bids and leads first
    _frames_until(app, lambda: table.picker is not None)
    return table


def _rage_your_bid(app: Any) -> None:
    _rage_table_for_a_person(app)


def _rage_your_play(app: Any) -> None:
    table = _rage_table_for_a_person(app)
    table.submit({"type": "bid", "tricks": 2})
    _frames_until(app, lambda: table.status_text()[1] and table.model.phase == "play")


def _frames_until(app: Any, done: Callable[[], Any], limit: int = 3000) -> None:
    for _frame in range(limit):
        if done():
            return
        app.frame(FRAME, [])
    raise AssertionError("the table did not get there")


#: a person's turn at the RAGE table (the demo has bots only): tips on, the bid picker, the
#: Hint button, then the play prompt
PERSON_SCENES: dict[str, Callable[[Any], None]] = {
    "rage-table-your-bid": _rage_your_bid,
    "rage-table-your-play": _rage_your_play,
}

#: tables: name -> demo arguments (the demo's milestones are the scenes)
TABLES: dict[str, dict[str, Any]] = {
    "rage-trick": {"seats": 4, "seed": 3, "options": {"schedule": [2, 1]}},
    "ragers": {"seats": 2, "seed": 5},
    "rage-lv": {"seats": 2, "seed": 3, "max_frames": 20_000},
    "rage-classic": {"seats": 2, "seed": 3, "max_frames": 60_000},
}


def menu_app(language: str, size: tuple[int, int]) -> Any:
    from desktop.app import App
    from desktop.ui.settings_protocol import MemorySettings
    from desktop.wiring import app_registry

    settings = MemorySettings(window_size=size, language=language, sound=False, hints=True)
    return App(settings, app_registry())


def menu_scenes(
    language: str, size: tuple[int, int], scenes: dict[str, Callable[[Any], None]] | None = None
) -> Iterator[tuple[str, Any]]:
    """Each menu-side screen (or each of `scenes`), settled, on a fresh app."""
    for name, go in (MENU_SCREENS if scenes is None else scenes).items():
        app = menu_app(language, size)
        try:
            for _frame in range(50):
                app.frame(FRAME, [])
            with using(app.translations):  # as if from the app's own frame (a click)
                go(app)
            for _frame in range(10):
                app.frame(FRAME, [])
            yield name, app
        finally:
            app.close()


def play_table(game: str, language: str, size: tuple[int, int], shots: Path, **kw: Any) -> Any:
    from desktop.demo import play

    args = TABLES[game]
    params: dict[str, Any] = {"size": size, "speed": 8.0, "screenshots": str(shots)}
    if "max_frames" in args:
        params["max_frames"] = args["max_frames"]
    params.update(kw)
    return play(
        game,
        seats=args["seats"],
        seed=args["seed"],
        options=args.get("options"),
        language=language,
        **params,
    )


def save(directory: Path, language: str) -> list[Path]:
    saved = []
    for size in SIZES:
        tag = f"{size[0]}x{size[1]}"
        folder = directory / language / tag
        folder.mkdir(parents=True, exist_ok=True)
        scenes = {**MENU_SCREENS, **PERSON_SCENES, **LESSON_SCENES}
        for name, app in menu_scenes(language, size, scenes):
            path = folder / f"{name}.png"
            pygame.image.save(app.window, str(path))
            saved.append(path)
        for game in TABLES:
            result = play_table(game, language, size, folder)
            saved += list(result.screenshots)
    return saved


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("directory", type=Path)
    parser.add_argument("--lang", default="pt-BR")
    args = parser.parse_args()
    for path in save(args.directory, args.lang):
        print(path)


if __name__ == "__main__":
    main()
