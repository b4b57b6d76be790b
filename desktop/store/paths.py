"""Every place Rage Table writes to, from platformdirs, with one override for all of them.

`RAGE_TABLE_HOME=/some/dir` puts config/, data/ and logs/ beneath that directory instead of
the per-OS user folders: tests use it to stay out of the real home, portable installs to keep
everything next to the app.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "RageTable"
HOME_ENV = "RAGE_TABLE_HOME"


@dataclass(frozen=True)
class Paths:
    config_dir: Path
    data_dir: Path
    log_dir: Path
    #: True when redirected by RAGE_TABLE_HOME (the UI may show "portable mode").
    portable: bool = False

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Paths:
        """The paths for this user, or beneath $RAGE_TABLE_HOME when that is set."""
        env = os.environ if environ is None else environ
        home = env.get(HOME_ENV, "").strip()
        if home:
            return cls.under(Path(home))
        # appauthor=False: on Windows this avoids a redundant RageTable\RageTable folder.
        return cls(
            config_dir=platformdirs.user_config_path(APP_NAME, appauthor=False),
            data_dir=platformdirs.user_data_path(APP_NAME, appauthor=False),
            log_dir=platformdirs.user_log_path(APP_NAME, appauthor=False),
        )

    @classmethod
    def under(cls, home: Path) -> Paths:
        """Everything beneath one directory (what RAGE_TABLE_HOME selects)."""
        root = Path(os.path.expanduser(home)).resolve()
        return cls(root / "config", root / "data", root / "logs", portable=True)

    # Plain properties, no side effects: directories are created by whoever writes into them,
    # so merely looking (a Stats screen, --selftest) never litters the disk.
    @property
    def settings_file(self) -> Path:
        return self.config_dir / "settings.toml"

    @property
    def saves_dir(self) -> Path:
        return self.data_dir / "saves"

    @property
    def replays_dir(self) -> Path:
        return self.data_dir / "replays"

    @property
    def journal_dir(self) -> Path:
        return self.data_dir / "journal"

    @property
    def history_db(self) -> Path:
        return self.data_dir / "history.sqlite3"

    @property
    def log_file(self) -> Path:
        return self.log_dir / "rage-table.log"


def ensure_dir(directory: Path) -> Path:
    """Create `directory` (and parents) on demand and return it."""
    directory.mkdir(parents=True, exist_ok=True)
    return directory
