"""Errors the engine reports to players and programs."""

from __future__ import annotations


class Illegal(Exception):
    """A command the rules do not allow.

    `code` is stable (programs and tests match on it); `message` is one sentence a newcomer
    understands, and never mentions a card the asking seat may not know about.
    """

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message

    def to_json(self) -> dict[str, str]:
        return {"code": self.code, "message": self.message}
