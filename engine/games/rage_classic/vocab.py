"""The original Rage's words for the shared card layer (`engine.ccg`): card types and fields,
stats, places, windows, triggers, prohibitions, grants, durations and its own effect kinds.

The loader refuses any word not declared here, so a card never promises what these rules do
not run. `docs/cards.md` and `engine/games/rage_classic/rules_text.md` say what each means.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Protocol, runtime_checkable

from engine.ccg import builtin, damage_cards, durations, reactions, sneak
from engine.ccg import kinds as ccg_kinds
from engine.ccg import text as ccg_text
from engine.ccg.conditions import Bad
from engine.ccg.errors import fail
from engine.ccg.kinds import Kind, Param, Phrase
from engine.ccg.model import Effect, Use
from engine.ccg.table import Table
from engine.ccg.words import RAGE_EFFECTS, RAGE_WORDS, FieldSpec, Vocabulary, rage_vocabulary
from engine.games.rage_classic import bluffs, loyalty, named
from engine.games.rage_classic.keywords import RULES_KEYWORDS
from engine.i18n import N_

#: an engine question's word options as a person reads them (a menu row, a hint)
OPTION_WORDS = {
    "accept": N_("Accept the challenge"),
    "refuse": N_("Refuse the challenge"),
    "defend": N_("Defend"),
    "cede": N_("Do not defend"),
    "fight-on": N_("Fight another round"),
    "withdraw": N_("Withdraw (the combat ends)"),
    "decline": N_("Decline"),
    "done": N_("Done"),
    "go": N_("Start the fight with those chosen"),
    "pass": N_("Pass"),
}


@runtime_checkable
class ClassicAsks(Protocol):
    """What this edition's own effect kinds ask of any table, the read-only view that offers
    chosen targets included (ClassicView and ClassicTable have it)."""

    def can_frenzy(self, iid: str, kind: str) -> bool: ...
    def can_hunt(self, attacker: str | None, target: str) -> bool: ...


@runtime_checkable
class ClassicActs(ClassicAsks, Protocol):
    """What this edition's own effect kinds do to the table beyond the kernel's (the 1995
    ClassicTable has it): a Protocol, because the table's modules import this vocabulary."""

    def deal(
        self,
        iid: str,
        amount: int,
        source: str | None,
        seat: int | None,
        card: str,
        aggravated: bool,
    ) -> None: ...
    def frenzy(self, iid: str, kind: str, seat: int | None) -> None: ...
    def steal(self, card: str, bearer: str, seat: int | None) -> None: ...
    def skip_redraw(self, seat: int) -> None: ...
    def hunt(self, attacker: str, target: str) -> None: ...


def classic(table: Table) -> ClassicActs:
    """The kernel's table as this edition's (the flow only ever runs the kinds on one)."""
    assert isinstance(table, ClassicActs), type(table)
    return table


def asking(table: Table) -> ClassicAsks:
    """The kernel's table, or the view offering targets, as this edition's for a question."""
    assert isinstance(table, ClassicAsks), type(table)
    return table


CREATURE_TYPES = ("character", "ally", "enemy", "victim")
PREY_TYPES = ("enemy", "victim")
RESOURCE_TYPES = ("caern", "equipment", "realm", "territory")
OPEN_TYPES = ("action", "event", "gift", "past-life", "quest", "rite")
JUNTA_TYPES = ("moot", "board-meeting")
SEPT_TYPES = (
    "ally",
    "enemy",
    "victim",
    *RESOURCE_TYPES,
    *OPEN_TYPES,
    *JUNTA_TYPES,
    "battlefield",
)
COMBAT_TYPES = ("combat-action", "combat-event")
TYPES = ("character", *SEPT_TYPES, *COMBAT_TYPES)
TYPE_LABELS = {
    "character": N_("Character"),
    "ally": N_("Ally"),
    "enemy": N_("Enemy"),
    "victim": N_("Victim"),
    "caern": N_("Caern"),
    "equipment": N_("Equipment"),
    "realm": N_("Realm"),
    "territory": N_("Territory"),
    "action": N_("Action"),
    "event": N_("Event"),
    "gift": N_("Gift"),
    "past-life": N_("Past Life"),
    "quest": N_("Quest"),
    "rite": N_("Rite"),
    "moot": N_("Moot"),
    "board-meeting": N_("Board Meeting"),
    "battlefield": N_("Battlefield"),
    "combat-action": N_("Combat Action"),
    "combat-event": N_("Combat Event"),
}
ALLEGIANCES = ("gaia", "wyrm", "rogue")

