"""What a face-down Combat card its player is about to play will do at the Establish-bluff step,
as far as that player can know (issue 30: "Bloated Fomor plays Stunning Blow face down" was
offered with no word, then came out "BLUFF failed"; Staff Crack "illegal", the card lost).

Seed 001, "Bluff Step Options": a card played face down that is not a Combat Action, or whose
non-Rage requirements (text, form, Gnosis) the creature does not meet, is illegal and is
discarded as if no card were played; one above the creature's Rage is a bluff, which works
only if its target bluffed too, and is discarded otherwise. Both are allowed: the words warn,
the rules do not forbid. The sentence is worked out from the player's view (a table across
the network has no state): the creature's shown stats and keywords, the card's requirements.
"""

from __future__ import annotations

from typing import Any

from engine.games.rage_classic.combat import FORM_WORDS
from engine.games.rage_classic.explain import requires_words
from engine.games.rage_classic.state import NULL, card_of
from engine.games.rage_classic.vocab import FORM_MEANING
from engine.i18n import _, spoken_list

#: a form's name as "{form} form only" says it
FORMS = {"crinos": "Crinos", "homid": "Homid", "lupus": "Lupus"}


def rage_words(ch: dict[str, Any]) -> str:
    """A creature's Rage, from its view, as a hint or warning says it: "Rage 7", or with the
    Rage of the Combat Actions it may play said apart where a card (a Firearm) changes it:
    "Rage 2, Combat Actions up to Rage 4" (lines said "Rage 4" beside a card showing Rage 2)."""
    printed = int(ch.get("rage") or 0)
    combat = int(ch.get("combat_rage", printed) or 0)
    if combat != printed:
        return _("Rage {rage}, Combat Actions up to Rage {combat}").format(
            rage=printed, combat=combat
        )
    return _("Rage {rage}").format(rage=printed)


def face_down_risk(view: dict[str, Any], command: dict[str, Any]) -> str | None:
    """The warning for a face-down Combat card `command` in this `view` (None: a plain play,
    or one the view cannot judge)."""
    creature, iid = command.get("creature"), command.get("card")
    if command.get("type") != "assign" or not isinstance(iid, str) or iid == NULL:
        return None
    ch = next((c for c in view.get("creatures", []) if c.get("iid") == creature), None)
    if ch is None:
        return None
    why = _illegal(ch, iid)
    if why is not None:
        return _("illegal: {why}; it is discarded as if no card were played").format(why=why)
    c, name = card_of(iid), card_of(ch["iid"]).name
    if c.rage > int(ch.get("combat_rage", ch.get("rage", 0))):
        foes = unanswered(view, ch["iid"])
        if foes:
            return _(
                "a bluff: {card} needs Rage {need}, {creature} has {has}; it lands, since "
                "{foes} may play no Combat Actions now (an Instinctive one aside)"
            ).format(
                card=c.name,
                need=c.rage,
                creature=name,
                has=rage_words(ch),
                foes=spoken_list([card_of(f).name for f in foes]),
            )
        return _(
            "a bluff: {card} needs Rage {need}, {creature} has {has}; lost unless its target "
            "bluffs too"
        ).format(card=c.name, need=c.rage, creature=name, has=rage_words(ch))
    return None


def unanswered(view: dict[str, Any], fighter: str) -> list[str]:
    """The creatures fighting against `fighter`, when none of them may play Combat Actions
    now (Howl of Rebuke): a creature with no real card counts as bluffing, so a bluff aimed at
    it lands (seed 001, "Bluff Step Options"); [] otherwise. Hint said "Play a Null card: keep
    them guessing" in such a round (issue 30)."""
    sides = (view.get("combat") or {}).get("sides") or []
    creatures = {c.get("iid"): c for c in view.get("creatures", [])}
    if not any(fighter in side for side in sides):
        return []
    foes = [i for side in sides if fighter not in side for i in side if i in creatures]
    if foes and all(creatures[i].get("no_combat_actions") for i in foes):
        return foes
    return []


