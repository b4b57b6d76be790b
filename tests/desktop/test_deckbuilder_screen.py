"""The Deck builder screen under the dummy driver, driven by synthetic input and judged on what
it draws: filters narrow the grid, a fourth copy is refused with the rule, a drag adds a card,
a pack saves and reloads, a broken file is listed, and a saved pack starts a replayable game."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pygame

from desktop.screens.deckbuilder import DeckBuilderScreen, open_deckbuilder
from desktop.screens.deckbuilder import packs_dir as packs_folder
from desktop.screens.deckbuilder.screen import THUMB
from desktop.screens.rage_lv.decks import deck_rules
from engine.core.log import Header
from engine.core.session import Session
from tests.desktop import test_table_support as support
from tests.desktop.test_table_support import click, drag, frames, key, motion

app = support.app  # the fixture: an App at 1280x720 with a temporary RAGE_TABLE_HOME


def text(s: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.TEXTINPUT, text=s)


def packs_dir():
    return packs_folder(deck_rules())


def open_starter(screen: DeckBuilderScreen, app, name: str = "Ashen Wind Starter") -> None:
    screen.widgets.focus(screen.pack_list)
    screen.pack_list.select(screen.pack_list.items.index(name))
    frames(app, 1, [key(pygame.K_RETURN)])


def test_filters_and_search_narrow_the_grid(app) -> None:
    screen = open_deckbuilder(app)
    frames(app, 1)
    everything = list(screen.grid.cards)
    screen.widgets.focus(screen.type_choice)
    frames(app, 1, [key(pygame.K_RIGHT)])
    frames(app, 1, [key(pygame.K_RIGHT)])
    assert screen.type_choice.value == "garou"
    garou = list(screen.grid.cards)
    assert 0 < len(garou) < len(everything)
    assert all(screen.pool[c].type == "garou" for c in garou)
    screen.widgets.focus(screen.group_choice)
    frames(app, 1, [key(pygame.K_RIGHT)])
    tribe = screen.group_choice.value
    assert 0 < len(screen.grid.cards) < len(garou)
    assert all(screen.pool[c].tribe == tribe for c in screen.grid.cards)
    # Clicking the Type spinner's left arrow goes back to "Tribe"; typing searches.
    screen.widgets.focus(screen.type_choice)
    frames(app, 1, [key(pygame.K_LEFT), key(pygame.K_LEFT)])
    screen.widgets.focus(screen.group_choice)
    frames(app, 1, [key(pygame.K_LEFT)])
    click(app, screen.search.rect.center)
    frames(app, 1, [text("rust")])
    assert screen.grid.cards == ["rust-maw"]
    frames(app, 1, [text(" nothing")])
    assert screen.grid.cards == []


def test_a_fourth_copy_is_refused_with_the_rule_and_a_drag_adds_a_card(app) -> None:
    screen = open_deckbuilder(app)
    open_starter(screen, app)
    assert screen.draft.name == "Ashen Wind Starter (copy)" and screen.draft.sept["rust-maw"] == 3
    screen.widgets.focus(screen.grid)
    assert screen.grid.select_card("rust-maw")
    frames(app, 1, [key(pygame.K_EQUALS, "+")])
    assert screen.draft.sept["rust-maw"] == 3
    assert screen.notice == "4 copies of Rust-Maw Hulk; a Sept deck allows 3."
    assert screen.notice not in app.toasts.messages  # said once, under the rules
    # Minus takes one out, and a click puts it back.
    frames(app, 1, [key(pygame.K_MINUS, "-")])
    assert screen.draft.sept["rust-maw"] == 2
    click(app, screen.grid.cell(screen.grid.cursor).center)
    assert screen.draft.sept["rust-maw"] == 3
    # Drag a card not yet in the pack from the grid onto the pack.
    cid = next(
        c for c in screen.grid.cards if screen.pool[c].deck == "sept" and not screen.draft.count(c)
    )
    assert screen.grid.select_card(cid)
    start = screen.grid.cell(screen.grid.cursor).center
    drag(app, start, screen.contents.rect.center)
    assert screen.draft.sept[cid] == 1
    assert cid in [r.card_id for r in screen.contents.rows]
    # Drag it back out of the pack onto the grid: one copy goes.
    i = [r.card_id for r in screen.contents.rows].index(cid)
    screen.contents.select(i)
    drag(app, screen.contents.cell(i).move(-80, 0).center, screen.grid.rect.center)
    assert cid not in screen.draft.sept


def test_a_legal_pack_saves_and_reloads_identically(app) -> None:
    screen = open_deckbuilder(app)
    open_starter(screen, app, "Stone Choir Starter")
    screen.widgets.focus(screen.name_field)
    frames(app, 1, [key(pygame.K_BACKSPACE, "")] * 40)
    frames(app, 1, [text("Granite Song")])
    assert screen.draft.name == "Granite Song" and screen.problems == []
    click(app, screen.save_button.rect.center)
    path = packs_dir() / "granite-song.json"
    assert path.is_file() and not screen.draft.dirty
    saved = screen.draft.to_json()
    app.stack.pop()  # (app.pop() would stop the app when the stack empties)
    again = open_deckbuilder(app)
    assert "Granite Song" in again.pack_list.items
    again.widgets.focus(again.pack_list)
    again.pack_list.select(again.pack_list.items.index("Granite Song"))
    frames(app, 1, [key(pygame.K_RETURN)])
    assert again.draft.to_json() == saved and again.draft.pack_id == "granite-song"
    # Save as new makes a second file; Delete (confirmed) removes it again.
    click(app, again.save_copy_button.rect.center)
    copy = packs_dir() / "granite-song-copy.json"
    assert copy.is_file(), (again.notice, sorted(p.name for p in packs_dir().iterdir()))
    again.widgets.focus(again.pack_list)
    again.pack_list.select(again.pack_list.items.index("Granite Song (copy)"))
    click(app, again.del_button.rect.center)
    assert again.dialog is not None
    frames(app, 1, [key(pygame.K_RETURN)])
    assert not copy.exists() and path.exists()


def test_a_broken_pack_file_is_listed_with_its_error_and_the_screen_renders(app) -> None:
    folder = packs_dir()
    folder.mkdir(parents=True)
    (folder / "broken.json").write_text("{ not json", encoding="utf-8")
    screen = open_deckbuilder(app)
    assert "(!) broken.json" in screen.pack_list.items
    screen.widgets.focus(screen.pack_list)
    screen.pack_list.select(screen.pack_list.items.index("(!) broken.json"))
    frames(app, 1, [key(pygame.K_RETURN)])
    assert "broken.json, line 1, column 3: is not valid JSON" in screen.notice
    assert screen.draft.name == "New pack"  # nothing was opened
    # Pixels: the first thumbnail is drawn where the grid says, and the preview on hover.
    index = next(i for i, c in enumerate(screen.grid.cards) if not screen.draft.count(c))
    first = screen.grid.cards[index]
    cell = screen.grid.cell(index)
    frames(app, 1, [motion(app, (5, 5))])
    face = screen.faces.face(first, THUMB)
    probe = (THUMB[0] // 2, THUMB[1] // 3)
    got = app.canvas.get_at((cell.x + probe[0], cell.y + probe[1]))
    assert tuple(got)[:3] == tuple(face.get_at(probe))[:3]
    frames(app, 1, [motion(app, screen.grid.cell(1).center)])
    cid, rect = screen.preview_target()
    assert cid == screen.grid.cards[1] and rect is not None
    big = screen.faces.face(cid, (330, 462))
    assert (
        tuple(app.canvas.get_at(rect.move(165, 100).topleft))[:3]
        == tuple(big.get_at((165, 100)))[:3]
    )


def test_a_saved_pack_starts_a_game_that_replays_without_its_file(app) -> None:
    from desktop.screens.game_setup import GameSetupScreen
    from desktop.screens.rage_lv.table import LvTable

    screen = open_deckbuilder(app)
    open_starter(screen, app, "Hollow Moon Starter")
    screen.draft.name = "Night Tide"
    screen.draft.sept = dict(reversed(list(screen.draft.sept.items())))
    assert screen.draft.problems() == [] and screen.save()
    pack = screen.draft.to_json()
    app.stack.pop()  # (app.pop() would stop the app when the stack empties)

    app.settings.last_setup = {}
    app.push(GameSetupScreen(app, game="rage-lv"))
    setup = app.stack.top
    labels = [label for _, label in setup.seat_choices[0].options]
    assert "Night Tide (yours)" in labels
    setup.widgets.focus(setup.seat_choices[0])
    for _ in range(labels.index("Night Tide (yours)")):
        frames(app, 1, [key(pygame.K_RIGHT)])
    options = setup.options()
    assert options["packs"][0] == pack and setup.start.enabled
    setup.widgets.focus(setup.start)
    frames(app, 3, [key(pygame.K_RETURN)])
    table = app.stack.top
    assert isinstance(table, LvTable)
    assert table.session.header.options["packs"][0] == pack

    # The same options, played for a while; the log then replays with no pack file anywhere.
    session = Session.new("rage-lv", 2, seed=9, options=options)
    rng = random.Random(4)
    for _ in range(40):
        if session.is_over():
            break
        seat = min(session.to_act())
        session.apply(seat, rng.choice(session.legal(seat)))
    log = json.dumps({"header": session.header.to_json(), "entries": session.entries})
    for path in Path(packs_dir()).glob("*.json"):
        path.unlink()
    data = json.loads(log)
    replay = Session.from_log(Header.from_json(data["header"]), data["entries"], verify=True)
    assert replay.view(None) == session.view(None)
    assert replay.view(0)["players"][0]["pack"] == pack["id"]
