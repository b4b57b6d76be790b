"""Loading card files (JSON or TOML) against a game's vocabulary, refusing what it cannot run.

A file is an object with a "cards" list (TOML: `[[cards]]` tables). Every card has the common
fields (id, name, type, keywords, requires, effects, text, flavor) and the game's own fields
(`Vocabulary.fields`). Anything else, any effect word the game does not run, any parameter
out of range, is refused with a CardDataError naming the file, the card and the field.
A `text` given in the file must equal the text generated from the card's data.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.ccg import auras, conditions, roles, targets
from engine.ccg.errors import CardDataError, fail
from engine.ccg.kinds import Kind, Param, kind_of
from engine.ccg.model import Condition, Effect, Limit, Target
from engine.ccg.words import FieldSpec, Vocabulary, known
from engine.core.bounded import BadInput, Json, Limits, parse_json, parse_toml, read_file

COMMON = ("id", "name", "type", "keywords", "requires", "effects", "text", "flavor")
#: A card file as the bounded reader takes it: deep enough that a field nested too deeply
#: reaches `check_card`, which names the card and the field.
CARD_FILE_LIMITS = Limits(max_bytes=16 * 1024 * 1024, max_depth=800, max_string=64 * 1024)
#: How deeply one field of a card may nest (the shipped cards' deepest is 7): the parsers of
#: conditions and effects recurse, and so do the rules that ask them.
MAX_NESTING = 16
MAX_ID = 80
MAX_NAME = 80
MAX_TEXT = 2000
STEP_FIELDS = {"do", "target", "if", "then", "until", "count"}
ABILITY_FIELDS = STEP_FIELDS | {"when", "cost", "once", "optional", "of", "phase", auras.FIELD}
#: Triggers that are about a character (they take "of").
SUBJECT_TRIGGERS = (
    *("enter-play", "leave-play", "kill", "death", "wound", "challenge-refused"),
    "form-change",  # engine.ccg.forms
)
STATIC_KINDS = ("modify", "grant", "prohibit")
LIMIT_FIELDS = ("per", "times", "per_target", "by_card", "everyone", "gap")


@dataclass(frozen=True)
class Checked:
    """A card that passed the schema, for the game to build its own card object from."""

    source: str
    raw: dict[str, Any]
    id: str
    name: str
    type: str
    keywords: tuple[str, ...]
    requires: tuple[str, ...]  # the plain keyword list, when "requires" is one
    requirement: Condition | None
    effects: tuple[Effect, ...]
    flavor: str
    fields: dict[str, Any]


@dataclass(frozen=True)
class Schema:
    """How one game loads cards: its words, its card factory and its rules-text writer."""

    vocab: Vocabulary
    build: Callable[[Checked], Any]
    text: Callable[[Any], str]


def read(path: Path) -> Json:
    """A card file's contents: JSON, or TOML for a .toml file, through the bounded reader.
    Raises CardDataError naming the file and the place (a folder, a pipe, too big, not text,
    not JSON), or OSError for what the system refuses (missing, no permission, a link loop)."""
    try:
        data = read_file(path, CARD_FILE_LIMITS)
        if path.suffix.lower() == ".toml":
            return parse_toml(data, source=path.name, limits=CARD_FILE_LIMITS)
        return parse_json(data, source=path.name, limits=CARD_FILE_LIMITS)
    except BadInput as exc:
        raise CardDataError(exc.message) from None


def load_file(path: Path, schema: Schema) -> list[Any]:
    raw = read(path)
    if not isinstance(raw, dict) or not isinstance(raw.get("cards"), list):
        raise CardDataError(f'{path.name}: must be an object with a "cards" list')
    items = raw["cards"]
    assert isinstance(items, list)
    cards = [check_card(path.name, item, i, schema) for i, item in enumerate(items)]
    first: dict[str, int] = {}
    for index, card in enumerate(cards):
        if card.id in first:  # the second copy must not silently win
            raise fail(
                path.name,
                card.id,
                "id",
                f"is defined twice in this file (cards #{first[card.id]} and #{index})",
            )
        first[card.id] = index
    return cards


def card_files(directory: Path, skip: Iterable[str] = ()) -> list[Path]:
    skipped = set(skip)
    found = [*directory.glob("*.json"), *directory.glob("*.toml")]
    return sorted(p for p in found if p.name not in skipped)


# -- one card -----------------------------------------------------------------------------------
def check_card(source: str, raw: Any, index: int, schema: Schema) -> Any:
    vocab = schema.vocab
    if not isinstance(raw, dict):
        raise CardDataError(f"{source}: card #{index}: must be an object")
    cid = raw.get("id")
    if (
        not isinstance(cid, str)
        or not cid
        or len(cid) > MAX_ID
        or cid != cid.lower()
        or " " in cid
        or "." in cid
    ):
        shown = cid[:MAX_ID] + "…" if isinstance(cid, str) and len(cid) > MAX_ID else str(cid)
        raise fail(
            source,
            shown,
            "id",
            f"must be a lower-case id without spaces or dots, at most {MAX_ID} characters",
        )
    for name, value in raw.items():  # before any parser recurses into it
        levels = nesting(value)
        if levels > MAX_NESTING:
            raise fail(
                source,
                cid,
                name,
                f"nests {levels} levels deep; a card's field nests at most {MAX_NESTING}",
            )
    ctype = raw.get("type")
    if not isinstance(ctype, str) or ctype not in vocab.card_types:
        raise fail(source, cid, "type", f"must be one of {', '.join(vocab.card_types)}")
    for name in raw:
        if name in COMMON:
            continue
        spec = vocab.fields.get(name)
        if spec is None:
            raise fail(source, cid, name, "is not a known field")
        if ctype not in spec.on:
            raise fail(source, cid, name, f"does not belong on a {ctype} card")
        check_value(source, cid, name, raw[name], spec)
    for name, spec in vocab.fields.items():
        if spec.required and ctype in spec.on and name not in raw:
            raise fail(source, cid, name, f"is required on a {ctype} card")
    name = raw.get("name")
    if not isinstance(name, str) or not name.strip():
        raise fail(source, cid, "name", "must be a text")
    if len(name) > MAX_NAME:
        raise fail(source, cid, "name", f"must be at most {MAX_NAME} characters")
    for key in ("flavor", "text"):
        if key in raw and not isinstance(raw[key], str):
            raise fail(source, cid, key, "must be a text")
        if key in raw and len(raw[key]) > MAX_TEXT:
            raise fail(source, cid, key, f"must be at most {MAX_TEXT} characters")
    keywords = raw.get("keywords", [])
    if not isinstance(keywords, list) or any(not isinstance(k, str) or not k for k in keywords):
        raise fail(source, cid, "keywords", "must be a list of words")

    def bad(field_name: str, message: str) -> CardDataError:
        return fail(source, cid, field_name, message)

    raw_requires = raw.get("requires", [])
    plain = isinstance(raw_requires, list) and all(isinstance(r, str) and r for r in raw_requires)
    if isinstance(raw_requires, list) and not plain:
        raise bad("requires", "must be a list of words or a condition object")
    for field_name, words in (("keywords", keywords), ("requires", raw_requires if plain else [])):
        for i, word in enumerate(words):
            near = misspelt(word, vocab.rules_keywords)
            if near:
                raise bad(
                    f"{field_name}[{i}]",
                    f"{word!r} is not a keyword the rules know; did you mean {near!r}?",
                )
    requirement = conditions.parse(raw_requires, vocab, bad, "requires")
    effects_raw = raw.get("effects", [])
    if not isinstance(effects_raw, list):
        raise bad("effects", "must be a list")
    effects = tuple(
        parse_effect(item, vocab, bad, f"effects[{i}]", ctype) for i, item in enumerate(effects_raw)
    )
    for i, effect in enumerate(effects):
        if vocab.check_effect is not None:
            vocab.check_effect(bad, raw, f"effects[{i}]", effect)
    if vocab.check is not None:
        vocab.check(source, raw, effects)
    checked = Checked(
        source=source,
        raw=raw,
        id=cid,
        name=name,
        type=ctype,
        keywords=tuple(keywords),
        requires=tuple(raw_requires) if plain else (),
        requirement=requirement,
        effects=effects,
        flavor=raw.get("flavor", ""),
        fields={k: raw[k] for k in raw if k not in COMMON},
    )
    card = schema.build(checked)
    if "text" in raw and raw["text"] != schema.text(card):
        raise bad("text", f"does not match its effects; expected {schema.text(card)!r}")
    return card


def _folded(word: str) -> str:
    return "".join(ch for ch in word.casefold() if ch.isalnum())


def misspelt(word: str, rules: frozenset[str]) -> str:
    """The rules keyword `word` is a slip of ("Fast-striking", "Slow Stricking", "Hellcat"), or
    "" when it is one of them or near none (a keyword the rules do not read is free text)."""
    if not rules or word in rules:
        return ""
    folded = _folded(word)
    for known_word in sorted(rules):
        other = _folded(known_word)
        if folded == other or folded + "s" == other or folded == other + "s":
            return known_word
    close = difflib.get_close_matches(word, sorted(rules), n=1, cutoff=0.88)
    return close[0] if close else ""


def nesting(value: object) -> int:
    """How many lists and objects deep `value` goes (iteratively: any depth is measured)."""
    deepest = 0
    pending = [(value, 0)]
    while pending:
        item, depth = pending.pop()
        if isinstance(item, dict | list):
            depth += 1
            deepest = max(deepest, depth)
            pending.extend(
                (sub, depth) for sub in (item.values() if isinstance(item, dict) else item)
            )
    return deepest


def check_value(source: str, cid: str, name: str, value: Any, spec: FieldSpec) -> None:
    def bad(field_name: str, message: str) -> CardDataError:
        return fail(source, cid, field_name, message)

    check_value_at(value, spec, bad, name)


# -- one effect ---------------------------------------------------------------------------------------
def parse_effect(
    raw: Any,
    vocab: Vocabulary,
    bad: Callable[[str, str], CardDataError],
    at: str,
    ctype: str,
    step: bool = False,
    when: str = "",
) -> Effect:
    if not isinstance(raw, dict):
        raise bad(at, "must be an object")
    aliases = vocab.aliases
    do = _aliased(aliases, "do", raw.get("do"))
    if not step:
        found_when = _aliased(aliases, "when", raw.get("when"))
        allowed_when = {*vocab.windows, *vocab.triggers, "static"}
        if not known(found_when, allowed_when):
            raise bad(f"{at}.when", f"must be one of {', '.join(sorted(allowed_when))}")
        when = found_when
        on_type = vocab.when_on.get(ctype)
        if on_type is not None and not known(when, on_type):
            label = vocab.card_types[ctype]
            raise bad(
                f"{at}.when",
                f"a {label} card's effects can only be {', '.join(sorted(on_type)) or 'none'}",
            )
    if not known(do, vocab.effects):
        raise bad(f"{at}.do", f"must be one of {', '.join(sorted(vocab.effects))}")
    kind: Kind = kind_of(vocab, do)
    extras = vocab.kind_params.get(do, {})
    allowed = (STEP_FIELDS if step else ABILITY_FIELDS) | set(kind.params) | set(extras)
    allowed |= set(vocab.effect_fields) if not step else set()
    if "amount" in kind.params:
        allowed.add("x")
    unknown = sorted(set(raw) - allowed)
    if unknown:
        key = unknown[0]
        message = "is not a known effect field"
        if key in ABILITY_FIELDS:
            message = 'belongs on the first step of an effect, not in "then"'
        raise bad(f"{at}.{key}", message)
    for lasting in ("until", "count"):  # a step field, but only a lasting kind reads it
        if lasting in raw and lasting not in kind.params and lasting not in extras:
            raise bad(f"{at}.{lasting}", f"{do} does not last: it takes no {lasting}")
    if when == "static" and kind.core not in STATIC_KINDS:
        raise bad(f"{at}.do", "a While-in-play effect can only modify, grant or prohibit")
    target_raw = raw.get("target", kind.default_target)
    selector = _target(target_raw, kind, vocab, bad, f"{at}.target", when)
    values: dict[str, Any] = {**kind.fixed}
    for pname, param in kind.params.items():
        if pname in raw:
            values[pname] = check_param(raw[pname], param, vocab, bad, f"{at}.{pname}", ctype, when)
        elif param.required:
            raise bad(f"{at}.{pname}", f"is required for {do}")
        elif param.default is not None:
            values[pname] = param.default
    given = {**kind.fixed, **{k: _aliased(aliases, k, v) for k, v in raw.items()}}
    for pname, param in kind.params.items():
        if pname in raw and param.read_if is not None and not param.read_if(given, vocab):
            raise bad(f"{at}.{pname}", param.unread or "is never read here")
    for pname, spec in extras.items():
        if pname in raw:
            check_value_at(raw[pname], spec, bad, f"{at}.{pname}")
            values[pname] = raw[pname]
    amount = values.pop("amount", 0)
    x = ""
    if amount == "X":
        x = raw.get("x", "")
        if not known(x, vocab.stats):
            raise bad(f"{at}.x", f'an amount of "X" needs x: one of {", ".join(vocab.stats)}')
        amount = 0
    elif "x" in raw:
        raise bad(f"{at}.x", 'only an amount of "X" takes "x"')
    if when == "static" and selector.mode in ("choose", "random", "trigger", "other", "it"):
        raise bad(
            f"{at}.target", "a While-in-play effect reaches its targets by itself; it cannot choose"
        )
    condition = conditions.parse(raw.get("if"), vocab, bad, f"{at}.if")
    until = values.pop("until", "") or ""
    count = values.pop("count", 0) or 0
    if until == "rounds" and not count:
        raise bad(f"{at}.count", 'is required with until "rounds"')
    if when == "static" and until and until != "static":
        raise bad(f"{at}.until", "a While-in-play effect lasts while its card is in play")
    stat = values.pop("stat", "") or ""
    if stat and kind.name == "modify":
        players = selector.players or selector.mode == "me"
        pool = vocab.player_stats if players else vocab.stats
        if not known(stat, pool):
            raise bad(f"{at}.stat", f"must be one of {', '.join(pool)}")
    deck = values.pop("deck", "") or ""
    then = raw.get("then", [])
    if not isinstance(then, list):
        raise bad(f"{at}.then", "must be a list of steps")
    steps = tuple(
        parse_effect(item, vocab, bad, f"{at}.then[{i}]", ctype, step=True, when=when)
        for i, item in enumerate(then)
    )
    effect = Effect(
        when=when,
        do=do,
        amount=amount,
        x=x,
        target=target_raw if isinstance(target_raw, str) else "",
        selector=selector,
        stat=stat,
        until=until,
        count=count,
        deck=deck,
        condition=condition,
        params=tuple(sorted(values.items())),
        then=steps,
    )
    if step:
        return effect
    extras_common: dict[str, Any] = {}
    for fname, spec in vocab.effect_fields.items():
        if fname in raw:
            check_value_at(raw[fname], spec, bad, f"{at}.{fname}")
            extras_common[fname] = raw[fname]
    cost = _cost(raw.get("cost"), vocab, bad, f"{at}.cost")
    once = _limit(raw.get("once"), vocab, bad, f"{at}.once")
    optional = raw.get("optional", False)
    if not isinstance(optional, bool):
        raise bad(f"{at}.optional", "must be true or false")
    of: Condition | None = None
    if "of" in raw:
        if when not in SUBJECT_TRIGGERS:
            raise bad(f"{at}.of", f"only {', '.join(SUBJECT_TRIGGERS)} are about a character")
        if raw["of"] == "any":
            of = Condition("all", parts=())
        elif raw["of"] != "self":
            of = conditions.parse(raw["of"], vocab, bad, f"{at}.of")
    phase = raw.get("phase", "")
    if when in ("phase-start", "phase-end"):
        if not known(phase, vocab.phases) and phase != "any":  # "any": every phase
            raise bad(f"{at}.phase", f"must be one of {', '.join([*vocab.phases, 'any'])}")
    elif phase:
        raise bad(f"{at}.phase", "only phase-start and phase-end name a phase")
    reads = auras.parse(raw, when, bad, at)
    if reads and not auras.asks_stat(effect):
        raise bad(f"{at}.{auras.FIELD}", "is never read: the aura's condition asks no stat")
    from dataclasses import replace

    return replace(
        effect,
        cost=cost,
        once=once,
        optional=optional,
        of=of,
        phase=phase,
        reads=reads,
        **extras_common,
    )


def check_value_at(
    value: Any, spec: FieldSpec, bad: Callable[[str, str], CardDataError], at: str
) -> None:
    ok = isinstance(value, spec.types) and not (isinstance(value, bool) and bool not in spec.types)
    if not ok:
        raise bad(at, f"must be {' or '.join(t.__name__ for t in spec.types)}")
    if spec.choices and isinstance(value, str) and value not in spec.choices:
        raise bad(at, f"must be one of {', '.join(spec.choices)}")
    if spec.choices and isinstance(value, list) and any(not known(v, spec.choices) for v in value):
        raise bad(at, f"must list only {', '.join(spec.choices)}")
    is_int = isinstance(value, int) and not isinstance(value, bool)
    if is_int and (
        spec.lo is not None and value < spec.lo or spec.hi is not None and value > spec.hi
    ):
        raise bad(at, f"must be from {spec.lo} to {spec.hi}")


def _aliased(aliases: Mapping[str, Mapping[str, Any]], kind: str, value: object) -> object:
    """`value` under its alias of `kind` ("do", "when"), or as it is (a non-word included)."""
    return aliases.get(kind, {}).get(value, value) if isinstance(value, str) else value


def _words_of(mapping: Any) -> str:
    return ", ".join(mapping) or "nothing in this game"


def check_param(
    value: Any,
    param: Param,
    vocab: Vocabulary,
    bad: Callable[[str, str], CardDataError],
    at: str,
    ctype: str,
    when: str,
) -> Any:
    t = param.type
    if t in ("int", "amount"):
        if t == "amount" and value == "X":
            return value
        if (
            not isinstance(value, int)
            or isinstance(value, bool)
            or not param.lo <= value <= param.hi
        ):
            extra = ' or "X" (with "x")' if t == "amount" else ""
            raise bad(at, f"must be a whole number from {param.lo} to {param.hi}{extra}")
        return value
    if t == "bool":
        if not isinstance(value, bool):
            raise bad(at, "must be true or false")
        return value
    if t == "word":
        if not isinstance(value, str) or not value:
            raise bad(at, "must be a word")
        if param.choices and not known(value, param.choices):
            raise bad(at, f"must be one of {', '.join(param.choices)}")
        return value
    if t == "words":
        if not isinstance(value, list) or any(not isinstance(v, str) or not v for v in value):
            raise bad(at, "must be a list of words")
        return tuple(value)
    if t == "condition":
        return conditions.parse(value, vocab, bad, at)
    if t == "options":
        if not isinstance(value, list) or len(value) < 2:
            raise bad(at, "must list at least two options, each a list of steps")
        options = []
        for i, option in enumerate(value):
            steps = option if isinstance(option, list) else [option]
            if not steps:
                raise bad(f"{at}[{i}]", "must not be empty")
            parsed = [
                parse_effect(s, vocab, bad, f"{at}[{i}][{k}]", ctype, step=True, when=when)
                for k, s in enumerate(steps)
            ]
            first = parsed[0]
            from dataclasses import replace

            options.append(replace(first, then=tuple(parsed[1:])))
        return tuple(options)
    if t == "durations" and value == "static" and when == "static":
        return value  # "while in play", said twice: allowed
    if t == "prohibition-list":
        if not isinstance(value, list) or any(not known(v, vocab.prohibitions) for v in value):
            raise bad(at, f"must list words from {_words_of(vocab.prohibitions)}")
        return tuple(value)
    mapping = {
        "stats": {**vocab.stats, **vocab.player_stats},
        "decks": vocab.decks,
        "hands": vocab.hands,
        "discards": {**vocab.decks, **vocab.hands},
        "tracks": vocab.tracks,
        "moves": vocab.moves,
        "prohibitions": vocab.prohibitions,
        "grants": vocab.grants,
        "card_types": vocab.card_types,
        "durations": vocab.durations,
        "forms": vocab.facets.get("form", ()),
    }.get(t)
    if mapping is None:  # pragma: no cover - a kind declared an unknown parameter type
        raise bad(at, f"has an unknown type {t}")
    if not known(value, mapping):
        if t == "durations" and known(value, vocab.absent_durations):
            raise bad(at, vocab.absent_durations[value])  # the other edition's: say why not
        raise bad(at, f"must be one of {_words_of(mapping)}")
    return value


def _target(
    raw: Any,
    kind: Kind,
    vocab: Vocabulary,
    bad: Callable[[str, str], CardDataError],
    at: str,
    when: str,
) -> Target:
    if kind.targets == "none":
        if raw != kind.default_target:
            raise bad(at, f"{kind.name} has no target")
        return Target("me", "player", name="me")
    target = targets.parse(raw, vocab, bad, at)
    mode, what = target.mode, target.what
    reaches_players = target.players or mode == "me"
    if kind.targets == "character" and (
        reaches_players or what in ("card", "attached") or mode == "this"
    ):
        raise bad(
            at, f"{kind.name} reaches characters, not {raw if isinstance(raw, str) else what}"
        )
    if kind.targets == "card" and (
        reaches_players or what == "character" and mode in ("choose", "each", "random")
    ):
        raise bad(at, f"{kind.name} reaches cards")
    about = (*SUBJECT_TRIGGERS, *targets.TRIGGER_WORDS)  # the answers name theirs too
    if mode in ("trigger", "other") and when not in about:
        raise bad(at, f"only {', '.join(about)} have that character")
    if roles.is_role(mode) and kind.targets in ("player", "card"):
        raise bad(at, f"{kind.name} reaches {kind.targets}s; {raw} is a character in a combat")
    return target


def _cost(
    raw: Any, vocab: Vocabulary, bad: Callable[[str, str], CardDataError], at: str
) -> tuple[tuple[str, Any], ...]:
    if raw is None:
        return ()
    if not isinstance(raw, dict) or not raw:
        raise bad(at, 'must be an object such as {"rage": 1}')
    out = []
    for key, value in raw.items():
        where = f"{at}.{key}"
        if key == "discard":
            if value not in ("this", "hand") or f"discard-{value}" not in vocab.costs:
                choices = [c.split("-", 1)[1] for c in vocab.costs if c.startswith("discard-")]
                raise bad(where, f"must be one of {', '.join(choices) or 'nothing in this game'}")
        elif key in vocab.costs:
            if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 10:
                raise bad(where, "must be a whole number from 1 to 10")
        else:
            raise bad(where, f"is not a cost; use one of {', '.join(sorted(vocab.costs))}")
        out.append((key, value))
    return tuple(out)


def _limit(
    raw: Any, vocab: Vocabulary, bad: Callable[[str, str], CardDataError], at: str
) -> Limit | None:
    if raw is None:
        return None
    if isinstance(raw, str):
        raw = {"per": raw}
    if not isinstance(raw, dict):
        raise bad(at, 'must be a word such as "turn" or an object')
    unknown = sorted(set(raw) - set(LIMIT_FIELDS))
    if unknown:
        raise bad(f"{at}.{unknown[0]}", "is not a limit field")
    per = raw.get("per")
    if not known(per, vocab.limits):
        raise bad(
            f"{at}.per" if "per" in raw else at, f"must be one of {', '.join(sorted(vocab.limits))}"
        )
    times = raw.get("times", 1)
    gap = raw.get("gap", 0)
    for name, value, lo in (("times", times, 1), ("gap", gap, 0)):
        if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= 10:
            raise bad(f"{at}.{name}", f"must be a whole number from {lo} to 10")
    flags = {}
    for name in ("per_target", "by_card", "everyone"):
        value = raw.get(name, False)
        if not isinstance(value, bool):
            raise bad(f"{at}.{name}", "must be true or false")
        flags[name] = value
    if gap and per != "turn":
        raise bad(f"{at}.gap", 'only a limit per "turn" has a gap')
    if flags["everyone"] and not flags["by_card"]:
        raise bad(f"{at}.everyone", 'counts the copies of a card: it needs "by_card": true')
    return Limit(per=per, times=times, gap=gap, **flags)
