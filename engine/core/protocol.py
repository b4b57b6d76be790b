"""The JSON request/response protocol of `python -m engine stdio` (and of the LAN host).

One request object in, one response object out. Errors never escape: a bad request gets
{"ok": false, "error": {"code": ..., "message": ...}} and the caller goes on serving.
"""

from __future__ import annotations

import logging
from typing import Any

from engine.core.bounded import At, Limits, parse_json
from engine.core.errors import Illegal
from engine.core.log import Header, entries_from_json
from engine.core.session import Session
from engine.i18n import LANGUAGES, PSEUDO, _, normalize, using

log = logging.getLogger(__name__)

PROTOCOL_VERSION = 1
MAX_LINE = 1 << 20  # a request line longer than 1 MiB is refused
#: what one request line may hold (a "load" carries a whole game's log)
REQUEST = Limits(max_bytes=MAX_LINE)


def _seat(request: dict[str, Any], seats: int) -> int | None:
    seat = request.get("seat")
    if seat is None:
        return None
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < seats:
        raise Illegal("bad-seat", f"There is no seat {seat!r} at this table.")
    return seat


def _since(request: dict[str, Any]) -> int:
    since = request.get("since", 0)
    if isinstance(since, bool) or not isinstance(since, int) or since < 0:
        raise Illegal("bad-request", '"since" must be a whole number.')
    return since


class StdioServer:
    """Holds at most one session and answers requests about it.

    The language of its messages (refusals, `describe` lines) is this server's own, chosen by
    `new`'s "lang" (default English) and made active only while it answers a request.
    """

    def __init__(self) -> None:
        self.session: Session | None = None
        self.lang = "en"

    def _need_session(self) -> Session:
        if self.session is None:
            raise Illegal("no-game", 'No game yet; send {"op":"new",...} first.')
        return self.session

    def handle_line(self, line: str) -> dict[str, Any]:
        try:
            request = parse_json(line, source=_("request"), limits=REQUEST, code="bad-request")
        except Illegal as exc:
            return {"ok": False, "error": exc.to_json()}
        return self.handle(request)

    def handle(self, request: Any) -> dict[str, Any]:
        if not isinstance(request, dict) or not isinstance(request.get("op"), str):
            return _error("bad-request", 'A request must be an object with an "op".')
        op = request["op"]
        handler = getattr(self, f"op_{op}", None)
        if handler is None:
            return _error("bad-request", f"Unknown op {op!r}.")
        try:
            with using(self.lang):
                response = handler(request)
        except Illegal as exc:
            return {"ok": False, "error": exc.to_json()}
        except Exception:  # a bug must not take the server down; say so and go on
            log.exception("request failed: %r", request)
            return _error(
                "internal", "Something went wrong inside the engine; the game is unchanged."
            )
        response["ok"] = True
        if "id" in request:
            response["id"] = request["id"]
        return response

    # -- ops ---------------------------------------------------------------------------------
    def op_hello(self, request: dict[str, Any]) -> dict[str, Any]:
        from engine.core.registry import available

        return {"protocol": PROTOCOL_VERSION, "games": available()}

    def op_new(self, request: dict[str, Any]) -> dict[str, Any]:
        game = request.get("game")
        seats = request.get("seats")
        seed = request.get("seed", 0)
        options = request.get("options") or {}
        if not isinstance(game, str) or not isinstance(seats, int) or isinstance(seats, bool):
            raise Illegal("bad-request", '"new" needs a "game" name and a number of "seats".')
        if not isinstance(seed, int) or not isinstance(options, dict):
            raise Illegal("bad-request", '"seed" must be a number and "options" an object.')
        lang = request.get("lang", "en")
        if not isinstance(lang, str) or lang.replace("_", "-").split("-")[0].lower() not in (
            "en",
            "pt",
            PSEUDO,
        ):
            raise Illegal("bad-request", f'"lang" must be one of {", ".join(LANGUAGES)}.')
        with using(lang):
            self.session = Session.new(game, seats, seed, options)
        self.lang = normalize(lang)
        return {"state_id": self.session.state_id}

    def op_view(self, request: dict[str, Any]) -> dict[str, Any]:
        session = self._need_session()
        return {"view": session.view(_seat(request, session.header.seats))}

    def op_legal(self, request: dict[str, Any]) -> dict[str, Any]:
        session = self._need_session()
        seat = _seat(request, session.header.seats)
        return {"commands": [] if seat is None else session.legal(seat)}

    def op_apply(self, request: dict[str, Any]) -> dict[str, Any]:
        session = self._need_session()
        seat = _seat(request, session.header.seats)
        if seat is None:
            raise Illegal("bad-seat", "A spectator cannot play; name a seat.")
        command = request.get("command")
        if not isinstance(command, dict):
            raise Illegal("bad-request", '"apply" needs a "command" object.')
        before = session.state_id
        session.apply(seat, command, state_id=request.get("state_id"))
        events = [e for item in session.events_for(seat, before) for e in item["events"]]
        return {"events": events, "state_id": session.state_id}

    def op_log(self, request: dict[str, Any]) -> dict[str, Any]:
        session = self._need_session()
        seat = _seat(request, session.header.seats)
        since = _since(request)
        return {
            "header": session.header_for(seat).to_json(),
            "log": session.events_for(seat, since),
        }

    def op_describe(self, request: dict[str, Any]) -> dict[str, Any]:
        """The log since entry `since` in plain words, as `seat` may know it."""
        session = self._need_session()
        seat = _seat(request, session.header.seats)
        since = _since(request)
        names = list(session.header.names)
        lines = []
        for item in session.events_for(seat, since):
            for event in item["events"]:
                text = session.ruleset.describe(event, seat, names)
                if text:
                    lines.append(text)
        return {"lines": lines}

    def op_undo(self, request: dict[str, Any]) -> dict[str, Any]:
        session = self._need_session()
        seat = _seat(request, session.header.seats)
        if seat is None:
            raise Illegal("bad-seat", "A spectator has nothing to take back.")
        removed = session.undo(seat, others_consent=bool(request.get("others_consent", False)))
        return {"removed": removed, "state_id": session.state_id}

    def op_result(self, request: dict[str, Any]) -> dict[str, Any]:
        session = self._need_session()
        return {
            "over": session.is_over(),
            "result": session.result() if session.is_over() else None,
        }

    def op_load(self, request: dict[str, Any]) -> dict[str, Any]:
        header = request.get("header")
        entries = request.get("entries")
        if not isinstance(header, dict) or not isinstance(entries, list):
            raise Illegal("bad-request", '"load" needs a "header" object and an "entries" list.')
        at = At(_("request"), code="bad-request")
        loaded = Header.from_json(header, at.key("header"))
        checked = entries_from_json(entries, loaded, at.key("entries"))
        self.session = Session.from_log(loaded, checked, verify=True)
        return {"state_id": self.session.state_id}


def _error(code: str, message: str) -> dict[str, Any]:
    return {"ok": False, "error": {"code": code, "message": message}}
