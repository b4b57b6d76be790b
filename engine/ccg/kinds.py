"""Effect kinds: what each `do` accepts, how it reads, and how it runs.

A Kind declares its parameters (checked by the loader), the Table methods it calls (`needs`:
a game that does not implement them cannot load a card that uses the kind), whether its
targets are characters, players, cards or nothing, how it reads (`text`), whether it would do
anything to a given target (`useful`, so legal moves list only meaningful targets), and how it
runs (`run`, once per step with the step's targets resolved).

CORE holds the kinds every game may use. A game adds its own with `Kind(...)` or `alias(...)`
in its vocabulary.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from engine.ccg import conditions
from engine.ccg.model import Effect, Use
from engine.ccg.table import Table
from engine.ccg.words import Vocabulary
from engine.i18n import N_, _


@dataclass(frozen=True)
class Param:
    """One parameter of a kind: `type` is "int", "amount" (int or "X"), "bool", "word",
    "words", "condition", "options", or the name of a vocabulary mapping ("stats", "decks",
    "tracks", "moves", "prohibitions", "grants", "card_types", "discards") whose keys it must be."""

    type: str
    required: bool = False
    lo: int = -20
    hi: int = 20
    default: Any = None
    choices: tuple[str, ...] = ()  # a "word" that must be one of these
    #: whether the rules read it, given the effect's fields as written (aliases' fixed ones
    #: included) and the game's words; None: always. Given where it is never read, the loader
    #: refuses it, saying `unread` ("is read only with ...").
    read_if: Callable[[Mapping[str, Any], Vocabulary], bool] | None = None
    unread: str = ""


Run = Callable[[Any, Use, Effect, list[Any]], None]
Text = Callable[[Effect, Vocabulary, "Phrase"], str]
Useful = Callable[[Any, Use, Effect, Any], bool]
#: What a kind asks its player about one target (which of its damage cards a heal removes);
#: an empty list: nothing to ask, `run` decides.
Ask = Callable[[Any, Use, Effect, Any], list[Any]]
Answer = Callable[[Any, Use, Effect, Any, Any], None]


@dataclass(frozen=True)
class Phrase:
    """A target in words: `text` ("target character") and `person` ("you", "one", "many")."""

    text: str
    person: str

    @property
    def cap(self) -> str:
        return self.text[:1].upper() + self.text[1:]

    def verb(self, you: str, one: str) -> str:
        """The verb form for this subject: "you draw", "target player draws"."""
        return you if self.person in ("you", "many") else one

    @property
    def their(self) -> str:
        return "your" if self.person == "you" else "their"

    @property
    def possessive(self) -> str:
        return "your" if self.person == "you" else f"{self.text}'s"


@dataclass(frozen=True)
class Kind:
    name: str
    params: Mapping[str, Param]
    targets: str  # "character", "player", "card", "any" (character or card) or "none"
    default_target: str
    needs: tuple[str, ...]
    text: Text
    run: Run
    useful: Useful | None = None
    lasting: bool = False  # takes `until` (modify, grant, prohibit, control, ...)
    fixed: Mapping[str, Any] = field(default_factory=dict)  # aliases: parameters set for good
    base: str = ""  # an alias: the core kind it is made from
    #: Why a target is not useful, in words ("{target}" is its name): a sentence, or a
    #: function of the step and the vocabulary that writes one.
    why: str | Callable[[Effect, Vocabulary], str] = N_("it would do nothing to {target}")
    #: a choice its player makes on the one target (more than one option: a prompt), and what
    #: the answer does in place of `run`
    ask: Ask | None = None
    answer: Answer | None = None

    @property
    def core(self) -> str:
        return self.base or self.name


def alias(
    name: str, base: Kind, fixed: dict[str, Any], text: Text | None = None, **changes: Any
) -> Kind:
    """A game word for a core kind with some parameters fixed ("umbra" = track the Umbra)."""
    params = {k: v for k, v in base.params.items() if k not in fixed}
    return replace(
        base,
        name=name,
        params=params,
        fixed=fixed,
        text=text or base.text,
        base=base.core,
        **changes,
    )


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def amount_text(step: Effect) -> str:
    return "X" if step.x else str(step.amount)


def duration(step: Effect, vocab: Vocabulary, default: str = "") -> str:
    until = step.until or default
    if not until or until == "static":
        return ""
    text = vocab.durations.get(until, "")
    if until == "rounds" and step.count == 1:
        # "for the next round", never "for the next 1 rounds"
        return text.replace("{count} rounds", "round")
    return text.replace("{count}", str(step.count))


# -- running helpers ------------------------------------------------------------------------------
def amount_of(table: Table, use: Use, step: Effect) -> int:
    if step.x:
        if use.bearer is None:
            return 0
        return table.stat(use.bearer, step.x)
    return step.amount


def seat_of(table: Table, who: Any) -> int | None:
    """A player target as a seat: a seat stays, a character gives the player fighting for it."""
    if isinstance(who, int):
        return who
    if isinstance(who, str):
        return table.seat_of(who)
    return None


def seats(table: Table, targets: list[Any]) -> list[int]:
    found: list[int] = []
    for who in targets:
        seat = seat_of(table, who)
        if seat is not None and seat not in found:
            found.append(seat)
    return found


def lasting_until(table: Table, step: Effect, default: str = "combat") -> str:
    """A lasting effect's end: "combat" outside a combat means the end of the turn."""
    until = step.until or default
    if until == "combat" and not table.counter("combat"):
        return "turn"
    return until


