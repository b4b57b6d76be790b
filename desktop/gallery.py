"""The gallery: every card of every game as PNG contact sheets, plus one screenshot per table.

``run_gallery(out_dir)`` writes, for each game the renderer knows (aliases drawing the same
cards are written once):

- ``<game>-NN.png``: the faces at ``size`` (250 x 350 by default), ``per_sheet`` to a sheet,
  both sides of two-sided cards (the Rage CCG's ``#crinos`` faces follow their breed side);
- ``<game>-small.png``: every face at ``small`` size, to judge them as they sit on a table;
- ``<game>-backs.png``: the back of each deck;
- ``table-<game>.png``: a screenshot of the game's table, taken by the table's own headless
  demo (see :data:`TABLES`); a table not built yet is skipped with a note.

Nothing here needs a window: without a display the SDL dummy driver is used. A sheet that
fails is logged and the rest go on; the return code says whether everything was written.
"""

from __future__ import annotations

import importlib
import inspect
import logging
import os
import shutil
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

DEFAULT_SIZE = (250, 350)
SMALL_SIZE = (90, 126)
PER_SHEET = 24
COLUMNS = 6
TABLE_SIZE = (1920, 1080)

# Decks whose backs each game shows (a design may also list its own with ``decks(game)``).
BACKS: dict[str, tuple[str, ...]] = {
    "rage-trick": ("",),
    "oh-hell": ("oh-hell",),
    "ragers": ("acc", "def", "patron", "cheers"),
}

TABLE_FRAMES = 2400  # frames of a demo game: enough for the deal, bids and a trick/combat


@dataclass(frozen=True)
class TableDemo:
    """Where a table's headless demo lives, and which of its milestone shots to keep."""

    module: str
    function: str
    keywords: dict[str, Any] = field(default_factory=dict)
    prefer: str = ""  # part of the screenshot's file name to keep (else the last one)


# game -> demos to try, in order; the first whose module imports (and, for desktop.demo,
# that lists the game in DEMO_GAMES) takes the screenshot.
TABLES: dict[str, tuple[TableDemo, ...]] = {
    "rage-trick": (TableDemo("desktop.demo", "play", {"game": "rage-trick", "seats": 4}, "trick"),),
    "ragers": (TableDemo("desktop.screens.ragers.demo", "play_arena_demo", {}, "mid-combat"),),
    "rage-lv": (
        TableDemo("desktop.screens.rage_lv.demo", "play_demo", {}, "combat"),
        TableDemo("desktop.demo", "play", {"game": "rage-lv", "seats": 2}, "combat"),
    ),
}


def run_gallery(
    out_dir: str | os.PathLike[str],
    *,
    size: tuple[int, int] = DEFAULT_SIZE,
    small: tuple[int, int] | None = SMALL_SIZE,
    per_sheet: int = PER_SHEET,
    columns: int = COLUMNS,
    games: Sequence[str] | None = None,
    tables: bool = True,
) -> int:
    """Render the gallery into ``out_dir``; 0 when every sheet was written, 1 otherwise.

    ``games`` limits the games (default: all the renderer knows); ``tables=False`` skips the
    table screenshots.
    """
    out = Path(out_dir)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        log.error("gallery: cannot create %s: %s", out, exc)
        return 2
    pygame = _init_pygame()
    from desktop.render import CardRenderer, render_sheet

    renderer = CardRenderer()
    started = time.perf_counter()
    written: list[Path] = []
    failures = 0

    def sheet(ids: list[str], game: str, card_size: tuple[int, int], cols: int, name: str) -> bool:
        """Draw and save one sheet; False (and a log line) if that failed."""
        try:
            surface = render_sheet(renderer, ids, game, card_size, cols)
            path = out / name
            pygame.image.save(surface, str(path))
        except Exception:
            log.exception("gallery: %s failed", name)
            return False
        written.append(path)
        return True

    for game in _games(renderer, games):
        ids = renderer.card_ids(game)
        if not ids:
            log.warning("gallery: %s has no cards to draw (card data missing?)", game)
            failures += 1
            continue
        chunks = [ids[i : i + per_sheet] for i in range(0, len(ids), max(1, per_sheet))]
        for n, chunk in enumerate(chunks, 1):
            failures += not sheet(chunk, game, size, columns, f"{game}-{n:02d}.png")
        if small:
            cols = max(columns, round(len(ids) ** 0.5 * 1.4))
            failures += not sheet(ids, game, small, cols, f"{game}-small.png")
        backs = [f"back:{d}" for d in _decks(renderer, game)]
        failures += not sheet(backs, game, size, len(backs), f"{game}-backs.png")
        renderer.clear()  # keep memory flat across games

    if tables:
        for game, demos in TABLES.items():
            if games is not None and game not in games:
                continue
            try:
                written += table_screenshot(game, demos, out)
            except Exception:  # a broken table must not lose the card sheets
                log.exception("gallery: the %s table screenshot failed", game)
                failures += 1

    log.info(
        "gallery: %d files in %s (%.1f s)%s",
        len(written),
        out,
        time.perf_counter() - started,
        f", {failures} failed" if failures else "",
    )
    for path in written:
        log.info("  %s", path.name)
    return 1 if failures else 0


