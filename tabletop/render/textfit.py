"""Setting text into a box: word wrap and shrink-to-fit, measured with the real fonts.

Nothing here draws; the result says which line goes where, so the same code serves the renderer
and ``check_fit``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from tabletop.render.fonts import font

ELLIPSIS = "…"
#: no card line holds more characters than this (a line of zero-width marks would otherwise be
#: measured whole, and measuring is slow for long runs of them)
MAX_LINE_CHARS = 400
PARAGRAPH_GAP = 0.35  # extra space between paragraphs, in line heights
RULE_GAP = 0.8  # space taken by the rule above flavour text, in line heights


@dataclass(frozen=True)
class Paragraph:
    """One paragraph set in one font file; ``ruled`` draws a thin rule above it (flavour)."""

    text: str
    font_file: str
    ruled: bool = False


@dataclass(frozen=True)
class SetLine:
    text: str
    font_file: str
    y: int  # top of the line, relative to the box


@dataclass(frozen=True)
class SetBlock:
    """Text set in a box: its size, lines, rules (y of each flavour rule) and height used."""

    size_px: int
    lines: tuple[SetLine, ...]
    rules: tuple[int, ...]
    height: int
    truncated: bool


def longest_fitting(f: pygame.font.Font, text: str, width: int, end: str = "") -> int:
    """How many leading characters of ``text`` (followed by ``end``) fit in ``width`` pixels.

    Prefixes of 1, 2, 4... characters until one does not fit, then halving: about 2 log2(n)
    measurements of at most twice the answer, so cutting a long text into lines costs
    n log n, not n squared (a 20 KB card name once took 25 s to fit).
    """

    def fits(count: int) -> bool:
        return f.size(text[:count] + end)[0] <= width

    longest = min(len(text), MAX_LINE_CHARS)
    low, high = 0, 1  # text[:low] fits (0 by definition); is text[:high] too long?
    while high < longest and fits(high):
        low, high = high, high * 2
    if high >= longest:
        if fits(longest):
            return longest
        high = longest
    while high - low > 1:
        mid = (low + high) // 2
        if fits(mid):
            low = mid
        else:
            high = mid
    return low


def _split_long_word(f: pygame.font.Font, word: str, width: int) -> list[str]:
    pieces: list[str] = []
    while word:
        take = max(1, longest_fitting(f, word, width))  # a glyph wider than the box goes alone
        pieces.append(word[:take])
        word = word[take:]
    return pieces


def wrap(f: pygame.font.Font, text: str, width: int, most: int | None = None) -> list[str]:
    """Greedy word wrap of one paragraph to ``width`` pixels; over-long words are split.
    ``most``: stop once that many lines are set (the rest could not fit anyway)."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        if most is not None and len(lines) >= most:
            return lines
        candidate = f"{current} {word}" if current else word
        short = len(candidate) <= MAX_LINE_CHARS
        if short and f.size(candidate)[0] <= width:
            current = candidate
            continue
        if current:
            lines.append(current)
        if len(word) <= MAX_LINE_CHARS and f.size(word)[0] <= width:
            current = word
        else:
            *whole, current = _split_long_word(f, word, width)
            lines.extend(whole)
    if current:
        lines.append(current)
    return lines


def _layout(paragraphs: Sequence[Paragraph], size: int, width: int, height: int) -> SetBlock:
    """The paragraphs set at ``size``; lines past ``height`` are set only until the block is
    known to overflow (a 10,000-character text is not wrapped whole at every size tried)."""
    lines: list[SetLine] = []
    rules: list[int] = []
    y = 0
    for index, para in enumerate(paragraphs):
        f = font(para.font_file, size)
        step = f.get_linesize()
        if index:
            y += round(step * PARAGRAPH_GAP)
        if para.ruled:
            rules.append(y + round(step * RULE_GAP / 2))
            y += round(step * RULE_GAP)
        if y > height and lines:  # a line at least, so a box too low still reads as cut
            break
        for line in wrap(f, para.text, width, most=max(1, (height - y) // step + 2)):
            lines.append(SetLine(line, para.font_file, y))
            y += step
    return SetBlock(size, tuple(lines), tuple(rules), y, truncated=False)


def _truncate(block: SetBlock, height: int) -> SetBlock:
    """Keep the lines that fit in ``height``; end the last kept one with an ellipsis."""
    if not block.lines:
        return block
    step = font(block.lines[0].font_file, block.size_px).get_linesize()
    kept = [line for line in block.lines if line.y + step <= height]
    if kept:
        last = kept[-1]
        kept[-1] = SetLine(last.text.rstrip(" .,;:") + ELLIPSIS, last.font_file, last.y)
    rules = tuple(r for r in block.rules if r < height)
    used = kept[-1].y + step if kept else 0
    return SetBlock(block.size_px, tuple(kept), rules, used, truncated=True)


def fit_block(
    paragraphs: Sequence[Paragraph], width: int, height: int, max_px: int, floor_px: int
) -> SetBlock:
    """The largest size in ``floor_px..max_px`` at which the paragraphs fit the box.

    If they do not fit even at ``floor_px``, the block is set at ``floor_px`` and cut to the box
    (``truncated`` is then True): text never overflows.
    """
    paragraphs = [p for p in paragraphs if p.text.strip()]
    floor_px = max(1, min(floor_px, max_px))
    if not paragraphs:
        return SetBlock(max_px, (), (), 0, truncated=False)
    low, high = floor_px, max_px
    best: SetBlock | None = None
    while low <= high:
        mid = (low + high) // 2
        block = _layout(paragraphs, mid, width, height)
        if block.height <= height and all(
            font(line.font_file, mid).size(line.text)[0] <= width for line in block.lines
        ):
            best = block
            low = mid + 1
        else:
            high = mid - 1
    if best is not None:
        return best
    return _truncate(_layout(paragraphs, floor_px, width, height), height)


@dataclass(frozen=True)
class SetText:
    """One line of text fitted to a width: the size chosen and the (maybe shortened) text."""

    text: str
    size_px: int
    truncated: bool


def fit_line(text: str, font_file: str, width: int, max_px: int, floor_px: int) -> SetText:
    """Shrink one line from ``max_px`` down to ``floor_px`` until it fits; else cut with '…'."""
    floor_px = max(1, min(floor_px, max_px))
    for size in range(max_px, floor_px - 1, -1) if len(text) <= MAX_LINE_CHARS else ():
        if font(font_file, size).size(text)[0] <= width:
            return SetText(text, size, truncated=False)
    f = font(font_file, floor_px)
    cut = text[: longest_fitting(f, text, width, ELLIPSIS)]
    return SetText(cut.rstrip() + ELLIPSIS if cut else "", floor_px, truncated=True)
