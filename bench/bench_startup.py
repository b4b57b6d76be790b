#!/usr/bin/env python3
"""Start-up time to an interactive main menu, from source and (if built) packaged.

Each run starts the app with `--frames 1` under SDL's dummy video driver: it opens the window,
builds and draws the main menu once, handles input for that frame, and exits. The wall time of
the whole process is an upper bound on "time to an interactive menu" (it includes exiting).
Prints medians of N runs as JSON. Not a test: figures depend on the machine and its load.

    .venv/bin/python bench/bench_startup.py [--runs 9]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def time_command(command: list[str], runs: int) -> dict[str, float]:
    times = []
    with tempfile.TemporaryDirectory() as home:
        env = dict(
            os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", RAGE_TABLE_HOME=home
        )
        subprocess.run(command, env=env, capture_output=True, check=True)  # warm the OS file cache
        for _ in range(runs):
            started = time.perf_counter()
            subprocess.run(command, env=env, capture_output=True, check=True)
            times.append(time.perf_counter() - started)
    return {
        "median_s": round(statistics.median(times), 3),
        "min_s": round(min(times), 3),
        "max_s": round(max(times), 3),
        "runs": runs,
    }


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    report: dict[str, object] = {}
    report["python_only"] = time_command([sys.executable, "-c", "pass"], args.runs)
    report["source"] = time_command([sys.executable, "-m", "desktop", "--frames", "1"], args.runs)
    packaged = ROOT / "dist" / "RageTable" / ("RageTable.exe" if os.name == "nt" else "RageTable")
    if packaged.exists():
        report["packaged"] = time_command([str(packaged), "--frames", "1"], args.runs)
        size = sum(p.stat().st_size for p in packaged.parent.rglob("*") if p.is_file())
        report["package_size_mb"] = round(size / 1e6, 1)
    else:
        report["packaged"] = "not built (python3 build/build.py)"
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
