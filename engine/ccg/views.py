"""What both CCG editions' views and redaction share: a player's piles as a seat may see them,
the events that hide the same things in both (deck orders, others' draws, private answers,
the card layer's looks and searches), and state as plain data for views and their books.

Hands are seen by their owner only; no one, the owner included, sees a deck's order.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.ccg import memory
from engine.i18n import _, ngettext, spoken_list

Event = dict[str, Any]
_ATOMS = (str, int, float, type(None))


def count(cards: Any) -> int:
    """A list's length, or the count it already is (redaction is idempotent)."""
    return cards if isinstance(cards, int) else len(cards)


@functools.cache
def _field_names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls))


def plain(obj: Any) -> Any:
    """Dataclasses as plain JSON-like data (a fresh copy, never the state's own). Leaves are
    tested first: a view walks millions of them (the books), and asking each whether it is
    a dataclass was most of a bot game's view time."""
    if isinstance(obj, _ATOMS):
        return obj
    if isinstance(obj, dict):
        return {k: plain(v) for k, v in obj.items()}
    if isinstance(obj, list | tuple):
        return [plain(v) for v in obj]
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {name: plain(getattr(obj, name)) for name in _field_names(type(obj))}
    return obj


def fields(obj: Any, names: Iterable[str]) -> dict[str, Any]:
    """Some fields of a dataclass, by name, as plain data."""
    return {name: plain(getattr(obj, name)) for name in names}


def pick(data: dict[str, Any], names: Iterable[str]) -> dict[str, Any]:
    """Some entries of a view's dict, as fresh plain data (for a state rebuilt from a view)."""
    return {name: plain(data[name]) for name in names}


def strings(obj: object) -> set[str]:
    """Every string in a view (what it names). One set and a stack: a view holds tens of
    thousands of leaves, and a set per leaf was a tenth of a table's busiest frames."""
    found: set[str] = set()
    stack = [obj]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)
    return found


@dataclass(frozen=True)
class Owners:
    """How one log line says whose a card is: a name two seats' packs share (`shared`) is
    said with its owner, named by `who` ("Cinder Howl hunts Cinder Howl" told the newcomer
    nothing, issue 30), except the cards of `subject`, the seat the line names already ("Ada
    discards Pounce")."""

    shared: frozenset[str]
    who: Callable[[Any], str]
    subject: int | None = None

    @classmethod
    def of_line(cls, shared: frozenset[str], who: Callable[[Any], str], event: Event) -> Owners:
        """The owners for an event's line: its `seat` is the line's subject."""
        seat = event.get("seat")
        return cls(shared, who, seat if isinstance(seat, int) else None)

    def name(self, iid: str, name: str) -> str:
        """`name`, the card `iid`'s, with its owner where the line needs it."""
        owner = instance_seat(iid)
        if owner is None or owner == self.subject or name not in self.shared:
            return name
        return _("{who}'s {card}").format(who=self.who(owner), card=name)


def shared_names(packs: Sequence[Iterable[str]], name_of: Callable[[str], str]) -> frozenset[str]:
    """The card names more than one of the seats' packs (their card ids) hold."""
    seen: set[str] = set()
    shared: set[str] = set()
    for ids in packs:
        names = {name_of(cid) for cid in ids}
        shared |= names & seen
        seen |= names
    return frozenset(shared)


def instance_seat(iid: str) -> int | None:
    """The seat an instance id "<seat>.<card id>[.<copy>]" belongs to (None: no seat's)."""
    head = iid.split(".", 1)[0]
    return int(head) if head.isdigit() and "." in iid else None


def card_name(
    card_of: Callable[[str], Any],
    iid: Any,
    none: str,
    unknown: str | None = None,
    guardian: tuple[str, str] = ("", ""),
    owners: Owners | None = None,
) -> str:
    """A card instance as a sentence names it: its card's name; `none` (a sentence marked with
    N_) for an id that is not one (not text, or empty); `unknown` for an id of no card (None:
    the id as it is). `guardian`: the id prefix of a Battlefield's defence and the words that
    name it ({name}: the Battlefield's). With `owners` (a log line's), a name two seats'
    packs share says whose the card is ("Ada's Cinder Howl")."""
    if not isinstance(iid, str) or not iid:
        return _(none)
    try:
        name: str = card_of(iid).name
    except (KeyError, IndexError, ValueError):
        return iid if unknown is None else _(unknown)
    prefix, words = guardian
    if prefix and iid.startswith(prefix):
        return _(words).format(name=name)
    return name if owners is None else owners.name(iid, name)


def piles(player: Any, mine: bool) -> dict[str, Any]:
    """A player's hands (theirs only), decks (counts) and open piles, as a seat sees them."""
    return {
        "seat": player.seat,
        "pack": player.pack,
        "hand": list(player.hand) if mine else None,
        "hand_count": len(player.hand),
        "sept_deck": len(player.sept_deck),
        "sept_discard": list(player.sept_discard),
        "combat_deck": len(player.combat_deck),
        "combat_hand": list(player.combat_hand) if mine else None,
        "combat_hand_count": len(player.combat_hand),
        "combat_discard": list(player.combat_discard),
        "victory": list(player.victory),
        "bonus": player.bonus,
    }


