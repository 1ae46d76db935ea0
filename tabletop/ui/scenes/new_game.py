"""New game: which game, how many players, each seat's deck and whether a person or the
computer plays it (and at which level: easy, normal, hard), the seed and the undo policy."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pygame
from pydantic import BaseModel

from tabletop.ai.levels import LEVELS
from tabletop.engine.api import (
    UNDO_POLICIES,
    GameInfo,
    checked_options,
    deck_problems,
    games,
    new_game,
)
from tabletop.engine.errors import TabletopError
from tabletop.engine.options import OptionSpec, option_specs
from tabletop.engine.registry import get_rules
from tabletop.engine.rules import DeckInfo
from tabletop.ui import theme
from tabletop.ui.scene import Host, Scene
from tabletop.ui.scenes.overlays import ChoiceMenu
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.widgets import Button, Cycle, NumberField, draw_title

ROW = 54
#: the line under the form that says what the option pointed at does
HELP_HEIGHT = 48
HELP_SIZE = 15
Field = Cycle | NumberField
#: a seat's choices: a person, or the computer at one of the bot levels (ai/levels.py)
SEAT_CHOICES = ("human", *LEVELS)
SEAT_NAMES = ("Human", *(f"Computer: {level}" for level in LEVELS))
DEFAULT_LEVEL = "normal"


def seat_words_of(choices: list[str]) -> list[str]:
    """The seat words (engine/seat_words.py) of the seat fields' choices: human, or
    computer:LEVEL."""
    return [c if c == "human" else f"computer:{c}" for c in choices]


def held_seats(seats: list[str], never_end_my_phase: bool) -> tuple[int, ...]:
    """The seats a new game holds open (Settings > Never end a phase for me): the people's."""
    if not never_end_my_phase:
        return ()
    return tuple(n for n, kind in enumerate(seats) if kind == "human")


def choose(cycle: Cycle, value: object) -> None:
    """Show `value` on `cycle` when it is one of its options; else leave it as it is."""
    if isinstance(value, str) and value in cycle.options and value != cycle.value:
        cycle.choose(cycle.options.index(value))


def option_fields(
    model: type[BaseModel], on_change: Callable[[int], None] | None = None
) -> dict[str, Field]:
    """Form fields for a game's options (engine/options.py): yes/no, a choice among words, or
    a whole number (left empty: the game's default). Options of other shapes keep their
    defaults, and so do those the table sets from Settings."""
    out: dict[str, Field] = {}
    for spec in option_specs(model):
        if spec.from_settings:
            continue
        if spec.kind in ("yes/no", "choice"):
            start = spec.choices.index(spec.default) if spec.default in spec.choices else 0
            out[spec.name] = OptionCycle(spec, start, on_change)
        elif spec.kind == "number":
            default = "" if spec.default is None else str(spec.default)
            out[spec.name] = NumberField(spec.label, default, max_digits=6, empty="(default)")
    return out


class OptionCycle(Cycle):
    """A choice among an option's words that hands back the typed value it stands for."""

    def __init__(
        self, spec: OptionSpec, start: int, on_change: Callable[[int], None] | None = None
    ) -> None:
        words = list(spec.words)
        super().__init__(spec.label, [str(c) for c in spec.choices], start, on_change, names=words)
        self.spec = spec

    @property
    def typed(self) -> Any:
        return self.spec.choices[self.index]


def option_values(fields: dict[str, Field]) -> dict[str, Any]:
    """The options as the game's model takes them: typed values, never the words."""
    values: dict[str, Any] = {}
    for name, field in fields.items():
        if isinstance(field, OptionCycle):
            values[name] = field.typed
        elif isinstance(field, NumberField) and field.value:
            values[name] = int(field.value)
    return values


