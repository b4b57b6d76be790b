"""Back to a LAN table after a restart, from Continue: take a held seat back, or host again a
table this app hosted when it stopped mid-game.

Each function does the network part (on a worker thread: see `Continue`) and returns what
opens the lobby or the table, to be called on the UI thread.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from desktop.net.client import Client
from desktop.net.hosting import HostedTable
from desktop.net.rejoin import keep_seat, rejoin
from desktop.screens.base import AppServices
from desktop.screens.lan.common import default_name
from desktop.screens.lan.join import open_joined
from desktop.store.lan_seats import HeldSeat, HeldSeats

log = logging.getLogger(__name__)


def rejoin_seat(app: AppServices, seat: HeldSeat, seats: HeldSeats) -> Callable[[], None]:
    """Take `seat` back (its token); returns what opens its lobby or table."""
    client = rejoin(seat, default_name(app), seats)

    def open_it() -> None:
        open_joined(app, client, replace=True)

    return open_it


def host_again(app: AppServices, held: HeldSeat, seats: HeldSeats) -> Callable[[], None]:
    """Serve again the table journaled for `held` (on its old port if free, so its players'
    apps find it by themselves) and sit in our seat; returns what opens it."""
    name = held.player or default_name(app)
    hosted = HostedTable.resume(
        Path(held.journal_dir),
        held.table,
        port=held.port,
        bind=held.bind or "0.0.0.0",
        host_name=name,
        advertise=held.advertise,
    )
    address = "127.0.0.1" if hosted.bind in ("0.0.0.0", "") else hosted.bind
    try:
        client = Client(address, hosted.port_in_use, name=name, timeout=8.0)
        client.connect()
        client.join(token=held.token, table=held.table)
        keep_seat(
            seats,
            client,
            player=name,
            hosted=True,
            journal_dir=held.journal_dir,
            bind=held.bind,
            advertise=held.advertise,
        )
    except BaseException:
        hosted.close()
        raise

    def open_it() -> None:
        open_joined(app, client, hosted=hosted, replace=True)

    return open_it
