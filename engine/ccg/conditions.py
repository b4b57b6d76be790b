"""Conditions: parsed from card files, asked of cards, characters and players, put in words.

In a file a condition is a keyword ("Garou"), a list (all of them), or an object with one key:
  {"all": [...]}, {"any": [...]}, {"not": ...},
  {"keyword": "Wyrm"}, {"name": "Pallid Drone"}, {"type": "enemy"} or {"type": [...]},
  {<facet>: value} for the game's facets ({"form": "crinos"}, {"tribe": "Stone Choir"}),
  {"wounded": true}, {"in": <place>}, {"has": <keyword of an attached card>},
  {"voted": <how>} (how it voted this turn, a word of the game's `votings`),
  {"stat": <stat or printed number>, "min"|"max"|"is": n},
  {"count": <game counter>, "min"|"max"|"is": n},
  {"mine": true}, {"is": "performer"} (it is the character that played the card),
  {"compare": <stat>, "is": <how>, "than": <subject>} (engine.ccg.comparisons),
  {"holder": condition} (asked of the character holding the card: engine.ccg.holders),
  {<subject>: condition} to ask another subject: self, target, opponent, host, other, trigger,
  performer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.ccg import comparisons, holders
from engine.ccg.model import SUBJECTS, Condition, Use
from engine.ccg.table import Table
from engine.ccg.words import Vocabulary, known

Bad = Callable[[str, str], Exception]  # (field suffix, message) -> error to raise
OPS = ("min", "max", "is")


def parse(raw: Any, vocab: Vocabulary, bad: Bad, at: str = "") -> Condition | None:
    """A condition from its file form; `bad(field, message)` builds the error to raise."""
    if raw is None or raw == [] or raw == "":
        return None
    if isinstance(raw, str):
        return Condition("keyword", raw)
    if isinstance(raw, list):
        parts = tuple(
            _need(parse(item, vocab, bad, f"{at}[{i}]"), bad, at) for i, item in enumerate(raw)
        )
        return parts[0] if len(parts) == 1 else Condition("all", parts=parts)
    if not isinstance(raw, dict) or not raw:
        raise bad(at, "must be a keyword, a list or an object")
    keys = set(raw)
    if comparisons.KEY in keys:
        return comparisons.parse(raw, vocab, bad, at)
    if "stat" in keys or "count" in keys:
        return _number(raw, vocab, bad, at)
    if len(raw) != 1:
        raise bad(at, f"must have one key, not {', '.join(sorted(raw))}")
    ((key, value),) = raw.items()
    where = f"{at}.{key}" if at else key
    if key in ("all", "any"):
        if not isinstance(value, list) or not value:
            raise bad(where, "must be a list of conditions")
        parts = tuple(
            _need(parse(item, vocab, bad, f"{where}[{i}]"), bad, where)
            for i, item in enumerate(value)
        )
        return Condition(key, parts=parts)
    if key == "not":
        return Condition("not", parts=(_need(parse(value, vocab, bad, where), bad, where),))
    if key in ("keyword", "name", "has"):
        if not isinstance(value, str) or not value:
            raise bad(where, "must be a word")
        return Condition(key, value)
    if key == "type":
        types = value if isinstance(value, list) else [value]
        for t in types:
            if not known(t, vocab.card_types):
                raise bad(where, f"must be one of {', '.join(vocab.card_types)}")
        return Condition("type", tuple(types))
    if key in ("wounded", "mine"):
        if not isinstance(value, bool):
            raise bad(where, "must be true or false")
        return Condition(key, value)
    if key == "is":
        if value != "performer":
            raise bad(where, 'must be "performer"')
        return Condition("is", value)
    if key == "in":
        if not known(value, vocab.places):
            raise bad(where, f"must be one of {', '.join(vocab.places) or 'nothing in this game'}")
        return Condition("in", value)
    if key == "voted":
        if not known(value, vocab.votings):
            raise bad(where, f"must be one of {', '.join(vocab.votings) or 'nothing in this game'}")
        return Condition("voted", value)
    if key in vocab.facets:
        allowed = vocab.facets[key]
        if not isinstance(value, str) or (allowed and value not in allowed):
            raise bad(
                where, f"must be one of {', '.join(allowed)}" if allowed else "must be a word"
            )
        return Condition("facet", (key, value))
    if key in SUBJECTS:
        return Condition("subject", key, (_need(parse(value, vocab, bad, where), bad, where),))
    if key == holders.KEY:
        return holders.make(_need(parse(value, vocab, bad, where), bad, where))
    names = ["all", "any", "not", "keyword", "name", "type", "wounded", "in", "has", "stat"]
    names += [
        "count",
        comparisons.KEY,
        holders.KEY,
        "mine",
        "is",
        *(["voted"] if vocab.votings else []),
        *vocab.facets,
        *SUBJECTS,
    ]
    raise bad(where, f"is not a condition; use one of {', '.join(names)}")


def asks(cond: Condition | None, subject: str) -> bool:
    """Whether the condition asks about `subject` ("host", "self", ...) anywhere in it."""
    if cond is None:
        return False
    if cond.kind == "subject" and cond.arg == subject:
        return True
    return any(asks(p, subject) for p in cond.parts)


def _need(cond: Condition | None, bad: Bad, at: str) -> Condition:
    if cond is None:
        raise bad(at, "must not be empty")
    return cond


def _number(raw: dict[str, Any], vocab: Vocabulary, bad: Bad, at: str) -> Condition:
    kind = "stat" if "stat" in raw else "count"
    name = raw[kind]
    allowed = (
        {**vocab.stats, **vocab.player_stats, **vocab.numbers} if kind == "stat" else vocab.counters
    )
    where = f"{at}.{kind}" if at else kind
    if not known(name, allowed):
        raise bad(where, f"must be one of {', '.join(allowed) or 'nothing in this game'}")
    ops = [op for op in OPS if op in raw]
    extra = sorted(set(raw) - {kind, *OPS})
    if len(ops) != 1 or extra:
        raise bad(at or kind, f'needs exactly one of "min", "max" or "is" beside "{kind}"')
    value = raw[ops[0]]
    if not isinstance(value, int) or isinstance(value, bool):
        raise bad(f"{at}.{ops[0]}" if at else ops[0], "must be a whole number")
    return Condition(kind, (name, ops[0], value))


# -- asking -----------------------------------------------------------------------------------
def holds(
    table: Table, cond: Condition | None, subject: Any, use: Use | None, base: bool = False
) -> bool:
    """Whether `subject` (a card instance id, a seat, or None) meets `cond`.

    `base` asks stats without static effects (auras ask this, so they never depend on
    themselves).
    """
    if cond is None:
        return True
    kind = cond.kind
    if kind == "all":
        return all(holds(table, p, subject, use, base) for p in cond.parts)
    if kind == "any":
        return any(holds(table, p, subject, use, base) for p in cond.parts)
    if kind == "not":
        return not holds(table, cond.parts[0], subject, use, base)
    if kind == "subject":
        return holds(table, cond.parts[0], subject_of(table, cond.arg, use), use, base)
    if kind == "count":
        name, op, n = cond.arg
        return _compare(table.counter(name), op, n)
    if kind == comparisons.KEY:
        other = subject_of(table, cond.arg[2], use)
        return comparisons.holds(table, cond, subject, other, base)
    if kind == holders.KEY:
        held_by = holders.holder(table, subject)
        return held_by is not None and holds(table, cond.parts[0], held_by, use, base)
    if kind == "is":
        return use is not None and subject is not None and subject == table.performer(use.source)
    if kind == "mine":
        seat = use.seat if use is not None else None
        if isinstance(subject, int):
            return (subject == seat) == cond.arg
        if not isinstance(subject, str):
            return False
        return (table.owner(subject) == seat and seat is not None) == cond.arg
    if isinstance(subject, int):
        if kind == "stat":
            name, op, n = cond.arg
            return name in table.vocab.player_stats and _compare(
                table.player_stat(subject, name), op, n
            )
        return False
    if not isinstance(subject, str):
        return False
    if kind == "keyword":
        return cond.arg in table.words(subject)
    if kind == "name":
        return table.card(subject).name == cond.arg
    if kind == "type":
        return table.card(subject).type in cond.arg
    if kind == "facet":
        name, value = cond.arg
        found = table.facet(subject, name)
        return found is not None and str(found).lower() == value.lower()
    if kind == "wounded":
        return (table.wounds(subject) > 0) == cond.arg
    if kind == "in":
        return cond.arg in table.places(subject)
    if kind == "voted":
        return table.voted(subject, cond.arg)
    if kind == "has":
        if cond.arg in table.built_in(subject):  # no card: engine.ccg.builtin
            return True
        return any(cond.arg in table.words(a) for a in table.attached(subject))
    if kind == "stat":
        name, op, n = cond.arg
        if name in table.vocab.numbers:
            value = table.number(subject, name)
        elif base:
            value = table.base_stat(subject, name)
        else:
            value = table.stat(subject, name)
        return _compare(value, op, n)
    raise ValueError(f"unknown condition {kind!r}")  # pragma: no cover - the loader refuses it


def _compare(value: int, op: str, n: int) -> bool:
    return value >= n if op == "min" else value <= n if op == "max" else value == n


def subject_of(table: Table, name: str, use: Use | None) -> Any:
    if use is None:
        return None
    if name == "self":
        return use.bearer
    if name == "target":
        return use.current
    if name == "opponent":
        return table.opponent(use.bearer) if use.bearer else None
    if name == "host":
        return table.bearer(use.source)
    if name == "trigger":
        return use.trigger.get("subject")
    if name == "other":
        return use.trigger.get("other")
    if name == "performer":
        return use.trigger.get("performer", use.bearer)
    if name == "attacker":  # engine.ccg.roles
        return table.attacker(use.bearer) if use.bearer else None
    return None


# -- words ----------------------------------------------------------------------------------------
SUBJECT_WORDS = {
    "self": "this character",
    "target": "the target",
    "opponent": "the opposing combatant",
    "host": "the character it is attached to",
    "other": "the other character",
    "trigger": "that character",
    "performer": "the character who played it",
    "attacker": "the character attacking this character",
}


def article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def _words(items: list[str], last: str) -> str:
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"


def requirement_text(cond: Condition, vocab: Vocabulary) -> str:
    """A card's "Requires:" list: "Ashen Wind, Garou" or "Uktena, Theurge or Mokole"."""
    if cond.kind == "all" and all(_simple(p) for p in cond.parts):
        return ", ".join(_name(p, vocab) for p in cond.parts)
    if cond.kind == "any" and all(_simple(p) for p in cond.parts):
        return _words([_name(p, vocab) for p in cond.parts], "or")
    if _simple(cond):
        return _name(cond, vocab)
    if cond.kind == "all":
        return ", ".join(requirement_text(p, vocab) for p in cond.parts)
    if cond.kind == "any":
        return _words([requirement_text(p, vocab) for p in cond.parts], "or")
    return "a character that " + predicate(cond, vocab)


