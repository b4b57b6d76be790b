"""What each seat may know: views, redacted events and the game log's plain words.

Hands are seen by their owner only; no one, the owner included, sees a deck's order. Cards
committed face down (Closed Play resources, Junta calls, discards for the redraw, alpha picks,
votes within one Renown, Combat cards before the reveal, Null cards included) stay hidden from
everyone but their player until they are revealed.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engine.ccg import interpreter
from engine.ccg import views as ccg_views
from engine.ccg.chain import STOPPED, told
from engine.ccg.views import Said, draw_line, fields, piles, plain, said, turn_line
from engine.games.rage_classic import effects, query, windows
from engine.games.rage_classic.cards import POOL
from engine.games.rage_classic.prompts import options as prompt_options
from engine.games.rage_classic.state import GUARDIAN, NULL, ClassicState, card_of
from engine.games.rage_classic.vocab import FORM_MEANING, TRIGGERS
from engine.i18n import N_, _, ngettext, spoken_list

Seat = int | None


#: a "choose one" named in the log by the words of the option taken
OPTION_WORDS = ccg_views.option_namer(POOL.chosen_words, card_of)


def _creature(state: ClassicState, iid: str) -> dict[str, Any]:
    ch = state.creatures[iid]
    return {
        **fields(ch, ("iid", "kind", "owner", "pack", "world", "crinos", "hunting", "out")),
        **fields(ch, ("wounds", "frenzy", "dead", "bound")),
        **{name: query.stat(state, iid, name) for name in ("renown", "rage", "gnosis")},
        "card": card_of(iid).id,
        "form": query.form(state, iid),
        "combat_rage": query.combat_rage(state, iid),
        "health": query.health(state, iid),
        "damage": [
            {"card": d.card, "amount": d.amount, "aggravated": d.aggravated} for d in ch.damage
        ],
        "attached": [t.iid for t in state.attached_to(iid)],
        "keywords": sorted(query.words(state, iid)),
        "alpha": iid in state.alphas,
        **_face_down_limits(state, iid),
    }


def _face_down_limits(state: ClassicState, iid: str) -> dict[str, Any]:
    """What the cards in play forbid this creature's face-down Combat cards, so its player is
    warned before playing one (risks.py); the cards that say so are public. Keys appear only
    where a limit holds."""
    out: dict[str, Any] = {}
    if not query.can_play_combat(state, iid):
        out["no_combat_actions"] = True
    limits = query.granted(state, iid, "only-rage")
    if limits:
        out["only_rage"] = min(int(g.get("amount", 0)) for g in limits)
    if query.has_grant(state, iid, "no-bluff"):
        out["no_bluff"] = True
    return out


def view(
    state: ClassicState, seat: Seat, to_act: frozenset[int], books: bool = True
) -> dict[str, Any]:
    """What `seat` sees (None: a spectator). `books=False` leaves out the public bookkeeping
    (`bookkeeping`), for a search bot's rollouts that never rebuild a state from the view."""
    players = [
        {
            **piles(p, seat == p.seat),
            "allegiance": p.allegiance,
            "vp": state.victory_points(p.seat),
            "out": p.out,
            "victory_down": len(p.victory_down),
            "staged": [dict(e) for e in p.staged] if seat == p.seat else len(p.staged),
            "committed": p.seat in state.committed,
            "sept_size": query.hand_size(state, p.seat, "sept"),
            "combat_size": query.hand_size(state, p.seat, "combat"),
            "restricted": list(p.restricted),
        }
        for p in state.players
    ]
    combat = None
    if state.combat is not None:
        c = state.combat
        plays = []
        for i, play in enumerate(c.plays):
            visible = play.shown or play.seat == seat
            plays.append(
                {
                    "index": i,
                    "creature": play.creature,
                    "seat": play.seat,
                    "side": play.side,
                    "card": (None if play.card == NULL else play.card) if visible else "hidden",
                    "null": play.card == NULL if visible else None,
                    "target": play.target,
                    "shown": play.shown,
                    "status": play.status,
                    "bluff": play.bluff if play.shown else None,
                    "feint": play.feint,
                    "decoy": play.decoy if play.seat == seat else None,
                    "alt": play.alt if visible else None,
                    "ability": play.ability if visible and play.ability >= 0 else None,
                }
            )
        combat = {
            **fields(c, ("kind", "attacker", "target", "sides", "seats", "step", "round")),
            **fields(c, ("prey_seat", "ready", "away", "battlefield", "stepped_in", "bind")),
            **fields(c, ("withdraw_barred", "restricted")),
            "plays": plays,
        }
    prompt = None
    if state.prompts and state.prompts[0]["seat"] == seat:
        first = state.prompts[0]
        prompt = {
            "kind": first["kind"],
            "options": prompt_options(state, first),
            **{k: v for k, v in first.items() if k not in ("seat", "kind", "options", "resume")},
        }
    window = None
    if state.window is not None:
        w = state.window
        window = {
            **fields(w, ("kind", "moment", "seats", "passed", "offense", "oks", "go")),
            "turn": windows.turn_seat(state) if w.kind == "turns" else None,
        }
    pending = None
    if state.pending is not None:
        held = state.pending
        pending = fields(
            held, ("seat", "card", "index", "by", "target", "responders", "at", "offensive")
        )
    juntas = [
        fields(j, ("iid", "caller", "seat", "target", "yes", "no", "passed", "votes", "done"))
        for j in state.juntas
    ]
    out: dict[str, Any] = {
        "seat": seat,
        "turn": state.turn,
        "phase": state.phase,
        "step": state.step,
        "rulebook": state.reading,
        "to_act": sorted(to_act),
        "renown_level": state.renown_level,
        "players": players,
        "creatures": [_creature(state, iid) for iid in state.creatures],
        "things": [
            {
                **fields(t, ("iid", "owner", "pack", "host", "zone", "by")),
                "card": card_of(t.iid).id,
                "traded": t.traded == state.turn,
                "keywords": list(t.extra.get("keywords", [])),
            }
            for t in state.things.values()
        ],
        "removed": list(state.removed),
        "window": window,
        "pending": pending,
        "juntas": juntas,
        "junta_at": state.junta_at,
        "voting_renown": state.tier,
        "my_votes": {
            k: v
            for k, v in state.tier_votes.items()
            if k in state.creatures and state.creatures[k].pack == seat
        },
        "alphas": list(state.alphas),
        "alpha_at": state.alpha_at,
        "acted": list(state.acted),
        "my_alpha": state.alpha_picks.get(str(seat)) if seat is not None else None,
        "combat": combat,
        "prompt": prompt,
        "prompts_waiting": ccg_views.waiting(state.prompts),
        "lasting": effects.lasting_view(state),
        "over": state.over,
        "winners": list(state.winners),
        "end_reason": state.end_reason,
    }
    if books:
        out["books"] = bookkeeping(state, seat)
    if state.options.get("cards"):
        out["cards"] = state.options["cards"]
    return out


