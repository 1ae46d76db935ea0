"""A spreadsheet's JSON cell with a number past a float's range (`1e400`, which Python reads as
infinity) is refused as `Infinity` is: it used to be written into the cardset as `.inf`, with
exit status 0, and the game then raised OverflowError."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.cards.csv_import import CsvImportError, import_csv
from tabletop.games.empyrean.cards import EmpyreanCard

HEAD = "id,name,deck,cost,might,ability_type,abilities,qty\n"
ROW = 'ninja,Ninja,samurai,2,1,instant,"[{""when"": ""reveal"", ""do"": [ACTION]}]",1\n'


def _import(tmp_path: Path, action: str) -> Path:
    path = tmp_path / "cards.csv"
    path.write_text(HEAD + ROW.replace("ACTION", action), encoding="utf-8")
    out = tmp_path / "out" / "cards.yaml"
    import_csv(path, out, EmpyreanCard, name="cards.csv")
    return out


@pytest.mark.parametrize("number", ["1e400", "-1e400", "1.5e999", "2e308"])
def test_a_number_past_the_float_range_is_refused(tmp_path: Path, number: str) -> None:
    """`params: {amount: 1e400}` became `.inf` in the written cardset."""
    action = '{""do"": ""effect"", ""name"": ""samurai.discard"", ""params"": {""amount"": N}}'
    with pytest.raises(CsvImportError) as err:
        _import(tmp_path, action.replace("N", number))
    assert str(err.value) == (
        f"cards.csv, row 2, column abilities: not usable JSON ({number} is past the range of a "
        "number: it reads as infinity)"
    )
    assert not (tmp_path / "out" / "cards.yaml").exists()


def test_a_long_number_is_shortened_in_the_message(tmp_path: Path) -> None:
    """The message stays one short line whatever the cell holds."""
    number = "1" + "0" * 400 + ".5"
    with pytest.raises(CsvImportError) as err:
        _import(tmp_path, '{""do"": ""might"", ""amount"": ' + number + "}")
    assert f"({number[:20]}… is past the range of a number" in str(err.value)


def test_large_finite_numbers_are_read_as_numbers(tmp_path: Path) -> None:
    """Only numbers that read as infinity are refused here: 1e308 reaches the card model,
    which refuses it naming the field."""
    with pytest.raises(CsvImportError, match=r"column abilities \(\[0\]\.do\[0\]\.amount\.int\): "):
        _import(tmp_path, '{""do"": ""might"", ""amount"": 1e308}')
    assert _import(tmp_path, '{""do"": ""might"", ""amount"": 2}').exists()
