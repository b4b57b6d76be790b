"""The one reader of outside input: files, pipes and peers, in JSON or TOML.

Everything a player, a disk or another computer hands us (settings, journals, saves, replays,
card sets, lesson files, stdio requests, LAN messages) is read here, within `Limits`: its size,
how deeply it nests, how long a number or a string may be. A refusal is a `BadInput` that names
the source (a file or a peer), the place (a line, a column, a field) and what was wrong, in a
sentence a player can act on. Nothing here writes a file, and nothing lets Python's own limits
speak instead (a RecursionError from a 100,000-deep line, a ValueError from a 5,000-digit
integer, a MemoryError from a list of a billion seats).

    data = read_file(path)                                   # bytes; a regular file only
    value = parse_json(data, source=path.name)               # or parse_toml, parse_json_text
    at = At(path.name)
    header = at.key("header").need_object(value.get("header"))   # typed checks, same errors

`At` walks a parsed value with type checks whose refusals say where (`header.options.seats`).
"""

from __future__ import annotations

import functools
import json
import math
import os
import re
import stat
import tomllib
from dataclasses import dataclass
from itertools import accumulate
from pathlib import Path
from typing import TypeAlias

from engine.core.errors import Illegal
from engine.i18n import _

#: What `parse_json` and `parse_toml` give: JSON's values, TOML's too (its dates aside).
Json: TypeAlias = "None | bool | int | float | str | list[Json] | dict[str, Json]"


@dataclass(frozen=True)
class Limits:
    """How much one document may hold. The defaults suit every file the app keeps (a long
    game's journal is a few MB, its deepest line about 20 levels); a peer's messages or a
    request line take smaller ones (`Limits(max_bytes=...)`)."""

    #: bytes in the whole document (a file, a line of a pipe, a message)
    max_bytes: int = 64 * 1024 * 1024
    #: lists and objects inside each other
    max_depth: int = 64
    #: characters of one number as written (digits, sign, point and exponent)
    max_digits: int = 40
    #: characters of one string (a key or a value)
    max_string: int = 1024 * 1024


DEFAULT_LIMITS = Limits()
#: one message of a LAN peer: a line of JSON (the host's own limit on a line's bytes comes
#: first); a whole game's state or log fits, a hostile line does not
PEER_LIMITS = Limits(max_bytes=16 * 1024 * 1024, max_depth=48, max_string=256 * 1024)


class BadInput(Illegal):
    """Outside input we refuse: `source` (a file name or a peer), `place` (a line, a field;
    "" for the whole) and `problem` (what was wrong), joined in `message`. `incomplete` marks
    the damage a write cut short leaves (broken syntax, half a character), which a journal's
    last line may show after a crash; a document over a limit is never that."""

    incomplete: bool = False

    def __init__(self, source: str, place: str, problem: str, code: str = "bad-input") -> None:
        if place:
            message = _("{source}, {place}: {problem}").format(
                source=source, place=place, problem=problem
            )
        else:
            message = _("{source}: {problem}").format(source=source, problem=problem)
        super().__init__(code, message)
        self.source = source
        self.place = place
        self.problem = problem


# -- bytes ------------------------------------------------------------------------------------
def read_file(path: Path, limits: Limits = DEFAULT_LIMITS, *, source: str | None = None) -> bytes:
    """The bytes of a regular file, at most `limits.max_bytes` of them.

    A folder, a pipe, a device or a socket is refused (BadInput) without being opened for
    long: a FIFO would block the reader forever. What the system refuses (a missing file, no
    permission, a symbolic link that loops) is raised as the OSError it is.
    """
    path = Path(path)
    name = source if source is not None else path.name
    kind = stat.S_IFMT(os.stat(path).st_mode)
    if kind != stat.S_IFREG:
        raise BadInput(name, "", _not_a_file(kind))
    # O_NONBLOCK: if the file was swapped for a pipe since the stat, opening does not wait.
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb") as handle:
        kind = stat.S_IFMT(os.fstat(handle.fileno()).st_mode)
        if kind != stat.S_IFREG:
            raise BadInput(name, "", _not_a_file(kind))
        data = handle.read(limits.max_bytes + 1)
    if len(data) > limits.max_bytes:
        raise BadInput(name, "", _too_big(limits.max_bytes))
    return data