class NewGameScene(Scene):
    def idle(self) -> bool:
        return True  # nothing moves here until an input event

    def __init__(self, host: Host) -> None:
        super().__init__(host)
        self.infos: list[GameInfo] = games(include_hidden=host.settings.show_test_games)
        self.error = ""
        ids = [i.id for i in self.infos]
        last = host.settings.last_game  # the game chosen last time comes first again
        self.game_field = Cycle(
            "Game",
            ids,
            ids.index(last) if last in ids else 0,
            self._game_changed,
            names=[i.title for i in self.infos],
        )
        self.players_field = Cycle("Players", ["2"], 0, self._players_changed)
        self.undo_field = Cycle("Undo", list(UNDO_POLICIES), 0)
        self.seed_field = NumberField("Seed", "")
        self.seat_fields: list[Cycle] = []
        self.deck_fields: list[Cycle] = []
        self.option_fields: dict[str, Field] = {}
        self.option_specs: dict[str, OptionSpec] = {}
        self.start = Button("Start", self._start, primary=True, enabled=bool(self.infos))
        self.help_rect = pygame.Rect(0, 0, 0, 0)
        self.mouse = (-1, -1)
        self.back = Button("Back", lambda: self.host.pop(self))
        self._game_changed(0)

    @property
    def info(self) -> GameInfo | None:
        return self.infos[self.game_field.index] if self.infos else None

    def _game_changed(self, index: int) -> None:
        info = self.info
        self.error = ""  # a refusal of another game's settings says nothing of this one
        counts = [str(n) for n in info.players] if info else ["2"]
        model = get_rules(info.id).options_model if info else None
        self.option_fields = option_fields(model, self._options_changed) if model else {}
        self.option_specs = {s.name: s for s in option_specs(model)} if model else {}
        self.deck_fields = []
        self.players_field = Cycle("Players", counts, 0, self._players_changed)
        self._players_changed(0)
        self._restore()

    def _restore(self) -> None:
        """The choices New game was started with last time for this game, where they are
        still on offer (a deck no longer legal, an option no longer known: the default)."""
        info = self.info
        kept = self.host.settings.new_game.get(info.id) if info else None
        if not isinstance(kept, dict):
            return
        choose(self.players_field, kept.get("players"))
        options = kept.get("options")
        for name, field in self.option_fields.items():
            value = options.get(name) if isinstance(options, dict) else None
            if isinstance(field, Cycle):
                choose(field, value)
            elif isinstance(value, str) and value.isdigit() and len(value) <= field.max_digits:
                field.value = value
        self._options_changed(0)
        for fields, key in ((self.seat_fields, "seats"), (self.deck_fields, "decks")):
            values = kept.get(key)
            for n, value in enumerate(values[: len(fields)] if isinstance(values, list) else []):
                choose(fields[n], value)
        choose(self.undo_field, kept.get("undo"))

    def choices(self) -> dict[str, Any]:
        """What `_restore` offers again: every field's value, as words."""
        return {
            "players": self.players_field.value,
            "seats": [f.value for f in self.seat_fields],
            "decks": [f.value for f in self.deck_fields],
            "options": {name: f.value for name, f in self.option_fields.items()},
            "undo": self.undo_field.value,
        }

    def _players_changed(self, index: int) -> None:
        players = int(self.players_field.value)
        self.seat_fields = [
            Cycle(
                f"Seat {n + 1}",
                list(SEAT_CHOICES),
                0 if n == 0 else SEAT_CHOICES.index(DEFAULT_LEVEL),
                names=list(SEAT_NAMES),
            )
            for n in range(players)
        ]
        self._options_changed(0)

    def _options_changed(self, index: int) -> None:
        """Offer the decks the game's deck rules allow with the options chosen (COE's deck
        size 50 offers its 50-card decks); each seat keeps its deck while it stays legal."""
        players = int(self.players_field.value)
        decks = self._legal_decks()
        kept = [d.value for d in self.deck_fields]
        ids, names = (
            ([d.id for d in decks], [d.name for d in decks])
            if decks
            else ([""], ["the game's choice"])
        )
        self.deck_fields = [
            Cycle(
                "Deck",
                ids,
                ids.index(kept[n]) if n < len(kept) and kept[n] in ids else n % len(ids),
                names=names,
            )
            for n in range(players)
        ]
        for field in self.deck_fields:
            field.opens = self._pick_deck
        self.resize(self.host.size)

    def _pick_deck(self, field: Cycle) -> None:
        """Every deck the seat may play, in a list to pick from (a right click still steps)."""
        seat = self.deck_fields.index(field) + 1
        lines = [("✓ " if n == field.index else "") + name for n, name in enumerate(field.names)]
        self.host.push(
            ChoiceMenu(
                self.host,
                f"Seat {seat}'s deck",
                lines,
                field.rect.topleft,
                lambda picked: field.choose(picked) if picked is not None else None,
            )
        )

    def _legal_decks(self) -> list[DeckInfo]:
        info = self.info
        if info is None:
            return []
        rules = get_rules(info.id)
        try:
            options = checked_options(rules, option_values(self.option_fields))
        except ValueError:
            return list(info.decks)
        return [d for d in info.decks if not deck_problems(rules, rules.deck_list(d.id), options)]

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        box = 640
        left = (width - box) // 2
        half = (box - 10) // 2
        y = 120
        self.game_field.rect = pygame.Rect(left, y, box, ROW - 10)
        y += ROW
        self.players_field.rect = pygame.Rect(left, y, half, ROW - 10)
        self.undo_field.rect = pygame.Rect(left + half + 10, y, half, ROW - 10)
        y += ROW
        pairs: list[Field] = [self.seed_field, *self.option_fields.values()]
        for n, field in enumerate(pairs):
            field.rect = pygame.Rect(left + (n % 2) * (half + 10), y, half, ROW - 10)
            if n % 2 == 1 or n == len(pairs) - 1:
                y += ROW
        y += 10
        for seat, deck in zip(self.seat_fields, self.deck_fields, strict=True):
            seat.rect = pygame.Rect(left, y, half, ROW - 10)
            deck.rect = pygame.Rect(left + half + 10, y, half, ROW - 10)
            y += ROW
        self.help_rect = pygame.Rect(left, y, box, HELP_HEIGHT)
        y += HELP_HEIGHT
        y = max(y + 10, min(height - 80, y + 30))
        self.start.rect = pygame.Rect(left + box - 240, y, 240, 50)
        self.back.rect = pygame.Rect(left, y, 160, 50)

    def widgets(self) -> list[Button]:
        cycles = [f for f in self.option_fields.values() if isinstance(f, Cycle)]
        return [
            self.game_field,
            self.players_field,
            self.undo_field,
            *self.seat_fields,
            *self.deck_fields,
            *cycles,
            self.start,
            self.back,
        ]

    def number_fields(self) -> list[NumberField]:
        numbers = [f for f in self.option_fields.values() if isinstance(f, NumberField)]
        return [self.seed_field, *numbers]

    def _start(self) -> None:
        info = self.info
        if info is None:
            return
        seed = int(self.seed_field.value) if self.seed_field.value else random.randrange(1 << 31)
        words = seat_words_of([s.value for s in self.seat_fields])
        try:
            game = new_game(
                info.id,
                seed=seed,
                players=int(self.players_field.value),
                decks=[d.value for d in self.deck_fields] if info.decks else None,
                options=option_values(self.option_fields),
                seats=words,
                undo_policy=self.undo_field.value,
                hold_seats=held_seats(words, self.host.settings.never_end_my_phase),
            )
        except (TabletopError, ValueError) as exc:
            self.error = str(exc)
            return
        settings = self.host.settings
        remembered = {**settings.new_game, info.id: self.choices()}
        self.host.update_settings(replace(settings, last_game=info.id, new_game=remembered))
        self.host.replace(TableScene(self.host, game))

    def process_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.host.pop(self)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._start()
            return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        used = False
        for field in self.number_fields():
            used = field.handle(event) or used
        if used:
            return
        for widget in self.widgets():
            if widget.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT_DARK)
        draw_title(surface, "New game", 50)
        text = self.host.text
        if not self.infos:
            msg = "No games are installed yet. Settings > Show test games lists Tally."
            label = text.get(msg, 18, theme.TEXT_DIM)
            surface.blit(label, label.get_rect(midtop=(surface.get_width() // 2, 110)))
        for widget in self.widgets():
            widget.draw(surface, text)
        for field in self.number_fields():
            field.draw(surface, text)
        self._draw_help(surface)
        if self.error:
            label = text.fit(self.error, 16, surface.get_width() - 80, theme.DANGER, bold=True)
            surface.blit(
                label,
                label.get_rect(midtop=(surface.get_width() // 2, self.start.rect.bottom + 14)),
            )

    def help_line(self) -> str:
        """What the option under the mouse (or the number being typed) does, in the game's
        words; a pointer to it when no option is pointed at."""
        for name, field in self.option_fields.items():
            spec = self.option_specs.get(name)
            pointed = field.rect.collidepoint(self.mouse) or field.focused
            if pointed and spec is not None:
                return f"{spec.label}: {spec.help}" if spec.help else spec.label
        if self.option_fields:
            return "Point at an option to read what it does."
        return ""

    def _draw_help(self, surface: pygame.Surface) -> None:
        text = self.host.text
        y = self.help_rect.y + 4
        for line in theme.wrap(self.help_line(), HELP_SIZE, self.help_rect.w)[:2]:
            label = text.fit(line, HELP_SIZE, self.help_rect.w, theme.TEXT_DIM)
            surface.blit(label, (self.help_rect.x, y))
            y += HELP_SIZE + 6
