"""Option values checked where they are read, by ``conformance run`` and by the pytest plugin.

A timeout is a finite number of seconds above 0 (``nan``, ``inf``, 0 and
negative numbers would wait forever or not at all); a budget is a whole
number, 0 or more.
"""

from __future__ import annotations

import argparse
import math


def seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"{text!r}: a timeout is a finite number of seconds above 0")
    return value


def count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text!r}: must be 0 or more")
    return value
