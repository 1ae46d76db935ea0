"""Spreadsheet import: CSV -> validated cardset YAML; bad CSVs name row and column."""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path

import pytest

from tabletop.cards.cardset import load_cardset
from tabletop.cards.csv_import import GENERATED_MARK, CsvImportError, csv_to_cardset, import_csv
from tabletop.cards.import_command import add_import_parser
from tabletop.engine.errors import TabletopError
from tabletop.engine.paths import repo_root
from tabletop.games.empyrean.cards import EmpyreanCard
from tabletop.games.tally.cards import TallyCard

SAMPLE = repo_root() / "docs" / "examples" / "tally-cards.csv"

GOOD = """\
id,name,kind,value,effect,text,qty
seven,Seven,number,7,,,3
big-boost,Big Boost,trick,,boost,"Response: put 2 boost, now.",2
spare,Spare,number,1,,,0
"""


def _csv(tmp_path: Path, text: str, name: str = "cards.csv") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tabletop")
    add_import_parser(parser.add_subparsers(dest="command"))
    return parser


def test_round_trip_into_a_loadable_cardset_beside_the_real_one(tmp_path: Path) -> None:
    folder = tmp_path / "tally"
    folder.mkdir()
    shutil.copy(repo_root() / "cardsets" / "tally" / "tally.yaml", folder)
    out = folder / "high.yaml"
    result = import_csv(
        _csv(tmp_path, GOOD), out, TallyCard, deck_id="high", deck_name="High Cards"
    )
    assert (result.cards, result.deck_id, result.copies) == (3, "high", 5)
    text = out.read_text(encoding="utf-8")
    assert text.startswith(GENERATED_MARK)
    cardset = load_cardset("tally", TallyCard, root=tmp_path)
    assert cardset.cards["seven"] == TallyCard(id="seven", name="Seven", kind="number", value=7)
    assert cardset.cards["big-boost"].text == "Response: put 2 boost, now."
    assert cardset.decks["high"].name == "High Cards"
    # qty 0: defined, not in the deck; the deck keeps the CSV's order
    assert cardset.deck_cards("high") == ["seven"] * 3 + ["big-boost"] * 2
    assert "spare" in cardset.cards
    assert "odds" in cardset.decks  # the hand-written file still loads beside it


def test_sample_csv_imports(tmp_path: Path) -> None:
    out = tmp_path / "tally" / "tally-cards.yaml"
    result = import_csv(SAMPLE, out, TallyCard)
    assert result.deck_id == "tally-cards" and result.deck_name == "Tally Cards"
    cardset = load_cardset("tally", TallyCard, root=tmp_path)
    assert len(cardset.deck_cards("tally-cards")) == result.copies == 10