def begin_lasting(
    table: Table,
    use: Use,
    step: Effect,
    kind: str,
    on: Any,
    key: str,
    amount: int = 0,
    until: str | None = None,
    extra: dict[str, Any] | None = None,
) -> None:
    until = until or lasting_until(table, step)
    event: dict[str, Any] = {
        "id": table.memory.next_id,
        "kind": kind,
        "on": on,
        "key": key,
        "amount": amount,
        "until": until,
        "source": use.source,
        "seat": use.seat,
        "turn": table.epoch("turn"),
    }
    if until == "rounds":
        event["left"] = step.count
    if extra:
        event["extra"] = extra
    table.emit("lasting", **event)


# -- the kinds ------------------------------------------------------------------------------------
def _damage_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    return f"Deal {amount_text(step)} damage to {who.text}."


def _damage_run(table: Table, use: Use, step: Effect, targets: list[Any]) -> None:
    n = amount_of(table, use, step)
    for iid in targets:
        table.damage(iid, n, use.bearer, use.seat)


def _heal_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    n = amount_text(step)
    return f"Heal {n} wound{'' if n == '1' else 's'} on {who.text}."


def _heal_run(table: Table, use: Use, step: Effect, targets: list[Any]) -> None:
    n = amount_of(table, use, step)
    for iid in targets:
        healed = min(n, table.wounds(iid))
        if healed > 0:
            table.heal(iid, healed)


def _wounded(table: Table, use: Use, step: Effect, iid: Any) -> bool:
    return isinstance(iid, str) and table.wounds(iid) > 0


def _stat_label(step: Effect, vocab: Vocabulary) -> str:
    return vocab.stats.get(step.stat) or vocab.player_stats.get(step.stat) or step.stat.title()


def _modify_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    n = amount_text(step)
    sign = "+" if step.x or step.amount >= 0 else ""
    default = "" if step.when == "static" else "combat"
    return (
        f"{who.cap} {who.verb('get', 'gets')} {sign}{n} {_stat_label(step, vocab)}"
        + duration(step, vocab, default)
        + "."
    )


def _modify_run(table: Table, use: Use, step: Effect, targets: list[Any]) -> None:
    n = amount_of(table, use, step)
    for who in targets:
        begin_lasting(table, use, step, "modify", who, step.stat, n)
        if isinstance(who, str):
            table.changed(who, step.stat)


def _draw_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    n = amount_text(step)
    deck = vocab.decks.get(step.deck, step.deck)
    card = "card" if n == "1" else "cards"
    return f"{who.cap} {who.verb('draw', 'draws')} {n} {deck} {card}."


