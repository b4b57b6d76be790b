"""Running card effects: activated abilities, triggers, limits, costs, choices and durations.

The game tells the interpreter when something happens (`fire`), asks what a player may use in
a window (`usable`, `choices`), runs what a player chose (`activate`, `run`), routes the
answers to the layer's prompts (`resume`) and ends lasting effects when their time is up
(`expire`, `end_round`, `forget`). Everything the interpreter changes goes through the game's
Table, as events.

Choices in the middle of an effect (a target for a later step, a card found in a search, one
option of several, whether to use an optional trigger) become prompts. A prompt carries its
continuation as plain data (`resume`): the card and ability, the player, the steps still to
run (as addresses into the ability's steps), so a saved game resumes exactly.
"""

from __future__ import annotations

import itertools
from typing import Any

from engine.ccg import conditions, targets
from engine.ccg.chain import STOPPED
from engine.ccg.kinds import Kind, kind_of, seat_of
from engine.ccg.model import Effect, Use
from engine.ccg.table import Table
from engine.ccg.text import steps_text
from engine.i18n import N_, _

#: a limit's span as a refusal says it ("already used once this turn")
PER_WORDS = {
    "turn": N_("this turn"),
    "phase": N_("this phase"),
    "combat": N_("this combat"),
    "round": N_("this combat round"),  # not "this round": RAGE's rounds are other words
    "game": N_("this game"),
}

Address = tuple[int, ...]

#: Triggers about a character: "of" (or its bearer) says whose.
SUBJECT_TRIGGERS = (
    *("enter-play", "leave-play", "kill", "death", "wound", "challenge-refused"),
    "form-change",  # engine.ccg.forms
)


# -- limits and costs -----------------------------------------------------------------------------
def limit_key(table: Table, use: Use, target: Any = None) -> str:
    limit = use.effect.once
    if limit is not None and limit.by_card and limit.everyone:
        key = f"{table.card(use.source).id}@all#{use.index}"  # whoever plays the copy
    elif limit is not None and limit.by_card:
        key = f"{table.card(use.source).id}@{use.seat}#{use.index}"
    else:
        key = f"{use.source}#{use.index}"
    if limit is not None and limit.per_target and target is not None:
        key += f"@{target}"
    return key


def _epoch(table: Table, per: str) -> int:
    return 0 if per in ("game", "at-a-time") else table.epoch(per)


def limit_reason(table: Table, use: Use, target: Any = None) -> str | None:
    """Why the ability's limit stops this use now (None: it does not)."""
    limit = use.effect.once
    if limit is None:
        return None
    if limit.per == "at-a-time":
        alive = [item for item in table.memory.lasting if item.source == use.source]
        return _("only one at a time") if len(alive) >= limit.times else None
    uses = table.memory.uses(limit_key(table, use, target))
    now = _epoch(table, limit.per)
    if sum(1 for u in uses if u == now) >= limit.times:
        when = _(PER_WORDS.get(limit.per, limit.per))
        if limit.times == 1:
            return _("already used once {when}").format(when=when)
        return _("already used {n} times {when}").format(n=limit.times, when=when)
    if limit.gap and uses and now - max(uses) <= limit.gap:
        if limit.gap == 1:
            return _("not two turns in a row")
        return _("{n} turns must pass").format(n=limit.gap)
    return None


def record_limit(table: Table, use: Use, target: Any = None) -> None:
    limit = use.effect.once
    if limit is None or limit.per == "at-a-time":
        return
    table.emit("limit-used", key=limit_key(table, use, target), epoch=_epoch(table, limit.per))


def cost_reason(table: Table, use: Use) -> str | None:
    for key, value in use.effect.cost:
        if key == "discard":
            if value == "hand" and use.seat is not None and not table.zone(use.seat, "hand"):
                return _("it costs a card from your hand, and your hand is empty")
            continue
        if not table.can_pay(use.bearer, use.seat, key, value):
            label = _(table.vocab.stats.get(key, key))
            if not use.bearer:
                return _("it costs {value} {stat}, more than you have").format(
                    value=value, stat=label
                )
            return _("it costs {value} {stat}, more than {who} has").format(
                value=value, stat=label, who=table.card(use.bearer).name
            )
    return None


