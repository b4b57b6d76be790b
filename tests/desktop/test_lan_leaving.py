"""Issue 31's rows through the screens: people who leave, crash, come back, watch, and a host
who decides and ends, each computer with its own data folder (real sockets on loopback).

Ann hosts in the real App; Bob (and Eve, who watches) are `Shell`s: the same screens on an
off-screen canvas, each with a data folder of its own, as on another computer.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from desktop.game.wording import you_form
from desktop.net.remote_session import UNDO_ASKED
from desktop.replay import ReplayRunner
from desktop.screens.continue_game import ContinueScreen
from desktop.screens.game_menu import InGameMenu
from desktop.screens.lan.host import HostScreen
from desktop.screens.lan.join import JoinScreen
from desktop.screens.lan.table import BANNER_LINE, LanTableScreen
from desktop.screens.lan.widgets import SEAT_COLORS, watcher_color
from desktop.screens.rage_trick.table import RageTable
from desktop.store.lan_seats import HeldSeats
from desktop.store.paths import Paths
from desktop.ui.choice import ChoiceDialog
from engine.i18n import _
from tests.desktop import test_lan_support as lan_kit
from tests.desktop.test_lan_play import auto_play, host_table, open_table

WAIT = 30.0


@pytest.fixture
def ann(display, tmp_path, monkeypatch):
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path / "ann"))
    app = lan_kit.make_app("Ann", speed=8.0)
    app.settings.last_setup = {}  # type: ignore[attr-defined]
    yield app
    app.close()


def person(name: str, home: Path) -> lan_kit.Shell:
    """Another computer: its own screens and data folder."""
    return lan_kit.Shell(lan_kit.settings(name, speed=8.0), paths=Paths.under(home))


@pytest.fixture
def bob(ann, tmp_path):
    shell = person("Bob", tmp_path / "bob")
    yield shell
    shell.close()


def frames(*apps: Any) -> list:
    out = []
    for app in apps:
        if isinstance(app, lan_kit.Shell):
            out.append(lambda app=app: (app.frame(), auto_play(app.stack.top)))
        else:
            out.append(lambda app=app: (app.frame(lan_kit.FRAME, []), auto_play(app.stack.top)))
    return out


def table_with_bob(
    ann: Any, bob: lan_kit.Shell, *, seats: int = 3, **options: Any
) -> tuple[Any, Any]:
    """Ann hosts RAGE (seat 3 a bot), Bob joins by address; both ready; the two tables."""
    host = host_table(ann, extra_options={"schedule": [4, 4, 3]}, seed=5, bot_delay=0.0, **options)
    host.players.select_value(seats)
    host._set_count(seats)
    host.seat_choices[1].select(1)  # seat 3: a bot
    ann.frame(lan_kit.FRAME, [])
    lobby_a = open_table(ann, host)
    lan_kit.join_and_start(ann, bob, lobby_a, frames(ann, bob))
    assert lobby_a.state.seats[1]["name"] == "Bob"
    return ann.stack.top, bob.stack.top


def moves_of(lan: LanTableScreen, seat: int) -> int:
    return sum(1 for e in lan.runner.session.entries if e["seat"] == seat)


def kill(shell: lan_kit.Shell) -> None:
    """The app is killed: no goodbye to the host, no screen leaves properly."""
    top = shell.stack.top
    assert isinstance(top, LanTableScreen)
    top.client.auto_reconnect = False
    top.client.drop()
    shell.stack.screens.clear()


def test_a_guests_app_restarted_three_times_takes_its_seat_back_from_continue(
    ann, bob, tmp_path
) -> None:
    """Row 1: the seat token is in Bob's data folder; after each restart Continue offers
    "Rejoin your seat at Ann's table" and gives him his seat, never a spectator's; the LAN
    screen offers the same, and joining the table by address takes the seat back too."""
    lan_a, lan_b = table_with_bob(ann, bob)
    held = HeldSeats.of(bob.paths).all()
    assert [(s.table, s.seat, s.name) for s in held] == [(lan_a.client.table_id, 1, "Ann's table")]
    shell = bob
    for restart in range(3):
        before = moves_of(lan_a, 1)
        lan_kit.run(frames(ann, shell), lambda b=before: moves_of(lan_a, 1) > b, WAIT)
        kill(shell)
        lan_kit.run(frames(ann), lambda: lan_a.runner.seat_status(1) == "reconnecting")
        shell = person("Bob", tmp_path / "bob")  # the app starts again
        if restart == 0:
            shell.push(ContinueScreen(shell))
            shell.frame()
            cont = shell.stack.top
            lan_kit.run(frames(ann, shell), lambda c=cont: bool(c.lan))
            assert cont.list.items[0].startswith("Rejoin your seat at Ann's table")
            shell.frame(lan_kit.FRAME, [lan_kit.key(pygame.K_RETURN)])
        elif restart == 1:
            shell.push(JoinScreen(shell, discover=False))
            shell.frame()
            hub = shell.stack.top
            lan_kit.run(frames(ann, shell), lambda h=hub: bool(h.rows))
            assert hub.rows[0].action == "Rejoin" and hub.rows[0].held
            shell.frame(lan_kit.FRAME, lan_kit.clicks(hub.rows[0].rect.center))
        else:
            lan_kit.typed_join(shell, lan_a.hosted.port_in_use)  # by address: still the seat
        lan_kit.run(frames(ann, shell), lambda s=shell: isinstance(s.stack.top, LanTableScreen))
        lan_b = shell.stack.top
        assert lan_b.runner.seat == 1, restart
        lan_kit.run(frames(ann, shell), lambda: lan_a.runner.seat_status(1) == "connected")
        assert lan_a.runner.watchers == []
    said = [line.text for line in lan_a.chat.lines]
    assert said.count("Bob is back.") == 3
    assert any(
        line.startswith("Bob lost the connection; their seat waits 3 minutes") for line in said
    )
    shell.close()


def _players_dialog(ann: Any, lan: LanTableScreen) -> ChoiceDialog:
    ann.frame(lan_kit.FRAME, [lan_kit.key(pygame.K_ESCAPE)])
    menu = ann.stack.top
    assert isinstance(menu, InGameMenu) and "players" in menu.buttons
    assert menu.buttons["quit"].text == "End the game for everyone"
    ann.frame(lan_kit.FRAME, lan_kit.app_clicks(ann, menu.buttons["players"].rect.center))
    assert ann.stack.top is lan and isinstance(lan.dialog, ChoiceDialog)
    return lan.dialog


def _choose(app: Any, dialog: ChoiceDialog, label_start: str) -> None:
    index = next(i for i, (label, _v) in enumerate(dialog.rows) if label.startswith(label_start))
    app.frame(lan_kit.FRAME, [lan_kit.key(pygame.K_DOWN)] * index + [lan_kit.key(pygame.K_RETURN)])


def test_the_host_hands_an_absent_seat_to_a_bot_and_gives_it_to_a_spectator(
    ann, bob, tmp_path
) -> None:
    """Row 3: a dropped player is waited for (the host's time), and the host decides sooner:
    a bot now (the seat back when they return), or the seat to someone watching."""
    lan_a, lan_b = table_with_bob(ann, bob)
    kill(bob)
    lan_kit.run(frames(ann), lambda: lan_a.runner.seat_status(1) == "reconnecting")
    assert any("Players" in m for m in ann.toasts.messages)  # the host is told it may decide
    dialog = _players_dialog(ann, lan_a)
    assert dialog.rows[1][0].startswith("Bob · lost the connection · a bot takes over in 2:")
    _choose(ann, dialog, "Bob")
    actions = lan_a.dialog
    assert isinstance(actions, ChoiceDialog) and actions.title == "Bob"
    _choose(ann, actions, "A bot plays for Bob now")
    lan_kit.run(frames(ann), lambda: lan_a.runner.seat_status(1) == "standin")
    assert lan_a.runner.standin_why(1) == "host"
    lan_kit.run(
        frames(ann),
        lambda: any(
            ln.text == "You handed Bob's seat to a bot until they come back."  # Ann hosts
            for ln in lan_a.chat.lines
        ),
    )
    # Eve comes to watch; Bob is still away; Ann gives Eve his seat.
    eve = person("Eve", tmp_path / "eve")
    lan_kit.typed_join(eve, lan_a.hosted.port_in_use)
    lan_kit.run(frames(ann, eve), lambda: isinstance(eve.stack.top, LanTableScreen))
    lan_e = eve.stack.top
    assert lan_e.runner.seat is None
    lan_kit.run(frames(ann, eve), lambda: [w["name"] for w in lan_a.runner.watchers] == ["Eve"])
    dialog = _players_dialog(ann, lan_a)
    _choose(ann, dialog, "Bob")
    _choose(ann, lan_a.dialog, "Give Bob's seat to Eve")
    lan_kit.run(frames(ann, eve), lambda: eve.stack.top.runner.seat == 1)
    assert isinstance(eve.stack.top.table, RageTable) and eve.stack.top.table.viewer == 1
    assert any("gave you Bob's seat" in ln.text for ln in eve.stack.top.chat.lines)
    lan_kit.run(frames(ann, eve), lambda: lan_a.runner.seat_info[1]["name"] == "Eve")
    assert HeldSeats.of(eve.paths).find(lan_a.client.table_id) is not None
    eve.close()


def test_the_host_leaving_ends_the_table_once_and_everyone_keeps_the_game(ann, bob) -> None:
    """Row 4: one message to each guest, no "reconnecting" and no "host lost", no move after
    the end, and the game kept as a replay by the host and by each guest."""
    lan_a, lan_b = table_with_bob(ann, bob)
    lan_kit.run(frames(ann, bob), lambda: moves_of(lan_a, 1) >= 2)
    ann.frame(lan_kit.FRAME, [lan_kit.key(pygame.K_ESCAPE)])
    menu = ann.stack.top
    ann.frame(lan_kit.FRAME, lan_kit.app_clicks(ann, menu.buttons["quit"].rect.center))
    assert menu.dialog is not None  # "End the game for everyone?"
    end = next(b for b in menu.dialog.group.widgets if b.name == "End the game")
    ann.frame(lan_kit.FRAME, lan_kit.app_clicks(ann, end.rect.center))
    assert ann.stack.top is None
    lan_kit.run([bob.frame], lambda: lan_b.dialog is not None and lan_b.runner.finished)
    for _frame in range(10):
        bob.frame()
    assert lan_b.dialog.title == "The host ended the game"
    assert "kept in your replays" in lan_b.dialog.message
    assert not any("reconnecting" in m or "Lost" in m for m in bob.toasts.messages)
    assert lan_b.banner() is None and not lan_b.pills_shown()  # no "host lost" on plates
    assert {lan_b.runner.seat_status(s) for s in range(3)} == {"ended"}
    ended_at = len(lan_b.runner.session.entries)
    replays = sorted(bob.paths.replays_dir.glob("*.rtsave"))
    assert len(replays) == 1 and replays[0].with_suffix(".rtviews").exists()
    replay = ReplayRunner.open(replays[0])
    assert replay.viewpoint == 1 and replay.length == ended_at
    replay.to_end()
    assert replay.session.view(1)["hand"] == lan_b.runner.session.view(1)["hand"]
    assert HeldSeats.of(bob.paths).all() == []
    # The host's whole log, once its table has stopped.
    hosted = ann.paths.data_dir / "lan-host"
    lan_kit.run(
        [bob.frame],
        lambda: (
            len(list(ann.paths.replays_dir.glob("*.rtsave"))) == 1 and not any(hosted.iterdir())
        ),  # filed: not offered to host again
        WAIT,
    )
    assert HeldSeats.of(ann.paths).all() == []
    bob.frame(lan_kit.FRAME, [lan_kit.key(pygame.K_RETURN)])
    assert not isinstance(bob.stack.top, LanTableScreen)


def test_a_spectator_is_a_person_listed_named_and_told_they_watch(ann, bob, tmp_path) -> None:
    """Row 5: listed on the table, chats under their own name and colour, a "watching"
    banner, and a menu that says "Stop watching" (neither paused nor ending anything)."""
    lan_a, lan_b = table_with_bob(ann, bob)
    eve = person("Eve", tmp_path / "eve")
    lan_kit.typed_join(eve, lan_a.hosted.port_in_use)
    lan_kit.run(frames(ann, bob, eve), lambda: isinstance(eve.stack.top, LanTableScreen))
    lan_e = eve.stack.top
    assert lan_e.banner() == ("Watching Ann's table", False)
    lan_kit.run(
        frames(ann, bob, eve), lambda: [w["name"] for w in lan_b.runner.watchers] == ["Eve"]
    )
    assert any(ln.text == "Eve is watching." for ln in lan_b.chat.lines)
    lan_e.say("good luck both")
    lan_kit.run(
        frames(ann, bob, eve), lambda: any(ln.text == "good luck both" for ln in lan_a.chat.lines)
    )
    line = next(ln for ln in lan_a.chat.lines if ln.text == "good luck both")
    assert line.name == "Eve" and line.seat is None and line.watcher
    assert watcher_color(line.watcher) not in SEAT_COLORS
    lan_a.open_chat()
    ann.frame(lan_kit.FRAME, [])
    assert lan_a.roster_height() > lan_a.chat.header - 1  # a row for the spectators
    eve.frame(lan_kit.FRAME, [lan_kit.key(pygame.K_ESCAPE)])
    menu = eve.stack.top
    assert isinstance(menu, InGameMenu)
    assert menu.panel.title != "Paused" and "undo" not in menu.buttons
    assert menu.buttons["quit"].text == "Stop watching"
    eve.frame(lan_kit.FRAME, lan_kit.clicks(menu.buttons["quit"].rect.center))
    assert eve.stack.top is None
    lan_kit.run(frames(ann, bob), lambda: lan_a.runner.watchers == [])
    assert any(ln.text == "Eve stopped watching." for ln in lan_a.chat.lines)
    assert eve.paths.replays_dir.exists() is False  # a spectator keeps nothing
    eve.close()


def _log_lines(table: RageTable) -> list[str]:
    return list(table.log.entries)


def _told(lan: LanTableScreen) -> list[str]:
    """The log a table should show: every entry so far, as its seat reads it."""
    session = lan.runner.session
    out = []
    for item in session.entries:
        for event in item["events"]:
            text = you_form(session.ruleset.describe(event, lan.runner.seat, lan.table.names))
            if text:
                out.append(text)
    return out


def _settled(lan: LanTableScreen) -> bool:
    return not lan.runner.pending and not lan.table.presenting()


def test_undo_with_only_bots_takes_the_moves_out_of_the_hosts_log(ann, tmp_path) -> None:
    """Row 6: the host's own log forgets what was taken back, as the spectator's does."""
    host = host_table(ann, extra_options={"schedule": [5, 4]}, seed=7, bot_delay=0.0)
    host.players.select_value(3)
    host._set_count(3)
    for choice in host.seat_choices[:2]:
        choice.select(1)  # bots
    ann.frame(lan_kit.FRAME, [])
    lobby = open_table(ann, host)
    ann.frame(lan_kit.FRAME, lan_kit.app_clicks(ann, lobby.ready_button.rect.center))
    lan_kit.run(
        [lambda: ann.frame(lan_kit.FRAME, [])], lambda: isinstance(ann.stack.top, LanTableScreen)
    )
    lan = ann.stack.top
    eve = person("Eve", tmp_path / "eve")
    lan_kit.typed_join(eve, lan.hosted.port_in_use)
    both = [lambda: ann.frame(lan_kit.FRAME, []), eve.frame]
    lan_kit.run(both, lambda: isinstance(eve.stack.top, LanTableScreen))
    lan_e = eve.stack.top
    played: list[dict] = []

    def ann_moves() -> None:
        ann.frame(lan_kit.FRAME, [])
        eve.frame()
        table = lan.table
        if table.sheet is not None:
            table.sheet.close()
        if not played and table.my_turn() and table.legal():
            move = table.legal()[0]
            if move["type"] == "play":
                played.append(move)
            table.submit(move)

    # Ann bids and plays one card; the bots answer it.
    lan_kit.run([ann_moves], lambda: bool(played) and moves_of(lan, 1) >= 2 and _settled(lan))
    before = _log_lines(lan.table)
    assert before == _told(lan)
    ann.frame(lan_kit.FRAME, [lan_kit.key(pygame.K_ESCAPE)])
    menu = ann.stack.top
    assert isinstance(menu, InGameMenu) and menu.buttons["undo"].enabled
    ann.frame(lan_kit.FRAME, lan_kit.app_clicks(ann, menu.buttons["undo"].rect.center))
    lan_kit.run(both, lambda: _settled(lan) and _settled(lan_e) and lan.table.my_turn())
    assert len(lan.runner.session.entries) < len(before)
    assert _log_lines(lan.table) == _told(lan)  # the plays taken back are gone from it
    assert _log_lines(lan_e.table) == _told(lan_e)
    eve.close()


def test_the_guests_asked_to_agree_notice_goes_when_the_others_answer(ann, bob) -> None:
    """Row 7: Bob asks to take his bid back; when Ann agrees his "asked to agree" notice goes."""
    lan_a, lan_b = table_with_bob(ann, bob)
    table_b = lan_b.table
    lan_kit.run(frames(ann, bob), lambda: moves_of(lan_a, 1) >= 1 and not table_b.presenting())
    lan_b_undo = lan_b.runner.undo(1)
    assert lan_b_undo is not None and lan_b_undo.code == "undo-pending"
    bob.toast(lan_b_undo.message, "warning", 4.0)  # as the table shows it
    assert _(UNDO_ASKED) in bob.toasts.messages
    lan_kit.run([lambda: ann.frame(lan_kit.FRAME, []), bob.frame], lambda: lan_a.dialog is not None)
    agree = next(b for b in lan_a.dialog.group.widgets if b.name == "Agree")
    ann.frame(lan_kit.FRAME, lan_kit.app_clicks(ann, agree.rect.center))
    lan_kit.run(
        [lambda: ann.frame(lan_kit.FRAME, []), bob.frame],
        lambda: any("Your last move was taken back" in m for m in bob.toasts.messages),
    )
    assert _(UNDO_ASKED) not in bob.toasts.messages  # gone with the answer, not seconds later


def test_a_ccg_lobby_shows_each_seats_pack_and_the_host_screen_remembers(ann) -> None:
    """Row 8: the lobby says which pack each seat plays; hosting again starts from last time."""
    host = host_table(ann, seed=3)
    host._set_game("rage-lv")
    host._set_count(2)
    packs = host.per_seat_choices
    packs[1].select(packs[1].index + 1)
    chosen = [c.options[c.index][1] for c in packs[:2]]
    ann.frame(lan_kit.FRAME, [])
    lobby = open_table(ann, host)
    for _frame in range(3):
        ann.frame(lan_kit.FRAME, [])
    notes = [row.note for row in lobby.rows]
    assert notes == [f"{host.games['rage-lv'].new_game.per_seat.label}: {name}" for name in chosen]
    lobby.leave()
    ann.frame(lan_kit.FRAME, [])
    again = HostScreen(ann, port=0, bind="127.0.0.1", advertise=False)
    assert again.game == "rage-lv" and again.count == 2
    assert [c.options[c.index][1] for c in again.per_seat_choices[:2]] == chosen
    assert again.grace_choice.value == 180


def test_nothing_of_the_lan_is_drawn_over_the_scores_and_the_log_counts_right(ann, bob) -> None:
    """Row 9: while the scores are up, the seat pills and the Chat button stay off them; and
    "deals 1 card", "for 1 trick"."""
    lan_a, lan_b = table_with_bob(ann, bob)
    table = lan_a.table

    def ann_plays() -> None:  # and leaves the scores up when they come
        ann.frame(lan_kit.FRAME, [])
        if table.sheet is None and table.my_turn() and table.legal():
            table.submit(table.legal()[0])

    lan_kit.run(frames(bob) + [ann_plays], lambda: table.sheet is not None, WAIT * 2)
    ann.frame(lan_kit.FRAME, [])
    assert lan_a.covered() and not lan_a.chat_button.visible and not lan_a.pills_shown()
    lan_a.open_chat()  # the chat drawer may open over the scores; the pills still stay off
    ann.frame(lan_kit.FRAME, [])
    assert not lan_a.pills_shown() and lan_a.chat_button.visible
    lan_a.close_chat()
    ann.frame(lan_kit.FRAME, [])
    assert lan_a.banner() is None or lan_a.covered()
    from engine.games.rage_trick.views import describe

    deal = {
        "type": "deal",
        "round": 9,
        "dealer": 0,
        "hand_size": 1,
        "hands": [["red-1"], ["red-2"]],
        "pile": [],
        "trump": None,
        "trump_card": None,
    }
    assert "deals 1 card each" in describe(deal, 0, ["Ann", "Bob"])
    from desktop.screens.rage_trick.sidebar import _bids_line

    class Model:
        bids = [0, 1]
        has_bid = [True, True]
        hand_size = 1
        seats = 2

    assert _bids_line(Model()) == "Bids: 1 for 1 trick (2/2 bid)"  # type: ignore[arg-type]


@pytest.mark.parametrize("seats", [3, 4, 6, 8])
def test_the_banner_under_the_chat_button_keeps_clear_of_every_name_plate(
    display, tmp_path, seats: int
) -> None:
    """A spectator's "watching" banner (and "reconnecting…", as long) stands in the corner the
    Chat button keeps, clear of every seat's plate and its cards, whatever the seat count."""
    from desktop.net import TableConfig
    from desktop.net.hosting import HostedTable
    from tests.desktop.test_lan_ccg import sit_at

    config = TableConfig(
        game="rage-trick",
        seats=seats,
        bots=["normal"] * seats,
        seed=3,
        bot_delay=30.0,
        name="Our Thursday evening table",
    )
    hosted = HostedTable(config, port=0, bind="127.0.0.1", advertise=False).start()
    shell = person("Eve", tmp_path / "eve")
    try:
        lan = sit_at(hosted, shell, "Eve", spectate=True)
        for _frame in range(5):
            shell.frame()
        for words in (lan.banner()[0], _("Host lost: reconnecting…")):
            lines = lan.banner_lines(words)
            assert len(lines) <= 3  # a long table name gives way ("…"), never the rest
            if "Host lost" in words:
                assert " ".join(lines) == words
            banner = lan.banner_rect(16 + BANNER_LINE * len(lines))
            panels = lan.table.stage.panels
            for seat, node in panels.items():
                x, y = node.to_world()
                w, h = node.size()
                # the plate, and the backs of that seat's cards fanned above it
                plate = pygame.Rect(
                    round(x - w / 2), round(y - h / 2) - 60, round(w), round(h) + 60
                )
                assert not banner.colliderect(plate), (seats, seat, banner, plate)
            assert not banner.colliderect(lan.button_rect)
    finally:
        shell.close()
        hosted.close()
