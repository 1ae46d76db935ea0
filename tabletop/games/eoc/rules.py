"""EoC, the Vanquisher card game: setup, legal commands and their effects (see RULES.md)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from tabletop.engine.parts import CardLook
from tabletop.engine.position_limits import PositionLimits
from tabletop.engine.rules import Context
from tabletop.engine.state import State
from tabletop.games.base import CardGame
from tabletop.games.eoc import board, bot, faces, flow, moves, words
from tabletop.games.eoc.cards import EocCard
from tabletop.games.eoc.deck import ban_list, deck_problems, position_limits
from tabletop.games.eoc.runtime import Runtime
from tabletop.games.eoc.settings import EocOptions
from tabletop.games.eoc.setup import deal


class EocRules(CardGame):
    id = "eoc"
    title = "EoC: Vanquisher"
    min_players = 2
    max_players = 2
    options_model = EocOptions
    package_dir = Path(__file__).parent
    bot_hints = bot.HINTS
    turn_order = board.TURN_ORDER
    faces = faces
    words = words
    card_look = CardLook(
        frame=(30, 24, 36),
        accent_weight=0.5,
        panel=(236, 234, 240),
        serif=False,
        corner=0.04,
        back_base=(34, 20, 48),
        back_ink=(170, 120, 230),
        back_pattern="diamonds",
    )
    flow = moves.FLOW
    token_flags = ("destroyed", "stage-2", "unpaid")
    seat_values = ("turn", "first")
    score_label = "Vanquisher stages left"
    scenario_keys = ("turn",)
    scenario_phases = ("prepare", "attack")
    gateways = frozenset({"arrange"})

    def runner(self, ctx: Context) -> Runtime:
        return Runtime(ctx, self.cards)

    def card_model(self) -> type[BaseModel]:
        return EocCard

    @property
    def cards(self) -> dict[str, EocCard]:
        return self.cardset.cards

    # --- decks -------------------------------------------------------------------------
    def deck_problems(self, cards: Sequence[str], options: BaseModel) -> list[str]:
        """Book, "Deck Construction": 60 cards plus one Vanquisher, at most 4 of a name, and
        the ban list."""
        return deck_problems("the deck", list(cards), self.cards, ban_list())

    def position_limits(self) -> PositionLimits:
        """Book, "Game Preparation" and "Preparation Phase" (deck.py)."""
        return position_limits(self.cards, ban_list())

    # --- setup -------------------------------------------------------------------------
    def setup(self, ctx: Context) -> None:
        options = EocOptions.model_validate(ctx.config.options)
        rt = self.runner(ctx)
        ctx.open_zones()
        for seat, cards in enumerate(ctx.config.deck_lists):
            deal(rt, seat, list(cards), options.mulligans)
        first = ctx.random_below(2, "Coin flip: first player", list(ctx.config.names))
        ctx.set_value("first", first)
        _note_options(ctx)
        self.start_flow(ctx, *flow.turn_steps(first, first=not options.first_turn_draw))

    # --- words -------------------------------------------------------------------------
    # --- scenarios ---------------------------------------------------------------------
    def sim_metrics(self, state: State) -> dict[str, float]:
        """The stage of each seat's Vanquisher at the end (0: none in play)."""
        figures = {}
        for seat in range(state.players):
            iid = board.vanquisher(state, seat)
            stage = 0 if iid is None else board.stage(state, iid)
            figures[f"Vanquisher stage at the end, seat {seat + 1}"] = float(stage)
        return figures

    def apply_scenario(self, ctx: Context, extra: dict[str, Any]) -> None:
        ctx.open_zones()
        _note_options(ctx)
        turn = extra.get("turn", ctx.state.values.get("turn", 0))
        ctx.set_value("turn", int(turn or 0))
        ctx.set_value("turn_no", int(ctx.state.values.get("turn_no", 2)), "Turn")

    def after_scenario(self, ctx: Context) -> None:
        if ctx.state.phase == "setup":
            ctx.phase("prepare", "Preparation Phase")
        if ctx.state.phase not in ("prepare", "attack"):
            raise ValueError(
                f"a scenario starts in the prepare or attack phase, not {ctx.state.phase!r}"
            )
        seat = int(ctx.state.values.get("turn", 0))
        steps = flow.turn_steps(seat, first=False)
        start = 1 if ctx.state.phase == "prepare" else 3
        self.start_flow(ctx, *steps[start:])


def _note_options(ctx: Context) -> None:
    """Options the legal moves read go into the state (legal() sees only the state)."""
    options = EocOptions.model_validate(ctx.config.options)
    if options.essence_moves == "once":
        ctx.set_value("essence_moves", "once")
    if not options.vanquisher_groups:
        ctx.set_value("vanquisher_groups", False)
    if options.auto_pass:
        ctx.set_value("auto_pass", True)


RULES = EocRules()
