"""The original Rage table (`rage-classic`) under the dummy driver, driven by synthetic pointer
and key events and judged on what is drawn: a click on a card lists its commands and a row
sends one, the engine's questions come up as lists answered by keyboard, an "OK?" window
counts down and can be paused, Juntas are voted from the panel, a face-down combat card is
drawn as a back for every other seat, and an all-bot game reaches its end."""

from __future__ import annotations

import functools

import pygame
import pytest

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic import layout
from desktop.screens.rage_classic.faces import ClassicFaces
from desktop.screens.rage_classic.table import OK_SECONDS, ClassicTable
from desktop.ui.choice import ChoiceDialog
from engine.core.session import Session
from tests.desktop.test_table_support import (
    FRAME,
    app_fixture,
    click,
    frames,
    frames_until,
    key,
    make_app,
    motion,
)

PACKS = ["silver-wake", "ashfall-spiral", "thornwood-kin", "grey-ledger"]


@functools.cache  # one set of faces for all tests: what it draws is drawn once
def faces() -> ClassicFaces:
    return ClassicFaces()


def open_table(app, seats, seed: int = 3, **kwargs) -> ClassicTable:
    options = {"packs": PACKS[: len(seats)]}
    session = Session.new(
        "rage-classic", len(seats), seed=seed, options=options, names=[s.name for s in seats]
    )
    runner = GameRunner(session, seats, threaded=False)
    kwargs.setdefault("step_delay", 0.0)
    table = ClassicTable(app, runner, faces=faces(), **kwargs)
    app.push(table)
    return table


def answer_dialogs_until(app, table: ClassicTable, done, limit: int = 6000) -> None:
    """Play the person's seat by keyboard (1: the dialog's first row, else Space) until
    `done()` holds; bots play the other seats."""
    for _ in range(limit):
        if done():
            return
        if table.settling():  # the person answers what the table shows
            frames(app)
        elif table.dialog is not None and table.dialog.is_open:
            frames(app, 1, [key(pygame.K_1)])  # no row is preselected: a number picks one
        elif table.legal and not table.counting():
            frames(app, 1, [key(pygame.K_SPACE)])
            if table.legal and table.session.state_id == table._state_id:
                frames(app, 1, [key(pygame.K_a)])
        else:
            frames(app)
    assert done(), "not reached"


def until_a_hand_card_can_act(app, table: ClassicTable) -> None:
    """Frames until a card in the person's hand has commands and no list is open."""
    frames_until(
        app,
        lambda: (
            any(s.kind == "hand" and table.commands_for(s) for s in table.spots)
            and table.dialog is None
        ),
    )


app = app_fixture((1280, 720), 8.0)


def test_a_click_on_a_hand_card_lists_its_commands_and_a_row_sends_one(app) -> None:
    table = open_table(app, [person("Ann"), bot("Bob")])
    until_a_hand_card_can_act(app, table)
    spot = next(s for s in table.spots if s.kind == "hand" and table.commands_for(s))
    expected = table.commands_for(spot)
    before = table.session.state_id
    click(app, spot.rect.center)
    assert isinstance(table.dialog, ChoiceDialog)
    assert [value for _, value in table.dialog.options] == expected
    # the first row, by pointer
    row = table.dialog._row_rect(0)
    click(app, row.center)
    frames(app, 2)
    assert table.session.state_id != before
    entries = [e for e in table.session.entries if e.get("seat") == 0]
    assert entries and entries[-1]["command"] == expected[0]


def test_a_click_on_a_hand_card_opens_its_list_in_the_real_loop(app) -> None:
    """Through `App.loop`, whose idle wait asks the open list when to wake (the list had
    no `wake_in`, and a player's first click on a card closed the window)."""
    table = open_table(app, [person("Ann"), bot("Bob")])
    until_a_hand_card_can_act(app, table)
    spot = next(s for s in table.spots if s.kind == "hand" and table.commands_for(s))
    x, y = app.viewport.to_window(spot.rect.center)
    pos = (round(x), round(y))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.loop(until=lambda: table.dialog is not None, seconds=5.0)
    assert isinstance(table.dialog, ChoiceDialog)
    app.loop(seconds=0.3)  # idle with the list open: the loop sleeps on its wake_in
    assert app.running and table.dialog is not None and table.dialog.is_open
    before = table.session.state_id
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1"))
    app.loop(until=lambda: table.session.state_id != before, seconds=5.0)
    assert table.session.state_id != before


