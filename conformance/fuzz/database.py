"""``--database PATH``: findings shared through hypothesis's example database.

A campaign with a database saves the bytes of every divergent position it
reports (hypothesis's shrunk example: the position's bytes, then its
actions') under a key of the game and the two sides, in a
``hypothesis.database.DirectoryBasedExampleDatabase`` at PATH. Before its
first round, and between rounds, each worker replays the entries it has not
tried yet. One that still diverges is that worker's finding at once, with no
search and no shrink by hypothesis: a second machine, or tomorrow's campaign,
does not find again what a first one found. Entries that no longer diverge
(the implementation was fixed) are counted and deleted.

Every worker must reach the same folder: on several machines, a shared
filesystem (NFS, SMB) mounted at a path each worker is given.
"""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from hypothesis.database import ExampleDatabase

#: the note counting the positions replayed from the database
REPLAYED = "replayed from the example database"
#: the note counting the entries that no longer diverge, deleted
FIXED = "example database entries that no longer diverge, deleted"


def open_database(path: str | None) -> ExampleDatabase | None:
    if not path:
        return None
    from hypothesis.database import DirectoryBasedExampleDatabase

    return DirectoryBasedExampleDatabase(path)


def key(settings: Any) -> bytes:
    """The entries of one game between two sides (normalised specs, as the expectations match them)."""
    from conformance.corpus.expectations import normalise_spec

    text = "\0".join(("conformance-fuzz", settings.game, normalise_spec(settings.implementation),
                      normalise_spec(settings.against)))
    return hashlib.sha256(text.encode()).digest()


def encode(position_bytes: bytes, action_bytes: bytes) -> bytes:
    return len(position_bytes).to_bytes(2, "big") + position_bytes + action_bytes


def decode(value: bytes) -> tuple[bytes, bytes]:
    size = int.from_bytes(value[:2], "big")
    return value[2:2 + size], value[2 + size:]


def save(settings: Any, position_bytes: bytes, action_bytes: bytes) -> None:
    database = open_database(settings.database)
    if database is not None:
        database.save(key(settings), encode(position_bytes, action_bytes))


def untried(settings: Any, tried: set[bytes], worker: int = 0) -> list[tuple[bytes, bytes]]:
    """The entries this worker has not replayed yet (each is marked tried), in a fixed order that
    begins at the ``worker``-th: each worker of a campaign reports another known finding first."""
    database = open_database(settings.database)
    if database is None:
        return []
    fresh = sorted(set(database.fetch(key(settings))) - tried)
    tried.update(fresh)
    if fresh:
        fresh = fresh[worker % len(fresh):] + fresh[:worker % len(fresh)]
    return [decode(value) for value in fresh]


def forget(settings: Any, position_bytes: bytes, action_bytes: bytes) -> None:
    database = open_database(settings.database)
    if database is not None:
        database.delete(key(settings), encode(position_bytes, action_bytes))


def replay_known(settings: Any, worker: int, player: Any, stats: Any, tried: set[bytes]) -> dict[str, Any] | None:
    """Replay the database's entries this worker has not tried: the first that still diverges, as
    a finding (its steps the divergence does not need dropped, as after a shrink), or None."""
    from conformance.fuzz.campaign import fewer_steps, finding
    from conformance.fuzz.choices import Choices
    from conformance.fuzz.positions import generate_with_path

    for position_bytes, action_bytes in untried(settings, tried, worker):
        position, path = generate_with_path(settings.game, Choices(position_bytes))
        transcript = player.play(position, Choices(action_bytes), path)
        stats.notes[REPLAYED] = stats.notes.get(REPLAYED, 0) + 1
        if transcript is not None and transcript.divergence is not None \
                and transcript.divergence.status == "divergence":
            shrunk = fewer_steps(player, transcript, stats) if settings.shrink else transcript
            data = finding(shrunk, settings, -2)
            data["note"] = "replayed from the example database"
            return data
        forget(settings, position_bytes, action_bytes)
        stats.notes[FIXED] = stats.notes.get(FIXED, 0) + 1
    return None
