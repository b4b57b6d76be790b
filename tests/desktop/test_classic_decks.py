"""The deck builder for the original Rage (`rage-classic`), under the dummy driver and driven by
pointer events: its own deck rules (an allegiance beside the pack's name, Characters that must
serve it, Givors' club copy limits, the rulebook's Sept size), its packs folder, the Game
choice that switches between games with deck rules, the player's own cards from their card-set
folder, and a saved pack offered at New game that starts a game."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from desktop.cardsets import cardsets_dir
from desktop.screens.deckbuilder import DeckBuilderScreen, open_deckbuilder
from desktop.screens.deckbuilder import packs_dir as packs_folder
from desktop.screens.rage_classic import EDITION
from desktop.screens.rage_classic.decks import deck_rules
from engine.core.session import Session
from tests.desktop import test_table_support as support
from tests.desktop.test_table_support import click, drag, frames, key

app = support.app  # an App at 1280x720 with a temporary RAGE_TABLE_HOME


def text(s: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.TEXTINPUT, text=s)


def open_classic(app) -> DeckBuilderScreen:
    screen = open_deckbuilder(app, game="rage-classic")
    frames(app, 2)
    return screen


def open_by_pointer(app, screen: DeckBuilderScreen, label: str) -> None:
    """Click the pack's row in Your packs, then the Open button."""
    rows = screen.pack_list
    i = rows.items.index(label)
    row_y = rows.rect.y + 4 + (i - rows.scroll) * rows.row_height + rows.row_height // 2
    click(app, (rows.rect.x + 40, row_y))
    assert rows.selected == i
    click(app, screen.open_button.rect.center)


def next_value(app, choice) -> None:
    """A click on the right arrow of a spinner."""
    box = choice.box
    click(app, (box.right - 8, box.centery))


def test_the_classic_builder_has_its_own_shape_and_words(app) -> None:
    screen = open_classic(app)
    assert screen.registration.ruleset == "rage-classic"
    assert screen.game_choice is not None and screen.game_choice.value == "rage-classic"
    assert screen.group_choice.label == "Allegiance"
    assert [v for v, _ in screen.group_choice.options] == ["", "gaia", "wyrm", "rogue", "-"]
    assert screen.head_choice is not None and screen.head_choice.value == "gaia"
    assert [c.name for c in screen.setting_choices] == [
        "level",
        "setting-rulebook",
        "setting-club_rules",
    ]
    kinds = [v for v, _ in screen.type_choice.options]
    assert kinds[:3] == ["", "character", "sept"] and "tribe" not in kinds
    headings = [r.title for r in screen.contents.rows if not r.card_id]
    assert headings == ["Characters", "Sept deck", "Combat deck"]
    # the allegiance filter narrows the grid to Wyrm cards
    next_value(app, screen.group_choice)
    next_value(app, screen.group_choice)
    assert screen.group_choice.value == "wyrm"
    assert screen.grid.cards and all(screen.pool[c].allegiance == "wyrm" for c in screen.grid.cards)


def test_a_starter_opens_legal_and_the_rules_refuse_in_the_engines_words(app) -> None:
    screen = open_classic(app)
    open_by_pointer(app, screen, "Silver Wake")
    assert screen.draft.name == "Silver Wake (copy)" and screen.draft.head == "gaia"
    assert screen.problems == []
    members = screen.draft.members
    # a second copy of a Character is refused (Restricted), by a click on its card
    first = members[0]
    assert screen.grid.select_card(first)
    click(app, screen.grid.cell(screen.grid.cursor).center)
    assert screen.draft.members.count(first) == 1
    assert "Restricted" in screen.notice
    # a Wyrm Character cannot serve a Gaia pack: refused with the engine's sentence
    wyrm = next(c for c in screen.collection.ordered if c.allegiance == "wyrm")
    assert screen.grid.select_card(wyrm.id)
    click(app, screen.grid.cell(screen.grid.cursor).center)
    assert wyrm.id not in screen.draft.members
    assert screen.notice == f"{wyrm.name} cannot serve a Gaia pack."
    # turning the pack to Wyrm (the spinner by the name) breaks it for every Gaia Character
    next_value(app, screen.head_choice)
    assert screen.draft.head == "wyrm" and screen.draft.dirty
    assert sum("cannot serve a Wyrm pack" in p for p in screen.problems) == len(members)
    characters = next(r for r in screen.contents.rows if r.title == "Characters")
    assert characters.problem


