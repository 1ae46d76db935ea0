"""The contract between the engine and one game's rules, and the context rules write through.

A game subclasses `GameRules`: `setup` deals the opening position, `legal` lists what the
seats to act may play, `decide` turns one legal command into events. Rules never change the
state themselves: every change goes through `Context.emit`, which applies the event at once
(so the next line of rules sees it) and records it for the log.
"""

from __future__ import annotations

import functools
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict

from tabletop.engine import rng as rng_mod
from tabletop.engine.catalog import CardCatalog
from tabletop.engine.commands import Command
from tabletop.engine.events import (
    CardAttached,
    CardCreated,
    CardFlipped,
    CardMoved,
    ControlChanged,
    CounterSet,
    DecisionAsked,
    Event,
    FlagSet,
    GameBegan,
    GameEnded,
    Narrated,
    PhaseBegan,
    RandomChosen,
    StackChanged,
    ValueSet,
    ZoneShuffled,
    ZonesOpened,
)
from tabletop.engine.layout import Layout, Zone
from tabletop.engine.limits import cut
from tabletop.engine.outcome import Outcome
from tabletop.engine.parts import BotHints, CardFacets, CardLook, NotNeeded
from tabletop.engine.position_limits import PositionLimits
from tabletop.engine.seat_words import seat_words
from tabletop.engine.state import Decision, JSONValue, State
from tabletop.engine.turn_order import TurnOrder

if TYPE_CHECKING:
    from tabletop.engine.view import View


class NoOptions(BaseModel):
    """Options model for a game that has none."""

    model_config = ConfigDict(extra="forbid")


#: the longest refusal the table shows on its one line
REFUSAL_CHARS = 160


def cite(reason: str, section: str, source: str = "book") -> str:
    """A precise refusal that quotes its rule (issue 43): `reason` names the card or place and
    the rule in the book's words; `section` is the book's section, as the book titles it.
    "Lyra (Heavy) stands beside that slot: no card may be played there" with "Card zones"
    reads "... played there (book, Card zones)." Every game's refusals end this way; a game
    whose book leaves a rule to other public pages names them as `source` ("rules")."""
    return f"{reason.rstrip('.')} ({source}, {section})."


@dataclass(frozen=True)
class DeckInfo:
    id: str
    name: str
    description: str = ""


@dataclass(frozen=True)
class GameConfig:
    """Everything that, with the command log, fixes a game exactly."""

    game_id: str
    seed: int
    players: int
    decks: tuple[str, ...]
    seats: tuple[str, ...]  # "human" or "computer", one per seat
    names: tuple[str, ...]
    options: dict[str, Any] = field(default_factory=dict)
    undo_policy: str = "unlimited"  # or "strict"
    #: the card ids of each seat's deck, in its list's order: a deck of the cardset as it was
    #: when the game began, or a list of cards given to `new_game` (then `decks` names it
    #: "custom"). Setup deals from these, so a deck edited later changes no game under way.
    deck_lists: tuple[tuple[str, ...], ...] = ()
    #: seats whose decisions never close by themselves, not even a phase with only its end
    #: left (a person at the table: the game never ends their phase for them)
    hold_seats: tuple[int, ...] = ()
    #: a shuffle gives the shuffled cards fresh instance ids (in their new order), so no seat
    #: can follow a card it saw into a shuffled zone by its id. Games saved before this
    #: (save format 5 and older) replay without it, exactly as they were played.
    fresh_ids: bool = True
    #: the level of each computer seat one was chosen for (seat -> a word of
    #: engine/seat_words.LEVELS); a save keeps it in its seat words (`computer:hard`)
    levels: Mapping[int, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "game_id": self.game_id,
            "seed": self.seed,
            "players": self.players,
            "decks": list(self.decks),
            "deck_lists": [list(cards) for cards in self.deck_lists],
            "hold_seats": list(self.hold_seats),
            "fresh_ids": self.fresh_ids,
            "seats": list(seat_words(self.seats, self.levels)),
            "names": list(self.names),
            "options": self.options,
            "undo_policy": self.undo_policy,
        }


