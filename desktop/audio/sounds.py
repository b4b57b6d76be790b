"""`Sounds`: the app's sound effects, made on first use and played fire-and-forget.

The App owns one (`app.sounds`); screens reach it with `play_sound(app, "play")`, which is a
no-op for stub apps without one. Nothing happens at construction: the mixer is opened (if
`pygame.init()` hasn't already) and an effect synthesized only when it is first played with
sound on. If the mixer can't open (no audio device), one log line says so and every later
call is silent.
"""

from __future__ import annotations

import logging
import time
from typing import Any, Protocol

import pygame

from desktop.audio.synth import EFFECTS, FORMATS, pcm, render

log = logging.getLogger(__name__)

#: the format asked for when nobody opened the mixer yet (small buffer: low latency)
MIXER_FREQUENCY, MIXER_SIZE, MIXER_CHANNELS, MIXER_BUFFER = 44100, -16, 2, 512
#: the same effect again sooner than this is dropped (a burst of events in one frame)
MIN_GAP = 0.05


class SettingsWithSound(Protocol):
    sound: bool


class Sounds:
    """Synthesized effects, cached per mixer format; `play(name)` never raises."""

    def __init__(self, settings: SettingsWithSound, *, volume: float = 0.7) -> None:
        self.settings = settings
        self.volume = volume
        self.broken = False  # the mixer could not be used: stay silent from now on
        self._format: tuple[int, int, int] | None = None
        self._cache: dict[str, pygame.mixer.Sound] = {}
        self._last: dict[str, float] = {}

    @property
    def enabled(self) -> bool:
        return bool(getattr(self.settings, "sound", False)) and not self.broken

    def play(self, name: str, volume: float = 1.0) -> bool:
        """Start the effect `name` (see `synth.EFFECTS`); True if it was started."""
        if not self.enabled or name not in EFFECTS:
            return False
        now = time.monotonic()
        if now - self._last.get(name, float("-inf")) < MIN_GAP:
            return False
        if not self._ready():
            return False
        try:
            sound = self._cache.get(name)
            if sound is None:
                sound = self._cache[name] = self._make(name)
            sound.set_volume(max(0.0, min(1.0, self.volume * volume)))
            sound.play()
        except (pygame.error, ValueError, KeyError) as exc:
            self._give_up(f"sound effects are off: {exc}")
            return False
        # From when it started, not when it was asked for: making it the first time can take
        # longer than the gap on a busy machine.
        self._last[name] = time.monotonic()
        return True

    # -- the mixer -----------------------------------------------------------------------------

    def _ready(self) -> bool:
        """The mixer is open (opening it if need be) and the cache fits its format."""
        try:
            fmt = pygame.mixer.get_init()
            if fmt is None:
                pygame.mixer.init(
                    frequency=MIXER_FREQUENCY,
                    size=MIXER_SIZE,
                    channels=MIXER_CHANNELS,
                    buffer=MIXER_BUFFER,
                )
                fmt = pygame.mixer.get_init()
        except (pygame.error, OSError, NotImplementedError) as exc:
            # NotImplementedError: a pygame built without its mixer module
            self._give_up(f"no audio, sound effects are off: {exc}")
            return False
        if fmt is None:
            self._give_up("no audio, sound effects are off: the mixer did not open")
            return False
        if fmt != self._format:  # first use, or the mixer was closed and reopened
            self._cache.clear()
            self._format = fmt
        if fmt[1] not in FORMATS:
            self._give_up(f"sound effects are off: mixer format {fmt[1]} is not supported")
            return False
        return True

    def _make(self, name: str) -> pygame.mixer.Sound:
        assert self._format is not None
        rate, size, channels = self._format
        return pygame.mixer.Sound(buffer=pcm(render(name, rate), size, channels))

    def _give_up(self, why: str) -> None:
        if not self.broken:
            log.warning("%s", why)
        self.broken = True
        self._cache.clear()


def play_sound(owner: Any, name: str, volume: float = 1.0) -> None:
    """Play `name` on `owner.sounds` (an App, or a presenter given one); silently nothing
    when there is none (test stubs, tools)."""
    sounds = getattr(owner, "sounds", None)
    if sounds is not None:
        sounds.play(name, volume)
