"""Named effects of Samurai of the Sengoku (deck id `samurai`).

Only what the card vocabulary cannot say:

- `samurai.discard`: Discard cards from your hand, remembering how many (and which) for the
  actions after it in the same ability ("for each card Discarded"); an action after it with
  `if_you_do: true` runs only when it discarded a card ("If you do...").
- `samurai.might_per_discard`: Might to this card for each card Discarded by the ability (a fixed
  amount each, or the Discarded card's cost).
- `samurai.deploy_from_discard`: Deploy cards from your Discard pile for free (face down,
  Revealed after your other cards; marks them as Deployed from the Discard pile for The Shogun).
- `samurai.might_to_revealed`: Might to the ally card whose Reveal set this ability off.
- `samurai.shogun`: Might to each ally Samurai, more when this card came from the Discard pile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.games.empyrean import board
from tabletop.games.empyrean.abilities import DID_NOW
from tabletop.games.empyrean.cards import Action, Filter
from tabletop.games.empyrean.effects import effect
from tabletop.games.empyrean.keys import pile_zone
from tabletop.games.empyrean.verbs import FROM_DISCARD

if TYPE_CHECKING:
    from tabletop.games.empyrean.abilities import AbilityRun
    from tabletop.games.empyrean.runtime import Runtime

REPEAT = "repeat"
#: step key: the cards this ability's `samurai.discard` has discarded so far
DISCARDED = "samurai.discarded"
#: step key: `samurai.discard` has finished (the player stopped, or nothing is left to discard)
DISCARD_DONE = "samurai.discard_done"


def _discarded(run: AbilityRun) -> list[int]:
    return [int(i) for i in run.step.get(DISCARDED, [])]


def _has_hand(rt: Runtime, card: int, action: Action) -> bool:
    """A command ability that Discards is offered only with a card in hand to Discard."""
    return bool(rt.state.zone(pile_zone(rt.state.cards[card].owner, "hand")))


@effect("samurai.discard", usable=_has_hand)
def discard(run: AbilityRun, action: Action) -> str | None:
    """Discard `amount` cards (params; default 1) from your hand, one at a time.

    `optional: true` (params): "you may Discard" — the player may stop before each card ("up to").
    Otherwise it is not optional; with fewer cards in hand, discard them all (book, "Discarding
    Cards"). After each card the abilities it triggers resolve (Sohei, Ashigaru) before the next.
    """
    rt = run.rt
    if run.step.get(DISCARD_DONE):
        return None
    total = int(action.params.get("amount", 1))
    optional = bool(action.params.get("optional", False))
    done = _discarded(run)
    hand = list(rt.state.zone(pile_zone(run.seat, "hand")))
    if len(done) >= total or not hand:
        run.step[DISCARD_DONE] = True
        run.step[DID_NOW] = bool(done)
        return None
    options = [(f"card:{iid}", rt.name(iid)) for iid in hand]
    if optional:
        options.append(("skip", "Stop here" if done else "Do not discard"))
    answer = run.pick(options, f"discard a card ({len(done) + 1} of {total})")
    if answer == "skip":
        run.step[DISCARD_DONE] = True
        run.step[DID_NOW] = bool(done)
        return None
    iid = int(answer.split(":")[1])
    rt.discard(iid)
    run.step[DISCARDED] = [*done, iid]
    return REPEAT  # let the discard's triggers resolve, then come back for the next card


@effect("samurai.might_per_discard")
def might_per_discard(run: AbilityRun, action: Action) -> str | None:
    """Might to this card for each card this ability Discarded: `per` each (params), or with
    `per: cost` the Discarded card's essence cost (Oni)."""
    rt = run.rt
    own = run.self_card()
    if own is None or not board.is_revealed(rt.state, own):
        return None
    per = action.params.get("per", 1)
    total = 0
    for iid in _discarded(run):
        total += rt.card(iid).cost if per == "cost" else int(per)
    if total:
        rt.add_might(own, total)
    return None


@effect("samurai.might_to_revealed")
def might_to_revealed(run: AbilityRun, action: Action) -> str | None:
    """Might (`amount`) to the card whose Reveal triggered this ability."""
    subject = run.subject
    if subject is None or not board.is_revealed(run.rt.state, subject):
        return None
    run.rt.add_might(subject, run.amount(action.amount))
    return None


#: every ally Samurai, on every battlefield (The Shogun)
ALLY_SAMURAI = Filter(side="ally", where="anywhere", types=("Samurai",))


@effect("samurai.shogun")
def shogun(run: AbilityRun, action: Action) -> str | None:
    """Apply `amount` Might to each ally Samurai on every battlefield; `from_discard` instead
    when this card was Deployed from the Discard pile."""
    rt = run.rt
    own = run.card
    if own is None:
        return None
    from_discard = FROM_DISCARD in rt.state.cards[own].flags
    if from_discard:
        rt.ctx.flag(own, FROM_DISCARD, False)
    amount = int(action.params.get("from_discard" if from_discard else "amount", 1))
    for iid in run.select(ALLY_SAMURAI):
        rt.add_might(iid, amount)
    return None
