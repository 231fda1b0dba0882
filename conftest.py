# The corpus plugin: --implementation, clause markers, results and the per-rule summary.
pytest_plugins = ["conformance.runner.plugin"]
