"""No text over text, and no label hidden under a card, on any table's screenshot scenes.

Each table's headless demo plays until its milestones (the moments its screenshots are taken);
at each one the frame is drawn again onto a recording canvas (`layout_trace`) and every text's
rectangle is checked against every other text and against whatever is drawn after it.
Two seats and the most seats each game allows, at 1920x1080 and 1280x720.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from desktop.demo_shots import Shots
from tests.desktop.layout_trace import Trace, report, trace_frame, tracing

SIZES = [(1920, 1080), (1280, 720)]


def demo_of(
    game: str, seats: int, seed: int, max_frames: int | None = None, **options: Any
) -> Callable[..., Any]:
    from desktop.demo import play

    return lambda **kw: play(
        game, seats=seats, seed=seed, options=options, max_frames=max_frames, **kw
    )


def rage_trick(seats: int) -> Callable[..., Any]:
    return demo_of("rage-trick", seats, 3, schedule=[2, 1])


def ragers(seats: int) -> Callable[..., Any]:
    return demo_of("ragers", seats, 5)


def rage_lv(seats: int) -> Callable[..., Any]:
    return demo_of("rage-lv", seats, 3, max_frames=20_000)


def rage_classic(seats: int) -> Callable[..., Any]:
    return demo_of("rage-classic", seats, 1, max_frames=20_000)


TABLES = {
    "rage-trick-2": (rage_trick(2), None),
    "rage-trick-8": (rage_trick(8), None),
    "ragers-2": (ragers(2), None),
    "rage-lv-2": (rage_lv(2), None),
    "rage-lv-4": (rage_lv(4), {"rage-lv-01-table", "rage-lv-02-moot", "rage-lv-03-combat"}),
    "rage-classic-2": (
        rage_classic(2),
        {"rage-classic-01-table", "rage-classic-02-ok", "rage-classic-05-combat"},
    ),
    "rage-classic-4": (
        rage_classic(4),
        {"rage-classic-01-table", "rage-classic-02-ok", "rage-classic-05-combat"},
    ),
}


#: Tables whose labels over cards' printed texts are not yet sorted out: the Ragers table puts
#: tags ("your Deadeye", "Veteran (special)") and banners on its cards, some by design. The
#: others' milestone scenes are checked for them (the CCG combat prompt over a hand card).
LABELS_OVER_CARDS_PENDING = {"ragers-2"}


class Enough(Exception):
    """Every milestone the test needs was checked: stop the demo early."""


def milestone_traces(
    demo: Callable[..., Any], size: tuple[int, int], shots: Path, wanted: set[str] | None
) -> dict[str, Trace]:
    traces: dict[str, Trace] = {}
    take = Shots.take

    def traced_take(self: Shots, name: str) -> None:
        if name not in self.done:
            traces[self.prefix + name] = trace_frame(self.app)
        take(self, name)
        if wanted is not None and wanted <= set(traces):
            raise Enough

    Shots.take = traced_take  # type: ignore[method-assign]
    try:
        with tracing():
            demo(size=size, speed=8.0, screenshots=str(shots), quit_pygame=False)
    except Enough:
        pass
    finally:
        Shots.take = take  # type: ignore[method-assign]
    return traces


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("table", list(TABLES))
def test_no_text_is_drawn_over_text_or_hidden(table: str, size, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    demo, wanted = TABLES[table]
    traces = milestone_traces(demo, size, tmp_path / "shots", wanted)
    assert len(traces) >= 3, sorted(traces)
    over_cards = table not in LABELS_OVER_CARDS_PENDING
    found = {name: trace.problems(over_cards=over_cards) for name, trace in traces.items()}
    bad = {name: report(p) for name, p in found.items() if p}
    assert not bad, "\n".join(f"{name}:\n{text}" for name, text in bad.items())
