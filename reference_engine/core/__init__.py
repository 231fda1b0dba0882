"""What all games share: the frame stack and ``Rules`` (``procedure``), pending decisions, the board graph,
the dice script, work shared between a decision's candidates (``memo``) and CU counts (``tally``)."""