def test_command_via_argparse(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "tally" / "mine.yaml"
    args = _parser().parse_args(
        [
            "import-csv",
            "tally",
            str(SAMPLE),
            "--out",
            str(out),
            "--deck-id",
            "mine",
            "--deck-name",
            "Mine",
        ]
    )
    assert args.func(args) == 0
    assert "deck 'mine' (Mine, 10 cards)" in capsys.readouterr().out
    assert load_cardset("tally", TallyCard, root=tmp_path).decks["mine"].name == "Mine"
    # importing again replaces the generated file
    assert args.func(args) == 0


def test_command_needs_out() -> None:
    with pytest.raises(SystemExit):
        _parser().parse_args(["import-csv", "tally", "cards.csv"])


def test_lists_json_and_header_spelling_for_empyrean(tmp_path: Path) -> None:
    text = (
        "ID,Name,Deck,Cost,Might,Types,Ability Type,Text,Abilities,Qty\n"
        "ronin,Ronin,samurai,2,3,Samurai; Warrior,instant,Reveal: +1 might.,"
        '"{""when"": ""reveal"", ""do"": [{""do"": ""might"", ""amount"": 1}]}",2\n'
        "monk,Monk,samurai,1,1,Monk,,,,1\n"
    )
    data = csv_to_cardset(_csv(tmp_path, text), EmpyreanCard)
    ronin, monk = data["cards"]
    assert ronin["types"] == ["Samurai", "Warrior"]
    assert ronin["abilities"] == [{"when": "reveal", "do": [{"do": "might", "amount": 1}]}]
    assert ronin["cost"] == 2 and "abilities" not in monk
    assert data["decks"] == [{"id": "cards", "name": "Cards", "cards": {"ronin": 2, "monk": 1}}]
    out = tmp_path / "empyrean" / "samurai.yaml"
    import_csv(_csv(tmp_path, text), out, EmpyreanCard)
    cardset = load_cardset("empyrean", EmpyreanCard, root=tmp_path)
    assert cardset.cards["ronin"].abilities[0].actions[0].do == "might"


# --- bad CSVs: each error names the file, row and column, and nothing is written -----------

BAD = {
    "missing qty": (
        "id,name,kind,value\none,One,number,1\n",
        ["cards.csv, row 1, column qty: no qty column"],
    ),
    "wrong type": (
        "id,name,kind,value,qty\none,One,number,1,1\ntwo,Two,number,lots,1\n",
        ["cards.csv, row 3, column value: Input should be a valid integer"],
    ),
    "unknown column": (
        "id,name,kind,colour,qty\none,One,number,red,1\n",
        ["cards.csv, row 1, column colour: unknown column"],
    ),
    "duplicate id": (
        "id,name,kind,qty\none,One,number,1\ntwo,Two,number,1\none,Uno,number,1\n",
        ["cards.csv, row 4, column id: duplicate id 'one' (first at row 2)"],
    ),
    "empty file": ("", ["cards.csv: empty file"]),
    "bad qty": (
        "id,name,kind,qty\none,One,number,two\nsix,Six,number,\n",
        [
            "cards.csv, row 2, column qty: Input should be a whole number",
            "cards.csv, row 3, column qty: empty",
        ],
    ),
    "bad keyword and missing required cell": (
        "id,name,kind,effect,qty\nboom,,trick,explode,1\n",
        [
            "cards.csv, row 2, column name: Field required",
            "cards.csv, row 2, column effect: Input should be 'boost' or 'cancel'",
        ],
    ),
    "missing required column": (
        "id,kind,qty\none,number,1\n",
        ["cards.csv, row 1, column name: no name column"],
    ),
}


@pytest.mark.parametrize("case", list(BAD))
def test_bad_csv_names_row_and_column_and_writes_nothing(tmp_path: Path, case: str) -> None:
    text, expected = BAD[case]
    out = tmp_path / "tally" / "out.yaml"
    with pytest.raises(CsvImportError) as err:
        import_csv(_csv(tmp_path, text), out, TallyCard, name="cards.csv")
    for line in expected:
        assert line in str(err.value)
    assert not out.parent.exists()


def test_every_bad_row_is_reported_at_once(tmp_path: Path) -> None:
    text = "id,name,kind,value,qty\none,One,number,x,1\ntwo,Two,numbr,2,1\nthree,Three,number,3,1\n"
    with pytest.raises(CsvImportError) as err:
        csv_to_cardset(_csv(tmp_path, text), TallyCard, name="cards.csv")
    lines = str(err.value).splitlines()
    assert [line.split(":")[0] for line in lines] == [
        "cards.csv, row 2, column value",
        "cards.csv, row 3, column kind",
    ]


def test_header_problems_are_reported_with_the_row_problems(tmp_path: Path) -> None:
    """Issue 11: an unknown column, a missing required column and no qty column do not hide
    the rows' own problems; rows are not blamed for the missing column."""
    text = "id,kind,colour,value\none,number,red,x\ntwo,numbr,blue,2\n"
    with pytest.raises(CsvImportError) as err:
        csv_to_cardset(_csv(tmp_path, text), TallyCard, name="cards.csv", deck_id="Bad Id")
    lines = str(err.value).splitlines()
    assert [line.split(":")[0] for line in lines] == [
        "cards.csv, row 1, column colour",
        "cards.csv, row 1, column qty",
        "cards.csv, row 1, column name",
        "cards.csv",  # the deck id
        "cards.csv, row 2, column value",
        "cards.csv, row 3, column kind",
    ]


def test_the_docs_python_example_runs_as_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    doc = (repo_root() / "docs" / "cardset-format.md").read_text(encoding="utf-8")
    example = doc.split("From Python:", 1)[1].split("```python\n", 1)[1].split("```", 1)[0]
    monkeypatch.chdir(tmp_path)
    _csv(tmp_path, GOOD)
    namespace: dict[str, object] = {}
    exec(compile(example, "cardset-format.md", "exec"), namespace)
    assert (tmp_path / "cardsets" / "tally" / "high.yaml").is_file()


def test_bad_json_cell(tmp_path: Path) -> None:
    text = "id,name,deck,cost,abilities,qty\nx,X,samurai,1,{when: reveal},1\n"
    with pytest.raises(CsvImportError, match=r"row 2, column abilities: not valid JSON"):
        csv_to_cardset(_csv(tmp_path, text), EmpyreanCard)


def test_clash_with_a_card_of_another_file_names_both(tmp_path: Path) -> None:
    folder = tmp_path / "tally"
    folder.mkdir()
    shutil.copy(repo_root() / "cardsets" / "tally" / "tally.yaml", folder)
    text = "id,name,kind,value,qty\nseven,Seven,number,7,1\none,One,number,1,1\n"
    with pytest.raises(CsvImportError) as err:
        import_csv(_csv(tmp_path, text), folder / "new.yaml", TallyCard, name="cards.csv")
    assert "cards.csv, row 3, column id: card id 'one' is already defined at" in str(err.value)
    assert "tally.yaml, line" in str(err.value)
    assert not (folder / "new.yaml").exists()


def test_does_not_replace_a_hand_written_file_without_force(tmp_path: Path) -> None:
    out = tmp_path / "tally" / "mine.yaml"
    out.parent.mkdir()
    out.write_text("# my own cards\ncards: []\n", encoding="utf-8")
    with pytest.raises(CsvImportError, match="--force"):
        import_csv(SAMPLE, out, TallyCard)
    assert out.read_text(encoding="utf-8") == "# my own cards\ncards: []\n"
    import_csv(SAMPLE, out, TallyCard, force=True)
    assert out.read_text(encoding="utf-8").startswith(GENERATED_MARK)


def test_bad_deck_id_and_semicolon_csv(tmp_path: Path) -> None:
    path = _csv(tmp_path, "id;name;kind;value;qty\none;One;number;1;2\n")
    assert csv_to_cardset(path, TallyCard)["decks"][0]["cards"] == {"one": 2}
    with pytest.raises(CsvImportError, match="--deck-id"):
        csv_to_cardset(path, TallyCard, deck_id="Not An Id")


def test_import_error_is_a_tabletop_error() -> None:
    assert issubclass(CsvImportError, TabletopError)