def _draw_run(table: Table, use: Use, step: Effect, targets: list[Any]) -> None:
    n = amount_of(table, use, step)
    for seat in seats(table, targets):
        table.draw(seat, step.deck, n)


def _discard_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    source = vocab.words.get(f"discard:{step.deck}", step.deck).replace("{their}", who.their)
    how = step.param("pick", "")
    verb = who.verb("discard", "discards")
    match = step.param("match")
    if how == "all" or match is not None:
        what = conditions.noun(match, vocab, "card") if match is not None else "card"
        return f"{who.cap} {verb} every {what} {source}."
    n = amount_text(step)
    card = "card" if n == "1" else "cards"
    at_random = " at random" if how == "random" else ""
    return f"{who.cap} {verb} {n} {card}{at_random} {source}."


def _discard_run(table: Table, use: Use, step: Effect, targets: list[Any]) -> None:
    n = amount_of(table, use, step)
    match = step.param("match")
    how = "all" if match is not None else step.param("pick", "")
    done: set[int] = set()
    for who in targets:
        seat = seat_of(table, who)
        if seat is None or seat in done:
            continue
        done.add(seat)
        table.discard(seat, step.deck, n, how, match, who if isinstance(who, str) else None)


def _flip_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    form = vocab.words.get(f"form:{step.param('to', 'crinos')}", step.param("to", "crinos"))
    return f"Flip {who.text} to {form} form."


def _flip_run(table: Table, use: Use, step: Effect, targets: list[Any]) -> None:
    for iid in targets:
        if table.can_flip(iid, step.param("to", "crinos")):
            table.flip(iid, step.param("to", "crinos"))


def _flippable(table: Table, use: Use, step: Effect, iid: Any) -> bool:
    return isinstance(iid, str) and table.can_flip(iid, step.param("to", "crinos"))


def _track_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    n = step.amount
    way = "up" if n > 0 else "down"
    track = vocab.tracks.get(step.param("track", ""), "the marker")
    return f"Move {track} {way} {plural(abs(n), 'point')}."


def _track_run(table: Table, use: Use, step: Effect, targets: list[Any]) -> None:
    # no bearer (a Moot passed): the card itself moved it; "a card's effect" named none (issue 30)
    table.track(step.param("track"), amount_of(table, use, step), use.bearer or use.source)


def _score_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    score, pile = vocab.word("score", "Renown"), vocab.word("victory", "Victory Pile")
    n = amount_text(step)
    if n == "1" and score.endswith("Points"):
        score = score[:-1]  # "1 Victory Point"
    if who.person == "you":
        return f"Add {n} {score} to your {pile}."
    return f"{who.cap} {who.verb('add', 'adds')} {n} {score} to their {pile}."


def _score_run(table: Table, use: Use, step: Effect, targets: list[Any]) -> None:
    n = amount_of(table, use, step)
    for seat in seats(table, targets):
        table.score(seat, n)


def _cancel_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    if step.selector.what in ("card", "attached"):
        return f"Cancel {who.text}."
    return f"Cancel every combat bonus on {who.text}."


def _cancel_run(table: Table, use: Use, step: Effect, targets: list[Any]) -> None:
    for who in targets:
        if step.selector.what in ("card", "attached") or (
            isinstance(who, str) and not table.is_character(who)
        ):
            table.cancel_card(who)
            continue
        gone = [
            item.id
            for item in table.memory.on(who)
            if item.kind == "modify" and item.until == "combat" and item.amount >= 0
        ]
        if gone:
            table.emit("lasting-end", ids=gone, why="cancel", on=who)


def _grant_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    phrase = vocab.grants.get(step.param("what"), step.param("what"))
    phrase = phrase.replace("{amount}", str(step.amount)).replace(
        "{keyword}", str(step.param("keyword", ""))
    )
    verb, rest = phrase.split(" ", 1) if " " in phrase else (phrase, "")
    if who.person in ("you", "many"):
        verb = {"has": "have", "is": "are", "does": "do"}.get(verb, verb)
    body = f"{who.cap} {verb} {rest}".rstrip()
    return body + duration(step, vocab, "" if step.when == "static" else "combat") + "."


