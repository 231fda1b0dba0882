"""The connection to an implementation: the process protocol, its document and schema, pipes,
capabilities, and programs that crash, hang or break the protocol."""
