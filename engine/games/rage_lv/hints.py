"""One line of why for a Rage (relaunch) hint, in plain words, from the seat's view alone.

The why names the move and what the card does (its own text), so a newcomer reads the reason
the move is good rather than a sentence that fits every move."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.ai.search import Analysis
from engine.ai.shortlist import edge_words
from engine.ccg.hints import View, Who, choice_line, reasoner
from engine.ccg.views import seat_namer
from engine.ccg.votes import Stakes, cannot_change
from engine.core.ruleset import Command
from engine.games.rage_lv import umbra
from engine.games.rage_lv.combat import ATTACKS, WINDOW_TIMING, reaches_from_outside
from engine.games.rage_lv.data import POOL
from engine.games.rage_lv.expert import (
    blow_can_kill,
    crinos_rage,
    dead_card,
    fighting_might,
    figures,
    garou_in_play,
    heals_the_hurt,
    kills_outright,
    last_turn,
    renown_at_stake,
)
from engine.games.rage_lv.state import card_of
from engine.games.rage_lv.views import _card as _name
from engine.games.rage_lv.views import ability_words, bonus_words
from engine.games.rage_lv.vote_stakes import (
    kept_for_later,
    no_vote,
    stakes,
    sure_votes,
    votes_left_now,
    votes_ready,
)
from engine.i18n import N_, _, ngettext

#: commands whose why names one card the command holds: (its field, the sentence)
NAMED = {
    "challenge": ("target", N_("Challenge {target}: you are the stronger one.")),
    "regenerate": ("char", N_("Let {char} regenerate: it is badly hurt.")),
}


def _does(iid: Any, index: int = -1) -> str:
    """What a card does, in its own words ("" for a card with no text)."""
    if not isinstance(iid, str):
        return ""
    card = card_of(iid)
    return POOL.shown_effect(card, index) if card.effects else ""


def _with_text(line: str, iid: Any, index: int = -1) -> str:
    """The move's sentence, then what the card does."""
    does = _does(iid, index)
    return f"{line} {does}" if does else line


#: a card played now for an action used later, by when: "Play Kin Mechanic. Main: You draw 1
#: Sept card." read as a draw now, and a Main action is used only from the next Main Phase
#: (seed 000: its card must be in play before the phase starts), by its own Use row (issue
#: 30); "Play Ember Vigil. Alpha: Cause 1 damage …" said nothing of the alpha's attack its
#: use costs, and the card lay unused (pl36b #2)
LATER_USE = {
    "main": N_(
        "Play {card}. From the next turn's Main Phase, use it (Actions) as one of your plays: "
        "{does}"
    ),
    "alpha": N_(
        "Play {card}. In the Alpha Phase your alpha may use it (Actions) in place of "
        "attacking: {does}"
    ),
}


def _play(view: View, command: Command, who: Who) -> str:
    card = card_of(command["card"])
    chars = {c["iid"]: c for c in view["chars"]}
    target = command.get("target")
    if command.get("on") and card.type == "rite":
        # a Rite makes its performer no stronger: it takes turns, and fights stop it
        line = ngettext(
            "Have {target} perform {card}: it completes in {n} turn if {target} stays out of "
            "fights and the Hunting Grounds.",
            "Have {target} perform {card}: it completes in {n} turns if {target} stays out "
            "of fights and the Hunting Grounds.",
            card.duration,
        ).format(card=card.name, target=_name(command["on"]), n=card.duration)
        return _with_text(line, command["card"])
    if command.get("on"):
        line = _("Play {card} on {target} to make it stronger.").format(
            card=card.name, target=_name(command["on"])
        )
        return _with_text(line, command["card"]) + _last_fight_words(view, command)
    if card.type == "enemy":
        return _("Put {card} in the Hunting Grounds: more prey to hunt for Renown.").format(
            card=card.name
        )
    if card.type == "moot":
        line = _moot_call(view, card.name)
        return _with_text(line, command["card"]) + _umbra_words(view, command["card"])
    if card.type == "battlefield" and card.effects:
        return _battlefield(view, command["card"])
    if card.type in ("ally", "totem", "battlefield") and not card.effects:
        if last_turn(view):  # "helps you every turn" was said on turn 3 of 3 (pl40a #3)
            return _(
                "Play {card}: the game ends with this turn, so it helps only in this turn's hunts."
            ).format(card=card.name)
        return _("Play {card}: it stays in play and helps you every turn.").format(card=card.name)
    later = next((w for w in LATER_USE if all(e.when == w for e in card.effects)), None)
    if card.effects and later is not None:
        does = " ".join(ability_words(command["card"], i) for i in range(len(card.effects)))
        return _(LATER_USE[later]).format(card=card.name, does=does)
    if isinstance(target, str) and target in chars:
        # whose the target is, by name: "on their Static Wraith" left "their" to guess, and
        # prey is no player's (issue 30)
        owner = chars[target]["owner"]
        if owner == view["seat"]:
            text = _("Play {card} on your {target}.")
        elif owner is None:
            text = _("Play {card} on {target}, prey in the Hunting Grounds.")
        else:
            text = _("Play {card} on {who}'s {target}.")
        line = text.format(card=card.name, target=_name(target), who=who(owner))
    else:
        line = _("Play {card}.").format(card=card.name)
    return (
        _with_text(line, command["card"])
        + _last_fight_words(view, command)
        + _fight_risk(view, command, card, who)
        + _shared_gain(view, card)
        + _first_words(card)
    )


def _battlefield(view: View, iid: str) -> str:
    """A Battlefield played: whoever beats its guardian controls it, so its Controller: text
    is not the player's, and its Neutral: text is every pack's. "Play The Dry Wash … each
    character in your pack gets +1 Rage. Your rivals' Garou get it too" dropped the card's
    Controller: mark and read as if the rivals got the Rage (pl40a #3)."""
    card = card_of(iid)
    line = _("Put {card} in the Hunting Grounds: whoever beats its guardian controls it.").format(
        card=card.name
    )
    for index, effect in enumerate(card.effects):
        does = _does(iid, index)
        if effect.scope == "controller":
            line += " " + _(
                "For the pack that controls it, not yours until you beat its guardian: {does}"
            ).format(does=does)
        elif effect.scope == "neutral":
            line += " " + _("For every pack, whoever controls it: {does}").format(does=does)
            line += _shared_gain(view, (effect,))
        else:
            line += " " + does
    return line


def _shared_gain(view: View, card: Any) -> str:
    """A card that changes every Garou in play: how many are the rivals' ("Play Red Sky at
    Dusk … each Garou in play gets +1 Rage" left the three rivals' gain to guess, pl34b #9).
    `card`: the card, or only the effects to weigh."""
    effects = card if isinstance(card, tuple) else card.effects
    if not any(e.selector.name == "all-garou" for e in effects):
        return ""
    mine, theirs = garou_in_play(view, view["seat"])
    return " " + _(
        "Your rivals' Garou get it too: {mine} of yours and {theirs} of theirs are in play."
    ).format(mine=mine, theirs=theirs)


def _first_words(card: Any) -> str:
    """An alpha sent first: a rival's act-first card played after it leads instead (Lead the
    Howl promised "your alpha takes the first alpha action", and Ada's Claim of Precedence
    took it away, pl34b #9)."""
    if not any(e.do in ("alpha-first", "alpha-before-all") for e in card.effects):
        return ""
    return " " + _(
        "Unless a rival plays a card after it that sends their alpha first (Lead the Howl, "
        "Claim of Precedence): the last one played leads."
    )


