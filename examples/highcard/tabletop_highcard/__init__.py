"""High Card, a Tabletop game plugin."""