def pay(table: Table, use: Use) -> bool:
    """Pay the costs; False if a card must be chosen from the hand first (a prompt was made:
    everything is paid once it is answered)."""
    if ("discard", "hand") in use.effect.cost and use.seat is not None:
        hand = list(table.zone(use.seat, "hand"))
        _ask(table, use, use.seat, "pay", hand, queue=[], private=True, owner=use.seat)
        return False
    _pay_rest(table, use)
    return True


def _pay_rest(table: Table, use: Use) -> None:
    for key, value in use.effect.cost:
        if key == "discard" and value == "this":
            table.move(use.source, "discard", use.seat, source=use.source)
        elif key != "discard":
            table.pay(use.bearer, use.seat, key, value, use.source)


# -- what a player may use --------------------------------------------------------------------------
def usable(table: Table, use: Use) -> str | None:
    """Why this ability cannot be used now (None: it can)."""
    why = limit_reason(table, use) if not (use.effect.once and use.effect.once.per_target) else None
    if why:
        return why
    why = cost_reason(table, use)
    if why:
        return why
    if not _condition_met(table, use):
        return _("its condition is not met")
    return None


def _condition_met(table: Table, use: Use) -> bool:
    """Whether the first step's condition holds for something it reaches now: the card's
    character for a kind without target, else one of the targets it reaches by itself (a
    chosen target is checked when targets are offered: `choices`). An ability that would do
    nothing because no one meets its `if` is not offered, nor is its limit spent."""
    step = use.effect
    kind: Kind = kind_of(table.vocab, step.do)
    if step.condition is None or step.selector.chosen:
        return True
    if kind.targets == "none":
        reached: list[Any] = [use.bearer]
    elif step.selector.mode == "random":  # never draw while only asking
        reached = targets.candidates(table, step.selector, use)
    else:
        reached = targets.resolve(table, step.selector, use)
    for target in reached:
        if target is None and kind.targets != "none":
            continue
        use.current = target
        if conditions.holds(table, step.condition, target, use):
            return True
    return False


def useful(table: Table, use: Use, step: Effect, target: Any) -> bool:
    """Whether the step would do something to `target` (its condition met, its kind useful)."""
    if table.shielded(use.source, target):
        return False
    use.current = target
    if step.condition is not None and not conditions.holds(table, step.condition, target, use):
        return False
    kind: Kind = kind_of(table.vocab, step.do)
    return kind.useful is None or kind.useful(table, use, step, target)


def why_not(table: Table, use: Use, step: Effect, target: Any, name: str) -> str | None:
    """Why the step would do nothing to `target` (named `name` in the sentence), or None."""
    use.current = target
    if step.condition is not None and not conditions.holds(table, step.condition, target, use):
        return f"{name} {conditions.predicate(step.condition, table.vocab, negate=True)}"
    kind: Kind = kind_of(table.vocab, step.do)
    if kind.useful is not None and not kind.useful(table, use, step, target):
        why = kind.why(step, table.vocab) if callable(kind.why) else _(kind.why)
        return why.replace("{target}", name)
    return None


def choices(table: Table, use: Use) -> list[Any]:
    """The targets a player may name for the first step ([None] when it names none).

    Only meaningful targets are listed: healing goes to the wounded, a flip to who can flip.
    """
    step = use.effect
    selector = step.selector
    if not selector.chosen:
        return [None]
    pool = [t for t in targets.candidates(table, selector, use) if useful(table, use, step, t)]
    if step.once is not None and step.once.per_target:
        pool = [t for t in pool if limit_reason(table, use, t) is None]
    n = targets.how_many(table, selector, use)
    if n > 1 and len(pool) > n:
        return [list(c) for c in itertools.combinations(pool, n)]
    if n > 1:
        return [pool] if pool else []
    return pool if n == 1 else []


# -- running ----------------------------------------------------------------------------------------
def activate(table: Table, use: Use) -> None:
    """A player uses an ability (its limit, its costs, then its steps)."""
    record_limit(table, use, use.chosen)
    if pay(table, use):
        run(table, use)


def run(table: Table, use: Use, queue: list[Address] | None = None) -> None:
    """Run the steps of `use.effect` (or the given queue of steps) until done or a prompt."""
    effect = use.effect
    if queue is None:
        queue = [(i,) for i in range(len(effect.steps))]
    while queue:
        address = queue.pop(0)
        step = step_at(effect, address)
        if not _run_step(table, use, step, address, queue):
            return


