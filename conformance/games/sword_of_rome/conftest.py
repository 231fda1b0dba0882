"""The Sword of Rome corpus: its vocabulary is the common steps plus its own."""

import pytest

from conformance.steps.common import *  # noqa: F401,F403
from conformance.steps.sword_of_rome import *  # noqa: F401,F403


@pytest.fixture
def game_id() -> str:
    return "sword_of_rome"
