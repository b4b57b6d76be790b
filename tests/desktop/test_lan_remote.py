"""RemoteSession / RemoteRunner without screens: they mirror exactly what the host lets a seat
see, give the host's reasons, and survive every game's redacted events."""

from __future__ import annotations

import time
from typing import Any

import pytest

from desktop.net import Client, TableConfig
from desktop.net.hosting import HostedTable
from desktop.net.remote_session import RemoteRunner
from engine.core.registry import get_ruleset

WAIT = 30.0


def seated(game: str, seats: int, options: dict[str, Any], seed: int) -> tuple[HostedTable, Client]:
    """A table with a person in seat 0 (a client we drive) and bots elsewhere; started."""
    bots = [""] + ["heuristic"] * (seats - 1)
    config = TableConfig(game=game, seats=seats, bots=bots, options=options, seed=seed)
    hosted = HostedTable(config, port=0, bind="127.0.0.1", advertise=False).start()
    client = Client("127.0.0.1", hosted.port_in_use, name="Ann", timeout=10)
    client.connect()
    client.join(0, ready=True)
    assert client.wait(lambda s: s.header is not None, 10)
    return hosted, client


def truth(hosted: HostedTable) -> dict[str, Any]:
    def read(table: Any) -> dict[str, Any]:
        s = table.session
        return {
            "state_id": s.state_id,
            "view": s.view(0),
            "legal": s.legal(0),
            "entries": s.events_for(0),
            "over": s.is_over(),
        }

    return hosted._call(read)


def play_out(runner: RemoteRunner, limit: float = WAIT, moves: int = 10_000) -> int:
    """Seat 0 takes the first legal command whenever due; returns the moves made."""
    made = 0
    deadline = time.monotonic() + limit
    while not runner.session.is_over() and made < moves:
        assert time.monotonic() < deadline, "the game did not move on"
        runner.poll()
        runner.pending.clear()  # no presenter here
        if runner.persons_to_act():
            legal = runner.session.legal(0)
            if legal:
                assert runner.why_not(0, legal[0]) is None
                refused = runner.submit(0, legal[0])
                assert refused is None or refused.code == "stale", refused
                made += refused is None
                continue
        time.sleep(0.002)
    return made


def test_remote_session_is_the_seats_redacted_game() -> None:
    hosted, client = seated("rage-trick", 3, {"schedule": [3, 2]}, seed=4)
    try:
        runner = RemoteRunner(client)
        session = runner.session
        assert session.header.seed == -1 and session.header.redacted  # no seed on the wire
        assert [c.kind for c in runner.seats] == ["person", "bot", "bot"]
        seen: list[dict] = []
        start = len(session.entries)
        session.on_entry(lambda _s, item: seen.append(item))
        play_out(runner)
        runner.poll()
        host = truth(hosted)
        assert host["over"] and session.is_over() and session.result()["winners"]
        assert session.state_id == host["state_id"] == len(session.entries)
        assert session.entries == host["entries"] and seen == session.entries[start:]
        assert session.view(0) == host["view"] and session.legal(0) == host["legal"] == []
        # Events are already redacted for seat 0: redacting again changes nothing, and
        # describing never raises (rage-trick's own redact fails on a redacted deal).
        for item in session.entries:
            for event in item["events"]:
                assert session.ruleset.redact(event, 0) == event
                session.ruleset.describe(event, 0, session.header.names)
        with pytest.raises(Exception, match="only sees its own seat"):
            session.view(1)
        assert session.legal(1) == []
    finally:
        client.close()
        hosted.close()


def test_refusals_come_back_with_the_hosts_reason() -> None:
    deal = {
        "hands": [["red-3", "blue-4"], ["red-5", "red-6"], ["green-1", "green-2"]],
        "trump": "yellow-9",
        "dealer": 0,
    }
    hosted, client = seated("rage-trick", 3, {"schedule": [2, 1], "deal": deal}, seed=2)
    try:
        runner = RemoteRunner(client)
        runner.poll()
        # Seat 1 (a bot) bids first; seat 0 is not due yet.
        refused = (
            runner.submit(0, {"type": "bid", "tricks": 1}) if not runner.persons_to_act() else None
        )
        if refused is not None:
            assert refused.code == "not-your-turn" and refused.message == "It is not your turn."
            assert runner.notices[-1]["kind"] == "refused"
        assert runner.submit(1, {"type": "bid", "tricks": 1}).code == "not-your-seat"
        deadline = time.monotonic() + WAIT
        while not (runner.persons_to_act() and runner.session.view(0)["phase"] == "play"):
            assert time.monotonic() < deadline
            runner.poll()
            if runner.persons_to_act() and runner.session.view(0)["phase"] == "bid":
                runner.submit(0, {"type": "bid", "tricks": 0})
            time.sleep(0.002)
        # Seat 1 led red. Blue is refused with the engine's reason, decided on this seat's
        # own model of the game; a card it does not hold, likewise.
        assert runner.session.view(0)["lead"] == "red"
        assert runner.why_not(0, {"type": "play", "card": "blue-4"}) == (
            "You hold red, so you must follow red."
        )
        assert runner.why_not(0, {"type": "play", "card": "red-3"}) is None
        assert runner.why_not(0, {"type": "play", "card": "green-1"})
    finally:
        client.close()
        hosted.close()


@pytest.mark.parametrize(
    ("game", "seats", "options"), [("ragers", 2, {"days": 1}), ("rage-lv", 2, {})]
)
def test_other_games_play_over_a_remote_runner(game: str, seats: int, options: dict) -> None:
    get_ruleset(game)
    hosted, client = seated(game, seats, options, seed=9)
    try:
        runner = RemoteRunner(client)
        play_out(runner, moves=60)
        runner.poll()
        host = truth(hosted)
        if host["state_id"] == runner.session.state_id:
            assert runner.session.entries == host["entries"]
            assert runner.session.view(0) == host["view"]
        for item in runner.session.entries:
            for event in item["events"]:
                runner.session.ruleset.describe(event, 0, runner.session.header.names)
    finally:
        client.close()
        hosted.close()


def test_a_lan_players_refusals_are_in_their_language() -> None:
    """The LAN client's own refusals (a seat not its own, a turn not its own, nothing the
    rules name) were English in every language; they speak the player's now."""
    from engine.i18n import using

    hosted, client = seated("rage-trick", 3, {"schedule": [2, 1]}, seed=2)
    try:
        runner = RemoteRunner(client)
        runner.poll()
        with using("pt-BR"):
            assert runner.why_not(1, {"type": "bid", "tricks": 1}) == (
                "Esse lugar não é seu para jogar."
            )
            refused = runner.submit(1, {"type": "bid", "tricks": 1})
            assert refused is not None and refused.message == "Esse lugar não é seu para jogar."
    finally:
        client.close()
        hosted.close()