def test_givors_club_rules_and_the_rulebook_change_what_is_legal(app) -> None:
    screen = open_classic(app)
    open_by_pointer(app, screen, "Silver Wake")
    assert screen.problems == []
    club = screen.setting_choices[2]
    next_value(app, club)
    assert screen.settings["club_rules"] == "givors"
    assert screen.problems == []  # Silver Wake keeps to 2 Sept and 1 Combat copy
    # a second copy of a Combat card is refused under Givors' rules, by a click
    single = next(iter(screen.draft.combat))
    assert screen.grid.select_card(single)
    badge, full = screen._badge(single)
    assert badge == "✓" and full  # one copy allowed, one in
    click(app, screen.grid.cell(screen.grid.cursor).center)
    assert screen.draft.combat[single] == 1
    assert screen.notice.endswith("Givors' club rules allow 1 in the Combat deck.")
    # a third copy of a Sept card too
    double = next(cid for cid, n in screen.draft.sept.items() if n == 2)
    assert screen.grid.select_card(double)
    click(app, screen.grid.cell(screen.grid.cursor).center)
    assert screen.draft.sept[double] == 2
    assert screen.notice.endswith("Givors' club rules allow 2 in the Sept deck.")
    next_value(app, club)  # back to none: a second copy goes in
    click(app, screen.grid.cell(screen.grid.cursor).center)
    assert screen.draft.sept[double] == 3 and screen.problems == []
    assert screen._badge(double) == ("×3", False)
    # below 30 Sept cards: illegal under the rules package, legal under the 1995 book
    while screen.draft.sept_total > 27:
        screen.remove_card(next(iter(screen.draft.sept)))
    assert any("needs 30 or more" in p for p in screen.problems)
    next_value(app, screen.setting_choices[1])
    assert screen.settings["rulebook"] == "1995" and screen.problems == []


def test_a_saved_classic_pack_goes_to_its_folder_and_starts_a_game(app) -> None:
    from desktop.screens.game_setup import GameSetupScreen
    from desktop.screens.rage_classic.table import ClassicTable

    screen = open_classic(app)
    open_by_pointer(app, screen, "Thornwood Kin")
    click(app, screen.name_field.rect.center)
    frames(app, 1, [key(pygame.K_BACKSPACE, "")] * 40)
    frames(app, 1, [text("Moss Wardens")])
    click(app, screen.save_button.rect.center)
    folder = packs_folder(deck_rules())
    path = folder / "moss-wardens.json"
    assert folder.name == "packs-rage-classic" and path.is_file(), screen.notice
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["format"] == "rage-classic-pack" and saved["pack"]["allegiance"] == "gaia"
    # rage-lv's builder does not list it (another folder, another format)
    next_value(app, screen.game_choice)
    other = app.stack.top
    assert isinstance(other, DeckBuilderScreen) and other.registration.ruleset == "rage-lv"
    assert "Moss Wardens" not in other.pack_list.items
    app.stack.pop()

    labels = [label for _, label in EDITION.saved_packs()]
    assert labels == ["Moss Wardens (yours)"]
    app.settings.last_setup = {}
    app.push(GameSetupScreen(app, game="rage-classic"))
    setup = app.stack.top
    seat = setup.seat_choices[0]
    values = [label for _, label in seat.options]
    assert "Moss Wardens (yours)" in values
    setup.widgets.focus(seat)
    for _ in range(values.index("Moss Wardens (yours)") - seat.index):
        frames(app, 1, [key(pygame.K_RIGHT)])
    options = setup.options()
    assert options["packs"][0] == saved["pack"] and setup.start.enabled
    click(app, setup.start.rect.center)
    frames(app, 3)
    table = app.stack.top
    assert isinstance(table, ClassicTable)
    assert table.session.header.options["packs"][0] == saved["pack"]


