"""What the CCG table shows now: the looking seat's view of the game and its legal commands,
the game log and the combat's own log. The table reads the view from the engine whenever the
game moved (so the two never drift apart); the presenter writes the logs as events are shown.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

#: lines each log keeps
LOG_LINES = 200
COMBAT_LINES = 40


@dataclass
class Log:
    """Lines in order; a line said again at once becomes a count (×3)."""

    lines: list[str] = field(default_factory=list)
    most: int = LOG_LINES
    #: lines added since the start, those dropped included (where a scrolled log stands)
    added: int = 0
    _last: str = ""
    _repeat: int = 0

    def add(self, text: str) -> None:
        if self.lines and self._last == text:
            self._repeat += 1
            self.lines[-1] = f"{text} (×{self._repeat})"
            return
        self._last, self._repeat = text, 1
        self.lines.append(text)
        self.added += 1
        if len(self.lines) > self.most:
            del self.lines[: -self.most]

    def clear(self) -> None:
        self.lines.clear()
        self._last, self._repeat, self.added = "", 0, 0


@dataclass
class LogScroll:
    """Where a log read back stands (PgUp/PgDn, the wheel): its last entry shown, or None
    at the newest. Where it stands, it stays while new lines come; back at the newest, it
    follows them again."""

    end: int | None = None

    def scroll(self, log: Log, entries: int, keep: int) -> None:
        """Back (`entries` > 0) or forward; at least `keep` lines stay in sight."""
        end = log.added if self.end is None else self.end
        earliest = log.added - len(log.lines) + min(len(log.lines), keep)
        end = max(earliest, min(log.added, end - entries))
        self.end = None if end >= log.added else end

    def lines(self, log: Log) -> tuple[list[str], int]:
        """The log's lines up to where it stands, and how many newer ones follow."""
        if self.end is None:
            return log.lines, 0
        newer = log.added - self.end
        return log.lines[: max(0, len(log.lines) - newer)], newer


@dataclass
class CcgModel:
    view: dict[str, Any] = field(default_factory=dict)
    legal: list[dict[str, Any]] = field(default_factory=list)
    log: Log = field(default_factory=Log)
    combat_log: Log = field(default_factory=lambda: Log(most=COMBAT_LINES))
