"""Why a command is refused, in a sentence a newcomer understands.

`decide` accepts only commands that `legal` lists; for anything else it asks here for the most
specific reason that holds. Only what the asking seat may know goes into the message: its own
cards and public cards (cards in play, characters), never another player's hand or a deck.
"""

from __future__ import annotations

from typing import Any

from engine.ccg import interpreter
from engine.ccg.conditions import article, requirement_text
from engine.ccg.model import Use
from engine.core.errors import Illegal
from engine.games.rage_lv import stats, umbra
from engine.games.rage_lv.alpha import battlefield_in_umbra, current_alpha
from engine.games.rage_lv.combat import WINDOW_TIMING, event_requirement_met
from engine.games.rage_lv.context import crossing
from engine.games.rage_lv.data import COMBAT_WINDOWS, VOCAB, Card, pool
from engine.games.rage_lv.flow import to_act
from engine.games.rage_lv.plays import (
    card_targets,
    event_key,
    first_chosen,
    gift_tax,
    pack_things,
    ready,
    since_of,
    window_used,
)
from engine.games.rage_lv.state import GUARDIAN, Char, LvState, card_of
from engine.games.rage_lv.stats import LvView

ATTACHMENTS = ("gift", "equipment", "past-life", "rite")
ALPHA_ACTIONS = ("attack", "challenge", "conquer", "liberate", "wuss", "shift")
COMBAT_COMMANDS = ("combat-card", "combat-pass", "combat-event", "ability")
TYPE_NAMES = {"gift": "Gifts", "past-life": "Past Lives", "rite": "Rites", "equipment": "Equipment"}
TYPE_LABELS = {t: f"{article(label)} {label}" for t, label in VOCAB.card_types.items()}
WAITING = {
    "main": "in the Main Phase players play a card, use an ability or pass one at a time",
    "moot-events": "Moot Events are played one player at a time",
    "vote": "each player votes on the Moot in turn",
    "alpha-pick": "players choose their alphas one at a time",
    "alpha": "each alpha acts in its turn",
    "nominate": "you have already said who fights for the prey; the others are still choosing",
}


def _name(iid: Any) -> str:
    try:
        return card_of(str(iid)).name
    except (KeyError, IndexError):
        return "that card"


def _words(items: list[str] | tuple[str, ...], last: str = "and") -> str:
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"


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
        return Illegal(
            "requirement",
            f"{c.name} requires {requirement_text(c.requirement, VOCAB)}, and {_name(ch.iid)} "
            "does not meet that.",
        )
    return Illegal(
        "requirement",
        f"{c.name} requires {_words(c.requires)}, and {_name(ch.iid)} is not "
        f"{_words(missing, 'or')}.",
    )


def explain(state: LvState, seat: int, command: dict[str, Any]) -> Illegal:
    kind = command.get("type")
    if state.over:
        return Illegal("game-over", "The game is over; start a new one to play again.")
    if seat not in to_act(state):
        return _not_your_turn(state)
    if state.prompts:
        return Illegal("answer-first", "First answer the question in front of you.")
    if kind == "play":
        return _play(state, seat, command)
    if state.combat is not None and kind not in COMBAT_COMMANDS:
        return Illegal(
            "in-combat",
            "A combat is going on: play a Combat card, use an ability or pass until it ends.",
        )
    if kind in COMBAT_COMMANDS:
        return _combat(state, seat, command)
    if kind == "regenerate":
        if state.phase != "main":
            return Illegal(
                "wrong-phase", "Characters regenerate only in the Main Phase, before other plays."
            )
        return _regenerate(state, seat, command)
    if kind == "action":
        if state.phase == "alpha":
            return _alpha_action(state, seat, command)
        if state.phase != "main":
            return Illegal(
                "wrong-phase",
                "Main: abilities are used in the Main Phase and Alpha: abilities on your "
                "alpha's action; now is neither.",
            )
        return _ability(state, seat, command, "main")
    if kind == "vote":
        if state.phase != "vote":
            return Illegal(
                "wrong-phase", "Votes on Moots come after the Main Phase, one Moot at a time."
            )
        return _vote(state, seat, command)
    if kind in ("pick", "leave-umbra"):
        if state.phase != "alpha-pick":
            return Illegal(
                "wrong-phase",
                "Alphas are chosen after the Moots are settled, once the Main Phase ends.",
            )
        return _pick(state, seat, command)
    if kind in ALPHA_ACTIONS:
        if state.phase != "alpha":
            return Illegal(
                "wrong-phase",
                "Attacks, challenges, conquering and the like are alpha actions: they come in "
                "the Alpha Phase, each on its alpha's turn.",
            )
        return _alpha_action(state, seat, command)
    if kind in pool():
        return Illegal("bad-command", "Name a command, not a card.")
    return Illegal("illegal", "That is not one of your choices right now.")


