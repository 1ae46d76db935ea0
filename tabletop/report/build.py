"""From a game's log to report items: what is a heading, a prompt, a decision, a consequence,
and which events are the rules' own memos (left out).

Which is which is decided by the event's type and label only:
- a value set without a label is a rules memo (a queue, a "deployed" list): left out, as is a
  response stack change without a label;
- a value labelled "Round" or "Turn" opens a level-2 heading; a phase opens a level-3 heading
  (one that only repeats the round, "Round 2 begins", is left out);
- a decision asked is a prompt (shown when it changes);
- like card events in a row ("X moves from A to B", "Y moves from A to B") are told as one line;
- a line that only repeats the line before it (a narration of the attachment just told) is
  left out.

`event_items` does the same for one decision's events: the table's log panel tells its lines so.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from tabletop.engine.events import Event, Namer
from tabletop.engine.game import Game
from tabletop.report.items import Consequence, Decision, Heading, Item, Prompt, Report, Seat
from tabletop.report.timeline import plain_words, timeline

HEADING_VALUES = ("Round", "Turn")
ROUND_PHASE = re.compile(r"^(Round|Turn) (\d+)\b")
#: a labelled value that names a seat (the engine's 0-based number): shown as the player's name
SEAT_VALUE = re.compile(r"\bfirst player\b", re.IGNORECASE)
#: how a card event's words read for several cards
PLURAL = ((" is ", " are "), (" moves ", " move "), (" goes ", " go "))
LISTED = 6  # more cards than this in one line are counted, not named
HIDDEN = "a hidden card"
#: a card flag or counter a player would name ("rested", "might"), not a rules memo ("cmd0_r9")
WORDS = re.compile(r"^[A-Za-z][A-Za-z' -]*$")


def build_report(game: Game, reader: int | None = None) -> Report:
    """The report of `game` for everyone (reader None) or as seat `reader` (from 1) saw it."""
    config = game.config
    decks = list(config.decks)
    seats = [
        Seat(i + 1, config.names[i], config.seats[i], decks[i] if i < len(decks) else None)
        for i in range(config.players)
    ]
    report = Report(config.game_id, game.rules.title, config.seed, seats, reader)
    builder = _Builder(game.names(-1), config.players)
    for step in timeline(game, -1 if reader is None else reader - 1):
        builder.names = step.names
        command = step.entry.command
        if command is None:
            builder.add(Heading(2, "Setup"))
        else:
            own = reader is None or command.seat == reader - 1
            words = step.words if step.words and own else command.kind
            text = plain_words(words, command.seat, step.names)
            who = step.names.seat(command.seat)
            builder.add(Decision(step.entry.number, command.seat + 1, who, command.kind, text))
        for event in step.entry.events:
            builder.event(event)
    builder.flush()
    report.items = builder.items
    if game.result is not None:
        result = game.result
        report.result = result.sentence(lambda seat: report.seats[seat].name)
        report.winners = [seat + 1 for seat in result.winners]
        report.drawn = [seat + 1 for seat in result.drawn]
    return report


def event_items(events: Sequence[Event], names: Namer, players: int) -> list[Item]:
    """One decision's events as report items (headings, prompts, consequences), the rules'
    memos left out: what the table's log panel shows for each entry."""
    builder = _Builder(names, players)
    for event in events:
        builder.event(event)
    builder.flush()
    return builder.items


@dataclass
class _Run:
    """Like card events in a row, waiting to be told as one line."""

    kind: str
    tail: str
    cards: list[str] = field(default_factory=list)


@dataclass
class _Builder:
    names: Namer
    players: int
    items: list[Item] = field(default_factory=list)
    round: str = ""
    prompt: str = ""
    run: _Run | None = None

    def add(self, item: Item) -> None:
        self.flush()
        if isinstance(item, Heading) and item.level == 2:
            self.round = item.text
        if self._repeats(item):
            return
        self.items.append(item)

    def _repeats(self, item: Item) -> bool:
        """A consequence that says again what the line before it said."""
        last = self.items[-1] if self.items else None
        if not isinstance(item, Consequence) or not isinstance(last, Consequence):
            return False
        if item.text.rstrip(".") == last.text.rstrip("."):
            return True
        # "First player token: Player 2" right after "First player: Player 2"
        said, _, value = last.text.partition(": ")
        says, _, again = item.text.partition(": ")
        return bool(value) and value == again and says.startswith(said)

    def event(self, event: Event) -> None:
        kind = type(event).__name__
        label = getattr(event, "label", None)
        if kind in ("ValueSet", "StackChanged") and not label:
            return  # a rules memo
        if kind in ("FlagSet", "CounterSet") and not WORDS.match(_mark(event)):
            return  # a rules memo on a card ("cmd0_r9"), not a word a player would use
        if kind == "ValueSet" and isinstance(label, str):
            self._value(label, getattr(event, "key", ""), getattr(event, "value", None))
        elif kind == "PhaseBegan":
            self._phase(event.describe(self.names))
        elif kind == "DecisionAsked":
            self._prompt(event)
        else:
            self._happened(kind, event)

    def _value(self, label: str, key: str, value: object) -> None:
        if label in HEADING_VALUES and isinstance(value, int):
            self.add(Heading(2, f"{label} {value}"))
            return
        shown = self.names.value(key, value)
        if SEAT_VALUE.search(label) and isinstance(value, int) and 0 <= value < self.players:
            shown = self.names.seat(value)
        self.add(Consequence("ValueSet", f"{label}: {shown}"))

    def _phase(self, text: str) -> None:
        match = ROUND_PHASE.match(text)
        if match is None:
            self.add(Heading(3, text))
        elif f"{match[1]} {match[2]}" != self.round:
            self.add(Heading(2, f"{match[1]} {match[2]}"))

    def _prompt(self, event: Event) -> None:
        if getattr(event, "decision", None) is None:
            return
        text = event.describe(self.names)
        if text != self.prompt:
            self.add(Prompt(text))
            self.prompt = text

    def _happened(self, kind: str, event: Event) -> None:
        text = event.describe(self.names)
        if not text.strip():
            return  # an event with no words (the flow's steps)
        iid = getattr(event, "iid", None)
        card = self.names.card(iid) if isinstance(iid, int) else None
        if card is None or not text.startswith(card) or not _plural(text[len(card) :]):
            self.add(Consequence(kind, _sentence(text)))
            return
        tail = text[len(card) :]
        if self.run is None or (self.run.kind, self.run.tail) != (kind, tail):
            self.flush()
            self.run = _Run(kind, tail)
        self.run.cards.append(card)

    def flush(self) -> None:
        run, self.run = self.run, None
        if run is None:
            return
        count = len(run.cards)
        if count == 1:
            one = Consequence(run.kind, _sentence(run.cards[0] + run.tail))
            if not self._repeats(one):
                self.items.append(one)
            return
        text = _sentence(_cards(run.cards) + _plural(run.tail))
        self.items.append(Consequence(run.kind, text, count))


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def _mark(event: Event) -> str:
    """The flag or counter a card event sets."""
    mark = getattr(event, "flag", None) or getattr(event, "name", None)
    return mark if isinstance(mark, str) else ""


def _plural(tail: str) -> str:
    """The words after a card's name, for several cards ("" if we cannot say them so)."""
    for one, many in PLURAL:
        if tail.startswith(one):
            return many + tail[len(one) :]
    return ""


def _cards(names: list[str]) -> str:
    if all(name == HIDDEN for name in names):
        return f"{len(names)} hidden cards"
    if len(names) > LISTED:
        return f"{len(names)} cards"
    return ", ".join(names[:-1]) + " and " + names[-1]
