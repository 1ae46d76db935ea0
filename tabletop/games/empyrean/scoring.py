"""The tally after the last round (book, "End of the Game Phase" and "3-Player Mode")."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.outcome import Outcome
from tabletop.engine.state import State
from tabletop.games.empyrean import board


@dataclass(frozen=True)
class Tally:
    """The count after the last round: `best` are the seats left at the top after the book's
    tie-break (one wins; several draw), with each seat's battlefields won and total might."""

    best: tuple[int, ...]
    battlefields_won: tuple[int, ...]
    totals: tuple[int, ...]
    reason: str

    def outcome(self) -> Outcome:
        players = len(self.totals)
        return Outcome.best_of(self.best, players, self.reason, self.battlefields_won)


def battlefield_winner(state: State, bf: int) -> int | None:
    """The seat with more might here than every opponent, or None on a tie at the top."""
    mights = [board.might_on(state, seat, bf) for seat in range(state.players)]
    best = max(mights)
    leaders = [seat for seat, m in enumerate(mights) if m == best]
    return leaders[0] if len(leaders) == 1 else None


def tally(state: State) -> Tally:
    players = state.players
    won = [0] * players
    for bf in range(1, board.battlefield_count(state) + 1):
        winner = battlefield_winner(state, bf)
        if winner is not None:
            won[winner] += 1
    totals = tuple(board.total_might(state, seat) for seat in range(players))
    two_or_more = [seat for seat in range(players) if won[seat] >= 2]
    if len(two_or_more) == 1:
        seat = two_or_more[0]
        return Tally((seat,), tuple(won), totals, f"won {won[seat]} battlefields")
    # two players with two battlefields each (3 players): total might between just those two;
    # otherwise a tie kept anyone from two battlefields: total might across all battlefields
    contenders = two_or_more if two_or_more else list(range(players))
    best = max(totals[s] for s in contenders)
    leaders = [s for s in contenders if totals[s] == best]
    if two_or_more:
        reason = f"two battlefields each; decided by total might ({best})"
    else:
        reason = f"a tie kept anyone from winning two battlefields; total might {best}"
    if len(leaders) > 1:
        who = "two battlefields each" if two_or_more else "no one won two battlefields"
        tied = f"{who}, and total might tied at {best}"
        return Tally(tuple(leaders), tuple(won), totals, tied)
    return Tally(tuple(leaders), tuple(won), totals, reason)
