"""The engine's turn framework: a game declares steps, moves and decisions; the engine runs them.

A game's flow is a queue of steps kept in the state (`State.steps`, changed only by the
`StepsSet` event). A step is a small JSON-able dict whose `k` names its handler. The engine
runs the front step; the handler may queue steps to run right after it (`Runner.next`), ask a
decision and stop (`Runner.wait`: the step stays at the front, in its updated form, and runs
again when the answer has arrived), or return `REPEAT` to run again at once. When a command
arrives, the move registered for its kind runs, then the flow runs on until someone must
decide or the game is over. Turns and phases are steps like any other; simultaneous decisions
ask several seats at once; `Responses` is a response window with a last-in first-out stack and
priority passing. A triggered ability is a step too: what a step sets off is queued with
`Runner.next` and resolves right after it, in the order queued (which cards listen for what
is each game's data: Empyrean indexes its cards' `when` once per cardset).

As boardgame.io declares `phases` and `moves`, a game declares, on one `Flow`:

    flow = Flow()

    @flow.step("draw")
    def draw(run: Runner, step: Step) -> None: ...

    @flow.move("play")
    def play(run: Runner, command: Command) -> None: ...

    @flow.legal("play")                   # the decision kind it lists commands for
    def plays(rules: MyRules, state: State, decision: Decision) -> list[Command]: ...
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NoReturn, overload

from tabletop.engine.card_names import told_apart
from tabletop.engine.commands import Command
from tabletop.engine.events import StepsSet
from tabletop.engine.rules import Context, GameRules
from tabletop.engine.state import Decision, JSONValue, State

Step = dict[str, Any]
#: a step handler's answer: run me again at once (the step is kept, as changed)
REPEAT = "repeat"


class Wait(Exception):
    """A step asked a decision; `step` is its updated form, kept at the queue's front."""

    def __init__(self, step: Step | None) -> None:
        # no message: raised once a command, and Exception.__init__ with one is a good part
        # of what raising costs
        self.step = step


class Runner:
    """The rules' hands while one command runs: the context plus the flow's queue.

    Games subclass it to add their own verbs (Empyrean's reveal, EoC's pay).
    """

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.state: State = ctx.state  # the same object the context's events change
        self.front: list[Step] = []  # steps queued by the running code, to run next
        #: the queue as this command changes it; stored (one StepsSet) when the command is done
        self._queue: list[Step] | None = None

    def seat_name(self, seat: int) -> str:
        return self.ctx.config.names[seat]

    def name(self, iid: int) -> str:
        """A card's name as the narration says it, told apart from a card of the same name
        on the table ("Ben's Lyra": engine/card_names.py), where anyone will read it."""
        state, ctx = self.state, self.ctx
        rules = ctx.rules
        name = rules.card_name(state.cards[iid].card)
        if ctx.quiet:
            return name
        zones = rules.layout.zones(state.players)
        return told_apart(state, zones, ctx.config.names, name, iid)

    def next_seat(self, seat: int) -> int:
        """The seat that plays after `seat`, by the game's declared turn order."""
        return self.ctx.rules.turn_order.next(seat, self.state.players)

    def next(self, *steps: Step) -> None:
        """Run these steps (in this order) right after the current one."""
        self.front.extend(steps)

    @overload
    def wait(
        self,
        step: Step | None,
        kind: str,
        seats: Sequence[int],
        prompt: str,
        *,
        offer: list[Command] | None = None,
        skip_if_at_most: None = None,
        **data: JSONValue,
    ) -> NoReturn: ...

    @overload
    def wait(
        self,
        step: Step | None,
        kind: str,
        seats: Sequence[int],
        prompt: str,
        *,
        offer: list[Command],
        skip_if_at_most: int,
        **data: JSONValue,
    ) -> None: ...

    def wait(
        self,
        step: Step | None,
        kind: str,
        seats: Sequence[int],
        prompt: str,
        *,
        offer: list[Command] | None = None,
        skip_if_at_most: int | None = None,
        **data: JSONValue,
    ) -> None:
        """The one way a game pauses for a choice: ask a decision and stop the flow; `step`
        (None: drop it) runs again afterwards. `offer`: the commands the decision lists, when
        the step listed them to find out whether to ask (`Context.offer`: legal() does not
        list them again). `skip_if_at_most`: with `offer`, nobody is asked (this returns) when
        the commands are no more than that many (what is left is the way out, ending or
        passing), unless a seat holds its decisions open (a scenario's `hold: true`)."""
        if (
            offer is not None
            and skip_if_at_most is not None
            and len(offer) <= skip_if_at_most
            and not (offer and self.holds(seats))
        ):
            return
        self.ctx.ask(kind, seats, prompt, **data)
        if offer is not None:
            self.ctx.offer(offer)
        raise Wait(step)

    def keep_waiting(self, step: Step | None) -> NoReturn:
        """Stop the flow on a decision asked before (by an effect that needs the answer, or a
        game that is over); `step` runs again afterwards."""
        raise Wait(step)

    def holds(self, seats: Sequence[int]) -> bool:
        """Does one of these seats hold its decisions open (`HOLD_VALUE`)? Then no decision
        of theirs is skipped for having only its way out (end, pass, done) left."""
        return holds(self.state, seats)

    # --- the queue, between commands ---------------------------------------------------
    # A command changes the queue several times (a move finishes its step, the flow runs
    # the next ones); the changes are made to a working copy and stored once, by `store_queue`,
    # when the command is done: one StepsSet a command. Nothing reads `state.steps` while a
    # command runs (the listers read it between commands).
    def working_queue(self) -> list[Step]:
        if self._queue is None:
            self._queue = list(self.state.steps)
        return self._queue

    @property
    def queue(self) -> list[Step]:
        return list(self.working_queue())

    def set_queue(self, steps: Sequence[Step]) -> None:
        self._queue = list(steps)

    def store_queue(self) -> None:
        """Record the queue as the command left it (nothing when it is unchanged)."""
        queue = self._queue
        if queue is not None and queue != self.state.steps:
            event = StepsSet(tuple(queue))
            event.apply(self.state)
            self.ctx.events.append(event)
        self._queue = None

    def start(self, *steps: Step) -> None:
        """Put steps at the front of the queue (a move that sets things going)."""
        self.working_queue()[:0] = steps

    def finish_front(self) -> Step:
        """Drop the step at the front (its decision is answered for good); returns it."""
        return self.working_queue().pop(0)

    def update_front(self, **changes: Any) -> None:
        """Change the waiting step at the front (store an answer in it)."""
        steps = self.working_queue()
        steps[0] = {**steps[0], **changes}  # a new dict: the stored one is the state's


