"""The app's version: from the installed package, else from pyproject.toml beside the code.

A PyInstaller bundle ships pyproject.toml at its root (see build/rage_table.spec).
"""

from __future__ import annotations

import sys
import tomllib
from importlib import metadata
from pathlib import Path

APP_NAME = "Rage Table"


def _pyproject_candidates() -> list[Path]:
    here = Path(__file__).resolve().parent
    found = [here.parent / "pyproject.toml"]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        found.insert(0, Path(bundle) / "pyproject.toml")
    return found


def version() -> str:
    for path in _pyproject_candidates():
        if path.is_file():
            try:
                return str(tomllib.loads(path.read_text(encoding="utf-8"))["project"]["version"])
            except (OSError, KeyError, tomllib.TOMLDecodeError):
                continue
    try:
        return metadata.version("rage-table")
    except metadata.PackageNotFoundError:
        return "0+unknown"
