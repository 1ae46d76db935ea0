"""The table: a pygame app that plays any registered game from its layout and the engine facade.

Entry points: `tabletop.ui.app.run` (the window), `tabletop.ui.headless.screenshot` and
`tabletop.ui.headless.frame_times` (no display needed).
"""
