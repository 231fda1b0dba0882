"""The conformance harness: plays the rules corpus against any implementation of the contract.

Sub-packages, one per question a reader asks:

- ``contract``: the adapter contract every implementation honours (``conformance.contract``
  itself imports the standard library only) and the strict reading of JSON
  (``conformance.contract.strict_json``, which uses orjson);
- ``corpus``: reading the corpus (catalogs, fixtures, feature files, tags, selection,
  expectations, traceability);
- ``connection``: reaching an implementation (specs, in-process deadlines, processes,
  the protocol, the handshake, ``conformance serve``);
- ``checks``: checking answers (schemas, action comparison, the promises
  checked on every step, the reference check, the differential core);
- ``runner``: the pytest plugin; ``games``: each game's corpus bound as pytest tests;
  ``steps``: the step vocabularies;
- ``commands``: ``conformance run``, ``diff``, ``errata`` and ``expectations``;
- ``reports``: results files, junit.xml, the matrix; ``site``: the rules site;
- ``fuzz``: the differential fuzzer; ``compat``: third-party internals, fenced off.

The public API is named here and imported when first used, so that importing
``conformance.contract`` (the reference engine does) costs nothing else.
"""

from __future__ import annotations

import importlib
from typing import Any, Callable

__version__ = "0.2.0"


def lazy_exports(package: str, exports: dict[str, str]) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """``__getattr__`` and ``__dir__`` for a package whose public names (``exports``: name ->
    module, relative to ``package`` when it starts with a dot) are imported when first used."""

    def __getattr__(name: str) -> Any:
        module = exports.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        return getattr(importlib.import_module(module, package), name)

    def __dir__() -> list[str]:
        return sorted(exports)

    return __getattr__, __dir__


_EXPORTS = {
    # the contract
    "CONTRACT_VERSION": ".contract", "ContractError": ".contract", "Refusal": ".contract",
    "Unsupported": ".contract", "UnscriptedDie": ".contract", "Implementation": ".contract", "Game": ".contract",
    # reaching an implementation
    "load_implementation": ".connection.specs", "ImplementationSpecError": ".connection.specs",
    # the command line
    "main": ".cli",
}
__all__ = ["__version__", *sorted(_EXPORTS)]
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
