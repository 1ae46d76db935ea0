"""Tally's rules on the engine's flow. Each round: everyone picks a number face down at once;
then a response window (tricks from hand, resolved last-in first-out); then reveal: the
highest total scores a point.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from tabletop.engine import effects
from tabletop.engine.commands import Command, card_target
from tabletop.engine.contract import score_points
from tabletop.engine.flow import Flow, Responses, Runner, Step
from tabletop.engine.outcome import Outcome
from tabletop.engine.parts import BotHints, CardFacets, NotNeeded, facet_words
from tabletop.engine.rules import Context
from tabletop.engine.state import Decision, JSONValue, State
from tabletop.engine.turn_order import CLOCKWISE
from tabletop.games.base import CardGame
from tabletop.games.tally.cards import TallyCard


class TallyOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")

    rounds: int = Field(default=8, ge=1, le=100_000)
    hand_size: int = Field(default=3, ge=1, le=6)


class TallyRules(CardGame):
    id = "tally"
    title = "Tally (core test game)"
    min_players = 2
    max_players = 3
    seat_values = ("first",)
    options_model = TallyOptions
    package_dir = Path(__file__).parent
    listed = False
    long_game_options = {"rounds": 100_000}  # as many rounds as a benchmark's log needs
    flow = Flow()
    turn_order = CLOCKWISE  # who plays after whom: the seats in order
    turn_value = None  # the seats play each round at once: no one's turn
    #: the computer plays for the score: a seat's points are its `score.p<N>`
    bot_hints = BotHints(points=score_points, scale=1.0)
    card_look = NotNeeded("a test game: its cards are drawn in the neutral style")

    def card_model(self) -> type[BaseModel]:
        return TallyCard

    def card_facets(self, card_id: str) -> CardFacets:
        """Tally's cards have no cost; a card is a number or an action."""
        card = self.cardset.cards[card_id]
        assert isinstance(card, TallyCard)
        return CardFacets(None, facet_words(card.kind), ())

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

    def deck_problems(self, cards: Sequence[str], options: BaseModel) -> list[str]:
        """A deck of at least as many cards as a hand holds, so setup can deal it."""
        assert isinstance(options, TallyOptions)
        if len(cards) < options.hand_size:
            return [f"{len(cards)} cards; a hand of {options.hand_size} is dealt from it"]
        return []

    def _options(self, ctx: Context) -> TallyOptions:
        return TallyOptions.model_validate(ctx.config.options)

    # --- setup -------------------------------------------------------------------------
    def setup(self, ctx: Context) -> None:
        ctx.open_zones()
        for seat, cards in enumerate(ctx.config.deck_lists):
            ctx.create_deck(cards, seat, f"p{seat}.deck")
        for seat in range(ctx.state.players):
            for _ in range(self._options(ctx).hand_size):
                _draw(ctx, seat)
        names = list(ctx.config.names)
        first = ctx.random_below(ctx.state.players, "First player", names)
        ctx.set_value("first", first, "first player")
        ctx.set_value("round", 1, "round")
        self.start_flow(ctx, {"k": "round"})

    def sim_metrics(self, state: State) -> dict[str, float]:
        """The winning margin: the best score minus the next best."""
        scores = sorted(int(state.value(f"score.p{seat}", 0)) for seat in range(state.players))
        return {"score margin": float(scores[-1] - scores[-2])}

    def after_scenario(self, ctx: Context) -> None:
        if ctx.state.value("round") is None:
            ctx.set_value("round", 1)
        if ctx.state.value("first") is None:
            ctx.set_value("first", 0)
        if ctx.state.phase in ("setup", "pick"):
            self.start_flow(ctx, {"k": "round"})
        elif ctx.state.phase == "respond":
            self.start_flow(ctx, RESPONSES.step(int(ctx.state.value("first"))), {"k": "reveal"})


RULES = TallyRules()
flow = TallyRules.flow


def _card(rules: Any, state: State, iid: int) -> TallyCard:
    card = rules.cardset.cards[state.cards[iid].card]
    assert isinstance(card, TallyCard)
    return card


def _draw(ctx: Context, seat: int) -> None:
    """Draw a card; an empty deck is rebuilt from the discard pile, shuffled."""
    effects.draw(ctx, f"p{seat}.deck", f"p{seat}.hand", reshuffle_from=f"p{seat}.discard")


# --- the round -----------------------------------------------------------------------------
@flow.step("round")
def _round(run: Runner, step: Step) -> None:
    run.ctx.phase("pick", f"Round {run.state.value('round')}: pick a number")
    run.next({"k": "pick"})