def _not_a_file(kind: int) -> str:
    if kind == stat.S_IFDIR:
        return _("is a folder, not a file.")
    if kind == stat.S_IFIFO:
        return _("is a pipe (FIFO), not a file.")
    return _("is not a regular file (a device or a socket).")


def _too_big(max_bytes: int) -> str:
    return _("is larger than {size}, more than this can be.").format(size=_size(max_bytes))


def _size(count: int) -> str:
    if count >= 1024 * 1024:
        return f"{count / (1024 * 1024):g} MB"
    if count >= 1024:
        return f"{count / 1024:g} KB"
    return _("{count} bytes").format(count=count)


def decode(data: bytes, *, source: str, place: str = "") -> str:
    """UTF-8 text (a leading byte-order mark dropped); a refusal names the line and column."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        where = _("line {line}, column {column}").format(line=line, column=column)
        error = BadInput(
            source,
            _join(place, where),
            _("is not UTF-8 text (byte 0x{byte:02x}).").format(byte=data[exc.start]),
        )
        error.incomplete = True
        raise error from None


# -- JSON ---------------------------------------------------------------------------------------
_STRING = re.compile(r'"(?:[^"\\]++|\\.)*+"', re.DOTALL)


@functools.lru_cache(maxsize=8)
def _long_digits(max_digits: int) -> re.Pattern[str]:
    """A run of digits longer than `max_digits` (where an integer could be that long)."""
    return re.compile(rf"[0-9]{{{max_digits + 1}}}")


_BRACKET = re.compile(r"[\[\]{}]")
_STEPS = {"[": 1, "{": 1, "]": -1, "}": -1}


class _NumberRefused(Exception):
    """A number the decoder's hooks refuse: "long", "large", or the constant written."""

    def __init__(self, why: str) -> None:
        super().__init__(why)
        self.why = why


@functools.lru_cache(maxsize=16)
def _decoder(max_digits: int, every_number: bool) -> json.JSONDecoder:
    """A decoder that refuses numbers written longer than `max_digits`, non-finite floats and
    NaN/Infinity; integers go through the check only with `every_number` (each is a Python
    call). Made once per limit: building a decoder per line was a fifth of the parse."""

    def number(written: str) -> int | float:
        if len(written) > max_digits:
            raise _NumberRefused("long")
        if any(c in written for c in ".eE"):
            value = float(written)
            if not math.isfinite(value):
                raise _NumberRefused("large")
            return value
        return int(written)

    def constant(written: str) -> float:
        raise _NumberRefused(written)

    if every_number:
        return json.JSONDecoder(parse_int=number, parse_float=number, parse_constant=constant)
    return json.JSONDecoder(parse_float=number, parse_constant=constant)


def parse_json(
    data: bytes | str,
    *,
    source: str,
    place: str = "",
    limits: Limits = DEFAULT_LIMITS,
    code: str = "bad-input",
) -> Json:
    """One JSON document (a file, a line, a message), checked against `limits`; a refusal
    carries `code` (e.g. "bad-log", "bad-request")."""
    try:
        return _parse_json(data, source, place, limits)
    except BadInput as exc:
        if exc.code == code:
            raise
        error = BadInput(exc.source, exc.place, exc.problem, code)
        error.incomplete = exc.incomplete
        raise error from None


def _parse_json(data: bytes | str, source: str, place: str, limits: Limits) -> Json:
    if len(data) > limits.max_bytes:
        raise BadInput(source, place, _too_big(limits.max_bytes))
    text = decode(data, source=source, place=place) if isinstance(data, bytes) else data
    _check_nesting(text, source, place, limits)

    # Floats (rare in our files) are checked one by one; integers, a Python call each, only
    # where the text has a run of digits long enough to be one over the limit.
    every_number = _long_digits(limits.max_digits).search(text) is not None
    try:
        value: Json = _decoder(limits.max_digits, every_number).decode(text)
    except _NumberRefused as refused:
        problem = (
            _long_number(limits.max_digits)
            if refused.why == "long"
            else _("holds a number too large to use.")
            if refused.why == "large"
            else _("holds {word}, which is not a number JSON allows.").format(word=refused.why)
        )
        raise BadInput(source, place, problem) from None
    except json.JSONDecodeError as exc:
        where = _("line {line}, column {column}").format(line=exc.lineno, column=exc.colno)
        error = BadInput(
            source,
            _join(place, where) if "\n" in text.strip() or not place else place,
            _("is not valid JSON ({reason}).").format(reason=exc.msg),
        )
        error.incomplete = True
        raise error from None
    except RecursionError:  # the nesting check above makes this unreachable; kept as a guard
        raise BadInput(source, place, _deep(limits.max_depth)) from None
    if len(text) > limits.max_string:  # else no string in it can be too long
        check_value(value, source=source, place=place, limits=limits)
    return value