class GameRules(ABC):
    """One rulebook: its rules (`setup`, `legal`, `decide`) and the parts the rest of the app
    reads (engine/contract.py lists them). A subclass implements every abstract method and
    declares `bot_hints` and `card_look`; the registry refuses a game that leaves one out."""

    id: str
    title: str
    min_players: int = 2
    max_players: int = 2
    options_model: type[BaseModel] = NoOptions
    #: False for games that exist for tests and benchmarks only (hidden from the menu)
    listed: bool = True
    #: the game a first start and `tabletop play` with no game open (one game says so)
    default: bool = False
    #: options that make a game last as long as a benchmark asks (its undo and save figures
    #: need a log of 10,000 events); None: the game cannot be made to (the engine's test game
    #: says so: `registry.long_game`)
    long_game_options: dict[str, Any] | None = None
    #: card flags that are tokens players see (drawn on cards); None: every flag. Other flags
    #: are the rules' own memos ("used this round") and are not drawn.
    token_flags: tuple[str, ...] | None = None
    #: values that hold a seat number (whose turn, who went first): shown as the player's name
    seat_values: tuple[str, ...] = ()
    #: the whole numbers the rules can read under a value's key (without its seat part:
    #: "essence" for "essence.p0"), wherever a scenario or save sets it; a whole number under
    #: another key may be 0 to 1,000,000 (`limits.MAX_GAME_VALUE`)
    value_ranges: Mapping[str, tuple[int, int]] = {}
    #: what a seat's number in `Outcome.scores` counts, as the end of the game names it
    score_label: str = "score"
    #: command kinds that only open a choice for the same seat (EoC's "move an Essence": one
    #: command instead of a score of essence moves, so a random player or a search is not
    #: drowned in them). `Game.offered` lists the opened commands in their place, as the table
    #: offers them; `Game.play_offered` plays the gateway first; an undo takes a gateway back
    #: with the command chosen after it.
    gateways: frozenset[str] = frozenset()
    #: folder holding layout.yaml (the game's package)
    package_dir: Path
    #: how the computer plays it (ai/): `BotHints`, or `NotNeeded("why")`
    bot_hints: BotHints | NotNeeded
    #: the colours and shapes of its cards (render/): `CardLook`, or `NotNeeded("why")`
    card_look: CardLook | NotNeeded
    #: who plays after whom (engine/turn_order.py), read by the flow and the rules' helpers
    turn_order: TurnOrder
    #: the game's own top-level scenario keys, beside zones, values, phase and seat to act;
    #: `apply_scenario` reads them
    scenario_keys: tuple[str, ...] = ()
    #: the phases a scenario's `phase:` may name (an empty tuple: none, the game starts a
    #: scenario where its values say); None: the game's `after_scenario` judges the phase
    scenario_phases: tuple[str, ...] | None = None
    #: decisions where the seat asked may only react before the game goes on (UCG's Dawn:
    #: ignite an Immediate effect, or go on), by kind, with their names in the book's words;
    #: a person's table passes them unless a stop is set there (ui/stops.py)
    reaction_windows: Mapping[str, str] = MappingProxyType({})
    #: the values that say whose turn it is and who went first (`Game.turn`, `Game.first`);
    #: None: the game has no turns (simultaneous rounds)
    turn_value: str | None = "turn"
    first_value: str = "first"
    #: words for the game's command kinds and value keys, for docs/commands.md and the
    #: scenario pages (a kind or key left out is described from its code)
    command_words: Mapping[str, str] = {}
    value_words: Mapping[str, str] = {}
    #: what the log says after a card's name when one of its flags is set and when it is
    #: cleared, in the book's words (COE's "new": "was played this turn: ..."); a flag left
    #: out is said as it is ("is now staggered", "is no longer staggered")
    flag_words: Mapping[str, tuple[str, str]] = {}

    # --- data --------------------------------------------------------------------------
    @functools.cached_property
    def layout(self) -> Layout:
        return Layout.load(self.package_dir / "layout.yaml")

    @property
    @abstractmethod
    def cardset(self) -> CardCatalog:
        """The game's cards and decks (tabletop/games/base.py loads them from YAML)."""

    @abstractmethod
    def card_model(self) -> type[BaseModel]:
        """The pydantic model every card of this game's cardset must validate against."""

    def decks(self) -> list[DeckInfo]:
        return [DeckInfo(d.id, d.name, d.description) for d in self.cardset.decks.values()]

    def default_decks(self, players: int) -> tuple[str, ...]:
        ids = list(self.cardset.decks)
        return tuple(ids[i % len(ids)] for i in range(players))

    def floor_decks(self) -> dict[str, list[tuple[int, int]]] | None:
        """Each deck of the game as (cost, strength) a card, for `tabletop bench`'s plain loops
        of the game's round (bench/floor.py, bench/reference.py: the yardsticks a command is
        held to), or None: the bench's floor is another game's. One game gives them (as one
        says it is the `default`); the registry finds it (`registry.floor_game`)."""
        return None

    def deck_list(self, deck_id: str) -> tuple[str, ...]:
        """The card ids of one of the cardset's decks; ValueError naming a deck it lacks."""
        if deck_id not in self.cardset.decks:
            known = ", ".join(self.cardset.decks)
            raise ValueError(f"{self.title} has no deck {deck_id!r} (decks: {known})")
        return tuple(self.cardset.deck_cards(deck_id))

    def check_table(self, names: Sequence[str], decks: Sequence[Sequence[str]]) -> None:
        """Raise ValueError when the seats' decks (`names`: deck ids, or "custom"; `decks`:
        their cards), each legal alone, cannot share a table (Clash deals every seat from one
        box). Decks are checked alone by `deck_problems`."""
        return None

    def option_problems(self, options: BaseModel, players: int) -> list[str]:
        """What is wrong with the table's options beyond their types (an option naming cards
        the cardset lacks), in words; checked with the other settings for a new game, a
        scenario (whose position skips `setup`) and a save alike."""
        return []

    def card_name(self, card_id: str) -> str:
        card = self.cardset.cards.get(card_id)
        return card.name if card is not None else card_id

    def zone_summary(self, view: View, zone_id: str) -> str | None:
        """A short tally the table shows on a zone (might on a battlefield row), or None."""
        return None

    def card_marks(self, view: View) -> Mapping[int, str]:
        """The cards the moment is about, each with a word the table shows on it (COE: the
        attacker and the card attacked while the defender chooses); none by default."""
        return {}

    def format_value(self, key: str, value: Any, names: Sequence[str]) -> str:
        """A game value as players read it: a seat number under one of `seat_values` as the
        player's name; games add their own words by overriding (and calling this)."""
        if key in self.seat_values and isinstance(value, int) and 0 <= value < len(names):
            return str(names[value])
        return str(value)

    def value_name(self, name: str) -> str:
        """A seat's value named in its panel beside the player's name: `name` is the value's
        key without its seat part ("essence", "stop.bf2"); games with better words override."""
        return name.replace("_", " ").replace(".", " ")

    @abstractmethod
    def card_facets(self, card_id: str) -> CardFacets:
        """A card's cost, types and keywords as the deck builder filters and charts them."""

    @abstractmethod
    def face_info(self, card_id: str) -> dict[str, Any]:
        """What is printed on a card, as plain data (the fields of render's CardFace): `cost`
        holds the number a player acts on first (the price to buy it, the cost to play it)."""

    # --- rules -------------------------------------------------------------------------
    @abstractmethod
    def setup(self, ctx: Context) -> None:
        """Deal the opening position and ask the first decision."""

    @abstractmethod
    def legal(self, state: State) -> list[Command]:
        """Every command the seats to act may play now (empty once the game is over)."""

    @abstractmethod
    def decide(self, ctx: Context, command: Command) -> None:
        """Emit the events of one command, which `legal` listed."""

    def describe_command(self, state: State, command: Command) -> str:
        return str(command)

    def explain_illegal(self, state: State, command: Command, legal: list[Command]) -> str | None:
        """Why a command the seat to act tried is not legal; None for the generic reason.

        Games override this for precise reasons that quote the book's rule (`cite`: "Ninja
        costs 3 essence; you have 2 left: ... (book, Deploy Phase)."). The generic reason is
        true of what the seat may do and names it: the decision's prompt and its moves ("Now:
        A discarded card: deploy a card from your discard pile for free: Ashigaru or Do not
        deploy"), as many as one line of `REFUSAL_CHARS` holds; a card that is only chosen
        (clicked), not moved, is not sent to look for lit places. A prompt too long for the
        line gives way to the moves (the table says the prompt beside a choice's refusal).
        """
        mine = [c for c in legal if c.seat == command.seat]
        prompt = (state.decision.prompt if state.decision else "").rstrip(".")
        labels = list(dict.fromkeys(self.describe_command(state, c) for c in mine))
        reason = None
        for said, shown in [(prompt, n) for n in (4, 3, 2, 1)] + [("", n) for n in (4, 3, 2, 1)]:
            reason = _generic_reason(command, mine, said, labels, shown)
            if reason is None or len(reason) <= REFUSAL_CHARS:
                return reason
        return None if reason is None else cut(reason, REFUSAL_CHARS)

    def used_ability_flag(self, card_id: str, index: int) -> str | None:
        """The card flag that remembers a once-per-game ability (0-based) of this card was
        used, for scenarios' `used:`; None when the card has no such ability."""
        return None

    def unknown_cards(self, cards: Sequence[str]) -> list[str]:
        """The first problem of every deck: cards the cardset does not have."""
        unknown = sorted({c for c in cards if c not in self.cardset.cards})
        return [f"unknown card {cut(repr(c), 60)}" for c in unknown[:10]] + (
            [f"and {len(unknown) - 10:,} more unknown cards"] if len(unknown) > 10 else []
        )

    @abstractmethod
    def deck_problems(self, cards: Sequence[str], options: BaseModel) -> list[str]:
        """Every reason a list of card ids is not a legal deck at a table with these options
        (an instance of `options_model`), in words; empty when it is one. Every limit the book
        puts on a deck is here: `check_deck`, the deck builder and `new_game` all ask this."""

    def position_limits(self) -> PositionLimits:
        """What a position of this game can hold by its book (copies of a card, the cards a
        seat must have, cards a zone takes, value ranges), declared beside the deck rules;
        a scenario's position is held to it unless it says `sandbox: true`. None declared:
        any position the zones take."""
        return PositionLimits()

    @abstractmethod
    def sim_metrics(self, state: State) -> dict[str, float]:
        """Figures of a finished game that `tabletop simulate` averages over many games
        (battlefields won, damage per turn...), named in words (may be empty: say why)."""

    def apply_scenario(self, ctx: Context, extra: dict[str, Any]) -> None:
        """Game-specific scenario keys (beyond zones, values, phase and seat to act)."""
        if extra:
            raise ValueError(f"unknown scenario keys for {self.id}: {', '.join(sorted(extra))}")

    def after_scenario(self, ctx: Context) -> None:
        """Called after a scenario placed its cards: ask the decision the position implies."""
        return None


