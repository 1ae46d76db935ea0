"""Spreadsheets that once gave a traceback or were read wrong: one line naming file, row, column."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.cards.csv_import import CsvImportError, import_csv
from tabletop.engine.limits import MAX_CSV_BYTES
from tabletop.games.empyrean.cards import EmpyreanCard
from tabletop.games.tally.cards import TallyCard

HEAD = "id,name,deck,cost,might,ability_type,abilities,qty\n"


def _refused(tmp_path: Path, text: str, model: type = EmpyreanCard) -> str:
    path = tmp_path / "cards.csv"
    path.write_text(text, encoding="utf-8")
    out = tmp_path / "out" / "cards.yaml"
    with pytest.raises(CsvImportError) as err:
        import_csv(path, out, model, name="cards.csv")
    assert not out.exists()
    return str(err.value)


@pytest.mark.parametrize(
    ("cell", "message"),
    [
        ("[" * 3000 + "]" * 3000, "not usable JSON (nested too deeply)"),
        ("[" * 100 + "]" * 100, "JSON holding lists and mappings nested too deeply"),
        ('[{""do"": ""essence"", ""amount"": ' + "9" * 4400 + "}]", "not usable JSON (Exceeds"),
        ('[{""do"": ""essence"", ""amount"": NaN}]', "not usable JSON (NaN is not a JSON number)"),
        ('[""\\ud800""]', "JSON holding text holding a lone surrogate"),
    ],
)
def test_hostile_json_cells(tmp_path: Path, cell: str, message: str) -> None:
    text = _refused(tmp_path, HEAD + f'ninja,Ninja,samurai,2,1,instant,"{cell}",1\n')
    assert text.startswith("cards.csv, row 2, column abilities: " + message), text


@pytest.mark.parametrize("qty", ["٣", "３", "1_000", "+3", "3.0"])
def test_a_quantity_is_written_in_ascii_digits(tmp_path: Path, qty: str) -> None:
    text = _refused(tmp_path, f"id,name,kind,value,qty\none,One,number,1,{qty}\n", TallyCard)
    assert (
        text
        == f"cards.csv, row 2, column qty: Input should be a whole number of copies, not {qty!r}"
    )


def test_a_deck_over_the_card_limit_is_refused(tmp_path: Path) -> None:
    rows = "".join(f"c{i},C{i},number,1,1000\n" for i in range(3))
    text = _refused(tmp_path, "id,name,kind,value,qty\n" + rows, TallyCard)
    assert "3,000 cards (a deck holds at most 1,000, counting copies)" in text


def test_a_csv_over_the_size_limit_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "big.csv"
    with path.open("wb") as handle:
        handle.truncate(MAX_CSV_BYTES + 1)
    with pytest.raises(CsvImportError, match=f"big.csv: the file is over {MAX_CSV_BYTES:,} bytes"):
        import_csv(path, tmp_path / "x.yaml", TallyCard, name="big.csv")


def test_a_write_failure_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "cards.csv"
    path.write_text("id,name,kind,value,qty\none,One,number,1,1\n")
    blocker = tmp_path / "blocker"
    blocker.write_text("x")
    out = blocker / "tally" / "cards.yaml"
    with pytest.raises(CsvImportError, match=f"cannot write {out}: Not a directory"):
        import_csv(path, out, TallyCard, name="cards.csv")
