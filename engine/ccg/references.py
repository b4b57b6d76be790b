"""What a card says about other cards, checked against every card there is.

A card file may name a card (a name condition, a deck search for a card of that name, a
rivals list) or ask for a word (a requirement) that only the whole pool can confirm: the
shipped sets and every set of the player's. `warnings` lists, with file, card and field, each
name no card has and each requirement word no card carries. These are warnings, not
refusals: the player may not have written that card yet, and the card still runs (the
condition is simply never met, the card never played); the deck builder shows them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any

from engine.ccg.model import Condition, Effect


def conditions_of(effect: Effect, at: str) -> Iterator[tuple[str, Condition]]:
    """Every condition an effect (its steps, options and targets) asks, with its field."""
    for n, step in enumerate(effect.steps):
        where = at if n == 0 else f"{at}.then[{n - 1}]"
        if step.condition is not None:
            yield f"{where}.if", step.condition
        if step.selector.where is not None:
            yield f"{where}.target.if", step.selector.where
        if n == 0 and step.of is not None:
            yield f"{where}.of", step.of
        for name, value in step.params:
            if isinstance(value, Condition):
                yield f"{where}.{name}", value
            elif name == "options":
                for i, option in enumerate(value):
                    yield from conditions_of(option, f"{where}.options[{i}]")


def leaves(cond: Condition, kind: str) -> Iterator[Any]:
    """The arguments of every `kind` part of a condition ("name": the names it asks for)."""
    if cond.kind == kind:
        yield cond.arg
    for part in cond.parts:
        yield from leaves(part, kind)


def warnings(
    cards: Iterable[Any],
    known: Mapping[str, Any],
    words_of: Callable[[Any], Iterable[str]],
    named: Callable[[Any], Iterable[tuple[str, str]]] | None = None,
    rules: Iterable[str] = (),
) -> list[str]:
    """Sentences (file, card, field) for what `cards` name and no card in `known` is or has.

    `words_of(card)` is every word a card carries by the game's rules (its keywords and what
    they imply, its type, its allegiance); `named(card)` gives a game's own fields that name
    cards or words, as (field, word) pairs (rage-classic's rivals and loyalty lists); `rules`
    the words the game's rules know though no card may carry them yet (the Tribes ...).
    """
    names = {c.name for c in known.values()}
    words: set[str] = set(rules)
    for c in known.values():
        words |= set(words_of(c))
    out: list[str] = []

    def say(c: Any, field: str, message: str) -> None:
        out.append(f"{c.source}: card {c.id!r}: field {field!r}: {message}")

    for c in cards:
        for i, effect in enumerate(c.effects):
            for field, cond in conditions_of(effect, f"effects[{i}]"):
                for name in leaves(cond, "name"):
                    if name not in names:
                        say(c, field, f"names {name!r}, a card in no set: it is never met.")
        requirement = getattr(c, "requirement", None)
        asked = list(getattr(c, "requires", ()) or ())
        if requirement is not None:
            asked += [w for w in leaves(requirement, "keyword") if isinstance(w, str)]
        for word in dict.fromkeys(asked):
            if word not in words and word not in names:
                say(c, "requires", f"asks for {word!r}, which no card in any set has.")
        for field, word in named(c) if named is not None else ():
            if word not in words and word not in names:
                say(c, field, f"names {word!r}, which is no card and no card's word.")
    return out
