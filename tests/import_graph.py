"""The project's import graph, read from the source as text (nothing is imported): each
module's imports at any depth (an import inside a function counts: a lazy import is still a
dependency; `if TYPE_CHECKING:` blocks can be left out, they never run), and the cycles in it.
The engine's and the desktop's import tests both read it."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def package_modules(package: str, root: Path = ROOT) -> dict[str, Path]:
    """Every module under the top-level `package`, by dotted name (a package by its own name)."""
    found = {}
    for path in sorted((root / package).rglob("*.py")):
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


def _walk(node: ast.AST, *, type_checking: bool) -> Iterator[ast.AST]:
    """Every node, function bodies included; `type_checking=False` skips `if TYPE_CHECKING:`
    blocks (annotations only: they never run, so they cannot make an import cycle)."""
    for child in ast.iter_child_nodes(node):
        if not type_checking and _is_type_checking(child):
            yield from (n for orelse in child.orelse for n in _walk_one(orelse, type_checking))
            continue
        yield child
        yield from _walk(child, type_checking=type_checking)


def _walk_one(node: ast.AST, type_checking: bool) -> Iterator[ast.AST]:
    yield node
    yield from _walk(node, type_checking=type_checking)


def imported(
    tree: ast.AST, module: str, is_package: bool, *, type_checking: bool = True
) -> list[tuple[str, int]]:
    """(dotted name, line) of everything a module imports, at any depth. `from a import b`
    gives a.b: the module a.b if there is one, else (a name in) a."""
    package = module if is_package else module.rpartition(".")[0]
    out = []
    for node in _walk(tree, type_checking=type_checking):
        if isinstance(node, ast.Import):
            out += [(a.name, node.lineno) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            out += [(f"{source}.{a.name}", node.lineno) for a in node.names]
    return out


def import_graph(modules: dict[str, Path], *, type_checking: bool = False) -> dict[str, set[str]]:
    """module -> the modules among `modules` it imports (function-level imports too;
    TYPE_CHECKING blocks only with `type_checking`)."""

    def resolve(name: str) -> str | None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None

    graph = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        is_package = path.name == "__init__.py"
        found = imported(tree, name, is_package, type_checking=type_checking)
        deps = {resolve(n) for n, _ in found}
        graph[name] = {d for d in deps if d is not None and d != name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    counter = 0
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in graph:
                    continue
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def assert_sees_a_function_level_cycle(root: Path, package: str, sub: str) -> None:
    """Under `root`, a package `package.sub` whose modules one and two import each other (one
    inside a function) and whose three imports two under TYPE_CHECKING only: the graph finds
    the one/two cycle and leaves three's import out."""
    folder = root / package / sub
    folder.mkdir(parents=True)
    (root / package / "__init__.py").write_text("")
    (folder / "__init__.py").write_text("")
    (folder / "one.py").write_text(f"def f():\n    from {package}.{sub} import two\n")
    (folder / "two.py").write_text(f"from {package}.{sub}.one import f\n")
    (folder / "three.py").write_text(
        f"from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from {package}.{sub} import two\n"
    )
    graph = import_graph(package_modules(package, root))
    assert cycles(graph) == [[f"{package}.{sub}.one", f"{package}.{sub}.two"]]
    assert graph[f"{package}.{sub}.three"] == set()
