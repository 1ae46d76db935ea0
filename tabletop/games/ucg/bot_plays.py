"""UCG: which effect and ability plays are plainly useful now, for Hard's playouts.

Without it a playout plays effects at random: +2 Combat on the other seat's character, 1
damage that slays nothing (damage counters leave at the End Phase), or a response to every
ignition, whatever it is. The search then learns that an idle ignition baits the other seat
into spending a card answering it, which is true only of the random playouts. A play is
useful here when what it does lands where it helps its player now:

- Pitfalls are set and sprung, Permanents played, strikes, draws and renewals made;
- damage slays a character of the other seat (it reaches the Combat left);
- a Combat change helps in the encounter under way: more for one's own character in it,
  less for the other seat's (or so much less that it is slain);
- an exhaust takes an Active character of the other seat out of the turn player's way;
- a negation answers a play of the other seat that is itself useful.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.commands import Command
from tabletop.games.ucg.board import Board
from tabletop.games.ucg.cards import Action

ALWAYS = frozenset({"set", "spring"})  # a Pitfall set face down, a Pitfall that springs
EFFECTS = frozenset({"ignite", "sequence", "activate"})


def useful(board: Board, command: Command) -> bool:
    if command.kind in ALWAYS:
        return True
    if command.kind not in EFFECTS or command.source is None:
        return False
    return _lands_well(board, command.seat, command.source, command.kind, command.target_card)


def useful_plays(board: Board, commands: list[Command]) -> list[Command]:
    return [c for c in commands if useful(board, c)]


def _lands_well(board: Board, seat: int, source: int, kind: str, target: int | None) -> bool:
    card = board.card(source)
    if kind == "activate":
        if card.ability is None:
            return False
        todo = card.ability.do
    elif card.timing == "permanent":
        return True
    else:
        todo = card.do
    return any(_action_helps(board, seat, action, target) for action in todo)


def _action_helps(board: Board, seat: int, action: Action, target: int | None) -> bool:
    word = action.do
    if word in ("strike", "draw", "renew"):
        return True
    if word == "negate":
        return _answers_a_useful_play(board, seat)
    if target is None or target not in board.state.cards:
        return False
    foe = board.seat_of(target) != seat
    if word == "damage":
        return foe and action.amount >= board.toughness_left(target)
    if word == "exhaust":
        return foe and board.turn == seat and board.zone_of(target) == "active"
    if word == "combat":
        if foe and action.amount < 0 and board.combat(target) + action.amount <= 0:
            return True
        in_encounter = target == board.attacker() or target in board.blockers()
        return in_encounter and (action.amount > 0) != foe
    return False


def _answers_a_useful_play(board: Board, seat: int) -> bool:
    stack: list[dict[str, Any]] = list(board.state.stack)
    if not stack:
        return False
    top = stack[-1]
    by = int(str(top["seat"]))
    if by == seat:
        return False
    what = str(top["what"])
    if what == "pitfall":
        return True
    kind = "activate" if what == "ability" else "ignite"
    target = None if top.get("target") is None else int(str(top["target"]))
    return _lands_well(board, by, int(str(top["src"])), kind, target)
