"""UCG's one `Flow`: the step kinds, moves and decision kinds of the game register on it."""

from __future__ import annotations

from tabletop.engine.flow import Flow

FLOW = Flow()
