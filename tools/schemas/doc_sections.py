"""A generated section of a game's document (docs/games/<game>.md): a block between two markers,
replaced in place, or added as a new section after a given one."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Callable


def marked(begin: str, end: str, body: str) -> str:
    return f"{begin}\n{body}\n{end}"


def rewritten(text: str, begin: str, end: str, body: str, heading: str, introduction: str, after: str) -> str:
    """``text`` with the block between ``begin`` and ``end`` replaced by ``body``; where it has none, a
    section (``heading``, ``introduction``, the block) added before the section that follows the
    first one whose heading starts with ``after`` (at the end, where it has none)."""
    block = marked(begin, end, body)
    if begin in text and end in text:
        start, stop = text.index(begin), text.index(end) + len(end)
        return text[:start] + block + text[stop:]
    section = f"{heading}\n\n{introduction}\n\n{block}\n\n"
    found = text.find(f"\n{after}")
    anchor = text.find("\n## ", found + 1) if found >= 0 else -1
    if anchor < 0:
        return text.rstrip("\n") + "\n\n" + section.rstrip("\n") + "\n"
    return text[:anchor + 1] + section + text[anchor + 1:]


def stale(docs: Path, blocks: dict[str, str]) -> list[str]:
    """The games whose document (``docs``/<game>.md) does not hold its block as ``blocks`` gives it."""
    out = []
    for game, block in blocks.items():
        path = docs / f"{game}.md"
        text = path.read_text(encoding="utf-8") if path.exists() else ""
        if block not in text:
            out.append(game)
    return out


def write_or_check(check: bool, docs: Path, blocks: dict[str, str], rewrite: Callable[[str, str], str],
                   what: str) -> int:
    """The generators' command line: with ``check``, say which documents' ``what`` is out of date (exit
    1 if any); else rewrite each game's document with ``rewrite(text, game)``."""
    if check:
        found = stale(docs, blocks)
        for game in found:
            print(f"docs/games/{game}.md: the {what} is out of date", file=sys.stderr)
        return 1 if found else 0
    for game in blocks:
        path = docs / f"{game}.md"
        path.write_text(rewrite(path.read_text(encoding="utf-8"), game), encoding="utf-8")
        print(f"docs/games/{game}.md: {what} written")
    return 0


def main(argv: list[str] | None, description: str, docs: Path, blocks: Callable[[], dict[str, str]],
         rewrite: Callable[[str, str], str], what: str) -> int:
    """A generator's whole command line (``--check`` or write), its tables from ``blocks()``."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--check", action="store_true", help="only say which tables are out of date")
    args = parser.parse_args(argv)
    return write_or_check(args.check, docs, blocks(), rewrite, what)
