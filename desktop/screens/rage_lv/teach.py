"""What the Rage CCG table tells a newcomer: the glossary (a data file), the first-game tips,
and the line at the end of each turn that says why a player scored or did not.

Nothing here draws; the screen shows these words (tooltips, the tip box in the sidebar, the
log and a toast).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from desktop.screens.ccg_kit.first_tips import TipBook
from desktop.screens.ccg_kit.glossary import Glossary
from engine.games.rage_lv.state import card_of
from engine.i18n import N_, _

GAME_ID = "rage-lv"  # tips read are remembered under this name (desktop.ui.tips)


# -- the glossary ---------------------------------------------------------------------------------
#: the relaunch's words (glossary.toml here), read and shown by the kit (ccg_kit.glossary)
GLOSSARY = Glossary("desktop.screens.rage_lv")
glossary, term_for = GLOSSARY.terms, GLOSSARY.term_for


# -- first-game tips ------------------------------------------------------------------------------
TIPS: dict[str, tuple[str, str]] = {
    "goal": (
        N_("how you win"),
        N_(
            "Your alpha hunts prey in the Hunting Grounds; what your pack kills goes to your "
            "Victory Pile with its Renown. Reach the Renown level (top right) to win. Hover a "
            "word on the table, or press Tab, for what it means. Hint (?) suggests a move."
        ),
    ),
    "main": (
        N_("your play"),
        N_(
            "Drag a Sept card from your hand: Gifts and Equipment onto your characters, Allies "
            "and Totems into your Staging Area, Enemies and Victims into the Hunting Grounds. "
            "Lit places are legal. Pass (Space) when you are done."
        ),
    ),
    "moots": (
        N_("Moots"),
        N_(
            "A Moot is a vote. Vote for or against with one Garou: it brings votes equal to its "
            "Renown. A tie fails."
        ),
    ),
    "alpha": (
        N_("your alpha"),
        N_(
            "Pick the character that hunts this turn. A strong one (Rage, Health) wins fights; "
            "only a kill puts Renown in your Victory Pile."
        ),
    ),
    "combat": (
        N_("combat"),
        N_(
            "Pick a Combat card; both are revealed together. Damage minus Block becomes wounds; "
            "wounds equal to Health kill. Cards cost Rage from the combatant's pool."
        ),
    ),
}

#: a tip's words for a person playing by keyboard (the last thing pressed was a key), where
#: they differ: the mouse's "drag" named no key (issue 30)
KEY_TIPS: dict[str, tuple[str, str]] = {
    "main": (
        N_("your play"),
        N_(
            "←/→ picks a Sept card in your hand, Enter shows where it can go, A lists "
            "every move. Gifts and Equipment go onto your characters, Allies and Totems into "
            "your Staging Area, Enemies and Victims into the Hunting Grounds. Pass (Space) when "
            "you are done."
        ),
    ),
}


def tips_due(view: dict[str, Any], me: int | None, legal: Sequence[dict]) -> list[str]:
    """The tips that fit what is on the table now, the first to show first: how you win,
    then the moment's own (the Main phase, the Moots, the alpha, a combat)."""
    if me is None or view.get("over"):
        return []
    phase = view["phase"]
    mine = me in view.get("to_act", [])
    due = ["goal"]
    if view.get("combat"):
        if me in view["combat"].get("seats", ()):
            due.insert(0, "combat")
    elif phase in ("vote", "moot-events") and view.get("moots"):
        due.insert(0, "moots")
    elif phase == "alpha-pick" and mine:
        due.insert(0, "alpha")
    elif phase == "main" and mine:
        due.insert(0, "main")
    return due


def tip_still_on(tip: str, view: dict[str, Any]) -> bool:
    """Whether the moment a tip speaks of lasts (whoever acts in it): "your play" ends with
    the Main phase, so its words do not stand through the Moots and the combats."""
    if view.get("over"):
        return False
    phase = view["phase"]
    if view.get("combat"):  # a fight a Moot or a card starts is a combat's moment too
        return tip in ("goal", "combat")
    return {
        "goal": True,
        "main": phase == "main",
        "moots": phase in ("vote", "moot-events"),
        "alpha": phase == "alpha-pick",
    }.get(tip, False)


# -- why you scored / did not score ---------------------------------------------------------------
def owner_of(iid: Any) -> int | None:
    """The seat an instance id belongs to (ids start with their owner's seat), or None."""
    head = str(iid).removeprefix("guardian:").split(".", 1)[0]
    return int(head) if head.isdigit() else None


#: the relaunch's tips as the kit's table shows them
TIP_BOOK = TipBook(GAME_ID, TIPS, tips_due, tip_still_on, KEY_TIPS)


def _name(iid: Any) -> str:
    try:
        return card_of(str(iid)).name
    except (KeyError, IndexError):
        return _("a card")


def _renown(iid: Any) -> int:
    try:
        c = card_of(str(iid))
    except (KeyError, IndexError):
        return 0
    if c.type == "victim":
        return 0
    return c.side(False).renown if c.type == "garou" else c.renown


