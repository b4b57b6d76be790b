"""A game process killed with SIGKILL mid-game resumes to exactly the same game.

The child plays the endless toy game through a Journal and prints its state_id after each
entry is flushed; the test reads a few dozen of those lines, kills the child (it is still
playing at full speed, so the kill lands wherever it lands), and resumes from the journal.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.store.journal import Journal, resume
from desktop.store.paths import HOME_ENV, Paths
from desktop.store.seats import Controller
from engine.core.session import Session
from tests.desktop.test_store_support import LONG_TOY, drive, replay_of

ROOT = Path(__file__).resolve().parents[2]
SEED = 2024
CHILD = "from tests.desktop.test_store_crash import child_main; child_main()"


def child_main() -> None:
    """Run in the child: play forever, journaling, reporting each flushed entry."""
    paths = Paths.from_env()
    session = Session.new(LONG_TOY, 2, SEED)
    Journal.start(paths, session, [Controller("person"), Controller("bot", "random")])
    chooser = random.Random(SEED)
    out = sys.stdout
    out.write(f"{session.state_id}\n")
    out.flush()
    while True:
        drive(session, chooser, 1)  # the journal has fsynced the entry when this returns
        out.write(f"{session.state_id}\n")
        out.flush()


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX kill -9")
def test_killed_mid_game_resumes_to_the_same_state(tmp_path: Path) -> None:
    env = dict(os.environ, **{HOME_ENV: str(tmp_path)})
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True
    )
    seen: list[int] = []
    try:
        assert child.stdout is not None
        while len(seen) < 40:
            line = child.stdout.readline()
            assert line, f"the child stopped early (exit code {child.poll()})"
            seen.append(int(line))
        os.kill(child.pid, signal.SIGKILL)
        rest = child.stdout.read()
    finally:
        child.kill()
        child.wait()
    assert child.returncode == -signal.SIGKILL
    seen.extend(int(line) for line in rest.split())
    last_reported = seen[-1]

    paths = Paths.under(tmp_path)
    [found] = Journal.find_resumable(paths)
    assert found.error is None and found.controllers[1] == Controller("bot", "random")
    resumed = resume(found.path, ruleset=LONG_TOY)
    # Everything reported is on disk; at most one more entry was written but not reported.
    assert last_reported <= resumed.state_id <= last_reported + 1
    independent = replay_of(LONG_TOY, SEED, resumed.state_id - 1)
    assert resumed.header == independent.header
    assert resumed.entries == independent.entries
    assert resumed.state == independent.state

    # Continue the game, crash-free this time, and it still matches the independent game.
    journal = Journal.reopen(paths, found.path, ruleset=LONG_TOY)
    chooser = random.Random(SEED)
    # Bring the chooser to where the child's was (a throwaway game consumes the same picks).
    drive(Session.new(LONG_TOY, 2, SEED), chooser, resumed.state_id - 1)
    drive(journal.session, chooser, 5)
    journal.close()
    again = resume(found.path, ruleset=LONG_TOY)
    assert again.state == replay_of(LONG_TOY, SEED, resumed.state_id - 1 + 5).state