#: Abilities of cards in play, used by their holder in a window.
WINDOWS = {
    "any-time": "At any time: ",
    "in-combat": "In combat: ",
    "pre-combat": "Pre-combat: ",
    "revealed": "After the bluffs are set: ",
    "resource-phase": "In the Resource Phase: ",
    "round-over": "After the round's Combat Actions resolve: ",
}
#: A card's own moments: when a card from the hand is played (and its effects run), when a
#: Junta passes, when a Combat Action resolves or lands; plus the standard triggers we fire.
PLAY_MOMENTS = {
    "play": "",
    "play-combat": "Play in combat: ",
    "play-pre": "Play in the Pre-combat step: ",
    "play-redraw": "Play at the beginning of the turn: ",
    "play-resource": "Play in the Resource Phase: ",
    "play-moot": "Play at the beginning of the Moot Phase: ",
    "play-revealed": "Play when the bluffs are set: ",
    "play-round-over": "Play after the round's Combat Actions resolve: ",
}
#: Abilities of cards in play used as, or in place of, their bearer's Combat Action in a round
#: (seed 001, "Alternate Combat Actions": "A card or ability that is played as a Combat Action
#: (e.g. ... Wanchese's Bow)"): the timing says which, as `combat_action` does for a Sept card.
ABILITY_ACTIONS = {"combat-action": "as", "in-place-combat-action": "in-place"}
ABILITY_ACTION_TEXT = {
    "combat-action": (
        "Its bearer may use this ability as its Combat Action, face down in the play-card step"
        " (a legal Combat Action: it may be dodged or blocked, and bluffs do not work against its user): "
    ),
    "in-place-combat-action": (
        "Its bearer may use this ability in place of its Combat Action, face down in the"
        " play-card step (not a Combat Action: it cannot be dodged, and bluffs work against its"
        " user): "
    ),
}
#: The triggers the shared layer fires (engine/ccg/text.py words them).
STANDARD_TRIGGERS = tuple(t for t in ccg_text.TRIGGERS if t not in ("play", "static"))
#: a form, said where a card needs it ("Crinos form only" was met with no word of what Crinos
#: is, pl34a #8)
FORM_MEANING = {
    "Crinos": N_("the Garou's war form, which a Character takes when hurt"),
    "Homid": N_("human form"),
    "Lupus": N_("wolf form"),
}
TRIGGERS = {
    **PLAY_MOMENTS,
    "junta": "If this Junta passes: ",
    "resolve": "When it resolves: ",
    "damage": "Damage Effect: ",
    damage_cards.KILLED: damage_cards.KILLED_TEXT,
    **reactions.MOMENTS,
    **ABILITY_ACTION_TEXT,
    **{name: "" for name in STANDARD_TRIGGERS},
}
#: the timings that come inside a combat (where a fight can be capped)
FIGHT_WHEN = frozenset(
    {
        *("play-combat", "play-pre", "play-revealed", "play-round-over", "in-combat"),
        *("pre-combat", "revealed", "round-over", "resolve", "damage", damage_cards.KILLED),
        *("combat-start", "round-start", "round-end", *ABILITY_ACTIONS),
    }
)
IN_PLAY_WHEN = frozenset({*WINDOWS, *STANDARD_TRIGGERS, "static"})
CARD_WHEN = frozenset({*PLAY_MOMENTS, *IN_PLAY_WHEN})
#: Sept cards that may be played as, or in place of, a Combat Action (seed 001, "Alternate
#: Combat Actions"): their `combat_action` field says which, and their effects then use a
#: Combat Action's moments.
ALT_TYPES = ("gift", "action", "event")
ALT_WHEN = frozenset({"resolve", "damage", damage_cards.KILLED})
COMBAT_ACTION_WAYS = {
    "as": (
        "Played as a Combat Action, face down in the play-card step (a legal Combat Action: it"
        " may be dodged, blocked or reversed, and bluffs do not work against its user)."
    ),
    "in-place": (
        "Played in place of a Combat Action, face down in the play-card step (not a Combat"
        " Action: it cannot be dodged or blocked, and bluffs work against its user)."
    ),
}
#: Cards in play whose abilities work through a creature: the creature itself, its Equipment.
ABILITY_ACTION_TYPES = (*CREATURE_TYPES, "equipment")
WHEN_ON: dict[str, frozenset[str]] = {
    **{
        t: IN_PLAY_WHEN | (frozenset(ABILITY_ACTIONS) if t in ABILITY_ACTION_TYPES else frozenset())
        for t in (*CREATURE_TYPES, *RESOURCE_TYPES, "battlefield")
    },
    **{t: CARD_WHEN | (ALT_WHEN if t in ALT_TYPES else frozenset()) for t in OPEN_TYPES},
    "moot": frozenset({"junta"}),
    "board-meeting": frozenset({"junta"}),
    "combat-action": ALT_WHEN,
    "combat-event": CARD_WHEN,
}
# an Event may be played in answer to what just happened (engine.ccg.reactions)
WHEN_ON["event"] = WHEN_ON["event"] | frozenset(reactions.MOMENTS)
STATS = {
    "renown": "Renown",
    "rage": "Rage",
    "gnosis": "Gnosis",
    "health": "Health",
    "votes": "votes",
    "damage": "damage to its Combat Actions",
}
PLAYER_STATS = {
    # a change to the Gauntlet ratings its creatures step against: its Caern's, and those of
    # cards such as Umbral Escape ("fluxed as if it were the Gauntlet on a caern")
    "gauntlet": "Gauntlet",
    "sept-size": "Sept hand size",
    "combat-size": "Combat hand size",
    "vp": "Victory Points",
}
PLACES = {
    "umbra": "in the Umbra",
    "physical": "in the physical world",
    "hunting": "in the Hunting Grounds",
    "combat": "in a combat",
    "home": "in its Pack Home Ground",
    "out": "out of play",
    "alpha": "an alpha",
    "frenzied": "frenzied",
}
MOVES = {
    "umbra": "into the Umbra (it steps sideways)",
    "physical": "out of the Umbra",
    "hunting": "to the Hunting Grounds",
    "home": "back to its pack",
    "out": "out of play",
    "escape": "out of the combat (it escapes)",
    "discard": "to its owner's discard pile",
    "removed": "out of the game",
    "victory": "into your Victory Pile",
    "owner-victory": "into its owner's Victory Pile",
    "hand": "back to its owner's hand",
}
PROHIBITIONS = {
    "actions": "take actions",
    "combat-action": "play Combat Actions",
    "gift": "play Gifts",
    "frenzy": "frenzy",
    "regenerate": "regenerate",
    "withdraw": "withdraw from combat",
    "alpha": "be an alpha",
    "alpha-action": "take an alpha action",
    "vote": "vote in Juntas",
    "call-junta": "call Juntas",
    "refuse-challenge": "refuse a challenge",
    "be-attacked": "be attacked",
    "be-challenged": "be challenged",
    "step-sideways": "step sideways",
    "flip": "change form",
    "be-dodged": "be dodged",
    "be-blocked": "be blocked",
    "be-bluffed": "be bluffed",
    "pack-action": "join pack actions",
    "recruit": "recruit Allies",
    "attack": "attack",
    "gift-target": "be affected by Gifts",
    "be-scored": "be worth Victory Points if killed (it is discarded)",
    **sneak.PROHIBITIONS,
}
GRANTS = {
    "play-rage": "may play Combat Actions of Rage {amount} or less",
    "act-at-rage": "acts at Rage {amount}",
    "only-rage": "may only play Combat Actions of Rage {amount} or less",
    "extra-actions": "may play {amount} more Combat Action each round",
    "fast-striking": "is Fast Striking",
    "slow-striking": "is Slow Striking",
    "aggravated": "does aggravated damage",
    "damage-bonus": "does {amount} more damage with each damage card",
    "prevent": "takes {amount} less damage from each damage card",
    "no-damage": "takes no damage from damage cards",
    "rage-immune": "is not affected by damage cards of Rage {amount} or higher",
    "keyword": "is {keyword}",
    "cross-gauntlet": "interacts across the Gauntlet",
    "unrefusable": "issues challenges that cannot be refused",
    "random-play": "plays its Combat cards at random",
    "regenerate-extra": "regenerates {amount} more damage card",
    "regenerate": "regenerates",
    "frenzy": "can frenzy",
    "step-sideways": "can step sideways",
    "votes": "may vote in Juntas",
    "any-junta": "may call and vote in Juntas of either allegiance",
    "any-gifts": "may use Gifts of any requirement category",
    "gaia-gifts": "may use any Gaia Gift, whatever its requirement and Gnosis",
    "gifts-of": "may use {keyword} Gifts",
    "any-fetish": "may use Fetishes of any Gnosis",
    "fetishes": "may use Fetishes",
    "guard": "takes the damage cards aimed at its packmates in combat",
    "cannot-be-bound": "cannot be bound",
    "loyal": "is loyal to {keyword}",
    "rival": "is a rival of {keyword}",
    "no-bluff": "cannot bluff",
    "caern": "can step sideways as with a Caern of Gauntlet {amount}",
    "defend-self": "may still defend itself when attacked",
    "pack-defends": "joins the defence when a packmate is attacked",
    "characters-only-alpha": "may choose only Characters as alphas",
    "skip-redraw": "skips its next Redraw Phase",
    "vote-first": "votes first in every Junta",
    # seed 001 (Firebrand, Praise the Malformed): "effects which force a character to vote as
    # you wish"; on a player, for its whole pack (engine.games.rage_classic.juntas.caster)
    "pack-votes": "has its whole pack's votes cast as this card's player chooses in every Junta",
    **damage_cards.GRANTS,
}
_I = (int,)
FIELDS: dict[str, FieldSpec] = {
    "renown": FieldSpec(
        _I,
        (*CREATURE_TYPES, "battlefield", "rite", *JUNTA_TYPES),
        lo=0,
        hi=30,
        doc="Creatures and Battlefields: Renown. Rites and Juntas: the Renown needed.",
    ),
    "rage": FieldSpec(
        _I,
        (*CREATURE_TYPES, "combat-action"),
        lo=0,
        hi=20,
        doc="Creatures: Rage (breed form). Combat Actions: the Rage requirement.",
    ),
    "gnosis": FieldSpec(
        _I,
        (*CREATURE_TYPES, "gift", "equipment", "combat-action"),
        lo=0,
        hi=20,
        doc="Creatures: Gnosis. Gifts, Fetishes, Gnosis Combat Actions: the Gnosis needed.",
    ),
    "health": FieldSpec(_I, CREATURE_TYPES, lo=1, hi=30, doc="Creatures: Health (breed form)."),
    "crinos": FieldSpec((dict,), ("character",), doc="The Crinos side: rage, gnosis, health."),
    "allegiance": FieldSpec((str,), ("character",), True, choices=ALLEGIANCES),
    "person": FieldSpec((str,), ("character",), doc="Versions of one Character share it."),
    "regenerates": FieldSpec((bool,), CREATURE_TYPES, doc="Marked (regenerates)."),
    "rivals": FieldSpec((list,), CREATURE_TYPES, doc="Rivalry: names or keywords."),
    "loyal": FieldSpec((list,), CREATURE_TYPES, doc="Loyalty: names or keywords."),
    builtin.FIELD: FieldSpec(
        (list,), CREATURE_TYPES, doc="What it carries with no card (engine/ccg/builtin.py)."
    ),
    "gauntlet": FieldSpec(_I, ("caern",), True, lo=1, hi=10),
    "damage": FieldSpec(
        _I,
        ("combat-action", *ALT_TYPES),
        lo=0,
        hi=20,
        doc="Combat Actions, and cards played as a Combat Action: the damage card's damage.",
    ),
    "combat_action": FieldSpec(
        (str,),
        ALT_TYPES,
        choices=tuple(COMBAT_ACTION_WAYS),
        doc='Played "as" a Combat Action or "in-place" of one (seed 001).',
    ),
    "dodge": FieldSpec((bool,), ("combat-action",)),
    "block": FieldSpec(_I, ("combat-action",), lo=1, hi=20),
    "reversal": FieldSpec((bool,), ("combat-action",)),
    "feint": FieldSpec((bool,), ("combat-action",)),
    bluffs.FIELD: FieldSpec(
        (list,),
        ("combat-action",),
        choices=bluffs.WORDS,
        doc="Keywords it has only when it is not a bluff (engine/games/rage_classic/bluffs.py).",
    ),
    "attackers": FieldSpec((list,), ("battlefield",), True),
    "defenders": FieldSpec((list,), ("battlefield",), True),
    "copies": FieldSpec(_I, SEPT_TYPES + COMBAT_TYPES, lo=1, hi=9, doc="Copies a deck may hold."),
}


