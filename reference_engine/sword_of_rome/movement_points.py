"""9.2.1-9.2.3 Movement points of an activated leader."""

from __future__ import annotations

from conformance.contract import Refusal

from . import factions

CARD_VALUES = (1, 2, 3)
# 9.2.2 Gallic leaders: MP by the value of the card that activated them
GALLIC_MP_BY_CARD = {1: 3, 2: 4, 3: 5}
# 9.2.1 every other leader
STANDARD_MP = 4
# 9.2.3 Transalpine Gauls
TRANSALPINE_MP = 5
#: erratum 9.2.3-activation: "always-five" (9.2.3 as worded) or "as-gauls" (its note: MP by card value)
TRANSALPINE_ERRATUM = "9.2.3-activation"
# 9.5.6-c a Gallic army activated by a Campaign card moves as with a 3-card (5 MP)
CAMPAIGN_CARD_VALUE = 3


def movement_points(faction: str, card: int, transalpine: str = "always-five") -> int:
    """MP of a leader of ``faction`` activated by a card of value ``card``;
    ``transalpine`` is the reading of erratum 9.2.3-activation."""
    if card not in CARD_VALUES:
        raise Refusal("9.2.2", f"a card's value is 1, 2 or 3, not {card!r}")
    if faction == factions.TRANSALPINE_GAULS and transalpine == "as-gauls":
        return GALLIC_MP_BY_CARD[card]  # 9.2.3 note: they get MP as the Gauls do, by the card
    if faction == factions.TRANSALPINE_GAULS:
        return TRANSALPINE_MP  # 9.2.3 Transalpine Gauls have 5 MP
    if faction == factions.GAULS:
        return GALLIC_MP_BY_CARD[card]  # 9.2.2 Gallic MP depend on the card
    return STANDARD_MP  # 9.2.1 all other leaders have 4 MP


def campaign_movement_points(faction: str) -> int:
    return movement_points(faction, CAMPAIGN_CARD_VALUE)
