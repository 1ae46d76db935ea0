"""The round structure (book, "Round Phases") as steps in the state's queue.

Rounds: Begin (not in round 1), Draft (simultaneous), Command, Deploy, Reveal (first player
first, or Merlin's opponent first), End. After the last round: end-of-game effects, then the
tally (book, "End of the Game Phase").
"""

from __future__ import annotations

from tabletop.engine.flow import REPEAT, Flow
from tabletop.games.empyrean import board, scoring
from tabletop.games.empyrean.abilities import AbilityRun
from tabletop.games.empyrean.keys import pile_zone, seat_value
from tabletop.games.empyrean.options import command_choices, deploy_choices, may_command
from tabletop.games.empyrean.prepared_actions import ACTION
from tabletop.games.empyrean.runtime import Runtime, Step, draw


def round_steps(first_round: bool) -> list[Step]:
    steps: list[Step] = [] if first_round else [{"k": "begin"}]
    return [
        *steps,
        {"k": "draft"},
        {"k": "command"},
        {"k": "deploy"},
        {"k": "reveal"},
        {"k": "end"},
    ]


# --- phases --------------------------------------------------------------------------------
def _begin(rt: Runtime, step: Step) -> None:
    current = rt.ctx.add_value("round", 1, "Round")
    rt.ctx.phase("begin", f"Round {current} begins")
    for seat in range(rt.state.players):
        change = int(rt.state.values.get(seat_value("essence_next", seat), 0))
        rt.ctx.set_value(
            seat_value("essence", seat),
            max(0, current + 1 + change),
            f"{rt.seat_name(seat)}'s essence",
        )
        rt.ctx.set_value(seat_value("essence_next", seat), None)
    return None


def _draft(rt: Runtime, step: Step) -> None:
    rt.ctx.phase("draft", "Draft: draw 2, keep 1")
    for seat in range(rt.state.players):
        draft = pile_zone(seat, "draft")
        for _ in range(2):
            draw(rt, seat, draft)
        drafted = rt.state.zone(draft)
        if len(drafted) == 1:
            rt.ctx.move(drafted[0], pile_zone(seat, "hand"))
    rt.next({"k": "draft_wait"})
    return None


def _draft_wait(rt: Runtime, step: Step) -> None:
    zones, waiting = rt.state.zones, []
    for seat in range(rt.state.players):
        if zones.get(pile_zone(seat, "draft")):
            waiting.append(seat)
    if waiting:
        rt.wait(
            step,
            "draft",
            waiting,
            "keep 1 of the 2 cards you drew (the other goes under your deck)",
        )
    return None


def _command(rt: Runtime, step: Step) -> None:
    rt.ctx.phase("command", "Command phase")
    rt.next(*[{"k": "command_turn", "seat": s} for s in board.seat_order(rt.state)])
    return None


def _command_turn(rt: Runtime, step: Step) -> None:
    seat = int(step["seat"])
    choices = command_choices(rt, seat) if may_command(rt, seat) else []
    prompt = "use command abilities and Move tokens, then end the phase"
    rt.wait(step, "command", [seat], prompt, offer=choices, skip_if_at_most=1)
    return None


def _deploy(rt: Runtime, step: Step) -> None:
    rt.ctx.phase("deploy", "Deploy phase")
    rt.next(*[{"k": "deploy_turn", "seat": s} for s in board.seat_order(rt.state)])
    return None


def _deploy_turn(rt: Runtime, step: Step) -> None:
    seat = int(step["seat"])
    choices = deploy_choices(rt, seat)
    essence = int(rt.state.values.get(seat_value("essence", seat), 0))
    prompt = f"deploy cards face down ({essence} essence left), or pass"
    rt.wait(step, "deploy", [seat], prompt, offer=choices, skip_if_at_most=1)
    if not step.get("announced"):
        rt.ctx.narrate(f"{rt.seat_name(seat)} cannot deploy anything more")
    return None


