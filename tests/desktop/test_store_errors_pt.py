"""Save errors in the player's language (issue 30): the store's SaveError sentences were
English f-strings, so the Portuguese Replays and Continue screens said "This save file is
incomplete …". Each is now one whole translatable sentence per kind of file."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest

from desktop.screens.replays import ReplaysScreen
from desktop.store import journal, saves
from desktop.store.paths import Paths
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import frames, make_app


def _broken_library(paths: Paths) -> None:
    """A save cut while being written, one with a changed byte, an empty one, a stranger."""
    folder = paths.replays_dir
    folder.mkdir(parents=True, exist_ok=True)
    folder.joinpath("cut.rtsave").write_bytes(b'{"rage_table_save": 1, "check')
    folder.joinpath("empty.rtsave").write_bytes(b"")
    folder.joinpath("stranger.rtsave").write_bytes(b"[1, 2, 3]\n")


def test_broken_saves_are_said_in_portuguese_on_the_replays_screen(
    display, tmp_path, monkeypatch
) -> None:
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    _broken_library(Paths.from_env())
    with tracing():
        app = make_app(language="pt_BR")
        try:
            with using(app.translations):
                screen = ReplaysScreen(app)
                app.push(screen)
            frames(app, 3)
            rows = " | ".join(screen.list.items)
            drawn = " ".join(m.text for _, m in trace_frame(app).texts())
        finally:
            app.close()
    for words in ("incompleto", "está vazio", "não é uma partida salva"):
        assert words in rows, rows
    for english in ("This save", "This file", "cut off"):
        assert english not in rows and english not in drawn, (english, rows)
    assert "Este arquivo" in drawn, drawn


@pytest.mark.parametrize(
    ("code", "words"),
    [(errno.EACCES, "não tem permissão"), (errno.ENOSPC, "o disco está cheio")],
)
def test_a_save_or_autosave_the_disk_refuses_is_said_in_portuguese(
    tmp_path: Path, monkeypatch, code: int, words: str
) -> None:
    def refuse(path: Path, *args: object, **kwargs: object) -> bytes:
        raise OSError(code, "English words from the C library")

    monkeypatch.setattr(saves, "read_file", refuse)
    monkeypatch.setattr(journal, "read_file", refuse)
    with using("pt_BR"):
        with pytest.raises(saves.SaveError) as save:
            saves.read_save(tmp_path / "a.rtsave")
        with pytest.raises(saves.SaveError) as auto:
            journal.read_journal(tmp_path / "a.rtjournal")
    assert save.value.message.startswith("Não foi possível abrir esse arquivo de partida salva")
    assert auto.value.message.startswith("Não foi possível abrir o salvamento automático")
    for said in (save.value.message, auto.value.message):
        assert words in said and "English" not in said, said
