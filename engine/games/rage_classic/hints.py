"""One line of why for an original Rage hint, in plain words, from the seat's view alone.

A card's why says what it does (its effect in the active language) and a fight's why compares
the numbers a newcomer sees on the cards, so the hint never claims more than the view shows."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from engine.ai.search import Analysis
from engine.ccg.hints import View, Who, choice_line, reasoner
from engine.ccg.votes import cannot_change
from engine.core.ruleset import Command
from engine.games.rage_classic.cards import POOL, PREY_TYPES
from engine.games.rage_classic.expert import (
    ClassicModel,
    fighting_for,
    idle_here,
    offence_after,
    once_made,
    prey_goes_to,
)
from engine.games.rage_classic.explain import moment_words, requires_words
from engine.games.rage_classic.risks import (
    blows_shown,
    bluffed_foes,
    face_down_risk,
    foes_of,
    follow_ups,
    health_left,
    illegal_face_down,
    killing_blow,
    kills,
    rage_words,
    real_actions,
    toughness,
    unanswered,
)
from engine.games.rage_classic.rules import RULESET
from engine.games.rage_classic.state import NULL, card_of
from engine.games.rage_classic.views import at_random, prey_and_foe, prey_foes
from engine.games.rage_classic.views import name_of as _name
from engine.games.rage_classic.vocab import OPTION_WORDS, PLAY_MOMENTS
from engine.games.rage_classic.vote_stakes import stakes
from engine.i18n import N_, _, ngettext, spoken_list

#: commands whose why names one card the command holds: (its field, the sentence)
NAMED = {
    "engage": ("target", N_("Take on {name}: your alpha should win.")),
    "scrap": ("card", N_("Discard {name} from play: it is no longer worth keeping.")),
    "cancel": ("card", N_("Cancel with {name}: stop what hurts you most.")),
}
VERBS = {
    "attack": N_("Attack"),
    "challenge": N_("Challenge"),
    "bind": N_("Bind"),
    "raid": N_("Raid"),
}
VOTES = {
    "yes": N_("Vote yes on {junta}: the search found you better off if it passes."),
    "no": N_("Vote no on {junta}: the search found you better off if it fails."),
    "abstain": N_("Abstain on {junta}: the outcome matters little to you."),
}
#: a card staged with the creature that brings it into play, by its type ({by}: the creature)
BRINGS = {
    "equipment": N_("Give {name} to {by}: {effect}"),
    "ally": N_(
        "Recruit {name} with {by}: one more creature in your pack (Rage {rage}, Health {health}); {effect}"
    ),
}
#: an Ally whose every effect is on itself: its ability is no copy of another's (Hint's "may play
#: Combat Actions of Rage 4 or less" for a second Kinfolk Ranger read as what the first already
#: gave, pl36a)
OWN_ABILITY = N_(
    "Recruit {name} with {by}: one more creature in your pack (Rage {rage}, Health {health}), "
    "with an ability of its own: {effect}"
)
SIDES = {
    "yes": N_("Vote yes on {junta}"),
    "no": N_("Vote no on {junta}"),
    "abstain": N_("Abstain on {junta}"),
}
#: a move that does nothing, by the words on the button that makes it (the bar names it so
#: too: "Done: click Done"); letting the prey or an announced effect be is "Let it be"
QUIET = {
    "pass": N_("Pass"),
    "done": N_("Done"),
    "ok": N_("OK"),
    "allow": N_("Allow it"),
    "ready": N_("Ready"),
    "decline": N_("Let it be"),
    "no-claim": N_("Let it be"),
}
#: why a quiet move is the only one the seat has, by its command (Hint said "nothing you could
#: do now is worth a card" where nothing else was legal, as if cards had been weighed): {now}
#: is the moment (explain.moment_words), {who} the player who announced, {card} the card waiting
ONLY = {
    "pass": N_(
        "Pass: it is the only move you have. No card in your hand can be played now, and no "
        "card of yours in play has an ability to use: this is {now}."
    ),
    "ready": N_(
        "Ready: it is the only move you have. No card in your hand can be placed face down for "
        "a fighter of yours now: this is {now}."
    ),
    "ok": N_(
        "OK: it is the only answer you have. {who} announced an Offensive Effect, and it is "
        "played once every other player says OK."
    ),
    "allow": N_("Allow it: it is the only answer you have. No card of yours can cancel {card}."),
}
#: the same for Done, by the Closed Play step it ends (the step's face-down choice is the one
#: the seat cannot make)
ONLY_DONE = {
    "redraw:commit": N_(
        "Done: it is the only move you have. No card in your hand can be discarded to draw "
        "a new one now."
    ),
    "resource:commit": N_(
        "Done: it is the only move you have. No creature or resource in your hand can be "
        "placed face down now."
    ),
    "umbra:commit": N_(
        "Done: it is the only move you have. None of your Characters can step sideways now."
    ),
    "moot:commit": N_(
        "Done: it is the only move you have. No Junta in your hand can be called now."
    ),
}
#: any other quiet move that is the only one ({button}: its button's words)
ONLY_ELSE = N_("{button}: it is the only move you have: this is {now}.")
#: what playing a card with no effect text gives, by its type: its rules text is only its
#: requirement and numbers, which a hint quoted as if it were what the card does ("Play
#: Greenfall Caern: requires: Garou. Gauntlet 4."); a type not here gets the plain line
PLAIN_USE = {
    "caern": N_(
        "at the start of each Umbra Phase, your Characters with Gnosis {gauntlet} or more can "
        "step sideways through it."
    ),
    "ally": N_("one more creature in your pack, with Rage {rage} and Health {health}."),
}
#: a hint box is a few lines: a card's effect past this many characters keeps its first sentence
LONGEST_EFFECT = 160


def _data(iid: Any) -> Any:
    """The card data of a card instance, or None (a hidden or unknown card)."""
    if not isinstance(iid, str) or not iid or iid == NULL:
        return None
    try:
        return card_of(iid)
    except (KeyError, IndexError, ValueError):
        return None


def _effect(iid: Any, index: int = -1, played: bool = False) -> str:
    """What the card does, in the active language, short enough for a hint ("" if unknown),
    its first letter lowered to follow a colon. `played`: the hint says "Play X" already, so
    a sentence's own "Play in combat:" lead goes ("Play Blood Fury: play in combat: This...")."""
    card = _data(iid)
    if card is None:
        return ""
    if not card.effects:
        use = PLAIN_USE.get(card.type)
        if use is None:
            return ""
        return _(use).format(gauntlet=card.gauntlet, rage=card.rage, health=card.health)
    leads = tuple(lead for lead in PLAY_MOMENTS.values() if lead) if played else ()
    said = []
    for sentence in POOL.effect_sentences(card, index):
        shown = POOL.shown_text(sentence)
        if sentence.startswith(leads) and ": " in shown:  # the lead, translated, ends at ": "
            shown = shown.split(": ", 1)[1]
        said.append(shown)
    text = " ".join(said).strip()
    if len(text) > LONGEST_EFFECT and ". " in text:
        text = text.split(". ")[0] + "."
    return text[:1].lower() + text[1:]


