"""The table's words for the engine's commands, prompts and combat steps (no pygame here)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from desktop.screens.ccg_kit.words import TARGET_MOVES, worded
from engine.ccg.refusals import joined
from engine.ccg.sentences import shown_data
from engine.games.rage_classic.cards import POOL
from engine.games.rage_classic.effects import play_effects
from engine.games.rage_classic.expert import offences_open
from engine.games.rage_classic.risks import face_down_risk
from engine.games.rage_classic.views import NO_VOTE, prey_and_foe, prey_foes
from engine.games.rage_classic.vocab import OPTION_WORDS
from engine.i18n import N_, _, spoken_list

#: the steps of a combat round, in order, as the combat view shows them: (label, engine steps)
ROUND_STEPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (N_("Declare"), ("declare", "bf-bring", "claim")),
    # the Pre-combat step (seed 001, step 2) and the Open Play that begins the combat after
    # it: the strip lit "Declare" while the Hint said "a combat's Pre-combat step" (pl36a #11)
    (N_("Pre-combat"), ("pre", "begin")),
    (N_("Play face down"), ("play",)),
    (N_("Target"), ("target",)),
    # the feint's extra card comes after the reveal (seed 001's round, step 3): the strip lit
    # "Target", a step already past, while the bar said "Feint" (pl35)
    (N_("Reveal"), ("reveal", "feint")),
    (N_("Bluff"), ("revealed",)),
    (N_("Resolve"), ("resolve", "withdraw", "between", "end")),
)

PROMPT_TITLES = {
    "challenge": N_("You are challenged"),
    "defend": N_("Defend your Territory?"),
    "withdraw": N_("Fight on or withdraw?"),
    "bring": N_("Who joins the fight?"),
    "bf-player": N_("Defend the Battlefield?"),
    "buy": N_("Buy a keyword"),
    "discard-down": N_("Discard down to your hand size"),
    "regenerate": N_("Which damage card regenerates?"),
    "ccg": N_("Choose"),
    "answer": N_("Play a card in answer?"),
}

#: what an engine question is about, under its title (the cards it names filled in)
PROMPT_WORDS = {
    "challenge": N_("{challenger} challenges {target}: accept and fight, or refuse."),
    "defend": N_(
        "{attacker} attacks your Territory {territory}: {defender} may defend it. Undefended, "
        "the Territory is destroyed; defended, it is lost only if {defender} dies or leaves "
        "the fight first."
    ),
    "regenerate": N_("{creature} regenerates: choose the damage card it sheds."),
    "withdraw": N_("The attacker may withdraw, which ends the combat, or fight another round."),
    "bring": N_("A Battlefield is fought over: choose who of your pack joins the fight."),
}


def prompt_words(prompt: dict[str, Any]) -> str:
    """The sentence under an engine question's title, naming its cards ("" for none)."""
    cards = {k: name(prompt.get(k)) for k in ("challenger", "target", "attacker", "territory")}
    cards |= {k: name(prompt.get(k)) for k in ("defender", "creature")}
    return worded(PROMPT_WORDS, prompt.get("kind"), **cards)


#: a creature's move against a target, as a menu row
#: (a raid read "Raid: target Subsidiary Office", English in a Portuguese bar, pl44a #3)
VERBS = {**TARGET_MOVES, "bind": N_("Bind {name}"), "raid": N_("Raid {name}")}

#: what a Null card is (seed 001, "Null cards": a face-down stand-in that hides whether a card
#: was played, does nothing, and leaves its creature bluffing), short for a row and the bar
NULL_CARD = N_("no card: a bluff that costs nothing")


def _named(cmd: dict[str, Any]) -> str:
    """ ", naming: <the option>" for a Junta whose caller names one of its options."""
    if not isinstance(cmd.get("named"), int):
        return ""
    from engine.games.rage_classic.cards import option_text, shown_text
    from engine.games.rage_classic.state import card_of

    said = option_text(card_of(cmd["card"]), cmd["named"])
    return _(", naming: {option}").format(option=shown_text(said)) if said else ""


