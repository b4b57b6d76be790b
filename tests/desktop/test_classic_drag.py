"""Drag and drop on the original Rage table, by synthetic pointer events through `app.frame`:
a hand card dropped on the creature a legal command names issues that command (the same one
the click's list holds), a drop where no command goes snaps the card back with the engine's
reason, and a press without a move stays a click."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from desktop.screens.rage_classic import layout
from desktop.screens.rage_classic.drops import card_commands
from desktop.ui.choice import ChoiceDialog
from tests.desktop.test_classic_table import open_table
from tests.desktop.test_table_support import (
    app_fixture,
    click,
    drag,
    frames,
    frames_until,
)

app = app_fixture((1280, 720), 8.0)


def _creature_spots(table) -> dict:
    return {s.iid: s for s in table.spots if s.kind == "creature"}


def _droppable(table):
    """A hand card with a command naming a creature drawn on the table: (spot, command)."""
    creatures = _creature_spots(table)
    for spot in table.spots:
        if spot.kind not in ("hand", "combat-hand"):
            continue
        for cmd in card_commands(table.legal, spot.iid):
            # where a player drops it: on its target, else on who plays it
            names = [cmd.get(k) for k in ("target", "by", "creature")]
            hit = [n for n in names if isinstance(n, str) and n in creatures]
            if hit:
                return spot, cmd, creatures[hit[0]]
    return None


def _wait_for_drop(app, table):
    found: list = []

    def ready() -> bool:
        if table.dialog is not None or table.settling() or table.counting():
            if table.dialog is not None and table.dialog.is_open and not found:
                # the engine's questions come first: answer with the first row
                frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0)])
            return False
        got = _droppable(table)
        if got is None:
            if table.legal and not any(
                s.kind in ("hand", "combat-hand") and card_commands(table.legal, s.iid)
                for s in table.spots
            ):
                frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0)])
            return False
        found.append(got)
        return True

    frames_until(app, ready, limit=4000)
    table.paused = True  # the bots wait: the cards stay where they are
    frames_until(app, lambda: not table.settling())
    # the spots again, now that the table is drawn and still
    return _droppable(table) or found[0]


def test_a_hand_card_dropped_on_a_creature_sends_the_command_a_click_lists(app) -> None:
    table = open_table(app, [person("Ann"), bot("Bob")])
    spot, cmd, target = _wait_for_drop(app, table)
    # the click path lists this very command for the card
    assert cmd in table.commands_for(spot)
    # on its target first; else on who plays it
    cmds = card_commands(table.legal, spot.iid)
    on_target = [c for c in cmds if c.get("target") == target.iid] or [
        c for c in cmds if target.iid in (c.get("by"), c.get("target"), c.get("creature"))
    ]
    before = len(table.session.entries)
    drag(app, spot.rect.center, target.rect.center)
    frames(app, 2)
    if len(on_target) == 1:
        mine = [e for e in table.session.entries[before:] if e.get("seat") == 0]
        assert mine and mine[0]["command"] == on_target[0]
    else:  # several ways to play it on that creature: the list of exactly those
        assert isinstance(table.dialog, ChoiceDialog)
        assert [value for _, value in table.dialog.options] == on_target


def test_a_drop_nowhere_legal_snaps_back_with_the_engines_reason(app) -> None:
    table = open_table(app, [person("Ann"), bot("Bob")])
    spot, _cmd, _target = _wait_for_drop(app, table)
    toasts: list[str] = []
    real = app.toast
    app.toast = lambda text, *a, **k: (toasts.append(text), real(text, *a, **k))  # type: ignore[method-assign]
    # an opponent's creature that no command for this card names
    named = set()
    for c in card_commands(table.legal, spot.iid):
        named |= {c.get(k) for k in ("by", "target", "creature")}
    others = [s for s in _creature_spots(table).values() if s.iid not in named]
    before = table.session.state_id
    end = others[0].rect.center if others else (layout.BAR.centerx, layout.BAR.centery)
    drag(app, spot.rect.center, end)
    frames(app, 2)
    assert table.session.state_id == before  # nothing was played
    assert table.dialog is None
    assert table.standing_reason and toasts and toasts[-1] == table.standing_reason
    assert not table.drag.active  # back in the hand
    # the card is still in the hand, where it is drawn
    assert any(s.iid == spot.iid for s in table.spots if s.kind == spot.kind)


def test_while_held_the_card_follows_the_pointer_and_its_targets_light_up(app) -> None:
    table = open_table(app, [person("Ann"), bot("Bob")])
    spot, _cmd, target = _wait_for_drop(app, table)
    frames(app, 2)
    still = app.canvas.copy()
    start = spot.rect.center
    mid = (target.rect.centerx, target.rect.centery)
    app.frame(
        1 / 60,
        [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=_win(app, start), button=1)],
    )
    for t in (0.3, 0.6, 1.0):
        p = (start[0] + (mid[0] - start[0]) * t, start[1] + (mid[1] - start[1]) * t)
        app.frame(
            1 / 60,
            [
                pygame.event.Event(
                    pygame.MOUSEMOTION, pos=_win(app, p), rel=(1, 1), buttons=(1, 0, 0)
                )
            ],
        )
    assert table.drag.active and table.drag.dragging is not None
    lit = {zone.name for zone in table.drag.legal}
    assert f"char:{target.iid}" in lit
    assert pygame.image.tobytes(still, "RGB") != pygame.image.tobytes(app.canvas, "RGB")
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)])
    assert not table.drag.active and table.dialog is None


def test_a_press_without_a_move_is_still_a_click(app) -> None:
    table = open_table(app, [person("Ann"), bot("Bob")])
    spot, _cmd, _target = _wait_for_drop(app, table)
    click(app, spot.rect.center)
    assert isinstance(table.dialog, ChoiceDialog)
    assert [value for _, value in table.dialog.options] == table.commands_for(spot)


def _win(app, pos):
    x, y = app.viewport.to_window(pos)
    return round(x), round(y)
