"""Every game's Table answers the shared layer's calls: an override of an
`engine.ccg.table.Table` method accepts every parameter the base declares, by the same name
and position. A layer change that adds an argument then fails here at once, instead of at run
time in the one game that a random property test happens to reach."""

from __future__ import annotations

import inspect

import pytest

from engine.ccg.table import Table
from engine.games.rage_classic import query as classic_query
from engine.games.rage_classic import table as classic_table
from engine.games.rage_lv import context as lv_context
from engine.games.rage_lv import stats as lv_stats


def _game_tables() -> list[type]:
    found: dict[str, type] = {}
    for module in (classic_query, classic_table, lv_context, lv_stats):
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, Table) and cls is not Table:
                found[f"{cls.__module__}.{cls.__qualname__}"] = cls
    return [found[name] for name in sorted(found)]


def _positional(sig: inspect.Signature) -> list[inspect.Parameter]:
    kinds = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
    return [p for p in sig.parameters.values() if p.kind in kinds]


def test_both_ccg_rulesets_have_tables() -> None:
    names = {cls.__name__ for cls in _game_tables()}
    assert {"ClassicView", "ClassicTable", "LvView", "LvTable"} <= names


@pytest.mark.parametrize("cls", _game_tables(), ids=lambda c: c.__name__)
def test_overrides_accept_what_the_layer_passes(cls: type) -> None:
    problems = []
    for name, base_fn in inspect.getmembers(Table, inspect.isfunction):
        if name.startswith("__"):
            continue
        fn = inspect.getattr_static(cls, name)
        if fn is inspect.getattr_static(Table, name) or not inspect.isfunction(fn):
            continue
        base, mine = inspect.signature(base_fn), inspect.signature(fn)
        if any(p.kind is inspect.Parameter.VAR_POSITIONAL for p in mine.parameters.values()):
            continue
        want, have = _positional(base), _positional(mine)
        if [p.name for p in have[: len(want)]] != [p.name for p in want]:
            problems.append(f"{name}{mine} does not take {name}{base}")
        for extra in have[len(want) :]:
            if extra.default is inspect.Parameter.empty:
                problems.append(f"{name}: extra parameter {extra.name} has no default")
    assert not problems, "\n".join(problems)
