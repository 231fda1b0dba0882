"""Checking answers: what the contract promises, held on every call.

``strict_json`` (one strict reading of JSON), ``schemas`` (each game"s JSON Schemas),
``actions`` (the one equality of actions), ``promises`` (what every step checks: listed,
refused, unchanged, dice), ``compare`` and ``field_clauses`` (data compared with the
reference engine"s, and the clause a difference belongs to) and ``reference_check`` (every
answer along a scenario"s path held to the reference engine"s).
"""

from conformance import lazy_exports

_EXPORTS = {
    "ContractBreach": ".promises",
    "same_action": ".actions",
    "is_listed": ".actions",
    "difference": ".compare",
    "normal": ".compare",
    "field_clauses": ".field_clauses",
    "ReferenceCheck": ".reference_check",
    "Oracle": ".reference_check",
    "JSONProblem": ".strict_json",
}
__all__ = sorted(_EXPORTS)
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
