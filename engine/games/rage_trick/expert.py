"""The `expert` bot's knowledge of rage-trick: dealing hidden cards from a view, and rollouts.

`sample_world` builds a full `State` from one seat's view: its own hand as it is, the other
hands and the face-down trump pile dealt at random from the cards that seat has not seen,
keeping every seat out of the colours it showed out of, the pile holding the cards seen turned
up in it (and the Wild/Change/Out effects as the view tells them), and, for secret bids not yet
revealed, bids guessed from the dealt hands. It reads nothing but the view (and the seat's own
legal commands, which tell which colours a Change may name, i.e. which are in the pile).

Rollouts play the rest of the round on the fast path with a greedy policy that plays to make
each seat's bid: win cheaply while a seat needs tricks, duck with its highest losing card when
it needs none. The payoff is the seat's points for the round.
"""

from __future__ import annotations

import random
from typing import Any

from engine.ai.search import SearchSettings
from engine.core.ruleset import Command
from engine.games.rage_trick import fast
from engine.games.rage_trick.bots import hand_power
from engine.games.rage_trick.cards import (
    BONUS,
    COLOR,
    COLORS,
    DECKS,
    KIND,
    MAD,
    NUMBER,
    VALUE,
    WILD,
    WILD_VALUE,
)
from engine.games.rage_trick.state import State
from engine.games.rage_trick.tricks import strength

View = dict[str, Any]


def voids_of(view: View) -> dict[int, set[str]]:
    """Colours each seat showed out of this round (played something else to that lead).

    With action cards playable at any time, an action card says nothing; in reneging mode a
    seat may have cheated, so nothing is inferred there.
    """
    voids: dict[int, set[str]] = {}
    if view["options"].get("reneging"):
        return voids
    any_time = view["options"].get("any_time_actions")
    for plays in [done["plays"] for done in view["round_tricks"]] + [view["trick"]]:
        lead = None
        for p in plays:
            card = p["card"]
            kind = KIND[card]
            if lead is not None and COLOR[card] != lead and not (any_time and kind != NUMBER):
                voids.setdefault(p["seat"], set()).add(lead)
            if lead is None:
                if kind == NUMBER:
                    lead = COLOR[card]
                elif kind == WILD:
                    lead = p.get("color")
    return voids


def seen_cards(view: View) -> set[str]:
    """Every card whose place this seat knows: its hand, cards played, pile cards shown."""
    seen = set(view["hand"])
    for done in view["round_tricks"]:
        seen.update(p["card"] for p in done["plays"])
    seen.update(p["card"] for p in view["trick"])
    seen.update(view["pile_seen"])
    seen.update(view["skipped"])
    return seen


def _pile_rules(view: View, legal: list[Command]) -> tuple[set[str], set[str]] | None:
    """(colours the pile must hold, colours it must not) as a held Change tells them."""
    if view["phase"] != "play":
        return None
    changes = [c for c in legal if c.get("type") == "play" and KIND[c["card"]] == "change"]
    if not changes:
        return None
    named = {c["color"] for c in changes if c.get("color")}
    last = view["last_trump"]
    others = {c for c in COLORS if c != last}
    return named, others - named


def sample_world(view: View, legal: list[Command], rng: random.Random) -> State:
    """A full state agreeing with `view` (see the module doc); raises ValueError if none."""
    seat = view["seat"]
    seats = view["seats"]
    preset = view["preset"]
    seen = seen_cards(view)
    unknown = [c for c in DECKS[preset] if c not in seen]
    voids = voids_of(view)
    counts = list(view["hand_counts"])
    pile_known = list(view["pile_seen"]) + list(view["skipped"])
    pile_free = view["pile_count"] - len(pile_known)
    # holders: the other seats, and -1 for the free places of the trump pile
    need = {s: counts[s] for s in range(seats) if s != seat}
    need[-1] = pile_free
    if sum(need.values()) != len(unknown):
        raise ValueError("the view's counts do not add up")
    pile_rules = None if preset == "oh-hell" else _pile_rules(view, legal)
    for _ in range(60):
        deal = _deal(unknown, need, voids, rng)
        if deal is None:
            continue
        if pile_rules is not None and not _pile_ok(pile_known + deal[-1], *pile_rules):
            continue
        return _build(view, deal, pile_known, rng)
    deal = _deal_exact(unknown, need, voids)
    if deal is None:
        raise ValueError("no deal agrees with the view")
    return _build(view, deal, pile_known, rng)


def _pile_ok(pile: list[str], must: set[str], must_not: set[str]) -> bool:
    colours = {COLOR[c] for c in pile if KIND[c] == NUMBER}
    return must <= colours and not (colours & must_not)