def bookkeeping(state: ClassicState, seat: Seat) -> dict[str, Any]:
    """The whole state as `seat` may know it, as plain data: everything anyone at the table
    saw happen, with every hidden card left out the way `redact` leaves it out of the events
    (decks as counts, others' hands, Closed Play entries, face-down combat cards, votes and
    alpha picks, frenzy draws and prompt options as counts or None; face-down Victory cards
    as a count for everyone). A search bot (`rage_classic.expert`) rebuilds a legal state
    from it; the rest of the view is for people and the heuristic."""
    out = {
        f.name: plain(getattr(state, f.name))
        for f in dataclasses.fields(state)
        if f.name not in ("own_cards", "players", "options")
    }
    out["options"] = ccg_views.public_options(state.options)
    players = []
    for p in state.players:
        mine = p.seat == seat
        entry = plain(p)
        if not p.out:  # the turn a player was taken out: nothing to say while it is in
            del entry["out_turn"]
        for zone in ("sept_deck", "combat_deck", "victory_down"):
            entry[zone] = len(getattr(p, zone))
        if not mine:
            for zone in ("hand", "combat_hand", "staged"):
                entry[zone] = len(getattr(p, zone))
        players.append(entry)
    out["players"] = players
    if out["combat"] is not None and not out["combat"]["prey_players"]:
        del out["combat"]["prey_players"]  # most combats: nothing to say
    for junta in out["juntas"]:
        if junta["named"] is None:  # most Juntas name nothing (engine...named): nothing to say
            del junta["named"]
    for iid, ch in out["creatures"].items():
        owner = state.creatures[iid].pack
        owner = state.creatures[iid].owner if owner is None else owner
        if owner != seat:
            ch["frenzy_cards"] = len(ch["frenzy_cards"])
    if out["combat"] is not None:
        for play in out["combat"]["plays"]:
            if not play["shown"] and play["seat"] != seat:
                play.update(card=None, bluff=None, decoy=None)
    # the votes this seat casts: its pack's, or another pack's it was given (query.vote_caster)
    mine_now = {k for k, ch in state.creatures.items() if query.vote_caster(state, k) == seat}
    out["tier_votes"] = {k: (v if k in mine_now else None) for k, v in state.tier_votes.items()}
    out["alpha_picks"] = {k: (v if k == str(seat) else None) for k, v in state.alpha_picks.items()}
    out["prompts"] = [
        interpreter.redact_prompt(p, seat)
        if p["seat"] == seat
        else {k: v for k, v in p.items() if k not in ("options", "resume")}
        for p in out["prompts"]
    ]
    return out


def redact(event: dict[str, Any], seat: Seat) -> dict[str, Any] | None:
    """The event as `seat` may see it; idempotent (counts stay counts, hidden stays hidden)."""
    kind = event["type"]
    own = event.get("seat") == seat
    if kind == "stage" and not own:
        # what a face-down card is for shows (the step allows only that: a redraw's discard, a
        # step sideways); which card it is does not
        said = {"as": event["entry"]["as"]} if "as" in event["entry"] else {}
        return {**event, "entry": {"card": None, **said}}
    if kind == "unstage" and not own:
        return {**event, "card": None}
    if kind == "assign" and not own and not event.get("face_up"):
        hidden = ("decoy", "alt", "ability")
        return {**{k: v for k, v in event.items() if k not in hidden}, "card": None}
    if kind == "vote" and not own:
        return {**event, "side": None}
    if kind == "alpha-pick" and not own:
        return {**event, "creature": None}
    if kind == "frenzy" and not own and isinstance(event.get("cards"), list):
        return {**event, "cards": len(event["cards"])}
    if kind == "prompt":  # others see who is asked; the asked seat, only what it knows
        if own:
            return interpreter.redact_prompt(event, seat)
        return {k: v for k, v in event.items() if k not in ("options", "resume")}
    return ccg_views.redact(event, seat)


