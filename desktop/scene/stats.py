"""Frame-time statistics for the demo mode and benchmarks (figures, never pass/fail)."""

from __future__ import annotations

import json
import math
import statistics
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path


@dataclass(frozen=True)
class FrameSummary:
    count: int
    median: float
    p95: float
    p99: float
    max: float
    mean: float

    def as_dict(self) -> dict[str, float | int]:
        return asdict(self)

    def figures(self, prefix: str = "") -> dict[str, float | int]:
        """Rounded figures for a report: frames, median, p95, p99, max, mean (ms)."""
        out: dict[str, float | int] = {} if prefix else {"frames": self.count}
        for key in ("median", "p95", "p99", "max", "mean"):
            out[prefix + key] = round(getattr(self, key), 3)
        return out


def percentile(sorted_values: list[float], q: float) -> float:
    """Linear-interpolated percentile (numpy's default) of already sorted values."""
    if not sorted_values:
        return 0.0
    pos = (len(sorted_values) - 1) * q / 100.0
    lo, hi = math.floor(pos), math.ceil(pos)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (pos - lo)


@dataclass
class FrameStats:
    """Collects frame times in milliseconds."""

    samples: list[float] = field(default_factory=list)

    def add(self, ms: float) -> None:
        self.samples.append(ms)

    @contextmanager
    def measure(self) -> Iterator[None]:
        """Time the body of a `with` block as one frame."""
        start = time.perf_counter()
        try:
            yield
        finally:
            self.add((time.perf_counter() - start) * 1000.0)

    def summary(self) -> FrameSummary:
        values = sorted(self.samples)
        if not values:
            return FrameSummary(0, 0.0, 0.0, 0.0, 0.0, 0.0)
        return FrameSummary(
            count=len(values),
            median=statistics.median(values),
            p95=percentile(values, 95),
            p99=percentile(values, 99),
            max=values[-1],
            mean=statistics.fmean(values),
        )

    def write_json(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.summary().as_dict(), indent=2) + "\n")

    def describe(self) -> str:
        s = self.summary()
        return (
            f"{s.count} frames: median {s.median:.2f} ms, p95 {s.p95:.2f} ms, "
            f"p99 {s.p99:.2f} ms, max {s.max:.2f} ms"
        )
