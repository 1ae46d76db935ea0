"""Saves: round trip, atomic writes, and a clear error for every kind of bad save."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import tabletop
from tabletop import SaveError
from tabletop.ai.random_bot import RandomBot
from tabletop.engine.saves import FORMAT_VERSION


def _played(moves: int = 12) -> tabletop.Game:
    game = tabletop.new_game("tally", seed=4, seats=("human", "human"))
    bot = RandomBot(4)
    for _ in range(moves):
        game.play(bot.choose(game, game.to_act[0]))
    return game


def test_save_contains_the_documented_fields(tmp_path: Path) -> None:
    game = _played()
    path = tmp_path / "a.json"
    game.save(path)
    data = json.loads(path.read_text())
    assert data["format"] == "tabletop-save"
    assert data["format_version"] == FORMAT_VERSION
    assert data["app_version"] == tabletop.__version__
    assert data["game"] == "tally"
    assert data["config"]["seed"] == 4
    assert data["cardsets"] == {"tally-base": game.rules.cardset.content_hash}
    assert len(data["commands"]) == 12
    assert data["fingerprint"] == game.fingerprint()


def test_load_replays_and_verifies(tmp_path: Path) -> None:
    game = _played()
    path = tmp_path / "a.json"
    game.save(path)
    loaded = tabletop.load_game(path)
    assert loaded.fingerprint() == game.fingerprint()
    assert loaded.commands == game.commands


def test_atomic_write_leaves_no_temp_files_and_replaces(tmp_path: Path) -> None:
    game = _played()
    path = tmp_path / "a.json"
    game.save(path)
    game.play(RandomBot(1).choose(game, game.to_act[0]))
    game.save(path)
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]
    assert tabletop.load_game(path).fingerprint() == game.fingerprint()


def _bad(tmp_path: Path, content: str | bytes) -> Path:
    path = tmp_path / "bad.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content)
    return path


def _expect(path: Path, match: str) -> None:
    before = path.read_bytes()
    with pytest.raises(SaveError, match=match) as err:
        tabletop.load_game(path)
    assert str(path) in str(err.value)
    assert path.read_bytes() == before  # never overwritten


def test_corrupt_save(tmp_path: Path) -> None:
    _expect(_bad(tmp_path, '{"format": "tabletop-save", oops}\n  \n'), "corrupt")


def test_truncated_save(tmp_path: Path) -> None:
    game = _played()
    good = tmp_path / "good.json"
    game.save(good)
    text = good.read_text()
    _expect(_bad(tmp_path, text[: len(text) // 2]), "truncated")


def test_empty_and_binary_saves(tmp_path: Path) -> None:
    _expect(_bad(tmp_path, ""), "empty")
    _expect(_bad(tmp_path, b"\xff\xfe\x00garbage"), "not a Tabletop save")


def test_foreign_json(tmp_path: Path) -> None:
    _expect(_bad(tmp_path, '{"name": "package.json"}'), "not a Tabletop save")


def test_unknown_game(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    _played(4).save(path)
    data = json.loads(path.read_text())
    data["game"] = data["config"]["game_id"] = "chess"
    path.write_text(json.dumps(data))
    _expect(path, "unknown game 'chess'")


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="no such save"):
        tabletop.load_game(tmp_path / "nope.json")


def test_format_1_save_loads_through_the_upcaster(tmp_path: Path) -> None:
    """Format 1 (players list, "moves") is converted to format 2 and replays."""
    game = _played(8)
    v1 = {
        "format": "tabletop-save",
        "format_version": 1,
        "app_version": "0.0.1",
        "game": "tally",
        "seed": 4,
        "players": [
            {"deck": "odds", "kind": "human", "name": "Player 1"},
            {"deck": "evens", "kind": "human", "name": "Player 2"},
        ],
        "options": game.config.options,
        "moves": [c.to_json() for c in game.commands],
        "fingerprint": game.fingerprint(),
    }
    path = tmp_path / "v1.json"
    path.write_text(json.dumps(v1))
    loaded = tabletop.load_game(path)
    assert loaded.fingerprint() == game.fingerprint()


def test_unwritable_save_location_is_explained(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(SaveError, match="could not save"):
        _played().save(blocker / "sub" / "a.json")


@pytest.mark.parametrize(
    ("where", "value", "message"),
    [
        (["commands"], {}, "commands must be a list of commands, not {}"),
        (["commands"], None, "commands must be a list of commands, not None"),
        (["commands", 0], [0, "x"], "a command is a list of 5 items"),
        (["commands", 0], [0, "play", None, "card:abc", []], "command target must be"),
        (["commands", 0], [0, "play", None, None, {}], "command args must be a list"),
        (["commands", 0], [0, "teleport", None, None, []], r"command 1 \('seat 0: telep"),
        (["config"], [], "config must be a mapping, not"),
        (["config", "seed"], "abc", "config.seed must be a whole number, not 'abc'"),
        (["config", "seed"], True, "config.seed must be a whole number, not True"),
        (["config", "seed"], 2.5, "config.seed must be a whole number"),
        (["config", "players"], 0, "is for 2-3 players, not 0"),
        (["config", "players"], "two", "config.players must be a whole number"),
        (["config", "decks"], ["odds"], "needs one deck per seat: 2, got 1"),
        (["config", "decks"], "odds", "decks must be a list of deck ids"),
        (["config", "decks"], ["odds", "zzz"], "has no deck 'zzz'"),
        (["config", "seats"], ["robot", "human"], "seat 1: 'robot' is not human, computer"),
        (["config", "names"], ["A"], "give one name for each of the 2 players, not 1"),
        (["config", "names"], {"a": 1}, "names must be a list of text"),
        (["config", "options"], [1], "config.options must be a mapping, not"),
        (["config", "options"], {"zz": 1}, "option zz: Extra inputs are not permitted"),
        (["config", "undo_policy"], "lax", "undo policy must be one of"),
        (["game"], "eoc", "config.game_id 'tally' is not game 'eoc'"),
        (["cardsets"], [1], "cardsets must be a mapping"),
        (["scenario"], "x", "scenario must be a mapping or null"),
        (["scenario"], {"zones": {"nope": []}}, "unknown zone 'nope'"),
        (["fingerprint"], None, "fingerprint must be text, not None"),
        (["format_version"], True, "no valid format version"),
        (["format_version"], FORMAT_VERSION + 1, "newer Tabletop"),
        (["cardsets", "tally-base"], "0" * 64, "cardset 'tally-base' changed"),
        (["commands", 3], [0, "teleport", None, None, []], "command 4 .* does not replay"),
        (["fingerprint"], "x", "fingerprint mismatch"),
    ],
)
def test_every_damaged_field_is_named(
    tmp_path: Path, where: list[str | int], value: object, message: str
) -> None:
    path = tmp_path / "g.json"
    _played(4).save(path)
    data = json.loads(path.read_text())
    parent = data
    for key in where[:-1]:
        parent = parent[key]
    parent[where[-1]] = value
    path.write_text(json.dumps(data))
    _expect(path, message)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
        (b'{"format": "tabletop-save", "format_version": 1, "players": ["a"]}', "old save"),
    ],
)
def test_hostile_files(tmp_path: Path, content: bytes, message: str) -> None:
    _expect(_bad(tmp_path, content), message)


def test_a_byte_order_mark_is_allowed(tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    game = _played(4)
    game.save(path)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert tabletop.load_game(path).fingerprint() == game.fingerprint()


def test_atomic_write_keeps_the_mode_and_refuses_a_folder(tmp_path: Path) -> None:
    from tabletop.engine.atomic import write_bytes_atomic

    target = tmp_path / "a.json"
    write_bytes_atomic(target, b"1")
    assert target.stat().st_mode & 0o777 == 0o644
    target.chmod(0o600)
    write_bytes_atomic(target, b"2")
    assert target.stat().st_mode & 0o777 == 0o600 and target.read_bytes() == b"2"
    with pytest.raises(IsADirectoryError):
        write_bytes_atomic(tmp_path, b"3")
    with pytest.raises(SaveError, match="could not save: it is a folder"):
        _played(2).save(tmp_path)


def test_a_format_2_save_upcasts_and_replays(tmp_path: Path) -> None:
    """Format 2 kept the flow's queue among the values: its commands replay to the same game."""
    old = Path(__file__).parent / "data" / "tally-format2.json"
    data = json.loads(old.read_text())
    assert data["format_version"] == 2
    game = tabletop.load_game(old)
    assert game.result is not None
    assert len(game.commands) == len(data["commands"])
    fresh = tmp_path / "again.json"
    game.save(fresh)
    again = json.loads(fresh.read_text())
    assert again["format_version"] == FORMAT_VERSION
    assert tabletop.load_game(fresh).fingerprint() == again["fingerprint"]


