"""The deck builder: a game's card pool on the left (search by name or text; filters by book
deck, cost, type and keyword), the deck with its counts, its cost curve and the game's deck
rules checked live (`tabletop.check_deck`) on the right. Drag a pool card onto the deck (or
click it) to add a copy, drag a deck line out (or click it) to take one out. Save writes the
deck in the player's decks folder (user data), which New game, print and simulate offer;
Import and Export read and write the plain-text deck list. The parts live in
`tabletop.ui.deck_builder`."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pygame

from tabletop.engine.api import check_deck
from tabletop.engine.catalog import CardCatalog
from tabletop.engine.plural import counted
from tabletop.engine.registry import game_ids, get_rules
from tabletop.ui.cards import CardArt
from tabletop.ui.deck_builder.card_drag import CardDrag, DropAction, Origin
from tabletop.ui.deck_builder.cost_curve import Bar, cost_counts, curve_bars
from tabletop.ui.deck_builder.deck_list_file import (
    DeckListError,
    deck_list_files,
    default_list_path,
    read_deck_list,
    write_deck_list,
)
from tabletop.ui.deck_builder.facets import Facets
from tabletop.ui.deck_builder.filter_bar import FilterBar
from tabletop.ui.deck_builder.layout import (
    cells_per_page,
    deck_list_box,
    file_cells,
    lay_out,
    list_cells,
    rows_per_column,
)
from tabletop.ui.deck_builder.painting import BuilderView, paint_builder
from tabletop.ui.deck_builder.pool_filter import (
    PoolFilter,
    matching_cards,
)
from tabletop.ui.deck_builder.shortcuts import Shortcut, shortcut_for
from tabletop.ui.deck_file import save_deck
from tabletop.ui.scene import Host, Scene
from tabletop.ui.widgets import Button, Cycle

SCROLL_ROWS = 3


class DeckBuilderScene(Scene):
    def __init__(self, host: Host, game_id: str | None = None) -> None:
        super().__init__(host)
        self.games = [g for g in game_ids() if get_rules(g).listed or g == game_id]
        self.game_id = game_id or self.games[0]
        self.counts: Counter[str] = Counter()
        self.name = "My deck"
        self.typing = "search"  # or "name", or "path" (the file to import or export)
        self.path_text = ""
        self.path_for_import = True
        self.note = ""
        self.pool_scroll = 0
        self.deck_scroll = 0
        self.drag: CardDrag | None = None
        self.mouse = (0, 0)
        self.layout = lay_out(host.size)
        self.pool_rects: list[tuple[pygame.Rect, str]] = []
        self.deck_rects: list[tuple[pygame.Rect, str]] = []
        self.bars: list[Bar] = []
        self.deck_files: list[Path] = []  # the lists in the user's deck folder, to pick from
        self.file_rects: list[tuple[pygame.Rect, Path]] = []
        self.hovered: tuple[pygame.Rect, str] | None = None  # the row under the mouse
        self.art = CardArt(get_rules(self.game_id))
        self._art_cards = self.cardset
        self.shown_problems: list[str] = []
        self._pool_ids: list[str] = []
        self._pool_key: object = None
        self._problems: list[str] = []
        self._problems_key: object = None
        self.filter_bar = FilterBar(self.cardset, self.facets, self._scroll_pool_home)
        self.game_button = Cycle(
            "Game",
            self.games,
            self.games.index(self.game_id),
            self._choose_game,
            names=[get_rules(g).title for g in self.games],
        )
        self.import_button = Button("Import", self.ask_import_path, hint="Ctrl+I")
        self.export_button = Button("Export", self.ask_export_path, hint="Ctrl+E")
        self.save_button = Button("Save deck", self.save, primary=True, hint="Ctrl+S")
        self.back_button = Button("Back", lambda: self.host.pop(self), hint="Esc")
        self.resize(host.size)

    # --- the deck and the pool ---------------------------------------------------------------
    @property
    def cardset(self) -> CardCatalog:
        return get_rules(self.game_id).cardset

    @property
    def facets(self) -> Facets:
        """The game's reading of its cards' cost, types and keywords."""
        return get_rules(self.game_id).card_facets

    @property
    def filter(self) -> PoolFilter:
        return self.filter_bar.filter

    @property
    def filter_buttons(self) -> list[Cycle]:
        return self.filter_bar.buttons

    @property
    def buttons(self) -> list[Button]:
        return [
            self.game_button,
            *self.filter_buttons,
            self.import_button,
            self.export_button,
            self.save_button,
            self.back_button,
        ]

    def pool(self) -> list[str]:
        """The card ids the pool shows: those that pass the search and every filter."""
        key = (self.game_id, id(self.cardset), self.filter)
        if key != self._pool_key:
            self._pool_ids = matching_cards(self.cardset, self.filter, self.facets)
            self._pool_key = key
        return self._pool_ids

    def problems(self) -> list[str]:
        cards = sorted(c for c, n in self.counts.items() for _ in range(n))
        key = (self.game_id, id(self.cardset), tuple(cards))
        if key != self._problems_key:
            self._problems = check_deck(self.game_id, cards) if cards else ["the deck is empty"]
            self._problems_key = key
        return self._problems

    def deck_lines(self) -> list[str]:
        """The deck's card ids, cheapest first, then by name."""

        def order(card_id: str) -> tuple[int, str]:
            cost = self.facets(card_id).cost
            return (cost if cost is not None else -1, self.card_name(card_id).casefold())

        return sorted(self.counts, key=order)

    def add(self, card_id: str) -> None:
        self.counts[card_id] += 1

    def remove(self, card_id: str) -> None:
        self.counts[card_id] -= 1
        if self.counts[card_id] <= 0:
            del self.counts[card_id]

    def card_name(self, card_id: str) -> str:
        return get_rules(self.game_id).card_name(card_id)

    def save(self) -> None:
        problems = self.problems()
        if problems:
            self.note = "Not saved: " + problems[0]
            return
        try:
            path = save_deck(self.game_id, self.name, self.counts)
        except (ValueError, OSError) as exc:
            self.note = f"Not saved: {exc}"
            return
        self.note = f"Saved {path.name}: New game, print and simulate offer it"

    def hear(self, words: str) -> bool:
        """News from the window (the saved deck's cards loaded) goes in the status lines under
        the deck, covering nothing; a note that the deck was saved already says it."""
        if not self.note.startswith("Saved "):
            self.note = words
        return True

    # --- import and export ---------------------------------------------------------------
    def ask_import_path(self) -> None:
        self._ask_path(for_import=True)

    def ask_export_path(self) -> None:
        self._ask_path(for_import=False)

    def _ask_path(self, for_import: bool) -> None:
        self.path_for_import = for_import
        self.path_text = self.path_text or str(default_list_path(self.name))
        self.typing = "path"
        self.deck_files = deck_list_files()
        self.note = ""

    def import_list(self, path: Path) -> None:
        try:
            counts = read_deck_list(path, self.cardset)
        except DeckListError as exc:
            self.note = f"Not imported: {exc}"
            return
        self.counts = counts
        self.note = f"Imported {counted(sum(counts.values()), 'card')} from {path.name}"

    def export_list(self, path: Path) -> None:
        try:
            write_deck_list(path, self.cardset, self.counts)
        except DeckListError as exc:
            self.note = f"Not exported: {exc}"
            return
        self.note = f"Exported {counted(sum(self.counts.values()), 'card')} to {path}"

    def _finish_path(self) -> None:
        path = Path(self.path_text.strip()).expanduser()
        self.typing = "search"
        if self.path_for_import:
            self.import_list(path)
        else:
            self.export_list(path)

    # --- choices ---------------------------------------------------------------------------
    def _choose_game(self, index: int) -> None:
        self.game_id = self.games[index]
        self.counts, self.note = Counter(), ""
        self.pool_scroll = self.deck_scroll = 0
        self.filter_bar.use_cards(self.cardset, self.facets)

    def _scroll_pool_home(self) -> None:
        self.pool_scroll = 0

    # --- scene ---------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.layout = lay_out(size)
        box = self.layout
        self.game_button.rect = box.game
        for button, rect in zip(self.filter_buttons, box.filters, strict=True):
            button.rect = rect
        self.import_button.rect = box.import_button
        self.export_button.rect = box.export_button
        self.save_button.rect = box.save_button
        self.back_button.rect = box.back_button
        self._place_rows()

    def update(self, dt: float) -> None:
        self._follow_cardset()
        self._place_rows()
        self.shown_problems = self.problems()

    def _follow_cardset(self) -> None:
        """After a cardset edit on disk (live reload): the new faces, and no card it dropped."""
        if self.art.rules is not get_rules(self.game_id) or self._art_cards is not self.cardset:
            self.art = CardArt(get_rules(self.game_id))
            self._art_cards = self.cardset
            self.counts = Counter({c: n for c, n in self.counts.items() if c in self.cardset.cards})

    def _place_rows(self) -> None:
        """Where the pool's and the deck's rows and the curve's bars are, for input and
        drawing alike."""
        box = self.layout
        ids = self.pool()
        page = cells_per_page(box.pool)
        self.pool_scroll = max(0, min(self.pool_scroll, max(0, len(ids) - page)))
        cells = list_cells(box.pool, len(ids), self.pool_scroll)
        self.pool_rects = list(zip(cells, ids[self.pool_scroll :], strict=False))
        lines = self.deck_lines()
        deck_list = deck_list_box(box.deck)
        page = cells_per_page(deck_list)
        self.deck_scroll = max(0, min(self.deck_scroll, max(0, len(lines) - page)))
        cells = list_cells(deck_list, len(lines), self.deck_scroll)
        self.deck_rects = list(zip(cells, lines[self.deck_scroll :], strict=False))
        self.bars = curve_bars(box.curve, cost_counts(self.facets, self.counts))
        files = self.deck_files if self.typing == "path" else []
        self.file_rects = list(zip(file_cells(box.curve, len(files)), files, strict=False))
        rows = [*self.pool_rects, *self.deck_rects]
        under = [(r, c) for r, c in rows if r.collidepoint(self.mouse)]
        self.hovered = under[0] if under and self.drag is None else None

    def process_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event)
            return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.drag is not None:
                self.drag.move_to(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._drop(event.pos)
            return
        for button in self.buttons:
            if button.handle(event):
                return
        if event.type == pygame.MOUSEWHEEL:
            self._scroll(-event.y * SCROLL_ROWS, deck=self.layout.deck.collidepoint(self.mouse))
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self._press(event)

    def _press(self, event: pygame.event.Event) -> None:
        box = self.layout
        picked = next((p for r, p in self.file_rects if r.collidepoint(event.pos)), None)
        if picked is not None and event.button == 1:
            self.path_text = str(picked)
            self._finish_path()
            return
        if event.button == 1 and box.search.collidepoint(event.pos):
            self.typing = "search"
        elif event.button == 1 and box.name.collidepoint(event.pos):
            self.typing = "name"
        pool = next((c for r, c in self.pool_rects if r.collidepoint(event.pos)), None)
        deck = next((c for r, c in self.deck_rects if r.collidepoint(event.pos)), None)
        if event.button == 3:  # a right click adds or takes out at once
            if pool is not None:
                self.add(pool)
            elif deck is not None:
                self.remove(deck)
        elif event.button == 1 and (pool or deck):
            origin = Origin.POOL if pool else Origin.DECK
            card_id = pool or deck
            assert card_id is not None
            self.drag = CardDrag(card_id, origin, event.pos, event.pos)

    def _drop(self, pos: tuple[int, int]) -> None:
        drag, self.drag = self.drag, None
        if drag is None:
            return
        action = drag.action_at(pos, self.layout.deck)
        if action is DropAction.ADD:
            self.add(drag.card_id)
        elif action is DropAction.REMOVE and drag.card_id in self.counts:
            self.remove(drag.card_id)

    def _scroll(self, rows: int, deck: bool = False) -> None:
        """Scroll the pool (or the deck) by whole rows across all its columns."""
        box = deck_list_box(self.layout.deck) if deck else self.layout.pool
        columns = max(1, cells_per_page(box) // rows_per_column(box))
        if deck:
            self.deck_scroll = max(0, self.deck_scroll + rows * columns)
        else:
            self.pool_scroll = max(0, self.pool_scroll + rows * columns)

    def _key(self, event: pygame.event.Event) -> None:
        command = shortcut_for(event)
        if command is not None:
            self._shortcut(command, back=bool(event.mod & pygame.KMOD_SHIFT))
            return
        if event.key == pygame.K_ESCAPE:
            if self.typing == "path":
                self.typing = "search"
            else:
                self.host.pop(self)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.typing == "path":
            self._finish_path()
        elif event.key == pygame.K_TAB and self.typing != "path":
            self.typing = "name" if self.typing == "search" else "search"
        elif event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            page = rows_per_column(self.layout.pool)
            self._scroll(page if event.key == pygame.K_PAGEDOWN else -page)
        elif event.key == pygame.K_BACKSPACE:
            self._type(None)
        elif event.unicode and event.unicode.isprintable():
            self._type(event.unicode)

    def _type(self, char: str | None) -> None:
        """A character into the field being typed in (None: erase the last one)."""
        if self.typing == "path":
            self.path_text = self.path_text[:-1] if char is None else self.path_text + char
        elif self.typing == "name":
            self.name = self.name[:-1] if char is None else self.name + char
        else:
            search = self.filter.search
            self.filter_bar.set_search(search[:-1] if char is None else search + char)

    def _shortcut(self, command: Shortcut, back: bool) -> None:
        delta = -1 if back else 1
        if command is Shortcut.SAVE:
            self.save()
        elif command is Shortcut.IMPORT:
            self.ask_import_path()
        elif command is Shortcut.EXPORT:
            self.ask_export_path()
        elif command is Shortcut.GAME:
            self.game_button.step(delta)
        elif command is Shortcut.CLEAR_FILTERS:
            self.filter_bar.clear()
        else:
            self.filter_bar.step(command.value, delta)

    def draw(self, surface: pygame.Surface) -> None:
        paint_builder(surface, self.host.text, self._view())

    def _view(self) -> BuilderView:
        return BuilderView(
            layout=self.layout,
            buttons=self.buttons,
            cardset=self.cardset,
            facets=self.facets,
            counts=self.counts,
            search=self.filter.search,
            name=self.name,
            typing=self.typing,
            path_text=self.path_text,
            path_for_import=self.path_for_import,
            pool_rects=self.pool_rects,
            pool_size=len(self._pool_ids),
            pool_scroll=self.pool_scroll,
            deck_rects=self.deck_rects,
            deck_scroll=self.deck_scroll,
            file_rects=self.file_rects,
            hovered=self.hovered,
            art=self.art,
            bars=self.bars,
            problems=self.shown_problems,
            note=self.note,
            drag=self.drag,
            mouse=self.mouse,
        )
