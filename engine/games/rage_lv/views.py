"""What each seat may know: views, redacted events and the game log's plain words.

Hands are seen by their owner only; no one, the owner included, ever sees a deck's order.
Face-down combat picks stay hidden from everyone but their player until revealed.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from engine.ccg import interpreter
from engine.ccg import views as ccg_views
from engine.ccg.chain import STOPPED, told
from engine.ccg.views import Said, draw_line, fields, piles, plain, said, strings, turn_line
from engine.games.rage_lv import stats, umbra
from engine.games.rage_lv.data import POOL, VOCAB
from engine.games.rage_lv.prompts import options as prompt_options
from engine.games.rage_lv.state import GUARDIAN, LvState, card_of
from engine.i18n import ENGLISH, N_, _, capitalized, ngettext, using

Seat = int | None
#: how a log line names a seat or a card
Namer = Callable[[Any], str]
STAT_LABELS = {
    "sept-draw": N_("Sept Draw"),
    "votes": N_("Votes"),
    "rage": N_("Rage"),
    "gnosis": N_("Gnosis"),
    "health": N_("Health"),
    "renown": N_("Renown"),
    "block": N_("Block"),
    "damage": N_("Damage"),
}


#: the fields of a state's parts a view shows as they are (`_FIELDS`), and the bookkeeping
#: its books add (`_BOOKS`, in this order): `expert.sample_world` builds a state from both
CHAR_FIELDS = ("iid", "pack", "where", "umbra", "crinos", "wounds", "regen")
CHAR_BOOKS = ("owner", "since", "called_moot", "voted", "hunted_turn", "alpha_umbra_end")
THING_FIELDS = ("iid", "owner", "host", "rot", "controller")
THING_BOOKS = ("performer", "since", "controlled_turn")
PLAYER_FIELDS = (
    "seat",
    "pack",
    "tribe",
    "sept_discard",
    "combat_discard",
    "victory",
    "bonus",
    "removed",
)
PLAYER_BOOKS = ("regen_closed", "reclaimed")
COMBAT_FIELDS = ("hunter", "prey", "seats", "kind", "step", "initiative", "round", "spent", "dead")
COMBAT_BOOKS = (
    "battlefield",
    "goal",
    "window",
    "window_at",
    "window_passes",
    "idle_rounds",
    "round_wounds",
    "killers",
)
STATE_FIELDS = (
    "turn",
    "phase",
    "order",
    "umbra",
    "renown_level",
    "alphas",
    "alpha_at",
    "removed",
    "over",
    "winners",
)
STATE_BOOKS = (
    "serial",
    "actor",
    "passes",
    "last_card_seat",
    "wounded_at_main",
    "event_targets",
    "moot_at",
    "voters_out",
    "shifted",
    "nominations",
    "pending",
    "ended",
    "combats",
    "end_reason",
)


def _chars(state: LvState) -> list[dict[str, Any]]:
    """Every character with its current stats, the static effects indexed once for all."""
    board = stats.board_of(state)
    attached: dict[str, list[str]] = {}
    for t in state.things.values():
        if t.host is not None:
            attached.setdefault(t.host, []).append(t.iid)
    return [
        {
            **fields(ch, CHAR_FIELDS),
            **board.side_stats(ch),
            "card": board.card(iid).id,
            "owner": ch.owner if ch.pack else None,
            "attached": attached.get(iid, []),
            "mods": [[m.key, m.amount, m.until] for m in state.ccg.on(iid) if m.kind == "modify"],
        }
        for iid, ch in state.chars.items()
    ]


def view(state: LvState, seat: Seat, to_act: frozenset[int], books: bool = True) -> dict[str, Any]:
    """What `seat` sees (None: a spectator). `books=False` leaves out the public bookkeeping
    (`bookkeeping`), for a search bot's rollouts that never rebuild a state from the view."""
    players = [
        {
            **piles(p, seat == p.seat),
            "tribe": p.tribe,
            "renown": state.renown(p.seat),
            "removed": p.removed,
        }
        for p in state.players
    ]
    combat = None
    if state.combat is not None:
        c = state.combat
        combat = {
            **fields(c, COMBAT_FIELDS),
            "chain": [
                [play[0], play[1] if len(play) > 2 or c.seats[play[0]] == seat else None]
                for play in c.chain
            ],
        }
    prompt = None
    if state.prompts and state.prompts[0]["seat"] == seat:
        first = state.prompts[0]
        prompt = {"kind": first["kind"], "options": prompt_options(state, first)}
        if first["kind"] == "ccg":
            prompt.update(ask=first["ask"], card=first["card"], labels=first.get("labels", []))
        elif first["kind"] == "answer":  # what it would answer (engine.ccg.reactions)
            prompt.update({k: first.get(k) for k in ("moment", "subject", "other")})
    out: dict[str, Any] = {
        **fields(state, STATE_FIELDS),
        "seat": seat,
        "to_act": sorted(to_act),
        "umbra_level": umbra.level(state.umbra),
        "players": players,
        "chars": _chars(state),
        "things": [
            {"card": card_of(t.iid).id, **fields(t, THING_FIELDS)} for t in state.things.values()
        ],
        "moots": [
            {
                **fields(m, ("iid", "caller", "seat", "target")),
                "for": m.votes_for,
                "against": m.votes_against,
            }
            for m in state.moots
        ],
        "act_first": plain(state.first),
        "combat": combat,
        "prompt": prompt,
        "prompts_waiting": ccg_views.waiting(state.prompts),
    }
    if books:
        kept = bookkeeping(state, seat)
        # A lasting effect names the card that caused it; once that card is back in a deck or
        # a hand, its instance is hidden from this seat, so the books must not name it.
        sourced = [item for item in kept["lasting"] if item.get("source") is not None]
        shown = strings(out) if sourced else set()
        for item in sourced:
            if item["source"] not in shown:
                item["source"] = None
        out["books"] = kept
    if state.options.get("cards"):
        # The game's own card definitions are public (like printed cards): a bot or a table
        # that only holds the view can still look them up (`data.extra_table`).
        out["cards"] = state.options["cards"]
    return out


