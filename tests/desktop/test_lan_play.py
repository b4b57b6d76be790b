"""LAN play through the screens: host, join by address, lobby, a RAGE game on the unchanged
table screen over a RemoteRunner, chat, a dropped link, undo by consent.

Ann hosts in the real App (its window is judged); Bob joins in a `Shell` (the same screens on
an off-screen canvas). Real sockets on 127.0.0.1, ephemeral ports, every wait bounded.
"""

from __future__ import annotations

import os
from typing import Any

import pygame
import pytest

from desktop.net import Client
from desktop.net.remote_session import RemoteRunner
from desktop.screens.game_menu import InGameMenu
from desktop.screens.lan.host import HostScreen
from desktop.screens.lan.join import JoinScreen
from desktop.screens.lan.lobby import LobbyScreen
from desktop.screens.lan.table import LanTableScreen
from desktop.screens.menu import MainMenu
from desktop.screens.rage_trick.nodes import CardNode
from desktop.screens.rage_trick.pickers import BidPicker
from desktop.screens.rage_trick.table import RageTable
from desktop.screens.summary import SummaryScreen
from desktop.store.paths import Paths
from tests.desktop import test_lan_support as lan_kit
from tests.desktop.test_table_support import HANDS

SHOTS = os.environ.get("RAGE_LAN_SHOTS")  # a directory: save screenshots there


def shot(app: Any, name: str) -> None:
    if SHOTS:
        os.makedirs(SHOTS, exist_ok=True)
        if isinstance(app, lan_kit.Shell):
            pygame.image.save(app.canvas, os.path.join(SHOTS, f"{name}.png"))
        else:
            app.screenshot(os.path.join(SHOTS, f"{name}.png"))


@pytest.fixture
def ann(display, tmp_path, monkeypatch):
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    # Animations on (fast): the secrecy scan then sees the deal and every card in flight.
    app = lan_kit.make_app("Ann", speed=4.0)
    yield app
    app.close()


@pytest.fixture
def bob(ann, tmp_path):
    # Another computer: its own data folder (its seats, its replays).
    shell = lan_kit.Shell(lan_kit.settings("Bob", speed=4.0), paths=Paths.under(tmp_path / "bob"))
    yield shell
    shell.close()


def host_table(ann: Any, **options: Any) -> LobbyScreen:
    """Ann: Play on LAN -> Host a game… -> Host the table; returns her lobby."""
    ann.push(
        JoinScreen(
            ann,
            discover=False,
            host_options={"port": 0, "bind": "127.0.0.1", "advertise": False, **options},
        )
    )
    ann.frame(lan_kit.FRAME, [])
    hub = ann.stack.top
    ann.frame(lan_kit.FRAME, lan_kit.app_clicks(ann, hub.host_button.rect.center))
    host = ann.stack.top
    assert isinstance(host, HostScreen)
    ann.frame(lan_kit.FRAME, [])
    return host


def open_table(ann: Any, host: HostScreen) -> LobbyScreen:
    ann.frame(lan_kit.FRAME, lan_kit.app_clicks(ann, host.start.rect.center))
    lan_kit.run(
        [lambda: ann.frame(lan_kit.FRAME, [])], lambda: isinstance(ann.stack.top, LobbyScreen)
    )
    lobby = ann.stack.top
    ann.frame(lan_kit.FRAME, [])
    return lobby


def both(ann: Any, bob: Any) -> list:
    return [lambda: ann.frame(lan_kit.FRAME, []), lambda: bob.frame()]


def scan_for(table: RageTable, secret: set[str]) -> list[str]:
    """Cards of `secret` that the table's scene knows (face up or not) outside the trick."""
    leaks = []
    for node in table.scene.root.walk():
        known = isinstance(node, CardNode) and node.card in secret and node.is_shown()
        if known and (node.face_up or node.where in ("hand", "mini")):
            leaks.append(f"{node.card}@{node.where}")
    return leaks


def true_hand(hosted: Any, seat: int) -> set[str]:
    """What `seat` holds right now, asked of the host's own session (the truth)."""
    return set(hosted._call(lambda table: table.session.view(seat)["hand"] or []))


def auto_play(screen: Any, *, keys: list | None = None) -> None:
    """A person who always takes the first legal choice (keys: use the keyboard instead)."""
    if not isinstance(screen, LanTableScreen) or not isinstance(screen.table, RageTable):
        return
    table = screen.table
    if table.sheet is not None:
        table.sheet.close()
    if not table.my_turn():
        return
    legal = table.legal()
    if not legal:
        return
    if keys is not None:
        if isinstance(table.picker, BidPicker):
            keys.append(lan_kit.key(pygame.K_0 + legal[0]["tricks"], str(legal[0]["tricks"])))
            return
        if table.model.phase == "play" and table.picker is None:
            keys.extend([lan_kit.key(pygame.K_RIGHT), lan_kit.key(pygame.K_RETURN)])
            return
    table.submit(legal[0])