def _fight(c: dict[str, Any]) -> tuple[int, int]:
    """A creature's Rage in combat and the Health it has left, as its card shows them."""
    health = int(c.get("health") or 0)
    rage = c.get("combat_rage", c.get("rage"))
    return int(rage or 0), max(0, health - int(c.get("wounds") or 0))


def _alpha(view: View, command: Command, creatures: dict[str, dict[str, Any]]) -> str:
    me = view["seat"]
    chosen = creatures.get(command["creature"])
    mine = [
        c
        for c in creatures.values()
        if c.get("pack") == me and not c.get("dead") and c.get("kind") == "character"
    ]
    if chosen is None or not mine:
        return _("Make {name} your alpha: it is your best fighter now.").format(
            name=_name(command["creature"])
        )
    best = max(mine, key=lambda c: sum(_fight(c)))
    rage, left = _fight(chosen)
    if sum(_fight(best)) <= rage + left:
        return _(
            "Make {name} your alpha: with {rage} and Health {health} it is your best fighter now."
        ).format(name=_name(chosen["iid"]), rage=rage_words(chosen), health=left)
    values = {"name": _name(chosen["iid"]), "best": _name(best["iid"])}
    best_rage, best_left = _fight(best)
    # the reason for this alpha, not only the case against it (issue 30: "Make Keeper
    # Ashgrove your alpha, though Little Ember fights better now" said no why)
    if rage > best_rage:
        return _(
            "Make {name} your alpha: its {rage} is your highest, though {best} has more Health "
            "left."
        ).format(**values, rage=rage_words(chosen))
    if left > best_left:
        return _(
            "Make {name} your alpha: with Health {health} left it lasts longest, though {best} "
            "has more Rage."
        ).format(**values, health=left)
    # what leading changes, where the view shows it (issue 30, pl36a #12: "the turn goes
    # better with Keeper Ashgrove leading" said nothing of Howl of Rebuke, which only it could
    # play in its fight)
    only = _only_it_plays(view, chosen, best)
    if only:
        return _(
            "Make {name} your alpha: {best} has better numbers, but of your hand only {name} "
            "can play {cards} in a fight."
        ).format(**values, cards=spoken_list([_name(i) for i in only]))
    worth, best_worth = int(chosen.get("renown") or 0), int(best.get("renown") or 0)
    if worth < best_worth:
        return _(
            "Make {name} your alpha: {best} has better numbers, but a fight puts the alpha at "
            "risk, and {best} would give a rival who kills it {vp} VP, {name} {vp2}."
        ).format(**values, vp=best_worth, vp2=worth)
    return _(
        "Make {name} your alpha: {best} has better numbers, but the Hint played the turn out "
        "with each of them leading and came out ahead with {name}."
    ).format(**values)


def _can_play(view: View, c: dict[str, Any], iid: str) -> bool:
    """Whether creature `c` meets the requirements of hand card `iid` as the view shows them (a
    Combat Action: for real, not as a bluff): what a fight would let it play."""
    card = _data(iid)
    if card is None or card.requirement is not None:
        return False
    if card.type == "combat-action":
        return face_down_risk(view, {"type": "assign", "creature": c["iid"], "card": iid}) is None
    if not any(e.when == "play-combat" for e in card.effects):
        return False
    met = not card.requires or bool(set(card.requires) & set(c.get("keywords") or ()))
    return met and int(c.get("gnosis") or 0) >= card.gnosis


def _only_it_plays(view: View, chosen: dict[str, Any], best: dict[str, Any]) -> list[str]:
    """The cards in the seat's hands `chosen` could play in its fight and `best` could not."""
    me: dict[str, Any] = next((p for p in view["players"] if p.get("seat") == view["seat"]), {})
    held = [*(me.get("hand") or []), *(me.get("combat_hand") or [])]
    return [
        iid
        for iid in held
        if isinstance(iid, str) and _can_play(view, chosen, iid) and not _can_play(view, best, iid)
    ]


def _hunt(view: View, command: Command, creatures: dict[str, dict[str, Any]]) -> str:
    kind, target = command["type"], command["target"]
    prey = creatures.get(target, {})
    renown = prey.get("renown", 0)
    worth = _(", worth {renown} VP").format(renown=renown) if renown else ""
    verb, name = _(VERBS[kind]), _name(target)
    mine = next(
        (c for c in creatures.values() if c.get("alpha") and c.get("pack") == view["seat"]), None
    )
    if not prey or mine is None:
        return _("{verb} {name}{worth}: your alpha should win.").format(
            verb=verb, name=name, worth=worth
        )
    (rage, left), (their_rage, their_left) = _fight(mine), _fight(prey)
    values = {"verb": verb, "name": name, "worth": worth, "rage": rage_words(mine), "health": left}
    if rage > their_rage and left >= their_left:
        return _(
            "{verb} {name}{worth}: your alpha ({rage}, Health {health}) is the stronger."
        ).format(**values)
    if rage == their_rage and left > their_left:
        # "the stronger" said of two at the same Rage (issue 30): say what is ahead
        return _(
            "{verb} {name}{worth}: both have {rage}, and your alpha has more Health left "
            "({health} to {health2})."
        ).format(**values, health2=their_left)
    if rage == their_rage and left == their_left:
        return _(
            "{verb} {name}{worth}: an even fight, your alpha ({rage}, Health {health}) against "
            "the same numbers, but the prize is worth it."
        ).format(**values)
    return _(
        "{verb} {name}{worth}: a risk, its {rage2} and Health {health2} against your alpha's "
        "{rage} and Health {health}, but the prize is worth it."
    ).format(**values, rage2=rage_words(prey), health2=their_left)


#: why a Caern is worth nothing in a game with no Umbra Phase (a hint that named that phase
#: sent a 1995-rulebook newcomer to place one for nothing)
NO_STEPPING = N_("in this game's rules no Character steps sideways through a Caern")


