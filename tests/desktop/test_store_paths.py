"""Paths: platformdirs by default, everything beneath RAGE_TABLE_HOME when it is set."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from desktop.store.paths import APP_NAME, HOME_ENV, Paths
from desktop.store.settings import Settings


def test_home_variable_redirects_everything(tmp_path: Path) -> None:
    paths = Paths.from_env({HOME_ENV: str(tmp_path)})
    assert paths.portable
    assert paths.config_dir == tmp_path.resolve() / "config"
    assert paths.data_dir == tmp_path.resolve() / "data"
    assert paths.log_dir == tmp_path.resolve() / "logs"
    assert paths.settings_file.parent == paths.config_dir
    for sub in (paths.saves_dir, paths.replays_dir, paths.journal_dir, paths.history_db):
        assert sub.parent == paths.data_dir


def test_home_variable_via_the_real_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(HOME_ENV, str(tmp_path / "portable"))
    assert Paths.from_env().data_dir == (tmp_path / "portable" / "data").resolve()


def test_without_the_variable_platformdirs_decides() -> None:
    paths = Paths.from_env({})
    assert not paths.portable
    for directory in (paths.config_dir, paths.data_dir, paths.log_dir):
        assert APP_NAME in str(directory)


def test_blank_variable_is_ignored() -> None:
    assert not Paths.from_env({HOME_ENV: "  "}).portable


def test_directories_are_created_on_demand_only(tmp_path: Path) -> None:
    paths = Paths.under(tmp_path / "home")
    assert not (tmp_path / "home").exists()  # looking creates nothing
    Settings.load(paths)
    assert not paths.config_dir.exists()
    Settings.load(paths).save()
    assert paths.settings_file.is_file()


def test_store_never_imports_pygame() -> None:
    # In a fresh interpreter: this test session has pygame loaded by the desktop conftest.
    code = (
        "import sys, desktop.store.paths, desktop.store.settings, desktop.store.saves, "
        "desktop.store.journal, desktop.store.history; "
        "sys.exit('pygame' in sys.modules)"
    )
    root = Path(__file__).resolve().parents[2]
    assert subprocess.run([sys.executable, "-c", code], cwd=root).returncode == 0
