"""The seam between the rules and card effects (the shared effect layer, `engine.ccg`).

The rules ask here what card effects change (stat bonuses, grants, prohibitions) and tell the
layer when something happens (`fire`) or a card's ability runs (`run`). Until a card carries
effects, everything here answers "nothing changes".
"""

from __future__ import annotations

from typing import Any

from engine.games.rage_classic.state import ClassicState


def bonus(state: ClassicState, who: Any, stat: str) -> int:
    return 0


def player_bonus(state: ClassicState, seat: int, stat: str) -> int:
    return 0


def granted(state: ClassicState, who: Any, what: str) -> list[dict[str, Any]]:
    return []


def has_grant(state: ClassicState, who: Any, what: str) -> bool:
    return bool(granted(state, who, what))


def prohibited(state: ClassicState, who: Any, what: str, against: str | None = None) -> bool:
    return False


def holds(state: ClassicState, condition: Any, iid: str) -> bool:
    return True


def blocked_category(state: ClassicState, category: str) -> bool:
    return False


def apply_layer_event(state: ClassicState, event: dict[str, Any]) -> bool:
    """Apply one of the effect layer's own events (lasting effects, limits); False if the
    event is not one of them."""
    return False


def new_memory() -> Any:
    """What the effect layer keeps in a game's state."""
    return None


# -- cards and abilities (the layer runs them) ----------------------------------------------------
def windows_of(c: Any) -> set[str]:
    """The windows a card's abilities name ("combat", "redraw", "pre-combat", ...)."""
    return set()


def choices(state: ClassicState, seat: int, c: Any, by: str | None) -> list[Any]:
    """The targets a player may name for the card's first effect ([None]: none to name)."""
    return [None]


def reaches_others(c: Any) -> bool:
    """Whether the card's effects reach beyond its player's own pack without a chosen target."""
    return False


def stays(c: Any) -> bool:
    """Whether the card stays in play once it resolves (a static or triggered ability)."""
    return False


def lasting_from(state: ClassicState, iid: str) -> bool:
    """Whether lasting effects of this card are still running."""
    return False


def ability_options(state: ClassicState, seat: int, moment: str) -> list[dict[str, Any]]:
    """Abilities of cards in play the seat may use at this moment, as "use" commands (each with
    an "offensive" flag)."""
    return []


def could_cancel(state: ClassicState, seat: int, iid: str, index: int) -> bool:
    return False


def cancel_options(state: ClassicState, seat: int) -> list[dict[str, Any]]:
    return []


def cancel_pending(ctx: Any, seat: int, command: dict[str, Any]) -> None:
    raise NotImplementedError


def start_ability(ctx: Any, seat: int, command: dict[str, Any]) -> None:
    raise NotImplementedError


def run_ability(ctx: Any, pending: Any) -> None:
    raise NotImplementedError


def run_play(ctx: Any, seat: int, iid: str, by: str | None, target: Any) -> None:
    """The card's effects when it resolves."""


def fire(
    ctx: Any, trigger: str, subject: str | None = None, other: str | None = None, phase: str = ""
) -> None:
    """Something happened: cards in play with an ability on this trigger answer it."""


def forget(ctx: Any, iid: str) -> None:
    """A card leaves play: its lasting effects end."""


def expire(ctx: Any, until: str) -> None:
    """Lasting effects that last `until` ("combat", "turn", "round") end."""


def player_has(state: ClassicState, seat: int, what: str) -> bool:
    """Whether a grant reaches the player (e.g. calling Juntas of the other allegiance)."""
    return has_grant(state, seat, what)


def run_junta(ctx: Any, junta: Any) -> None:
    """A Junta passed: its effects, with its caller and target."""


def modify_player(ctx: Any, seat: int, stat: str, amount: int, until: str, why: str) -> None:
    """A rule changes a player's number for a while (a Past Life's Garou died: Sept hand -2)."""


# -- combat ------------------------------------------------------------------------------------
def could_act(state: ClassicState, seat: int, moment: str) -> bool:
    """Whether the seat could possibly do something in this window, from public information
    (its pack's card list and its cards in play), so a window never opens for nothing."""
    return False


def escapes(c: Any) -> bool:
    """A Combat Action that takes its user out of the combat (parting shots apply)."""
    return False


def run_combat_card(ctx: Any, play: Any, target: str | None) -> None:
    """A Combat Action's own effects as it resolves (target: the creature it damaged)."""


def redirect_target(state: ClassicState, target: str) -> str | None:
    """The creature that takes damage aimed at `target` instead (a guard), if any."""
    return None


def end_round(ctx: Any) -> None:
    """A combat round ended: "this round" effects end."""


def returns_after_combat(state: ClassicState, iid: str) -> bool:
    """Whether a creature that changed worlds for this combat goes back when it ends."""
    return False


def prompt_options(state: ClassicState, prompt: dict[str, Any]) -> list[Any]:
    return list(prompt.get("options", []))


def resume(ctx: Any, prompt: dict[str, Any], option: Any) -> None:
    """A player answered one of the layer's prompts: the effect goes on."""


# -- views ------------------------------------------------------------------------------------------
def lasting_view(state: ClassicState) -> list[dict[str, Any]]:
    """The lasting effects in play, for views (all public)."""
    return []


def redact_layer(event: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """The layer's events as a seat may see them (a look at a hand: the looker only)."""
    return event