def _not_your_turn(state: LvState) -> Illegal:
    if state.prompts:
        return Illegal("not-your-turn", "It is not your turn: another player must answer first.")
    if state.combat is not None:
        return Illegal(
            "not-your-turn", "It is not your turn: the other side of the combat acts now."
        )
    why = WAITING.get(state.phase)
    if why is None:
        return Illegal("not-your-turn", "It is not your turn to act.")
    return Illegal("not-your-turn", f"It is not your turn: {why}.")


# -- playing a Sept card ------------------------------------------------------------------------
def _play(state: LvState, seat: int, command: dict[str, Any]) -> Illegal:
    player = state.players[seat]
    iid = command.get("card")
    if iid not in player.hand:
        return Illegal("not-in-hand", "You can only play a card from your own hand.")
    c = card_of(iid)
    wrong = _wrong_phase(state, c)
    if wrong is not None:
        return wrong
    if c.type in ATTACHMENTS:
        return _attach(state, seat, c, command)
    if c.type in ("ally", "totem"):
        return _independent(state, seat, c, command)
    if c.type == "event":
        return _event(state, seat, c, command)
    if c.type == "moot":
        return _moot(state, seat, command)
    return _as_it_is(c, command, "into the Hunting Grounds")


PLACES = {
    "ally": "into your Staging Area",
    "totem": "into your Staging Area",
    "enemy": "into the Hunting Grounds",
    "victim": "into the Hunting Grounds",
    "battlefield": "into the Hunting Grounds",
}


def _as_it_is(c: Card, command: dict[str, Any], where: str) -> Illegal:
    """A card that goes into play by itself was played with a character or a target."""
    kind = TYPE_LABELS.get(c.type, c.type)
    extra = [k for k in ("on", "by", "target", "pay") if command.get(k) is not None]
    if extra:
        return Illegal(
            "plays-as-it-is",
            f"{c.name} is {kind}: it goes {PLACES.get(c.type, where)} as it is; it is not "
            "played on, by or at a character.",
        )
    return Illegal("cannot-play", f"{c.name} is {kind} and goes {PLACES.get(c.type, where)}.")


def _wrong_phase(state: LvState, c: Card) -> Illegal | None:
    if state.combat is not None:
        return Illegal(
            "wrong-phase",
            f"{c.name} is a Sept card: Sept cards are played in the Main Phase, not in a combat.",
        )
    if c.is_moot_event():
        if state.phase == "moot-events":
            return None
        return Illegal(
            "wrong-phase",
            f"{c.name} is a Moot Event: it is played after the Main Phase, while the Moots "
            "called this turn are settled.",
        )
    if state.phase == "moot-events":
        return Illegal(
            "wrong-phase",
            f"Only Moot Events may be played while Moots are settled; {c.name} waits for the "
            "next Main Phase.",
        )
    if state.phase != "main":
        return Illegal("wrong-phase", f"{c.name} can only be played in the Main Phase.")
    return None