StepHandler = Callable[[Any, Step], str | None]
MoveHandler = Callable[[Any, Command], None]
Lister = Callable[[Any, State, Decision], list[Command]]


class Flow:
    """One game's table of step kinds, moves (command kinds) and decision kinds."""

    def __init__(self) -> None:
        self.steps: dict[str, StepHandler] = {}
        self.moves: dict[str, MoveHandler] = {}
        self.listers: dict[str, Lister] = {}
        self.steps[HOLD] = _hold
        self.listers[HOLD] = _go_on
        self.moves[GO_ON] = _finish_hold

    def step(self, kind: str) -> Callable[[StepHandler], StepHandler]:
        def register(handler: StepHandler) -> StepHandler:
            if kind in self.steps:
                raise ValueError(f"step {kind!r} is registered twice")
            self.steps[kind] = handler
            return handler

        return register

    def move(self, *kinds: str) -> Callable[[MoveHandler], MoveHandler]:
        def register(handler: MoveHandler) -> MoveHandler:
            for kind in kinds:
                if kind in self.moves:
                    raise ValueError(f"move {kind!r} is registered twice")
                self.moves[kind] = handler
            return handler

        return register

    def legal(self, *kinds: str) -> Callable[[Lister], Lister]:
        def register(lister: Lister) -> Lister:
            for kind in kinds:
                self.listers[kind] = lister
            return lister

        return register

    # --- running -----------------------------------------------------------------------
    def advance(self, run: Runner) -> None:
        """Run steps until one waits for a decision or the game ends.

        The queue is worked on locally and stored once at the end: one event per command,
        not one per step.
        """
        steps = run._queue
        if steps is None:
            steps = run._queue = list(run.state.steps)
        handlers = self.steps
        state = run.state
        kept: Step | None = None  # the copy a handler that said REPEAT changed: copy it once
        try:
            while state.result is None:
                if not steps:
                    raise RuntimeError("the flow's step queue ran dry and nobody is asked")
                step: Step = steps[0]
                if step is not kept:
                    # copy the step's lists: handlers append to them in place, and the stored
                    # queue must not change behind the events' back (undo, replay)
                    step = step.copy()
                    for key, value in step.items():
                        if value.__class__ is list:  # steps hold plain JSON: no list subclasses
                            step[key] = value.copy()
                run.front = []
                try:
                    outcome = handlers[step["k"]](run, step)
                except Wait as wait:
                    front = run.front
                    if wait.step is None:
                        steps[0:1] = front
                    else:
                        steps[0:1] = [wait.step, *front]
                    return
                if outcome == REPEAT:
                    steps[0] = kept = step
                else:
                    del steps[0]
                front = run.front
                if front:
                    steps[:0] = front
        finally:
            run.front = []
            run.store_queue()

    def run_move(self, run: Runner, command: Command) -> None:
        """The move registered for the command's kind, then the flow runs on."""
        handler = self.moves.get(command.kind)
        if handler is None:
            raise RuntimeError(f"no move is registered for {command.kind!r}")
        run.front = []
        try:
            handler(run, command)
        except Wait as wait:
            # a move that asks again at once (a follow-up choice) keeps the queue as it is
            run.start(*([] if wait.step is None else [wait.step]), *run.front)
            run.store_queue()
            return
        if run.front:
            run.start(*run.front)
        self.advance(run)

    def list_legal(self, rules: GameRules, state: State) -> list[Command]:
        decision = state.decision
        if decision is None or state.result is not None:
            return []
        lister = self.listers.get(decision.kind)
        return [] if lister is None else lister(rules, state, decision)


