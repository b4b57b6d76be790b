"""A table this app hosts: the host thread, its mDNS advertisement and the host's own powers.

The Host screen makes one; the lobby and the LAN table keep it while the game lasts. The
host's person plays through an ordinary `Client` on loopback like everyone else; only the
lobby actions only a host has (kick, seat a bot, open a seat, start now) come through here,
run on the host's loop thread with `HostThread.call`.
"""

from __future__ import annotations

import logging
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop.net.discovery import DEFAULT_PORT, Advertiser, local_addresses
from desktop.net.host import HostConfig, HostThread
from desktop.net.rulesets import make_bot
from desktop.net.seats import LOBBY, SeatState, TableConfig
from desktop.net.table import Table
from desktop.store.journal import TableJournal
from engine.ai.levels import plate_name
from engine.core.errors import Illegal

log = logging.getLogger(__name__)


@dataclass
class HostedTable:
    config: TableConfig
    port: int = DEFAULT_PORT
    bind: str = "0.0.0.0"
    host_name: str = field(default_factory=socket.gethostname)
    advertise: bool = True
    #: Advertise on these interface addresses only (None: every interface).
    interfaces: list[str] | None = None
    journal_dir: Path | None = None
    #: Seat -> name for the seats the host's bots play (else "Normal bot 3").
    bot_names: dict[int, str] = field(default_factory=dict)
    thread: HostThread | None = None
    advertiser: Advertiser | None = None
    closed: bool = False
    #: the table comes back from its journal (a host restarted after a crash), not anew
    resumed: bool = False
    #: called once the host has stopped serving (its journal closed), on the thread that
    #: stopped it: the app files the game as a replay then
    on_stopped: Callable[[], None] | None = None

    @classmethod
    def resume(
        cls, journal_dir: Path, table_id: str, *, port: int = DEFAULT_PORT, **kwargs: Any
    ) -> HostedTable:
        """Host again the table journaled in `journal_dir`/`table_id` (after a crash), on
        `port` (where its guests' clients look for it) if it is free; people rejoin it with
        their tokens. Raises OSError, ValueError (a journal this version cannot read) or
        Illegal."""
        side = TableJournal(Path(journal_dir) / table_id).load_side()
        if side is None or not isinstance(side.get("config"), dict):
            raise FileNotFoundError(f"no table {table_id!r} journaled in {journal_dir}")
        config = TableConfig.from_json(side["config"])
        hosted = cls(config, port=port, journal_dir=Path(journal_dir), resumed=True, **kwargs)
        return hosted.start()

    def start(self) -> HostedTable:
        """Serve on `port`, or on any free port if that one is taken."""
        ports = [self.port] if self.port == 0 else [self.port, 0]
        error: OSError | None = None
        for port in ports:
            thread = HostThread(
                HostConfig(
                    bind=self.bind,
                    port=port,
                    host_name=self.host_name,
                    journal_dir=self.journal_dir,
                ),
                [] if self.resumed else [self.config],  # a resumed table comes from its journal
            )
            try:
                self.thread = thread.start()
                break
            except OSError as exc:
                log.info("port %s is taken (%s); trying another", port, exc)
                error = exc
        else:
            assert error is not None
            raise error
        if self.resumed and self.config.table_id not in self._tables():
            self.close()
            raise FileNotFoundError(f"the table {self.config.table_id!r} could not be restored")
        if self.bot_names:
            self._call(_rename, self.bot_names)
        if self.advertise:
            self.advertiser = Advertiser(
                self.port_in_use, host_name=self.host_name, interfaces=self.interfaces
            )
            advertiser = self.advertiser

            def listen(table: Table) -> None:
                advertiser.publish(table.summary())

            def hook(table: Table) -> None:
                assert self.thread is not None and self.thread.host is not None
                self.thread.host.on_table_change(listen)
                listen(table)

            self._call(hook)
        return self

    @property
    def port_in_use(self) -> int:
        assert self.thread is not None
        return self.thread.port

    @property
    def table_id(self) -> str:
        return self.config.table_id

    def addresses(self) -> list[str]:
        """host:port others on the LAN can type to reach this table."""
        if self.bind not in ("0.0.0.0", "", "::"):
            return [f"{self.bind}:{self.port_in_use}"]
        return [f"{a}:{self.port_in_use}" for a in local_addresses()]

    def _tables(self) -> list[str]:
        assert self.thread is not None and self.thread.host is not None
        host = self.thread.host
        return self.thread.call(lambda: list(host.tables))

    # -- the host's powers (each raises Illegal with a sentence to show) ------------------------
    def kick(self, seat: int) -> None:
        self._call(lambda table: table.kick(seat))

    def hand_to_bot(self, seat: int) -> None:
        """An absent person's seat is played by a bot now (theirs again when they return)."""
        self._call(lambda table: table.hand_to_bot(seat))

    def give_seat(self, seat: int, watcher: int) -> None:
        """An absent person's seat goes to the spectator numbered `watcher`."""
        self._call(lambda table: table.give_seat(seat, watcher))

    def end_game(self) -> None:
        """End the table for everyone (the host leaves): one message each, no move after."""
        self._call(lambda table: table.end_game("host-left"))

    def seat_bot(self, seat: int, bot: str, name: str = "") -> None:
        """An open seat gets one of the host's bots (lobby only)."""
        self._call(_seat_bot, seat, bot, name)

    def open_seat(self, seat: int) -> None:
        """A bot's seat is opened for a person again (lobby only)."""
        self._call(_open_seat, seat)

    def start_game(self) -> None:
        """Deal now; open seats get bots."""
        self._call(lambda table: table.start(fill_with_bots=True))

    def _call(self, fn: Any, *args: Any) -> Any:
        if self.thread is None or self.closed:
            raise Illegal("host-closed", "This table is closed.")
        table_id = self.config.table_id

        def run() -> Any:
            assert self.thread is not None and self.thread.host is not None
            return fn(self.thread.host.tables[table_id], *args)

        return self.thread.call(run, timeout=10.0)

    def close(self, delay: float = 0.0) -> None:
        """Stop serving (after `delay` seconds, so the last pushes reach everyone)."""
        if self.closed:
            return
        self.closed = True

        def stop() -> None:
            if self.advertiser is not None:
                self.advertiser.close()
            if self.thread is not None:
                self.thread.stop()
            if self.on_stopped is not None:
                try:
                    self.on_stopped()
                except Exception:  # filing a replay must never take the app down
                    log.exception("after the host stopped")

        if delay > 0:
            timer = threading.Timer(delay, stop)
            timer.daemon = True
            timer.start()
        else:
            stop()


