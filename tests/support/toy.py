"""A toy game's catalog, for tests of the corpus tools themselves."""

from __future__ import annotations

HEADER = """
[game]
id = "toy"
title = "Toy"
source = "a test"
variants = ["standard"]
"""

CLAUSE = """
[[clause]]
id = "{id}"
section = "1"
kind = "rule"
title = "{title}"
paraphrase = "Something about {id}."
variant = "all"
"""


def toy_catalog(**titles: str) -> str:
    """A catalog text with one clause per ``c<id>=title`` (``c1_2`` is clause 1.2)."""
    return HEADER + "".join(CLAUSE.format(id=cid[1:].replace("_", "."), title=title) for cid, title in titles.items())