def bookkeeping(state: LvState, seat: Seat) -> dict[str, Any]:
    """The public bookkeeping the rest of the view leaves out (who passed, since when a card is
    in play, the combat's window, others' pending prompts, lasting effects and used limits):
    anyone who watched the table knows it, and a search bot (`rage_lv.expert`) needs it to
    rebuild a legal state from its own view. Hidden cards stay hidden: others' prompt options
    and face-down combat picks are left out, and the options lose a stacked deal."""
    c = state.combat
    combat = None
    if c is not None:
        combat = {
            **fields(c, COMBAT_BOOKS),
            "chain": [
                list(play) if len(play) > 2 or c.seats[play[0]] == seat else [play[0], None]
                for play in c.chain
            ],
        }
    ccg = state.ccg
    return {
        **fields(state, STATE_BOOKS),
        "options": ccg_views.public_options(state.options),
        "players": [[getattr(p, k) for k in PLAYER_BOOKS] for p in state.players],
        "chars": {iid: [getattr(ch, k) for k in CHAR_BOOKS] for iid, ch in state.chars.items()},
        "things": {iid: [getattr(t, k) for k in THING_BOOKS] for iid, t in state.things.items()},
        "combat": combat,
        "prompts": copy.deepcopy([interpreter.redact_prompt(p, seat) for p in state.prompts]),
        "lasting": [copy.deepcopy(vars(item)) for item in ccg.lasting],
        "used": {k: list(v) for k, v in ccg.used.items()},
        "next_id": ccg.next_id,
    }


