"""A cardset file cut short is refused when it loads, naming the file (issue 34, item 11): cut
at byte 100, tally.yaml kept only its title lines and loaded as a cardset of no cards and no
decks; a new game then failed with "the cardset has no decks to play with"."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.cards.cardset import cardsets_root, load_cardset
from tabletop.cli import main
from tabletop.engine.errors import CardsetError
from tabletop.games.tally.cards import TallyCard


def _cut(tmp_path: Path, size: int) -> Path:
    folder = tmp_path / "cardsets" / "tally"
    folder.mkdir(parents=True)
    cut = folder / "tally.yaml"
    cut.write_bytes((cardsets_root() / "tally" / "tally.yaml").read_bytes()[:size])
    return cut


def test_a_cardset_file_cut_at_byte_100_is_refused_naming_it(tmp_path: Path) -> None:
    cut = _cut(tmp_path, 100)
    with pytest.raises(CardsetError) as refused:
        load_cardset("tally", TallyCard, root=cut.parent.parent)
    assert str(refused.value) == (
        f"{cut}: a cardset file holds cards or decks, and this one has neither (cut short?)"
    )


def test_validate_refuses_the_cut_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cut = _cut(tmp_path, 100)
    assert main(["validate", str(cut.parent)]) == 1
    out = capsys.readouterr().out
    assert f"FAIL {cut.parent}\n  {cut}: a cardset file holds cards or decks" in out


def test_a_misspelt_key_is_named_as_well(tmp_path: Path) -> None:
    folder = tmp_path / "tally"
    folder.mkdir()
    (folder / "x.yaml").write_text("card:\n  - {id: one}\n")
    with pytest.raises(CardsetError) as refused:
        load_cardset("tally", TallyCard, root=tmp_path)
    lines = str(refused.value).splitlines()
    assert "unknown top-level key 'card'" in lines[0]
    assert lines[1].endswith("this one has neither (cut short?)")
