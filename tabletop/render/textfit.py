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


def _split_long_word(f: pygame.font.Font, word: str, width: int) -> list[str]:
    pieces: list[str] = []
    current = ""
    for ch in word:
        if current and f.size(current + ch)[0] > width:
            pieces.append(current)
            current = ch
        else:
            current += ch
    if current:
        pieces.append(current)
    return pieces


def wrap(f: pygame.font.Font, text: str, width: int) -> list[str]:
    """Greedy word wrap of one paragraph to ``width`` pixels; over-long words are split."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        candidate = f"{current} {word}" if current else word
        if f.size(candidate)[0] <= width:
            current = candidate
            continue
        if current:
            lines.append(current)
        if f.size(word)[0] <= width:
            current = word
        else:
            *whole, current = _split_long_word(f, word, width)
            lines.extend(whole)
    if current:
        lines.append(current)
    return lines


def _layout(paragraphs: Sequence[Paragraph], size: int, width: int) -> SetBlock:
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
        for line in wrap(f, para.text, width):
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
        block = _layout(paragraphs, mid, width)
        if block.height <= height and all(
            font(line.font_file, mid).size(line.text)[0] <= width for line in block.lines
        ):
            best = block
            low = mid + 1
        else:
            high = mid - 1
    if best is not None:
        return best
    return _truncate(_layout(paragraphs, floor_px, width), height)


@dataclass(frozen=True)
class SetText:
    """One line of text fitted to a width: the size chosen and the (maybe shortened) text."""

    text: str
    size_px: int
    truncated: bool


def fit_line(text: str, font_file: str, width: int, max_px: int, floor_px: int) -> SetText:
    """Shrink one line from ``max_px`` down to ``floor_px`` until it fits; else cut with '…'."""
    floor_px = max(1, min(floor_px, max_px))
    for size in range(max_px, floor_px - 1, -1):
        if font(font_file, size).size(text)[0] <= width:
            return SetText(text, size, truncated=False)
    f = font(font_file, floor_px)
    cut = text
    while cut and f.size(cut + ELLIPSIS)[0] > width:
        cut = cut[:-1]
    return SetText(cut.rstrip() + ELLIPSIS if cut else "", floor_px, truncated=True)