def redact(event: dict[str, Any], seat: Seat) -> dict[str, Any]:
    """The event as `seat` may see it; idempotent (deck orders already counted stay counts)."""
    kind = event["type"]
    if kind in ("combat-pick", "take") and event["seat"] != seat:
        return {**event, "card": None}
    if kind == "prompt":  # others see who is asked; the asked seat, only what it knows
        return interpreter.redact_prompt(event, seat)
    if kind == "answered" and event["seat"] != seat and event["kind"] == "challenge":
        return {**event, "option": str(event["option"]).split(":")[0]}
    if kind == "answered" and event["seat"] != seat and event["kind"] == "crinos":
        return {**event, "option": "stay" if event["option"] == "stay" else "flip"}
    return ccg_views.redact(event, seat)


# -- the game log -----------------------------------------------------------------------------------
REASONS = {
    "renown": N_("on Renown"),
    "turn-limit": N_("at the turn limit"),
    "no-packs-left": N_("with no pack left in play"),
}
DISCARD_WHY = {
    "crinos": N_(" to shift to Crinos"),
    "umbra": N_(" to pay the Umbra's price"),
    "insight": N_(" (Insight)"),
    "discard-down": N_(" down to the Sept draw"),
}


def _card(iid: Any, owners: ccg_views.Owners | None = None) -> str:
    """A card's name; a guardian is named after its Battlefield (`owners`: a log line's, to
    say whose a card is). An Enemy or Victim is no player's (seed 000: it is in the Hunting
    Grounds for all to hunt, and its killer's pack scores it): where its name needs telling
    apart it is said with the player who played it, "Pallid Drone (played by Ann)", not
    "Ann's Pallid Drone", which read as Ann's own card being hurt (issue 30)."""
    if owners is not None and _is_prey(iid):
        name = ccg_views.card_name(card_of, iid, "?")
        seat = ccg_views.instance_seat(iid)
        if seat is None or seat == owners.subject or name not in owners.shared:
            return name
        return _("{card} (played by {who})").format(card=name, who=owners.who(seat))
    return ccg_views.card_name(
        card_of, iid, "?", guardian=(GUARDIAN, N_("{name}'s guardian")), owners=owners
    )


def _is_prey(iid: Any) -> bool:
    """An Enemy or Victim card (a guardian is its Battlefield's, named after it)."""
    if not isinstance(iid, str) or not iid or iid.startswith(GUARDIAN):
        return False
    try:
        return card_of(iid).type in ("enemy", "victim")
    except (KeyError, IndexError, ValueError):
        return False


SAID: dict[str, Said] = {
    # why it fell, with it: "Renown level now 14." let a game to 15 be won at 14 unexplained
    # (issue 30; seed 000, "Start of Turn": no player can draw)
    "level": (
        N_(
            "No one can draw a Sept card: the Renown level to win drops by 1 for good, to "
            "{renown_level}."
        ),
        {"renown_level": "renown_level"},
    ),
    "attach": (N_("{card} is attached to {card2}."), {"card": "iid", "card2": "host"}),
    "rite-active": (N_("{card} is complete."), {"card": "iid"}),
    "bonus": (N_("{who} scores {amount} Renown."), {"who": "seat", "amount": "amount"}),
    "dead": (N_("{card} dies."), {"card": "char"}),
    "remove-player": (N_("{who} has no characters left and is out."), {"who": "seat"}),
    "alpha": (N_("{who}'s alpha: {card}."), {"who": "seat", "card": "char"}),
    "combat": (N_("Combat! {card} hunts {card2}."), {"card": "hunter", "card2": "prey"}),
}
#: why a fight ended (combat._why_over); an event from before these has none
WHY_OVER = {
    "dead": N_("a fighter died"),
    "idle": N_("neither fighter attacked when it had the initiative"),
    "no-cards": N_("no Combat cards are left in either hand"),
    "capped": N_("a card limited the fight's rounds"),
    "card": N_("a card's effect ended it"),
}
#: a combat no one hunts in: one a card starts (Old Grudge, Trial by Claw) or a challenge
FIGHT: Said = (N_("Combat! {card} fights {card2}."), {"card": "hunter", "card2": "prey"})
FIGHT_KINDS = ("effect", "challenge")


