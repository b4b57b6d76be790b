"""`python -m engine replay` on hand-edited logs (issue 29): every damaged, edited or hostile
log is refused with a sentence that names the file and what was wrong, never a traceback and
never an allocation the header asks for (`seats` of 10^9)."""

from __future__ import annotations

import io
import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.cli import replay_command
from engine.core.errors import Illegal
from engine.core.log import Header, parse_lines, write_lines
from engine.core.session import Session
from tests.engine.bot_moments import random_moves

Lines = list[str]


def _played(game: str, seats: int, options: dict, moves: int, seed: int = 5) -> Session:
    return random_moves(Session.new(game, seats, seed=seed, options=options), moves, seed)


_TRICK = _played("rage-trick", 3, {"preset": "us"}, 40)
GOOD: Lines = list(write_lines(_TRICK.header, _TRICK.entries))
_SEEN = _TRICK.log_for(0)
REDACTED: Lines = list(write_lines(Header.from_json(_SEEN["header"]), _SEEN["entries"]))


def _header(change: Callable[[dict], object]) -> Lines:
    top = json.loads(GOOD[0])
    change(top["header"])
    return [json.dumps(top), *GOOD[1:]]


def _entry(change: Callable[[dict], object], lines: Lines = GOOD, n: int = 2) -> Lines:
    item = json.loads(lines[n])
    change(item)
    return [*lines[:n], json.dumps(item), *lines[n + 1 :]]


def _edit_card(lines: Lines) -> Lines:
    card = re.compile(r'"(red|blue|green|yellow|purple|orange|pink|brown)-\d+"')
    n = next(i for i in range(2, len(lines)) if card.search(lines[i]))
    return [*lines[:n], card.sub('"nonsense-99"', lines[n], count=1), *lines[n + 1 :]]


def _bytes(lines: Lines) -> bytes:
    return ("\n".join(lines) + "\n").encode("utf-8")