class Context:
    """The rules' pen: every helper emits one event, applied at once and recorded."""

    __slots__ = (
        "config",
        "events",
        "hold_flow",
        "offered",
        "quiet",
        "rules",
        "scenario_at",
        "state",
        "zones",
    )

    def __init__(self, state: State, rules: GameRules, config: GameConfig) -> None:
        self.state = state
        self.rules = rules
        self.config = config
        self.events: list[Event] = []
        self.zones: dict[str, Zone] = rules.layout.zones(state.players)
        #: the commands legal once this context's events are applied, when the rules already
        #: listed them while asking (see `offer`); None: the game asks `rules.legal`
        self.offered: list[Command] | None = None
        #: a scenario's `stop_at_start`: the flow waits before its first step (engine/flow.py)
        self.hold_flow = False
        #: a scenario's `at`: "inside" its phase (what the phase does on entering is done:
        #: draws, refreshes) or at its "start" (still to come); games read it in
        #: `after_scenario`
        self.scenario_at = "inside"
        #: nobody reads what is said: a bot's sampled position (Simulation) keeps no log,
        #: so the narration's card names are not told apart from their twins (Runner.name)
        self.quiet = False

    def emit(self, event: Event) -> None:
        event.apply(self.state)
        self.events.append(event)

    # The helpers below apply and record their events in place of calling `emit`: they run
    # a dozen times a command, and a call is a good part of their cost.

    # --- cards -------------------------------------------------------------------------
    def create(self, card: str, owner: int, zone: str, face_up: bool = False) -> int:
        iid = self.state.next_iid
        self.emit(CardCreated(iid, card, owner, zone, face_up))
        return iid

    def begin(self, seed_state: int) -> None:
        """The first event of a game: the table's size and the seeded generator."""
        self.emit(GameBegan(self.state.players, seed_state))

    def open_zones(self, zones: Sequence[str] | None = None) -> None:
        """Lay out empty zones (default: every zone of the layout for this table's size)."""
        wanted = list(self.zones) if zones is None else list(zones)
        missing = tuple(z for z in wanted if z not in self.state.zones)
        if missing:
            self.emit(ZonesOpened(missing))

    def move(
        self, iid: int, zone: str, index: int | None = None, face_up: bool | None = None
    ) -> None:
        """Move a card; entering a zone of another seat gives that seat control of it."""
        state = self.state
        source = state.where[iid]
        card = state.cards[iid]
        zones = self.zones
        target = zones.get(zone)
        seat = None if target is None else target.owner
        holder = card.owner if card.controller is None else card.controller  # card.holder
        controller = seat if seat is not None and seat != holder else None
        if face_up is True and not card.face_up:
            reveals = True
        else:
            origin = zones.get(source)
            reveals = (
                origin is not None
                and origin.visibility == "hidden"
                and (target is None or target.visibility != "hidden")
            )
        event = CardMoved(iid, source, zone, index, face_up, reveals, controller)
        event.apply(state)
        self.events.append(event)

    def give(self, iid: int, seat: int) -> None:
        """`seat` takes control of a card where it lies."""
        if self.state.cards[iid].holder != seat:
            self.emit(ControlChanged(iid, seat))

    def flip(self, iid: int, face_up: bool) -> None:
        if self.state.cards[iid].face_up != face_up:
            self.emit(CardFlipped(iid, face_up, reveals=face_up))

    def set_counter(self, iid: int, name: str, value: int) -> None:
        old = self.state.cards[iid].counters.get(name, 0)
        if value != old:
            event = CounterSet(iid, name, max(0, value), old)
            event.apply(self.state)
            self.events.append(event)

    def add_counter(self, iid: int, name: str, delta: int) -> int:
        """Add to a counter, never below zero; returns the new value."""
        value = max(0, self.state.counter(iid, name) + delta)
        self.set_counter(iid, name, value)
        return value

    def flag(self, iid: int, flag: str, on: bool = True) -> None:
        if (flag in self.state.cards[iid].flags) != on:
            event = FlagSet(iid, flag, on)
            event.apply(self.state)
            self.events.append(event)

    def attach(self, iid: int, to: int | None) -> None:
        if self.state.cards[iid].attached_to != to:
            self.emit(CardAttached(iid, to))

    # --- values, flow ------------------------------------------------------------------
    def set_value(self, key: str, value: JSONValue, label: str = "") -> None:
        old = self.state.values.get(key)
        if old != value:
            event = ValueSet(key, value, old, label)
            event.apply(self.state)
            self.events.append(event)

    def add_value(self, key: str, delta: int, label: str = "") -> int:
        value = int(self.state.values.get(key, 0)) + delta
        self.set_value(key, value, label)
        return value

    def phase(self, phase: str, label: str) -> None:
        self.emit(PhaseBegan(phase, label))

    def ask(self, kind: str, seats: Sequence[int], prompt: str, **data: JSONValue) -> None:
        self.offered = None
        event = DecisionAsked(Decision(kind, tuple(seats), prompt, tuple(data.items())))
        event.apply(self.state)
        self.events.append(event)

    def offer(self, commands: list[Command]) -> None:
        """Hand over the commands `legal` would list for the decision just asked, so the game
        need not list them twice. Only for rules that change nothing legal() reads after it."""
        self.offered = commands

    def narrate(self, text: str) -> None:
        self.events.append(Narrated(text))  # changes nothing: no state to apply it to

    def end(self, outcome: Outcome) -> None:
        """The game is over: `outcome` says who won, drew and lost, and why."""
        self.emit(GameEnded(outcome))

    def push(self, entry: dict[str, JSONValue], label: str = "") -> None:
        stack = [*self.state.stack, entry]
        self.emit(StackChanged(tuple(tuple(e.items()) for e in stack), label))

    def pop(self, label: str = "") -> dict[str, JSONValue]:
        top = self.state.stack[-1]
        rest = self.state.stack[:-1]
        self.emit(StackChanged(tuple(tuple(e.items()) for e in rest), label))
        return top

    # --- randomness --------------------------------------------------------------------
    def create_deck(self, cards: Sequence[str], owner: int, zone: str) -> list[int]:
        """Create a shuffled deck. The cards are created in a random order, so a card's
        instance id tells nothing about what it is (ids are handed out in creation order)."""
        rng, order = rng_mod.shuffled(self.state.rng, list(range(len(cards))))
        state, events = self.state, self.events
        created = []
        for i in order:  # `create`, written out: a new game creates every card
            iid = state.next_iid
            event = CardCreated(iid, cards[i], owner, zone)
            event.apply(state)
            events.append(event)
            created.append(iid)
        self.emit(ZoneShuffled(zone, tuple(state.zone(zone)), rng))
        return created

    def shuffle(self, zone: str) -> None:
        """Shuffle `zone`. Its cards get fresh ids in their new order (`GameConfig.fresh_ids`):
        a seat that noted ids before cannot tell which card went where."""
        state, order = rng_mod.shuffled(self.state.rng, self.state.zone(zone))
        renamed: tuple[tuple[int, int], ...] = ()
        if self.config.fresh_ids and order:
            first = self.state.next_iid
            renamed = tuple((old, first + k) for k, old in enumerate(order))
            order = [new for _, new in renamed]
        self.emit(ZoneShuffled(zone, tuple(order), state, renamed=renamed))

    def random_below(self, n: int, what: str, label: Sequence[str] | None = None) -> int:
        state, value = rng_mod.below(self.state.rng, n)
        self.emit(RandomChosen(what, value if label is None else label[value], state))
        return value


