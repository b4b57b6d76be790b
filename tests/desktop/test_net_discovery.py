"""Discovery: mDNS advertising and browsing on loopback, and the manual host:port fallback."""

from __future__ import annotations

import socket
import struct
import sys
import time

import pytest

from desktop.net import TableConfig
from desktop.net.discovery import Advertiser, TableBrowser, parse_address, probe
from desktop.net.wire import NET_PROTOCOL
from tests.desktop.test_net_support import TOY, WAIT, hosting


def _loopback_multicast_works() -> str:
    """'' if a multicast datagram sent on 127.0.0.1 comes back, else why not."""
    group, port = "239.255.71.73", 0
    try:
        rx = socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_UDP)
        rx.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        rx.bind(("", 0))
        port = rx.getsockname()[1]
        membership = struct.pack("4s4s", socket.inet_aton(group), socket.inet_aton("127.0.0.1"))
        rx.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP, membership)
        rx.settimeout(2.0)
        tx = socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_UDP)
        tx.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, socket.inet_aton("127.0.0.1"))
        tx.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_LOOP, 1)
        tx.sendto(b"rage?", (group, port))
        data = rx.recv(16)
        rx.close()
        tx.close()
    except OSError as exc:
        return f"multicast on loopback is unavailable here ({exc})"
    return "" if data == b"rage?" else "multicast on loopback returned something else"


def test_parse_address() -> None:
    assert parse_address("10.0.0.5:4000") == ("10.0.0.5", 4000)
    assert parse_address(" host.local ") == ("host.local", 47474)
    assert parse_address("[::1]:5000") == ("::1", 5000)
    for bad in ("", "host:port", "host:0", "host:70000", ":80"):
        with pytest.raises(ValueError):
            parse_address(bad)


def test_manual_address_lists_the_hosts_tables() -> None:
    table = TableConfig(game=TOY, seats=3, bots=["", "", "random"], name="Kitchen", table_id="k")
    with hosting(table) as host:
        (found,) = probe("127.0.0.1", host.port)
        assert (found.name, found.game, found.seats, found.free, found.table) == (
            "Kitchen",
            "toy",
            3,
            2,
            "k",
        )
        assert found.compatible and found.source == "manual"
    with pytest.raises(OSError):
        probe("127.0.0.1", host.port, timeout=2)  # the host is gone


def test_advertising_degrades_gracefully_without_multicast() -> None:
    # An interface address this machine does not have: zeroconf cannot open it.
    advertiser = Advertiser(4747, interfaces=["203.0.113.77"])
    advertiser.publish({"table": "x", "game": "toy", "seats": 2, "free": 2})
    advertiser.close()
    assert advertiser.available is False
    browser = TableBrowser(interfaces=["203.0.113.77"])
    assert browser.available is False and browser.tables() == []
    browser.close()


def test_advertise_and_browse_on_loopback() -> None:
    pytest.importorskip("zeroconf", reason="zeroconf is not installed")
    why = _loopback_multicast_works()
    if why:
        pytest.skip(why)
    seen: list[int] = []
    browser = TableBrowser(interfaces=["127.0.0.1"], on_change=lambda tables: seen.append(1))
    advertiser = Advertiser(4747, host_name="test-host", interfaces=["127.0.0.1"])
    try:
        assert browser.available
        summary = {
            "table": "t1",
            "name": "Loopback table",
            "game": "rage-trick",
            "seats": 4,
            "free": 3,
            "phase": "lobby",
        }
        advertiser.publish(summary)
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline and not browser.tables():
            time.sleep(0.05)
        if not browser.tables() and not sys.platform.startswith("linux"):
            pytest.skip(f"zeroconf does not answer on loopback on {sys.platform}")
        (found,) = browser.tables()
        assert (found.address, found.port, found.game, found.seats, found.free) == (
            "127.0.0.1",
            4747,
            "rage-trick",
            4,
            3,
        )
        assert (found.host_name, found.protocol, found.table) == ("test-host", NET_PROTOCOL, "t1")
        # A seat is taken: the advertisement follows.
        advertiser.publish({**summary, "free": 2})
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline and browser.tables()[0].free != 2:
            time.sleep(0.05)
        assert browser.tables()[0].free == 2
        advertiser.withdraw("t1")
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline and browser.tables():
            time.sleep(0.05)
        assert browser.tables() == []
        assert seen
    finally:
        advertiser.close()
        browser.close()
