"""What test and scenario authors need (issue 9, 7): a public read API, scenario keys for
used abilities, a scenario that stops at its start, and a deck check for a custom list."""

from __future__ import annotations

import tabletop
from tabletop.engine.loading import load_scenario_text
from tabletop.engine.registry import get_rules

#: book, "Mash-up Mode": a mash-up deck has 5/4/4/3/3/2/2/1 cards of cost 1 to 8
BOOK_TEMPLATE = {1: 5, 2: 4, 3: 4, 4: 3, 5: 3, 6: 2, 7: 2, 8: 1}


def _mashup(swap_first: bool = False) -> list[str]:
    cards = get_rules("empyrean").cardset.cards
    by_cost: dict[int, list[str]] = {}
    for card_id, card in sorted(cards.items()):
        if card.kind == "unit" and card.deck in ("samurai", "vikings"):
            by_cost.setdefault(card.cost, []).append(card_id)
    out: list[str] = []
    for cost, count in BOOK_TEMPLATE.items():
        pool = by_cost[cost]
        out += [pool[i % len(pool)] for i in range(count)]
    if swap_first:  # one 1-cost card fewer, one 8-cost card more
        out[0] = by_cost[8][0]
    return out


def test_check_deck_accepts_the_book_template_and_names_what_breaks_it() -> None:
    """Book, "Mash-up Mode": the 5/4/4/3/3/2/2/1 template; "Deck Construction": 24 cards."""
    assert tabletop.check_deck("empyrean", _mashup()) == []
    problems = tabletop.check_deck("empyrean", _mashup(swap_first=True))
    assert len(problems) == 1 and "5 1-cost (has 4)" in problems[0]
    assert "23 cards; a deck has 24" in tabletop.check_deck("empyrean", _mashup()[:-1])[0]
    assert tabletop.check_deck("empyrean", ["no-such-card"]) == ["unknown card 'no-such-card'"]


def test_check_deck_takes_card_names_too() -> None:
    cards = get_rules("empyrean").cardset.cards
    names = [cards[c].name.upper() for c in _mashup()]
    assert tabletop.check_deck("empyrean", names) == []


def test_check_deck_eoc_needs_one_vanquisher() -> None:
    """EoC book, "Deck Construction": 60 cards and exactly one Vanquisher."""
    rules = get_rules("eoc")
    deck = rules.cardset.deck_cards("emberstorm")
    assert tabletop.check_deck("eoc", deck) == []
    without = [c for c in deck if rules.cardset.cards[c].kind != "vanquisher"]
    assert any("0 Vanquishers" in p for p in tabletop.check_deck("eoc", without))


def test_read_api_gives_cards_with_tokens_and_flags() -> None:
    game = tabletop.new_game("tally", seed=2)
    hand = game.zone("p0.hand")
    assert [c.iid for c in hand] == list(game.state.zone("p0.hand"))
    card = hand[0]
    assert card.zone == "p0.hand" and card.owner == 0 and card.controller == 0
    assert card.name == get_rules("tally").cardset.cards[card.card].name
    assert game.card(card.iid) == card
    assert game.value("round") == 1


SCENARIO = """
game: empyrean
seed: 1
decks: [samurai, spectres]
phase: command
stop_at_start: true
battlefields: [{a}, {b}, {c}]
zones:
  p0.hand: [Oni]
  p0.bf1:
    - {{card: ninja, face_up: true, counters: {{might: 2}}, used: [1]}}
  p1.bf1:
    - {{card: ashigaru, face_up: true, counters: {{might: 2}}}}
"""


def _scenario() -> tabletop.Game:
    a, b, c = get_rules("empyrean").battlefield_ids()[:3]
    return load_scenario_text(SCENARIO.format(a=a, b=b, c=c))


def test_used_marks_a_once_per_game_ability_as_spent() -> None:
    """Book, Ninja: "Command (once per game)": a scenario can say it was used already, so the
    command phase does not offer it."""
    game = _scenario()
    ninja = game.zone("p0.bf1")[0]
    assert "used0" in ninja.flags
    game.play(tabletop.Command(0, "continue"))
    assert not any(c.kind == "activate" and c.source == ninja.iid for c in game.legal())


def test_stop_at_start_holds_the_position_as_written() -> None:
    """Without stopping, the command phase with nothing to command plays on by itself; with
    `stop_at_start` the position waits for one "continue"."""
    game = _scenario()
    assert game.state.phase == "command"
    assert [c.kind for c in game.legal()] == ["continue"]
    game.play(game.legal()[0])
    assert game.state.phase != "command" or game.legal()
