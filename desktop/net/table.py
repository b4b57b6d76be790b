"""One hosted table: its session, who sits where, what each connection is sent, undo votes.

Everything here runs on the host's event loop thread, so the session needs no lock. The
table never touches sockets: it talks to `Peer`s (a connection's send/close), and the host
feeds it requests. Each peer only ever receives its own seat's redacted log entries and view
(spectators: seat None, the public ones) — the one place that decides what leaves the host.
"""

from __future__ import annotations

import asyncio
import base64
import itertools
import logging
import random
import secrets
from collections.abc import Callable
from typing import Any

from desktop.net.rulesets import default_bot, make_bot, resolve_ruleset
from desktop.net.seats import (
    BY_GRACE,
    BY_HOST,
    BY_LEAVING,
    ENDED,
    LEFT,
    LOBBY,
    LOST,
    MAX_CHAT,
    MAX_NAME,
    OVER,
    PLAYING,
    Member,
    Peer,
    SeatState,
    TableConfig,
    UndoVote,
    clean_text,
)
from desktop.net.wire import RawJson, encode, encode_value
from desktop.replay.recorded import record_seat
from desktop.store.journal import TableJournal
from engine.ai.levels import plate_name
from engine.ai.thinking import SHOW_THINKING_AFTER, thinks
from engine.core.errors import Illegal
from engine.core.play import bot_turn
from engine.core.ruleset import Ruleset, Seat
from engine.core.session import Session

log = logging.getLogger(__name__)


def _message_id(request: dict[str, Any]) -> Any:
    message_id = request.get("id")
    if message_id is None:
        raise Illegal("bad-request", 'Commands must carry a message "id".')
    return message_id


class _EncodedLog:
    """A session's log as one seat (or the spectators) may see it, as JSON: each entry is
    redacted and encoded once, so a resync (a join, a rejoin) costs a copy of bytes instead
    of redacting and encoding the whole log again. Fifty spectators joining a long game
    must not hold the host's loop for a second while a player waits for a reply."""

    def __init__(self, session: Session, seat: Seat) -> None:
        self.session = session
        self.seat = seat
        #: the entries encoded so far: the session's objects themselves (an undo deletes
        #: entries; those that replace them are new objects), and where each one ends in
        #: `data` (the entries' JSON, comma-separated)
        self.items: list[dict[str, Any]] = []
        self.ends: list[int] = []
        self.data = bytearray()

    def json(self) -> bytes:
        """The log as a JSON array, as `encode` would spell it."""
        entries = self.session.entries
        kept = min(len(self.items), len(entries))
        while kept and self.items[kept - 1] is not entries[kept - 1]:
            kept -= 1
        if kept < len(self.items):
            del self.items[kept:], self.ends[kept:]
            del self.data[self.ends[-1] if self.ends else 0 :]
        if kept < len(entries):
            for entry in self.session.events_for(self.seat, kept):
                if self.data:
                    self.data += b","
                self.data += encode_value(entry)
                self.ends.append(len(self.data))
            self.items += entries[kept:]
        return b"".join((b"[", self.data, b"]"))


