"""Reading the corpus: where it lives, the rule catalogs, the maps and pieces, the feature
files, what a tag names, which scenarios a run selects, expectations files and the
traceability between catalogs and scenarios; also the errata readings a run or a handshake
names (``readings``), the games' JSON Schemas (``schemas``), the defaults written out in a
position before ``create`` (``explicit``) and which corpus a run played (``provenance``).

Nothing here plays a scenario; ``conformance/games/<game>/`` are the corpus bound as
pytest tests (conformance.runner.binding). A data file that cannot be used raises
:class:`DataFileError` or :class:`FeatureFileError`, naming the file and the line.
"""

from conformance import lazy_exports

_EXPORTS = {
    "paths": ".paths",
    "Catalog": ".catalog",
    "Clause": ".catalog",
    "Erratum": ".catalog",
    "Reading": ".catalog",
    "load_all": ".catalog",
    "load_catalog": ".catalog",
    "clause_index": ".catalog",
    "errata_index": ".catalog",
    "ScenarioOutline": ".features",
    "FeatureFileError": ".features",
    "read_scenarios": ".features",
    "load_map": ".fixtures",
    "load_pieces": ".fixtures",
    "fixture_problems": ".fixtures",
    "Expectation": ".expectations",
    "load_expectations": ".expectations",
    "expectations_for": ".expectations",
    "TagKinds": ".tags",
    "tag_kinds": ".tags",
    "selection_problems": ".selection",
    "DataFileError": ".toml_data",
}
__all__ = sorted(_EXPORTS)
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
