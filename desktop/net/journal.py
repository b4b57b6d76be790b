"""A table's journal on disk, so a host that crashes restarts every table where it was.

One directory per table:
  game.jsonl  the full (host-side, unredacted) event log in engine.core.log's JSON-lines
              format, appended and flushed per entry, rewritten atomically after an undo;
  table.json  everything else the table needs to come back: game, seats, who sits where and
              their reconnect tokens. Written atomically whenever it changes.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from engine.core.log import Header, dumps_line, parse_lines, write_lines

log = logging.getLogger(__name__)

JOURNAL_FORMAT = 1
LOG_NAME = "game.jsonl"
SIDE_NAME = "table.json"


def write_atomic(path: Path, text: str) -> None:
    """Write via a temporary file and rename, so a crash leaves the old or the new file."""
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(tmp, path)


@dataclass
class Journal:
    directory: Path
    #: fsync each entry too (survives power loss, costs a disk flush per move).
    fsync: bool = False
    _handle: IO[str] | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        self.directory = Path(self.directory)
        self.directory.mkdir(parents=True, exist_ok=True)

    @property
    def log_path(self) -> Path:
        return self.directory / LOG_NAME

    @property
    def side_path(self) -> Path:
        return self.directory / SIDE_NAME

    # -- writing -----------------------------------------------------------------------------
    def save_side(self, data: dict[str, Any]) -> None:
        payload = {"format": JOURNAL_FORMAT, **data}
        write_atomic(self.side_path, json.dumps(payload, indent=1, sort_keys=True) + "\n")

    def rewrite(self, header: Header, entries: list[dict]) -> None:
        """The whole log anew (a new game, or one cut back by undo), then append from there."""
        self.close()
        write_atomic(self.log_path, "".join(line + "\n" for line in write_lines(header, entries)))
        self._handle = open(self.log_path, "a", encoding="utf-8", newline="\n")  # noqa: SIM115

    def append(self, item: dict) -> None:
        if self._handle is None:
            self._handle = open(self.log_path, "a", encoding="utf-8", newline="\n")  # noqa: SIM115
        # One write per entry, so a killed process leaves whole lines behind.
        self._handle.write(dumps_line(item) + "\n")
        self._handle.flush()
        if self.fsync:
            os.fsync(self._handle.fileno())

    def close(self) -> None:
        if self._handle is not None:
            self._handle.close()
            self._handle = None

    # -- reading -----------------------------------------------------------------------------
    def load_side(self) -> dict[str, Any] | None:
        try:
            data = json.loads(self.side_path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return None
        if not isinstance(data, dict) or data.get("format", 0) > JOURNAL_FORMAT:
            raise ValueError(f"{self.side_path} is not a table journal this version can read")
        return data

    def load_log(self) -> tuple[Header, list[dict]] | None:
        try:
            text = self.log_path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        lines = text.split("\n")
        if lines and lines[-1]:
            # A last line without its newline was cut by a crash mid-write: it never happened.
            log.warning("journal %s: dropping a torn last line", self.log_path)
        return parse_lines(lines[:-1])


def table_dirs(root: Path) -> list[Path]:
    """Journal directories of tables under `root` (those with a side file), oldest first."""
    root = Path(root)
    if not root.is_dir():
        return []
    found = [p for p in root.iterdir() if (p / SIDE_NAME).is_file()]
    return sorted(found, key=lambda p: p.name)
