"""The contract's checks: the games' schemas and their messages, strict JSON, the promises every
action and die is held to, the reference check, and copies of contract data."""
