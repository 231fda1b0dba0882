"""The documentation agrees with the corpus."""