def test_menu_offers_play_on_lan(ann) -> None:
    ann.open("menu")
    menu = ann.stack.top
    assert isinstance(menu, MainMenu) and menu.buttons["lan"].enabled
    ann.frame(lan_kit.FRAME, lan_kit.app_clicks(ann, menu.buttons["lan"].rect.center))
    assert isinstance(ann.stack.top, JoinScreen)
    ann.frame(lan_kit.FRAME, [lan_kit.key(pygame.K_ESCAPE)])
    assert ann.stack.top is menu


def test_host_join_lobby_play_chat_and_reconnect(ann, bob) -> None:
    host = host_table(ann, extra_options={"schedule": [3, 2]}, seed=11, bot_delay=0.0)
    host.seat_choices[2].select(1)  # seat 4: Easy bot
    ann.frame(lan_kit.FRAME, [])
    shot(ann, "host-form")
    lobby_a = open_table(ann, host)
    assert [s["kind"] for s in lobby_a.state.seats] == ["human", "open", "open", "bot"]
    port = lobby_a.hosted.port_in_use

    # Bob types the address on the Join screen.
    bob.push(JoinScreen(bob, discover=False))
    bob.frame()
    join = bob.stack.top
    bob.frame(
        lan_kit.FRAME,
        lan_kit.clicks(join.address.rect.center) + [lan_kit.typed(f"127.0.0.1:{port}")],
    )
    bob.frame(lan_kit.FRAME, [lan_kit.key(pygame.K_RETURN)])
    lan_kit.run(both(ann, bob), lambda: isinstance(bob.stack.top, LobbyScreen))
    lobby_b = bob.stack.top
    lan_kit.run(
        both(ann, bob), lambda: [s["name"] for s in lobby_a.state.seats][:2] == ["Ann", "Bob"]
    )
    assert [s["name"] for s in lobby_b.state.seats][:2] == ["Ann", "Bob"]
    shot(bob, "lobby-bob")

    # Lobby chat, a seat change, a bot for the open seat, readiness.
    bob.frame(
        lan_kit.FRAME, lan_kit.clicks(lobby_b.chat.field.rect.center) + [lan_kit.typed("hello Ann")]
    )
    bob.frame(lan_kit.FRAME, [lan_kit.key(pygame.K_RETURN)])
    lan_kit.run(both(ann, bob), lambda: [ln.text for ln in lobby_a.chat.lines] == ["hello Ann"])
    sit = next(b for b in lobby_b.actions if b.name == "sit here-2")
    bob.frame(lan_kit.FRAME, lan_kit.clicks(sit.rect.center))
    lan_kit.run(both(ann, bob), lambda: lobby_a.state.seats[2]["name"] == "Bob")
    assert lobby_b.state.seat == 2
    add = next(b for b in lobby_a.actions if b.name == "add bot-1")
    ann.frame(lan_kit.FRAME, lan_kit.app_clicks(ann, add.rect.center))
    lan_kit.run(both(ann, bob), lambda: lobby_b.state.seats[1]["kind"] == "bot")
    bob.frame(lan_kit.FRAME, lan_kit.clicks(lobby_b.ready_button.rect.center))
    lan_kit.run(both(ann, bob), lambda: lobby_a.state.seats[2]["ready"])
    ann.frame(lan_kit.FRAME, [])
    shot(ann, "lobby-ann")
    ann.frame(lan_kit.FRAME, lan_kit.app_clicks(ann, lobby_a.ready_button.rect.center))
    lan_kit.run(
        both(ann, bob),
        lambda: (
            isinstance(ann.stack.top, LanTableScreen) and isinstance(bob.stack.top, LanTableScreen)
        ),
    )
    lan_a, lan_b = ann.stack.top, bob.stack.top
    hosted = lobby_a.hosted
    # The unchanged RAGE table, on a remote runner; Bob is a "remote" seat for Ann.
    assert isinstance(lan_a.table, RageTable) and isinstance(lan_a.runner, RemoteRunner)
    assert [c.kind for c in lan_a.runner.seats] == ["person", "bot", "remote", "bot"]
    assert [c.kind for c in lan_b.runner.seats] == ["remote", "bot", "person", "bot"]

    leaks: list[str] = []
    own_seen: list[int] = []  # the scan does see cards: Ann's own hand, in her hand
    pending_keys: list = []

    def frame_a() -> None:
        events, pending_keys[:] = list(pending_keys), []
        ann.frame(lan_kit.FRAME, events)
        top = ann.stack.top
        if isinstance(top, LanTableScreen):
            leaks.extend(scan_for(top.table, true_hand(hosted, 2)))
            own_seen.append(len(scan_for(top.table, true_hand(hosted, 0))))
            auto_play(top, keys=pending_keys)

    def frame_b() -> None:
        bob.frame()
        top = bob.stack.top
        if isinstance(top, LanTableScreen):
            leaks.extend(scan_for(top.table, true_hand(hosted, 0)))
            auto_play(top)

    def tricks(runner: RemoteRunner) -> int:
        return sum(
            1 for item in runner.session.entries for e in item["events"] if e["type"] == "trick_won"
        )

    lan_kit.run([frame_a, frame_b], lambda: tricks(lan_a.runner) >= 1)
    assert lan_a.runner.session.entries[-1]["n"] == len(lan_a.runner.session.entries) - 1

    # Chat at the table: Ann presses T, types, Enter; Bob's drawer is closed: unread + bubble.
    ann.frame(lan_kit.FRAME, [lan_kit.key(pygame.K_t, "t"), lan_kit.typed("t")])
    assert lan_a.chat_open and lan_a.chat.field.text == ""
    ann.frame(lan_kit.FRAME, [lan_kit.typed("nice trick, Bob")])
    ann.frame(lan_kit.FRAME, [lan_kit.key(pygame.K_RETURN)])
    lan_kit.run(
        [frame_a, frame_b], lambda: any(ln.text == "nice trick, Bob" for ln in lan_b.chat.lines)
    )
    # A click on the table gives the keys back to the table; the drawer stays open.
    ann.frame(lan_kit.FRAME, lan_kit.app_clicks(ann, (750, 640)))
    assert lan_a.chat_open and lan_a.overlay.focused is None
    assert lan_b.chat.unread >= 1 and lan_b.bubbles
    assert [ln.text for ln in lan_a.chat.lines if not ln.system][:1] == ["hello Ann"]

    # Bob's link drops and stays down a moment: Ann's table marks his seat, then he is back.
    link_back = lan_kit.link_down(lan_b.client)
    lan_kit.run([frame_a, frame_b], lambda: lan_a.runner.seat_status(2) == "reconnecting")
    lan_kit.run([frame_a, frame_b], lambda: not lan_b.runner.connected)
    assert lan_b.runner.seat_status(0) == "offline"
    ann.frame(lan_kit.FRAME, [])
    assert any("Bob lost the connection" in ln.text for ln in lan_a.chat.lines)
    shot(ann, "table-reconnecting")
    link_back()
    lan_kit.run([frame_a, frame_b], lambda: lan_a.runner.seat_status(2) == "connected", 30)
    lan_kit.run([frame_a, frame_b], lambda: lan_b.runner.connected)

    # Bob leaves from his in-game menu: Ann's table says he left (not that his link was lost);
    # a bot plays for him until he comes back, and the game goes on.
    lan_kit.run([frame_a, frame_b], lambda: tricks(lan_a.runner) >= 3)
    bob.frame(lan_kit.FRAME, [lan_kit.key(pygame.K_ESCAPE)])
    menu = bob.stack.top
    assert isinstance(menu, InGameMenu) and menu.buttons["quit"].text == "Leave the table"
    assert menu.panel.title == "The game goes on"  # not "Paused": the others play on
    bob.frame(lan_kit.FRAME, lan_kit.clicks(menu.buttons["quit"].rect.center))
    assert bob.stack.top is None
    lan_kit.run([frame_a, frame_b], lambda: lan_a.runner.seat_status(2) == "left")
    said = [ln.text for ln in lan_a.chat.lines]
    assert said[-1] == "Bob left the game; a bot plays for them until they come back."
    lan_kit.run([frame_a, frame_b], lambda: isinstance(ann.stack.top, SummaryScreen), 40)
    assert tricks(lan_a.runner) == 5
    assert leaks == [] and max(own_seen) >= 3
    text = [line for line, _ in lan_a.table.log.lines]
    assert any(line.startswith("Bob plays") for line in text)
    assert any(line.startswith("Ada plays") for line in text)


