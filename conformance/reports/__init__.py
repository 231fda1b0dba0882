"""Reports of corpus runs: results.json, junit.xml, the compliance matrix, and the strength
note beside the per-rule summary (the last measured mutation scores).

Beside them: the run's one-screen summary (``summary``) and what the commands print (``console``);
what changed between two runs (``diff``); the Cucumber Messages stream (``messages``) and its
HTML report (``html_report``); results.json's ``meta`` (``meta``); and the what-if's findings
on errata readings (``what_if``).
"""

from conformance import lazy_exports

_EXPORTS = {
    "load_results": ".runs",
    "write_results": ".runs",
    "write_matrix": ".runs",
    "write_junit": ".runs",
    "matrix_markdown": ".runs",
    "mutation_scores": ".strength",
    "strength_note": ".strength",
}
__all__ = sorted(_EXPORTS)
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
