"""The 1995 table's glows and its bar agree with what is legal (issue 30, 4 seats by
keyboard: in "Play face down" the illegal cards glowed as the playable ones did while the list
marked them "— illegal"; "Your move: click a glowing card" showed with no card glowing; the
bar kept "Play Shield-Brother with Keeper Ashgrove…" while Second Wind's list was open)."""

from __future__ import annotations

import pygame

from desktop.screens.rage_classic import guide, layout
from engine.ai.hints import Hint
from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import frames, key
from tests.engine.classic_pcl_game import NAMES, session

#: the face-down step of the first fight: Bloated Fomor may play any of five cards
FACE_DOWN = 45
PLAIN = ("0.sidestep.1", "0.cornered-bite.1")
RISKY = ("0.shield-brother.1", "0.stunning-blow.1", "0.stand-together.1")  # illegal, a bluff


def glow_colour(table, iid: str) -> tuple[int, int, int] | None:
    """The colour of the frame drawn round a card in hand (None: none drawn)."""
    node = table.stage.card_node(f"glow:{iid}")
    if node is None or not node.is_shown() or node.surface is None:
        return None
    w, _h = node.surface.get_size()
    return tuple(node.surface.get_at((w // 2, 0)))[:3]


def test_only_plain_plays_glow_as_playable(display) -> None:
    with pcl_table("en", FACE_DOWN, (1920, 1080)) as (_app, table, _said):
        for iid in PLAIN:
            assert glow_colour(table, iid) == (240, 220, 120), iid
        for iid in RISKY:
            # no frame at all: a dim red one read as a glow too (issue 30, pl34a #3)
            assert glow_colour(table, iid) is None, iid


def bar_text(app) -> str:
    return " ".join(m.text for _, m in trace_frame(app).texts() if layout.BAR.contains(m.rect))


def test_the_bar_leaves_the_hinted_card_while_another_cards_list_is_open(display) -> None:
    with tracing(), pcl_table("en", FACE_DOWN, (1920, 1080)) as (app, table, _said):
        sidestep = next(c for c in table.legal if c.get("card") == "0.sidestep.1")
        table.assist.guide = lambda seat: Hint(sidestep, "Play Sidestep.")
        frames(app, 3, [key(pygame.K_QUESTION, "?")])
        assert "Sidestep" in bar_text(app)
        # the keyboard's focus to Cornered Bite, and its list
        frames_to = 0
        while table.focus_key != "0.cornered-bite.1" and frames_to < 20:
            frames(app, 1, [key(pygame.K_RIGHT)])
            frames_to += 1
        frames(app, 3, [key(pygame.K_RETURN)])
        assert table.dialog is not None and "Cornered Bite" in table.dialog.title
        assert "Sidestep" not in bar_text(app), bar_text(app)
        frames(app, 3, [key(pygame.K_ESCAPE)])
        assert "Sidestep" in bar_text(app)  # the list closed: the hinted move again


def test_your_move_names_no_glowing_card_when_none_glows() -> None:
    s = session(97)
    view, legal = s.view(0), s.legal(0)
    assert "glowing" in guide.what_now(view, legal, NAMES, 0)
    # the same moment with only moves that name no card on the table
    bare = [c for c in legal if c["type"] == "done"] + [{"type": "scrap-all"}]
    line = guide.what_now(view, bare, NAMES, 0)
    assert "glowing" not in line and "A" in line, line


def test_the_focused_card_in_an_overlapped_hand_is_drawn_whole(display) -> None:
    """With 12 Combat cards overlapped, the ring framed two cards: the focused one lies on top,
    its whole name drawn."""
    with tracing(), pcl_table("en", FACE_DOWN, (1280, 720)) as (app, table, _said):
        hand = table.view["players"][0]["combat_hand"]
        extra = [f"0.quick-jab.{k}" for k in range(1, 8)] + ["0.skull-splitter.1"]
        table.view["players"][0]["combat_hand"] = hand[:2] + extra + hand[2:]
        table.view["players"][0]["combat_hand_count"] = len(hand) + len(extra)
        table.rebuild_stage(False)
        frames(app, 2)
        while table.focus_key != "0.skull-splitter.1":
            frames(app, 1, [key(pygame.K_RIGHT)])
        frames(app, 3)
        node = table.stage.card_node("0.skull-splitter.1")
        w, _h = node.size()
        x, y = node.to_world()
        # the card's right half, where the next card lay over it: the focused card is on top
        for dx in (w / 4, w / 2 - 4):
            top = table.scene.root.hit_test((x + dx, y))
            assert top is node, (dx, top and top.name)


def test_a_crowded_combat_hand_takes_the_room_the_sept_hand_leaves(display) -> None:
    """12 Combat cards beside a Sept hand of 1: side by side, none under another (they were
    overlapped into "Quick J", "Skull S" beside an almost empty Sept hand)."""
    with pcl_table("en", FACE_DOWN, (1920, 1080)) as (app, table, _said):
        pl = table.view["players"][0]
        extra = [f"0.quick-jab.{k}" for k in range(1, 8)]
        pl["combat_hand"] = pl["combat_hand"] + extra
        pl["combat_hand_count"] = len(pl["combat_hand"])
        pl["hand"], pl["hand_count"] = pl["hand"][:1], 1
        table.rebuild_stage(False)
        table.refresh_hud()
        frames(app, 3)
        cards = sorted((s.rect for s in table.spots if s.kind == "combat-hand"), key=lambda r: r.x)
        assert len(cards) == 12
        for a, b in zip(cards, cards[1:], strict=False):
            assert a.right <= b.left, (a, b)
        assert all(layout.HANDS.contains(r) for r in cards)