def step_at(effect: Effect, address: Address) -> Effect:
    step = effect.steps[address[0]]
    rest = address[1:]
    while rest:
        option = step.param("options")[rest[0]]
        step = option.steps[rest[1]]
        rest = rest[2:]
    return step


def _run_step(table: Table, use: Use, step: Effect, address: Address, queue: list[Address]) -> bool:
    """One step; False if it asked a player something (the rest waits for the answer)."""
    kind: Kind = kind_of(table.vocab, step.do)
    if step.do == "choose":
        options = step.param("options")
        if step.param("random"):
            picked = table.random().randrange(len(options))
            table.emit("chosen", source=use.source, option=picked, random=True)
            queue[:0] = [(*address, picked, m) for m in range(len(options[picked].steps))]
            return True
        who = _chooser(table, use, step)
        if who is None:
            return True
        labels = [steps_text(o, table.vocab) for o in options]
        _ask(table, use, who, "option", list(range(len(options))), queue, address, labels=labels)
        return False
    if step.do == "search":
        seat = _chooser(table, use, step)
        if seat is None:
            return True
        match = step.param("match")
        pool = [c for c in table.zone(seat, step.deck) if conditions.holds(table, match, c, use)]
        if not pool:
            table.shuffle(seat, step.deck)
            return True
        _ask(table, use, seat, "card", pool, queue, address, private=True, owner=seat)
        return False
    if step.do == "discard" and step.param("pick") == "you":
        found = _targets(table, use, step, address)
        seat = kinds_seat(table, found[0]) if found else None
        hand = list(table.zone(seat, step.deck)) if seat is not None else []
        if not hand or use.seat is None:
            return True
        _ask(table, use, use.seat, "pick", hand, queue, address, private=True, owner=seat)
        return False
    if step.selector.chosen and (address != (0,) or use.chosen is None):
        pool = [
            t for t in targets.candidates(table, step.selector, use) if useful(table, use, step, t)
        ]
        if address == (0,) and _per_target(use):
            # A triggered ability limited per target ("not the same target more than twice"):
            # the targets it has used up are not offered, and the pick is counted.
            pool = [t for t in pool if limit_reason(table, use, t) is None]
        if not pool:
            use.last, use.last_by = [], None
            return True
        if use.seat is None:
            target = pool[table.random().randrange(len(pool))]
            _count_target(table, use, address, target)
            _apply(table, use, step, [target], kind)
            return True
        _ask(table, use, use.seat, "target", pool, queue, address)
        return False
    found = _targets(table, use, step, address)
    if _ask_part(table, use, step, found, kind, queue, address):
        return False
    _apply(table, use, step, found, kind)
    return True


def _ask_part(
    table: Table,
    use: Use,
    step: Effect,
    found: list[Any],
    kind: Kind,
    queue: list[Address],
    address: Address,
) -> bool:
    """Whether the step's player was asked which part of its one target it works on (which
    damage card a heal removes: `Kind.ask`); the answer runs it (`resume`)."""
    if kind.ask is None or use.seat is None or len(found) != 1:
        return False
    use.current = found[0]
    if step.condition is not None and not conditions.holds(table, step.condition, found[0], use):
        return False
    options = kind.ask(table, use, step, found[0])
    if len(options) < 2:
        return False  # nothing to choose between: `run` takes the one there is
    use.last, use.last_by = [found[0]], None
    _ask(table, use, use.seat, "part", options, queue, address)
    return True


def _per_target(use: Use) -> bool:
    """A triggered (not activated) ability whose limit counts per target: activated ones count
    the target named with the command (`activate`)."""
    return use.effect.once is not None and use.effect.once.per_target and use.chosen is None


def _count_target(table: Table, use: Use, address: Address, target: Any) -> None:
    if address == (0,) and _per_target(use):
        record_limit(table, use, target)


def kinds_seat(table: Table, who: Any) -> int | None:
    return seat_of(table, who)


def _chooser(table: Table, use: Use, step: Effect) -> int | None:
    found = targets.resolve(table, step.selector, use)
    seat = kinds_seat(table, found[0]) if found else None
    return seat


def _targets(table: Table, use: Use, step: Effect, address: Address) -> list[Any]:
    found = targets.resolve(table, step.selector, use)
    return [t for t in found if t is not None]


