"""Powers, who controls them, and who is an enemy of whom.

Player powers: Rome, Carthage, Greeks, Gauls, Etruscans, Samnites; the
Transalpine Gauls are a non-player power activated by events. In the
position, ``situation.controllers`` may say which player moves which
faction (e.g. the Etruscan/Samnite player); by default each faction is its
own player. ``situation.alliances`` lists allied pairs.
"""

from __future__ import annotations

ROME = "Rome"
CARTHAGE = "Carthage"
GREEKS = "Greeks"
GAULS = "Gauls"
TRANSALPINE_GAULS = "Transalpine Gauls"
ETRUSCANS = "Etruscans"
SAMNITES = "Samnites"

FACTIONS = (ROME, CARTHAGE, GREEKS, GAULS, TRANSALPINE_GAULS, ETRUSCANS, SAMNITES)

#: the words the corpus uses for a faction's units ("10 Carthaginian CU")
ADJECTIVES = {
    "Roman": ROME,
    "Carthaginian": CARTHAGE,
    "Greek": GREEKS,
    "Gallic": GAULS,
    "Transalpine Gallic": TRANSALPINE_GAULS,
    "Etruscan": ETRUSCANS,
    "Samnite": SAMNITES,
}


def is_gallic(faction: str) -> bool:
    return faction in (GAULS, TRANSALPINE_GAULS)
