"""Once a relaunch game is over, nothing on its table invites a move: the demo's last
milestone at 1280x720 with 4 seats (a combat still on show) said "Game over — Ada wins" over
"Your Combat hand: click a card to play it" and a first-game tip "Pick a Combat card".

Played through the headless demo in the app's real frame; the words read from the frame
traced by `layout_trace`.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop.demo_shots import Shots
from tests.desktop.layout_trace import trace_frame
from tests.desktop.test_text_readable import Enough, traced_demo

#: words that ask the player for a move
INVITING = ("click", "play it", "pick a", "drag ", "press ")


def test_no_words_invite_a_move_after_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    seen: dict[str, list[str]] = {}

    def look(shots: Shots, name: str) -> None:
        if name.endswith("end"):
            seen["end"] = [m.text for _i, m in trace_frame(shots.app).texts()]
            raise Enough

    traced_demo("rage-lv", 4, tmp_path / "shots", look)
    texts = seen.get("end")
    assert texts is not None, "the demo reached no end"
    assert any("Game over" in t for t in texts), texts
    inviting = [t for t in texts if any(w in t.casefold() for w in INVITING)]
    assert not inviting, inviting