# -- the game's own effect kinds ----------------------------------------------------------------
def _frenzy_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    kind = step.param("type", "full")
    name = {"full": "a Full Frenzy", "limited": "a limited frenzy", "fox": "a Fox Frenzy"}[kind]
    return f"{who.cap} {who.verb('go', 'goes')} into {name}."


def _frenzy_run(table: Table, use: Use, step: Effect, found: list[Any]) -> None:
    for iid in found:
        classic(table).frenzy(iid, step.param("type", "full"), use.seat)


def _frenzy_useful(table: Table, use: Use, step: Effect, iid: Any) -> bool:
    return isinstance(iid, str) and asking(table).can_frenzy(iid, step.param("type", "full"))


def _steal_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    return f"Take {who.text} and attach it to this character."


def _steal_run(table: Table, use: Use, step: Effect, found: list[Any]) -> None:
    for iid in found[:1]:
        if use.bearer is not None:
            classic(table).steal(iid, use.bearer, use.seat)


def _redraw_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    return f"{who.cap} {who.verb('skip', 'skips')} {who.their} next Redraw Phase."


def _redraw_run(table: Table, use: Use, step: Effect, found: list[Any]) -> None:
    for seat in ccg_kinds.seats(table, found):
        classic(table).skip_redraw(seat)


