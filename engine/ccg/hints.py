"""What both CCG editions' hint words share: a hint's why is read from the seat's view alone,
with the game's own cards in sight, and says how clear the search found the choice."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

from engine.ai.search import Analysis
from engine.ai.shortlist import edge_words
from engine.ccg.pool import CardPool
from engine.ccg.views import seat_namer
from engine.core.ruleset import Command
from engine.i18n import _

View = dict[str, Any]
#: how a hint names a seat: its player's name (engine.ccg.views.seat_namer)
Who = Callable[[Any], str]


def reasoner(
    pool: CardPool[Any],
    why: Callable[[View, Command, Who], str],
    named: Mapping[str, tuple[str, str]],
    name: Callable[[Any], str],
) -> Callable[[View, Command, Analysis | None, Sequence[str]], str]:
    """An edition's `reason(view, command, analysis, names)`: its `why` in plain words (given
    how to name a seat: by `names`, as the table does), then the search's word on how clear
    the choice was. A command in `named` has a sentence naming the one card it holds: (its
    field, the sentence, with {name} or {<field>} for the card)."""

    def reason(
        view: View, command: Command, analysis: Analysis | None, names: Sequence[str] = ()
    ) -> str:
        with pool.extra_cards(pool.extra_table(view.get("cards"))):
            line = named.get(command["type"])
            if line is None:
                return why(view, command, seat_namer(names, "?")) + edge_words(analysis)
            field, text = line
            card = name(command.get(field))
            return _(text).format(**{field: card, "name": card}) + edge_words(analysis)

    return reason


def choice_line(
    option: Any,
    name: Callable[[Any], str],
    words: Mapping[str, str] | None = None,
    plain: Collection[str] = (),
    labels: Sequence[str] = (),
    shown: Callable[[str], str] = str,
) -> str:
    """Why to answer a question with `option`: the answer's word (`words`, marked with N_),
    the card it names, a card's option by its label (`labels`, the engine's English rules
    words, which `shown` puts in the active language), or (one of `plain`) only that it is
    the best."""
    if isinstance(option, int) and not isinstance(option, bool) and 0 <= option < len(labels):
        said = shown(str(labels[option])).rstrip(". ")
        return _("Choose {option}: it is the best option here.").format(option=said)
    if isinstance(option, str) and words and option in words:
        return _("{option}: it is the best option here.").format(option=_(words[option]))
    if isinstance(option, str) and option not in plain:
        return _("Choose {option}: it is the best option here.").format(option=name(option))
    return _("Take this option: it is the best one here.")
