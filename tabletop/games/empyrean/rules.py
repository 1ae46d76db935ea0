"""Battle for Empyrean: setup, legal commands and their effects (see RULES.md)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from tabletop.engine.limits import cut
from tabletop.engine.parts import CardLook
from tabletop.engine.position_limits import PositionLimits
from tabletop.engine.rules import Context
from tabletop.engine.state import State
from tabletop.games.base import CardGame
from tabletop.games.empyrean import board, bot, deck, faces, flow, scoring, words
from tabletop.games.empyrean.cards import EmpyreanCard
from tabletop.games.empyrean.runtime import Runtime
from tabletop.games.empyrean.settings import EmpyreanOptions

OPENING_HAND = 4


#: the decks a new player starts with: the two the book calls Low Complexity, then Medium
STARTER_DECKS = ("samurai", "vampires", "cavalry")


class EmpyreanRules(CardGame):
    default = True  # the game a first start opens (the book the app began with)
    id = "empyrean"
    title = "Battle for Empyrean"
    min_players = 2
    max_players = 3
    seat_values = ("first", "merlin")
    value_ranges = {
        "round": (1, 1_000),
        "rounds": (1, 1_000),
        "essence": (0, 1_000),
        "essence_next": (-1_000, 1_000),  # a change to next round's essence
    }
    score_label = "battlefields won"
    options_model = EmpyreanOptions
    package_dir = Path(__file__).parent
    bot_hints = bot.HINTS
    turn_order = board.TURN_ORDER
    turn_value = None  # the seats play each round at once: no one's turn
    faces = faces
    words = words
    card_look = CardLook(
        frame=(26, 32, 64),
        accent_weight=0.55,
        panel=(246, 241, 226),
        serif=True,
        corner=0.03,
        back_base=(22, 28, 58),
        back_ink=(214, 180, 96),
        back_pattern="stars",
    )
    flow = flow.FLOW
    scenario_keys = ("battlefields", "first", "essence", "round")
    scenario_phases = ("draft", "command", "deploy", "reveal", "end")
    token_flags = ("shield", "stun", "anchor")

    def card_model(self) -> type[BaseModel]:
        return EmpyreanCard

    @property
    def cards(self) -> dict[str, EmpyreanCard]:
        return self.cardset.cards

    def battlefield_ids(self) -> list[str]:
        return sorted(c.id for c in self.cards.values() if c.kind == "battlefield")

    # --- decks -------------------------------------------------------------------------
    def default_decks(self, players: int) -> tuple[str, ...]:
        """The starter decks: the book's two low-complexity decks first (Samurai, Vampires)."""
        books = [d for d in self.cardset.decks if not d.startswith("mashup")]
        starters = [d for d in STARTER_DECKS if d in books]
        order = starters + [d for d in books if d not in starters]
        return tuple(order[i % len(order)] for i in range(players))

    def floor_decks(self) -> dict[str, list[tuple[int, int]]]:
        """The book's decks (mash-ups aside) as (cost, Might) a card: the bench's floor and
        bare loop are plain loops of this game's round."""
        books = [d for d in self.cardset.decks if not d.startswith("mashup")]
        cards = self.cards
        return {
            deck: [(cards[c].cost, cards[c].might) for c in self.cardset.deck_cards(deck)]
            for deck in books
        }

    def used_ability_flag(self, card_id: str, index: int) -> str | None:
        abilities = self.cards[card_id].abilities
        if 0 <= index < len(abilities) and abilities[index].once:
            return f"used{index}"
        return None

    # --- setup -------------------------------------------------------------------------
    def deck_problems(self, cards: Sequence[str], options: BaseModel) -> list[str]:
        """Book, "Deck Construction" and "Mash-up Mode" (deck.py)."""
        return deck.deck_problems(cards, self.cards)

    def position_limits(self) -> PositionLimits:
        """Book, "Deck Construction", "Essence and Might", "Round Phases" (deck.py)."""
        cardset = self.cardset
        return deck.position_limits({d: cardset.deck_cards(d) for d in cardset.decks})

    def runner(self, ctx: Context) -> Runtime:
        return Runtime(ctx, self.cardset.cards)

    def setup(self, ctx: Context) -> None:
        options = EmpyreanOptions.model_validate(ctx.config.options)
        players = ctx.state.players
        ctx.open_zones()
        self._place_battlefields(ctx, options.battlefields)
        for seat, cards in enumerate(ctx.config.deck_lists):
            ctx.create_deck(cards, seat, f"p{seat}.deck")
            for _ in range(OPENING_HAND):
                ctx.move(ctx.state.zone(f"p{seat}.deck")[-1], f"p{seat}.hand")
        first = ctx.random_below(players, "First player", list(ctx.config.names))
        ctx.set_value("first", first, "First player token")
        rounds = options.rounds or (9 if players == 3 else 10)
        ctx.set_value("rounds", rounds)
        ctx.set_value("round", 1, "Round")
        for seat in range(players):
            ctx.set_value(f"essence.p{seat}", 2, f"{ctx.config.names[seat]}'s essence")
        self.start_flow(ctx, *flow.round_steps(first_round=True))

    def option_problems(self, options: BaseModel, players: int) -> list[str]:
        """The battlefields option names battlefields of the cardset, as many as the table
        has (a scenario's position is not dealt by `setup`, which checks them too)."""
        chosen = getattr(options, "battlefields", None)
        problem = self._battlefields_problem(chosen, board.battlefields_for(players))
        return [f"option battlefields: {problem}"] if problem else []

    def _battlefields_problem(self, chosen: list[str] | None, count: int) -> str | None:
        """Why `chosen` are not `count` different battlefields of the cardset, or None."""
        pool = self.battlefield_ids()
        if chosen is None:
            return None
        unknown = [cut(repr(b), 40) for b in dict.fromkeys(chosen) if b not in pool]
        shown = ", ".join(pool[:5]) + (f", ... ({len(pool)} in all)" if len(pool) > 5 else "")
        if unknown:
            more = f" and {len(unknown) - 1} more" if len(unknown) > 1 else ""
            return f"no battlefield {unknown[0]}{more} in the cardset (battlefields: {shown})"
        if len(chosen) != count or len(set(chosen)) != count:
            return f"give {count} different battlefields, not {len(set(chosen))} (from: {shown})"
        return None

    def _place_battlefields(self, ctx: Context, chosen: list[str] | None) -> None:
        count = board.battlefield_count(ctx.state)
        pool = self.battlefield_ids()
        if chosen is not None:
            problem = self._battlefields_problem(chosen, count)
            if problem:
                raise ValueError(problem)
            picks = list(chosen)
        else:
            if len(pool) < count:
                raise ValueError(f"the cardset has only {len(pool)} battlefields")
            picks = []
            for _ in range(count):
                names = [self.cards[b].name for b in pool]
                index = ctx.random_below(len(pool), "Battlefield", names)
                picks.append(pool.pop(index))
        for bf, card_id in enumerate(picks, start=1):
            ctx.create(card_id, 0, board.bf_zone(bf), face_up=True)

    # --- words -------------------------------------------------------------------------
    def value_name(self, name: str) -> str:
        if name == "essence_next":
            return "next round"
        if name.startswith("stop.bf"):
            return f"Stop tokens on battlefield {name.removeprefix('stop.bf')}"
        return super().value_name(name)

    def format_value(self, key: str, value: Any, names: Sequence[str]) -> str:
        if key.startswith("essence_next.") and isinstance(value, int):
            return f"{value:+d}"
        return super().format_value(key, value, names)

    # --- scenarios ---------------------------------------------------------------------
    def apply_scenario(self, ctx: Context, extra: dict[str, Any]) -> None:
        players = ctx.state.players
        ctx.open_zones()
        if not any(ctx.state.zone(board.bf_zone(b)) for b in range(1, 5)):
            chosen = extra.get("battlefields")
            self._place_battlefields(ctx, list(chosen) if chosen else None)
        first = int(extra.get("first", 0))
        ctx.set_value("first", first)
        ctx.set_value("round", int(extra.get("round") or ctx.state.values.get("round") or 1))
        ctx.set_value("rounds", ctx.state.values.get("rounds", 9 if players == 3 else 10))
        essence = extra.get("essence")
        for seat in range(players):
            value = (
                essence[seat] if isinstance(essence, list) else int(ctx.state.values["round"]) + 1
            )
            ctx.set_value(f"essence.p{seat}", int(value))
        for seat in range(players):  # face-down cards on battlefields are this round's deploys
            order = [
                i
                for z in board.rows_of(ctx.state, seat)
                for i in ctx.state.zone(z)
                if not ctx.state.cards[i].face_up
            ]
            if order:
                ctx.set_value(f"deployed.p{seat}", order)

    def after_scenario(self, ctx: Context) -> None:
        phase = ctx.state.phase
        start = {
            "setup": [{"k": "draft"}],
            "draft": [{"k": "draft"}],
            "command": [{"k": "command"}],
            "deploy": [{"k": "deploy"}],
            "reveal": [{"k": "reveal"}],
            "end": [{"k": "end"}],
        }.get(phase)
        if start is None:
            raise ValueError(f"unknown phase {phase!r} (draft, command, deploy, reveal, end)")
        later = {
            "draft": ["command", "deploy", "reveal", "end"],
            "setup": ["command", "deploy", "reveal", "end"],
            "command": ["deploy", "reveal", "end"],
            "deploy": ["reveal", "end"],
            "reveal": ["end"],
            "end": [],
        }[phase]
        self.start_flow(ctx, *start, *({"k": k} for k in later))

    def sim_metrics(self, state: State) -> dict[str, float]:
        """Battlefields won per seat; might margin (top minus runner-up) per battlefield."""
        figures = {
            f"battlefields won, seat {seat + 1}": float(won)
            for seat, won in enumerate(scoring.tally(state).battlefields_won)
        }
        margins = []
        for bf in range(1, board.battlefield_count(state) + 1):
            mights = sorted(board.might_on(state, s, bf) for s in range(state.players))
            margins.append(mights[-1] - mights[-2])
        figures["might margin per battlefield"] = sum(margins) / max(1, len(margins))
        return figures


RULES = EmpyreanRules()