@flow.step("pick")
def _pick(run: Runner, step: Step) -> None:
    """Everyone picks at once: the decision asks every seat that has not picked or passed."""
    state = run.state
    waiting = [
        s
        for s in range(state.players)
        if not state.zone(f"p{s}.table") and not state.value(f"passed.p{s}")
    ]
    if waiting:
        run.wait(step, "pick", waiting, "play a number face down, or pass")
    run.ctx.phase("respond", "Responses")
    run.next(RESPONSES.step(int(state.value("first"))), {"k": "reveal"})


@flow.legal("pick")
def _picks(rules: TallyRules, state: State, decision: Decision) -> list[Command]:
    out: list[Command] = []
    for seat in decision.seats:
        for iid in state.zone(f"p{seat}.hand"):
            if _card(rules, state, iid).kind == "number":
                out.append(Command(seat, "play", iid, f"zone:p{seat}.table"))
        out.append(Command(seat, "pass"))
    return out


@flow.move("play")
def _play(run: Runner, command: Command) -> None:
    assert command.source is not None
    run.ctx.move(command.source, f"p{command.seat}.table", face_up=False)


@flow.move("pass")
def _pass(run: Runner, command: Command) -> None:
    decision = run.state.decision
    if decision is not None and decision.kind == "respond":
        RESPONSES.passed(run)
    else:
        run.ctx.set_value(f"passed.p{command.seat}", True)


# --- responses -----------------------------------------------------------------------------
def _resolve(run: Runner, entry: dict[str, JSONValue]) -> None:
    """One trick from the top of the stack: a cancel cancels the trick under it."""
    ctx = run.ctx
    iid = int(str(entry["card"]))
    owner = int(str(entry["seat"]))
    card = _card(ctx.rules, ctx.state, iid)
    if ctx.state.value("cancelling"):
        ctx.set_value("cancelling", None)
        ctx.narrate(f"{card.name} is cancelled")
        ctx.move(iid, f"p{owner}.discard")
    elif card.effect == "cancel":
        ctx.set_value("cancelling", True)
        ctx.move(iid, f"p{owner}.discard")
    else:
        target = int(str(entry["target"]).split(":")[1])
        ctx.add_counter(target, "boost", 2)
        ctx.move(iid, ctx.state.where[target])
        ctx.attach(iid, target)


RESPONSES = Responses(flow, _resolve, prompt="play a trick, or pass")


@flow.legal("respond")
def _responses(rules: TallyRules, state: State, decision: Decision) -> list[Command]:
    seat = decision.seats[0]
    out: list[Command] = []
    played = [i for s in range(state.players) for i in state.zone(f"p{s}.table")]
    for iid in state.zone(f"p{seat}.hand"):
        card = _card(rules, state, iid)
        if card.effect == "boost":
            out.extend(Command(seat, "trick", iid, card_target(t)) for t in played)
        elif card.effect == "cancel" and state.stack:
            out.append(Command(seat, "trick", iid, "zone:stack"))
    out.append(Command(seat, "pass"))
    return out


@flow.move("trick")
def _trick(run: Runner, command: Command) -> None:
    assert command.source is not None
    run.ctx.move(command.source, "stack", face_up=True)
    entry: dict[str, JSONValue] = {
        "card": command.source,
        "seat": command.seat,
        "target": command.target or "",
    }
    RESPONSES.respond(run, entry, f"{run.seat_name(command.seat)} responds")


# --- reveal --------------------------------------------------------------------------------
@flow.step("reveal")
def _reveal(run: Runner, step: Step) -> None:
    ctx, state = run.ctx, run.state
    ctx.set_value("cancelling", None)
    ctx.phase("reveal", "Reveal")
    totals: dict[int, int] = {}
    for seat in range(state.players):
        for iid in list(state.zone(f"p{seat}.table")):
            ctx.flip(iid, True)
            card = _card(ctx.rules, state, iid)
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
    rounds = TallyOptions.model_validate(ctx.config.options).rounds
    scores = [int(state.value(f"score.p{s}", 0)) for s in range(state.players)]
    no_cards = all(
        not state.zone(f"p{s}.hand")
        and not state.zone(f"p{s}.deck")
        and not state.zone(f"p{s}.discard")
        for s in range(state.players)
    )
    if int(state.value("round")) >= rounds or no_cards:
        top = max(scores)
        leaders = [s for s, v in enumerate(scores) if v == top]
        reason = f"highest score after {state.value('round')} rounds"
        ctx.end(Outcome.best_of(leaders, state.players, reason, scores))
        return
    ctx.add_value("round", 1, "round")
    ctx.set_value("first", run.next_seat(int(state.value("first"))), "first player")
    for seat in range(state.players):
        _draw(ctx, seat)
    run.next({"k": "round"})
