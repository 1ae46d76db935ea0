"""UCG, the Universal Card Game: setup, scenarios and the words of the table (see RULES.md)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from types import MappingProxyType
from typing import Any

from pydantic import BaseModel

from tabletop.engine.parts import CardLook
from tabletop.engine.position_limits import PositionLimits
from tabletop.engine.rules import Context
from tabletop.engine.state import State
from tabletop.games.base import CardGame
from tabletop.games.ucg import board, bot, faces, flow, moves, words
from tabletop.games.ucg.board import zone
from tabletop.games.ucg.cards import UcgCard
from tabletop.games.ucg.deck import deck_problems, position_limits
from tabletop.games.ucg.flow import PHASES as TURN_PHASES
from tabletop.games.ucg.runtime import Runtime
from tabletop.games.ucg.settings import UcgOptions

#: README, UCG: an 8-card opening hand
HAND = 8


class UcgRules(CardGame):
    id = "ucg"
    title = "UCG: Universal Card Game"
    min_players = 2
    max_players = 2
    options_model = UcgOptions
    package_dir = Path(__file__).parent
    bot_hints = bot.HINTS
    turn_order = board.TURN_ORDER
    faces = faces
    words = words
    card_look = CardLook(
        frame=(40, 48, 58),
        accent_weight=0.6,
        panel=(240, 243, 246),
        serif=False,
        corner=0.025,
        back_base=(24, 40, 64),
        back_ink=(110, 190, 240),
        back_pattern="hexes",
    )
    flow = moves.FLOW
    token_flags = ("rested",)
    seat_values = ("turn", "first")
    score_label = "cards left in the deck"
    scenario_keys = ("turn",)
    scenario_phases = TURN_PHASES
    #: README, "Dawn Phase": only Immediate effects may be ignited; the table goes on from it
    #: unless the player set a stop there
    reaction_windows = MappingProxyType({"dawn": "Dawn"})

    def runner(self, ctx: Context) -> Runtime:
        return Runtime(ctx, self.cardset.cards)  # (once a command: not through `cards`)

    def card_model(self) -> type[BaseModel]:
        return UcgCard

    @property
    def cards(self) -> dict[str, UcgCard]:
        return self.cardset.cards

    def deck_problems(self, cards: Sequence[str], options: BaseModel) -> list[str]:
        """60-card decks (ucg.online, "Deck Building"), at most 4 copies of a character or
        effect by name; resource cards are not limited (RULES.md, "Decks")."""
        return deck_problems(cards, self.cards)

    def position_limits(self) -> PositionLimits:
        """ucg.online, "Deck Building" (deck.py)."""
        return position_limits(self.cards)

    # --- setup -------------------------------------------------------------------------
    def setup(self, ctx: Context) -> None:
        rt = self.runner(ctx)
        ctx.open_zones()
        for seat, cards in enumerate(ctx.config.deck_lists):
            ctx.create_deck(cards, seat, zone(seat, "deck"))
        for seat in range(ctx.state.players):
            rt.draw(seat, HAND)
        _note_options(ctx)
        first = ctx.random_below(2, "Coin flip: first player", list(ctx.config.names))
        ctx.set_value("first", first)
        self.start_flow(ctx, *flow.turn_steps(first, first=True))

    # --- words -------------------------------------------------------------------------
    # --- scenarios ---------------------------------------------------------------------
    def sim_metrics(self, state: State) -> dict[str, float]:
        """The cards left in each seat's deck at the end."""
        return {
            f"deck left, seat {seat + 1}": float(len(state.zone(zone(seat, "deck"))))
            for seat in range(state.players)
        }

    def apply_scenario(self, ctx: Context, extra: dict[str, Any]) -> None:
        ctx.open_zones()
        _note_options(ctx)
        ctx.set_value("turn", int(extra.get("turn", ctx.state.values.get("turn", 0)) or 0))
        ctx.set_value("turn_no", int(ctx.state.values.get("turn_no", 3)), "Turn")

    def after_scenario(self, ctx: Context) -> None:
        """A scenario starts in any phase of a turn of `turn`: inside the Primary or Conflict
        Phase (as written), or at the start of any phase (`at: start`, or a phase that does
        all its work on entering: Ready, Dawn, Draw, End), its entry still to come."""
        phase = "primary" if ctx.state.phase == "setup" else ctx.state.phase
        if phase not in flow.PHASES:
            raise ValueError(
                f"a UCG scenario starts in a phase of the turn ({', '.join(flow.PHASES)}), "
                f"not {phase!r}"
            )
        seat = int(ctx.state.values.get("turn", 0))
        if ctx.scenario_at == "start" or phase not in ("primary", "conflict"):
            self.start_flow(ctx, *flow.turn_steps(seat, first=False, start=phase))
            return
        if ctx.state.phase != phase:
            ctx.phase(phase, f"{ctx.config.names[seat]}'s {phase.title()} Phase")
        self.start_flow(ctx, *flow.turn_steps(seat, first=False, start=phase))


def _note_options(ctx: Context) -> None:
    """Options the legal commands read go into the state (legal() sees only the state)."""
    if UcgOptions.model_validate(ctx.config.options).assist_after_any_blocker:
        ctx.set_value("assist_after_any", True)


RULES = UcgRules()
