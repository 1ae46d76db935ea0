"""A variant is held to the deck rules of the decks the run plays, and no others (issue 41): every
card of every deck in a run can be varied, in every game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.engine.api import playable_decks
from tabletop.engine.registry import get_rules

GAMES = ("empyrean", "eoc", "clash", "coe", "ucg")


#: the fields varied, the first a card has above 0 (a card's numbers in the five games)
FIELDS = ("cost", "might", "atk", "attack", "combat", "hp", "value")


def _whole_field(card: object) -> tuple[str, int] | None:
    """A whole-number field the card uses (above 0), to vary."""
    data = card.model_dump()  # type: ignore[attr-defined]
    for field in FIELDS:
        value = data.get(field)
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            return field, value
    return None


def _one_card_of_each(game: str, decks: list[str]) -> list[str]:
    rules = get_rules(game)
    changes = []
    for deck in decks:
        for card_id in rules.cardset.deck_cards(deck):
            found = _whole_field(rules.cardset.cards[card_id])
            if found is not None:
                changes.append(f"{card_id}.{found[0]}={found[1] + 1}")
                break
    return changes


@pytest.mark.parametrize("game", GAMES)
def test_a_card_of_each_deck_of_a_run_can_be_varied(
    game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    decks = playable_decks(get_rules(game))[:2]
    if game == "clash":
        decks = decks[:1]  # one box deals both seats
    changes = _one_card_of_each(game, decks)
    assert len(changes) == len(decks)
    argv = ["simulate", game, "--decks", ",".join(decks), "--games", "1", "--workers", "1"]
    for change in changes:
        argv += ["--variant", change]
    assert main([*argv, "--out", str(tmp_path)]) == 0, capsys.readouterr().err
    results = json.loads((tmp_path / "results.json").read_text())
    assert len(results["variants"]) == len(changes)


def test_the_issues_examples_now_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Empyrean's Sohei in a run of Samurai and Vampires (a mash-up deck the run does not play
    would break its template), and COE's Kael beside the 50-card decks the run does not play."""
    for game, decks, change in (
        ("empyrean", "samurai,vampires", "sohei.cost=5"),
        ("coe", "emberguard,tidecallers", "kael.atk=0"),
    ):
        out = tmp_path / game
        argv = ["simulate", game, "--decks", decks, "--variant", change, "--games", "1"]
        assert main([*argv, "--workers", "1", "--out", str(out)]) == 0, capsys.readouterr().err


def test_a_deck_of_the_run_that_breaks_a_rule_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    """A deck change that makes a played deck illegal is refused, naming the deck and rule."""
    argv = ["simulate", "coe", "--decks", "emberguard,tidecallers", "--games", "1"]
    status = main([*argv, "--variant", "deck:emberguard.ember-squire=9"])
    err = capsys.readouterr().err
    assert status == 2 and "deck 'emberguard'" in err and len(err.strip().splitlines()) == 1


def test_a_deck_change_to_a_deck_the_run_does_not_play_is_refused(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["simulate", "empyrean", "--decks", "samurai,vampires", "--games", "1"]
    status = main([*argv, "--variant", "deck:knights.sohei=1"])
    err = capsys.readouterr().err
    assert status == 2 and "deck 'knights' is not played in this run" in err
