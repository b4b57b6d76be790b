"""What one Garou's votes can do to the Moot voted on now, from a seat's view alone: the count
so far (every vote is public), the votes of the players still to vote, and whether this vote
can change the result (engine.ccg.votes)."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from engine.ccg.views import card_name
from engine.ccg.votes import Stakes
from engine.games.rage_lv import stats
from engine.games.rage_lv.expert import sample_world
from engine.games.rage_lv.plays import ready
from engine.games.rage_lv.state import LvState, card_of
from engine.games.rage_lv.voting import (
    can_vote,
    kept_for,
    vote_legal,
    vote_stakes_in,
    votes_left,
)
from engine.i18n import _, ngettext, spoken_list

View = dict[str, Any]


def stakes(view: View, char: str) -> Stakes | None:
    """The stakes of `char`'s vote now (None: no Moot is voted on, or the view does not carry
    the bookkeeping a count needs)."""
    if not isinstance(view.get("books"), dict) or not view.get("moots"):
        return None
    try:
        # votes need no hidden card: a world with the hidden ones dealt at random counts alike
        state = sample_world(view, random.Random(0))
        count = vote_stakes_in(state, view["seat"], char)
    except (KeyError, IndexError, TypeError, ValueError):
        return None
    if count is None:
        return None
    sure_for, sure_against = _sure_votes(state, view["seat"])
    return replace(
        count,
        unknown=count.unknown - sure_for - sure_against,
        for_only=sure_for,
        against_only=sure_against,
    )


def _sure_votes(state: LvState, seat: int) -> tuple[int, int]:
    """The votes still to come, on the Moot voted on now, of `seat`'s rivals who vote only
    for it (its caller's player) and only against it (the player it aims at, or whose
    character it aims at); 0 for a rival who has passed. `vote_stakes_in` counts them as
    votes that may go either way, as the expert's veto reads them (its moves stay as they
    were); the Hint reads them here: at 17 to 11 it advised a vote against, "it fails only if
    the votes still to come add 2 more against", and the only votes to come were the
    caller's (issue 30)."""
    moot = state.moots[0]
    aimed = moot.target
    if isinstance(aimed, str):
        aimed = state.chars[aimed].owner if aimed in state.chars else None
    sure_for = sure_against = 0
    for other in state.active():
        if other == seat or other in state.voters_out or other not in (moot.seat, aimed):
            continue
        voters = {c["char"] for c in vote_legal(state, other) if c["type"] == "vote"}
        votes = sum(stats.votes(state, state.chars[i]) for i in voters)
        if other == moot.seat:
            sure_for += votes
        else:
            sure_against += votes
    return sure_for, sure_against


def sure_votes(view: View) -> tuple[int, int]:
    """The votes still to come of the seat's rivals sure to vote for the Moot voted on now
    and sure to vote against it (`_sure_votes`); (0, 0) where the view cannot say."""
    if not isinstance(view.get("books"), dict) or not view.get("moots"):
        return 0, 0
    try:
        state = sample_world(view, random.Random(0))
        return _sure_votes(state, view["seat"]) if state.moots else (0, 0)
    except (KeyError, IndexError, TypeError, ValueError):
        return 0, 0


def kept_for_later(view: View) -> str | None:
    """The later Moot of this turn the seat's Garou keep their votes for, as it can cost the
    seat more than the one voted on now (`voting.kept_for`); None where there is none."""
    if not isinstance(view.get("books"), dict) or not view.get("moots"):
        return None
    try:
        found = kept_for(sample_world(view, random.Random(0)), view["seat"])
    except (KeyError, IndexError, TypeError, ValueError):
        return None
    return found.iid if found is not None else None


def votes_left_now(view: View) -> int:
    """The votes the seat's Garou can still cast on the Moot voted on now (0 where the view
    cannot say)."""
    if not isinstance(view.get("books"), dict) or not view.get("moots"):
        return 0
    try:
        return votes_left(sample_world(view, random.Random(0)), view["seat"])
    except (KeyError, IndexError, TypeError, ValueError):
        return 0


def weights(view: View) -> dict[str, int]:
    """How many votes each of the viewer's Garou would cast now: its Renown and any vote bonus
    (the Stone Choir's +1), as the rules count them; {} where the view cannot say. A vote
    button that showed bare Renown disagreed with the log (issue 30)."""
    seat = view.get("seat")
    if not isinstance(view.get("books"), dict) or not isinstance(seat, int):
        return {}
    try:
        state = sample_world(view, random.Random(0))
        return {ch.iid: stats.votes(state, ch) for ch in state.pack_of(seat)}
    except (KeyError, IndexError, TypeError, ValueError):
        return {}


def votes_ready(view: View) -> tuple[int, int] | None:
    """The votes the seat's Garou could cast on a Moot, and all the other seats' together,
    as they stand now (None where the view cannot say): why a Moot to call can pass. "The
    vote can go your way" said nothing of it (issue 30)."""
    seat = view.get("seat")
    if not isinstance(view.get("books"), dict) or not isinstance(seat, int):
        return None
    try:
        state = sample_world(view, random.Random(0))
        counts = [
            sum(stats.votes(state, ch) for ch in state.pack_of(s) if can_vote(state, ch))
            for s in range(state.seats)
        ]
    except (KeyError, IndexError, TypeError, ValueError):
        return None
    return counts[seat], sum(n for s, n in enumerate(counts) if s != seat)


def no_vote(view: View) -> str | None:
    """Why none of the seat's characters can vote on the Moot now, naming each ("Cinder Howl
    and Ember-Tooth have voted this turn"); None while one can, or where the view cannot say.
    The bar said "Cast your vote on the Moot panel" over a panel with no vote button, and the
    hint "Stop voting" to a player who never voted (issue 30)."""
    seat = view.get("seat")
    if not isinstance(view.get("books"), dict) or not view.get("moots") or seat is None:
        return None
    try:
        state = sample_world(view, random.Random(0))
        if state.phase != "vote" or not state.moots:
            return None
        if any(c["type"] == "vote" for c in vote_legal(state, seat)):
            return None
        later = {m.caller for m in state.moots[1:]}
        found: dict[str, list[str]] = {}
        for ch in state.pack_of(seat):
            if not stats.is_voter(ch):
                continue  # only Garou vote: the rest are not said
            why = (
                "voted"
                if ch.voted
                else "later"
                if ch.iid in later
                else "umbra"
                if ch.umbra
                else "regen"
                if not ready(ch)
                else "barred"
            )
            found.setdefault(why, []).append(card_name(card_of, ch.iid, "?"))
    except (KeyError, IndexError, TypeError, ValueError):
        return None
    if not found:
        return _("Only Garou vote, and your pack has none in play.")
    parts = [_why(why, names) for why, names in found.items()]
    return _("None of your Garou can vote now: {why}.").format(why="; ".join(parts))


def _why(why: str, names: list[str]) -> str:
    said, n = spoken_list(names), len(names)
    if why == "voted":  # seed 000: each Garou "can only vote on one Moot per turn"
        text = ngettext("{names} has voted this turn", "{names} have voted this turn", n)
    elif why == "later":
        text = ngettext(
            "{names} keeps its vote for the Moot it called",
            "{names} keep their votes for the Moots they called",
            n,
        )
    elif why == "umbra":
        text = ngettext("{names} is in the Umbra", "{names} are in the Umbra", n)
    elif why == "regen":
        text = ngettext("{names} is regenerating", "{names} are regenerating", n)
    else:
        text = ngettext("{names} is barred from voting", "{names} are barred from voting", n)
    return text.format(names=said)