# -- the game log -----------------------------------------------------------------------------------
#: why a card left play, as the log says it (the engine's words, translated)
LEAVE_WHY = {
    "killed": N_("killed"),
    "no opposing creature": N_(
        "no effect: the creature that played it is in no fight, so there is no opposing creature"
    ),
    "destroyed": N_("destroyed"),
    "did no damage": N_("did no damage"),
    "the battle is over": N_("the battle is over"),
    "card": N_("a card's effect"),
    "cancelled": N_("cancelled"),
    "conquered": N_("conquered"),
    "discarded by its player": N_("by its player"),
    "end of turn": N_("end of turn"),
    "its Garou died": N_("its Garou died"),
    "its bearer left play": N_("its bearer left play"),
    "its new bearer cannot use it": N_("its new bearer cannot use it"),
    "its pack is gone": N_("its pack is gone"),
    "no Character of its pack is in the Umbra": N_("no Character of its pack is in the Umbra"),
    "superseded by a new Lunar Phase": N_("superseded by a new Lunar Phase"),
    "the defenders fell": N_("the defenders fell"),
    "voted": N_("voted"),
    "took effect": N_("took effect"),
    "its effect ended": N_("its effect ended"),
}


#: why a face-down card is illegal, as the status event says it (combat.illegal_reason): the
#: event keeps the English words, so saved games read the same; a reader gets them translated
ILLEGAL_WHY = {
    "not a Combat Action": N_("it is not a Combat Action"),
    "the creature may not play Combat Actions": N_("the creature may not play Combat Actions"),
    "its requirements are not met": N_("the creature does not meet the card's requirements"),
    "not enough Gnosis (Gnosis cannot be bluffed)": N_(
        "the creature has too little Gnosis (unlike Rage, Gnosis cannot be bluffed: a card "
        "that needs more than the creature has is illegal)"
    ),
    "it cannot be bluffed": N_("its Rage is too high and it cannot be bluffed"),
    "Combat Restricted: one per side per combat": N_("Combat Restricted: one per side per combat"),
    "restricted to Combat Actions of a certain Rage": N_(
        "the creature is restricted to Combat Actions of a certain Rage"
    ),
    "its card is no longer on the creature": N_("its card is no longer on the creature"),
    "the creature cannot play it": N_("the creature cannot play it"),
}


def illegal_why(why: str) -> str:
    """The engine's reason for an illegal face-down card, in the active language."""
    if why in ILLEGAL_WHY:
        return _(ILLEGAL_WHY[why])
    rage = re.fullmatch(r"restricted to Combat Actions of Rage (\d+) or less", why)
    if rage:
        return _("the creature is restricted to Combat Actions of Rage {n} or less").format(
            n=rage.group(1)
        )
    form = re.fullmatch(r"(\w+) form only", why)
    if form:
        meaning = FORM_MEANING.get(form.group(1))
        if meaning is None:
            return _("{form} form only").format(form=form.group(1))
        return _("{form} form only ({what})").format(form=form.group(1), what=_(meaning))
    return why


#: a Battlefield's natural defenders are one creature (seed 001), named as one
DEFENDER = (GUARDIAN, N_("{name}'s defender"))


def name_of(
    iid: Any,
    none: str = N_("a card"),
    unknown: str | None = None,
    owners: ccg_views.Owners | None = None,
) -> str:
    """A card instance as the log names it (`ccg.views.card_name`; a Null card names none;
    `owners`: a log line's, to say whose a card is)."""
    return ccg_views.card_name(
        card_of, None if iid == NULL else iid, none, unknown, DEFENDER, owners
    )


def owned(iid: Any, who: Callable[[Any], str], named: Callable[[Any], str]) -> str:
    """A card as `named` says it, with its owner always (`owned_all`)."""
    return owned_all([iid], who, named)[0]


def owned_all(
    iids: Sequence[Any], who: Callable[[Any], str], named: Callable[[Any], str]
) -> list[str]:
    """Cards as a line listing several seats' cards names them: each with its owner, said once
    for cards of one owner side by side ("Bruno's Oil-Slick Bane and Unbound Husk"); it named
    only the shared names' owners ("Revealed: Low Sweep, Bruno's Brace and Hold", issue 30). A
    Null card (no id) is "a Null card"."""
    groups: list[tuple[int | None, list[Any]]] = []
    for iid in iids:
        owner = ccg_views.instance_seat(iid) if isinstance(iid, str) and iid else None
        if owner is not None and groups and groups[-1][0] == owner:
            groups[-1][1].append(iid)
        else:
            groups.append((owner, [iid]))
    said: list[str] = []
    for owner, group in groups:
        if owner is None:
            said += [named(iid) if iid else _("a Null card") for iid in group]
        else:
            cards = spoken_list([name_of(iid) for iid in group])
            said.append(_("{who}'s {card}").format(who=who(owner), card=cards))
    return said