def test_the_pass_button_sends_the_pass_and_hover_zooms_a_card(app) -> None:
    table = open_table(app, [person("Ann"), bot("Bob")])
    frames_until(app, lambda: table.pass_button.enabled and table.dialog is None)
    passes = [c for c in table.legal if c["type"] in ("pass", "done", "ok", "allow", "ready")]
    before = len(table.session.entries)
    click(app, layout.PASS_BUTTON.center)
    frames(app)
    mine = [e for e in table.session.entries[before:] if e.get("seat") == 0]
    assert mine and mine[0]["command"] == passes[0]
    creature = next(s for s in table.spots if s.kind == "creature")
    app.frame(FRAME, [motion(app, creature.rect.center)])
    assert table.hover is not None and table.hover.iid == creature.iid
    assert app.canvas is not None
    frames(app)
    zoom = app.canvas.copy()
    app.frame(FRAME, [motion(app, (layout.HUNT.x + 5, layout.HUNT.bottom - 5))])
    assert table.hover is None
    frames(app)
    # the zoomed face was on screen and is gone
    assert pygame.image.tobytes(zoom, "RGB") != pygame.image.tobytes(app.canvas, "RGB")


def test_after_help_is_closed_space_passes_and_does_not_reopen_help(app) -> None:
    """Issue 30: on the 1995 table, Help clicked and closed kept the keyboard on its button,
    so Space opened Help again instead of passing."""
    table = open_table(app, [person("Ann"), bot("Bob")])
    frames_until(app, lambda: table.pass_button.enabled and table.dialog is None)
    click(app, table.help_button.rect.center)
    frames(app)
    assert table.dialog is not None and table.dialog.is_open
    app.frame(FRAME, [key(pygame.K_ESCAPE)])
    frames(app)
    assert table.dialog is None or not table.dialog.is_open
    before = len(table.session.entries)
    app.frame(FRAME, [key(pygame.K_SPACE)])
    frames(app)
    assert table.dialog is None or not table.dialog.is_open
    mine = [e for e in table.session.entries[before:] if e.get("seat") == 0]
    assert mine and mine[0]["command"]["type"] in ("pass", "done", "ok", "allow", "ready")


def test_the_keyboard_reaches_every_card_and_opens_its_actions(app) -> None:
    table = open_table(app, [person("Ann"), bot("Bob")])
    until_a_hand_card_can_act(app, table)
    table.paused = True  # the bots wait: the cards stay where they are
    frames(app, 5)
    for _ in range(len(table.spots)):
        frames(app, 1, [key(pygame.K_RIGHT)])
        spot = table.focused()
        assert spot is not None
        if table.commands_for(spot):
            break
    frames(app, 1, [key(pygame.K_RETURN)])
    assert isinstance(table.dialog, ChoiceDialog)
    frames(app, 1, [key(pygame.K_ESCAPE)])
    assert table.dialog is None or not table.dialog.is_open
    frames(app, 1, [key(pygame.K_a)])
    assert isinstance(table.dialog, ChoiceDialog)
    assert len(table.dialog.options) == len(table.legal)


def reach_ok_question(app, table: ClassicTable) -> None:
    answer_dialogs_until(app, table, lambda: table._ok_command() is not None, limit=20000)


