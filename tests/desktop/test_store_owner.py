"""One window per game: a second app process cannot continue a journal another has open, and
the lock dies with the process that held it (a crash never leaves a game locked)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from desktop.store.journal import Journal
from desktop.store.paths import Paths
from desktop.store.saves import SaveError
from engine.core.session import Session
from tests.desktop.test_store_support import LONG_TOY, drive

ROOT = Path(__file__).resolve().parents[2]

HOLDER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from desktop.store.journal import Journal
    from desktop.store.paths import Paths
    from tests.desktop.test_store_support import LONG_TOY
    journal = Journal.reopen(Paths.under(Path(sys.argv[1])), Path(sys.argv[2]), ruleset=LONG_TOY)
    print("holding", flush=True)
    time.sleep(120)
    """
)


def _journal(tmp_path: Path) -> tuple[Paths, Path]:
    import random

    paths = Paths.under(tmp_path)
    session = Session.new(LONG_TOY, 2, seed=3)
    journal = Journal.start(paths, session)
    drive(session, random.Random(3), 5)
    journal.close()
    return paths, journal.path


def test_a_second_process_is_told_the_game_is_open_elsewhere(tmp_path: Path) -> None:
    paths, path = _journal(tmp_path)
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(tmp_path), str(path)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "holding"
        before = path.read_bytes()
        with pytest.raises(SaveError) as err:
            Journal.reopen(paths, path, ruleset=LONG_TOY)
        assert err.value.code == "in-use"
        assert path.read_bytes() == before  # refused before writing anything
        os.kill(holder.pid, signal.SIGKILL)  # a crash: the lock must go with the process
        holder.wait(timeout=30)
        journal = Journal.reopen(paths, path, ruleset=LONG_TOY)
        assert journal.session.state_id == 6
        journal.close()
    finally:
        if holder.poll() is None:
            holder.kill()
            holder.wait(timeout=30)


def test_closing_releases_the_game_for_the_next_window(tmp_path: Path) -> None:
    paths, path = _journal(tmp_path)
    first = Journal.reopen(paths, path, ruleset=LONG_TOY)
    first.close()
    second = Journal.reopen(paths, path, ruleset=LONG_TOY)
    second.close()


def test_the_game_open_elsewhere_is_said_in_the_players_language(tmp_path: Path) -> None:
    from engine.i18n import using

    paths, path = _journal(tmp_path)
    holder = Journal.reopen(paths, path, ruleset=LONG_TOY)  # this window holds it
    try:
        with using("pt-BR"), pytest.raises(SaveError) as err:
            Journal.reopen(paths, path, ruleset=LONG_TOY)
    finally:
        holder.close()
    assert err.value.code == "in-use"
    assert err.value.message.startswith("Este jogo está aberto em outra janela"), err.value
