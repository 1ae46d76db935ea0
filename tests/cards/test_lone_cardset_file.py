"""A cardset file `import-csv` wrote outside `cardsets/` is checked by `tabletop validate FILE`,
and import-csv's hint names what checks the file written (issue 34, item 8)."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest

from tabletop.cards.import_command import validate_target
from tabletop.cli import main
from tabletop.engine.paths import repo_root

SAMPLE = repo_root() / "docs" / "examples" / "tally-cards.csv"


def _import(out: Path, capsys: pytest.CaptureFixture[str]) -> str:
    assert main(["import-csv", "tally", str(SAMPLE), "--out", str(out)]) == 0
    return capsys.readouterr().out


def test_a_file_imported_elsewhere_validates_on_its_own(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "drafts" / "mine.yaml"
    hint = _import(out, capsys).splitlines()[-1]
    assert hint == f"check it with: tabletop validate {shlex.quote(str(out))}"
    assert main(["validate", str(out)]) == 0
    assert f"ok   cardset {out} (tally): 6 cards, 1 decks" in capsys.readouterr().out


def test_its_problems_name_the_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "mine.yaml"
    _import(out, capsys)
    out.write_text(out.read_text().replace("value: 7", "value: seven"))
    assert main(["validate", str(out)]) == 1
    text = capsys.readouterr().out
    assert f"FAIL {out}\n  {out}, line" in text and "value" in text
    assert "tabletop-validate-" not in text  # never the temporary copy


def test_a_lone_file_without_the_mark_is_told_by_the_cards_that_fit(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "mine.yaml"
    _import(out, capsys)
    out.write_text("".join(out.read_text().splitlines(keepends=True)[1:]))
    assert main(["validate", str(out)]) == 0
    assert f"ok   cardset {out} (tally)" in capsys.readouterr().out
    other = tmp_path / "other.yaml"
    other.write_text("cards:\n  - {id: x}\n")
    assert main(["validate", str(other)]) == 1
    assert "loads as no game's cardset on its own: put it in a folder named after its game" in (
        capsys.readouterr().out
    )


def test_the_hint_names_the_game_for_its_own_cardsets(tmp_path: Path) -> None:
    from tabletop.cards.cardset import cardsets_root

    assert validate_target(cardsets_root() / "tally" / "new.yaml", "tally") == "tally"
    assert validate_target(tmp_path / "tally" / "new.yaml", "tally") == str(
        tmp_path / "tally" / "new.yaml"
    )
