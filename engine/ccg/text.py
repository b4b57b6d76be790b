"""Rules text written from card data, so what a card says and what it does never disagree."""

from __future__ import annotations

from collections.abc import Iterable

from engine.ccg import auras, conditions, targets
from engine.ccg.kinds import Phrase, kind_of
from engine.ccg.model import Condition, Effect, Limit
from engine.ccg.sentences import THEN
from engine.ccg.words import Vocabulary

#: The standard triggers and how a sentence about them begins ({this}: "this character" or
#: "this card"; {who}: the noun of an `of` condition).
TRIGGERS = {
    "play": "",
    "static": "While in play, ",
    "enter-play": "When {this} comes into play, ",
    "leave-play": "When {this} leaves play, ",
    "kill": "When {this} kills a character, ",
    "death": "When {this} dies, ",
    "wound": "When {this} is wounded, ",
    "challenge-refused": "When a challenge by {this} is refused, ",
    "form-change": "When {this} changes form, ",  # engine.ccg.forms
    "turn-start": "At the start of each turn, ",
    "turn-end": "At the end of each turn, ",
    "phase-start": "At the start of each {phase}, ",
    "phase-end": "At the end of each {phase}, ",
    "round-start": "At the start of each combat round, ",
    "round-end": "At the end of each combat round, ",
    "combat-start": "At the start of each combat, ",
    "combat-end": "At the end of each combat, ",
}
ANY = {
    "enter-play": "Whenever {who} comes into play, ",
    "leave-play": "Whenever {who} leaves play, ",
    "kill": "Whenever {who} kills a character, ",
    "death": "Whenever {who} dies, ",
    "wound": "Whenever {who} is wounded, ",
    "challenge-refused": "Whenever a challenge by {who} is refused, ",
    "form-change": "Whenever {who} changes form, ",
}
TIMES = {1: "Once", 2: "Twice"}
#: a vote's trigger (a rage-classic Junta's, a rage-lv Moot's): the effects that follow it all
#: happen when the vote passes, so its lead ("If this Moot passes: ") is said once
VOTE_TRIGGERS = frozenset({"junta", "moot"})


def prefix(effect: Effect, vocab: Vocabulary, card_type: str) -> str:
    when = effect.when
    if when in vocab.windows:
        return vocab.windows[when]
    own = vocab.triggers.get(when, "")
    if own:
        return own
    carried = card_type in vocab.character_types or card_type in vocab.attach_types
    this = "this character" if carried else "this card"
    if effect.of is not None and effect.of.kind == "is" and when in ANY:
        # one character, named: "When the character who played this card dies, "
        who = vocab.word("performer", "the character who played this card")
        return TRIGGERS[when].replace("{this}", who)
    if effect.of is not None and when in ANY:
        who = conditions.noun(
            effect.of if effect.of.parts or effect.of.kind != "all" else None, vocab
        )
        return ANY[when].replace("{who}", f"{conditions.article(who)} {who}")
    phase = "phase" if effect.phase == "any" else vocab.phases.get(effect.phase, effect.phase)
    return TRIGGERS.get(when, "").replace("{this}", this).replace("{phase}", phase)


def said_once(worded: Iterable[tuple[str, str]], vocab: Vocabulary) -> list[str]:
    """Effects' sentences, given with their triggers as (when, sentence): a vote trigger's
    lead opens the first of a run of its effects only, so two effects do not say "If this
    Moot passes:" twice."""
    out: list[str] = []
    before = ""
    for when, sentence in worded:
        lead = vocab.triggers.get(when, "")
        if when in VOTE_TRIGGERS and when == before and lead and sentence.startswith(lead):
            sentence = sentence[len(lead) :]
        out.append(sentence)
        before = when
    return out


def cost_text(cost: tuple[tuple[str, object], ...], vocab: Vocabulary) -> str:
    parts = []
    for key, value in cost:
        if key == "discard":
            parts.append(
                "discard this card" if value == "this" else "discard a card from your hand"
            )
        else:
            parts.append(f"pay {value} {vocab.stats.get(key, key.title())}")
    return conditions._words(parts, "and")


