"""Who controls each seat: a person at this computer, a bot (and which), or a remote player.

The engine's header knows seat names only; Continue also needs to know which seats were bots
to recreate them, so saves and journals store a controller per seat next to the log.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

KINDS = ("person", "bot", "remote")


@dataclass(frozen=True)
class Controller:
    kind: str = "person"
    #: For bots: the name of the ruleset's bot factory ("random", "heuristic", ...), which is
    #: also its level as the Stats screen shows it.
    bot: str = ""

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown seat controller {self.kind!r}")

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "bot": self.bot} if self.kind == "bot" else {"kind": self.kind}

    @classmethod
    def from_json(cls, data: Any) -> Controller:
        if not isinstance(data, dict):
            raise ValueError("a seat controller must be an object")
        return cls(kind=str(data.get("kind", "person")), bot=str(data.get("bot") or ""))


def controllers_from_json(data: Any, seats: int) -> list[Controller]:
    """Controllers for `seats` seats; missing or unknown ones become people (never lose a seat)."""
    found: list[Controller] = []
    items = data if isinstance(data, list) else []
    for seat in range(seats):
        try:
            found.append(Controller.from_json(items[seat]))
        except (IndexError, ValueError):
            found.append(Controller())
    return found


def bot_names(controllers: list[Controller]) -> list[str]:
    """Per seat, the bot to recreate or "" for none: the argument `engine.core.play.make_bots`
    takes."""
    return [c.bot if c.kind == "bot" else "" for c in controllers]


def seat_records(names: list[str], controllers: list[Controller]) -> list[dict[str, Any]]:
    """Seats as history stores them: {name, kind: person|bot, level}. A remote player is a
    person too; history does not care where they sat."""
    records = []
    for seat, name in enumerate(names):
        controller = controllers[seat] if seat < len(controllers) else Controller()
        is_bot = controller.kind == "bot"
        records.append(
            {
                "name": name,
                "kind": "bot" if is_bot else "person",
                "level": controller.bot if is_bot else None,
            }
        )
    return records
