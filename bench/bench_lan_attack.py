"""A LAN host under attack (a script, not a test): prints figures, asserts nothing.

  python bench/bench_lan_attack.py [--readers 50] [--slow 500] [--seconds 40] [--baseline 10]

Three processes on loopback: the host (a RAGE table: two people, two host bots); the
attackers; and this one, where the two people play (Ann pings the host every 20 ms while she
plays; Cid, a spectator, chats 40 lines a second, which the host sends to everyone). The
game is long (sixty rounds) so that it is played through the baseline and the whole attack:
a spectator who joins is sent a long log. (The people stop playing when it is over.)

- Baseline: --baseline seconds of Ann's pings with no attack.
- Attack, for --seconds: --readers spectators that never read what they are sent (each
  joins, then reads nothing; dropped ones come back a second later) and --slow connections
  that send one byte every 20 s (closed ones come back a second later). The readers come from
  127.0.1.x and the slow ones from 127.0.2.x (five and twenty-five a machine), so neither
  hits the per-address cap first: the host is full (more than `max_connections`).
  Half-way through, Bob's link is cut (as when his app is killed) and a new client takes
  his seat back with his token.

Prints Ann's ping p50/p99 before and during the attack, the host's memory (RSS) before and at
its peak during the attack, and whether (and how fast) Bob's token got his seat back.

The attackers' process runs at a lower priority (nice 10): on a LAN they are other computers,
and their own CPU is not the host's. (The people's process, here, shares the host's.)
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import multiprocessing as mp
import os
import random
import resource
import socket
import statistics
import sys
import threading
import time
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench_net import percentile, rss_mib  # noqa: E402  (this folder: the script's own)

from desktop.net import Client, HostConfig, HostThread, TableConfig  # noqa: E402
from desktop.net.client import RemoteError, TableState  # noqa: E402

TABLE = "attacked"
PING_EVERY = 0.02


def more_files() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 8192), hard))


# -- the host ----------------------------------------------------------------------------------
def host_process(pipe: Connection, profile: str = "") -> None:
    more_files()
    if profile:  # the host's thread under cProfile, written to `profile` when it stops
        import cProfile
        import pstats

        profiler = cProfile.Profile()
        run = HostThread._run

        def profiled(self: HostThread) -> None:
            profiler.enable()
            try:
                run(self)
            finally:
                profiler.disable()
                with open(profile, "w") as out:
                    pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(40)

        HostThread._run = profiled  # type: ignore[method-assign]
    table = TableConfig(
        game="rage-trick",
        seats=4,
        bots=["", "", "normal", "normal"],
        seed=1,
        table_id=TABLE,
        bot_delay=0.05,
        reconnect_grace=600,
        # Sixty rounds of ten cards (the "down" schedule is over in ten seconds): the game
        # goes on through the baseline and the whole attack.
        options={"schedule": [10] * 60},
    )
    host = HostThread(HostConfig(bind="127.0.0.1", port=0), [table]).start()
    pipe.send(host.port)

    def counts() -> dict[str, int]:
        assert host.host is not None
        table = host.host.tables[TABLE]
        return {
            "connections": len(host.host.connections),
            "watchers": len(table.watchers()),
            "state": table.session.state_id if table.session else 0,
        }

    while True:
        request = pipe.recv()
        if request == "stats":
            pipe.send({"rss": rss_mib(), **host.call(counts)})
        else:
            host.stop()
            pipe.send("bye")
            return


# -- the attackers -----------------------------------------------------------------------------
async def never_reader(port: int, source: str, stop: asyncio.Event, tally: dict[str, int]) -> None:
    """Joins as a spectator and never reads; when dropped, comes back."""
    loop = asyncio.get_running_loop()
    while not stop.is_set():
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.setblocking(False)
        try:
            sock.bind((source, 0))
            await loop.sock_connect(sock, ("127.0.0.1", port))
            hello = b'{"op":"hello","protocol":1,"id":0}\n'
            join = b'{"op":"join","spectate":true,"name":"Lazy","id":1}\n'
            await loop.sock_sendall(sock, hello + join)
            tally["readers_joined"] += 1
            while not stop.is_set():  # never read; only notice being cut off
                await asyncio.sleep(1.0)
                try:
                    await loop.sock_sendall(sock, b'{"op":"ping"}\n')
                except OSError:
                    tally["readers_dropped"] += 1
                    break
        except OSError:
            pass
        finally:
            sock.close()
        await asyncio.sleep(1.0)


async def slow_sender(port: int, source: str, stop: asyncio.Event, tally: dict[str, int]) -> None:
    """Sends one byte every 20 s of a message that never ends; when closed, comes back."""
    loop = asyncio.get_running_loop()
    while not stop.is_set():
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setblocking(False)
        try:
            sock.bind((source, 0))
            await loop.sock_connect(sock, ("127.0.0.1", port))
            tally["slow_opened"] += 1
            await asyncio.sleep(random.random() * 20)
            while not stop.is_set():
                await loop.sock_sendall(sock, b"{")
                reader = loop.create_task(loop.sock_recv(sock, 4096))
                done, _ = await asyncio.wait({reader}, timeout=20)
                if done:
                    data = reader.result()
                    if not data:
                        tally["slow_closed"] += 1
                        break
                else:
                    reader.cancel()
        except OSError:
            tally["slow_closed"] += 1
        finally:
            sock.close()
        await asyncio.sleep(1.0)


def attack_process(port: int, readers: int, slow: int, pipe: Connection) -> None:
    more_files()
    with contextlib.suppress(OSError, AttributeError):
        os.nice(10)

    async def main() -> dict[str, int]:
        stop = asyncio.Event()
        tally = {"readers_joined": 0, "readers_dropped": 0, "slow_opened": 0, "slow_closed": 0}
        tasks = [
            asyncio.create_task(never_reader(port, f"127.0.1.{1 + i // 5}", stop, tally))
            for i in range(readers)
        ]
        tasks += [
            asyncio.create_task(slow_sender(port, f"127.0.2.{1 + i // 25}", stop, tally))
            for i in range(slow)
        ]
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(None, pipe.recv)  # "stop"
        stop.set()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        return tally

    pipe.send(asyncio.run(main()))


# -- the people --------------------------------------------------------------------------------
class Person:
    """Plays the first legal move whenever due, on a thread."""

    def __init__(self, client: Client) -> None:
        self.client = client
        self.stop = False
        self.thread = threading.Thread(target=self._play, daemon=True)
        self.thread.start()

    def _play(self) -> None:
        tried = -1

        def due(state: TableState) -> bool:
            return state.over or (state.my_turn and state.state_id != tried)

        while not self.stop:
            client = self.client
            client.wait(due, 0.5)
            state = client.snapshot()
            if state.over:
                return  # else `due` holds for ever: a loop that spun, holding the GIL
            if state.my_turn and state.state_id != tried and not state.over:
                tried = state.state_id
                try:
                    client.try_apply(state.legal[0], state.state_id)
                except (OSError, TimeoutError, ConnectionError, RemoteError):
                    tried = -1


def pings(ann: Client, seconds: float) -> list[float]:
    out = []
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            out.append(ann.ping())
        except (OSError, TimeoutError, ConnectionError):
            out.append(float("inf"))
        time.sleep(PING_EVERY)
    return out


def chatter(cid: Client, stop: threading.Event) -> None:
    line = "la " * 130
    while not stop.is_set():
        with contextlib.suppress(OSError, ConnectionError):
            cid.send("chat", text=line)
        time.sleep(1 / 40)


def ms(values: list[float]) -> str:
    return (
        f"p50 {statistics.median(values) * 1000:.1f} ms, p99 {percentile(values, 0.99) * 1000:.1f}"
        f" ms ({len(values)} pings)"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--readers", type=int, default=50)
    parser.add_argument("--slow", type=int, default=500)
    parser.add_argument("--seconds", type=float, default=40.0)
    parser.add_argument("--baseline", type=float, default=10.0)
    parser.add_argument("--profile", default="", help="write the host's cProfile stats here")
    args = parser.parse_args()
    more_files()
    ctx = mp.get_context("spawn")
    host_end, host_pipe = ctx.Pipe()
    host = ctx.Process(target=host_process, args=(host_pipe, args.profile), daemon=True)
    host.start()
    port = host_end.recv()

    people = [Client("127.0.0.1", port, name=name, timeout=30) for name in ("Ann", "Bob")]
    for seat, client in enumerate(people):
        client.connect()
        client.join(seat, ready=True, table=TABLE)
    ann, bob = people
    players = [Person(ann), Person(bob)]
    cid = Client("127.0.0.1", port, name="Cid", timeout=30)
    cid.connect()
    cid.join(spectate=True, table=TABLE)
    talking = threading.Event()
    threading.Thread(target=chatter, args=(cid, talking), daemon=True).start()
    ann.wait(lambda s: s.header is not None, 30)

    before = pings(ann, args.baseline)
    host_end.send("stats")
    calm = host_end.recv()

    attack_end, attack_pipe = ctx.Pipe()
    attack = ctx.Process(
        target=attack_process, args=(port, args.readers, args.slow, attack_pipe), daemon=True
    )
    attack.start()
    peak: dict[str, Any] = dict(calm)
    sampling = threading.Event()

    def sample() -> None:
        while not sampling.is_set():
            host_end.send("stats")
            stats = host_end.recv()
            peak["rss"] = max(peak["rss"], stats["rss"])
            peak["connections"] = max(peak["connections"], stats["connections"])
            peak["watchers"] = max(peak["watchers"], stats["watchers"])
            time.sleep(0.5)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    reconnect: dict[str, Any] = {}

    def rejoin_bob() -> None:
        time.sleep(args.seconds / 2)
        token = bob.token
        bob.auto_reconnect = False
        players[1].stop = True
        bob.drop()
        start = time.perf_counter()
        again = Client("127.0.0.1", port, name="Bob", timeout=30)
        deadline = start + 30
        while time.perf_counter() < deadline:
            try:
                again.connect()
                reply = again.join(token=token, table=TABLE)
                reconnect.update(ok=reply["seat"] == 1, seconds=time.perf_counter() - start)
                players.append(Person(again))
                return
            except (OSError, TimeoutError, ConnectionError, RemoteError) as exc:
                reconnect["tries"] = reconnect.get("tries", 0) + 1
                reconnect["last"] = str(exc)
                again.close()
                again = Client("127.0.0.1", port, name="Bob", timeout=30)
                time.sleep(0.2)
        reconnect["ok"] = False

    rejoiner = threading.Thread(target=rejoin_bob, daemon=True)
    rejoiner.start()
    during = pings(ann, args.seconds)
    rejoiner.join(40)
    sampling.set()
    sampler.join(5)
    attack_end.send("stop")
    tally = attack_end.recv() if attack_end.poll(30) else {}
    talking.set()
    for person in players:
        person.stop = True

    print(f"host: rage-trick, 2 people, 2 host bots; Cid chats 40 lines/s; port {port}")
    print(f"before the attack: Ann's ping {ms(before)}; host RSS {calm['rss']:.1f} MiB")
    print(
        f"during the attack ({args.readers} never-reading spectators, {args.slow} slow "
        f"connections, {args.seconds:.0f} s): Ann's ping {ms(during)}"
    )
    print(
        f"host RSS peak {peak['rss']:.1f} MiB; connections at most {peak['connections']}; "
        f"spectators at most {peak['watchers']}"
    )
    print(
        "attackers: "
        + ", ".join(f"{key.replace('_', ' ')} {value}" for key, value in sorted(tally.items()))
    )
    if reconnect.get("ok"):
        print(
            f"Bob's reconnect with his token: OK, seat back in {reconnect['seconds'] * 1000:.0f} ms"
            f" ({reconnect.get('tries', 0)} refusals first)"
        )
    else:
        print(f"Bob's reconnect with his token: FAILED ({reconnect})")
    for client in [*people, cid, *(p.client for p in players[2:])]:
        client.close()
    host_end.send("stop")
    host_end.recv()
    host.join(10)
    attack.join(10)
    return 0


if __name__ == "__main__":
    sys.exit(main())
