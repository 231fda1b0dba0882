"""Checking answers: what the contract promises, held on every call.

``schemas`` (each game's JSON Schemas),
``actions`` (the one equality of actions), ``promises`` (what every step checks: listed,
refused, unchanged, dice), ``differential`` (the differential core: answers compared with the reference
engine's, for the runner and the fuzzer alike), ``field_clauses`` (the clause a
state difference belongs to) and ``reference_check`` (every
answer along a scenario's path held to the reference engine's). The strict reading
of JSON is the contract's (conformance.contract.strict_json).
"""

from conformance import lazy_exports

_EXPORTS = {
    "ContractBreach": ".promises",
    "same_action": ".actions",
    "is_listed": ".actions",
    "difference": ".differential",
    "normal": ".differential",
    "field_clauses": ".field_clauses",
    "same_decision": ".differential",
    "same_events": ".differential",
    "ReferenceCheck": ".reference_check",
    "Oracle": ".reference_check",
}
__all__ = sorted(_EXPORTS)
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
