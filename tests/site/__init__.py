"""The rules site: built by `conformance docs`, offline, and usable in a browser."""
