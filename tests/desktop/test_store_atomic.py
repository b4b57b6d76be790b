"""Atomic writes: all or nothing, no temp files left behind."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from desktop.store import atomic
from desktop.store.atomic import atomic_write_bytes, atomic_write_text


def test_write_creates_and_replaces(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "file.txt"
    atomic_write_text(target, "one\n")
    atomic_write_bytes(target, b"two\n")
    assert target.read_bytes() == b"two\n"
    assert sorted(p.name for p in target.parent.iterdir()) == ["file.txt"]


def test_text_keeps_unix_newlines(tmp_path: Path) -> None:
    target = tmp_path / "f"
    atomic_write_text(target, "a\nb\n")
    assert target.read_bytes() == b"a\nb\n"


def test_failed_replace_keeps_the_old_file_and_cleans_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "file.txt"
    target.write_bytes(b"old")

    def broken_replace(src: str, dst: os.PathLike) -> None:
        raise OSError("disk on fire")

    monkeypatch.setattr(atomic.os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk on fire"):
        atomic_write_bytes(target, b"new")
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["file.txt"]
