"""Battle for Empyrean: setup, legal commands and their effects (see RULES.md)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from tabletop.engine.commands import Command
from tabletop.engine.rules import Context, GameRules
from tabletop.engine.state import State
from tabletop.engine.view import View
from tabletop.games.empyrean import board, flow
from tabletop.games.empyrean.cards import EmpyreanCard
from tabletop.games.empyrean.options import (
    command_choices,
    command_flag,
    deploy_choices,
    moved_flag,
)
from tabletop.games.empyrean.runtime import Runtime

DECK_SIZE = 24
OPENING_HAND = 4
#: Mash-up mode deck template: number of cards of each cost 1..8 (book, "Mash-up Mode")
MASHUP_TEMPLATE = {1: 5, 2: 4, 3: 4, 4: 3, 5: 3, 6: 2, 7: 2, 8: 1}


#: the decks a new player starts with: the two the book calls Low Complexity, then Medium
STARTER_DECKS = ("samurai", "vampires", "cavalry")

#: frame colour and deck symbol per deck (the book's decks each have a symbol on the card)
DECK_STYLES: dict[str, tuple[tuple[int, int, int], str]] = {
    "samurai": ((176, 48, 48), "SA"),
    "spectres": ((90, 70, 130), "SP"),
    "vampires": ((120, 20, 40), "VA"),
    "vikings": ((60, 100, 150), "VI"),
    "cavalry": ((180, 130, 50), "PA"),
    "defenders": ((120, 120, 100), "DB"),
    "knights": ((40, 80, 160), "KR"),
    "legends": ((60, 140, 120), "LP"),
}


class EmpyreanOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")

    rounds: int | None = Field(default=None, ge=1, le=30, description="default: 10, or 9 for 3")
    battlefields: list[str] | None = Field(
        default=None, description="battlefield ids to play on (default: drawn at random)"
    )


class EmpyreanRules(GameRules):
    id = "empyrean"
    title = "Battle for Empyrean"
    min_players = 2
    max_players = 3
    options_model = EmpyreanOptions
    package_dir = Path(__file__).parent
    scenario_keys = ("battlefields", "first", "essence", "round")
    token_flags = ("shield", "stun", "anchor")

    def card_model(self) -> type[BaseModel]:
        return EmpyreanCard

    @property
    def cards(self) -> dict[str, EmpyreanCard]:
        return self.cardset.cards

    def zone_summary(self, view: View, zone_id: str) -> str | None:
        """Might on each battlefield row, in plain view (book: "Might")."""
        if board.parse_row(zone_id) is None:
            return None
        total = sum(dict(view.cards[i].counters).get("might", 0) for i in view.zone(zone_id))
        return f"Might {total}"

    def format_value(self, key: str, value: Any, names: Sequence[str]) -> str:
        if key in ("first", "merlin") and isinstance(value, int) and 0 <= value < len(names):
            return names[value]
        return str(value)

    def face_info(self, card_id: str) -> dict[str, Any]:
        card = self.cards[card_id]
        if card.kind == "battlefield":
            effects = [a.text for a in card.abilities] + [r.text for r in card.rules]
            return {
                "name": card.name,
                "type_line": "Battlefield",
                "text": "\n".join(effects),
                "accent": (150, 130, 80),
                "deck_name": "Battlefields",
                "symbol": "BF",
            }
        style = DECK_STYLES.get(
            card.deck or "", ((110, 110, 110), card.deck[:2].upper() if card.deck else "?")
        )
        deck = self.cardset.decks.get(card.deck or "")
        kind = None if card.ability_type == "none" else card.ability_type.title()
        return {
            "name": card.name,
            "cost": str(card.cost),
            "stats": (("Might", str(card.might)),),
            "type_line": " · ".join(card.types),
            "text": card.text,
            "ability_kind": kind,
            "accent": style[0],
            "deck_name": deck.name if deck else str(card.deck),
            "symbol": style[1],
        }

    def battlefield_ids(self) -> list[str]:
        return sorted(c.id for c in self.cards.values() if c.kind == "battlefield")

    # --- decks -------------------------------------------------------------------------
    def default_decks(self, players: int) -> tuple[str, ...]:
        """The starter decks: the book's two low-complexity decks first (Samurai, Vampires)."""
        books = [d for d in self.cardset.decks if not d.startswith("mashup")]
        starters = [d for d in STARTER_DECKS if d in books]
        order = starters + [d for d in books if d not in starters]
        return tuple(order[i % len(order)] for i in range(players))

    def check_decks(self, decks: Sequence[str], players: int) -> None:
        super().check_decks(decks, players)
        for deck_id in decks:
            self.check_deck(deck_id)

    def check_deck(self, deck_id: str) -> None:
        """A deck has 24 cards; a mash-up deck follows the 5/4/4/3/3/2/2/1 cost template."""
        cards = self.cardset.deck_cards(deck_id)
        if len(cards) != DECK_SIZE:
            raise ValueError(f"deck {deck_id!r} has {len(cards)} cards; a deck has {DECK_SIZE}")
        if len({self.cards[c].deck for c in cards}) > 1 or deck_id.startswith("mashup"):
            costs = Counter(self.cards[c].cost for c in cards)
            wrong = [
                f"{want} {cost}-cost (has {costs.get(cost, 0)})"
                for cost, want in MASHUP_TEMPLATE.items()
                if costs.get(cost, 0) != want
            ]
            if wrong:
                raise ValueError(
                    f"mash-up deck {deck_id!r} breaks the deck template: needs " + ", ".join(wrong)
                )

    # --- setup -------------------------------------------------------------------------
    def _runtime(self, ctx: Context) -> Runtime:
        return Runtime(ctx, self.cards)

    def setup(self, ctx: Context) -> None:
        options = EmpyreanOptions.model_validate(ctx.config.options)
        players = ctx.state.players
        ctx.open_zones()
        self._place_battlefields(ctx, options.battlefields)
        for seat, deck in enumerate(ctx.config.decks):
            ctx.create_deck(self.cardset.deck_cards(deck), seat, f"p{seat}.deck")
            for _ in range(OPENING_HAND):
                ctx.move(ctx.state.zone(f"p{seat}.deck")[-1], f"p{seat}.hand")
        first = ctx.random_below(players, "First player", list(ctx.config.names))
        ctx.set_value("first", first, "First player token")
        rounds = options.rounds or (9 if players == 3 else 10)
        ctx.set_value("rounds", rounds)
        ctx.set_value("round", 1, "Round")
        for seat in range(players):
            ctx.set_value(f"essence.p{seat}", 2, f"{ctx.config.names[seat]}'s essence")
        rt = self._runtime(ctx)
        flow.set_queue(rt, flow.round_steps(first_round=True))
        flow.advance(rt)

    def _place_battlefields(self, ctx: Context, chosen: list[str] | None) -> None:
        count = board.battlefield_count(ctx.state)
        pool = self.battlefield_ids()
        if chosen is not None:
            unknown = [b for b in chosen if b not in pool]
            if unknown or len(chosen) != count or len(set(chosen)) != count:
                raise ValueError(
                    f"give {count} different battlefields from: {', '.join(pool)}"
                    + (f" (unknown: {', '.join(unknown)})" if unknown else "")
                )
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

    # --- legal -------------------------------------------------------------------------
    def legal(self, state: State) -> list[Command]:
        decision = state.decision
        if decision is None or state.result is not None:
            return []
        rt = _ReadOnly(state, self.cards)
        if decision.kind == "draft":
            return [
                Command(seat, "keep", iid, f"zone:p{seat}.hand")
                for seat in decision.seats
                for iid in state.zone(f"p{seat}.draft")
            ]
        seat = decision.seats[0]
        if decision.kind == "deploy":
            return deploy_choices(rt, seat)
        if decision.kind == "command":
            return command_choices(rt, seat)
        if decision.kind == "choose":
            return [
                _choice_command(seat, option["key"], decision.get("source"), state)
                for option in decision.get("options", [])
            ]
        return []

    # --- decide ------------------------------------------------------------------------
    def decide(self, ctx: Context, command: Command) -> None:
        rt = self._runtime(ctx)
        seat = command.seat
        kind = command.kind
        if kind == "keep":
            assert command.source is not None
            drafted = ctx.state.zone(f"p{seat}.draft")
            ctx.move(command.source, f"p{seat}.hand")
            for other in list(drafted):
                ctx.move(other, f"p{seat}.deck", index=0)
        elif kind == "deploy":
            assert command.source is not None and command.target_zone is not None
            loc = board.parse_row(command.target_zone)
            assert loc is not None
            rt.deploy(command.source, seat, loc[1], free=False)
            ctx.narrate(f"{rt.seat_name(seat)} deploys a card to battlefield {loc[1]}")
        elif kind == "pass" or kind == "done":
            steps = flow.queue(rt)
            flow.set_queue(rt, steps[1:])
            ctx.narrate(
                f"{rt.seat_name(seat)} {'passes' if kind == 'pass' else 'ends the command phase'}"
            )
        elif kind == "move":
            assert command.source is not None and command.target_zone is not None
            self._command_move(rt, command.source, command.target_zone)
        elif kind == "activate":
            assert command.source is not None
            self._activate(rt, command.source, int(command.args[0]))
        elif kind == "choose":
            steps = flow.queue(rt)
            front = dict(steps[0])
            front["ans"] = [*front.get("ans", []), _answer_key(command, ctx.state)]
            flow.set_queue(rt, [front, *steps[1:]])
        flow.advance(rt)

    def _command_move(self, rt: Runtime, iid: int, zone: str) -> None:
        loc = board.parse_row(zone)
        assert loc is not None
        card_state = rt.state.cards[iid]
        rt.ctx.flag(iid, moved_flag(rt))  # once each command phase, whatever the token
        if not rt.card(iid).move_token and card_state.counters.get("move", 0) > 0:
            rt.ctx.add_counter(iid, "move", -1)
        rt.front = []
        rt.move_to(iid, loc[1])
        flow.push_front(rt, *rt.front)

    def _activate(self, rt: Runtime, iid: int, index: int) -> None:
        ability = rt.card(iid).abilities[index]
        seat = rt.state.cards[iid].owner
        rt.ctx.flag(iid, command_flag(rt, index))
        if ability.cost:
            rt.ctx.set_value(f"essence.p{seat}", rt.essence(seat) - ability.cost)
        rt.ctx.narrate(f"{rt.seat_name(seat)} activates {rt.card(iid).name}")
        rt.front = []
        rt.trigger_card(iid, index, subject=iid)
        flow.push_front(rt, *rt.front)

    # --- words -------------------------------------------------------------------------
    def describe_command(self, state: State, command: Command) -> str:
        name = self.card_name(state.cards[command.source].card) if command.source else ""
        zone = command.target_zone or ""
        loc = board.parse_row(zone) if zone else None
        if command.kind == "keep":
            return f"Keep {name}"
        if command.kind == "deploy" and loc:
            return f"Deploy {name} to battlefield {loc[1]}"
        if command.kind == "move" and loc:
            return f"Move {name} to battlefield {loc[1]}"
        if command.kind == "activate":
            return f"Use {name}'s command ability"
        if command.kind == "pass":
            return "Pass (deploy nothing more)"
        if command.kind == "done":
            return "End the command phase"
        if command.kind == "choose":
            for option in state.decision.get("options", []) if state.decision else []:
                if (
                    _choice_command(
                        command.seat,
                        option["key"],
                        state.decision.get("source") if state.decision else None,
                        state,
                    )
                    == command
                ):
                    return str(option["label"])
        return str(command)

    def explain_illegal(self, state: State, command: Command, legal: list[Command]) -> str | None:
        decision = state.decision
        if decision is not None and decision.kind == "deploy" and command.kind == "deploy":
            if command.source is None or command.source not in state.cards:
                return "Deploy a card from your hand."
            seat = command.seat
            if state.where.get(command.source) != f"p{seat}.hand":
                return "Only cards in your hand can be deployed."
            card = self.cards[state.cards[command.source].card]
            essence = int(state.values.get(f"essence.p{seat}", 0))
            if card.cost > essence:
                return f"{card.name} costs {card.cost} essence; you have {essence} left."
            loc = board.parse_row(command.target_zone or "")
            if loc is None or loc[0] != seat:
                return "Deploy onto one of your own battlefield rows."
            if not board.has_open_zone(state, self.cards, seat, loc[1]):
                return f"Battlefield {loc[1]} has no open zone."
            return f"{card.name} cannot be deployed on battlefield {loc[1]} this round."
        return super().explain_illegal(state, command, legal)

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
        rt = self._runtime(ctx)
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
        flow.set_queue(rt, [*start, *({"k": k} for k in later)])
        flow.advance(rt)


class _ReadOnly(Runtime):
    """A Runtime over a bare state, for listing legal commands (it never emits)."""

    def __init__(self, state: State, cards: dict[str, EmpyreanCard]) -> None:
        self.state = state
        self.cards = cards
        self.front = []


def _choice_command(seat: int, key: str, source: int | None, state: State) -> Command:
    """The command for one option of a choice: a card to click, a battlefield to drop on."""
    if key.startswith("card:"):
        return Command(seat, "choose", int(key[5:]), None)
    if key.startswith("bf:"):
        return Command(seat, "choose", source, f"zone:p{seat}.bf{key[3:]}")
    if key.startswith("seat:"):
        return Command(seat, "choose", None, key)
    return Command(seat, "choose", None, None, (key,))


def _answer_key(command: Command, state: State) -> str:
    if command.args:
        return str(command.args[0])
    if command.target_zone is not None:
        loc = board.parse_row(command.target_zone)
        assert loc is not None
        return f"bf:{loc[1]}"
    if command.target_seat is not None:
        return f"seat:{command.target_seat}"
    return f"card:{command.source}"


RULES = EmpyreanRules()
