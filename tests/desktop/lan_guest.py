"""A LAN guest in a process of its own, as the app is one (the restart tests kill it).

    python -m tests.desktop.lan_guest HOST PORT NAME

With $RAGE_TABLE_HOME as its data folder, like the app: if that folder holds a seat at a
table that lives on HOST:PORT it takes it back (`desktop.net.rejoin`, what Continue and the
LAN screen use), else it sits in the first free seat and keeps the seat's token there (what
the LAN screen does). It prints one line, "seat N rejoined" or "seat N joined", then plays
the first legal move whenever due, printing "moved S" after each (S: the state it moved in),
and "over" at the end.
"""

from __future__ import annotations

import sys
import time

from desktop.net.client import Client, TableState
from desktop.net.rejoin import keep_seat, live_seats, rejoin
from desktop.store.lan_seats import HeldSeats
from desktop.store.paths import Paths


def main(host: str, port: int, name: str) -> int:
    seats = HeldSeats.of(Paths.from_env())
    mine = [c.seat for c in live_seats(seats) if (c.seat.address, c.seat.port) == (host, port)]
    if mine:
        client = rejoin(mine[0], name, seats)
        how = "rejoined"
    else:
        client = Client(host, port, name=name)
        client.connect()
        client.join("any", ready=True)
        keep_seat(seats, client, player=name)
        how = "joined"
    print(f"seat {client.state.seat} {how}", flush=True)
    tried = -1

    def due(state: TableState) -> bool:
        return state.over or (state.my_turn and state.state_id != tried)

    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        client.wait(due, 5.0)
        state = client.snapshot()
        if state.over:
            print("over", flush=True)
            return 0
        if state.my_turn and state.state_id != tried:
            tried = state.state_id
            reply = client.try_apply(state.legal[0], state.state_id)
            if reply.get("ok"):
                print(f"moved {state.state_id}", flush=True)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], int(sys.argv[2]), sys.argv[3]))
