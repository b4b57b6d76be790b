"""bench/bench_hint_follow.py (issue 30): its sign test and a game it plays."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

from engine.games.rage_lv.expert import HARD

SCRIPT = Path(__file__).resolve().parents[2] / "bench" / "bench_hint_follow.py"


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_hint_follow", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    # its dataclass looks its module up while the class is made
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_the_sign_test_is_the_two_sided_binomial_tail(bench):
    # 8 of 10 one way: (1 + 10 + 45) / 1024 on each side
    assert bench.sign_test(8, 2) == pytest.approx(2 * 56 / 1024)
    assert bench.sign_test(2, 8) == bench.sign_test(8, 2)
    assert bench.sign_test(5, 5) == 1.0 and bench.sign_test(0, 0) == 1.0
    assert bench.sign_test(6, 0) == pytest.approx(2 / 64)


def test_a_baseline_game_is_played_to_its_end_and_compared_by_seed(bench, tmp_path, capsys):
    game = bench.play(3, baseline=True, settings=HARD)
    assert game.winners and game.turns > 1 and game.main_moments == 0
    line = json.dumps(bench.dataclasses.asdict(game))
    better = dict(json.loads(line), renown=[game.renown[0] + 2, game.renown[1]])
    (tmp_path / "a.jsonl").write_text(line + "\n")
    (tmp_path / "b.jsonl").write_text(json.dumps(better) + "\n")
    bench.compare(str(tmp_path / "a.jsonl"), str(tmp_path / "b.jsonl"))
    out = capsys.readouterr().out
    assert "B higher on 1, lower on 0, tied on 0: sign test p = 1.000" in out
