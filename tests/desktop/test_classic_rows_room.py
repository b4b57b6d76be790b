"""The 1995 rows at 1280x720 use the room they have (issue 30, pcl5 #7: one loaded creature
sent its whole row to the small faces, "Keeper…", "Kinfol…", "Tar-Pit…", "Oil-Sli…", while
the area stood mostly empty). In the player's pack and the Hunting Grounds each card prints
its name whole where its row has room for a face that prints it whole (11 prey share the
Hunting Grounds' width at small faces), a creature carrying attachments too (their bands go
beside it), on two lines where one would cut it; a creature with damage cards under it keeps
its neighbours' size (the row keeps room for its T). With 2 and 4 packs, and nothing drawn
there is smaller than 11 px. Judged on the texts drawn."""

from __future__ import annotations

import pygame
import pytest

from desktop.screens.rage_classic import layout
from desktop.screens.rage_classic.art import name_whole
from desktop.screens.rage_classic.faces import BIG, HAND, ClassicFaces
from engine.games.rage_classic import cards as card_pool
from tests.desktop.classic_pcl_support import pcl4_table, pcl_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_classic_whole_names import printed
from tests.desktop.test_text_readable import min_cap, window_px

#: (packs, the game's commands): the first Resource Phase, a turn with a wounded Little Ember,
#: a Moot Phase with Keeper carrying three cards beside four prey, and a later turn with six
MOMENTS = [(2, 17), (2, 200), (4, 300), (4, 530)]


def room(rect: pygame.Rect, count: int) -> int:
    """How wide a face each of `count` cards side by side in a pack's or the Hunting Grounds'
    area can have: under a header line, and at most the largest creature face."""
    high = int((rect.h - 40) * HAND[0] / HAND[1])
    return min(BIG[0], high, (rect.w - 16 + 6) // max(1, count) - 6)


def whole_names(table, rect: pygame.Rect, cards: list[dict]) -> list[str]:
    """The names of those `cards` that print whole on a face as wide as their row has room
    for; a creature with damage cards under it is left out (their T takes height)."""
    width = room(rect, len(cards))
    names = [card_pool.card(c["card"]).name for c in cards if not c.get("damage")]
    return [n for n in names if name_whole(n, width, table.stage.min_text)]


def rows(table) -> dict[str, tuple[pygame.Rect, list[str]]]:
    """The player's pack's area and the physical Hunting Grounds', and the names that fit."""
    stage, view = table.stage, table.view
    home, things = stage.home(table.bottom)
    fields = [t for t in view["things"] if t.get("zone") == "hunting" and not t.get("host")]
    hunt = stage.prey() + fields
    return {
        "mine": (layout.MINE, whole_names(table, layout.MINE, home + things)),
        "hunt": (layout.PHYSICAL, whole_names(table, layout.PHYSICAL, hunt)),
    }


@pytest.mark.parametrize(("packs", "commands"), MOMENTS)
def test_row_names_are_whole_at_720p(display, packs, commands) -> None:
    opened = (
        pcl_table("en", commands, card_faces=ClassicFaces())
        if packs == 2
        else pcl4_table("en", commands, (1280, 720))
    )
    with tracing(), opened as opened_table:
        app, table = opened_table[0], opened_table[1]
        assert table.view.get("combat") is None
        trace = trace_frame(app)
        least = min_cap()
        for area, (rect, names) in rows(table).items():
            drawn = [m for _, m in trace.texts(cards=True) if rect.contains(m.rect)]
            texts = printed([m for m in drawn if m.card])
            missing = [n for n in names if n not in texts]
            assert not missing, (area, missing, sorted(t for t in texts if "…" in t))
            small = [(m.text, window_px(app, m)) for m in drawn if window_px(app, m) < least]
            assert not small, (area, small)
