"""Ignitions and sequences on the engine's response stack (README, UCG: "An Ignition is the
turn player's play; a Sequence is a response and needs a free Effect Zone; responses resolve
last-in first-out").

A stack entry is plain data: who played it (`seat`), what (`what`: an effect card, an
ability, a sprung Pitfall), its card (`src`), its target, the zone it waits in (the Ignition
Zone or one of the seat's three Effect Zones: a sequenced ability holds a zone too), and a
number `n` so a negation can name the entry beneath it.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.flow import REPEAT, Responses, Runner, Step
from tabletop.engine.state import JSONValue
from tabletop.games.ucg import actions, board
from tabletop.games.ucg.board import opponent
from tabletop.games.ucg.flow import FLOW
from tabletop.games.ucg.options import Options
from tabletop.games.ucg.runtime import Runtime


class UcgResponses(Responses):
    """The engine's response window; a seat with nothing it could answer passes by itself
    (it is not asked to click "pass" over and over)."""

    def _ask(self, run: Runner, step: Step) -> None:
        assert isinstance(run, Runtime)
        players = run.state.players
        seat, passes = int(step["seat"]), int(step["passes"])
        options = Options(run.board)  # nothing changes while the seats pass by themselves
        while True:
            commands = options.listing(self.kind, seat)
            if len(commands) > 1 or run.holds([seat]):  # a held seat is asked to pass too
                break
            passes += 1
            if passes >= players:
                run.next({"k": f"{self.kind}.resolve"})
                return
            seat = board.TURN_ORDER.next(seat, players)
        step = {**step, "seat": seat, "passes": passes}
        run.wait(step, self.kind, [seat], _prompt(run, seat), offer=commands, seat=seat)


def _prompt(rt: Runtime, seat: int) -> str:
    """What the seat with priority may do, naming the play on top of the stack."""
    stack = rt.state.stack
    if not stack:
        if seat == rt.board.turn:
            return "ignite an Immediate effect or an ability, or pass"
        return "sequence against the declaration (a card onto a free Effect Zone), or pass"
    top = stack[-1]
    src = int(str(top["src"]))
    what = f"{rt.name(src)}'s ability" if top["what"] == "ability" else rt.name(src)
    return f"{what} is on the stack: sequence (onto a free Effect Zone or its target), or pass"


def _resolve(run: Any, entry: dict[str, JSONValue]) -> None:
    resolve(run, entry)


RESPONSES = UcgResponses(FLOW, _resolve, prompt="ignite or sequence a card or ability, or pass")


def entry(
    rt: Runtime, seat: int, what: str, src: int, target: int | None, where: str
) -> dict[str, JSONValue]:
    number = rt.ctx.add_value("stack_no", 1)
    return {"n": number, "seat": seat, "what": what, "src": src, "target": target, "zone": where}


def play(rt: Runtime, item: dict[str, JSONValue], label: str, in_window: bool) -> None:
    """Put an ignition or sequence on the stack; the other seat gets priority. From a phase's
    own decision (not yet in a window) this opens a window; in one, it answers."""
    if in_window:
        RESPONSES.respond(rt, item, label)
        return
    rt.ctx.push(item, label)
    rt.start(RESPONSES.step(opponent(int(str(item["seat"])))))


def resolve(rt: Runtime, item: dict[str, JSONValue]) -> None:
    """One entry from the top of the stack."""
    rt.ctx.set_value("resolved", True)
    board = rt.board
    seat = int(str(item["seat"]))
    src = int(str(item["src"]))
    target = None if item.get("target") is None else int(str(item["target"]))
    card = board.card(src)
    what = str(item["what"])
    negated = [int(n) for n in board.value("negated", [])]
    if int(str(item["n"])) in negated:
        rt.ctx.narrate(f"{card.name} is negated and does nothing")
        rt.ctx.set_value("negated", [n for n in negated if n != int(str(item["n"]))] or None)
        if what != "ability":
            rt.to_void(src)
        return
    plan = board.plan(src)
    if what == "ability":
        assert card.ability is not None and plan.ability is not None
        resolving, label = actions.ABILITY(card.ability), f"{card.name}'s ability"
        negates = plan.ability.negates
    else:
        resolving, label = actions.EFFECT(card), card.name
        negates = plan.negates
    if negates and rt.state.stack:
        beneath = rt.state.stack[-1]
        rt.ctx.set_value("negated", [*negated, int(str(beneath["n"]))])
        rt.ctx.narrate(f"{label} negates {board.name(int(str(beneath['src'])))}")
    resolving(rt, seat, target, label)
    if what == "ability" or src not in rt.state.cards:
        return
    if plan.timing == "permanent" and board.zone_of(src) == "ignition":
        free = board.free_effect_zones(seat)
        if free:
            rt.ctx.move(src, free[0], face_up=True)
            rt.ctx.narrate(f"{card.name} stays in play")
            return
    if plan.timing != "permanent" or board.zone_of(src) == "ignition":
        rt.to_void(src)


@FLOW.step("window")
def window(rt: Runtime, step: Step) -> str | None:
    """A window of the encounter (after the attacker, after the blockers): the turn player
    may ignite, the other may sequence; after a chain resolves the window opens again, and it
    closes when both pass on an empty stack."""
    if step.get("open") and not rt.state.values.get("resolved"):
        rt.ctx.set_value("window", None)
        return None
    rt.ctx.set_value("window", step["trigger"])
    rt.ctx.set_value("resolved", None)
    step["open"] = True
    rt.next(RESPONSES.step(rt.board.turn))
    return REPEAT
