"""Game options: defaults per preset, validation, and the round schedule.

`normalize_options` returns every option filled in, so a log header states exactly which
rules were played. Anything unknown or out of range is refused with a plain sentence.
"""

from __future__ import annotations

from typing import Any

from engine.core.errors import Illegal
from engine.games.rage_trick.cards import DECKS, KIND, NUMBER, PRESETS

SCORINGS: tuple[str, ...] = ("official", "alternate", "oh-hell")
SCHEDULE_NAMES: tuple[str, ...] = ("down", "up", "flat")
MAX_ROUNDS = 60

# What each scoring method means, before per-option overrides.
SCORING_BASE: dict[str, dict[str, Any]] = {
    # Official RAGE: +1 a trick, +10 for the exact bid, but only +5 for a zero bid made.
    "official": {
        "points_per_trick": 1,
        "exact_bonus": 10,
        "zero_bid_bonus": 5,
        "missed_bid": 0,
        "penalty_per_trick_off": 0,
        "take_all_bonus": False,
    },
    # Alternate RAGE: zero bids score the full +10, a miss costs 5, taking every trick pays.
    "alternate": {
        "points_per_trick": 1,
        "exact_bonus": 10,
        "zero_bid_bonus": 10,
        "missed_bid": -5,
        "penalty_per_trick_off": 0,
        "take_all_bonus": True,
    },
    # Classic Oh Hell: tricks + 10 for an exact bid, zero included.
    "oh-hell": {
        "points_per_trick": 1,
        "exact_bonus": 10,
        "zero_bid_bonus": 10,
        "missed_bid": 0,
        "penalty_per_trick_off": 0,
        "take_all_bonus": False,
    },
}

BOOL_OPTIONS = ("teams", "any_time_actions", "secret_bids", "reneging", "hook", "take_all_bonus")
INT_OPTIONS = (
    "points_per_trick",
    "exact_bonus",
    "zero_bid_bonus",
    "missed_bid",
    "penalty_per_trick_off",
)
KNOWN = {"preset", "scoring", "schedule", "first_dealer", "deal", *BOOL_OPTIONS, *INT_OPTIONS}


def _bad(message: str) -> Illegal:
    return Illegal("bad-option", message)


