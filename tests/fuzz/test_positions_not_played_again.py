"""A position hypothesis draws again is not played again, unless it diverged: shrinking needs it."""

from __future__ import annotations

from typing import Any

from conformance.fuzz import campaign
from conformance.fuzz.play import Divergence, Timers, Transcript
from tests.support.campaigns import campaign_settings

#: a campaign of The Sword of Rome against the reference (the player below plays nothing)
SETTINGS = campaign_settings("sword_of_rome", "reference")


class CountingPlayer:
    """Plays nothing: notes each action byte string it is asked to play, diverges on those ``diverges`` names."""

    def __init__(self, diverges=lambda data: False) -> None:
        self.timers = Timers()
        self.played: list[bytes] = []
        self.diverges = diverges

    def play(self, position: dict[str, Any], choices: Any, path: Any = None) -> Transcript:
        self.played.append(choices.data)
        transcript = Transcript("sword_of_rome", position)
        if self.diverges(choices.data):
            transcript.divergence = Divergence(1, "outcome", {"outcome": "accepted"}, {"outcome": "refused"})
        return transcript


def test_a_byte_string_drawn_again_is_played_once_and_counted_as_a_replay() -> None:
    player, stats = CountingPlayer(), campaign.Stats()
    campaign.one_round(SETTINGS, player, stats, seed=3, size=60)
    assert len(player.played) == len(set(player.played)) == stats.examples
    # every round begins with the simplest batch: BATCH_MIN positions of zero bytes, played once
    assert player.played[0] == bytes(campaign.ACTION_BYTES)
    assert stats.replays >= campaign.BATCH_MIN - 1


def test_what_a_round_played_is_not_played_again_in_the_next() -> None:
    player, stats, remembered = CountingPlayer(), campaign.Stats(), set()
    campaign.one_round(SETTINGS, player, stats, seed=3, size=60, remembered=remembered)
    first = set(player.played)
    campaign.one_round(SETTINGS, player, stats, seed=3, size=60, remembered=remembered)  # the same draws first
    assert first and not first & set(player.played[len(first):])
    assert stats.examples == len(player.played) and stats.replays >= len(first)


def test_a_diverging_byte_string_is_never_remembered_so_shrinking_sees_it_diverge_again() -> None:
    diverges = lambda data: data[:1] not in (b"", b"\x00") and data[0] % 2 == 1  # noqa: E731
    player, remembered = CountingPlayer(diverges), set()
    unshrunk = campaign_settings("sword_of_rome", "reference", shrink=False)
    found, _ = campaign.one_round(unshrunk, player, campaign.Stats(), seed=3, size=200, remembered=remembered)
    assert found is not None and diverges(player.played[-1])
    assert remembered and not any(diverges(data[campaign.POSITION_BYTES:]) for data in remembered)
    # (tests/fuzz/test_differential_fuzzing.py shrinks a planted divergence: every smaller byte string
    # hypothesis tries is played)


def test_a_round_asks_hypothesis_for_no_database_key(monkeypatch) -> None:
    """With no database there is nothing to key: hypothesis would hash the test's source every round."""
    import hypothesis.core

    def digest(function: Any) -> bytes:
        raise AssertionError(f"hypothesis hashed the source of {function.__name__} for a database key")

    monkeypatch.setattr(hypothesis.core, "function_digest", digest)
    player, stats = CountingPlayer(), campaign.Stats()
    campaign.one_round(SETTINGS, player, stats, seed=3, size=60)
    assert stats.examples >= 40