def _damage_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    kind = " aggravated" if step.param("aggravated") else ""
    text = f"Deal {ccg_kinds.amount_text(step)}{kind} damage to {who.text}"
    if step.param("mark"):
        text += "; this card marks the damage"
    return text + "."


def _damage_run(table: Table, use: Use, step: Effect, found: list[Any]) -> None:
    n = ccg_kinds.amount_of(table, use, step)
    card = use.source if step.param("mark") else ""
    for iid in found:
        classic(table).deal(iid, n, use.bearer, use.seat, card, bool(step.param("aggravated")))
        card = ""  # one card marks one creature's damage


def _hunt_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    # a comma, not a second parenthesis after the target's own "(each of them, on a tie)" (pl35)
    return f"This creature attacks {who.text}, after the alphas' actions."


def _hunt_run(table: Table, use: Use, step: Effect, found: list[Any]) -> None:
    for iid in found[:1]:
        if use.bearer is not None:
            classic(table).hunt(use.bearer, iid)


def _huntable(table: Table, use: Use, step: Effect, iid: Any) -> bool:
    return isinstance(iid, str) and asking(table).can_hunt(use.bearer, iid)


CORE = ccg_kinds.CORE


def _gauntlet(table: Table, use: Use, step: Effect) -> int:
    """The Gauntlet a card makes its creature step against (Umbral Escape: "a Gauntlet of 3,
    which may be fluxed as if it were the Gauntlet on a caern"): the number, changed by what
    changes its player's Caern's Gauntlet (player stat `gauntlet`). 0: no Gauntlet to beat."""
    base = int(step.param("gauntlet", 0) or 0)
    if not base or use.seat is None:
        return base
    return max(1, base + table.player_stat(use.seat, "gauntlet"))


