"""The summary ``conformance run`` prints by default: a run on one screen.

Per implementation, one line per game -- scenarios played, passed, failed,
errored, unsupported, and any other status after them -- and the failing
clauses (those with a failed, errored, unexpected-pass or not-run scenario),
each with its counts and the first message of its first such scenario, at
most :data:`FAILING_SHOWN` of them; ``conformance run -v`` prints the
per-rule table and the compliance matrix instead. Plain ASCII: it shows on
any console.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from typing import Any

from conformance.reports.runs import BAD, clause_sort_key

#: how many failing clauses the summary lists (the rest: -v, matrix.md)
FAILING_SHOWN = 10
#: the columns of a game's line (status -> heading); "played" is every scenario but the ones not played
COLUMNS = (("passed", "passed"), ("failed", "failed"), ("errored", "errored"), ("unsupported", "unsupported"))
NOT_PLAYED = ("unsupported", "skipped", "not-run")
OTHERS = (("expected-failure", "expected failure"), ("unexpected-pass", "unexpected pass"), ("skipped", "skipped"),
          ("not-run", "not run"))
MESSAGE_CHARS = 110


def _line_of(label: str, counts: Counter, width: int) -> str:
    played = sum(counts.values()) - sum(counts[s] for s in NOT_PLAYED)
    others = ", ".join(f"{counts[s]} {words}" for s, words in OTHERS if counts[s])
    return (f"  {label:<{width}} {played:>7} " + " ".join(f"{counts[s]:>{len(h)}}" for s, h in COLUMNS)
            + (f"  ({others})" if others else ""))


def game_lines(records: Iterable[dict[str, Any]], titles: dict[str, str] | None = None) -> list[str]:
    """A heading, one line per game (by its title, when ``titles`` has it) and, for several games, the total."""
    titles = titles or {}
    by_game: dict[str, Counter] = defaultdict(Counter)
    for record in records:
        by_game[record.get("game") or "(no game)"][record.get("status")] += 1
    labels = {game: titles.get(game, game) for game in by_game}
    width = max([len(label) for label in labels.values()] + [len("all games"), 4])
    lines = [f"  {'game':<{width}} {'played':>7} " + " ".join(h for _, h in COLUMNS)]
    for game in sorted(by_game, key=lambda g: labels[g]):
        lines.append(_line_of(labels[game], by_game[game], width))
    if len(by_game) > 1:
        lines.append(_line_of("all games", sum(by_game.values(), Counter()), width))
    return lines


def _first_line(text: Any) -> str:
    lines = str(text or "").strip().splitlines()
    first = lines[0] if lines else ""
    return first if len(first) <= MESSAGE_CHARS else first[:MESSAGE_CHARS - 3] + "..."


def failing_clauses(records: Iterable[dict[str, Any]], titles: dict[str, str] | None = None,
                    shown: int = FAILING_SHOWN) -> list[str]:
    """The failing clauses, one a line: id, title, counts of what went wrong, the first message."""
    titles = titles or {}
    bad: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for record in records:
        if record.get("status") in BAD:
            for clause in record.get("clauses") or ["(no clause)"]:
                bad[clause].append(record)
    if not bad:
        return ["  no failing clause"]
    lines = []
    for clause in sorted(bad, key=clause_sort_key)[:shown]:
        found = bad[clause]
        counts = Counter(r["status"] for r in found)
        said = ", ".join(f"{n} {status.replace('-', ' ')}" for status, n in sorted(counts.items()))
        title = titles.get(clause, "")
        title = title if len(title) <= 40 else title[:37] + "..."
        lines.append(f"  {clause} {title}: {said}: {found[0].get('scenario')!r}: {_first_line(found[0].get('message'))}")
    if len(bad) > shown:
        lines.append(f"  ... and {len(bad) - shown} more failing clauses (conformance run -v shows them all, "
                     "as does matrix.md)")
    return lines


def summary(label: str, records: list[dict[str, Any]], game_titles: dict[str, str] | None = None,
            clause_titles: dict[str, str] | None = None, seconds: float | None = None) -> list[str]:
    """The block ``conformance run`` prints for one implementation's run."""
    took = f" in {seconds:.1f} s" if seconds is not None else ""
    failing = failing_clauses(records, clause_titles)
    heading = "failing clauses:" if failing != ["  no failing clause"] else "failing clauses: none"
    return ([f"{label}: {len(records)} scenarios{took}", *game_lines(records, game_titles)]
            + ([heading] if heading.endswith("none") else [heading, *failing]))
