"""What all games share: the board graph, pieces, dice script, decisions."""
