"""import-csv limits checked on the spreadsheet itself: copies, the deck's size, the rows, the
deck's id and name. Each problem names the CSV (row, column or argument) in one line, never
the temporary copy the re-load check reads, and a spreadsheet of too many rows fails at once."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from tabletop.cards import csv_import
from tabletop.cards.csv_import import MAX_CARD_ROWS, CsvImportError, import_csv
from tabletop.engine.errors import TabletopError
from tabletop.games.tally.cards import TallyCard

HEAD = "id,name,kind,value,qty\n"


def _refused(tmp_path: Path, text: str, **options: str) -> str:
    """The one-line message refusing `text` (as cards.csv); nothing is written."""
    path = tmp_path / "cards.csv"
    path.write_text(text, encoding="utf-8")
    out = tmp_path / "out" / "cards.yaml"
    out.parent.mkdir(exist_ok=True)
    with pytest.raises(CsvImportError) as err:
        import_csv(path, out, TallyCard, name="cards.csv", **options)  # type: ignore[arg-type]
    assert not out.exists()
    message = str(err.value)
    assert "\n" not in message and "tabletop-import-" not in message, message
    return message


@pytest.mark.parametrize(
    ("qty", "message"),
    [
        ("5000", "cards.csv, row 2, column qty: 5000 copies (at most 1,000)"),
        ("999999999", "cards.csv, row 2, column qty: 999999999 copies (at most 1,000)"),
        ("9" * 5000, "cards.csv, row 2, column qty: 999999999... (5,000 digits) copies (at most"),
        ("-" + "9" * 50, "cards.csv, row 2, column qty: Input should be 0 or more, not -99999"),
    ],
)
def test_copies_past_the_limit_name_the_row_and_column(
    qty: str, message: str, tmp_path: Path
) -> None:
    """Item 13: qty 5000 was refused by the re-load check, naming a temporary file already
    gone and a line of it, over two lines."""
    assert _refused(tmp_path, HEAD + f"one,One,number,1,{qty}\n").startswith(message)


def test_leading_zeros_are_no_more_copies(tmp_path: Path) -> None:
    path = tmp_path / "cards.csv"
    path.write_text(HEAD + "one,One,number,1,0000000000003\n", encoding="utf-8")
    result = import_csv(path, tmp_path / "cards.yaml", TallyCard)
    assert result.copies == 3


def test_a_deck_past_the_limit_names_the_row_that_passes_it(tmp_path: Path) -> None:
    """Item 13 (qty-total.csv): 600 + 600 copies; the row where the deck passes 1,000."""
    rows = "a,A,number,1,600\nb,B,number,1,600\nc,C,number,1,1\n"
    assert _refused(tmp_path, HEAD + rows) == (
        "cards.csv, row 3, column qty: the deck passes the limit here: 1,201 cards "
        "(a deck holds at most 1,000, counting copies)"
    )


def test_too_many_rows_fail_at_once(tmp_path: Path) -> None:
    """Item 13 (many-rows.csv): 60,000 rows under the 2 MB limit took 16 s and 245 MB, then
    were refused for the size of the generated file, a temporary one."""
    rows = "".join(f"c{i},C{i},number,1,0\n" for i in range(MAX_CARD_ROWS + 1))
    started = time.perf_counter()
    message = _refused(tmp_path, HEAD + rows)
    assert time.perf_counter() - started < 0.5
    assert message.startswith(f"cards.csv, row {MAX_CARD_ROWS + 2}: over 5,000 card rows")


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"deck_name": "a" * 20_000}, "cards.csv: --deck-name is a text of 20,000 characters"),
        ({"deck_id": "a" * 20_000}, "cards.csv: --deck-id is a text of 20,000 characters"),
        ({"deck_id": ""}, "cards.csv: --deck-id '' is not usable (String should match pattern"),
        ({"deck_id": "Bad Id"}, "cards.csv: --deck-id 'Bad Id' is not usable"),
    ],
)
def test_deck_arguments_are_checked_and_named(
    options: dict[str, str], message: str, tmp_path: Path
) -> None:
    """Items 13 and 18: a 20,000-character --deck-name was refused in the temporary copy;
    `--deck-id ''` was reported as the default id 'cards', which was never refused."""
    assert _refused(tmp_path, HEAD + "one,One,number,1,1\n", **options).startswith(message)


def test_a_generated_file_too_large_names_the_csv(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The cardset a spreadsheet makes is held to the cardset file limit, told as the CSV's
    problem (no temporary file)."""
    monkeypatch.setattr(csv_import, "MAX_YAML_BYTES", 200)
    message = _refused(tmp_path, HEAD + "".join(f"c{i},C{i},number,1,1\n" for i in range(20)))
    assert message.startswith("cards.csv: the cardset made from it would be ")
    assert "(a cardset file holds at most 200): split the spreadsheet" in message


def test_what_the_reload_check_still_refuses_is_one_line_naming_the_output(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A refusal from the re-load check names the file that was not written, on one line."""

    def refuse(set_id: str, model: object, root: Path) -> None:
        copy = root / "check" / "cards.yaml"
        raise TabletopError(f"{copy}, line 3: first problem\n{copy}, line 9: second problem")

    monkeypatch.setattr(csv_import, "load_cardset", refuse)
    assert _refused(tmp_path, HEAD + "one,One,number,1,1\n") == (
        f"cards.csv: the cardset made from it ({tmp_path / 'out' / 'cards.yaml'}) would not "
        "load: cards.yaml, line 3: first problem; cards.yaml, line 9: second problem"
    )