def _fight_risk(view: View, command: Command, card: Any, who: Who) -> str:
    """A card that starts a fight (Old Grudge) between a weaker character of the seat's and a
    stronger one: the risk said, with both fighters' numbers (Cinder Howl, Rage 3 and Health
    4, was sent against Granite Voice, Rage 5 and Health 7, with no word of it, issue 30)."""
    if not any(e.do == "fight" for e in card.effects):
        return ""
    mine, foe = _char(view, command.get("by")), _char(view, command.get("target"))
    if not mine or not foe or _might(mine) >= _might(foe):
        return ""
    words = {
        "mine": _name(mine["iid"]),
        "mine_stats": _stats(mine),
        "foe": _name(foe["iid"]),
        "foe_stats": _stats(foe),
    }
    if foe.get("owner") is not None and foe.get("owner") != view["seat"]:
        text = _(
            "A risk: {mine} ({mine_stats}) is the weaker against {foe} ({foe_stats}); if "
            "{mine} dies, {who} scores its {n} Renown."
        )
        return " " + text.format(**words, who=who(foe["owner"]), n=mine.get("renown", 0))
    text = _("A risk: {mine} ({mine_stats}) is the weaker against {foe} ({foe_stats}).")
    return " " + text.format(**words)


def _might(char: dict[str, Any]) -> int:
    """Rage plus the Health left: the strength two fighters are weighed by."""
    rage: int = char.get("rage", 0)
    return rage + char.get("health", 0) - char.get("wounds", 0)


def _moot_call(view: View, card: str) -> str:
    """Calling a Moot, and why it can pass: the votes the seat's Garou can cast against the
    most its rivals' can cast against it ("the vote can go your way" said nothing, issue 30)."""
    counts = votes_ready(view)
    if counts is None:
        return _("Call the Moot {card}: the vote can go your way.").format(card=card)
    mine, theirs = counts
    words = {"card": card, "mine": _count_words(mine), "theirs": _count_words(theirs)}
    if mine > theirs:
        text = _(
            "Call the Moot {card}: your Garou can cast {mine} for it, more than your rivals "
            "can cast against it ({theirs}), so it should pass."
        )
    else:
        text = _(
            "Call the Moot {card}: your Garou can cast {mine} for it and your rivals up to "
            "{theirs} against it, so it passes only if enough of theirs do not vote."
        )
    return text.format(**words)


def _used(command: Command) -> str:
    """A combat event, an ability or an action: the card, its target, what it does."""
    card, target = command["card"], command.get("target")
    if command["type"] == "ability" and command.get("index") == -1:
        return _(
            "Use Kailindo with {card}: for the rest of this combat, a cheaper Combat card than "
            "its opponent's gives it the difference in Rage."
        ).format(card=_name(card))
    verb = command["type"] != "combat-event"
    if isinstance(target, str):
        text = _("Use {card} on {target}.") if verb else _("Play {card} on {target}.")
        line = text.format(card=_name(card), target=_name(target))
    else:
        line = (_("Use {card}.") if verb else _("Play {card}.")).format(card=_name(card))
    index = command.get("index", -1)
    return _with_text(line, card, index if isinstance(index, int) and index >= 0 else -1)


def _heal_words(view: View, command: Command) -> str:
    """A Combat Event that heals the seat's wounded fighter: its Health before and after, and
    the blow it now survives ("Pass" was the hint for Second Wind on a wounded Pallid Drone,
    which the next blow killed, pl36b #2)."""
    if not heals_the_hurt(view, command, view["seat"]):
        return ""
    combat = view["combat"]
    char = _char(view, (combat["hunter"], combat["prey"])[combat["seats"].index(view["seat"])])
    healed = sum(
        e.amount
        for e in card_of(command["card"]).effects
        if e.when == WINDOW_TIMING.get(combat["step"]) and e.do == "heal"
    )
    left = char["health"] - char["wounds"]
    after = min(char["health"], left + healed)
    return " " + _(
        "{card} goes from {left} to {after} Health left: a blow of {left} no longer kills it."
    ).format(card=_name(char["iid"]), left=left, after=after)


def _kill_words(view: View, command: Command) -> str:
    """An ability whose damage kills its target for sure: that it kills, and what it scores
    ("Use Ember Vigil on Static Wraith" left the kill to guess, issue 30)."""
    if not kills_outright(view, command, view["seat"]):
        return ""
    target = _char(view, command["target"])
    worth = 0 if card_of(target["iid"]).type == "victim" else target.get("renown", 0)
    return " " + ngettext(
        "{card} has {left} Health left: this kills it, for its {n} Renown.",
        "{card} has {left} Health left: this kills it, for its {n} Renown.",
        target["health"] - target["wounds"],
    ).format(card=_name(target["iid"]), left=target["health"] - target["wounds"], n=worth)


def _combat_card(view: View, command: Command, who: Who) -> str:
    """A Combat card's figures as the round will count them, its fighter's bonuses in
    ("Play Pounce: 3 damage" was said where the round counted 5: 3 +1 Obsidian Knuckles +1
    Cinder Howl, issue 30); a card's face where the view cannot be rebuilt."""
    card = card_of(command["card"])
    attacking = (view.get("combat") or {}).get("step") == "attack"
    counted = figures(view, command["card"])
    if counted is None:
        damage: int | str = "X" if card.damage_x else card.damage
        block = 0 if attacking else card.block
        more = ""
    else:
        damage, block = counted.damage, counted.block
        more = _bonus_line(
            N_("Damage: {face} on the card {bonuses}."), card.damage, counted.damage_from
        )
        more += _bonus_line(
            N_("Block: {face} on the card {bonuses}."), card.block, counted.block_from
        )
    if attacking and card.block and damage:
        # the first card of a round attacks: its block does not count ("2 damage and 2
        # block" was said of Feint and Dodge played to attack, issue 30)
        text = _(
            "Play {card}: {damage} damage for {rage} Rage (an attacker's block does not count)."
        )
    elif block and damage:
        text = _("Play {card}: {damage} damage and {block} block for {rage} Rage.")
    elif block:
        text = _("Play {card}: {block} block for {rage} Rage.")
    else:
        text = _("Play {card}: {damage} damage for {rage} Rage.")
    line = text.format(card=card.name, damage=damage, block=block, rage=card.rage_cost) + more
    if attacking and isinstance(damage, int):
        line += _kills(view, damage)
    return line + _stake_words(view, who)


def _bonus_line(text: str, face: int, bonuses: Sequence[Sequence[Any]]) -> str:
    """After a figure that differs from the card's face, what adds to it, as the round's
    result line says it ("Pounce (5 dmg: 3 +1 Obsidian Knuckles +1 Cinder Howl)")."""
    if not bonuses:
        return ""
    return " " + _(text).format(face=face, bonuses=bonus_words(bonuses, _name))


def _kills(view: View, damage: int) -> str:
    """Where the attack kills the foe unblocked: that it kills, and, where the foe holds
    Combat cards to answer face down with, the block that saves it ("Play Feint and Dodge:
    2 damage" said nothing of a kill where the round counted 4 against a Static Wraith with
    3 Health; "Feint and Dodge: 2 damage" against a prey with 1 Health left met Granite
    Hold's block 3 and wounded nothing; issue 30, vlv6 #3)."""
    combat = view["combat"]
    seat = view.get("seat")
    if seat not in combat.get("seats", ()):
        return ""
    side = combat["seats"].index(seat)
    foe = _char(view, (combat["hunter"], combat["prey"])[1 - side])
    if not foe:
        return ""
    left = foe["health"] - foe["wounds"]
    if left <= 0 or damage < left:
        return ""
    foe_seat = combat["seats"][1 - side]
    if foe_seat is not None and not _combat_cards(view, foe_seat):
        return " " + ngettext(
            "{card} has {left} Health left and no Combat card to block with: this kills it.",
            "{card} has {left} Health left and no Combat card to block with: this kills it.",
            left,
        ).format(card=_name(foe["iid"]), left=left)
    return " " + ngettext(
        "{card} has {left} Health left: this kills it unless a block of {n} or more saves it.",
        "{card} has {left} Health left: this kills it unless a block of {n} or more saves it.",
        left,
    ).format(card=_name(foe["iid"]), left=left, n=damage - left + 1)


