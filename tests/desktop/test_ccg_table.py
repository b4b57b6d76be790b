"""The Rage CCG table under the dummy driver, judged on what is drawn: dragging a card
attaches it (the right command), an illegal drop springs back with the engine's reason,
hidden cards are never drawn for another seat, the combat view and the Moot panel render,
and an all-bot game finishes."""

from __future__ import annotations

import pygame
import pytest

from desktop.game.controllers import bot
from desktop.screens.rage_lv.faces import base_id
from engine.core.session import Session
from tests.desktop.test_ccg_support import (
    drawn_cards,
    main_turn,
    make_app,
    open_table,
)
from tests.desktop.test_table_support import (
    drag_from_hover as drag,
)
from tests.desktop.test_table_support import (
    frames,
    motion,
)
from tests.desktop.test_table_support import (
    frames_until as run_until,
)
from tests.engine.redaction_checks import strings

GIFT = "obsidian-knuckles"  # Equipment, Gnosis cost 1, no requirement


@pytest.fixture(params=[(1920, 1080), (1280, 720)], ids=["1080p", "720p"])
def my_turn(display, request):
    app = make_app(request.param)
    table, session = main_turn(app, [GIFT, GIFT])
    frames(app, 30)
    yield app, table, session
    app.close()


def hand_node(table, card_id: str):
    for key, node in table.stage.cards.items():
        if (node.data or {}).get("kind") == "hand" and base_id(key) == card_id:
            return node
    raise AssertionError(f"{card_id} not in the drawn hand")


def test_dragging_equipment_onto_a_character_attaches_it(my_turn) -> None:
    app, table, session = my_turn
    node = hand_node(table, GIFT)
    legal = [c for c in session.legal(0) if c.get("on") and base_id(c["card"]) == GIFT]
    host = legal[0]["on"]
    zone = table.stage.char_zone(host)
    before = len(session.entries)
    start = node.to_world()
    drag(app, start, (zone.x, zone.y))
    mine = [e for e in session.entries[before:] if e["seat"] == 0]
    assert mine, "no command was sent"
    cmd = mine[0]["command"]
    assert cmd["type"] == "play" and cmd["on"] == host and base_id(cmd["card"]) == GIFT
    frames(app, 40)
    # Drawn attached to the host, in its T.
    attached = [n for n in zone.children if (n.data or {}).get("kind") == "attached"]
    assert any(base_id(n.name) == GIFT for n in attached)


def test_an_illegal_attach_springs_back_with_the_reason(my_turn) -> None:
    app, table, session = my_turn
    node = hand_node(table, GIFT)
    home = node.to_world()
    theirs = next(c["iid"] for c in table.view["chars"] if c["owner"] == 1 and c["pack"])
    zone = table.stage.char_zone(theirs)
    before = len(session.entries)
    drag(app, home, (zone.x, zone.y))
    frames(app, 40)
    assert len(session.entries) == before, "an illegal drop must not reach the engine"
    assert node.parent is table.stage.hand_layer
    x, y = node.to_world()
    assert abs(x - home[0]) < 2 and abs(y - home[1]) < 2
    expected = table.runner.why_not(0, {"type": "play", "card": node.name, "on": theirs})
    assert expected and table.standing_reason == expected
    assert (
        any(expected in t.text for t in app.toasts.toasts)
        if hasattr(app.toasts, "toasts")
        else True
    )


def test_hidden_cards_are_never_drawn_for_another_seat(display) -> None:
    app = make_app((1280, 720), speed=8.0)
    session = Session.new(
        "rage-lv",
        3,
        5,
        {"packs": ["ashen-wind", "stone-choir", "hollow-moon"]},
        names=["A", "B", "C"],
    )
    table = open_table(app, session, [bot("A"), bot("B"), bot("C")], perspective=1)
    checked = 0
    for _ in range(700):
        app.frame(1 / 60, [])
        if table._hud_due or session.state_id != table._state_id:
            continue
        state = session.state
        hidden: set[str] = set()
        for p in state.players:
            hidden |= set(p.sept_deck) | set(p.combat_deck)
            if p.seat != 1:
                hidden |= set(p.hand) | set(p.combat_hand)
        if state.combat is not None:
            for play in state.combat.chain:
                if len(play) <= 2 and state.combat.seats[play[0]] != 1:
                    hidden.add(play[1])
        visible = strings(session.view(1)) | {
            base_id(s) for s in strings(session.view(1)) if "." in s
        }
        for name, cid in drawn_cards(table):
            assert name not in hidden, f"{name} is hidden from seat 1 but drawn"
            if cid is not None:
                assert cid in visible, f"{cid} drawn but not in seat 1's view"
        checked += 1
        if session.is_over():
            break
    assert checked > 50


