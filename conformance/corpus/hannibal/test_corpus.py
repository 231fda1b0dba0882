"""Binds every scenario of features/hannibal/ as a test."""

from conformance.binding import bind_features
from conformance.paths import FEATURES

bind_features(FEATURES / "hannibal", globals())
