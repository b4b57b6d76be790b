"""Who sits in each seat. A table neither knows nor cares which kind it is."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SeatController:
    """`kind` is "person" (this computer), "bot" (with `bot` naming which) or "remote" (LAN)."""

    kind: str
    name: str
    bot: str = ""

    @property
    def is_person(self) -> bool:
        return self.kind == "person"

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    def to_json(self) -> dict[str, str]:
        return {"kind": self.kind, "name": self.name, "bot": self.bot}

    @classmethod
    def from_json(cls, data: dict[str, str]) -> SeatController:
        return cls(
            kind=str(data.get("kind", "person")),
            name=str(data.get("name", "")),
            bot=str(data.get("bot", "")),
        )


def person(name: str) -> SeatController:
    return SeatController("person", name)


def bot(name: str, level: str = "heuristic") -> SeatController:
    return SeatController("bot", name, level)