PHASE_NAMES = {
    "redraw": N_("Redraw Phase"),
    "regeneration": N_("Regeneration Phase"),
    "resource": N_("Resource Phase"),
    "umbra": N_("Umbra Phase"),
    "moot": N_("Moot Phase"),
    "combat": N_("Combat Phase"),
}


SAID: dict[str, Said] = {
    "committed": (N_("{who} is done."), {"who": "seat"}),
    "enter": (N_("{card} comes into play."), {"card": "iid"}),
    # the rules keep the card secret until every other player says OK (seed 001, Open Play)
    "announce": (
        N_(
            "{who} wants to play an Offensive Effect (a card that could affect another pack or the Hunting Grounds, or a Unique card brought into play; it stays secret until everyone says OK). OK?"
        ),
        {"who": "seat"},
    ),
    "ok": (N_("{who}: OK."), {"who": "seat"}),
    "decline": (N_("{who} decides not to play it."), {"who": "seat"}),
    "tier": (
        # the creatures of one Renown vote at once, each with as many votes as its Renown
        N_(
            "Votes on {card} from the creatures of Renown {renown} (each casts votes equal to its "
            "Renown, with any bonus): {yes} yes, {no} no."
        ),
        {"card": "junta", "renown": "renown", "yes": "yes", "no": "no"},
    ),
    "alpha-pick": (N_("{who} chooses an alpha."), {"who": "seat"}),
    "challenged": (N_("{card} challenges {card2}."), {"card": "challenger", "card2": "target"}),
    "raided": (
        N_("{card} attacks the Territory {card2}."),
        {"card": "attacker", "card2": "territory"},
    ),
    "join": (N_("{card} joins the combat."), {"card": "iid"}),
    "quit": (N_("{card} leaves the combat."), {"card": "iid"}),
    "dead": (N_("{card} is dead, but too angry to notice."), {"card": "iid"}),
    "withdraw": (N_("{who} withdraws from the combat."), {"who": "seat"}),
    "score": (N_("{who} scores {amount} VP."), {"who": "seat", "amount": "amount"}),
    "player-out": (N_("{who}'s pack is gone."), {"who": "seat"}),
}


#: why a combat ended, by its "combat-end" event's reason: one that ended after a round with
#: no "Fight on or withdraw?" question said nothing more than "The combat ends." (issue 30)
COMBAT_ENDS = {
    "withdrew": N_("the attacker withdrew"),
    "no-cards": N_("no Combat card was played in the last round"),
    "attacker-out-of-cards": N_("the attacker's player has no Combat cards left"),
    "side-empty": N_("one side has no fighter left"),
    "no-defenders": N_("nobody is left to defend"),
    "round-cap": N_("a card limits it to this many rounds"),
}


def combat_end_why(reason: Any) -> str:
    """Why a combat ended, in words ("" for a reason without any)."""
    return _(COMBAT_ENDS[reason]) if reason in COMBAT_ENDS else ""


#: the log's line for each kind of frenzy a card starts, with what it does (seed 001,
#: "Frenzy"): "goes into full frenzy" was jargon to a newcomer (issue 30)
FRENZY_LINES = {
    "full": N_(
        "{card} goes into full frenzy (the F badge): mad with rage, it turns to Crinos, draws "
        "Combat cards equal to its Rage and must play every Combat Action it can."
    ),
    "fox": N_("{card} goes into fox frenzy (the F badge): by instinct, it flees the combat."),
    "limited": N_(
        "{card} goes into limited frenzy (the F badge): it does what its card says and plays "
        "no Gifts while it lasts."
    ),
}


def damage_steps(steps: list[list[Any]], named: Callable[[Any], str]) -> str:
    """What changed a damage card's damage, one part each: "+1 from Oak-Ward Klaive",
    "1 stopped by Scrap Plate" (a weapon's bonus seemed lost when the target's Armor took it)."""
    parts = []
    for source, n in steps:
        card = named(source) if isinstance(source, str) else _("its own bonuses")
        if n > 0:
            parts.append(_("+{n} from {card}").format(n=n, card=card))
        else:
            parts.append(_("{n} stopped by {card}").format(n=-n, card=card))
    return ", ".join(parts)


#: a vote's side, as the log says it
SIDE_WORDS = {"yes": N_("yes"), "no": N_("no"), "abstain": N_("abstain")}

#: who votes on a Junta of each kind, said to a player who has no vote (seed 001: Gaia packs
#: cannot vote in a Board Meeting, nor Wyrm packs in a Moot)
NO_VOTE = {
    "moot": N_("Only Gaia packs vote on a Moot: you have no vote on {card}."),
    "board-meeting": N_("Only Wyrm packs vote on a Board Meeting: you have no vote on {card}."),
}


