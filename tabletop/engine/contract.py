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

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from tabletop.engine.commands import Command
from tabletop.engine.state import State
from tabletop.engine.turn_order import TurnOrder

if TYPE_CHECKING:
    from tabletop.engine.rules import GameRules

Colour = tuple[int, int, int]

#: command kinds that give up the rest of a decision (pass, end the turn, stop adding)
PASSING = frozenset({"pass", "end", "done", "hold"})
#: how often a game's plain playout takes a sensible random command instead of its plain one,
#: so that a search still meets the other ways to play
PLAYOUT_WANDER = 0.15
#: how much better (a chance to win) passing must look than playing on, unless a game says
PASS_MARGIN = 0.15
#: where the look-ahead scores a command (see BotHints.horizon)
HORIZONS = ("decision", "turn", "next turn")
#: how many commands Hard plays out from a leaf of its search, unless a game says
PLAYOUT_DEPTH = 30
#: how many sampled positions Normal's look-ahead reads (and Hard's root prior, unless a game says)
LOOK_AHEAD_SAMPLES = 4
#: the card backs render/back.py draws
BACK_PATTERNS = ("stars", "checks", "diamonds", "waves", "hexes")

Points = Callable[[State, "GameRules"], list[float]]
Sensible = Callable[[str | None, list[Command]], list[Command]]
Settle = Callable[[State, "GameRules", str | None, list[Command]], Command | None]
Playout = Callable[[State, "GameRules", str | None, list[Command], random.Random], Command | None]
Dominated = Callable[[str | None, list[Command]], list[Command]]


@dataclass(frozen=True)
class NotNeeded:
    """A part the game does not use, and the one line that says why."""

    why: str


@dataclass(frozen=True)
class BotHints:
    """How the computer plays the game (ai/ reads it; only `points` and `scale` are required).

    - `points(state, rules)`: each seat's standing in the game's own units (might, damage,
      cards); `scale`: how many points make a clear lead. The bots turn them into chances to
      win (a softmax), a finished game scored by its result.
    - `sensible(decision_kind, commands)`: the commands worth playing at a decision (applied
      after the generic rule: never pass while something else may be played), or None.
    - `horizon`: where Normal's look-ahead scores a command. "decision": when the seat has a
      real choice again. "turn": that, or where the turn passes (the value `turn` changes).
      "next turn": when the seat's next turn begins, the rest played by `settle`.
    - `pass_margin`: how much better passing must look than playing on.
    - `settle(state, rules, kind, commands)`: the command the look-ahead plays for the seat at
      one of its own decisions on the way (confirm a declared attack, pay automatically), or
      None to stop there and score.
    - `playout(state, rules, kind, commands, rng)`: the command Hard's playouts play at a
      decision, for any seat (a plain way to play the game), or None for the sensible random
      choice.
    - `playout_depth`: how many commands Hard plays out from a leaf before it scores (0: the
      leaf as it is), or None for to the end of the game.
    - `dominated(kind, commands)`: commands Hard never plays while others are left.
    - `override_z`: how sure Hard's search must be (standard errors) to play another command
      than the look-ahead's pick, or None: the search's best, however close.
    - `prior_samples`: how many sampled positions (deals of the hidden cards) the look-ahead
      that seeds Hard's root reads; Normal reads LOOK_AHEAD_SAMPLES. More, where what the other
      seat holds decides much (UCG's replies), makes Hard's starting pick surer than Normal's.
    - `spending`: command kinds that give up the seat's own cards for a gain this turn
      (Clash's scrap): never needed, so passing stays sensible while only they are left, and
      the evaluation (`points`) alone says whether the gain is worth the card.
    """

    points: Points
    scale: float
    sensible: Sensible | None = None
    horizon: str = "decision"
    pass_margin: float = PASS_MARGIN
    settle: Settle | None = None
    playout: Playout | None = None
    playout_depth: int | None = PLAYOUT_DEPTH
    dominated: Dominated | None = None
    override_z: float | None = None
    prior_samples: int = LOOK_AHEAD_SAMPLES
    spending: frozenset[str] = frozenset()

    def problems(self) -> list[str]:
        found = []
        if not self.scale > 0:
            found.append(f"scale {self.scale!r} is not above 0")
        if self.horizon not in HORIZONS:
            found.append(f"horizon {self.horizon!r} is not one of {', '.join(HORIZONS)}")
        depth = self.playout_depth
        if depth is not None and (
            not isinstance(depth, int) or isinstance(depth, bool) or depth < 0
        ):
            found.append(f"playout_depth {depth!r} is not a count or None")
        z = self.override_z
        if z is not None and (isinstance(z, bool) or not isinstance(z, int | float) or z < 0):
            found.append(f"override_z {z!r} is not a number of at least 0")
        samples = self.prior_samples
        if isinstance(samples, bool) or not isinstance(samples, int) or samples < 1:
            found.append(f"prior_samples {samples!r} is not a count of at least 1")
        return found


@dataclass(frozen=True)
class CardLook:
    """The colours and shapes shared by every card of one game (render/style.py draws them);
    a deck's accent tints the frame."""

    frame: Colour
    accent_weight: float  # how much of the deck accent shows in the frame (0..1)
    panel: Colour  # name bar, type bar and text box
    serif: bool  # the type: serif or sans
    corner: float  # panel corner radius as a fraction of card width
    back_base: Colour
    back_ink: Colour
    back_pattern: str  # one of BACK_PATTERNS

    def problems(self) -> list[str]:
        found = []
        if self.back_pattern not in BACK_PATTERNS:
            found.append(f"back_pattern {self.back_pattern!r} is not one of {BACK_PATTERNS}")
        if not 0 <= self.accent_weight <= 1:
            found.append(f"accent_weight {self.accent_weight!r} is not 0 to 1")
        return found


def score_points(state: State, rules: GameRules) -> list[float]:
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
