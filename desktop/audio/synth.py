"""The game's sound effects, synthesized from nothing but arithmetic (stdlib only).

Each effect is a function of the sample rate that returns mono samples in [-1, 1]. Noise
comes from a seeded `random.Random`, so an effect sounds the same every time it is made.
Nothing here touches pygame: `pcm` turns samples into the mixer's raw format.
"""

from __future__ import annotations

import cmath
import math
import operator
import random
from array import array
from collections.abc import Callable
from itertools import accumulate, repeat
from typing import Any

Samples = list[float]
_IMAG = operator.attrgetter("imag")
PEAK = 0.85  # every effect is normalised to this, then scaled by its own gain


def _silence(rate: int, seconds: float) -> Samples:
    return [0.0] * max(1, round(rate * seconds))


def _noise(n: int, seed: int) -> Samples:
    rnd = random.Random(seed)
    return [rnd.uniform(-1.0, 1.0) for _ in range(n)]


def _lowpass(xs: Samples, cutoff: float, rate: int) -> Samples:
    """A one-pole low-pass filter (softens noise into a rustle)."""
    a = 1.0 - math.exp(-2.0 * math.pi * cutoff / rate)
    y, out = 0.0, []
    for x in xs:
        y += a * (x - y)
        out.append(y)
    return out


def _highpass(xs: Samples, cutoff: float, rate: int) -> Samples:
    low = _lowpass(xs, cutoff, rate)
    return [x - lo for x, lo in zip(xs, low, strict=True)]


def _mix_in(out: Samples, xs: Samples, at: int, gain: float = 1.0) -> None:
    part = xs[: max(0, len(out) - at)]
    if gain != 1.0:
        part = list(map(operator.mul, part, repeat(gain)))
    out[at : at + len(part)] = map(operator.add, out[at : at + len(part)], part)


def _tone(
    rate: int, seconds: float, freq: float, decay: float, *, drop: float = 0.0, gain: float = 1.0
) -> Samples:
    """A sine that decays exponentially (`decay` per second); `drop` bends the pitch down."""
    n = round(rate * seconds)
    if not drop:  # a decaying phasor, advanced by one complex multiply a sample (in C)
        step = cmath.exp(complex(-decay / rate, 2.0 * math.pi * freq / rate))
        phasors = accumulate(repeat(step, n - 1), operator.mul, initial=complex(gain, 0.0))
        return list(map(_IMAG, phasors))
    out, phase = [], 0.0
    for i in range(n):
        t = i / rate
        f = freq * (1.0 - drop * min(1.0, t / seconds))
        phase += 2.0 * math.pi * f / rate
        out.append(gain * math.sin(phase) * math.exp(-decay * t))
    return out


