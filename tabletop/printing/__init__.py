"""Print-and-play output: card faces imposed on PDF pages, PNG files, Tabletop Simulator sheets.

Cards are always printed at full size; when they do not fit the paper, ``DoesNotFitError``
says so rather than scaling them.
"""

from tabletop.printing.calibration import print_calibration
from tabletop.printing.command import FaceSource, add_print_parser, run_print
from tabletop.printing.export import TtsExport, export_pngs, export_tts_sheet
from tabletop.printing.imposition import DoesNotFitError
from tabletop.printing.options import PrintOptions, parse_offset
from tabletop.printing.paper import PAPERS, Paper, parse_paper
from tabletop.printing.pdf import print_pdf
from tabletop.printing.report import PrintReport

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
