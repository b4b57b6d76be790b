"""A newcomer's whole game on the original Rage table at 2 seats, against a bot: once with the
mouse only (drag a card where it lights up, the Pass button, the Actions list, a row of each
list by pointer), once with the keyboard only (Space, A, digits). Both reach the end; the bar
always says what the person is asked to do (and names a key for it, for the keyboard-only
player), a drag onto a lit creature is never refused, and no list the person meets is empty.
Every word the newcomer is shown is read: nothing cut short but card names on small cards, no
"round 0", no bare "Choose" over a card's question, no placeholder or card id left in."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from desktop.game.controllers import bot, person
from desktop.screens.rage_classic import guide, layout
from desktop.screens.rage_classic.drops import card_commands
from desktop.ui.choice import ChoiceDialog
from tests.desktop.test_classic_table import open_table
from tests.desktop.test_table_support import (
    app_fixture,
    click,
    drag,
    frames,
    frames_until,
    key,
)

app = app_fixture((1280, 720), 50.0)


def _lit_drop(table, rng: random.Random):
    """A hand card and a creature it lights up (a command names it), if any."""
    creatures = {s.iid: s for s in table.spots if s.kind == "creature"}
    for spot in table.spots:
        if spot.kind not in ("hand", "combat-hand"):
            continue
        aims = [
            c.get("target") or c.get("by") or c.get("creature")
            for c in card_commands(table.legal, spot.iid)
        ]
        aims = [a for a in aims if isinstance(a, str) and a in creatures]
        # the middle of where the card shows (a fanned hand covers part of each card with the
        # next): at the edge of its sliver a window pixel's rounding lands on its neighbour
        shows = [
            x
            for x in range(spot.rect.x, spot.rect.right, 2)
            if table.spot_at((x, spot.rect.centery)) == spot
        ]
        grip = (shows[len(shows) // 2], spot.rect.centery) if shows else None
        if aims and grip is not None:
            return grip, creatures[rng.choice(aims)]
    return None


def _bar(table) -> list[str]:
    return [text for text, rect in table.labels if rect.y < layout.BAR.bottom]


KEY = re.compile(r"\bA\b|Space|\(O\)|\bEnter\b")
CARD_ID = re.compile(r"\b\d+\.[a-z]+(-[a-z]+)*\.\d+\b")


def _read(seen: set[str], titles: set[str], table) -> None:
    """What the table shows the person now, into `seen` (labels) and `titles` (lists)."""
    seen.update(text for text, _rect in table.labels)
    dialog = table.dialog
    if dialog is not None and dialog.is_open:
        titles.add(dialog.title)
        seen.add(dialog.title)
        seen.update(label for label, _value in getattr(dialog, "options", ()))


def _judge(seen: set[str], titles: set[str], table) -> None:
    seen.update(table.log)
    for text in seen:
        assert "{" not in text and not CARD_ID.search(text), text
        assert not re.search(r"\bround 0\b", text), text
        # a play's words beside its card are wrapped, never cut
        assert not (text.endswith("…") and "(" in text), text
    assert "Choose" not in titles, titles  # a card's question names the card
    assert not any(text.startswith("Choose: ") for text in seen), "the bar names it too"


@pytest.mark.parametrize("hands", ["mouse", "keys"])
def test_a_newcomer_plays_a_whole_game(app, hands: str) -> None:
    table = open_table(app, [person("Ann"), bot("Bob")], seed=4)
    toasts: list[str] = []
    real = app.toast
    app.toast = lambda text, *a, **k: (toasts.append(text), real(text, *a, **k))  # type: ignore[method-assign]
    rng = random.Random(2)
    drags = 0
    shown: set[str] = set()
    titles: set[str] = set()
    for _ in range(12000):
        if table.session.is_over():
            break
        frames(app)
        _read(shown, titles, table)
        if table.settling() or (table.counting() and rng.random() < 0.5):
            continue
        dialog = table.dialog
        if dialog is not None and dialog.is_open:
            if isinstance(dialog, ChoiceDialog):
                assert dialog.options, dialog.title
                n = min(len(dialog.options), 6)
                if hands == "mouse":
                    click(app, dialog._row_rect(rng.randrange(n)).center)
                else:
                    frames(app, 1, [key(pygame.K_1 + rng.randrange(min(n, 3)))])
            else:
                frames(app, 1, [key(pygame.K_RETURN)])
            continue
        if table.held_for_reader:
            # a fight of theirs ended: the bar says so, and waits for their key or click
            assert any("play on" in t for t in _bar(table)), _bar(table)
            if hands == "keys":
                frames(app, 1, [key(pygame.K_SPACE)])
            else:
                click(app, layout.COMBAT.center)
            continue
        if not table.legal:
            continue
        line = guide.what_now(
            table.view, table.legal, table.names, table.looker, by_keys=table.by_keys
        )
        assert line and any(line.startswith(t.rstrip("…")) for t in _bar(table)), (
            line,
            _bar(table),
        )
        assert KEY.search(line), line  # the keyboard-only player is told a key too
        if hands == "keys":
            before = table.session.state_id
            frames(app, 1, [key(pygame.K_SPACE)])
            if table.session.state_id == before and table.dialog is None:
                frames(app, 1, [key(pygame.K_a)])
            continue
        # the person looks at a still table (a bot's move may land between two frames)
        table.paused = True
        frames(app, 2)
        if table.dialog is not None and table.dialog.is_open:
            table.paused = False  # a question opened meanwhile: the person answers it first
            continue
        found = _lit_drop(table, rng) if rng.random() < 0.6 and not table.settling() else None
        if found is not None:
            grip, target = found
            seen = len(toasts)
            drag(app, grip, target.rect.center)
            assert len(toasts) == seen, toasts[seen:]  # a lit target never refuses
            drags += 1
        table.paused = False
        if found is not None:
            continue
        if table.pass_button.enabled and rng.random() < 0.7:
            click(app, layout.PASS_BUTTON.center)
        else:
            click(app, layout.ACTIONS_BUTTON.center)
    assert table.session.is_over(), table.view["turn"]
    assert hands == "keys" or drags >= 5
    _judge(shown, titles, table)


def test_a_list_the_game_made_stale_closes_with_a_word(app) -> None:
    """A list of moves open while the game moves on (here: the move made another way) is
    closed with a word, not left to refuse the pick with "You cannot do that now"."""
    table = open_table(app, [person("Ann"), bot("Bob")], seed=4)
    toasts: list[str] = []
    real = app.toast
    app.toast = lambda text, *a, **k: (toasts.append(text), real(text, *a, **k))  # type: ignore[method-assign]
    frames_until(
        app,
        lambda: bool(table.legal) and table.dialog is None and not table.settling(),
        limit=4000,
    )
    table.paused = True
    frames(app, 1, [key(pygame.K_a)])
    listed = table.dialog
    assert isinstance(listed, ChoiceDialog) and listed.is_open
    assert table.runner.submit(0, table.legal[0]) is None
    frames_until(app, lambda: table._state_id == table.session.state_id)
    assert table.dialog is not listed
    assert "The game moved on before you chose: look again." in toasts


def test_menu_rows_name_moves_in_the_players_language() -> None:
    """A creature's move against a target was English in every language; 'Scrap' said
    nothing to a newcomer about what happens to the card."""
    from desktop.screens.rage_classic import words
    from engine.i18n import using

    attack = {"type": "attack", "creature": "0.keeper-ashgrove.1", "target": "1.lost-hiker.1"}
    scrap = {"type": "scrap", "card": "0.greenfall-caern.1"}
    with using("en"):
        assert words.describe(attack, ["Ann", "Bob"]) == "Attack Lost Hiker"
        assert words.describe(scrap, ["Ann", "Bob"]) == "Discard Greenfall Caern from play"
    with using("pt_BR"):
        assert words.describe(attack, ["Ann", "Bob"]) == "Atacar Lost Hiker"
        challenge = {**attack, "type": "challenge"}
        assert words.describe(challenge, ["Ann", "Bob"]) == "Desafiar Lost Hiker"
        assert words.describe(scrap, ["Ann", "Bob"]).startswith("Descartar Greenfall Caern")


def test_why_a_card_left_play_is_said_in_words() -> None:
    """The log said "Fang Talen is discarded (card)." and kept the reason English in pt-BR."""
    from engine.core.registry import get_ruleset
    from engine.i18n import using

    rules = get_ruleset("rage-classic")
    event = {"type": "leave", "iid": "1.fang-talen.1", "to": "discard", "why": "card"}
    scrapped = {**event, "why": "discarded by its player"}
    with using("en"):
        assert rules.describe(event, 0, ["Ann", "Bob"]) == (
            "Fang Talen is discarded (a card's effect)."
        )
        assert rules.describe(scrapped, 0, ["Ann", "Bob"]).endswith("(by its player).")
    with using("pt_BR"):
        assert "(pelo seu jogador)" in rules.describe(scrapped, 0, ["Ann", "Bob"])
