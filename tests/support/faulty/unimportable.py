"""An implementation module that cannot be imported (``python:tests.support.faulty.unimportable:Implementation``)."""

raise ImportError("unimportable: a dependency of this implementation is missing")