def _grant_run(table: Table, use: Use, step: Effect, targets: list[Any]) -> None:
    for who in targets:
        extra = {"keyword": step.param("keyword")} if step.param("keyword") else None
        begin_lasting(table, use, step, "grant", who, step.param("what"), step.amount, extra=extra)


def _prohibit_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    phrase = vocab.prohibitions.get(step.param("what"), step.param("what"))
    excepts = step.param("except") or ()
    if excepts:
        names = [vocab.prohibitions.get(e, e) for e in excepts]
        phrase += " other than " + conditions._words(list(names), "or")
    against = step.param("against")
    if against:
        phrase += " against " + vocab.word("self", "this character")
    return (
        f"{who.cap} cannot {phrase}"
        + duration(step, vocab, "" if step.when == "static" else "combat")
        + "."
    )


def _prohibit_run(table: Table, use: Use, step: Effect, targets: list[Any]) -> None:
    extra: dict[str, Any] = {}
    if step.param("except"):
        extra["except"] = list(step.param("except"))
    if step.param("against"):
        extra["against"] = use.bearer
    for who in targets:
        begin_lasting(table, use, step, "prohibit", who, step.param("what"), extra=extra or None)


def _fight_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    return f"The character who plays or calls this card fights {who.text}, as the Hunter."


def _fight_run(table: Table, use: Use, step: Effect, targets: list[Any]) -> None:
    for iid in targets:
        hunter = use.bearer
        if use.seat is not None and hunter is not None and table.can_fight(hunter, iid, use.seat):
            table.fight(hunter, iid, use.seat)
            return


def _flip_why(step: Effect, vocab: Vocabulary) -> str:
    form = vocab.words.get(f"form:{step.param('to', 'crinos')}", step.param("to", "crinos"))
    # {target} is filled in by the caller, once it knows the target's name
    return _(
        "{target} cannot flip to {form} form (it has no other side, or is in it already)"
    ).replace("{form}", form)


def _move_why(step: Effect, vocab: Vocabulary) -> str:
    return f"{{target}} cannot be moved {vocab.moves.get(step.param('to'), step.param('to'))}"


def _fightable(table: Table, use: Use, step: Effect, iid: Any) -> bool:
    return isinstance(iid, str) and table.can_fight(use.bearer, iid, use.seat)


def _move_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    to = vocab.moves.get(step.param("to"), step.param("to"))
    return f"Move {who.text} {to}" + duration(step, vocab) + "."


def _move_run(table: Table, use: Use, step: Effect, targets: list[Any]) -> None:
    for iid in targets:
        if table.can_move(iid, step.param("to")):
            table.move(iid, step.param("to"), use.seat, step.until, source=use.source)


def _movable(table: Table, use: Use, step: Effect, iid: Any) -> bool:
    return isinstance(iid, str) and table.can_move(iid, step.param("to"))


def _attach_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    return f"Attach this card to {who.text}; it stays there while it is in play."


def _attach_run(table: Table, use: Use, step: Effect, targets: list[Any]) -> None:
    for iid in targets[:1]:
        table.attach(use.source, iid, use.seat)


def _look_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    hand = vocab.hands.get(step.deck, step.deck)
    return f"Look at {who.possessive} {hand}."


def _look_run(table: Table, use: Use, step: Effect, targets: list[Any]) -> None:
    if use.seat is None:
        return
    looked: list[str] = []
    for seat in seats(table, targets):
        cards = list(table.zone(seat, step.deck))
        table.emit("look", seat=use.seat, at=seat, zone=step.deck, cards=cards)
        looked.extend(cards)
    use.looked = looked


def _search_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    deck = vocab.decks.get(step.deck, step.deck)
    what = conditions.noun(step.param("match"), vocab, "card")
    hand = vocab.hands.get(step.param("to", "hand"), "hand")
    return (
        f"{who.cap} {who.verb('search', 'searches')} {who.their} {deck} deck for "
        f"{conditions.article(what)} {what} and {who.verb('put', 'puts')} it into {who.their} "
        f"{hand}, then {who.verb('shuffle', 'shuffles')} that deck."
    )


