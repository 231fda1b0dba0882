"""The one thing pyproject.toml cannot say: the corpus's data folders installed inside the package.

``features/`` and ``fixtures/`` stay at the top of the repository, where rules editors
and implementers read them; a wheel carries them as ``conformance/corpus/data/``, so an
installed (not editable) ``conformance run`` plays the same corpus
(conformance.corpus.paths finds whichever is there). Everything else is in pyproject.toml.
"""

from setuptools import find_packages, setup

#: package name inside the wheel -> the repository folder it is built from
CORPUS_DATA = {"conformance.corpus.data.features": "features", "conformance.corpus.data.fixtures": "fixtures"}

setup(packages=find_packages(include=["conformance", "conformance.*", "reference_engine", "reference_engine.*"])
      + list(CORPUS_DATA), package_dir=CORPUS_DATA)