def describe(
    event: dict[str, Any], seat: Seat, names: Sequence[str], shared: frozenset[str] = frozenset()
) -> str | None:
    """One log line for an event as `seat` may see it (hidden cards stay hidden); None to skip.
    A card whose name two seats' packs share (`shared`, `CcgRuleset.shared_names`) is named
    with its owner ("Ada's Cinder Howl")."""
    who = ccg_views.seat_namer(names, "?")
    owners = ccg_views.Owners.of_line(shared, who, event)
    line = _describe(event, seat, who, lambda iid: _card(iid, owners))
    # a line may open on a name that is lower case in a language ("o guardião de The Dry Wash
    # -1 Fúria", issue 30): a sentence starts with a capital
    return capitalized(line) if line else line


def _describe(event: dict[str, Any], seat: Seat, who: Namer, named: Namer) -> str | None:
    e = redact(event, seat)
    t = e["type"]
    if t == "combat" and e.get("kind") in FIGHT_KINDS:
        return said(FIGHT, e, who, named)
    if t in SAID:
        return said(SAID[t], e, who, named)
    if t == "combat-end":
        why = WHY_OVER.get(e.get("why") or "")
        return _("The combat ends: {why}.").format(why=_(why)) if why else _("The combat ends.")
    if t == "seating":
        return _("Turn order, by Tribe Fury: {join}.").format(
            join=", ".join(who(s) for s in e["order"])
        )
    if t == "deal":
        garou = ", ".join(named(g) for g in e["garou"])
        return _(
            "{who}'s pack takes the table: {garou}, with {sept} Sept and {combat} Combat cards in its decks."
        ).format(who=who(e["seat"]), garou=garou, sept=e["sept"], combat=e["combat"])
    if t == "shuffle":
        return ccg_views.shuffle_line(e, who(e["seat"]))
    if t == "turn":
        return turn_line(e)
    if t == "draw":
        return draw_line(e, who(e["seat"]), [named(c) for c in e["cards"] if c])
    if t == "discard":
        return _describe_discard(e, who(e["seat"]), named)
    if t == "play":
        return _describe_play(e, who(e["seat"]), who, named)
    if t == "leave":
        to = e.get("to", "discard")
        if to == "victory":
            return _("{card} goes to {who}'s Victory Pile.").format(
                card=named(e["iid"]), who=who(e["seat"])
            )
        if to == "discard":
            return _("{card} is discarded.").format(card=named(e["iid"]))
        return _("{card} is removed from the game.").format(card=named(e["iid"]))
    if t == "umbra":
        why = e.get("why") or ""
        if why == "a card":
            why = _("a card's effect")
        elif why.startswith("a "):  # a rule's reason, marked for the catalog where emitted
            why = _(why)
        elif why:
            why = _("by {why}").format(why=why)  # the character whose card moved it
        why = f" ({why})" if why else ""
        return _("Umbra marker to {points}{why}.").format(points=e["points"], why=why)
    if t == "lasting":
        return _describe_lasting(e, who, named)
    if t == "lasting-end":
        if e.get("voted"):  # engine.ccg.durations: a Moot voted it out
            return _("The Moot ends what lasted on {card}.").format(card=named(e.get("on")))
        if e.get("why") == "cancel":
            return _("{card}'s combat bonuses are cancelled.").format(card=named(e.get("on")))
        return None
    if t in ("look", "searched", "chosen"):
        return ccg_views.layer_line(e, who, named)
    if t == "take":
        return None  # the "searched" line says it
    if t == STOPPED:
        return told(named(e["source"]))
    if t == "wound":
        n = e["amount"]
        return ngettext("{card} takes {n} wound.", "{card} takes {n} wounds.", n).format(
            card=named(e["char"]), n=n
        )
    if t == "heal":
        n = e["amount"]
        return ngettext("{card} heals {n} wound.", "{card} heals {n} wounds.", n).format(
            card=named(e["char"]), n=n
        )
    if t == "flip":
        turn = _("shifts to Crinos") if e["crinos"] else _("returns to Breed form")
        return f"{named(e['char'])} {turn}."
    if t == "upright":
        healed = _(", healed") if e.get("healed", True) else _(", keeping its wounds")
        return _("{card} has regenerated and stands upright{healed}.").format(
            card=named(e["char"]), healed=healed
        )
    if t == "kill":
        return _describe_kill(e, who, named)
    if t == "move":
        return _describe_move(e, named)
    if t == "regenerate":
        n = e["quarters"]
        return ngettext(
            "{card} regenerates ({n} quarter turn).", "{card} regenerates ({n} quarter turns).", n
        ).format(card=named(e["char"]), n=n)
    if t == "moot-target":
        target = e["target"]
        return _("The Moot targets {value}.").format(
            value=who(target) if isinstance(target, int) else named(target)
        )
    if t == "vote":
        if e["side"] == "for":
            line = _("{card} votes for ({votes}).")
        else:
            line = _("{card} votes against ({votes}).")
        return line.format(card=named(e["char"]), votes=_vote_count(e, named))
    if t == "moot-result":
        if "votes" not in e:
            return _("{card} fails: it has no target.").format(card=named(e["moot"]))
        if e["passed"]:
            text = _("{card} passes ({yes} to {no}).")
        else:
            text = _("{card} fails ({yes} to {no}).")
        return text.format(card=named(e["moot"]), yes=e["votes"][0], no=e["votes"][1])
    if t == "control":
        if e["seat"] is None:
            return _("{card} is freed and back in the Hunting Grounds.").format(
                card=named(e["iid"])
            )
        return _("{who} now controls {card}.").format(who=who(e["seat"]), card=named(e["iid"]))
    if t == "alpha-first":
        when = _("before anybody else") if e["exclusive"] else _("first")
        return _("{who} will act {when} in the Alpha Phase.").format(who=who(e["seat"]), when=when)
    if t == "note" and e.get("what") == "used":
        # a text in the second person ("You draw 1 Sept card.") read as the reader's own draw
        # under "Ada uses Kin Mechanic" (issue 30): the lines of its effects say who
        speaks = speaks_to_you(e["card"], e.get("index", -1))
        does = "" if speaks else ability_words(e["card"], e.get("index", -1))
        text = _("{who} uses {card}: {does}") if does else _("{who} uses {card}.")
        return text.format(who=who(e.get("seat")), card=named(e["card"]), does=does)
    if t == "note" and e.get("what") == "text":
        told_ = _discard_told(e, who, named)
        if told_:
            return told_
        text = POOL.shown_effect(card_of(e["card"]), e.get("index", -1))
        return _("{card}: {does}").format(card=named(e["card"]), does=text) if text else None
    if t == "note":
        return ccg_views.note_line(NOTES, e, who, named)
    if t == "prompt":
        if e["kind"] == "challenge":
            return _("{card} challenges {card2}.").format(
                card=named(e["by"]), card2=named(e["char"])
            )
        if e["kind"] == "defend":
            return _("{card} is attacked; {who} may defend it.").format(
                card=named(e["battlefield"]), who=who(e["seat"])
            )
        return None
    if t == "answered":
        return _describe_answer(e, who, named)
    if t == "nominate":
        if e["nominee"] == e["seat"]:
            return _("{who} offers to fight for the prey.").format(who=who(e["seat"]))
        return _("{who} says {who2} should fight for the prey.").format(
            who=who(e["seat"]), who2=who(e["nominee"])
        )
    if t == "nominated":
        lot = _(" (chosen by lot)") if e.get("random") else ""
        return _("{who} fights for the prey{lot}.").format(who=who(e["seat"]), lot=lot)
    if t == "combat-flow":
        if e.get("step") in ("mid", "post"):
            return _("Mid-Combat events.") if e["step"] == "mid" else _("Post-Combat events.")
        if "round" in e:
            return _("Round {round}.").format(round=e["round"])
        return None
    if t == "combat-pick":
        card = f"{named(e['card'])} " if e["card"] else _("a card ")
        return _("{who} picks {card}face down.").format(who=who(e["seat"]), card=card)
    if t == "spend":
        side = _("Hunter") if e["side"] == 0 else _("Prey")
        short = "" if e["eligible"] else _(" (too little Rage: the card is ineligible)")
        return _("{side} spends {amount} Rage{short}.").format(
            side=side, amount=e["amount"], short=short
        )
    if t == "reveal":
        shown = [named(c) for c in e["cards"] if c]
        return _("Revealed: ") + _(" vs ").join(shown) + "." if shown else None
    if t == "pass":
        what = {"attack": _(" and does not attack"), "defend": _(" and does not respond")}
        return _("{who} passes{get}.").format(
            who=who(e["seat"]), get=what.get(e.get("what", ""), "")
        )
    if t == "game-over":
        winners = list(e["winners"])
        reason = REASONS.get(e.get("reason", ""), "")
        reason = _(reason) if reason else ""
        if winners == [seat]:  # the one reading it: "you win", as the end dialog's title
            line = _("The game is over: you win {reason}")
        else:
            line = ngettext(
                "The game is over: {value} wins {reason}",
                "The game is over: {value} win {reason}",
                len(winners),
            )
        value = ccg_views.winners_said(winners, seat, who) or _("nobody")
        return line.format(value=value, reason=reason).strip() + "."
    # Bookkeeping nobody needs to read: flow, rotate, close-regen, event-target, limit-used,
    # lasting-tick.
    return None


