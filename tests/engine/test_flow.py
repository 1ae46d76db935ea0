"""The engine's flow (issue 9, 3): steps and moves, simultaneous decisions, a response window
with a last-in first-out stack and priority passing, triggers in their stated order, and
choosing N of M cards, on a tiny game written for this test."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

import tabletop
from tabletop.engine import registry
from tabletop.engine.catalog import CardCatalog
from tabletop.engine.choices import ChooseCards
from tabletop.engine.commands import Command
from tabletop.engine.flow import Flow, FlowRules, Responses, Runner, Step
from tabletop.engine.outcome import Outcome
from tabletop.engine.parts import CardFacets
from tabletop.engine.rules import Context
from tabletop.engine.state import Decision, JSONValue, State
from tabletop.games.tally.rules import RULES as TALLY

flow = Flow()
heard: list[str] = []


class Probe(FlowRules):
    """Tally's cards and table; a flow of its own: everyone keeps 2 of their hand at once,
    then a response window, then the game ends."""

    id = "probe"
    title = "Flow probe"
    package_dir = Path(TALLY.package_dir)
    listed = False
    flow = flow
    bot_hints = TALLY.bot_hints
    turn_order = TALLY.turn_order
    card_look = TALLY.card_look

    @property
    def cardset(self) -> CardCatalog:
        return TALLY.cardset

    def face_info(self, card_id: str) -> dict[str, Any]:
        return TALLY.face_info(card_id)

    def card_facets(self, card_id: str) -> CardFacets:
        return TALLY.card_facets(card_id)

    def deck_problems(self, cards: Sequence[str], options: BaseModel) -> list[str]:
        return []  # the probe deals three cards from Tally's decks, which hold more

    def sim_metrics(self, state: State) -> dict[str, float]:
        return {}  # a probe of the flow is never simulated

    def card_model(self) -> type[BaseModel]:
        return TALLY.card_model()

    def setup(self, ctx: Context) -> None:
        ctx.open_zones()
        for seat, deck in enumerate(ctx.config.decks):
            ctx.create_deck(self.cardset.deck_cards(deck), seat, f"p{seat}.deck")
            for _ in range(3):
                ctx.move(ctx.state.zone(f"p{seat}.deck")[-1], f"p{seat}.hand")
        self.start_flow(ctx, {"k": "keep", "seat": 0}, {"k": "keep", "seat": 1}, {"k": "window"})


CHOOSE = ChooseCards(flow)


@flow.step("keep")
def _keep(run: Runner, step: Step) -> None:
    seat = int(step["seat"])
    hand = run.state.zone(f"p{seat}.hand")
    kept = CHOOSE.ask(run, step, seat, list(hand), 2, "keep a card")
    for iid in list(hand):
        if iid not in kept:
            run.ctx.move(iid, f"p{seat}.discard")
    # what the keep sets off (a triggered ability) is a step queued right after this one
    heard.append(f"kept:{seat}")
    run.next({"k": "note", "text": f"seat {seat} kept {len(kept)}"}, {"k": "echo", "seat": seat})


@flow.step("echo")
def _echo(run: Runner, step: Step) -> None:
    heard.append(f"echo:{step['seat']}")


@flow.step("note")
def _note(run: Runner, step: Step) -> None:
    run.ctx.narrate(str(step["text"]))


def _resolve(run: Runner, entry: dict[str, JSONValue]) -> None:
    run.ctx.narrate(f"resolves {entry['card']}")


RESPONSES = Responses(flow, _resolve)


@flow.step("window")
def _window(run: Runner, step: Step) -> None:
    run.ctx.phase("respond", "Responses")
    run.next(RESPONSES.step(0), {"k": "over"})


@flow.legal("respond")
def _responses(rules: Any, state: State, decision: Decision) -> list[Command]:
    seat = decision.seats[0]
    return [Command(seat, "respond", i) for i in state.zone(f"p{seat}.hand")] + [
        Command(seat, "pass")
    ]


@flow.move("respond")
def _respond(run: Runner, command: Command) -> None:
    assert command.source is not None
    run.ctx.move(command.source, "stack", face_up=True)
    RESPONSES.respond(run, {"card": command.source}, "a response")


@flow.move("pass")
def _pass(run: Runner, command: Command) -> None:
    RESPONSES.passed(run)


@flow.step("over")
def _over(run: Runner, step: Step) -> None:
    run.ctx.end(Outcome.draw([0, 1], 2, "the probe is over"))


@pytest.fixture()
def probe() -> Iterator[tabletop.Game]:
    registry.register(Probe())
    heard.clear()
    try:
        yield tabletop.new_game("probe", seed=3, decks=["odds", "evens"], seats=["human"] * 2)
    finally:
        registry.unregister("probe")


def test_choose_n_of_m_one_pick_at_a_time(probe: tabletop.Game) -> None:
    """Each pick is a command naming a card; the step goes on once two are chosen."""
    hand = list(probe.state.zone("p0.hand"))
    assert {c.source for c in probe.legal()} == set(hand)
    probe.play(Command(0, "pick", hand[0]))
    assert {c.source for c in probe.legal()} == set(hand[1:])
    probe.play(Command(0, "pick", hand[2]))
    assert probe.state.zone("p0.hand") == [hand[0], hand[2]]
    assert probe.state.zone("p0.discard") == [hand[1]]
    assert probe.to_act == (1,)


def test_what_a_step_sets_off_runs_right_after_it_in_the_order_queued(
    probe: tabletop.Game,
) -> None:
    """Triggers are steps: what a step sets off is queued with `Runner.next` and resolves
    right after it, in the order queued, before the flow goes on (the next seat's keep)."""
    for seat in (0, 1):
        for _ in range(2):
            probe.play(next(c for c in probe.legal() if c.seat == seat))
    assert heard == ["kept:0", "echo:0", "kept:1", "echo:1"]
    log = probe.describe_log()
    assert log.index("seat 0 kept 2") < log.index("seat 1 kept 2")


def test_responses_resolve_last_in_first_out_after_everyone_passes(
    probe: tabletop.Game,
) -> None:
    for seat in (0, 1):
        for _ in range(2):
            probe.play(next(c for c in probe.legal() if c.seat == seat))
    first = probe.state.zone("p0.hand")[0]
    probe.play(Command(0, "respond", first))  # priority passes to seat 1
    assert probe.to_act == (1,)
    second = probe.state.zone("p1.hand")[0]
    probe.play(Command(1, "respond", second))
    assert [e["card"] for e in probe.state.stack] == [first, second]
    probe.play(Command(0, "pass"))
    assert probe.result is None and probe.to_act == (1,)  # one pass is not enough
    probe.play(Command(1, "pass"))
    log = probe.describe_log()
    assert log.index(f"resolves {second}") < log.index(f"resolves {first}")
    assert probe.result is not None and probe.state.stack == []


def test_next_of_answers_as_next_for_every_seat() -> None:
    """`TurnOrder.next_of(players)`: the boards' `opponent`, one lookup per seat."""
    from tabletop.engine.turn_order import CLOCKWISE, TurnOrder

    for order in (CLOCKWISE, TurnOrder(step=2)):
        for players in (2, 3, 5):
            following = order.next_of(players)
            assert [following(s) for s in range(players)] == [
                order.next(s, players) for s in range(players)
            ]


def test_turn_order_moves_a_seat_that_acts_last_to_the_end() -> None:
    """Empyrean's Merlin: its owner acts after everyone else in every phase (book, "Merlin");
    the engine's turn order places that seat, the game only names it."""
    from tabletop.engine.turn_order import CLOCKWISE

    assert CLOCKWISE.from_first(1, 3) == [1, 2, 0]
    assert CLOCKWISE.from_first(1, 3, last=1) == [2, 0, 1]
    assert CLOCKWISE.from_first(0, 3, last=1) == [0, 2, 1]
    assert CLOCKWISE.from_first(0, 2, last=None) == [0, 1]