def _deal(
    unknown: list[str], need: dict[int, int], voids: dict[int, set[str]], rng: random.Random
) -> dict[int, list[str]] | None:
    """Deal the unknown cards at random to holders with room, never into a void."""
    cards = unknown[:]
    rng.shuffle(cards)
    # Most constrained cards first: the colours some seats cannot hold.
    if voids:
        blocked = {c: sum(1 for v in voids.values() if COLOR[c] in v) for c in cards}
        cards.sort(key=lambda c: -blocked[c])
    room = dict(need)
    deal: dict[int, list[str]] = {h: [] for h in need}
    for card in cards:
        colour = COLOR[card]
        holders = [h for h, r in room.items() if r > 0 and colour not in voids.get(h, ())]
        if not holders:
            return None
        total = sum(room[h] for h in holders)
        pick = rng.randrange(total)
        for h in holders:
            pick -= room[h]
            if pick < 0:
                break
        deal[h].append(card)
        room[h] -= 1
    return deal


def _deal_exact(
    unknown: list[str], need: dict[int, int], voids: dict[int, set[str]]
) -> dict[int, list[str]] | None:
    """A deal by augmenting paths when random dealing keeps failing (tight voids)."""
    slots = [h for h, n in need.items() for _ in range(n)]
    owner: dict[int, str] = {}

    def place(card: str, tried: set[int]) -> bool:
        for i, h in enumerate(slots):
            if i in tried or COLOR[card] in voids.get(h, ()):
                continue
            tried.add(i)
            if i not in owner or place(owner[i], tried):
                owner[i] = card
                return True
        return False

    for card in unknown:
        if not place(card, set()):
            return None
    deal: dict[int, list[str]] = {h: [] for h in need}
    for i, card in owner.items():
        deal[slots[i]].append(card)
    return deal


def _build(
    view: View, deal: dict[int, list[str]], pile_known: list[str], rng: random.Random
) -> State:
    from engine.games.rage_trick import RULESET

    seat = view["seat"]
    seats = view["seats"]
    state = RULESET.initial_state(view["options"], seats)
    hands = [list(view["hand"]) if s == seat else deal[s] for s in range(seats)]
    # The pile: the seen cards keep their places on top (the newest Change card first), the
    # skipped action cards and the unseen cards anywhere below.
    top = list(reversed(view["pile_seen"]))
    below = list(view["skipped"]) + deal[-1]
    rng.shuffle(below)
    pile = top + below
    state.phase = view["phase"]
    state.round = view["round"]
    state.hand_size = view["hand_size"]
    state.dealer = view["dealer"]
    state.turn = view["to_act"]
    state.hands = hands
    state.pile = pile
    state.face_up = view["trump_card"] is not None
    state.pile_colors = frozenset(COLOR[c] for c in pile if KIND[c] == NUMBER)
    state.skipped = tuple(view["skipped"])
    state.pile_seen = tuple(view["pile_seen"])
    state.trump_color = view["last_trump"]
    state.suspended = view["trump_suspended"]
    bids = list(view["bids"])
    if view["options"].get("secret_bids") and state.phase == "play":
        # Bids written down but not shown: guess them from the dealt hands.
        trump = view["trump"]
        for s in range(seats):
            if bids[s] is None:
                guess = round(hand_power(hands[s], trump, seats, view["preset"] == "oh-hell"))
                bids[s] = max(0, min(view["hand_size"], guess))
    state.bids = bids
    state.bids_public = not view["options"].get("secret_bids") or all(
        b is not None for b in view["bids"]
    )
    state.tricks = list(view["tricks"])
    state.bonus = list(view["bonus"])
    state.mad = list(view["mad"])
    state.trick_no = view["trick_no"]
    state.leader = view["leader"]
    state.trick_json = list(view["trick"])
    state.trick = [(p["seat"], p["card"], p.get("color")) for p in view["trick"]]
    state.lead = view["lead"]
    state.wild_idx = None
    if view["trick_locked"]:
        state.wild_idx = next(i for i, p in enumerate(state.trick) if KIND[p[1]] == WILD)
    winning = view["winning"]
    state.win = next((i for i, p in enumerate(state.trick) if p[0] == winning), 0)
    state.round_tricks = list(view["round_tricks"])
    state.last_trick = view["last_trick"]
    state.scores = list(view["scores"])
    state.made = list(view["made"])
    state.rounds = list(view["rounds"])
    return state


# -- rollouts ---------------------------------------------------------------------------------
def _unit_need(state: State, seat: int) -> int:
    """Tricks the seat's side still wants (negative: it has too many already)."""
    members = state.unit_seats[state.unit_of[seat]]
    bid = sum(state.bids[s] or 0 for s in members)
    return bid - sum(state.tricks[s] for s in members)


def _rank(card: str, named: str | None, trump: str | None) -> int:
    """How strong a card is outside any trick: trump above the rest, Wild on top."""
    kind = KIND[card]
    if kind == WILD:
        return 300 if trump is not None else 100 + WILD_VALUE
    if kind != NUMBER:
        return 50  # Out / Change / Bonus / Mad: harmless to lead, never takes a trick
    return (200 if COLOR[card] == trump else 100) + VALUE[card]


