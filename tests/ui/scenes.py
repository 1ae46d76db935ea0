"""Positions for the table's tests: EoC and Empyrean scenarios loaded as a real game."""

from __future__ import annotations

import tempfile
from pathlib import Path

import tabletop
from tabletop.engine.game import Game

EOC_PREPARE = """\
game: eoc
seats: [human, computer]
phase: prepare
turn: 0
zones:
  p0.c1:
    - {card: Ember Imp, label: imp}
    - {card: Ember Essence, attach: imp}
  p0.pool: [Umbral Essence, Prism Essence]
  p0.hand: [Volt Lancer, Spark Sprite, Overload, Ember Essence]
  p1.c1:
    - {card: Reef Crab, label: crab}
    - {card: Tide Essence, attach: crab}
  p0.vanquisher: [pyra]
  p1.vanquisher: [maris]
  p0.deck: [Ember Imp, Ember Imp]
  p1.deck: [Reef Crab, Reef Crab]
"""


def scenario(text: str) -> Game:
    """A game from scenario text (written to a temporary file, as the title menu opens it)."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "scenario.yaml"
        path.write_text(text, encoding="utf-8")
        return tabletop.load_scenario(path)


def card(game: Game, name: str, zone: str | None = None) -> int:
    """The instance id of the card named `name` (in `zone`)."""
    for iid, inst in game.state.cards.items():
        if game.rules.card_name(inst.card) == name and (
            zone is None or game.state.where[iid] == zone
        ):
            return iid
    raise KeyError(name)
