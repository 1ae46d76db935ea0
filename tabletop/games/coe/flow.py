"""The game's steps on the engine's flow (book, "Beginning a game", "Phases").

Setup: each seat places its Party Leader, then may place a Support champion; both draw up to
the limit; the coin toss (its winner picks who starts and keeps priority); the mulligans.
A round: the priority player's Camp and Main phases, then the other's; the shared Battle
phase; the Rest phase. Inside a phase, a card being paid or a Counter chain comes first; in
the Battle phase, an attack in progress runs its stages (attack boosts, the defender's
answer, resolution) before the seat with initiative is asked again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.engine import effects
from tabletop.engine.choices import ChooseCards
from tabletop.engine.flow import REPEAT, Flow, Step
from tabletop.engine.outcome import Outcome
from tabletop.games.coe import actions, board, combat
from tabletop.games.coe.options import Options
from tabletop.games.coe.playing import finish_chain, pay_prompt
from tabletop.games.coe.runtime import Runtime
from tabletop.games.coe.tactics import party_tactic

FLOW = Flow()
CHOOSE = ChooseCards(FLOW)


def options(rt: Runtime) -> Options:
    return Options(rt.state, rt.cards, rt.stats)


def offer(
    rt: Runtime,
    step: Step | None,
    kind: str,
    seat: int,
    prompt: str | Callable[[], str],
    least: int = 1,
) -> None:
    """Ask `seat` the decision `kind` when it offers more than `least` commands (else the
    only one left is to end, pass or go on: the seat is not asked). A prompt that names
    cards is worded only when the seat is asked (a callable)."""
    commands = options(rt).listing(kind, seat)
    if len(commands) <= least and not (commands and rt.holds([seat])):
        return  # as `wait` would: nobody is asked
    said = prompt if isinstance(prompt, str) else prompt()
    rt.wait(step, kind, [seat], said, offer=commands, skip_if_at_most=least)


def setup_steps(players: int) -> list[Step]:
    seats = range(players)
    return [
        *({"k": "lead", "seat": s} for s in seats),
        *({"k": "support", "seat": s} for s in seats),
        {"k": "deal"},
        {"k": "toss"},
        *({"k": "mulligan", "seat": s} for s in seats),
        {"k": "round"},
    ]


# --- setup ---------------------------------------------------------------------------------
@FLOW.step("lead")
def _lead(rt: Runtime, step: Step) -> None:
    seat = int(step["seat"])
    offered = options(rt).lead(seat)
    offer(rt, None, "lead", seat, "place your Party Leader (drag a champion to position 3)")
    if offered:
        place_leader(rt, int(offered[0].source or 0), seat)


def place_leader(rt: Runtime, iid: int, seat: int) -> None:
    rt.ctx.move(iid, board.zone(seat, board.LEADER), face_up=True)
    rt.ctx.narrate(f"{rt.name(iid)} leads {rt.seat_name(seat)}'s party")


@FLOW.step("support")
def _support(rt: Runtime, step: Step) -> None:
    seat = int(step["seat"])
    offer(rt, None, "support", seat, "place a Support champion, or skip", least=0)


@FLOW.step("deal")
def _deal(rt: Runtime, step: Step) -> None:
    rt.ctx.phase("start", "Beginning a game")
    for seat in range(rt.state.players):
        rt.draw_up(seat)


@FLOW.step("toss")
def _toss(rt: Runtime, step: Step) -> None:
    winner = rt.ctx.random_below(2, "Coin toss", list(rt.ctx.config.names))
    rt.ctx.set_value("toss", winner)
    offer(rt, None, "first", winner, "you won the coin toss: choose who takes the first turn", 0)


@FLOW.step("mulligan")
def _mulligan(rt: Runtime, step: Step) -> None:
    """Book, "Mulligan Rule": set aside any cards, draw as many, shuffle them back."""
    seat = int(step["seat"])
    hand = rt.state.zone(board.zone(seat, "hand"))
    chosen = CHOOSE.ask(rt, step, seat, hand, len(hand), "Mulligan: set cards aside", up_to=True)
    if not chosen:
        return
    deck = board.zone(seat, "deck")
    for iid in chosen:
        rt.ctx.move(iid, deck, index=0, face_up=False)
    effects.draw(rt.ctx, deck, board.zone(seat, "hand"), len(chosen))
    rt.ctx.shuffle(deck)
    rt.ctx.narrate(f"{rt.seat_name(seat)} mulligans {len(chosen)} cards")


# --- the round -----------------------------------------------------------------------------
@FLOW.step("round")
def _round(rt: Runtime, step: Step) -> None:
    ctx, state = rt.ctx, rt.state
    ctx.add_value("round", 1, "Round")
    ctx.phase("round", f"Round {state.values['round']}")
    for iid in [iid for iid, card in state.cards.items() if card.flags]:  # (others: none set)
        ctx.flag(iid, "staggered", False)  # DEF is restored at the start of every round
        ctx.flag(iid, "new", False)
    for key in ("boosts", "used", "leveled", *(f"tactic.p{s}" for s in range(state.players))):
        ctx.set_value(key, None)
    first = int(rt.value("priority"))
    second = board.opponent(first)
    rt.next(
        {"k": "camp", "seat": first},
        {"k": "main", "seat": first},
        {"k": "camp", "seat": second},
        {"k": "main", "seat": second},
        {"k": "battle", "seat": first, "passes": 0},
        {"k": "rest"},
        {"k": "round"},
    )


@FLOW.step("camp")
def _camp(rt: Runtime, step: Step) -> None:
    """Book, "Camp Phase": draw up to the limit, refresh, then build resources."""
    seat = int(step["seat"])
    if not step.get("begun"):
        rt.ctx.set_value("turn", seat)
        rt.ctx.phase("camp", f"{rt.seat_name(seat)}'s Camp phase")
        if not rt.draw_up(seat):
            reason = f"{rt.seat_name(seat)} cannot draw in the Camp phase"
            players = rt.state.players
            rt.ctx.end(Outcome.won([board.opponent(seat)], players, reason, rt.scores()))
            return
        for iid in _own_cards(rt, seat):
            effects.ready(rt.ctx, iid)
        step["begun"] = True
    _waiting(rt, step)
    offer(rt, step, "camp", seat, "build resources (hand cards to the resource row), or end")


def _own_cards(rt: Runtime, seat: int) -> list[int]:
    state = rt.state
    support = board.support(state, seat)
    return [
        *board.characters(state, seat),
        *board.arsenal(state, seat),
        *board.resources(state, seat),
        *([support] if support is not None else []),
    ]


@FLOW.step("main")
def _main(rt: Runtime, step: Step) -> None:
    seat = int(step["seat"])
    if not step.get("begun"):
        rt.ctx.phase("main", f"{rt.seat_name(seat)}'s Main phase")
        step["begun"] = True
    _waiting(rt, step)
    offer(rt, step, "main", seat, "play cards, use skills, party tactics; then end")
    rt.ctx.narrate(f"{rt.seat_name(seat)} has nothing more to do: initiative passes")


def _waiting(rt: Runtime, step: Step) -> None:
    """What comes before the phase's own question: an empty Party Leader position is
    refilled at once (book, "Party Leader"); a card being paid; a Counter chain."""
    zones = rt.state.zones
    for seat in range(rt.state.players):
        if not zones.get(board.LEADER_ZONES[seat]) and rt.champions(seat):
            offered = options(rt).refill(seat)
            offer(rt, step, "refill", seat, "your Party Leader is archived: choose the new one")
            if offered:
                place_leader(rt, int(offered[0].source or 0), seat)
    search = rt.value("search")
    if search:
        seat = int(search["seat"])
        offer(rt, step, "search", seat, "search your deck: click it and take a card", least=0)
    play = rt.value("play")
    if not play:
        return
    if play["stage"] == "pay":
        offer(rt, step, "pay", int(play["seat"]), pay_prompt(rt), least=0)
    ask, top = int(play["ask"]), int(play["chain"][-1])
    offer(rt, step, "counter", ask, lambda: f"answer {rt.name(top)} with a Counter, or pass")
    finish_chain(rt)
    if rt.state.result is not None:
        rt.keep_waiting(step)
    _waiting(rt, step)


# --- battle --------------------------------------------------------------------------------
@FLOW.step("battle")
def _battle(rt: Runtime, step: Step) -> str | None:
    """Book, "Battle Phase": from the priority player, each in turn attacks with one
    character; initiative changes after each attack; the phase ends when both pass."""
    if not step.get("begun"):
        rt.ctx.phase("battle", "Battle phase")
        step["begun"] = True
    seat = int(step["seat"])
    _waiting(rt, step)
    attack = rt.value("attack")
    if attack:
        if _attack_stage(rt, step, attack):
            return REPEAT
        step["seat"] = board.opponent(seat)
        step["passes"] = 0
        return REPEAT if rt.state.result is None else None
    if int(step["passes"]) >= rt.state.players:
        return None
    rt.ctx.set_value("turn", seat)
    offer(rt, step, "battle", seat, "attack with one character (drag it onto an enemy), or pass")
    rt.ctx.narrate(f"{rt.seat_name(seat)} has no attack")
    step["passes"] = int(step["passes"]) + 1
    step["seat"] = board.opponent(seat)
    return REPEAT


def _attack_stage(rt: Runtime, step: Step, attack: dict[str, Any]) -> bool:
    """One stage of the attack; True while it is still in progress."""
    seat = int(attack["seat"])
    foe = board.opponent(seat)
    stage = attack["stage"]
    if stage == "boost":
        offer(rt, step, "boost", seat, "boost the attack with adjacent allies, or go on")
        rt.ctx.set_value("attack", {**attack, "stage": "defend"})
        return True
    if stage == "defend":
        offer(rt, step, "defend", foe, "boost the defense, a party tactic, or go on")
        rt.ctx.set_value("attack", {**attack, "stage": "resolve"})
        return True
    done = combat.resolve(rt)
    tactic = done.get("tactic")
    if tactic and rt.state.result is None:
        party_tactic(rt, foe, int(tactic[0]), str(tactic[1]), after_attack=True)
    return False


# --- rest ----------------------------------------------------------------------------------
@FLOW.step("rest")
def _rest(rt: Runtime, step: Step) -> None:
    """Book, "Rest Phase": caching, leveling, Cast-Rest effects (priority player first)."""
    rt.ctx.phase("rest", "Rest phase")
    for seat in range(rt.state.players):
        for iid in board.resources(rt.state, seat):
            if effects.is_rested(rt.state.cards[iid]):
                effects.ready(rt.ctx, iid)
                rt.ctx.move(iid, board.zone(seat, "cache"), face_up=True)
    first = int(rt.value("priority"))
    rt.next(
        {"k": "level", "seat": first},
        {"k": "level", "seat": board.opponent(first)},
        {"k": "cast_rest"},
    )


@FLOW.step("level")
def _level(rt: Runtime, step: Step) -> None:
    seat = int(step["seat"])
    _waiting(rt, step)
    offer(rt, step, "level", seat, "level up: drag your top cache card onto a champion")


@FLOW.step("cast_rest")
def _cast_rest(rt: Runtime, step: Step) -> None:
    first = int(rt.value("priority"))
    for seat in (first, board.opponent(first)):
        for iid in [*board.characters(rt.state, seat), *board.arsenal(rt.state, seat)]:
            if rt.state.result is not None:
                return
            card = rt.card(iid)
            if card.at_rest and rt.state.cards[iid].face_up and iid in rt.state.cards:
                if not board.on_field(rt.state, iid):
                    continue
                rt.ctx.narrate(f"Cast Rest: {card.name}")
                actions.run(rt, iid, seat, card.at_rest)
