"""Step definitions: one shared vocabulary per game plus a common one.

Steps talk to implementations only through conformance.runner.world.World, which
talks only through the adapter contract (conformance.contract).
"""
