"""The pytest runner: the plugin that plays the corpus, one pytest run per implementation.

``plugin`` (the pytest hooks, a shell around ``session``: what one run of the
corpus knows), ``binding`` (feature files bound as tests), ``step_lookup``
(the step index as a plugin), ``world`` (one scenario's view of one game, the
only door from steps to the implementation), ``results`` (per-scenario
records), ``transcript`` (the contract calls of a scenario), ``stash`` (what
a test item keeps while it plays), ``gc_freeze``, ``one_core``
(``--one-core``), ``whole_corpus`` (nothing may be unsupported) and
``what_if`` (the corpus under other readings). ``conformance run``, which
starts these runs and merges their reports, is conformance.commands.run.
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
