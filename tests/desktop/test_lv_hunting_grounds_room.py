"""The Hunting Grounds' width goes to the cards in them, whichever side they are on (pl40a #1,
4 seats at 1920x1080: eight cards in the Umbra stood whole with room to spare while eleven in
the Physical World lay over each other in slivers, their names and pills cut to "Ad", "by",
their plates to the Health chip). A stacked 4-seat table: in the Physical World two Dry
Washes, the four alphas (their attachments over them) and four prey, two of each name; in
the Umbra seven Static Wraiths. Judged on the frame: every physical card's printed name is
drawn, little of it hidden, each pill over them is whole and every plate keeps its four
chips; and with three Umbra cards, every physical card shows its name whole."""

from __future__ import annotations

import pygame
import pytest

from desktop.screens.ccg_kit.stage import node_box
from desktop.screens.rage_lv import stage as lv_stage
from desktop.screens.rage_lv.faces import CcgFaces
from engine.core.session import Session
from engine.games.rage_lv.state import Char, Thing
from tests.desktop.layout_trace import report, trace_frame
from tests.desktop.test_ccg_support import seats_played, traced_table

NAMES = ["Ann", "Bruno", "Chloé", "Ada"]
ALPHAS = ["0.cinder-howl", "1.granite-voice", "2.pale-lantern", "3.cinder-howl"]
PREY = ["0.rust-maw.1", "2.rust-maw.1", "0.pallid-drone.1", "1.pallid-drone.1"]
GROUNDS = ["0.dry-wash.1", "3.dry-wash.1"]


def crowded(umbra: int, more: int = 0) -> Session:
    """Seed 3's 4-seat game 40 commands in, stacked at its Alpha Phase: ten cards in the
    Physical World (two Dry Washes, four alphas with their attachments, four prey, and
    `more` Pallid Drones) and `umbra` Static Wraiths in the Umbra, played by each player in
    turn."""
    session = seats_played(NAMES, 40, 3)
    state = session.state
    for iid in [i for i, c in state.chars.items() if not c.pack]:
        del state.chars[iid]
    for iid in ALPHAS:
        state.chars[iid].where = "hunting"
    for iid in PREY:
        state.chars[iid] = Char(iid, int(iid[0]), False, "hunting")
    for k in range(more):
        iid = f"{k % 4}.pallid-drone.{k // 4 + 2}"
        state.chars[iid] = Char(iid, k % 4, False, "hunting")
    for k in range(umbra):
        iid = f"{k % 4}.static-wraith.{k // 4 + 1}"
        state.chars[iid] = Char(iid, k % 4, False, "hunting", umbra=True)
    for iid in GROUNDS:
        state.things[iid] = Thing(iid, int(iid[0]))
    state.alphas, state.alpha_at = list(ALPHAS), 0
    state.phase, state.moots, state.prompts = "alpha", [], []
    state.version += 1
    return session


def _physical(table) -> list[str]:
    view = table.view
    chars = [c["iid"] for c in view["chars"] if c["where"] == "hunting" or not c["pack"]]
    chars = [i for i in chars if not next(c for c in view["chars"] if c["iid"] == i)["umbra"]]
    return GROUNDS + chars


