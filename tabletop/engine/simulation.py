"""A position to search in: the rules on a bare state, without log, undo or saves.

Search bots play thousands of commands in sampled positions (engine/seat.py); a Simulation
is a Game stripped to what that needs: legal commands, play, the result, and a cheap copy.
"""

from __future__ import annotations

from tabletop.engine.commands import Command
from tabletop.engine.errors import IllegalCommand
from tabletop.engine.outcome import Outcome
from tabletop.engine.rng import seed_state
from tabletop.engine.rules import Context, GameConfig, GameRules
from tabletop.engine.state import State


class Simulation:
    def __init__(
        self, rules: GameRules, config: GameConfig, state: State, quiet: bool = False
    ) -> None:
        self.rules = rules
        self.config = config
        self.state = state
        #: a search's position: what the rules say is never read (Context.quiet)
        self.quiet = quiet
        self._legal: list[Command] | None = None

    @property
    def to_act(self) -> tuple[int, ...]:
        return self.state.to_act

    @property
    def result(self) -> Outcome | None:
        return self.state.result

    def legal(self) -> list[Command]:
        if self.state.result is not None:
            return []
        if self._legal is None:
            self._legal = self.rules.legal(self.state)
        return list(self._legal)

    def play(self, command: Command, check: bool = True) -> None:
        """Apply a command (checked against legal() unless the caller took it from there)."""
        if check and command not in self.legal():
            raise IllegalCommand(f"{command} is not legal in this position")
        ctx = Context(self.state, self.rules, self.config)
        ctx.quiet = self.quiet
        self.rules.decide(ctx, command)
        self._legal = ctx.offered

    @classmethod
    def new(cls, rules: GameRules, config: GameConfig) -> Simulation:
        """A game set up by its rules (as `Game` sets one up), without the Game's log."""
        state = State(players=config.players)
        ctx = Context(state, rules, config)
        ctx.begin(seed_state(config.seed))
        rules.setup(ctx)
        return cls(rules, config, state)

    def copy(self) -> Simulation:
        """A position to play on from here, sharing what neither changes (`State.fork`)."""
        return Simulation(self.rules, self.config, self.state.fork(), self.quiet)
