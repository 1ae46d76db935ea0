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


def test_a_long_report_path_keeps_its_end_on_a_line_of_its_own() -> None:
    """Issue 43: "Open report" lines were cut off at their end, the file's name lost."""
    from tabletop.ui.scenes.simulate_scene import path_lines

    def wide(words: str) -> int:
        return 8 * len(words)  # a monospaced stand-in: 8 px a character

    path = "/home/someone/.local/share/tabletop/simulations/clash-20261205-192233/report.html"
    lines = path_lines(f"Report: {path}", wide, 400)
    assert lines[0] == "Report:" and len(lines) == 2
    assert lines[1].startswith("…") and lines[1].endswith("clash-20261205-192233/report.html")
    assert all(wide(line) <= 400 for line in lines)
    assert path_lines("Report: /tmp/r.html", wide, 400) == ["Report: /tmp/r.html"]
