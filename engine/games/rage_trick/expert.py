"""The `expert` bot's knowledge of rage-trick: dealing hidden cards from a view, and rollouts.

`sample_world` builds a full `State` from one seat's view: its own hand as it is, the other
hands and the face-down trump pile dealt at random from the cards that seat has not seen,
keeping every seat out of the colours it showed out of, the pile holding the cards seen turned
up in it (and the Wild/Change/Out effects as the view tells them), and, for secret bids not yet
revealed, bids guessed from the dealt hands. It reads nothing but the view (and the seat's own
legal commands, which tell which colours a Change may name, i.e. which are in the pile).

Rollouts play the rest of the round on the fast path with a greedy policy that plays to make
each seat's bid: win cheaply while a seat needs tricks, duck with its highest losing card when
it needs none. The payoff is the seat's points for the round, less half its opponents' mean on
hands of up to 5 cards (`spite`: on short hands setting the others is cheap).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from engine.ai.search import Analysis, Budget, Candidate, Decision, SearchSettings
from engine.core.ruleset import Command
from engine.games.rage_trick import endgame, fast, plain_deck
from engine.games.rage_trick.bots import _fallback_power, hand_power, voids_of
from engine.games.rage_trick.cards import (
    BONUS,
    COLOR,
    COLORS,
    DECKS,
    KIND,
    MAD,
    NUMBER,
    SUIT_OF,
    VALUE,
    WILD,
    WILD_VALUE,
)
from engine.games.rage_trick.state import State
from engine.games.rage_trick.tricks import strength

View = dict[str, Any]


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


def sample_world(
    view: View, legal: list[Command], rng: random.Random, *, infer: bool = True
) -> State:
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
    bidders = _bidders(view) if infer else {}
    # Bids tell something about hands: deal a few candidates and keep one with a chance that
    # grows with how well each bidder's hand (as dealt at the start of the round) fits its bid.
    wanted = CANDIDATE_DEALS if bidders else 1
    found: list[dict[int, list[str]]] = []
    for _ in range(60 * wanted):
        deal = _deal(unknown, need, voids, rng)
        if deal is None:
            continue
        if pile_rules is not None and not _pile_ok(pile_known + deal[-1], *pile_rules):
            continue
        found.append(deal)
        if len(found) == wanted:
            break
    if found:
        if len(found) > 1:
            weights = [_bid_fit(view, deal, bidders) for deal in found]
            pick = rng.random() * sum(weights)
            chosen = found[-1]
            for candidate, weight in zip(found, weights, strict=True):
                pick -= weight
                if pick <= 0:
                    chosen = candidate
                    break
            return _build(view, chosen, pile_known, rng)
        return _build(view, found[0], pile_known, rng)
    deal = _deal_exact(unknown, need, voids)
    if deal is None:
        raise ValueError("no deal agrees with the view")
    return _build(view, deal, pile_known, rng)


#: Candidate deals per sampled world when bids are known (one of them is kept).
CANDIDATE_DEALS = 6
#: How far (in tricks) a bid may stray from a hand's expected tricks before it is unlikely.
BID_SPREAD = 1.0


def _quick_power(card: str, trump: str | None, seats: int, oh_hell: bool) -> float:
    """Chance a card takes a trick, without looking at the rest of the hand (fast)."""
    kind = KIND[card]
    if kind == WILD:
        return 0.95 if trump is not None else 0.7
    if kind != NUMBER:
        return 0.0
    return _fallback_power(card, trump, seats, oh_hell)


def _bidders(view: View) -> dict[int, tuple[int, list[str]]]:
    """Other seats with a known bid: seat -> (bid, cards it has played this round)."""
    played: dict[int, list[str]] = {}
    for plays in [done["plays"] for done in view["round_tricks"]] + [view["trick"]]:
        for p in plays:
            played.setdefault(p["seat"], []).append(p["card"])
    return {
        s: (bid, played.get(s, []))
        for s, bid in enumerate(view["bids"])
        if bid is not None and s != view["seat"]
    }


def _bid_fit(
    view: View, deal: dict[int, list[str]], bidders: dict[int, tuple[int, list[str]]]
) -> float:
    trump = view["trump"] if view["trump"] is not None else view["last_trump"]
    seats = view["seats"]
    oh_hell = view["preset"] == "oh-hell"
    misfit = 0.0
    for s, (bid, played) in bidders.items():
        expected = sum(_quick_power(c, trump, seats, oh_hell) for c in deal[s])
        expected += sum(_quick_power(c, trump, seats, oh_hell) for c in played)
        misfit += (bid - expected) ** 2
    return math.exp(-misfit / (2 * BID_SPREAD**2))


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
    from engine.games.rage_trick.rules import RULESET

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
    state.pile_colors = frozenset(SUIT_OF[c] for c in pile if KIND[c] == NUMBER)
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
    if not state.teams:
        return (state.bids[seat] or 0) - state.tricks[seat]
    members = state.unit_seats[state.unit_of[seat]]
    bid = sum(state.bids[s] or 0 for s in members)
    return bid - sum(state.tricks[s] for s in members)


def _wants_trick(state: State, seat: int) -> bool:
    """Whether the seat wants the trick on the table: its side still needs tricks, or the
    trick holds more Bonus than Mad cards (and never with more Mad than Bonus)."""
    hot = 0
    if not state.oh_hell:
        hot = sum(1 for p in state.trick if KIND[p[1]] == BONUS) - sum(
            1 for p in state.trick if KIND[p[1]] == MAD
        )
    return (_unit_need(state, seat) > 0 or hot > 0) and hot >= 0


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

    def __init__(
        self,
        spite: float = 0.5,
        policy: str = "sharp",
        infer: bool = True,
        bid_search: str = "tree",
        bid_policy: str = "sharp",
        exact_tricks: int = 0,
        exact_bids: int = 0,
        small_hands: int = 0,
        plain: bool = True,
        model_bids: bool = False,
        spite_up_to: int = 5,
    ) -> None:
        #: weight of the opponents' mean points in the payoff (0: own points only): a seat
        #: plays to finish ahead of the others, not just to score, so setting them counts
        self.spite = spite
        #: spite only on hands of at most this many cards (0: on every hand). On long hands
        #: the search has few iterations, and the others' points make the payoff noisier
        self.spite_up_to = spite_up_to
        #: the tree search's rollout policy: "sharp" (greedy, sees the world's hands), "blind"
        #: (greedy on the seat's own hand and the trick only) or "random"
        self.policy = policy
        #: the flat bid search's rollout policy (random play would make every bid a lottery)
        self.bid_policy = bid_policy
        #: weight sampled deals by how well hands fit their bids
        self.infer = infer
        #: how bids are chosen: "flat" (every bid tried in the same sampled worlds, the later
        #: bidders bidding from their dealt hands, the hand played out by the rollout policy)
        #: or "tree" (the ISMCTS root, where the later bidders' nodes cannot see their hands)
        self.bid_search = bid_search
        #: play decisions with at most this many tricks left (counting the one in play) are
        #: ranked by sampled worlds each solved exactly (`endgame.solve`), not by the tree
        self.exact_tricks = exact_tricks
        #: bids of hands of at most this many cards are ranked the same way: every bid tried
        #: in the same worlds, the later bidders bidding from their dealt hands
        self.exact_bids = exact_bids
        #: hands of at most this many cards are searched the way OpenSpiel's ISMCTS does:
        #: the other seats' nodes told apart by their hands, random rollouts, deals not
        #: weighted by bids, exploration 0.2 (2 on raw points), a fresh world per iteration
        self.small_hands = small_hands
        #: plain decks (Oh Hell) roll out on `plain_deck` (same choices, on ints)
        self.plain = plain
        #: in the tree, the other seats bid what their dealt hands are worth (`_bid`), as
        #: the sampler assumes of bids already made, instead of a node per bid shared by
        #: every hand they might hold (which bids the same whatever the hand)
        self.model_bids = model_bids
        self._seat = -1  # the searching seat, set per decision by `tune`
        self._spite = spite  # the spite for this decision, set by `tune`
        self._small = False  # set per decision by `tune`
        self._plain_tree = False  # set per decision by `tune`: search on `plain_deck` worlds
        self._bids: dict[tuple[tuple[str, ...], str | None, int, bool], int] = {}

    def supports(self, view: View) -> bool:
        return (
            view.get("seat") is not None
            and view["phase"] in ("bid", "play")
            and not view["options"].get("reneging")
        )

    def flat_search(self, view: View) -> bool:
        """Whether the search should rank this decision's commands flat (see `bid_search`)."""
        return view["phase"] == "bid" and self.bid_search == "flat"

    def tune(self, view: View, settings: SearchSettings) -> SearchSettings:
        """The settings for this decision (see `small_hands`); called before each search."""
        self._small = view.get("hand_size", 0) <= self.small_hands
        self._seat = view["seat"] if self.model_bids else -1
        up_to = self.spite_up_to
        self._spite = self.spite if not up_to or view.get("hand_size", 0) <= up_to else 0.0
        self._plain_tree = (
            self.plain
            and not self._small
            and self.policy == "sharp"
            and view["preset"] == "oh-hell"
            and not view["options"].get("teams")
            and not self.flat_search(view)
            and not self.exact(view)
        )
        if not self._small:
            return settings
        return replace(
            settings,
            split_others=True,
            exploration=0.2,
            worlds=max(settings.worlds, settings.rollouts),
        )

    def _sample_state(self, view: View, legal: list[Command], rng: random.Random) -> State:
        return sample_world(view, legal, rng, infer=self.infer and not self._small)

    def sample(
        self, view: View, legal: list[Command], rng: random.Random
    ) -> State | plain_deck.PlainWorld:
        state = self._sample_state(view, legal, rng)
        if self._plain_tree and plain_deck.covers(state):
            return plain_deck.from_state(state)
        return state

    def exact(self, view: View) -> bool:
        """Whether this decision is ranked by exactly solved worlds (see `exact_search`)."""
        if view["phase"] == "bid":
            return view["hand_size"] <= self.exact_bids
        left = view["hand_size"] - view["trick_no"] + 1
        return left <= self.exact_tricks

    def exact_search(self, at: Decision, rng: random.Random, budget: Budget) -> Analysis:
        """Perfect-information Monte Carlo with exact solving: deal worlds from the view, in
        each solve the rest of the round for every candidate (max^n: every seat maximises its
        own points), and rank the candidates by their mean points over the same worlds.
        Stops at the settings' CPU / wall budget or after `settings.worlds` worlds."""
        view, legal, seat = at.view, at.legal, at.seat
        candidates = [Candidate(c) for c in legal]
        if len(candidates) == 1:
            return Analysis(candidates, 0, 0, 0.0)
        by_move = {fast.from_command(c.command): c for c in candidates}
        base = rng.getrandbits(62)
        worlds = 0
        while worlds < budget.settings.worlds:
            world = self._sample_state(view, legal, random.Random(base + worlds))
            worlds += 1
            memo: dict[Any, Any] = {}
            for move, cand in by_move.items():
                child = world.clone()
                points: Sequence[float]
                if len(move) == 1:
                    fast.bid(child, move[0])
                    while child.phase == "bid":
                        fast.bid(child, self._bid(child, fast.legal_moves(child))[0])
                    points = endgame.solve(child, memo)
                elif fast.is_last_card(child):
                    points = fast.round_points(child, move[0], move[1])
                else:
                    fast.play(child, move[0], move[1])
                    points = endgame.solve(child, memo)
                cand.total += float(points[seat])
                cand.count += 1
            if budget.spent():
                break
        candidates.sort(key=lambda c: c.mean, reverse=True)
        return Analysis(candidates, worlds, worlds * len(candidates), budget.seconds())

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
            assert world.final is not None  # `apply` scored the round
            points = world.final["points"]
        else:
            points = self._play_out(world, rng, self.bid_policy)
        if not self._spite:
            return float(points[seat])
        return self._spited(points, world)[seat]

    # -- the tree search's interface (engine.ai.search.TreeModel) ---------------------------
    scale = 10.0

    # A world is a `State`, or for Oh Hell (`_plain_tree`) a `plain_deck.PlainWorld` whose
    # moves are ints: the same search, several times faster.
    def move_of(self, command: Command) -> Any:
        if self._plain_tree:
            if command["type"] == "bid":
                return plain_deck.BID + command["tricks"]
            return plain_deck.INDEX[command["card"]]
        return fast.from_command(command)

    def actor(self, world: Any) -> int | None:
        if type(world) is plain_deck.PlainWorld:
            return None if world.phase == plain_deck.SCORED else world.turn
        return None if world.phase not in ("bid", "play") else world.turn

    def moves(self, world: Any) -> list[Any]:
        if type(world) is plain_deck.PlainWorld:
            if self._seat >= 0 and world.phase == plain_deck.BIDDING and world.turn != self._seat:
                return [self._plain_bid(world)]
            return plain_deck.moves(world)
        moves = fast.legal_moves(world)
        if self._seat >= 0 and world.phase == "bid" and world.turn != self._seat:
            return [self._bid(world, moves)]
        return moves

    def play(self, world: Any, move: Any) -> None:
        if type(world) is plain_deck.PlainWorld:
            plain_deck.play(world, move)
        elif len(move) == 1:
            fast.bid(world, move[0])
        elif fast.is_last_card(world):
            world.final = {"points": fast.round_points(world, move[0], move[1])}
            world.phase = "scored"
        else:
            fast.play(world, move[0], move[1])

    def finish(self, world: Any, rng: random.Random) -> list[float]:
        if type(world) is plain_deck.PlainWorld:
            points = plain_deck.finish(world, self._plain_bid)
        elif world.phase == "scored":
            points = world.final["points"]
        else:
            points = self._play_out(world, rng, "random" if self._small else self.policy)
        if not self._spite:
            return [float(p) for p in points]
        return self._spited(points, world)

    def _spited(self, points: list[int], world: Any) -> list[float]:
        """Each seat's points less `_spite` times its opponents' mean (a partner is no
        opponent: with teams both hold the team's points)."""
        spite = self._spite
        if not getattr(world, "teams", False):  # the common case, once per search iteration
            total, n = sum(points), max(len(points) - 1, 1)
            return [p - spite * (total - p) / n for p in points]
        units = world.unit_of
        out = []
        for s, p in enumerate(points):
            others = [q for t, q in enumerate(points) if units[t] != units[s]]
            out.append(p - spite * sum(others) / max(len(others), 1))
        return out

    def private(self, world: Any, seat: int) -> tuple[Any, ...]:
        return tuple(sorted(world.hands[seat]))

    def _plain_bid(self, world: plain_deck.PlainWorld) -> int:
        """`_bid` for a `PlainWorld`: the bid nearest the hand's expected tricks."""
        hand = [plain_deck.DECK[c] for c in world.hands[world.turn]]
        trump = None if world.trump < 0 else plain_deck.SUIT_NAMES[world.trump]
        guess = self._guess(hand, trump, world.seats, True)
        bids = [m - plain_deck.BID for m in plain_deck.moves(world)]
        return plain_deck.BID + min(bids, key=lambda n: (abs(n - guess), n))

    def _play_out(self, state: State, rng: random.Random, policy: str) -> list[int]:
        while True:
            if self.plain and policy == "sharp" and plain_deck.covers(state):
                # the same policy, several times faster
                return plain_deck.play_out(state, self._plain_bid)
            moves = fast.legal_moves(state)
            if state.phase == "bid":
                fast.bid(state, self._bid(state, moves)[0])
                continue
            if len(moves) == 1:
                move = moves[0]
            elif policy == "random":
                move = moves[rng.randrange(len(moves))]
            elif policy == "blind":
                move = self._pick_blind(state, moves)
            else:
                move = self._pick(state, moves, rng)
            if fast.is_last_card(state):
                return fast.round_points(state, move[0], move[1])
            fast.play(state, move[0], move[1])

    def _bid(self, state: State, moves: list[fast.Move]) -> fast.Move:
        trump = None if state.suspended else state.trump_color
        assert state.turn is not None  # bids go in turn
        guess = self._guess(state.hands[state.turn], trump, state.seats, state.oh_hell)
        return min(moves, key=lambda m: (abs(m[0] - guess), m[0]))

    def _guess(self, hand: list[str], trump: str | None, seats: int, oh_hell: bool) -> int:
        """The hand's expected tricks, rounded (remembered: rollouts ask for the same hands)."""
        key = (tuple(hand), trump, seats, oh_hell)
        guess = self._bids.get(key)
        if guess is None:
            guess = round(hand_power(hand, trump, seats, oh_hell))
            if len(self._bids) > 50_000:
                self._bids.clear()
            self._bids[key] = guess
        return guess

    def _pick(self, state: State, moves: list[fast.Move], rng: random.Random) -> fast.Move:
        """Greedy, with every hand of the (sampled) world in sight: while tricks are wanted,
        the cheapest card that keeps the trick against the players still to play; when not,
        the highest card that surely loses it (else the highest, to be rid of it)."""
        seat = state.turn
        assert seat is not None  # a seat is to play
        trump = None if state.suspended else state.trump_color
        trick = state.trick
        want = _wants_trick(state, seat)
        later = [(seat + k) % state.seats for k in range(1, state.seats - len(trick))]
        locked = state.wild_idx is not None
        if trick:
            _, best_card, best_named = trick[state.win]
            best = strength(best_card, best_named, trump, state.lead)
        else:
            best = -1
        keeps, loses = [], []
        answers: dict[str | None, list[tuple[int, int, bool]]] = {}
        for m in moves:
            card, named = m
            kind = KIND[card]
            lead = state.lead
            if lead is None:
                lead = COLOR[card] if kind == NUMBER else named if kind == WILD else None
            if locked or (kind != NUMBER and kind != WILD):
                loses.append(m)
                continue
            if kind == WILD and trump is not None:
                keeps.append(m)  # the first Wild under an active trump takes the trick
                continue
            mine = strength(card, named, trump, lead)
            if mine <= best:
                loses.append(m)
                continue
            replies = answers.get(lead)
            if replies is None:
                replies = answers[lead] = [self._reply(state, p, trump, lead) for p in later]
            beaten = False
            for top, bottom, wants in replies:
                # A player beats us if it wants the trick and can, or must (every card beats).
                if (wants and top > mine) or bottom > mine:
                    beaten = True
                    break
            (loses if beaten else keeps).append(m)
        rank = lambda m: _rank(m[0], m[1], trump)  # noqa: E731
        if want:
            if keeps:
                return min(keeps, key=rank)
            return min(moves, key=rank)
        if loses:
            return max(loses, key=rank)
        return max(moves, key=rank)

    def _pick_blind(self, state: State, moves: list[fast.Move]) -> fast.Move:
        """Greedy like `_pick`, but seeing only what the seat would see (its hand and the
        trick): a rollout that cannot play around cards it does not know of, so the search
        does not count on luck it could not have at the table."""
        trump = None if state.suspended else state.trump_color
        trick = state.trick
        assert state.turn is not None  # a seat is to play
        want = _wants_trick(state, state.turn)
        rank = lambda m: _rank(m[0], m[1], trump)  # noqa: E731
        if not trick:  # leading: strongest when tricks are wanted, else weakest
            return max(moves, key=rank) if want else min(moves, key=rank)
        _, best_card, best_named = trick[state.win]
        best = strength(best_card, best_named, trump, state.lead)
        locked = state.wild_idx is not None
        beats, loses = [], []
        for m in moves:
            card, named = m
            kind = KIND[card]
            if locked or (kind != NUMBER and kind != WILD):
                loses.append(m)
            elif (kind == WILD and trump is not None) or strength(
                card, named, trump, state.lead
            ) > best:
                beats.append(m)
            else:
                loses.append(m)
        last = len(trick) == state.seats - 1
        if want:
            if beats:
                return min(beats, key=rank) if last else max(beats, key=rank)
            return min(moves, key=rank)
        if loses:
            return max(loses, key=rank)
        return max(moves, key=rank) if last else min(moves, key=rank)

    def _reply(
        self, state: State, seat: int, trump: str | None, lead: str | None
    ) -> tuple[int, int, bool]:
        """(strongest, weakest strength it may play, whether it wants tricks) for a later seat."""
        hand = state.hands[seat]
        follow = [c for c in hand if COLOR[c] == lead] if lead is not None else hand
        cards = follow or hand
        if not cards:
            return -1, -1, False
        wants = _unit_need(state, seat) > 0
        if state.oh_hell:
            values = [strength(c, None, trump, lead) for c in cards]
            return max(values), min(values), wants
        values = [strength(c, None, trump, lead) if KIND[c] != WILD else 250 for c in cards]
        if trump is not None and any(KIND[c] == WILD for c in hand):
            return 999, min(values), wants
        return max(values), min(values), wants


#: The Hard level: ISMCTS with up to 4,000 iterations a decision, at most 0.85 s of the
#: searching thread's CPU time (a 10-card hand gets about 1,000 on this machine) and 2 s of
#: wall time whatever the load.
HARD = SearchSettings(rollouts=4000, max_cpu_seconds=0.85, max_seconds=2.0)


#: the `TrickModel` knobs `make_expert` passes on (for benches comparing variants)
MODEL_KWARGS = (
    "spite",
    "policy",
    "infer",
    "bid_search",
    "bid_policy",
    "exact_tricks",
    "exact_bids",
    "small_hands",
    "plain",
    "model_bids",
    "spite_up_to",
)


def make_expert(seat: int, **kwargs: Any) -> Any:
    from engine.ai.search import ExpertBot
    from engine.games.rage_trick.bots import HeuristicBot

    settings = kwargs.get("settings") or HARD
    model = TrickModel(**{k: kwargs[k] for k in MODEL_KWARGS if k in kwargs})
    return ExpertBot(seat=seat, model=model, fallback=HeuristicBot(seat), settings=settings)