def _combat_cards(view: View, seat: int) -> int:
    """How many Combat cards a seat holds, as the view shows them."""
    count: int = view["players"][seat].get("combat_hand_count", 0)
    return count


def _stake_words(view: View, who: Who) -> str:
    """At a step that answers a blow, what the blow may cost: the Renown the seat's combatant
    gives the attacker's player if it dies (a block was not advised, and an unblocked Claw
    Rake gave Ada a Pallid Drone's 2 Renown, issue 30)."""
    worth = renown_at_stake(view)
    if worth <= 0 or not blow_can_kill(view):
        return ""
    combat = view["combat"]
    side = combat["seats"].index(view["seat"])
    return " " + _("If the blow kills {card}, {rival} scores {n} Renown.").format(
        card=_name((combat["hunter"], combat["prey"])[side]),
        rival=who(combat["seats"][1 - side]),
        n=worth,
    )


def _char(view: View, iid: Any) -> dict[str, Any]:
    """A character of the view by instance id ({} if it is not in sight)."""
    found: dict[str, Any] = next((c for c in view["chars"] if c["iid"] == iid), {})
    return found


def _moot(view: View) -> dict[str, Any] | None:
    moots = view.get("moots") or []
    return moots[0] if moots else None


def _vote(view: View, command: Command, who: Who) -> str:
    """A vote names the Moot, the voter, its votes and what the Moot does if it passes."""
    moot = _moot(view)
    voter = _char(view, command["char"])
    count = stakes(view, command["char"])
    words = {
        "moot": _name(moot["iid"]) if moot else _("the Moot"),
        "voter": _name(command["char"]),
        "votes": _count_words(count.mine if count is not None else voter.get("renown", 0)),
    }
    # the side is the search's pick, not a reason (a vote against a tie that fails was "you
    # want it to fail", issue 30)
    if count is not None and not count.changes(command["side"] == "for"):
        vote = (
            _("Vote for {moot} with {voter} ({votes})")
            if command["side"] == "for"
            else _("Vote against {moot} with {voter} ({votes})")
        )
        caller, aimed = (who(s) if s is not None else "" for s in _sides(view, moot))
        line = cannot_change(vote.format(**words), count, caller, aimed)
    elif command["side"] == "for":
        line = _("Vote for {moot} with {voter} ({votes}): you want it to pass.")
        line = line.format(**words) + _needs_others(count, "for")
    else:
        line = _("Vote against {moot} with {voter} ({votes}): you want it to fail.")
        line = line.format(**words) + _needs_others(count, "against")
    if moot is not None:
        line = _moot_words(view, moot, line, who)
    # seed 000: a Garou votes on one Moot a turn; a newcomer spent six on a Moot that could
    # take one card and had none left for the next (issue 30)
    return line + " " + _("{voter} cannot vote again this turn.").format(**words)


def _sides(view: View, moot: dict[str, Any] | None) -> tuple[Any, Any]:
    """The players sure to vote for the Moot (its caller's) and against it (whom it aims at,
    or whose character it aims at), by seat; None where there is none."""
    if moot is None:
        return None, None
    aimed = moot.get("target")
    if isinstance(aimed, str):
        aimed = _char(view, aimed).get("owner")
    return moot.get("seat"), aimed


def _needs_others(count: Stakes | None, side: str) -> str:
    """Where this Garou's votes cannot turn the result alone: the votes the seat's other Garou
    and the other players must add ("Vote against … with Bright Scar (1 vote): you want it to
    fail" at 5 for and 0 against read as if the vote mattered, pl34b #9). The seat's other
    Garou are said apart: "at 17 for and 11 against, it fails only if the votes still to come
    add 2 more against" counted the seat's own 2 unsaid, and read as wrong sums (issue 30)."""
    if count is None:
        return ""
    lead = count.yes - count.no
    # a tie fails: against needs the lead at 0 or below, for needs it at 1 or more
    need = lead - count.mine if side == "against" else 1 - lead - count.mine
    if need <= 0:
        return ""
    words = {"yes": count.yes, "no": count.no, "n": need}
    if count.own <= 0:
        text = (
            _(
                " At {yes} for and {no} against, it fails only if other players add {n} more against."
            )
            if side == "against"
            else _(
                " At {yes} for and {no} against, it passes only if other players add {n} more for."
            )
        )
        return text.format(**words)
    if side == "against":
        text = ngettext(
            " At {yes} for and {no} against, it fails only if {n} more vote against comes: ",
            " At {yes} for and {no} against, it fails only if {n} more votes against come: ",
            need,
        )
    else:
        text = ngettext(
            " At {yes} for and {no} against, it passes only if {n} more vote for comes: ",
            " At {yes} for and {no} against, it passes only if {n} more votes for come: ",
            need,
        )
    if need <= count.own:
        more = _("your other Garou can add them.")
    else:
        more = _("your other Garou can add {own} of them, other players the rest.").format(
            own=count.own
        )
    return text.format(**words) + more


def _umbra_words(view: View, iid: str) -> str:
    """What a card's move of the Umbra marker does to the chart: "Move the Umbra marker 2
    down" was advised with no word of why it helps (issue 30)."""
    moves = sum(e.amount for e in card_of(iid).effects if e.do == "umbra")
    points = view.get("umbra")
    if not moves or not isinstance(points, int):
        return ""
    now, then = umbra.level(points), umbra.level(umbra.clamp(points + moves))
    if now == then:
        return " " + _("The Umbra stays at level {level}.").format(level=now)
    effects = "; ".join(_(e) for e in umbra.EFFECTS[then])
    line = " " + _("The Umbra goes from level {now} to level {then}: {effects}.").format(
        now=now, then=then, effects=effects
    )
    if last_turn(view):
        # "Move the Umbra marker" on the last turn read as a move for a next turn that does
        # not come (pl34b #9): the start-of-turn effects do not, Frenzy and crossing still act
        line += " " + _(
            "The game ends with this turn: what the chart does at the start of a turn (the "
            "Sept draw, healing, Gifts, Fetishes and Spirit Allies) will not come, but Frenzy "
            "and crossing costs still act in this turn's hunts."
        )
    return line


def _moot_words(view: View, moot: dict[str, Any], line: str, who: Who) -> str:
    """`line`, then what the Moot does if it passes (and to the Umbra chart) and its target."""
    if moot.get("seat") in (None, view["seat"]) or not _does(moot["iid"]):
        line = _with_text(line, moot["iid"])
    else:  # its "you" and "your" are the caller's: a newcomer read them as their own
        line += " " + _("Its card speaks for {who}, who called it, not for you: {effect}").format(
            who=who(moot["seat"]), effect=_does(moot["iid"])
        )
    line += _umbra_words(view, moot["iid"])
    if isinstance(moot.get("target"), str):
        line += " " + _("Its target: {target}.").format(target=_name(moot["target"]))
    return line