def _describe_discard(e: dict[str, Any], who: str, named: Namer) -> str | None:
    cards = ", ".join(named(c) for c in e["cards"])
    source = e["from"]
    why = DISCARD_WHY.get(e.get("why", ""), "")
    why = _(why) if why else ""
    if source == "played":
        return None  # the Combat cards played this round go to the discard pile
    if source == "deck":
        return _("{who} discards {cards} from the top of the Sept deck{why}.").format(
            who=who, cards=cards, why=why
        )
    if source in ("combat", "combat-hand"):
        return _("{who} discards {cards} from the Combat hand{why}.").format(
            who=who, cards=cards, why=why
        )
    return _("{who} discards {cards}{why}.").format(who=who, cards=cards, why=why)


def _discard_told(e: dict[str, Any], who: Namer, named: Namer) -> str | None:
    """A card's text that makes a named player discard from the Sept hand, said of that
    player ("Moot of Veiled Paths: Chloé discards 2 cards from the Sept hand."), not its text
    ("Target player discards 2 cards…" read as a sentence of the log, pl34b #12)."""
    if not isinstance(e.get("target"), int):
        return None
    effects = card_of(e["card"]).effects
    index = e.get("index", -1)
    steps = effects[index].steps if -len(effects) <= index < len(effects) else ()
    step = next((s for s in steps if s.do == "discard" and s.deck == "hand"), None)
    if step is None:
        return None
    n = step.amount
    return ngettext(
        "{card}: {who} discards {n} card from the Sept hand.",
        "{card}: {who} discards {n} cards from the Sept hand.",
        n,
    ).format(card=named(e["card"]), who=who(e["target"]), n=n)