def _stage(view: View, command: Command) -> str:
    iid, by = command["card"], command.get("by")
    card, name = _data(iid), _name(iid)
    if idle_here(view, command):
        return _("Put {name} into play: it does nothing there, as {why}.").format(
            name=name, why=_(NO_STEPPING)
        )
    if card is not None and card.type in PREY_TYPES:
        return _(
            "Put {name} in the Hunting Grounds: prey any alpha may hunt, worth {renown} VP to "
            "the pack that kills it."
        ).format(name=name, renown=card.renown)
    what = _effect(iid)  # a card's effect: there is a card
    if isinstance(by, str) and what:
        text = BRINGS.get(card.type, N_("Put {name} into play with {by}: {effect}"))
        if card.type == "ally" and not card.effects:  # its plain use says the same
            text = N_("Recruit {name} with {by}: {effect}")
        elif card.type == "ally" and all(e.selector.mode == "self" for e in card.effects):
            text = OWN_ABILITY
        return _(text).format(
            name=name, by=_name(by), effect=what, rage=card.rage, health=card.health
        )
    if what:
        return _("Put {name} into play: {effect}").format(name=name, effect=what)
    return _("Put {name} into play: it makes your pack stronger.").format(name=name)


def _combat_card(view: View, command: Command, creatures: dict[str, dict[str, Any]]) -> str:
    iid, fighter = command["card"], command.get("creature")
    foes = unanswered(view, fighter) if isinstance(fighter, str) else []
    if iid == NULL and foes:
        # no bluff of theirs to guess at: a card of any Rage would land (issue 30)
        return _(
            "Play a Null card: {foes} may play no Combat Actions now, so any Combat Action "
            "would land, even as a bluff, but you hold none that {fighter} can use on them."
        ).format(foes=spoken_list([_name(f) for f in foes]), fighter=_name(fighter))
    if iid == NULL:
        return _("Play a Null card: keep them guessing and your good cards for later.")
    card, name = _data(iid), _name(iid)
    who = creatures.get(fighter) if isinstance(fighter, str) else None
    illegal = illegal_face_down(view, command)
    if illegal is not None:
        return _(
            "Do not play {name}: it is illegal ({why}), so it would be discarded as if no card "
            "were played."
        ).format(name=name, why=illegal)
    bluffed = bluffed_foes(view, fighter) if isinstance(fighter, str) else []
    if card is not None and who is not None and card.rage > _fight(who)[0] and (foes or bluffed):
        # a bluff lands on a foe that may play no Combat Action, or, once all is shown after a
        # feint, on one that bluffed too
        text = (
            N_(
                "Play {name} as a bluff that lands: it needs Rage {rage} and {fighter} has "
                "{rage2}, but {foes} may play no Combat Actions now, so they bluff too."
            )
            if foes
            else N_(
                "Play {name} as a bluff that lands: it needs Rage {rage} and {fighter} has "
                "{rage2}, but the reveal showed {foes} bluffing too."
            )
        )
        return _(text).format(
            name=name,
            rage=card.rage,
            fighter=_name(fighter),
            rage2=rage_words(who),
            foes=spoken_list([_name(f) for f in foes or bluffed]),
        )
    if card is not None and who is not None and card.rage > _fight(who)[0]:
        return _(
            "Play {name} as a bluff: it needs Rage {rage} and {fighter} has {rage2}, so it "
            "only works if the other side bluffs too."
        ).format(name=name, rage=card.rage, fighter=_name(fighter), rage2=rage_words(who))
    if card is not None and card.damage and who is not None:
        return _blow(view, command, card.damage)
    if card is not None and who is not None and (card.dodge or card.block or card.reversal):
        return _guard(view, command)
    if card is not None and card.feint and isinstance(fighter, str):
        return _feint(view, command)
    what = _effect(iid, played=True)
    if what:
        return _("{play}: {effect}").format(play=_("Play {card}").format(card=name), effect=what)
    return _("Play {name}: it deals or stops the most damage now.").format(name=name)


def _health_list(foes: list[dict[str, Any]]) -> str:
    """ "Vesk Hollowjaw (Health 4 left) and Pit Hound (Health 2 left)"; a Garou still in its
    breed form has more once wounds turn it Crinos (a 6-damage blow against "Health 2 left"
    read as a kill it was not)."""
    said = []
    for f in foes:
        values = {"name": _name(f["iid"]), "left": health_left(f)}
        if toughness(f) == health_left(f):
            said.append(_("{name} (Health {left} left)").format(**values))
        else:
            said.append(
                _("{name} (Health {left} left, {tough} once a wound turns it Crinos)").format(
                    **values, tough=toughness(f)
                )
            )
    return spoken_list(said)


def _real_blows(view: View, fighter: str) -> list[tuple[int, str]]:
    """(damage, card) of each Combat Action with damage in the seat's hand that `fighter` can
    play for real now, hardest first."""
    me: dict[str, Any] = next((p for p in view["players"] if p.get("seat") == view["seat"]), {})
    out = []
    for iid in me.get("combat_hand") or ():
        card = _data(iid)
        play = {"type": "assign", "creature": fighter, "card": iid}
        real = card is not None and card.type == "combat-action" and card.damage
        if real and face_down_risk(view, play) is None:
            out.append((card.damage, iid))
    return sorted(out, reverse=True)


def _blow(view: View, command: Command, damage: int) -> str:
    """A damage card's why: the foe it kills, or what it does to the foes next to the other
    blows in the hand ("Play Cornered Bite: 2 damage if it lands" only read out the card,
    issue 30)."""
    iid, fighter = command["card"], command["creature"]
    values = {"name": _name(iid), "damage": damage, "fighter": _name(fighter)}
    killed = killing_blow(view, command)
    if len(killed) == 1:
        return _("Play {name}: if it lands, its {damage} damage kills {foe}.").format(
            **values, foe=_health_list(killed)
        )
    if killed:
        return _(
            "Play {name}: if it lands, its {damage} damage kills whichever of {foes} you aim it at."
        ).format(**values, foes=_health_list(killed))
    foes = foes_of(view, fighter)
    if not foes:
        return _("Play {name}: {damage} damage if it lands.").format(**values)
    card = card_of(iid)
    hit = _on_damage(card)
    if hit:
        # what the card does once its damage lands, after the numbers it lands on
        return _("Play {name}: if its {damage} damage lands on {foes}, then {effect}").format(
            **values, foes=_health_list(foes), effect=hit
        )
    effect = _effect(iid, played=True)
    if card.effects and effect:
        return _("Play {name} against {foes}: {effect}").format(
            **values, foes=_health_list(foes), effect=effect
        )
    harder = [card for hurt, card in _real_blows(view, fighter) if hurt > damage]
    if harder:
        return _(
            "Play {name}: its {damage} damage wears down {foes}, and keeps your harder {card} "
            "for a later round."
        ).format(**values, foes=_health_list(foes), card=_name(harder[0]))
    return _(
        "Play {name}: its {damage} damage is the hardest blow {fighter} can play for real now, "
        "against {foes}."
    ).format(**values, foes=_health_list(foes))


