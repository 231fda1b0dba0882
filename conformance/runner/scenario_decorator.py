"""pytest-bdd's ``scenario()`` decorator for a feature already parsed.

``pytest_bdd.scenario(feature_name, scenario_name)`` first finds the file of
the module calling it (``inspect.getframeinfo``, which goes to the file
system), then the features folder in the ini file, then the feature in its
cache, and only then builds the decorator. The first three answer nothing new
when the feature file's path is absolute and its Feature is the one already
put in pytest-bdd's cache (conformance.runner.binding.bdd_feature): together they
were a tenth of collecting the corpus. :func:`decorator_for` builds the same
decorator from that Feature directly, with the function ``scenario()`` itself
ends with (``_get_scenario_decorator``), so the bound test is the same.

That function is pytest-bdd's, not public: it is used only where it has the
parameters ``scenario()`` calls it with (:func:`is_supported`), otherwise
``scenario()`` is called as before. tests/test_binding.py fails if pytest-bdd
changes it, and checks that both ways bind the same test.
"""

from __future__ import annotations

import importlib
import inspect
from pathlib import Path
from typing import Any, Callable

from pytest_bdd import scenario
from pytest_bdd.parser import Feature

# the module, not the ``scenario`` decorator pytest_bdd exports under the same name
_bdd_scenario = importlib.import_module("pytest_bdd.scenario")
_BUILD = getattr(_bdd_scenario, "_get_scenario_decorator", None)
_EXPECTED_PARAMETERS = ["feature", "feature_name", "templated_scenario", "scenario_name"]


def is_supported() -> bool:
    """Whether pytest-bdd builds its scenario decorator the way this module calls it."""
    if not callable(_BUILD):
        return False
    try:
        return list(inspect.signature(_BUILD).parameters) == _EXPECTED_PARAMETERS
    except (TypeError, ValueError):  # pragma: no cover - not introspectable
        return False


_SUPPORTED = is_supported()


def decorator_for(path: Path, name: str, feature: Feature | None) -> Callable[[Callable[..., Any]], Any]:
    """What ``pytest_bdd.scenario(str(path), name)`` gives, where ``feature`` is the
    Feature pytest-bdd's cache holds for ``path`` (None when it holds none)."""
    if not _SUPPORTED or feature is None or not path.is_absolute() or name not in feature.scenarios:
        return scenario(str(path), name)  # also raises what scenario() raises
    return _BUILD(feature=feature, feature_name=str(path), templated_scenario=feature.scenarios[name],
                  scenario_name=name)
