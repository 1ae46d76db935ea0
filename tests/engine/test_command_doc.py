"""Issue 35, "every command in words": docs/commands.md is what the generator writes from
the rules (so it cannot drift), and it names every command kind of every built-in game."""

from __future__ import annotations

from tabletop.engine.command_doc import DOC, builtin_games, gather, kinds_of, render
from tabletop.engine.command_survey import survey
from tabletop.engine.flow import FlowRules
from tabletop.engine.registry import get_rules


def test_the_committed_page_is_what_the_rules_write() -> None:
    written = DOC.read_text(encoding="utf-8")
    assert written == render(), (
        "docs/commands.md is out of date: run `python -m tabletop.engine.command_doc --write`"
    )


def test_every_command_kind_of_every_game_is_on_the_page() -> None:
    written = DOC.read_text(encoding="utf-8")
    for game_id in builtin_games():
        rules = get_rules(game_id)
        assert f"(`{game_id}`)" in written
        assert isinstance(rules, FlowRules)
        for kind in rules.flow.moves:
            if kind != "continue":
                assert f"`{kind}`" in written, (game_id, kind)
        assert "continue" not in kinds_of(rules)


def test_each_example_is_a_legal_command_with_the_words_the_game_gives_it() -> None:
    import tabletop

    found = survey("coe", games=1, most=150)
    assert {"resource", "pay", "end"} <= set(found.kinds)
    for facts in found.kinds.values():
        example = facts.example
        game = tabletop.new_game("coe", seed=example.seed)
        game.play_all(example.line)
        assert example.command in game.legal()
        assert game.describe(example.command) == example.words


def test_places_differing_by_a_number_are_said_once() -> None:
    assert gather({"your r1", "your r2", "your r3", "hand"}) == ["hand", "your r1-3"]
    assert gather({"c1", "c2", "c4"}) == ["c1/2/4"]
    assert gather({"market.s2"}) == ["market.s2"]
