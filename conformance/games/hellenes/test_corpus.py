"""Binds every scenario of features/hellenes/ as a test."""

from conformance.corpus.paths import FEATURES
from conformance.runner.binding import bind_features

bind_features(FEATURES / "hellenes", globals())
