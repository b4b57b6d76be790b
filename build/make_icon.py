#!/usr/bin/env python3
"""Draw the app icon (build/icons/rage-table.png, 512 px) from our own card art.

Run again after the card art changes: `.venv/bin/python build/make_icon.py`.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from desktop.render import CardRenderer  # noqa: E402
from desktop.screens.rage_trick.art import RageArt  # noqa: E402


def main() -> int:
    pygame.init()
    size = 512
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(icon, (22, 74, 58), icon.get_rect(), border_radius=96)
    renderer = CardRenderer(arts=(RageArt(),))
    for angle, card, dx in ((14, "red-15", -70), (-14, "wild-1", 70)):
        face = renderer.face(card, (230, 322), RageArt.games[0])
        turned = pygame.transform.rotozoom(face, angle, 1.0)
        icon.blit(turned, turned.get_rect(center=(size // 2 + dx, size // 2 + 6)))
    out = ROOT / "build" / "icons" / "rage-table.png"
    pygame.image.save(icon, str(out))
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