def _tick(rate: int, seconds: float, seed: int, cutoff: float, decay: float) -> Samples:
    """A short filtered noise burst with a 1 ms attack: the sound of card on card."""
    n = round(rate * seconds)
    attack = max(1, rate // 1000)
    noise = _highpass(_noise(n, seed), cutoff * 0.25, rate)
    noise = _lowpass(noise, cutoff, rate)
    return [x * min(1.0, i / attack) * math.exp(-decay * i / rate) for i, x in enumerate(noise)]


# -- the effects --------------------------------------------------------------------------------


def card_play(rate: int) -> Samples:
    """A card snapped onto the table: a bright flick and a little body underneath."""
    out = _tick(rate, 0.11, 11, 5200.0, 55.0)
    _mix_in(out, _tone(rate, 0.06, 210.0, 60.0, drop=0.3), 0, 0.45)
    return out


def deal(rate: int) -> Samples:
    """A soft riffle: five quiet ticks, a card each."""
    out = _silence(rate, 0.42)
    for k in range(5):
        tick = _tick(rate, 0.05, 20 + k, 3200.0, 90.0)
        _mix_in(out, tick, round(rate * 0.075 * k), 0.7 + 0.06 * k)
    return out


def flip(rate: int) -> Samples:
    """Cards turned face up: two quick ticks."""
    out = _silence(rate, 0.16)
    _mix_in(out, _tick(rate, 0.05, 31, 4200.0, 80.0), 0, 0.8)
    _mix_in(out, _tick(rate, 0.06, 32, 5000.0, 70.0), round(rate * 0.06))
    return out


def sweep(rate: int) -> Samples:
    """The trick swept off the table: a whoosh that swells and fades, opening as it goes."""
    seconds = 0.38
    n = round(rate * seconds)
    noise = _noise(n, 41)
    out, y = [], 0.0
    for i, x in enumerate(noise):
        t = i / n
        cutoff = 500.0 + 2600.0 * math.sin(math.pi * t)
        a = 1.0 - math.exp(-2.0 * math.pi * cutoff / rate)
        y += a * (x - y)
        env = math.sin(math.pi * t) ** 2
        out.append(y * env)
    return out


def _bell(rate: int, seconds: float, freq: float, decay: float) -> Samples:
    out = _tone(rate, seconds, freq, decay)
    for ratio, gain in ((2.0, 0.35), (3.01, 0.12)):
        # The overtones die sooner, so they are shorter.
        _mix_in(out, _tone(rate, seconds * 0.6, freq * ratio, decay * 1.8, gain=gain), 0)
    return out


def chime(rate: int) -> Samples:
    """A bid made: a soft two-note chime."""
    out = _silence(rate, 0.55)
    _mix_in(out, _bell(rate, 0.5, 988.0, 9.0), 0)
    _mix_in(out, _bell(rate, 0.45, 1319.0, 10.0), round(rate * 0.08), 0.8)
    return out


def win(rate: int) -> Samples:
    """A round scored or a day won: a rising major arpeggio."""
    out = _silence(rate, 0.9)
    for k, freq in enumerate((523.25, 659.25, 783.99, 1046.5)):
        _mix_in(out, _bell(rate, 0.9 - 0.1 * k, freq, 5.5), round(rate * 0.1 * k), 0.8)
    return out


def thud(rate: int) -> Samples:
    """An illegal drop: a low, dull knock."""
    out = _tone(rate, 0.2, 95.0, 22.0, drop=0.45)
    _mix_in(out, _lowpass(_tick(rate, 0.05, 51, 900.0, 70.0), 600.0, rate), 0, 1.6)
    return out


def hit(rate: int) -> Samples:
    """A kill: a thud with a rough edge."""
    out = _tone(rate, 0.28, 70.0, 14.0, drop=0.5)
    _mix_in(out, _tick(rate, 0.16, 61, 1800.0, 24.0), 0, 0.9)
    return out


def click(rate: int) -> Samples:
    """A UI button: a tiny high blip."""
    return _tone(rate, 0.035, 1900.0, 140.0)


#: name -> (synthesis, gain)
EFFECTS: dict[str, tuple[Callable[[int], Samples], float]] = {
    "play": (card_play, 0.9),
    "deal": (deal, 0.55),
    "flip": (flip, 0.7),
    "sweep": (sweep, 0.6),
    "chime": (chime, 0.5),
    "win": (win, 0.55),
    "thud": (thud, 0.9),
    "hit": (hit, 0.85),
    "click": (click, 0.35),
}


def render(name: str, rate: int) -> Samples:
    """The named effect at `rate`, normalised (peak PEAK x gain) and with a 2 ms fade-out."""
    make, gain = EFFECTS[name]
    xs = make(rate)
    peak = max(max(xs, default=0.0), -min(xs, default=0.0))
    scale = PEAK * gain / peak if peak > 0 else 0.0
    out = list(map(operator.mul, xs, repeat(scale)))
    n = len(out)
    fade = min(n, max(1, rate // 500))
    for i in range(n - fade, n):
        out[i] *= (n - 1 - i) / fade
    return out


# -- raw buffers ---------------------------------------------------------------------------------

#: SDL's sample formats as pygame.mixer.get_init() reports them -> (typecode, scale, offset)
FORMATS: dict[int, tuple[str, float, float]] = {
    -16: ("h", 32767.0, 0.0),
    16: ("H", 32767.0, 32768.0),
    -8: ("b", 127.0, 0.0),
    8: ("B", 127.0, 128.0),
    32: ("f", 1.0, 0.0),
}


def pcm(samples: Samples, size: int, channels: int) -> bytes:
    """Interleaved raw samples in the mixer's format (native byte order, as SDL's *SYS)."""
    code, scale, offset = FORMATS[size]
    clipped = [-1.0 if x < -1.0 else 1.0 if x > 1.0 else x for x in samples]
    mono: array[float] | array[int]
    if code == "f":
        mono = array("f", clipped)
    else:
        mono = array(code, [int(offset + scale * x + 0.5) - (x < 0) for x in clipped])
    if channels == 1:
        return mono.tobytes()
    out: array[Any] = array(code, bytes(mono.itemsize * len(mono) * channels))
    for c in range(channels):
        out[c::channels] = mono
    return out.tobytes()
