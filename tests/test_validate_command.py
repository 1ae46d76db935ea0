"""`tabletop validate` on folders (issue 11): the cardsets folder is checked game by game, not
file by file as scenarios; a folder walk skips hidden folders, venvs, build/, dist/,
__pycache__ and Python packages; a cardset folder outside the cardsets folder is checked too."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import tabletop
from tabletop.cards.cardset import cardsets_root
from tabletop.cli import main


def _validate(capsys: pytest.CaptureFixture[str], *targets: str) -> tuple[int, str]:
    code = main(["validate", *targets])
    return code, capsys.readouterr().out


def test_the_cardsets_folder_is_checked_game_by_game(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = _validate(capsys, str(cardsets_root()))
    assert code == 0, out
    assert "ok   cardset empyrean" in out and "ok   cardset eoc" in out
    assert "FAIL" not in out and "0 invalid" in out


def test_a_folder_walk_skips_what_is_not_ours(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for junk in (".venv", "venv", "build", "dist", "__pycache__", ".git", "pkg.egg-info", "pkg"):
        (tmp_path / junk).mkdir()
        (tmp_path / junk / "junk.json").write_text("{}")
        (tmp_path / junk / "junk.yaml").write_text("not: a scenario\n")
    (tmp_path / "venv" / "pyvenv.cfg").write_text("home = /usr\n")
    (tmp_path / "pkg" / "__init__.py").write_text("")
    game = tabletop.new_game("tally", seed=1)
    game.save(tmp_path / "saves" / "g.json")
    code, out = _validate(capsys, str(tmp_path))
    assert code == 0, out
    assert "ok   save" in out and "1 valid, 0 invalid" in out
    assert "junk" not in out


def test_a_cardset_folder_elsewhere_is_checked_whole(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mine = tmp_path / "drafts" / "tally"
    shutil.copytree(cardsets_root() / "tally", mine)
    code, out = _validate(capsys, str(tmp_path), str(next(mine.glob("*.yaml"))))
    assert code == 0, out
    assert f"ok   cardset {mine} (tally)" in out and "1 valid" in out  # once, not per file
    broken = next(mine.glob("*.yaml"))
    broken.write_text(broken.read_text().replace("cards:", "cards:\n  - id: 7\n", 1))
    code, out = _validate(capsys, str(tmp_path))
    assert code == 1
    assert f"FAIL {mine}" in out and "1 invalid" in out


def test_a_deck_no_game_could_start_with_fails_validate(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A designer takes a card out of the Samurai deck: the cardset still loads, but the book's
    deck of 24 cards ("Deck Construction") no longer holds, and `validate empyrean` said ok."""
    from tabletop.cards.cardset import load_cardset
    from tabletop.engine.registry import get_rules

    drafts = tmp_path / "cardsets"
    shutil.copytree(cardsets_root() / "empyrean", drafts / "empyrean")
    deck = drafts / "empyrean" / "samurai.yaml"
    deck.write_text(deck.read_text().replace("      ashigaru: 4\n", "      ashigaru: 3\n", 1))
    rules = get_rules("empyrean")
    draft = load_cardset("empyrean", rules.card_model(), root=drafts)
    assert sum(draft.decks["samurai"].cards.values()) == 23  # it loads
    monkeypatch.setitem(rules.__dict__, "cardset", draft)
    code, out = _validate(capsys, "empyrean")
    assert code == 1
    assert "FAIL empyrean" in out and "deck 'samurai'" in out and "24" in out, out


def test_a_draft_folders_decks_are_held_to_the_deck_rules_too(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A designer's copy of the Empyrean cards elsewhere was only loaded: a deck of 23 cards
    in it said ok. The game's rules read the folder and hold its decks to the book's 24."""
    drafts = tmp_path / "drafts" / "empyrean"
    shutil.copytree(cardsets_root() / "empyrean", drafts)
    code, out = _validate(capsys, str(drafts))
    assert code == 0, out
    deck = drafts / "samurai.yaml"
    deck.write_text(deck.read_text().replace("      ashigaru: 4\n", "      ashigaru: 3\n", 1))
    code, out = _validate(capsys, str(drafts))
    assert code == 1
    assert f"FAIL {drafts}" in out and "deck 'samurai'" in out and "24" in out, out


def test_a_deck_list_is_checked_with_file_and_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 47: `tabletop validate decks/my.txt` (the deck builder's text export) said "corrupt
    save"; a deck list is now read for the game whose cards it names and held to its rules."""
    from collections import Counter

    import tabletop
    from tabletop.cli.commands import main
    from tabletop.ui.deck_file import export_text

    game = tabletop.new_game("ucg")
    good = tmp_path / "mine.txt"
    good.write_text(export_text(game.rules.cardset, Counter(game.config.deck_lists[0])))
    short = tmp_path / "short.txt"
    short.write_text("2 Sohei\n1 Ashigaru\n")
    unknown = tmp_path / "unknown.txt"
    unknown.write_text("# my deck\n2 Sohei\n1 Nobody Card\n")
    assert main(["validate", str(good)]) == 0
    assert "(ucg): 60 cards, a legal deck" in capsys.readouterr().out
    assert main(["validate", str(short), str(unknown)]) == 1
    out = capsys.readouterr().out
    assert f"{short}: not a legal Battle for Empyrean deck: 3 cards; a deck has 24" in out
    assert f"{unknown}, line 3: no card named 'Nobody Card'" in out