def _apply(table: Table, use: Use, step: Effect, found: list[Any], kind: Kind) -> None:
    if kind.targets == "none":
        use.current = use.bearer
        if step.condition is not None and not conditions.holds(
            table, step.condition, use.bearer, use
        ):
            return
        kind.run(table, use, step, [])
        use.last, use.last_by = [], None
        return
    kept = []
    for t in found:
        if table.shielded(use.source, t):
            continue
        use.current = t
        if step.condition is None or conditions.holds(table, step.condition, t, use):
            kept.append(t)
    if kept:
        kind.run(table, use, step, kept)
    use.last, use.last_by = kept, None


def _ask(
    table: Table,
    use: Use,
    seat: int | None,
    ask: str,
    options: list[Any],
    queue: list[Address],
    address: Address = (0,),
    private: bool = False,
    owner: int | None = None,
    labels: list[str] | None = None,
) -> None:
    if seat is None:
        return
    resume = {
        "source": use.source,
        "index": use.index,
        "seat": use.seat,
        "bearer": use.bearer,
        "chosen": use.chosen,
        "trigger": dict(use.trigger),
        "last": list(use.last),
        "last_by": use.last_by,
        "looked": list(use.looked),
        "address": list(address),
        "queue": [list(a) for a in queue],
        "owner": owner,
    }
    payload: dict[str, Any] = {
        "kind": "ccg",
        "ask": ask,
        "options": list(options),
        "card": use.source,
        "resume": resume,
        "private": private,
    }
    if labels:
        payload["labels"] = labels
    table.prompt(seat, payload)


