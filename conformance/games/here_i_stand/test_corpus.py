"""Binds every scenario of features/here_i_stand/ as a test."""

from conformance.corpus.paths import FEATURES
from conformance.runner.binding import bind_features

bind_features(FEATURES / "here_i_stand", globals())