@pytest.mark.parametrize("seed", [5])
def test_an_ok_question_counts_down_and_pause_holds_it(app, seed) -> None:
    table = open_table(app, [person("Ann"), bot("Bob"), bot("Cy")], seed=seed)
    table.ok_paused = False
    reach_ok_question(app, table)
    assert table.pause_button.visible and table.ok_button.visible
    # Pause by pointer: the count stops, and the question stays open.
    click(app, layout.PAUSE_BUTTON.center)
    assert table.ok_paused
    left = table.ok_left
    mine = len([e for e in table.session.entries if e.get("seat") == 0])

    def said() -> list[str]:
        return [e["command"]["type"] for e in table.session.entries if e.get("seat") == 0]

    for _ in range(int(OK_SECONDS * 2 / FRAME)):  # the other seats may move meanwhile
        app.frame(FRAME, [])
    assert table.ok_left == left and len(said()) == mine
    assert table._ok_command() is not None
    # Resume with P: the count runs out and says OK for the person.
    frames(app, 1, [key(pygame.K_p)])
    assert not table.ok_paused
    frames_until(app, lambda: len(said()) > mine, limit=int(OK_SECONDS * 2 / FRAME))
    assert said()[-1] in ("ok", "allow")


def test_a_face_down_combat_card_is_a_back_for_everyone_else(app) -> None:
    table = open_table(app, [bot("Ann"), bot("Bob")], perspective=0, seed=1)

    def hidden_other() -> bool:
        c = table.view.get("combat")
        return c is not None and any(
            p["card"] == "hidden" and p["seat"] != 0 for p in c.get("plays", [])
        )

    frames_until(app, hidden_other, limit=20000)
    table.paused = True  # the bots wait while we look
    frames_until(app, lambda: not table.settling() and not table.presenting())
    plays = [s for s in table.spots if s.kind == "play"]
    hidden = [p for p in table.view["combat"]["plays"] if p["card"] == "hidden"]
    assert hidden and len([s for s in plays if s.card is None]) >= len(hidden)
    # what the engine has for that play is not drawn anywhere on the table
    secret = table.session.state.combat.plays[hidden[0]["index"]].card
    assert secret.split(".")[1] not in {s.card for s in table.spots if s.kind == "play"}
    # the bluffer's own card is face up on their own screen
    own = [p for p in table.view["combat"]["plays"] if p["seat"] == 0 and p["card"] != "hidden"]
    for p in own:
        if p["card"]:
            assert any(s.card == p["card"].split(".")[1] for s in plays)


def test_a_junta_vote_is_a_button_in_the_panel(app) -> None:
    table = open_table(app, [person("Ann"), bot("Bob"), bot("Cy"), bot("Dee")], seed=1)
    answer_dialogs_until(app, table, lambda: bool(table.vote_buttons), limit=30000)
    if table.dialog is not None and table.dialog.is_open:  # the helper's action list
        frames(app, 1, [key(pygame.K_ESCAPE)])
    assert table.dialog is None or not table.dialog.is_open
    rect, command = table.vote_buttons[0]
    before = len(table.session.entries)
    click(app, rect.center)
    frames(app)
    mine = [e["command"] for e in table.session.entries[before:] if e.get("seat") == 0]
    assert mine and mine[0] == command


def test_an_all_bot_game_reaches_its_end_on_the_table(display) -> None:
    app = make_app((1280, 720), speed=50.0)
    table = open_table(app, [bot("Ann"), bot("Bob")], seed=2)
    frames_until(app, table.session.is_over, limit=60000)
    frames(app, 3)
    assert table.finished
    app.close()


@pytest.mark.parametrize("seats", [2, 4])
def test_the_demo_plays_to_the_end_through_every_milestone(display, tmp_path, seats) -> None:
    """`--demo rage-classic`: the game ends, and the screenshots include a bluff and a Junta
    (a bluff may resolve within the entry that reveals it: the demo must still catch it)."""
    from desktop import demo

    result = demo.play(
        "rage-classic",
        seed=1,
        seats=seats,
        size=(1280, 720),
        screenshots=str(tmp_path),
        quit_pygame=False,
    )
    assert result.finished
    names = {p.rsplit("/", 1)[-1] for p in result.screenshots}
    wanted = ("01-table", "02-ok", "03-bluff", "04-junta", "05-combat", "06-end")
    assert names == {f"rage-classic-{n}.png" for n in wanted}