class FlowRules(GameRules):
    """A game on the engine's flow: `legal` and `decide` come from its `flow` table."""

    flow: Flow

    def runner(self, ctx: Context) -> Runner:
        """The game's hands for one command (games return their Runner subclass)."""
        return Runner(ctx)

    def legal(self, state: State) -> list[Command]:
        return self.flow.list_legal(self, state)

    def decide(self, ctx: Context, command: Command) -> None:
        self.flow.run_move(self.runner(ctx), command)

    def start_flow(self, ctx: Context, *steps: Step) -> None:
        """Queue the opening steps and run until the first decision (setup, scenarios).

        A scenario with `stop_at_start` holds the flow first: the position stays exactly as
        written, and the first seat's "continue" lets the rules run on."""
        run = self.runner(ctx)
        hold = [{"k": HOLD}] if ctx.hold_flow else []
        run.set_queue([*hold, *steps])
        self.flow.advance(run)


# --- holding a scenario at its start ---------------------------------------------------------
HOLD = "hold"
GO_ON = "continue"

# --- holding a position open -------------------------------------------------------------
#: the game value that holds decisions open: True for every seat, or a list of seat numbers
#: (a scenario's `hold:`). A held seat is asked even when its only command is the way out.
HOLD_VALUE = "hold"


def holds(state: State, seats: Sequence[int]) -> bool:
    """Does one of `seats` hold its decisions open (the value `HOLD_VALUE`)?"""
    held = state.values.get(HOLD_VALUE)
    if held is None or held is False:
        return False
    if held is True:
        return True
    return isinstance(held, list) and any(seat in held for seat in seats)


def _hold(run: Runner, step: Step) -> None:
    phase = run.state.phase
    run.wait(step, HOLD, [0], f"the scenario stops at the start of the {phase} phase: continue")


def _go_on(rules: Any, state: State, decision: Decision) -> list[Command]:
    return [Command(decision.seats[0], GO_ON)]


def _finish_hold(run: Runner, command: Command) -> None:
    run.finish_front()


# --- response windows ----------------------------------------------------------------------
class Responses:
    """A response window: seats answer in turn; each answer goes on a last-in first-out stack
    and gives the other seats priority again; when every seat has passed in a row, the stack
    resolves from the top.

    A game opens a window with the step `Responses.step(first_seat)`, lists the answers of the
    `respond` decision, calls `respond` from the move that answers and registers `pass` on this
    window; `resolve(run, entry)` is the game's handler for one stack entry.
    """

    def __init__(
        self,
        flow: Flow,
        resolve: Callable[[Any, dict[str, JSONValue]], None],
        prompt: str = "respond, or pass",
        kind: str = "respond",
    ) -> None:
        self.kind = kind
        self.prompt = prompt
        self.resolve = resolve
        flow.step(kind)(self._ask)
        flow.step(f"{kind}.resolve")(self._resolve_all)

    def step(self, seat: int) -> Step:
        return {"k": self.kind, "seat": seat, "passes": 0}

    def _ask(self, run: Runner, step: Step) -> None:
        seat = int(step["seat"])
        run.wait(step, self.kind, [seat], self.prompt, seat=seat)

    def respond(self, run: Runner, entry: dict[str, JSONValue], label: str) -> None:
        """The seat with priority answers: its entry goes on the stack, priority moves on."""
        front = run.finish_front()
        run.ctx.push(entry, label)
        seat = run.next_seat(int(front["seat"]))
        run.start({"k": self.kind, "seat": seat, "passes": 0})

    def passed(self, run: Runner) -> None:
        """The seat with priority passes; after every seat in a row, the stack resolves."""
        front = run.finish_front()
        passes = int(front["passes"]) + 1
        if passes >= run.state.players:
            run.start({"k": f"{self.kind}.resolve"})
        else:
            seat = run.next_seat(int(front["seat"]))
            run.start({"k": self.kind, "seat": seat, "passes": passes})

    def _resolve_all(self, run: Runner, step: Step) -> None:
        while run.state.stack and run.state.result is None:
            self.resolve(run, run.ctx.pop("a response resolves"))
