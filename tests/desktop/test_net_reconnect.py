"""Dropped links, absent people and a crashed host: every game still finishes."""

from __future__ import annotations

import importlib.util
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.net import Client, TableConfig
from desktop.net.rulesets import resolve_ruleset
from desktop.store.journal import TABLE_LOG, TABLE_SIDE
from engine.core.log import parse_lines
from engine.core.session import Session
from tests.desktop import test_net_support as net_kit

HAVE_RAGE = importlib.util.find_spec("engine.games.rage_trick") is not None
#: RAGE when it is in the build, else the toy: (game spec, seats, options, people seats)
GAME = ("rage-trick", 4, {"schedule": [4, 3, 3]}) if HAVE_RAGE else (net_kit.TOY, 3, {})


def _mid_trick(client: Client) -> bool:
    view = client.state.view or {}
    if "trick" not in view:  # the toy has no tricks: any point will do
        return True
    return view.get("phase") == "play" and bool(view.get("trick"))


def test_client_dropped_mid_trick_rejoins_with_a_full_resync_and_finishes() -> None:
    game, seats, options = GAME
    table = TableConfig(
        game=game, seats=seats, options=options, bots=["", ""] + ["random"] * (seats - 2), seed=3
    )
    with net_kit.hosting(table) as host:
        (ann, ann_wire), (bob, _) = net_kit.ann_and_bob(host)
        dropped: list[int] = []
        events: list[dict] = []
        ann.on_message = lambda m: events.append(m) if m.get("push") == "connection" else None

        def drop(client: Client, moves: int) -> None:
            if client is ann and not dropped and moves >= 3 and _mid_trick(ann):
                dropped.append(ann.state.state_id)
                ann.drop()

        net_kit.play([ann, bob], random.Random(7), after_move=drop)
        assert dropped, "the drop never happened"
        assert [e["connected"] for e in events] == [False, True]
        session = host.call(lambda: host.host.tables[table.table_id].session)
        assert ann.state.log == session.events_for(0)
        assert ann.state.result == session.result()
        assert net_kit.Secrets(session).leaks(0, ann_wire) == []
        ann.close()
        bob.close()


def test_a_new_process_takes_its_seat_back_with_the_token() -> None:
    table = TableConfig(game=net_kit.TOY, seats=2, seed=4, table_id="toy")
    with net_kit.hosting(table) as host:
        (ann, _), (bob, _) = net_kit.ann_and_bob(host)
        assert ann.wait(lambda s: s.my_turn, net_kit.WAIT)
        ann.apply({"type": "bump"})
        token = ann.token
        ann.auto_reconnect = False
        ann.close()
        assert bob.wait(lambda s: not s.seats[0]["connected"], net_kit.WAIT)
        again, wire = net_kit.person(host.port, "Ann again")
        reply = again.join(token=token)
        assert reply["seat"] == 0 and reply["resync"]["state_id"] == 2
        # The resync holds the whole log as seat 0 sees it, its own command included.
        assert [e["command"] for e in again.state.log] == [None, {"type": "bump"}]
        assert bob.wait(lambda s: s.seats[0]["connected"], net_kit.WAIT)
        stranger = Client("127.0.0.1", host.port, auto_reconnect=False)
        stranger.connect()
        with pytest.raises(Exception) as refused:
            stranger.join(token="not-a-token")
        assert getattr(refused.value, "code", "") == "bad-token"
        net_kit.play([again, bob], random.Random(1))
        session = host.call(lambda: host.host.tables["toy"].session)
        assert again.state.log == session.events_for(0)
        for client in (again, bob, stranger):
            client.close()


def test_a_bot_stands_in_for_an_absent_person_and_hands_the_seat_back() -> None:
    table = TableConfig(game=net_kit.TOY, seats=2, seed=6, table_id="toy", reconnect_grace=0.2)
    with net_kit.hosting(table) as host:
        (ann, _), (bob, _) = net_kit.ann_and_bob(host)
        assert ann.wait(lambda s: s.my_turn, net_kit.WAIT)
        token = ann.token
        ann.auto_reconnect = False
        ann.close()
        # The grace ends, a bot plays seat 0's turn, and now Bob must move.
        assert bob.wait(lambda s: s.seats[0]["standin"] and s.my_turn, net_kit.WAIT)
        bob.apply({"type": "bump"})
        assert bob.wait(lambda s: s.my_turn, net_kit.WAIT)  # the bot moved for Ann again
        back, _ = net_kit.person(host.port, "Ann")
        back.join(token=token)
        assert back.wait(lambda s: not s.seats[0]["standin"], net_kit.WAIT)
        bob.apply({"type": "bump"})
        assert back.wait(
            lambda s: s.my_turn, net_kit.WAIT
        )  # Ann's turn is hers again, not the bot's
        assert host.call(lambda: 0 not in host.host.tables["toy"].bots)
        net_kit.play([back, bob], random.Random(2))
        for client in (back, bob):
            client.close()