def waiting(prompts: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Who owes an answer to which kind of question: anyone at the table knows it."""
    return [{"seat": p["seat"], "kind": p["kind"]} for p in prompts]


def public_options(options: dict[str, Any]) -> dict[str, Any]:
    """A game's options less its stacked deal and its own cards (a view's `cards` has them)."""
    return {k: v for k, v in options.items() if k not in ("deal", "cards")}


def redact(event: Event, seat: int | None) -> Event:
    """What both editions hide the same way: deck orders (from everyone, their owner too),
    another seat's draws and private answers, and the card layer's looks and searches; any
    other event as it is. An edition hides its own events first."""
    kind = event["type"]
    if kind == "deal":
        return {**event, "sept": count(event["sept"]), "combat": count(event["combat"])}
    if kind == "shuffle":
        return {**event, "order": count(event["order"])}
    if kind == "draw" and event["seat"] != seat:
        return {**event, "cards": [None] * len(event["cards"])}
    if kind == "answered" and event["seat"] != seat and event.get("private"):
        return {**event, "option": None}
    if kind in memory.EVENTS:
        return memory.redact(event, seat)
    return event


# -- the game log -----------------------------------------------------------------------------------
#: an event told by one sentence: (the sentence, {its placeholder: the event's field})
Said = tuple[str, dict[str, str]]


def said(line: Said, event: Event, who: Callable[[Any], str], card: Callable[[Any], str]) -> str:
    """The sentence with its placeholders filled: a {who...} one names a seat, a {card...} one
    a card, any other is the field as it is."""
    text, names = line
    values = {
        key: who(event.get(f))
        if key.startswith("who")
        else card(event.get(f))
        if key.startswith("card")
        else event.get(f)
        for key, f in names.items()
    }
    return _(text).format(**values)


def note_line(
    notes: Mapping[str, Said], event: Event, who: Callable[[Any], str], card: Callable[[Any], str]
) -> str | None:
    """A `note` event (a rule's aside) as the log says it, by what it notes (`notes`); None
    for one the log leaves unsaid."""
    what = event.get("what")
    line = notes.get(what) if isinstance(what, str) else None
    return said(line, event, who, card) if line else None


def seat_namer(names: Sequence[str], nobody: str) -> Callable[[Any], str]:
    """How the log names a seat: its player's name; past the names given, "Seat n" counted
    from 1 as players count; `nobody` (marked with N_) for no seat."""

    def who(seat: Any) -> str:
        if not isinstance(seat, int):
            return _(nobody)
        return names[seat] if 0 <= seat < len(names) else _("Seat {value}").format(value=seat + 1)

    return who


def winners_said(winners: Iterable[int], seat: Any, who: Callable[[Any], str]) -> str:
    """The winners as a list, the seat reading the line as "you": the end dialog's title said
    "You win!" over "The game is over: Player 1 wins on Renown" (issue 30). Other seats and
    spectators read every winner by name."""
    return spoken_list([_("you") if s == seat else who(s) for s in winners])


def turn_line(event: Event) -> str:
    return _("— Turn {turn} —").format(turn=event["turn"])


def shuffle_line(event: Event, who: str) -> str:
    """A shuffle as the log says it: the Combat discards made a new deck (the draw rule), a
    whole Combat deck (after a card searched it: rage-classic's "combat-all") or the Sept deck."""
    if event["deck"] == "combat":
        return _("{who} shuffles the Combat discards into a new Combat deck.").format(who=who)
    if event["deck"] == "combat-all":
        return _("{who} shuffles the Combat deck.").format(who=who)
    return _("{who} shuffles the Sept deck.").format(who=who)


def draw_line(event: Event, who: str, names: list[str]) -> str:
    """A draw as the log says it: how many cards of which deck, and those the reader may see
    (`names`: their names, none for another seat's)."""
    n = len(event["cards"])
    text = (
        ngettext("{who} draws {n} Combat card", "{who} draws {n} Combat cards", n)
        if event["deck"] == "combat"
        else ngettext("{who} draws {n} Sept card", "{who} draws {n} Sept cards", n)
    ).format(who=who, n=n)
    return text + (f": {', '.join(names)}." if names else ".")


def option_namer(
    chosen_words: Callable[[Any, int], str | None], card_of: Callable[[str], Any]
) -> Callable[[Any, int], str | None]:
    """`layer_line`'s `option_words` for an edition: its pool's `chosen_words` on the card
    behind an instance id (None for a card it cannot find)."""

    def words(iid: Any, option: int) -> str | None:
        try:
            return chosen_words(card_of(iid), option)
        except (KeyError, IndexError, ValueError, TypeError):
            return None

    return words


def layer_line(
    event: Event,
    who: Callable[[Any], str],
    card: Callable[[Any], str],
    option_words: Callable[[Any, int], str | None] = lambda _card, _option: None,
) -> str | None:
    """What the card layer's own events did, as the log says it in both editions (an event
    already redacted for the reader: only the looker reads the cards looked at). A "choose
    one" is named by its option's words (`option_words`, the edition's `chosen_words`)."""
    t = event["type"]
    if t == "look":
        at = who(event["at"])
        where = _("Combat hand") if event["zone"] == "combat-hand" else _("Sept hand")
        if isinstance(event["cards"], list):
            seen = ", ".join(card(c) for c in event["cards"]) or _("nothing")
            return _("{who} looks at {at}'s {where}: {shown}.").format(
                who=who(event["seat"]), at=at, where=where, shown=seen
            )
        return _("{who} looks at {at}'s {where}.").format(
            who=who(event["seat"]), at=at, where=where
        )
    if t == "searched":
        found = f": {card(event['card'])}" if event.get("card") else ""
        return _("{who} searches the Sept deck and takes a card{found}.").format(
            who=who(event["seat"]), found=found
        )
    if t == "chosen":
        how = _(" (at random)") if event.get("random") else ""
        words = option_words(event["source"], event["option"])
        if words:
            return _("{card}: {option}{how}.").format(
                card=card(event["source"]), option=words, how=how
            )
        return _("{card}: option {value}{how}.").format(
            card=card(event["source"]), value=event["option"] + 1, how=how
        )
    return None