CASES: dict[str, tuple[bytes, str]] = {
    # name: (the file, a piece of the refusal)
    "not utf-8": (_bytes(GOOD[:1]) + b'{"n": 0, \xff}\n', "line 2, column 10: is not UTF-8"),
    "binary": (bytes(range(256)), "is not UTF-8"),
    "missing seat": (_bytes(_entry(lambda e: e.pop("seat"))), "line 3, seat: is missing"),
    "null command": (_bytes(_entry(lambda e: e.update(command=None))), "command: must be an"),
    "seat as text": (_bytes(_entry(lambda e: e.update(seat="0"))), "seat: must be a whole"),
    "seat 99": (_bytes(_entry(lambda e: e.update(seat=99))), "from 0 to 2, not 99"),
    "command a list": (_bytes(_entry(lambda e: e.update(command=[1]))), "must be an object"),
    "events of numbers": (_bytes(_entry(lambda e: e.update(events=[1]))), "events[0]: must be"),
    "no events": (_bytes(_entry(lambda e: e.pop("events"))), "events: is missing"),
    "header a list": (_bytes(['{"header": [1, 2]}', *GOOD[1:]]), "header: must be an object"),
    "header text": (_bytes(['{"header": "x"}', *GOOD[1:]]), "header: must be an object"),
    "header null": (_bytes(['{"header": null}', *GOOD[1:]]), "header: must be an object"),
    "no header": (_bytes(GOOD[1:]), "is not a header line"),
    "no options": (_bytes(_header(lambda h: h.pop("options"))), "header.options: is missing"),
    "options a list": (_bytes(_header(lambda h: h.update(options=[]))), "options: must be"),
    "options wrong": (_bytes(_header(lambda h: h.update(options={"preset": "x"}))), "options"),
    "seats 10^9": (_bytes(_header(lambda h: h.update(seats=10**9))), "from 1 to 64"),
    "seats 0": (_bytes(_header(lambda h: h.update(seats=0))), "from 1 to 64, not 0"),
    "seats 3.5": (_bytes(_header(lambda h: h.update(seats=3.5))), "whole number (the number"),
    "seats 40": (_bytes(_header(lambda h: h.update(seats=40))), "this game takes"),
    "names text": (_bytes(_header(lambda h: h.update(names="abc"))), "names: must be a list"),
    "viewer text": (_bytes(_header(lambda h: h.update(viewer="me"))), "viewer: must be"),
    "unknown game": (_bytes(_header(lambda h: h.update(ruleset="chess"))), "no game called"),
    "10^5 deep": (_bytes([GOOD[0], "[" * 100_000 + "]" * 100_000]), "line 2: nests"),
    "5000 digits": (_bytes([*GOOD[:2], '{"n": ' + "9" * 5000 + "}"]), "line 3: holds a number"),
    "seed of 4000 digits": (
        _bytes(_header(lambda h: h.update(seed=int("9" * 4000)))),
        "line 1: holds a number",
    ),
    "entry out of order": (_bytes(_entry(lambda e: e.update(n=7))), "is entry 7 where entry 1"),
    "edited command": (
        _bytes(_entry(lambda e: e.update(command={"type": "bid", "tricks": 99}))),
        "Entry 1 of the game log does not follow from the rules: A bid",
    ),
    "redacted, an edited card": (_bytes(_edit_card(REDACTED)), "nothing called 'nonsense-99'"),
    "redacted, an unknown event": (
        _bytes(_entry(lambda e: e["events"][0].update(type="explode"), REDACTED)),
        "(explode) does not fit the game",
    ),
    "empty": (b"", "empty"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_replay_refuses_a_hand_edited_log(tmp_path: Path, name: str) -> None:
    data, says = CASES[name]
    path = tmp_path / "edited.log"
    path.write_bytes(data)
    out = io.StringIO()
    assert replay_command(str(path), out) == 1
    report = json.loads(out.getvalue())
    assert report["ok"] is False
    message = report["error"]["message"]
    assert says in message
    assert message.startswith("edited.log") or "game log" in message, message


def test_the_logs_the_cases_start_from_replay(tmp_path: Path) -> None:
    for lines in (GOOD, REDACTED):
        path = tmp_path / "good.log"
        path.write_bytes(_bytes(lines))
        out = io.StringIO()
        assert replay_command(str(path), out) == 0, out.getvalue()


def _replay(path: Path, lines: Lines) -> str:
    path.write_bytes(_bytes(lines))
    out = io.StringIO()
    assert replay_command(str(path), out) == 1
    return str(json.loads(out.getvalue())["error"]["message"])


def test_a_rage_lv_log_with_an_edited_user_card_is_refused(tmp_path: Path) -> None:
    from tests.engine.test_rage_lv_user_cards import USER_CARDS, user_pack

    options = {"packs": [user_pack(), "stone-choir"], "cards": USER_CARDS, "turn_limit": 4}
    session = _played("rage-lv", 2, options, 30)
    lines = list(write_lines(session.header, session.entries))
    top = json.loads(lines[0])
    top["header"]["options"]["cards"][1]["health"] = "lots"
    path = tmp_path / "lv.log"
    assert "'health': must be int" in _replay(path, [json.dumps(top), *lines[1:]])
    edited = [lines[0], *(line.replace("my-river-troll", "my-no-troll") for line in lines[1:])]
    assert "lv.log: Entry 0 of the game log does not follow" in _replay(path, edited)
    seen = session.log_for(1)
    mine = list(write_lines(Header.from_json(seen["header"]), seen["entries"]))
    assert "one seat's copy of a rage-lv game" in _replay(path, mine)


# -- property: random edits of a real log are replayed or refused, nothing else ---------------
_PIECES = ['"', "[", "]", "{", "}", ",", ":", "null", "0", "-1", "99", '"x"', "9" * 60, "\\"]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), redacted=st.booleans())
def test_a_mutated_log_is_replayed_or_refused(data: st.DataObject, redacted: bool) -> None:
    lines = list(REDACTED if redacted else GOOD)
    for _ in range(data.draw(st.integers(1, 3))):
        n = data.draw(st.integers(0, len(lines) - 1))
        line = lines[n]
        cut = data.draw(st.integers(0, len(line)))
        size = data.draw(st.integers(0, 6))
        lines[n] = line[:cut] + data.draw(st.sampled_from(_PIECES)) + line[cut + size :]
    try:
        header, entries = parse_lines(lines, "fuzzed.log")
        Session.from_log(header, entries, verify=True)
    except Illegal as exc:
        assert exc.message and exc.code


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_log_with_swapped_values_is_replayed_or_refused(data: st.DataObject) -> None:
    """Values swapped between places of the same log: well-formed JSON of the right shape
    that the rules never wrote (a card where a seat was, a bid in a play)."""
    lines = list(REDACTED if data.draw(st.booleans()) else GOOD)
    scalars = re.compile(r'(?<=[:\[,])(-?\d+|"[^"\\]*"|true|false|null)(?=[,\]}])')
    found = [(n, m.span()) for n, line in enumerate(lines) for m in scalars.finditer(line)]
    for _ in range(data.draw(st.integers(1, 4))):
        n, (a, b) = data.draw(st.sampled_from(found))
        m, (c, d) = data.draw(st.sampled_from(found))
        value = lines[m][c:d]
        lines[n] = lines[n][:a] + value + lines[n][b:]
        found = [(n, m.span()) for n, line in enumerate(lines) for m in scalars.finditer(line)]
    try:
        header, entries = parse_lines(lines, "swapped.log")
        Session.from_log(header, entries, verify=True)
    except Illegal as exc:
        assert exc.message and exc.code


def test_a_command_line_option_is_json_text_or_refused() -> None:
    from engine.core.cli import parse_option

    assert parse_option("preset=us") == ("preset", "us")
    assert parse_option("schedule=[3, 2]") == ("schedule", [3, 2])
    with pytest.raises(Illegal, match="more than 40 characters"):
        parse_option("seats=" + "9" * 5000)
