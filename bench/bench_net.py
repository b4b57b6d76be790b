"""Network benchmark (a script, not a test): prints figures, asserts nothing.

  python bench/bench_net.py [--commands 2000] [--tables 50] [--game rage-trick]

1. Round trip: two people (Client API) play 2-seat games against a host in another process;
   each `apply` is timed from send until its reply is back. The host pushes both players
   their update before it replies, so one round trip is a whole accepted command as a person
   lives it. Median, p95, p99 over --commands commands.
2. Soak: --tables tables of 4 seats at once on one host process, each with 2 bots on the
   host and 2 bot clients over loopback (threads in this process), each playing a full
   game. Reports accepted commands per second (the host's count) and the host's memory
   (RSS from /proc, or ru_maxrss where /proc is missing) before, at peak and after.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import resource
import statistics
import sys
import threading
import time
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.net import Client, HostConfig, HostThread, TableConfig  # noqa: E402
from desktop.net.botclient import BotClient  # noqa: E402


def rss_mib() -> float:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def host_process(pipe: Connection) -> None:
    """The host, alone in its process, driven over a pipe."""
    # No flood control: the benchmark is a legitimate client at full speed.
    host = HostThread(HostConfig(bind="127.0.0.1", port=0, rate=1e9, burst=1e9)).start()
    pipe.send(host.port)
    served = host.host
    assert served is not None  # started above
    while True:
        request = pipe.recv()
        if request[0] == "add":
            tables = [host.call(served.add_table, config) for config in request[1]]
            pipe.send([t.id for t in tables])
        elif request[0] == "stats":

            def stats() -> dict[str, Any]:
                tables = list(served.tables.values())
                return {
                    "commands": sum(t.commands for t in tables),
                    "over": sum(1 for t in tables if t.phase == "over"),
                    "tables": len(tables),
                }

            usage = resource.getrusage(resource.RUSAGE_SELF)
            cpu = usage.ru_utime + usage.ru_stime
            pipe.send({**host.call(stats), "rss": rss_mib(), "cpu": cpu})
        else:
            host.stop()
            pipe.send("bye")
            return


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def round_trip(port: int, pipe: Connection, game: str, commands: int) -> list[float]:
    times: list[float] = []
    while len(times) < commands:
        (table_id,) = _ask(pipe, ("add", [TableConfig(game=game, seats=2)]))
        people = [Client("127.0.0.1", port, name=f"P{i}") for i in range(2)]
        for i, client in enumerate(people):
            client.connect()
            client.join(i, table=table_id)
        people[0].wait(lambda s: s.state_id >= 1, 30)
        while len(times) < commands and not people[0].state.over:
            for client in people:
                state = client.snapshot()
                if state.my_turn:
                    start = time.perf_counter()
                    client.apply(state.legal[0], state.state_id)
                    times.append(time.perf_counter() - start)
                    break
            else:
                people[0].wait(lambda s: s.over or s.my_turn, 0.01)
                people[1].wait(lambda s: s.over or s.my_turn, 0.01)
        for client in people:
            client.close()
    return times


def soak(port: int, pipe: Connection, game: str, tables: int) -> dict[str, Any]:
    before = _ask(pipe, ("stats",))
    configs = [
        TableConfig(game=game, seats=4, bots=["", "", "heuristic", "heuristic"], seed=i)
        for i in range(tables)
    ]
    ids = _ask(pipe, ("add", configs))
    bots = [
        BotClient("127.0.0.1", port, bot="heuristic", table=table_id, seat=seat, seed=seat)
        for table_id in ids
        for seat in (0, 1)
    ]
    start = time.perf_counter()
    threads = [threading.Thread(target=bot.run, args=(600.0,), daemon=True) for bot in bots]
    for thread in threads:
        thread.start()
    peak = before["rss"]
    stats = before
    while stats["over"] - before["over"] < tables and time.perf_counter() - start < 600:
        time.sleep(0.25)
        stats = _ask(pipe, ("stats",))
        peak = max(peak, stats["rss"])
    elapsed = time.perf_counter() - start
    for thread in threads:
        thread.join(10)
    after = _ask(pipe, ("stats",))
    made = after["commands"] - before["commands"]
    return {
        "tables": tables,
        "finished": after["over"] - before["over"],
        "connections": len(bots),
        "commands": made,
        "seconds": elapsed,
        "per_second": made / elapsed,
        "remote_commands": sum(b.commands for b in bots),
        "host_cpu": after["cpu"] - before["cpu"],
        "rss_before": before["rss"],
        "rss_peak": peak,
        "rss_after": after["rss"],
    }


def _ask(pipe: Connection, request: tuple) -> Any:
    pipe.send(request)
    return pipe.recv()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--commands", type=int, default=2000)
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--game", default="rage-trick")
    args = parser.parse_args()

    ours, theirs = mp.Pipe()
    child = mp.Process(target=host_process, args=(theirs,), daemon=True)
    child.start()
    port = ours.recv()
    print(
        f"host pid {child.pid} on 127.0.0.1:{port}; {os.cpu_count()} CPUs; {sys.version.split()[0]}"
    )
    try:
        times = round_trip(port, ours, args.game, args.commands)
        ms = [t * 1000 for t in times]
        print(
            f"round trip over {len(ms)} {args.game} commands (2 people, loopback): "
            f"median {statistics.median(ms):.3f} ms, p95 {percentile(ms, 0.95):.3f} ms, "
            f"p99 {percentile(ms, 0.99):.3f} ms, max {max(ms):.3f} ms"
        )
        result = soak(port, ours, args.game, args.tables)
        print(
            f"soak: {result['finished']}/{result['tables']} tables of 4 finished "
            f"({result['connections']} bot connections + 2 host bots per table): "
            f"{result['commands']} commands in {result['seconds']:.1f} s = "
            f"{result['per_second']:.0f} commands/s ({result['remote_commands']} over the wire); "
            f"host CPU {result['host_cpu']:.1f} s "
            f"({1000 * result['host_cpu'] / max(1, result['commands']):.2f} ms a command); "
            f"host RSS {result['rss_before']:.1f} MiB before, {result['rss_peak']:.1f} peak, "
            f"{result['rss_after']:.1f} after"
        )
    finally:
        _ask(ours, ("stop",))
        child.join(10)
    return 0


if __name__ == "__main__":
    sys.exit(main())
