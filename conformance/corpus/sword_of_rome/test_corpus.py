"""Binds every scenario of features/sword_of_rome/ as a test."""

from conformance.binding import bind_features
from conformance.paths import FEATURES

bind_features(FEATURES / "sword_of_rome", globals())
