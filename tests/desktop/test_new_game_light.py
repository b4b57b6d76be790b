"""New game loads the games' rules ahead, off the event thread (issue 30, in a real window: →
from Ragers to the Rage CCG seemed ignored for about 10 s on a busy machine. New game checks a
game's options with its rules as the Game control comes to it, and a CCG's rules are its whole
engine, hints and the expert search included: 60-odd modules compiled on the event thread,
with no bytecode cache, took about 0.7 s of CPU there, seconds with 7 processes on 2 cores).
And a CCG's per-seat pack choice reads no deck rules when no pack is saved; a saved one is
offered as before."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

CHILD = """
import sys, time
from tests.desktop.test_table_support import frames, make_app
from desktop.screens.game_setup import new_game_screen
app = make_app((1280, 720))
app.push(new_game_screen(app))  # the first game's, as the main menu opens it
wanted = ("engine.games.rage_lv", "engine.games.rage_classic", "engine.games.ragers")
deadline = time.monotonic() + 20
while time.monotonic() < deadline and not all(w in sys.modules for w in wanted):
    frames(app, 1)
    time.sleep(0.05)
print("LOADED" if all(w in sys.modules for w in wanted) else "NOT LOADED")
app.close()
"""


def test_new_game_loads_every_games_rules_on_another_thread(tmp_path) -> None:
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run(
        [sys.executable, "-c", CHILD],
        capture_output=True,
        text=True,
        cwd=root,
        env={
            "PATH": "/usr/bin:/bin",
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
            "RAGE_TABLE_HOME": str(tmp_path),
            "PYTHONPATH": str(root),
        },
        timeout=120,
        check=False,
    )
    assert out.stdout.splitlines()[-1:] == ["LOADED"], out.stdout + out.stderr[-3000:]


def test_a_saved_pack_is_still_offered(display, tmp_path, monkeypatch) -> None:
    from desktop.screens.deckbuilder.store import PackStore
    from desktop.screens.rage_lv import EDITION

    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    rules = EDITION.deck_rules()
    store = PackStore(rules)
    starter = next(iter(rules.starters().values()))
    store.directory.mkdir(parents=True, exist_ok=True)
    (store.directory / "mine.json").write_text(json.dumps(rules.to_json(starter)))
    labels = [label for _pack, label in EDITION.saved_packs()]
    assert any("(yours)" in label for label in labels), labels