def _simple(cond: Condition) -> bool:
    return (
        cond.kind in ("keyword", "name", "type")
        or (cond.kind == "facet" and cond.arg[0] != "form")
        or (cond.kind == "not" and _simple(cond.parts[0]))
    )


def _name(cond: Condition, vocab: Vocabulary) -> str:
    if cond.kind == "not":
        return "not " + _name(cond.parts[0], vocab)
    if cond.kind == "type":
        return " or ".join(vocab.card_types[t] for t in cond.arg)
    if cond.kind == "facet":
        return cond.arg[1]
    return str(cond.arg)


def facet_word(value: str) -> str:
    """A facet's value as rules text prints it: "gaia" is "Gaia"; "Stone Choir" stays."""
    return value if value[:1].isupper() else value.title()


def predicate(cond: Condition, vocab: Vocabulary, negate: bool = False) -> str:
    """What a subject must be or have, as a verb phrase: "is Garou", "is not in the Umbra"."""
    is_ = "is not" if negate else "is"
    has = "does not have" if negate else "has"
    kind = cond.kind
    if kind == "not":
        return predicate(cond.parts[0], vocab, not negate)
    if kind in ("all", "any"):
        joined = (" and " if (kind == "all") != negate else " or ").join(
            predicate(p, vocab, negate) for p in cond.parts
        )
        return joined
    if kind == "keyword" and cond.arg in vocab.card_types.values() and cond.arg != "Garou":
        # a card type used as a keyword is a countable noun: "is a Character" ("is Garou")
        return f"{is_} {article(cond.arg)} {cond.arg}"
    if kind == "keyword" or kind == "name":
        return f"{is_} {cond.arg}"
    if kind == "type":
        names = [vocab.card_types[t] for t in cond.arg]
        return f"{is_} " + " or ".join(f"{article(n)} {n}" for n in names)
    if kind == "facet":
        name, value = cond.arg
        if name == "form":
            return f"{is_} in {value.title()} form"
        return f"{is_} {facet_word(value)}"
    if kind == "wounded":
        return f"{is_} {'wounded' if cond.arg else 'unwounded'}"
    if kind == "in":
        return f"{is_} {vocab.places[cond.arg]}"
    if kind == "voted":
        return f"{is_} {vocab.votings[cond.arg]}"
    if kind == "has":
        return f"{has} {article(cond.arg)} {cond.arg} attached"
    if kind == "mine":
        return f"{is_} {'yours' if cond.arg else 'not yours'}"
    if kind == "is":
        return f"{is_} {vocab.word('performer', 'the character who played this card')}"
    if kind == "stat":
        name, op, n = cond.arg
        label = {**vocab.stats, **vocab.player_stats, **vocab.numbers}[name]
        span = {"min": f"{n} or more", "max": f"{n} or less", "is": f"exactly {n}"}[op]
        return f"{has} {label} {span}"
    if kind == "count":
        name, op, n = cond.arg
        span = {"min": f"at least {n}", "max": f"at most {n}", "is": f"{n}"}[op]
        neg = " not" if negate else ""
        return f"is{neg} at a {vocab.counters[name]} of {span}"
    if kind == "subject":
        said = SUBJECT_WORDS[cond.arg]
        if cond.arg == "attacker":  # a combat role: in the edition's words (engine.ccg.roles)
            said = vocab.word(cond.arg, said)
        return f"{said} " + predicate(cond.parts[0], vocab, negate)
    if kind == holders.KEY:
        who = noun(cond.parts[0], vocab)
        return f"{is_} held by {article(who)} {who}"
    if kind == comparisons.KEY:
        than = cond.arg[2]
        return comparisons.predicate(cond, vocab, vocab.word(than, SUBJECT_WORDS[than]), negate)
    raise ValueError(kind)  # pragma: no cover