def called_line(
    juntas: list[dict[str, Any]], seat: Seat, who: Callable[[Any], str], named: Callable[[Any], str]
) -> str:
    """The Juntas called, each with its caller's player and what it does if it passes (its
    "you" is that player); to a player none of whose creatures may vote on one, why it passes
    or fails without asking them."""
    parts = []
    for j in juntas:
        does = POOL.shown_effect(card_of(j["iid"])).rstrip(".")
        part = _("{junta} ({caller}, {who})").format(
            junta=named(j["iid"]), caller=named(j["caller"]), who=who(j.get("seat"))
        )
        parts.append(f"{part}: {does}" if does else part)
    line = _("Juntas called: ") + "; ".join(parts) + "."
    for kind, said_no in NO_VOTE.items():
        unasked = []
        for j in juntas:
            voters = j.get("voters")
            if card_of(j["iid"]).type != kind or not isinstance(voters, list):
                continue
            if isinstance(seat, int) and seat not in voters and named(j["iid"]) not in unasked:
                unasked.append(named(j["iid"]))
        if unasked:
            line += " " + _(said_no).format(card=spoken_list(unasked))
    return line


def describe(
    event: dict[str, Any], seat: Seat, names: Sequence[str], shared: frozenset[str] = frozenset()
) -> str | None:
    """One log line for an event as `seat` may see it (hidden cards stay hidden); None to skip.
    A card whose name two seats' packs share (`shared`, `CcgRuleset.shared_names`) is named
    with its owner ("Ada's Corrick")."""
    who = ccg_views.seat_namer(names, N_("Nobody"))
    owners = ccg_views.Owners.of_line(shared, who, event)
    return _describe(event, seat, who, lambda iid: name_of(iid, owners=owners))


