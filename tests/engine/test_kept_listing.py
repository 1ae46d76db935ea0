"""engine/kept_listing.py: a memo of commands by source card, made once and kept."""

from __future__ import annotations

import pytest

from tabletop.engine import kept_listing
from tabletop.engine.commands import Command
from tabletop.engine.kept_listing import KeptCommands, kept_commands


def test_a_kept_command_is_the_command_a_lister_would_build() -> None:
    memo = KeptCommands(1, "buy", "zone:p1.discard")
    assert memo[7] == Command(1, "buy", 7, "zone:p1.discard")
    assert memo[7] is memo[7]
    assert KeptCommands(0, "end")[3] == Command(0, "end", 3)


def test_one_memo_a_seat_kind_and_target() -> None:
    assert kept_commands(0, "activate", "zone:p0.play") is kept_commands(
        0, "activate", "zone:p0.play"
    )
    assert kept_commands(0, "activate", "zone:p0.play") is not kept_commands(
        1, "activate", "zone:p1.play"
    )


def test_a_memo_forgets_when_full(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(kept_listing, "KEPT_AT_MOST", 3)
    memo = KeptCommands(0, "scrap")
    for source in range(5):
        assert memo[source] == Command(0, "scrap", source)
    assert len(memo) <= 3
