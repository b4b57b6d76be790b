"""The `expert` bot's knowledge of Ragers: dealing the hidden cards from one seat's view.

What a seat cannot see: the order of both decks (its own too), the opponent's hand, the
opponent's discards it never saw face-up, the opponent's face-down Deadeye extras, the card
the opponent has chosen but not revealed, and the order of the patron and cheers decks.
`sample_world` deals those at random from the cards the view leaves unaccounted for: a side's
22 cards minus everything shown face-up this game (`shown`), and, for the patrons and cheers,
minus those turned up (`turned`). Counts come from the view (hand, deck and discard sizes,
face-down cards in rows). A chosen but hidden opponent card is one the patron allows.

Everything else (applying a command, playing on, the payoff) goes through the ruleset
contract (`engine.ai.search.ContractModel`), with random rollouts to the end of the game; the
payoff is the win, plus a little for the GP margin so that a lost cause still fights.
"""

from __future__ import annotations

import random
from typing import Any

from engine.ai.search import ContractModel, ExpertBot, SearchSettings
from engine.core.ruleset import Command
from engine.games.ragers import combat
from engine.games.ragers.rules import Ragers
from engine.games.ragers.state import HIDDEN, RagersState
from engine.games.ragers.views import state_from_view

View = dict[str, Any]


class ArenaModel(ContractModel[Ragers]):
    """The Ragers `WorldModel`: contract path, view-only sampling, rollouts to the day's end."""

    #: what a game won is worth against one GP of margin
    win_value = 6.0

    def supports(self, view: View) -> bool:
        return view.get("seat") is not None and not view["over"]

    def sample(self, view: View, legal: list[Command], rng: random.Random) -> RagersState:
        return sample_world(self.ruleset, view, rng)

    def rollout(self, world: RagersState, seat: int, rng: random.Random) -> float:
        """Play to the end of the day; the payoff is the GP margin (and the win, if decided).

        Both sides play on as the `heuristic` bot would, each from its own view of the world
        (a rollout policy the search improves on: the first move is searched, the rest is
        the heuristic's judgement, so the expert is the heuristic plus lookahead).
        """
        from engine.games.ragers.bots import HeuristicBot

        # fresh players per rollout: the heuristic remembers what it saw
        self._players = [HeuristicBot(0, self.ruleset), HeuristicBot(1, self.ruleset)]
        return super().rollout(world, seat, rng)

    def mark(self, world: RagersState) -> int:
        return world.day

    def policy(
        self, world: RagersState, seat: int, legal: list[Command], rng: random.Random
    ) -> Command:
        return self._players[seat].choose(self.ruleset.view(world, seat), legal, rng)

    def value(self, world: RagersState, seat: int) -> float:
        rules = self.ruleset
        margin = float(world.gp[seat] - world.gp[1 - seat])
        if rules.is_over(world):
            won = seat in rules.result(world)["winners"]
            margin += self.win_value if won else -self.win_value
        return margin