def max_hand(preset: str, seats: int) -> int:
    """Largest hand the named schedules use: 10, or less when the deck is too small.

    One card must stay over for the trump turn-up, so Oh Hell's 52 cards allow
    floor(51 / seats): 8 cards with 6 players, 7 with 7, 6 with 8.
    """
    return min(10, (len(DECKS[preset]) - 1) // seats)


def schedule_for(name: str, preset: str, seats: int) -> list[int]:
    top = max_hand(preset, seats)
    if name == "down":
        return list(range(top, 0, -1))
    if name == "up":
        return list(range(1, top + 1))
    return [top] * 10  # flat


def _int(options: dict[str, Any], key: str, low: int, high: int) -> int:
    value = options[key]
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _bad(f"The option {key} must be a whole number from {low} to {high}.")
    return value


def normalize_options(options: dict[str, Any], seats: int) -> dict[str, Any]:
    unknown = sorted(set(options) - KNOWN)
    if unknown:
        raise _bad(
            f"There is no option called {unknown[0]!r}; the options are {', '.join(sorted(KNOWN))}."
        )
    preset = options.get("preset", "us")
    if preset not in PRESETS:
        raise _bad(f"The preset must be one of {', '.join(PRESETS)}, not {preset!r}.")
    scoring = options.get("scoring", "oh-hell" if preset == "oh-hell" else "official")
    if scoring not in SCORINGS:
        raise _bad(f"Scoring must be one of {', '.join(SCORINGS)}, not {scoring!r}.")

    out: dict[str, Any] = {"preset": preset, "scoring": scoring}
    base = dict(SCORING_BASE[scoring])
    if preset == "amigo" and scoring == "official":
        base["missed_bid"] = -5  # the Amigo edition charges 5 for a missed bid
    defaults: dict[str, Any] = {
        "teams": False,
        "any_time_actions": False,
        "secret_bids": False,
        "reneging": False,
        "hook": preset == "oh-hell",
        **base,
    }
    for key in BOOL_OPTIONS:
        value = options.get(key, defaults[key])
        if not isinstance(value, bool):
            raise _bad(f"The option {key} must be true or false.")
        out[key] = value
    limits = {
        "points_per_trick": (0, 100),
        "exact_bonus": (0, 1000),
        "zero_bid_bonus": (0, 1000),
        "missed_bid": (-1000, 0),
        "penalty_per_trick_off": (0, 1000),
    }
    for key in INT_OPTIONS:
        default = defaults[key]
        if key == "zero_bid_bonus" and scoring != "official":
            default = out["exact_bonus"]  # a zero bid is just another exact bid here
        out[key] = _int({key: options.get(key, default)}, key, *limits[key])

    if out["teams"] and (seats < 4 or seats % 2):
        raise _bad(
            "Teams of two need an even number of players, at least 4 (partners sit opposite)."
        )
    if out["hook"] and out["secret_bids"]:
        raise _bad(
            "The hook rule needs the dealer to know the other bids, so it cannot be used with "
            "secret bids."
        )
    if preset == "oh-hell" and out["any_time_actions"]:
        raise _bad("The oh-hell deck has no action cards, so any_time_actions does not apply.")

    deck_size = len(DECKS[preset])
    schedule = options.get("schedule", "down")
    if isinstance(schedule, str):
        if schedule not in SCHEDULE_NAMES:
            raise _bad(
                f"The schedule must be a list of hand sizes or one of {', '.join(SCHEDULE_NAMES)}."
            )
        sizes = schedule_for(schedule, preset, seats)
    elif isinstance(schedule, list | tuple) and schedule:
        sizes = list(schedule)
        if len(sizes) > MAX_ROUNDS:
            raise _bad(f"A game can have at most {MAX_ROUNDS} rounds.")
        most = deck_size // seats
        for size in sizes:
            if isinstance(size, bool) or not isinstance(size, int) or not 1 <= size <= most:
                raise _bad(
                    f"Each hand size must be a whole number from 1 to {most} "
                    f"({deck_size} cards shared by {seats} players), not {size!r}."
                )
    else:
        raise _bad("The schedule must be a non-empty list of hand sizes, or down, up or flat.")
    out["schedule"] = sizes

    first = options.get("first_dealer", 0)
    if first != "random" and (
        isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < seats
    ):
        raise _bad(f'The first dealer must be a seat from 0 to {seats - 1}, or "random".')
    out["first_dealer"] = first

    deal = options.get("deal")
    out["deal"] = None if deal is None else _normalize_deal(deal, preset, seats, sizes[0])
    return out


def _normalize_deal(deal: Any, preset: str, seats: int, hand_size: int) -> dict[str, Any]:
    """A stacked first deal: {"hands": [[ids]...], "trump": id, "dealer": n, "rest": [ids]}."""
    if not isinstance(deal, dict):
        raise _bad(
            "The deal option must be an object with hands, and optionally trump, dealer, rest."
        )
    unknown = sorted(set(deal) - {"hands", "trump", "dealer", "rest"})
    if unknown:
        raise _bad(f"The deal option has no field {unknown[0]!r}.")
    deck = set(DECKS[preset])
    seen: set[str] = set()

    def take(card: Any) -> str:
        if not isinstance(card, str) or card not in deck:
            raise _bad(f"The deal names {card!r}, which is not a card of the {preset} deck.")
        if card in seen:
            raise _bad(f"The deal names the card {card} twice.")
        seen.add(card)
        return card

    hands = deal.get("hands")
    if not isinstance(hands, list) or len(hands) != seats:
        raise _bad(f"The deal must give one hand for each of the {seats} players.")
    out_hands = []
    for i, hand in enumerate(hands):
        if not isinstance(hand, list) or len(hand) != hand_size:
            raise _bad(
                f"Each dealt hand must hold {hand_size} cards (the first round's size); seat {i}'s does not."
            )
        out_hands.append([take(card) for card in hand])
    trump = deal.get("trump")
    if trump is not None:
        trump = take(trump)
        if KIND[trump] != NUMBER:
            raise _bad("The trump card of a deal must be a number card, not an action card.")
    rest = deal.get("rest", [])
    if not isinstance(rest, list):
        raise _bad("The rest of a deal must be a list of cards (the trump pile, top first).")
    rest = [take(card) for card in rest]
    dealer = deal.get("dealer")  # None: the game's first dealer
    if dealer is not None and (
        isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < seats
    ):
        raise _bad(f"The dealer of a deal must be a seat from 0 to {seats - 1}.")
    return {"hands": out_hands, "trump": trump, "dealer": dealer, "rest": rest}
