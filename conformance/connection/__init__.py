"""Reaching an implementation: turning a spec into an object that honours the contract.

A spec string becomes an implementation in ``specs``;
``python:`` implementations run in the runner's process behind deadlines (``inprocess``);
``exec:`` programs run in another process and speak the process protocol (``process``,
``protocol``); the handshake is checked against the catalogs (``handshake``);
``conformance serve`` serves a Python implementation over the protocol (``serve``);
an implementation's text is made printable before it is shown or stored (``safe_text``).
"""

from conformance import lazy_exports

_EXPORTS = {
    "load_implementation": ".specs",
    "ImplementationSpecError": ".specs",
    "check_spec": ".specs",
    "GuardedImplementation": ".inprocess",
    "ProcessImplementation": ".process",
    "ImplementationFault": ".process",
    "ImplementationError": ".process",
    "handshake_problems": ".handshake",
    "PROTOCOL_VERSION": ".protocol",
}
__all__ = sorted(_EXPORTS)
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