@dataclass
class TurnScore:
    """Follows one seat through a turn's events; `close` says what the turn gave it."""

    seat: int
    turn: int = 0
    alpha: str | None = None
    fought: bool = False
    wussed: bool = False
    passed_attack: bool = False  # it passed a round's attack step
    hunting: bool = False  # this seat's creature is the hunter of the combat on
    struck: bool = False  # it picked a Combat card as the hunter: its alpha did attack
    won: list[str] = field(default_factory=list)  # cards into the seat's Victory Pile (kills too)
    bonus: int = 0
    conquered: list[str] = field(default_factory=list)  # Battlefields it took control of

    def see(self, event: dict[str, Any]) -> None:
        t = event["type"]
        me = self.seat
        if t == "alpha" and event.get("seat") == me:
            self.alpha = event.get("char")
        elif t == "pass" and event.get("seat") == me and event.get("what") == "attack":
            self.passed_attack = True
        elif t == "combat-pick" and event.get("seat") == me and self.hunting:
            self.struck = True
        elif t == "note" and event.get("what") == "wuss" and owner_of(event.get("char")) == me:
            self.wussed = True
        elif t == "combat" and me in (owner_of(event.get("hunter")), owner_of(event.get("prey"))):
            self.fought = True
            self.hunting = owner_of(event.get("hunter")) == me
        elif t == "leave" and event.get("to") == "victory" and event.get("seat") == me:
            self.won.append(str(event["iid"]))
        elif t == "kill" and event.get("to") == me:
            # a character killed goes to the Victory Pile its kill names: the hunter's, or
            # the prey's side's when the prey kills its hunter
            self.won.append(str(event["char"]))
        elif t == "bonus" and event.get("seat") == me:
            self.bonus += int(event.get("amount", 0))
        elif t == "control" and event.get("seat") == me:
            self.conquered.append(str(event["iid"]))

    @property
    def passed_alpha(self) -> bool:
        """Its alpha did not attack: it wussed out, or passed attack steps and struck in none
        (a pass passes one round, not the hunt: an alpha that fought 4 rounds and passed the
        5th was told it "did not attack", seen in a real window)."""
        return self.wussed or (self.passed_attack and not self.struck)

    def close(self, who: str, you: bool, *, final: bool = False) -> str | None:
        """The turn's line ('Turn 3: you scored 2 Renown: ...'), then start a new turn.
        None before the first turn, and for a game that ends mid-turn without a score for
        the seat (the result says the rest)."""
        if self.turn <= 0:
            return None
        scored = bool(self.won) or self.bonus > 0
        line = self._line(who, you) if scored or not final else None
        self.alpha, self.fought = None, False
        self.wussed = self.passed_attack = self.hunting = self.struck = False
        self.won, self.bonus, self.conquered = [], 0, []
        return line

    def _line(self, who: str, you: bool) -> str:
        head = _("▶ Turn {turn}: ").format(turn=self.turn)
        points = sum(_renown(c) for c in self.won) + self.bonus
        if points > 0:
            got = ", ".join(f"{_name(c)} ({_renown(c)})" for c in self.won)
            if you:
                text = (
                    _("you scored {points} Renown: {got} into your Victory Pile.")
                    if got
                    else _("you scored {points} Renown.")
                )
            else:
                text = (
                    _("{who} scores {points} Renown: {got} into {who}'s Victory Pile.")
                    if got
                    else _("{who} scores {points} Renown.")
                )
            return head + text.format(who=who, points=points, got=got)
        nothing = _("no Renown for you") if you else _("no Renown for {who}").format(who=who)
        if self.won:  # only Victims (worth nothing)
            why = (
                _("{cards} went to your Victory Pile, but Victims are worth no Renown.")
                if you
                else _("{cards} went to {who}'s Victory Pile, but Victims are worth no Renown.")
            )
        elif self.conquered:  # a Battlefield scores later, when it is reclaimed
            why = (
                _(
                    "you conquered {cards}. A Battlefield scores its Renown when you reclaim "
                    "it: at the end of a turn you controlled it for the whole turn."
                )
                if you
                else _(
                    "{who} conquered {cards}. A Battlefield scores its Renown when reclaimed: "
                    "at the end of a turn its controller held it for the whole turn."
                )
            )
        elif self.passed_alpha:  # before any fight: defending prey scores nothing
            why = (
                _("your alpha did not attack. Only prey your alpha kills scores.")
                if you
                else _("{who}'s alpha did not attack. Only prey {who}'s alpha kills scores.")
            )
        elif self.fought:
            why = (
                _("your combat killed nothing. Only a kill scores.")
                if you
                else _("{who}'s combat killed nothing. Only a kill scores.")
            )
        elif self.alpha is None:
            why = (
                _("your pack had no alpha out hunting. Only a kill scores.")
                if you
                else _("{who}'s pack had no alpha out hunting. Only a kill scores.")
            )
        else:
            why = (
                _("your alpha found nothing it could hunt. Only a kill scores.")
                if you
                else _("{who}'s alpha found nothing it could hunt. Only a kill scores.")
            )
        why = why.format(who=who, cards=", ".join(_name(c) for c in self.won or self.conquered))
        return head + nothing + ": " + why[0].upper() + why[1:]
