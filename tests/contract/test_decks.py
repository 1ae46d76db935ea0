"""Deck rules, asked the one way (issue 30): `check_deck` agrees with `new_game` on each of the
game's decks and on mutations of them, at every value of the game's options; `new_game` takes
a deck as a list of card ids as well as a deck id."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest

import tabletop
from tabletop.engine import registry
from tabletop.engine.options import option_tables as tables_of
from tabletop.engine.rules import GameRules
from tests.contract.conftest import GAMES

#: decks of each game tried (the first ones of its cardset)
DECKS_TRIED = 3


def mutations(rules: GameRules, deck: list[str]) -> dict[str, list[str]]:
    """The deck and the ways a deck builder gets one wrong: a copy too many, a card short, ten
    cards more, a card of no deck, five copies of a card, each card the deck lacks added once
    (a champion over the party points, a second Vanquisher...)."""
    counts = Counter(deck)
    most = counts.most_common(1)[0][0]
    in_decks = {c for d in rules.cardset.decks for c in rules.deck_list(d)}
    outside = sorted(set(rules.cardset.cards) - in_decks)
    found: dict[str, list[str]] = {
        "as listed": deck,
        "a copy too many": [*deck, most],
        "a card short": deck[:-1],
        "ten cards more": [*deck, *deck[:10]],
        "a card of no deck": [*deck, outside[0] if outside else "no-such-card"],
        "an unknown card": [*deck[:-1], "no-such-card"],
        "five of a card": [*deck, *[deck[0]] * (5 - counts[deck[0]])],
    }
    for card in sorted(set(rules.cardset.cards) - set(deck))[:12]:
        found[f"with {card}"] = [*deck, card]
    for card in sorted(set(deck))[:6]:
        swapped = list(deck)
        swapped.remove(card)
        found[f"without one {card}"] = swapped
    return found


def starts(game_id: str, deck: list[str], players: int, options: dict[str, Any]) -> str | None:
    """None when a game starts with this deck at every seat, else the refusal."""
    try:
        tabletop.new_game(
            game_id, decks=[deck] * players, options=options, seats=["human"] * players
        )
    except (ValueError, tabletop.TabletopError) as exc:
        return str(exc)
    return None


def option_tables(rules: GameRules) -> list[dict[str, Any]]:
    return tables_of(rules.options_model)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_deck_check_agrees_with_the_game_start(game_id: str) -> None:
    rules = registry.get_rules(game_id)
    players = rules.min_players
    refused = 0
    for deck_id in list(rules.cardset.decks)[:DECKS_TRIED]:
        deck = list(rules.deck_list(deck_id))
        for options in option_tables(rules):
            for what, cards in mutations(rules, deck).items():
                problems = tabletop.check_deck(game_id, cards, options)
                refusal = starts(game_id, cards, players, options)
                said = f"{game_id} {deck_id} {what} {options}: check {problems}, start {refusal}"
                assert (problems == []) == (refusal is None), said
                refused += bool(problems)
    assert refused, "no mutation was refused: the deck rules say nothing"


@pytest.mark.parametrize("game_id", GAMES)
def test_each_deck_of_the_cardset_is_legal_at_some_table(game_id: str) -> None:
    """Every shipped deck can be played: legal with the defaults or with some option's
    choice (COE's 50-card decks with the option Deck size: 50)."""
    rules = registry.get_rules(game_id)
    for deck_id in rules.cardset.decks:
        cards = list(rules.deck_list(deck_id))
        tables = option_tables(rules)
        assert any(tabletop.check_deck(game_id, cards, t) == [] for t in tables), deck_id


@pytest.mark.parametrize("game_id", GAMES)
def test_a_deck_given_as_card_ids_plays_as_the_deck_of_that_id(game_id: str) -> None:
    rules = registry.get_rules(game_id)
    deck_id = rules.default_decks(rules.min_players)[0]
    cards = list(rules.deck_list(deck_id))
    players = rules.min_players
    by_id = tabletop.new_game(game_id, seed=4, decks=[deck_id] * players)
    by_list = tabletop.new_game(game_id, seed=4, decks=[cards] * players)
    assert by_list.config.decks == ("custom",) * players
    assert by_list.config.deck_lists == by_id.config.deck_lists
    assert by_list.fingerprint() == by_id.fingerprint()


def test_the_book_limits_reach_the_deck_check() -> None:
    """The limits the issue names, one by one, computed from the books (not from the code):
    COE (book, "Deck Building"): party points at most 10, at most 4 of a name, 60 cards;
    UCG (rulebooks README): 60 cards, and the copies limit the game uses (4 of a name)."""
    coe = registry.get_rules("coe")
    deck = list(coe.deck_list(next(iter(coe.cardset.decks))))
    cards = coe.cardset.cards
    party = [c for c in deck if cards[c].kind == "champion"]
    arsenal = [c for c in deck if cards[c].kind != "champion"]
    champions = sorted(
        (c for c in cards if cards[c].kind == "champion"), key=lambda c: -cards[c].points
    )
    heavy = []
    for champion in champions:  # the dearest champions until the party is worth over 10
        if sum(cards[c].points for c in heavy) > 10 or len(heavy) == 4:
            break
        heavy.append(champion)
    assert sum(cards[c].points for c in heavy) > 10
    assert any("points" in p for p in tabletop.check_deck("coe", heavy + arsenal))
    named = Counter(cards[c].name for c in arsenal)
    name, count = named.most_common(1)[0]
    extra = next(c for c in arsenal if cards[c].name == name)
    fifth = party + arsenal[:-1] + [extra] * (5 - count + 1)
    assert any(f"5 {name}" in p or "at most 4" in p for p in tabletop.check_deck("coe", fifth))
    ucg = registry.get_rules("ucg")
    four = list(ucg.deck_list(next(iter(ucg.cardset.decks))))[:4]
    assert tabletop.check_deck("ucg", four) == ["4 cards; a deck has 60"]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_of_card_id_lists_saves_and_loads(game_id: str, tmp_path: Path) -> None:
    """Saves keep a custom deck's cards (format 4), so the game loads without the cardset
    naming that deck."""
    rules = registry.get_rules(game_id)
    cards = list(rules.deck_list(rules.default_decks(rules.min_players)[0]))
    game = tabletop.new_game(game_id, seed=6, decks=[cards] * rules.min_players)
    game.play(game.legal()[0])
    game.save(tmp_path / "custom.json")
    loaded = tabletop.load_game(tmp_path / "custom.json")
    assert loaded.config.deck_lists == game.config.deck_lists
    assert loaded.fingerprint() == game.fingerprint()


def test_a_deck_list_past_any_deck_size_is_refused_at_once() -> None:
    """A card list handed to the API is bounded like a cardset's deck (limits.MAX_DECK_CARDS):
    one line, before any game's deck rules walk it."""
    from tabletop.engine.limits import MAX_DECK_CARDS

    huge = ["grunt"] * (MAX_DECK_CARDS + 1)
    assert tabletop.check_deck("empyrean", huge) == [
        f"{MAX_DECK_CARDS + 1:,} cards (a deck holds at most {MAX_DECK_CARDS:,})"
    ]
    with pytest.raises(ValueError, match="a deck holds at most"):
        tabletop.new_game("tally", decks=[huge, huge])
