"""The reference engine: each game's rules over random play, the lists of legal actions, the
decision kept across a refusal, and the caches its games share."""