def _describe_play(e: dict[str, Any], who: str, seat_name: Namer, named: Namer) -> str:
    how = e.get("as")
    card = named(e["card"])
    if how == "attach":
        return _("{who} attaches {card} to {card2}.").format(
            who=who, card=card, card2=named(e["on"])
        )
    if how == "prey":
        umbra_ = _(" (Umbra)") if e.get("umbra") else ""
        return _("{who} sends {card} into the Hunting Grounds{umbra}.").format(
            who=who, card=card, umbra=umbra_
        )
    if how == "event" and e.get("answer"):  # engine.ccg.reactions
        return _("{who} plays {card} in answer.").format(who=who, card=card)
    if how == "event":
        target = e.get("target")
        if isinstance(target, str):
            on = _(" on {card}").format(card=named(target))
        elif isinstance(target, int):
            on = _(" on {seat_name}").format(seat_name=seat_name(target))
        else:
            on = ""
        return _("{who}: {card} plays {card2}{on}.").format(
            who=who, card=named(e.get("by")), card2=card, on=on
        )
    if how == "moot":
        # "calls the Moot Moot of Still Water" said the word twice (pl34b #12)
        return _("{who}: {card} calls a Moot, {card2}.").format(
            who=who, card=named(e.get("by")), card2=card
        )
    return _("{who} plays {card}.").format(who=who, card=card)


