"""Which fields of loaded cards the rules actually read: a tool for the test that no field is
accepted and then ignored.

Inside `recording()`, a game's card lookups hand out thin proxies (`tracked`) that note every
attribute read (and every effect parameter asked for) as (card id, field); a property or
method of the card runs on the proxy, so what it reads is noted too. Outside it,
`tracked` returns the card itself, so play pays one context-variable lookup per card lookup.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import replace
from types import MethodType
from typing import Any

_RECORDER: ContextVar[set[tuple[str, str]] | None] = ContextVar("ccg_reads", default=None)


@contextmanager
def recording() -> Iterator[set[tuple[str, str]]]:
    reads: set[tuple[str, str]] = set()
    token = _RECORDER.set(reads)
    try:
        yield reads
    finally:
        _RECORDER.reset(token)


def active() -> bool:
    """Whether reads are being recorded now."""
    return _RECORDER.get() is not None


def tracked(card: Any) -> Any:
    reads = _RECORDER.get()
    if reads is None:
        return card
    return _CardProxy(card, reads)


class _CardProxy:
    __slots__ = ("_card", "_reads")

    def __init__(self, card: Any, reads: set[tuple[str, str]]) -> None:
        object.__setattr__(self, "_card", card)
        object.__setattr__(self, "_reads", reads)

    def __getattr__(self, name: str) -> Any:
        card = self._card
        found = getattr(type(card), name, None)
        if isinstance(found, property) and found.fget is not None:
            return found.fget(self)  # its reads go through the proxy too
        if callable(found) and not isinstance(found, type):
            return MethodType(found, self)
        self._reads.add((card.id, name.lstrip("_")))  # `_rage` keeps the printed Rage
        value = getattr(card, name)
        if name == "effects":
            return tuple(
                _EffectProxy(e, card.id, f"effects[{i}]", self._reads) for i, e in enumerate(value)
            )
        return value

    def __eq__(self, other: Any) -> bool:
        other = other._card if isinstance(other, _CardProxy) else other
        return self._card == other

    def __hash__(self) -> int:
        return hash(self._card.id)


class _EffectProxy:
    __slots__ = ("_effect", "_id", "_at", "_reads")

    def __init__(self, effect: Any, card_id: str, at: str, reads: set[tuple[str, str]]) -> None:
        object.__setattr__(self, "_effect", effect)
        object.__setattr__(self, "_id", card_id)
        object.__setattr__(self, "_at", at)
        object.__setattr__(self, "_reads", reads)

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._effect, name)
        self._reads.add((self._id, f"{self._at}.{name}"))
        if name == "then":
            return tuple(
                _EffectProxy(e, self._id, f"{self._at}.then[{i}]", self._reads)
                for i, e in enumerate(value)
            )
        if name == "steps":
            return (self, *self.then)
        return value

    def param(self, name: str, default: Any = None) -> Any:
        self._reads.add((self._id, f"{self._at}.{name}"))
        value = self._effect.param(name, default)
        if name == "options" and value:
            return tuple(
                _EffectProxy(e, self._id, f"{self._at}.{name}[{i}]", self._reads)
                for i, e in enumerate(value)
            )
        return value

    def __eq__(self, other: Any) -> bool:
        other = other._effect if isinstance(other, _EffectProxy) else other
        return self._effect == other

    def __hash__(self) -> int:
        return hash(self._effect)


def replaced(effect: Any, **changes: Any) -> Any:
    """`dataclasses.replace` for an effect that may be a recording proxy: the copy is
    tracked under the same card and place, so reads through it are still noted."""
    if isinstance(effect, _EffectProxy):
        inner = replace(effect._effect, **changes)
        return _EffectProxy(inner, effect._id, effect._at, effect._reads)
    return replace(effect, **changes)


#: Effect keys of a card file -> the attributes of the parsed effect that hold them (an
#: amount "X" is held by `x`, the stat it stands for).
EFFECT_KEYS = {"target": ("selector",), "if": ("condition",), "amount": ("amount", "x")}


def unread(
    raw: dict[str, Any],
    reads: set[tuple[str, str]],
    aliases: dict[str, tuple[str, ...]] | None = None,
    exempt: tuple[str, ...] = ("id", "name", "type", "flavor", "text", "keywords"),
) -> list[str]:
    """The fields of a card file entry (`raw`) that the rules never read, as the loader would
    name them ("health", "effects[0].amount"). `aliases` maps a file field to the card
    attributes that hold it (a game's `damage` may be `damage` and `damage_x`); `exempt`
    fields are for people or for other cards to ask about (names, flavor, keywords)."""
    cid = raw["id"]
    out: list[str] = []
    for key, value in raw.items():
        if key in exempt:
            continue
        if key == "effects":
            for i, effect in enumerate(value):
                out += _unread_effect(cid, f"effects[{i}]", effect, reads)
            continue
        names = (aliases or {}).get(key, (key,))
        if not any((cid, name) in reads for name in names):
            out.append(key)
    return out


def _unread_effect(cid: str, at: str, raw: dict[str, Any], reads: set[tuple[str, str]]) -> list:
    out: list[str] = []
    for key, value in raw.items():
        if key in ("then", "options") and isinstance(value, list):
            if (cid, f"{at}.{key}") not in reads:
                out.append(f"{at}.{key}")
            for j, step in enumerate(value):
                out += _unread_option(cid, f"{at}.{key}[{j}]", step, reads)
            continue
        names = EFFECT_KEYS.get(key, (key,))
        if not any((cid, f"{at}.{name}") in reads for name in names):
            out.append(f"{at}.{key}")
    return out


def _unread_option(
    cid: str, at: str, raw: dict[str, Any] | list, reads: set[tuple[str, str]]
) -> list:
    """A step of `then`, or an option: one step, or a list of steps that the loader makes its
    first step with the rest as that step's `then` (so they are read under those paths)."""
    if isinstance(raw, dict):
        return _unread_effect(cid, at, raw, reads)
    first, *rest = raw
    out = _unread_effect(cid, at, first, reads)
    if rest and (cid, f"{at}.then") not in reads:
        out.append(f"{at}.then")
    for k, step in enumerate(rest):
        out += _unread_effect(cid, f"{at}.then[{k}]", step, reads)
    return out
