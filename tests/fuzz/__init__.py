"""The differential fuzzer: campaigns, findings, the command's promises, and its benchmarks' machinery."""