def _count_words(votes: int) -> str:
    """A voter's weight as the vote hints say it: "1 vote", "4 votes"."""
    return ngettext("{n} vote", "{n} votes", votes).format(n=votes)


def _stop_voting(view: View, who: Who) -> str:
    """Passing a vote: why none of the seat's Garou can vote, or what the count already says
    and what the Moot does if it passes ("Stop voting on Moot of Still Water: … it passes"
    hid that it gave the rival Renown, and was said to a player who never voted on it)."""
    moot = _moot(view)
    if moot is None:
        return _("Pass: nothing you could do now is worth a card or a risk.")
    cannot = no_vote(view)
    if cannot is not None:
        return cannot + " " + _("Pass.")
    lead, left = moot["for"] - moot["against"], votes_left_now(view)
    own = moot.get("seat") == view["seat"]
    sure_for, sure_against = sure_votes(view)
    # "at 3 for and 0 against, it passes" was said to a player whose Garou had 3 votes left,
    # enough to tie it and so fail it (issue 30): the count says what it does if they pass;
    # "unless" only where their votes beat the votes its caller (or target) still has to come
    if lead > 0 and not own and lead <= left < lead + sure_for:
        text = _(
            "Pass on {moot}: at {yes} for and {no} against, it passes. Your Garou's {votes} "
            "against could be outvoted: {caller} can still add {n} for it."
        )
    elif lead > 0:
        text = (
            _(
                "Pass on {moot}: at {yes} for and {no} against, it passes unless your Garou vote "
                "against it ({votes} left)."
            )
            if left >= lead + sure_for and not own
            else _("Pass on {moot}: at {yes} for and {no} against, it passes.")
        )
    else:
        text = (
            _(
                "Pass on {moot}: at {yes} for and {no} against, it fails unless your Garou vote "
                "for it ({votes} left)."
            )
            if left > sure_against - lead and own
            else _("Pass on {moot}: at {yes} for and {no} against, it fails.")
        )
    line = text.format(
        moot=_name(moot["iid"]),
        yes=moot["for"],
        no=moot["against"],
        votes=_count_words(left),
        caller=who(moot.get("seat")),
        n=_count_words(sure_for),
    )
    # This Moot's effect comes before the next Moot is named: said after it, "Its card …"
    # read as the next Moot's and quoted this one's effect for it (pl34b #10)
    line = _moot_words(view, moot, line, who)
    later = (view.get("moots") or [])[1:]
    kept = kept_for_later(view)
    if kept is not None:  # why a vote against is not the hint: the later Moot needs it more
        line += " " + _(
            "Your Garou keep their votes for {moot}, which can cost you more: a Garou votes on "
            "one Moot a turn."
        ).format(moot=_name(kept))
    elif later:  # a Garou votes once a turn: what it does not spend here it can spend there
        line += " " + _("Your Garou keep their votes for {moot}.").format(
            moot=_name(later[0]["iid"])
        )
    return line


def _shift(view: View) -> str:
    """A shift names the prey across the border and which way it goes: "Cross into or out of
    the Umbra" named neither, after the alpha had just crossed (pl34b #2)."""
    alphas, at = view.get("alphas") or [], view.get("alpha_at")
    alpha = alphas[at] if isinstance(at, int) and 0 <= at < len(alphas) else None
    chars = view.get("chars") or []
    me = next((c for c in chars if c["iid"] == alpha), None)
    prey = [
        c
        for c in chars
        if me is not None
        and c["where"] == "hunting"
        and c["umbra"] != me["umbra"]
        and not (c["pack"] and c["owner"] == view["seat"])
    ]
    if me is None or not prey:
        return _("Cross into or out of the Umbra now: the prey worth hunting is on the other side.")
    best = max(prey, key=lambda c: c["renown"])
    line = (
        _("Step out of the Umbra now: {prey} ({n} Renown) is in the Physical World.")
        if me["umbra"]
        else _("Cross into the Umbra now: {prey} ({n} Renown) is there.")
    )
    return line.format(prey=_name(best["iid"]), n=best["renown"])


def _reason(view: View, command: Command, who: Who) -> str:
    kind = command["type"]
    if kind == "pass" and view.get("phase") == "vote" and not view.get("combat"):
        return _stop_voting(view, who)
    if kind == "combat-pass" and view.get("combat"):
        return _combat_pass(view, who)
    if kind in ("pass", "combat-pass"):
        return _("Pass: nothing you could do now is worth a card or a risk.")
    by_who = BY_WHO.get(kind)
    if by_who is not None:
        return by_who(view, command, who)
    if kind in ("combat-event", "ability", "action"):
        combat = view.get("combat")
        if combat and view["seat"] not in combat["seats"]:
            return f"{_used(command)} {_not_yours(view, who)}"
        return (
            _used(command)
            + _kill_words(view, command)
            + _heal_words(view, command)
            + _last_fight_words(view, command)
        )
    if kind == "attack":
        return _attack(view, command, None)
    if kind == "shift":
        return _shift(view)
    if kind == "wuss":
        return _("Wuss out: your alpha does nothing this turn, so it risks nothing.")
    if kind == "nominate":
        return _fights_for(view, command["seat"], who)
    if kind == "leave-umbra":
        return _("Step out of the Umbra: nothing worth hunting there now.")
    return _("This looks like your best move now.")


def _attack(view: View, command: Command, analysis: Analysis | None) -> str:
    """An attack: "your alpha should win" only where the search expects the kill (its gain
    over the alpha's other moves is at least half the prey's Renown); else the two fighters'
    numbers, for the player to weigh (it was said of an alpha with 1 Health left, which
    died, issue 30)."""
    target = command["target"]
    prey = _char(view, target)
    renown = prey.get("renown", 0)
    if _expects_the_kill(command, analysis, renown):
        return _("Attack {target}: your alpha should win, and it is worth {n} Renown.").format(
            target=_name(target), n=renown
        )
    hunter = _char(view, _hunt(view)[1])
    if not hunter or not prey:
        return _("Attack {target}: it is worth {n} Renown if your alpha kills it.").format(
            target=_name(target), n=renown
        )
    return _(
        "Attack {target}: it is worth {n} Renown if your alpha kills it. Weigh the fight: {alpha} "
        "({alpha_stats}) against {target} ({prey_stats})."
    ).format(
        target=_name(target),
        n=renown,
        alpha=_name(hunter["iid"]),
        alpha_stats=_stats(hunter),
        prey_stats=_stats(prey),
    )


def _expects_the_kill(command: Command, analysis: Analysis | None, renown: int) -> bool:
    if analysis is None or renown <= 0:
        return False
    means = {str(c.command): c.mean for c in analysis.candidates if c.count}
    mine = means.pop(str(command), None)
    if mine is None or not means:
        return False
    return mine - max(means.values()) >= renown / 2


def _rites_of(view: View, char: Any) -> list[str]:
    """The Rites a character performs (attached to it, in progress)."""
    return [
        t["iid"]
        for t in view.get("things") or ()
        if t.get("host") == char and card_of(t["iid"]).type == "rite"
    ]


def _pick_with_rite(char: str, rite: str) -> str:
    """An alpha that performs a Rite: the Main Phase's hint said the Rite needs it out of the
    Hunting Grounds, and "Make Cinder Howl your alpha: it is your best fighter now" then
    contradicted it (issue 30). The pick says what it costs."""
    return _(
        "Make {char} your alpha: it is your best fighter now, worth more this turn than "
        "{rite}. Hunting costs a turn of {rite}: it does not advance this turn, as its "
        "performer goes into the Hunting Grounds."
    ).format(char=_name(char), rite=_name(rite))