def table_screenshot(game: str, demos: Sequence[TableDemo], out: Path) -> list[Path]:
    """Save a screenshot of ``game``'s table into ``out``; [] when there is none to take.

    The first of ``demos`` that exists is called with whichever of these keywords it
    accepts: ``seed`` (1), ``frames`` (:data:`TABLE_FRAMES`), ``size`` (1920 x 1080),
    ``screenshots`` / ``screenshots_dir`` / ``out_dir`` (a folder for its PNGs) and
    ``quit_pygame`` (False), plus the demo's own keywords. It may return a result with a
    ``screenshots`` list (as desktop.demo.play does), a pygame Surface, a path, a list of
    either, or None (then the PNGs it wrote in the folder are used).
    """
    import pygame

    found = _find_demo(game, demos)
    if found is None:
        log.info("gallery: the %s table has no demo yet: no screenshot (skipped)", game)
        return []
    demo, fn = found
    work = out / f"table-{game}.parts"
    work.mkdir(exist_ok=True)
    try:
        result = _call(
            fn,
            **demo.keywords,
            seed=1,
            frames=TABLE_FRAMES,
            size=TABLE_SIZE,
            screenshots=str(work),
            screenshots_dir=str(work),
            out_dir=work,
            quit_pygame=False,
        )
        items = getattr(result, "screenshots", result)
        if isinstance(items, (str, os.PathLike, pygame.Surface)):
            items = [items]
        items = list(items or []) or sorted(work.glob("*.png"))
        target = out / f"table-{game}.png"
        chosen = _prefer(items, demo.prefer)
        if chosen is None:
            log.warning("gallery: the %s table demo gave no screenshot", game)
            return []
        if isinstance(chosen, pygame.Surface):
            pygame.image.save(chosen, str(target))
        else:
            shutil.copyfile(chosen, target)
        return [target]
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _prefer(items: list[Any], prefer: str) -> Any:
    paths = [i for i in items if isinstance(i, (str, os.PathLike)) and Path(i).is_file()]
    surfaces = [i for i in items if not isinstance(i, (str, os.PathLike))]
    for p in paths:
        if prefer and prefer in Path(p).name:
            return p
    if paths:
        return paths[-1]
    return surfaces[0] if surfaces else None


# -- helpers ---------------------------------------------------------------------------------
def _init_pygame() -> Any:
    # Without a display (CI, a terminal) draw off screen; a running app keeps its own.
    import pygame

    if not pygame.display.get_init():
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    pygame.display.init()
    pygame.font.init()
    return pygame


def _games(renderer: Any, only: Sequence[str] | None) -> list[str]:
    """Each game once: aliases of one design drawing the same cards are skipped."""
    seen: set[tuple[int, tuple[str, ...]]] = set()
    out = []
    # The games' own ids (those with tables) before aliases such as "rage".
    names = (
        only if only is not None else sorted(renderer.games(), key=lambda g: (g not in TABLES, g))
    )
    for game in names:
        try:
            ids = tuple(renderer.card_ids(game))
            art = renderer._art(game)
        except ValueError:
            log.warning("gallery: no card designs for %r", game)
            continue
        key = (id(art), ids)
        if key in seen:
            continue
        seen.add(key)
        out.append(game)
    return out


def _decks(renderer: Any, game: str) -> list[str]:
    art = renderer._art(game)
    decks = getattr(art, "decks", None)
    if callable(decks):
        return list(decks(game))
    return list(BACKS.get(game, ("",)))


def _find_demo(game: str, demos: Sequence[TableDemo]) -> tuple[TableDemo, Callable] | None:
    for demo in demos:
        try:
            module = importlib.import_module(demo.module)
        except ModuleNotFoundError as exc:
            if exc.name and demo.module.startswith(exc.name):
                continue  # that table is not built (yet)
            raise
        listed = getattr(module, "DEMO_GAMES", None)
        if listed is not None and game not in listed:
            continue
        fn = getattr(module, demo.function, None)
        if callable(fn):
            return demo, fn
    return None


def _call(fn: Callable[..., Any], **offered: Any) -> Any:
    try:
        params = inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return fn()
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values()):
        return fn(**offered)
    return fn(**{k: v for k, v in offered.items() if k in params})


__all__ = ["TABLES", "run_gallery", "table_screenshot"]


# -- the --gallery mode of desktop/__main__.py ---------------------------------------------------
def add_arguments(group: Any) -> None:
    group.add_argument(
        "--gallery",
        metavar="DIR",
        help="render every card of every game and each table to PNGs in DIR",
    )


def chosen(args: Any) -> bool:
    return bool(getattr(args, "gallery", None))


def run(args: Any) -> int:
    return run_gallery(Path(args.gallery))
