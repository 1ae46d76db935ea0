"""Speed issue, first frame: a card file's parsed YAML is kept by the hash of its bytes and read
back as JSON. What comes back must be what parsing gives, an edit must never be missed, and a
spoilt entry must cost nothing but the time to parse again."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.engine import parse_cache, yamlsource
from tabletop.engine.limits import MAX_TEXT_CHARS
from tabletop.engine.paths import cache_dir
from tabletop.engine.yamlsource import load_yaml, parse_yaml

CARDS = """\
cards:
  - id: scout
    name: Scout
    cost: 1
    tags: [quick, small]
  - id: knight
    name: Knight
    cost: 3
    text: "Draw a card."
decks:
  - id: starter
    cards: {scout: 2, knight: 1}
"""


def _entries() -> list[Path]:
    return sorted((cache_dir() / "parsed-yaml").glob("*.json"))


def _no_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(text: str, name: str) -> yamlsource.YamlSource:
        raise AssertionError(f"{name} was parsed again")

    monkeypatch.setattr(yamlsource, "parse_yaml", refuse)


def test_a_second_load_reads_the_kept_data_and_lines_without_parsing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "cards.yaml"
    path.write_text(CARDS)
    parsed = parse_yaml(CARDS, str(path))  # the expectation, by the parser itself
    assert parsed.lines[("cards", 1, "cost")] == 8
    first = load_yaml(path, recall=True)
    assert _entries() == []  # kept only once the caller found the data good
    first.keep()
    assert len(_entries()) == 1
    assert load_yaml(path).lines == parsed.lines  # without `recall`: parsed as ever
    _no_parsing(monkeypatch)
    again = load_yaml(path, recall=True)
    assert again.data == parsed.data
    assert again.lines == parsed.lines
    assert again.where(("cards", 1, "cost")) == f"{path}, line 8"


def test_an_edited_file_is_parsed_afresh(tmp_path: Path) -> None:
    path = tmp_path / "cards.yaml"
    path.write_text(CARDS)
    first = load_yaml(path, recall=True)
    first.keep()
    assert first.data["cards"][1]["cost"] == 3
    path.write_text(CARDS.replace("cost: 3", "cost: 4"))
    edited = load_yaml(path, recall=True)
    assert edited.data["cards"][1]["cost"] == 4
    edited.keep()
    assert len(_entries()) == 2


@pytest.mark.parametrize(
    "spoil",
    [
        lambda entry: "{not json",
        lambda entry: json.dumps({**entry, "key": "another"}),
        lambda entry: json.dumps({**entry, "lines": [["cards", 3]]}),
        lambda entry: json.dumps({**entry, "lines": "nothing"}),
        lambda entry: json.dumps({**entry, "data": {"cards": ["x" * (MAX_TEXT_CHARS + 1)]}}),
        lambda entry: json.dumps([1, 2]),
        lambda entry: "[" * 100_000,
    ],
    ids=["not-json", "other-key", "bad-line", "lines-not-a-list", "over-limit", "a-list", "deep"],
)
def test_a_spoilt_entry_is_ignored_and_the_file_parsed_again(tmp_path: Path, spoil: object) -> None:
    path = tmp_path / "cards.yaml"
    path.write_text(CARDS)
    load_yaml(path, recall=True).keep()
    (entry_path,) = _entries()
    entry = json.loads(entry_path.read_text())
    entry_path.write_text(spoil(entry))  # type: ignore[operator]
    again = load_yaml(path, recall=True)
    assert again.data == parse_yaml(CARDS, "x").data
    assert again.lines[("decks", 0, "cards", "knight")] == 12


def test_numbers_as_mapping_keys_are_not_kept_since_json_would_turn_them_to_text(
    tmp_path: Path,
) -> None:
    path = tmp_path / "table.yaml"
    path.write_text("rounds:\n  1: draw\n  2: fight\n")
    first = load_yaml(path, recall=True)
    first.keep()
    assert first.data == {"rounds": {1: "draw", 2: "fight"}}
    assert _entries() == []
    assert load_yaml(path, recall=True).data == {"rounds": {1: "draw", 2: "fight"}}


def test_the_folder_keeps_the_newest_entries_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(parse_cache, "MAX_ENTRIES", 3)
    for n in range(6):
        path = tmp_path / f"f{n}.yaml"
        path.write_text(f"value: {n}\n")
        load_yaml(path, recall=True).keep()
    assert len(_entries()) == 3


def test_a_refused_card_set_keeps_nothing_and_kept_data_names_the_same_lines(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Hardening: bad input changes nothing (no entry is kept for a card set that fails), and
    a bad field is named by file and line whether its data was parsed or read back."""
    from tabletop.cards.cardset import load_cardset
    from tabletop.engine.errors import CardsetError
    from tabletop.games.tally.cards import TallyCard

    folder = tmp_path / "sets" / "tally"
    folder.mkdir(parents=True)
    bad = folder / "bad.yaml"
    bad.write_text("cards:\n  - id: one\n    name: One\n    value: many\n")
    with pytest.raises(CardsetError) as parsed:
        load_cardset("tally", TallyCard, tmp_path / "sets")
    assert _entries() == []
    load_yaml(bad, recall=True).keep()  # kept as the YAML layer keeps any good YAML
    _no_parsing(monkeypatch)
    with pytest.raises(CardsetError) as recalled:
        load_cardset("tally", TallyCard, tmp_path / "sets")
    assert str(recalled.value) == str(parsed.value)
    assert f"{bad}, line 4" in str(parsed.value) and "value" in str(parsed.value)


