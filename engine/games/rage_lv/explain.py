"""Why a command is refused, in a sentence a newcomer understands.

`decide` accepts only commands that `legal` lists; for anything else it asks here for the most
specific reason that holds. Only what the asking seat may know goes into the message: its own
cards and public cards (cards in play, characters), never another player's hand or a deck.
"""

from __future__ import annotations

from typing import Any

from engine.ccg.conditions import requirement_text
from engine.core.errors import Illegal
from engine.games.rage_lv import stats, umbra
from engine.games.rage_lv.data import VOCAB, Card, pool
from engine.games.rage_lv.flow import to_act
from engine.games.rage_lv.plays import card_targets, event_key, gift_tax, window_used
from engine.games.rage_lv.state import Char, LvState, card_of
from engine.games.rage_lv.stats import LvView

ATTACHMENTS = ("gift", "equipment", "past-life", "rite")
ALPHA_ACTIONS = ("attack", "challenge", "conquer", "liberate", "wuss", "shift")
COMBAT_COMMANDS = ("combat-card", "combat-pass", "combat-event", "ability")
TYPE_NAMES = {"gift": "Gifts", "past-life": "Past Lives", "rite": "Rites", "equipment": "Equipment"}
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
        return Illegal(
            "cannot-regenerate",
            "Only a wounded character with a paw print regenerates, and only before your "
            "other plays this turn.",
        )
    if kind == "action":
        return _action(state, seat, command)
    if kind == "vote":
        if state.phase != "vote":
            return Illegal(
                "wrong-phase", "Votes on Moots come after the Main Phase, one Moot at a time."
            )
        return Illegal(
            "cannot-vote",
            "Only your Garou vote, once a turn, and not while regenerating or in the Umbra.",
        )
    if kind == "pick" and state.phase != "alpha-pick":
        return Illegal(
            "wrong-phase",
            "Alphas are chosen after the Moots are settled, once the Main Phase ends.",
        )
    if kind in ALPHA_ACTIONS and state.phase != "alpha":
        return Illegal(
            "wrong-phase",
            "Attacks, challenges, conquering and the like are alpha actions: they come in the "
            "Alpha Phase, each on its alpha's turn.",
        )
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
        return _independent(state, seat, c)
    if c.type == "event":
        return _event(state, seat, c, command)
    if c.type == "moot":
        return _moot(state, seat, command)
    return Illegal("cannot-play", f"You cannot play {c.name} like that now.")


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


def _independent(state: LvState, seat: int, c: Card) -> Illegal:
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
        return Illegal(
            "requirement",
            f"{c.name} requires {_words(c.requires)}, and nobody in your pack is.",
        )
    return Illegal("cannot-play", f"You cannot play {c.name} now.")


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
    if target not in card_targets(
        LvView(state), seat, str(command.get("card")), ("play",), str(by)
    ):
        if fights and _mine(state, seat, target) is not None:
            return Illegal(
                "event-target",
                f"{c.name} makes a fight: choose a character outside your pack, since a "
                "player never controls both Hunter and Prey.",
            )
        if any(e.do == "pull" for e in c.effects):
            return Illegal("event-target", f"{c.name} can only target a character in the Umbra.")
        return Illegal("event-target", f"{c.name} cannot target that; choose another target.")
    return Illegal("cannot-play", f"You cannot play {c.name} like that now.")


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
    return Illegal("moot-caller", "A Moot is called by one of your Garou, once a turn.")


# -- abilities and combat -------------------------------------------------------------------------
def _action(state: LvState, seat: int, command: dict[str, Any]) -> Illegal:
    source = command.get("card")
    if source not in state.chars and source not in state.things:
        return Illegal("cannot-use", "Use an ability of one of your cards in play.")
    name = _name(source)
    index = command.get("index")
    if isinstance(index, int) and window_used(LvView(state), source, index, "main"):
        return Illegal("used", f"{name}'s ability has already been used this phase.")
    since = state.chars[source].since if source in state.chars else state.things[source].since
    if since >= state.serial:
        return Illegal(
            "too-new",
            f"{name} came into play this phase; its ability can be used from the next phase on.",
        )
    return Illegal(
        "cannot-use",
        f"{name}'s ability cannot be used like that now (check its timing and its target).",
    )


def _combat(state: LvState, seat: int, command: dict[str, Any]) -> Illegal:
    if state.combat is None:
        return Illegal("no-combat", "Combat cards are played only in a combat.")
    iid = command.get("card")
    if command.get("type") == "combat-card" and iid not in state.players[seat].combat_hand:
        return Illegal("not-in-hand", "You can only play a card from your Combat hand.")
    if command.get("type") == "combat-card":
        return Illegal(
            "combat-card",
            f"{_name(iid)} is not the right kind of card now, or costs more Rage than you have.",
        )
    return Illegal("illegal", "That is not one of your choices right now.")
