"""The Hellenes corpus: its vocabulary is the common steps plus its own."""

import pytest

from conformance.steps.common import *  # noqa: F401,F403
from conformance.steps.hellenes import *  # noqa: F401,F403


@pytest.fixture
def game_id() -> str:
    return "hellenes"