def test_a_click_on_my_face_down_combat_card_offers_where_to_aim_it(app) -> None:
    """At the Target step the top bar says to click a card of yours to choose what it hits:
    the click on the played card lists its aims (it once said "nothing to do with it now",
    and only A could aim). Vesk (the person, seat 1) attacks Ember, whom Keeper joins: Vesk's
    Raking Claws may hit either."""
    from tests.engine.test_rage_classic_combat_options import FILLER, attacked, play_event
    from tests.engine.test_rage_classic_scenarios import (
        EMBER,
        KEEPER,
        VESK,
        card_in_hand,
        in_combat,
        new,
        play_round,
        settle,
    )

    deal = {
        "0": {
            "characters": ["little-ember", "keeper-ashgrove"],
            "combat": ["stand-together", "quick-jab", "sidestep", "raking-claws", "sidestep"],
        },
        "1": {"characters": ["vesk-hollowjaw"], "combat": ["raking-claws", *FILLER]},
    }
    session = attacked(deal, new(deal=deal), step="pre")
    play_event(session, 0, "stand-together", EMBER, KEEPER)
    settle(session, in_combat("play"))
    play_round(
        session,
        {
            0: [(EMBER, card_in_hand(session, 0, "quick-jab"))],
            1: [(VESK, card_in_hand(session, 1, "raking-claws"))],
        },
    )
    assert session.state.combat is not None and session.state.combat.step == "target"
    runner = GameRunner(session, [bot("Ann"), person("Bob")], threaded=False)
    table = ClassicTable(app, runner, faces=faces(), step_delay=0.0)
    app.push(table)
    frames_until(app, lambda: any(s.kind == "play" and s.play is not None for s in table.spots))
    aims = [c for c in table.legal if c["type"] == "aim"]
    assert {c["target"] for c in aims} == {EMBER, KEEPER}
    spot = next(s for s in table.spots if s.kind == "play" and s.play == aims[0]["index"])
    click(app, spot.rect.center)
    assert isinstance(table.dialog, ChoiceDialog)
    assert [value for _, value in table.dialog.options] == aims


def prey_to_claim() -> tuple[Session, str]:
    """Ember (seat 0) attacks a Tar-Pit Bane in the Hunting Grounds; seat 1 is asked whether
    it plays for the prey (claim or no-claim). The session and the Bane's iid."""
    from tests.engine.test_rage_classic_scenarios import (
        EMBER,
        QUIET,
        VESK,
        act,
        new,
        pick_alphas,
        staged,
    )

    deal = {
        "0": {"characters": ["little-ember"], "sept": ["tar-pit-bane"]},
        "1": {"characters": [VESK[2:]]},
    }
    session = new(deal=deal)
    bane = staged(session, 0, "tar-pit-bane", None)
    pick_alphas(session, EMBER, VESK, acting=1, seat1_passes=True)
    act(session, 0, type="attack", target=bane)
    for _ in range(10):  # quiet answers until seat 1 is asked about the prey
        if {"type": "claim"} in session.legal(1):
            break
        seat = min(session.to_act())
        session.apply(seat, next(c for c in session.legal(seat) if c["type"] in QUIET))
    assert {"type": "claim"} in session.legal(1)
    return session, bane


def test_a_click_on_the_prey_offers_to_play_for_it(app) -> None:
    """Seat 1 (the person) may play for the prey Ember attacks: the top bar says "play for it,
    or let someone else", and a click on the prey lists both answers (it once said "nothing to do with it now": only A or Actions could answer)."""
    session, bane = prey_to_claim()
    runner = GameRunner(session, [bot("Ann"), person("Bob")], threaded=False)
    table = ClassicTable(app, runner, faces=faces(), step_delay=0.0)
    app.push(table)
    frames_until(app, lambda: any(s.kind == "creature" and s.iid == bane for s in table.spots))
    spot = next(s for s in table.spots if s.kind == "creature" and s.iid == bane)
    click(app, spot.rect.center)
    assert isinstance(table.dialog, ChoiceDialog)
    assert [value for _, value in table.dialog.options] == [{"type": "claim"}, {"type": "no-claim"}]
