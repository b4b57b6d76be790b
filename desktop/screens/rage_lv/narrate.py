"""Words for the CCG table's controls: phase names, commands, prompts and choices (log lines come
from the engine's `describe`)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from desktop.screens.ccg_kit.art_style import TYPE_LOOK
from desktop.screens.ccg_kit.words import TARGET_MOVES, worded
from engine.ccg.views import instance_seat
from engine.games.rage_lv.data import POOL
from engine.games.rage_lv.state import card_of
from engine.games.rage_lv.views import ability_words, speaks_to_you
from engine.i18n import N_, _, ngettext

PHASES = [
    ("start", N_("Start")),
    ("draw", N_("Sept Draw")),
    ("main", N_("Main")),
    ("moot-events", N_("Moots")),
    ("vote", N_("Vote")),
    ("alpha-pick", N_("Alphas")),
    ("alpha", N_("Alpha actions")),
    ("end", N_("End")),
]
PHASE_NAMES = dict(PHASES) | {
    "nominate": N_("Alpha actions"),
    "setup": N_("Setting up"),
    "over": N_("Over"),
}


def name(iid: Any) -> str:
    if not isinstance(iid, str) or not iid:
        return "?"
    try:
        return card_of(iid).name
    except (KeyError, IndexError):
        return iid


def does(iid: Any, index: int = -1) -> str:
    """What a card does, in the active language: its ability `index`, or its whole text."""
    if not isinstance(iid, str) or not iid:
        return ""
    try:
        card = card_of(iid)
    except (KeyError, IndexError):
        return ""
    text = POOL.shown_effect(card, index)
    if index >= 0:
        return text
    # "Frenzy: 1.", "Insight: 1." and "Sustained Rage: 1." told a newcomer nothing (issue 30,
    # pl34b #11): each number in plain words, where the card's text has it
    for trait, plain in _traits(card):
        shown = POOL.shown_text(trait)
        text = text.replace(shown, plain) if shown in text else f"{text} {plain}".strip()
    return text


def moot_does(iid: Any, caller: Any, looker: Any, names: Sequence[str]) -> str:
    """What a Moot does if it passes, as the Moot panel says it: a text in the second person
    says whose "you" it is when another player called it ("Add 1 Renown to your Victory
    Pile" under a Moot Ada called read as the reader's own, pl34b #12)."""
    text = does(iid)
    others = isinstance(caller, int) and caller != looker and 0 <= caller < len(names)
    if not text or not others or not speaks_to_you(iid, -1):
        return text
    return _("Its card speaks for {who}, who called it, not for you: {effect}").format(
        who=names[caller], effect=text
    )


def _traits(card: Any) -> list[tuple[str, str]]:
    """A character's numbered traits: as printed (English), and in plain words."""
    said: tuple[tuple[int, str, Callable[[int], str]], ...] = (
        (
            card.frenzy,
            "Frenzy",
            lambda n: ngettext(
                "Frenzy {n}: wounded hard enough in one round, it goes into a frenzy and its "
                "player draws {n} extra Combat card.",
                "Frenzy {n}: wounded hard enough in one round, it goes into a frenzy and its "
                "player draws {n} extra Combat cards.",
                n,
            ),
        ),
        (
            card.insight,
            "Insight",
            lambda n: ngettext(
                "Insight {n}: in its fights, its player draws {n} extra Combat card before the "
                "first Combat Event, then discards 1.",
                "Insight {n}: in its fights, its player draws {n} extra Combat cards before the "
                "first Combat Event, then discards as many.",
                n,
            ),
        ),
        (
            card.sustained,
            "Sustained Rage",
            lambda n: _("Sustained Rage {n}: it can always play Combat cards of Rage {n} or less."),
        ),
    )
    return [(f"{printed}: {n}.", words(n).format(n=n)) for n, printed, words in said if n]


#: what a Sept card is and where it goes, by type, at the head of its list of moves: "Play
#: Pallid Drone / Cancel" said neither, and Static Wraith's only "Sustained Rage: 1." (issue 30)
KINDS = {
    "ally": N_("An Ally: it joins your pack in your Staging Area."),
    "totem": N_("A Totem: it stays in play in your Staging Area."),
    "battlefield": N_(
        "A Battlefield: it goes into the Hunting Grounds; an alpha who beats its guardian "
        "conquers it."
    ),
    "gift": N_("A Gift: it goes onto one of your characters and stays there."),
    "equipment": N_("Equipment: it goes onto one of your characters and stays there."),
    "past-life": N_("A Past Life: it goes onto one of your Garou and stays there."),
    "event": N_("An Event: it acts once, now, and goes to your discard pile."),
    # its text's "If this Moot passes:" says the rest; the list's words are cut at
    # CARD_TEXT_CHARS (pl34b #11: "Playing a Wyrm Enemy …")
    "moot": N_("A Moot: one of your Garou calls it; all Garou vote on it in the Vote step."),
}
#: what an Ally does, past where it goes: Cinderling's list said only "An Ally: it joins your
#: pack … Requires: Ashen Wind.", as its card has no other text (issue 30)
ALLY_DOES = N_(
    "It is one of your characters: it can be your alpha, hunt and fight, with Rage {rage} and "
    "Health {health}; a rival who kills it scores its {renown} Renown. Only Garou vote on Moots."
)
SPIRIT_ALLY = N_(
    "A Spirit: it takes only Gifts of its Tribe; at Umbra level 3 or 4 it is wounded when "
    "played, at level 5 it cannot be played."
)
#: seed 000: a Long Event stays in play for the rest of the turn ("it acts once, now, and
#: goes to your discard pile" was said of Red Sky at Dusk, which stayed, pl34b #11)
LONG_EVENT = N_(
    "A Long Event: it stays in play in your Staging Area until the end of the turn, then goes "
    "to your discard pile."
)
#: where prey goes, by its side of the Hunting Grounds
PREY = {
    ("enemy", True): N_(
        "An Enemy: it goes into the Hunting Grounds, in the Umbra, as prey worth {n} Renown."
    ),
    ("enemy", False): N_(
        "An Enemy: it goes into the Hunting Grounds, in the Physical World, as prey worth {n} "
        "Renown."
    ),
    ("victim", True): N_(
        "A Victim: it goes into the Hunting Grounds, in the Umbra, as prey worth no Renown."
    ),
    ("victim", False): N_(
        "A Victim: it goes into the Hunting Grounds, in the Physical World, as prey worth no "
        "Renown."
    ),
}


#: a Wyrm Enemy's place, and what playing it does to the Umbra chart
WYRM_PREY = {
    True: N_(
        "A Wyrm Enemy: prey worth {n} Renown in the Hunting Grounds (Umbra); it moves the "
        "Umbra marker 1 up."
    ),
    False: N_(
        "A Wyrm Enemy: prey worth {n} Renown in the Hunting Grounds (Physical World); it "
        "moves the Umbra marker 1 up."
    ),
}


def play_words(iid: Any) -> str:
    """A Sept card's list of moves, at its head: what the card is and where it goes, then what
    it does, its traits in plain words (Sustained Rage) and, for a Rite, what it asks of its
    performer; a Combat card or an unknown one: what it does."""
    try:
        card = card_of(iid)
    except (KeyError, IndexError):
        return ""
    parts = [_kind_line(card)]
    if card.type == "ally":
        side = card.side(False)
        parts.append(_(ALLY_DOES).format(rage=side.rage, health=side.health, renown=card.renown))
        if "Spirit" in card.keywords:
            parts.append(_(SPIRIT_ALLY))
    if card.type == "rite":
        parts.append(
            ngettext(
                "A Rite: one of your shapeshifters performs it for {n} turn out of fights and "
                "the Hunting Grounds. Then:",
                "A Rite: one of your shapeshifters performs it for {n} turns out of fights and "
                "the Hunting Grounds. Then:",
                card.duration,
            ).format(n=card.duration)
        )
    parts.append(does(iid))
    return " ".join(p.strip() for p in parts if p.strip())


def card_words(iid: Any, view: Mapping[str, Any], seat: int | None) -> str:
    """The words over a card's list of moves: `play_words` for a Sept card in the seat's hand,
    else what it does."""
    players = view.get("players") or []
    mine = players[seat] if isinstance(seat, int) and 0 <= seat < len(players) else {}
    return play_words(iid) if iid in (mine.get("hand") or ()) else does(iid)


def _kind_line(card: Any) -> str:
    if card.type == "enemy" and "Wyrm" in card.keywords:
        # said first: after its traits' words it was cut off the list (pl34b #11)
        return _(WYRM_PREY["Umbra" in card.keywords]).format(n=card.renown)
    if card.type in ("enemy", "victim"):
        return _(PREY[card.type, "Umbra" in card.keywords]).format(n=card.renown)
    if card.is_long_event():
        return _(LONG_EVENT)
    return _(KINDS[card.type]) if card.type in KINDS else ""


def moot_events_line(legal: Sequence[Mapping[str, Any]]) -> str:
    """The bar at the Moots step: a Moot Event to play only where one is legal ("You may play
    a Moot Event now, or Pass" was said over a hand that held none, issue 30)."""
    if any(c.get("type") == "play" for c in legal):
        return _("You may play a Moot Event now, or Pass")
    return _("You have no Moot Event you can play now: Pass")


#: an alpha action on a target, as a menu line says it
ALPHA_ACTIONS = {
    **TARGET_MOVES,
    "conquer": N_("Conquer {name}"),
    "liberate": N_("Liberate {name}"),
}


def vote_words(cmd: Mapping[str, Any], moot: Any) -> str:
    """A vote, naming its Moot (the one voted on: `moot`) and the Garou who casts it."""
    if cmd["side"] == "for":
        text = _("Vote for {moot} with {name}")
    else:
        text = _("Vote against {moot} with {name}")
    return text.format(moot=name(moot) if moot else _("the Moot"), name=name(cmd["char"]))


def describe_command(
    cmd: dict[str, Any],
    names: Sequence[str],
    prompt: dict[str, Any] | None = None,
    moot: Any = None,
    named: Callable[[Any], str] | None = None,
    view: Mapping[str, Any] | None = None,
    brief: bool = False,
) -> str:
    """A command as a menu line a newcomer understands (`prompt`: the question it answers;
    `moot`: the Moot being voted on, which a vote names; `named`: how a character it plays on,
    by or at is named, e.g. with its player's name where two share a card; `view`: the
    table's, to say when an ability has nothing to do; `brief`: without what a card does
    later or an action does, which the Hint box and the list say, for the one-line bar)."""
    who = named or name
    kind = cmd.get("type")
    if kind == "pass":
        return _("Pass")
    if kind == "combat-pass":
        return _("Pass (play nothing)")
    if kind == "play":
        text = _("Play {name}").format(name=name(cmd["card"]))
        if cmd.get("on"):
            text += _(" on {name}").format(name=who(cmd["on"]))
        if cmd.get("by"):
            text += _(", by {name}").format(name=who(cmd["by"]))
        target = cmd.get("target")
        if isinstance(target, str):
            text += _(", targeting {name}").format(name=who(target))
        elif isinstance(target, int):
            text += _(", targeting {names}").format(names=names[target])
        if cmd.get("pay"):
            text += _(" (discard {name})").format(name=name(cmd["pay"]))
        return text if brief else text + later_use(cmd["card"])
    if kind == "regenerate":
        return _("Regenerate {name}").format(name=name(cmd["char"]))
    if kind == "action":
        text = _("Use {name}").format(name=name(cmd["card"]))
        if isinstance(cmd.get("target"), str):
            text += _(" on {name}").format(name=who(cmd["target"]))
        elif isinstance(cmd.get("target"), int):
            text += _(" on {names}").format(names=names[cmd["target"]])
        return text if brief else text + action_effect(cmd, view)
    if kind == "vote":
        return vote_words(cmd, moot)
    if kind == "pick":
        return pick_text(cmd)
    if kind == "leave-umbra":
        # not a pick: "Bring Cinder Howl back (free)" beside "Cinder Howl, as is, back out of the
        # Umbra" read as the same move, one free (a play in a real window)
        return _("Bring {name} back from the Umbra, not as your alpha (free)").format(
            name=name(cmd["char"])
        )
    if kind in ("attack", "challenge", "conquer", "liberate"):
        return _(ALPHA_ACTIONS[kind]).format(name=who(cmd["target"]))
    if kind == "shift":
        return _("Shift to / from the Umbra before acting")
    if kind == "wuss":
        return _("Wuss out (do nothing)")
    if kind == "nominate":
        return _("{names} fights for the prey").format(names=names[cmd["seat"]])
    if kind == "combat-card":
        return _("Play {name}").format(name=name(cmd["card"]))
    if kind == "combat-event":
        t = cmd.get("target")
        return _("Play {name}").format(name=name(cmd["card"])) + (
            _(" on {name}").format(name=who(t)) if isinstance(t, str) else ""
        )
    if kind == "ability":
        # what it does too: "Use Cinder Howl" said nothing where "Use Ember-Tooth: heal 1
        # wound…" said it (issue 30)
        return ability_label(cmd) + ("" if brief else action_effect(cmd, view))
    if kind == "choose":
        return choice_text(cmd["kind"], cmd["option"], names, prompt)
    return str(cmd)


def crinos_change(iid: Any, view: Mapping[str, Any] | None = None) -> str:
    """What shifting to Crinos changes (" In Crinos: Rage 3 → 5, Health 5 → 7."): the card's
    two sides apart, from its stats now in `view` where it is in play, bonuses kept, as the
    Hint counts them ("Rage 4 → 6" stood beside the Hint's "5 → 7" with a Totem's +1, pl40a
    #4); "" for a card with one side. The question said Crinos is a war form and not what it
    changes (issue 30)."""
    try:
        card = card_of(iid)
        breed, crinos = card.side(False), card.side(True)
    except (KeyError, IndexError, ValueError, AttributeError):
        return ""
    chars = (view or {}).get("chars") or []
    now: Mapping[str, Any] = next((c for c in chars if c.get("iid") == iid), {})
    stats = (("renown", N_("Renown")), ("rage", N_("Rage")), ("gnosis", N_("Gnosis")),
             ("health", N_("Health")))  # fmt: skip
    changed = []
    for key, label in stats:
        shift = getattr(crinos, key) - getattr(breed, key)
        if shift:
            was = now.get(key, getattr(breed, key))
            changed.append(f"{_(label)} {was} → {was + shift}")
    return " " + _("In Crinos: {changes}.").format(changes=", ".join(changed)) if changed else ""


def later_use(iid: Any) -> str:
    """What a card played now is used for later, where all it does is an Alpha: action: its
    target is chosen when it is used. "Play Ember Vigil, by Cinder Howl" named no target and
    said nothing of when it acts, and the card then lay unused (issue 30)."""
    try:
        effects = card_of(iid).effects
    except (KeyError, IndexError, ValueError):
        return ""
    if not effects or any(e.when != "alpha" for e in effects):
        return ""
    doing = " ".join(ability_words(iid, i).rstrip(". ") for i in range(len(effects)))
    return _(
        " (it stays in play: in a later Alpha Phase, use it from Actions instead of "
        "attacking, choosing its target then: {does})"
    ).format(does=doing[:1].lower() + doing[1:])


def ability_label(cmd: Mapping[str, Any]) -> str:
    """An ability in a combat, short, as its button there says it: "Use Cinder Howl"."""
    if cmd.get("index") == -1:
        return _("Kailindo: {name}").format(name=name(cmd["card"]))
    t = cmd.get("target")
    return _("Use {name}").format(name=name(cmd["card"])) + (
        _(" on {name}").format(name=name(t)) if isinstance(t, str) else ""
    )


def action_effect(cmd: Mapping[str, Any], view: Mapping[str, Any] | None) -> str:
    """What a Main: or Alpha: action does, after its row's "Use Ember-Tooth" (": heal 1
    wound on this character"), and that it has nothing to do: "Use Ember-Tooth" alone, used
    on an unhurt Ember-Tooth, ended a play with nothing happening (issue 30)."""
    index = cmd.get("index")
    if not isinstance(index, int) or index < 0:
        return ""
    does = ability_words(cmd["card"], index).rstrip(". ")
    if not does:
        return ""
    text = ": " + does[0].lower() + does[1:]
    effect = card_of(cmd["card"]).effects[index]
    healed = cmd.get("target") if isinstance(cmd.get("target"), str) else cmd.get("by")
    chars = {c["iid"]: c for c in (view or {}).get("chars") or ()}
    if all(s.do == "heal" for s in effect.steps) and chars.get(healed, {}).get("wounds") == 0:
        text += _(" (it has no wounds: nothing to heal)")
    return text


def pick_text(cmd: dict[str, Any], cost: int | None = None, in_umbra: bool = False) -> str:
    text = f"{name(cmd['char'])}"
    flip = cmd.get("crinos")
    if flip is None:
        text += _(", as is")
    elif flip == "deck":
        text += _(", Crinos (discard the top Sept card)")
    else:
        text += _(", Crinos (discard {name})").format(name=name(flip))
    if cmd.get("cross"):
        way = _("back out of the Umbra") if in_umbra else _("into the Umbra")
        # the same Sept deck the Crinos discard names: "from deck" read as a second, other deck
        paid = ngettext(
            " (discard the top {cost} Sept card)", " (discard the top {cost} Sept cards)", cost or 0
        )
        text += f", {way}" + (paid.format(cost=cost) if cost else "")
    return text


#: an answer to a challenge that names no card (accepting in Crinos with a card names it)
CHALLENGE_ANSWERS = {
    "refuse": N_("Refuse the challenge"),
    "accept": N_("Accept"),
    "accept:deck": N_("Accept, in Crinos form (discard the top Sept card)"),
}


def choice_text(
    kind: str, option: Any, names: Sequence[str], prompt: dict[str, Any] | None = None
) -> str:
    if kind in ("discard-down", "discard-hand", "discard-combat", "lose-gift"):
        return _("Discard {name}").format(name=name(option))
    if kind == "moot-target":
        return (
            _("Target {names}").format(names=names[option])
            if isinstance(option, int)
            else _("Target {name}").format(name=name(option))
        )
    if kind == "challenge":
        text = str(option)
        if text in CHALLENGE_ANSWERS:
            return _(CHALLENGE_ANSWERS[text])
        if text.startswith("accept:"):
            return _("Accept, in Crinos form (discard {name})").format(
                name=name(text.split(":", 1)[1])
            )
        return text
    if kind == "defend":
        return (
            _("Do not defend")
            if option == "none"
            else _("Defend with {name}").format(name=name(option))
        )
    if kind == "reclaim":
        return _("Keep it") if option == "none" else _("Reclaim {name}").format(name=name(option))
    if kind == "crinos":
        if option == "stay":
            return _("Stay in Breed form")
        return (
            _("Crinos: discard the top Sept card")
            if option == "deck"
            else _("Crinos: discard {name}").format(name=name(option))
        )
    if kind == "fight-for":
        return _("{names} fights for the prey").format(names=names[option])
    if kind == "ccg":
        return card_choice_text(option, names, prompt or {})
    if kind == "answer":  # a card played in answer to what just happened, or not
        return _("Pass") if option == "pass" else _("Play {name}").format(name=name(option))
    return f"{option}"


def card_choice_text(option: Any, names: Sequence[str], prompt: dict[str, Any]) -> str:
    """An answer to a card's question: a target, a card, one of its options, yes or no."""
    ask = prompt.get("ask")
    labels = prompt.get("labels") or []
    if ask == "option" and isinstance(option, int) and option < len(labels):
        return labels[option]
    if ask == "yes":
        return (
            _("Use {name}").format(name=name(prompt.get("card")))
            if option == "yes"
            else _("Do not use it")
        )
    if isinstance(option, int) and not isinstance(option, bool):
        return (
            names[option] if 0 <= option < len(names) else _("Seat {option}").format(option=option)
        )
    verb = {"card": _("Take"), "pick": _("Discard"), "pay": _("Discard")}.get(str(ask), _("Choose"))
    return f"{verb} {name(option)}"


PROMPT_TITLES = {
    "discard-down": N_("Discard down to your Sept draw"),
    "discard-hand": N_("Discard a Sept card"),
    "discard-combat": N_("Discard a Combat card"),
    "lose-gift": N_("The Umbra takes a Gift"),
    "moot-target": N_("Name the Moot's target"),
    "challenge": N_("You are challenged"),
    "defend": N_("Defend your Battlefield?"),
    "reclaim": N_("Reclaim a Battlefield?"),
    "crinos": N_("Shift to Crinos?"),
    "fight-for": N_("Who fights for the prey?"),
    "ccg": N_("A card asks you to choose"),
    "answer": N_("Play a card in answer?"),  # engine.ccg.reactions
}


#: what just happened, under "Play a card in answer?" (engine.ccg.reactions' moments)
ANSWER_WORDS = {
    "answer-kill": N_("{card} has just killed {card2}."),
    "answer-refused": N_("{card2} has just refused the challenge of {card}."),
    "answer-card": N_("{card} has just been played."),
}


def answer_words(prompt: Mapping[str, Any]) -> str:
    """What a card played in answer would answer, naming its cards ("" for none)."""
    cards = {"card": name(prompt.get("subject")), "card2": name(prompt.get("other"))}
    return worded(ANSWER_WORDS, prompt.get("moment"), **cards)


COMBAT_TYPES = {
    "combat",
    "reveal",
    "spend",
    "wound",
    "heal",
    "dead",
    "kill",
    "flip",
    "frenzy",
    "combat-end",
    "lasting",
    "lasting-end",
    "combat-pick",
    "combat-flow",
}
#: the passes that leave a round without cards: without them the combat log read "Round 2.
#: Mid-Combat events." and never said the hunter did not attack (pl34b #13); a pass of the
#: steps between rounds is left to the side log, as "Mid-Combat events." says the step
ROUND_PASSES = ("attack", "defend")


def in_combat_log(event: Mapping[str, Any]) -> bool:
    """Whether an event's line goes into the combat log as well as the side log."""
    t = event.get("type")
    return t in COMBAT_TYPES or (t == "pass" and event.get("what") in ROUND_PASSES)


@dataclass(frozen=True)
class Counted:
    """A card's figures in a settled round, as the engine counted them, and what its
    fighter's cards added to each ([source, amount] pairs, source None: no card names it)."""

    damage: int
    block: int
    damage_from: Sequence[Sequence[Any]] = ()
    block_from: Sequence[Sequence[Any]] = ()


def figures(clash: Mapping[str, Any]) -> dict[str, Counted]:
    """A settled round's figures by card, as the engine counted them, with their bonuses."""
    cards = clash["cards"]
    damage_from = clash.get("damage_from") or [()] * len(cards)
    block_from = clash.get("block_from") or [()] * len(cards)
    return {
        iid: Counted(damage, block, more_damage, more_block)
        for iid, damage, block, more_damage, more_block in zip(
            cards, clash["damage"], clash["block"], damage_from, block_from, strict=True
        )
    }


def _sources(figure: int, face: int, sources: Sequence[Sequence[Any]]) -> str:
    """After a counted figure that differs from the card's face, its sources (": 3 +1 Skin of
    Slate"), as the vote weights say theirs; "" where nothing is named."""
    if not sources or figure == face:
        return ""
    parts = [
        f"{'+' if n >= 0 else ''}{n} {name(source) if source else _('other effects')}"
        for source, n in sources
    ]
    return f": {face} {' '.join(parts)}"


def boosts(cards: Sequence[str], view: Mapping[str, Any]) -> dict[str, tuple[int, int]]:
    """The Damage and Block the fighter behind each card adds to it now (Burning Pelt's +1),
    by card: a round not yet settled is told with them, as the engine will count them (the
    caption said "Cinder Guard (1 dmg …)", then "(2 dmg …)" once settled, issue 30)."""
    combat = view.get("combat") or {}
    seats = list(combat.get("seats") or ())
    if len(seats) != 2:
        return {}
    fighters = (combat.get("hunter"), combat.get("prey"))
    chars = {c["iid"]: c for c in view.get("chars") or ()}
    out = {}
    for iid in cards:
        seat = instance_seat(iid)
        ch = chars.get(fighters[seats.index(seat)]) if seat in seats else None
        if ch:
            out[iid] = (int(ch.get("damage", 0)), int(ch.get("block", 0)))
    return out


def exchange(
    cards: Sequence[str | Sequence[str]],
    wounds: dict[str, int],
    settled: Mapping[str, Counted] | None = None,
    boost: Mapping[str, tuple[int, int]] | None = None,
    fell: Collection[str] = (),
) -> str:
    """A combat round's cards (two revealed together, or a chain's), and the wounds they
    dealt, in a line. An item of `cards` may be one side's cards, said joined by "+" (a
    chain read "Rockfall vs Cinder Guard vs Brace", Brace on Rockfall's side). `settled`
    (`figures`): the round is settled, each card with the Damage and Block it was counted
    with (Cinder Howl's +1 Damage shows), and a round that wounds no one says so; without
    it, the cards' printed figures plus `boost` (`boosts`: their fighters' bonuses). `fell`:
    the fighters whose blow never struck, dead before it could (the engine's "fell-first"
    note), said with their wounds."""
    parts = []
    for side in cards:
        ids = [side] if isinstance(side, str) else side
        said = [_card_figures(iid, settled, (boost or {}).get(iid, (0, 0))) for iid in ids]
        if any(said):
            parts.append(" + ".join(s for s in said if s))
    text = _("  vs  ").join(parts)
    if wounds:
        # in words, as "no wounds" is: a bare "Cinder Howl −1" read as a loss of Renown
        dealt = (
            ngettext("{card}: {n} wound", "{card}: {n} wounds", n).format(card=name(k), n=n)
            # "Rockfall (4 dmg) → Pallid Drone: 2 wounds" left a newcomer asking why
            # Rockfall wounded no one (issue 30): said where the caption already names it
            + (" " + _("(died before it struck)") if k in fell else "")
            for k, n in wounds.items()
        )
        text += "  →  " + ", ".join(dealt)
    elif settled is not None:
        text += "  →  " + _("no wounds")
    for char in sorted(set(fell) - set(wounds)):  # a fighter that died of no wound here
        text += "  ·  " + _("{char} died before it struck").format(char=name(char))
    return text


def _card_figures(
    iid: str, settled: Mapping[str, Counted] | None, boost: tuple[int, int] = (0, 0)
) -> str:
    """One card of a round with its figures ("Scorch (3 dmg)"); "" for an unknown id."""
    try:
        c = card_of(iid)
    except (KeyError, IndexError):
        return ""
    bits = []
    more_block = ""
    if settled is not None and iid in settled:
        counted = settled[iid]
        damage, block = counted.damage, counted.block
        if damage:
            more = _sources(damage, c.damage, () if c.damage_x else counted.damage_from)
            bits.append(_("{value} dmg").format(value=damage) + more)
        if c.type == "flex" and damage and not block and c.block:
            # the first card of a round attacks: a Flex card's block then does not count
            # ("Feint and Dodge (2 dmg, block 2)" lost its block with no reason, issue 30);
            # "its block" read in Portuguese as the reader's ("seu bloqueio")
            bits.append(_("an attacker's block does not count"))
        more_block = _sources(block, c.block, counted.block_from)
    else:
        block = c.block + boost[1] if c.block else 0
        if c.damage_x:
            bits.append(_("{value} dmg").format(value="X"))
        elif c.damage:
            bits.append(_("{value} dmg").format(value=c.damage + boost[0]))
    if block:
        bits.append(_("block {block}").format(block=block) + more_block)
    kind = TYPE_LOOK[c.type][2] if c.type in TYPE_LOOK else c.type
    return f"{c.name} ({', '.join(bits) or _(kind)})"
