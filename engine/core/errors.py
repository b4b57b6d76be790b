"""Errors the engine reports to players and programs."""

from __future__ import annotations

from collections.abc import Callable, Sequence


class Illegal(Exception):
    """A command the rules do not allow.

    `code` is stable (programs and tests match on it); `message` is one sentence a newcomer
    understands, and never mentions a card the asking seat may not know about. A message that
    names players has `naming`: the sentence for the players' names by seat (the rules do not
    know the names; `message` says "Seat n", and `named` asks with the table's names).
    """

    def __init__(
        self, code: str, message: str, naming: Callable[[Sequence[str]], str] | None = None
    ) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.naming = naming

    def named(self, names: Sequence[str]) -> Illegal:
        """The refusal with the players named as the table names them (itself where its
        message names no player)."""
        if self.naming is None:
            return self
        return Illegal(self.code, self.naming(names))

    def to_json(self) -> dict[str, str]:
        return {"code": self.code, "message": self.message}
