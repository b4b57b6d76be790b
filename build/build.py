#!/usr/bin/env python3
"""Build the Rage Table package for this OS with PyInstaller.

    python3 build/build.py            # -> dist/RageTable/ (Linux, Windows) or dist/RageTable.app (macOS)
    python3 build/build.py --selftest # build, then run the packaged app's --selftest

Installs PyInstaller into the project's .venv (through run.py's environment) when missing.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from run import ensure_env  # noqa: E402

BUILD_TOOLS = ["pyinstaller>=6.10,<7", "pillow>=10"]  # Pillow converts the PNG app icon
TARGET_MB = 60  # issue 17: the one-folder package on disk


def project_version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "version"
    ]


def packaged_binary() -> Path:
    if sys.platform == "darwin":
        return ROOT / "dist" / "RageTable.app" / "Contents" / "MacOS" / "RageTable"
    name = "RageTable.exe" if os.name == "nt" else "RageTable"
    return ROOT / "dist" / "RageTable" / name


def folder_size(path: Path) -> int:
    """Bytes on disk: each file once (the libraries' version links are not counted again)."""
    seen: set[int] = set()
    total = 0
    for p in path.rglob("*"):
        if p.is_symlink() or not p.is_file():
            continue
        st = p.stat()
        if st.st_ino not in seen:
            seen.add(st.st_ino)
            total += st.st_blocks * 512 if hasattr(st, "st_blocks") else st.st_size
    return total


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--selftest", action="store_true", help="run the packaged app's --selftest afterwards"
    )
    args = parser.parse_args()

    python = ensure_env("")
    probe = subprocess.run([str(python), "-c", "import PyInstaller, PIL"], capture_output=True)
    if probe.returncode != 0:
        print("Installing PyInstaller and Pillow ...", flush=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q", *BUILD_TOOLS], check=True)

    version = project_version()
    env = dict(os.environ, RAGE_TABLE_VERSION=version)
    work = ROOT / "build" / "work"
    shutil.rmtree(ROOT / "dist" / "RageTable", ignore_errors=True)
    started = time.perf_counter()
    subprocess.run(
        [
            str(python),
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            str(ROOT / "dist"),
            "--workpath",
            str(work),
            str(ROOT / "build" / "rage_table.spec"),
        ],
        cwd=ROOT,
        env=env,
        check=True,
    )
    binary = packaged_binary()
    bundle = binary.parents[2] if sys.platform == "darwin" else binary.parent
    size_mb = folder_size(bundle) / 1e6
    print(
        f"Built Rage Table {version} in {time.perf_counter() - started:.0f} s: {bundle} "
        f"({size_mb:.1f} MB on disk; target < {TARGET_MB} MB "
        f"{'met' if size_mb < TARGET_MB else 'missed'})"
    )
    if args.selftest:
        check_env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        done = subprocess.run([str(binary), "--selftest"], env=check_env)
        if done.returncode != 0:
            print("The packaged app's self-test failed.", file=sys.stderr)
            return done.returncode
    return 0


if __name__ == "__main__":
    sys.exit(main())
