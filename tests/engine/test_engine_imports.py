"""Imports under engine/ run one way: no cycle anywhere (an import inside a function counts, a
lazy import is still a dependency; `if TYPE_CHECKING:` blocks never run and are left out), the
shared card layer imports no game, and each CCG edition's phases are imported by its flow
module alone (they reach each other through the Ctx's hooks).
"""

from __future__ import annotations

from pathlib import Path

from tests.import_graph import (
    assert_sees_a_function_level_cycle,
    cycles,
    import_graph,
    package_modules,
)

#: each CCG edition's phase modules (its flow's phase table), and what may import them
PHASES = {
    "engine.games.rage_lv": ("turn", "main_phase", "resolution", "alpha"),
    "engine.games.rage_classic": ("turn", "juntas", "alpha"),
}


def test_no_import_cycle_in_the_engine() -> None:
    graph = import_graph(package_modules("engine"))
    assert graph["engine.games.rage_classic.flow"], "the graph has no edges"
    assert cycles(graph) == []


def test_no_import_cycle_in_the_engine_even_for_type_hints() -> None:
    """An edition's vocabulary types the table it acts on by a Protocol, not by importing the
    table's module (which imports the vocabulary): the engine's layers read one way."""
    graph = import_graph(package_modules("engine"), type_checking=True)
    assert cycles(graph) == []


def test_the_card_layer_imports_no_game() -> None:
    graph = import_graph(package_modules("engine"))
    layer = {m: deps for m, deps in graph.items() if m.startswith("engine.ccg")}
    assert layer, "the layer was not found"
    assert {
        m: sorted(d for d in deps if d.startswith("engine.games")) for m, deps in layer.items()
    } == {m: [] for m in layer}


def test_only_an_editions_flow_imports_its_phases() -> None:
    graph = import_graph(package_modules("engine"))
    for package, phases in PHASES.items():
        names = {f"{package}.{phase}" for phase in phases}
        assert names <= set(graph), f"{package}: a phase module is missing"
        importers = {m for m, deps in graph.items() if deps & names}
        assert importers == {f"{package}.flow"}, f"{package}: {sorted(importers)}"


def test_the_cycle_finder_finds_cycles_through_function_level_imports(tmp_path: Path) -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []
    assert_sees_a_function_level_cycle(tmp_path, "engine", "games")
