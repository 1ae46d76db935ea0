"""Clash's one `Flow`: the step kinds, moves and decision kinds of the game register on it
(turn.py, combat.py, wrapup.py), and the engine's choose-N-of-M on the same table."""

from __future__ import annotations

from tabletop.engine.choices import ChooseCards
from tabletop.engine.flow import Flow

FLOW = Flow()
CHOOSE = ChooseCards(FLOW)
