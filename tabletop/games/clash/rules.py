"""Clash of Armies: Medieval: setup, words and faces around the flow (see RULES.md)."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from tabletop.cards.cardset import Cardset, cardsets_root, load_cardset
from tabletop.engine.errors import CardsetError
from tabletop.engine.parts import CardLook
from tabletop.engine.position_limits import PositionLimits
from tabletop.engine.rules import Context
from tabletop.engine.state import State
from tabletop.games.base import CardGame

# combat, moves, listing and wrapup register their steps, moves and listers on the flow
from tabletop.games.clash import board, bot, combat, faces, moves, words, wrapup  # noqa: F401
from tabletop.games.clash import listing as _listers  # noqa: F401
from tabletop.games.clash.cards import ClashCard
from tabletop.games.clash.deck import box_problems, deck_problems, position_limits
from tabletop.games.clash.flow import FLOW
from tabletop.games.clash.runtime import Runtime
from tabletop.games.clash.settings import ClashOptions
from tabletop.games.clash.setup import deal


class ClashRules(CardGame):
    id = "clash"
    title = "Clash of Armies: Medieval"
    min_players = 2
    max_players = 2
    seat_values = ("turn", "first", "end_by", "last_turn")
    score_label = "damage taken"
    options_model = ClashOptions
    package_dir = Path(__file__).parent
    bot_hints = bot.HINTS
    turn_order = board.TURN_ORDER
    faces = faces
    words = words
    card_look = CardLook(
        frame=(92, 62, 36),
        accent_weight=0.45,
        panel=(240, 228, 200),
        serif=True,
        corner=0.015,
        back_base=(110, 30, 30),
        back_ink=(232, 200, 120),
        back_pattern="checks",
    )
    flow = FLOW
    token_flags = ("defending",)
    scenario_keys = ("turn", "first")
    scenario_phases = ()  # a scenario starts in the turn of its `turn` value

    def runner(self, ctx: Context) -> Runtime:
        return Runtime(ctx, self.cards)

    def card_model(self) -> type[BaseModel]:
        return ClashCard

    @functools.cached_property
    def cardset(self) -> Cardset:
        """The cards, with every deck checked as setup deals it (so `validate` reports a box
        that cannot be dealt, naming the file and line of its deck)."""
        folder = (self.cardsets_root or cardsets_root()) / self.id
        cardset = load_cardset(self.id, self.card_model(), self.cardsets_root)
        problems = box_problems(cardset, folder)
        if problems:
            raise CardsetError("\n".join(problems))
        return cardset

    @property
    def cards(self) -> dict[str, ClashCard]:
        return self.cardset.cards

    def format_value(self, key: str, value: Any, names: Sequence[str]) -> str:
        if key == "factions":
            return str(value).title()
        return super().format_value(key, value, names)

    # --- decks -------------------------------------------------------------------------
    def deck_problems(self, cards: Sequence[str], options: BaseModel) -> list[str]:
        """Book, "Setup": a deck is the whole box, and setup deals the table from it."""
        return deck_problems(cards, self.cards)

    def position_limits(self) -> PositionLimits:
        """Book, "Setup", "Fortifications", "Camp" (deck.py): the box bounds the table."""
        cardset = self.cardset
        return position_limits([cardset.deck_cards(d) for d in cardset.decks], self.cards)

    def check_table(self, names: Sequence[str], decks: Sequence[Sequence[str]]) -> None:
        """Book, "Setup": the deck (the whole box) deals both seats' starting decks and camps,
        so both seats name the same box (setup deals from the first)."""
        if len(set(names)) > 1 or len({tuple(d) for d in decks}) > 1:
            named = " and ".join(repr(d) for d in dict.fromkeys(names))
            raise ValueError(f"{self.title} deals every seat from one box; the seats named {named}")

    # --- setup -------------------------------------------------------------------------
    def setup(self, ctx: Context) -> None:
        options = ClashOptions.model_validate(ctx.config.options)
        rt = self.runner(ctx)
        first = deal(rt, list(ctx.config.deck_lists[0]), options)
        ctx.set_value("turn_no", 0)
        self.start_flow(ctx, {"k": "begin", "seat": first})

    # --- scenarios ---------------------------------------------------------------------
    def apply_scenario(self, ctx: Context, extra: dict[str, Any]) -> None:
        unknown = set(extra) - {"turn", "first"}
        if unknown:
            raise ValueError(f"unknown scenario keys for clash: {', '.join(sorted(unknown))}")
        ctx.open_zones()
        for key in ("turn", "first"):
            ctx.set_value(key, int(extra.get(key, ctx.state.values.get(key, 0)) or 0))

    def after_scenario(self, ctx: Context) -> None:
        """A scenario starts in a turn: the pools as the values give them (else empty)."""
        state = ctx.state
        for key, default in (("turn_no", 1), ("attack", 0), ("resources", 0), ("attacked", False)):
            if state.value(key) is None:
                ctx.set_value(key, default)
        for seat in (0, 1):
            if state.value(f"damage.p{seat}") is None:
                ctx.set_value(f"damage.p{seat}", 0, "damage")
        seat = int(state.value("turn"))
        ctx.phase("turn", f"{ctx.config.names[seat]}'s turn {state.value('turn_no')}")
        self.start_flow(ctx, {"k": "turn"})

    def sim_metrics(self, state: State) -> dict[str, float]:
        """Damage each seat took, and the damage dealt per turn of the game."""
        taken = [float(state.value(f"damage.p{seat}", 0)) for seat in range(state.players)]
        figures = {f"damage taken, seat {seat + 1}": d for seat, d in enumerate(taken)}
        figures["damage dealt per turn"] = sum(taken) / max(1, int(state.value("turn_no", 1)))
        return figures


RULES = ClashRules()
