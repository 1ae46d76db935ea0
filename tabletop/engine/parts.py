"""The parts a game declares besides its rules, in types of their own: how the computer plays
it (`BotHints`), the look of its cards (`CardLook`) and a part it has no use for (`NotNeeded`).

They sit below both the rules (engine/rules.py: `GameRules.bot_hints`, `GameRules.card_look`)
and the contract that checks them (engine/contract.py), so neither imports the other. A hint
reads the rules only through `HintRules` (their cards), so this module never imports rules.py.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from tabletop.engine.catalog import CardCatalog
from tabletop.engine.commands import Command
from tabletop.engine.state import State


class HintRules(Protocol):
    """What a bot hint reads of the game's rules (engine/rules.GameRules has it): its cards."""

    @property
    def cardset(self) -> CardCatalog: ...


Colour = tuple[int, int, int]

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

Points = Callable[[State, HintRules], list[float]]
Sensible = Callable[[str | None, list[Command]], list[Command]]
Settle = Callable[[State, HintRules, str | None, list[Command]], Command | None]
Playout = Callable[[State, HintRules, str | None, list[Command], random.Random], Command | None]
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


@dataclass(frozen=True)
class CardFacets:
    """What the deck builder filters and charts a card by, as its game reads its own card
    model (GameRules.card_facets): its cost in all (None: it has none), its kind then its
    printed types, and its keywords."""

    cost: int | None
    types: tuple[str, ...]
    keywords: tuple[str, ...]


NO_FACET = ("", "none")


def facet_words(*values: str | None) -> tuple[str, ...]:
    """Each value as players read it ("special-unit" -> "Special unit"), once each, empty ones
    ("", "none", None) left out."""
    out: list[str] = []
    for value in values:
        if value is None or value.strip().casefold() in NO_FACET:
            continue
        words = value.strip().replace("-", " ").replace("_", " ")
        out.append(words[0].upper() + words[1:])
    return tuple(dict.fromkeys(out))
