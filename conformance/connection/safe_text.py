"""Text from an implementation, made safe to store and to show on a terminal.

An implementation's messages, refusal texts and stderr lines are shown on
the console and stored in the reports. Control characters (a terminal
escape sequence, a carriage return that overwrites the line) are written as
escapes such as ``\\x1b``, and code points that cannot be encoded (a lone
surrogate) as ``\\ud800``; newlines and tabs are kept.
"""

from __future__ import annotations

import re

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]")


#: the longest free text of an implementation's answer that is kept (a refusal's rule and message, an
#: unsupported reason, an error's message): longer text is cut, so that a message the implementation
#: pads with, say, its whole game log cannot swell every transcript and report without bound
TEXT_CHARS = 2000


def printable(text: object, limit: int | None = None) -> str:
    """``text`` as a str with control characters and unencodable code points escaped."""
    text = text if isinstance(text, str) else str(text)
    if not text.isascii() or _CONTROL.search(text):
        text = _CONTROL.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), text)
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    if limit is not None and len(text) > limit:
        text = text[: limit - 3] + "..."
    return text
