"""The deck builder's parts: what a card's cost, types and keywords are, the pool's filters,
the cost curve, the plain-text deck list files, the drag of a card and the screen layout. The
scene that joins them is `tabletop.ui.scenes.deck_builder`."""