def bluff_lands(view: dict[str, Any], command: dict[str, Any]) -> bool:
    """Whether a face-down Combat card that is a bluff (not illegal) lands anyway: its
    fighter's foes may play no Combat Actions now (`unanswered`)."""
    creature = command.get("creature")
    if command.get("type") != "assign" or illegal_face_down(view, command) is not None:
        return False
    return isinstance(creature, str) and bool(unanswered(view, creature))


def illegal_face_down(view: dict[str, Any], command: dict[str, Any]) -> str | None:
    """Why the face-down Combat card `command` would be illegal, as its player can tell from
    `view` (None: legal, or not a face-down card the view can judge): the same judgement as
    `face_down_risk`, for the Hint, which must never advise it."""
    creature, iid = command.get("creature"), command.get("card")
    if command.get("type") != "assign" or not isinstance(iid, str) or iid == NULL:
        return None
    ch = next((c for c in view.get("creatures", []) if c.get("iid") == creature), None)
    return None if ch is None else _illegal(ch, iid)


def _illegal(ch: dict[str, Any], iid: str) -> str | None:
    """Why the card would be illegal for that creature (None: not that the view shows)."""
    c, name = card_of(iid), card_of(ch["iid"]).name
    if c.type != "combat-action":
        return _("{card} is not a Combat Action").format(card=c.name)
    if ch.get("no_combat_actions") and "Instinctive" not in c.keywords:
        return _("{creature} may not play Combat Actions now").format(creature=name)
    have = set(ch.get("keywords", ()))
    if c.requirement is None and c.requires and not have & set(c.requires):
        return _("{card} requires {needs}, which {creature} is not").format(
            card=c.name, needs=requires_words(c), creature=name
        )
    rage = int(ch.get("combat_rage", ch.get("rage", 0)))
    top = ch.get("only_rage")
    if top is not None and (c.rage < 0 or c.rage > int(top)):
        return _("{creature} may play only Combat Actions of Rage {top} or less").format(
            creature=name, top=top
        )
    if c.rage > rage and ("Cannot be bluffed" in c.keywords or ch.get("no_bluff")):
        return _("{card} needs Rage {need}, {creature} has {has}, and it cannot be bluffed").format(
            card=c.name, need=c.rage, creature=name, has=rage_words(ch)
        )
    for word, needed in FORM_WORDS.items():
        if word in c.keywords and ch.get("form") != needed:
            return _("{card} is for {form} form only ({what})").format(
                card=c.name, form=FORMS[needed], what=_(FORM_MEANING[FORMS[needed]])
            )
    if c.gnosis >= 0 and int(ch.get("gnosis", 0)) < c.gnosis:
        return _(
            "{card} needs Gnosis {need}, {creature} has {has} (unlike Rage, Gnosis cannot be "
            "bluffed: without it the card is illegal)"
        ).format(card=c.name, need=c.gnosis, creature=name, has=ch.get("gnosis"))
    return None


def real_actions(view: dict[str, Any], fighter: str) -> int:
    """How many Combat Actions in the view's seat's hand `fighter` can play for real now: not
    a bluff, not an illegal card (a Hint said "Fight another round" to one holding none)."""
    me = view.get("seat")
    hand: dict[str, Any] = next((p for p in view.get("players", []) if p.get("seat") == me), {})
    count = 0
    for iid in hand.get("combat_hand") or []:
        command = {"type": "assign", "creature": fighter, "card": iid}
        if not isinstance(iid, str) or iid == NULL or card_of(iid).type != "combat-action":
            continue
        if face_down_risk(view, command) is None:
            count += 1
    return count


def foes_of(view: dict[str, Any], fighter: str) -> list[dict[str, Any]]:
    """The creatures on the other side of the view's fight from `fighter` ([] if not in it)."""
    sides = (view.get("combat") or {}).get("sides") or []
    creatures = {c.get("iid"): c for c in view.get("creatures", [])}
    for k, side in enumerate(sides[:2]):
        if fighter in side:
            return [creatures[i] for i in sides[1 - k] if i in creatures]
    return []


