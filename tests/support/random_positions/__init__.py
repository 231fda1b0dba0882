"""Random positions of each game on its partial map (hypothesis strategies), for the engine's
property tests: most pieces near one another, so that armies meet."""
