"""High Card: a complete Tabletop game in one file. Both players play a card face down at
once; the higher rank scores a point; after the last round the most points win."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from tabletop.engine import effects
from tabletop.engine.commands import Command
from tabletop.engine.contract import BotHints, CardLook
from tabletop.engine.flow import Flow, Runner, Step
from tabletop.engine.outcome import Outcome
from tabletop.engine.parts import CardFacets
from tabletop.engine.rules import Context
from tabletop.engine.state import Decision, State
from tabletop.engine.turn_order import CLOCKWISE
from tabletop.games.base import CardGame

HERE = Path(__file__).parent


class Card(BaseModel):
    """One card of the cardset (cardsets/highcard/*.yaml), validated when the game loads."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    name: str
    rank: int = Field(ge=1, le=13)


class Options(BaseModel):
    model_config = ConfigDict(extra="forbid")
    rounds: int = Field(default=5, ge=1, le=50)


def standing(state: State, rules: Any) -> list[float]:
    """The bots' evaluation: a seat's points, and a little for the ranks still in its hand."""
    return [
        float(state.value(f"score.p{s}", 0))
        + 0.02 * sum(rank(state, iid) for iid in state.zone(f"p{s}.hand"))
        for s in range(state.players)
    ]


class HighCard(CardGame):
    """Every part of the game contract (tabletop/engine/contract.py) is declared here."""

    id = "highcard"
    title = "High Card"
    options_model = Options
    package_dir = HERE  # where layout.yaml is
    cardsets_root = HERE / "cardsets"  # where cardsets/highcard/ is
    flow = Flow()
    turn_order = CLOCKWISE  # who plays after whom: the seats in order
    turn_value = None  # the seats play each round at once: no one's turn
    # the computer's hints: its evaluation, and a point is a clear lead
    bot_hints = BotHints(points=standing, scale=1.0)
    # the look of the cards: a green frame, a sans type, a back of stars
    card_look = CardLook(
        frame=(30, 80, 50),
        accent_weight=0.3,
        panel=(245, 245, 235),
        serif=False,
        corner=0.04,
        back_base=(20, 60, 40),
        back_ink=(230, 210, 120),
        back_pattern="stars",
    )

    def card_model(self) -> type[BaseModel]:
        return Card

    def card_facets(self, card_id: str) -> CardFacets:
        """The deck builder's filters: a High Card card has a rank and no cost."""
        return CardFacets(None, ("Card",), ())

    def face_info(self, card_id: str) -> dict[str, Any]:
        card = self.cardset.cards[card_id]
        return {"name": card.name, "stats": (("Rank", str(card.rank)),), "text": ""}

    def deck_problems(self, cards: Sequence[str], options: BaseModel) -> list[str]:
        """A deck deals a hand of 3 and at most 4 copies of a card."""
        problems = [] if len(cards) >= 3 else [f"{len(cards)} cards; a hand of 3 is dealt"]
        problems += [
            f"{cards.count(c)} {c}; at most 4" for c in sorted(set(cards)) if cards.count(c) > 4
        ]
        return problems

    def sim_metrics(self, state: State) -> dict[str, float]:
        """The winning margin: the best score minus the next best."""
        scores = sorted(int(state.value(f"score.p{s}", 0)) for s in range(state.players))
        return {"score margin": float(scores[-1] - scores[-2])}

    def setup(self, ctx: Context) -> None:
        ctx.open_zones()
        for seat, cards in enumerate(ctx.config.deck_lists):
            ctx.create_deck(cards, seat, f"p{seat}.deck")
            effects.draw(ctx, f"p{seat}.deck", f"p{seat}.hand", 3)
        ctx.set_value("round", 1, "Round")
        self.start_flow(ctx, {"k": "round"})


RULES = HighCard()
flow = HighCard.flow


def rank(state: State, iid: int) -> int:
    card: Card = RULES.cardset.cards[state.cards[iid].card]
    return card.rank


@flow.step("round")
def begin_round(run: Runner, step: Step) -> None:
    run.ctx.phase("play", f"Round {run.state.value('round')}")
    run.next({"k": "play"}, {"k": "show"})


@flow.step("play")
def wait_for_plays(run: Runner, step: Step) -> None:
    """Everyone plays at once: one decision asks every seat that has not played yet."""
    state = run.state
    waiting = [
        s
        for s in range(state.players)
        if not state.zone(f"p{s}.table") and state.zone(f"p{s}.hand")
    ]
    if waiting:
        run.wait(step, "play", waiting, "play a card face down")


@flow.legal("play")
def plays(rules: HighCard, state: State, decision: Decision) -> list[Command]:
    return [
        Command(seat, "play", iid, f"zone:p{seat}.table")
        for seat in decision.seats
        for iid in state.zone(f"p{seat}.hand")
    ]


@flow.move("play")
def play(run: Runner, command: Command) -> None:
    assert command.source is not None
    run.ctx.move(command.source, f"p{command.seat}.table", face_up=False)


@flow.step("show")
def show(run: Runner, step: Step) -> None:
    """Reveal; the highest rank scores; discard, draw (reshuffling), next round or the end."""
    ctx, state = run.ctx, run.state
    played = {s: state.zone(f"p{s}.table")[0] for s in range(state.players)}
    for iid in played.values():
        effects.reveal(ctx, iid)
    best = max(rank(state, iid) for iid in played.values())
    leaders = [s for s, iid in played.items() if rank(state, iid) == best]
    if len(leaders) == 1:
        ctx.add_value(f"score.p{leaders[0]}", 1, f"{run.seat_name(leaders[0])}'s score")
    for seat, iid in played.items():
        ctx.move(iid, f"p{seat}.discard")
        effects.draw(ctx, f"p{seat}.deck", f"p{seat}.hand", reshuffle_from=f"p{seat}.discard")
    scores = [int(state.value(f"score.p{s}", 0)) for s in range(state.players)]
    if int(state.value("round")) >= Options.model_validate(ctx.config.options).rounds:
        best = [s for s, v in enumerate(scores) if v == max(scores)]
        reason = "the most points after the last round"
        ctx.end(Outcome.best_of(best, state.players, reason, scores))
        return
    ctx.add_value("round", 1, "Round")
    run.next({"k": "round"})
