"""Fuzz campaigns with a small budget, for the fuzzer's tests."""

from __future__ import annotations

from conformance.fuzz import campaign


def campaign_settings(game: str, implementation: str, **changes) -> campaign.Settings:
    """A campaign of ``game`` against ``implementation``: seed 1, 12 positions of up to 6 actions,
    no progress lines; ``changes`` replace any of those or add others."""
    values = {"seed": 1, "max_examples": 12, "max_actions": 6, "progress": False, **changes}
    return campaign.Settings(game=game, implementation=implementation, **values)
