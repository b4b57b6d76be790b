"""The rage-trick ruleset: decide, evolve, legal and friends (views live in views.py)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine.core.errors import Illegal
from engine.core.ruleset import Command, Event, Ruleset, Seat
from engine.games.rage_trick import fast, views
from engine.games.rage_trick.cards import (
    BONUS,
    CHANGE,
    COLOR,
    COLORS,
    DECKS,
    HIDDEN,
    KIND,
    MAD,
    NUMBER,
    OUT,
    SUIT_OF,
    WILD,
    color_name,
    deal_order,
    sort_hand,
    turn_up,
)
from engine.games.rage_trick.options import normalize_options
from engine.games.rage_trick.scoring import RENEGE_PENALTY, rank, score_last_trick
from engine.games.rage_trick.state import Play, State
from engine.games.rage_trick.tricks import has_color, playable, reason_of, strength, winner_of
from engine.i18n import _, capitalized

_BARRIERS = frozenset({"deal", "bids_revealed", "challenge"})
# to_act answers with these shared (immutable) sets instead of building one per call
_NOBODY: frozenset[int] = frozenset()
_ONE_SEAT: tuple[frozenset[int], ...] = tuple(frozenset((s,)) for s in range(8))


class RageTrick(Ruleset):
    id = "rage-trick"
    end_event = "game_over"
    replays_redacted = True
    version = 1
    min_seats = 2
    max_seats = 8

    def __init__(self) -> None:
        # Event type -> handler, looked up once (evolve is the hottest path of a replay).
        self._handlers = {
            name[4:]: getattr(self, name) for name in dir(self) if name.startswith("_on_")
        }

    # -- building a game -------------------------------------------------------------------
    def normalize_options(self, options: dict[str, Any], seats: int) -> dict[str, Any]:
        return normalize_options(options, seats)

    def initial_state(self, options: dict[str, Any], seats: int) -> State:
        if options.get("teams"):
            half = seats // 2
            unit_of = tuple(s % half for s in range(seats))
            unit_seats: tuple[tuple[int, ...], ...] = tuple((u, u + half) for u in range(half))
        else:
            unit_of = tuple(range(seats))
            unit_seats = tuple((s,) for s in range(seats))
        preset = options["preset"]
        return State(
            seats=seats,
            options=options,
            public_options=self.public_options(options),
            preset=preset,
            oh_hell=preset == "oh-hell",
            teams=bool(options["teams"]),
            secret=bool(options["secret_bids"]),
            reneging=bool(options["reneging"]),
            any_time=bool(options["any_time_actions"]),
            hook=bool(options["hook"]),
            schedule=tuple(options["schedule"]),
            unit_of=unit_of,
            unit_seats=unit_seats,
            scores=[0] * seats,
            made=[0] * seats,
        )

    def setup(self, state: State, rng: random.Random) -> list[Event]:
        dealer = state.options["first_dealer"]
        stacked = state.options.get("deal")
        if stacked is not None and stacked.get("dealer") is not None:
            dealer = stacked["dealer"]
        elif dealer == "random":
            dealer = rng.randrange(state.seats)
        return [self._deal(state, 1, dealer, rng, stacked)]

    def _deal(
        self,
        state: State,
        round_no: int,
        dealer: int,
        rng: random.Random,
        stacked: dict[str, Any] | None = None,
    ) -> Event:
        """A deal event with every random outcome written in (hands, pile order, turn-ups)."""
        seats = state.seats
        size = state.schedule[round_no - 1]
        deck = DECKS[state.preset]
        # One draw from the session's generator seeds a plain one for the shuffle: same
        # determinism (the outcome goes into the event anyway), far fewer Python-level calls.
        rng = random.Random(rng.getrandbits(64))
        if stacked is None:
            cards = list(deck)
            rng.shuffle(cards)
            hands = deal_order(cards, seats, dealer, size)
            pile = cards[seats * size :]
            pile, trump_card, skipped = turn_up(pile, state.preset, rng)
        else:
            hands = [sort_hand(hand) for hand in stacked["hands"]]
            used = {card for hand in hands for card in hand}
            used.update(stacked["rest"])
            trump = stacked["trump"]
            if trump is not None:
                used.add(trump)
            unnamed = [card for card in deck if card not in used]
            if unnamed:
                rng.shuffle(unnamed)
            pile = list(stacked["rest"]) + unnamed
            if trump is not None:
                pile.insert(0, trump)
                trump_card, skipped = trump, []
            else:
                pile, trump_card, skipped = turn_up(pile, state.preset, rng)
        return {
            "type": "deal",
            "round": round_no,
            "dealer": dealer,
            "hand_size": size,
            "hands": hands,
            "pile": pile,
            "trump_card": trump_card,
            "trump": COLOR[trump_card] if trump_card is not None else None,
            "skipped": skipped,
        }

    # -- who acts --------------------------------------------------------------------------
    def to_act(self, state: State) -> frozenset[int]:
        turn = state.turn
        return _NOBODY if turn is None else _ONE_SEAT[turn]

    def may_act(self, state: State, seat: int, command: Command) -> bool:
        # A reneging challenge may come from any seat while cards are being played.
        if command.get("type") == "challenge":
            return state.reneging and state.phase == "play"
        return seat == state.turn

    def is_over(self, state: State) -> bool:
        return state.phase == "game_over"

    def result(self, state: State) -> dict[str, Any]:
        final = state.final or {}
        return {
            "scores": list(state.scores),
            "winners": list(state.winners or []),
            "made": list(state.made),
            "tie_break": final.get("tie_break"),
            "teams": [list(u) for u in state.unit_seats] if state.teams else None,
        }

    # -- deciding --------------------------------------------------------------------------
    def decide(self, state: State, seat: int, command: Command, rng: random.Random) -> list[Event]:
        kind = command.get("type")
        if kind == "play":
            return self._decide_play(state, seat, command, rng)
        if kind == "bid":
            return self._decide_bid(state, seat, command)
        if kind == "challenge":
            return self._decide_challenge(state, seat, command)
        raise Illegal(
            "bad-command",
            _("Rage has no command {kind!r}; you can bid or play a card.").format(kind=kind),
        )

    def _decide_bid(self, state: State, seat: int, command: Command) -> list[Event]:
        if state.phase != "bid":
            raise Illegal("not-bidding", _("Bidding is over for this round; play a card."))
        if seat != state.turn:
            raise Illegal("not-your-turn", _("It is not your turn to bid."))
        tricks = command.get("tricks")
        size = state.hand_size
        if isinstance(tricks, bool) or not isinstance(tricks, int) or not 0 <= tricks <= size:
            raise Illegal(
                "bad-bid", _("A bid is a number of tricks from 0 to {size}.").format(size=size)
            )
        forbidden = fast.hook_forbidden(state, seat)
        if tricks == forbidden:
            raise Illegal(
                "hook",
                _(
                    "As dealer you may not bid {tricks}: the bids would add up to exactly "
                    "the {size} tricks of this round."
                ).format(tricks=tricks, size=size),
            )
        if state.secret:
            return [{"type": "bid", "seat": seat, "tricks": tricks, "secret": True}]
        return [{"type": "bid", "seat": seat, "tricks": tricks}]

    def _decide_play(
        self, state: State, seat: int, command: Command, rng: random.Random
    ) -> list[Event]:
        if state.phase != "play":
            raise Illegal("not-playing", _("Everyone must bid before cards are played."))
        if seat != state.turn:
            raise Illegal("not-your-turn", _("It is not your turn to play."))
        card = command.get("card")
        hand = state.hands[seat]
        if not isinstance(card, str) or card not in hand:
            raise Illegal("not-in-hand", _("You can only play a card from your own hand."))
        kind = KIND[card]
        lead = state.lead
        # has_color last: following the lead (the usual case) needs no look through the hand
        if (
            lead is not None
            and not state.reneging
            and COLOR[card] != lead
            and (kind == NUMBER or not state.any_time)
            and has_color(hand, lead)
        ):
            name = color_name(lead)
            if kind == NUMBER:
                raise Illegal(
                    "must-follow",
                    _("You hold {name}, so you must follow {name}.").format(name=name),
                )
            raise Illegal(
                "must-follow",
                _(
                    "You hold {name}, so you must follow {name}; action cards may only be "
                    "played when you cannot follow or nothing has set the lead colour."
                ).format(name=name),
            )
        named = command.get("color")
        trump_color = state.trump_color
        suspended = state.suspended
        active = trump_color is not None and not suspended
        if kind == WILD:
            if named not in COLORS:
                raise Illegal("need-color", _("Name a colour for the Wild Rage."))
            if active and named == trump_color:
                raise Illegal(
                    "bad-color",
                    _("{color} is already trump; a Wild Rage must name another colour.").format(
                        color=capitalized(color_name(trump_color))
                    ),
                )
        elif kind == CHANGE:
            choices = self._change_colors(state)
            if choices and named not in choices:
                raise Illegal(
                    "need-color",
                    _(
                        "Name a new trump colour for the Change Rage: one other than the last "
                        "trump that still has a card in the trump pile."
                    ),
                )
            if not choices and named is not None:
                raise Illegal(
                    "bad-color",
                    _(
                        "No other colour is left in the trump pile, so this Change Rage does "
                        "nothing; play it without naming a colour."
                    ),
                )
        elif named is not None:
            raise Illegal("bad-command", _("Only a Wild Rage or a Change Rage names a colour."))

        index = len(state.trick)
        play: Event = {
            "type": "play",
            "seat": seat,
            "card": card,
            "trick": state.trick_no,
            "index": index,
        }
        if named is not None:
            play["color"] = named
        events = [play]
        wild_idx = state.wild_idx
        if lead is None and kind in (NUMBER, WILD):
            lead = COLOR[card] if kind == NUMBER else named
        if kind == WILD:
            if active:
                if wild_idx is None:
                    wild_idx = index
                events.append({"type": "trump_changed", "seat": seat, "by": "wild", "color": named})
                trump_color = named
        elif kind == CHANGE:
            if named is not None:
                top = next(c for c in state.pile if COLOR[c] == named)
                events.append(
                    {
                        "type": "trump_changed",
                        "seat": seat,
                        "by": "change",
                        "color": named,
                        "card": top,
                    }
                )
                trump_color, suspended = named, False
            else:
                events.append({"type": "change_no_effect", "seat": seat})
        elif kind == OUT:
            events.append({"type": "trump_out", "seat": seat})
            suspended = True

        if index + 1 < state.seats:
            return events
        # The trick is complete: who takes it, and what follows.
        plays: list[Play] = [*state.trick, (seat, card, named)]
        trump = None if suspended else trump_color
        if kind == NUMBER and wild_idx is None:
            # The common case: compare with the card winning so far (evolve keeps it).
            _seat, best_card, best_named = plays[state.win]
            best_score = strength(best_card, best_named, trump, lead)
            score = strength(card, None, trump, lead)
            if score > best_score:
                win_idx, reason = index, reason_of(score)
            else:
                win_idx, reason = state.win, reason_of(best_score)
        else:
            win_idx, reason = winner_of(plays, wild_idx, trump, lead)
        winner = plays[win_idx][0]
        cards = [p[1] for p in plays]
        bonus = sum(1 for c in cards if KIND[c] == BONUS)
        mad = sum(1 for c in cards if KIND[c] == MAD)
        events.append(
            {
                "type": "trick_won",
                "round": state.round,
                "trick": state.trick_no,
                "winner": winner,
                "cards": cards,
                "reason": reason,
                "bonus": bonus,
                "mad": mad,
            }
        )
        if state.trick_no < state.hand_size:
            return events
        events.extend(self._end_round(state, winner, bonus, mad, rng))
        return events

    def _change_colors(self, state: State) -> list[str]:
        """Colours a Change Rage may name: not the last trump, with a card in the pile."""
        last = state.trump_color
        return [c for c in COLORS if c != last and c in state.pile_colors]

    def _end_round(
        self, state: State, winner: int, bonus: int, mad: int, rng: random.Random
    ) -> list[Event]:
        events: list[Event] = []
        if not state.bids_public:
            events.append({"type": "bids_revealed", "round": state.round, "bids": list(state.bids)})
        rows, tricks, bonuses, mads = score_last_trick(state, winner, bonus, mad)
        points = [0] * state.seats
        made = [False] * state.seats
        for row in rows:
            for s in row["seats"]:
                points[s] = row["total"]
                made[s] = row["made"]
        scores = [state.scores[s] + points[s] for s in range(state.seats)]
        events.append(
            {
                "type": "round_scored",
                "round": state.round,
                "hand_size": state.hand_size,
                "dealer": state.dealer,
                "bids": list(state.bids),
                "tricks": tricks,
                "bonus": bonuses,
                "mad": mads,
                "rows": rows,
                "points": points,
                "made": made,
                "scores": scores,
            }
        )
        if state.round < len(state.schedule):
            events.append(self._deal(state, state.round + 1, (state.dealer + 1) % state.seats, rng))
            return events
        made_counts = [state.made[s] + (1 if made[s] else 0) for s in range(state.seats)]
        winners, how = rank(state.unit_seats, scores, made_counts)
        events.append(
            {
                "type": "game_over",
                "scores": scores,
                "made": made_counts,
                "winners": winners,
                "tie_break": how,
            }
        )
        return events

    def _decide_challenge(self, state: State, seat: int, command: Command) -> list[Event]:
        if not state.reneging:
            raise Illegal(
                "no-challenges", _("Challenges are only part of the game in reneging mode.")
            )
        if state.phase != "play":
            raise Illegal(
                "not-playing", _("A challenge can only be made while cards are being played.")
            )
        target, trick = command.get("seat"), command.get("trick")
        if isinstance(target, bool) or not isinstance(target, int) or not 0 <= target < state.seats:
            raise Illegal("bad-challenge", _("Name the seat whose play you challenge."))
        if isinstance(trick, bool) or not isinstance(trick, int):
            raise Illegal("bad-challenge", _("Name the trick (of this round) you challenge."))
        if target == seat:
            raise Illegal("bad-challenge", _("You cannot challenge your own play."))
        record = state.plays.get((trick, target))
        if record is None:
            raise Illegal(
                "not-challengeable",
                _("Only a play this round of a card other than the lead colour can be challenged."),
            )
        card, lead, held, challenged = record
        if challenged:
            raise Illegal("already-challenged", _("That play has already been challenged."))
        loser = target if held else seat
        scores = state.scores[:]
        for s in state.unit_seats[state.unit_of[loser]]:
            scores[s] -= RENEGE_PENALTY
        return [
            {
                "type": "challenge",
                "by": seat,
                "seat": target,
                "trick": trick,
                "card": card,
                "lead": lead,
                "held": held,
                "loser": loser,
                "penalty": RENEGE_PENALTY,
                "scores": scores,
            }
        ]

    # -- evolving --------------------------------------------------------------------------
    def evolve(self, state: State, event: Event) -> None:
        self._handlers[event["type"]](state, event)

    def _on_deal(self, state: State, event: Event) -> None:
        seats = state.seats
        state.round = event["round"]
        state.dealer = event["dealer"]
        state.hand_size = event["hand_size"]
        if "pile" in event:
            state.hands = [list(hand) for hand in event["hands"]]
            state.pile = list(event["pile"])
            state.pile_colors = frozenset(SUIT_OF[c] for c in state.pile if KIND[c] == NUMBER)
        else:
            # A seat's redacted log: unknown cards become placeholders, so a seat (or a
            # replay of its saved log) can still follow the game by evolve alone.
            state.hands = [
                list(hand) if hand is not None else [HIDDEN] * count
                for hand, count in zip(event["hands"], event["hand_counts"], strict=True)
            ]
            top = [event["trump_card"]] if event["trump_card"] is not None else []
            state.pile = top + [HIDDEN] * (event["pile_count"] - len(top))
            state.pile_colors = frozenset(COLORS)
        state.face_up = event["trump_card"] is not None
        state.skipped = tuple(event["skipped"])
        state.pile_seen = (event["trump_card"],) if event["trump_card"] is not None else ()
        state.trump_color = event["trump"]
        state.suspended = False
        state.bids = [None] * seats
        state.bids_public = not state.secret
        state.tricks = [0] * seats
        state.bonus = [0] * seats
        state.mad = [0] * seats
        state.trick_no = 1
        state.leader = (state.dealer + 1) % seats
        state.trick = []
        state.trick_json = []
        state.lead = None
        state.wild_idx = None
        state.win = 0
        state.round_tricks = []
        state.last_trick = None
        state.plays = {}
        state.phase = "bid"
        state.turn = state.leader

    def _on_bid(self, state: State, event: Event) -> None:
        state.bids[event["seat"]] = event["tricks"]
        nxt = (event["seat"] + 1) % state.seats
        if nxt == state.leader:  # the dealer bid last; the player left of the dealer leads
            state.phase = "play"
        state.turn = nxt

    def _on_bids_revealed(self, state: State, event: Event) -> None:
        state.bids = list(event["bids"])
        state.bids_public = True

    def _on_play(self, state: State, event: Event) -> None:
        seat, card = event["seat"], event["card"]
        named = event.get("color")
        hand = state.hands[seat]
        kind = KIND[card]
        lead = state.lead
        if (
            state.reneging
            and lead is not None
            and COLOR[card] != lead
            and (kind == NUMBER or not state.any_time)
        ):
            # Challengeable: remember whether the player could have followed.
            state.plays[(event["trick"], seat)] = (card, lead, has_color(hand, lead), False)
        try:
            hand.remove(card)
        except ValueError:  # a placeholder in a state rebuilt from a redacted log
            hand.remove(HIDDEN)
        if lead is None:
            if kind == NUMBER:
                state.lead = COLOR[card]
            elif kind == WILD:
                state.lead = named
        trick = state.trick
        index = len(trick)
        trick.append((seat, card, named))
        if named is None:
            state.trick_json.append({"seat": seat, "card": card})
        else:
            state.trick_json.append({"seat": seat, "card": card, "color": named})
        if state.wild_idx is not None:
            pass
        elif kind == WILD and state.trump_color is not None and not state.suspended:
            state.wild_idx = state.win = index
        elif index:
            trump = None if state.suspended else state.trump_color
            _, best_card, best_named = trick[state.win]
            if strength(card, named, trump, state.lead) > strength(
                best_card, best_named, trump, state.lead
            ):
                state.win = index
        else:
            state.win = 0
        state.turn = (seat + 1) % state.seats

    def _rewin(self, state: State) -> None:
        """Trump changed mid-trick: work out again who is winning it."""
        if state.trick:
            trump = None if state.suspended else state.trump_color
            state.win = winner_of(state.trick, state.wild_idx, trump, state.lead)[0]

    def _on_trump_changed(self, state: State, event: Event) -> None:
        state.trump_color = event["color"]
        if event["by"] == "change":
            card = event["card"]
            state.pile.remove(card if card in state.pile else HIDDEN)
            state.pile.insert(0, card)
            state.face_up = True
            state.suspended = False
            # newest last, so the seen cards read bottom-up in pile order
            state.pile_seen = (*[c for c in state.pile_seen if c != card], card)
        self._rewin(state)

    def _on_trump_out(self, state: State, event: Event) -> None:
        state.suspended = True
        state.face_up = False  # the face-up trump card is turned face down
        self._rewin(state)

    def _on_change_no_effect(self, state: State, event: Event) -> None:
        pass

    def _on_trick_won(self, state: State, event: Event) -> None:
        winner = event["winner"]
        state.tricks[winner] += 1
        state.bonus[winner] += event["bonus"]
        state.mad[winner] += event["mad"]
        state.close_trick(winner, event["reason"])

    def _on_round_scored(self, state: State, event: Event) -> None:
        state.scores = list(event["scores"])
        for s, made in enumerate(event["made"]):
            if made:
                state.made[s] += 1
        state.rounds.append(
            {
                "round": event["round"],
                "hand_size": event["hand_size"],
                "dealer": event["dealer"],
                "bids": list(event["bids"]),
                "tricks": list(event["tricks"]),
                "bonus": list(event["bonus"]),
                "mad": list(event["mad"]),
                "points": list(event["points"]),
                "made": list(event["made"]),
                "scores": list(event["scores"]),
            }
        )
        state.turn = None

    def _on_challenge(self, state: State, event: Event) -> None:
        key = (event["trick"], event["seat"])
        card, lead, held, _ = state.plays[key]
        state.plays[key] = (card, lead, held, True)
        state.scores = list(event["scores"])

    def _on_game_over(self, state: State, event: Event) -> None:
        state.phase = "game_over"
        state.turn = None
        state.winners = list(event["winners"])
        state.scores = list(event["scores"])
        state.final = {"tie_break": event["tie_break"], "made": list(event["made"])}

    # -- legal commands ----------------------------------------------------------------------
    def legal(self, state: State, seat: int) -> list[Command]:
        phase = state.phase
        if phase == "bid":
            if seat != state.turn:
                return []
            forbidden = fast.hook_forbidden(state, seat)
            return [
                {"type": "bid", "tricks": n} for n in range(state.hand_size + 1) if n != forbidden
            ]
        if phase != "play":
            return []
        out: list[Command] = []
        if seat == state.turn:
            hand = state.hands[seat]
            cards = hand if state.reneging else playable(hand, state.lead, state.any_time)
            if state.oh_hell:
                out = [{"type": "play", "card": card} for card in cards]
            else:
                for card in cards:
                    out.extend(self._play_commands(state, card))
        if state.reneging:
            out.extend(
                {"type": "challenge", "seat": target, "trick": trick}
                for (trick, target), record in state.plays.items()
                if target != seat and not record[3]
            )
        return out

    def _play_commands(self, state: State, card: str) -> list[Command]:
        kind = KIND[card]
        if kind == WILD:
            last = state.trump_color
            active = last is not None and not state.suspended
            return [
                {"type": "play", "card": card, "color": c}
                for c in COLORS
                if not (active and c == last)
            ]
        if kind == CHANGE:
            choices = self._change_colors(state)
            if choices:
                return [{"type": "play", "card": card, "color": c} for c in choices]
        return [{"type": "play", "card": card}]

    # -- what a seat may know ----------------------------------------------------------------
    def view(self, state: State, seat: Seat) -> dict[str, Any]:
        return views.view(state, seat)

    def redact(self, event: Event, seat: Seat) -> Event | None:
        return views.redact(event, seat)

    def is_barrier(self, event: Event) -> bool:
        kind = event["type"]
        return kind in _BARRIERS or (kind == "trump_changed" and event["by"] == "change")

    def marks(self, event: Event) -> dict[str, int] | None:
        kind = event["type"]
        if kind == "deal":
            return {"round": event["round"]}
        if kind == "play" and event["index"] == 0:
            return {"trick": event["trick"]}
        return None

    def describe(self, event: Event, seat: Seat, names: Sequence[str]) -> str | None:
        return views.describe(event, seat, names)

    def copy_state(self, state: State) -> State:
        return state.clone()

    def random_game(
        self, state: State, seed: int, rng: random.Random
    ) -> tuple[int, dict[str, int]] | None:
        if not fast.supports(state):
            return None
        made = fast.random_game(self, state, seed, rng)
        marks = {"round": len(state.rounds), "trick": sum(r["hand_size"] for r in state.rounds)}
        return made, marks


RULESET = RageTrick()