def _describe(
    event: dict[str, Any], seat: Seat, who: Callable[[Any], str], named: Callable[[Any], str]
) -> str | None:
    e = redact(event, seat)
    if e is None:
        return None
    t = e["type"]
    if t == "tier":  # each creature's vote once the Renown has voted, the others' as one's own
        votes = e.get("votes") or {}
        sides = "; ".join(f"{named(c)}: {_(SIDE_WORDS.get(v, v))}" for c, v in votes.items())
        return said(SAID[t], e, who, named) + (f" {sides}." if sides else "")
    if t in SAID:
        return said(SAID[t], e, who, named)
    if t == "deal":
        chars = spoken_list([named(c) for c in e["characters"]])
        return _("{who}'s pack takes the table: {chars}.").format(who=who(e["seat"]), chars=chars)
    if t == "turn":
        return turn_line(e)
    if t == "shuffle":
        return ccg_views.shuffle_line(e, who(e["seat"]))
    if t == "flow" and e.get("phase"):
        return f"{_(PHASE_NAMES.get(e['phase'], e['phase']))}."
    if t == "draw":
        return draw_line(e, who(e["seat"]), [named(c) for c in e["cards"] if c])
    if t == "discard":
        join = spoken_list([named(c) for c in e["cards"]])
        if isinstance(e.get("source"), str) and e.get("deck") in ("sept", "combat"):
            # from the deck's top: cards nobody has seen yet, not a hand's (seed 001's "discard
            # the top cards"; "Player 1 discards Spirit Song" read as the hand's, issue 30)
            count = len(e["cards"])
            line = (
                ngettext(
                    "The top card of {who}'s Sept deck is discarded: {join} ({card}'s effect).",
                    "The top {count} cards of {who}'s Sept deck are discarded: {join} "
                    "({card}'s effect).",
                    count,
                )
                if e["deck"] == "sept"
                else ngettext(
                    "The top card of {who}'s Combat deck is discarded: {join} ({card}'s effect).",
                    "The top {count} cards of {who}'s Combat deck are discarded: {join} "
                    "({card}'s effect).",
                    count,
                )
            )
            return line.format(who=who(e["seat"]), count=count, join=join, card=named(e["source"]))
        if isinstance(e.get("source"), str):  # a card's effect made the player discard
            line = (
                _("{who} discards {join}, chosen at random: {card}'s effect.")
                if e.get("how") == "random"
                else _("{who} discards {join}: {card}'s effect.")
            )
            return line.format(who=who(e["seat"]), join=join, card=named(e["source"]))
        return _("{who} discards {join}.").format(who=who(e["seat"]), join=join)
    if t == "stage":
        card, kind = e["entry"].get("card"), e["entry"].get("as")
        if kind == "discard":  # a redraw: set aside to discard, refilled at the reveal
            return _("{who} discards {value} face down, to redraw.").format(
                who=who(e["seat"]), value=named(card) if card else _("a card")
            )
        if kind == "step":
            return _("{who} readies {value} to step sideways.").format(
                who=who(e["seat"]), value=named(card) if card else _("a creature")
            )
        return _("{who} places {value} face down.").format(
            who=who(e["seat"]), value=named(card) if card else _("a card")
        )
    if t == "revealed":
        shown = owned_all([p["card"] for p in e.get("plays", [])], who, named)
        return _("Revealed: ") + (", ".join(shown) if shown else _("nothing")) + "."
    if t == "leave":
        to = {
            "discard": _("is discarded"),
            "victory": _("goes to {who}'s Victory Pile").format(who=who(e.get("seat"))),
            "removed": _("is removed from the game"),
            "hand": _("returns to its player's hand"),
            "gone": _("leaves the field"),
        }.get(e["to"], _("leaves play"))
        why = LEAVE_WHY.get(e.get("why") or "", e.get("why") or "")
        why = _(why) if why else ""
        source = e.get("source")
        if e.get("why") == "card" and isinstance(source, str):  # "a card's effect" named none
            why = (
                _("spent by its own effect")
                if source == e["iid"]
                else _("{card}'s effect").format(card=named(source))
            )
        if e["to"] == "discard" and e.get("why") == "its effect ended":
            # it was played lines ago, often before a whole round of bids: the line says whose
            # it is and that it was played ("Adrenal Surge is discarded" came from nowhere)
            return _("{card}, played earlier, is discarded: its effect has ended.").format(
                card=owned(e["iid"], who, named)
            )
        why = f" ({why})" if why else ""
        return f"{named(e['iid'])} {to}{why}."
    if t == "world":
        where = {"umbra": _("into the Umbra"), "physical": _("back to the physical world")}.get(
            e["world"], _("into both worlds")
        )
        return _("{card} steps {where}.").format(card=named(e["iid"]), where=where)
    if t == "set" and e.get("out") is True:
        return _("{card} is moved out of play for a while.").format(card=named(e["iid"]))
    if t == "set" and e.get("out") is False:
        return _("{card} comes back into play.").format(card=named(e["iid"]))
    if t == "set" and e.get("crinos") is True:
        return _("{card} shifts to Crinos form.").format(card=named(e["iid"]))
    if t == "set" and e.get("crinos") is False:
        return _("{card} returns to breed form.").format(card=named(e["iid"]))
    if t == "damage" and e.get("sum"):
        line = _describe({**e, "sum": None}, seat, who, named) or ""
        total, worse = e["sum"]
        return (
            line
            + " "
            + _("{card} now has {total} damage, {worse} of it aggravated.").format(
                card=named(e["iid"]), total=total, worse=worse
            )
        )
    if t == "damage":
        agg = _(" aggravated") if e.get("aggravated") else ""
        if e.get("steps"):  # a bonus or Armor changed the card's damage: each says how much
            printed = e["amount"] - sum(n for _source, n in e["steps"])
            return _("{card} takes {amount}{agg} damage ({card2}: {printed}, {steps}).").format(
                card=named(e["iid"]),
                amount=e["amount"],
                agg=agg,
                card2=named(e["card"]),
                printed=printed,
                steps=damage_steps(e["steps"], named),
            )
        return _("{card} takes {amount}{agg} damage ({card2}).").format(
            card=named(e["iid"]), amount=e["amount"], agg=agg, card2=named(e["card"])
        )
    if t == "heal":
        line = {
            "healed": _("{card} healed: {card2} is removed."),
            "heals": _("{card} heals: {card2} is removed."),
            "regenerates": _("{card} regenerates: {card2} is removed."),
            "bound": _("{card} bound: {card2} is removed."),
        }.get(e.get("why", "heals"), _("{card} heals: {card2} is removed."))
        return line.format(card=named(e["iid"]), card2=named(e["card"]))
    if t == "pass":
        return None
    if t in ("look", "searched", "chosen"):
        return ccg_views.layer_line(e, who, named, OPTION_WORDS)
    if t in ("play", "use"):
        on = (
            _(" on {card}").format(card=named(e["target"]))
            if isinstance(e.get("target"), str)
            else ""
        )
        if isinstance(e.get("target"), int):
            on = _(" on {who}").format(who=who(e["target"]))
        if t == "use":
            return _("{who} uses {card}{on}.").format(
                who=who(e["seat"]), card=named(e["card"]), on=on
            )
        by = f" ({named(e['by'])})" if e.get("by") else ""
        return _("{who} plays {card}{by}{on}.").format(
            who=who(e["seat"]), card=named(e["card"]), by=by, on=on
        )
    if t == "respond" and not e.get("allow"):
        return _("{who} cancels it.").format(who=who(e["seat"]))
    if t == "called":
        return called_line(e["juntas"], seat, who, named)
    if t == "vote":
        side = e.get("side")
        return _("{who} votes with {card}").format(
            who=who(e["seat"]), card=named(e["creature"])
        ) + ((": " + _(SIDE_WORDS.get(side, side)) + ".") if side else ".")
    if t == "junta":
        verdict = (
            _("{card} passes ({yes} to {no}).")
            if e["passed"]
            else _("{card} fails ({yes} to {no}).")
        )
        return verdict.format(card=named(e["iid"]), yes=e["yes"], no=e["no"])
    if t == "alphas":
        return _("Alphas, in order: ") + ", ".join(named(a) for a in e["order"]) + "."
    if t == "declared":
        line = {
            "bind": _("{card} attacks to bind {card2}."),
            "battlefield": _("{card} engages {card2}."),
        }.get(e["kind"], _("{card} attacks {card2}."))
        return line.format(card=named(e["attacker"]), card2=named(e["target"]))
    if t == "lasting" and e.get("kind") in ("prohibit", "grant") and e.get("source"):
        return lasting_line(e, named)
    if t == "assign" and e.get("random"):
        return random_line(e, who, named)
    if t == "assign":
        card = named(e["card"]) if e.get("card") else _("a card")
        return _("{who} plays {card} face down for {card2}.").format(
            who=who(e["seat"]), card=card, card2=named(e["creature"])
        )
    if t == "aim" and not e.get("auto"):
        return _("A card is aimed at {card}.").format(card=named(e["target"]))
    if t == "reveal":
        shown = owned_all([c for _index, c in e["plays"]], who, named)
        return _("Revealed: ") + ", ".join(shown) + "." if shown else None
    if t == "status" and e["status"] == "illegal" and e.get("why"):
        return _("An illegal card is discarded: {why}.").format(why=illegal_why(e["why"]))
    if t == "status" and e["status"] == "landed" and e.get("outpaced"):
        # a slower dodge or block resolves after the blow (seed 001, "Fast Striking")
        return _(
            "{card2} does not stop {card}: {card} strikes faster, and a Combat Action is "
            "unaffected by slower ones (a dodge or block included)."
        ).format(card=named(e["card"]), card2=spoken_list([named(c) for _n, c in e["outpaced"]]))
    if t == "status" and e["status"] == "no-effect" and e.get("card"):
        return _(
            "{card2}, played for {card}, has no effect: no card was played after it, and a "
            "feint's only use is the one card its user may play once the others' cards are "
            "revealed."
        ).format(card=named(e["creature"]), card2=named(e["card"]))
    if t == "status" and e["status"] in ("illegal", "failed", "dodged", "blocked"):
        return {
            "illegal": _("An illegal card is discarded"),
            "failed": _("A bluff fails"),
            "dodged": _("An attack is dodged"),
            "blocked": _("An attack is blocked"),
        }[e["status"]] + "."
    if t == "bluffs" and e["bluffing"]:
        # who counts as bluffing: a bluff only works against a target that bluffed too
        # (a creature nobody played a card for counts too: "Bluffing" alone read as a bluff)
        return (
            _(
                "Bluffs aimed at these work (they played no card, an illegal one or one above their Rage): "
            )
            + ", ".join(named(b) for b in e["bluffing"])
            + "."
        )
    if t == "frenzy":
        if e["frenzy"] in FRENZY_LINES:  # a whole sentence each: the kind is a word to translate
            return _(FRENZY_LINES[e["frenzy"]]).format(card=named(e["iid"]))
        if e["frenzy"]:
            return _("{card} goes into {frenzy} frenzy.").format(
                card=named(e["iid"]), frenzy=e["frenzy"]
            )
        return _("{card}'s frenzy ends.").format(card=named(e["iid"]))
    if t == "claim":
        line = (
            _("{who} wants to play for the prey.")
            if e["want"]
            else _("{who} declines to play for the prey.")
        )
        return line.format(who=who(e["seat"]))
    if t == "note" and e["what"] == "reversed" and e.get("card") and e.get("blow"):
        # "played for": a card two packs share is named with its owner ("Ada's Turn the Blow")
        return _(
            "{card2}, played for {card}, turns {card4} back onto {card3}, who played it."
        ).format(
            card=named(e["by"]),
            card2=named(e["card"]),
            card3=named(e["to"]),
            card4=named(e["blow"]),
        )
    if t == "note":
        return ccg_views.note_line(NOTES, e, who, named)
    if t == "combat-end":
        why = combat_end_why(e.get("reason"))
        if e.get("reason") == "no-cards":  # seed 001, "Combat Phase"
            return _(
                "The combat ends: {why} (a Null card or an illegal one is none), and a round in "
                "which no Combat cards are played ends a combat."
            ).format(why=why)
        return _("The combat ends: {why}.").format(why=why) if why else _("The combat ends.")
    if t == STOPPED:
        return told(named(e["source"]))
    if t == "end" and not e["winners"]:
        return _("Game over: no pack is left, and nobody wins.")
    if t == "end" and list(e["winners"]) == [seat]:  # the one reading it, as the end title
        return _("Game over: you win.")
    if t == "end":
        return ngettext(
            "Game over: {names} wins.", "Game over: {names} win.", len(e["winners"])
        ).format(names=ccg_views.winners_said(e["winners"], seat, who))
    if t == "answered" and e["kind"] == "challenge":
        return (
            _("{who} accepts the challenge.")
            if e["option"] == "accept"
            else _("{who} refuses the challenge.")
        ).format(who=who(e["seat"]))
    return None