def _reveal(rt: Runtime, step: Step) -> None:
    rt.ctx.phase("reveal", "Reveal phase")
    rt.next(*[{"k": "reveal_seat", "seat": s} for s in board.seat_order(rt.state)])
    return None


def _reveal_seat(rt: Runtime, step: Step) -> str | None:
    """Reveal one card in deploy order, then the free deployments from the discard pile."""
    seat = int(step["seat"])
    for key in (seat_value("deployed", seat), seat_value("free", seat)):
        order = list(rt.state.values.get(key, []))
        if order:
            iid = order.pop(0)
            rt.ctx.set_value(key, order or None)
            rt.next({"k": "reveal_card", "iid": iid})
            return REPEAT
    rt.ctx.set_value(seat_value("revealed_done", seat), True)
    return None


def _reveal_card(rt: Runtime, step: Step) -> None:
    rt.reveal(int(step["iid"]))
    return None


def _end(rt: Runtime, step: Step) -> None:
    rt.ctx.phase("end", "End phase")
    queue_timed(rt, "end_of_round")
    rt.next({"k": "end_finish"})
    return None


def queue_timed(rt: Runtime, when: str) -> None:
    """Queue every revealed card's and battlefield's `when` abilities, seat by seat."""
    state = rt.state
    profiles = rt.profiles
    ids = profiles.listeners[when]
    count = board.battlefield_count(state)
    # the battlefields' `when` abilities, found once for every seat
    fields = [(bf, profiles[rt.field(bf).id].when[when]) for bf in range(1, count + 1)]
    for seat in board.seat_order(state):
        for zone in board.rows_for(seat, count) if ids else ():
            for iid in state.zone(zone):
                instance = state.cards[iid]
                if not instance.face_up or instance.card not in ids:
                    continue
                for index in profiles[instance.card].when[when]:
                    rt.trigger_card(iid, index, subject=iid)
        for bf, indices in fields:
            for index in indices:
                rt.trigger_battlefield(bf, index, seat, None)


def _round_keys(seat: int) -> tuple[str, ...]:
    """The values a seat's round leaves behind (cleared in the end phase)."""
    return tuple(seat_value(name, seat) for name in ("revealed_done", "deployed", "free"))


_ROUND_KEYS = tuple(_round_keys(seat) for seat in range(4))


def _end_finish(rt: Runtime, step: Step) -> None:
    state = rt.state
    first = board.TURN_ORDER.next(int(state.values.get("first", 0)), state.players)
    rt.ctx.set_value("first", first, "First player token")
    rt.clear_round_memos()
    for seat in range(state.players):
        for key in _ROUND_KEYS[seat] if seat < len(_ROUND_KEYS) else _round_keys(seat):
            rt.ctx.set_value(key, None)
    if int(state.values.get("round", 1)) >= int(state.values.get("rounds", 10)):
        rt.next({"k": "game_end"})
    else:
        rt.next(*round_steps(first_round=False))
    return None


def _game_end(rt: Runtime, step: Step) -> None:
    rt.ctx.phase("game_end", "End of the game")
    queue_timed(rt, "end_of_game")
    rt.next({"k": "tally"})
    return None


def _tally(rt: Runtime, step: Step) -> None:
    tally = scoring.tally(rt.state)
    rt.ctx.phase("over", "Tally")
    rt.ctx.end(tally.outcome())
    return None


def _ability(rt: Runtime, step: Step) -> str | None:
    return AbilityRun(rt, step, ACTION).run()


FLOW = Flow()
for _kind, _handler in {
    "begin": _begin,
    "draft": _draft,
    "draft_wait": _draft_wait,
    "command": _command,
    "command_turn": _command_turn,
    "deploy": _deploy,
    "deploy_turn": _deploy_turn,
    "reveal": _reveal,
    "reveal_seat": _reveal_seat,
    "reveal_card": _reveal_card,
    "end": _end,
    "end_finish": _end_finish,
    "game_end": _game_end,
    "tally": _tally,
    "ability": _ability,
}.items():
    FLOW.step(_kind)(_handler)
