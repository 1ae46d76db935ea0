"""The base of a game whose cards are data: a cardset folder of YAML files, validated by the
game's card model when first used, on the engine's flow.

Built-in games and game plugins alike subclass `CardGame`. A plugin keeps its cardset inside
its own package and says where with `cardsets_root` (the folder holding `<game id>/`).
"""

from __future__ import annotations

import functools
from pathlib import Path

from tabletop.cards.cardset import Cardset, load_cardset
from tabletop.engine.flow import FlowRules


class CardGame(FlowRules):
    #: the folder holding this game's cardset folder `<id>/` (None: the app's cardsets)
    cardsets_root: Path | None = None

    @functools.cached_property
    def cardset(self) -> Cardset:
        return load_cardset(self.id, self.card_model(), self.cardsets_root)