def _on_damage(card: Any) -> str:
    """A Combat card's effect once its damage lands, without the card's "Damage Effect:" lead,
    its first letter lowered ("" where it has other effects, or none)."""
    sentences = POOL.effect_sentences(card, -1)
    lead = "Damage Effect: "
    if not sentences or not all(e.when == "damage" for e in card.effects):
        return ""
    said = [POOL.shown_text(s).split(": ", 1)[-1] for s in sentences if s.startswith(lead)]
    text = " ".join(said).strip()
    return text[:1].lower() + text[1:]


def _guard(view: View, command: Command) -> str:
    """A defence's why: the blows shown against the fighter it stops (after the reveal, for a
    feint's extra card), or the Health the fighter has to keep (issue 30: "it dodges the
    Combat Actions aimed at your fighter" named neither the fighter nor what it saved)."""
    iid, fighter = command["card"], command["creature"]
    card = card_of(iid)
    ch = next((c for c in view["creatures"] if c["iid"] == fighter), None)
    if ch is None:
        return _("Play {name}: it protects your fighter this round.").format(name=_name(iid))
    does = (
        _("it dodges the Combat Actions aimed at {fighter}")
        if card.dodge
        else _("it blocks {block} damage to {fighter}")
        if card.block
        else _("it sends a Combat Action aimed at {fighter} back at its user")
    ).format(fighter=_name(fighter), block=card.block)
    shown = blows_shown(view, fighter)
    hurt = sum(card_of(c).damage for c in shown)
    values = {"name": _name(iid), "does": does, "left": health_left(ch)}
    if shown and hurt >= health_left(ch):
        return _(
            "Play {name}: {does}, and {cards} would deal it {hurt} damage, with Health {left} "
            "left: it would die."
        ).format(**values, cards=spoken_list([_name(c) for c in shown]), hurt=hurt)
    if shown:
        return _("Play {name}: {does}, and {cards} would deal it {hurt} damage.").format(
            **values, cards=spoken_list([_name(c) for c in shown]), hurt=hurt
        )
    return _(
        "Play {name}: {does} this round, and {fighter} has Health {left} left to keep."
    ).format(**values, fighter=_name(fighter))


def _feint(view: View, command: Command) -> str:
    """A feint's why: the card that can follow it, once the foes' cards are shown ("after the
    reveal, your fighter plays one more card" only read out the card, issue 30)."""
    fighter = command["creature"]
    values = {"name": _name(command["card"]), "fighter": _name(fighter)}
    after = follow_ups(view, command)
    for iid in after:
        killed = killing_blow(view, {"type": "assign", "creature": fighter, "card": iid})
        if killed:
            return _(
                "Play {name}: after the reveal, {fighter} plays one more card, knowing the foes' "
                "cards; {card} can then kill {foe} if it lands."
            ).format(**values, card=_name(iid), foe=_health_list(killed[:1]))
    if after:
        return _(
            "Play {name}: after the reveal, {fighter} plays one more card, knowing the foes' "
            "cards: {cards} can follow, as the reveal shows best."
        ).format(**values, cards=spoken_list([_name(i) for i in after]))
    return _(
        "Play {name}: after the reveal, {fighter} plays one more card, though you hold none it "
        "can play for real."
    ).format(**values)


def _feinters(view: View) -> list[tuple[str, str]]:
    """(fighter, feint card) for each of the seat's fighters whose feint was revealed this
    round and which may still play the card after it."""
    combat = view.get("combat") or {}
    if combat.get("step") != "feint":
        return []
    plays = combat.get("plays") or ()
    followed = {p.get("creature") for p in plays if p.get("feint")}
    out = []
    for p in plays:
        card = _data(p.get("card"))
        fighter = p.get("creature")
        if p.get("seat") != view["seat"] or not p.get("shown") or card is None:
            continue
        if card.feint and fighter not in followed and isinstance(fighter, str):
            out.append((fighter, p["card"]))
    return out


def _feint_ready(view: View) -> str:
    """Ready's why at the feinting step (Hint said "nothing you could do now is worth a card"
    right after the person's False Opening, which names what it is for: issue 30): the card
    the feint allows, and why none of the hand is worth it ("" where no fighter of the seat's
    feinted)."""
    feinters = _feinters(view)
    if not feinters:
        return ""
    fighter, feint = feinters[0]
    me: dict[str, Any] = next((p for p in view["players"] if p.get("seat") == view["seat"]), {})
    illegal, bluffs, idle, kept = [], [], [], []
    aimed = bool(blows_shown(view, fighter))
    for iid in me.get("combat_hand") or ():
        card = _data(iid)
        if card is None or iid == NULL:
            continue
        play = {"type": "assign", "creature": fighter, "card": iid}
        guard = not card.damage and (card.dodge or card.block or card.reversal)
        if illegal_face_down(view, play) is not None:
            illegal.append(_name(iid))
        elif face_down_risk(view, play) is not None:
            bluffs.append(_name(iid))
        elif guard and not aimed:
            idle.append(_name(iid))
        else:
            kept.append(_name(iid))
    values = {"feint": _name(feint), "fighter": _name(fighter)}
    lead = _("Ready: {feint} lets {fighter} play one more card now, but").format(**values)
    if not (illegal or bluffs or idle or kept):
        return _("{lead} you hold no Combat card to play.").format(lead=lead)
    why = []
    if illegal:
        why.append(_("{cards} would be illegal for it and lost").format(cards=spoken_list(illegal)))
    if bluffs:
        # every card is shown now: a bluff lands only on a foe that bluffed too
        why.append(
            ngettext(
                "{cards} would be a bluff, and lost: the reveal showed its foes playing for real",
                "{cards} would be bluffs, and lost: the reveal showed its foes playing for real",
                len(bluffs),
            ).format(cards=spoken_list(bluffs))
        )
    if idle:
        why.append(
            _("no blow is shown aimed at {fighter}, so {cards} would have nothing to stop").format(
                cards=spoken_list(idle), **values
            )
        )
    if kept:
        why.append(
            _("the Hint played the round out and found {cards} worth more kept").format(
                cards=spoken_list(kept)
            )
        )
    return _("{lead} {why}.").format(lead=lead, why="; ".join(why))


