"""The Join screen: tables found by mDNS, typed addresses, and what it says when that fails."""

from __future__ import annotations

import os

import pygame
import pytest

from desktop.net import HostConfig, HostThread, TableConfig
from desktop.net.hosting import HostedTable
from desktop.screens.lan.join import JoinScreen, TableRow
from desktop.screens.lan.lobby import LobbyScreen
from desktop.screens.lan.table import LanTableScreen
from desktop.screens.rage_trick.nodes import CardNode
from desktop.screens.rage_trick.table import RageTable
from tests.desktop import test_lan_support as lan_kit
from tests.desktop.test_net_discovery import _loopback_multicast_works
from tests.desktop.test_net_support import free_port

SHOTS = os.environ.get("RAGE_LAN_SHOTS")


@pytest.fixture
def app(display, tmp_path, monkeypatch):
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    app = lan_kit.make_app("Cleo")
    yield app
    app.close()


def type_address(app, screen: JoinScreen, text: str) -> None:
    app.frame(
        lan_kit.FRAME, lan_kit.app_clicks(app, screen.address.rect.center) + [lan_kit.typed(text)]
    )
    app.frame(lan_kit.FRAME, [lan_kit.key(pygame.K_RETURN)])


def test_discovered_tables_are_listed_and_joined(app) -> None:
    why = _loopback_multicast_works()
    if why:
        pytest.skip(why)
    tables = [
        HostedTable(
            TableConfig(game=game, seats=seats, bots=bots, name=name),
            port=0,
            bind="127.0.0.1",
            host_name=host,
            interfaces=["127.0.0.1"],
        ).start()
        for game, seats, bots, name, host in (
            ("rage-trick", 4, ["", "", "", "heuristic"], "Kitchen table", "ann-laptop"),
            ("ragers", 2, ["", ""], "The Arena", "bob-desktop"),
        )
    ]
    try:
        screen = JoinScreen(app, interfaces=["127.0.0.1"])
        app.push(screen)
        try:
            lan_kit.run([lambda: app.frame(lan_kit.FRAME, [])], lambda: len(screen.rows) == 2, 20)
        except AssertionError:
            pytest.skip("zeroconf found nothing on loopback here")
        names = {row.info.name: row for row in screen.rows}
        kitchen = names["Kitchen table"]
        assert (kitchen.info.game, kitchen.info.free, kitchen.info.host_name) == (
            "rage-trick",
            3,
            "ann-laptop",
        )
        assert kitchen.action == "Join" and isinstance(kitchen, TableRow)
        app.frame(lan_kit.FRAME, [])
        if SHOTS:
            app.screenshot(os.path.join(SHOTS, "join.png"))
        app.frame(lan_kit.FRAME, lan_kit.app_clicks(app, kitchen.rect.center))
        lan_kit.run(
            [lambda: app.frame(lan_kit.FRAME, [])], lambda: isinstance(app.stack.top, LobbyScreen)
        )
        lobby = app.stack.top
        assert lobby.state.seat == 0 and lobby.state.seats[0]["name"] == "Cleo"
    finally:
        for hosted in tables:
            hosted.close()


def test_typed_addresses_say_what_went_wrong(app) -> None:
    screen = JoinScreen(app, discover=False)
    app.push(screen)
    app.frame(lan_kit.FRAME, [])
    type_address(app, screen, "nowhere:port")
    assert screen.status_bad and "not a port number" in screen.status
    screen.address.set("")
    type_address(app, screen, f"127.0.0.1:{free_port()}")  # nothing listens there
    lan_kit.run([lambda: app.frame(lan_kit.FRAME, [])], lambda: not screen.busy)
    assert screen.status_bad and "Nothing is listening there" in screen.status
    assert screen.rows == []


def test_a_host_with_several_tables_lists_them_to_choose(app) -> None:
    tables = [
        TableConfig(game="rage-trick", seats=3, name="Upstairs", table_id="up"),
        TableConfig(game="rage-trick", seats=3, name="Downstairs", table_id="down"),
    ]
    host = HostThread(HostConfig(bind="127.0.0.1", port=0), tables).start()
    try:
        screen = JoinScreen(app, discover=False)
        app.push(screen)
        app.frame(lan_kit.FRAME, [])
        type_address(app, screen, f"127.0.0.1:{host.port}")
        lan_kit.run([lambda: app.frame(lan_kit.FRAME, [])], lambda: len(screen.rows) == 2)
        assert "several tables" in screen.status
        assert sorted(r.info.name for r in screen.rows) == ["Downstairs", "Upstairs"]
        down = next(r for r in screen.rows if r.info.name == "Downstairs")
        app.frame(lan_kit.FRAME, lan_kit.app_clicks(app, down.rect.center))
        lan_kit.run(
            [lambda: app.frame(lan_kit.FRAME, [])], lambda: isinstance(app.stack.top, LobbyScreen)
        )
        assert app.stack.top.state.table["table"] == "down"
    finally:
        host.stop()


def test_a_game_under_way_is_watched_without_seeing_any_hand(app) -> None:
    config = TableConfig(
        game="rage-trick",
        seats=3,
        bots=["heuristic"] * 3,
        options={"schedule": [5, 4]},
        seed=8,
        bot_delay=0.03,
    )
    hosted = HostedTable(config, port=0, bind="127.0.0.1", advertise=False).start()
    try:
        screen = JoinScreen(app, discover=False)
        app.push(screen)
        app.frame(lan_kit.FRAME, [])
        type_address(app, screen, f"127.0.0.1:{hosted.port_in_use}")
        lan_kit.run(
            [lambda: app.frame(lan_kit.FRAME, [])],
            lambda: isinstance(app.stack.top, LanTableScreen),
        )
        lan = app.stack.top
        assert lan.runner.seat is None and lan.runner.person_seats() == []
        assert isinstance(lan.table, RageTable) and lan.table.viewer is None
        shown: list[str] = []

        def frame() -> None:
            app.frame(lan_kit.FRAME, [])
            hands = set()
            for seat in range(3):
                hands |= set(hosted._call(lambda t, s=seat: t.session.view(s)["hand"] or []))
            for node in lan.table.scene.root.walk():
                if isinstance(node, CardNode) and node.is_shown() and node.card in hands:
                    shown.append(node.card)
            shown.extend(
                n.card
                for n in lan.table.stage.hand_nodes()
                if n.face_up and n.is_shown() and n.card is not None
            )

        def plays_logged() -> bool:
            return any(" plays " in line for line, _ in lan.table.log.lines)

        # Wait on what the table shows, not on the session: under load the log trails it.
        lan_kit.run([frame], lambda: lan.runner.session.state_id > 12 and plays_logged(), 20)
        assert shown == []
        assert plays_logged()
    finally:
        hosted.close()