def test_a_card_set_that_loads_keeps_its_files(tmp_path: Path) -> None:
    from tabletop.cards.cardset import load_cardset
    from tabletop.games.tally.cards import TallyCard

    folder = tmp_path / "sets" / "tally"
    folder.mkdir(parents=True)
    (folder / "a.yaml").write_text("cards:\n  - {id: one, name: One, kind: number, value: 1}\n")
    (folder / "b.yaml").write_text("cards:\n  - {id: two, name: Two, kind: number, value: 2}\n")
    first = load_cardset("tally", TallyCard, tmp_path / "sets")
    assert len(_entries()) == 2
    again = load_cardset("tally", TallyCard, tmp_path / "sets")
    assert again.content_hash == first.content_hash and again.sources == first.sources


LAYOUT = """\
table: {x: 0, y: 0, w: 100, h: 60}
tables:
  3: {x: 0, y: 0, w: 150, h: 60}
sides:
  2:
    - {x: 0, y: 30, w: 100, h: 30}
    - {x: 0, y: 0, w: 100, h: 30, rotate: 180}
zones:
  - {id: "p{seat}.hand", label: Hand, kind: row, x: 0, y: 0, w: 100, h: 30, visibility: owner}
  - {id: market, label: Market, kind: row, x: 0, y: 25, w: 100, h: 10}
"""


def test_a_layout_read_again_comes_back_checked_without_the_yaml_parser(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A start that finds its layout kept never imports PyYAML: the numbered keys (table
    sizes, sides by player count) come back as the numbers they were."""
    from tabletop.engine.layout import Layout

    path = tmp_path / "layout.yaml"
    path.write_text(LAYOUT)
    first = Layout.load(path)
    assert sorted(first.data.tables) == [3] and sorted(first.data.sides) == [2]

    def refuse() -> object:
        raise AssertionError("the layout was parsed again")

    monkeypatch.setattr(yamlsource, "_yaml", refuse)
    again = Layout.load(path)
    assert again.data == first.data
    assert again.zones(2) == first.zones(2)


def test_a_kept_layout_that_no_longer_checks_is_read_again(tmp_path: Path) -> None:
    from tabletop.engine.layout import Layout

    path = tmp_path / "layout.yaml"
    path.write_text(LAYOUT)
    first = Layout.load(path)
    key = parse_cache.key_of(path.read_bytes(), "layout")
    parse_cache.keep(key, {"table": "not a rectangle"}, {})
    assert Layout.load(path).data == first.data


def test_a_broken_layout_is_refused_and_nothing_is_kept(tmp_path: Path) -> None:
    from tabletop.engine.errors import TabletopError
    from tabletop.engine.layout import Layout

    path = tmp_path / "layout.yaml"
    path.write_text("table: {x: 0, y: [\n")
    with pytest.raises(TabletopError, match=f"{path}: layout does not load"):
        Layout.load(path)
    assert _entries() == []
