"""How many scenarios pytest collects for a game."""

from __future__ import annotations

from pathlib import Path

from conformance.corpus import paths
from conformance.corpus.feature_cache import gherkin_document


def collected_scenarios(game: str) -> int:
    """The scenarios pytest collects for a game: one per scenario, one per examples row of an outline."""
    count = 0
    for path in sorted((Path(paths.FEATURES) / game).rglob("*.feature")):
        feature = gherkin_document(path).feature
        nodes = []
        for child in feature.children:
            if child.scenario is not None:
                nodes.append(child.scenario)
            elif child.rule is not None:
                nodes += [c.scenario for c in child.rule.children if c.scenario is not None]
        for node in nodes:
            rows = sum(len(examples.table_body or []) for examples in node.examples or [])
            count += rows if node.examples else 1
    return count
