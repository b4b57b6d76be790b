"""The player's settings, as TOML in the config dir.

Loading never fails: a missing file gives the defaults; a file that is not valid TOML gives the
defaults plus a `warning` for the UI, and is moved aside (settings.toml.broken-<time>) so the
next save cannot overwrite whatever the player had. Single bad values fall back one by one.
Keys this version does not know are kept and written back, so an older build does not erase a
newer build's settings.
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop.store.atomic import atomic_write_text, keep_aside
from desktop.store.paths import Paths
from desktop.store.tomlwrite import dumps
from engine.core.bounded import BadInput, Limits, parse_toml, read_file
from engine.i18n import LANGUAGES, SYSTEM, _, using

log = logging.getLogger(__name__)

MIN_WINDOW = (640, 360)
MAX_WINDOW = 16384
SPEED_RANGE = (0.1, 10.0)
MAX_NAME = 40
#: A settings file is a few hundred bytes; a megabyte is not one.
SETTINGS_LIMITS = Limits(max_bytes=1024 * 1024, max_depth=16, max_string=64 * 1024)


@dataclass
class Settings:
    window_size: tuple[int, int] = (1600, 900)
    fullscreen: bool = False
    animation_speed: float = 1.0
    sound: bool = True
    hints: bool = True
    #: the Hint button at the tables (the Hard bot's move and why)
    move_hints: bool = True
    #: first-game tips dismissed, as "<game>:<tip>" (they do not come back at the next table)
    tips_seen: list[str] = field(default_factory=list)
    colorblind: bool = False
    #: "system" (the OS's language when we have it), "en" or "pt-BR"
    language: str = "system"
    player_name: str = ""
    #: game id -> the setup chosen last time (seats, options, bots...), JSON-like values.
    last_setup: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: the game last started from New game: New game opens on it next time ("" = the first)
    last_game: str = ""

    # Not settings: unknown keys kept for the round trip, and where/how it was loaded.
    extra: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    path: Path | None = field(default=None, compare=False, repr=False)
    #: One sentence for the UI when loading fell back to defaults; None when all went well.
    warning: str | None = field(default=None, compare=False, repr=False)
    #: Set when the existing file could neither be read nor kept aside: saving would lose it.
    protected: bool = field(default=False, compare=False, repr=False)

    # -- loading -----------------------------------------------------------------------------
    @classmethod
    def load(cls, paths: Paths) -> Settings:
        path = paths.settings_file
        try:
            raw = read_file(path, SETTINGS_LIMITS)
        except FileNotFoundError:
            return cls(path=path)
        except (OSError, BadInput) as exc:  # unreadable, a folder, a pipe, far too big
            log.warning("cannot read %s: %s", path, exc)
            with using(SYSTEM):
                warning = _(
                    "Your settings file could not be opened, so the defaults are in use "
                    "and changes will not be saved this time."
                )
            return cls(path=path, protected=True, warning=warning)
        try:
            data = parse_toml(raw, source=path.name, limits=SETTINGS_LIMITS)
        except BadInput as exc:
            # Kept aside, never overwritten: the player may want what was in it.
            log.warning("settings file %s is broken: %s", path, exc.message)
            kept = keep_aside(path)
            with using(SYSTEM):
                if kept is None:
                    return cls(
                        path=path,
                        protected=True,
                        warning=_(
                            "Your settings file is damaged ({problem}), so the defaults are "
                            "in use; it could not be moved aside, so changes will not be saved."
                        ).format(problem=exc.message),
                    )
                return cls(
                    path=path,
                    warning=_(
                        "Your settings file was damaged ({problem}), so the defaults are in "
                        "use. The old file was kept as {name}."
                    ).format(problem=exc.message, name=kept.name),
                )
        settings, problems = cls.from_dict(data)
        settings.path = path
        if problems:
            log.warning("settings %s: %s", path, "; ".join(problems))
            with using(settings.language):
                settings.warning = _(
                    "Some settings were not understood and were reset: {names}."
                ).format(names=", ".join(problems))
        return settings

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> tuple[Settings, list[str]]:
        """Settings from parsed TOML, and the names of values that fell back to defaults."""
        settings = cls()
        problems: list[str] = []
        for name, value in data.items():
            check = _CHECKS.get(name)
            if check is None:
                settings.extra[name] = value
                continue
            try:
                setattr(settings, name, check(value))
            except (TypeError, ValueError):
                problems.append(name)
        return settings, problems

    # -- saving ------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = dict(self.extra)
        for name in _CHECKS:
            data[name] = getattr(self, name)
        data["window_size"] = list(self.window_size)
        return data

    def save(self, path: Path | None = None) -> Path:
        """Write atomically to `path` (default: where it was loaded from). Raises OSError."""
        target = path or self.path
        if target is None:
            raise ValueError("Settings.save needs a path (use Settings.load(paths) first).")
        if self.protected and path is None:
            raise PermissionError(
                f"{target} could not be read or moved aside, so it is not overwritten."
            )
        text = "# Rage Table settings. Safe to edit while the app is closed.\n"
        atomic_write_text(target, text + dumps(self.to_dict()))
        return target


# -- value checks: return the cleaned value or raise TypeError/ValueError --------------------
def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError("not a boolean")
    return value


def _window(value: Any) -> tuple[int, int]:
    if not isinstance(value, list | tuple) or len(value) != 2:
        raise TypeError("not a [width, height] pair")
    size = []
    for number, least in zip(value, MIN_WINDOW, strict=True):
        if isinstance(number, bool) or not isinstance(number, int):
            raise TypeError("not whole numbers")
        size.append(min(max(number, least), MAX_WINDOW))
    return size[0], size[1]


def _speed(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise TypeError("not a number")
    low, high = SPEED_RANGE
    return float(min(max(value, low), high))


def _name(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError("not text")
    return "".join(ch for ch in value if ch.isprintable()).strip()[:MAX_NAME]


def _tips(value: Any) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise TypeError("not a list of text")
    return list(dict.fromkeys(value))


def _language(value: Any) -> str:
    if value != SYSTEM and value not in LANGUAGES:
        raise ValueError("not a language we have")
    return value


def _setups(value: Any) -> dict[str, dict[str, Any]]:
    if not isinstance(value, dict) or not all(isinstance(v, dict) for v in value.values()):
        raise TypeError("not a table of tables")
    return {str(game): dict(setup) for game, setup in value.items()}


_CHECKS = {
    "window_size": _window,
    "fullscreen": _bool,
    "animation_speed": _speed,
    "sound": _bool,
    "hints": _bool,
    "move_hints": _bool,
    "tips_seen": _tips,
    "colorblind": _bool,
    "language": _language,
    "player_name": _name,
    "last_setup": _setups,
    "last_game": _name,  # an id New game checks against its games
}