def _pick(view: View, command: Command, who: Who) -> str:
    """An alpha with the numbers it fights with, "best" only where it is: "it is your best
    fighter now" was said of Soot Runner beside Ember-Tooth, in Crinos at Rage 5, Health 6
    (pl36b #2)."""
    chars = {c["iid"]: c for c in view["chars"]}
    picked = chars.get(command["char"], {})
    shifts = command.get("crinos") is not None
    might = fighting_might(view, picked, shifts) if picked else 0
    health = picked.get("health", 0) - picked.get("wounds", 0)
    rage = picked.get("rage", 0)
    if shifts:
        card = card_of(command["char"])
        rage = crinos_rage(view, command["char"])[1]
        health += card.side(True).health - card.side(False).health
    best = all(
        fighting_might(view, c, False) <= might
        for c in chars.values()
        if c["owner"] == view["seat"] and c["where"] == "staging" and not c.get("regen")
    )
    words = {"char": _name(command["char"]), "rage": rage, "health": health}
    if picked.get("crinos"):
        line = _(
            "Make {char} your alpha: it is in Crinos, your war form, already (Rage {rage}, "
            "Health {health} left), at no cost."
        )
    elif shifts and best:
        line = _(
            "Make {char} your alpha in Crinos, your war form: Rage {rage}, Health {health} "
            "left, your best fighter now."
        )
    elif shifts:
        line = _(
            "Make {char} your alpha in Crinos, your war form: Rage {rage}, Health {health} left."
        )
    elif best:
        line = _(
            "Make {char} your alpha: Rage {rage}, Health {health} left, your best fighter now."
        )
    else:
        line = _("Make {char} your alpha: Rage {rage}, Health {health} left.")
    line = line.format(**words)
    if command.get("cross"):
        # the bar and the list's row say "into the Umbra"; the pick said nothing of it (pl40a #4)
        line += " " + (
            _("It steps out of the Umbra as it goes.")
            if picked.get("umbra")
            else _("It crosses into the Umbra as it goes, paying the crossing's Sept cards.")
        )
    paid = command.get("crinos")
    if isinstance(paid, str) and paid != "deck" and dead_card(view, paid):
        # why this card and not the deck's top: it has no use left (pl40a #3)
        line += " " + _("It costs {card}, which can do nothing more this game.").format(
            card=_name(paid)
        )
    return line


def _fighter(view: View, side: int, who: Who) -> str:
    """A combatant as a hint names it: whose it is ("Bruno's Pale Lantern"), or who fights
    for it ("Pallid Drone, fought for by Ada")."""
    combat = view["combat"]
    iid = (combat["hunter"], combat["prey"])[side]
    owner = _char(view, iid).get("owner")
    if owner is not None:
        return _("{who}'s {card}").format(who=who(owner), card=_name(iid))
    seat = combat["seats"][side]
    if seat is None:
        return _name(iid)
    return _("{card}, fought for by {who}").format(card=_name(iid), who=who(seat))


def _not_yours(view: View, who: Who) -> str:
    """To a seat outside the combat: whose fight it is."""
    return _("This fight is not yours: {hunter} against {prey}.").format(
        hunter=_fighter(view, 0, who), prey=_fighter(view, 1, who)
    )


def _helps(view: View) -> bool:
    """Whether the seat holds an Out (or In/Out) Combat Event for the window now open (where
    the search's candidates are not at hand)."""
    timing = WINDOW_TIMING.get(view["combat"]["step"], "")
    me = view["players"][view["seat"]]
    cards = [card_of(iid) for iid in me.get("combat_hand") or ()]
    return any(
        c.type == "combat-event"
        and c.scope in ("out", "in-out")
        and any(e.when == timing for e in c.effects)
        and reaches_from_outside(c, timing)
        for c in cards
    )


def _wait_outside(view: View, who: Who, could_help: bool) -> str:
    """A pass to a seat outside the fight: whose fight it is, and whether a card could help."""
    if could_help:
        wait = _("Pass and wait; a card of yours could help a side, but none is worth it now.")
    else:
        wait = _("Pass and wait for it to end.")
    return f"{_not_yours(view, who)} {wait}"


def _combat_pass(view: View, who: Who) -> str:
    """Passing in a combat: outside it, whose fight it is and what the seat could do; at an
    attack step, what giving up the round does."""
    combat = view["combat"]
    hunter, prey = combat["hunter"], combat["prey"]
    if view["seat"] not in combat["seats"]:
        return _wait_outside(view, who, combat["step"] in WINDOW_TIMING and _helps(view))
    if combat["step"] == "attack":
        mine = combat["seats"].index(view["seat"])
        foe = _name((hunter, prey)[1 - mine])
        if _idle(view):
            return _(
                "Pass: {foe} did not attack last round either, so the combat ends here."
            ).format(foe=foe)
        hand = view["players"][view["seat"]].get("combat_hand") or ()
        if not any(card_of(iid).type in ATTACKS for iid in hand):
            return _no_attack(view, foe)
        # "your Combat cards stay in your hand" read as kept for later, yet a fight's end
        # discards the Combat hand (pl40a #3)
        return _(
            "Hold your attack: this round ends and {foe} takes the initiative next round; your "
            "Combat cards can still be played later in this fight, not after it."
        ).format(foe=foe)
    stake = _stake_words(view, who)
    if stake:  # the risk a pass takes, not "nothing is worth a card or a risk"
        return _("Pass: take the blow unblocked.") + stake
    return _("Pass: nothing you could do now is worth a card or a risk.")


def _idle(view: View) -> bool:
    """Whether the last round went by with no attack (a second such round ends the combat)."""
    return bool(((view.get("books") or {}).get("combat") or {}).get("idle_rounds", 0))


def _no_attack(view: View, foe: str) -> str:
    if _idle(view):  # "this round ends and … the initiative next round": there was none
        return _(
            "Pass: you have no attack card you can play now, and {foe} did not attack last "
            "round either, so the combat ends here."
        ).format(foe=foe)
    return _(
        "Pass: you have no attack card you can play now. This round ends and {foe} takes the "
        "initiative next round."
    ).format(foe=foe)


def _stats(char: dict[str, Any]) -> str:
    """A fighter's Rage and the Health it has left, as the hints say them."""
    health = char.get("health", 0) - char.get("wounds", 0)
    return _("Rage {rage}, Health {health}").format(rage=char.get("rage", 0), health=health)


def _hunt(view: View) -> tuple[Any, Any]:
    """The prey someone must fight for and its hunter: an alpha's (the pending hunt), or a
    card's fight (the "fight-for" question)."""
    books = view.get("books") or {}
    asked = [p for p in books.get("prompts") or [] if p.get("kind") == "fight-for"]
    if asked:
        return asked[0].get("prey"), asked[0].get("hunter")
    alphas, at = view.get("alphas") or [], view.get("alpha_at", -1)
    hunter = alphas[at] if 0 <= at < len(alphas) else None
    return (books.get("pending") or {}).get("prey"), hunter