def _attach(state: LvState, seat: int, c: Card, command: dict[str, Any]) -> Illegal:
    on = command.get("on")
    target = state.chars.get(on) if isinstance(on, str) else None
    if target is None:
        return Illegal("choose-host", f"Choose one of your pack's characters to take {c.name}.")
    host = _mine(state, seat, on)
    if host is None:
        return Illegal("not-your-character", "Cards attach only to characters of your own pack.")
    who = _name(host.iid)
    if host.regen:
        return Illegal("regenerating", f"{who} is regenerating and cannot take new cards.")
    host_card = card_of(host.iid)
    if c.type == "gift" and host_card.type == "ally" and "Spirit" in host_card.keywords:
        if not any(r in c.requires for r in host_card.requires if r != "Spirit"):
            tribe = _words([r for r in host_card.requires if r != "Spirit"], "or")
            return Illegal(
                "gift-on-garou",
                f"{who} is a Spirit Ally: it takes only Gifts that require {tribe or 'its Tribe'}.",
            )
    elif c.type in ("gift", "past-life", "rite") and host_card.type != "garou":
        return Illegal(
            "gift-on-garou",
            f"Only Garou take {TYPE_NAMES[c.type]}, and {who} is not a Garou.",
        )
    attached = state.attached_to(host.iid)
    rites = [t.iid for t in attached if card_of(t.iid).type == "rite"]
    if c.type == "rite" and rites:
        return Illegal(
            "one-rite",
            f"{who} already has a Rite in progress ({_name(rites[0])}); a shapeshifter can "
            "have only one Rite in progress at a time.",
        )
    if any(card_of(t.iid).id == c.id for t in attached):
        return Illegal(
            "duplicate",
            f"{who} already has {c.name} attached; a character never takes two copies of "
            "the same card.",
        )
    unmet = _requirement(c, host, state)
    if unmet is not None:
        return unmet
    free = stats.gnosis_free(state, host)
    if free < c.gnosis_cost:
        return Illegal(
            "no-gnosis",
            f"{who} has {free} Gnosis free and {c.name} costs {c.gnosis_cost}: the Gnosis "
            "costs of the cards on a character may not add up to more than its Gnosis.",
        )
    if gift_tax(state, host, c):
        return Illegal(
            "gift-tax",
            "With the Umbra at level 3, a Gift on a Garou of Gnosis 7 or more costs a "
            "Sept card: choose another card from your hand to discard.",
        )
    return Illegal("cannot-attach", f"{who} cannot take {c.name} now.")


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
                f"Your pack already has a Totem in play ({_name(totems[0])}); a pack can have "
                "only one Totem at a time.",
            )
    if c.type == "ally" and "Spirit" in c.keywords and umbra.level(state.umbra) == 5:
        return Illegal("umbra-level", "No Spirit Ally can be played while the Umbra is at level 5.")
    if not any(stats.meets(state, ch, c) for ch in state.pack_of(seat)):
        needs = _words(c.requires) if c.requires else requirement_text(c.requirement, VOCAB)
        return Illegal("requirement", f"{c.name} requires {needs}, and nobody in your pack is.")
    return _as_it_is(c, command, "into your Staging Area")


def _event(state: LvState, seat: int, c: Card, command: dict[str, Any]) -> Illegal:
    by = command.get("by")
    performer = _mine(state, seat, by)
    if performer is None:
        return Illegal("event-by", f"Choose one of your pack's characters to perform {c.name}.")
    who = _name(performer.iid)
    if performer.regen:
        return Illegal("regenerating", f"{who} is regenerating and cannot perform Events.")
    unmet = _requirement(c, performer, state)
    if unmet is not None:
        return unmet
    target = command.get("target")
    fights = any(e.do == "fight" for e in c.effects)
    if fights and target == by:
        return Illegal("event-target", f"{who} cannot fight itself; choose another target.")
    key = event_key(c, target, str(by))
    if key and key in state.event_targets:
        if isinstance(target, str):
            hit = _name(target)
        elif isinstance(target, int):
            hit = "that player"
        else:
            hit = who
        return Illegal(
            "event-target",
            f"{c.name} has already been played on {hit} this turn; the same Event never "
            "targets the same character or player twice in a turn.",
        )
    if "target" not in command:
        return Illegal("event-target", f"Name {c.name}'s target (null if it names none).")
    iid = str(command.get("card"))
    if target not in card_targets(LvView(state), seat, iid, ("play",), str(by)):
        if fights and _mine(state, seat, target) is not None:
            return Illegal(
                "event-target",
                f"{c.name} makes a fight: choose a character outside your pack, since a "
                "player never controls both Hunter and Prey.",
            )
        return _bad_target(state, seat, iid, c, str(by), target)
    return Illegal(
        "cannot-play",
        f"{c.name} cannot be played now: each Event is performed by one of your ready pack "
        "members that meets its requirements, on a target it may name.",
    )


