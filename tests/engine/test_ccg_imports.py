"""The shared card layer and rage-lv import one way: no cycles, and no game inside the layer.

Every import counts, a function's own `import` included (a lazy import is still a dependency).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("engine.ccg", "engine.games.rage_lv")


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path, name: str) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parent, base] if base else parent)
            found.add(base)
            found |= {f"{base}.{alias.name}" for alias in node.names}
    return found


def graph(packages: tuple[str, ...] = PACKAGES) -> dict[str, set[str]]:
    modules: dict[str, Path] = {}
    for package in packages:
        for path in (ROOT / package.replace(".", "/")).rglob("*.py"):
            modules[module_name(path)] = path
    edges: dict[str, set[str]] = {}
    for name, path in modules.items():
        targets = {t for t in imports_of(path, name) if t in modules and t != name}
        # `from engine.games.rage_lv import data` names the module, not the package
        edges[name] = {t for t in targets if not (t in PACKAGES and t != name)} | {
            t for t in targets if t in PACKAGES and t == name
        }
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Every strongly connected group of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges.get(v, ())):
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

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def test_no_import_cycle_in_the_card_layer_or_rage_lv() -> None:
    assert cycles(graph()) == []


def test_the_card_layer_imports_no_game() -> None:
    edges = graph(("engine.ccg",))
    for path in (ROOT / "engine/ccg").rglob("*.py"):
        name = module_name(path)
        assert not any(t.startswith("engine.games") for t in imports_of(path, name)), name
    assert edges  # the layer was found


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []
