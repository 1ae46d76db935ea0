"""Where the deck builder's parts go in a window of any size: the pool with its search and
filters on the left; the deck's name, Import and Export, the deck, its cost curve, what the
rules say of it, Save and Back on the right; the keys along the bottom."""

from __future__ import annotations

from dataclasses import dataclass

from pygame import Rect

MARGIN = 20
GAP = 12
TOP_ROW = 40
FILTER_ROW = 36
KEYS_ROW = 22
BUTTON_ROW = 44
STATUS_LINES = 3
STATUS_LINE = 20
LIST_ROW = 26
DECK_HEADER = 28  # the deck panel's first line: its size and what to drop there
FILE_ROW = 26
FILE_TITLE = 22
MIN_COLUMN = 290  # a pool or deck column: a card name, its cost and its type


@dataclass(frozen=True)
class Layout:
    game: Rect
    search: Rect
    filters: tuple[Rect, Rect, Rect, Rect]  # book deck, cost, type, keyword
    pool: Rect
    keys: Rect
    name: Rect
    import_button: Rect
    export_button: Rect
    deck: Rect
    curve: Rect
    status: Rect
    save_button: Rect
    back_button: Rect


def lay_out(size: tuple[int, int]) -> Layout:
    width, height = size
    left_w = width // 2 - MARGIN - GAP // 2
    right_x = width // 2 + GAP // 2
    right_w = width - MARGIN - right_x
    top = MARGIN - 4
    game_w = min(320, left_w * 2 // 5)
    game = Rect(MARGIN, top, game_w, TOP_ROW)
    search = Rect(game.right + GAP, top, left_w - game_w - GAP, TOP_ROW)
    filter_y = top + TOP_ROW + 8
    filter_w = (left_w - 3 * 8) // 4
    filters = tuple(
        Rect(MARGIN + i * (filter_w + 8), filter_y, filter_w, FILTER_ROW) for i in range(4)
    )
    pool_y = filter_y + FILTER_ROW + 10
    keys = Rect(MARGIN, height - MARGIN - KEYS_ROW + 6, width - 2 * MARGIN, KEYS_ROW)
    pool = Rect(MARGIN, pool_y, left_w, keys.y - 6 - pool_y)
    file_w = 130
    name = Rect(right_x, top, right_w - 2 * (file_w + 8), TOP_ROW)
    import_button = Rect(name.right + 8, top, file_w, TOP_ROW)
    export_button = Rect(import_button.right + 8, top, file_w, TOP_ROW)
    buttons_y = keys.y - 6 - BUTTON_ROW
    save_button = Rect(right_x + right_w - 2 * 170 - 10, buttons_y, 170, BUTTON_ROW)
    back_button = Rect(save_button.right + 10, buttons_y, 170, BUTTON_ROW)
    status_h = STATUS_LINES * STATUS_LINE
    status = Rect(right_x, buttons_y - 8 - status_h, right_w, status_h)
    curve_h = max(120, height // 6)
    curve = Rect(right_x + 8, status.y - 10 - curve_h, right_w - 16, curve_h)
    deck_y = filter_y
    deck = Rect(right_x, deck_y, right_w, curve.y - 10 - deck_y)
    return Layout(
        game=game,
        search=search,
        filters=(filters[0], filters[1], filters[2], filters[3]),
        pool=pool,
        keys=keys,
        name=name,
        import_button=import_button,
        export_button=export_button,
        deck=deck,
        curve=curve,
        status=status,
        save_button=save_button,
        back_button=back_button,
    )


def list_cells(box: Rect, count: int, first: int = 0) -> list[Rect]:
    """Rows of `box` in columns of at least MIN_COLUMN, filled down then across, for the
    entries from `first` on (as many as fit)."""
    columns = max(1, (box.w - 8) // MIN_COLUMN)
    column_w = (box.w - 8) // columns
    per_column = max(1, (box.h - 8) // LIST_ROW)
    shown = min(count - first, columns * per_column)
    return [
        Rect(
            box.x + 4 + (n // per_column) * column_w + 4,
            box.y + 4 + (n % per_column) * LIST_ROW,
            column_w - 8,
            LIST_ROW - 2,
        )
        for n in range(max(0, shown))
    ]


def rows_per_column(box: Rect) -> int:
    return max(1, (box.h - 8) // LIST_ROW)


def cells_per_page(box: Rect) -> int:
    columns = max(1, (box.w - 8) // MIN_COLUMN)
    return columns * rows_per_column(box)


def file_cells(area: Rect, count: int) -> list[Rect]:
    """Rows for the deck list files to pick from, under a title line in `area`."""
    top = area.y + FILE_TITLE
    fit = max(0, (area.bottom - top) // FILE_ROW)
    return [Rect(area.x, top + n * FILE_ROW, area.w, FILE_ROW - 3) for n in range(min(count, fit))]


def deck_list_box(deck_panel: Rect) -> Rect:
    """The part of the deck panel under its header, where the deck's lines go."""
    return Rect(deck_panel.x, deck_panel.y + DECK_HEADER, deck_panel.w, deck_panel.h - DECK_HEADER)
