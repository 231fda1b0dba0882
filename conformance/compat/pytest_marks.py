"""pytest's grammar of ``-k`` and ``-m`` expressions (a private module of pytest's)."""

from __future__ import annotations

from _pytest.mark.expression import Expression


def expression_problem(text: str) -> str | None:
    """Why pytest would refuse ``text`` as a ``-k``/``-m`` expression, or None."""
    try:
        Expression.compile(text)
    except SyntaxError as exc:
        return exc.msg
    return None
