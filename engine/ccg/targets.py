"""Target selectors: parsed from card files, resolved against a table, put in words.

In a file a target is a word (SHORTHANDS, or one of the game's aliases) or an object:
  {"choose" | "each" | "random" | "lowest" | "highest": <what>, "if": condition,
   "by": <stat> (lowest/highest), "count": n or a stat of the bearer (choose/random: one
   target for each point of it, "count": "renown")}
with <what> one of WHATS.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.ccg import conditions, holders, roles
from engine.ccg.model import Condition, Target, Use
from engine.ccg.table import Table
from engine.ccg.words import Vocabulary, known

WHATS = ("character", "player", "opponent-player", "card", "attached")
MODES = ("choose", "each", "random", "lowest", "highest")
SHORTHANDS: dict[str, Target] = {
    "self": Target("self", name="self"),
    "this": Target("this", "card", name="this"),
    "opponent": Target("opponent", name="opponent"),
    "character": Target("choose", "character", name="character"),
    "each-character": Target("each", "character", name="each-character"),
    "pack": Target("each", "character", Condition("mine", True), name="pack"),
    "me": Target("me", "player", name="me"),
    "player": Target("choose", "player", name="player"),
    "each-player": Target("each", "player", name="each-player"),
    "each-opponent": Target("each", "opponent-player", name="each-opponent"),
    "it": Target("it", name="it"),
    "trigger": Target("trigger", name="trigger"),
    "other": Target("other", name="other"),
    # the character that played this card (a Gift in play on someone else: Eye of the Cobra)
    "performer": Target("performer", name="performer"),
    **roles.TARGETS,  # every opponent in this fight, whoever attacks this character
}
#: What "the other character" of a trigger is, in words.
OTHER_WORDS = {
    "kill": "the character it killed",
    "death": "the character that killed it",
    "wound": "the character that wounded it",
    "challenge-refused": "the character that refused",
    # answers (engine.ccg.reactions)
    "answer-kill": "the character killed",
    "answer-refused": "the character that refused",
    "answer-card": "the character that played it",
}
#: What "that character" (a trigger's subject) is, where a timing names it in words.
TRIGGER_WORDS = {
    "answer-kill": "the killer",
    "answer-refused": "the challenger",
    "answer-card": "the card just played",
}

Bad = Callable[[str, str], Exception]


def parse(raw: Any, vocab: Vocabulary, bad: Bad, at: str = "target") -> Target:
    if isinstance(raw, str):
        alias = vocab.aliases.get("target", {}).get(raw)
        if alias is not None:
            found = parse(alias, vocab, bad, at)
            return Target(
                found.mode, found.what, found.where, found.by, found.count, raw, found.count_by
            )
        if raw not in SHORTHANDS or (vocab.targets and raw not in vocab.targets):
            names = sorted(vocab.targets or SHORTHANDS) + sorted(vocab.aliases.get("target", {}))
            raise bad(at, f"must be one of {', '.join(names)} or a selection object")
        return SHORTHANDS[raw]
    if not isinstance(raw, dict):
        raise bad(at, "must be a word or an object")
    modes = [m for m in MODES if m in raw]
    if len(modes) != 1:
        raise bad(at, f"needs exactly one of {', '.join(MODES)}")
    mode = modes[0]
    extra = sorted(set(raw) - {mode, "if", "by", "count"})
    if extra:
        raise bad(f"{at}.{extra[0]}", "is not a target field")
    what = raw[mode]
    if not known(what, WHATS):
        raise bad(f"{at}.{mode}", f"must be one of {', '.join(WHATS)}")
    where = conditions.parse(raw.get("if"), vocab, bad, f"{at}.if")
    if conditions.asks(where, "host"):
        # It reads as the host of the card looked at, but "host" is the character *this* card
        # is attached to: a target's filter never meant that.
        raise bad(
            f"{at}.if",
            '"host" is the character this card is attached to, not one of the targets\'; '
            "a target's condition cannot ask it",
        )
    if what in ("character", "player", "opponent-player") and holders.asked(where):
        raise bad(f"{at}.if", f'"holder" asks about a card a character holds, not a {what}')
    by = raw.get("by", "")
    if mode in ("lowest", "highest"):
        stats = vocab.player_stats if what in ("player", "opponent-player") else vocab.stats
        if not known(by, stats):
            raise bad(f"{at}.by", f"must be one of {', '.join(stats)}")
    elif by:
        raise bad(f"{at}.by", 'only "lowest" and "highest" compare a stat')
    count = raw.get("count", 1)
    count_by = ""
    if (
        isinstance(count, str)
        and count in vocab.stats
        and what not in ("player", "opponent-player")
    ):
        count_by, count = count, 0  # as many as the bearer's stat, known only when it is used
    elif not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= 10:
        raise bad(
            f"{at}.count", f"must be a whole number from 1 to 10 or one of {', '.join(vocab.stats)}"
        )
    if count != 1 and mode not in ("choose", "random"):
        raise bad(f"{at}.count", 'only "choose" and "random" pick a number of targets')
    return Target(mode, what, where, by, count, count_by=count_by)


def how_many(table: Table, target: Target, use: Use) -> int:
    """How many targets a "choose"/"random" selector picks (a stat of the bearer, or fixed)."""
    if not target.count_by:
        return target.count
    return table.stat(use.bearer, target.count_by) if use.bearer is not None else 0


# -- words ------------------------------------------------------------------------------------
def phrase(target: Target, vocab: Vocabulary, when: str = "") -> tuple[str, str]:
    """The target in words and its grammatical person: "you", "one" or "many"."""
    fixed = vocab.words.get(f"target:{target.name}") if target.name else None
    if fixed:
        return fixed, "many" if target.count != 1 else "one"
    mode, what = target.mode, target.what
    if mode == "self":
        return vocab.word("self", "this character"), "one"
    if mode == "this":
        return "this card", "one"
    if mode == "opponent":
        base = vocab.word("opponent", "the opposing combatant")
        if target.where is not None:
            base += conditions.if_text(target.where, vocab, "it")
        return base, "one"
    if mode == "me":
        return "you", "you"
    if mode == "it":
        return "it", "one"
    if mode == "trigger":
        return TRIGGER_WORDS.get(when, "that character"), "one"
    if mode == "performer":
        return vocab.word("performer", "the character who played this card"), "one"
    if roles.is_role(mode):
        return roles.words(mode, vocab), "one"
    if mode == "other":
        return OTHER_WORDS.get(when, "the other character"), "one"
    players = what in ("player", "opponent-player")
    if players:
        head = "player" if what == "player" else "other player"
        if target.where is not None:
            head += conditions.if_text(target.where, vocab, "who").replace(" if who is", " who is")
    in_play = "" if players or what == "attached" or _mine(target.where) else "in play"
    if not players:
        base = {"card": "card", "attached": "attached card"}.get(what, "character")
        head = conditions.noun(target.where, vocab, base)
        # "each Garou in play", "a random character in play that is not yours"
        placed = conditions.noun(target.where, vocab, base, in_play)
    per = ""
    if target.count_by:
        per = f" for each point of {vocab.stats[target.count_by]} {vocab.word('self', 'this character')} has"
    if mode == "choose":
        if per:
            return f"one target {head}{per}", "one"
        if target.count == 1:
            return f"target {head}", "one"
        return f"{target.count} target {plural(head)}", "many"
    if mode == "each":
        return f"each {head if players else placed}", "one"
    if mode == "random":
        if per:
            return f"one random {head if players else placed}{per}", "one"
        if target.count == 1:
            return f"a random {head if players else placed}", "one"
        return f"{target.count} random {plural(head if players else placed)}", "many"
    stats = vocab.player_stats if players else vocab.stats
    label = stats[target.by]
    least = "lowest" if mode == "lowest" else "highest"
    return f"the {head} with the {least} {label} (each of them, on a tie)", "one"


def _mine(cond: Condition | None) -> bool:
    if cond is None:
        return False
    if cond.kind == "mine":
        return True
    return cond.kind == "all" and any(p.kind == "mine" for p in cond.parts)


def plural(noun: str) -> str:
    head, _, rest = noun.partition(" ")
    if head.endswith("y") and not head.endswith("ey"):
        head = head[:-1] + "ies"
    elif not head.endswith("s") and head not in ("Garou",):
        head += "s"
    return f"{head} {rest}".strip()


# -- resolving -------------------------------------------------------------------------------------
def candidates(table: Table, target: Target, use: Use, base: bool = False) -> list[Any]:
    """Everything a "choose"/"each"/"random"/"lowest"/"highest" selector may pick, in order.

    `base` asks conditions with base stats (static effects ask this: see engine.ccg.statics).
    """
    what = target.what
    if what == "character":
        found: list[Any] = list(table.characters())
    elif what == "player" and target.mode == "choose":
        found = list(table.player_choices(use.seat, use.effect))
    elif what == "player":
        found = list(table.players())  # "each player" means every one, you included
    elif what == "opponent-player":
        found = [s for s in table.players() if s != use.seat]
    elif what == "attached":
        found = [a for ch in table.characters() for a in table.attached(ch)]
    else:
        chars = set(table.characters())
        found = [i for i in table.in_play() if i not in chars]
    where = target.where
    if where is not None and where.kind == "mine" and where.arg:
        return [f for f in found if table.owner(f) == use.seat and use.seat is not None]
    if where is not None:
        found = [f for f in found if conditions.holds(table, where, f, use, base)]
    return found


def resolve(table: Table, target: Target, use: Use, base: bool = False) -> list[Any]:
    """The targets of a selector that needs no choice (a chosen one is `use.chosen`)."""
    mode = target.mode
    if mode == "self":
        return [use.bearer] if use.bearer is not None else []
    if mode == "this":
        return [use.source]
    if mode == "opponent":
        other = table.opponent(use.bearer) if use.bearer else None
        if other is None or not conditions.holds(table, target.where, other, use, base):
            return []
        return [other]
    if mode == "me":
        return [use.seat] if use.seat is not None else []
    if mode == "it":
        return list(use.last)
    if mode in ("trigger", "other"):
        found = use.trigger.get("subject" if mode == "trigger" else "other")
        return [found] if found is not None else []
    if mode == "performer":
        who = table.performer(use.source)
        return [who] if who is not None else []
    if roles.is_role(mode):
        return roles.reached(table, mode, use)
    if mode == "choose":
        chosen = use.chosen
        if isinstance(chosen, list):
            return list(chosen)
        return [] if chosen is None else [chosen]
    pool = candidates(table, target, use, base)
    if mode == "each":
        return pool
    if mode == "random":
        if not pool:
            return []
        n = how_many(table, target, use)
        picked = list(pool) if len(pool) <= n else table.random().sample(pool, max(n, 0))
        return picked
    if not pool:
        return []
    players = target.what in ("player", "opponent-player")

    def value(item: Any) -> int:
        if players:
            return table.player_stat(item, target.by)
        return table.base_stat(item, target.by) if base else table.stat(item, target.by)

    scores = {item: value(item) for item in pool}
    best = min(scores.values()) if mode == "lowest" else max(scores.values())
    return [item for item in pool if scores[item] == best]