USER_SET = {
    "cards": [
        {
            "id": "my-hill-sentinel",
            "name": "Hill Sentinel",
            "type": "character",
            "allegiance": "gaia",
            "keywords": ["Garou"],
            "renown": 3,
            "rage": 3,
            "gnosis": 3,
            "health": 4,
        },
        {"id": "my-low-kick", "name": "Low Kick", "type": "combat-action", "rage": 2, "damage": 2},
    ]
}


@pytest.fixture
def user_set(app) -> Path:
    folder = cardsets_dir("rage-classic")
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "mine.json"
    path.write_text(json.dumps(USER_SET), encoding="utf-8")
    return path


def test_the_players_own_cards_go_from_the_builder_to_a_game(app, user_set) -> None:
    screen = open_classic(app)
    assert screen.collection.is_yours("my-hill-sentinel")
    assert screen._badge("my-low-kick") == ("yours", False)
    open_by_pointer(app, screen, "Silver Wake")
    # swap a Character for the player's own (Renown 20 at most), by pointer
    out = min(screen.draft.members, key=lambda c: screen.pool[c].renown)
    i = [r.card_id for r in screen.contents.rows].index(out)
    minus, _plus = screen.contents.buttons(i)
    click(app, minus.center)
    assert out not in screen.draft.members
    assert screen.grid.select_card("my-hill-sentinel")
    drag(app, screen.grid.cell(screen.grid.cursor).center, screen.contents.rect.center)
    assert "my-hill-sentinel" in screen.draft.members
    assert screen.grid.select_card("my-low-kick")
    click(app, screen.grid.cell(screen.grid.cursor).center)
    assert screen.draft.combat.get("my-low-kick") == 1
    problems = [p for p in screen.problems if "Renown" not in p]
    assert problems == [], problems
    if screen.problems:  # the swap may bring the Characters over 20: play at 25
        next_value(app, screen.setting_choices[0])
    assert screen.problems == []
    screen.draft.name = "My Sentinels"
    assert screen.save()
    offered = dict((label, pack) for pack, label in EDITION.saved_packs())
    pack = offered["My Sentinels (yours)"]
    assert "my-hill-sentinel" in pack["characters"]
    # New game's options carry the user cards' definitions; the engine takes them
    from desktop.screens.rage_classic.registration import REGISTRATION

    level = screen.settings["renown_level"]
    options = REGISTRATION.new_game.prepare(
        {"packs": [pack, "thornwood-kin"], "renown_level": level}
    )
    ids = {c["id"] for c in options["cards"]}
    assert ids == {"my-hill-sentinel", "my-low-kick"}
    session = Session.new("rage-classic", 2, seed=2, options=options)
    chars = [c["card"] for c in session.view(0)["creatures"] if c["pack"] == 0]
    assert "my-hill-sentinel" in chars


def test_the_table_names_the_players_own_cards_outside_engine_calls(app) -> None:
    """Log lines and pile lists name cards on the frame thread, outside any ruleset call: the
    table must make the game's own cards visible there (it showed their ids before)."""
    from desktop.game.controllers import bot, person
    from desktop.game.runner import GameRunner
    from desktop.screens.rage_classic import words
    from desktop.screens.rage_classic.table import ClassicTable
    from engine.games.rage_classic.cards import POOL

    options = {"packs": ["silver-wake", "thornwood-kin"], "cards": USER_SET["cards"]}
    session = Session.new("rage-classic", 2, seed=2, options=options)
    POOL.show_extra_cards(None)  # as on a frame thread that never looked the cards up
    assert words.name("0.my-hill-sentinel.1") == "0.my-hill-sentinel.1"
    runner = GameRunner(session, [person("Ann"), bot("Bo")], threaded=False)
    ClassicTable(app, runner, step_delay=0.0)
    assert words.name("0.my-hill-sentinel.1") == "Hill Sentinel"
