"""How fast the corpus, the runner and the fuzzer are: scripts that print figures and assert
nothing, run by hand (``python benchmarks/NAME.py``). How strong the corpus is is measured in
strength/."""