def _describe_lasting(e: dict[str, Any], who: Namer, named: Namer) -> str | None:
    on = e["on"]
    name = who(on) if isinstance(on, int) else named(on)
    kind, key = e["kind"], e["key"]
    if kind == "modify":
        if e.get("dead"):  # a combatant already dead: "Pale Lantern -1 Block." after it died
            return None
        sign = "+" if e["amount"] >= 0 else ""
        label = _(STAT_LABELS.get(key, key.replace("-", " ").title()))
        change = f"{name} {sign}{e['amount']} {label}"
        return _modify_cause(e, change, named)
    if kind == "grant" and key == "kailindo":
        return _kailindo_line(e, who, named)
    if kind == "grant":
        text = VOCAB.grants.get(key, key).replace("{amount}", str(e.get("amount", 0)))
        return f"{name} {text}."
    if kind == "prohibit":
        return _("{name} cannot {get}.").format(name=name, get=VOCAB.prohibitions.get(key, key))
    return None


def _modify_cause(e: dict[str, Any], change: str, named: Namer) -> str:
    """A stat change with what caused it: a bare "Pale Lantern +2 Rage." left a newcomer
    guessing (issue 30)."""
    source = e.get("source")
    if e.get("why") == "kailindo":
        return _(
            "{change} (Kailindo: its Combat card cost less than its opponent's, by {n} Rage)."
        ).format(change=change, n=abs(e["amount"]))
    if isinstance(source, str) and source == e["on"]:
        return _("{change} (its own ability).").format(change=change)
    if isinstance(source, str):
        return _("{change} ({card}).").format(change=change, card=named(source))
    return f"{change}."


def _kailindo_line(e: dict[str, Any], who: Namer, named: Namer) -> str:
    """Kailindo said in full: a bare "Kailindo!" told a newcomer nothing (issue 30)."""
    words = {"who": who(e.get("seat")), "card": named(e["on"]), "card2": named(e.get("source"))}
    if e.get("source") in (None, e["on"]):  # the Garou declared its own
        text = _(
            "{who}'s {card} uses Kailindo: for the rest of this combat, when it plays a "
            "cheaper Combat card than its opponent's, it gains the difference in Rage."
        )
    else:
        text = _(
            "{card2} gives {who}'s {card} Kailindo: for the rest of this combat, when it plays "
            "a cheaper Combat card than its opponent's, it gains the difference in Rage."
        )
    return text.format(**words)


def _vote_count(e: dict[str, Any], named: Namer) -> str:
    """A vote's count, with why it is not the Garou's Renown: "2: Renown 1 +1 Stone Choir"
    (issue 30: the panel said votes are Renown, and a Renown 1 Garou voted 2 unexplained)."""
    bonuses = e.get("bonuses") or []
    if not bonuses or "renown" not in e:
        return str(e["votes"])
    return _("{votes}: Renown {renown} {bonuses}").format(
        votes=e["votes"], renown=e["renown"], bonuses=bonus_words(bonuses, named)
    )


def bonus_words(bonuses: Iterable[Sequence[Any]], named: Namer) -> str:
    """What cards add to a figure, as [source, amount] pairs: "+1 Stone Choir +1 other
    effects" (source None: no card names it)."""
    other = _("other effects")
    return " ".join(
        f"{'+' if n >= 0 else ''}{n} {named(source) if source else other}" for source, n in bonuses
    )


