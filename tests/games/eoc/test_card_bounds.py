"""EoC action and effect amounts are bounded when the cardset loads: a 99-digit `draw` amount
validated, then hung every game that played the card (`range(amount)`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop import CardsetError
from tabletop.cards.cardset import load_cardset
from tabletop.games.eoc.cards import EocCard

SPELL = "cards:\n  - {id: drums, name: Drums, kind: spell, spell: instant, play: [ACTION]}\n"
ITEM = "cards:\n  - {id: pike, name: Pike, kind: spell, spell: item, effects: [EFFECT]}\n"


def _error(tmp_path: Path, text: str) -> str:
    folder = tmp_path / "eoc"
    folder.mkdir()
    (folder / "cards.yaml").write_text(text)
    with pytest.raises(CardsetError) as err:
        load_cardset("eoc", EocCard, root=tmp_path)
    message = str(err.value)
    assert "\n" not in message
    return message


def test_a_huge_draw_is_refused_naming_file_line_card_and_field(tmp_path: Path) -> None:
    """The hang of the bad-input review: `draw` with a 99-digit amount."""
    huge = "{do: draw, target: you, amount: " + "9" * 99 + "}"
    assert _error(tmp_path, SPELL.replace("ACTION", huge)) == (
        f"{tmp_path / 'eoc' / 'cards.yaml'}, line 2: card 'drums': field play.0.amount: "
        "Input should be less than or equal to 30"
    )


@pytest.mark.parametrize(
    ("action", "words"),
    [
        ("{do: boost, target: choose_ally, amount: -31}", "greater than or equal to -30"),
        ("{do: destroy, target: choose_enemy, max_def: 31}", "less than or equal to 30"),
        ("{do: draw, target: you, amount: -2}", "draw takes a positive amount"),
        ("{do: restore, target: you, amount: -1}", "restore takes a positive amount"),
    ],
)
def test_action_amounts_have_bounds(tmp_path: Path, action: str, words: str) -> None:
    """A negative draw or a boost past any printed DEF validated."""
    assert words in _error(tmp_path, SPELL.replace("ACTION", action))


def test_an_effect_amount_has_bounds(tmp_path: Path) -> None:
    """An always-on ATK/DEF change of any size validated."""
    message = _error(tmp_path, ITEM.replace("EFFECT", "{stat: atk, amount: 1000, to: carrier}"))
    assert "field effects.0.amount: Input should be less than or equal to 30" in message


def test_printed_amounts_load(tmp_path: Path) -> None:
    """A boost down and a draw up to the bounds still load (the shipped cards do too)."""
    folder = tmp_path / "eoc"
    folder.mkdir()
    play = "{do: boost, target: choose_enemy, stat: def, amount: -30}, "
    play += "{do: draw, target: you, amount: 30}"
    (folder / "cards.yaml").write_text(SPELL.replace("ACTION", play))
    assert "drums" in load_cardset("eoc", EocCard, root=tmp_path).cards
