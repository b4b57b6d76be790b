"""A game in progress: the log, the state, the random numbers, undo and snapshots.

Everything that changes the game goes through `apply`, which asks the ruleset to `decide`
and then `evolve`s each resulting event. The log alone rebuilds the game (`from_log`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from engine.core.errors import Illegal
from engine.core.log import Header
from engine.core.registry import get_ruleset
from engine.core.rng import EntryRandom
from engine.core.ruleset import Command, Event, Ruleset, Seat
from engine.core.strings import strings_in
from engine.i18n import _

log = logging.getLogger(__name__)

#: Keep a copy of the state every this many entries, so seeking never replays from zero.
SNAPSHOT_EVERY = 64

EntryListener = Callable[["Session", dict[str, Any]], None]
ResetListener = Callable[["Session"], None]


class Session:
    def __init__(self, ruleset: Ruleset, header: Header, state: Any) -> None:
        self.ruleset = ruleset
        self.header = header
        self.state = state
        self.entries: list[dict[str, Any]] = []
        self._snapshots: dict[int, Any] = {0: ruleset.copy_state(state)}
        self._entry_listeners: list[EntryListener] = []
        self._reset_listeners: list[ResetListener] = []

    # -- creation ----------------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        game: str | Ruleset,
        seats: int,
        seed: int = 0,
        options: dict[str, Any] | None = None,
        names: list[str] | None = None,
        *,
        normalized: bool = False,
    ) -> Session:
        """A new game. `normalized` says `options` came from `normalize_options` for these
        seats already (simulations start thousands of games with the same options)."""
        ruleset = get_ruleset(game) if isinstance(game, str) else game
        if not isinstance(seats, int) or not ruleset.min_seats <= seats <= ruleset.max_seats:
            raise Illegal(
                "bad-seats",
                _("This game needs {low} to {high} players, not {seats}.").format(
                    low=ruleset.min_seats, high=ruleset.max_seats, seats=seats
                ),
            )
        options = dict(options or {})
        if not normalized:
            options = ruleset.normalize_options(options, seats)
        header = Header(
            ruleset=ruleset.id,
            version=ruleset.version,
            options=options,
            seats=seats,
            seed=int(seed),
            names=list(names) if names else [_("Player {n}").format(n=i + 1) for i in range(seats)],
        )
        session = cls(ruleset, header, ruleset.initial_state(options, seats))
        rng = EntryRandom(header.seed, 0)
        events = ruleset.setup(session.state, rng.as_random())
        session._record(None, None, events, rng)
        return session

    @classmethod
    def from_log(
        cls,
        header: Header,
        entries: list[dict[str, Any]],
        *,
        verify: bool = False,
        ruleset: Ruleset | None = None,
    ) -> Session:
        """Rebuild a game from its log by `evolve` alone (no random numbers are drawn).

        With `verify`, each command is also decided again and must give the stored events,
        which proves the log is the game the rules produce from its seed.
        """
        ruleset = ruleset or get_ruleset(header.ruleset)
        if header.version > ruleset.version:
            raise Illegal(
                "log-too-new",
                _(
                    "This {game} game was saved by a newer version of its rules "
                    "({version}); update Rage Table to open it."
                ).format(game=header.ruleset, version=header.version),
            )
        if not ruleset.min_seats <= header.seats <= ruleset.max_seats:
            raise Illegal(
                "bad-log",
                _(
                    "The game log's header seats {seats} players; this game takes {low} to {high}."
                ).format(seats=header.seats, low=ruleset.min_seats, high=ruleset.max_seats),
            )
        if header.redacted and not ruleset.replays_redacted:
            raise Illegal(
                "redacted-log",
                _(
                    "This log is one seat's copy of a {game} game: the cards hidden from that "
                    "seat are left out of it, so it cannot be replayed."
                ).format(game=header.ruleset),
            )
        # A log is outside input: the rules were written for their own events, so an edited
        # one (an unknown card, a missing field) is refused here, naming the entry, never
        # left to raise from deep inside `evolve`.
        try:
            state = ruleset.initial_state(header.options, header.seats)
        except Illegal:
            raise
        except Exception as exc:
            log.debug("options of a log refused", exc_info=True)
            raise Illegal(
                "bad-log",
                _("The game log's options do not fit {game} ({reason}).").format(
                    game=header.ruleset, reason=_reason(exc)
                ),
            ) from exc
        session = cls(ruleset, header, state)
        for item in entries:
            if verify and not header.redacted:
                session._verify_entry(item)
            for index, event in enumerate(item["events"]):
                try:
                    ruleset.evolve(session.state, event)
                except Exception as exc:
                    log.debug("event of a log refused", exc_info=True)
                    raise Illegal(
                        "bad-log",
                        _(
                            "Entry {n} of the game log cannot be replayed: its event {index} "
                            "({type}) does not fit the game ({reason})."
                        ).format(
                            n=item["n"], index=index, type=event.get("type"), reason=_reason(exc)
                        ),
                    ) from exc
            session.entries.append(item)
            session._maybe_snapshot()
        return session

    def _verify_entry(self, item: dict[str, Any]) -> None:
        n = len(self.entries)
        rng = EntryRandom(self.header.seed, n)
        try:
            if n == 0:
                expected = self.ruleset.setup(self.ruleset.copy_state(self.state), rng.as_random())
            else:
                seat, command = item["seat"], item["command"]
                if not self.ruleset.may_act(self.state, seat, command):
                    raise Illegal("not-your-turn", _("It is not your turn."))
                expected = self.ruleset.decide(self.state, seat, command, rng.as_random())
        except Illegal as exc:
            raise Illegal(
                "log-mismatch",
                _("Entry {n} of the game log does not follow from the rules: {reason}").format(
                    n=n, reason=exc.message
                ),
            ) from exc
        except Exception as exc:
            log.debug("entry of a log refused", exc_info=True)
            raise Illegal(
                "log-mismatch",
                _("Entry {n} of the game log does not follow from the rules ({reason}).").format(
                    n=n, reason=_reason(exc)
                ),
            ) from exc
        if expected != item["events"]:
            raise Illegal(
                "log-mismatch",
                f"Entry {n} of the game log does not follow from the rules and the seed.",
            )

    # -- playing -----------------------------------------------------------------------------
    @property
    def state_id(self) -> int:
        """Changes with every entry; commands may carry it to detect a stale table."""
        return len(self.entries)

    def apply(self, seat: int, command: Command, *, state_id: int | None = None) -> list[Event]:
        entries = self.entries
        if state_id is not None and state_id != len(entries):
            raise Illegal(
                "stale",
                _("The table changed before your move arrived; look again and choose once more."),
            )
        if not isinstance(command, dict) or not isinstance(command.get("type"), str):
            raise Illegal("bad-command", 'A command must be an object with a "type".')
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.header.seats:
            raise Illegal("bad-seat", f"There is no seat {seat!r} at this table.")
        ruleset, state = self.ruleset, self.state
        if ruleset.is_over(state):
            raise Illegal("game-over", _("The game is over; start a new one to play again."))
        if not ruleset.may_act(state, seat, command):
            raise Illegal("not-your-turn", _("It is not your turn."))
        rng = EntryRandom(self.header.seed, len(entries))
        try:
            events = ruleset.decide(state, seat, command, rng.as_random())
        except Illegal as exc:  # the rules say "Seat n"; the table names its players
            named = exc.named(self.header.names)
            if named is exc:
                raise
            raise named from exc
        self._record(seat, command, events, rng)
        return events

    def _record(
        self, seat: int | None, command: Command | None, events: list[Event], rng: EntryRandom
    ) -> None:
        ruleset = self.ruleset
        state = self.state
        evolve, is_barrier = ruleset.evolve, ruleset.is_barrier
        barrier = rng.used
        for event in events:
            evolve(state, event)
            if not barrier and is_barrier(event):
                barrier = True
        entries = self.entries
        n = len(entries)
        item = {"n": n, "seat": seat, "command": command, "events": events, "barrier": barrier}
        entries.append(item)
        if (n + 1) % SNAPSHOT_EVERY == 0 or n == 0:
            self._snapshots[n + 1] = ruleset.copy_state(state)
        if self._entry_listeners:
            for listener in list(self._entry_listeners):
                try:
                    listener(self, item)
                except (
                    Exception
                ):  # the entry is recorded; a failing journal or view must not undo that
                    log.exception("an entry listener failed on entry %s", item["n"])

    def _maybe_snapshot(self) -> None:
        n = len(self.entries)
        if n % SNAPSHOT_EVERY == 0 or n == 1:
            self._snapshots[n] = self.ruleset.copy_state(self.state)

    # -- questions ---------------------------------------------------------------------------
    def legal(self, seat: int) -> list[Command]:
        if self.ruleset.is_over(self.state):
            return []
        return self.ruleset.legal(self.state, seat)

    def to_act(self) -> frozenset[int]:
        return self.ruleset.to_act(self.state)

    def is_over(self) -> bool:
        return self.ruleset.is_over(self.state)

    def result(self) -> dict[str, Any]:
        return self.ruleset.result(self.state)

    def view(self, seat: Seat) -> dict[str, Any]:
        view = self.ruleset.view(self.state, seat)
        view["state_id"] = self.state_id
        return view

    def view_strings(self, seat: Seat) -> list[str]:
        """Every string of `seat`'s view (the card instances it may know of)."""
        return strings_in(self.view(seat))

    # -- what a seat may see of the log ------------------------------------------------------
    def redact_entry(self, item: dict[str, Any], seat: Seat) -> dict[str, Any]:
        events = []
        for event in item["events"]:
            shown = self.ruleset.redact(event, seat)
            if shown is not None:
                events.append(shown)
        command = item["command"]
        if command is not None and item["seat"] is not None:
            command = self.ruleset.redact_command(command, item["seat"], seat)
        return {
            "n": item["n"],
            "seat": item["seat"],
            "command": command,
            "events": events,
            "barrier": item["barrier"],
        }

    def events_for(self, seat: Seat, since: int = 0) -> list[dict[str, Any]]:
        return [self.redact_entry(item, seat) for item in self.entries[since:]]

    def header_for(self, seat: Seat) -> Header:
        """The header as a seat may see it: no seed (it would reveal every shuffle)."""
        return Header(
            ruleset=self.header.ruleset,
            version=self.header.version,
            options=self.ruleset.public_options(self.header.options),
            seats=self.header.seats,
            seed=-1,
            names=list(self.header.names),
            viewer=seat,
            redacted=True,
        )

    def log_for(self, seat: Seat) -> dict[str, Any]:
        return {"header": self.header_for(seat).to_json(), "entries": self.events_for(seat)}

    # -- time travel -------------------------------------------------------------------------
    def state_at(self, n: int) -> Any:
        """The state after the first `n` entries, from the nearest snapshot."""
        if not 0 <= n <= len(self.entries):
            raise Illegal("bad-index", f"There is no point {n} in this game.")
        base = max(k for k in self._snapshots if k <= n)
        state = self.ruleset.copy_state(self._snapshots[base])
        for item in self.entries[base:n]:
            for event in item["events"]:
                self.ruleset.evolve(state, event)
        return state

    def marks(self) -> list[tuple[int, dict[str, int]]]:
        """(entry index, mark) for every seek point: rounds, tricks, days, turns."""
        return log_marks(self.ruleset, self.entries)

    def undo_reach(self, seat: int) -> tuple[int, frozenset[int]]:
        """Where an undo by `seat` would cut the log, and whose later commands it takes back.

        Raises Illegal when there is nothing to take back or a barrier is in the way, so a
        host can ask for consent only about an undo that can happen.
        """
        for index in range(len(self.entries) - 1, 0, -1):
            if self.entries[index]["seat"] == seat:
                break
        else:
            raise Illegal("nothing-to-undo", _("You have nothing to take back."))
        later = self.entries[index:]
        if any(item["barrier"] for item in later):
            raise Illegal(
                "undo-barrier",
                _("That can't be taken back: cards were dealt or revealed since."),
            )
        others = frozenset(item["seat"] for item in later if item["seat"] != seat)
        return index, others

    def undo(self, seat: int, *, others_consent: bool = False) -> int:
        """Take back `seat`'s last command (and what followed it); returns entries removed.

        Never crosses an entry that drew randomness or revealed hidden information. Taking
        back other seats' later commands needs their consent (bots give it, people are asked).
        """
        index, others = self.undo_reach(seat)
        if others and not others_consent:
            raise Illegal(
                "undo-needs-consent",
                _("Others have played since; they must agree before you take your move back."),
            )
        removed = len(self.entries) - index
        self.state = self.state_at(index)
        del self.entries[index:]
        for k in [k for k in self._snapshots if k > index]:
            del self._snapshots[k]
        for listener in list(self._reset_listeners):
            try:
                listener(self)
            except Exception:
                log.exception("a reset listener failed")
        return removed

    # -- listeners ---------------------------------------------------------------------------
    def on_entry(self, listener: EntryListener) -> Callable[[], None]:
        """Called after each new entry (journals, presenters, network hosts).

        Returns a function that unsubscribes the listener.
        """
        self._entry_listeners.append(listener)
        return lambda: _discard(self._entry_listeners, listener)

    def on_reset(self, listener: ResetListener) -> Callable[[], None]:
        """Called after the log was cut back by undo; returns an unsubscribe function."""
        self._reset_listeners.append(listener)
        return lambda: _discard(self._reset_listeners, listener)


def _discard(listeners: list[Any], listener: object) -> None:
    if listener in listeners:
        listeners.remove(listener)


def _reason(exc: Exception) -> str:
    """What an edited log tripped over, in a few words: a missing key is named."""
    if isinstance(exc, KeyError) and exc.args:
        return _("nothing called {key} here").format(key=repr(exc.args[0])[:80])
    text = str(exc)[:120]
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def log_marks(ruleset: Ruleset, entries: list[dict[str, Any]]) -> list[tuple[int, dict[str, int]]]:
    """(entry index, mark) for every seek point of a log: rounds, tricks, days, turns."""
    found = []
    for item in entries:
        for event in item["events"]:
            mark = ruleset.marks(event)
            if mark:
                found.append((item["n"], mark))
    return found
