"""The deck builder: a game's card pool (search by name or text, filter by book deck) on the
left, the deck with its counts on the right, the game's deck rules checked live
(`tabletop.check_deck`), and Save as a cardset deck file that New game, print and simulate
offer. Click a pool card to add a copy, a deck line to take one out; type to search (Tab moves
to the deck's name)."""

from __future__ import annotations

from collections import Counter

import pygame

from tabletop.engine.api import check_deck
from tabletop.engine.catalog import CardCatalog
from tabletop.engine.registry import game_ids, get_rules
from tabletop.ui import theme
from tabletop.ui.deck_file import save_deck
from tabletop.ui.scene import Host, Scene
from tabletop.ui.widgets import Button, draw_panel

ROW = 26
ALL = "all decks"


class DeckBuilderScene(Scene):
    def __init__(self, host: Host, game_id: str | None = None) -> None:
        super().__init__(host)
        self.games = [g for g in game_ids() if get_rules(g).listed]
        self.game_id = game_id or self.games[0]
        self.counts: Counter[str] = Counter()
        self.search = ""
        self.name = "My deck"
        self.typing = "search"  # or "name"
        self.book = ALL
        self.note = ""
        self.pool_rects: list[tuple[pygame.Rect, str]] = []
        self.deck_rects: list[tuple[pygame.Rect, str]] = []
        self.buttons: list[Button] = []
        self.resize(host.size)

    # --- state ---------------------------------------------------------------------------
    @property
    def cardset(self) -> CardCatalog:
        return get_rules(self.game_id).cardset

    def pool(self) -> list[str]:
        """The card ids shown in the pool: the chosen book deck's, matching the search."""
        cards = self.cardset.cards
        ids = list(cards)
        if self.book != ALL:
            ids = [c for c in ids if c in self.cardset.decks[self.book].cards]
        words = self.search.casefold().split()
        if words:

            def text(c: str) -> str:
                card = cards[c]
                return " ".join(
                    str(getattr(card, f, "")) for f in ("name", "text", "types", "deck")
                )

            ids = [c for c in ids if all(w in text(c).casefold() for w in words)]
        return ids

    def problems(self) -> list[str]:
        cards = [c for c, n in self.counts.items() for _ in range(n)]
        return check_deck(self.game_id, cards) if cards else ["the deck is empty"]

    def add(self, card_id: str) -> None:
        self.counts[card_id] += 1

    def remove(self, card_id: str) -> None:
        self.counts[card_id] -= 1
        if self.counts[card_id] <= 0:
            del self.counts[card_id]

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

    def _next_game(self) -> None:
        index = self.games.index(self.game_id)
        self.game_id = self.games[(index + 1) % len(self.games)]
        self.counts, self.book, self.note = Counter(), ALL, ""

    def _next_book(self) -> None:
        books = [ALL, *self.cardset.decks]
        self.book = books[(books.index(self.book) + 1) % len(books)]

    # --- scene ---------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.buttons = [
            Button("Game", self._next_game, pygame.Rect(20, 20, 260, 40)),
            Button("Filter", self._next_book, pygame.Rect(290, 20, 260, 40)),
            Button("Save deck", self.save, pygame.Rect(w - 360, h - 60, 160, 44), primary=True),
            Button("Back", lambda: self.host.pop(self), pygame.Rect(w - 180, h - 60, 160, 44)),
        ]

    def process_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event)
            return
        for button in self.buttons:
            if button.handle(event):
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            for rect, card_id in self.pool_rects:
                if rect.collidepoint(event.pos):
                    self.add(card_id)
                    return
            for rect, card_id in self.deck_rects:
                if rect.collidepoint(event.pos):
                    self.remove(card_id)
                    return

    def _key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.host.pop(self)
        elif event.key == pygame.K_TAB:
            self.typing = "name" if self.typing == "search" else "search"
        elif event.key == pygame.K_BACKSPACE:
            setattr(self, self.typing, getattr(self, self.typing)[:-1])
        elif event.unicode and event.unicode.isprintable():
            setattr(self, self.typing, getattr(self, self.typing) + event.unicode)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT_DARK)
        text = self.host.text
        w, h = surface.get_size()
        self.buttons[0].label = f"Game: {get_rules(self.game_id).title}"
        self.buttons[1].label = f"Filter: {self.book}"
        for button in self.buttons:
            button.draw(surface, text)
        cursor = {"search": "", "name": ""}
        cursor[self.typing] = "|"
        field = text.get(f"Search: {self.search}{cursor['search']}", 18, theme.TEXT)
        surface.blit(field, (570, 30))
        pool = pygame.Rect(20, 76, w // 2 - 30, h - 160)
        deck = pygame.Rect(w // 2 + 10, 76, w // 2 - 30, h - 260)
        draw_panel(surface, pool)
        draw_panel(surface, deck)
        self.pool_rects = self._rows(surface, pool, [(c, self._name(c)) for c in self.pool()])
        total = sum(self.counts.values())
        title = text.get(
            f"Deck: {self.name}{cursor['name']} ({total} cards)", 18, theme.ACCENT, True
        )
        surface.blit(title, (deck.x, deck.y - 24))
        self.deck_rects = self._rows(
            surface, deck, [(c, f"{n}  {self._name(c)}") for c, n in self.counts.items()]
        )
        problems = self.problems()
        lines = ["Legal deck"] if not problems else problems[:4]
        colour = theme.PLAYABLE if not problems else theme.DANGER
        y = deck.bottom + 10
        for line in [*lines, self.note]:
            label = text.fit(line, 15, deck.w, colour if line != self.note else theme.TEXT)
            surface.blit(label, (deck.x, y))
            y += 20

    def _name(self, card_id: str) -> str:
        return str(getattr(self.cardset.cards[card_id], "name", card_id))

    def _rows(
        self, surface: pygame.Surface, box: pygame.Rect, rows: list[tuple[str, str]]
    ) -> list[tuple[pygame.Rect, str]]:
        out = []
        for n, (card_id, words) in enumerate(rows):
            rect = pygame.Rect(box.x + 8, box.y + 6 + n * ROW, box.w - 16, ROW - 2)
            if rect.bottom > box.bottom:
                break
            label = self.host.text.fit(words, 16, rect.w - 8, theme.TEXT)
            surface.blit(label, (rect.x + 4, rect.y + 3))
            out.append((rect, card_id))
        return out