def _fights_for(view: View, seat: int, who: Who) -> str:
    """Who fights for the prey (`seat`): the player, the prey and the hunter, each with its
    numbers (that player's Combat cards are played for the prey)."""
    prey_iid, hunter_iid = _hunt(view)
    prey, hunter = _char(view, prey_iid), _char(view, hunter_iid)
    if not prey or not hunter:
        if seat == view["seat"]:
            return _("Fight for the prey yourself: your Combat cards play for it.")
        return _("Let {who} fight for the prey: their Combat cards play for it.").format(
            who=who(seat)
        )
    words = {
        "who": who(seat),
        "prey": _name(prey["iid"]),
        "prey_stats": _stats(prey),
        "hunter": _("{who}'s {card}").format(who=who(hunter["owner"]), card=_name(hunter["iid"])),
        "hunter_stats": _stats(hunter),
        "renown": prey.get("renown", 0),
        "rival": who(hunter["owner"]),
    }
    if seat == view["seat"]:
        text = _(
            "Fight for {prey} ({prey_stats}) yourself against {hunter} ({hunter_stats}): your "
            "Combat cards play for it, to keep its {renown} Renown from {rival}."
        )
    else:
        text = _(
            "Let {who} fight for {prey} ({prey_stats}) against {hunter} ({hunter_stats}): "
            "their Combat cards play for it, and you keep yours."
        )
    return text.format(**words)


def _choice(view: View, command: Command, who: Who) -> str:
    option = command["option"]
    what = command["kind"]
    if what in ("discard-down", "discard-hand", "discard-combat"):
        return _("Discard {card}: it is the card you will miss least.").format(card=_name(option))
    if what == "challenge":
        return (
            _("Refuse the challenge: you would likely lose it.")
            if option == "refuse"
            else _("Accept the challenge: you can win it.")
        )
    if what == "defend":
        if option == "decline":
            return _("Do not defend: the fight is not worth the risk.")
        return _("Defend with {card}: it can hold the Battlefield.").format(card=_name(option))
    if what == "answer":  # a card played in answer (engine.ccg.reactions)
        if option == "pass":
            return _("Pass: keep your card for a better moment.")
        return _("Play {card} in answer: it is the best use of it now.").format(card=_name(option))
    if what == "crinos":  # its options are "stay", "deck" (the Sept deck's top) or a hand card
        said = _crinos(view, option)
        if said:
            return said
        if option == "stay" and last_turn(view):  # no later turn to keep them for (pl40a)
            return _("Stay in Breed form: keep your Sept cards for the rest of this turn.")
        if option == "stay":
            return _("Stay in Breed form: keep your Sept cards for later.")
        if option == "deck":
            return _(
                "Shift to Crinos, your war form, for the top card of your Sept deck: it fights "
                "far better, and your hand stays whole."
            )
        return _(
            "Shift to Crinos, your war form, discarding {card}: it fights far better, and that "
            "is the card you will miss least."
        ).format(card=_name(option))
    if what == "fight-for" and isinstance(option, int):
        return _fights_for(view, option, who)
    if what == "moot-target":
        return _moot_target(view, option, who)
    labels = (view.get("prompt") or {}).get("labels") or ()
    return choice_line(option, _name, None, ("stay", "none"), labels, POOL.shown_text)


def _moot_target(view: View, option: Any, who: Who) -> str:
    """The target named for a Moot, said plainly: whose it is, its numbers, and what the Moot
    does to it if it passes. "Aim the Moot at Rust-Maw Hulk: it hurts your rivals most" read
    as jargon, and the Hulk, prey in the Hunting Grounds, is no rival's (issue 30)."""
    moot = _moot(view)
    char = _char(view, option) if isinstance(option, str) else {}
    if isinstance(option, int):
        target = _("yourself") if option == view["seat"] else who(option)
    elif not char:
        target = _name(option)
    elif char.get("owner") is None:
        target = _("{card}, prey in the Hunting Grounds ({stats}),").format(
            card=_name(option), stats=_stats(char)
        )
    elif char["owner"] == view["seat"]:
        target = _("your {card} ({stats})").format(card=_name(option), stats=_stats(char))
    else:
        target = _("{who}'s {card} ({stats})").format(
            who=who(char["owner"]), card=_name(option), stats=_stats(char)
        )
    if moot is None:
        return _("Choose {target} as the Moot's target.").format(target=target)
    line = _("Choose {target} as the target of {moot}.").format(
        target=target, moot=_name(moot["iid"])
    )
    line = _with_text(line, moot["iid"])
    blow = sum(
        step.amount
        for e in card_of(moot["iid"]).effects
        if e.when == "moot"
        for step in e.steps
        if step.do == "damage"
    )
    if char and blow:  # what the damage leaves, in numbers
        left = char.get("health", 0) - char.get("wounds", 0)
        text = (
            _("{card} has {left} Health left: {n} damage kills it.")
            if blow >= left
            else _("{card} has {left} Health left: {n} damage leaves it {after}.")
        )
        line += " " + text.format(card=_name(option), left=left, n=blow, after=left - blow)
    if char and char.get("owner") is None and char.get("renown"):
        line += " " + _("{card} is worth {n} Renown to whoever kills it.").format(
            card=_name(option), n=char["renown"]
        )
    return line


def _crinos(view: View, option: Any) -> str:
    """Crinos or not, with the numbers that decide it: the Rage it fights with against the
    foe's, and that a blow that would kill a Breed-form Garou shifts it for free (seed 000),
    so Crinos' Health is no reason ("Stay in Breed form: keep your Sept cards for later" was
    said to a wounded prey hunted by a stronger Crinos; "it fights far better" said nothing
    of how, issue 30). "" where the combatants are not in sight."""
    combat = view.get("combat") or {}
    seats = combat.get("seats") or ()
    if view.get("seat") not in seats:
        return ""
    side = seats.index(view["seat"])
    fighters = (combat["hunter"], combat["prey"])
    mine, foe = _char(view, fighters[side]), _char(view, fighters[1 - side])
    if not mine or not foe:
        return ""
    card = card_of(mine["iid"])
    rage, crinos = crinos_rage(view, mine["iid"])
    words = {
        "char": _name(mine["iid"]),
        "foe": _name(foe["iid"]),
        "rage": rage,
        "crinos": crinos,
        "foe_rage": foe.get("rage", 0),
        "health": mine["health"],
        "crinos_health": mine["health"] + card.side(True).health - card.side(False).health,
    }
    free = " " + _(
        "A blow that would kill it in Breed form shifts it to Crinos for free (Health {health} "
        "→ {crinos_health})."
    ).format(**words)
    if option == "stay":
        return (
            _(
                "Stay in Breed form and keep your Sept cards: {char} has Rage {rage} against "
                "{foe}'s {foe_rage}."
            ).format(**words)
            + free
        )
    if option == "deck":
        line = _(
            "Shift to Crinos, your war form, for the top card of your Sept deck: {char}'s Rage "
            "{rage} → {crinos} against {foe}'s {foe_rage}, and your hand stays whole."
        )
    else:
        line = _(
            "Shift to Crinos, your war form, discarding {card}, the card you will miss least: "
            "{char}'s Rage {rage} → {crinos} against {foe}'s {foe_rage}."
        )
    return line.format(**words, card=_name(option)) + free


_reason_words = reasoner(POOL, _reason, NAMED, _name)

#: the moves whose why says what they win (a blow's damage and kill, a vote's count, the
#: prey an attack scores, a pass's cause, an alpha's numbers): the search's "Tried against
#: the other moves …, it did clearly best" only repeated that there, as jargon (issue 30,
#: pl36b #9), so it is said only where the why is a card's own text or a plain sentence
SAYS_WHAT_IT_WINS = frozenset(
    {"combat-card", "vote", "attack", "pass", "combat-pass", "pick", "shift", "wuss"}
    | {"nominate", "leave-umbra"}
)
#: the questions whose answer's why says what it wins or keeps (`_choice`); any other says
#: only "it is the best option here"
CHOICES_THAT_SAY = frozenset(
    {"discard-down", "discard-hand", "discard-combat", "challenge", "defend", "answer"}
    | {"crinos", "fight-for", "moot-target"}
)
#: the Sept cards whose play says what it brings: prey for Renown, a Moot's votes, a Rite's
#: turns
PLAYS_THAT_SAY = frozenset({"enemy", "victim", "moot", "rite"})


