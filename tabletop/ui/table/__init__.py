"""The table scene's parts, one job each: layout, telling, actions, keys, mouse, drawing; the
scene (ui/scenes/table.py) puts them together."""