_SIDEWAYS = ccg_kinds.alias("step-sideways", CORE["move"], {"to": "umbra"})


def _sideways_useful(table: Table, use: Use, step: Effect, iid: Any) -> bool:
    if not _SIDEWAYS.useful(table, use, step, iid):  # type: ignore[misc]
        return False
    need = _gauntlet(table, use, step)
    return not need or table.stat(iid, "gnosis") >= need


def _sideways_run(table: Table, use: Use, step: Effect, found: list[Any]) -> None:
    _SIDEWAYS.run(table, use, step, [i for i in found if _sideways_useful(table, use, step, i)])


def _sideways_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    text = _SIDEWAYS.text(step, vocab, who)
    n = step.param("gauntlet")
    if not n:
        return text
    return (
        text[:-1]
        + f", if {who.text}'s Gnosis is at least a Gauntlet of {n} (changed as its player's"
        " Caern's Gauntlet is)."
    )


GAME_KINDS: dict[str, Kind] = {
    loyalty.NAME: loyalty.KIND,
    "damage": Kind(
        "damage",
        {
            "amount": Param("amount", True, 0, 12),
            "mark": Param("bool"),
            "aggravated": Param("bool"),
        },
        "character",
        "self",
        ("deal",),
        _damage_text,
        _damage_run,
    ),
    # which damage card a heal removes, and a card's own damage aggravated on a condition
    "heal": damage_cards.HEAL,
    "aggravate": damage_cards.AGGRAVATE,
    "cap-rounds": durations.CAP_ROUNDS,  # a fight capped at N rounds
    "vote-out": durations.VOTE_OUT,  # a Junta ends what lasts "until voted out"
    "hunt": Kind(
        "hunt", {}, "character", "character", ("hunt", "can_hunt"), _hunt_text, _hunt_run, _huntable
    ),
    "frenzy": Kind(
        "frenzy",
        {"type": Param("word", default="full")},
        "character",
        "self",
        ("frenzy", "can_frenzy"),
        _frenzy_text,
        _frenzy_run,
        _frenzy_useful,
    ),
    "steal": Kind("steal", {}, "card", "self", ("steal",), _steal_text, _steal_run),
    "skip-redraw": Kind(
        "skip-redraw", {}, "player", "each-opponent", ("skip_redraw",), _redraw_text, _redraw_run
    ),
    "step-sideways": replace(
        _SIDEWAYS,
        params={**_SIDEWAYS.params, "gauntlet": Param("int", lo=1, hi=10)},
        text=_sideways_text,
        run=_sideways_run,
        useful=_sideways_useful,
    ),
}
EFFECTS = RAGE_EFFECTS | {"create", "control", "join-combat", *GAME_KINDS}