def _says_what_it_wins(view: View, command: Command) -> bool:
    kind = command["type"]
    if kind in SAYS_WHAT_IT_WINS:
        return True
    if kind == "choose":
        return command.get("kind") in CHOICES_THAT_SAY
    if kind == "play":
        return card_of(command["card"]).type in PLAYS_THAT_SAY
    if kind in ("combat-event", "ability", "action"):
        return kills_outright(view, command, view["seat"]) or heals_the_hurt(
            view, command, view["seat"]
        )
    return False


def _words(view: View, command: Command, analysis: Analysis | None, names: Sequence[str]) -> str:
    """The why, with the search's word on how clear it was only where the why is plain."""
    with POOL.extra_cards(POOL.extra_table(view.get("cards"))):
        plain = not _says_what_it_wins(view, command)
    return _reason_words(view, command, analysis if plain else None, names)


def reason(
    view: View, command: Command, analysis: Analysis | None, names: Sequence[str] = ()
) -> str:
    """The why of a hint. A pass reads the search's candidates: at an attack step with no
    attack among them (cards held but none affordable, or none allowed) it says so ("Hold your
    attack" there disagreed with the bar's "no card can be played now"); outside the fight,
    whether a card of the seat's was weighed (an ability of a card in play too)."""
    if command["type"] == "attack":
        with POOL.extra_cards(POOL.extra_table(view.get("cards"))):
            return _attack(view, command, analysis)
    if command["type"] == "pick":
        with POOL.extra_cards(POOL.extra_table(view.get("cards"))):
            rites = _rites_of(view, command["char"])
            if rites:
                return _pick_with_rite(command["char"], rites[0])
    combat = view.get("combat") or {}
    attacks = analysis is not None and any(
        c.command["type"] == "combat-card" for c in analysis.candidates
    )
    if command["type"] in ("pass", "combat-pass") and analysis is not None:
        with POOL.extra_cards(POOL.extra_table(view.get("cards"))):
            idle = _no_use(view, analysis)
        if idle is not None:
            return idle
    if command["type"] != "combat-pass" or analysis is None or not combat:
        return _words(view, command, analysis, names)
    with POOL.extra_cards(POOL.extra_table(view.get("cards"))):
        if view["seat"] not in combat["seats"]:  # a card searched and lost: one could help
            others = any(c.command["type"] != "combat-pass" for c in analysis.candidates)
            helps = others or (combat["step"] in WINDOW_TIMING and _helps(view))
            return _wait_outside(view, seat_namer(names, "?"), helps) + edge_words(analysis)
        if combat["step"] == "attack" and not attacks:
            foe = combat["prey"] if combat["seats"].index(view["seat"]) == 0 else combat["hunter"]
            return _no_attack(view, _name(foe))
        if combat["step"] == "attack":
            kill = _killing_attack(view, analysis)
            if kill is not None:
                return _hold_the_kill(view, *kill, seat_namer(names, "?"))
        kept = _kept(analysis) if combat["step"] in WINDOW_TIMING else None
        if kept is not None:
            return _not_played(view, *kept)
    return _words(view, command, analysis, names)


def _killing_attack(view: View, analysis: Analysis) -> tuple[str, int] | None:
    """The attack searched against a pass at an attack step that would kill the foe unblocked
    (its Damage bonuses in), with its damage: the strongest; None where none would."""
    combat = view["combat"]
    side = combat["seats"].index(view["seat"])
    foe = _char(view, (combat["hunter"], combat["prey"])[1 - side])
    if not foe:
        return None
    left = foe["health"] - foe["wounds"]
    found: list[tuple[int, str]] = []
    for candidate in analysis.candidates:
        card = candidate.command.get("card")
        if candidate.command["type"] != "combat-card" or not isinstance(card, str):
            continue
        counted = figures(view, card)
        if counted is not None and counted.damage >= left > 0:
            found.append((counted.damage, card))
    if not found:
        return None
    damage, card = max(found)
    return card, damage


def _hold_the_kill(view: View, card: str, damage: int, who: Who) -> str:
    """A pass at an attack step where an attack searched would kill the foe unblocked: why
    not, in numbers, and what the search compared. "Hold your attack" was the hint while the
    player's alpha could kill Rust-Maw Hulk this turn, and it said nothing of the kill
    (issue 30): the foe's player holds blocks, and a blocked attack leaves it alive."""
    combat = view["combat"]
    side = combat["seats"].index(view["seat"])
    foe = _char(view, (combat["hunter"], combat["prey"])[1 - side])
    left = foe["health"] - foe["wounds"]
    words = {"card": _name(card), "damage": damage, "foe": _name(foe["iid"]), "left": left}
    foe_seat = combat["seats"][1 - side]
    held = _combat_cards(view, foe_seat) if foe_seat is not None else 0
    if held:
        why = ngettext(
            "{card}'s {damage} damage would kill {foe} ({left} Health left) unless a block of "
            "{n} or more saves it, and {who} holds {k} Combat card.",
            "{card}'s {damage} damage would kill {foe} ({left} Health left) unless a block of "
            "{n} or more saves it, and {who} holds {k} Combat cards.",
            held,
        ).format(**words, n=damage - left + 1, who=who(foe_seat), k=held)
    else:
        why = _("{card}'s {damage} damage would kill {foe} ({left} Health left).").format(**words)
    line = (_("Pass: {why}") if _idle(view) else _("Hold your attack: {why}")).format(why=why)
    # said short: the hint box holds about 300 characters at 1280x720
    more = (
        _(
            "The Hint tried attacking now and passing, in many deals of the cards you cannot "
            "see: passing came out clearly better. {foe} did not attack last round either, so "
            "the combat ends here."
        )
        if _idle(view)
        else _(
            "The Hint tried attacking now and holding, in many deals of the cards you cannot "
            "see: holding came out clearly better. {foe} takes the initiative next round."
        )
    )
    return line + " " + more.format(foe=words["foe"])


def _no_use(view: View, analysis: Analysis) -> str | None:
    """A pass given where the search's best other move cannot matter any more
    (`cannot_matter`): why, plainly; None where it can. "Pass rather than play Ash Storm: …
    passing left you clearly better off" was said where the two had tied, after the game's
    last fight (issue 30)."""
    other = next(
        (c.command for c in analysis.candidates if c.count and c.command["type"] not in QUIET),
        None,
    )
    if other is None or not cannot_matter(view, other):
        return None
    char = _mended_or_armed(view, other)
    text = (
        _(
            "Pass rather than use {card}: the game ends with this turn and {char} will not "
            "fight again before it ends, so it cannot change the final score."
        )
        if other["type"] in ("ability", "action")
        else _(
            "Pass rather than play {card}: the game ends with this turn and {char} will not "
            "fight again before it ends, so it cannot change the final score."
        )
    )
    return text.format(card=_name(other["card"]), char=_name(char))


def _kept(analysis: Analysis) -> tuple[str, str] | None:
    """The card a fighter's pass in a Combat Event window does not play, and the move's kind:
    the best one searched against it. A pass there is the hint only where it searched
    clearly better (`expert.passing_edge`), and "nothing you could do now is worth a card or
    a risk" read as if the Challenge Howl in hand had not been weighed (issue 30)."""
    for candidate in analysis.candidates:
        card, kind = candidate.command.get("card"), candidate.command["type"]
        if candidate.count and kind != "combat-pass" and isinstance(card, str):
            return card, kind
    return None