def _look_and_search_run(table: Table, use: Use, step: Effect, targets: list[Any]) -> None:
    raise NotImplementedError  # search and choose run in the interpreter (they ask a player)


def _choose_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    # The options are whole steps: engine.ccg.text writes them (it knows every kind).
    if step.param("random"):
        return "One of these happens at random: {options}."
    if step.param("named"):  # rage-classic: a Junta's caller names it with the call
        return "The one its caller named when calling it happens: {options}."
    chooser = "Choose" if who.person == "you" else f"{who.cap} chooses"
    return f"{chooser} one: {{options}}."


def _end_combat_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    return "End the combat."


def _end_combat_run(table: Table, use: Use, step: Effect, targets: list[Any]) -> None:
    table.end_combat()


def _create_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    as_type = vocab.card_types.get(step.param("as", ""), step.param("as", ""))
    words = " ".join(step.param("keywords") or ())
    kind = f"{words} {as_type}".strip()
    return (
        f"Create a copy of {who.text}, with the same printed stats and abilities, as {conditions.article(kind)} {kind}"
        + duration(step, vocab)
        + "."
    )


def _create_run(table: Table, use: Use, step: Effect, targets: list[Any]) -> None:
    for iid in targets:
        table.create(iid, use.seat, step)


def _control_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    return f"{who.cap} {who.verb('join', 'joins')} your pack" + duration(step, vocab) + "."


def _control_run(table: Table, use: Use, step: Effect, targets: list[Any]) -> None:
    for iid in targets:
        table.control(iid, use.seat, step.until, source=use.source)


def _join_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    side = "this character's side"
    if step.param("beside") == "performer":
        side = "the side of " + vocab.word("performer", "the character who played this card")
    return (
        f"{who.cap} {who.verb('join', 'joins')} the combat on {side}" + duration(step, vocab) + "."
    )


def _join_run(table: Table, use: Use, step: Effect, targets: list[Any]) -> None:
    # "beside": "performer": on the side of the character who played the card (Eye of the
    # Cobra's user and the creature it took "pack attack and defend with each other")
    side_of = table.performer(use.source) if step.param("beside") == "performer" else use.bearer
    for iid in targets:
        table.join_combat(iid, side_of, step.until)


def _joinable(table: Table, use: Use, step: Effect, iid: Any) -> bool:
    return isinstance(iid, str) and table.can_join(iid)


N = Param("amount", required=True, lo=-10, hi=10)
UNTIL = {
    "until": Param("durations"),
    "count": Param(
        "int",
        lo=1,
        hi=10,
        read_if=lambda given, vocab: given.get("until") == "rounds",
        unread='is read only with "until": "rounds" (the number of rounds)',
    ),
}


def _grant_reads(placeholder: str) -> Callable[[Mapping[str, Any], Vocabulary], bool]:
    """A grant's `amount` or `keyword` is read only by the grants whose words hold it."""

    def reads(given: Mapping[str, Any], vocab: Vocabulary) -> bool:
        return placeholder in vocab.grants.get(str(given.get("what")), "")

    return reads


