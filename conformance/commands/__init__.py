"""The commands that join the runner, the reports and the rules site: ``conformance run``
(``run``), ``diff``, ``expectations`` and ``errata`` (the errata and the what-if).

The other commands live with the part they belong to (``conformance fuzz`` in
conformance.fuzz.cli, ``conformance docs`` in conformance.site,
``conformance serve`` in conformance.connection.serve); conformance.cli only
dispatches to them.
"""
