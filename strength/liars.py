"""How often the corpus catches each liar, over every scenario that can see it.

    python strength/liars.py

plays the corpus once per liar (strength/wrong/liars.py): no_actions, dropped_action,
duplicate_action and no_dice_rolled over every scenario, extra_action,
unsupported_refusal, refusal_resets and stale_state over those that refuse an
action, extra_die and skipped_roll over those that script dice. The test suite
(tests/strength/test_liars_are_caught.py) plays one liar per scenario instead, to stay fast.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from strength.liar_run import play  # noqa: E402
from strength.wrong.liars import LIARS  # noqa: E402

STEPS = {"extra_action": "is refused", "unsupported_refusal": "is refused", "refusal_resets": "is refused",
         "stale_state": "is refused", "extra_die": "the dice will roll", "skipped_roll": "the dice will roll"}


def main() -> int:
    print(f"{'liar':<20} {'saw the lie':>11} {'caught':>7} {'rate':>7} {'seconds':>8}")
    worst = 1.0
    for liar in LIARS:
        start = time.perf_counter()
        outcome = play(liar, STEPS.get(liar)).get(liar, {"told": [], "caught": []})
        told, caught = len(outcome["told"]), len(outcome["caught"])
        rate = caught / told if told else 0.0
        worst = min(worst, rate)
        print(f"{liar:<20} {told:>11} {caught:>7} {rate:>7.1%} {time.perf_counter() - start:>8.1f}")
    return 0 if worst >= 0.9 else 1


if __name__ == "__main__":
    sys.exit(main())