class Table:
    def __init__(
        self,
        config: TableConfig,
        loop: asyncio.AbstractEventLoop,
        *,
        journal: TableJournal | None = None,
        ruleset: Ruleset | None = None,
    ) -> None:
        self.config = config
        self.loop = loop
        self.journal = journal
        self.ruleset = ruleset or resolve_ruleset(config.game)
        if not self.ruleset.min_seats <= config.seats <= self.ruleset.max_seats:
            raise Illegal(
                "bad-seats",
                f"This game needs {self.ruleset.min_seats} to {self.ruleset.max_seats} players,"
                f" not {config.seats}.",
            )
        # Fail now on bad options or bot names rather than when the game starts.
        self.ruleset.normalize_options(dict(config.options), config.seats)
        self.standin_name = config.standin_bot or default_bot(self.ruleset)
        for seat, name in enumerate([*config.bots, self.standin_name]):
            if name:
                make_bot(self.ruleset, name, seat % config.seats)
        self.seats: list[SeatState] = [
            SeatState("bot", plate_name(name, i), bot=name, ready=True)
            if name
            else SeatState("open", f"Seat {i + 1}")
            for i, name in enumerate(config.bots)
        ]
        self.members: dict[str, Member] = {}
        self.session: Session | None = None
        self.phase = LOBBY
        self.bots: dict[int, Any] = {}
        self.bot_rng = random.Random(config.seed)
        self.vote: UndoVote | None = None
        self.closed = False
        #: the host ended the table (it left): nothing moves any more
        self.ended = False
        #: tokens of people whose seat the host gave away -> who has it now
        self._given: dict[str, str] = {}
        self._watcher_numbers = itertools.count(1)
        self._seats_due = False
        self._bot_scheduled = False
        self._absence_timers: dict[int, asyncio.TimerHandle] = {}
        #: a dropped spectator's token -> when it lapses (they may come back before, as a seat may)
        self._watcher_timers: dict[str, asyncio.TimerHandle] = {}
        self.commands = 0  # accepted commands (people and bots), for benchmarks
        #: seat (None: the spectators) -> its whole log, encoded (see _EncodedLog)
        self._logs: dict[Seat, _EncodedLog] = {}
        #: Called when seats or phase change (the host re-advertises the table).
        self.on_change: Callable[[Table], None] | None = None

    @property
    def id(self) -> str:
        return self.config.table_id

    # -- what the lobby sees -----------------------------------------------------------------
    def free_seats(self) -> int:
        return sum(1 for s in self.seats if s.kind == "open")

    def summary(self) -> dict[str, Any]:
        return {
            "table": self.id,
            "name": self.config.name,
            "game": self.ruleset.id,
            "game_version": self.ruleset.version,
            "seats": self.config.seats,
            "free": self.free_seats(),
            "phase": self.phase,
            "spectators": len(self.watchers()),
            # how long a player whose link drops keeps their seat (the lobby says so)
            "grace": self.config.reconnect_grace,
            "seat_notes": [clean_text(n, 80) for n in self.config.seat_notes[: self.config.seats]],
        }

    def seats_public(self) -> list[dict[str, Any]]:
        now = self.loop.time()
        out = []
        for i, s in enumerate(self.seats):
            member = self.members.get(s.token) if s.token else None
            out.append(
                {
                    "seat": i,
                    "kind": s.kind,
                    "name": s.name,
                    "bot": s.bot,
                    "ready": s.ready,
                    "connected": s.kind == "bot"
                    or (member is not None and member.peer is not None),
                    "standin": s.standin,
                    "standin_why": s.standin_why,
                    "away": s.away,
                    # seconds left of the wait for a lost person (each table counts down)
                    "grace_left": None
                    if s.grace_until is None
                    else round(max(0.0, s.grace_until - now), 1),
                }
            )
        return out

    def watchers(self) -> list[dict[str, Any]]:
        """The spectators watching now: their names and numbers (their colour), never tokens."""
        return [
            {"name": m.name, "watcher": m.watcher}
            for m in self.members.values()
            if m.seat is None and m.peer is not None
        ]

    def _seats_push(self) -> dict[str, Any]:
        return {
            "push": "seats",
            "phase": self.phase,
            "seats": self.seats_public(),
            "spectators": len(self.watchers()),
            "watchers": self.watchers(),
        }

    def _seats_changed(self) -> None:
        """Push who sits where (and who watches) to everyone, once for all the changes of this
        turn of the loop: fifty spectators coming and going cost fifty pushes, not 2,500."""
        if not self._seats_due:
            self._seats_due = True
            self.loop.call_soon(self._push_seats)

    def _push_seats(self) -> None:
        self._seats_due = False
        self._broadcast(self._seats_push())
        if self.on_change is not None:
            self.on_change(self)

    def _news(self, kind: str, seat: int | None = None, name: str = "", **extra: Any) -> None:
        """Tell every table what happened to a seat and why (each says it in its language).
        Sent just before the seats push that shows it: a table reading both in one frame
        says it as it shows it."""
        if not name and seat is not None:
            name = self.seats[seat].name
        log.info("table %s: %s (seat %s, %s) %s", self.id, kind, seat, name, extra or "")
        self._broadcast({"push": "news", "kind": kind, "seat": seat, "name": name, **extra})

    # -- sending -----------------------------------------------------------------------------
    def _live(self) -> list[Member]:
        return [m for m in self.members.values() if m.peer is not None]

    def _broadcast(self, message: dict[str, Any]) -> None:
        line = encode(message)
        for member in self._live():
            assert member.peer is not None
            member.peer.send_line(line)

    def _omniscient(self, member: Member) -> bool:
        return member.seat is None and self.config.omniscient_spectators

    def _game_part(self, member: Member, since: int | None) -> dict[str, Any]:
        """The game as `member` may see it: log entries since `since` (None: header + all)."""
        session = self.session
        assert session is not None
        seat: Seat = member.seat
        part: dict[str, Any] = {
            "state_id": session.state_id,
            "view": session.view(seat),
            "legal": session.legal(seat) if seat is not None else [],
            "to_act": sorted(session.to_act()),
            "over": session.is_over(),
            "result": session.result() if session.is_over() else None,
        }
        if since is None:
            part["header"] = session.header_for(seat).to_json()
            part["log"] = RawJson(self._log_json(session, seat))
        else:
            part["entries"] = session.events_for(seat, since)
        if self._omniscient(member):
            # For teaching: every hand, but still no seed and no undealt deck order.
            part["seat_views"] = [session.view(s) for s in range(session.header.seats)]
        member.sent = session.state_id
        return part

    def _log_json(self, session: Session, seat: Seat) -> bytes:
        """The whole log as `seat` may see it, as a JSON array (see _EncodedLog)."""
        cached = self._logs.get(seat)
        if cached is None or cached.session is not session:
            cached = self._logs[seat] = _EncodedLog(session, seat)
        return cached.json()

    def resync_for(self, member: Member) -> dict[str, Any]:
        message: dict[str, Any] = {
            "phase": self.phase,
            "table": self.summary(),
            "seats": self.seats_public(),
            "watchers": self.watchers(),
            "seat": member.seat,
            "watcher": member.watcher if member.seat is None else None,
            "vote": self._vote_json(),
        }
        if self.session is not None:
            message.update(self._game_part(member, None))
        return message

    def _push_updates(self) -> None:
        # Members who see the same (a seat, or the spectators) and are as far along get the
        # same bytes: built and encoded once, not once per spectator.
        made: dict[tuple[Seat, int, bool], bytes] = {}
        for member in self._live():
            assert member.peer is not None
            key = (member.seat, member.sent, self._omniscient(member))
            line = made.get(key)
            if line is None:
                line = made[key] = encode(
                    {"push": "update", **self._game_part(member, member.sent)}
                )
            else:
                member.sent = self._need_session().state_id
            member.peer.send_line(line)

    def _push_resyncs(self) -> None:
        for member in self._live():
            assert member.peer is not None
            member.peer.send({"push": "resync", **self.resync_for(member)})

    # -- joining and leaving -----------------------------------------------------------------
    def knows(self, token: str) -> bool:
        """`token` is a seat (or spectator) here, or was one whose seat the host gave away."""
        return token in self.members or token in self._given

    def join(self, peer: Peer, request: dict[str, Any], name: str) -> tuple[Member, dict]:
        token = request.get("token")
        if token is not None:
            member = self.members.get(token) if isinstance(token, str) else None
            if member is None:
                given = self._given.get(token) if isinstance(token, str) else None
                if given is not None:
                    raise Illegal(
                        "seat-given",
                        f"The host gave your seat to {given}; you can still watch the game.",
                    )
                raise Illegal(
                    "bad-token", "That seat token is not known at this table; join afresh."
                )
            self._attach(member, peer)
            log.info("table %s: %s rejoined (seat %s)", self.id, peer.label, member.seat)
        else:
            name = clean_text(request.get("name"), MAX_NAME) or name or "Player"
            if request.get("spectate"):
                member = Member(secrets.token_urlsafe(16), None, name)
                member.watcher = next(self._watcher_numbers)
            else:
                seat = self._pick_seat(request.get("seat", "any"))
                member = Member(secrets.token_urlsafe(16), seat, name)
                self.seats[seat] = SeatState(
                    "human", name, token=member.token, ready=bool(request.get("ready", False))
                )
            self.members[member.token] = member
            member.peer = peer
            log.info("table %s: %s joined as %r (seat %s)", self.id, peer.label, name, member.seat)
            if member.seat is None:
                self._news("watching", name=name, watcher=member.watcher)
        self._save_side()
        reply = {"seat": member.seat, "token": member.token, "resync": self.resync_for(member)}
        self._seats_changed()
        self.loop.call_soon(self._maybe_start)
        return member, reply

    def _pick_seat(self, want: Any) -> int:
        if self.phase != LOBBY:
            raise Illegal(
                "table-started", "This game has already started; you can join as a spectator."
            )
        if want == "any" or want is None:
            for i, s in enumerate(self.seats):
                if s.kind == "open":
                    return i
            raise Illegal("table-full", "Every seat is taken; you can join as a spectator.")
        if isinstance(want, bool) or not isinstance(want, int) or not 0 <= want < len(self.seats):
            raise Illegal("bad-seat", f"There is no seat {want!r} at this table.")
        if self.seats[want].kind != "open":
            raise Illegal("seat-taken", f"Seat {want + 1} is taken; choose another.")
        return want

    def _attach(self, member: Member, peer: Peer) -> None:
        if member.peer is not None and member.peer is not peer:
            # The same person on a new connection: the old one is a dead link not yet noticed.
            member.peer.close("replaced", "You connected again from elsewhere.")
        member.peer = peer
        if member.seat is None:
            timer = self._watcher_timers.pop(member.token, None)
            if timer is not None:
                timer.cancel()
            return
        seat = self.seats[member.seat]
        was_away = seat.away
        self._cancel_grace(member.seat)
        seat.absent_since = None
        seat.away = ""
        if seat.standin:
            seat.standin = False
            seat.standin_why = ""
            self.bots.pop(member.seat, None)
            log.info("table %s: seat %s is back; the stand-in bot leaves", self.id, member.seat)
        if was_away:
            self._news("back", member.seat)

    def _cancel_grace(self, seat_index: int) -> None:
        timer = self._absence_timers.pop(seat_index, None)
        if timer is not None:
            timer.cancel()
        self.seats[seat_index].grace_until = None

    def _wait_for(self, seat_index: int, token: str, grace: float) -> None:
        """A lost person keeps the seat `grace` seconds; then a bot stands in (in the lobby:
        the seat opens)."""
        seat = self.seats[seat_index]
        self._cancel_grace(seat_index)
        seat.grace_until = self.loop.time() + grace
        self._absence_timers[seat_index] = self.loop.call_later(
            grace, self._absence_over, seat_index, token
        )

    def detach(self, member: Member, peer: Peer) -> None:
        """`peer`, the member's connection, is gone (dropped, or closed by us)."""
        if member.peer is not peer:
            return  # already replaced by a newer connection, or the member left
        member.peer = None
        if self.closed or self.ended:
            return
        if member.seat is None:
            # A spectator holds no seat, but a link that drops (a slow reader the host cut off, a
            # Wi-Fi blip) may come back with its token, as a seat does, and keep its number.
            # Said to the table only once the token lapses, so a blip is not two news lines.
            self._watcher_timers[member.token] = self.loop.call_later(
                self.config.reconnect_grace, self._watcher_gone, member.token
            )
        else:
            seat = self.seats[member.seat]
            seat.absent_since = self.loop.time()
            seat.away = LOST
            if self.phase in (LOBBY, PLAYING) and not seat.standin:
                self._wait_for(member.seat, member.token, self.config.reconnect_grace)
            if self.vote is not None:
                self.vote.voters.discard(member.seat)
                self._check_vote()
            if self.phase == OVER:
                self._news("left-table", member.seat)  # the game is over: gone, not lost
            else:
                waits = not seat.standin
                grace = self.config.reconnect_grace if waits else None
                self._news("lost", member.seat, grace=grace)
        self._seats_changed()

    def _watcher_gone(self, token: str) -> None:
        self._watcher_timers.pop(token, None)
        member = self.members.get(token)
        if self.closed or member is None or member.peer is not None:
            return
        self.members.pop(token, None)
        if not self.ended:
            self._news("stopped-watching", name=member.name, watcher=member.watcher)
            self._seats_changed()

    def _absence_over(self, seat_index: int, token: str) -> None:
        self._absence_timers.pop(seat_index, None)
        seat = self.seats[seat_index]
        seat.grace_until = None
        member = self.members.get(token)
        if self.closed or seat.token != token or member is None or member.peer is not None:
            return
        if self.phase == LOBBY:
            log.info("table %s: seat %s was left empty; it is open again", self.id, seat_index)
            self.members.pop(token, None)
            name = seat.name
            self.seats[seat_index] = SeatState("open", f"Seat {seat_index + 1}")
            self._save_side()
            self._news("seat-opened", seat_index, name=name)
        elif self.phase == PLAYING:
            self._stand_in(seat_index, BY_GRACE)
            self._news("standin", seat_index)
        self._seats_changed()

    def _stand_in(self, seat_index: int, why: str) -> None:
        seat = self.seats[seat_index]
        seat.standin = True
        seat.standin_why = why
        self.bots[seat_index] = make_bot(self.ruleset, self.standin_name, seat_index)
        log.info("table %s: a %s bot stands in for seat %s", self.id, self.standin_name, seat_index)
        self._save_side()
        self._schedule_bots()

    def leave(self, member: Member) -> None:
        """The member leaves on purpose. In the lobby their seat opens; in a game a bot plays
        it at once and it stays theirs: they take it back when they return with the token."""
        peer = member.peer
        member.peer = None
        if member.seat is None:
            self.members.pop(member.token, None)
            timer = self._watcher_timers.pop(member.token, None)
            if timer is not None:
                timer.cancel()
            if not self.closed and not self.ended:
                self._news("stopped-watching", name=member.name, watcher=member.watcher)
        elif self.phase == LOBBY:
            name = self.seats[member.seat].name
            self.seats[member.seat] = SeatState("open", f"Seat {member.seat + 1}")
            self.members.pop(member.token, None)
            self._save_side()
            self._news("left-table", member.seat, name=name)
        elif self.phase == PLAYING:
            seat = self.seats[member.seat]
            self._cancel_grace(member.seat)
            seat.absent_since = self.loop.time()
            seat.away = LEFT
            if self.vote is not None:
                self.vote.voters.discard(member.seat)
                self._check_vote()
            self._stand_in(member.seat, BY_LEAVING)
            self._news("left", member.seat)
        elif self.phase == OVER and not self.ended:
            self.seats[member.seat].away = LEFT
            self._news("left-table", member.seat)
        if peer is not None:
            peer.close("left", "You left the table.")
        if not self.closed:
            self._seats_changed()

    def kick(self, seat_index: int) -> None:
        """Host action: the person in that seat is sent away and cannot rejoin with the token."""
        seat = self._person_seat(seat_index)
        member = self.members.pop(seat.token or "")
        self._cancel_grace(seat_index)
        name = seat.name
        if self.phase == LOBBY:
            self.seats[seat_index] = SeatState("open", f"Seat {seat_index + 1}")
        else:
            seat.token = None
            seat.kind = "bot"
            seat.bot = self.standin_name
            seat.away = ""
            seat.standin = False
            seat.standin_why = ""
            self.bots[seat_index] = make_bot(self.ruleset, self.standin_name, seat_index)
            self._schedule_bots()
        self._save_side()
        if member.peer is not None:
            peer, member.peer = member.peer, None
            peer.close("kicked", "The host asked you to leave the table.")
        self._news("kicked", seat_index, name=name)
        self._seats_changed()

    # -- the host's say over absent seats ----------------------------------------------------
    def _person_seat(self, seat_index: Any) -> SeatState:
        if (
            isinstance(seat_index, bool)
            or not isinstance(seat_index, int)
            or not 0 <= seat_index < len(self.seats)
        ):
            raise Illegal("bad-seat", f"There is no seat {seat_index!r} at this table.")
        seat = self.seats[seat_index]
        if seat.kind != "human" or seat.token is None or seat.token not in self.members:
            raise Illegal("bad-seat", f"No person sits in seat {seat_index + 1}.")
        return seat

    def _absent_seat(self, seat_index: Any) -> SeatState:
        seat = self._person_seat(seat_index)
        if self.phase != PLAYING:
            raise Illegal("not-playing", "That can only be decided while the game is on.")
        member = self.members[seat.token or ""]
        if member.peer is not None:
            raise Illegal("not-away", f"{seat.name} is at the table.")
        return seat

    def hand_to_bot(self, seat_index: int) -> None:
        """Host action: a bot plays the absent person's seat now, not when the wait is over.
        The seat stays theirs: they take it back when they return."""
        seat = self._absent_seat(seat_index)
        if seat.standin:
            raise Illegal("already-bot", f"A bot already plays for {seat.name}.")
        self._cancel_grace(seat_index)
        self._stand_in(seat_index, BY_HOST)
        self._news("host-bot", seat_index)
        self._seats_changed()

    def give_seat(self, seat_index: int, watcher: int) -> None:
        """Host action: the absent person's seat goes to a spectator (`watcher`, their number),
        who plays it from now on; the absent person may still come back to watch."""
        seat = self._absent_seat(seat_index)
        taker = next(
            (
                m
                for m in self.members.values()
                if m.seat is None and m.watcher == watcher and m.peer is not None
            ),
            None,
        )
        if taker is None:
            raise Illegal("no-watcher", "That spectator is no longer watching.")
        old = self.members.pop(seat.token or "")
        self._given[old.token] = taker.name
        self._cancel_grace(seat_index)
        self.bots.pop(seat_index, None)
        taker.seat = seat_index
        taker.watcher = 0
        self.seats[seat_index] = SeatState("human", taker.name, token=taker.token, ready=True)
        self._save_side()
        assert taker.peer is not None
        taker.peer.send({"push": "resync", **self.resync_for(taker)})
        self._news("given", seat_index, name=old.name, to=taker.name)
        self._seats_changed()
        self._schedule_bots()

    def end_game(self, reason: str = "host-left") -> None:
        """The host ends the table: one last word to everyone, then their links close. No bot
        moves after this; the log so far is kept (each player keeps it as a replay)."""
        if self.ended or self.closed:
            return
        self.ended = True
        if self.phase == PLAYING:
            self.phase = ENDED
        for index in list(self._absence_timers):
            self._cancel_grace(index)
        if self.vote is not None and self.vote.timer is not None:
            self.vote.timer.cancel()
        self.vote = None
        self._save_side()
        message = "The host ended the game." if reason == "host-left" else "The game was ended."
        log.info("table %s: ended (%s)", self.id, reason)
        if self.session is not None:
            # Each player keeps the game so far: what their seat saw, before the links close.
            session = self.session
            self._send_records(
                self._record_all(session.header, list(session.entries), self._players_here())
            )
        ended = {"push": "ended", "reason": reason, "phase": self.phase, "message": message}
        for member in self._live():
            peer, member.peer = member.peer, None
            assert peer is not None
            peer.send(ended)
            peer.close("ended", message)
        if self.on_change is not None:
            self.on_change(self)

    # -- requests from a joined member -------------------------------------------------------
    def handle(self, member: Member, op: str, request: dict[str, Any]) -> dict[str, Any]:
        handler = getattr(self, "op_" + op.replace("-", "_"), None)
        if handler is None:
            raise Illegal("bad-request", f"Unknown op {op[:40]!r}.")
        return handler(member, request)

    def _need_session(self) -> Session:
        if self.session is None:
            raise Illegal("not-started", "The game has not started yet.")
        return self.session

    def _need_play(self) -> Session:
        """The session, while moves may still be made (not after the host ended the game)."""
        session = self._need_session()
        if self.ended and not session.is_over():
            raise Illegal("ended", "The host ended the game; nothing more can be played.")
        return session

    def _seat_of(self, member: Member, request: dict[str, Any], *, play: bool) -> Seat:
        """The seat a request is about: the member's own (a spectator: None)."""
        asked = request.get("seat", member.seat)
        if asked == member.seat:
            if play and member.seat is None:
                raise Illegal("bad-seat", "A spectator cannot play; take a seat first.")
            return member.seat
        if (
            not play
            and self._omniscient(member)
            and isinstance(asked, int)
            and not isinstance(asked, bool)
            and 0 <= asked < self.config.seats
        ):
            return asked
        mine = "you watch" if member.seat is None else f"you sit in seat {member.seat + 1}"
        raise Illegal("wrong-seat", f"That is not your seat ({mine}).")

    def op_view(self, member: Member, request: dict[str, Any]) -> dict[str, Any]:
        session = self._need_session()
        return {"view": session.view(self._seat_of(member, request, play=False))}

    def op_legal(self, member: Member, request: dict[str, Any]) -> dict[str, Any]:
        session = self._need_session()
        seat = self._seat_of(member, request, play=False)
        return {"commands": [] if seat is None else session.legal(seat)}

    def op_log(self, member: Member, request: dict[str, Any]) -> dict[str, Any]:
        session = self._need_session()
        seat = self._seat_of(member, request, play=False)
        since = request.get("since", 0)
        if isinstance(since, bool) or not isinstance(since, int) or since < 0:
            raise Illegal("bad-request", '"since" must be a whole number.')
        return {
            "header": session.header_for(seat).to_json(),
            "log": session.events_for(seat, since),
        }

    def op_resync(self, member: Member, request: dict[str, Any]) -> dict[str, Any]:
        return {"resync": self.resync_for(member)}

    def op_result(self, member: Member, request: dict[str, Any]) -> dict[str, Any]:
        session = self._need_session()
        over = session.is_over()
        return {"over": over, "result": session.result() if over else None}

    def op_apply(self, member: Member, request: dict[str, Any]) -> dict[str, Any]:
        message_id = _message_id(request)
        if not member.first_time(message_id):
            raise Illegal(
                "replayed", f"Message {message_id!r} was already received; it is not applied twice."
            )
        session = self._need_play()
        seat = self._seat_of(member, request, play=True)
        assert seat is not None
        state_id = request.get("state_id")
        if isinstance(state_id, bool) or not isinstance(state_id, int):
            raise Illegal("bad-request", '"apply" needs the "state_id" the move was made against.')
        command = request.get("command")
        if not isinstance(command, dict):
            raise Illegal("bad-request", '"apply" needs a "command" object.')
        session.apply(seat, command, state_id=state_id)
        self._after_change()
        return {"state_id": session.state_id}

    def op_chat(self, member: Member, request: dict[str, Any]) -> dict[str, Any]:
        text = clean_text(request.get("text"), MAX_CHAT)
        if not text:
            raise Illegal("bad-request", '"chat" needs some "text".')
        self._broadcast(
            {
                "push": "chat",
                "seat": member.seat,
                "name": member.name,
                "text": text,
                # a spectator speaks under their own name and number (their colour)
                "watcher": member.watcher if member.seat is None else None,
            }
        )
        return {}

    def op_pause(self, member: Member, request: dict[str, Any]) -> dict[str, Any]:
        """A player stopped (or restarted) their own "OK?" countdown: the others' tables show
        it on that player's name plate until the game moves on (the state_id says when)."""
        session = self._need_session()
        seat = self._seat_of(member, request, play=True)
        paused = request.get("paused")
        if not isinstance(paused, bool):
            raise Illegal("bad-request", '"pause" needs "paused": true or false.')
        self._broadcast(
            {"push": "pause", "seat": seat, "paused": paused, "state_id": session.state_id}
        )
        return {}

    def op_seat(self, member: Member, request: dict[str, Any]) -> dict[str, Any]:
        """Move to another open seat, rename or say ready (in the lobby only)."""
        if self.phase != LOBBY:
            raise Illegal("table-started", "Seats are fixed once the game has started.")
        if "seat" in request and request["seat"] is None and member.seat is not None:
            # Stand up and watch.
            self.seats[member.seat] = SeatState("open", f"Seat {member.seat + 1}")
            member.seat = None
            member.watcher = next(self._watcher_numbers)
            self._save_side()
            self._seats_changed()
            return {"seat": None}
        if "seat" in request and request["seat"] != member.seat:
            target = self._pick_seat(request["seat"])
            old = self.seats[member.seat] if member.seat is not None else None
            if member.seat is not None:
                self.seats[member.seat] = SeatState("open", f"Seat {member.seat + 1}")
            ready = old.ready if old else False
            member.seat = target
            member.watcher = 0
            self.seats[target] = SeatState("human", member.name, token=member.token, ready=ready)
        if member.seat is None:
            raise Illegal("bad-seat", "Take a seat first.")
        seat = self.seats[member.seat]
        if "name" in request:
            member.name = seat.name = clean_text(request["name"], MAX_NAME) or member.name
        if "ready" in request:
            seat.ready = bool(request["ready"])
        self._save_side()
        self._seats_changed()
        self.loop.call_soon(self._maybe_start)
        return {"seat": member.seat}

    def op_leave(self, member: Member, request: dict[str, Any]) -> dict[str, Any]:
        # Reply first (the connection closes right after), then leave.
        self.loop.call_soon(self.leave, member)
        return {}

    # -- undo by consent ---------------------------------------------------------------------
    def _vote_json(self) -> dict[str, Any] | None:
        v = self.vote
        if v is None:
            return None
        return {
            "vote": v.vote,
            "by": v.by,
            "state_id": v.state_id,
            "waiting": sorted(v.voters - v.yes),
        }

    def _undo_reach(self, seat: int) -> bool:
        """Whether `seat` may undo (raises Illegal if not), and if others' moves go too."""
        return bool(self._need_session().undo_reach(seat)[1])

    def op_undo(self, member: Member, request: dict[str, Any]) -> dict[str, Any]:
        message_id = _message_id(request)
        if not member.first_time(message_id):
            raise Illegal("replayed", f"Message {message_id!r} was already received.")
        seat = self._seat_of(member, request, play=True)
        assert seat is not None
        session = self._need_play()
        if session.is_over():
            raise Illegal("game-over", "The game is over; nothing can be taken back.")
        self._undo_reach(seat)
        if self.vote is not None:
            raise Illegal("vote-pending", "Another undo request is still waiting for answers.")
        voters = {m.seat for m in self._live() if m.seat is not None and m.seat != seat}
        if not voters:
            removed = self._do_undo(seat)
            return {"removed": removed, "state_id": session.state_id}
        vote = UndoVote(secrets.token_hex(4), seat, session.state_id, voters)
        vote.timer = self.loop.call_later(
            self.config.undo_vote_timeout, self._finish_vote, vote, False, "no answer in time"
        )
        self.vote = vote
        self._broadcast({"push": "undo-request", **(self._vote_json() or {}), "name": member.name})
        return {"pending": True, "vote": vote.vote}

    def op_undo_vote(self, member: Member, request: dict[str, Any]) -> dict[str, Any]:
        vote = self.vote
        if vote is None or request.get("vote") != vote.vote:
            raise Illegal("no-vote", "There is no such undo request any more.")
        if member.seat not in vote.voters:
            raise Illegal("not-a-voter", "You are not asked about this undo.")
        if not request.get("agree"):
            self._finish_vote(vote, False, f"{member.name} said no")
        else:
            vote.yes.add(member.seat)
            self._check_vote()
        return {}

    def _check_vote(self) -> None:
        vote = self.vote
        if vote is not None and vote.voters <= vote.yes:
            self._finish_vote(vote, True, "everyone agreed")

    def _finish_vote(self, vote: UndoVote, accepted: bool, reason: str) -> None:
        if self.vote is not vote:
            return
        self.vote = None
        if vote.timer is not None:
            vote.timer.cancel()
        removed = 0
        if accepted:
            try:
                removed = self._do_undo(vote.by, push=False)
            except Illegal as exc:
                accepted, reason = False, exc.message
        self._broadcast(
            {
                "push": "undo-result",
                "vote": vote.vote,
                "by": vote.by,
                "accepted": accepted,
                "reason": reason,
                "removed": removed,
            }
        )
        if accepted:
            self._push_resyncs()
            self._schedule_bots()

    def _do_undo(self, seat: int, *, push: bool = True) -> int:
        session = self._need_session()
        removed = session.undo(seat, others_consent=True)
        log.info("table %s: seat %s took back %s entries", self.id, seat, removed)
        if self.journal is not None:
            self._journal_rewrite(session)
        if push:
            self._push_resyncs()
            self._schedule_bots()
        return removed

    # -- the game ----------------------------------------------------------------------------
    def _maybe_start(self) -> None:
        if self.closed or self.ended or self.phase != LOBBY or not self.config.autostart:
            return
        for s in self.seats:
            if s.kind == "open":
                return
            if s.kind == "human":
                member = self.members.get(s.token or "")
                if not s.ready or member is None or member.peer is None:
                    return
        self.start()

    def start(self, *, fill_with_bots: bool = True) -> None:
        """Deal. Open seats get bots (or the start is refused without `fill_with_bots`)."""
        if self.phase != LOBBY:
            raise Illegal("table-started", "The game has already started.")
        for i, s in enumerate(self.seats):
            if s.kind == "open":
                if not fill_with_bots:
                    raise Illegal("seats-open", "Some seats are still empty.")
                self.seats[i] = SeatState(
                    "bot",
                    plate_name(self.standin_name, i),
                    bot=self.standin_name,
                    ready=True,
                )
        seed = self.config.seed if self.config.seed is not None else secrets.randbits(47)
        names = [s.name for s in self.seats]
        session = Session.new(self.ruleset, self.config.seats, seed, self.config.options, names)
        self._begin(session)
        log.info("table %s: the game starts (%s, %s seats)", self.id, self.ruleset.id, len(names))
        self._push_resyncs()
        if self.on_change is not None:
            self.on_change(self)
        self._schedule_bots()

    def _begin(self, session: Session, *, fresh: bool = True) -> None:
        self.session = session
        self.phase = OVER if session.is_over() else PLAYING
        for i, s in enumerate(self.seats):
            if s.kind == "bot":
                self.bots[i] = make_bot(self.ruleset, s.bot, i)
        if self.journal is not None:
            if fresh:
                self._journal_rewrite(session)
            session.on_entry(self._journal_entry)
            self._save_side()

    def _after_change(self) -> None:
        """A command was accepted: tell everyone, close a stale vote, let bots move."""
        session = self.session
        assert session is not None
        self.commands += 1
        if self.vote is not None:
            self._finish_vote(self.vote, False, "the table moved on")
        over = session.is_over() and self.phase != OVER
        if over:
            self.phase = OVER
            self._save_side()
            log.info("table %s: the game is over: %s", self.id, session.result())
            self._seats_changed()
        self._push_updates()
        if over:
            # What each player saw, for their replay: worked out off the loop (a long CCG
            # game is a second of work), sent when ready.
            header, entries, seats = session.header, list(session.entries), self._players_here()
            future = self.loop.run_in_executor(None, self._record_all, header, entries, seats)
            future.add_done_callback(self._records_ready)
        self._schedule_bots()

    def _schedule_bots(self) -> None:
        if (
            self._bot_scheduled
            or self.closed
            or self.phase != PLAYING
            or self.session is None
            or not self.bots
        ):
            return
        self._bot_scheduled = True
        # One bot move per loop turn, so other tables and sockets are served in between.
        if self.config.bot_delay > 0:
            self.loop.call_later(self.config.bot_delay, self._bot_step)
        else:
            self.loop.call_soon(self._bot_step)

    def _bot_step(self) -> None:
        self._bot_scheduled = False
        session = self.session
        # An ended table (the host left) stays as it was: no bot plays after the end.
        if self.closed or self.phase != PLAYING or session is None or session.is_over():
            return
        searching = self._searching_bot(session)
        if searching is not None:
            self._think_off_loop(session, *searching)
            return
        try:
            moved = bot_turn(session, self.bots, self.bot_rng)
        except Exception:  # a bot's bug must not stop the host; the person can still act
            log.exception("table %s: a bot failed", self.id)
            return
        if moved:
            self._after_change()

    def _searching_bot(self, session: Session) -> tuple[int, Any] | None:
        """The due bot that searches (a Hard bot), if any: it thinks off the loop."""
        for seat in sorted(session.to_act()):
            bot = self.bots.get(seat)
            if bot is not None and thinks(bot) and session.legal(seat):
                return seat, bot
        return None

    def _think_off_loop(self, session: Session, seat: int, bot: Any) -> None:
        """Run a searching bot on a worker thread, so the host keeps serving sockets and other
        tables for the second or so it thinks; its answer counts only if nothing moved since."""
        self._bot_scheduled = True  # no other bot step until this one answers
        state_id = session.state_id
        view, legal = session.view(seat), session.legal(seat)
        rng = random.Random(self.bot_rng.getrandbits(64))
        future = self.loop.run_in_executor(None, bot.choose, view, legal, rng)

        def still_thinking() -> None:
            # Everyone's table shows the bot thinking, as local tables do after this long.
            if not future.done() and not self.closed and session.state_id == state_id:
                self._broadcast({"push": "thinking", "seat": seat, "state_id": state_id})

        shown = self.loop.call_later(SHOW_THINKING_AFTER, still_thinking)

        def answered(done: asyncio.Future[Any]) -> None:
            shown.cancel()
            self._bot_scheduled = False
            if self.closed or self.phase != PLAYING:
                return
            if (
                self.session is not session
                or session.state_id != state_id
                or self.bots.get(seat) is not bot  # the person came back meanwhile
            ):
                self._schedule_bots()  # the table moved on (undo, a leave): ask again
                return
            try:
                session.apply(seat, done.result())
            except Exception:  # a bot's bug must not stop the host; the person can still act
                log.exception("table %s: a bot failed", self.id)
                return
            self._after_change()

        future.add_done_callback(answered)

    # -- replays for everyone who played ----------------------------------------------------
    def _players_here(self) -> list[int]:
        """The seats with a person connected now."""
        return sorted({m.seat for m in self._live() if m.seat is not None})

    def _record_all(self, header: Any, entries: list[dict], seats: list[int]) -> dict[int, str]:
        """Seat -> what that seat saw after each entry, packed. May run on a worker thread:
        it reads only what it is given (and the ruleset)."""
        out = {}
        for seat in seats:
            try:
                data = record_seat(self.ruleset, header, entries, seat)
            except Exception:  # a replay lost must not take anything else with it
                log.exception("table %s: could not record seat %s", self.id, seat)
                continue
            out[seat] = base64.b64encode(data).decode("ascii")
        return out

    def _records_ready(self, done: asyncio.Future[dict[int, str]]) -> None:
        if not done.cancelled() and done.exception() is None and not self.closed:
            self._send_records(done.result())

    def _send_records(self, records: dict[int, str]) -> None:
        state_id = self.session.state_id if self.session is not None else 0
        for member in self._live():
            data = records.get(member.seat) if member.seat is not None else None
            if data is not None and member.peer is not None:
                member.peer.send(
                    {"push": "record", "seat": member.seat, "state_id": state_id, "data": data}
                )

    # -- persistence -------------------------------------------------------------------------
    def _journal_entry(self, session: Session, item: dict) -> None:
        assert self.journal is not None
        try:
            self.journal.append(session, item)
        except OSError:
            # A full or failing disk must not stop the game in progress; only a crash now
            # would lose the moves since (the next entry rewrites the whole log).
            log.exception("table %s: could not journal entry %s", self.id, item["n"])

    def _journal_rewrite(self, session: Session) -> None:
        assert self.journal is not None
        try:
            self.journal.rewrite(session)
        except OSError:
            log.exception("table %s: could not rewrite its journal", self.id)

    def _save_side(self) -> None:
        if self.journal is None:
            return
        self.journal.save_side(
            {
                "config": self.config.to_json(),
                "phase": self.phase,
                "seats": [s.to_json() for s in self.seats],
                "members": [
                    {"token": m.token, "seat": m.seat, "name": m.name}
                    for m in self.members.values()
                    if m.seat is not None
                ],
            }
        )

    @classmethod
    def restore(cls, journal: TableJournal, loop: asyncio.AbstractEventLoop) -> Table:
        """A table from its journal after a host crash; people rejoin with their tokens."""
        side = journal.load_side()
        if side is None:
            raise FileNotFoundError(journal.side_path)
        # The journal is this host's own, naming the game its user chose to serve (a test
        # game may be a "module:ATTR"): resolved as that choice was, unlike a peer's name.
        table = cls(TableConfig.from_json(side["config"]), loop, journal=journal)
        table.seats = [SeatState(**s) for s in side["seats"]]
        for m in side.get("members", []):
            table.members[m["token"]] = Member(m["token"], m["seat"], m["name"])
        loaded = journal.load_log()
        if loaded is not None:
            header, entries = loaded
            session = Session.from_log(header, entries, ruleset=table.ruleset)
            table._begin(session, fresh=False)
        if side.get("phase") == ENDED:
            table.phase, table.ended = ENDED, True  # kept for its log; nobody plays on
        now = loop.time()
        for i, s in enumerate(table.seats):
            member = table.members.get(s.token or "")
            s.grace_until = None  # the old process's clock
            if s.kind == "human" and member is not None:
                # Nobody is connected to a host that just started: everyone is waited for.
                s.absent_since = now
                s.away = s.away or LOST
                if s.standin and table.phase == PLAYING:
                    table._stand_in(i, s.standin_why or BY_GRACE)
                elif table.phase in (LOBBY, PLAYING):
                    s.standin = False
                    s.standin_why = ""
                    table._wait_for(i, s.token or "", table.config.reconnect_grace)
        log.info(
            "table %s restored from %s at entry %s",
            table.id,
            journal.directory,
            table.session.state_id if table.session else 0,
        )
        table._schedule_bots()
        return table

    def close(self) -> None:
        self.closed = True
        for timer in [*self._absence_timers.values(), *self._watcher_timers.values()]:
            timer.cancel()
        self._absence_timers.clear()
        self._watcher_timers.clear()
        if self.vote is not None and self.vote.timer is not None:
            self.vote.timer.cancel()
        if self.journal is not None:
            self.journal.close()
