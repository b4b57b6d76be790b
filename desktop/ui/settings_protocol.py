"""What the settings screen and the app need from a settings object (desktop.store has one)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol


class SettingsLike(Protocol):
    window_size: tuple[int, int]
    fullscreen: bool
    animation_speed: float  # 1 = normal, 2 = twice as fast
    sound: bool
    hints: bool
    move_hints: bool
    colorblind: bool
    language: str  # "system", "en" or "pt-BR" (engine.i18n)

    def save(self) -> object: ...


@dataclass
class MemorySettings:
    """Settings that live only in memory: for tests and for running without a config dir."""

    window_size: tuple[int, int] = (1600, 900)
    fullscreen: bool = False
    animation_speed: float = 1.0
    sound: bool = True
    hints: bool = True
    move_hints: bool = True
    colorblind: bool = False
    tips_seen: list[str] = field(default_factory=list)
    #: English unless asked: tests and demos must not depend on the machine's language
    language: str = "en"
    saves: int = 0

    def save(self) -> None:
        self.saves += 1