def sample_world(rules: Any, view: View, rng: random.Random) -> RagersState:
    data = rules.data
    me = view["seat"]
    opp = 1 - me
    options = {
        "days": view["days"],
        "win_gp": view["win_gp"],
        "hand_size": view["hand_size"],
        "deal": None,
    }
    s = state_from_view(view, options)
    s.stacks = [[dict(e) for e in stack] for stack in view["stacks"]]
    s.pending = list(view["to_act"])
    s.on_top = view["on_top"]
    s.extras_due = list(view["extras_due"])
    s.veterans_due = list(view["veterans_due"])
    s.last = view["last"]
    s.shown = [list(cards) for cards in view["shown"]]
    s.turned = list(view["turned"])
    # A guard is the Stopper of the previous combat phase; only whether one guards matters.
    s.guards = [None, None]
    for seat in (0, 1):
        if view["guarded"][seat]:
            stoppers = [
                p.card
                for slot in s.rows[seat]
                for p in slot.cards
                if p.face_up and not p.negated and data.kind_of(p.card) == combat.STOPPER
            ]
            s.guards[seat] = stoppers[-1] if stoppers else "guard"

    # -- my side: my hand, discards and rows I see; my deck's order is dealt at random
    in_rows = [{p.card for slot in row for p in slot.cards} for row in s.rows]
    stacked = [{e["card"] for e in stack} for stack in s.stacks]
    my_choice = view["my_choice"] if view["my_choice"] not in (None, "pass") else None
    mine_known = set(view["hand"]) | set(view["discard"]) | in_rows[me] | stacked[me]
    if my_choice:
        mine_known.add(my_choice)
    my_deck = [c for c in data.deck(me) if c not in mine_known]
    rng.shuffle(my_deck)
    if len(my_deck) != view["deck_counts"][me]:
        raise ValueError("my deck does not add up")
    s.hands[me] = list(view["hand"])
    s.discards[me] = list(view["discard"])
    s.decks[me] = my_deck

    # -- the opponent: cards never shown face-up fill the hidden places; the top of its
    # discard pile is seen (a Deadeye's extra may lie there, never shown otherwise)
    shown = set(view["shown"][opp])
    top = (view.get("discard_tops") or [None, None])[opp]
    pool = [c for c in data.deck(opp) if c not in shown and c != top]
    rng.shuffle(pool)
    hidden_in_row = [
        (i, k)
        for i, slot in enumerate(s.rows[opp])
        for k, p in enumerate(slot.cards)
        if p.card == HIDDEN
    ]
    seen_discards = [
        c
        for c in view["shown"][opp]
        if c not in in_rows[opp] and c not in stacked[opp] and c != top
    ]
    hidden_discards = view["discard_counts"][opp] - len(seen_discards) - (1 if top else 0)
    choosing = s.phase == "choose" or (s.phase == "veteran" and s.on_top)
    opp_chose = choosing and view["chosen"][opp]
    need = (
        view["hand_counts"][opp] + view["deck_counts"][opp] + hidden_discards + len(hidden_in_row)
    )
    banned = combat.forbidden(data, s)
    choice: str | None = None
    if opp_chose:
        allowed = [c for c in pool if data.kind_of(c) != banned]
        # It passed only if it could place nothing; otherwise it placed one of these.
        if len(pool) > need:
            choice = (allowed or pool)[rng.randrange(len(allowed or pool))]
            pool.remove(choice)
    if len(pool) != need:
        raise ValueError("the opponent's cards do not add up")
    hand_n = view["hand_counts"][opp]
    s.hands[opp] = pool[:hand_n]
    rest = pool[hand_n:]
    for i, k in hidden_in_row:
        s.rows[opp][i].cards[k].card = rest.pop()
    s.discards[opp] = seen_discards + rest[: max(hidden_discards, 0)] + ([top] if top else [])
    s.decks[opp] = rest[max(hidden_discards, 0) :]
    if choosing:
        s.chosen = list(view["chosen"])
        s.choices = [None, None]
        s.choices[me] = my_choice
        s.choices[opp] = choice

    # -- the patron and cheers decks
    turned = set(view["turned"])
    patrons = [p for p in data.patrons if p not in turned]
    rng.shuffle(patrons)
    s.patron_deck = patrons[: view["patrons_left"]]
    cheers = [c for c in data.cheers if c not in turned]
    rng.shuffle(cheers)
    s.cheers_deck = cheers[: view["cheers_left"]]
    gone = set(s.patron_deck) | set(s.cheers_deck) | set(s.cheers)
    gone |= {e["card"] for stack in s.stacks for e in stack}
    if s.patron:
        gone.add(s.patron)
    s.box = [c for c in [*data.patrons, *data.cheers] if c not in gone]
    return s


#: The Hard level: rollouts play on as the heuristic (about 10 ms each), so fewer of them.
HARD = SearchSettings(rollouts=64, min_worlds=4, max_cpu_seconds=0.85, max_seconds=2.0)


def make_expert(seat: int, **kwargs: Any) -> ExpertBot:
    from engine.games.ragers.bots import HeuristicBot
    from engine.games.ragers.rules import RULESET

    settings = kwargs.get("settings") or HARD
    return ExpertBot(
        seat=seat,
        model=ArenaModel(RULESET),
        fallback=HeuristicBot(seat, RULESET),
        settings=settings,
    )