def test_kick_undo_vote_refusal_toast_and_reasons(ann, bob) -> None:
    deal = {"hands": HANDS, "trump": "green-9", "dealer": 0}
    host = host_table(ann, extra_options={"schedule": [8, 7], "deal": deal}, seed=3, bot_delay=0.0)
    host.seat_choices[2].select(1)  # seat 4: a bot; seats 2 and 3 are open
    lobby_a = open_table(ann, host)
    port = lobby_a.hosted.port_in_use
    bob_client = Client("127.0.0.1", port, name="Bob", timeout=10)
    bob_client.connect()
    bob_client.join(1, ready=True)
    # Someone unwelcome sits in seat 3: Ann kicks them (and confirms), then seats a bot there.
    pest = Client("127.0.0.1", port, name="Pest", timeout=10)
    pest.connect()
    pest.join(2, ready=False)
    lan_kit.run(
        [lambda: ann.frame(lan_kit.FRAME, [])],
        lambda: any(b.name == "kick-2" for b in lobby_a.actions),
    )
    kick = next(b for b in lobby_a.actions if b.name == "kick-2")
    ann.frame(lan_kit.FRAME, lan_kit.app_clicks(ann, kick.rect.center))
    assert lobby_a.dialog is not None
    confirm = next(b for b in lobby_a.dialog.group.widgets if b.name == "Kick")
    ann.frame(lan_kit.FRAME, lan_kit.app_clicks(ann, confirm.rect.center))
    assert pest.wait(lambda s: s.closed_reason is not None, 10)
    assert pest.state.closed_reason["code"] == "kicked"
    lan_kit.run(
        [lambda: ann.frame(lan_kit.FRAME, [])],
        lambda: any(b.name == "add bot-2" for b in lobby_a.actions),
    )
    add = next(b for b in lobby_a.actions if b.name == "add bot-2")
    ann.frame(lan_kit.FRAME, lan_kit.app_clicks(ann, add.rect.center))
    lan_kit.run(
        [lambda: ann.frame(lan_kit.FRAME, [])], lambda: lobby_a.state.seats[2]["kind"] == "bot"
    )
    assert lobby_a.state.seats[1]["name"] == "Bob"
    ann.frame(lan_kit.FRAME, lan_kit.app_clicks(ann, lobby_a.ready_button.rect.center))
    lan_kit.run(
        [lambda: ann.frame(lan_kit.FRAME, [])], lambda: isinstance(ann.stack.top, LanTableScreen)
    )
    lan = ann.stack.top
    try:
        # Seat 1 (Bob) bids first. Ann trying to bid now is refused by the host, with a reason.
        assert bob_client.wait(lambda s: s.my_turn, 10)
        assert lan.runner.submit(0, {"type": "bid", "tricks": 1}) is not None
        ann.frame(lan_kit.FRAME, [])
        assert any(
            m.startswith("The host refused: It is not your turn") for m in ann.toasts.messages
        )

        # Bob bids, then asks to take it back: Ann is asked, and agrees.
        bob_client.apply({"type": "bid", "tricks": 2})
        lan_kit.run(
            [lambda: ann.frame(lan_kit.FRAME, [])], lambda: len(lan.runner.session.entries) >= 4
        )
        before = len(lan.runner.session.entries)
        assert bob_client.undo().get("pending")
        lan_kit.run([lambda: ann.frame(lan_kit.FRAME, [])], lambda: lan.dialog is not None)
        ann.frame(lan_kit.FRAME, [])
        shot(ann, "table-undo-vote")
        old_table = lan.table
        agree = next(b for b in lan.dialog.group.widgets if b.name == "Agree")
        ann.frame(lan_kit.FRAME, lan_kit.app_clicks(ann, agree.rect.center))
        lan_kit.run([lambda: ann.frame(lan_kit.FRAME, [])], lambda: lan.table is not old_table)
        assert len(lan.runner.session.entries) < before
        assert all(e["seat"] != 1 for e in lan.runner.session.entries[1:])
        assert any("Bob's last move was taken back" in m for m in ann.toasts.messages)

        # Bob bids 1 and leads red; bots bid; Ann bids by key. Blue is refused with the
        # engine's reason, worked out on Ann's own copy of what she may know.
        bob_client.apply({"type": "bid", "tricks": 1})
        lan_kit.run([lambda: ann.frame(lan_kit.FRAME, [])], lambda: lan.table.my_turn())
        lan_kit.run(
            [lambda: ann.frame(lan_kit.FRAME, [])], lambda: isinstance(lan.table.picker, BidPicker)
        )
        ann.frame(lan_kit.FRAME, [lan_kit.key(pygame.K_1, "1")])
        assert bob_client.wait(lambda s: s.my_turn and s.view["phase"] == "play", 10)
        bob_client.apply({"type": "play", "card": "red-5"})
        lan_kit.run([lambda: ann.frame(lan_kit.FRAME, [])], lambda: lan.table.my_turn())
        assert lan.runner.why_not(0, {"type": "play", "card": "blue-4"}) == (
            "You hold red, so you must follow red."
        )
        assert lan.runner.why_not(0, {"type": "play", "card": "red-3"}) is None
    finally:
        bob_client.close()
