#!/usr/bin/env python3
"""Bootstrap: create .venv, install Rage Table into it, then play or test.

    python3 run.py play      # start the game
    python3 run.py test      # lint, type-check and run the whole test suite

Only the standard library is used here, so this works on a fresh machine.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"


def venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def ensure_env(extras: str) -> Path:
    """Create the venv and (re)install when pyproject.toml changed since the last install."""
    if not venv_python().exists():
        print("Creating a virtual environment in .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    # One stamp per extras set, so building (runtime) after testing (dev) reinstalls nothing.
    stamp = VENV / f".installed-{extras or 'runtime'}"
    if not stamp.exists() or stamp.read_text() != digest:
        print(f"Installing Rage Table and its dependencies ({extras or 'runtime'}) ...", flush=True)
        target = f".[{extras}]" if extras else "."
        subprocess.run(
            [
                str(venv_python()),
                "-m",
                "pip",
                "install",
                "--disable-pip-version-check",
                "-q",
                "-e",
                target,
            ],
            cwd=ROOT,
            check=True,
        )
        stamp.write_text(digest)
    return venv_python()


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "play"
    rest = argv[1:]
    if command == "play":
        python = ensure_env("")
        return subprocess.call([str(python), "-m", "desktop", *rest], cwd=ROOT)
    if command == "test":
        python = ensure_env("dev")
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        env.setdefault("RAGE_TABLE_HOME", str(ROOT / ".venv" / "test-home"))
        lint = subprocess.call([str(python), "-m", "ruff", "check", "."], cwd=ROOT, env=env)
        if lint:
            return lint
        # The type checker, over engine/, desktop/ and bench/ (pyproject.toml's [tool.mypy]).
        types = subprocess.call([str(python), "-m", "mypy"], cwd=ROOT, env=env)
        if types:
            return types
        workers = ["-n", "2"] if not rest or "-n" not in rest else []
        return subprocess.call([str(python), "-m", "pytest", *workers, *rest], cwd=ROOT, env=env)
    if command == "engine":
        python = ensure_env("")
        return subprocess.call([str(python), "-m", "engine", *rest], cwd=ROOT)
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
