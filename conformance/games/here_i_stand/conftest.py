"""The Here I Stand corpus: its vocabulary is the common steps plus its own."""

import pytest

from conformance.steps.common import *  # noqa: F401,F403
from conformance.steps.here_i_stand import *  # noqa: F401,F403


@pytest.fixture
def game_id() -> str:
    return "here_i_stand"