def _assign(view: View, command: Command, creatures: dict[str, dict[str, Any]]) -> str:
    """A face-down card for one fighter, and which fighter, where others of the seat's still
    place their own this round (Hint said "Play Lightning Snap" with both the player's fighters
    in the round, and nothing of the other one, pl35)."""
    line = _combat_card(view, command, creatures)
    fighter = command.get("creature")
    others = [f for f in fighting_for(view) if f != fighter]
    if not others or not isinstance(fighter, str):
        return line
    return (
        line
        + " "
        + ngettext(
            "This card is for {fighter}; {others} can place a card of its own this round too.",
            "This card is for {fighter}; {others} can each place a card of their own this round "
            "too.",
            len(others),
        ).format(fighter=_name(fighter), others=spoken_list([_name(f) for f in others]))
    )


def _discard(view: View, command: Command, creatures: dict[str, dict[str, Any]]) -> str:
    """A discard's why: that none of the seat's creatures can use the card, where the view
    shows it (Hint said "the card you will miss least" of Staff Crack, which requires
    Iksakku, and of Skull Splitter, Rage 7 beside fighters of Rage 4 and 3: issue 30)."""
    iid = command["card"]
    card, name = _data(iid), _name(iid)
    mine = [
        c
        for c in creatures.values()
        if c.get("pack") == view["seat"] and not c.get("dead") and c.get("kind") == "character"
    ]
    if idle_here(view, {"type": "stage", "card": iid}):
        return _("Discard {name}: {why}, so it would do nothing in play.").format(
            name=name, why=_(NO_STEPPING)
        )
    if card is not None and mine:
        met = any(set(card.requires) & set(c.get("keywords") or ()) for c in mine)
        if card.requirement is None and card.requires and not met:
            return _("Discard {name}: it requires {needs}, and none of your Characters is.").format(
                name=name, needs=requires_words(card)
            )
        top = max(_fight(c)[0] for c in mine)
        if card.type == "combat-action" and card.rage > top:
            return _(
                "Discard {name}: it needs Rage {need}, and your Characters have Rage {top} at "
                "most, so it could only ever be a bluff."
            ).format(name=name, need=card.rage, top=top)
        kept = _defences_kept(view, iid, mine)
        if card.type == "combat-action" and not card.damage and kept:
            # the heuristic keeps one defence and makes room for blows (Hint said "the card
            # you will miss least" of Brace and Hold, pl35)
            return _(
                "Discard {name}: you keep {kept} to defend with, and one defence is enough to "
                "weather a blow; the room goes to cards that hurt."
            ).format(name=name, kept=spoken_list([_name(k) for k in kept]))
    return _("Discard {name}: it is the card you will miss least.").format(name=name)


def _defences_kept(view: View, iid: str, mine: list[dict[str, Any]]) -> list[str]:
    """The other Combat Actions without damage in the seat's hand, not placed, that one of
    `mine` can play for real now."""
    me: dict[str, Any] = next((p for p in view["players"] if p.get("seat") == view["seat"]), {})
    staged = {e.get("card") for e in me.get("staged") or ()}
    kept: list[str] = []
    for other in me.get("combat_hand") or ():
        card = _data(other)
        if other == iid or other in staged or card is None:
            continue
        if card.type != "combat-action" or card.damage:
            continue
        plays = ({"type": "assign", "creature": c["iid"], "card": other} for c in mine)
        if any(face_down_risk(view, play) is None for play in plays):
            kept.append(other)
    return kept


def _aim(view: View, command: Command, creatures: dict[str, dict[str, Any]]) -> str:
    """Where a placed Combat card is aimed, and why there: it kills that foe, the foe is the
    most hurt, or it is worth the most VP ("Aim it at Ysolde Amberclaw: that is where it does
    the most" gave no reason, issue 30)."""
    combat = view.get("combat") or {}
    plays = combat.get("plays") or ()
    play: dict[str, Any] = next((p for p in plays if p.get("index") == command["index"]), {})
    card, target = _data(play.get("card")), creatures.get(command["target"])
    sides = combat.get("sides") or [[], []]
    side = play.get("side")
    foes = [creatures[i] for i in sides[1 - side] if i in creatures] if side in (0, 1) else []
    name = _name(command["target"])
    if card is None or target is None:
        return _("Aim it at {name}: that is where it does the most.").format(name=name)
    values = {"card": card.name, "name": name, "left": _fight(target)[1]}
    others = [f for f in foes if f["iid"] != target["iid"]]
    if kills(target, card.damage):
        return _(
            "Aim {card} at {name}: with Health {left} left, its {damage} damage kills it if it "
            "lands."
        ).format(**values, damage=card.damage)
    if others and all(_fight(target)[1] < _fight(f)[1] for f in others):
        return _(
            "Aim {card} at {name}: with Health {left} left, it is the most hurt of the foes."
        ).format(**values)
    renown = int(target.get("renown") or 0)
    if others and all(renown > int(f.get("renown") or 0) for f in others):
        return _("Aim {card} at {name}: worth {n} VP, it is the biggest prize of the foes.").format(
            **values, n=renown
        )
    return _("Aim {card} at {name}: that is where it does the most.").format(**values)


def _claim(view: View) -> str:
    """Playing for the creature of the Hunting Grounds in this fight, against the other."""
    prey, _foe = prey_and_foe(view.get("combat") or {}, view["creatures"])
    if prey is None:
        return _("Play for the prey: you can make it hurt your rivals.")
    foes = prey_foes(view.get("combat") or {}, view["creatures"])
    return ngettext(
        "Play for {prey}: your Combat cards can hurt {foe}, who fights it.",
        "Play for {prey}: your Combat cards can hurt {foe}, who fight it.",
        len(foes),
    ).format(prey=_name(prey), foe=spoken_list([_name(f) for f in foes]))


def _call(view: View, command: Command, who: Who) -> str:
    """Calling a Junta, and what its passing does to the game where it scores the VP goal."""
    line = _("Call the Junta {name}: the vote can go your way.").format(name=_name(command["card"]))
    return line + _wins(view, command["card"], view["seat"], who)


