#!/usr/bin/env python3
"""Time to draw each rage-classic card face from a cold cache, per size the table uses.

Every card of the shipped pool is drawn once per size (TINY to ZOOM) by a fresh ClassicFaces
under SDL's dummy video driver; prints the median, p95 and p99 milliseconds per face and the
total per size. The table draws faces ahead of time a few per idle frame (`ClassicFaces.tick`),
so these are the costs of a face first shown before it was drawn ahead. Not a test: figures
depend on the machine and its load.

    .venv/bin/python bench/bench_classic_faces.py
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def main() -> None:
    import pygame

    pygame.init()
    pygame.display.set_mode((10, 10))
    from desktop.screens.rage_classic.art import ClassicArt
    from desktop.screens.rage_classic.faces import BIG, HAND, SMALL, TINY, ZOOM, ClassicFaces

    ids = ClassicArt().card_ids("rage-classic")
    for name, size in (("tiny", TINY), ("small", SMALL), ("hand", HAND), ("big", BIG)):
        report(name, size, ids, ClassicFaces())
    report("zoom", ZOOM, ids, ClassicFaces())


def report(name: str, size: tuple[int, int], ids: list[str], faces) -> None:
    times = []
    for cid in ids:
        started = time.perf_counter()
        faces.face(cid, size)
        times.append((time.perf_counter() - started) * 1000)
    times.sort()

    def q(p: float) -> float:
        return times[min(len(times) - 1, int(p * len(times)))]

    print(
        f"{name:5} {size[0]}x{size[1]}: {len(times)} faces, median {statistics.median(times):.2f}"
        f" ms, p95 {q(0.95):.2f}, p99 {q(0.99):.2f}, total {sum(times):.0f} ms"
    )


if __name__ == "__main__":
    main()
