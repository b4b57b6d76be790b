"""The bounded reader refuses, with the file, the place and what was wrong, whatever it is fed:
never a traceback, never Python's own limits (recursion, integer digits, memory) speaking."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.bounded import (
    At,
    BadInput,
    Limits,
    check_value,
    decode,
    parse_json,
    parse_toml,
    read_file,
)
from engine.core.errors import Illegal

SMALL = Limits(max_bytes=4096, max_depth=8, max_digits=12, max_string=64)


def test_a_deep_line_is_refused_before_the_parser_recurses() -> None:
    with pytest.raises(BadInput, match=r"x\.json, line 7: nests lists and objects more than 64"):
        parse_json("[" * 100_000 + "]" * 100_000, source="x.json", place="line 7")


def test_brackets_inside_strings_are_not_nesting() -> None:
    text = json.dumps({"a": "[" * 500, "b": ["{" * 300]})
    assert parse_json(text, source="x")["a"] == "[" * 500  # type: ignore[index]


def test_a_5000_digit_integer_is_refused_not_a_valueerror() -> None:
    with pytest.raises(BadInput, match="more than 40 characters"):
        parse_json('{"seats": ' + "9" * 5000 + "}", source="log")
    with pytest.raises(BadInput, match=r"settings\.toml: holds a number"):
        parse_toml("x = " + "9" * 5000, source="settings.toml")
    with pytest.raises(BadInput, match="holds a number"):
        parse_toml("x = " + "9" * 100, source="s.toml")  # tomllib reads it; we do not keep it


def test_non_finite_numbers_are_refused() -> None:
    for text in ("1e999", "NaN", "[-Infinity]"):
        with pytest.raises(BadInput):
            parse_json(text, source="x")


def test_not_utf8_names_line_and_column() -> None:
    with pytest.raises(
        BadInput, match=r"r\.log, line 2, column 3: is not UTF-8 text \(byte 0xff\)"
    ):
        parse_json(b'{"a":\n  \xff}', source="r.log")


def test_bad_json_names_line_and_column() -> None:
    with pytest.raises(BadInput, match=r"f, line 1, column 6: is not valid JSON"):
        parse_json('{"a":}', source="f")
    with pytest.raises(BadInput, match=r"f, line 4: is not valid JSON"):
        parse_json('{"a":}', source="f", place="line 4")


def test_too_big_and_too_long() -> None:
    with pytest.raises(BadInput, match="larger than 4 KB"):
        parse_json("[" + "1," * 3000 + "1]", source="m", limits=SMALL)
    with pytest.raises(BadInput, match=r"m, a\[1\]: holds a text longer than 64"):
        parse_json(json.dumps({"a": ["x", "y" * 65]}), source="m", limits=SMALL)
    with pytest.raises(BadInput, match="longer than 64"):
        parse_json(json.dumps({"k" * 65: 1}), source="m", limits=SMALL)


def test_toml_dates_become_text_and_deep_toml_is_refused() -> None:
    assert parse_toml("when = 2024-01-02", source="t") == {"when": "2024-01-02"}
    with pytest.raises(BadInput, match="nests"):
        parse_toml("x = " + "[" * 3000 + "]" * 3000, source="t")
    with pytest.raises(BadInput, match="nests"):
        parse_toml("x = " + "[" * 20 + "]" * 20, source="t", limits=SMALL)
    with pytest.raises(BadInput, match=r"t: is not valid TOML"):
        parse_toml("x = = 1", source="t")


def test_check_value_walks_without_recursion() -> None:
    deep: list[object] = []
    for _ in range(100_000):
        deep = [deep]
    with pytest.raises(BadInput, match="nests"):
        check_value(deep, source="built")
    with pytest.raises(BadInput, match="not plain data"):
        check_value({"a": {1, 2}}, source="built")


def test_at_names_the_place() -> None:
    at = At("game.log", line="line 1").key("header")
    with pytest.raises(BadInput, match=r"game\.log, line 1, header\.seats: must be a whole number"):
        at.key("seats").need_int("3", 1, 8)
    with pytest.raises(BadInput, match=r"from 1 to 8, not 10\^49"):
        at.key("seats").need_int(10**9 * 10**40, 1, 8)
    with pytest.raises(BadInput, match=r"header\.names\[2\]: must be text"):
        at.key("names").index(2).need_text(None)
    with pytest.raises(BadInput, match="must be an object"):
        at.need_object([])
    with pytest.raises(BadInput, match="at most 2 items"):
        at.need_list([1, 2, 3], most=2)
    assert isinstance(at.refuse("x"), Illegal)  # every existing `except Illegal` catches it


def test_read_file_refuses_what_is_not_a_file(tmp_path: Path) -> None:
    (tmp_path / "folder.json").mkdir()
    with pytest.raises(BadInput, match=r"folder\.json: is a folder"):
        read_file(tmp_path / "folder.json")
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.json")
        with pytest.raises(BadInput, match="is a pipe"):
            read_file(tmp_path / "pipe.json")  # and it did not block
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 5000)
    with pytest.raises(BadInput, match="larger than"):
        read_file(big, SMALL)
    if hasattr(os, "symlink"):
        os.symlink(tmp_path / "loop", tmp_path / "loop")
        with pytest.raises(OSError):
            read_file(tmp_path / "loop")


def test_decode_drops_a_byte_order_mark() -> None:
    assert decode("\ufeff{}".encode(), source="x") == "{}"


# -- property tests: random and mutated input, a refusal or a value, never anything else ------
JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=30,
)


def _mutate(text: str, data: st.DataObject) -> str:
    cuts = data.draw(st.lists(st.integers(0, max(0, len(text))), max_size=4))
    pieces = st.sampled_from(['"', "[", "]", "{", "}", ",", ":", "9" * 50, "\\", "\x00", "1e999"])
    for cut in cuts:
        text = text[:cut] + data.draw(pieces) + text[cut + 1 :]
    return text


@settings(max_examples=300, deadline=None)
@given(value=JSONISH, data=st.data())
def test_json_mutated_is_a_value_or_a_refusal(value: object, data: st.DataObject) -> None:
    text = _mutate(json.dumps(value), data)
    try:
        parse_json(text, source="fuzz", limits=SMALL)
    except BadInput as exc:
        assert exc.message.startswith("fuzz") and exc.problem


@settings(max_examples=300, deadline=None)
@given(raw=st.binary(max_size=200))
def test_json_bytes_are_a_value_or_a_refusal(raw: bytes) -> None:
    try:
        parse_json(raw, source="fuzz", limits=SMALL)
    except BadInput as exc:
        assert exc.problem


@settings(max_examples=300, deadline=None)
@given(text=st.text(max_size=200), data=st.data())
def test_toml_is_a_value_or_a_refusal(text: str, data: st.DataObject) -> None:
    text = data.draw(st.sampled_from([text, "a = " + text, "[t]\nx = [" + text + "]"]))
    try:
        parse_toml(_mutate(text, data), source="fuzz.toml", limits=SMALL)
    except BadInput as exc:
        assert exc.message.startswith("fuzz.toml") and exc.problem
