"""Durations that end on an event of the game (issue 28, construct 2).

- `before-<phase>`: until the next <phase> begins (for each phase a game names); the game
  calls `expire` with `begins(phase)` as a phase begins;
- `next-fight`: until the end of the next combat the creature fights in (the one it is in, if
  begun in a combat); the game ends it on the combat's creatures as a combat ends;
- `frenzy`: while the creature's frenzy lasts; begun on a creature in no frenzy it never
  begins (the game's `frenzied`), and it ends as the frenzy ends;
- `voted-out`: until a Junta that passes votes it out: the kind `vote-out` (a Junta's effect)
  ends what lasts so on its target, a creature or the card that made it;
- the kind `cap-rounds`: a fight capped at N rounds (`round_cap` tells the game the cap).

Both editions hook them: the original game votes at Juntas, the relaunch at Moots (its
`VOTING_BODY` word); the relaunch game's frenzy is a moment, so it refuses `frenzy`.

Everything else about these durations (lasting, forgetting a card that leaves play, the card
kept in play while its effect lasts) is the shared layer's, as for every duration.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.ccg.kinds import Kind, Param, Phrase, begin_lasting, plural
from engine.ccg.model import Effect, Use
from engine.ccg.table import Table
from engine.ccg.words import Vocabulary
from engine.i18n import N_, _

BEFORE = "before-"
NEXT_FIGHT = "next-fight"
FRENZY = "frenzy"
VOTED_OUT = "voted-out"
EVENT_DURATIONS = {
    NEXT_FIGHT: " until the end of its next combat",
    FRENZY: " while its frenzy lasts",
    VOTED_OUT: " until a Junta votes it out",
}
#: the vocabulary's word for what votes (`Vocabulary.words`): "Junta" unless a game says
VOTING_BODY = "voting-body"
#: the lasting item a capped fight leaves: its `amount` is the last round
ROUND_CAP = "round-cap"
#: The sentence shapes of the worked examples (docs/cards.md), for the translators.
SENTENCES = (
    N_("Damage Effect: The opposing creature cannot regenerate until the next Moot Phase begins."),
    N_("Play in combat: This creature gets +{n} votes until the next Combat Phase begins."),
    N_("Target character gets +{n} damage to its Combat Actions until the end of its next combat."),
    N_("Each member of your pack does aggravated damage until the end of its next combat."),
    N_("This creature gets +{n} damage to its Combat Actions while its frenzy lasts."),
    N_("This creature is {name} while its frenzy lasts."),
    N_("Play in combat: This combat lasts at most {n} rounds."),
    N_("When it resolves: This combat lasts at most {n} round."),
    N_("Target character gets +{n} Renown until the next Alpha Phase begins."),
    N_("Target character cannot vote in Juntas until a Junta votes it out."),
    N_("Target character gets -{n} Renown until a Junta votes it out."),
    N_("If this Junta passes: What lasts on target character until a Junta votes it out ends."),
    N_("Target character gets +{n} Rage until the next Main Phase begins."),
    N_("Target character gets +{n} Rage until the end of its next combat."),
)


def begins(phase: str) -> str:
    """The duration that ends as `phase` begins."""
    return BEFORE + phase


def before_phases(phases: Mapping[str, str], skip: tuple[str, ...] = ()) -> dict[str, str]:
    """The durations "until the next <phase> begins", with their printed phrase, for a game's
    phases (`skip`: steps a game calls phases that never begin on their own)."""
    return {
        begins(p): f" until the next {label} begins" for p, label in phases.items() if p not in skip
    }


# -- a fight capped at N rounds ------------------------------------------------------------------
def _cap_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    return f"This combat lasts at most {plural(step.amount, 'round')}."


def _cap_run(table: Table, use: Use, step: Effect, found: list[Any]) -> None:
    if table.counter("combat"):  # outside a combat there is no fight to cap
        on = use.bearer if use.bearer is not None else use.seat
        begin_lasting(table, use, step, ROUND_CAP, on, "rounds", step.amount, until="combat")


CAP_ROUNDS = Kind(
    "cap-rounds",
    {"amount": Param("int", True, 1, 10)},
    "none",
    "me",
    ("counter",),
    _cap_text,
    _cap_run,
)


def check_effect(
    bad: Callable[[str, str], Exception],
    at: str,
    effect: Effect,
    fights: frozenset[str],
    votes: frozenset[str] = frozenset(),
) -> None:
    """What the loader refuses of these words (`fights`: the game's timings inside a combat;
    `votes`: its timings of a Junta that passes)."""
    if effect.do == CAP_ROUNDS.name and effect.when not in fights:
        raise bad(f"{at}.when", '"cap-rounds" caps the combat being fought: use it in a combat')
    if effect.do == VOTE_OUT.name and effect.when not in votes:
        raise bad(f"{at}.when", '"vote-out" is what a Junta does when it passes: "when": "junta"')


# -- until voted out at a Junta ----------------------------------------------------------------------
def _voted(table: Table, found: list[Any]) -> list[int]:
    return [
        item.id
        for item in table.memory.lasting
        if item.until == VOTED_OUT and (item.on in found or item.source in found)
    ]


def _vote_out_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    body = vocab.word(VOTING_BODY, "Junta")  # the relaunch game votes at a Moot
    return f"What lasts on {who.text} until a {body} votes it out ends."


def _vote_out_run(table: Table, use: Use, step: Effect, found: list[Any]) -> None:
    gone = _voted(table, found)
    if gone:
        # "cancel": a card kept in play only by what it began leaves with it (as cancelling)
        table.emit("lasting-end", ids=gone, why="cancel", on=found[0], voted=True)


def _vote_out_useful(table: Table, use: Use, step: Effect, target: Any) -> bool:
    return bool(_voted(table, [target]))


def _vote_out_why(step: Effect, vocab: Vocabulary) -> str:
    if vocab.word(VOTING_BODY, "Junta") == "Moot":
        return _("nothing lasts on {target} until a Moot votes it out")
    return _("nothing lasts on {target} until a Junta votes it out")


VOTE_OUT = Kind(
    "vote-out",
    {},
    "any",
    "character",
    (),
    _vote_out_text,
    _vote_out_run,
    _vote_out_useful,
    why=_vote_out_why,
)


def round_cap(table: Table) -> int | None:
    """The last round of the combat being fought, if a card capped it (the lowest cap)."""
    caps = [item.amount for item in table.memory.lasting if item.kind == ROUND_CAP]
    return min(caps) if caps else None
