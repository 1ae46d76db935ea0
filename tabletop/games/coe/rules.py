"""COE: setup, legal commands and their effects, on the engine's flow (see RULES.md)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from tabletop.engine.parts import CardLook
from tabletop.engine.position_limits import PositionLimits
from tabletop.engine.rules import Context
from tabletop.engine.state import State
from tabletop.engine.view import View
from tabletop.games.base import CardGame
from tabletop.games.coe import board, bot, faces, flow, moves, words
from tabletop.games.coe.cards import CoeCard
from tabletop.games.coe.deck import deck_problems, position_limits, split
from tabletop.games.coe.runtime import Runtime
from tabletop.games.coe.settings import CoeOptions


class CoeRules(CardGame):
    def card_marks(self, view: View) -> Mapping[int, str]:
        """Book, "Battle Phase": while an attack is under way (its boosts, the defense), the
        attacker and the character it attacks."""
        return faces.attack_marks(view)

    id = "coe"
    title = "COE"
    min_players = 2
    max_players = 2
    seat_values = ("turn", "priority", "toss")
    score_label = "champions left"
    options_model = CoeOptions
    package_dir = Path(__file__).parent
    bot_hints = bot.HINTS
    turn_order = board.TURN_ORDER
    #: the coin toss's winner keeps priority every round (rulebooks README): the first player
    first_value = "priority"
    faces = faces
    words = words
    card_look = CardLook(
        frame=(44, 70, 48),
        accent_weight=0.5,
        panel=(244, 240, 224),
        serif=True,
        corner=0.05,
        back_base=(36, 64, 44),
        back_ink=(226, 206, 150),
        back_pattern="waves",
    )
    flow = moves.FLOW
    token_flags = ("staggered",)
    #: book, "Acolytes": a card played this turn may not attack without the Swift keyword
    flag_words = {
        "new": ("was played this turn: it may not attack without Swift", "may attack now"),
    }
    scenario_keys = ("priority",)
    scenario_phases = ("camp", "main", "battle", "rest")

    def runner(self, ctx: Context) -> Runtime:
        return Runtime(ctx, self.cards)

    def card_model(self) -> type[BaseModel]:
        return CoeCard

    @property
    def cards(self) -> dict[str, CoeCard]:
        return self.cardset.cards

    def format_value(self, key: str, value: Any, names: Sequence[str]) -> str:
        if key.startswith("tactic"):
            return "used this round" if value else "available"
        if key.startswith("vengeance") and isinstance(value, list):
            return ", ".join(self.card_name(str(v)).split(",")[0] for v in value)
        return super().format_value(key, value, names)

    # --- decks -------------------------------------------------------------------------
    def deck_problems(self, cards: Sequence[str], options: BaseModel) -> list[str]:
        """Book, "Deck Building": a party of 1 to 4 champions worth at most 10 points, and an
        arsenal of the table's deck size with at most 4 of a name."""
        assert isinstance(options, CoeOptions)
        return deck_problems(list(cards), self.cards, options.deck_size)

    def position_limits(self) -> PositionLimits:
        """Book, "Deck Building" (deck.py)."""
        return position_limits(self.cards)

    def sim_metrics(self, state: State) -> dict[str, float]:
        """None yet: the simulator's standard figures (length, win rates) say what a COE
        game's balance shows; its damage figures would need a per-turn record."""
        return {}

    # --- setup -------------------------------------------------------------------------
    def setup(self, ctx: Context) -> None:
        ctx.open_zones()
        for seat, card_ids in enumerate(ctx.config.deck_lists):
            party, deck = split(list(card_ids), self.cards)
            ctx.create_deck(party, seat, f"p{seat}.party")
            ctx.create_deck(deck, seat, f"p{seat}.deck")
            ctx.set_value(f"party_size.p{seat}", len(party))
        ctx.set_value("round", 0)
        self.start_flow(ctx, *flow.setup_steps(ctx.state.players))

    # --- words -------------------------------------------------------------------------
    # --- scenarios ---------------------------------------------------------------------
    def apply_scenario(self, ctx: Context, extra: dict[str, Any]) -> None:
        ctx.open_zones()
        ctx.set_value("priority", int(extra.get("priority", ctx.state.values.get("priority")) or 0))
        ctx.set_value("round", int(ctx.state.values.get("round", 1)))
        for seat in range(ctx.state.players):
            key = f"party_size.p{seat}"
            if key not in ctx.state.values:
                champions = [
                    i
                    for i, inst in ctx.state.cards.items()
                    if inst.owner == seat and self.cards[inst.card].kind == "champion"
                ]
                ctx.set_value(key, max(1, len(champions)))

    def after_scenario(self, ctx: Context) -> None:
        """A scenario starts in a phase of the round: camp or main (of `turn`, default the
        priority seat), battle, or rest; `at: start` leaves what the phase does on entering
        still to come (a Camp's draw and refresh)."""
        phase = ctx.state.phase
        begun = ctx.scenario_at != "start"
        first = int(ctx.state.values["priority"])
        turn = int(ctx.state.values.get("turn", first))
        other = board.opponent(first)
        tail: list[dict[str, Any]] = [
            {"k": "battle", "seat": first, "passes": 0, "begun": phase == "battle" and begun},
            {"k": "rest"},
            {"k": "round"},
        ]
        if phase in ("camp", "main"):
            steps: list[dict[str, Any]] = [{"k": phase, "seat": turn, "begun": begun}]
            if phase == "camp":
                steps.append({"k": "main", "seat": turn})
            if turn == first:
                steps += [{"k": "camp", "seat": other}, {"k": "main", "seat": other}]
            self.start_flow(ctx, *steps, *tail)
        elif phase == "battle":
            self.start_flow(ctx, *tail)
        elif phase == "rest":
            self.start_flow(ctx, *tail[1:])
        else:
            raise ValueError(f"a scenario starts in camp, main, battle or rest, not {phase!r}")


RULES = CoeRules()
