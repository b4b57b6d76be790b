"""Easing functions: t in [0, 1] to progress, with f(0) == 0 and f(1) == 1.

Names follow easings.net; "back" and "elastic" overshoot on purpose (cards that land).
"""

from __future__ import annotations

import math
from collections.abc import Callable

Easing = Callable[[float], float]

_BACK = 1.70158


def linear(t: float) -> float:
    return t


def in_quad(t: float) -> float:
    return t * t


def out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def in_cubic(t: float) -> float:
    return t**3


def out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def in_out_cubic(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def in_back(t: float) -> float:
    return (_BACK + 1) * t**3 - _BACK * t * t


def out_back(t: float) -> float:
    u = t - 1
    return 1 + (_BACK + 1) * u**3 + _BACK * u * u


def in_out_back(t: float) -> float:
    c = _BACK * 1.525
    if t < 0.5:
        return ((2 * t) ** 2 * ((c + 1) * 2 * t - c)) / 2
    return ((2 * t - 2) ** 2 * ((c + 1) * (t * 2 - 2) + c) + 2) / 2


def out_elastic(t: float) -> float:
    if t <= 0:
        return 0.0
    if t >= 1:
        return 1.0
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi / 3)) + 1


def in_out_sine(t: float) -> float:
    return -(math.cos(math.pi * t) - 1) / 2


def out_bounce(t: float) -> float:
    n, d = 7.5625, 2.75
    if t < 1 / d:
        return n * t * t
    if t < 2 / d:
        t -= 1.5 / d
        return n * t * t + 0.75
    if t < 2.5 / d:
        t -= 2.25 / d
        return n * t * t + 0.9375
    t -= 2.625 / d
    return n * t * t + 0.984375


EASINGS: dict[str, Easing] = {
    "linear": linear,
    "in_quad": in_quad,
    "out_quad": out_quad,
    "in_out_quad": in_out_quad,
    "in_cubic": in_cubic,
    "out_cubic": out_cubic,
    "in_out_cubic": in_out_cubic,
    "in_back": in_back,
    "out_back": out_back,
    "in_out_back": in_out_back,
    "out_elastic": out_elastic,
    "in_out_sine": in_out_sine,
    "out_bounce": out_bounce,
}


def ease(easing: str | Easing) -> Easing:
    """Resolve an easing by name (or pass a function through)."""
    if callable(easing):
        return easing
    try:
        return EASINGS[easing]
    except KeyError:
        raise ValueError(f"unknown easing {easing!r}; known: {', '.join(EASINGS)}") from None