def _wins(view: View, iid: Any, caller: Any, who: Who) -> str:
    """ " If it passes, its 2 VP take you from 8 to 10 …" where a Junta's VP take its caller
    to the VP goal ("Call the Junta Gathering at the Ridge: the vote can go your way" hid that
    it won the game, issue 30); "" otherwise."""
    card = _data(iid)
    if card is None or not isinstance(caller, int):
        return ""
    gain = sum(e.amount for e in card.effects if e.when == "junta" and e.do == "score")
    goal = int(view.get("renown_level") or 0)
    vp = next((p.get("vp", 0) for p in view["players"] if p.get("seat") == caller), 0)
    if gain <= 0 or not goal or vp >= goal or vp + gain < goal:
        return ""
    values = {"n": gain, "vp": vp, "total": vp + gain, "goal": goal}
    if caller == view["seat"]:
        text = _(
            "If it passes, its {n} VP take you from {vp} to {total}, at the VP goal of {goal}: "
            "you win when this turn's Combat Phase ends, unless a rival ends it with more."
        )
        return " " + text.format(**values)
    text = _(
        "If it passes, its {n} VP take {who} from {vp} to {total}, at the VP goal of {goal}: "
        "{who} wins when this turn's Combat Phase ends, unless someone ends it with more."
    )
    return " " + text.format(**values, who=who(caller))


def _vote(view: View, command: Command, who: Who) -> str:
    """A vote's why, then, on a rival's Junta, whose gain its card's "you" is, and whether its
    passing wins the game."""
    line = _vote_why(view, command)
    at, juntas = view.get("junta_at", -1), view.get("juntas") or []
    called = juntas[at] if 0 <= at < len(juntas) else {}
    card = _data(called.get("iid"))
    if not line or card is None:
        return line
    wins = _wins(view, called["iid"], called.get("seat"), who)
    if called.get("seat") in (None, view["seat"]):
        return line + wins
    # The card's "you" is its caller: a newcomer read "You draw 2 Sept cards" as a gift.
    gain = _("Its card speaks for {who}, who called it, not for you: {effect}").format(
        who=who(called["seat"]), effect=POOL.shown_effect(card)
    )
    return f"{line} {gain}{wins}"


def _vote_why(view: View, command: Command) -> str:
    """A vote's why: that it cannot change the result, or what passing does to this seat."""
    at, juntas = view.get("junta_at", -1), view.get("juntas") or []
    called = juntas[at] if 0 <= at < len(juntas) else {}
    junta = _name(called["iid"]) if called else _("the Junta")
    side = command.get("side")
    if side not in VOTES:
        return ""
    count = stakes(view, command.get("creature", ""))
    # asked of the side advised: "your votes can stop it" was said of a no at a tie that
    # fails anyway (issue 30); an abstention, of either
    if count is not None and not (
        count.decides if side == "abstain" else count.changes(side == "yes")
    ):
        return cannot_change(_(SIDES[side]).format(junta=junta), count)
    mine = called.get("seat") == view["seat"]
    card = _data(called.get("iid"))
    if side == "yes" and mine and card is not None:
        return _(
            "Vote yes on {junta}: you called it, and your votes can carry it. {effect}"
        ).format(junta=junta, effect=POOL.shown_effect(card))
    if side == "yes" and called and not mine:
        return _(
            "Vote yes on {junta}: it is a rival's Junta, but the search found you better off if "
            "it passes."
        ).format(junta=junta)
    if side == "no" and called and not mine:
        target = called.get("target")
        ours = {c["iid"] for c in view["creatures"] if c.get("pack") == view["seat"]}
        if target == view["seat"] or target in ours:
            return _("Vote no on {junta}: it is aimed at you, and your votes can stop it.").format(
                junta=junta
            )
        return _("Vote no on {junta}: it is a rival's Junta, and your votes can stop it.").format(
            junta=junta
        )
    return _(VOTES[side]).format(junta=junta)


def _stats(c: dict[str, Any]) -> str:
    """A creature as a hint compares it: "Vesk Hollowjaw (Rage 7, Health 8 left)". A Firearm's
    "may play Combat Actions of Rage 4" is said apart from the Rage on the card (Hint said
    "Director Vane (Rage 4…)" beside a card and summary showing Rage 2)."""
    return _("{name} ({rage}, Health {health} left)").format(
        name=_name(c["iid"]), rage=rage_words(c), health=_fight(c)[1]
    )


def _step_in(view: View, command: Command, creatures: dict[str, dict[str, Any]]) -> str:
    """A step-in's why: what it does (the alpha fights in the prey's place: "Step in with
    Little Ember … against Director Vane" named no prey, issue 30) and the two fighters'
    numbers (it said "it can win this fight" of an alpha with Rage 2 against a Rage 7
    attacker), read once the step-in is made (away from its home ground)."""
    combat = view.get("combat") or {}
    after = once_made(view, command)
    if after is not None:
        creatures = {**creatures, **{c["iid"]: c for c in after["creatures"]}}
    mine = creatures.get(command["creature"])
    attacker = creatures.get(combat.get("attacker") or "")
    prey, _foe = prey_and_foe(combat, list(creatures.values()))
    if mine is None or attacker is None or prey is None:
        return _("Step in with {name}: it takes the prey's place against the attacker.").format(
            name=_name(command["creature"])
        )
    (rage, left), (their_rage, their_left) = _fight(mine), _fight(attacker)
    values = {"mine": _stats(mine), "foe": _stats(attacker), "prey": _name(prey)}
    gang = [creatures[i] for i in prey_foes(combat, list(creatures.values())) if i in creatures]
    if len(gang) > 1:
        # both attackers fight it (issue 30: the words named one of two and called the
        # step-in "the stronger" against it alone)
        return _gang_step_in(mine, gang, values)
    if rage >= their_rage and left >= their_left:
        return _(
            "Step in with {mine} for {prey}: it fights {foe} in the prey's place, and it is "
            "the stronger."
        ).format(**values)
    return _(
        "Step in with {mine} for {prey}: it fights {foe} in the prey's place; neither is the "
        "stronger in both, and while it fights, the prey's VP stay out of the attacker's reach."
    ).format(**values)


def _gang_step_in(mine: dict[str, Any], gang: list[dict[str, Any]], values: dict[str, str]) -> str:
    """A step-in's why where more than one creature attacks: it fights them all."""
    foes = spoken_list([_stats(f) for f in gang])
    rage, left = _fight(mine)
    if all(rage >= _fight(f)[0] and left >= _fight(f)[1] for f in gang):
        return _(
            "Step in with {mine} for {prey}: in the prey's place it fights {foes} together; it "
            "is stronger than each, but each of them can play a Combat card against it every "
            "round."
        ).format(**values, foes=foes)
    return _(
        "Step in with {mine} for {prey}: in the prey's place it fights {foes} together, and "
        "it is not the stronger against them all; while it fights, the prey's VP stay out of "
        "the attackers' reach."
    ).format(**values, foes=foes)


