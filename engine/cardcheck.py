"""`python -m engine cards check FILE...`: a player's card sets, checked as the deck builder
checks them (engine.ccg.cardsets), with each card's generated rules text beside its `text`.

The edition comes from `--game`, else from the file: a top-level "game" field, else the
card types it uses (rage-lv's Garou and Attacks, rage-classic's Characters and Combat
Actions). The exit status is 1 when anything is refused, 0 otherwise (warnings included).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from engine.ccg.cardsets import SetChecks, SetReport, check_sets, read_cards
from engine.ccg.loader import read
from engine.i18n import _


@dataclass(frozen=True)
class Edition:
    """What the check needs of an edition: its card-set checks, card types and rules text."""

    game: str
    sets: SetChecks
    types: Mapping[str, str]
    fields: frozenset[str]  # its card types' own fields (beside the common ones)
    text: Callable[[Any], str]


def editions() -> dict[str, Edition]:
    from engine.games.rage_classic import cards as classic
    from engine.games.rage_classic.vocab import VOCAB as CLASSIC_VOCAB
    from engine.games.rage_lv import data as lv

    return {
        "rage-lv": Edition(
            "rage-lv", lv.USER_SETS, lv.VOCAB.card_types, frozenset(lv.VOCAB.fields), lv.rules_text
        ),
        "rage-classic": Edition(
            "rage-classic",
            classic.USER_SETS,
            CLASSIC_VOCAB.card_types,
            frozenset(CLASSIC_VOCAB.fields),
            classic.rules_text,
        ),
    }


def detect(path: Path, known: Mapping[str, Edition]) -> str | None:
    """The edition a card file is written for, or None when the file does not say."""
    try:
        raw = read(path)
    except Exception:  # unreadable whatever the edition: the check names it in its words
        raw = None
    if not isinstance(raw, dict):
        return next(iter(known), None)
    if "game" in raw:  # said in the file: a word that is no edition is not guessed past
        game = raw["game"]
        return game if isinstance(game, str) and game in known else None
    # The edition whose loader takes the file; if both or neither do, the one whose card
    # types and fields it uses (a type both have, such as an Ally, says nothing).
    takes = [g for g, e in known.items() if _loads(e.sets, path)]
    if len(takes) == 1:
        return takes[0]
    if takes:
        return None
    cards = raw.get("cards")
    listed = cards if isinstance(cards, list) else []
    fits = {
        g: sum(
            (str(c.get("type")) in e.types) + len(set(c) & e.fields)
            for c in listed
            if isinstance(c, dict)
        )
        for g, e in known.items()
    }
    best = max(fits.values(), default=0)
    found = [g for g, n in fits.items() if n == best and n > 0]
    return found[0] if len(found) == 1 else None


def _loads(sets: SetChecks, path: Path) -> bool:
    try:
        sets.load_file(path)
    except Exception:  # any refusal: this edition does not take the file
        return False
    return True


def check_files(paths: Sequence[Path], game: str | None, out: IO[str]) -> int:
    """Check `paths` and write the report to `out`; 1 when anything is refused."""
    known = editions()
    groups: dict[str, list[Path]] = {}
    refused: list[str] = []
    for path in paths:
        found = game or detect(path, known)
        if found is None:
            refused.append(
                _(
                    "{file}: cannot tell which edition it is for: give --game rage-lv or "
                    '--game rage-classic (or a top-level "game" field).'
                ).format(file=path.name)
            )
            continue
        groups.setdefault(found, []).append(path)
    warned: list[str] = []
    for name, group in groups.items():
        edition = known[name]
        report = check_sets(edition.sets, group)
        _write_cards(out, edition, report)
        for path in group:
            if path.name in report.rejected:
                _write_alone(out, edition, path)
        refused += report.problems
        warned += report.warnings
    if refused:
        out.write(_("Refused:") + "\n")
        out.writelines(f"  {line}\n" for line in refused)
    if warned:
        out.write(_("Warnings:") + "\n")
        out.writelines(f"  {line}\n" for line in warned)
    out.write(
        _("{refused} refused, {warned} warning(s).").format(
            refused=len(refused), warned=len(warned)
        )
        + "\n"
    )
    return 1 if refused else 0


def _write_cards(out: IO[str], edition: Edition, report: SetReport) -> None:
    for cid, card in report.cards.items():
        _write_card(out, edition, card, report.raw.get(cid, {}).get("text"))


def _write_card(out: IO[str], edition: Edition, card: Any, given: Any, note: str = "") -> None:
    out.write(f"{card.source} ({edition.game}): {card.id}: {card.name}{note}\n")
    out.write("  " + _("generated: {text}").format(text=edition.text(card) or "-") + "\n")
    if isinstance(given, str):
        out.write("  " + _("its text:  {text}").format(text=given) + "\n")


def _write_alone(out: IO[str], edition: Edition, path: Path) -> None:
    """The cards of a refused file that pass on their own: their text, marked as kept out."""
    check = edition.sets.check_card
    try:
        objects = read_cards(path) if check is not None else None
    except Exception:  # the file itself is refused: nothing to show
        objects = None
    for i, obj in enumerate(objects or []):
        try:
            card = check(path.name, obj, i) if check is not None else None
        except Exception:  # refused: named among the refusals
            continue
        note = " " + _("(its file is refused: not loaded)")
        _write_card(out, edition, card, obj.get("text"), note)
