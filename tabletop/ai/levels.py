"""The bot levels by name, without the bots: what the table and the New game screen need to
name a computer seat's level, light enough for the first frame (ai/bots.py builds the bots)."""

from __future__ import annotations

from collections.abc import Mapping

#: the levels a person chooses among at the table, weakest first
LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
#: the level of a computer seat nobody chose one for (a loaded game's)
DEFAULT_LEVEL = "normal"
#: Hard's iterations a decision in balance runs (`tabletop simulate`): exact to repeat, and
#: cheap enough that 200 Empyrean games of Hard against Normal take under 15 minutes on two
#: cores (docs/simulate.md); the table's Hard (1 s a decision) runs several times as many
BALANCE_ITERATIONS = 30


def level_of(levels: Mapping[int, str], seat: int, default: str = DEFAULT_LEVEL) -> str:
    """The level `levels` gives `seat`, else `default`."""
    return levels.get(seat, default)
