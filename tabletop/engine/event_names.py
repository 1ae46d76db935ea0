"""The event classes: what happened, in the past tense (the public names of engine/events.py).

Read the log with them instead of comparing class names::

    from tabletop import events

    for item in game.events_since(mark):
        if isinstance(item.event, events.CardMoved):
            print(item.words)

`ABOUT` gives each class its one line (docs/scenario-format.md lists them).
"""

from __future__ import annotations

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
    Namer,
    Narrated,
    PhaseBegan,
    RandomChosen,
    StackChanged,
    StepsSet,
    ValueSet,
    ZoneShuffled,
    ZonesOpened,
)
from tabletop.engine.log_query import LoggedEvent

#: every event class with the one line that says what it records
ABOUT: dict[type[Event], str] = {
    GameBegan: "the first event of every game: the table's size and the seeded generator",
    ZonesOpened: "zones are laid out on the table, empty",
    CardCreated: "a card comes into the game in a zone (a deck dealt, a scenario's card)",
    CardMoved: "a card goes to another zone or place (with the seat taking control, if any)",
    ControlChanged: "another seat takes control of a card where it lies",
    CardFlipped: "a card is turned face up or face down",
    CounterSet: "a counter or token count on a card changes (might, damage...)",
    FlagSet: "a flag on a card is raised or lowered (rested, shield, used this round...)",
    CardAttached: "a card is attached to another card, or detached",
    ValueSet: "a game value changes: a tracker (round, turn), a score, a rules memo",
    StackChanged: "the response stack is pushed or popped",
    StepsSet: "the flow's step queue is replaced (bookkeeping: logs leave it out)",
    ZoneShuffled: "a zone is shuffled: the new order and the generator state",
    RandomChosen: "a random outcome (a coin toss) with the generator state after it",
    PhaseBegan: "a phase or step of the game begins",
    DecisionAsked: "seats are asked a decision (its kind, seats and prompt)",
    Narrated: "a line for the log that changes nothing (an ability resolving)",
    GameEnded: "the game is over: winners, scores and the reason",
}

__all__ = [
    "ABOUT",
    "CardAttached",
    "CardCreated",
    "CardFlipped",
    "CardMoved",
    "ControlChanged",
    "CounterSet",
    "DecisionAsked",
    "Event",
    "FlagSet",
    "GameBegan",
    "GameEnded",
    "LoggedEvent",
    "Namer",
    "Narrated",
    "PhaseBegan",
    "RandomChosen",
    "StackChanged",
    "StepsSet",
    "ValueSet",
    "ZoneShuffled",
    "ZonesOpened",
]