def _question(view: View, command: Command, creatures: dict[str, dict[str, Any]]) -> str:
    """The why of an answer to a Territory's defence or to fighting on, from the fighters'
    numbers and what is lost ("Defend: it is the best option here" said nothing); "" for
    another question."""
    prompt = view.get("prompt") or {}
    kind, option = prompt.get("kind"), command.get("option")
    if kind == "defend":
        defender = creatures.get(prompt.get("defender") or "")
        attacker = creatures.get(prompt.get("attacker") or "")
        if defender is None or attacker is None:
            return ""
        values = {
            "territory": _name(prompt.get("territory")),
            "mine": _stats(defender),
            "foe": _stats(attacker),
            "name": _name(defender["iid"]),
        }
        if option == "defend":
            return _(
                "Defend: undefended, {territory} is destroyed; {mine} can keep it against {foe}, "
                "and it is lost only if {name} dies or leaves the fight first."
            ).format(**values)
        return _(
            "Do not defend: {territory} is destroyed, but {mine} stays out of a fight with {foe}."
        ).format(**values)
    combat = view.get("combat") or {}
    if kind != "withdraw" or not combat.get("sides"):
        return ""
    ours = [creatures[i] for i in combat["sides"][0] if i in creatures]
    theirs = [creatures[i] for i in combat["sides"][1] if i in creatures]
    if not ours or not theirs:
        return ""
    values = {"mine": _stats(ours[0]), "foe": _stats(theirs[0])}
    if option == "withdraw":
        return _(
            "Withdraw: the combat ends, and {mine} is out of reach of {foe}, with nothing "
            "scored either way."
        ).format(**values)
    actions = real_actions(view, ours[0]["iid"])
    if actions == 0:
        return _(
            "Fight another round: {mine} against {foe}, though you hold no Combat Action it "
            "can play for real, so it can only bluff."
        ).format(**values)
    return ngettext(
        "Fight another round: {mine} against {foe}, with {n} Combat Action in your hand it can "
        "play.",
        "Fight another round: {mine} against {foe}, with {n} Combat Actions in your hand it can "
        "play.",
        actions,
    ).format(n=actions, **values)


def _announce(view: View, creatures: dict[str, dict[str, Any]]) -> str:
    """An announcement's why, for the one who announces: the card it would then play and why
    that counts as an Offensive Effect (Hint said "Announce your effect" and named no card,
    and it was a Unique card for the player's own creature); the others see only the
    announcement."""
    model = ClassicModel(RULESET)
    play = offence_after(model, view, view["seat"], random.Random(0))
    iid = (play or {}).get("card")
    card = _data(iid)
    if card is None:
        return _("Announce an Offensive Effect: go first while it still matters.")
    target = (play or {}).get("target")
    on = _(" on {name}").format(name=_name(target)) if target in creatures else ""
    by = (play or {}).get("by")
    if by in creatures:
        on = _(" with {name}").format(name=_name(by)) + on
    why = (
        _("a Unique card brought into play counts as one")
        if card.unique
        else _("it can reach another pack or the Hunting Grounds")
    )
    effect = _effect(iid, played=True)
    return _(
        "Announce an Offensive Effect, then play {card}{on} ({why}){effect}. The others see "
        "only that you announce one."
    ).format(card=_name(iid), on=on, why=why, effect=f": {effect.rstrip('.')}" if effect else "")


def _threat(view: View, creatures: dict[str, dict[str, Any]], who: Who) -> str:
    """A rival's kill in this fight that would take it to the VP goal, said beside a quiet
    move (Hint said only "Pass: nothing you could do now…" as Chloé, at 9 of 10, sent
    Director Vane after a 2-VP prey, and won)."""
    combat = view.get("combat") or {}
    attacker = creatures.get(combat.get("attacker") or "")
    target = creatures.get(combat.get("target") or "")
    if attacker is None or target is None:
        return ""
    rival = attacker.get("pack")
    if rival is None or rival == view["seat"]:
        return ""
    vp = next((p.get("vp", 0) for p in view["players"] if p.get("seat") == rival), 0)
    goal = int(view.get("renown_level") or 0)
    if not goal or vp >= goal or vp + int(target.get("renown") or 0) < goal:
        return ""
    values = {"attacker": _name(attacker["iid"]), "target": _name(target["iid"])}
    warning = _(
        "Watch out: {who} reaches the VP goal ({vp} of {goal}) if {attacker} kills {target}."
    ).format(**values, who=who(rival), vp=vp + int(target.get("renown") or 0), goal=goal)
    return f" {warning} {_threat_answer(view, target, values)}"


def _threat_answer(view: View, target: dict[str, Any], values: dict[str, str]) -> str:
    """What the seat can still do against a rival's winning kill (a warning beside the only
    move, Pass, said nothing of what to do: issue 30): the fight's Combat cards, where its
    hand holds some the target can play for real, or that nothing of its can stop it."""
    me, pack = view["seat"], target.get("pack")
    real = real_actions(view, target["iid"])
    combat = view.get("combat") or {}
    if real and (pack == me or (pack is None and combat.get("prey_seat") == me)):
        return _(
            "Its fight is what can stop it: in the combat rounds, give {target} your best "
            "Combat cards."
        ).format(**values)
    if real and pack is None:
        return _(
            "If you are asked whether to play for {target}, play for it: your Combat cards "
            "are what can stop {attacker}."
        ).format(**values)
    if pack is not None and pack != me:
        return _(
            "No card of yours can stop it in this fight: only its own pack plays Combat cards "
            "for {target}."
        ).format(**values)
    return _(
        "No card of yours can stop it in this fight: none of your Combat Actions can be played "
        "for real by {target}."
    ).format(**values)


#: the moves whose words read the view, the move and the creatures on show, by its kind
BY_CREATURES: dict[str, Callable[[View, Command, dict[str, dict[str, Any]]], str]] = {
    "discard": _discard,
    "aim": _aim,
    "alpha": _alpha,
    "assign": _assign,
    "instinct": _combat_card,
    "step-in": _step_in,
    **dict.fromkeys(VERBS, _hunt),
}


