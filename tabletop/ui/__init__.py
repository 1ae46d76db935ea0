"""The table: a pygame app that plays any registered game from its layout and the engine facade.

Entry points: `tabletop.ui.app.run` (the window), `tabletop.ui.headless.screenshot` and
`tabletop.ui.headless.frame_times` (no display needed).
"""

import sys

# pygame imports numpy as it loads, for its surfarray and sndarray modules, which the table never
# uses: a tenth of a second of every cold start (docs/benchmarks.md). Marked absent here, before
# any module of the table imports pygame, they are left out (pygame then names them missing
# modules) unless something imported them already.
for _unused in ("pygame.surfarray", "pygame.sndarray"):
    sys.modules.setdefault(_unused, None)  # type: ignore[arg-type]
