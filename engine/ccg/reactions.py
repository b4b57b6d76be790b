"""Reactions (issue 28, construct 3): a card played in answer to what just happened.

A card's effect with one of the answer timings (`MOMENTS`) is not played in Open Play: when the
thing it answers happens (a kill, a refused challenge, a card another player plays), the game
asks each player whose pack could hold such a card (`holds`, asked of its pack list: public
information, so being asked reveals nothing of a hand) in a prompt of kind `ASK` whose options
are the answer cards in that player's hand and `PASS`. A card picked is played at once, its
effect about what happened: the target `trigger` is its subject, `other` the other creature of
it (their words: engine.ccg.targets' TRIGGER_WORDS and OTHER_WORDS), so "Play in answer to a
kill: Deal 2 damage to the killer." reads and runs. The prompt comes at the first pause of the
rules after the thing happened (a kill in a round: once the round's cards have resolved).

A card played in answer is no "card another player plays" (`answer-card` never answers it);
what it does may still be answered (a kill it causes), as long as hands hold answers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from engine.ccg import interpreter
from engine.ccg.model import Use
from engine.ccg.table import Table
from engine.i18n import N_

KILL = "answer-kill"
REFUSED = "answer-refused"
CARD = "answer-card"
MOMENTS = {
    KILL: "Play in answer to a kill: ",
    REFUSED: "Play in answer to a refused challenge: ",
    CARD: "Play in answer to a card another player plays: ",
}
ASK = "answer"
PASS = "pass"
#: The sentence shapes of the worked examples (docs/cards.md), for the translators.
SENTENCES = (
    N_("Play in answer to a kill: Deal {n} damage to the killer."),
    N_("Play in answer to a kill: You draw {n} Sept card."),
    N_("Play in answer to a refused challenge: Deal {n} damage to the character that refused."),
    N_(
        "Play in answer to a refused challenge: The challenger gets +{n} Renown until the end of"
        " the turn."
    ),
    N_("Play in answer to a card another player plays: You draw {n} Sept card."),
    N_(
        "Play in answer to a card another player plays: Deal {n} damage to the character that"
        " played it."
    ),
)


def answer_only(effects: Iterable[Any]) -> bool:
    """Whether a card's effects are all answers (it is never played in Open Play)."""
    found = [e.when for e in effects]
    return bool(found) and all(when in MOMENTS for when in found)


def holds(cards: Iterable[Any], moment: str) -> bool:
    """Whether any of these cards (a pack's list: public) answers `moment`."""
    return any(e.when == moment for c in cards for e in c.effects)


def pack_holds(
    pack: Any, options: Mapping[str, Any], seat: int, card: Callable[[str], Any], moment: str
) -> bool:
    """Whether the seat's pack list (`pack`: its Sept and Combat decks) or its stacked deal (in
    the options) holds a card that answers `moment`: public information, so asking the seat
    leaks nothing about its hand."""
    stack = options.get("deal", {}).get(str(seat), {})
    listed = {c for c, _n in pack.sept} | {c for c, _n in pack.combat}
    listed |= {*stack.get("sept", []), *stack.get("combat", [])}
    return holds((card(cid) for cid in sorted(listed)), moment)


def answers(table: Table, hand: Iterable[str], moment: str) -> list[str]:
    """The cards of a hand that answer `moment` (one copy of each card is enough)."""
    found: dict[str, str] = {}
    for iid in hand:
        card = table.card(iid)
        if card.id not in found and any(e.when == moment for e in card.effects):
            found[card.id] = iid
    return list(found.values())


def about(moment: str, subject: Any, other: Any) -> dict[str, Any]:
    """What an answer is about, as its prompt carries it and its effects read it."""
    return {"moment": moment, "subject": subject, "other": other}


def run(table: Table, iid: str, seat: int, told: dict[str, Any]) -> None:
    """A card played in answer: its effects at that moment run, about what happened."""
    moment = told["moment"]
    trigger = {"subject": told.get("subject"), "other": told.get("other")}
    for index, effect in enumerate(table.card(iid).effects):
        if effect.when == moment:
            use = Use(iid, index, effect, seat, None, trigger=dict(trigger))
            if interpreter.usable(table, use) is None:
                interpreter.activate(table, use)
