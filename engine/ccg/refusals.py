"""Why a command is refused: the part of a CCG's refusals that is the same for every edition.

`CcgRuleset.decide` accepts only commands its `legal` lists; for anything else it asks the
edition's `Refusals` for the most specific reason that holds, in one sentence of the asking
seat's language (the active one when `decide` runs). The reasons are worked out in a fixed
order, the same in both editions:

1. the game is over;
2. the seat may not act now (whose turn, or what the table waits for);
3. a question is pending for the seat (it must be answered first);
4. the command's own reason, by its type (`kinds`), for the stage the game is in.

An `Illegal` carries a stable `code` (programs and tests match on it) and the sentence. Only
what the asking seat may know goes into a sentence: its own cards and cards in play, never
another player's hand or a deck.

A command that is not even well formed (a field of the wrong type, a card id of no card)
never breaks the refusal: it gets `malformed`'s sentence.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.core.errors import Illegal
from engine.i18n import N_, _

Command = dict[str, Any]
Reason = Callable[[Any, int, Command], Illegal]
#: a check that may find a reason (None: it does not apply)
Check = Callable[[Any, int, Command], Illegal | None]

#: the code of the one sentence that says nothing (tests look for it: no edition should use it)
GENERIC = "illegal"
#: the card types both editions have, each with its article as "{card} is {kind}" says it
#: (Portuguese: "um Aliado"); an edition's own `TYPE_LABELS` add its other types
TYPE_LABELS = {
    "ally": N_("an Ally"),
    "enemy": N_("an Enemy"),
    "victim": N_("a Victim"),
    "equipment": N_("an Equipment"),
    "event": N_("an Event"),
    "gift": N_("a Gift"),
    "past-life": N_("a Past Life"),
    "rite": N_("a Rite"),
    "moot": N_("a Moot"),
    "battlefield": N_("a Battlefield"),
    "combat-event": N_("a Combat Event"),
}


def refuse(code: str, text: str, **values: Any) -> Illegal:
    """A refusal: `text` (marked with `N_`) in the active language, the asker's while a
    refusal is written, filled with `values`."""
    return Illegal(code, _(text).format(**values))


def over(sentences: Mapping[str, str], otherwise: str) -> Check:
    """The first check of all: a game that is over takes no command; the sentence says why it
    ended (`sentences`, by the state's `end_reason`)."""

    def check(state: Any, seat: int, command: Command) -> Illegal | None:
        if not state.over:
            return None
        return refuse("game-over", sentences.get(state.end_reason, otherwise))

    return check


def target_refused(
    code: str,
    sentences: Mapping[str, str],
    choices: Sequence[Any],
    target: Any,
    why_not: Callable[[], str | None],
    /,
    **values: Any,
) -> Illegal:
    """Why a card or an ability that may be used refuses the target named: the first case of
    `sentences` (in their order; an edition names those it tells apart, each its way) that
    holds. "none": it names no target (`choices` is [None]); "nothing": nothing would be
    affected (no choices); "needs": no target was named; "why": this target would not be
    affected (`why_not`, "" if it would, fills {why}); "other" always holds."""
    for case, text in sentences.items():
        if case == "why":  # worked out only when its turn comes
            values["why"] = why_not()
        holds = {"none": choices == [None], "nothing": not choices, "needs": target is None}
        if holds.get(case, case != "why" or values["why"]):
            return refuse(code, text, **values)
    raise ValueError("target sentences end with an 'other' case, which always holds")


def type_label(labels: Mapping[str, str], card_type: str) -> str:
    """A card type with its article in the active language (`labels`: an edition's
    `TYPE_LABELS`); a type they do not name, as it is."""
    label = labels.get(card_type)
    return _(label) if label else card_type


def joined(items: Sequence[str], last: str = "and") -> str:
    """ "A, B and C" ("or": "A, B or C"), the conjunction in the active language."""
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    word = _("or") if last == "or" else _("and")
    return f"{', '.join(items[:-1])} {word} {items[-1]}"


def incomplete(command: Command, legal: Sequence[Command]) -> Illegal | None:
    """A legal command said with fields left out (or added): the fields to name, or drop."""
    for allowed in legal:
        if allowed.get("type") != command.get("type"):
            continue
        shared = set(allowed) & set(command)
        if any(allowed[k] != command[k] for k in shared):
            continue
        missing = sorted(set(allowed) - set(command))
        extra = sorted(set(command) - set(allowed))
        if missing:
            return Illegal(
                "incomplete",
                _(
                    "That command leaves out {fields}: name them too (null when there is none)."
                ).format(fields=joined(missing)),
            )
        if extra:
            return Illegal(
                "incomplete",
                _("That command names {fields}, which it does not take: leave them out.").format(
                    fields=joined(extra)
                ),
            )
    return None


def malformed(state: Any, seat: int, command: Command) -> Illegal:
    return Illegal("bad-command", _("That command names something that is not in this game."))


@dataclass(frozen=True)
class Refusals:
    """An edition's refusals: the checks made before a command's own reason (`first`: game
    over, not your turn, a question first, in that order), the reason for each command type
    (`kinds`), and the reason for a type no stage takes (`unknown`)."""

    first: tuple[Check, ...]
    kinds: Mapping[str, Reason]
    unknown: Reason
    #: the reason for a command that breaks a reason's reading of it
    broken: Reason = malformed
    #: the exceptions a badly formed command may raise while it is read
    errors: tuple[type[BaseException], ...] = field(
        default=(KeyError, IndexError, TypeError, ValueError, AttributeError)
    )

    def explain(self, state: Any, seat: int, command: Any) -> Illegal:
        """The most specific reason `command` is refused (it is not legal for `seat`)."""
        if not isinstance(command, dict):
            return self.broken(state, seat, {})
        try:
            for check in self.first:
                found = check(state, seat, command)
                if found is not None:
                    return found
            reason = self.kinds.get(str(command.get("type")), self.unknown)
            return reason(state, seat, command)
        except self.errors:
            return self.broken(state, seat, command)