NOTES: dict[str, Said] = {
    "alpha-pass": (N_("{card} passes."), {"card": "iid"}),
    "stepped-in": (N_("{card} steps in for {card2}."), {"card": "iid", "card2": "prey"}),
    "prey-player": (N_("{who} plays for the prey this round."), {"who": "seat"}),
    # who of several plays for the prey, and by which rule (combat.prey_player)
    "prey-only": (
        N_("{who} plays for the prey this round: the only player who wants to."),
        {"who": "seat"},
    ),
    "prey-turn": (
        N_(
            "{who} plays for the prey this round: only one player may each round, and one who "
            "has not played for it yet in this combat goes first."
        ),
        {"who": "seat"},
    ),
    "prey-drawn": (
        N_(
            "{who} plays for the prey this round: only one player may each round, drawn at "
            "random among those who want to and have not played for it yet in this combat."
        ),
        {"who": "seat"},
    ),
    "prey-random": (
        N_(
            "{who} plays for the prey this round, drawn at random: a prey made to play at "
            "random takes its card from that player's hand."
        ),
        {"who": "seat"},
    ),
    "reversed": (N_("An attack is reversed."), {}),
    "redirected": (N_("Damage meant for {card} goes to {card2}."), {"card": "frm", "card2": "to"}),
    "hacked-apart": (N_("{card} is hacked apart."), {"card": "iid"}),
    "soaked": (N_("{card2} soaks the blow meant for {card}."), {"card": "iid", "card2": "by"}),
    "unique-lot": (
        N_("Two players played the same Unique card; {who} keeps it."),
        {"who": "seat"},
    ),
}