def _check_effect(bad: Bad, raw: dict[str, Any], at: str, effect: Effect) -> None:
    """Rules of rage-classic card effects the shared loader does not know."""
    ctype = raw["type"]
    if effect.do == "frenzy" and effect.param("type", "full") not in ("full", "limited", "fox"):
        raise bad(f"{at}.type", "must be full, limited or fox")
    if effect.do == "grant" and effect.param("what") == "prevent" and not effect.amount:
        # "takes 0 less damage" would promise nothing (Riot Shield meant "no damage")
        raise bad(f"{at}.amount", 'must be 1 or more (or grant "no-damage")')
    if effect.when == "phase-end" and effect.phase == "alphas":
        raise bad(f"{at}.phase", "the choice of alphas has a start only")
    if effect.do == "create" and effect.until not in ("", "permanent"):
        # The duplicate lasts until cancelled or killed; nothing ends it on time.
        raise bad(f"{at}.until", "a duplicate lasts until cancelled or killed")
    if effect.when in ABILITY_ACTIONS:
        if any(step.selector.chosen for step in effect.steps):
            # it is aimed like a Combat Action, in the targeting step, not when placed
            raise bad(
                f"{at}.target",
                "an ability used as a Combat Action reaches the creature it is aimed at:"
                ' "opponent" (or "self", "me", "pack")',
            )
        if effect.optional:
            raise bad(f"{at}.optional", "its bearer chooses it in the round")
    damaging = ctype in ("combat-action", *ALT_TYPES) and raw.get("damage")
    if effect.when in ("damage", damage_cards.KILLED) and not damaging:
        raise bad(f"{at}.when", "a Damage Effect needs a card with damage")
    damage_cards.check_effect(bad, raw, at, effect)
    durations.check_effect(bad, at, effect, FIGHT_WHEN, frozenset({"junta"}))
    named.check_effect(bad, at, effect)
    pack_votes = effect.do == "grant" and effect.param("what") == "pack-votes"
    if pack_votes and not (effect.selector.players or effect.selector.mode == "me"):
        raise bad(f"{at}.target", 'a pack\'s votes are given through its player: "player"')
    loyalty.check_effect(bad, at, effect)
    if ctype in ALT_TYPES and raw.get("combat_action"):
        if effect.when not in ALT_WHEN:
            # it is played only in the play-card step: no other moment ever comes
            raise bad(
                f"{at}.when",
                "a card played as or in place of a Combat Action acts when it resolves"
                ' ("resolve") or lands ("damage")',
            )
    elif ctype in ALT_TYPES and effect.when in ALT_WHEN:
        raise bad(
            f"{at}.when",
            f"only a Combat Action, or a card with combat_action, has {effect.when!r} effects",
        )


