"""What the commands print for a person: progress, and text any console can show.

- :class:`Progress`: a bar with counts, rate and time left (tqdm) when its
  stream is a terminal; otherwise plain lines, one every ``every`` seconds
  and one at the end, each with the count, the share done, the time taken and
  the time left, so a CI log shows that a long run goes on without a line per
  item.
- :func:`fit`: text as a stream can encode it: the matrix's symbols become
  ASCII words where the stream's encoding has no room for them (a console
  or pipe that is not UTF-8), any other character an escape, never a crash.
"""

from __future__ import annotations

import sys
import time
from typing import Any, TextIO

#: symbols the reports print, and their ASCII words for a stream that cannot encode them
ASCII = {"✅": "[ok]", "◐": "[part]", "❌": "[FAIL]", "➖": "[-]", "·": ".", "→": "->", "←": "<-", "—": "-",
         "–": "-", "…": "...", "×": "x", "✓": "v", "✗": "x"}


def encoding_of(stream: Any) -> str:
    return getattr(stream, "encoding", None) or "utf-8"


def can_encode(stream: Any, text: str) -> bool:
    try:
        text.encode(encoding_of(stream))
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def fit(text: str, stream: Any = None) -> str:
    """``text`` as ``stream`` (default: stdout) can write it (see the module docstring)."""
    stream = sys.stdout if stream is None else stream
    if can_encode(stream, text):
        return text
    for symbol, word in ASCII.items():
        text = text.replace(symbol, word)
    encoding = encoding_of(stream)
    try:
        return text.encode(encoding, errors="backslashreplace").decode(encoding)
    except LookupError:
        return text.encode("ascii", errors="backslashreplace").decode("ascii")


def say(text: str = "", stream: TextIO | None = None) -> None:
    """Print ``text`` (fitted to the stream) and flush."""
    stream = sys.stdout if stream is None else stream
    print(fit(text, stream), file=stream, flush=True)


def is_terminal(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


def duration(seconds: float) -> str:
    """``1 h 02 min``, ``3 min 05 s``, ``12 s``."""
    seconds = max(int(round(seconds)), 0)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours} h {minutes:02d} min"
    if minutes:
        return f"{minutes} min {secs:02d} s"
    return f"{secs} s"


class Progress:
    """Progress of ``total`` items (None: not known yet) labelled ``label`` on ``stream``."""

    def __init__(self, label: str, total: int | None = None, unit: str = "items", stream: TextIO | None = None,
                 every: float = 10.0, bar: bool | None = None) -> None:
        self.label, self.total, self.unit = label, total, unit
        self.stream = sys.stderr if stream is None else stream
        self.every = every
        self.done = 0
        self.note = ""
        self.started = time.monotonic()
        self._said_at = self.started
        self._bar: Any = None
        self._closed = False
        if bar if bar is not None else is_terminal(self.stream):
            from tqdm import tqdm

            self._bar = tqdm(total=total, desc=fit(label, self.stream), unit=unit, file=self.stream,
                             dynamic_ncols=True, leave=False, ascii=not can_encode(self.stream, "█▏"),
                             bar_format="{desc}: {n_fmt}/{total_fmt} {unit} |{bar}| {elapsed}<{remaining}{postfix}"
                             if total else None)

    def __enter__(self) -> "Progress":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def set_total(self, total: int | None) -> None:
        if total == self.total:
            return
        self.total = total
        if self._bar is not None:
            self._bar.total = total
            self._bar.refresh()

    def update(self, done: int, note: str = "") -> None:
        """``done`` items so far; ``note`` what else to say (``3 failed``)."""
        if self._closed:
            return
        advance, self.done = done - self.done, done
        self.note = note
        if self._bar is not None:
            if note:
                self._bar.set_postfix_str(fit(note, self.stream), refresh=False)
            self._bar.update(advance)
            return
        now = time.monotonic()
        if now - self._said_at >= self.every:
            self._said_at = now
            say(self.line(), self.stream)

    def line(self) -> str:
        """The plain line of the progress so far."""
        elapsed = time.monotonic() - self.started
        count = f"{self.done}/{self.total}" if self.total else f"{self.done}"
        share = f" ({100 * self.done // self.total}%)" if self.total else ""
        left = ""
        if self.total and 0 < self.done < self.total:
            left = f", about {duration(elapsed * (self.total - self.done) / self.done)} left"
        note = f", {self.note}" if self.note else ""
        return f"{self.label}: {count} {self.unit}{share}{note}, {duration(elapsed)}{left}"

    def close(self, final: bool = True) -> None:
        """End the bar; without a terminal, say the last line (``final``)."""
        if self._closed:
            return
        self._closed = True
        if self._bar is not None:
            self._bar.close()
        elif final:
            say(self.line(), self.stream)
