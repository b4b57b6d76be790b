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

from desktop.store.paths import Paths

log = logging.getLogger(__name__)

SCHEMA_VERSION = 1
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
        return [
            GameRecord(
                id=r[0],
                uid=r[1],
                ruleset=r[2],
                options=json.loads(r[3]),
                seats=json.loads(r[4]),
                scores=json.loads(r[5]),
                winners=json.loads(r[6]),
                started=datetime.fromisoformat(r[7]),
                finished=datetime.fromisoformat(r[8]),
                duration_s=r[9],
                replay=r[10],
            )
            for r in rows
        ]

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
