"""A tiny game that meets the protocol, so the core is tested apart from the three real games."""
