"""A table on another computer, with the surface a table screen uses from a local game.

    Client (reader thread) -> TableState mirror -> RemoteRunner.poll (UI thread)
        -> RemoteSession (view, legal, to_act, entries, ...) + pending -> the table's presenter

`RemoteSession` stands in for `engine.core.session.Session` and `RemoteRunner` for
`desktop.game.runner.GameRunner`, so the table screens run unchanged on a LAN game: seats
are controllers ("person" here, "remote" elsewhere, "bot" for the host's bots) and a table
neither knows nor cares which. Nothing here is per game.

Everything a client holds was redacted by the host for its seat; the session's `ruleset` is
the real ruleset, whose `redact` is idempotent, so the tables may redact and describe those
events again exactly as they do in a local game.

Thread rule: the client's reader thread only fills the client's mirror; this module reads
that mirror (a snapshot) in `poll`, `submit` and `undo`, all on the UI thread, so a table
never sees the game change under it in the middle of a frame.
"""

from __future__ import annotations

import copy
import json
import logging
import queue
import random
import time
from collections import deque
from collections.abc import Callable
from typing import Any

from desktop.game.controllers import SeatController
from desktop.net.client import FINAL_BYES, Client, TableState
from desktop.net.rulesets import named_ruleset
from engine.core.errors import Illegal
from engine.core.log import Header
from engine.core.ruleset import Command, Ruleset, Seat
from engine.core.strings import strings_in
from engine.i18n import N_, _

log = logging.getLogger(__name__)

OFFLINE = N_("The connection to the host is down; reconnecting…")
UNDO_ASKED = N_("The other players are asked to agree; your move is taken back if they do.")
#: Network failures a request may end in (the client raises these, never crashes).
NETWORK_ERRORS = (OSError, TimeoutError, ConnectionError)


class ViewState:
    """`session.state` for a remote game: the seat's view, read as attributes.

    A table that peeks at `state.phase` or `state.turn` gets the view's values; nothing
    hidden from the seat is there to peek at.
    """

    def __init__(self, view: dict[str, Any] | None) -> None:
        self._view = view or {}

    def __getattr__(self, name: str) -> Any:
        try:
            return self._view[name]
        except KeyError:
            raise AttributeError(name) from None


