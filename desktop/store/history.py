"""Finished games in SQLite, for the Stats screen: win rates per game and per opponent, and a
chart over time.

Two app instances may run at once (a LAN game against yourself, a second window), so the
database is in WAL mode with a busy timeout (and a retry for the switch into WAL, which SQLite
refuses at once rather than waiting), every write is one short IMMEDIATE transaction,
and connections are opened per call (nothing held open between games, no thread affinity).
Recording is idempotent per game `uid`: finishing a game twice (after a crash between
writing the replay and removing the journal) records it once.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import time
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from desktop.store.atomic import keep_aside
from desktop.store.paths import Paths
from engine.core.bounded import At, BadInput, Json, Limits, parse_json
from engine.i18n import _

log = logging.getLogger(__name__)

SCHEMA_VERSION = 1
#: SQLite's result codes for a file that is not, or is no longer, a sound database
_DAMAGED = frozenset({11, 26})  # SQLITE_CORRUPT, SQLITE_NOTADB
#: what a row's JSON columns may hold (a few hundred bytes each, written by us)
_ROW_LIMITS = Limits(max_bytes=1024 * 1024, max_depth=16, max_string=64 * 1024)


def is_damaged(exc: BaseException) -> bool:
    """Whether an SQLite error says the file itself is damaged (not busy, not locked)."""
    code = getattr(exc, "sqlite_errorcode", None)
    return (
        isinstance(exc, sqlite3.DatabaseError)
        and isinstance(code, int)
        and (code & 0xFF) in _DAMAGED
    )


_SCHEMA = (
    """
