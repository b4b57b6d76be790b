"""A relaunch fight's end is held in the combat view, as the 1995 table's FIGHT_BEAT does: the
view closed the instant the last Pass was pressed, and "The combat ends: a fighter died." was
said only in the side log (pl36b #7, 068 -> 070, 088). Its words stay drawn in the view until
the beat is over or a key is pressed; then the table goes on. Seed 5: Pallid Drone dies in
round 5, and the Post-combat passes (command 44) end the fight."""

from __future__ import annotations

import pygame
import pytest

from desktop.game.controllers import bot, person
from engine.i18n import _, using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import bots_played, make_app, open_table, seats_played
from tests.desktop.test_table_support import frames, frames_until, key


def _at_fight_end(app, seed: int = 5, before: int = 40, end: int = 44):
    """Ann's table (Bob held) with the bot game's moves `before`+1 to `end` played live: its
    fight's end."""
    played = bots_played(end, seed)
    session = bots_played(before, seed)
    table = open_table(app, session, [person("Ann"), bot("Bob")])
    table.paused = True  # Bob plays the bot game's moves
    frames(app, 30)
    for entry in played.entries[len(session.entries) :]:
        session.apply(entry["seat"], entry["command"])
        frames(app, 20)
    return table, session


def _drawn(app) -> str:
    return " ".join(m.text for _i, m in trace_frame(app).texts())


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_fight_end_stays_in_the_view_until_a_key(display, language) -> None:
    played = bots_played(44, 5)
    session = bots_played(40, 5)
    with tracing():
        app = make_app((1280, 720), speed=1.0, language=language)
        try:
            with using(app.translations):
                table = open_table(app, session, [person("Ann"), bot("Bob")])
                end = _("The combat ends: {why}.").format(why=_("a fighter died"))
                over, acting = _("Combat over"), _("Combat: ")
            table.paused = True  # Bob plays the bot game's moves
            frames(app, 30)
            for entry in played.entries[len(session.entries) :]:
                session.apply(entry["seat"], entry["command"])
                frames(app, 20)
            assert session.view(0)["combat"] is None  # the fight is over in the game
            assert table.stage.combat.visible, "the combat view closed at once"
            names = {n.name for n in table.combat_cards.children}
            assert "fight-end" in names, names
            drawn = _drawn(app)
            assert end in drawn, drawn
            # the phase bar too: it read "Combat: Ada to act" during the pause (pl40a #8)
            assert over in drawn and acting not in drawn, drawn
            frames(app, 3, [key(pygame.K_SPACE)])  # read: the table goes on
            frames(app, 30)
            assert not table.stage.combat.visible
            assert session.view(0)["combat"] is None and len(session.entries) == len(
                played.entries
            )  # the key only ended the beat
        finally:
            app.close()


def test_a_held_down_closing_key_does_not_repeat_onto_the_table(display, monkeypatch) -> None:
    """The Space that closed the fight's end, held past the repeat delay (320 ms), repeats:
    its repeats are not a press on the table (they would pass the Main turn); a fresh press,
    after the key came up, is."""
    app = make_app((1280, 720), speed=4.0)
    try:
        # seed 6: Ann's fight ends at command 204, and her Main turn follows (Space passes it)
        table, session = _at_fight_end(app, 6, 200, 204)
        assert table.held_for_reader and "pass" in {c["type"] for c in session.legal(0)}
        frames(app, 1, [key(pygame.K_SPACE)])
        assert table.view.get("fight_over") is None or table.holding <= 0
        frames(app, 70)  # past PASS_SETTLE: a Space now would pass
        entries = len(session.entries)
        down = [False] * 512
        down[pygame.K_SPACE] = True
        monkeypatch.setattr(pygame.key, "get_pressed", lambda: down)
        assert table.handle_event(key(pygame.K_SPACE))  # a repeat: taken, nothing done
        frames(app, 10)
        assert len(session.entries) == entries
        assert table.dialog is None or not table.dialog.is_open, "the repeat asked to pass"
        up = pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0)
        monkeypatch.setattr(pygame.key, "get_pressed", lambda: [False] * 512)
        table.handle_event(up)
        assert table._closing_key is None  # the next Space is the table's
    finally:
        app.close()