def name(iid: Any) -> str:
    """A card instance's name ('0.quick-jab.1' -> 'Quick Jab'), or the text itself."""
    if not isinstance(iid, str) or not iid:
        return _("a card")
    try:
        from engine.games.rage_classic.state import card_of

        return card_of(iid).name
    except (KeyError, IndexError, ValueError):
        return iid


def _data(iid: Any) -> Any:
    """The card data of a card instance, or None."""
    if not isinstance(iid, str) or not iid:
        return None
    from engine.games.rage_classic.state import card_of

    try:
        return card_of(iid)
    except (KeyError, IndexError, ValueError):
        return None


def card_type(iid: Any) -> str:
    """A card instance's type ("enemy", "gift"...), or "" for a card no one may read."""
    card = _data(iid)
    return str(card.type) if card is not None else ""


def does(iid: Any, index: int = -1) -> str:
    """What a card does, in the active language: the ability `index` used, or all the
    effects of a card played or a Junta ("" for a card no one may read)."""
    card = _data(iid)
    return POOL.shown_effect(card, index) if card is not None else ""


def does_for(
    iid: Any, names: Sequence[str], reader: int | None, index: int = -1, seat: Any = None
) -> str:
    """`does`, for `reader`'s eyes: a card of another player (`seat`, else the card's owner)
    whose text says "you" names that player first, so its "you" is not read as the reader."""
    text = does(iid, index)
    owner = seat if isinstance(seat, int) else _owner(iid)
    if not text or owner is None or owner == reader or not 0 <= owner < len(names):
        return text
    card = _data(iid)
    english = " ".join(POOL.effect_sentences(card, index)) if card is not None else ""
    if not re.search(r"\byou(r|rs)?\b", english, re.IGNORECASE):
        return text
    return _("“You” here is {name}: {text}").format(name=names[owner], text=text)


def _owner(iid: Any) -> int | None:
    """The seat whose card an instance is ('1.council-of-claws.1' -> 1), or None."""
    head = iid.split(".", 1)[0] if isinstance(iid, str) else ""
    return int(head) if head.isdigit() else None


def target_words(target: Any, names: Sequence[str], view: dict | None = None) -> str:
    """Whom a card or ability is aimed at, as " on …" ("" for none); a card whose name
    another on the table shares names its owner too (`owned_name`)."""
    if isinstance(target, bool) or target is None:
        return ""
    if isinstance(target, int):
        if view is not None and target == view.get("seat"):
            return _(" on you")  # "Ada's Spirit Speech on Player 1 waits for you" (cw40)
        who = names[target] if 0 <= target < len(names) else str(target)
        return _(" on {who}").format(who=who)
    if not isinstance(target, str):
        return ""
    return _(" on {name}").format(name=owned_name(target, names, view))


def pending_target(pending: dict[str, Any], names: Sequence[str], view: dict[str, Any]) -> str:
    """Whom a card waiting to resolve is aimed at, as " on …": its named target, else the
    one its first effect finds by itself ("the opposing creature": the creatures fighting
    its performer; this creature: the performer); a performer in no fight is said so, for
    the card then does nothing ("Waiting to resolve" named no target, issue 30)."""
    said = target_words(pending.get("target"), names, view)
    card, by = _data(pending.get("card")), pending.get("by")
    if said or card is None or not isinstance(by, str):
        return said
    first = next((e for _i, e in play_effects(card)), None)
    mode = first.selector.mode if first is not None else ""
    if mode == "self":
        return _(" on {name}").format(name=owned_name(by, names, view))
    if mode != "opponent":
        return ""
    sides = (view.get("combat") or {}).get("sides") or []
    foes = [f for k, side in enumerate(sides) if by in side for f in sides[1 - k]]
    if not foes:
        return _(" (no opposing creature: {name} is in no fight)").format(name=name(by))
    return _(" on {name}").format(name=spoken_list([owned_name(f, names, view) for f in foes]))


