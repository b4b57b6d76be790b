"""The gallery: every card of every game as PNG contact sheets, plus one screenshot per table.

``run_gallery(out_dir)`` writes, for each page of each registered game's gallery
(`GameRegistration.gallery`: a card design, and which decks' backs to show):

- ``<design>-NN.png``: the faces at ``size`` (250 x 350 by default), ``per_sheet`` to a sheet,
  both sides of two-sided cards (the Rage CCG's ``#crinos`` faces follow their breed side);
- ``<design>-small.png``: every face at ``small`` size, to judge them as they sit on a table;
- ``<design>-backs.png``: the back of each deck;
- ``table-<game>.png``: a screenshot of the game's table, taken by the game's own headless
  demo at its `Demo.table_shot` milestone; a game without a demo is skipped with a note.

Nothing here needs a window: without a display the SDL dummy driver is used. A sheet that
fails is logged and the rest go on; the return code says whether everything was written.
"""

from __future__ import annotations

import logging
import os
import shutil
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from desktop.games import Games
from desktop.games.registration import GameRegistration

log = logging.getLogger(__name__)

DEFAULT_SIZE = (250, 350)
SMALL_SIZE = (90, 126)
PER_SHEET = 24
COLUMNS = 6
TABLE_SIZE = (1920, 1080)
#: at most this many frames of a demo game: the table shot comes well before
TABLE_FRAMES = 6000


def run_gallery(
    out_dir: str | os.PathLike[str],
    *,
    size: tuple[int, int] = DEFAULT_SIZE,
    small: tuple[int, int] | None = SMALL_SIZE,
    per_sheet: int = PER_SHEET,
    columns: int = COLUMNS,
    games: Sequence[str] | None = None,
    tables: bool = True,
    registry: Games | None = None,
) -> int:
    """Render the gallery into ``out_dir``; 0 when every sheet was written, 1 otherwise.

    ``games`` limits the games (ruleset ids or card designs; default: all of ``registry``,
    every game of this build unless given); ``tables=False`` skips the table screenshots.
    """
    out = Path(out_dir)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        log.error("gallery: cannot create %s: %s", out, exc)
        return 2
    if registry is None:
        from desktop.games.catalog import all_games

        registry = all_games()
    chosen = [
        g
        for g in registry
        if games is None or g.ruleset in games or any(p.art in games for p in g.gallery)
    ]
    pygame = _init_pygame()
    from desktop.render import CardRenderer, render_sheet

    renderer = CardRenderer(arts=[g.card_art() for g in chosen])
    started = time.perf_counter()
    written: list[Path] = []
    failures = 0

    def sheet(ids: list[str], art: str, card_size: tuple[int, int], cols: int, name: str) -> bool:
        """Draw and save one sheet; False (and a log line) if that failed."""
        try:
            surface = render_sheet(renderer, ids, art, card_size, cols)
            path = out / name
            pygame.image.save(surface, str(path))
        except Exception:
            log.exception("gallery: %s failed", name)
            return False
        written.append(path)
        return True

    for game in chosen:
        for page in game.gallery:
            art = page.art
            try:
                ids = renderer.card_ids(art)
            except ValueError:
                log.warning("gallery: no card designs for %r", art)
                ids = []
            if not ids:
                log.warning("gallery: %s has no cards to draw (card data missing?)", art)
                failures += 1
                continue
            chunks = [ids[i : i + per_sheet] for i in range(0, len(ids), max(1, per_sheet))]
            for n, chunk in enumerate(chunks, 1):
                failures += not sheet(chunk, art, size, columns, f"{art}-{n:02d}.png")
            if small:
                cols = max(columns, round(len(ids) ** 0.5 * 1.4))
                failures += not sheet(ids, art, small, cols, f"{art}-small.png")
            backs = [f"back:{d}" for d in _decks(renderer, art, page.backs)]
            failures += not sheet(backs, art, size, len(backs), f"{art}-backs.png")
            renderer.clear()  # keep memory flat across games

    if tables:
        for game in chosen:
            try:
                written += table_screenshot(game, out, registry)
            except Exception:  # a broken table must not lose the card sheets
                log.exception("gallery: the %s table screenshot failed", game.ruleset)
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


def table_screenshot(game: GameRegistration, out: Path, registry: Games) -> list[Path]:
    """Save ``table-<game>.png`` into ``out``, taken by the game's demo at its table shot (else
    its last screenshot); [] when the game has no demo."""
    from desktop.demo import play

    demo = game.demo
    if demo is None:
        log.info("gallery: the %s table has no demo yet: no screenshot (skipped)", game.ruleset)
        return []
    work = out / f"table-{game.ruleset}.parts"
    work.mkdir(exist_ok=True)
    try:
        result = play(
            game.ruleset,
            seed=1,
            frames=0,
            max_frames=TABLE_FRAMES,
            size=TABLE_SIZE,
            screenshots=work,
            until=demo.table_shot,
            quit_pygame=False,
            games=registry,
        )
        shots = [Path(p) for p in result.screenshots if Path(p).is_file()]
        if not shots:
            log.warning("gallery: the %s table demo gave no screenshot", game.ruleset)
            return []
        kept = next((p for p in shots if p.stem == demo.table_shot), shots[-1])
        target = out / f"table-{game.ruleset}.png"
        shutil.copyfile(kept, target)
        return [target]
    finally:
        shutil.rmtree(work, ignore_errors=True)


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


def _decks(renderer: Any, art: str, backs: tuple[str, ...] | None) -> list[str]:
    """The decks whose backs a page shows: its own list, else the design's ``decks()``."""
    if backs is not None:
        return list(backs)
    decks = getattr(renderer._art(art), "decks", None)
    if callable(decks):
        return list(decks(art))
    return [""]


__all__ = ["run_gallery", "table_screenshot"]


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
