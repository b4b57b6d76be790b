"""What every table's headless demo shares: one screenshot per milestone, and the report."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


class Shots:
    """Saves one screenshot per milestone name, the first time it is taken."""

    def __init__(self, directory: Path | None, app: Any, prefix: str = "") -> None:
        self.directory = directory
        self.app = app
        self.prefix = prefix
        self.saved: list[Path] = []
        self.done: set[str] = set()
        if directory is not None:
            directory.mkdir(parents=True, exist_ok=True)

    def take(self, name: str) -> None:
        if name in self.done:
            return
        self.done.add(name)
        if self.directory is None:
            return
        path = self.directory / f"{self.prefix}{name}.png"
        self.app.screenshot(str(path))
        self.saved.append(path)


def write_stats(path: str | None, stats: dict[str, Any]) -> None:
    if path:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        Path(path).write_text(json.dumps(stats, indent=2) + "\n")