@pytest.mark.parametrize(("size", "language"), [((1920, 1080), "en"), ((1280, 720), "pt-BR")])
@pytest.mark.parametrize("umbra", [7, 3])
def test_physical_world_cards_keep_their_names_pills_and_chips(display, size, language, umbra):
    # faces of its own, drawn under the trace (a trace reads only what is drawn in it)
    faces = CcgFaces()
    with traced_table(crowded(umbra), language, size, moot=False, faces=faces) as (app, table):
        stage = table.stage
        physical = _physical(table)
        assert len(physical) == 10
        trace = trace_frame(app)
        # each physical card's printed name as drawn, and how much of it what is drawn
        # later hides: at most a letter's sliver with seven Umbra cards ("RUST-MAW HUL"
        # and "by Chl" were the pile's best), none with three
        most = 0.2 if umbra > 3 else 0.0
        # (alike prey piled under one of their name are counted on its "+N more" since
        # test_lv_physical_world_piles)
        piled = {i for i in physical if (stage.cards[i].data or {}).get("piled")}
        assert sum(len(p.under) for p in stage.piles if p.top_iid in physical) == len(piled)
        physical = [i for i in physical if i not in piled]
        for iid in physical:
            box = node_box(stage.cards[iid])
            draw = [
                d for d in trace.draws if any(m.card for m in d.marks) and d.offset == box.topleft
            ][-1]  # the last drawn there: a pile's cards lie under its top
            name = min((m for m in draw.marks if m.card), key=lambda m: m.rect.y)
            hidden = sum(d.opaque_over(name.rect) for d in trace.draws[draw.index + 1 :])
            assert hidden <= most + 1e-6, (iid, name.text, round(hidden, 2))
        # every pill on them drawn and nothing over it (its words, its short form, or a
        # long name cut with "…" as on a card in plain sight: its tooltip says it whole)
        pills = {
            tag.data["text"]
            for iid in physical
            for tag in stage.cards[iid].children
            if tag.name == "deco-tag"
        }
        pills |= {
            n.data["text"]
            for n in stage.labels.children
            if n.name.startswith("chartag:") and n.data["iid"] in physical
        }
        drawn = {m.text for _i, m in trace.texts()}
        assert pills <= drawn, pills - drawn
        side = stage.sides[1]
        problems = trace.problems()
        clashes = [p for p in problems if p.text in pills and side.contains(p.rect)]
        assert not clashes, report(clashes)
        label = stage.legible(16)
        chars = {c["iid"]: c for c in table.view["chars"]}
        plates = 0
        for node in stage.labels.children:
            iid = node.name.removeprefix("stats:")
            if node.name.startswith("stats:") and iid in physical:
                full = lv_stage.stats_strip(chars[iid], label, 10_000, fold=node.data["fold"])
                assert full is not None
                assert node.data["size"] == full.get_size(), (iid, node.data["size"])
                plates += 1
        assert plates == len(physical) - len(GROUNDS)


@pytest.mark.parametrize(("size", "language"), [((1920, 1080), "en"), ((1280, 720), "pt-BR")])
def test_crowded_plates_stand_under_their_own_cards(display, size, language):
    """In a row too narrow for its plates in one line each plate folds, two chips to a
    line, under its own card (pl40a #7: staggered in two lines, each wider than its card's
    share, the plates stood apart from their cards): in every opponent's area, and in the
    Physical World at 1920x1080 (at 1280x720 its folded plates would drop chips: staggered
    there, as before)."""
    with traced_table(crowded(7), language, size, moot=False) as (_app, table):
        stage = table.stage
        rows = [(r, stage.small[s]) for s, r in stage.areas.items() if s != stage.bottom]
        if size == (1920, 1080):
            rows.append((stage.sides[1], lv_stage.SMALL))
        chars = {c["iid"]: c for c in table.view["chars"]}
        for row, cards in rows:
            label = stage.legible(16 if cards == lv_stage.SMALL else 14)
            plates = []
            for node in stage.labels.children:
                iid = node.name.removeprefix("stats:")
                zone = stage.zones.get("char:" + iid)
                if node.name.startswith("stats:") and zone and row.collidepoint(zone.x, zone.y):
                    w, h = node.data["size"]
                    box = pygame.Rect(round(zone.x - w / 2), round(zone.y + node.data["dy"]), w, h)
                    plates.append((box, zone.x, chars[iid]))
            assert len(plates) >= 2, row
            plates.sort(key=lambda p: p[0].x)
            for (a, _x, _c), (b, _y, _d) in zip(plates, plates[1:], strict=False):
                assert a.right <= b.x, (a, b)  # side by side, not in two staggered lines
            # each with its four chips (one line or folded)
            for box, _x, c in plates:
                fold = box.h > lv_stage.stats_strip(c, label, 10_000).get_height()
                whole = lv_stage.stats_strip(c, label, 10_000, fold=fold)
                assert whole is not None and box.size == whole.get_size(), (c["iid"], box)


def test_a_few_umbra_cards_stand_whole_beside_many_physical_ones(display):
    """Four Umbra cards (the Glass Spring and three Static Wraiths) beside twenty physical
    ones stand side by side: sharing the band alike, they lay half over each other for a
    few pixels more on each of the twenty, slivers either way (pl34b #6 at thirteen)."""
    with traced_table(crowded(3, more=10), "en", moot=False) as (_app, table):
        stage = table.stage
        umbra = [c["iid"] for c in table.view["chars"] if c["umbra"]] + ["2.glass-spring.1"]
        assert len(umbra) == 4 and len(_physical(table)) == 20
        boxes = sorted((node_box(stage.cards[i]) for i in umbra), key=lambda r: r.x)
        for a, b in zip(boxes, boxes[1:], strict=False):
            assert a.right <= b.x, (a, b)
