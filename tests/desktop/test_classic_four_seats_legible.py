"""The 1995 table read at 1280x720 with 2 and 4 packs (issue 30): mid-game, in a fight and
with creatures carrying attachments, no text is drawn under 11 window pixels (its font's size
and its capitals' height as 11-px text's, measured on what the layout trace saw drawn), and no
text is cut where no tooltip gives the whole: no card's name ends in "…" (at 4 packs the
opponents' rows printed "Ysolde Amber…", "Quarte… Targets", "Compli… Fomor"; the combat view's
played cards "Gut…", "Ha…" beside empty room; a crowded Combat hand "Stunni… Blow"), and a
label cut to fit shows whole when pointed at. Judged on the texts drawn."""

from __future__ import annotations

import pygame
import pytest

from desktop.screens.rage_classic.faces import ClassicFaces
from desktop.screens.rage_classic.wounds import AGGRAVATED, PLATE, WOUND
from tests.desktop.classic_pcl_support import pcl4_table, pcl_table
from tests.desktop.layout_trace import Mark, trace_frame, tracing
from tests.desktop.test_table_support import frames, frames_until, key
from tests.desktop.test_text_readable import MIN_PX, min_cap, whole_on_hover, window_px

#: (packs, the game's commands, what the moment is): issue 30's keyboard games
MOMENTS = [
    (2, 200, "mid-game"),
    (2, 50, "fight"),
    (2, 240, "fight, a fighter with attachments"),
    (4, 315, "mid-game"),
    (4, 530, "attachments in every pack"),
    (4, 190, "fight, two attackers"),
    (4, 615, "fight, a crowded Combat hand"),
]
#: a line that ends in "…" without being cut: what the table waits for
NOT_CUT = ("Waiting for ",)


def cut_short(marks: list[Mark]) -> list[Mark]:
    """The texts drawn cut short: ending in "…" (a card's name, a label)."""
    return [
        m
        for m in marks
        if m.text.rstrip().endswith("…") and not m.text.startswith(NOT_CUT) and m.text != "…"
    ]


@pytest.mark.parametrize(("packs", "commands", "moment"), MOMENTS)
def test_no_text_small_or_cut_at_720p(display, packs, commands, moment) -> None:
    opened = (
        pcl_table("en", commands, card_faces=ClassicFaces())
        if packs == 2
        else pcl4_table("en", commands, (1280, 720))
    )
    with tracing(), opened as opened_table:
        app = opened_table[0]
        marks = trace_frame(app).in_sight()
        assert marks
        scale = app.viewport.scale
        small = sorted(
            {
                (m.text, round(m.px * scale, 1), round(window_px(app, m), 1))
                for m in marks
                if m.px * scale < MIN_PX - 0.01 or window_px(app, m) < min_cap() - 0.01
            }
        )
        smallest = min(m.px * scale for m in marks)
        cut = cut_short(marks)
        unexplained = sorted({m.text for m in cut if not m.whole or not whole_on_hover(app, m)})
    assert not small, f"{moment}: text under {MIN_PX} px: {small[:12]}"
    assert smallest >= MIN_PX - 0.01
    assert not unexplained, f"{moment}: cut with no whole: {unexplained}"


#: the type lines a creature's face prints at its picture's foot
TYPE_LINES = ("Enemy", "Victim", "Crinos", "Character", "Ally")


@pytest.mark.parametrize(("packs", "commands"), [(4, 530), (2, 240)])
def test_the_damage_plate_leaves_the_type_line_in_sight_at_1080p(display, packs, commands):
    """At 1920x1080 a wounded creature's face prints its type line, and its damage plate lay
    over it ("-1 damage" over Oil-Slick Bane's "Enemy"): the plate now stands above it."""
    opened = (
        pcl_table("en", commands, (1920, 1080), card_faces=ClassicFaces())
        if packs == 2
        else pcl4_table("en", commands, (1920, 1080))
    )
    with tracing(), opened as opened_table:
        app = opened_table[0]
        marks = trace_frame(app).in_sight()
        canvas = app.canvas
        assert canvas is not None
        kinds = [m for m in marks if m.card and m.text in TYPE_LINES]
        plated = [m for m in marks if "damage" in m.text and m.text.startswith("-")]
        assert plated and kinds, (plated, kinds)
        # the plate's colours within each type line's inked box
        under = sorted(
            {
                k.text
                for k in kinds
                for x in range(k.rect.x, k.rect.right)
                for y in range(k.rect.y, k.rect.bottom)
                if tuple(canvas.get_at((x, y)))[:3] in (WOUND, AGGRAVATED, PLATE)
            }
        )
    assert not under, f"a damage plate over a type line: {under}"


def test_the_arrows_read_every_opponent_card_at_720p(display) -> None:
    """A keyboard player reads every card of the other packs at 1280x720 with 4 packs: the
    arrows walk each one (a card folded behind its row's "+N more" badge too), and focused,
    it is zoomed and its pack's area opens whole."""
    with pcl4_table("en", 315, (1280, 720)) as (app, table):
        stage, view = table.stage, table.view
        wanted = {
            (t["card"], t["pack"])
            for t in view["things"]
            if t.get("pack") not in (None, table.bottom) and t.get("zone") in ("home", "global")
        }
        wanted |= {
            (c["card"], c["pack"])
            for c in view["creatures"]
            if c.get("pack") not in (None, table.bottom) and c["world"] != "umbra"
        }
        read: set[tuple[str, int]] = set()
        frames(app, 1, [key(pygame.K_RIGHT)])
        for _step in table.focusables():
            frames(app, 1, [key(pygame.K_LEFT)])
            frames_until(app, lambda: not stage.peek.is_open or stage.peek.seat is not None)
            node = stage.card_node(table.focus_key or "")
            card = (node.data or {}).get("card") if node is not None else None
            if card and stage.peek.is_open and stage.preview.visible:
                read.add((card, stage.peek.seat))
    assert stage.more, "no row folded: the moment no longer tests a folded card"
    assert wanted <= read, f"not read by the arrows: {sorted(wanted - read)}"