class TrickModel:
    """The rage-trick `WorldModel` for `engine.ai.search`."""

    def __init__(self, spite: float = 0.0) -> None:
        #: weight of the other seats' mean points in the payoff (0: own points only)
        self.spite = spite
        self._bids: dict[tuple[tuple[str, ...], str | None, int, bool], int] = {}

    def supports(self, view: View) -> bool:
        return (
            view.get("seat") is not None
            and view["phase"] in ("bid", "play")
            and not view["options"].get("reneging")
        )

    def sample(self, view: View, legal: list[Command], rng: random.Random) -> State:
        return sample_world(view, legal, rng)

    def copy(self, world: State) -> State:
        return world.clone()

    def apply(self, world: State, seat: int, command: Command, rng: random.Random) -> bool:
        if world.turn != seat:
            return False
        move = fast.from_command(command)
        if move not in fast.legal_moves(world):
            return False
        if len(move) == 1:
            fast.bid(world, move[0])
            return True
        if fast.is_last_card(world):
            # The round is over: the rollout only reads the points.
            world.final = {"points": fast.round_points(world, move[0], move[1])}
            world.phase = "scored"
            return True
        fast.play(world, move[0], move[1])
        return True

    def rollout(self, world: State, seat: int, rng: random.Random) -> float:
        if world.phase == "scored":
            points = world.final["points"]
        else:
            points = self._play_out(world, rng)
        if not self.spite:
            return float(points[seat])
        others = [p for s, p in enumerate(points) if s != seat]
        return points[seat] - self.spite * sum(others) / max(len(others), 1)

    def _play_out(self, state: State, rng: random.Random) -> list[int]:
        while True:
            moves = fast.legal_moves(state)
            if state.phase == "bid":
                fast.bid(state, self._bid(state, moves)[0])
                continue
            move = moves[0] if len(moves) == 1 else self._pick(state, moves, rng)
            if fast.is_last_card(state):
                return fast.round_points(state, move[0], move[1])
            fast.play(state, move[0], move[1])

    def _bid(self, state: State, moves: list[fast.Move]) -> fast.Move:
        hand = state.hands[state.turn]
        trump = None if state.suspended else state.trump_color
        key = (tuple(hand), trump, state.seats, state.oh_hell)
        guess = self._bids.get(key)
        if guess is None:
            guess = round(hand_power(hand, trump, state.seats, state.oh_hell))
            if len(self._bids) > 50_000:
                self._bids.clear()
            self._bids[key] = guess
        return min(moves, key=lambda m: (abs(m[0] - guess), m[0]))

    def _pick(self, state: State, moves: list[fast.Move], rng: random.Random) -> fast.Move:
        """Greedy: take the trick cheaply while tricks are wanted, else duck high."""
        seat = state.turn
        want = _unit_need(state, seat) > 0
        trump = None if state.suspended else state.trump_color
        trick = state.trick
        if not trick:
            # Leading: strongest card when tricks are wanted, weakest when not.
            ranked = sorted(moves, key=lambda m: _rank(m[0], m[1], trump))
            return ranked[-1] if want else ranked[0]
        lead = state.lead
        locked = state.wild_idx is not None
        _, best_card, best_named = trick[state.win]
        best = strength(best_card, best_named, trump, lead)
        last = len(trick) + 1 == state.seats
        hot = sum(1 for p in trick if KIND[p[1]] == BONUS) - sum(
            1 for p in trick if KIND[p[1]] == MAD
        )
        winners, losers = [], []
        for m in moves:
            card, named = m
            kind = KIND[card]
            if locked:
                wins = False
            elif kind == WILD:
                wins = trump is not None or strength(card, named, None, lead) > best
            elif kind != NUMBER:
                wins = False
            else:
                wins = strength(card, None, trump, lead) > best
            (winners if wins else losers).append(m)
        if want or hot > 0:
            if winners:
                # Last to play: the cheapest winner does; else the strongest holds best.
                key = lambda m: _rank(m[0], m[1], trump)  # noqa: E731
                return min(winners, key=key) if last else max(winners, key=key)
            return min(losers, key=lambda m: _rank(m[0], m[1], trump))
        if losers:
            return max(losers, key=lambda m: _rank(m[0], m[1], trump))
        return max(winners, key=lambda m: _rank(m[0], m[1], trump))


#: The Hard level: about 1,200 rollouts a decision, never more than 0.85 s of wall time.
HARD = SearchSettings(rollouts=1200, max_seconds=0.85)


def make_expert(seat: int, **kwargs: Any) -> Any:
    from engine.ai.search import ExpertBot
    from engine.games.rage_trick.bots import HeuristicBot

    settings = kwargs.get("settings") or HARD
    return ExpertBot(seat=seat, model=TrickModel(), fallback=HeuristicBot(seat), settings=settings)
