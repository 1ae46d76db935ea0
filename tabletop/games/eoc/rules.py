"""EoC, the Vanquisher card game: setup, legal commands and their effects (see RULES.md)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from tabletop.engine.commands import Command
from tabletop.engine.rules import Context, GameRules
from tabletop.engine.state import State
from tabletop.engine.view import View
from tabletop.games.eoc import actions, board, flow, words
from tabletop.games.eoc.cards import EocCard
from tabletop.games.eoc.costs import cheapest
from tabletop.games.eoc.deck import ban_list, deck_problems
from tabletop.games.eoc.faces import face_info, zone_summary
from tabletop.games.eoc.options import Options
from tabletop.games.eoc.options_model import EocOptions
from tabletop.games.eoc.runtime import Runtime, Wait
from tabletop.games.eoc.setup import deal


class EocRules(GameRules):
    id = "eoc"
    title = "EoC: Vanquisher"
    min_players = 2
    max_players = 2
    options_model = EocOptions
    package_dir = Path(__file__).parent
    token_flags = ("destroyed", "stage-2", "unpaid")
    scenario_keys = ("turn",)

    def card_model(self) -> type[BaseModel]:
        return EocCard

    @property
    def cards(self) -> dict[str, EocCard]:
        return self.cardset.cards

    def face_info(self, card_id: str) -> dict[str, Any]:
        return face_info(self.cards[card_id])

    def zone_summary(self, view: View, zone_id: str) -> str | None:
        return zone_summary(view, self.cards, zone_id)

    def format_value(self, key: str, value: Any, names: Sequence[str]) -> str:
        if key in ("turn", "first") and isinstance(value, int) and 0 <= value < len(names):
            return names[value]
        return str(value)

    # --- decks -------------------------------------------------------------------------
    def check_decks(self, decks: Sequence[str], players: int) -> None:
        super().check_decks(decks, players)
        for deck_id in decks:
            problems = deck_problems(
                deck_id, self.cardset.deck_cards(deck_id), self.cards, ban_list()
            )
            if problems:
                raise ValueError("; ".join(problems))

    # --- setup -------------------------------------------------------------------------
    def _rt(self, ctx: Context) -> Runtime:
        return Runtime(ctx, self.cards)

    def setup(self, ctx: Context) -> None:
        options = EocOptions.model_validate(ctx.config.options)
        rt = self._rt(ctx)
        for zone in ctx.zones:
            ctx.state.zones.setdefault(zone, [])
        for seat, deck in enumerate(ctx.config.decks):
            deal(rt, seat, self.cardset.deck_cards(deck), options.mulligans)
        first = ctx.random_below(2, "Coin flip: first player", list(ctx.config.names))
        ctx.set_value("first", first)
        _note_options(ctx)
        flow.begin_turn(rt, first, first=not options.first_turn_draw)
        flow.advance(rt)

    # --- legal -------------------------------------------------------------------------
    def legal(self, state: State) -> list[Command]:
        decision = state.decision
        if decision is None or state.result is not None:
            return []
        seat = decision.seats[0]
        opts = Options(state, self.cards)
        kind = decision.kind
        if kind == "prepare":
            return opts.prepare(seat)
        if kind == "pay":
            return opts.pay(seat, int(state.values["paying"]["card"]))
        if kind == "attack":
            return opts.attack(seat)
        if kind == "declare":
            return opts.declare(seat, state.values["attack"])
        if kind == "trap":
            return [*opts.traps(seat, str(decision.get("window"))), Command(seat, "pass")]
        if kind == "counter":
            return opts.counter(seat, state.values["attack"])
        if kind == "choose":
            return opts.choose(seat, [int(i) for i in decision.get("options", [])])
        return []

    # --- decide ------------------------------------------------------------------------
    def decide(self, ctx: Context, command: Command) -> None:
        rt = self._rt(ctx)
        try:
            self._decide(rt, command)
        except Wait:
            return
        flow.advance(rt)

    def _decide(self, rt: Runtime, command: Command) -> None:
        ctx = rt.ctx
        seat = command.seat
        kind = command.kind
        src = command.source
        if kind == "summon":
            assert src is not None
            ctx.move(src, board.zone(seat, "pool"), face_up=True)
            ctx.set_value("summoned", True)
            ctx.narrate(f"{rt.seat_name(seat)} summons {rt.name(src)} to the Essence Pool")
        elif kind in ("create", "cast", "trap"):
            assert src is not None
            self._play(rt, src, seat, command)
        elif kind == "attach":
            assert src is not None and command.target_card is not None
            if not rt.value("paying"):
                ctx.flag(src, "moved")
            rt.attach_essence(src, command.target_card)
            if not rt.value("paying"):
                ctx.narrate(f"{rt.name(src)} is attached to {rt.name(command.target_card)}")
            flow.check_paid(rt)
        elif kind == "autopay":
            paying = int(rt.value("paying")["card"])
            pool = [
                (i, str(rt.card(i).element), rt.card(i).provides)
                for i in board.pool(rt.state, seat)
            ]
            paid = board.supply(rt.state, rt.cards, board.attached(rt.state, paying))
            for essence in cheapest(rt.card(paying).cost, pool, paid) or []:
                rt.attach_essence(essence, paying)
            flow.check_paid(rt)
        elif kind == "activate":
            assert src is not None
            self._activate(rt, src, seat)
        elif kind == "attack":
            assert src is not None and command.target_card is not None
            self._attack(rt, src, command.target_card)
        elif kind == "confirm":
            ctx.set_value("attack", {**rt.value("attack"), "stage": "defend"})
        elif kind == "pass":
            attack = rt.value("attack")
            stage = "counter" if attack["stage"] == "defend" else "resolve"
            ctx.set_value("attack", {**attack, "stage": stage})
        elif kind == "counter":
            assert command.target_card is not None
            flow.choose_countered(rt, command.target_card)
        elif kind == "choose":
            pending = rt.value("pending")
            answer = (
                command.target_card if command.target_card is not None else int(command.args[0])
            )
            actions.run(
                rt,
                int(pending["src"]),
                int(pending["seat"]),
                str(pending["which"]),
                int(pending["i"]),
                answer,
            )
        elif kind == "end":
            if rt.state.phase == "prepare":
                flow.begin_attack(rt)
            else:
                flow.clean_up(rt)

    def _play(self, rt: Runtime, src: int, seat: int, command: Command) -> None:
        if command.target_card is not None:  # an Item onto its creature
            slot = board.free_slot(rt.state, seat, board.SPELL_SLOTS)
            assert slot is not None
            rt.ctx.move(src, slot, face_up=True)
            rt.ctx.set_value(f"carrier.{src}", command.target_card)
        else:
            assert command.target_zone is not None
            rt.ctx.move(src, command.target_zone, face_up=True)
        purpose = {"create": "create", "cast": "spell", "trap": "trap"}[command.kind]
        flow.start_payment(rt, src, purpose)

    def _activate(self, rt: Runtime, src: int, seat: int) -> None:
        ability = rt.card(src).ability
        assert ability is not None
        rt.pay_from_pool(seat, dict(ability.cost))
        uses = dict(rt.value("uses") or {})
        uses[str(src)] = int(uses.get(str(src), 0)) + 1
        rt.ctx.set_value("uses", uses)
        rt.ctx.narrate(f"{rt.seat_name(seat)} uses {rt.name(src)}'s ability")
        actions.run(rt, src, seat, "ability")

    def _attack(self, rt: Runtime, src: int, target: int) -> None:
        attack = rt.value("attack")
        rt.ctx.flag(src, "rested")
        if attack:
            rt.ctx.set_value("attack", {**attack, "attackers": [*attack["attackers"], src]})
            rt.ctx.narrate(f"{rt.name(src)} joins the attack on {rt.name(target)}")
            return
        rt.ctx.set_value("attack", {"attackers": [src], "target": target, "stage": "declare"})
        rt.ctx.narrate(f"{rt.name(src)} attacks {rt.name(target)}")

    # --- words -------------------------------------------------------------------------
    def describe_command(self, state: State, command: Command) -> str:
        return words.describe(state, self.cards, command)

    def explain_illegal(self, state: State, command: Command, legal: list[Command]) -> str | None:
        reason = words.explain(state, self.cards, command)
        return reason or super().explain_illegal(state, command, legal)

    # --- scenarios ---------------------------------------------------------------------
    def apply_scenario(self, ctx: Context, extra: dict[str, Any]) -> None:
        for zone in ctx.zones:
            ctx.state.zones.setdefault(zone, [])
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
        flow.advance(self._rt(ctx))


def _note_options(ctx: Context) -> None:
    """Options the legal moves read go into the state (legal() sees only the state)."""
    options = EocOptions.model_validate(ctx.config.options)
    if options.essence_moves == "free":
        ctx.set_value("essence_moves", "free")
    if not options.vanquisher_groups:
        ctx.set_value("vanquisher_groups", False)


RULES = EocRules()
