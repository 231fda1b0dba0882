"""The pytest runner: the plugin that plays the corpus and ``conformance run``.

``plugin`` (the pytest hooks), ``binding`` (feature files bound as tests), ``world`` (one
scenario's view of one game, the only door from steps to the implementation), ``results``
(per-scenario records), ``transcript`` (the contract calls of a scenario), ``command``
(``conformance run``: one pytest run per implementation, then the merged reports).
"""

from conformance import lazy_exports

_EXPORTS = {
    "World": ".world",
    "ScenarioError": ".world",
    "bind_features": ".binding",
    "Recorder": ".results",
    "RESULTS_VERSION": ".results",
    "STATUSES": ".results",
}
__all__ = sorted(_EXPORTS)
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