def health_left(ch: dict[str, Any]) -> int:
    """The Health a creature has left, as its card shows it."""
    return max(0, int(ch.get("health") or 0) - int(ch.get("wounds") or 0))


def toughness(ch: dict[str, Any]) -> int:
    """The damage that kills the creature: a Character in breed form flips to Crinos first and
    dies only at its Crinos Health (seed 001, "Damage and death"), as the heuristic counts."""
    crinos = getattr(card_of(ch["iid"]), "crinos", None)
    if crinos is not None and not ch.get("crinos"):
        return max(health_left(ch), crinos.health - int(ch.get("wounds") or 0))
    return health_left(ch)


def kills(ch: dict[str, Any], damage: int) -> bool:
    """Whether `damage` kills the creature outright, as the view shows it."""
    return damage > 0 and toughness(ch) <= damage


def killing_blow(view: dict[str, Any], command: dict[str, Any]) -> list[dict[str, Any]]:
    """The foes a face-down Combat Action `command` kills outright if it lands, where it is
    played for real (not a bluff, not illegal): [] for any other card or move."""
    fighter, iid = command.get("creature"), command.get("card")
    if command.get("type") != "assign" or not isinstance(iid, str) or iid == NULL:
        return []
    if command.get("alt") or "ability" in command or not isinstance(fighter, str):
        return []
    card = card_of(iid)
    if card.type != "combat-action" or face_down_risk(view, command) is not None:
        return []
    return [f for f in foes_of(view, fighter) if kills(f, card.damage)]


def blows_shown(view: dict[str, Any], fighter: str) -> list[str]:
    """The damage cards shown face up this round aimed at `fighter` and not yet resolved (at
    the feinting step, what a defence played after a feint would stop)."""
    plays = (view.get("combat") or {}).get("plays") or ()
    out = []
    for p in plays:
        iid = p.get("card")
        if p.get("target") != fighter or not p.get("shown") or p.get("status"):
            continue
        if isinstance(iid, str) and iid != NULL and card_of(iid).damage and not p.get("bluff"):
            out.append(iid)
    return out


def bluffed_foes(view: dict[str, Any], fighter: str) -> list[str]:
    """At the feinting step, where every card of the round is shown: the foes of `fighter`
    whose cards are all bluffs (above their Rage) or Null cards, so a bluff aimed at them
    lands (seed 001, "Bluff Step Options"); [] at any other step."""
    combat = view.get("combat") or {}
    if combat.get("step") != "feint":
        return []
    out = []
    for foe in foes_of(view, fighter):
        rage = int(foe.get("combat_rage", foe.get("rage", 0)) or 0)
        cards = [
            p.get("card")
            for p in combat.get("plays") or ()
            if p.get("creature") == foe["iid"] and p.get("shown") and not p.get("decoy")
        ]
        real = [c for c in cards if isinstance(c, str) and c != NULL and card_of(c).rage <= rage]
        if not real:
            out.append(foe["iid"])
    return out


def follow_ups(view: dict[str, Any], command: dict[str, Any]) -> list[str]:
    """The Combat Actions of the seat's hand, the feint `command` places aside, that its
    fighter can play for real after the reveal: what a feint is for (seed 001, "Feinting")."""
    fighter, feint = command.get("creature"), command.get("card")
    if command.get("type") != "assign" or not isinstance(fighter, str):
        return []
    me = view.get("seat")
    hand: dict[str, Any] = next((p for p in view.get("players", []) if p.get("seat") == me), {})
    out = []
    for iid in hand.get("combat_hand") or []:
        if not isinstance(iid, str) or iid in (NULL, feint) or card_of(iid).feint:
            continue
        play = {"type": "assign", "creature": fighter, "card": iid}
        if card_of(iid).type == "combat-action" and face_down_risk(view, play) is None:
            out.append(iid)
    return out
