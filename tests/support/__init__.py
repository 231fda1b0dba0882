"""What the tests share: fakes and helpers, each defined once.

- ``tiny_corpus``: two Sword of Rome scenarios, for runs that must be quick;
- ``runs``: `conformance run` in this process and what it wrote;
- ``faulty/``: programs and in-process implementations that crash, hang, break the protocol or
  cannot be imported; ``cause_hostiles``: implementations whose own code breaks, or that answer
  what the contract allows in another order; ``harness_breaks``: a plugin that breaks the
  corpus's own code;
- ``toy``: a toy game's catalog and feature file, for tests of the corpus tools;
- ``random_walks`` and ``random_positions/``: random play through legal actions on random
  positions, for the engine's property tests;
- ``protocol_document``: the example sessions of docs/protocol.md;
- ``almost_json``: values an implementation might give as JSON data, odd ones among them;
- ``site_browser``: headless Chromium for the site's tests;
- ``mutation_checkout``: a small checkout to point strength/mutation.py at.

The deliberately wrong implementations the corpus must catch are in strength/wrong/.
"""
