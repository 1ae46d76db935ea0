"""The row of filter buttons over the pool (book deck, cost, type, keyword): each steps
through the values the game's cards offer (a left click forward, a right click back) and
together with the search they make the pool's `PoolFilter`."""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine.catalog import CardCatalog
from tabletop.ui.deck_builder.facets import Facets
from tabletop.ui.deck_builder.pool_filter import ANY, PoolFilter, filter_choices
from tabletop.ui.widgets import Cycle

FILTERS = ("book", "cost", "type", "keyword")
TITLES = {"book": "Deck", "cost": "Cost", "type": "Type", "keyword": "Keyword"}
LABEL_SIZE = 15


class FilterBar:
    def __init__(self, cardset: CardCatalog, facets: Facets, on_change: Callable[[], None]) -> None:
        self.filter = PoolFilter()
        self._on_change = on_change
        self.buttons = [Cycle(TITLES[f], [ANY], 0, self._setter(f)) for f in FILTERS]
        for button in self.buttons:
            button.size = LABEL_SIZE
        self.use_cards(cardset, facets)

    def use_cards(self, cardset: CardCatalog, facets: Facets) -> None:
        """Every filter back to "any", stepping through the values of `cardset`'s cards."""
        choices = filter_choices(cardset, facets)
        self.filter = PoolFilter(search=self.filter.search)
        for name, button in zip(FILTERS, self.buttons, strict=True):
            button.options = list(getattr(choices, name))
            button.names = list(button.options)
            if name == "book":
                button.names = [ANY, *(str(d.name) for d in cardset.decks.values())]
            button.index = 0
            button.enabled = len(button.options) > 1
        self._relabel()

    def step(self, name: str, delta: int) -> None:
        self.buttons[FILTERS.index(name)].step(delta)

    def clear(self) -> None:
        for button in self.buttons:
            if button.index:
                button.step(-button.index)

    def set_search(self, words: str) -> None:
        self.filter = self.filter.with_value("search", words)
        self._on_change()

    def _setter(self, name: str) -> Callable[[int], None]:
        def choose(index: int) -> None:
            button = self.buttons[FILTERS.index(name)]
            self.filter = self.filter.with_value(name, button.options[index])
            self._relabel()
            self._on_change()

        return choose

    def _relabel(self) -> None:
        for button in self.buttons:
            button.label = f"{button.title}: {button.names[button.index]}"