class _Crashed(Exception):
    pass


def _serve(
    port: int,
    journal: Path,
    game: tuple[str, int, dict] = GAME,
    *,
    bots: int | None = None,
    bot: str = "random",
    seed: int = 9,
    exit_when_over: bool = True,
) -> subprocess.Popen[str]:
    """`python -m desktop.net serve` for `game` (spec, seats, options); by default the seats
    after the first two are the host's bots."""
    game, seats, options = game
    command = [
        sys.executable,
        "-m",
        "desktop.net",
        "--log-level",
        "WARNING",
        "serve",
        "--game",
        game,
        "--seats",
        str(seats),
        "--bots",
        str(seats - 2 if bots is None else bots),
        "--bot",
        bot,
        "--port",
        str(port),
        "--bind",
        "127.0.0.1",
        "--journal",
        str(journal),
        "--seed",
        str(seed),
        "--no-advertise",
        *(["--exit-when-over"] if exit_when_over else []),
    ]
    for key, value in options.items():
        command += ["--option", f"{key}={json.dumps(value)}"]
    return subprocess.Popen(command, cwd=net_kit.ROOT, stdout=subprocess.PIPE, text=True)


def _wait_listening(proc: subprocess.Popen[str]) -> None:
    assert proc.stdout is not None
    line = proc.stdout.readline()  # the host prints one line once it listens
    assert "serving on" in line, line


def test_host_killed_and_restarted_from_its_journal_and_the_game_finishes(tmp_path: Path) -> None:
    port = net_kit.free_port()
    journal = tmp_path / "journal"
    host = _serve(port, journal)
    bot = None
    try:
        _wait_listening(host)
        ann, _ = net_kit.person(port, "Ann", reconnect_for=net_kit.WAIT)
        ann.join(0)
        bot = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "desktop.net",
                "--log-level",
                "WARNING",
                "bot",
                "--connect",
                f"127.0.0.1:{port}",
                "--bot",
                "random",
                "--game-spec",
                GAME[0],
                "--timeout",
                str(net_kit.WAIT * 2),
            ],
            cwd=net_kit.ROOT,
            stdout=subprocess.PIPE,
            text=True,
        )
        killed: list[int] = []

        def crash(client: Client, moves: int) -> None:
            if moves >= 3:
                killed.append(client.state.state_id)
                host.kill()  # SIGKILL: no goodbye, no flush beyond what the journal did
                host.wait(net_kit.WAIT)
                raise _Crashed

        with pytest.raises(_Crashed):
            net_kit.play([ann], random.Random(4), after_move=crash, timeout=net_kit.WAIT * 2)
        (directory,) = [p for p in journal.iterdir() if (p / TABLE_SIDE).exists()]
        lines = (directory / TABLE_LOG).read_text().splitlines()
        assert len(lines) - 1 >= killed[0]  # every accepted entry was on disk
        with (directory / TABLE_LOG).open("ab") as handle:
            handle.write(b'{"n": 999, "seat": 0, "comm')  # the write the kill cut short
        restarted = _serve(port, journal)
        try:
            _wait_listening(restarted)
            net_kit.play([ann], random.Random(5), timeout=net_kit.WAIT * 2)
            assert bot.wait(net_kit.WAIT) == 0
            assert bot.stdout is not None and "game over" in bot.stdout.read()
            header, entries = parse_lines((directory / TABLE_LOG).read_text().splitlines())
            session = Session.from_log(
                header, entries, verify=True, ruleset=resolve_ruleset(GAME[0])
            )
            assert session.is_over()
            replay = subprocess.run(
                [sys.executable, "-m", "engine", "replay", str(directory / TABLE_LOG)],
                cwd=net_kit.ROOT,
                capture_output=True,
                text=True,
            )
            assert replay.returncode == 0, replay.stdout + replay.stderr
            assert json.loads(replay.stdout)["over"] is True
            assert ann.state.log == session.events_for(0)
            assert ann.state.result == session.result()
            ann.close()
            assert restarted.wait(net_kit.WAIT) == 0  # --exit-when-over
        finally:
            net_kit.stop_processes(restarted)
    finally:
        net_kit.stop_processes(host, bot)
