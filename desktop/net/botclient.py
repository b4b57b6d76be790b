"""A bot that plays over the network like a person: it sees only its seat's view.

Used by `python -m desktop.net bot`, tests and the benchmark. The bot is the game's own
(`ruleset.bots`), found from the game id the host announces; "random" needs no ruleset.
"""

from __future__ import annotations

import logging
import random
import time
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from desktop.net.client import Client, RemoteError, TableState
from desktop.net.rulesets import make_bot, named_ruleset, resolve_ruleset
from engine.ai.base import RandomBot
from engine.core.errors import Illegal

log = logging.getLogger(__name__)


@dataclass
class BotClient:
    host: str
    port: int
    bot: str = "heuristic"
    name: str = ""
    seat: int | str = "any"
    table: str | None = None
    #: "module:ATTR" for a ruleset outside the registry (test games)
    game_spec: str | None = None
    seed: int | None = None
    client_options: dict[str, Any] = field(default_factory=dict)
    commands: int = 0

    def __post_init__(self) -> None:
        self.client = Client(
            self.host, self.port, name=self.name or f"{self.bot} bot", **self.client_options
        )
        self.rng = random.Random(self.seed)

    def _make_bot(self, game: str, seat: int) -> Any:
        try:
            # The host's name for its game is looked up in the registry, never imported.
            ruleset = resolve_ruleset(self.game_spec) if self.game_spec else named_ruleset(game)
        except Illegal:
            if self.bot != "random":
                raise
            return RandomBot(seat=seat)
        return make_bot(ruleset, self.bot, seat)

    def start(self) -> None:
        """Connect and take a seat (ready at once)."""
        self.client.connect()
        reply = self.client.join(self.seat, table=self.table, ready=True)
        seat = reply["seat"]
        self._bot = self._make_bot(reply["resync"]["table"]["game"], seat)

    def play(self, timeout: float = 600.0) -> dict[str, Any] | None:
        """Play until the game is over (returns its result) or `timeout` passes (None)."""
        client = self.client
        deadline = time.monotonic() + timeout
        tried = -1
        while time.monotonic() < deadline:
            ready = client.wait(
                partial(_ready_after, tried),
                timeout=min(5.0, max(0.0, deadline - time.monotonic())),
            )
            if not ready:
                continue
            state = client.snapshot()
            if state.over:
                return state.result
            if not state.connected:
                if client.auto_reconnect and client._reader and client._reader.is_alive():
                    time.sleep(0.05)  # reconnecting
                    continue
                log.info("the bot lost its table: %s", state.closed_reason)
                return None
            if not state.my_turn:
                continue
            command = self._bot.choose(state.view, state.legal, self.rng)
            tried = state.state_id
            try:
                reply = client.try_apply(command, state.state_id)
            except (OSError, TimeoutError, ConnectionError):
                tried = -1  # the link dropped; the client reconnects and we look again
                time.sleep(0.1)
                continue
            if reply.get("ok"):
                self.commands += 1
            elif reply["error"]["code"] == "slow-down":
                time.sleep(0.2)
                tried = -1
            elif reply["error"]["code"] not in ("stale", "not-your-turn", "game-over"):
                log.warning("the host refused the bot's move: %s", reply["error"])
        return None

    def run(self, timeout: float = 600.0) -> dict[str, Any] | None:
        try:
            self.start()
            return self.play(timeout)
        except RemoteError as exc:
            log.error("the host refused the bot: %s", exc.message)
            return None
        finally:
            self.client.close()


def _ready_after(tried: int, state: TableState) -> bool:
    """The seat has something to do: the game ended, a new turn of its own, or the link
    dropped."""
    return bool(state.over or (state.my_turn and state.state_id != tried) or not state.connected)