def _check_nesting(text: str, source: str, place: str, limits: Limits) -> None:
    """Refuse JSON nested deeper than the limit before the parser recurses into it."""
    if text.count("[") + text.count("{") <= limits.max_depth:
        return
    brackets = _BRACKET.findall(_STRING.sub("", text))
    if max(accumulate(map(_STEPS.__getitem__, brackets)), default=0) > limits.max_depth:
        raise BadInput(source, place, _deep(limits.max_depth))


def _deep(max_depth: int) -> str:
    return _("nests lists and objects more than {depth} deep.").format(depth=max_depth)


def _long_number(max_digits: int) -> str:
    return _("holds a number written with more than {digits} characters.").format(digits=max_digits)


# -- TOML ---------------------------------------------------------------------------------------
def parse_toml(
    data: bytes | str, *, source: str, limits: Limits = DEFAULT_LIMITS
) -> dict[str, Json]:
    """One TOML document, checked against `limits` (its dates and times come back as text)."""
    if len(data) > limits.max_bytes:
        raise BadInput(source, "", _too_big(limits.max_bytes))
    text = decode(data, source=source) if isinstance(data, bytes) else data
    try:
        value = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        error = BadInput(source, "", _("is not valid TOML ({reason}).").format(reason=exc))
        error.incomplete = True
        raise error from None
    except RecursionError:
        raise BadInput(source, "", _deep(limits.max_depth)) from None
    except ValueError:  # tomllib turns a 4,300-digit integer into a plain ValueError
        raise BadInput(source, "", _long_number(limits.max_digits)) from None
    plain = _plain_toml(value)
    check_value(plain, source=source, place="", limits=limits)
    return plain  # type: ignore[return-value]  # a TOML document is always a table


def _plain_toml(value: object) -> Json:
    """TOML's dates and times as their ISO text, so what comes back is JSON's kind of value."""
    stack: list[tuple[object, Json]] = []
    root = _plain_one(value, stack)
    while stack:
        raw, out = stack.pop()
        if isinstance(raw, dict) and isinstance(out, dict):
            for key, item in raw.items():
                out[str(key)] = _plain_one(item, stack)
        elif isinstance(raw, list) and isinstance(out, list):
            out.extend(_plain_one(item, stack) for item in raw)
    return root


def _plain_one(value: object, stack: list[tuple[object, Json]]) -> Json:
    if isinstance(value, dict):
        table: dict[str, Json] = {}
        stack.append((value, table))
        return table
    if isinstance(value, list):
        items: list[Json] = []
        stack.append((value, items))
        return items
    if value is None or isinstance(value, bool | int | float | str):
        return value
    return str(value)  # datetime, date, time


# -- checking a parsed value --------------------------------------------------------------------
def check_value(
    value: object,
    *,
    source: str,
    place: str = "",
    limits: Limits = DEFAULT_LIMITS,
) -> None:
    """Refuse a value (parsed elsewhere, or built by a program) that breaks `limits`: too
    deep, a string or key too long, a number too long or not finite, a type JSON lacks.
    Iterative, so a deep value is refused rather than overflowing the stack."""
    max_bits = int(limits.max_digits * math.log2(10)) + 1
    # Each pending value keeps the way to it as (the way to its parent, its key or index): the
    # place is spelled out only for a refusal.
    pending: list[tuple[object, int, _Way]] = [(value, 0, None)]
    while pending:
        item, depth, way = pending.pop()
        if isinstance(item, str):
            if len(item) > limits.max_string:
                raise BadInput(source, _spell(place, way), _long_text(limits.max_string))
        elif isinstance(item, bool) or item is None:
            continue
        elif isinstance(item, int):
            if item.bit_length() > max_bits:
                raise BadInput(source, _spell(place, way), _long_number(limits.max_digits))
        elif isinstance(item, float):
            if not math.isfinite(item):
                raise BadInput(source, _spell(place, way), _("holds a number too large to use."))
        elif isinstance(item, list | dict):
            if depth >= limits.max_depth:
                raise BadInput(source, _spell(place, way), _deep(limits.max_depth))
            if isinstance(item, list):
                pending.extend((sub, depth + 1, (way, i)) for i, sub in enumerate(item))
                continue
            for key, sub in item.items():
                if not isinstance(key, str):
                    raise BadInput(source, _spell(place, way), _("has a key that is not text."))
                if len(key) > limits.max_string:
                    raise BadInput(source, _spell(place, way), _long_text(limits.max_string))
                pending.append((sub, depth + 1, (way, key)))
        else:
            raise BadInput(
                source,
                _spell(place, way),
                _("holds a {kind}, which is not plain data.").format(kind=type(item).__name__),
            )