class RemoteSession:
    """A read-only `Session` fed by a client's mirror: what one seat (or a spectator) knows."""

    def __init__(self, state: TableState, *, ruleset: Ruleset | None = None) -> None:
        if state.header is None:
            raise Illegal("not-started", "The game has not started yet.")
        self.header = Header.from_json(state.header)
        real = ruleset or named_ruleset(self.header.ruleset)
        self.viewer: Seat = state.seat
        self.ruleset = real  # redact is idempotent, so redacted events may pass through it again
        self.entries: list[dict] = []
        self._state_id = -1
        self._view: dict[str, Any] | None = None
        self._legal: list[Command] = []
        self._to_act: frozenset[int] = frozenset()
        self._over = False
        self._result: dict[str, Any] | None = None
        self._seat_views: list[dict[str, Any]] | None = None
        self._entry_listeners: list[Callable[[RemoteSession, dict], None]] = []
        self._reset_listeners: list[Callable[[RemoteSession], None]] = []
        # The seat's own reconstruction of the game, from its redacted log: only to explain
        # why a command is refused (the host's `legal` decides what may be played).
        self._shadow: Any = None
        self.reset(state)

    # -- fed by the runner -------------------------------------------------------------------
    def reset(self, state: TableState) -> None:
        """Take the whole log again (a resync after an undo)."""
        self.entries = list(state.log)
        self._take(state)
        self._shadow = None
        try:
            shadow = self.ruleset.initial_state(self.header.options, self.header.seats)
            for item in self.entries:
                for event in item["events"]:
                    self.ruleset.evolve(shadow, event)
            self._shadow = shadow
        except Exception:  # a ruleset whose evolve needs hidden cards: no local reasons
            log.debug("no local model of %s from a redacted log", self.header.ruleset)
        for listener in list(self._reset_listeners):
            listener(self)

    def extend(self, items: list[dict], state: TableState) -> None:
        """New log entries (already in order) and the state they lead to."""
        for item in items:
            self.entries.append(item)
            if self._shadow is not None:
                try:
                    for event in item["events"]:
                        self.ruleset.evolve(self._shadow, event)
                except Exception:
                    self._shadow = None
            for listener in list(self._entry_listeners):
                listener(self, item)
        self._take(state)

    def _take(self, state: TableState) -> None:
        self._state_id = state.state_id
        self._view = state.view
        self._legal = list(state.legal)
        self._to_act = frozenset(state.to_act)
        self._over = state.over
        self._result = state.result
        self._seat_views = state.seat_views

    # -- what a Session answers --------------------------------------------------------------
    @property
    def state_id(self) -> int:
        return self._state_id

    @property
    def state(self) -> ViewState:
        return ViewState(self._view)

    def view(self, seat: Seat) -> dict[str, Any]:
        """Our seat's view. A spectator's (public) view stands for whichever seat its table
        looks from, or that seat's own with omniscient spectators; other seats' views are
        not on this computer."""
        if self._view is not None:
            if seat == self.viewer:
                return copy.deepcopy(self._view)
            if self.viewer is None:
                views = self._seat_views
                if views is not None and isinstance(seat, int) and 0 <= seat < len(views):
                    return copy.deepcopy(views[seat])
                return copy.deepcopy(self._view)
        raise Illegal("not-visible", "This computer only sees its own seat.")

    def view_strings(self, seat: Seat) -> list[str]:
        """Every string in `seat`'s view, in order: the card instances this computer may
        know of. Tables that would read the whole game (`Session.state`: decks, every hand)
        to draw card faces ahead of time read this instead."""
        return strings_in(self.view(seat))

    def legal(self, seat: Seat) -> list[Command]:
        return list(self._legal) if seat == self.viewer and seat is not None else []

    def to_act(self) -> frozenset[int]:
        return self._to_act

    def is_over(self) -> bool:
        return self._over

    def result(self) -> dict[str, Any]:
        return dict(self._result or {})

    def redact_entry(self, item: dict, seat: Seat) -> dict:
        events = [e for e in (self.ruleset.redact(ev, seat) for ev in item["events"]) if e]
        command = item["command"]
        if command is not None and item["seat"] is not None:
            command = self.ruleset.redact_command(command, item["seat"], seat)
        return {**item, "command": command, "events": events}

    def events_for(self, seat: Seat, since: int = 0) -> list[dict]:
        return [self.redact_entry(item, seat) for item in self.entries[since:]]

    def header_for(self, seat: Seat) -> Header:
        return self.header

    def on_entry(self, listener: Callable[[RemoteSession, dict], None]) -> Callable[[], None]:
        self._entry_listeners.append(listener)
        return lambda: self._entry_listeners.remove(listener)

    def on_reset(self, listener: Callable[[RemoteSession], None]) -> Callable[[], None]:
        self._reset_listeners.append(listener)
        return lambda: self._reset_listeners.remove(listener)

    # -- explanations ------------------------------------------------------------------------
    def local_reason(self, seat: int, command: Command) -> str | None:
        """The engine's reason for refusing `command`, decided on this seat's own model of
        the game (None if that model cannot say)."""
        if self._shadow is None:
            return None
        try:
            self.ruleset.decide(self._shadow, seat, command, random.Random(0))
        except Illegal as exc:
            return exc.named(self.header.names).message
        except Exception:
            return None
        return None


def _key(command: Command) -> str:
    return json.dumps(command, sort_keys=True, separators=(",", ":"))


def seat_controllers(state: TableState) -> list[SeatController]:
    """Who sits where, as this computer sees it: its own seat is the "person"."""
    out = []
    names = (state.header or {}).get("names") or []
    for i, info in enumerate(state.seats):
        name = str(info.get("name") or (names[i] if i < len(names) else f"Seat {i + 1}"))
        if i == state.seat:
            out.append(SeatController("person", name))
        elif info.get("kind") == "bot":
            out.append(SeatController("bot", name, str(info.get("bot") or "")))
        else:
            out.append(SeatController("remote", name))
    return out


