"""The simulate scene's summary puts a figure that would be cut on two lines (the real-window
tour saw a level's thinking time cut at 1600x900: "(74.0 decisions a ga...")."""

from __future__ import annotations

from tabletop.ui.scenes.simulate_scene import _lines_of

LONG = "0.115 s a decision, 3.98 s a game (34.6 decisions a game), 30 iterations a decision"


def test_a_figure_too_wide_is_split_at_a_comma_and_nothing_is_lost() -> None:
    parts = _lines_of(LONG, wide=900, left=0, right=500)
    assert len(parts) == 2
    assert ", ".join(p.rstrip(",") for p in parts) == LONG
    assert _lines_of(LONG, wide=400, left=0, right=500) == [LONG]
    assert _lines_of("", wide=0, left=0, right=500) == []