def _generic_reason(
    command: Command, mine: list[Command], prompt: str, labels: list[str], shown: int
) -> str | None:
    """The engine's generic reason for a refused `command`, naming at most `shown` of the
    seat's moves (`labels`) after the decision's `prompt`."""
    if len(labels) > shown:
        rest = len(labels) - max(shown - 1, 0)
        more = f"{rest} more" if shown > 1 else (f"{rest} moves" if shown else "")
        labels = [*labels[: max(shown - 1, 0)], more]
    labels = [label for label in labels if label]
    moves = ", ".join(labels[:-1]) + " or " + labels[-1] if len(labels) > 1 else "".join(labels)
    todo = prompt or "your move"
    todo += f" ({moves})" if moves and moves != prompt else ""
    if not any(c.kind == command.kind for c in mine):
        return f"You cannot {command.kind} now: {todo}."
    if command.source is None:
        return None if command.target is None else f"Not there: {todo}."
    own = [c for c in mine if c.source == command.source]
    if not own:
        return f"That card cannot be used now: {todo}."
    if command.target is not None:
        if any(c.target is not None for c in own):
            return "That card cannot go there: the places it can go light up while it is held."
        return (
            "That card is chosen, not moved: click it, then confirm (Enter, or double-click "
            f"it). Now: {todo}."
        )
    return None