def limit_text(limit: Limit) -> str:
    if limit.per == "at-a-time":
        return " Only one at a time." if limit.times == 1 else f" At most {limit.times} at a time."
    times = TIMES.get(limit.times, f"{limit.times} times")
    text = f" {times} per {limit.per}"
    if limit.per_target:
        text += " on the same target" if limit.times > 1 else " for each target"
    if limit.by_card and limit.everyone:
        text += ", counting every player's copies"
    elif limit.by_card:
        text += " for each player"
    if limit.gap == 1:
        text += ", and not two turns in a row"
    elif limit.gap:
        text += f", with {limit.gap} turns between two uses"
    if limit.times > 1 and limit.per_target:
        text = f" At most {times.lower()} per {limit.per} on the same target"
    return text + "."


def step_text(step: Effect, vocab: Vocabulary, first: bool = False) -> str:
    """One step's sentence, its condition included (no prefix)."""
    kind = kind_of(vocab, step.do)
    if kind.targets == "none":
        who = Phrase("", "one")
    else:
        text, person = targets.phrase(step.selector, vocab, step.when)
        who = Phrase(text, person)
    body = kind.text(step, vocab, who)
    if "{options}" in body:
        options = [_lower(steps_text(o, vocab).rstrip(".")) for o in step.param("options") or ()]
        body = body.replace("{options}", "; or ".join(options))
    if step.condition is not None:
        body = body[:-1] + _if(step.condition, vocab, kind.targets != "none") + "."
    if step.x:
        body += f" X is {vocab.word('self', 'this character')}'s {vocab.stats.get(step.x, step.x)}."
    return body


def _if(cond: Condition, vocab: Vocabulary, about_target: bool) -> str:
    if about_target:
        return conditions.if_text(cond, vocab, "it")
    return conditions.if_text(cond, vocab, vocab.word("self", "this character"))


def _lower(sentence: str) -> str:
    """A sentence carried on after a colon or "to": its first word in lower case."""
    return sentence[:1].lower() + sentence[1:]


def _subject(effect: Effect, vocab: Vocabulary) -> str:
    """The first step's target as its sentence would begin with it ("" for no target)."""
    if kind_of(vocab, effect.do).targets == "none":
        return ""
    text, _ = targets.phrase(effect.selector, vocab, effect.when)
    return text[:1].upper() + text[1:] if text and text != "you" else ""


def steps_text(step: Effect, vocab: Vocabulary) -> str:
    return " ".join(step_text(s, vocab) for s in step.steps)


def option_labels(effect: Effect, vocab: Vocabulary) -> list[str]:
    """The rows a "choose" step of this effect offers (the prompt's labels), nested ones too:
    the catalog translates them as it does rules text."""
    found: list[str] = []
    for step in effect.steps:
        if step.do == "choose":
            for option in step.param("options") or ():
                found += [steps_text(option, vocab), *option_labels(option, vocab)]
    return found


def then_text(step: Effect, vocab: Vocabulary) -> str:
    """A later step's sentence, led by when it happens: "Then move this card to ...". Without
    the lead, a step after a trigger's sentence ("Move this card to its owner's discard pile.")
    read as happening now (engine.ccg.sentences translates the lead on its own)."""
    return THEN + _lower(step_text(step, vocab))


def effect_text(effect: Effect, vocab: Vocabulary, card_type: str) -> str:
    """The full sentence(s) of one effect: timing, cost, condition, steps and limit."""
    head = prefix(effect, vocab, card_type)
    body = " ".join([step_text(effect, vocab), *(then_text(s, vocab) for s in effect.then)])
    lead = ""
    if (effect.cost or effect.optional) and body.startswith("You "):
        body = body[4:]  # "Pay 1 Rage to draw 1 Sept card.", "You may draw ..."
    if effect.cost:
        # "Pay 1 Rage to draw ..." reads only before a verb; a sentence that begins with who it
        # is about ("The opposing creature cannot ...") follows a colon instead
        about = _subject(effect, vocab)
        joint = ": " if about and body.startswith(about) else " to "
        lead = cost_text(effect.cost, vocab) + joint
    if effect.optional:
        lead = "you may " + lead
    if lead:
        body = lead + _lower(body)
        body = body[:1].upper() + body[1:]
    if head.endswith(", "):
        body = body[:1].lower() + body[1:]
    text = head + body
    if effect.once is not None:
        text += limit_text(effect.once)
    if auras.current(effect):
        text += auras.SENTENCE
    return text
