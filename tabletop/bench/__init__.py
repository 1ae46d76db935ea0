"""`tabletop bench`: the reference loops (the floor) and the measurements beside them."""
