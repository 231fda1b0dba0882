"""Binds every scenario of features/sword_of_rome/ as a test."""

from conformance.corpus.paths import FEATURES
from conformance.runner.binding import bind_features

bind_features(FEATURES / "sword_of_rome", globals())
