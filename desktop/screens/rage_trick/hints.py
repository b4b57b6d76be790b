"""First-game hints: short, each shown until the player reads it (then never again: desktop.ui.tips)."""

from __future__ import annotations

from typing import Any

from desktop.screens.rage_trick.art import ACTIONS
from engine.games.rage_trick.cards import COLOR, KIND, NUMBER, card_name, color_name
from engine.i18n import _, capitalized


def bid_hint(options: dict[str, Any]) -> str:
    exact = options.get("exact_bonus", 10)
    zero = options.get("zero_bid_bonus", exact)
    missed = options.get("missed_bid", 0)
    text = _(
        "A bid is how many tricks you think you will take this round. "
        "Take exactly that many for +{exact} points"
    ).format(exact=exact)
    if zero != exact:
        text += _(" (+{zero} for a bid of 0 made)").format(zero=zero)
    text += _("; every trick you take is +1 either way.")
    if missed:
        text += _(" Missing your bid costs {cost}.").format(cost=-missed)
    return text


def hints(options: dict[str, Any], preset: str) -> dict[str, tuple[str, str]]:
    out = {
        "bid": (_("what a bid is"), bid_hint(options)),
        "play": (
            _("playing a card"),
            _(
                "Drag a card to the middle, click it, or use ←/→ and Enter. Follow the lead "
                "colour if you can. Dimmed cards can't be played now: hover or click one to see "
                "why."
            ),
        ),
        "trump": (
            _("how trump works"),
            _(
                "Any card of the trump colour beats every card of the other colours. The "
                "highest trump takes the trick; if no trump was played, the highest card of the "
                "lead colour does."
            ),
        ),
        "preview": (
            _("see a card large"),
            _(
                "Rest the pointer on any card (or pick it with ←/→) to see it large, with what "
                "it does. Press S for the score sheet, F1 for the rules, Esc for the menu."
            ),
        ),
    }
    if preset != "oh-hell":
        out["actions"] = (
            _("action cards"),
            _(
                "Wild, Change, Out, Bonus and Mad Rage cards bend the rules. You may play one "
                "when you can't follow the lead colour, or when no lead colour is set yet."
            ),
        )
    return out


def describe_card(card: str) -> str:
    """One or two sentences about a card, for the large preview."""
    kind = KIND.get(card)
    if kind is None:
        return card
    if kind == NUMBER:
        color = COLOR[card]
        return _(
            "{card}: a number card of {color}. Higher beats lower in the same colour; trump "
            "beats the rest."
        ).format(card=capitalized(card_name(card)), color=color_name(color))
    icon_title_effect = ACTIONS.get(kind)
    if icon_title_effect is None:
        return card_name(card)
    title, effect = icon_title_effect[2], icon_title_effect[3]
    return f"{_(title).title()}: {_(effect)}"
