"""Named effects of Defenders of the Bastion (deck id `defenders`).

Only what the card vocabulary cannot say: a Chariot's Might that depends on its optional Return
of a Builder, Master Builder fetching a Fortress Walls card, and Fortify's one-time Might equal
to the Might of your Fortress Walls here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.games.empyrean import board
from tabletop.games.empyrean.cards import Filter, Where
from tabletop.games.empyrean.effects import effect

if TYPE_CHECKING:
    from tabletop.games.empyrean.abilities import AbilityRun
    from tabletop.games.empyrean.cards import Action

WALLS = "fortress-walls"
#: where Master Builder may take a Fortress Walls card from (never the banish pile)
WALL_SOURCES = {"deck": "deck", "discard": "discard pile", "destroyed": "Destroy pile"}


@effect("defenders.chariot")
def chariot(run: AbilityRun, action: Action) -> str | None:
    """You may Return an ally Builder (here, or on any Battlefield with `where: anywhere`) to
    your hand; if you do, Apply `might` Might to this card."""
    rt = run.rt
    where: Where = "anywhere" if action.params.get("where") == "anywhere" else "here"
    bonus = int(action.params.get("might", 1))
    builders = [
        iid
        for iid in run.select(Filter(side="ally", where=where, types=("Builder",)))
        if rt.can_leave(iid)
    ]
    if not builders:
        return None
    options = [*run.card_options(builders), ("skip", "Do not return a Builder")]
    answer = run.pick(options, "you may return a Builder to your hand")
    if answer == "skip":
        return None
    if not rt.return_to_hand(int(answer.split(":")[1])):
        return None
    own = run.self_card()
    if own is not None and board.is_revealed(rt.state, own):
        rt.add_might(own, bonus)
    return None


@effect("defenders.fetch_walls")
def fetch_walls(run: AbilityRun, action: Action) -> str | None:
    """Put a Fortress Walls card into your hand from your deck (then shuffle it), discard pile
    or Destroy pile: the card names the three piles in no order, so you choose the pile among
    those holding one (asked only when two or more do). With all of them in hand or on the
    Battlefields (or banished) there is none to take, and this part is ignored."""
    rt = run.rt
    found = {
        pile: [i for i in rt.state.zone(f"p{run.seat}.{pile}") if rt.state.cards[i].card == WALLS]
        for pile in WALL_SOURCES
    }
    piles = [pile for pile, cards in found.items() if cards]
    if not piles:
        rt.ctx.narrate("Master Builder: every Fortress Walls is already in hand or on the table")
        return None
    options = [(f"pile:{p}", f"Fortress Walls from your {WALL_SOURCES[p]}") for p in piles]
    pile = run.pick(options, "take a Fortress Walls into your hand from")[5:]
    rt.ctx.move(found[pile][-1], f"p{run.seat}.hand", face_up=False)
    rt.ctx.narrate(f"{rt.seat_name(run.seat)} takes Fortress Walls from their {WALL_SOURCES[pile]}")
    if pile == "deck":
        rt.ctx.shuffle(f"p{run.seat}.deck")
    return None


@effect("defenders.fortify")
def fortify(run: AbilityRun, action: Action) -> str | None:
    """A one-time gain on Reveal: Might equal to your Fortress Walls' Might here now."""
    rt = run.rt
    own = run.self_card()
    if own is None or not board.is_revealed(rt.state, own):
        return None
    walls = run.select(Filter(side="ally", where="here", types=("Fortress Walls",)))
    total = sum(board.might(rt.state, iid) for iid in walls)
    if total:
        rt.add_might(own, total)
    return None