def owned_name(iid: Any, names: Sequence[str], view: dict | None) -> str:
    """A card's name, with its owner where another card in play shares it ("Lost Hiker (Ada)"):
    three rows "… on Lost Hiker" could not be told apart (issue 30); two of one owner's are
    numbered by their instance ("Lost Hiker (Ada, copy 2)")."""
    said = name(iid)
    if not isinstance(iid, str) or view is None:
        return said
    shown = [c.get("iid") for c in view.get("creatures", [])]
    shown += [t.get("iid") for t in view.get("things", [])]
    twins = sorted({i for i in shown if isinstance(i, str) and i != iid and name(i) == said})
    owner = _owner(iid)
    if not twins or owner is None or not 0 <= owner < len(names):
        return said
    if any(_owner(i) == owner for i in twins):
        copy = iid.rsplit(".", 1)[-1]
        return _("{name} ({who}, copy {copy})").format(name=said, who=names[owner], copy=copy)
    return _("{name} ({who})").format(name=said, who=names[owner])


#: a Junta vote's side, as a button and a menu row say it
SIDES = {"yes": N_("yes"), "no": N_("no"), "abstain": N_("abstain")}


def side(value: Any) -> str:
    return _(SIDES[value]) if value in SIDES else str(value)


#: a vote button's words: the side, then the creature whose Renown votes, whole
VOTE_BUTTONS = {
    "yes": N_("Yes ({voter})"),
    "no": N_("No ({voter})"),
    "abstain": N_("Abstain ({voter})"),
}


def vote_label(cmd: dict[str, Any]) -> str:
    """A vote button: the side and the voter ("Yes (Keeper Ashgrove)"); "Keeper: yes" read
    as a role's vote, not a card's."""
    said = VOTE_BUTTONS.get(cmd["side"])
    voter = name(cmd["creature"])
    return _(said).format(voter=voter) if said else f"{side(cmd['side'])} ({voter})"


def step_index(step: str) -> int:
    for i, (_label, steps) in enumerate(ROUND_STEPS):
        if step in steps:
            return i
    return 0


#: a command that names nothing, as a menu row
PLAIN = {
    "pass": N_("Pass"),
    "done": N_("Done"),
    "ok": N_("OK (let it happen)"),
    "allow": N_("Allow it (no cancel)"),
    "announce": N_("Announce an Offensive Effect (the others answer OK?)"),
    # one choice, one name: the button and the Hint say "Let it be", the row says more after it
    "decline": N_("Let it be (do not play the announced card)"),
    "ready": N_("Ready"),
    "claim": N_("Play for the prey"),
    "no-claim": N_("Let it be (play no cards for the prey)"),
}


def announce_for(view: dict[str, Any]) -> dict[str, Any]:
    """The announce command with the cards it leads to, as `describe` says it (the row
    "Announce an Offensive Effect" named no card, issue 30): what the seat could play once
    every other player says OK, the card names in hand order; the plain announce where none
    is found."""
    seat = view.get("seat")
    plays = offences_open(view, seat) if isinstance(seat, int) else []
    # one play per card: the first the search found, whose creature and target the row names
    firsts = {c["card"]: c for c in reversed(plays) if isinstance(c.get("card"), str)}
    ordered = [
        firsts[k] for k in dict.fromkeys(c["card"] for c in plays if c.get("card") in firsts)
    ]
    if not ordered:
        return {"type": "announce"}
    return {"type": "announce-for", "cards": [p["card"] for p in ordered], "plays": ordered}


def _played(cmd: dict[str, Any], names: Sequence[str], view: dict | None) -> str:
    """A play's card, the creature that plays it and its target: "Howl of Rebuke with Keeper
    Ashgrove on Unbound Husk" (a target the card finds by itself, its performer's foe, is named
    too: the row named none, pl34a)."""
    by = _(" with {name}").format(name=name(cmd["by"])) if cmd.get("by") else ""
    by += _world_of(cmd, view)
    aim = target_words(cmd.get("target"), names, view)
    if not aim and view is not None and cmd.get("by"):
        aim = pending_target(cmd, names, view)
        if aim == _(" on {name}").format(name=owned_name(cmd["by"], names, view)):
            aim = ""  # the card is for its own creature, named already ("with …")
    return f"{name(cmd['card'])}{by}{aim}"


