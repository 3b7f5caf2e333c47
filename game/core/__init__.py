"""The game core: protocol, registry, match, records. No pygame."""
