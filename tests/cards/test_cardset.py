"""Cardsets: validation errors name file, line, card and field; hash; JSON Schema."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop import CardsetError
from tabletop.cards.cardset import cardset_file_schema, load_cardset
from tabletop.games.tally.cards import TallyCard

GOOD = """\
set: test-set
cards:
  - {id: one, name: One, kind: number, value: 1}
  - id: boost
    name: Boost
    kind: trick
    effect: boost
decks:
  - id: small
    name: Small
    cards: {one: 3, boost: 1}
"""


def _load(tmp_path: Path, text: str, name: str = "cards.yaml") -> object:
    folder = tmp_path / "tally"
    folder.mkdir(exist_ok=True)
    (folder / name).write_text(text)
    return load_cardset("tally", TallyCard, root=tmp_path)


def _error(tmp_path: Path, text: str) -> str:
    with pytest.raises(CardsetError) as err:
        _load(tmp_path, text)
    return str(err.value)


def test_good_cardset_loads_with_decks_and_hash(tmp_path: Path) -> None:
    cardset = _load(tmp_path, GOOD)
    assert cardset.id == "test-set"  # type: ignore[attr-defined]
    assert cardset.deck_cards("small") == ["one"] * 3 + ["boost"]  # type: ignore[attr-defined]
    assert len(cardset.content_hash) == 64  # type: ignore[attr-defined]


def test_hash_ignores_comments_but_not_content(tmp_path: Path) -> None:
    a = _load(tmp_path, GOOD).content_hash  # type: ignore[attr-defined]
    b = _load(tmp_path, "# a comment\n" + GOOD).content_hash  # type: ignore[attr-defined]
    c = _load(tmp_path, GOOD.replace("value: 1", "value: 2")).content_hash  # type: ignore[attr-defined]
    assert a == b != c


def test_unknown_field_names_file_line_card_and_field(tmp_path: Path) -> None:
    message = _error(
        tmp_path, GOOD.replace("    effect: boost", "    effect: boost\n    colour: red")
    )
    assert (
        "cards.yaml, line 8: card 'boost': field colour: Extra inputs are not permitted" in message
    )
    assert "unknown card 'boost'" not in message  # no knock-on error for the deck


def test_wrong_type(tmp_path: Path) -> None:
    message = _error(tmp_path, GOOD.replace("value: 1", "value: lots"))
    assert "line 3: card 'one': field value:" in message
    assert "integer" in message


def test_unknown_effect_keyword(tmp_path: Path) -> None:
    message = _error(tmp_path, GOOD.replace("effect: boost", "effect: explode"))
    assert "card 'boost': field effect:" in message
    assert "'boost' or 'cancel'" in message


def test_duplicate_id(tmp_path: Path) -> None:
    message = _error(tmp_path, GOOD.replace("id: boost", "id: one"))
    assert "card 'one': duplicate id (first defined at" in message


def test_deck_with_unknown_card(tmp_path: Path) -> None:
    message = _error(tmp_path, GOOD.replace("boost: 1}", "bost: 1}"))
    assert "deck 'small': unknown card 'bost'" in message


def test_yaml_syntax_error_names_line(tmp_path: Path) -> None:
    message = _error(tmp_path, GOOD.replace("kind: trick", "kind: [trick"))
    assert "cards.yaml, line" in message and "YAML syntax error" in message


def test_missing_folder(tmp_path: Path) -> None:
    with pytest.raises(CardsetError, match="no cardset files"):
        load_cardset("tally", TallyCard, root=tmp_path)


def test_schema_describes_cards_and_forbids_extras() -> None:
    schema = cardset_file_schema(TallyCard, "Tally cardset file")
    assert schema["title"] == "Tally cardset file"
    assert schema["additionalProperties"] is False
    card = schema["$defs"]["TallyCard"]
    assert card["additionalProperties"] is False
    assert "value" in card["properties"]


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ("decks: [hello]\n", r"line 1: deck #1: field \(the whole entry\): Input should be"),
        ("decks: [{id: d, name: D, cards: {one: true}}]\n", "deck 'd': field cards.one: Input"),
        ("decks: [{id: d, name: D, cards: {one: 1000000}}]\n", "count must be from 1 to 1000"),
        ("note: !!binary aGk=\n", "the YAML tag !!binary is not allowed"),
    ],
)
def test_bad_deck_entries_are_named(tmp_path: Path, extra: str, message: str) -> None:
    folder = tmp_path / "tally"
    folder.mkdir()
    (folder / "tally.yaml").write_text(GOOD)
    (folder / "zextra.yaml").write_text(extra)
    with pytest.raises(CardsetError, match=message) as err:
        load_cardset("tally", TallyCard, tmp_path)
    assert "zextra.yaml, line 1" in str(err.value)
