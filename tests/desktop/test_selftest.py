"""The packaged app's --selftest and --version work from source too, and fail loudly."""

from __future__ import annotations

import io

from desktop import selftest
from desktop.__main__ import main
from desktop.games.catalog import all_games


def test_selftest_passes_and_reports_each_check() -> None:
    out = io.StringIO()
    assert selftest.run_selftest(out) == 0
    text = out.getvalue()
    games = [f"play {g.ruleset}" for g in all_games() if g.selftest is not None]
    assert len(games) == len(all_games())  # every registered game names its quick game
    for check in ("import", "art", "render card", "render frame", *games):
        assert f"ok   {check}" in text
    assert "0 failing" in text


def test_selftest_fails_when_art_is_missing(monkeypatch, tmp_path) -> None:
    from desktop.render import fonts

    monkeypatch.setattr(fonts, "DEFAULT_ART_DIR", tmp_path)
    out = io.StringIO()
    assert selftest.run_selftest(out) == 1
    assert "FAIL art" in out.getvalue()


def test_version_flag(capsys) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.startswith("Rage Table ")
