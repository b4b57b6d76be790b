"""Command line: `python -m engine stdio | simulate | replay | cards check`."""

from __future__ import annotations

import argparse
import json
import sys

from engine.core.cli import replay_command, simulate_command, stdio_command


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m engine", description="Rage Table's rules engine"
    )
    sub = parser.add_subparsers(dest="command", required=True)

    sub.add_parser("stdio", help="serve JSON lines on stdin/stdout (one response per request)")

    sim = sub.add_parser("simulate", help="play bot games and print results and throughput as JSON")
    sim.add_argument("game")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seats", type=int, default=4)
    sim.add_argument("--bots", default="", help="comma-separated bot names, one per seat")
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option; VALUE is read as JSON when it parses, else as text",
    )
    sim.add_argument(
        "--no-rotate", action="store_true", help="keep each bot in its seat every game"
    )
    sim.add_argument(
        "--event-path",
        action="store_true",
        help="play random bots through the session too (by default a game of random bots "
        "only uses the ruleset's fast path, which plays the same games)",
    )

    rep = sub.add_parser(
        "replay", help="rebuild and verify a saved game log, print the final public view"
    )
    rep.add_argument("file")

    cards = sub.add_parser("cards", help="check card files of the Rage CCG")
    cards_sub = cards.add_subparsers(dest="cards_command", required=True)
    check = cards_sub.add_parser(
        "check",
        help="each card's generated rules text beside its text, the refusals and the warnings",
    )
    check.add_argument("files", nargs="+", metavar="FILE")
    check.add_argument("--game", choices=("rage-lv", "rage-classic"), default=None)

    args = parser.parse_args(argv)
    if args.command == "stdio":
        return stdio_command(sys.stdin, sys.stdout)
    if args.command == "simulate":
        report = simulate_command(args)
        print(json.dumps(report, indent=2))
        return 0 if "error" not in report else 2
    if args.command == "cards":
        from pathlib import Path

        from engine.cardcheck import check_files

        return check_files([Path(f) for f in args.files], args.game, sys.stdout)
    if args.command == "replay":
        return replay_command(args.file, sys.stdout)
    return 2


if __name__ == "__main__":
    sys.exit(main())
