"""Sound effects: synthesized at first use (`synth`), played through the App's `Sounds`."""

from desktop.audio.sounds import Sounds, play_sound
from desktop.audio.synth import EFFECTS

__all__ = ["EFFECTS", "Sounds", "play_sound"]