def describe(
    cmd: dict[str, Any],
    names: Sequence[str],
    prompt: dict | None = None,
    view: dict | None = None,
    *,
    risk: bool = True,
) -> str:
    """One line for a legal command, as a menu row (the view names a combat play's card); a
    face-down play says what its bluff step risks unless `risk` is False (the bar, which has
    room for the move and how to make it, not for the row's warning)."""
    t = cmd["type"]

    def who(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else str(seat)

    def tgt() -> str:
        return target_words(cmd.get("target"), names, view)

    if t in PLAIN:
        return _(PLAIN[t])
    if t == "announce-for":  # the table's announce row, its plays found (`announce_for`)
        return _("Announce an Offensive Effect to play {cards} (the others answer OK?)").format(
            cards=joined([_played(p, names, view) for p in cmd["plays"]], "or")
        )
    if t == "play":
        return _("Play {name}").format(name=_played(cmd, names, view))
    if t == "stage":
        by = _stage_by(cmd)
        return _("Place {name} face down{by}").format(name=name(cmd["card"]), by=by)
    if t == "use":
        return _("Use {name}{tgt}").format(name=name(cmd["card"]), tgt=tgt())
    if t == "scrap":  # a resource of the player's, out of play to their discards
        return _("Discard {name} from play").format(name=name(cmd["card"]))
    if t == "trade":
        return _("Give {name} to {name2}").format(name=name(cmd["card"]), name2=name(cmd["to"]))
    if t == "discard":
        return _("Discard {name}").format(name=name(cmd["card"]))
    if t == "alpha":
        return _("Choose {name} as alpha").format(name=name(cmd["creature"]))
    if t in VERBS:
        return _(VERBS[t]).format(name=owned_name(cmd["target"], names, view))
    if t == "engage":
        return _("Engage the Battlefield {name} (option {value})").format(
            name=name(cmd["target"]), value=cmd.get("option", 0) + 1
        )
    if t == "assign":
        card = _("a Null card") if cmd.get("card") in (None, "null") else name(cmd["card"])
        said = _("{name} plays {card} face down").format(name=name(cmd["creature"]), card=card)
        # what the bluff step will make of it, as far as the player can know (seed 001)
        if not risk:
            return said
        warning = face_down_risk(view or {}, cmd) if card != _("a Null card") else _(NULL_CARD)
        return _("{play} — {risk}").format(play=said, risk=warning) if warning else said
    if t == "aim":
        plays = ((view or {}).get("combat") or {}).get("plays") or []
        index = cmd.get("index")
        play = plays[index] if isinstance(index, int) and 0 <= index < len(plays) else {}
        shown = play.get("card")
        if isinstance(shown, str) and shown != "hidden":
            what = name(shown)
        else:
            what = _("play {value}").format(value=index + 1 if isinstance(index, int) else "?")
        by = f" ({name(play['creature'])})" if play.get("creature") else ""
        return _("Aim {what}{by} at {name}").format(what=what, by=by, name=name(cmd["target"]))
    if t == "step":
        return _("{name} steps sideways").format(name=name(cmd["creature"]))
    if t == "step-in":
        return _step_in(cmd, view)
    if t == "vote":
        return _vote_row(cmd, names, view)
    if t == "cancel":  # the card waiting to resolve, stopped by one of the player's
        pending = ((view or {}).get("pending") or {}).get("card")
        what = name(pending) if isinstance(pending, str) else _("the card waiting to resolve")
        by = f" ({name(cmd['by'])})" if cmd.get("by") else ""
        return _("Cancel {what} with {card}{by}").format(what=what, card=name(cmd["card"]), by=by)
    if t == "call":
        by = _(" with {name}").format(name=name(cmd["by"])) if cmd.get("by") else ""
        called = _("Call the Junta {name}{by}{tgt}").format(
            name=name(cmd["card"]), by=by, tgt=tgt()
        )
        return called + _named(cmd)
    if t == "choose":
        option = cmd.get("option")
        labels = (prompt or {}).get("labels")
        if isinstance(option, int) and labels and 0 <= option < len(labels):
            return POOL.shown_text(str(labels[option]))  # the engine words it in English
        if isinstance(option, str) and "." in option:
            return owned_name(option, names, view) + _damage_of(option, view)
        if option in OPTION_WORDS:
            return _(OPTION_WORDS[option])
        if cmd.get("kind") == "buy":  # a keyword, said as faces say it
            return shown_data(str(option))
        return str(option).replace("-", " ").capitalize()
    rest = ", ".join(
        f"{k} {name(v) if isinstance(v, str) else v}" for k, v in cmd.items() if k != "type"
    )
    return f"{t.replace('-', ' ').capitalize()}" + (f": {rest}" if rest else "")


#: a vote as a menu row, by its side: the voter and the Junta voted on ("votes abstain" was
#: not English, and the row named no Junta)
VOTE_ROWS = {
    "yes": N_("{name} votes yes on {junta}"),
    "no": N_("{name} votes no on {junta}"),
    "abstain": N_("{name} abstains on {junta}"),
}


def _step_in(cmd: dict[str, Any], view: dict | None) -> str:
    """A step-in row says what it does: the alpha fights in the prey's place ("Little Ember
    steps in" said neither, issue 30)."""
    combat = (view or {}).get("combat") or {}
    creatures = (view or {}).get("creatures") or []
    prey, _foe = prey_and_foe(combat, creatures)
    foes = prey_foes(combat, creatures)
    if prey is None or not foes:
        return _("{name} steps in").format(name=name(cmd["creature"]))
    return _("{name} steps in for {prey}: it fights {foes} in the prey's place").format(
        name=name(cmd["creature"]), prey=name(prey), foes=spoken_list([name(f) for f in foes])
    )


def _vote_row(cmd: dict[str, Any], names: Sequence[str], view: dict | None) -> str:
    """A vote's row: who votes which way on which Junta; of two Juntas with one name, the one
    voted on now is told by its caller ("Quarterly Bonus (called by Director Vane)")."""
    juntas = (view or {}).get("juntas") or []
    at = (view or {}).get("junta_at", -1)
    called = juntas[at] if isinstance(at, int) and 0 <= at < len(juntas) else {}
    voter = name(cmd["creature"])
    row = VOTE_ROWS.get(str(cmd.get("side")))
    if not called or row is None:
        return _("{name} votes {side}").format(name=voter, side=side(cmd["side"]))
    junta = name(called.get("iid"))
    if sum(name(j.get("iid")) == junta for j in juntas) > 1 and called.get("caller"):
        junta = _("{junta} (called by {caller})").format(junta=junta, caller=name(called["caller"]))
    return _(row).format(name=voter, junta=junta)


#: who a face-down resource is placed by, by its type: what that creature does with it
STAGED_BY = {
    "equipment": N_(", to equip {name}"),
    "caern": N_(", played by {name} (an action of theirs; it goes to your Pack Home Ground)"),
    "territory": N_(", played by {name} (an action of theirs; it goes to your Pack Home Ground)"),
    "realm": N_(", played by {name} (an action of theirs; it goes to your Pack Home Ground)"),
    "ally": N_(", recruited by {name}"),
}
#: the world a creature is in, said after it
WORLDS = {
    "physical": N_(" (in the physical world)"),
    "umbra": N_(" (in the Umbra)"),
    "both": N_(" (in both worlds)"),
}


def _stage_by(cmd: dict[str, Any]) -> str:
    """ ", played by X …" for a card placed face down by one of the player's creatures."""
    if not cmd.get("by"):
        return ""
    said = STAGED_BY.get(card_type(cmd["card"]), N_(" for {name}"))
    return _(said).format(name=name(cmd["by"]))


def _world_of(cmd: dict[str, Any], view: dict | None) -> str:
    """Where the performer of a card that moves creatures between the worlds is now, so "into
    or out of the Umbra" can be told apart (Slip the Veil)."""
    card, by = _data(cmd.get("card")), cmd.get("by")
    if card is None or not by or "Umbra" not in " ".join(POOL.effect_sentences(card)):
        return ""
    creature: dict[str, Any] = next(
        (c for c in (view or {}).get("creatures", []) if c.get("iid") == by), {}
    )
    world = creature.get("world")
    return _(WORLDS[world]) if world in WORLDS else ""


def _damage_of(iid: str, view: dict | None) -> str:
    """ " (2 damage)" for a damage card on a creature (a regeneration sheds one)."""
    for creature in (view or {}).get("creatures", []):
        for hurt in creature.get("damage") or []:
            if hurt.get("card") == iid:
                amount = int(hurt.get("amount", 0))
                if hurt.get("aggravated"):
                    return _(" ({amount} aggravated damage)").format(amount=amount)
                return _(" ({amount} damage)").format(amount=amount)
    return ""


def mentions(cmd: dict[str, Any], iid: str) -> bool:
    """Whether a command names this card instance (what a click on it offers)."""
    return any(v == iid for k, v in cmd.items() if k != "type")


#: `no_vote` said where the Junta is named already (its box on the Juntas panel)
NO_VOTE_HERE = {
    "moot": N_("Only Gaia packs vote on a Moot: you have no vote."),
    "board-meeting": N_("Only Wyrm packs vote on a Board Meeting: you have no vote."),
}


def no_vote(view: dict[str, Any], reader: Any, iid: Any, *, here: bool = False) -> str:
    """Why `reader` is not asked to vote on the Junta `iid`, for the Juntas panel ("" where its
    pack may vote): seed 001, only Wyrm packs vote on a Board Meeting, only Gaia packs on a
    Moot. A Board Meeting passed a second after "Ready" with no vote asked (issue 30)."""
    players = view.get("players") or []
    kind = card_type(iid)
    if kind not in NO_VOTE or not isinstance(reader, int) or not 0 <= reader < len(players):
        return ""
    if players[reader].get("allegiance") == ("gaia" if kind == "moot" else "wyrm"):
        return ""
    return _(NO_VOTE_HERE[kind]) if here else _(NO_VOTE[kind]).format(card=name(iid))


def foe_stands(view: Mapping[str, Any], side: int) -> bool:
    """Whether the fighter `side` fought (the target for the attackers, the attacker for the
    defenders) is still in play: one left standing when its foe died won the fight, it did not
    escape it (pl36a: the defender that killed its attacker was marked "Escaped")."""
    foe = (view.get("combat") or {}).get("target" if side == 0 else "attacker")
    return any(c["iid"] == foe for c in view.get("creatures", []))


def junta_step(view: Mapping[str, Any]) -> str:
    """What the Juntas panel's corner says is going on (seed 001, "Moot Phase": Juntas are
    called face down at its beginning, voted in order of Renown, and resolve at once if they
    pass; the rest of the phase is Open Play). It said "Calling" whatever the moment, after
    the votes too (issue 30)."""
    renown = view.get("voting_renown", -1)
    if isinstance(renown, int) and renown >= 0:
        return _("Votes of Renown {get} now").format(get=renown)
    step = str(view.get("step") or "")
    if step in ("moot:begin", "moot:commit"):
        return _("Juntas are called face down")
    waiting = [j for j in view.get("juntas") or [] if not j.get("done")]
    if any(j.get("passed") for j in waiting):
        return _("Voted: a Junta that passed takes effect")
    if step == "moot:vote":
        return _("Called: the votes begin")
    return _("Votes over · Open Play")