def redact_prompt(prompt: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """A shared-layer prompt (its event, or the pending prompt in a view's books) as `seat`
    may see it. Only the asked seat sees the options and the effect's saved data (`resume`),
    and of that only what it knows: the cards looked at are its looker's (the effect's
    controller), a card a search found is its searcher's, the choice made when the card was
    played is its player's; the rest becomes None. Idempotent."""
    if prompt.get("seat") != seat:
        return {**{k: v for k, v in prompt.items() if k != "resume"}, "options": []}
    data = prompt.get("resume")
    if not isinstance(data, dict):
        return prompt
    shown = dict(data)
    if data.get("seat") != seat:
        shown["looked"] = [None] * len(data.get("looked") or [])
        shown["chosen"] = None
    if data.get("last_by") is not None and data.get("last_by") != seat:
        shown["last"] = [None] * len(data.get("last") or [])
    return {**prompt, "resume": shown}


def resume(table: Table, prompt: dict[str, Any], option: Any) -> None:
    """Go on with an effect after a player answered one of its prompts."""
    data = prompt["resume"]
    source, index = data["source"], data["index"]
    effect = table.card(source).effects[index]
    use = Use(
        source=source,
        index=index,
        effect=effect,
        seat=data["seat"],
        bearer=data["bearer"],
        chosen=data["chosen"],
        trigger=dict(data["trigger"]),
        last=list(data["last"]),
        looked=list(data["looked"]),
        last_by=data.get("last_by"),
    )
    queue = [tuple(a) for a in data["queue"]]
    address = tuple(data["address"])
    ask = prompt["ask"]
    if ask == "yes":
        if option == "yes":
            _begin(table, use)
        return
    if ask == "pay":
        assert use.seat is not None  # a cost is asked of the player who pays it
        table.discard(use.seat, "hand", 1, "card", option)
        _pay_rest(table, use)
        run(table, use)
        return
    step = step_at(effect, address)
    kind: Kind = kind_of(table.vocab, step.do)
    if ask == "option":
        queue[:0] = [(*address, option, m) for m in range(len(step.param("options")[option].steps))]
        table.emit("chosen", source=use.source, option=option, random=False)
    elif ask == "card":
        seat = data["owner"]
        table.emit("searched", seat=seat, deck=step.deck, card=option)
        table.take(seat, step.deck, option, step.param("to") or "hand")
        table.shuffle(seat, step.deck)
        use.last, use.last_by = [option], seat  # found in a deck, now in that seat's hand
    elif ask == "pick":
        table.discard(data["owner"], step.deck, 1, "card", option)
        use.last, use.last_by = [option], None  # discarded: face up for everyone
    elif ask == "part":
        assert kind.answer is not None  # only a kind that answers asks (`_ask_part`)
        kind.answer(table, use, step, use.last[0], option)
    else:  # a target
        _count_target(table, use, address, option)
        if _ask_part(table, use, step, [option], kind, queue, address):
            return
        _apply(table, use, step, [option], kind)
    run(table, use, queue)


# -- triggers ---------------------------------------------------------------------------------------
def fire(
    table: Table,
    trigger: str,
    subject: str | None = None,
    other: str | None = None,
    phase: str = "",
    extra: tuple[str, ...] = (),
    info: dict[str, Any] | None = None,
) -> None:
    """Something happened: every card in play with an ability on `trigger` answers it."""
    sources = list(table.in_play())
    sources += [e for e in extra if e not in sources]
    about = {"subject": subject, "other": other, **(info or {})}
    chain = table.chain()
    for iid in sources:
        for index, effect in list(table.live(iid)):
            if effect.when != trigger or effect.phase not in ("", "any", phase):
                continue
            bearer = table.bearer(iid)
            if trigger in SUBJECT_TRIGGERS:
                if effect.of is None:
                    mine = subject in (bearer, iid)
                else:
                    probe = Use(iid, index, effect, table.holder(iid, effect), bearer)
                    mine = subject is not None and conditions.holds(
                        table, effect.of, subject, probe
                    )
                if not mine:
                    continue
            if chain.full():  # cards answering each other: the rules end it here (chain.py)
                if not chain.stopped:
                    chain.stopped = True
                    table.emit(STOPPED, trigger=trigger, source=iid, depth=chain.depth)
                return
            use = Use(iid, index, effect, table.holder(iid, effect), bearer, trigger=dict(about))
            chain.begun += 1
            chain.depth += 1
            try:
                start(table, use)
            finally:
                chain.depth -= 1


def start(table: Table, use: Use) -> None:
    """A triggered ability begins: its limit and costs, an optional one asks first."""
    if usable(table, use) is not None:
        return
    if use.effect.optional and use.seat is not None:
        if not _could_pick(table, use):
            return  # a "you may" with nothing left to pick is not asked
        _ask(table, use, use.seat, "yes", ["yes", "no"], [])
        return
    _begin(table, use)


def _could_pick(table: Table, use: Use) -> bool:
    """Whether a triggered ability's first step, if it names a target, has one to name."""
    step = use.effect
    if not step.selector.chosen:
        return True
    pool = [t for t in targets.candidates(table, step.selector, use) if useful(table, use, step, t)]
    if _per_target(use):
        pool = [t for t in pool if limit_reason(table, use, t) is None]
    return bool(pool)


def _begin(table: Table, use: Use) -> None:
    if usable(table, use) is not None:
        return  # things changed while the player was asked
    if not _per_target(use):  # a per-target limit counts when the target is picked
        record_limit(table, use)
    if pay(table, use):
        run(table, use)


# -- durations -------------------------------------------------------------------------------------
def expire(table: Table, until: str, on: list[Any] | None = None) -> None:
    """End the lasting effects that last `until` (on these targets only, if given)."""
    now = table.epoch("turn")
    gone = []
    for item in table.memory.lasting:
        if on is not None and item.on not in on:
            continue
        if item.until == until or (
            until == "turn" and item.until == "next-turn" and item.turn < now
        ):
            gone.append(item.id)
    if gone:
        table.emit("lasting-end", ids=gone)


def end_round(table: Table, on: list[Any] | None = None) -> None:
    """A combat round ended: "round" effects end, "rounds" effects count one down."""
    ending, ticking = [], []
    for item in table.memory.lasting:
        if on is not None and item.on not in on:
            continue
        if item.until == "round" or item.until == "rounds" and item.left <= 1:
            ending.append(item.id)
        elif item.until == "rounds":
            ticking.append(item.id)
    if ticking:
        table.emit("lasting-tick", ids=ticking)
    if ending:
        table.emit("lasting-end", ids=ending)


def forget(table: Table, iid: str) -> None:
    """A card left play: what lasts on it, and what lasts while it is attached, ends."""
    gone = [
        item.id
        for item in table.memory.lasting
        if item.on == iid or (item.until == "attached" and item.source == iid)
    ]
    if gone:
        table.emit("lasting-end", ids=gone)