CORE: dict[str, Kind] = {
    k.name: k
    for k in (
        Kind(
            "damage",
            {"amount": Param("amount", True, 0, 12)},
            "character",
            "self",
            ("damage",),
            _damage_text,
            _damage_run,
        ),
        Kind(
            "heal",
            {"amount": Param("amount", True, 0, 12)},
            "character",
            "self",
            ("heal",),
            _heal_text,
            _heal_run,
            _wounded,
            why=N_("{target} has no wounds"),
        ),
        Kind(
            "modify",
            {"stat": Param("stats", True), "amount": N, **UNTIL},
            "any",
            "self",
            ("changed",),
            _modify_text,
            _modify_run,
            lasting=True,
        ),
        Kind(
            "draw",
            {"amount": Param("amount", True, 0, 10), "deck": Param("decks", default="")},
            "player",
            "me",
            ("draw",),
            _draw_text,
            _draw_run,
        ),
        Kind(
            "discard",
            {
                "amount": Param("amount", False, 0, 10, 1),
                "deck": Param("discards", default=""),
                "pick": Param("word"),
                "match": Param("condition"),
            },
            "player",
            "me",
            ("discard",),
            _discard_text,
            _discard_run,
        ),
        Kind(
            "flip",
            {"to": Param("forms", default="crinos")},
            "character",
            "self",
            ("flip",),
            _flip_text,
            _flip_run,
            _flippable,
            why=_flip_why,
        ),
        Kind(
            "track",
            {"track": Param("tracks", True), "amount": N},
            "none",
            "me",
            ("track",),
            _track_text,
            _track_run,
        ),
        Kind(
            "score",
            {"amount": Param("amount", True, -10, 10)},
            "player",
            "me",
            ("score",),
            _score_text,
            _score_run,
        ),
        Kind("cancel", {}, "any", "self", (), _cancel_text, _cancel_run),
        Kind(
            "grant",
            {
                "what": Param("grants", True),
                "amount": Param(
                    "amount",
                    False,
                    0,
                    12,
                    read_if=_grant_reads("{amount}"),
                    unread="is read only by grants with a number (such as play-rage)",
                ),
                "keyword": Param(
                    "word",
                    read_if=_grant_reads("{keyword}"),
                    unread="is read only by grants that name a keyword",
                ),
                **UNTIL,
            },
            "any",
            "self",
            (),
            _grant_text,
            _grant_run,
            lasting=True,
        ),
        Kind(
            "prohibit",
            {
                "what": Param("prohibitions", True),
                "except": Param(
                    "prohibition-list",
                    read_if=lambda given, vocab: given.get("what") == "actions",
                    unread='is read only with "what": "actions" (its exceptions)',
                ),
                "against": Param(
                    "bool",
                    read_if=lambda given, vocab: given.get("what") in vocab.asked_against,
                    unread="is never read with this prohibition: the rules ask it of no one"
                    " character",
                ),
                **UNTIL,
            },
            "any",
            "self",
            (),
            _prohibit_text,
            _prohibit_run,
            lasting=True,
        ),
        Kind(
            "fight",
            {},
            "character",
            "character",
            ("fight",),
            _fight_text,
            _fight_run,
            _fightable,
            why=N_("{target} cannot be fought now (one's own pack, a guardian, or in a combat)"),
        ),
        Kind(
            "move",
            {"to": Param("moves", True), **UNTIL},
            "any",
            "self",
            ("move",),
            _move_text,
            _move_run,
            _movable,
            why=_move_why,
        ),
        Kind("attach", {}, "character", "character", ("attach",), _attach_text, _attach_run),
        Kind(
            "look",
            {"deck": Param("hands", default="")},
            "player",
            "player",
            ("zone",),
            _look_text,
            _look_run,
        ),
        Kind(
            "search",
            {
                "deck": Param("decks", default=""),
                "match": Param("condition"),
                "to": Param("hands", default=""),
            },
            "player",
            "me",
            ("take", "shuffle", "zone"),
            _search_text,
            _look_and_search_run,
        ),
        Kind(
            "choose",
            {"options": Param("options", True), "random": Param("bool")},
            "player",
            "me",
            (),
            _choose_text,
            _look_and_search_run,
        ),
        Kind("end-combat", {}, "none", "me", ("end_combat",), _end_combat_text, _end_combat_run),
        Kind(
            "create",
            {"as": Param("card_types", True), "keywords": Param("words"), **UNTIL},
            "character",
            "self",
            ("create",),
            _create_text,
            _create_run,
            lasting=True,
        ),
        Kind(
            "control",
            UNTIL,
            "character",
            "character",
            ("control",),
            _control_text,
            _control_run,
            lasting=True,
        ),
        Kind(
            "join-combat",
            {**UNTIL, "beside": Param("word", choices=("self", "performer"))},
            "character",
            "character",
            ("join_combat", "can_join"),
            _join_text,
            _join_run,
            _joinable,
            lasting=True,
        ),
    )
}


def kind_of(vocab: Vocabulary, name: str) -> Kind:
    """The effect kind called `name` in this game (its own kinds first)."""
    found = vocab.kinds.get(name) or CORE.get(name)
    if found is None:
        raise KeyError(name)
    return found
