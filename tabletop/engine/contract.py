"""The game kit's contract: the parts a game declares, split by who reads them, and the report
that checks them when the game registers (docs/game-kit.md).

`CONTRACT` lists the parts: rules (the engine: setup, the flow's legal commands and their
effects, turn order; a game ends with one `Outcome`), deck rules (check_deck, the deck builder,
new_game, scenarios), table (faces, layout, card look: the table, the printer, the deck
builder), options (New game, the command line, saves) and bot hints (the bots, the simulator).
`part_problems` names every required member a game leaves out, with its part, who reads it
and what to give, so a sixth game is written by filling in what the report asks for.

An optional part the game has no use for is declared as `NotNeeded("why")`; `absences` says
what the app does without it (never a silent default).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from tabletop.engine.commands import Command

# the parts' types (engine/parts.py) are also named here, where a plugin (examples/highcard)
# and ai/ import them (the games of this repository import them from parts.py)
from tabletop.engine.parts import LOOK_AHEAD_SAMPLES as LOOK_AHEAD_SAMPLES
from tabletop.engine.parts import BotHints as BotHints
from tabletop.engine.parts import CardLook as CardLook
from tabletop.engine.parts import HintRules as HintRules
from tabletop.engine.parts import NotNeeded as NotNeeded
from tabletop.engine.parts import Sensible as Sensible
from tabletop.engine.state import State
from tabletop.engine.turn_order import TurnOrder

#: command kinds that give up the rest of a decision (pass, end the turn, stop adding)
PASSING = frozenset({"pass", "end", "done", "hold"})
#: how often a game's plain playout takes a sensible random command instead of its plain one,
#: so that a search still meets the other ways to play
PLAYOUT_WANDER = 0.15


def score_points(state: State, rules: HintRules) -> list[float]:
    """A seat's standing as its `score.p<N>` value (games that keep a score)."""
    return [float(_number(state.values.get(f"score.p{s}", 0))) for s in range(state.players)]


def _number(value: object) -> float:
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else 0.0


def first_of_kind(commands: list[Command], kind: str | None) -> Command | None:
    """The first offered command of that kind (a decision's way out, a settled choice)."""
    return next((c for c in commands if c.kind == kind), None)


#: the declared parts: attribute, what it must be, in words
PARTS: tuple[tuple[str, tuple[type, ...], str], ...] = (
    ("bot_hints", (BotHints, NotNeeded), "BotHints(...) or NotNeeded('why')"),
    ("card_look", (CardLook, NotNeeded), "CardLook(...) or NotNeeded('why')"),
    ("turn_order", (TurnOrder,), "a TurnOrder (engine/turn_order.py: CLOCKWISE)"),
)

#: what a declared absence means, where the app reads the part (the report says it)
ABSENT = {
    "bot_hints": "the bots score each seat's `score.p<N>` value (ai/evaluate's generic hints)",
    "card_look": "its cards are drawn in the neutral style (render/style.py)",
}


@dataclass(frozen=True)
class Part:
    """One part of the contract: who reads it, and the members a game must give for it."""

    name: str
    reader: str
    #: (member, what to give when it is missing); checked by `part_problems`
    members: tuple[tuple[str, str], ...]


#: the contract split by who asks (docs/game-kit.md); every member is required
CONTRACT: tuple[Part, ...] = (
    Part(
        "rules",
        "the engine",
        (
            ("id", "id = 'mygame' (the entry point's name)"),
            ("title", "title = 'My Game'"),
            ("setup", "def setup(self, ctx): deal, then start the flow"),
            ("legal", "flow = Flow() with the game's moves (or def legal(self, state))"),
            ("decide", "flow = Flow() with the game's moves (or def decide(self, ctx, command))"),
            ("turn_order", "turn_order = CLOCKWISE (engine/turn_order.py)"),
        ),
    ),
    Part(
        "deck rules",
        "check_deck, the deck builder, new_game, scenarios",
        (
            ("card_model", "def card_model(self): the pydantic model of one card"),
            ("deck_problems", "def deck_problems(self, cards, options): the book's deck limits"),
            (
                "card_facets",
                "faces.card_facets (or def card_facets(self, card_id)): cost, types, keywords",
            ),
        ),
    ),
    Part(
        "table",
        "the table, the printer, the deck builder",
        (
            ("face_info", "faces = <the faces module> (or def face_info(self, card_id))"),
            ("layout", "layout.yaml in package_dir (the board from the rulebook)"),
            ("card_look", "card_look = CardLook(...) or NotNeeded('why')"),
        ),
    ),
    Part(
        "options",
        "New game, the command line, saves",
        (("options_model", "options_model = a pydantic model (NoOptions for none)"),),
    ),
    Part(
        "bot hints",
        "the bots and the simulator",
        (
            ("bot_hints", "bot_hints = BotHints(...) or NotNeeded('why')"),
            ("sim_metrics", "def sim_metrics(self, state): the figures of a finished game"),
        ),
    ),
)


DELEGATE_MARK = "_delegates_to"
Method = TypeVar("Method", bound=Callable[..., Any])


def delegates_to(attribute: str) -> Callable[[Method], Method]:
    """Mark a base class's method that only hands the work to the game's `attribute` (a
    module such as faces.py): the method counts as given only when the attribute is set."""

    def mark(method: Method) -> Method:
        setattr(method, DELEGATE_MARK, attribute)
        return method

    return mark


def _given(rules: Any, member: str) -> bool:
    """Does the game give `member`? An abstract method, a flow table that is not set, a faces
    module left out, or a layout file that is not there is not given."""
    if member in getattr(type(rules), "__abstractmethods__", frozenset()):
        return False
    if member in ("legal", "decide") and hasattr(type(rules), "flow"):
        return getattr(type(rules), "flow", None) is not None
    target = getattr(getattr(type(rules), member, None), DELEGATE_MARK, None)
    if target is not None:  # a base class's method that only hands over to a module
        return getattr(rules, target, None) is not None
    if member == "layout":
        folder = getattr(rules, "package_dir", None)
        return folder is not None and (folder / "layout.yaml").is_file()
    return getattr(type(rules), member, None) is not None


def part_problems(rules: Any) -> list[str]:
    """Each required member a game leaves out, named with its part and what to give."""
    return [
        f"{part.name} (read by {part.reader}): no {member}: give {words}"
        for part in CONTRACT
        for member, words in part.members
        if not _given(rules, member)
    ]


def absences(rules: Any) -> list[str]:
    """The optional parts the game declares absent, each with its reason and what it means."""
    return [
        f"{name}: not needed ({part.why}); {ABSENT[name]}"
        for name in ABSENT
        if isinstance(part := getattr(type(rules), name, None), NotNeeded)
    ]


def contract_problems(rules: Any) -> list[str]:
    """What a game's rules leave undeclared or declare wrongly, one line each (empty: none)."""
    found = part_problems(rules)
    for name, kinds, words in PARTS:
        part = getattr(type(rules), name, None)
        if part is None:
            continue  # named by part_problems
        if not isinstance(part, kinds):
            found.append(f"{name} is a {type(part).__name__}, not {words}")
        elif isinstance(part, BotHints | CardLook):
            found.extend(f"{name}: {p}" for p in part.problems())
    return found