def _bad_target(state: LvState, seat: int, iid: str, c: Card, by: str, target: Any) -> Illegal:
    """Why an Event (or ability) may not name this target."""
    found = first_chosen(c, ("play",))
    if found is None:
        if target is not None:
            return Illegal("event-target", f"{c.name} names no target; play it without one.")
        return Illegal("event-target", f"{c.name} cannot be played on that.")
    index, effect = found
    if target is None:
        what = "player" if effect.selector.players else "character"
        return Illegal("event-target", f"{c.name} needs a target {what}: choose one.")
    view = LvView(state)
    if isinstance(target, str) and target in state.chars:
        why = interpreter.why_not(
            view, Use(iid, index, effect, seat, by), effect, target, _name(target)
        )
        if why:
            return Illegal("event-target", f"{c.name} would do nothing: {why}.")
    return Illegal(
        "event-target",
        f"{c.name} cannot target that: it names "
        + ("a player" if effect.selector.players else "a character in play")
        + ".",
    )


def _moot(state: LvState, seat: int, command: dict[str, Any]) -> Illegal:
    caller = _mine(state, seat, command.get("by"))
    if caller is None or not stats.is_voter(caller):
        return Illegal(
            "moot-caller",
            "A Moot is called by one of your Garou (not an Ally or an alternate shapeshifter).",
        )
    who = _name(caller.iid)
    if caller.regen:
        return Illegal("regenerating", f"{who} is regenerating and cannot call a Moot.")
    if caller.called_moot:
        return Illegal(
            "moot-caller",
            f"{who} has already called a Moot this turn; each Garou calls at most one a turn.",
        )
    if "target" in command or "on" in command:
        return Illegal(
            "moot-target",
            "A Moot names no target when it is called: its target is chosen if it passes.",
        )
    return Illegal("moot-caller", f"{who} cannot call a Moot now.")