class RemoteRunner:
    """`GameRunner`'s surface over a LAN client: commands go to the host, entries come back.

    `notices` collects what the LAN screens show around the table (chat, undo votes and
    their outcome, refusals, the link going down and coming back, the host sending us
    away), as {"kind": ...} dicts, oldest first.
    """

    def __init__(
        self,
        client: Client,
        *,
        ruleset: Ruleset | None = None,
        owns_client: bool = False,
    ) -> None:
        self.client = client
        self.owns_client = owns_client
        state = client.snapshot()
        self.session = RemoteSession(state, ruleset=ruleset)
        self.seat: Seat = state.seat
        self.seats: list[SeatController] = seat_controllers(state)
        self.seat_info: list[dict[str, Any]] = list(state.seats)
        #: when `seat_info` came (its "grace_left" counts from then)
        self._seats_at = time.monotonic()
        #: the spectators watching: [{"name", "watcher"}, ...]
        self.watchers: list[dict[str, Any]] = list(state.watchers)
        #: the host's "ended" push once it ended the table (it left); nothing follows it
        self.ended: dict[str, Any] | None = state.ended
        #: this computer hosts the table (set by the LAN table screen): its menu ends the game
        self.hosting = False
        #: the host's say over absent seats (the LAN table screen's dialog), for the menu
        self.players_dialog: Callable[[], None] | None = None
        self.connected = state.connected
        self.vote: dict[str, Any] | None = state.vote
        self.closed_reason: dict[str, Any] | None = state.closed_reason
        #: The table's chat so far (every message since we joined), oldest first.
        self.chat: list[dict[str, Any]] = list(state.chat)
        #: New log entries not yet shown by the presenter, oldest first.
        self.pending: deque[dict] = deque()
        self.notices: deque[dict[str, Any]] = deque()
        self.closed = False
        self._resyncs = state.resyncs
        self._reasons: dict[tuple[int, str], str] = {}
        self._quiet_reset = False
        self._wake: Callable[[], None] | None = None
        #: (seat, state_id) of the host's last "thinking" push
        self._thinking: tuple[int, int] | None = None
        #: seat -> state_id at which that player paused their "OK?" countdown
        self._pauses: dict[int, int] = dict(state.pauses)

    @property
    def wake(self) -> Callable[[], None] | None:
        """Called from the client's reader thread for every message (the app's `wake`)."""
        return self._wake

    @wake.setter
    def wake(self, wake: Callable[[], None] | None) -> None:
        self._wake = wake
        self.client.on_message = None if wake is None else (lambda _message: wake())

    # -- people ------------------------------------------------------------------------------
    @property
    def lan_role(self) -> str:
        """ "host" (this computer hosts the table), "player" or "watcher" (a spectator)."""
        if self.hosting:
            return "host"
        return "player" if self.seat is not None else "watcher"

    @property
    def finished(self) -> bool:
        """Nothing more comes from the host: the game is over, the host ended the table, or
        it sent us away for good."""
        bye = self.closed_reason or {}
        return self.session.is_over() or self.ended is not None or bye.get("code") in FINAL_BYES

    def open_players(self) -> None:
        if self.players_dialog is not None:
            self.players_dialog()

    def person_seats(self) -> list[int]:
        return [self.seat] if self.seat is not None else []

    def persons_to_act(self) -> list[int]:
        return [s for s in self.person_seats() if s in self.session.to_act()]

    def submit(self, seat: int, command: dict[str, Any]) -> Illegal | None:
        """Send a person's command to the host; returns the host's refusal or None.

        Blocks for one round trip (milliseconds on a LAN): the host's update comes before
        its reply, so on success the new entries are already in `pending`, as with a local
        session. A move refused only because the table moved on meanwhile is sent once more
        if it is still legal (simultaneous choices make each other stale).
        """
        if seat != self.seat or seat is None:
            return Illegal("not-your-seat", _("That seat is not yours to play."))
        if not self.client.state.connected:
            return self._refused(Illegal("offline", _(OFFLINE)), command)
        state_id = self.session.state_id
        try:
            reply = self.client.try_apply(command, state_id, resubmit=True)
        except NETWORK_ERRORS:
            return self._refused(Illegal("offline", _(OFFLINE)), command)
        self._sync()
        if reply.get("ok"):
            return None
        err = reply.get("error") or {}
        refusal = Illegal(str(err.get("code")), str(err.get("message")))
        self._reasons[(state_id, _key(command))] = refusal.message
        return self._refused(refusal, command)

    def _refused(self, refusal: Illegal, command: dict[str, Any]) -> Illegal:
        self.notices.append(
            {
                "kind": "refused",
                "code": refusal.code,
                "message": refusal.message,
                "command": command,
            }
        )
        return refusal

    def undo_refusal(self, seat: int) -> Illegal | None:
        """Only the host knows (it holds the whole log, and may ask the others): offered."""
        if seat != self.seat or seat is None:
            return Illegal("not-your-seat", _("That seat is not yours to play."))
        return None

    def undo(self, seat: int) -> Illegal | None:
        """Ask the host to take back our last move. Without other people at the table it
        happens at once (None); otherwise they are asked, and the refusal says so."""
        if seat != self.seat or seat is None:
            return Illegal("not-your-seat", _("That seat is not yours to play."))
        try:
            reply = self.client.request("undo", check=False)
        except NETWORK_ERRORS:
            return Illegal("offline", _(OFFLINE))
        if not reply.get("ok"):
            err = reply.get("error") or {}
            return Illegal(str(err.get("code")), str(err.get("message")))
        if reply.get("pending"):
            self.notices.append({"kind": "undo-asked", "vote": reply.get("vote")})
            return Illegal("undo-pending", _(UNDO_ASKED))
        # Done at once: the resync came before the reply. The table rebuilds itself.
        self._quiet_reset = True
        try:
            self._sync()
        finally:
            self._quiet_reset = False
        return None

    def vote_undo(self, agree: bool) -> Illegal | None:
        """Answer another player's undo request."""
        vote = (self.vote or {}).get("vote")
        try:
            self.client.vote_undo(agree, vote)
        except Illegal as exc:
            return exc
        except NETWORK_ERRORS:
            return Illegal("offline", _(OFFLINE))
        return None

    def why_not(self, seat: int, command: dict[str, Any]) -> str | None:
        """Why the host would refuse `command`: None if it is in our legal list, else the
        reason the host gave for it, else the engine's reason on our own model of the game."""
        if seat != self.seat or seat is None:
            return _("That seat is not yours to play.")
        if command in self.session.legal(seat):
            return None
        told = self._reasons.get((self.session.state_id, _key(command)))
        if told:
            return told
        reason = self.session.local_reason(seat, command)
        if reason:
            return reason
        if seat not in self.session.to_act():
            return _("It is not your turn.")
        return _("That is not possible right now.")

    # -- frames ------------------------------------------------------------------------------
    def poll(self, *, bots_may_act: bool = True) -> None:
        """Call once a frame: take what the host sent (entries, seats, chat, votes)."""
        self.take_messages()
        self._sync()

    def take_messages(self) -> None:
        """Turn the host's pushes into `notices` (the LAN screen does this every frame: a
        table may take its entries only every few frames)."""
        while True:
            try:
                message = self.client.messages.get_nowait()
            except queue.Empty:
                break
            self._notice(message)

    def _notice(self, message: dict[str, Any]) -> None:
        kind = message.get("push")
        if kind == "chat":
            self.notices.append({"kind": "chat", **message})
        elif kind == "undo-request":
            self.notices.append({"kind": "undo-request", **message})
        elif kind == "undo-result":
            self.notices.append({"kind": "undo-result", **message})
        elif kind == "connection":
            self.notices.append({"kind": "connection", "connected": bool(message["connected"])})
        elif kind == "bye":
            self.notices.append({"kind": "bye", **message})
        elif kind == "news":
            self.notices.append({**message, "kind": "news", "what": message.get("kind")})
        elif kind == "ended":
            self.notices.append({"kind": "ended", **message})
        elif kind == "thinking":
            self._thinking = (int(message["seat"]), int(message["state_id"]))

    def _sync(self) -> None:
        state = self.client.snapshot()
        self.connected = state.connected
        self.vote = state.vote
        self.closed_reason = state.closed_reason
        self.chat = state.chat
        self._pauses = state.pauses
        self.watchers = state.watchers
        self.ended = state.ended
        if state.seats:
            if state.seats != self.seat_info:
                self._seats_at = time.monotonic()
            self.seat_info = list(state.seats)
            for i, controller in enumerate(seat_controllers(state)):
                if i < len(self.seats) and self.seats[i] != controller:
                    self.seats[i] = controller
        if state.header is None:
            return
        session = self.session
        mine = session.entries
        resynced = state.resyncs != self._resyncs
        self._resyncs = state.resyncs
        if len(state.log) < len(mine) or (resynced and state.log[: len(mine)] != mine):
            # The log was cut back (an undo): start again from the host's copy.
            self.pending.clear()
            self._reasons.clear()
            session.reset(state)
            if not self._quiet_reset:
                self.notices.append({"kind": "reset", "state_id": session.state_id})
            return
        new = state.log[len(mine) :]
        if new:
            self.pending.extend(new)
        if new or state.state_id != session.state_id or resynced:
            session.extend(new, state)
        else:
            session._take(state)

    # -- the LAN around the table -------------------------------------------------------------
    def seat_status(self, seat: int) -> str:
        """ "connected"; "reconnecting" (the link dropped: the seat waits for them); "left"
        (they left: a bot plays until they return); "standin" (a bot plays for the absent
        person: the wait ran out, or the host said so); "bot"; "offline" (this computer lost
        the host: nobody's state is known); "ended" (nothing comes from the host any more)."""
        if self.finished and not self.connected:
            return "ended"
        if not self.connected:
            return "offline"
        info = self.seat_info[seat] if seat < len(self.seat_info) else {}
        if info.get("kind") == "bot":
            return "bot"
        if info.get("standin"):
            return "left" if info.get("away") == "left" else "standin"
        return "connected" if info.get("connected") else "reconnecting"

    def standin_why(self, seat: int) -> str:
        """Why a bot plays for an absent person: "left", "grace" or "host" ("" if none)."""
        info = self.seat_info[seat] if seat < len(self.seat_info) else {}
        return str(info.get("standin_why") or "") if info.get("standin") else ""

    def grace_left(self, seat: int) -> float | None:
        """Seconds until a bot stands in for a person whose link dropped (None: not waiting)."""
        info = self.seat_info[seat] if seat < len(self.seat_info) else {}
        left = info.get("grace_left")
        if not isinstance(left, int | float) or isinstance(left, bool):
            return None
        return max(0.0, float(left) - (time.monotonic() - self._seats_at))

    def paused_seats(self) -> frozenset[int]:
        """The seats whose player paused their "OK?" countdown in the position shown now."""
        now = self.session.state_id
        return frozenset(seat for seat, at in self._pauses.items() if at == now)

    def share_pause(self, paused: bool) -> Illegal | None:
        """Tell the other players that ours is paused (or counting again); the refusal or
        None. A lost link only loses the notice: the countdown itself is ours."""
        try:
            self.client.pause(paused)
        except Illegal as refusal:
            return refusal
        except NETWORK_ERRORS:
            log.info("the pause notice was not sent: the link to the host is down")
        return None

    @property
    def bot_thinking(self) -> bool:
        return any(self.seats[s].is_bot for s in self.session.to_act() if s < len(self.seats))

    def thinking_seat(self) -> int | None:
        """The bot seat the host says has been thinking longer than SHOW_THINKING_AFTER (the
        host pushes "thinking" then), while that is still the position; else None."""
        if self._thinking is None:
            return None
        seat, state_id = self._thinking
        if self.session.state_id != state_id or seat not in self.session.to_act():
            self._thinking = None
            return None
        return seat

    def thinking_in(self) -> float | None:
        """0 while a bot shows as thinking (the table then keeps its dots moving), else None:
        the host's push wakes the table when it comes."""
        return 0.0 if self.thinking_seat() is not None else None

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        if self.owns_client:
            try:
                self.client.leave()
            except (Illegal, *NETWORK_ERRORS):
                self.client.close()