def if_text(cond: Condition, vocab: Vocabulary, subject: str = "it") -> str:
    """ " if it is Garou" / " if the opposing combatant is Wyrm"."""
    if cond.kind == "subject":
        return " if " + predicate(cond, vocab)
    if cond.kind in ("all", "any") and any(p.kind == "subject" for p in cond.parts):
        joiner = " and " if cond.kind == "all" else " or "
        parts = [
            predicate(p, vocab) if p.kind == "subject" else f"{subject} {predicate(p, vocab)}"
            for p in cond.parts
        ]
        return " if " + joiner.join(parts)
    return f" if {subject} {predicate(cond, vocab)}"


def noun(
    cond: Condition | None, vocab: Vocabulary, base: str = "character", place: str = ""
) -> str:
    """A noun phrase for what a condition picks: "Wyrm character", "Enemy in the Umbra";
    `place` ("in play") comes right after the noun, before the other conditions."""
    if cond is None:
        return f"{base} {place}".strip()
    parts = list(cond.parts) if cond.kind == "all" else [cond]
    before: list[str] = []
    after: list[str] = [place] if place else []
    head = base
    for p in parts:
        if p.kind == "keyword":
            before.append(p.arg)
        elif p.kind == "type" and len(p.arg) == 1:
            head = vocab.card_types[p.arg[0]]
        elif p.kind == "facet" and p.arg[0] != "form":
            before.append(facet_word(p.arg[1]))
        elif p.kind == "in":
            after.append(vocab.places[p.arg])
        elif p.kind == "wounded" and p.arg:
            before.append("wounded")
        elif p.kind == "mine":
            after.append("in your pack" if p.arg else "outside your pack")
        elif p.kind == holders.KEY:
            who = noun(p.parts[0], vocab)
            after.append(f"held by {article(who)} {who}")
        elif p.kind == "subject" and p.arg == "performer":  # a card played by someone
            inner = p.parts[0]
            if inner.kind == "keyword":
                after.append(f"played by {article(inner.arg)} {inner.arg}")
            else:
                after.append("played by a character that " + predicate(inner, vocab))
        else:
            after.append("that " + predicate(p, vocab))
    nouns = {*vocab.card_types.values(), *vocab.words.get("nouns", "").split()}
    named = [i for i, word in enumerate(before) if word in nouns]
    if head == base == "character" and named:
        # "Garou" reads better than "Garou character"; "Wyrm character" keeps its noun; a
        # noun among the adjectives is the head: "Gaia Character", not "Character Gaia character"
        head = before.pop(named[-1])
    return " ".join([*before, head, *after])
