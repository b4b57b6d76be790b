"""The one error a card file can raise: it names the file, the card and the field."""

from __future__ import annotations


class CardDataError(ValueError):
    """A card file that breaks the schema; the message names file, card and field."""


def fail(source: str, card_id: str, field_name: str, message: str) -> CardDataError:
    """`source: card 'id': field 'name': message`, the form every loader error takes."""
    return CardDataError(f"{source}: card {card_id!r}: field {field_name!r}: {message}")
