"""The step index as a pytest plugin (registered by conformance.runner.plugin).

Its hooks are those of the step index in conformance.compat.pytest_bdd, which
replaces pytest-bdd's lookup of step definitions while a session is configured.
The index lives with the rest of pytest-bdd's internals; this module is only
the plugin's name, so that pytest registers (and rewrites) a module nothing
imported before it.
"""

from conformance.compat.pytest_bdd import (  # noqa: F401 - hooks, found by name
    pytest_collectreport,
    pytest_configure,
    pytest_plugin_registered,
    pytest_unconfigure,
)
