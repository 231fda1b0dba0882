"""The corpus catches implementations that are right in every rule but lie about the contract.

The liars (strength/wrong/liars.py) play the corpus once, in one subprocess: each
scenario faces one liar it can see -- a dice liar where dice are scripted,
the refusal liars in turn where an action is refused (an illegal extra
action, Unsupported instead of a refusal, a refusal that starts the game
again, a stale state after a refusal), no actions, a dropped action, an
action listed twice or a state with no dice_rolled in turn elsewhere. Of the scenarios in which a liar told a lie the
scenario could see, at least 90% must fail, and none may be unsupported or
errored. (strength/liars.py plays every liar over every scenario.)
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from strength.liar_run import play
from strength.wrong.liars import LIARS
from tests.support.shared import built_once

pytestmark = pytest.mark.long  # the panel plays the whole corpus

THRESHOLD = 0.9
#: what the contract's failure says, for each liar (unless another outcome gave the lie away first)
MESSAGES = {
    "no_actions": "did not list it among its actions",
    "extra_action": "listed it among its actions",
    "dropped_action": "did not list it among its actions",
    "duplicate_action": " twice [scenario clauses: ",
    "extra_die": "rolled a die the scenario did not script (after ",
    "skipped_roll": "left scripted dice unrolled",
    "unsupported_refusal": "answered unsupported to act() inside clause(s) ",
    "no_dice_rolled": "the state has no integer 'dice_rolled'",
    "refusal_resets": "but the refusal changed the game: pending()",
    "stale_state": "but the refusal changed the game: state()",
}


@pytest.fixture(scope="module")
def outcome(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """The panel's play of the corpus (played once for all the xdist workers)."""
    def run(folder: Path) -> None:
        (folder / "outcome.json").write_text(json.dumps(play("panel")), encoding="utf-8")

    return json.loads((built_once(tmp_path_factory, "liars", run) / "outcome.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("liar", list(LIARS))
def test_the_corpus_catches_the_liar(liar: str, outcome: dict) -> None:
    told, caught = outcome[liar]["told"], outcome[liar]["caught"]
    assert len(told) >= 20, f"the liar {liar} told a visible lie in only {len(told)} scenarios"
    missed = [r for r in told if r not in caught]
    assert len(caught) >= THRESHOLD * len(told), (
        f"the liar {liar} was caught by {len(caught)} of the {len(told)} scenarios that saw its lie; missed: "
        + "; ".join(f"{r['nodeid']} ({r['status']}: {r['message'][:200]})" for r in missed[:10]))
    assert any(MESSAGES[liar] in r["message"] for r in caught), f"no failure says {MESSAGES[liar]!r}"


def test_a_liar_is_failed_never_unsupported_or_errored(outcome: dict) -> None:
    bad = [r for r in outcome["*"]["told"] if r["status"] in ("unsupported", "errored", "not-run")]
    assert not bad, f"{len(bad)} scenarios, e.g. {bad[0]['nodeid']}: {bad[0]['status']} {bad[0]['message'][:300]}"
