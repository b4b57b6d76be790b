"""engine/ is pure: it never imports pygame or anything under desktop/."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"
FORBIDDEN = ("pygame", "desktop")


def test_no_engine_module_imports_pygame_or_desktop() -> None:
    offenders = []
    for path in ENGINE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            elif isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "import_module":
                names = [
                    a.value
                    for a in node.args
                    if isinstance(a, ast.Constant) and isinstance(a.value, str)
                ]
            for name in names:
                if name.split(".")[0] in FORBIDDEN:
                    offenders.append(f"{path.relative_to(ENGINE.parent)}: {name}")
    assert offenders == []


def test_importing_every_engine_module_loads_no_pygame() -> None:
    modules = sorted(
        ".".join(path.relative_to(ENGINE.parent).with_suffix("").parts).removesuffix(".__init__")
        for path in ENGINE.rglob("*.py")
        if path.name != "__main__.py"
    )
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}: importlib.import_module(m)\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'desktop')]\n"
        "print(bad); sys.exit(1 if bad else 0)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ENGINE.parent, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr
