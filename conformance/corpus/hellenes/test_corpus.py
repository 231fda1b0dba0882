"""Binds every scenario of features/hellenes/ as a test."""

from conformance.binding import bind_features
from conformance.paths import FEATURES

bind_features(FEATURES / "hellenes", globals())
