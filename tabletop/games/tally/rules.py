"""Tally's rules. Each round: everyone picks a number face down at once; then a response window
(tricks from hand, resolved last-in first-out); then reveal: the highest total scores a point.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from tabletop.engine.commands import Command, card_target
from tabletop.engine.rules import Context, GameRules
from tabletop.engine.state import State
from tabletop.games.tally.cards import TallyCard


class TallyOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")

    rounds: int = Field(default=8, ge=1, le=100_000)
    hand_size: int = Field(default=3, ge=1, le=6)


class TallyRules(GameRules):
    id = "tally"
    title = "Tally (core test game)"
    min_players = 2
    max_players = 3
    options_model = TallyOptions
    package_dir = Path(__file__).parent
    listed = False

    def card_model(self) -> type[BaseModel]:
        return TallyCard

    def format_value(self, key: str, value: Any, names: Sequence[str]) -> str:
        if key == "first" and isinstance(value, int) and 0 <= value < len(names):
            return names[value]
        return str(value)

    def face_info(self, card_id: str) -> dict[str, Any]:
        card = self.cardset.cards[card_id]
        assert isinstance(card, TallyCard)
        info: dict[str, Any] = {
            "name": card.name,
            "type_line": card.kind.title(),
            "text": card.text or f"Worth {card.value}.",
            "accent": (70, 110, 170) if card.kind == "number" else (170, 90, 60),
            "symbol": "T",
        }
        if card.kind == "number":
            info["stats"] = (("Value", str(card.value)),)
        return info

    def _card(self, state: State, iid: int) -> TallyCard:
        card = self.cardset.cards[state.cards[iid].card]
        assert isinstance(card, TallyCard)
        return card

    def _options(self, ctx: Context) -> TallyOptions:
        return TallyOptions.model_validate(ctx.config.options)

    # --- setup -------------------------------------------------------------------------
    def setup(self, ctx: Context) -> None:
        ctx.open_zones()
        for seat, deck in enumerate(ctx.config.decks):
            ctx.create_deck(self.cardset.deck_cards(deck), seat, f"p{seat}.deck")
        for seat in range(ctx.state.players):
            for _ in range(self._options(ctx).hand_size):
                self._draw(ctx, seat)
        names = list(ctx.config.names)
        first = ctx.random_below(ctx.state.players, "First player", names)
        ctx.set_value("first", first, "first player")
        ctx.set_value("round", 1, "round")
        self._begin_pick(ctx)

    def _draw(self, ctx: Context, seat: int) -> None:
        deck = f"p{seat}.deck"
        if not ctx.state.zone(deck):
            discard = f"p{seat}.discard"
            for iid in list(ctx.state.zone(discard)):
                ctx.attach(iid, None)
                ctx.set_counter(iid, "boost", 0)
                ctx.move(iid, deck, face_up=False)
            if not ctx.state.zone(deck):
                return
            ctx.shuffle(deck)
        ctx.move(ctx.state.zone(deck)[-1], f"p{seat}.hand")

    def _begin_pick(self, ctx: Context) -> None:
        ctx.phase("pick", f"Round {ctx.state.value('round')}: pick a number")
        self._ask_pick(ctx)

    def _ask_pick(self, ctx: Context) -> None:
        waiting = [s for s in range(ctx.state.players) if not ctx.state.zone(f"p{s}.table")]
        waiting = [s for s in waiting if not ctx.state.value(f"passed.p{s}")]
        if waiting:
            ctx.ask("pick", waiting, "play a number face down, or pass")
        else:
            ctx.phase("respond", "Responses")
            self._ask_response(ctx, int(ctx.state.value("first")), 0)

    def _ask_response(self, ctx: Context, seat: int, passes: int) -> None:
        ctx.set_value("passes", passes)
        ctx.ask("respond", [seat], "play a trick, or pass", seat=seat)

    # --- legal -------------------------------------------------------------------------
    def legal(self, state: State) -> list[Command]:
        decision = state.decision
        if decision is None:
            return []
        out: list[Command] = []
        if decision.kind == "pick":
            for seat in decision.seats:
                for iid in state.zone(f"p{seat}.hand"):
                    if self._card(state, iid).kind == "number":
                        out.append(Command(seat, "play", iid, f"zone:p{seat}.table"))
                out.append(Command(seat, "pass"))
        elif decision.kind == "respond":
            seat = decision.seats[0]
            played = [i for s in range(state.players) for i in state.zone(f"p{s}.table")]
            for iid in state.zone(f"p{seat}.hand"):
                card = self._card(state, iid)
                if card.effect == "boost":
                    out.extend(Command(seat, "trick", iid, card_target(t)) for t in played)
                elif card.effect == "cancel" and state.stack:
                    out.append(Command(seat, "trick", iid, "zone:stack"))
            out.append(Command(seat, "pass"))
        return out

    # --- decide ------------------------------------------------------------------------
    def decide(self, ctx: Context, command: Command) -> None:
        state = ctx.state
        seat = command.seat
        if command.kind == "play":
            assert command.source is not None
            ctx.move(command.source, f"p{seat}.table", face_up=False)
            self._ask_pick(ctx)
        elif command.kind == "pass" and state.phase == "pick":
            ctx.set_value(f"passed.p{seat}", True)
            self._ask_pick(ctx)
        elif command.kind == "trick":
            assert command.source is not None
            ctx.move(command.source, "stack", face_up=True)
            entry = {"card": command.source, "seat": seat, "target": command.target or ""}
            ctx.push(entry, f"{ctx.config.names[seat]} responds")
            self._ask_response(ctx, (seat + 1) % state.players, 0)
        elif command.kind == "pass":
            passes = int(state.value("passes", 0)) + 1
            if passes >= state.players:
                self._resolve_stack(ctx)
                self._reveal(ctx)
            else:
                self._ask_response(ctx, (seat + 1) % state.players, passes)

    def _resolve_stack(self, ctx: Context) -> None:
        cancelled = False
        while ctx.state.stack:
            entry = ctx.pop("a response resolves")
            iid = int(entry["card"])
            card = self._card(ctx.state, iid)
            owner = int(entry["seat"])
            if cancelled:
                ctx.narrate(f"{card.name} is cancelled")
                cancelled = False
                ctx.move(iid, f"p{owner}.discard")
                continue
            if card.effect == "cancel":
                cancelled = True
                ctx.move(iid, f"p{owner}.discard")
            else:
                target = int(str(entry["target"]).split(":")[1])
                ctx.add_counter(target, "boost", 2)
                ctx.move(iid, ctx.state.where[target])
                ctx.attach(iid, target)

    def _reveal(self, ctx: Context) -> None:
        state = ctx.state
        ctx.phase("reveal", "Reveal")
        totals: dict[int, int] = {}
        for seat in range(state.players):
            for iid in list(state.zone(f"p{seat}.table")):
                ctx.flip(iid, True)
                card = self._card(state, iid)
                if card.kind == "number":
                    totals[seat] = card.value + state.counter(iid, "boost")
        best = max(totals.values(), default=-1)
        leaders = [s for s, t in totals.items() if t == best]
        if len(leaders) == 1:
            ctx.add_value(f"score.p{leaders[0]}", 1, f"{ctx.config.names[leaders[0]]}'s score")
        for seat in range(state.players):
            for iid in list(state.zone(f"p{seat}.table")):
                ctx.set_counter(iid, "boost", 0)
                ctx.attach(iid, None)
                ctx.move(iid, f"p{seat}.discard")
            ctx.set_value(f"passed.p{seat}", None)
        rounds = self._options(ctx).rounds
        scores = [int(state.value(f"score.p{s}", 0)) for s in range(state.players)]
        no_cards = all(
            not state.zone(f"p{s}.hand")
            and not state.zone(f"p{s}.deck")
            and not state.zone(f"p{s}.discard")
            for s in range(state.players)
        )
        if int(state.value("round")) >= rounds or no_cards:
            top = max(scores)
            winners = [s for s, v in enumerate(scores) if v == top]
            ctx.end(winners, scores, f"highest score after {state.value('round')} rounds")
            return
        ctx.add_value("round", 1, "round")
        ctx.set_value("first", (int(state.value("first")) + 1) % state.players, "first player")
        for seat in range(state.players):
            self._draw(ctx, seat)
        self._begin_pick(ctx)

    def after_scenario(self, ctx: Context) -> None:
        if ctx.state.value("round") is None:
            ctx.set_value("round", 1)
        if ctx.state.value("first") is None:
            ctx.set_value("first", 0)
        if ctx.state.phase in ("setup", "pick"):
            self._begin_pick(ctx)
        elif ctx.state.phase == "respond":
            self._ask_response(ctx, int(ctx.state.value("first")), 0)


RULES = TallyRules()