def _dealt(view: View) -> str:
    """The seat's fighters whose card is dealt at random this round, and why ("" for none):
    Hint said no card could be placed, and a card nobody chose appeared (pl35)."""
    return at_random(view) if (view.get("combat") or {}).get("step") == "play" else ""


def _reason(view: View, command: Command, who: Who) -> str:
    kind = command["type"]
    creatures = {c["iid"]: c for c in view["creatures"]}
    me = view["seat"]
    if kind == "ready" and _dealt(view):
        return _("Ready: {why}.").format(why=_dealt(view))
    fighters = fighting_for(view) if kind == "ready" else []
    if fighters:
        # right after "Play for X": the joining was the move, and no card is the play now
        return _(
            "Ready, with no card for {fighters}: none of your Combat cards is worth spending "
            "this round (a fighter with no card counts as bluffing, so a bluff aimed at it works)."
        ).format(fighters=spoken_list([_name(f) for f in fighters]))
    ahead = prey_goes_to(view) if kind == "no-claim" else []
    if ahead:
        return ngettext(
            "{button}: you played for the prey in an earlier round of this combat, and {who} "
            "wants to and has not yet, so they play for it this round whatever you answer.",
            "{button}: you played for the prey in an earlier round of this combat, and {who} "
            "want to and have not yet, so they play for it this round whatever you answer.",
            len(ahead),
        ).format(button=_(QUIET[kind]), who=spoken_list([who(s) for s in ahead]))
    feint = _feint_ready(view) if kind == "ready" else ""
    if feint:
        return feint + _threat(view, creatures, who)
    if kind in QUIET:
        return _("{button}: nothing you could do now is worth a card or a risk.").format(
            button=_(QUIET[kind])
        ) + _threat(view, creatures, who)
    if kind in ("play", "use"):
        target = command.get("target")
        iid = command.get("card")
        card = _name(iid)
        what = _effect(iid, command["index"]) if kind == "use" else _effect(iid, played=True)
        verb = _("Use {card}") if kind == "use" else _("Play {card}")
        if isinstance(target, str) and target in creatures and what:
            pack = creatures[target]["pack"]
            text = (
                _("{play} on your {target}: {effect}")
                if pack == me
                # a prey is no one's: "on their River Kin" named the rival's (me40)
                else _("{play} on the prey {target}: {effect}")
                if pack is None
                else _("{play} on their {target}: {effect}")
            )
            return text.format(play=verb.format(card=card), target=_name(target), effect=what)
        if what:
            return _("{play}: {effect}").format(play=verb.format(card=card), effect=what)
        return _("Play {card}: it is the best use of a card now.").format(card=card)
    by_creatures = BY_CREATURES.get(kind)
    if by_creatures is not None:
        return by_creatures(view, command, creatures)
    if kind == "vote":
        return _vote(view, command, who)
    if kind == "call":
        return _call(view, command, who)
    if kind == "stage":
        return _stage(view, command)
    if kind == "step":
        iid = command["creature"]
        if creatures.get(iid, {}).get("world") == "umbra":
            return _(
                "Step {name} back to the physical world: the packs and prey there are out of "
                "its reach while it stays in the Umbra."
            ).format(name=_name(iid))
        return _(
            "Step {name} sideways into the Umbra: there it meets only what is in the Umbra too, "
            "and it can bind Spirits."
        ).format(name=_name(iid))
    if kind == "claim":
        return _claim(view)
    if kind == "trade":
        return _("Give {card} to {to}: it does more there.").format(
            card=_name(command["card"]), to=_name(command["to"])
        )
    if kind == "announce":
        return _announce(view, creatures)
    if kind == "choose" and _question(view, command, creatures):
        return _question(view, command, creatures)
    if kind == "choose":
        labels = (view.get("prompt") or {}).get("labels") or ()
        return choice_line(command["option"], _name, OPTION_WORDS, ("",), labels, POOL.shown_text)
    return _("This looks like your best move now.")


def _only(view: View, command: Command, who: Who) -> str:
    """Why the seat's one legal move, a quiet one, is all it can do, in a newcomer's words."""
    kind = command["type"]
    window = view.get("window") or {}
    fight = (view.get("combat") or {}).get("step")
    pending = view.get("pending") or {}
    waits = "question" if view.get("prompt") else "pending" if pending else ""
    phase, step = str(view.get("phase")), str(view.get("step") or "")
    now = moment_words(phase, step, waits, window.get("moment"), fight)
    offense = window.get("offense") or [None]
    line = ONLY_DONE.get(str(view.get("step"))) if kind == "done" else ONLY.get(kind)
    said = _(line or ONLY_ELSE).format(
        button=_(QUIET[kind]), now=now, who=who(offense[0]), card=_name(pending.get("card"))
    )
    if kind == "ready" and _dealt(view):
        said = _("Ready: it is the only move you have. {why}.").format(why=_dealt(view))
    creatures = {c["iid"]: c for c in view["creatures"]}
    return said + _threat(view, creatures, who)


_weighed = reasoner(POOL, _reason, NAMED, _name)
_only_move = reasoner(POOL, _only, {}, _name)

#: the moves whose why says what they win or why (a hunt's or a fighter's numbers, a vote's
#: count, a call's stakes, a prey's VP, a pass's cause): the search's "Tried against the other
#: moves …, it did clearly best" only repeated that there, as jargon (me40: after "your alpha
#: should win", after a Junta's count), so it is said only where the why is a card's own text
#: or a plain sentence, as the relaunch's Hint does
SAYS_WHY = frozenset(BY_CREATURES) | frozenset(QUIET) | {"vote", "call", "stage", "claim"}
SAYS_WHY |= {"announce", "trade", "step"}


def _says_why(view: View, command: Command) -> bool:
    kind = command["type"]
    if kind == "choose":
        creatures = {c["iid"]: c for c in view["creatures"]}
        return bool(_question(view, command, creatures))
    return kind in SAYS_WHY


def reason(
    view: View, command: Command, analysis: Analysis | None, names: Sequence[str] = ()
) -> str:
    """The Hint's why (`engine.ccg.hints.reasoner`); a quiet move that is the seat's only legal
    one says so and why, not that it was weighed. Only legal, not only left: the expert sets
    moves aside before its search (Pass was said to be "the only move you have" while Slip the
    Veil glowed and the list offered it, pl35)."""
    alone = analysis is not None and analysis.offered == 1
    if alone and command["type"] in QUIET:
        return _only_move(view, command, analysis, names)
    with POOL.extra_cards(POOL.extra_table(view.get("cards"))):
        plain = not _says_why(view, command)
    return _weighed(view, command, analysis if plain else None, names)