def _changed(table: Table) -> None:
    table._save_side()
    table._seats_changed()
    table.loop.call_soon(table._maybe_start)


def _rename(table: Table, names: dict[int, str]) -> None:
    for seat, name in names.items():
        if 0 <= seat < len(table.seats) and table.seats[seat].kind == "bot" and name:
            table.seats[seat].name = name
    _changed(table)


def _lobby_seat(table: Table, seat: int) -> SeatState:
    if table.phase != LOBBY:
        raise Illegal("table-started", "Seats are fixed once the game has started.")
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(table.seats):
        raise Illegal("bad-seat", f"There is no seat {seat!r} at this table.")
    return table.seats[seat]


def _seat_bot(table: Table, seat: int, bot: str, name: str) -> None:
    if _lobby_seat(table, seat).kind != "open":
        raise Illegal("seat-taken", f"Seat {seat + 1} is taken; open it first.")
    make_bot(table.ruleset, bot, seat)  # an unknown bot is refused here, with the names
    table.seats[seat] = SeatState("bot", name or plate_name(bot, seat), bot=bot, ready=True)
    _changed(table)


def _open_seat(table: Table, seat: int) -> None:
    if _lobby_seat(table, seat).kind != "bot":
        raise Illegal("bad-seat", f"No bot sits in seat {seat + 1}.")
    table.seats[seat] = SeatState("open", f"Seat {seat + 1}")
    _changed(table)
