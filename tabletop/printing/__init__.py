"""Print-and-play output: card faces imposed on PDF pages, PNG files, Tabletop Simulator sheets.

Cards are always printed at full size; when they do not fit the paper, ``DoesNotFitError``
says so rather than scaling them.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tabletop.printing.calibration import print_calibration
    from tabletop.printing.choices import FaceSource
    from tabletop.printing.command import run_print
    from tabletop.printing.export import TtsExport, export_pngs, export_tts_sheet
    from tabletop.printing.imposition import DoesNotFitError
    from tabletop.printing.options import PrintOptions, parse_offset
    from tabletop.printing.paper import PAPERS, Paper, parse_paper
    from tabletop.printing.parser import add_print_parser
    from tabletop.printing.pdf import print_pdf
    from tabletop.printing.report import PrintReport

#: the module of each name (loaded on first use, so the print parser stays light)
_WHERE: dict[str, str] = {
    "print_calibration": "tabletop.printing.calibration",
    "FaceSource": "tabletop.printing.choices",
    "add_print_parser": "tabletop.printing.parser",
    "run_print": "tabletop.printing.command",
    "TtsExport": "tabletop.printing.export",
    "export_pngs": "tabletop.printing.export",
    "export_tts_sheet": "tabletop.printing.export",
    "DoesNotFitError": "tabletop.printing.imposition",
    "PrintOptions": "tabletop.printing.options",
    "parse_offset": "tabletop.printing.options",
    "PAPERS": "tabletop.printing.paper",
    "Paper": "tabletop.printing.paper",
    "parse_paper": "tabletop.printing.paper",
    "print_pdf": "tabletop.printing.pdf",
    "PrintReport": "tabletop.printing.report",
}


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'tabletop.printing' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


__all__ = [
    "DoesNotFitError",
    "FaceSource",
    "PAPERS",
    "Paper",
    "PrintOptions",
    "PrintReport",
    "TtsExport",
    "add_print_parser",
    "export_pngs",
    "export_tts_sheet",
    "parse_offset",
    "parse_paper",
    "print_calibration",
    "print_pdf",
    "run_print",
]