def test_a_format_4_save_of_a_tie_loads_as_a_draw(tmp_path: Path) -> None:
    """Format 4 listed both seats of a tie among the winners (the rulebooks' README: equal
    scores with no tie-break left are a draw). The save, written by the app before the outcome
    type, still loads: the same commands, the same reason, now read as a draw."""
    old = Path(__file__).parent / "data" / "tally-format4-tie.json"
    data = json.loads(old.read_text())
    assert data["format_version"] == 4 and data["finished"] is True
    game = tabletop.load_game(old)
    assert game.result is not None
    assert (game.result.winners, game.result.drawn) == ((), (0, 1))
    assert game.result.reason == "highest score after 8 rounds"
    assert game.result.points(0) == game.result.points(1) == 0.5
    fresh = tmp_path / "again.json"
    game.save(fresh)
    assert tabletop.load_game(fresh).fingerprint() == json.loads(fresh.read_text())["fingerprint"]


def test_an_unfinished_format_4_save_still_checks_its_fingerprint(tmp_path: Path) -> None:
    """Only a finished game's state changed shape in format 5: an unfinished format 4 save
    whose fingerprint does not match is refused, as before."""
    game = tabletop.new_game("tally", seed=1, seats=("computer", "computer"))
    game.play(game.legal()[0])
    path = tmp_path / "old.json"
    game.save(path)
    data = json.loads(path.read_text())
    data["format_version"], data["finished"] = 4, False
    path.write_text(json.dumps(data))
    assert tabletop.load_game(path).fingerprint() == data["fingerprint"]
    data["fingerprint"] = "0" * 64
    path.write_text(json.dumps(data))
    with pytest.raises(tabletop.SaveError, match="fingerprint mismatch"):
        tabletop.load_game(path)
