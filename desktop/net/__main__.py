"""Headless LAN tools.

  python -m desktop.net serve --game rage-trick --seats 4 --port 47474 --bots 2 [--journal DIR]
  python -m desktop.net bot --connect HOST:PORT [--bot heuristic]
  python -m desktop.net browse [--seconds 3] [--connect HOST:PORT]

`serve` with a --journal directory that already holds tables resumes them (after a crash);
people rejoin with their seat tokens.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import socket
import sys
from pathlib import Path

from desktop.net.botclient import BotClient
from desktop.net.discovery import DEFAULT_PORT, Advertiser, browse, parse_address, probe
from desktop.net.host import Host, HostConfig
from desktop.net.rulesets import default_bot, resolve_ruleset
from desktop.net.seats import OVER, TableConfig
from engine.core.cli import parse_option
from engine.core.errors import Illegal
from engine.core.registry import available

log = logging.getLogger("desktop.net")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m desktop.net", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--log-level", default="INFO")
    sub = parser.add_subparsers(dest="command", required=True)

    serve = sub.add_parser("serve", help="host a table without a window")
    first = next(iter(available()), "")
    serve.add_argument(
        "--game", default=first, help=f'ruleset id, or "module:ATTR" (default: {first})'
    )
    serve.add_argument("--seats", type=int, default=4)
    serve.add_argument("--port", type=int, default=DEFAULT_PORT)
    serve.add_argument("--bind", default="0.0.0.0")
    serve.add_argument("--bots", type=int, default=0, help="how many seats (the last) bots play")
    serve.add_argument("--bot", default="", help="which bot plays them (default: the best)")
    serve.add_argument("--journal", type=Path, help="directory to journal tables in (resumes)")
    serve.add_argument("--name", default="", help="the table's name in lobbies")
    serve.add_argument("--seed", type=int)
    serve.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    serve.add_argument("--grace", type=float, default=180.0, help="seconds before a bot stands in")
    serve.add_argument("--bot-delay", type=float, default=0.0)
    serve.add_argument("--omniscient-spectators", action="store_true")
    serve.add_argument("--idle-timeout", type=float, default=60.0)
    serve.add_argument("--no-advertise", action="store_true", help="skip mDNS advertising")
    serve.add_argument("--interface", action="append", default=[], help="advertise on this IP")
    serve.add_argument("--exit-when-over", action="store_true")

    bot = sub.add_parser("bot", help="play a seat with a bot over the network")
    bot.add_argument("--connect", required=True, metavar="HOST:PORT")
    bot.add_argument("--bot", default="heuristic")
    bot.add_argument("--seat", default="any")
    bot.add_argument("--table")
    bot.add_argument("--name", default="")
    bot.add_argument("--game-spec", help='"module:ATTR" for a game outside the registry')
    bot.add_argument("--timeout", type=float, default=3600.0)

    look = sub.add_parser("browse", help="list tables on the LAN (or at --connect)")
    look.add_argument("--seconds", type=float, default=3.0)
    look.add_argument("--connect", metavar="HOST:PORT")
    return parser


def _table_config(args: argparse.Namespace, display: str) -> TableConfig:
    if not 0 <= args.bots <= args.seats:
        raise ValueError(f"--bots must be from 0 to the number of seats ({args.seats}).")
    best = args.bot or default_bot(resolve_ruleset(args.game))
    return TableConfig(
        game=args.game,
        seats=args.seats,
        options=dict(parse_option(text) for text in args.option),
        # The last --bots seats are the host's bots; the others wait for people.
        bots=[""] * (args.seats - args.bots) + [best] * args.bots,
        name=args.name or f"{display}'s table",
        seed=args.seed,
        reconnect_grace=args.grace,
        bot_delay=args.bot_delay,
        omniscient_spectators=args.omniscient_spectators,
    )


async def serve(args: argparse.Namespace) -> int:
    display = args.name or socket.gethostname()
    host = Host(
        HostConfig(
            bind=args.bind,
            port=args.port,
            journal_dir=args.journal,
            host_name=display,
            idle_timeout=args.idle_timeout,
        )
    )
    await host.start()
    unfinished = [t for t in host.tables.values() if t.phase != OVER]
    if unfinished:
        log.info("resumed %s table(s) from %s", len(unfinished), args.journal)
    else:
        try:
            host.add_table(_table_config(args, display))
        except BaseException:
            await host.stop()
            raise
    advertiser = None
    if not args.no_advertise:
        # Bound to one address: advertise that one, not every interface's.
        specific = [args.bind] if args.bind not in ("0.0.0.0", "", "::") else None
        advertiser = Advertiser(
            host.port,
            host_name=display,
            interfaces=args.interface or None,
            addresses=args.interface or specific,
        )
        host.on_table_change(lambda table: advertiser.publish(table.summary()))
        for table in host.tables.values():
            advertiser.publish(table.summary())
    print(f"serving on {args.bind}:{host.port}", flush=True)

    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # not on Windows
            loop.add_signal_handler(sig, stop.set)
    try:
        while not stop.is_set():
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), 1.0)
            if args.exit_when_over and all(t.phase == OVER for t in host.tables.values()):
                await asyncio.sleep(1.0)  # let the last pushes reach the players
                break
    finally:
        await host.stop()
        if advertiser is not None:
            advertiser.close()
    return 0


def run_bot(args: argparse.Namespace) -> int:
    host, port = parse_address(args.connect)
    seat: int | str = int(args.seat) if args.seat.isdigit() else args.seat
    bot = BotClient(
        host,
        port,
        bot=args.bot,
        name=args.name,
        seat=seat,
        table=args.table,
        game_spec=args.game_spec,
    )
    result = bot.run(args.timeout)
    if result is None:
        print("the game did not finish", file=sys.stderr)
        return 1
    print(f"game over: {result}")
    return 0


def run_browse(args: argparse.Namespace) -> int:
    tables = probe(*parse_address(args.connect)) if args.connect else browse(args.seconds)
    for t in tables:
        print(
            f"{t.address}:{t.port}  {t.name!r}  {t.game}  {t.free}/{t.seats} free  "
            f"{t.phase}  host={t.host_name}  table={t.table}"
        )
    if not tables:
        print("no tables found (try --connect HOST:PORT)", file=sys.stderr)
    return 0


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(
        level=args.log_level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    try:
        if args.command == "serve":
            return asyncio.run(serve(args))
        if args.command == "bot":
            return run_bot(args)
        return run_browse(args)
    except Illegal as exc:
        print(exc.message, file=sys.stderr)
        return 2
    except (OSError, ValueError) as exc:
        print(exc, file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
