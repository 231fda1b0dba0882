"""Binds every scenario of features/here_i_stand/ as a test."""

from conformance.binding import bind_features
from conformance.paths import FEATURES

bind_features(FEATURES / "here_i_stand", globals())
