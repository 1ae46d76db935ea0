"""Fitting text costs about n log n in its length, not n squared: counted, not timed.

A 20 KB card name once took 25 s to validate; these tests count the characters handed to the
font for measuring, which grew with the square of the text's length.
"""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.render import textfit
from tabletop.render.fonts import font as real_font
from tabletop.render.textfit import MAX_LINE_CHARS, Paragraph, fit_block, fit_line

FONT = "DejaVuSansCondensed.ttf"


class _Counting:
    """A font that counts the characters it is asked to measure."""

    measured = 0

    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def size(self, text: str) -> tuple[int, int]:
        _Counting.measured += len(text)
        return self.inner.size(text)  # type: ignore[no-any-return]

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> type[_Counting]:
    monkeypatch.setattr(textfit, "font", lambda file, size: _Counting(real_font(file, size)))
    _Counting.measured = 0
    return _Counting


@pytest.mark.parametrize("text", ["W" * 10_000, "\u0301" * 10_000, "a\u0301" * 5_000])
def test_one_long_line_is_cut_in_n_log_n(counted: type[_Counting], text: str) -> None:
    fitted = fit_line(text, FONT, 300, 40, 12)
    assert fitted.truncated and len(fitted.text) <= MAX_LINE_CHARS + 1
    assert counted.measured < 30 * len(text)  # cutting one character at a time: ~n*n/2


@pytest.mark.parametrize("text", ["W" * 10_000, "Wide word " * 1_000, "\u0301" * 10_000])
def test_a_long_paragraph_is_set_in_n_log_n(counted: type[_Counting], text: str) -> None:
    block = fit_block([Paragraph(text, FONT)], 300, 400, 40, 12)
    assert block.height <= 400
    assert counted.measured < 100 * len(text)


def test_a_text_far_too_long_for_its_box_costs_what_a_full_box_does(
    counted: type[_Counting],
) -> None:
    """`tabletop validate` took 0.45 s a card for 10,000-character texts: every size tried
    wrapped the whole text, though only a box's worth of lines can ever be shown. The
    measuring for a text 20 times as long is the same as for one that just overflows."""
    box = (300, 120)
    fit_block([Paragraph("Wide word " * 50, FONT)], *box, 40, 12)
    just_over = counted.measured
    counted.measured = 0
    block = fit_block([Paragraph("Wide word " * 1_000, FONT)], *box, 40, 12)
    assert block.truncated and block.height <= box[1]
    assert counted.measured <= 1.2 * just_over


@pytest.mark.parametrize("height", [-30, -2, 0, 5])
def test_a_box_lower_than_a_line_says_its_text_was_cut(height: int) -> None:
    """With lines past the box left unset, a box with no room for one line came back empty
    and "not cut", and the card layout chose the largest art for a text it could not show."""
    block = fit_block([Paragraph("End of the game: draw a card", FONT)], 100, height, 12, 9)
    assert block.truncated and not block.lines
