#!/usr/bin/env python3
"""Extract game-icons.net icons from the npm package into art/icons/ and credit them.

Usage (from the repository root)::

    cd /tmp && npm install @iconify-json/game-icons
    python art/tools/add_icon.py NAME [NAME ...] --author lorc [--package /tmp/node_modules/...]

The package stores each icon as a 512x512 path body with ``fill="currentColor"``. pygame's
SVG loader draws currentColor grey, so we write a real white fill; the renderer recolours
the fill at load time. The package carries no per-icon authors: look the author up in the
folder layout of https://github.com/game-icons/icons (``<author>/<name>.svg``) and pass it
with ``--author``. Each new icon gets a row in art/ATTRIBUTION.md.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
from pathlib import Path

log = logging.getLogger("add_icon")

ART = Path(__file__).resolve().parents[1]
ICONS = ART / "icons"
ATTRIBUTION = ART / "ATTRIBUTION.md"
PACKAGE_CANDIDATES = (
    Path(os.environ.get("ICONIFY_GAME_ICONS", "")),
    Path.cwd() / "node_modules/@iconify-json/game-icons",
    Path("/tmp/node_modules/@iconify-json/game-icons"),
)
SVG_TEMPLATE = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}">'
    "{body}</svg>\n"
)


def find_package(explicit: str | None) -> Path:
    candidates = (Path(explicit),) if explicit else PACKAGE_CANDIDATES
    for cand in candidates:
        if cand and (cand / "icons.json").is_file():
            return cand
    raise SystemExit(
        "icons.json not found: npm install @iconify-json/game-icons, or pass --package"
    )


def icon_svg(data: dict, name: str) -> str:
    icons = data["icons"]
    alias = data.get("aliases", {}).get(name)
    key = alias["parent"] if alias and name not in icons else name
    if key not in icons:
        raise SystemExit(f"no icon named {name!r} in the package")
    entry = icons[key]
    w = entry.get("width", data.get("width", 512))
    h = entry.get("height", data.get("height", 512))
    body = entry["body"].replace("currentColor", "#ffffff")
    return SVG_TEMPLATE.format(w=w, h=h, body=body)


def credit(name: str, author: str, version: str) -> None:
    line = (
        f"| `{name}.svg` | {name} | {author} | "
        f"https://game-icons.net/1x1/{author}/{name}.html | CC BY 3.0 | "
        f"@iconify-json/game-icons {version} |\n"
    )
    text = ATTRIBUTION.read_text(encoding="utf-8") if ATTRIBUTION.exists() else ""
    if f"| `{name}.svg` |" in text:
        log.info("%s already credited", name)
        return
    with ATTRIBUTION.open("a", encoding="utf-8") as fh:
        fh.write(line)


def main(argv: list[str] | None = None) -> int:
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("names", nargs="+", help="icon names as in game-icons.net, e.g. battle-axe")
    ap.add_argument("--author", required=True, help="game-icons author folder, e.g. lorc")
    ap.add_argument("--package", help="path to node_modules/@iconify-json/game-icons")
    args = ap.parse_args(argv)

    pkg = find_package(args.package)
    data = json.loads((pkg / "icons.json").read_text(encoding="utf-8"))
    version = json.loads((pkg / "package.json").read_text(encoding="utf-8")).get("version", "?")
    ICONS.mkdir(parents=True, exist_ok=True)
    for name in args.names:
        (ICONS / f"{name}.svg").write_text(icon_svg(data, name), encoding="utf-8")
        credit(name, args.author, version)
        log.info("added %s (%s)", name, args.author)
    return 0


if __name__ == "__main__":
    sys.exit(main())
