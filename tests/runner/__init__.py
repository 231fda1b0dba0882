"""The runner: the pytest plugin, binding and step lookup, `conformance run` and its guarantees,
whose code broke, transcripts, junit.xml, scheduling, and the steps' own discipline."""
