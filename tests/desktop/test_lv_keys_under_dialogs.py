"""The relaunch table by keyboard (issue 30, a newcomer's keyboard-only game in Portuguese):
a tip shown beside "Choose your alpha" could not be put away by keys (H went to the list), so
it came back every turn and "No more tips" was out of reach; in a combat the arrows walked
onto the cards the combat view covers (Bob's characters), where Enter said there was nothing
to do; and the bar and tips named only the mouse's clicks and drags."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import pygame

from desktop.app import App
from desktop.game.controllers import bot, person
from desktop.screens.rage_lv import layout
from desktop.screens.rage_lv.table import LvTable
from desktop.ui.choice import ChoiceDialog
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import bots_played, main_turn_table, make_app, open_table
from tests.desktop.test_table_support import click, frames, frames_until, key


def _table(app, commands: int):
    session = bots_played(commands, seed=1)
    table = open_table(app, session, [person("Ann"), bot("Bob")])
    table.paused = True
    frames_until(app, lambda: not table.settling())
    frames(app, 5)
    return table


def test_h_and_n_answer_the_tip_beside_a_list(display) -> None:
    app = make_app((1920, 1080), speed=4.0)
    app.settings.hints = True  # first-game tips on
    try:
        table = _table(app, 34)  # Ann chooses her alpha
        dialog = table.dialog
        assert isinstance(dialog, ChoiceDialog) and dialog.is_open
        assert table.tip is not None and table._tip_above() is not None
        first = table.tip
        frames(app, 2, [key(pygame.K_h)])  # OK: read, for good
        assert table.tip != first and dialog.is_open and table.dialog is dialog
        assert f"rage-lv:{first}" in app.settings.tips_seen
        frames_until(app, lambda: table.tip is not None, limit=30)
        frames(app, 2, [key(pygame.K_n)])  # No more tips
        assert table.tip is None and not app.settings.hints and dialog.is_open
    finally:
        app.close()


def test_the_arrows_walk_only_what_the_combat_view_shows(display) -> None:
    app = make_app((1920, 1080), speed=4.0)
    try:
        table = _table(app, 42)  # Ann's Ember-Tooth fights: a Combat card to play
        assert table.view.get("combat") and table.stage.combat.visible
        walked = []
        for _ in range(14):
            frames(app, 2, [key(pygame.K_RIGHT)])
            node = table.stage.card_node(table.focus_key)
            assert node is not None
            inside = table.stage.combat in node.ancestors()
            walked.append((table.focus_key, (node.data or {}).get("kind"), inside))
            assert inside or not layout.COMBAT.collidepoint(node.to_world()), walked
        kinds = {kind for _key, kind, _inside in walked}
        assert "combat-hand" in kinds and "combatant" in kinds, walked
        # Enter on a Combat card that may be played plays it
        for _ in range(14):
            node = table.stage.card_node(table.focus_key)
            if (node.data or {}).get("kind") == "combat-hand" and table.commands_for(node):
                break
            frames(app, 2, [key(pygame.K_RIGHT)])
        before = len(table.session.entries)
        frames(app, 2, [key(pygame.K_RETURN)])
        frames(app, 2)
        assert len(table.session.entries) > before or table.dialog is not None
    finally:
        app.close()


def _bar(app) -> str:
    """Every text drawn (the test traces from the start: the bar is painted once, kept)."""
    return " ".join(m.text for _, m in trace_frame(app).texts())


def test_the_bar_names_keys_once_the_keys_play(display) -> None:
    with tracing(), main_turn_table((1280, 720), 2, "en", seed=3) as (app, table):
        click(app, (800, 620))  # a mouse player (the table opens naming keys, issue 30)
        frames(app, 4)
        assert "drag a card" in _bar(app)
        frames(app, 1, [key(pygame.K_RIGHT)])
        frames(app, 4)
        drawn = _bar(app)
        assert "Your play: drag or click a card, or ←/→ and Enter" in drawn, drawn
        prompt = table.prompt_node
        assert prompt.surface is not None
        assert prompt.surface.get_width() <= layout.MINE.width  # whole, on the play area
        assert prompt.surface.get_height() < 2 * layout.PROMPT_TEXT + 8  # one line
        click(app, (800, 620))  # the mouse again: the mouse's words
        frames(app, 4)
        assert "drag a card" in _bar(app)


@contextlib.contextmanager
def _combat(language: str | None) -> Iterator[tuple[App, LvTable]]:
    """Ann's fight at 1280x720 (a Combat card hers to play), traced from the start."""
    with tracing():
        app = make_app((1280, 720), speed=4.0, language=language)
        try:
            yield app, _table(app, 42)
        finally:
            app.close()


def test_the_combat_words_name_keys_and_what_can_be_played(display) -> None:
    with _combat("pt-BR") as (app, _table_on_show):
        frames(app, 1, [key(pygame.K_RIGHT)])
        frames(app, 6)
        drawn = _bar(app)
    assert "Combate: ←/→ e Enter jogam uma carta, Espaço passa" in drawn, drawn
    # the one card that can be played is named with its key since lt36 (pl34b #14)
    # that it can be played, not that it should (pl40a #4: the Hint may say Pass)
    assert "Sua mão de Combate: só Pounce pode ser jogada agora" in drawn, drawn
    assert "clique" not in drawn, drawn


def test_the_combat_hand_does_not_say_click_when_nothing_can_be_played(display) -> None:
    """ "Your Combat hand: click a card to play it" stood while every card was refused."""
    played = bots_played(43, seed=1).entries[-1]
    assert played["seat"] == 0
    with _combat(None) as (app, table):
        table.session.apply(0, played["command"])  # Ann's card: Bob's answer is awaited
        frames_until(app, lambda: not table.settling())
        frames(app, 5)
        assert table.view.get("combat") and not table.legal
        drawn = _bar(app)
    assert "Your Combat hand: no card can be played now" in drawn, drawn
    assert "click a card" not in drawn, drawn


def test_the_first_arrow_in_a_fight_goes_to_the_card_that_can_be_played(display) -> None:
    """Ann's Combat hand holds four cards, only Pounce (not the first) playable: the first →
    went to the first card, refused at Enter (issue 30)."""
    with _combat(None) as (app, table):
        plays = {c["card"] for c in table.legal if c["type"] in ("combat-card", "combat-event")}
        hand = table.view["players"][0]["combat_hand"]
        assert len(plays) == 1 and hand[0] not in plays, (plays, hand)
        frames(app, 2, [key(pygame.K_RIGHT)])
        assert table.focus_key in plays, (table.focus_key, plays)