def _check(source: str, raw: dict[str, Any], effects: tuple[Effect, ...]) -> None:
    """Rules of rage-classic card files the shared loader does not know."""
    cid, ctype = raw["id"], raw["type"]
    way = raw.get("combat_action")
    if ctype in ALT_TYPES and "damage" in raw and way != "as":
        raise fail(
            source, cid, "damage", 'only a card played "as" a Combat Action makes a damage card'
        )
    requires = raw.get("requires")
    if ctype == "gift" and requires is not None and not isinstance(requires, list):
        # A Gift is used by a requirement word's category (Auspice, Breed, Aspect, Caste:
        # query.meets_gift); a condition object there would never be checked.
        raise fail(
            source,
            cid,
            "requires",
            "a Gift's requirement is a list of words (one of them is needed), never a"
            ' condition object: write ["Theurge", "Galliard"]',
        )
    if ctype == "combat-action" and "rage" not in raw and "gnosis" not in raw:
        raise fail(source, cid, "rage", "a Combat Action needs a Rage or a Gnosis requirement")
    both = bluffs.clash(raw.get("keywords") or (), raw.get(bluffs.FIELD) or ())
    if both:
        raise fail(
            source,
            cid,
            bluffs.FIELD,
            f"{both!r} is among its keywords too: there it counts, bluffed or not",
        )


PHASES = {
    "redraw": "Redraw Phase",
    "regeneration": "Regeneration Phase",
    "resource": "Resource Phase",
    "umbra": "Umbra Phase",
    "moot": "Moot Phase",
    "combat": "Combat Phase",
    "alphas": "choice of alphas (in the Combat Phase, before alphas are chosen)",
}
VOCAB = rage_vocabulary(
    game="rage-classic",
    card_types=TYPE_LABELS,
    character_types=frozenset(CREATURE_TYPES),
    # what a creature carries: a trigger on one speaks of "this character", not "this card"
    attach_types=frozenset(("equipment", "past-life", "quest", "gift", "rite")),
    fields=FIELDS,
    when_on=WHEN_ON,
    stats=STATS,
    player_stats=PLAYER_STATS,
    numbers={"damage": "damage"},
    places=PLACES,
    votings={
        "winning": (
            "on the winning side of every Junta it could vote in this turn, having voted in at"
            " least one"
        )
    },
    moves=MOVES,
    tracks={},
    facets={
        "form": ("homid", "lupus", "crinos"),
        "allegiance": ("gaia", "wyrm"),
    },
    windows=WINDOWS,
    triggers=TRIGGERS,
    phases=PHASES,
    prohibitions=PROHIBITIONS,
    # alpha.attackable asks "attack" of the attacker against its target ("actions" covers it)
    asked_against=frozenset({"attack", "actions"}),
    rules_keywords=RULES_KEYWORDS,
    durations={
        **RAGE_WORDS["durations"],
        **damage_cards.DURATIONS,
        **durations.EVENT_DURATIONS,
        **durations.before_phases(PHASES, skip=("alphas",)),
    },
    grants=GRANTS,
    effects=EFFECTS,
    kinds=GAME_KINDS,
    targets=RAGE_WORDS["targets"] | {"performer"},
    words={
        "victory": "Victory Pile",
        "score": "Victory Points",
        "self": "this creature",
        "performer": "the creature that played this card",
        "opponent": "the opposing creature",
        "opponents": "each opposing creature",
        "attacker": "the creature attacking this creature",
        "form:crinos": "Crinos",
        "form:homid": "Homid",
        "form:lupus": "Lupus",
        "discard:sept": "from the top of {their} Sept deck",
        "discard:combat": "from the top of {their} Combat deck",
        "discard:hand": "from {their} Sept hand",
        "discard:combat-hand": "from {their} Combat hand",
        "target:pack": "each member of your pack",
    },
    kind_params=named.PARAMS,
    check=_check,
    check_effect=_check_effect,
)
