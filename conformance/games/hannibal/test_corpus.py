"""Binds every scenario of features/hannibal/ as a test."""

from conformance.corpus.paths import FEATURES
from conformance.runner.binding import bind_features

bind_features(FEATURES / "hannibal", globals())
