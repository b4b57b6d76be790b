"""Crash reports: what the app knew when an unexpected error stopped it, written as a text
file in the log folder, so a player can send it and a developer can replay the game.

A report holds the traceback, the app's version, the platform, and what the screen that
crashed says of itself (`CrashFacts`: the game, its seed, the last commands, the autosave).
Writing one never raises: a report that cannot be written is logged, and the crash screen
says so.
"""

from __future__ import annotations

import json
import logging
import platform
import sys
import traceback
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Protocol, runtime_checkable

from desktop.store.atomic import atomic_write_text
from desktop.store.paths import Paths

log = logging.getLogger(__name__)

#: At most this many of the game's last commands go into a report.
RECENT_COMMANDS = 20


@dataclass(frozen=True)
class CrashFacts:
    """What a table knows about its game, for a report and for continuing after a crash."""

    game: str = ""
    seed: int | None = None
    seats: int = 0
    #: the last commands as (entry number, seat, command), oldest first
    recent: tuple[tuple[int, int | None, object], ...] = ()
    #: the game's autosave, to continue it from (None: nothing to continue)
    journal: Path | None = None
    extra: Mapping[str, object] = field(default_factory=dict)


@runtime_checkable
class ReportsCrashFacts(Protocol):
    """A screen that can say what it was showing (tables do)."""

    def crash_facts(self) -> CrashFacts: ...


@dataclass(frozen=True)
class CrashReport:
    """A crash as written: the file (None when it could not be written) and the facts."""

    path: Path | None
    error: str
    facts: CrashFacts
    text: str


def facts_of(screens: list[object]) -> CrashFacts:
    """The facts of the topmost screen that reports them (a menu over a table: the table's);
    empty ones when none does or asking fails."""
    for screen in reversed(screens):
        if isinstance(screen, ReportsCrashFacts):
            try:
                return screen.crash_facts()
            except Exception:  # a broken table may not even say what it holds
                log.exception("could not gather the crash facts of %r", screen)
    return CrashFacts()


def report_text(exc: BaseException, facts: CrashFacts, version: str, when: datetime) -> str:
    """The report as a person reads it: a heading, the facts, the recent commands, the
    traceback."""
    lines = [
        "Rage Table crash report",
        f"when: {when.isoformat(timespec='seconds')}",
        f"version: {version}",
        f"python: {sys.version.split()[0]} on {platform.platform()}",
        f"game: {facts.game or '(none)'}",
        f"seed: {facts.seed if facts.seed is not None else '(unknown)'}",
        f"seats: {facts.seats}",
        f"autosave: {facts.journal if facts.journal is not None else '(none)'}",
    ]
    for key, value in facts.extra.items():
        lines.append(f"{key}: {value}")
    lines.append("")
    lines.append(f"last {len(facts.recent)} commands (entry, seat, command):")
    for n, seat, command in facts.recent:
        lines.append(f"  {n} seat {seat}: {json.dumps(command, default=str)[:2000]}")
    lines.append("")
    lines.append("traceback:")
    lines.extend(traceback.format_exception(exc))
    return "\n".join(line.rstrip("\n") for line in lines) + "\n"


def write_report(
    paths: Paths, exc: BaseException, facts: CrashFacts, version: str, now: datetime | None = None
) -> CrashReport:
    """Write a report into the log folder; never raises (the path is None when it failed)."""
    when = now or datetime.now()
    text = report_text(exc, facts, version, when)
    error = "".join(traceback.format_exception_only(exc)).strip()
    path: Path | None = paths.log_dir / f"crash-{when.strftime('%Y%m%d-%H%M%S-%f')}.txt"
    try:
        assert path is not None
        atomic_write_text(path, text)
    except Exception as write_error:
        log.error("could not write the crash report: %s", write_error)
        path = None
    return CrashReport(path=path, error=error, facts=facts, text=text)