def test_the_moot_panel_and_the_combat_view_render(display) -> None:
    app = make_app((1920, 1080), speed=8.0)
    session = Session.new(
        "rage-lv", 2, 1, {"packs": ["ashen-wind", "stone-choir"]}, names=["A", "B"]
    )
    table = open_table(app, session, [bot("A"), bot("B")])
    seen = set()
    for _ in range(1500):
        app.frame(1 / 60, [])
        if table._hud_due:
            continue
        v = table.view
        if "moot" not in seen and table.moot_node.visible and v["phase"] == "vote":
            surf = app.window
            x, y = table.moot_node.x, table.moot_node.y
            sx, sy = app.viewport.to_window((x, y - 20))
            color = surf.get_at((round(sx), round(sy)))
            assert (color.r, color.g, color.b) == (
                14,
                22,
                30,
            ) or color.b >= 20  # the panel, not felt
            assert table.moot_node.draw is not None
            seen.add("moot")
        if "combat" not in seen and v.get("combat") and table.stage.combat.visible:
            c = v["combat"]
            drawn = dict(drawn_cards(table))
            assert drawn.get("combatant:0") == base_id(c["hunter"])
            assert drawn.get("combatant:1") == base_id(c["prey"])
            assert table.combat_log, "the combat log is empty"
            seen.add("combat")
        if seen == {"moot", "combat"}:
            break
    assert seen == {"moot", "combat"}
    app.close()


def test_an_all_bot_two_pack_demo_finishes() -> None:
    from desktop import demo

    # A game step takes six frames on this table (the view, the cards, the panels in three
    # parts, the next move: frame time), so the bound is twice what three frames a step needed.
    result = demo.play("rage-lv", seed=3, seats=2, max_frames=8000, quit_pygame=False)
    assert result.finished
    pygame.display.init()


def test_a_continued_game_shows_its_log_and_combat_log(display, tmp_path) -> None:
    """Continue rebuilds the table from the saved log: the game log and, mid-combat, the
    combat log say what they said before (they were empty), and the log is drawn."""
    from tests.desktop.layout_trace import trace_frame, tracing

    app = make_app((1920, 1080), speed=8.0)
    session = Session.new(
        "rage-lv", 2, 1, {"packs": ["ashen-wind", "stone-choir"]}, names=["A", "B"]
    )
    table = open_table(app, session, [bot("A"), bot("B")])
    for _ in range(3000):
        app.frame(1 / 60, [])
        if table.view.get("combat") and len(table.combat_log) >= 2 and not table._hud_due:
            break
    assert table.combat_log and len(table.log) >= 5
    table.paused = True
    log, combat_log = list(table.log), list(table.combat_log)
    app.close()

    with tracing():
        app = make_app((1920, 1080), speed=8.0)
        resumed = Session.from_log(session.header, list(session.entries))
        again = open_table(app, resumed, [bot("A"), bot("B")], perspective=0)
        again.paused = True
        frames(app, 3)
        # (the continued log also has the opening, which a new table shows as it is dealt)
        assert again.log[-len(log) :] == log and again.combat_log == combat_log
        trace = trace_frame(app)
        shown = {m.text for _, m in trace.texts()}
        assert any(line[:20] in text for line in log[-3:] for text in shown), log[-3:]
        app.close()


def test_a_right_click_on_a_hand_card_opens_its_list_in_the_real_loop(my_turn) -> None:
    """Through `App.loop`, whose idle wait asks the open list when to wake (the list had
    no `wake_in`, and a player's first right-click closed the window)."""
    app, table, session = my_turn
    node = hand_node(table, GIFT)
    pos = app.viewport.to_window(node.to_world())
    pos = (round(pos[0]), round(pos[1]))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=3))
    app.loop(until=lambda: table.dialog is not None, seconds=5.0)
    assert table.dialog is not None and table.dialog.is_open
    app.loop(seconds=0.3)  # idle with the list open: the loop sleeps on its wake_in
    assert app.running and table.dialog is not None and table.dialog.is_open
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.loop(until=lambda: table.dialog is None or not table.dialog.is_open, seconds=5.0)
    assert table.dialog is None or not table.dialog.is_open


def test_a_card_preview_goes_when_the_pointer_goes_to_a_button_or_a_list_opens(my_turn) -> None:
    """The preview in the sidebar follows the pointer: it stayed up (beside a list, under the
    coach's panel) once the pointer left the card for a button or a list opened over it."""
    app, table, session = my_turn
    node = hand_node(table, GIFT)
    app.frame(1 / 60, [motion(app, node.to_world())])
    run_until(app, lambda: table.preview.visible, limit=120)
    button = table.pass_button
    app.frame(1 / 60, [motion(app, button.rect.center)])
    assert not table.preview.visible
    app.frame(1 / 60, [motion(app, node.to_world())])
    run_until(app, lambda: table.preview.visible, limit=120)
    table.open_all_actions()
    app.frame(1 / 60, [motion(app, (960, 540))])
    assert table.dialog is not None and not table.preview.visible