CREATE TABLE IF NOT EXISTS games (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    uid        TEXT UNIQUE,          -- the game's id from its journal; NULL for imports
    ruleset    TEXT NOT NULL,
    options    TEXT NOT NULL,        -- JSON object
    seats      TEXT NOT NULL,        -- JSON [{"name", "kind": "person"|"bot", "level"}]
    scores     TEXT NOT NULL,        -- JSON list, per seat
    winners    TEXT NOT NULL,        -- JSON list of seat numbers
    started    TEXT NOT NULL,        -- ISO 8601, UTC
    finished   TEXT NOT NULL,        -- ISO 8601, UTC
    duration_s REAL NOT NULL,
    replay     TEXT                  -- path of the replay file, if kept
)""",
    "CREATE INDEX IF NOT EXISTS games_by_ruleset ON games (ruleset, finished)",
)


@dataclass(frozen=True)
class GameRecord:
    id: int
    uid: str | None
    ruleset: str
    options: dict[str, Any]
    seats: list[dict[str, Any]]
    scores: list[Any]
    winners: list[int]
    started: datetime
    finished: datetime
    duration_s: float
    replay: str | None


@dataclass(frozen=True)
class WinRate:
    #: The game id (by="game"), or "bot:<level>" / "person:<name>" (by="opponent").
    key: str
    played: int
    won: int

    @property
    def rate(self) -> float:
        return self.won / self.played if self.played else 0.0


@dataclass(frozen=True)
class TimelinePoint:
    finished: datetime
    won: bool
    #: The best score among "my" seats in that game (None if the game had no scores).
    score: Any
    #: Win rate over all games up to and including this one, for the chart's line.
    rate_so_far: float


def _iso(moment: datetime | str) -> str:
    if isinstance(moment, str):
        moment = datetime.fromisoformat(moment)
    if moment.tzinfo is None:  # naive times are taken as UTC, never as local time
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat(timespec="seconds")


class History:
    def __init__(self, path: Path, *, busy_timeout_s: float = 30.0) -> None:
        self.path = Path(path)
        self.busy_timeout_s = busy_timeout_s
        self._ready = False
        #: Where a damaged history file was kept when `record` had to start a new one.
        self.kept_aside: Path | None = None

    @classmethod
    def open(cls, paths: Paths) -> History:
        return cls(paths.history_db)

    # -- connections -------------------------------------------------------------------------
    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        # isolation_level=None: we issue BEGIN IMMEDIATE ourselves, so a writer takes the
        # write lock up front and waits (busy timeout) instead of failing half-way.
        with closing(
            sqlite3.connect(self.path, timeout=self.busy_timeout_s, isolation_level=None)
        ) as con:
            con.execute(f"PRAGMA busy_timeout = {int(self.busy_timeout_s * 1000)}")
            if not self._ready:
                self._prepare(con)
                self._ready = True
            yield con

    def _prepare(self, con: sqlite3.Connection) -> None:
        con.execute("BEGIN IMMEDIATE")  # waits (busy timeout) while another app creates it
        try:
            for statement in _SCHEMA:  # one at a time: executescript would COMMIT first
                con.execute(statement)
            version = con.execute("PRAGMA user_version").fetchone()[0]
            if version < SCHEMA_VERSION:
                con.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            elif version > SCHEMA_VERSION:
                log.warning("history %s is from a newer version (%s)", self.path, version)
            con.execute("COMMIT")
        except BaseException:
            con.execute("ROLLBACK")
            raise
        self._use_wal(con)

    def _use_wal(self, con: sqlite3.Connection) -> None:
        """Switch the file to WAL (stored in the file, so this happens once per database).

        WAL lets one writer and readers in other processes work at once. SQLite answers
        "locked" to this switch at once, without waiting out the busy timeout, while another
        connection is using the file, so retry for a while; if it never works (a network
        drive without shared memory) the default journal with the busy timeout still works.
        """
        deadline = time.monotonic() + self.busy_timeout_s
        pause = 0.005
        while True:
            try:
                mode = con.execute("PRAGMA journal_mode").fetchone()[0]
                if str(mode).lower() == "wal":
                    return
                con.execute("PRAGMA journal_mode = WAL")
                return
            except sqlite3.OperationalError as exc:
                if time.monotonic() >= deadline:
                    log.warning("history %s stays out of WAL mode: %s", self.path, exc)
                    return
                time.sleep(pause)
                pause = min(pause * 2, 0.1)

    # -- writing -----------------------------------------------------------------------------
    def record(
        self,
        *,
        ruleset: str,
        options: dict[str, Any],
        seats: list[dict[str, Any]],
        scores: list[Any],
        winners: list[int],
        started: datetime | str,
        finished: datetime | str,
        replay: Path | str | None = None,
        uid: str | None = None,
    ) -> int | None:
        """Add a finished game; returns its row id, or None if `uid` was already recorded."""
        start, end = _iso(started), _iso(finished)
        duration = max(
            0.0, (datetime.fromisoformat(end) - datetime.fromisoformat(start)).total_seconds()
        )
        row = (
            uid,
            ruleset,
            json.dumps(options, sort_keys=True),
            json.dumps(seats),
            json.dumps(scores),
            json.dumps(list(winners)),
            start,
            end,
            duration,
            None if replay is None else str(replay),
        )
        try:
            return self._insert(row)
        except sqlite3.DatabaseError as exc:
            if not is_damaged(exc):
                raise
            # The file is no database (any more): keep it for whoever wants to rescue it and
            # file the game in a new one, rather than leave it unfiled on every try.
            kept = keep_aside(self.path, ("-wal", "-shm", "-journal"))
            if kept is None:
                raise
            log.error("history %s is damaged (%s); kept as %s", self.path, exc, kept.name)
            self.kept_aside = kept
            self._ready = False
            return self._insert(row)

    def _insert(self, row: tuple[Any, ...]) -> int | None:
        with self._connect() as con:
            con.execute("BEGIN IMMEDIATE")
            try:
                cursor = con.execute(
                    "INSERT OR IGNORE INTO games (uid, ruleset, options, seats, scores, winners,"
                    " started, finished, duration_s, replay) VALUES (?,?,?,?,?,?,?,?,?,?)",
                    row,
                )
                con.execute("COMMIT")
            except BaseException:
                con.execute("ROLLBACK")
                raise
        return cursor.lastrowid if cursor.rowcount else None

    # -- reading -----------------------------------------------------------------------------
    def games(self, ruleset: str | None = None) -> list[GameRecord]:
        """Finished games, oldest first (optionally of one ruleset)."""
        if not self.path.exists():  # looking at an empty Stats screen creates nothing
            return []
        query = (
            "SELECT id, uid, ruleset, options, seats, scores, winners, started, finished,"
            " duration_s, replay FROM games"
        )
        args: tuple[Any, ...] = ()
        if ruleset is not None:
            query += " WHERE ruleset = ?"
            args = (ruleset,)
        with self._connect() as con:
            rows = con.execute(query + " ORDER BY finished, id", args).fetchall()
        records = []
        for r in rows:
            try:
                records.append(self._record_of(r))
            except (BadInput, TypeError, ValueError) as exc:  # one damaged row: skip it, say so
                log.warning("history %s: game %s is damaged and left out: %s", self.path, r[0], exc)
        return records

    def _record_of(self, r: tuple[Any, ...]) -> GameRecord:
        """One row, its JSON columns read with the bounded reader and their types checked."""
        at = At(self.path.name, f"game {r[0]}")

        def column(n: int, name: str) -> Json:
            text = r[n]
            if not isinstance(text, str):
                raise at.key(name).refuse(_("is not JSON text."))
            return parse_json(
                text, source=self.path.name, place=at.key(name).place, limits=_ROW_LIMITS
            )

        seats = at.key("seats").need_list(column(4, "seats"))
        winners = at.key("winners").need_list(column(6, "winners"))
        return GameRecord(
            id=r[0],
            uid=r[1],
            ruleset=str(r[2]),
            options=at.key("options").need_object(column(3, "options")),
            seats=[at.key("seats").index(i).need_object(s) for i, s in enumerate(seats)],
            scores=at.key("scores").need_list(column(5, "scores")),
            winners=[at.key("winners").index(i).need_int(w, 0, 63) for i, w in enumerate(winners)],
            started=datetime.fromisoformat(r[7]),
            finished=datetime.fromisoformat(r[8]),
            duration_s=float(r[9]),
            replay=r[10] if isinstance(r[10], str) else None,
        )

    def win_rates(
        self, by: str = "game", *, player: str | None = None, ruleset: str | None = None
    ) -> list[WinRate]:
        """Win rates of "me": the person seats (or only those named `player`).

        by="game": one rate per ruleset. by="opponent": one per other seat, bots by level
        ("bot:heuristic"), people by name ("person:Ana"). Games without "me" are left out.
        """
        if by not in ("game", "opponent"):
            raise ValueError(f"win_rates by {by!r}: use 'game' or 'opponent'")
        played: dict[str, int] = {}
        won: dict[str, int] = {}
        for game in self.games(ruleset):
            mine = _my_seats(game, player)
            if not mine:
                continue
            did_win = bool(mine & set(game.winners))
            if by == "game":
                keys = {game.ruleset}
            else:
                keys = {_opponent_key(seat) for i, seat in enumerate(game.seats) if i not in mine}
            for key in keys:
                played[key] = played.get(key, 0) + 1
                won[key] = won.get(key, 0) + did_win
        rates = [WinRate(key, played[key], won[key]) for key in played]
        return sorted(rates, key=lambda r: (-r.played, r.key))

    def timeline(self, game: str, *, player: str | None = None) -> list[TimelinePoint]:
        """One point per finished game of `game`, oldest first, for a chart over time."""
        points: list[TimelinePoint] = []
        wins = 0
        for record in self.games(game):
            mine = _my_seats(record, player)
            if not mine:
                continue
            did_win = bool(mine & set(record.winners))
            wins += did_win
            scores = [record.scores[i] for i in mine if i < len(record.scores)]
            numeric = [s for s in scores if isinstance(s, int | float)]
            score = max(numeric) if numeric else (scores[0] if scores else None)
            points.append(TimelinePoint(record.finished, did_win, score, wins / (len(points) + 1)))
        return points

    def integrity_check(self) -> str:
        """SQLite's own verdict: "ok" when the file is sound."""
        with self._connect() as con:
            return str(con.execute("PRAGMA integrity_check").fetchone()[0])


def _my_seats(game: GameRecord, player: str | None) -> set[int]:
    return {
        i
        for i, seat in enumerate(game.seats)
        if seat.get("kind") != "bot" and (player is None or seat.get("name") == player)
    }


def _opponent_key(seat: dict[str, Any]) -> str:
    if seat.get("kind") == "bot":
        return f"bot:{seat.get('level') or 'bot'}"
    return f"person:{seat.get('name', '')}"