def test_the_persons_fight_end_waits_for_their_key(display) -> None:
    """Ann fought: her fight's end stays past its beat until she presses a key, and that key
    only closes it. It went by itself after FIGHT_BEAT (1.3 s at speed 2.25), and the Space
    pressed to close it landed on the table and passed her Main turn (issue 30, pl44b)."""
    with tracing():
        app = make_app((1280, 720), speed=4.0)
        try:
            table, session = _at_fight_end(app)
            assert table.stage.combat.visible and table.holding > 0 and table.held_for_reader
            table.paused = False
            frames(app, 120)  # 2 s at speed 4: well past FIGHT_BEAT
            assert table.view.get("fight_over") is not None and table.stage.combat.visible
            assert "press Space to play on" in _drawn(app), _drawn(app)
            entries = len(session.entries)
            frames(app, 2, [key(pygame.K_SPACE)])
            assert table.holding <= 0 and not table.held_for_reader
            assert len(session.entries) == entries  # the Space closed the view, no more
            frames(app, 10)
            assert "fight-end" not in {n.name for n in table.combat_cards.children}
        finally:
            app.close()


#: a 3-seat bot game (seed 5) whose command 233 ends a fight between Cy (2) and Bob (1)
BOTS_FIGHT = (5, 230, 233)


def at_bots_fight_end(app):
    """Ann's table (Bob and Cy bots, held) with BOTS_FIGHT's moves played live: the end of a
    fight she was not in."""
    seed, before, end = BOTS_FIGHT
    played = seats_played(["Ann", "Bob", "Cy"], end, seed)
    session = seats_played(["Ann", "Bob", "Cy"], before, seed)
    table = open_table(app, session, [person("Ann"), bot("Bob"), bot("Cy")])
    table.paused = True
    frames(app, 30)
    for entry in played.entries[len(session.entries) :]:
        # a bystander's only pass the table makes itself (lv-table): not twice
        if entry["command"] in session.legal(entry["seat"]):
            session.apply(entry["seat"], entry["command"])
        frames(app, 20)
    return table


def test_a_fight_between_bots_goes_after_its_beat(display) -> None:
    """A fight Ann was not in goes by itself after its beat: she is not asked to read it."""
    app = make_app((1280, 720), speed=4.0)
    try:
        table = at_bots_fight_end(app)
        assert table.view.get("fight_over") is not None, "no fight's end held"
        assert 0 not in (table.view.get("combat") or {}).get("seats", [])
        assert table.holding > 0 and not table.held_for_reader
        table.paused = False
        frames_until(app, lambda: table.view.get("fight_over") is None, limit=600)
        assert table.holding <= 0
    finally:
        app.close()


def test_the_combat_view_closes_with_the_cards_not_after_the_bar(display) -> None:
    """Once the table shows the game after the fight (its cards rebuilt), the combat view is
    gone: it closed two HUD parts later, after the bar, and a screenshot caught the turn-2
    fight under "TURN 3 OF 3 · Main" with "Waiting for Ada" (pl36b #7, 142-end-a)."""
    app = make_app((1280, 720), speed=1.0)
    try:
        table, session = _at_fight_end(app)
        assert table.stage.combat.visible
        frames(app, 1, [key(pygame.K_SPACE)])
        stale = []
        for n in range(40):
            frames(app, 1)
            shown = table._state_id == session.state_id and not table._cards_due
            if shown and table.view.get("combat") is None and table.stage.combat.visible:
                stale.append(n)
        assert not stale, f"the combat view stood over the next moment in frames {stale}"
    finally:
        app.close()
