"""No function in the 1995 edition's modules imports again what its module imports at the top
(issue 30: `words.does()` imported POOL inside the function though words.py imports it at
the top). The house rule: no function-level import where a top-level one works; one that
repeats a top-level import works already. Read from the source, nothing imported."""

from __future__ import annotations

import ast

import pytest

from tests.import_graph import ROOT

PACKAGES = ("desktop/screens/rage_classic", "engine/games/rage_classic", "desktop/screens/ccg_kit")


def _imported(node: ast.Import | ast.ImportFrom) -> set[tuple[str, str]]:
    """(module, name) for each name an import statement binds."""
    if isinstance(node, ast.Import):
        return {(alias.name, alias.asname or alias.name) for alias in node.names}
    return {(node.module or "", alias.asname or alias.name) for alias in node.names}


def repeated(source: str) -> list[str]:
    """The imports inside functions that the module's top level already makes."""
    tree = ast.parse(source)
    top: set[tuple[str, str]] = set()
    for node in tree.body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            top |= _imported(node)
    out = []
    for fn in ast.walk(tree):
        if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for node in ast.walk(fn):
            if isinstance(node, ast.Import | ast.ImportFrom):
                out += [f"{fn.name}: {m}.{n}" for m, n in sorted(_imported(node) & top)]
    return out


@pytest.mark.parametrize("package", PACKAGES)
def test_no_function_imports_again_what_its_module_imports(package: str) -> None:
    found = {
        str(path.relative_to(ROOT)): hits
        for path in sorted((ROOT / package).rglob("*.py"))
        if (hits := repeated(path.read_text("utf-8")))
    }
    assert not found, found
