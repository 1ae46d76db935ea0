"""The bot levels by name, without the bots: what the table and the New game screen need to
name a computer seat's level, light enough for the first frame (ai/bots.py builds the bots)."""

from __future__ import annotations

import os
from collections.abc import Mapping

# the level words are the seat grammar's (engine/seat_words.py), so a scenario, a save and the
# API read them without the bots: the levels a person chooses among at the table, weakest
# first, and the level of a computer seat nobody chose one for
from tabletop.engine.seat_words import DEFAULT_LEVEL as DEFAULT_LEVEL
from tabletop.engine.seat_words import LEVELS as LEVELS

#: Hard's iterations a decision in balance runs (`tabletop simulate`): exact to repeat, and
#: cheap enough that 200 Empyrean games of Hard against Normal take under 15 minutes on two
#: cores (docs/simulate.md); the table's Hard (1 s a decision) runs several times as many
BALANCE_ITERATIONS = 30


def level_of(levels: Mapping[int, str], seat: int, default: str = DEFAULT_LEVEL) -> str:
    """The level `levels` gives `seat`, else `default`."""
    return levels.get(seat, default)


#: the most cores Hard thinks on (more workers than this gain little at the table's 1 s box
#: and cost a spawned interpreter each)
MAX_CORES = 8


def default_cores() -> int:
    """The cores Hard thinks on unless told: every core of the machine, at most MAX_CORES."""
    return cores_within(os.cpu_count() or 1)


def cores_within(cores: int) -> int:
    """`cores` held to 1..MAX_CORES."""
    return max(1, min(MAX_CORES, cores))
