"""Imports under engine/ run one way: no cycle anywhere (an import inside a function counts, a
lazy import is still a dependency; `if TYPE_CHECKING:` blocks never run and are left out), the
shared card layer imports no game, and each CCG edition's phases are imported by its flow
module alone (they reach each other through the Ctx's hooks).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: each CCG edition's phase modules (its flow's phase table), and what may import them
PHASES = {
    "engine.games.rage_lv": ("turn", "main_phase", "resolution", "alpha"),
    "engine.games.rage_classic": ("turn", "juntas", "alpha"),
}


def modules(root: Path = ROOT) -> dict[str, Path]:
    """Every module under engine/, by dotted name (a package by its own name)."""
    found = {}
    for path in sorted((root / "engine").rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _is_type_checking(node: ast.AST) -> bool:
    test = getattr(node, "test", None)
    return isinstance(node, ast.If) and (
        (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING")
        or (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")
    )


def _walk(node: ast.AST) -> Iterator[ast.AST]:
    """Every node, function bodies included, `if TYPE_CHECKING:` blocks left out."""
    for child in ast.iter_child_nodes(node):
        if _is_type_checking(child):
            for orelse in getattr(child, "orelse", []):
                yield orelse
                yield from _walk(orelse)
            continue
        yield child
        yield from _walk(child)


def imported(tree: ast.AST, module: str, is_package: bool) -> set[str]:
    """What a module imports, at any depth: `from a import b` gives a.b (the module a.b if
    there is one, else a name in a)."""
    package = module if is_package else module.rpartition(".")[0]
    out: set[str] = set()
    for node in _walk(tree):
        if isinstance(node, ast.Import):
            out |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            source = node.module or ""
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                source = ".".join(base + ([node.module] if node.module else []))
            out |= {f"{source}.{alias.name}" for alias in node.names}
    return out


def import_graph(found: dict[str, Path]) -> dict[str, set[str]]:
    """module -> the engine modules it imports."""

    def resolve(name: str) -> str | None:
        while name and name not in found:
            name = name.rpartition(".")[0]
        return name or None

    graph = {}
    for name, path in found.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        deps = {resolve(n) for n in imported(tree, name, path.name == "__init__.py")}
        graph[name] = {d for d in deps if d is not None and d != name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every strongly connected group of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_import_cycle_in_the_engine() -> None:
    graph = import_graph(modules())
    assert graph["engine.games.rage_classic.flow"], "the graph has no edges"
    assert cycles(graph) == []


def test_the_card_layer_imports_no_game() -> None:
    graph = import_graph(modules())
    layer = {m: deps for m, deps in graph.items() if m.startswith("engine.ccg")}
    assert layer, "the layer was not found"
    assert {
        m: sorted(d for d in deps if d.startswith("engine.games")) for m, deps in layer.items()
    } == {m: [] for m in layer}


def test_only_an_editions_flow_imports_its_phases() -> None:
    graph = import_graph(modules())
    for package, phases in PHASES.items():
        names = {f"{package}.{phase}" for phase in phases}
        assert names <= set(graph), f"{package}: a phase module is missing"
        importers = {m for m, deps in graph.items() if deps & names}
        assert importers == {f"{package}.flow"}, f"{package}: {sorted(importers)}"


def test_the_cycle_finder_finds_cycles_through_function_level_imports(tmp_path: Path) -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []
    package = tmp_path / "engine" / "games"
    package.mkdir(parents=True)
    (tmp_path / "engine" / "__init__.py").write_text("")
    (package / "__init__.py").write_text("")
    (package / "one.py").write_text("def f():\n    from engine.games import two\n")
    (package / "two.py").write_text("from engine.games.one import f\n")
    (package / "three.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from engine.games import two\n"
    )
    graph = import_graph(modules(tmp_path))
    assert cycles(graph) == [["engine.games.one", "engine.games.two"]]
    assert graph["engine.games.three"] == set()
