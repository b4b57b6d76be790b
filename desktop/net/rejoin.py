"""Taking a seat back after the app (or the computer) restarted: the seat tokens this
computer keeps (`desktop.store.lan_seats`), whether their tables still live, and rejoining.

No pygame: the Continue and LAN screens call these on a worker thread, and so do tests and
the headless guest of the restart tests.
"""

from __future__ import annotations

import contextlib
import logging
import socket
from dataclasses import dataclass
from pathlib import Path

from desktop.net.client import Client, RemoteError
from desktop.net.keeping import file_hosted_journal
from desktop.net.wire import NET_PROTOCOL, app_version, encode
from desktop.store.journal import TableJournal
from desktop.store.lan_seats import HeldSeat, HeldSeats
from desktop.store.paths import Paths
from engine.core.bounded import PEER_LIMITS, BadInput, parse_json

log = logging.getLogger(__name__)

#: What a host answers about a table that can no longer be ours to rejoin.
GONE_CODES = frozenset({"bad-token", "no-table", "seat-given", "kicked"})
#: Table phases a seat may be taken back in.
LIVE_PHASES = frozenset({"lobby", "playing"})


@dataclass(frozen=True)
class SeatCheck:
    seat: HeldSeat
    #: "live" (the host has the table, under way), "gone" (the host has it no longer, or it
    #: is over) or "unreached" (nobody answered: the host may be restarting)
    status: str
    #: the table's name as the host gives it now
    name: str = ""


def keep_seat(
    seats: HeldSeats,
    client: Client,
    *,
    player: str = "",
    hosted: bool = False,
    journal_dir: str = "",
    bind: str = "",
    advertise: bool = True,
) -> HeldSeat | None:
    """Remember the seat `client` has just taken (nothing for a spectator)."""
    state = client.snapshot()
    if client.token is None or client.table_id is None or state.seat is None:
        return None
    table = state.table or {}
    address, port = client.address
    return seats.keep(
        HeldSeat(
            table=client.table_id,
            token=client.token,
            address=address,
            port=port,
            seat=state.seat,
            name=str(table.get("name") or ""),
            game=str(table.get("game") or ""),
            host_name=str(client.hello_reply.get("host") or ""),
            player=player or client.name,
            hosted=hosted,
            journal_dir=journal_dir,
            bind=bind,
            advertise=advertise,
        )
    )


def _hello_tables(address: str, port: int, timeout: float) -> list[dict] | None:
    """The host's tables (its hello), or None if nobody answered in time."""
    try:
        with socket.create_connection((address, port), timeout=timeout) as sock:
            sock.settimeout(timeout)
            hello = {"op": "hello", "protocol": NET_PROTOCOL, "app": app_version(), "id": 1}
            sock.sendall(encode(hello))
            data = b""
            while True:
                chunk = sock.recv(1 << 16)
                if not chunk:
                    return None
                data += chunk
                while b"\n" in data:
                    line, data = data.split(b"\n", 1)
                    with contextlib.suppress(BadInput):
                        message = parse_json(line, source="a host", limits=PEER_LIMITS)
                        if isinstance(message, dict) and message.get("id") == 1:
                            tables = message.get("tables")
                            if not isinstance(tables, list):
                                return []
                            return [t for t in tables if isinstance(t, dict)]
                if len(data) > 1 << 20:
                    return None
    except (OSError, TimeoutError):
        return None


def check_seat(seat: HeldSeat, timeout: float = 2.0) -> SeatCheck:
    """Whether `seat`'s table still lives on its host (a hello, nothing joined)."""
    tables = _hello_tables(seat.address, seat.port, timeout)
    if tables is None:
        return SeatCheck(seat, "unreached")
    found = next((t for t in tables if isinstance(t, dict) and t.get("table") == seat.table), None)
    if found is None or found.get("phase") not in LIVE_PHASES:
        return SeatCheck(seat, "gone")
    return SeatCheck(seat, "live", str(found.get("name") or seat.name))


def live_seats(seats: HeldSeats, timeout: float = 2.0) -> list[SeatCheck]:
    """The held seats whose tables live, each asked of its host; seats at tables that are
    gone are forgotten. Seats at tables this app hosts are not asked (nobody serves them
    until the app does): see `hosted_seats`."""
    out = []
    for seat in seats.all():
        if seat.hosted:
            continue
        check = check_seat(seat, timeout)
        if check.status == "gone":
            log.info("the table %s (%s) is gone; its seat is forgotten", seat.table, seat.name)
            seats.forget(seat.table)
        elif check.status == "live":
            out.append(check)
    return out


def hosted_seats(seats: HeldSeats, paths: Paths) -> list[HeldSeat]:
    """Seats at tables this app hosted whose game was under way when the app stopped (a
    crash, not an end): they can be hosted again from the journal. A journal whose game had
    ended is filed as a replay now."""
    out = []
    for seat in seats.all():
        if not seat.hosted:
            continue
        journal = Path(seat.journal_dir) if seat.journal_dir else None
        phase = _journal_phase(journal, seat.table) if journal is not None else None
        if phase in LIVE_PHASES:
            out.append(seat)
            continue
        seats.forget(seat.table)
        if journal is not None and phase is not None:
            file_hosted_journal(paths, journal, seat.table)
    return out


def _journal_phase(journal: Path, table: str) -> str | None:
    """The phase a hosted table's journal says it was in (None: no readable journal)."""
    try:
        side = TableJournal(journal / table).load_side() if (journal / table).is_dir() else None
    except (OSError, ValueError):
        return None
    phase = side.get("phase") if side else None
    return phase if isinstance(phase, str) else None


def rejoin(
    seat: HeldSeat, name: str, seats: HeldSeats | None = None, timeout: float = 6.0
) -> Client:
    """A client back in `seat` (its token). Raises RemoteError as the host words it (a seat
    the host no longer knows is then forgotten) or OSError / TimeoutError when unreachable."""
    client = Client(seat.address, seat.port, name=name, timeout=timeout)
    client.connect()
    try:
        client.join(token=seat.token, table=seat.table)
    except RemoteError as exc:
        client.close()
        if seats is not None and exc.code in GONE_CODES:
            seats.forget(seat.table)
        raise
    except BaseException:
        client.close()
        raise
    if seats is not None:
        keep_seat(
            seats, client, player=seat.player, hosted=seat.hosted, journal_dir=seat.journal_dir
        )
    return client
