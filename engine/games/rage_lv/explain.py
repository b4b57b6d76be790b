"""Why a command is refused, in a sentence a newcomer understands.

`decide` accepts only commands that `legal` lists; for anything else it asks here for the most
specific reason that holds. Only what the asking seat may know goes into the message: its own
cards and public cards (cards in play, characters), never another player's hand or a deck.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.ccg import interpreter, reactions, refusals
from engine.ccg.conditions import article, requirement_text
from engine.ccg.model import Use
from engine.ccg.refusals import Refusals, joined, over, refuse, target_refused, type_label
from engine.ccg.views import card_name, seat_namer
from engine.core.errors import Illegal
from engine.games.rage_lv import stats, umbra
from engine.games.rage_lv.combat import (
    WINDOW_TIMING,
    combatant,
    event_requirement_met,
    reaches_from_outside,
)
from engine.games.rage_lv.context import crossing
from engine.games.rage_lv.data import COMBAT_WINDOWS, VOCAB, Card, pool
from engine.games.rage_lv.flow import to_act
from engine.games.rage_lv.plays import (
    WINDOW_LIMIT,
    battlefield_in_umbra,
    card_targets,
    current_alpha,
    event_key,
    first_chosen,
    gift_tax,
    pack_things,
    ready,
    since_of,
    window_used,
)
from engine.games.rage_lv.prompts import options as prompt_options
from engine.games.rage_lv.state import GUARDIAN, Char, LvState, card_of
from engine.games.rage_lv.stats import LvView
from engine.i18n import N_, _

Command = dict[str, Any]
ATTACHMENTS = ("gift", "equipment", "past-life", "rite")
ALPHA_ACTIONS = ("attack", "challenge", "conquer", "liberate", "wuss", "shift")
COMBAT_COMMANDS = ("combat-card", "combat-pass", "combat-event", "ability")
# Words that go into refusals are whole phrases, marked for the catalog here and translated
# where a refusal is written (its language is the asker's, active only then).
TYPE_NAMES = {
    "gift": N_("Gifts"),
    "past-life": N_("Past Lives"),
    "rite": N_("Rites"),
    "equipment": N_("Equipment"),
}
#: a card type with its article, as "{card} is {kind}" says it: the kernel's and rage-lv's own
TYPE_LABELS = {
    **refusals.TYPE_LABELS,
    "tribe": N_("a Tribe"),
    "garou": N_("a Garou"),
    "totem": N_("a Totem"),
    "attack": N_("an Attack"),
    "defense": N_("a Defense"),
    "flex": N_("a Flex"),
    "counterattack": N_("a Counterattack"),
}
WAITING = {
    "main": N_("in the Main Phase players play a card, use an ability or pass one at a time"),
    "moot-events": N_("Moot Events are played one player at a time"),
    "vote": N_("each player votes on the Moot in turn"),
    "alpha-pick": N_("players choose their alphas one at a time"),
    "alpha": N_("each alpha acts in its turn"),
    "nominate": N_("you have already said who fights for the prey; the others are still choosing"),
}
#: an alpha's refusals, one whole sentence per action (the verb agrees with nothing else), by
#: case: it cannot act on that target now, on itself, with no character named, or at no
#: Battlefield
ALPHA_SAYS = {
    "now:attack": N_("{me} cannot attack {them} now."),
    "now:challenge": N_("{me} cannot challenge {them} now."),
    "now:conquer": N_("{me} cannot conquer {them} now."),
    "now:liberate": N_("{me} cannot liberate {them} now."),
    "now:wuss": N_("{me} cannot wuss {them} now."),
    "itself:attack": N_("{me} cannot attack itself."),
    "itself:challenge": N_("{me} cannot challenge itself."),
    "itself:wuss": N_("{me} cannot wuss itself."),
    "name:attack": N_("Name a character outside your pack for {me} to attack."),
    "name:challenge": N_("Name a character outside your pack for {me} to challenge."),
    "name:wuss": N_("Name a character outside your pack for {me} to wuss."),
    "only:conquer": N_("Only a Battlefield in play can be conquered."),
    "only:liberate": N_("Only a Battlefield in play can be liberated."),
}


def _alpha_sentence(case: str, kind: Any, **values: str) -> str:
    # an action with no sentence for the case is said plainly
    template = ALPHA_SAYS.get(f"{case}:{kind}", N_("{me} cannot do that now."))
    return _(template).format(**values)


def _name(iid: Any) -> str:
    return card_name(card_of, iid, N_("that card"), N_("that card"))


def _mine(state: LvState, seat: int, iid: Any) -> Char | None:
    """The pack member of `seat` named by `iid`, if it is one."""
    ch = state.chars.get(iid) if isinstance(iid, str) else None
    return ch if ch is not None and ch.pack and ch.owner == seat else None


def _requirement(c: Card, ch: Char, state: LvState) -> Illegal | None:
    if stats.meets(state, ch, c):
        return None
    words = stats.keywords(state, ch)
    missing = [r for r in c.requires if r not in words]
    if not missing:
        assert c.requirement is not None
        return refuse(
            "requirement",
            N_("{card} requires {requirement}, and {character} does not meet that."),
            card=c.name,
            requirement=requirement_text(c.requirement, VOCAB),
            character=_name(ch.iid),
        )
    return refuse(
        "requirement",
        N_("{card} requires {requirement}, and {character} is not {missing}."),
        card=c.name,
        requirement=joined(c.requires),
        character=_name(ch.iid),
        missing=joined(missing, "or"),
    )


# -- before the command's own reason (the kernel's order: game over, whose turn, a question) ---
# (`_not_your_turn` and `_answer_first` stand further down, with their words)
def _in_combat(state: LvState, seat: int, command: Command) -> Illegal | None:
    """A combat takes only its own commands (and Sept cards, whose refusal says more)."""
    kind = command.get("type")
    if state.combat is None or kind == "play" or kind in COMBAT_COMMANDS:
        return None
    return Illegal(
        "in-combat",
        _("A combat is going on: play a Combat card, use an ability or pass until it ends."),
    )


#: the commands made in one phase only: that phase, and the rule a refusal out of it says
IN_PHASE = {
    "regenerate": ("main", N_("Characters regenerate only in the Main Phase, before other plays.")),
    "vote": ("vote", N_("Votes on Moots come after the Main Phase, one Moot at a time.")),
    **dict.fromkeys(
        ("pick", "leave-umbra"),
        (
            "alpha-pick",
            N_("Alphas are chosen after the Moots are settled, once the Main Phase ends."),
        ),
    ),
    **dict.fromkeys(
        ALPHA_ACTIONS,
        (
            "alpha",
            N_(
                "Attacks, challenges, conquering and the like are alpha actions: they come in the Alpha Phase, each on its alpha's turn."
            ),
        ),
    ),
}


def _out_of_phase(state: LvState, seat: int, command: Command) -> Illegal | None:
    phase, rule = IN_PHASE.get(str(command.get("type")), (state.phase, ""))
    return None if state.phase == phase else Illegal("wrong-phase", _(rule))


# -- each command's own reason, where it is made in a phase of its own ----------------------------
def _action(state: LvState, seat: int, command: Command) -> Illegal:
    if state.phase == "alpha":
        return _alpha_action(state, seat, command)
    if state.phase != "main":
        return Illegal(
            "wrong-phase",
            _(
                "Main: abilities are used in the Main Phase and Alpha: abilities on your alpha's action; now is neither."
            ),
        )
    return _ability(state, seat, command, "main")


def _unknown(state: LvState, seat: int, command: Command) -> Illegal:
    if command.get("type") in pool():
        return Illegal("bad-command", _("Name a command, not a card."))
    return Illegal("illegal", _("That is not one of your choices right now."))


# -- questions in front of a player ---------------------------------------------------------------
#: what each question asks, after "First answer the question in front of you:"; {card} is the
#: character, Moot or Battlefield it is about
QUESTIONS = {
    "discard-down": N_("discard down to your Sept draw"),
    "discard-hand": N_("discard a Sept card"),
    "discard-combat": N_("discard a Combat card"),
    "lose-gift": N_("the Umbra takes one of {card}'s Gifts; choose which"),
    "moot-target": N_("name the target of {card}"),
    "challenge": N_("{card} is challenged; accept or refuse"),
    "defend": N_("{card} is attacked; defend it or not"),
    "reclaim": N_("reclaim a Battlefield or not"),
    "crinos": N_("{card} joins a combat; shift it to Crinos or not"),
    "fight-for": N_("choose who fights for the prey"),
    "answer": N_("do you play a card in answer to what just happened?"),  # engine.ccg.reactions
}
#: a card's own question (the shared card layer), by what it asks
CARD_QUESTIONS = {
    "target": N_("{card} needs a target"),
    "card": N_("{card} finds cards; choose the one to take"),
    "pick": N_("{card} makes you discard; choose the card"),
    "pay": N_("{card} costs a card from your hand; choose which to discard"),
    "option": N_("{card} offers a choice; choose one"),
    "yes": N_("use {card} or not"),
}
#: answers that are words, not cards or seats
ANSWER_WORDS = {
    "refuse": N_("refuse"),
    "accept": N_("accept"),
    "accept:deck": N_("accept in Crinos for the top Sept card"),
    "decline": N_("do not defend"),
    "none": N_("reclaim none"),
    "stay": N_("stay in Breed form"),
    "deck": N_("Crinos for the top Sept card"),
    "yes": N_("yes"),
    "no": N_("no"),
    "pass": N_("pass"),
}


def _answer_name(prompt: dict[str, Any], option: Any, who: Callable[[Any], str]) -> str:
    """One answer a question takes, as the player would name it (`who`: how a seat is)."""
    labels = prompt.get("labels") or []
    if prompt.get("ask") == "option" and isinstance(option, int) and 0 <= option < len(labels):
        return str(labels[option])
    if isinstance(option, bool) or option is None:
        return _("yes") if option else _("no")
    if isinstance(option, int):
        return who(option)
    if option in ANSWER_WORDS:
        return _(ANSWER_WORDS[option])
    text = str(option)
    if text.startswith("accept:"):
        return _("accept in Crinos for {card}").format(card=_name(text.split(":", 1)[1]))
    if prompt["kind"] == "crinos":
        return _("Crinos for {card}").format(card=_name(text))
    return _name(text)


def _answer_first(state: LvState, seat: int, command: Command) -> Illegal | None:
    """A command other than an answer to the question `seat` owes: what the question is and
    the answers it takes."""
    if not state.prompts:
        return None
    prompt = next((p for p in state.prompts if p["seat"] == seat), state.prompts[0])
    kind = prompt["kind"]
    about = prompt.get("char") or prompt.get("moot") or prompt.get("battlefield")
    if kind == "ccg":
        template = CARD_QUESTIONS.get(str(prompt.get("ask")), N_("{card} asks you to choose"))
        about = prompt.get("card")
    else:
        template = QUESTIONS.get(kind, N_("answer it"))
    question = _(template).format(card=_name(about))
    options = prompt_options(state, prompt)
    if not options:
        return Illegal(
            "answer-first",
            _("First answer the question in front of you: {question}.").format(question=question),
        )

    def words(names: Sequence[str]) -> str:
        who = seat_namer(names, "?")
        answers = [_answer_name(prompt, o, who) for o in options]
        twice = {a for a in answers if answers.count(a) > 1}
        for i, option in enumerate(options):  # two characters of one name: say whose each is
            ch = state.chars.get(option) if isinstance(option, str) else None
            if ch is not None and answers[i] in twice:
                answers[i] = _("{who}'s {card}").format(who=who(ch.owner), card=answers[i])
        return _(
            "First answer the question in front of you: {question}. Answer with {answers}."
        ).format(question=question, answers=joined(answers, "or"))

    return Illegal("answer-first", words(()), naming=words)


def _not_your_turn(state: LvState, seat: int, command: Command) -> Illegal | None:
    if seat in to_act(state):
        return None
    if state.prompts:
        return Illegal("not-your-turn", _("It is not your turn: another player must answer first."))
    if state.combat is not None:
        return Illegal(
            "not-your-turn", _("It is not your turn: the other side of the combat acts now.")
        )
    why = WAITING.get(state.phase)
    if why is None:
        return Illegal("not-your-turn", _("It is not your turn to act."))
    return Illegal("not-your-turn", _("It is not your turn: {why}.").format(why=_(why)))


# -- playing a Sept card ------------------------------------------------------------------------
def _play(state: LvState, seat: int, command: dict[str, Any]) -> Illegal:
    player = state.players[seat]
    iid = command.get("card")
    if iid not in player.hand:
        return Illegal("not-in-hand", _("You can only play a card from your own hand."))
    c = card_of(iid)
    wrong = _wrong_phase(state, c)
    if wrong is not None:
        return wrong
    if c.type in ATTACHMENTS:
        return _attach(state, seat, c, command)
    if c.type in ("ally", "totem"):
        return _independent(state, seat, c, command)
    if c.type == "event" and reactions.answer_only(c.effects):
        return Illegal(
            "answer-only",
            _(
                "{card} is played only in answer to what it names (a kill, a refused challenge, a"
                " card another player plays), when you are asked."
            ).format(card=c.name),
        )
    if c.type == "event":
        return _event(state, seat, c, command)
    if c.type == "moot":
        return _moot(state, seat, command)
    return _as_it_is(c, command, HUNTING)


STAGING = N_("into your Staging Area")
HUNTING = N_("into the Hunting Grounds")
PLACES = {
    "ally": STAGING,
    "totem": STAGING,
    "enemy": HUNTING,
    "victim": HUNTING,
    "battlefield": HUNTING,
}


def _as_it_is(c: Card, command: dict[str, Any], where: str) -> Illegal:
    """A card that goes into play by itself was played with a character or a target."""
    kind = type_label(TYPE_LABELS, c.type)
    extra = [k for k in ("on", "by", "target", "pay") if command.get(k) is not None]
    if extra:
        return Illegal(
            "plays-as-it-is",
            _(
                "{card} is {kind}: it goes {place} as it is; it is not played on, by or at a character."
            ).format(card=c.name, kind=kind, place=_(PLACES.get(c.type, where))),
        )
    return Illegal(
        "cannot-play",
        _("{card} is {kind} and goes {place}.").format(
            card=c.name, kind=kind, place=_(PLACES.get(c.type, where))
        ),
    )


def _wrong_phase(state: LvState, c: Card) -> Illegal | None:
    if state.combat is not None:
        return refuse(
            "wrong-phase",
            N_("{card} is a Sept card: Sept cards are played in the Main Phase, not in a combat."),
            card=c.name,
        )
    if c.is_moot_event():
        if state.phase == "moot-events":
            return None
        return Illegal(
            "wrong-phase",
            _(
                "{card} is a Moot Event: it is played after the Main Phase, while the Moots called this turn are settled."
            ).format(card=c.name),
        )
    if state.phase == "moot-events":
        return Illegal(
            "wrong-phase",
            _(
                "Only Moot Events may be played while Moots are settled; {card} waits for the next Main Phase."
            ).format(card=c.name),
        )
    if state.phase != "main":
        return Illegal(
            "wrong-phase", _("{card} can only be played in the Main Phase.").format(card=c.name)
        )
    return None


def _attach(state: LvState, seat: int, c: Card, command: dict[str, Any]) -> Illegal:
    on = command.get("on")
    target = state.chars.get(on) if isinstance(on, str) else None
    if target is None:
        return refuse(
            "choose-host", N_("Choose one of your pack's characters to take {card}."), card=c.name
        )
    host = _mine(state, seat, on)
    if host is None:
        return Illegal("not-your-character", _("Cards attach only to characters of your own pack."))
    who = _name(host.iid)
    if host.regen:
        return Illegal(
            "regenerating", _("{who} is regenerating and cannot take new cards.").format(who=who)
        )
    host_card = card_of(host.iid)
    spirit = host_card.type == "ally" and "Spirit" in host_card.keywords
    if spirit and c.type != "gift":
        return Illegal(
            "spirit-gifts-only",
            _(
                "{who} is a Spirit Ally: a Spirit Ally takes only Gifts, and {card} is {kind}."
            ).format(who=who, card=c.name, kind=_(TYPE_LABELS[c.type])),
        )
    if c.type == "gift" and spirit:
        if not any(r in c.requires for r in host_card.requires if r != "Spirit"):
            tribe = joined([r for r in host_card.requires if r != "Spirit"], "or")
            return Illegal(
                "gift-on-garou",
                _("{who} is a Spirit Ally: it takes only Gifts that require {tribe}.").format(
                    who=who, tribe=tribe or _("its Tribe")
                ),
            )
    elif c.type in ("gift", "past-life", "rite") and host_card.type != "garou":
        return Illegal(
            "gift-on-garou",
            _("Only Garou take {types}, and {who} is not a Garou.").format(
                types=_(TYPE_NAMES[c.type]), who=who
            ),
        )
    attached = state.attached_to(host.iid)
    rites = [t.iid for t in attached if card_of(t.iid).type == "rite"]
    if c.type == "rite" and rites:
        return Illegal(
            "one-rite",
            _(
                "{who} already has a Rite in progress ({rite}); a shapeshifter can have only one Rite in progress at a time."
            ).format(who=who, rite=_name(rites[0])),
        )
    if any(card_of(t.iid).id == c.id for t in attached):
        return Illegal(
            "duplicate",
            _(
                "{who} already has {card} attached; a character never takes two copies of the same card."
            ).format(who=who, card=c.name),
        )
    unmet = _requirement(c, host, state)
    if unmet is not None:
        return unmet
    free = stats.gnosis_free(state, host)
    if free < c.gnosis_cost:
        return Illegal(
            "no-gnosis",
            _(
                "{who} has {free} Gnosis free and {card} costs {cost}: the Gnosis costs of the cards on a character may not add up to more than its Gnosis."
            ).format(who=who, free=free, card=c.name, cost=c.gnosis_cost),
        )
    if gift_tax(state, host, c):
        return Illegal(
            "gift-tax",
            _(
                "With the Umbra at level 3, a Gift on a Garou of Gnosis 7 or more costs a Sept card: choose another card from your hand to discard."
            ),
        )
    return Illegal("cannot-attach", _("{who} cannot take {card} now.").format(who=who, card=c.name))


def _independent(state: LvState, seat: int, c: Card, command: dict[str, Any]) -> Illegal:
    """Allies and Totems: their requirements are met by any pack member."""
    if c.type == "totem":
        totems = [
            t.iid
            for t in state.things.values()
            if t.owner == seat and card_of(t.iid).type == "totem"
        ]
        if totems:
            return Illegal(
                "one-totem",
                _(
                    "Your pack already has a Totem in play ({totem}); a pack can have only one Totem at a time."
                ).format(totem=_name(totems[0])),
            )
    if c.type == "ally" and "Spirit" in c.keywords and umbra.level(state.umbra) == 5:
        return Illegal(
            "umbra-level", _("No Spirit Ally can be played while the Umbra is at level 5.")
        )
    if not any(stats.meets(state, ch, c) for ch in state.pack_of(seat)):
        needs = (
            joined(c.requires)
            if c.requires or c.requirement is None
            else requirement_text(c.requirement, VOCAB)
        )
        return Illegal(
            "requirement",
            _("{card} requires {needs}, and nobody in your pack is.").format(
                card=c.name, needs=needs
            ),
        )
    return _as_it_is(c, command, STAGING)


def _event(state: LvState, seat: int, c: Card, command: dict[str, Any]) -> Illegal:
    by = command.get("by")
    performer = _mine(state, seat, by)
    if performer is None:
        return refuse(
            "event-by", N_("Choose one of your pack's characters to perform {card}."), card=c.name
        )
    who = _name(performer.iid)
    if performer.regen:
        return Illegal(
            "regenerating", _("{who} is regenerating and cannot perform Events.").format(who=who)
        )
    unmet = _requirement(c, performer, state)
    if unmet is not None:
        return unmet
    target = command.get("target")
    fights = any(e.do == "fight" for e in c.effects)
    if fights and target == by:
        return Illegal(
            "event-target", _("{who} cannot fight itself; choose another target.").format(who=who)
        )
    key = event_key(c, target, str(by))
    if key and key in state.event_targets:
        if isinstance(target, str):
            hit = _name(target)
        elif isinstance(target, int):
            hit = _("that player")
        else:
            hit = who
        return Illegal(
            "event-target",
            _(
                "{card} has already been played on {hit} this turn; the same Event never targets the same character or player twice in a turn."
            ).format(card=c.name, hit=hit),
        )
    if "target" not in command:
        return Illegal(
            "event-target", _("Name {card}'s target (null if it names none).").format(card=c.name)
        )
    iid = str(command.get("card"))
    if target not in card_targets(LvView(state), seat, iid, ("play",), str(by)):
        if fights and _mine(state, seat, target) is not None:
            return Illegal(
                "event-target",
                _(
                    "{card} makes a fight: choose a character outside your pack, since a player never controls both Hunter and Prey."
                ).format(card=c.name),
            )
        return _bad_target(state, seat, iid, c, str(by), target)
    return Illegal(
        "cannot-play",
        _(
            "{card} cannot be played now: each Event is performed by one of your ready pack members that meets its requirements, on a target it may name."
        ).format(card=c.name),
    )


#: why an Event (`EVENT_...`) or an ability (`ABILITY_...`) refuses a target it may name, the
#: first case that holds (`refusals.target_refused`), for a character or a player as target
EVENT_TARGET = {
    "needs": N_("{card} needs a target character: choose one."),
    "why": N_("{card} would do nothing: {why}."),
    "other": N_("{card} cannot target that: it names a character in play."),
}
EVENT_PLAYER_TARGET = {
    **EVENT_TARGET,
    "needs": N_("{card} needs a target player: choose one."),
    "other": N_("{card} cannot target that: it names a player."),
}
ABILITY_TARGET = {
    "none": N_("{name}'s ability names no target; use it without one."),
    "why": N_("{name}'s ability would do nothing: {why}."),
    "nothing": N_("{name}'s ability would do nothing to any target: none is affected by it."),
    "needs": N_("{name}'s ability needs a target character: choose one."),
    "other": N_("{name}'s ability cannot target that: it names a character in play."),
}
ABILITY_PLAYER_TARGET = {
    **ABILITY_TARGET,
    "needs": N_("{name}'s ability needs a target player: choose one."),
    "other": N_("{name}'s ability cannot target that: it names a player."),
}


def _why_not(state: LvState, view: LvView, use: Use, target: Any) -> Callable[[], str | None]:
    """Why `use` would not affect `target`, when asked ("" for a target that is no character)."""
    if not isinstance(target, str) or target not in state.chars:
        return lambda: ""
    return lambda: interpreter.why_not(view, use, use.effect, target, _name(target))


def _bad_target(state: LvState, seat: int, iid: str, c: Card, by: str, target: Any) -> Illegal:
    """Why an Event (or ability) may not name this target."""
    found = first_chosen(c, ("play",))
    if found is None:
        if target is not None:
            return refuse(
                "event-target", N_("{card} names no target; play it without one."), card=c.name
            )
        return Illegal("event-target", _("{card} cannot be played on that.").format(card=c.name))
    index, effect = found
    sentences = EVENT_PLAYER_TARGET if effect.selector.players else EVENT_TARGET
    why_not = _why_not(state, LvView(state), Use(iid, index, effect, seat, by), target)
    return target_refused("event-target", sentences, [], target, why_not, card=c.name)


def _moot(state: LvState, seat: int, command: dict[str, Any]) -> Illegal:
    caller = _mine(state, seat, command.get("by"))
    if caller is None or not stats.is_voter(caller):
        return Illegal(
            "moot-caller",
            _("A Moot is called by one of your Garou (not an Ally or an alternate shapeshifter)."),
        )
    who = _name(caller.iid)
    if caller.regen:
        return refuse("regenerating", N_("{who} is regenerating and cannot call a Moot."), who=who)
    if caller.called_moot:
        return refuse(
            "moot-caller",
            N_("{who} has already called a Moot this turn; each Garou calls at most one a turn."),
            who=who,
        )
    if "target" in command or "on" in command:
        return Illegal(
            "moot-target",
            _("A Moot names no target when it is called: its target is chosen if it passes."),
        )
    return Illegal("moot-caller", _("{who} cannot call a Moot now.").format(who=who))


# -- abilities of cards in play ---------------------------------------------------------------
WINDOW_WORDS = {
    "main": N_("in the Main Phase"),
    "alpha": N_("as its alpha's action in the Alpha Phase"),
    "pre-combat": N_("before a combat's first round"),
    "mid-combat": N_("between a combat's rounds"),
    "post-combat": N_("after a combat's last round"),
}
#: the windows as the cards print them (VOCAB.windows without the colon)
WINDOW_LABELS = {
    "main": N_("Main"),
    "alpha": N_("Alpha"),
    "pre-combat": N_("Pre-Combat"),
    "mid-combat": N_("Mid-Combat"),
    "post-combat": N_("Post-Combat"),
}


def _my_sources(view: LvView, seat: int, window: str) -> dict[str, str | None]:
    """The cards whose abilities `seat` uses in this window -> the character using them."""
    state = view.state
    if window == "alpha":
        alpha = current_alpha(state)
        chars = [state.chars[alpha]] if alpha in state.chars else []
    else:
        chars = list(state.pack_of(seat))
    found: dict[str, str | None] = {}
    for ch in chars:
        found[ch.iid] = ch.iid
        for thing in state.attached_to(ch.iid):
            found[thing.iid] = ch.iid
    for source, _bearer, _kind in pack_things(view, seat):
        found.setdefault(source, view.bearer(source))
    return found


def _ability(state: LvState, seat: int, command: dict[str, Any], window: str) -> Illegal:
    """Why this use of an ability of a card in play is refused, the most specific reason first."""
    source = command.get("card")
    tribes = {stats.tribe_iid(state, s) for s in range(len(state.players))}
    if not isinstance(source, str) or (
        source not in state.chars and source not in state.things and source not in tribes
    ):
        return Illegal("cannot-use", _("Use an ability of one of your cards in play."))
    name = _name(source)
    view = LvView(state)
    mine = _my_sources(view, seat, window)
    if source not in mine:
        if window == "alpha" and _mine(state, seat, source) is not None:
            alpha = current_alpha(state)
            return Illegal(
                "not-the-alpha",
                _(
                    "Only your alpha ({alpha}) acts now: {name} is not it and carries nothing it could use."
                ).format(alpha=_name(alpha), name=name),
            )
        return Illegal(
            "not-yours",
            _("{name} is not one of your cards in play: you use only your own.").format(name=name),
        )
    index = command.get("index")
    effects = card_of(source).effects
    if not isinstance(index, int) or not 0 <= index < len(effects):
        return Illegal("cannot-use", _("{name} has no such ability.").format(name=name))
    effect = effects[index]
    if effect.when != window:
        return Illegal("wrong-window", _timing_sentence(name, effect.when, window))
    if window in WINDOW_LIMIT and window_used(view, source, index, window):
        used = (
            _("{name}'s ability has already been used this phase.")
            if WINDOW_LIMIT[window] == "phase"
            else _("{name}'s ability has already been used this combat.")
        )
        return Illegal("used", used.format(name=name))
    if since_of(state, source) >= state.serial:
        return refuse(
            "too-new",
            N_("{name} came into play this phase; its ability can be used from the next phase on."),
            name=name,
        )
    bearer = current_alpha(state) if window == "alpha" else mine[source]
    by = command.get("by", bearer)
    if window != "alpha" and by != bearer:
        through = (
            _("{name}'s ability is used by {bearer}.")
            if bearer
            else _("{name}'s ability is used by no character (leave out who uses it).")
        )
        return Illegal("ability-by", through.format(name=name, bearer=_name(bearer)))
    if window != "alpha" and bearer in state.chars and state.chars[bearer].regen:
        return refuse(
            "regenerating", N_("{bearer} is regenerating and cannot act."), bearer=_name(bearer)
        )
    if window in COMBAT_WINDOWS:
        refused = _combat_scope(state, seat, name, effect)
        if refused is not None:
            return refused
    use = Use(source, index, effect, seat, bearer)
    why = interpreter.usable(view, use)
    if why:
        return refuse(
            "cannot-use", N_("{name}'s ability cannot be used now: {why}."), name=name, why=why
        )
    return _ability_target(state, seat, command, name, use, window)


def _timing_sentence(name: str, when: str, window: str) -> str:
    now = _(WINDOW_WORDS.get(window, N_("now")))
    label = WINDOW_LABELS.get(when, "")
    if label:
        # English's article goes with the English label ("an Alpha", "a Main"): two sentences
        sentence = (
            _("{name}'s ability is an {label} ability, used {when}; not {now}.")
            if article(label) == "an"
            else _("{name}'s ability is a {label} ability, used {when}; not {now}.")
        )
        return sentence.format(name=name, label=_(label), when=_(WINDOW_WORDS[when]), now=now)
    return _(
        "{name}'s text works by itself when its moment comes; it is not an ability you use."
    ).format(name=name)


def _combat_scope(state: LvState, seat: int, name: str, effect: Any) -> Illegal | None:
    combat = state.fighting()
    fighting = combat.seat_fighter(seat) is not None
    if effect.scope == "in" and not fighting:
        return Illegal(
            "in-ability",
            _("{name}'s ability is In: only a player with a combatant uses it.").format(name=name),
        )
    if effect.scope == "out" and fighting:
        return refuse(
            "out-ability",
            N_("{name}'s ability is Out: only a player with no character in the combat uses it."),
            name=name,
        )
    if effect.selector.mode in ("self", "opponent") and not fighting:
        return refuse(
            "out-of-combat",
            N_("{name}'s ability works on its own character in the combat, and it is not in it."),
            name=name,
        )
    return None


def _ability_target(
    state: LvState, seat: int, command: dict[str, Any], name: str, use: Use, window: str
) -> Illegal:
    """The ability may be used, but not on the target named."""
    target = command.get("target")
    view = LvView(state)
    effect = use.effect
    if window in COMBAT_WINDOWS and effect.selector.chosen and not effect.selector.players:
        fighters, names = _combatants(state)
        if target not in fighters:
            return Illegal(
                "ability-target",
                _("{name}'s ability names a combatant: choose {names}.").format(
                    name=name, names=names
                ),
            )
    choices = interpreter.choices(view, use)
    sentences = ABILITY_PLAYER_TARGET if effect.selector.players else ABILITY_TARGET
    return target_refused(
        "ability-target", sentences, choices, target, _why_not(state, view, use, target), name=name
    )


# -- the Main Phase, votes and alphas --------------------------------------------------------------
def _regenerate(state: LvState, seat: int, command: dict[str, Any]) -> Illegal:
    ch = _mine(state, seat, command.get("char"))
    if ch is None:
        return Illegal("cannot-regenerate", _("Only characters of your own pack regenerate."))
    who = _name(ch.iid)
    if not card_of(ch.iid).paw:
        return refuse(
            "cannot-regenerate", N_("{who} has no paw print, so it never regenerates."), who=who
        )
    if ch.regen:
        return Illegal("cannot-regenerate", _("{who} is regenerating already.").format(who=who))
    if ch.iid not in state.wounded_at_main:
        return Illegal(
            "cannot-regenerate",
            _(
                "{who} was not wounded when this Main Phase began; only such a character regenerates."
            ).format(who=who),
        )
    if state.players[seat].regen_closed:
        return Illegal(
            "cannot-regenerate",
            _(
                "Characters regenerate before your other plays, and you have already played or passed this phase."
            ),
        )
    if stats.prohibited(state, ch.iid, "regenerate"):
        return Illegal(
            "prohibited", _("{who} cannot regenerate: a card in play forbids it.").format(who=who)
        )
    return Illegal("cannot-regenerate", _("{who} cannot regenerate now.").format(who=who))


def _vote(state: LvState, seat: int, command: dict[str, Any]) -> Illegal:
    if command.get("side") not in ("for", "against"):
        return Illegal("bad-command", _('Vote "for" or "against" the Moot.'))
    ch = _mine(state, seat, command.get("char"))
    if ch is None:
        return Illegal("cannot-vote", _("Only the Garou of your own pack vote for you."))
    who = _name(ch.iid)
    if not stats.is_voter(ch):
        return refuse(
            "cannot-vote",
            N_("{who} does not vote: only Garou do (not Allies or alternate shapeshifters)."),
            who=who,
        )
    if ch.regen:
        return Illegal("cannot-vote", _("{who} is regenerating and cannot vote.").format(who=who))
    if ch.umbra:
        return Illegal("cannot-vote", _("{who} is in the Umbra and cannot vote.").format(who=who))
    if ch.voted:
        return refuse(
            "cannot-vote", N_("{who} has already voted this turn; a Garou votes once."), who=who
        )
    if stats.prohibited(state, ch.iid, "vote"):
        return refuse("prohibited", N_("{who} cannot vote: a card in play forbids it."), who=who)
    if ch.iid in {m.caller for m in state.moots[1:]}:
        return Illegal(
            "cannot-vote",
            _("{who} called a later Moot and keeps its one vote for its own Moot.").format(who=who),
        )
    return Illegal("cannot-vote", _("{who} cannot vote on this Moot now.").format(who=who))


def _pick(state: LvState, seat: int, command: dict[str, Any]) -> Illegal:
    ch = _mine(state, seat, command.get("char"))
    if ch is None:
        return Illegal("pick", _("Choose one of your own pack."))
    who = _name(ch.iid)
    if command.get("type") == "leave-umbra":
        if not ch.umbra:
            return Illegal("pick", _("{who} is not in the Umbra.").format(who=who))
        return refuse(
            "pick", N_("{who} is your alpha; it crosses over with its pick, if at all."), who=who
        )
    if any(state.chars[a].owner == seat for a in state.alphas if a in state.chars):
        return Illegal("pick", _("You have already chosen your alpha this turn."))
    choices = [c for c in state.pack_of(seat) if ready(c) and c.where == "staging"]
    if choices and ch not in choices:
        if ch.regen:
            return refuse("pick", N_("{who} is regenerating: choose a ready character."), who=who)
        return refuse("pick", N_("{who} is not in your Staging Area: choose one that is."), who=who)
    flip = command.get("crinos")
    player = state.players[seat]
    if flip is not None:
        if not card_of(ch.iid).two_sided:
            return refuse(
                "no-crinos", N_("{who} has one side only: it never shifts to Crinos."), who=who
            )
        if ch.crinos:
            return Illegal("no-crinos", _("{who} is in Crinos form already.").format(who=who))
        if flip == "deck" and not player.sept_deck:
            return Illegal(
                "no-crinos", _("Your Sept deck is empty: discard a card from your hand instead.")
            )
        if flip != "deck" and flip not in player.hand:
            return Illegal(
                "no-crinos",
                _(
                    "Shifting to Crinos costs the top card of your Sept deck or a card from your hand: name one of those."
                ),
            )
    if command.get("cross"):
        cost = crossing(state, ch, last_minute=False)
        if cost is None:
            return refuse(
                "no-crossing", N_("{who} cannot cross over: Humans never enter the Umbra."), who=who
            )
        deck = len(player.sept_deck) - (flip == "deck")
        return Illegal(
            "no-crossing",
            _(
                "Crossing over costs {cost} cards from the top of your Sept deck, and you have {deck}."
            ).format(cost=cost, deck=deck),
        )
    return Illegal("pick", _("{who} cannot be your alpha like that.").format(who=who))


def _alpha_action(state: LvState, seat: int, command: dict[str, Any]) -> Illegal:
    alpha = current_alpha(state)
    if alpha is None or alpha not in state.chars:
        return Illegal("illegal", _("No alpha is acting now."))
    ch = state.chars[alpha]
    me = _name(alpha)
    kind = command.get("type")
    if kind == "action":
        return _ability(state, seat, command, "alpha")
    if kind == "shift":
        if state.shifted:
            return refuse("no-crossing", N_("{me} has already crossed over on this action."), me=me)
        cost = crossing(state, ch, last_minute=True)
        if cost is None:
            return refuse(
                "no-crossing", N_("{me} cannot cross over: Humans never enter the Umbra."), me=me
            )
        deck = len(state.players[seat].sept_deck)
        return Illegal(
            "no-crossing",
            _(
                "Crossing over now costs {cost} cards from the top of your Sept deck, and you have {deck}."
            ).format(cost=cost, deck=deck),
        )
    target = command.get("target")
    if kind in ("conquer", "liberate"):
        thing = state.things.get(target) if isinstance(target, str) else None
        if thing is None or not isinstance(target, str) or card_of(target).type != "battlefield":
            return Illegal("alpha-target", _alpha_sentence("only", kind, me=me))
        bf = _name(target)
        if battlefield_in_umbra(target) != ch.umbra:
            return Illegal(
                "other-world",
                _("{me} and {battlefield} are on different sides of the Gauntlet.").format(
                    me=me, battlefield=bf
                ),
            )
        if thing.controller == seat:
            return refuse("alpha-target", N_("You control {battlefield} already."), battlefield=bf)
        if kind == "liberate" and thing.controller is None:
            return refuse(
                "alpha-target",
                N_("Nobody controls {battlefield}: conquer it rather than liberate it."),
                battlefield=bf,
            )
        return Illegal(
            "alpha-target",
            _alpha_sentence("now", kind, me=me, them=bf),
        )
    other = state.chars.get(target) if isinstance(target, str) else None
    if other is None or not isinstance(target, str):
        return Illegal("alpha-target", _alpha_sentence("name", kind, me=me))
    them = _name(target)
    if target == alpha:
        return Illegal("alpha-target", _alpha_sentence("itself", kind, me=me))
    if other.pack and other.owner == seat:
        return Illegal("alpha-target", _("{them} is in your own pack.").format(them=them))
    if target.startswith(GUARDIAN):
        return Illegal(
            "alpha-target",
            _("A Battlefield's guardian is fought by conquering or liberating its Battlefield."),
        )
    if other.umbra != ch.umbra:
        inside, outside = (me, them) if ch.umbra else (them, me)
        return Illegal(
            "other-world",
            _(
                "{inside} is in the Umbra and {outside} is not: characters meet only on the same side of the Gauntlet."
            ).format(inside=inside, outside=outside),
        )
    if kind == "attack":
        if other.where == "staging":
            return Illegal(
                "alpha-target",
                _(
                    "{them} is in a Staging Area: challenge it; attacks are for the Hunting Grounds."
                ).format(them=them),
            )
        return Illegal("alpha-target", _("{them} is not in the Hunting Grounds.").format(them=them))
    if kind == "challenge":
        if other.where == "hunting":
            return Illegal(
                "alpha-target",
                _(
                    "{them} is in the Hunting Grounds: attack it; challenges are for other packs' characters in their Staging Areas."
                ).format(them=them),
            )
        if other.where != "staging" or not other.pack:
            return Illegal("alpha-target", _("{them} is not in a Staging Area.").format(them=them))
        if other.regen:
            return refuse(
                "alpha-target", N_("{them} is regenerating and cannot be challenged."), them=them
            )
        if stats.prohibited(state, target, "be-challenged"):
            return Illegal(
                "prohibited",
                _("{them} cannot be challenged: a card in play forbids it.").format(them=them),
            )
    return Illegal("alpha-target", _alpha_sentence("now", kind, me=me, them=them))


STEP_KINDS = {
    "attack": ("attack", "flex"),
    "defend": ("defense", "flex", "counterattack"),
    "react": ("defense", "flex"),
}
STEP_WORDS = {
    "attack": N_("with the initiative you play an Attack or a Flex"),
    "defend": N_("against an attack you play a Defense, a Flex or a Counterattack"),
    "react": N_("to react to damage you play a Defense or a Flex"),
}


def _combat(state: LvState, seat: int, command: dict[str, Any]) -> Illegal:
    combat = state.combat
    if combat is None:
        return Illegal("no-combat", _("Combat cards are played only in a combat."))
    kind = command.get("type")
    named = command.get("card")
    iid = named if isinstance(named, str) else ""  # names no card: in no hand
    hand = state.players[seat].combat_hand
    if kind in ("combat-card", "combat-event") and iid not in hand:
        return Illegal("not-in-hand", _("You can only play a card from your Combat hand."))
    if kind == "combat-card":
        c = card_of(iid)
        if combat.step not in STEP_KINDS:
            return Illegal(
                "wrong-kind",
                _(
                    "{card} is a Combat Action: between rounds only Combat Events and Pre-, Mid- and Post-Combat abilities are played."
                ).format(card=c.name),
            )
        if c.type not in STEP_KINDS[combat.step]:
            label = type_label(TYPE_LABELS, c.type)
            return Illegal(
                "wrong-kind",
                _("{card} is {label}: {rule}.").format(
                    card=c.name, label=label, rule=_(STEP_WORDS[combat.step])
                ),
            )
        side = combat.seats.index(seat) if seat in combat.seats else 0
        if combat.step != "attack":
            side = 1 - combat.initiative if combat.step == "defend" else 1 - combat.chain[-1][0]
        fighter = combatant(combat, side)
        ch = state.chars.get(fighter)
        if ch is not None and stats.prohibited(state, fighter, "combat-cards"):
            return Illegal(
                "prohibited",
                _("{fighter} cannot play Combat cards this round.").format(fighter=_name(fighter)),
            )
        if ch is not None:
            left = max(0, stats.stat(state, ch, "rage") - combat.spent[side])
            sustained = stats.stat(state, ch, "sustained")
            dear = (
                _(
                    "{card} costs {rage_cost} Rage and {fighter} has {left} Rage left "
                    "(its Sustained Rage is {sustained})."
                )
                if sustained
                else _("{card} costs {rage_cost} Rage and {fighter} has {left} Rage left.")
            )
            return Illegal(
                "too-dear",
                dear.format(
                    card=c.name,
                    rage_cost=c.rage_cost,
                    fighter=_name(fighter),
                    left=left,
                    sustained=sustained,
                ),
            )
    if kind == "ability":
        if combat.step not in WINDOW_TIMING:
            return Illegal(
                "wrong-window",
                _(
                    "Pre-, Mid- and Post-Combat abilities are used between rounds; this is a round: play a Combat card or pass."
                ),
            )
        if command.get("index") == -1:
            return _kailindo(state, seat, command)
        return _ability(state, seat, command, WINDOW_TIMING[combat.step])
    if kind == "combat-event":
        c = card_of(iid)
        if combat.step not in WINDOW_TIMING and c.type == "combat-event":
            return refuse(
                "wrong-window",
                N_("{card} is a Combat Event: it is played between rounds, not in a round."),
                card=c.name,
            )
        if c.type != "combat-event":
            return refuse(
                "wrong-kind",
                N_("{card} is a Combat Action: it is played in a round, not between rounds."),
                card=c.name,
            )
        mine = combat.seat_fighter(seat)
        if mine is not None and c.scope == "out":
            return Illegal(
                "out-event",
                _(
                    "{card} is an Out event: only a player with no character in the combat plays it."
                ).format(card=c.name),
            )
        if mine is None and c.scope == "in":
            return refuse(
                "in-event",
                N_("{card} is an In event: only the player of a combatant plays it."),
                card=c.name,
            )
        performer = mine if mine is not None and mine in state.chars else None
        if c.requirement is not None and not event_requirement_met(state, seat, performer, c):
            return Illegal(
                "requirement",
                _("{card} requires {requirement}: without it the card would do nothing.").format(
                    card=c.name, requirement=requirement_text(c.requirement, VOCAB)
                ),
            )
        return _combat_event_target(state, seat, command, c, performer)
    if kind == "combat-pass":
        return Illegal("illegal", _("You cannot pass now."))
    return Illegal("illegal", _("That is not one of your choices right now."))


def _combat_event_target(
    state: LvState, seat: int, command: dict[str, Any], c: Card, fighter: str | None
) -> Illegal:
    combat = state.fighting()
    window = WINDOW_TIMING[combat.step]
    found = [(i, e) for i, e in enumerate(c.effects) if e.when == window]
    if not found:
        when = joined([_(WINDOW_LABELS.get(e.when, e.when)) for e in c.effects], "or")
        return refuse(
            "wrong-window",
            N_("{card} is played {when}; this is the {window} window."),
            card=c.name,
            when=when or _("at another time"),
            window=_(WINDOW_LABELS.get(window, window)),
        )
    if combat.seat_fighter(seat) is None and not reaches_from_outside(c, window):
        return refuse(
            "out-of-combat",
            N_(
                "{card} works on your own combatant or the one it fights, and you have no "
                "character in this combat."
            ),
            card=c.name,
        )
    iid = str(command.get("card"))
    use_effect = next(((i, e) for i, e in found if e.selector.chosen), None)
    target = command.get("target")
    if use_effect is None:
        return Illegal(
            "event-target", _("{card} names no target; play it without one.").format(card=c.name)
        )
    index, effect = use_effect
    fighters, names = _combatants(state)
    if target not in fighters:
        return Illegal(
            "event-target",
            _("{card} names a combatant: choose {names}.").format(card=c.name, names=names),
        )
    why = interpreter.why_not(
        LvView(state), Use(iid, index, effect, seat, fighter), effect, target, _name(target)
    )
    if why:
        return refuse("event-target", N_("{card} would do nothing: {why}."), card=c.name, why=why)
    return Illegal(
        "event-target",
        _("{card} cannot be played on {target} now.").format(card=c.name, target=_name(target)),
    )


def _combatants(state: LvState) -> tuple[list[str], str]:
    """The characters fighting the combat, and their names as "A or B"."""
    combat = state.fighting()
    fighters = [t for t in (combat.hunter, combat.prey) if t in state.chars]
    return fighters, joined([_name(t) for t in fighters], "or")


def _kailindo(state: LvState, seat: int, command: dict[str, Any]) -> Illegal:
    iid = command.get("card")
    who = _name(iid)
    combat = state.fighting()
    if _mine(state, seat, iid) is None or iid not in (combat.hunter, combat.prey):
        return Illegal("kailindo", _("Kailindo is used by your own character in the combat."))
    if not card_of(str(iid)).kailindo:
        return Illegal("kailindo", _("{who} does not know Kailindo.").format(who=who))
    if combat.step != "pre":
        return Illegal("kailindo", _("Kailindo is declared before the first round (Pre-Combat)."))
    return refuse("kailindo", N_("Kailindo already applies to {who} in this combat."), who=who)


REFUSALS = Refusals(
    first=(
        over({}, N_("The game is over; start a new one to play again.")),
        _not_your_turn,
        _answer_first,
        _in_combat,
        _out_of_phase,
    ),
    kinds={
        "play": _play,
        **dict.fromkeys(COMBAT_COMMANDS, _combat),
        "regenerate": _regenerate,
        "action": _action,
        "vote": _vote,
        "pick": _pick,
        "leave-umbra": _pick,
        **dict.fromkeys(ALPHA_ACTIONS, _alpha_action),
    },
    unknown=_unknown,
)


def explain(state: LvState, seat: int, command: Command) -> Illegal:
    """Why `command` is refused for `seat` (it is not among the legal ones)."""
    return REFUSALS.explain(state, seat, command)
