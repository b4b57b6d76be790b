"""The keyword chapter of seed 001 as data: creature classes, factions, spiritual roles, breeds.

What a creature *is* decides what it can play (the FOO rule), whether it can frenzy, regenerate
or step sideways, which form it fights in, and which Gifts its pack's allegiance lets it use.
"""

from __future__ import annotations

GAIA_TRIBES = (
    "Black Furies",
    "Bone Gnawers",
    "Children of Gaia",
    "Fianna",
    "Get of Fenris",
    "Glass Walkers",
    "Red Talons",
    "Shadow Lords",
    "Silent Striders",
    "Silver Fangs",
    "Stargazers",
    "Uktena",
    "Wendigo",
)
GAROU_TRIBES = (*GAIA_TRIBES, "Black Spiral Dancers", "Ronin", "White Howler")
BASTET_TRIBES = (
    "Bagheera",
    "Balam",
    "Bubasti",
    "Khan",
    "Pumonca",
    "Qualmi",
    "Simba",
    "Swara",
    "Hellcats",
)
OTHER_FERA = (
    "Ajaba",
    "Ananasi",
    "Corax",
    "Gurahl",
    "Kitsune",
    "Mokole",
    "Nuwisha",
    "Ratkin",
    "Rokea",
)
AUSPICES = ("Ragabash", "Theurge", "Philodox", "Galliard", "Ahroun")
ASPECTS = ("Beast-of-War", "Defiler", "Eater-of-Souls")
CASTES = (
    "Business Caste",
    "Government Caste",
    "Medical Caste",
    "Snatcher Caste",
    "Warrior Caste",
)
#: breed keyword -> the form it names (seed 001, "Breed": Standard Animal Breeds)
BREEDS = {
    "Homid": "homid",
    "Metis": "crinos",
    "Lupus": "lupus",
    "Ursine": "lupus",
    "Suchid": "lupus",
    "Hyaena": "lupus",
    "Arachnid": "lupus",
    "Feline": "lupus",
    "Corvid": "lupus",
    "Rodens": "lupus",
    "Latrani": "lupus",
    "Kyubi": "lupus",
    "Squamus": "lupus",
}

#: creature class -> what it can do: f(renzy), r(egenerate), s(tep sideways) (seed 001,
#: "Full description of keywords"). Kitsune have Fox Frenzies only.
CLASS_ABILITIES: dict[str, str] = {
    "Garou": "frs",
    "Bastet": "frs",
    "Ajaba": "frs",
    "Ananasi": "rs",
    "Corax": "rs",
    "Gurahl": "frs",
    "Kitsune": "s",
    "Mokole": "frs",
    "Nuwisha": "rs",
    "Ratkin": "frs",
    "Rokea": "frs",
    "Bane": "frs",  # Bane Characters; Bane Allies and Prey are Spirits
    "Fomori": "f",  # Fomori Characters may frenzy (Glossary)
    "Vampire": "fr",
    "Abomination": "frs",
    "Human": "",
    "Animal": "",
    "Faerie": "s",
    "Mage": "s",
    "Spirit": "",
    "Monster": "",
    "Kinfolk": "",
}

GAIA_GIFT_WORDS = frozenset(
    (*GAIA_TRIBES, *(t for t in BASTET_TRIBES if t != "Hellcats"), *BREEDS, *AUSPICES)
    + ("Bastet", "Corax", "Gurahl", "Mokole", "Rokea")
)


def expand(words: set[str], kind: str) -> set[str]:
    """A creature's keywords with what they imply: a tribe makes a Garou, Garou and Fera are
    Shapeshifters, an Abomination is Garou and Vampire, Bane prey are Spirits, and so on."""
    out = set(words)
    if out & set(GAROU_TRIBES):
        out.add("Garou")
    if out & set(BASTET_TRIBES):
        out.add("Bastet")
    if "Abomination" in out:
        out |= {"Garou", "Vampire"}
    if "Black Spiral Dancers" in out or "Hellcats" in out:
        out.add("Wyrm")
    if out & {"Bastet", *OTHER_FERA}:
        out.add("Fera")
    if out & {"Garou", "Fera"}:
        out.add("Shapeshifter")
    if "7th Generation" in out:
        out |= {"Cults", "Cultist"}
    if out & {"Cults", "Cultist"}:
        out.add("Human")
    if out & {"Mage", "Executive"}:
        out.add("Human")
    if "Wraith" in out:
        out.add("Spirit")
    if "Bane" in out and kind != "character":
        out.add("Spirit")
    if "Iliad Fomori" in out or "Odyssey Fomori" in out:
        out.add("Fomori")
    if "Unbound" in out and not out & set(CLASS_ABILITIES):
        out.add("Monster")
    if "Pentex" in out and not out & (set(CLASS_ABILITIES) - {"Human"}):
        out.add("Human")
    if "Kinfolk" in out and "Animal" not in out:
        out.add("Human")
    if out & set(BREEDS) and kind == "character" and not out & set(CLASS_ABILITIES):
        out.add("Garou")
    out.add("Creature")
    return out


def abilities(words: set[str], kind: str) -> str:
    """Which of frenzy, regeneration and stepping sideways a creature has by its classes.

    Allies and prey never frenzy or step sideways (seed 001, "Creatures"); they regenerate by
    creature class or when marked (regenerates). Faerie Characters cannot frenzy.
    """
    found = set()
    for name, can in CLASS_ABILITIES.items():
        if name in words:
            found |= set(can)
    if kind != "character":
        found -= {"f", "s"}
        if "Spirit" in words:
            found.discard("r")
    if kind == "character" and "Faerie" in words:
        found.discard("f")
    return "".join(sorted(found))


def natural_form(words: set[str]) -> str:
    """The form a one-sided creature fights in (seed 001, non-Character creature classes)."""
    if "Wraith" in words or "Faerie" in words and "Spirit" in words:
        return "homid"
    if "Animal Spirit" in words or "Animal" in words and "Spirit" not in words:
        return "lupus"
    if "Spirit" in words or "Monster" in words or "Shapeshifter" in words or "Fomori" in words:
        return "crinos"
    if words & {"Human", "Kinfolk", "Mage", "Vampire", "Faerie"}:
        return "homid"
    return "crinos"


def gift_category(requirement: str) -> str:
    """A Gift's requirement keyword as a category: auspice, breed, aspect, caste or other."""
    if requirement in AUSPICES:
        return "auspice"
    if requirement in BREEDS:
        return "breed"
    if requirement in ASPECTS:
        return "aspect"
    if requirement in CASTES:
        return "caste"
    return "other"
