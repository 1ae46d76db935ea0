"""Setup (book, "Setup") on real seeded games."""

from __future__ import annotations

from collections import Counter

import tabletop
from tabletop.engine.game import Game
from tabletop.games.clash.rules import RULES


def _new(seed: int = 1, **options: object) -> Game:
    return tabletop.new_game("clash", seed=seed, seats=("human", "human"), options=options)


def _cards(game: Game, *zones: str) -> list[str]:
    return [game.state.cards[i].card for z in zones for i in game.state.zone(z)]


def test_starting_decks_hold_six_gold_one_gems_and_three_soldiers() -> None:
    """Setup: 6 Gold, 1 Gems and 3 Soldiers drawn at random; 5 of them in the hand."""
    for seed in range(4):
        game = _new(seed)
        for seat in (0, 1):
            ten = _cards(game, f"p{seat}.deck", f"p{seat}.hand")
            kinds = Counter(RULES.cards[c].kind for c in ten)
            assert Counter(c for c in ten if RULES.cards[c].kind == "resource") == {
                "gold": 6,
                "gems": 1,
            }
            assert kinds["soldier"] == 3 and len(ten) == 10
            assert len(game.state.zone(f"p{seat}.hand")) == 5
            assert _cards(game, f"p{seat}.camp") == ["camp"]
            assert game.state.value(f"damage.p{seat}") == 0


def test_market_decks() -> None:
    """Setup: Resources and Soldiers decks, the 5 fortifications weakest on top, 2 vassals,
    the Factions deck of the 3 chosen factions, the Standard deck with 6 events."""
    game = _new(2, factions=["england", "saracens", "empire"])
    state = game.state
    forts = _cards(game, "market.forts", "market.forts.top")
    assert forts == ["castle", "stone-fort", "keep", "palisade", "watchtower"]
    assert _cards(game, "market.vassals") == ["vassal", "vassal"]
    market_res = _cards(game, "market.resources", "market.resources.top")
    assert Counter(market_res) == {"pouch-of-gems": 5, "jewels": 3}
    soldiers = _cards(game, "market.soldiers", "market.soldiers.top")
    assert len(soldiers) == 16 - 6
    faction_cards = _cards(game, "market.factions", "market.f1", "market.f2")
    assert len(faction_cards) == 18
    assert {RULES.cards[c].faction for c in faction_cards} == {"england", "saracens", "empire"}
    standard = _cards(game, "market.standard", "market.s1", "market.s2", "market.s3")
    past = _cards(game, "market.events")
    events = [c for c in standard + past if RULES.cards[c].kind == "event"]
    assert len(events) == 6
    assert len(standard) + len(past) == 6 + 11
    for slot in ("market.s1", "market.s2", "market.s3", "market.f1", "market.f2"):
        assert len(state.zone(slot)) == 1 and state.cards[state.zone(slot)[0]].face_up
    assert state.value("first") in (0, 1) and state.to_act == (state.value("first"),)


def test_events_drawn_during_setup_are_past_events() -> None:
    """Setup: events drawn for the market have no effect; discarded and replaced."""
    seen = 0
    for seed in range(12):
        game = _new(seed, events=10)
        past = game.state.zone("market.events")
        seen += len(past)
        faces = [game.state.zone(s)[0] for s in ("market.s1", "market.s2", "market.s3")]
        assert all(RULES.cards[game.state.cards[i].card].kind != "event" for i in faces)
        assert game.state.value("damage.p0") == 0 and game.state.value("damage.p1") == 0
        hands = [len(game.state.zone(f"p{s}.hand")) for s in (0, 1)]
        assert hands == [5, 5]  # a Tournament drawn in setup gave no card
    assert seen > 0


def test_factions_and_first_player_may_be_chosen() -> None:
    """Setup: the factions "in whatever way the players choose"; "choose a player to start"."""
    game = _new(3, factions=["castile", "france", "teutonic"], first="2")
    assert game.state.value("first") == 1 and game.to_act == (1,)
    assert game.state.value("factions") == "castile, france, teutonic"
    drawn = {_new(s).state.value("factions") for s in range(6)}
    assert len(drawn) > 1


def test_events_option_sets_how_many_events() -> None:
    """Setup: "together, the players decide how many events to include"."""
    game = _new(4, events=2)
    every = [game.state.cards[i].card for i in game.state.cards]
    assert sum(RULES.cards[c].kind == "event" for c in every) == 2
    assert len(every) == 104 - 18 - 8