def lasting_line(e: dict[str, Any], named: Callable[[Any], str]) -> str | None:
    """A card's lasting prohibition or grant, on whom it fell and what it does: Howl of Rebuke's
    log said only "Howl of Rebuke comes into play." (pl34a), naming no target."""
    source, on = e["source"], e.get("on")
    if not isinstance(source, str) or not isinstance(on, str):
        return None
    leads = tuple(lead for lead in TRIGGERS.values() if lead.endswith(": "))
    said = []
    for sentence in POOL.effect_sentences(card_of(source)):
        shown = POOL.shown_text(sentence)
        if sentence.startswith(leads) and ": " in shown:  # "Damage Effect: " says no more here
            shown = shown.split(": ", 1)[1]
        said.append(shown)
    if not said:
        return None
    return _("{card} takes effect on {card2}: {effect}").format(
        card=named(source), card2=named(on), effect=" ".join(said)
    )


def random_line(e: dict[str, Any], who: Callable[[Any], str], named: Callable[[Any], str]) -> str:
    """A card dealt at random from a hand to a creature that must play at random: the card
    that made it so and for how long ("Second Wind" appeared, played by nobody, pl35)."""
    line = (
        _("{card} from {who}'s hand is played at random for {card2}")
        if e.get("card")
        else _("A card from {who}'s hand is played at random for {card2}")
    ).format(who=who(e["seat"]), card=named(e.get("card")), card2=named(e["creature"]))
    if not e.get("because"):
        return line + "."
    return _("{line}: {source} makes it play its Combat cards at random ({more}).").format(
        line=line, source=named(e["because"]), more=rounds_left(int(e.get("left", 0)))
    )


def rounds_left(left: int) -> str:
    """A lasting effect's rounds still to go, this one included (a view's `left`), as words."""
    more = left - 1
    if more > 0:
        return ngettext("this round and {n} more", "this round and {n} more", more).format(n=more)
    return _("this round only")


def at_random(view: Mapping[str, Any]) -> str:
    """The viewing seat's fighters that must play at random this round and the card that made
    them, as a sentence ("" where none): the bar and Hint said "nothing else to do" and "no card
    can be placed", and a card nobody chose appeared (pl35)."""
    seat, combat = view.get("seat"), view.get("combat") or {}
    fighting = {i for side in combat.get("sides") or [] for i in side}
    mine = {c["iid"] for c in view.get("creatures", []) if c.get("pack") == seat}
    found = {
        item["on"]: item.get("source") or item.get("source_card")
        for item in view.get("lasting") or []
        if item.get("key") == "random-play" and item.get("on") in fighting & mine
    }
    if not found:
        return ""
    sources = spoken_list(list(dict.fromkeys(name_of(s) for s in found.values() if s)))
    return _(
        "{names} must play at random this round ({source}): a Combat card from your hand is "
        "dealt to it once everyone is Ready"
    ).format(names=spoken_list([name_of(i) for i in found]), source=sources)


def cards_held(view: Mapping[str, Any], seat: Any, deck: Any) -> int | None:
    """How many cards a player holds in its Sept hand ("hand") as the view shows (None: a deck
    or seat not judged here)."""
    player = next((p for p in view.get("players", []) if p.get("seat") == seat), None)
    if player is None or deck != "hand":
        return None
    held = player.get("hand")
    return len(held) if isinstance(held, list) else int(player.get("hand_count") or 0)


def prey_and_foe(combat: dict[str, Any], creatures: list[dict[str, Any]]) -> tuple[Any, Any]:
    """In a viewed fight with a creature of the Hunting Grounds (no pack): it and the one it
    fights ((None, None) for a fight between packs)."""
    packs = {c["iid"]: c.get("pack") for c in creatures}
    fighters = [combat.get("attacker"), combat.get("target")]
    prey = next((i for i in fighters if i in packs and packs[i] is None), None)
    foe = next((i for i in fighters if i in packs and i != prey), None)
    return (prey, foe) if prey is not None and foe is not None else (None, None)


def prey_foes(combat: dict[str, Any], creatures: list[dict[str, Any]]) -> list[Any]:
    """Every creature on the other side from the prey (`prey_and_foe`), in side order: a second
    attacker that joined was left unnamed ("against Ysolde Amberclaw" while Whisper-of-Feathers
    attacked too, pl35)."""
    prey, foe = prey_and_foe(combat, creatures)
    sides = combat.get("sides") or []
    found = [f for k, side in enumerate(sides) if prey in side for f in sides[1 - k]]
    return found or ([foe] if foe is not None else [])
