"""Named effects of Knights of the Round Table (cardsets/empyrean/knights.yaml).

- `knights.round_table`: the Round Table keyword of the Knights and King Arthur.
- `knights.paired_might`: King Arthur's one-time might for pairing with Guinevere.
- `knights.merlin`: the opponent performs every round phase first for the rest of the game.
- `knights.search_deck`: The Lady of the Lake fetches Excalibur from the deck.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.games.empyrean import board
from tabletop.games.empyrean.effects import effect
from tabletop.games.empyrean.keys import pile_zone

if TYPE_CHECKING:
    from tabletop.games.empyrean.abilities import AbilityRun
    from tabletop.games.empyrean.cards import Action

KNIGHT = "Knight"


def round_table_key(seat: int, bf: int) -> str:
    """The value that remembers a seat's Round Table bonus on a battlefield (once each)."""
    return f"knights.round_table.p{seat}.bf{bf}"


@effect("knights.round_table")
def round_table(run: AbilityRun, action: Action) -> None:
    """Round Table (book, "Card Ability Clarifications", Knights, King Arthur): when this card
    fills the last open zone of its battlefield (every zone taken by revealed cards), apply
    `amount` might to each ally Knight there, itself included if it is a Knight. Once per
    battlefield for each player, whichever card fills it."""
    rt = run.rt
    state = rt.state
    iid = run.card
    if iid is None or not board.is_revealed(state, iid):
        return None
    loc = board.location(state, iid)
    assert loc is not None
    seat, bf = loc
    row = state.zone(board.row(seat, bf))
    if len(row) < board.capacity(state, rt.cards, bf):
        return None
    if not all(state.cards[c].face_up for c in row):
        return None
    key = round_table_key(seat, bf)
    if state.values.get(key):
        return None
    rt.ctx.set_value(key, True, "Round Table")
    amount = int(action.params.get("amount", 2))
    rt.ctx.narrate(f"{rt.name(iid)} completes the Round Table on battlefield {bf}")
    for card in list(row):
        if KNIGHT in rt.card(card).types:
            rt.add_might(card, amount)
    return None


@effect("knights.paired_might")
def paired_might(run: AbilityRun, action: Action) -> None:
    """Apply `amount` might to this card once ever (the card remembers it in flag `flag`), so
    a pair bonus given when either card of the pair is revealed second is gained only once."""
    iid = run.card
    flag = str(action.params.get("flag", "knights.paired"))
    if iid is None or not board.is_revealed(run.rt.state, iid):
        return None
    if flag in run.rt.state.cards[iid].flags:
        return None
    run.rt.ctx.flag(iid, flag)
    run.rt.add_might(iid, int(action.params.get("amount", 1)))
    return None


@effect("knights.merlin")
def merlin(run: AbilityRun, action: Action) -> None:
    """For the rest of the game the opponent performs every round phase first; the first
    player token keeps passing (board.seat_order puts the "merlin" seat last)."""
    rt = run.rt
    rt.ctx.set_value("merlin", run.seat, "Merlin")
    rt.ctx.narrate(
        f"Merlin foresees: {rt.seat_name(run.seat)} performs every phase last for the rest "
        "of the game"
    )
    return None


@effect("knights.search_deck")
def search_deck(run: AbilityRun, action: Action) -> None:
    """Search your deck for the card `card` (an id), put it into your hand and shuffle the
    deck. If it is not in the deck, apply `else_might` might to this card instead."""
    rt = run.rt
    state = rt.state
    wanted = str(action.params["card"])
    deck = pile_zone(run.seat, "deck")
    found = [iid for iid in state.zone(deck) if state.cards[iid].card == wanted]
    if found:
        rt.ctx.move(found[0], pile_zone(run.seat, "hand"), face_up=False)
        rt.ctx.narrate(f"{rt.seat_name(run.seat)} finds {rt.name(found[0])} in their deck")
        rt.ctx.shuffle(deck)
        return None
    bonus = int(action.params.get("else_might", 0))
    iid = run.card
    if bonus and iid is not None and board.is_revealed(state, iid):
        rt.add_might(iid, bonus)
    return None
