"""A battleground in the relaunch Hunting Grounds says whose it is (issue 30, played by
keyboard in Portuguese at 1920x1080): Ada's The Dry Wash and the player's stood side by side
and looked the same. Each now carries its player's pill under its name, as the characters
there do. Judged on what the table draws."""

from __future__ import annotations

import pytest

from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import paused_at
from tests.desktop.test_table_support import make_app


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def test_each_battleground_names_its_player(display, size) -> None:
    with tracing():
        app = make_app(size, speed=50.0)
        try:
            table = paused_at(app, 92, 2)  # Ann's and Bob's The Dry Wash, side by side
            nodes = {k: table.stage.cards[k] for k in ("0.dry-wash.1", "1.dry-wash.1")}
            drawn = trace_frame(app).texts()
            said = {}
            for key, node in nodes.items():
                box = node.surface.get_rect(center=node.to_world()) if node.surface else None
                assert box is not None, key
                said[key] = [m.text for _, m in drawn if box.contains(m.rect)]
        finally:
            app.close()
    assert "Ann" in said["0.dry-wash.1"] and "Bob" not in said["0.dry-wash.1"], said
    assert "Bob" in said["1.dry-wash.1"] and "Ann" not in said["1.dry-wash.1"], said