#: The way into a value: None at its top, else (the way to the parent, a key or an index).
_Way: TypeAlias = "tuple[_Way, str | int] | None"


def _spell(place: str, way: _Way) -> str:
    """`place` and the way into the value, as "line 2, header.names[3]"."""
    steps: list[str | int] = []
    while way is not None:
        way, step = way
        steps.append(step)
    path = ""
    for step in reversed(steps):
        path = f"{path}[{step}]" if isinstance(step, int) else _field(path, step)
    return _join(place, path)


def _long_text(max_string: int) -> str:
    return _("holds a text longer than {count} characters.").format(count=max_string)


def _field(where: str, key: str) -> str:
    shown = key if key.isidentifier() and len(key) <= 40 else repr(key[:40])
    return f"{where}.{shown}" if where else shown


def _join(place: str, more: str) -> str:
    return f"{place}, {more}" if place else more


# -- walking a value with type checks -----------------------------------------------------------
@dataclass(frozen=True)
class At:
    """A place in a document, for checking the value found there: `At("x.json").key("cards")
    .index(3).need_text(value)` refuses with "x.json, cards[3]: must be text."."""

    source: str
    place: str = ""
    #: what every place is prefixed with, e.g. "line 2" (kept apart so keys join cleanly)
    line: str = ""
    #: the refusals' code
    code: str = "bad-input"

    def key(self, name: str) -> At:
        return At(self.source, _field(self.place, name), self.line, self.code)

    def index(self, number: int) -> At:
        return At(self.source, f"{self.place}[{number}]", self.line, self.code)

    @property
    def where(self) -> str:
        return _join(self.line, self.place)

    def refuse(self, problem: str) -> BadInput:
        return BadInput(self.source, self.where, problem, self.code)

    def need_object(self, value: object) -> dict[str, Json]:
        if not isinstance(value, dict):
            raise self.refuse(_("must be an object ({found} found).").format(found=_kind(value)))
        return value

    def need_list(self, value: object, *, most: int | None = None) -> list[Json]:
        if not isinstance(value, list):
            raise self.refuse(_("must be a list ({found} found).").format(found=_kind(value)))
        if most is not None and len(value) > most:
            raise self.refuse(_("must hold at most {count} items.").format(count=most))
        return value

    def need_int(self, value: object, low: int, high: int) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.refuse(
                _("must be a whole number ({found} found).").format(found=_kind(value))
            )
        if not low <= value <= high:
            raise self.refuse(
                _("must be a whole number from {low} to {high}, not {value}.").format(
                    low=low, high=high, value=_short(value)
                )
            )
        return value

    def need_text(self, value: object, *, most: int = 1000, empty: bool = True) -> str:
        if not isinstance(value, str):
            raise self.refuse(_("must be text ({found} found).").format(found=_kind(value)))
        if len(value) > most:
            raise self.refuse(_long_text(most))
        if not empty and not value.strip():
            raise self.refuse(_("must not be empty."))
        return value

    def need_bool(self, value: object) -> bool:
        if not isinstance(value, bool):
            raise self.refuse(
                _("must be true or false ({found} found).").format(found=_kind(value))
            )
        return value


def _kind(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return _("true or false")
    if isinstance(value, int | float):
        return _("the number {value}").format(
            value=_short(value) if isinstance(value, int) else repr(value)[:24]
        )
    if isinstance(value, str):
        return _("text")
    if isinstance(value, list):
        return _("a list")
    if isinstance(value, dict):
        return _("an object")
    return type(value).__name__


def _short(value: int) -> str:
    """A number as it can be shown: digits, or its size when it is huge."""
    if value.bit_length() < 128:
        return str(value)
    return f"{'-' if value < 0 else ''}10^{int(value.bit_length() * math.log10(2))}"
