"""Deck building and the start of a game (book, "Deck Building", "Beginning a game",
"Mulligan Rule", "Draw Limit")."""

from __future__ import annotations

import pytest

import tabletop
from tabletop.games.coe.deck import deck_problems
from tabletop.games.coe.rules import RULES
from tabletop.games.coe.runtime import DRAW_LIMITS
from tests.games.coe.helpers import cmd, kinds, names


def _new(seed: int = 3) -> tabletop.Game:
    return tabletop.new_game("coe", seed=seed, seats=("human", "human"))


def test_ready_parties_are_legal() -> None:
    """Deck Building: 1-4 champions, at most 10 points, 60 cards, at most 4 of a name."""
    for deck_id in RULES.cardset.decks:  # the 60-card decks, and the "-50" ones of option 50
        size = 50 if deck_id.endswith("-50") else 60
        assert deck_problems(RULES.cardset.deck_cards(deck_id), RULES.cards, size) == []


def test_deck_building_messages_name_each_broken_rule() -> None:
    """Deck Building: a clear message for each broken rule."""
    cards = ["tharos", "aldric", "kael", "lyra", "nyx"] + ["ember-squire"] * 5 + ["frost-bolt"] * 50
    problems = deck_problems(cards, RULES.cards, 60)
    text = "\n".join(problems)
    assert "5 champions; a party has 1 to 4" in text
    assert "worth 21 points; at most 10" in text
    assert "55 arsenal cards; a deck has 60" in text
    assert "5 Ember Squire; a deck holds at most 4" in text
    assert "50 Frost Bolt" in text
    assert deck_problems(["frost-bolt"] * 4, RULES.cards)[0].endswith("a party has 1 to 4")


def test_fifty_card_option() -> None:
    """Deck Size: the book also says 50 (README: 60 by default, 50 as an option)."""
    deck = RULES.cardset.deck_cards("emberguard")
    fifty = deck[:3] + deck[3:53]
    assert deck_problems(fifty, RULES.cards, 50) == []
    assert "a deck has 60" in deck_problems(fifty, RULES.cards, 60)[0]
    with pytest.raises(ValueError, match="a deck has 50"):
        tabletop.new_game("coe", seed=1, options={"deck_size": 50})


def test_start_leader_support_draw_limit_coin_toss_and_mulligan() -> None:
    """Beginning a game: a Party Leader, an optional Support champion, the rest face down
    in the party area; shuffle and draw up to the draw limit; the coin toss winner chooses
    who starts; the mulligan sets cards aside, draws as many and shuffles them back."""
    game = _new()
    assert game.state.decision.kind == "lead" and game.to_act == (0,)  # type: ignore[union-attr]
    party = game.state.zone("p0.party")
    assert len(party) == 3 and not any(game.state.cards[i].face_up for i in party)
    assert game.view(1).cards[party[0]].card is None  # hidden from the opponent
    leader = party[0]
    game.play(cmd(0, "lead", leader, "zone:p0.c3"))
    game.play(next(c for c in game.legal() if c.kind == "lead"))
    assert game.state.decision.kind == "support"  # type: ignore[union-attr]
    support = game.state.zone("p0.party")[0]
    game.play(cmd(0, "support", support, "zone:p0.support"))
    game.play(cmd(1, "skip"))
    assert game.state.zone("p0.c3") == [leader] and game.state.zone("p0.support") == [support]
    assert len(game.state.zone("p1.party")) == 3
    # draw limits: 3 champions draw to 8, 4 champions to 7
    assert len(game.state.zone("p0.hand")) == 8 and len(game.state.zone("p1.hand")) == 7
    assert game.state.decision.kind == "first"  # type: ignore[union-attr]
    winner = game.to_act[0]
    assert game.state.values["toss"] == winner
    game.play(cmd(winner, "first", args=(1 - winner,)))
    assert game.state.values["priority"] == 1 - winner
    # mulligan: seat 0 sets two cards aside
    hand = list(game.state.zone("p0.hand"))
    game.play(cmd(0, "pick", hand[0]))
    game.play(cmd(0, "pick", hand[1]))
    game.play(cmd(0, "pick.done"))
    after = game.state.zone("p0.hand")
    assert len(after) == 8 and hand[0] not in after and hand[1] not in after
    deck = [game.state.cards[i].card for i in game.state.zone("p0.deck")]
    assert game.card_of(hand[0]) in deck  # shuffled back in, under a fresh id
    assert hand[0] not in game.state.cards
    game.play(cmd(1, "pick.done"))
    assert game.state.phase == "camp" and game.to_act == (1 - winner,)


def test_draw_limits_by_party_size() -> None:
    """Draw Limit: 1/2/3/4 champions draw up to 10/9/8/7."""
    assert DRAW_LIMITS == {1: 10, 2: 9, 3: 8, 4: 7}
    game = _new()
    assert game.state.values["party_size.p0"] == 3 and game.state.values["party_size.p1"] == 4


def test_coin_toss_winner_keeps_priority_every_round() -> None:
    """Priority (README house rule): the player chosen to start keeps priority each round."""
    game = _new(5)
    while game.state.decision.kind != "first":  # type: ignore[union-attr]
        game.play(game.legal()[-1])
    chooser = game.to_act[0]
    game.play(cmd(chooser, "first", args=(chooser,)))
    for _ in range(2):
        game.play(cmd(0, "pick.done") if game.to_act == (0,) else cmd(1, "pick.done"))
    for round_no in (1, 2):
        assert game.state.values["round"] == round_no
        assert game.state.values["turn"] == chooser and game.state.phase == "camp"
        while game.state.values["round"] == round_no and game.result is None:
            safe = [c for c in game.legal() if c.kind in ("end", "pass", "done", "pick.done")]
            game.play(safe[0] if safe else game.legal()[0])


def test_champions_in_party_are_not_in_hand_or_deck() -> None:
    """Beginning a game: champions start in play areas, never in the arsenal deck."""
    game = _new()
    for zone in ("p0.deck", "p0.hand", "p1.deck", "p1.hand"):
        assert all(
            RULES.cards[game.state.cards[i].card].kind != "champion" for i in game.state.zone(zone)
        )
    assert "lead" in kinds(game)
    assert len(names(game, "p1.party")) == 4
