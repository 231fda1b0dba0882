"""Where hypothesis takes its random bytes from while it generates: whole strings at once.

Every position the fuzzer plays is one fixed-size byte string (the position's
bytes, then its actions'). Hypothesis' own provider makes such a string one
byte at a time (a loop with a span and a random call per byte: about 0.1 ms
for 192 bytes, a tenth of the fuzzer's budget per position). This provider
is hypothesis' own in every other respect; for a string of fixed size it
takes all the bytes in one call of the same random generator. The string
is still one choice of hypothesis' choice sequence, so replaying and
shrinking it (byte by byte, towards zero) are unchanged, and a seed still
gives the same strings run after run.

It is registered under ``BACKEND`` through hypothesis' documented hook for
alternative backends (``AVAILABLE_PROVIDERS``); a campaign selects it with
``settings(backend=BACKEND)``.
"""

from __future__ import annotations

from hypothesis.internal.conjecture.providers import (
    AVAILABLE_PROVIDERS,
    HypothesisProvider,
)

BACKEND = "conformance-whole-bytes"


class WholeBytesProvider(HypothesisProvider):
    def draw_bytes(self, min_size: int = 0, max_size: int = 8 * 1024) -> bytes:
        if min_size == max_size and self._random is not None:
            return self._random.randbytes(min_size)
        return super().draw_bytes(min_size, max_size)


AVAILABLE_PROVIDERS.setdefault(BACKEND, WholeBytesProvider)