# -- abilities of cards in play ---------------------------------------------------------------
WINDOW_WORDS = {
    "main": "in the Main Phase",
    "alpha": "as its alpha's action in the Alpha Phase",
    "pre-combat": "before a combat's first round",
    "mid-combat": "between a combat's rounds",
    "post-combat": "after a combat's last round",
}
WINDOW_PER = {
    "main": "phase",
    "pre-combat": "combat",
    "mid-combat": "combat",
    "post-combat": "combat",
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
    for source, _, _ in pack_things(view, seat):
        found.setdefault(source, view.bearer(source))
    return found


def _ability(state: LvState, seat: int, command: dict[str, Any], window: str) -> Illegal:
    """Why this use of an ability of a card in play is refused, the most specific reason first."""
    source = command.get("card")
    tribes = {stats.tribe_iid(state, s) for s in range(len(state.players))}
    if not isinstance(source, str) or (
        source not in state.chars and source not in state.things and source not in tribes
    ):
        return Illegal("cannot-use", "Use an ability of one of your cards in play.")
    name = _name(source)
    view = LvView(state)
    mine = _my_sources(view, seat, window)
    if source not in mine:
        if window == "alpha" and _mine(state, seat, source) is not None:
            alpha = current_alpha(state)
            return Illegal(
                "not-the-alpha",
                f"Only your alpha ({_name(alpha)}) acts now: {name} is not it and carries "
                "nothing it could use.",
            )
        return Illegal(
            "not-yours", f"{name} is not one of your cards in play: you use only your own."
        )
    index = command.get("index")
    effects = card_of(source).effects
    if not isinstance(index, int) or not 0 <= index < len(effects):
        return Illegal("cannot-use", f"{name} has no such ability.")
    effect = effects[index]
    if effect.when != window:
        return Illegal("wrong-window", _timing_sentence(name, effect.when, window))
    if window in WINDOW_PER and window_used(view, source, index, window):
        per = WINDOW_PER[window]
        return Illegal("used", f"{name}'s ability has already been used this {per}.")
    if since_of(state, source) >= state.serial:
        return Illegal(
            "too-new",
            f"{name} came into play this phase; its ability can be used from the next phase on.",
        )
    bearer = current_alpha(state) if window == "alpha" else mine[source]
    by = command.get("by", bearer)
    if window != "alpha" and by != bearer:
        through = f"by {_name(bearer)}" if bearer else "by no character (leave out who uses it)"
        return Illegal("ability-by", f"{name}'s ability is used {through}.")
    if window != "alpha" and bearer in state.chars and state.chars[bearer].regen:
        return Illegal("regenerating", f"{_name(bearer)} is regenerating and cannot act.")
    if window in COMBAT_WINDOWS:
        refused = _combat_scope(state, seat, name, effect)
        if refused is not None:
            return refused
    use = Use(source, index, effect, seat, bearer)
    why = interpreter.usable(view, use)
    if why:
        return Illegal("cannot-use", f"{name}'s ability cannot be used now: {why}.")
    return _ability_target(state, seat, command, name, use, window)


def _timing_sentence(name: str, when: str, window: str) -> str:
    now = WINDOW_WORDS.get(window, "now")
    label = VOCAB.windows.get(when, "").rstrip(": ")
    if label:
        return f"{name}'s ability is {article(label)} {label} ability, used {WINDOW_WORDS[when]}; not {now}."
    return f"{name}'s text works by itself when its moment comes; it is not an ability you use."


def _combat_scope(state: LvState, seat: int, name: str, effect: Any) -> Illegal | None:
    combat = state.combat
    assert combat is not None
    fighting = combat_seat(combat, seat) is not None
    if effect.scope == "in" and not fighting:
        return Illegal(
            "in-ability", f"{name}'s ability is In: only a player with a combatant uses it."
        )
    if effect.scope == "out" and fighting:
        return Illegal(
            "out-ability",
            f"{name}'s ability is Out: only a player with no character in the combat uses it.",
        )
    if effect.selector.mode in ("self", "opponent") and not fighting:
        return Illegal(
            "out-of-combat",
            f"{name}'s ability works on its own character in the combat, and it is not in it.",
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
        combat = state.combat
        assert combat is not None
        fighters = [t for t in (combat.hunter, combat.prey) if t in state.chars]
        if target not in fighters:
            names = _words([_name(t) for t in fighters], "or")
            return Illegal("ability-target", f"{name}'s ability names a combatant: choose {names}.")
    choices = interpreter.choices(view, use)
    if choices == [None]:
        return Illegal("ability-target", f"{name}'s ability names no target; use it without one.")
    if isinstance(target, str) and target in state.chars:
        why = interpreter.why_not(view, use, effect, target, _name(target))
        if why:
            return Illegal("ability-target", f"{name}'s ability would do nothing: {why}.")
    if not choices:
        return Illegal(
            "ability-target",
            f"{name}'s ability would do nothing to any target: none is affected by it.",
        )
    if target is None:
        what = "player" if effect.selector.players else "character"
        return Illegal("ability-target", f"{name}'s ability needs a target {what}: choose one.")
    what = "a player" if effect.selector.players else "a character in play"
    return Illegal("ability-target", f"{name}'s ability cannot target that: it names {what}.")


# -- the Main Phase, votes and alphas --------------------------------------------------------------
def _regenerate(state: LvState, seat: int, command: dict[str, Any]) -> Illegal:
    ch = _mine(state, seat, command.get("char"))
    if ch is None:
        return Illegal("cannot-regenerate", "Only characters of your own pack regenerate.")
    who = _name(ch.iid)
    if not card_of(ch.iid).paw:
        return Illegal("cannot-regenerate", f"{who} has no paw print, so it never regenerates.")
    if ch.regen:
        return Illegal("cannot-regenerate", f"{who} is regenerating already.")
    if ch.iid not in state.wounded_at_main:
        return Illegal(
            "cannot-regenerate",
            f"{who} was not wounded when this Main Phase began; only such a character regenerates.",
        )
    if state.players[seat].regen_closed:
        return Illegal(
            "cannot-regenerate",
            "Characters regenerate before your other plays, and you have already played or "
            "passed this phase.",
        )
    if stats.prohibited(state, ch.iid, "regenerate"):
        return Illegal("prohibited", f"{who} cannot regenerate: a card in play forbids it.")
    return Illegal("cannot-regenerate", f"{who} cannot regenerate now.")


def _vote(state: LvState, seat: int, command: dict[str, Any]) -> Illegal:
    if command.get("side") not in ("for", "against"):
        return Illegal("bad-command", 'Vote "for" or "against" the Moot.')
    ch = _mine(state, seat, command.get("char"))
    if ch is None:
        return Illegal("cannot-vote", "Only the Garou of your own pack vote for you.")
    who = _name(ch.iid)
    if not stats.is_voter(ch):
        return Illegal(
            "cannot-vote",
            f"{who} does not vote: only Garou do (not Allies or alternate shapeshifters).",
        )
    if ch.regen:
        return Illegal("cannot-vote", f"{who} is regenerating and cannot vote.")
    if ch.umbra:
        return Illegal("cannot-vote", f"{who} is in the Umbra and cannot vote.")
    if ch.voted:
        return Illegal("cannot-vote", f"{who} has already voted this turn; a Garou votes once.")
    if stats.prohibited(state, ch.iid, "vote"):
        return Illegal("prohibited", f"{who} cannot vote: a card in play forbids it.")
    if ch.iid in {m.caller for m in state.moots[1:]}:
        return Illegal(
            "cannot-vote",
            f"{who} called a later Moot and keeps its one vote for its own Moot.",
        )
    return Illegal("cannot-vote", f"{who} cannot vote on this Moot now.")


def _pick(state: LvState, seat: int, command: dict[str, Any]) -> Illegal:
    ch = _mine(state, seat, command.get("char"))
    if ch is None:
        return Illegal("pick", "Choose one of your own pack.")
    who = _name(ch.iid)
    if command.get("type") == "leave-umbra":
        if not ch.umbra:
            return Illegal("pick", f"{who} is not in the Umbra.")
        return Illegal("pick", f"{who} is your alpha; it crosses over with its pick, if at all.")
    if any(state.chars[a].owner == seat for a in state.alphas if a in state.chars):
        return Illegal("pick", "You have already chosen your alpha this turn.")
    choices = [c for c in state.pack_of(seat) if ready(c) and c.where == "staging"]
    if choices and ch not in choices:
        if ch.regen:
            return Illegal("pick", f"{who} is regenerating: choose a ready character.")
        return Illegal("pick", f"{who} is not in your Staging Area: choose one that is.")
    flip = command.get("crinos")
    player = state.players[seat]
    if flip is not None:
        if not card_of(ch.iid).two_sided:
            return Illegal("no-crinos", f"{who} has one side only: it never shifts to Crinos.")
        if ch.crinos:
            return Illegal("no-crinos", f"{who} is in Crinos form already.")
        if flip == "deck" and not player.sept_deck:
            return Illegal(
                "no-crinos", "Your Sept deck is empty: discard a card from your hand instead."
            )
        if flip != "deck" and flip not in player.hand:
            return Illegal(
                "no-crinos",
                "Shifting to Crinos costs the top card of your Sept deck or a card from your "
                "hand: name one of those.",
            )
    if command.get("cross"):
        cost = crossing(state, ch, last_minute=False)
        if cost is None:
            return Illegal("no-crossing", f"{who} cannot cross over: Humans never enter the Umbra.")
        deck = len(player.sept_deck) - (flip == "deck")
        return Illegal(
            "no-crossing",
            f"Crossing over costs {cost} cards from the top of your Sept deck, and you have "
            f"{deck}.",
        )
    return Illegal("pick", f"{who} cannot be your alpha like that.")


def _alpha_action(state: LvState, seat: int, command: dict[str, Any]) -> Illegal:
    alpha = current_alpha(state)
    if alpha is None or alpha not in state.chars:
        return Illegal("illegal", "No alpha is acting now.")
    ch = state.chars[alpha]
    me = _name(alpha)
    kind = command.get("type")
    if kind == "action":
        return _ability(state, seat, command, "alpha")
    if kind == "shift":
        if state.shifted:
            return Illegal("no-crossing", f"{me} has already crossed over on this action.")
        cost = crossing(state, ch, last_minute=True)
        if cost is None:
            return Illegal("no-crossing", f"{me} cannot cross over: Humans never enter the Umbra.")
        deck = len(state.players[seat].sept_deck)
        return Illegal(
            "no-crossing",
            f"Crossing over now costs {cost} cards from the top of your Sept deck, and you "
            f"have {deck}.",
        )
    target = command.get("target")
    if kind in ("conquer", "liberate"):
        thing = state.things.get(target) if isinstance(target, str) else None
        if thing is None or card_of(target).type != "battlefield":
            return Illegal("alpha-target", f"Only a Battlefield in play can be {kind}ed.")
        bf = _name(target)
        if battlefield_in_umbra(target) != ch.umbra:
            return Illegal("other-world", f"{me} and {bf} are on different sides of the Gauntlet.")
        if thing.controller == seat:
            return Illegal("alpha-target", f"You control {bf} already.")
        if kind == "liberate" and thing.controller is None:
            return Illegal(
                "alpha-target", f"Nobody controls {bf}: conquer it rather than liberate it."
            )
        return Illegal("alpha-target", f"{me} cannot {kind} {bf} now.")
    other = state.chars.get(target) if isinstance(target, str) else None
    if other is None:
        what = "a character outside your pack"
        return Illegal("alpha-target", f"Name {what} for {me} to {kind}.")
    them = _name(target)
    if target == alpha:
        return Illegal("alpha-target", f"{me} cannot {kind} itself.")
    if other.pack and other.owner == seat:
        return Illegal("alpha-target", f"{them} is in your own pack.")
    if target.startswith(GUARDIAN):
        return Illegal(
            "alpha-target",
            "A Battlefield's guardian is fought by conquering or liberating its Battlefield.",
        )
    if other.umbra != ch.umbra:
        inside, outside = (me, them) if ch.umbra else (them, me)
        return Illegal(
            "other-world",
            f"{inside} is in the Umbra and {outside} is not: characters meet only on the same "
            "side of the Gauntlet.",
        )
    if kind == "attack":
        if other.where == "staging":
            return Illegal(
                "alpha-target",
                f"{them} is in a Staging Area: challenge it; attacks are for the Hunting Grounds.",
            )
        return Illegal("alpha-target", f"{them} is not in the Hunting Grounds.")
    if kind == "challenge":
        if other.where == "hunting":
            return Illegal(
                "alpha-target",
                f"{them} is in the Hunting Grounds: attack it; challenges are for other "
                "packs' characters in their Staging Areas.",
            )
        if other.where != "staging" or not other.pack:
            return Illegal("alpha-target", f"{them} is not in a Staging Area.")
        if other.regen:
            return Illegal("alpha-target", f"{them} is regenerating and cannot be challenged.")
        if stats.prohibited(state, target, "be-challenged"):
            return Illegal("prohibited", f"{them} cannot be challenged: a card in play forbids it.")
    return Illegal("alpha-target", f"{me} cannot {kind} {them} now.")


STEP_KINDS = {
    "attack": ("attack", "flex"),
    "defend": ("defense", "flex", "counterattack"),
    "react": ("defense", "flex"),
}
STEP_WORDS = {
    "attack": "with the initiative you play an Attack or a Flex",
    "defend": "against an attack you play a Defense, a Flex or a Counterattack",
    "react": "to react to damage you play a Defense or a Flex",
}


def _combat(state: LvState, seat: int, command: dict[str, Any]) -> Illegal:
    combat = state.combat
    if combat is None:
        return Illegal("no-combat", "Combat cards are played only in a combat.")
    kind = command.get("type")
    iid = command.get("card")
    hand = state.players[seat].combat_hand
    if kind in ("combat-card", "combat-event") and iid not in hand:
        return Illegal("not-in-hand", "You can only play a card from your Combat hand.")
    if kind == "combat-card":
        c = card_of(iid)
        if combat.step not in STEP_KINDS:
            return Illegal(
                "wrong-kind",
                f"{c.name} is a Combat Action: between rounds only Combat Events and Pre-, Mid- "
                "and Post-Combat abilities are played.",
            )
        if c.type not in STEP_KINDS[combat.step]:
            label = TYPE_LABELS.get(c.type, c.type)
            return Illegal("wrong-kind", f"{c.name} is {label}: {STEP_WORDS[combat.step]}.")
        side = combat.seats.index(seat) if seat in combat.seats else 0
        if combat.step != "attack":
            side = 1 - combat.initiative if combat.step == "defend" else 1 - combat.chain[-1][0]
        fighter = combatant_of(combat, side)
        ch = state.chars.get(fighter)
        if ch is not None and stats.prohibited(state, fighter, "combat-cards"):
            return Illegal("prohibited", f"{_name(fighter)} cannot play Combat cards this round.")
        if ch is not None:
            left = max(0, stats.stat(state, ch, "rage") - combat.spent[side])
            sustained = stats.stat(state, ch, "sustained")
            extra = f" (its Sustained Rage is {sustained})" if sustained else ""
            return Illegal(
                "too-dear",
                f"{c.name} costs {c.rage_cost} Rage and {_name(fighter)} has {left} Rage left"
                f"{extra}.",
            )
    if kind == "ability":
        if combat.step not in WINDOW_TIMING:
            return Illegal(
                "wrong-window",
                "Pre-, Mid- and Post-Combat abilities are used between rounds; this is a round: "
                "play a Combat card or pass.",
            )
        if command.get("index") == -1:
            return _kailindo(state, seat, command)
        return _ability(state, seat, command, WINDOW_TIMING[combat.step])
    if kind == "combat-event":
        c = card_of(iid)
        if combat.step not in WINDOW_TIMING and c.type == "combat-event":
            return Illegal(
                "wrong-window",
                f"{c.name} is a Combat Event: it is played between rounds, not in a round.",
            )
        if c.type != "combat-event":
            return Illegal(
                "wrong-kind",
                f"{c.name} is a Combat Action: it is played in a round, not between rounds.",
            )
        mine = combat_seat(combat, seat)
        if mine is not None and c.scope == "out":
            return Illegal(
                "out-event",
                f"{c.name} is an Out event: only a player with no character in the combat "
                "plays it.",
            )
        if mine is None and c.scope == "in":
            return Illegal(
                "in-event",
                f"{c.name} is an In event: only the player of a combatant plays it.",
            )
        fighter = mine if mine in state.chars else None
        if c.requirement is not None and not event_requirement_met(state, seat, fighter, c):
            return Illegal(
                "requirement",
                f"{c.name} requires {requirement_text(c.requirement, VOCAB)}: without it the "
                "card would do nothing.",
            )
        return _combat_event_target(state, seat, command, c, fighter)
    if kind == "combat-pass":
        return Illegal("illegal", "You cannot pass now.")
    return Illegal("illegal", "That is not one of your choices right now.")


def _combat_event_target(
    state: LvState, seat: int, command: dict[str, Any], c: Card, fighter: str | None
) -> Illegal:
    combat = state.combat
    assert combat is not None
    window = WINDOW_TIMING[combat.step]
    found = [(i, e) for i, e in enumerate(c.effects) if e.when == window]
    if not found:
        when = _words([VOCAB.windows[e.when].rstrip(": ") for e in c.effects], "or")
        return Illegal(
            "wrong-window",
            f"{c.name} is played {when or 'at another time'}; this is the "
            f"{VOCAB.windows[window].rstrip(': ')} window.",
        )
    iid = str(command.get("card"))
    use_effect = next(((i, e) for i, e in found if e.selector.chosen), None)
    target = command.get("target")
    if use_effect is None:
        return Illegal("event-target", f"{c.name} names no target; play it without one.")
    index, effect = use_effect
    fighters = [t for t in (combat.hunter, combat.prey) if t in state.chars]
    if target not in fighters:
        names = _words([_name(t) for t in fighters], "or")
        return Illegal("event-target", f"{c.name} names a combatant: choose {names}.")
    why = interpreter.why_not(
        LvView(state), Use(iid, index, effect, seat, fighter), effect, target, _name(target)
    )
    if why:
        return Illegal("event-target", f"{c.name} would do nothing: {why}.")
    return Illegal("event-target", f"{c.name} cannot be played on {_name(target)} now.")


def _kailindo(state: LvState, seat: int, command: dict[str, Any]) -> Illegal:
    iid = command.get("card")
    who = _name(iid)
    combat = state.combat
    assert combat is not None
    if _mine(state, seat, iid) is None or iid not in (combat.hunter, combat.prey):
        return Illegal("kailindo", "Kailindo is used by your own character in the combat.")
    if not card_of(str(iid)).kailindo:
        return Illegal("kailindo", f"{who} does not know Kailindo.")
    if combat.step != "pre":
        return Illegal("kailindo", "Kailindo is declared before the first round (Pre-Combat).")
    return Illegal("kailindo", f"Kailindo already applies to {who} in this combat.")


def combatant_of(combat: Any, side: int) -> str:
    return combat.hunter if side == 0 else combat.prey


def combat_seat(combat: Any, seat: int) -> str | None:
    if combat.seats[0] == seat:
        return combat.hunter
    if combat.seats[1] == seat:
        return combat.prey
    return None