def _not_played(view: View, card: str, kind: str) -> str:
    """A fighter's pass that searched clearly better than `card`. "Pass and keep Burning Pelt:
    tried against passing to the end of the turn, playing it now did clearly worse" was said
    on the game's last turn, of a Gift whose ability leaves it in play (pl40a #3, #9): a card
    is kept for later only from the hand and before the last turn, and the search is said
    plainly."""
    words = {"card": _name(card)}
    # "the Hint played the rest of the turn out both ways" was jargon to a newcomer (issue
    # 30): what was compared is said, and how
    if kind == "ability":
        return _(
            "Pass rather than use {card}: the Hint tried both, using it now and passing, in "
            "many deals of the cards you cannot see, and passing left you clearly better off by "
            "the end of the turn."
        ).format(**words)
    if last_turn(view):
        return _(
            "Pass rather than play {card}: the Hint tried both, playing it now and passing, in "
            "many deals of the cards you cannot see, and passing left you clearly better off by "
            "the end of the game."
        ).format(**words)
    return _(
        "Pass and keep {card} for a later fight: the Hint tried both, playing it now and "
        "keeping it, in many deals of the cards you cannot see, and keeping it left you "
        "clearly better off by the end of the turn."
    ).format(**words)


def _conquer(view: View, command: Command, who: Who) -> str:
    """A Battlefield is reclaimed for its Renown at the end of a turn it was held for whole,
    so one conquered on the last turn never is ("reclaim it later" was said there, pl40a)."""
    target = _name(command["target"])
    if last_turn(view):
        return _(
            "Conquer {target}: beat its guardian to control it. The game ends with this turn, "
            "so it cannot be reclaimed for its Renown."
        ).format(target=target)
    return _(
        "Conquer {target}: beat its guardian to control it; reclaim it later for its Renown."
    ).format(target=target)


#: the moves whose words read the view, the move and who sits where, by its kind
BY_WHO: dict[str, Callable[[View, Command, Who], str]] = {
    "play": _play,
    "vote": _vote,
    "combat-card": _combat_card,
    "choose": _choice,
    "pick": _pick,
    "conquer": _conquer,
}


#: the moves that play nothing
QUIET = ("pass", "combat-pass")
#: the stats a fight reads: a card that changes only these, or heals, helps only a fighter
FIGHT_STATS = frozenset({"rage", "health", "damage", "block"})


def _mended_or_armed(view: View, command: Command) -> str | None:
    """The character a move only heals or arms for a fight (Equipment's +1 Damage, a heal),
    where that is all it does; None for any other move."""
    kind, iid = command["type"], command.get("card")
    if not isinstance(iid, str) or kind not in ("play", "action", "ability", "combat-event"):
        return None
    effects = card_of(iid).effects
    if kind in ("action", "ability"):
        index = command.get("index", -1)
        effects = effects[index : index + 1] if isinstance(index, int) and index >= 0 else ()
    elif kind == "combat-event":
        timing = WINDOW_TIMING.get(str((view.get("combat") or {}).get("step")))
        effects = tuple(e for e in effects if e.when == timing)
    steps = [step for e in effects for step in e.steps]
    if not steps or not all(
        step.do == "heal" or (step.do == "modify" and step.stat in FIGHT_STATS and step.amount > 0)
        for step in steps
    ):
        return None
    if command.get("on"):  # an attachment: its "this character" is the one it goes on
        return str(command["on"])
    if isinstance(command.get("target"), str):
        return str(command["target"])
    if kind == "combat-event":  # "this character": the seat's fighter
        combat = view["combat"]
        seats = combat.get("seats") or ()
        if view["seat"] in seats:
            return str((combat["hunter"], combat["prey"])[seats.index(view["seat"])])
        return None
    if _char(view, iid):  # a character's own ability on itself
        return iid
    host = next((t.get("host") for t in view.get("things") or () if t["iid"] == iid), None)
    return host if isinstance(host, str) else None


def _may_fight(view: View, iid: str) -> bool:
    """Whether a character may still fight this turn, as far as the view tells: before the
    alphas are picked any may; after, one in a fight whose blows are not over, an alpha yet
    to act, or what an alpha yet to act may hunt (prey) or challenge (a rival's character
    waiting in its pack's area)."""
    phase = view.get("phase")
    if phase not in ("alpha", "nominate", "end"):
        return True
    if phase == "end":
        return False
    combat = view.get("combat")
    if combat and iid in (combat["hunter"], combat["prey"]) and combat["step"] != "post":
        return True
    pending = (view.get("books") or {}).get("pending") or {}
    if phase == "nominate" and iid == pending.get("prey"):
        return True
    alphas, at = view.get("alphas") or [], view.get("alpha_at")
    if not isinstance(at, int):
        return True
    # the alpha at `alpha_at` has acted once its hunt is under way
    later = alphas[at + 1 :] if combat or phase == "nominate" else alphas[at:]
    if iid in later:
        return True
    char = _char(view, iid)
    for alpha in later:
        owner = _char(view, alpha).get("owner")
        if char.get("owner") is None and char.get("where") == "hunting":
            return True
        if char.get("owner") not in (None, owner) and char.get("where") == "staging":
            return True
    return False


def cannot_matter(view: View, command: Command) -> bool:
    """On the game's last turn, a heal or a fight stat given to a character that cannot fight
    again before the game ends: it changes no Renown, and the final score is all that counts
    then. "Play Ash Storm. Post-Combat: Heal 1 wound" was advised after the last fight of the
    game's last turn, and Equipment on a Garou that would not fight again (issue 30)."""
    if not last_turn(view):
        return False
    char = _mended_or_armed(view, command)
    return char is not None and not _may_fight(view, char)


def _last_fight_words(view: View, command: Command) -> str:
    """On the last turn, before the alphas are picked: a heal or a fight stat helps only a
    character that fights in this turn's hunts, and a newcomer read "to make it stronger" as
    lasting (issue 30)."""
    if not last_turn(view) or view.get("phase") not in ("main", "vote", "alpha-pick"):
        return ""
    char = _mended_or_armed(view, command)
    if char is None:
        return ""
    return " " + _(
        "The game ends with this turn: this matters only if {card} fights in this turn's hunts."
    ).format(card=_name(char))


def _refused(view: View, command: Command) -> bool:
    """Advice the Hint never gives, though the expert bot may play it (its moves are kept as
    they were): a vote that cannot change the result counted with the caller's votes to come
    as for it (`vote_stakes.stakes`; at 17 for and 11 against, with only the caller's votes
    to come, a vote against was advised, issue 30), or a move that cannot matter any more
    (`cannot_matter`)."""
    if cannot_matter(view, command):
        return True
    if command["type"] != "vote":
        return False
    count = stakes(view, command["char"])
    return count is not None and not count.changes(command["side"] == "for")


def overrule(view: View, legal: Sequence[Command], analysis: Analysis) -> Command | None:
    """The move the Hint gives in place of the search's best where that is refused
    (`_refused`): the best searched move that is not, else passing; None to keep it."""
    with POOL.extra_cards(POOL.extra_table(view.get("cards"))):
        if not _refused(view, analysis.best):
            return None
        for candidate in analysis.candidates:
            if candidate.count and not _refused(view, candidate.command):
                return candidate.command
    return next((c for c in legal if c["type"] in ("pass", "combat-pass")), None)