def _describe_kill(e: dict[str, Any], who: Namer, named: Namer) -> str:
    char = named(e["char"])
    if e["char"].startswith(GUARDIAN):
        return (
            _("{char} is defeated.").format(char=char)
            if e.get("by")
            else _("{char} returns to its Battlefield.").format(char=char)
        )
    if isinstance(e.get("to"), int):
        # seed 000's words, "goes to the Victory Pile of its killer's pack": "Ada scores
        # Pallid Drone (played by Ada)" read as scoring one's own card (issue 30)
        return _("{char} goes to {who}'s Victory Pile.").format(who=who(e["to"]), char=char)
    return _("{char} is removed from the game.").format(char=char)


def _describe_move(e: dict[str, Any], named: Namer) -> str | None:
    char = named(e["char"])
    if "where" in e:
        if e["where"] == "hunting":
            return _("{char} enters the Hunting Grounds.").format(char=char)
        return _("{char} returns to the Staging Area.").format(char=char)
    if "umbra" in e:
        if e["umbra"]:
            return _("{char} steps into the Umbra.").format(char=char)
        return _("{char} steps out of the Umbra.").format(char=char)
    return None


def ability_words(iid: str, index: int) -> str:
    """What an ability does, without its timing ("Heal 1 wound on this character."): the
    moment it is used in is the log's now."""
    try:
        card = card_of(iid)
    except (KeyError, IndexError):
        return ""
    text = POOL.shown_effect(card, index) if card.effects else ""
    head, colon, rest = text.partition(": ")
    return rest if colon and " " not in head.strip() else text


_SECOND_PERSON = re.compile(r"\byou(r|rs|rself)?\b", re.IGNORECASE)


def speaks_to_you(iid: str, index: int) -> bool:
    """Whether a card's text (its ability at `index`, or all of it) is written to its player
    ("You draw", "your pack"): read under another player's name, its "you" is not the reader.
    Judged on the English source, whatever language is on."""
    try:
        card = card_of(iid)
    except (KeyError, IndexError):
        return False
    if not card.effects:
        return False
    with using(ENGLISH):
        return bool(_SECOND_PERSON.search(POOL.shown_effect(card, index)))


NOTES: dict[str, Said] = {
    "wuss": (N_("{card} wusses out."), {"card": "char"}),
    "refused": (N_("{card} refuses the challenge."), {"card": "char"}),
    # "frenzies!" told a newcomer nothing (issue 30)
    "frenzy": (
        N_(
            "{card} is wounded hard enough in one round to go into a frenzy: its player "
            "draws extra Combat cards."
        ),
        {"card": "char"},
    ),
    "fell-first": (
        N_("{card} wounds no one: {card2} died before it struck."),
        {"card": "card", "card2": "char"},
    ),
    "used-idle": (
        N_("{card} changes nothing: there is nothing for it to do now."),
        {"card": "card"},
    ),
    "cancelled": (N_("{who}'s earlier 'act first' card is cancelled."), {"who": "seat"}),
}


def _describe_answer(e: dict[str, Any], who: Namer, named: Namer) -> str | None:
    kind, option = e["kind"], e["option"]
    if kind == "challenge" and str(option).startswith("accept"):
        return _("{who} accepts the challenge.").format(who=who(e["seat"]))
    if kind == "defend":
        if option == "decline":
            return _("{who} does not defend.").format(who=who(e["seat"]))
        return _("{who} defends with {card}.").format(who=who(e["seat"]), card=named(option))
    if kind == "fight-for":
        if option == e["seat"]:
            return _("{who} offers to fight for the prey.").format(who=who(e["seat"]))
        return _("{who} says {who2} should fight for the prey.").format(
            who=who(e["seat"]), who2=who(option)
        )
    return None  # the events that follow tell the rest (a discard, a flip, a target)
