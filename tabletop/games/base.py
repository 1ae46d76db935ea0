"""The base of a game whose cards are data: a cardset folder of YAML files, validated by the
game's card model when first used, on the engine's flow.

Built-in games and game plugins alike subclass `CardGame`. A plugin keeps its cardset inside
its own package and says where with `cardsets_root` (the folder holding `<game id>/`).

Every game package has the same modules for the same roles (docs/architecture.md, "One game
package"), and `CardGame` reads three of them once for every game, so no game repeats the
same delegating methods: `faces` (what a card shows, the table's tallies) and `words`
(commands in words, precise refusals).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Protocol

from tabletop.cards.cardset import Cardset, load_cardset
from tabletop.engine.catalog import DeckEntry
from tabletop.engine.commands import Command
from tabletop.engine.contract import delegates_to
from tabletop.engine.flow import FlowRules
from tabletop.engine.parts import CardFacets
from tabletop.engine.state import State
from tabletop.engine.view import View


class GameFaces(Protocol):
    """A game's `faces.py`."""

    def face_info(self, card: Any, decks: Mapping[str, DeckEntry]) -> dict[str, Any]:
        """The printed fields of `card` (render's CardFace); `decks`: the cardset's decks,
        for a face that names the deck a card belongs to."""
        ...

    def zone_summary(self, view: View, cards: Any, zone_id: str) -> str | None: ...

    def card_facets(self, card: Any) -> CardFacets:
        """The card's cost, types and keywords, for the deck builder's filters and curve."""
        ...


class GameWords(Protocol):
    """A game's `words.py`."""

    def describe(self, state: State, cards: Any, command: Command) -> str: ...

    def explain(self, state: State, cards: Any, command: Command) -> str | None: ...


class CardGame(FlowRules):
    #: the folder holding this game's cardset folder `<id>/` (None: the app's cardsets)
    cardsets_root: Path | None = None
    #: the game's faces.py and words.py; a one-file game (Tally, the example plugin) leaves
    #: them out and overrides `face_info` itself
    faces: GameFaces | None = None
    words: GameWords | None = None

    @functools.cached_property
    def cardset(self) -> Cardset:
        return load_cardset(self.id, self.card_model(), self.cardsets_root)

    @delegates_to("faces")
    def face_info(self, card_id: str) -> dict[str, Any]:
        if self.faces is None:
            raise NotImplementedError(f"{self.title} declares no faces module")
        return self.faces.face_info(self.cardset.cards[card_id], self.cardset.decks)

    @delegates_to("faces")
    def card_facets(self, card_id: str) -> CardFacets:
        if self.faces is None:
            raise NotImplementedError(f"{self.title} declares no faces module")
        return self.faces.card_facets(self.cardset.cards[card_id])

    def zone_summary(self, view: View, zone_id: str) -> str | None:
        if self.faces is None:
            return None
        return self.faces.zone_summary(view, self.cardset.cards, zone_id)

    def describe_command(self, state: State, command: Command) -> str:
        if self.words is None:
            return super().describe_command(state, command)
        said = self.words.describe(state, self.cardset.cards, command)
        return twin_target(self, state, command, said)

    def explain_illegal(self, state: State, command: Command, legal: list[Command]) -> str | None:
        reason = (
            None if self.words is None else self.words.explain(state, self.cardset.cards, command)
        )
        return reason or super().explain_illegal(state, command, legal)


def twin_target(rules: CardGame, state: State, command: Command, said: str) -> str:
    """A command whose card and target card share a name says whose the target is ("Kael
    attacks the other side's Kael"; "... your own Kael"), so its words tell the two apart."""
    source, target = command.source, command.target_card
    if source is None or target is None or source not in state.cards:
        return said
    if target not in state.cards or state.cards[source].card != state.cards[target].card:
        return said
    name = rules.card_name(state.cards[target].card)
    first = said.find(name)
    second = said.find(name, first + len(name)) if first >= 0 else -1
    if second < 0:
        return said
    own = state.cards[target].holder == command.seat
    holder = state.cards[target].holder
    other = "the other side's" if state.players == 2 else f"seat {holder + 1}'s"
    whose = "your own" if own else other
    return f"{said[:second]}{whose} {said[second:]}"
