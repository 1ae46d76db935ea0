"""docs/scenario-format.md lists every built-in game's value keys as the games keep them
(issue 35: `damage.pN`, `attack`, `resources`, `priority` were documented nowhere)."""

from __future__ import annotations

from tabletop.engine.values_doc import BEGIN, DOC, END, page_with_block, render_block


def test_the_page_holds_the_value_keys_the_games_keep() -> None:
    page = DOC.read_text(encoding="utf-8")
    assert BEGIN in page and END in page
    assert page_with_block(page) == page, (
        "the value keys are out of date: run `python -m tabletop.engine.values_doc --write`"
    )
    block = render_block()
    for key in ("`damage.pN`", "`attack`", "`resources`", "`priority`", "`essence.pN`"):
        assert key in block, key


def test_the_block_is_added_once_and_then_replaced() -> None:
    page = "# Page\n\ntext\n"
    once = page_with_block(page)
    assert once.count(BEGIN) == 1 and once.startswith("# Page")
    assert page_with_block(once) == once
