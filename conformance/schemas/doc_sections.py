"""A generated section of a game's document (docs/games/<game>.md): a block between two markers,
replaced in place, or added as a new section after a given one."""

from __future__ import annotations


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
