"""The real-window tour of tests/ui/test_real_window.py, run by hand: under Xvfb, with real
mouse and keys (xdotool) into the real `tabletop` window, each game is started from the title
menu through New game, played a turn by mouse and one by keys, saved, loaded, its decks opened
in the deck builder and the simulate scene. It prints how long each step took and keeps every
screenshot (the X screen itself).

    apt-get install -y xvfb xdotool
    .venv/bin/python tools/xvfb_tour.py [OUTDIR] [GAME ...] [--simulate N] [--docs]

OUTDIR (default xvfb-shots/) gets the screenshots, `<game>-<step>.png`. --simulate N plays N
games per seat order in each simulate scene, to the report. --docs copies the pictures the
docs show to docs/images/ (`xvfb-*.png`, see docs/table.md, "In a real window").
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.ui.xtour import GAMES, Tour  # noqa: E402
from tests.ui.xwindow import AppWindow, Xvfb, missing_tools  # noqa: E402

#: the screenshots the docs show: the tour's name -> the docs' name
DOCS = {
    "title-menu": "xvfb-title-menu.png",
    "eoc-new-game": "xvfb-new-game.png",
    "clash-mouse": "xvfb-clash.png",
    "coe-keys": "xvfb-coe.png",
    "empyrean-mouse": "xvfb-empyrean.png",
    "eoc-table": "xvfb-eoc.png",
    "ucg-mouse": "xvfb-ucg.png",
    "load": "xvfb-load.png",
    "empyrean-simulate": "xvfb-simulate.png",
    "coe-deck-builder": "xvfb-deck-builder.png",
}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", nargs="?", default="xvfb-shots", type=Path)
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("--simulate", type=int, default=0, metavar="N")
    parser.add_argument("--docs", action="store_true", help="copy the docs' pictures")
    args = parser.parse_args(argv)
    missing = missing_tools()
    if missing:
        print(f"needs {' and '.join(missing)}: apt-get install -y xvfb xdotool", file=sys.stderr)
        return 2
    out = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    began = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="xvfb-tour-") as work:
        server = Xvfb()
        window: AppWindow | None = None
        try:
            window = AppWindow(server.display, Path(work) / "home", Path(work) / "logs")
            tour = Tour(window, out, fine=args.docs)
            tour.shot("first-start")
            tour.to_title()
            tour.shot("title-menu")
            for game_id in args.games:
                start = time.monotonic()
                done = tour.play(game_id, simulate_games=args.simulate)
                print(
                    f"{game_id}: {time.monotonic() - start:.1f} s "
                    f"({done['mouse']} moves by mouse, {done['keys']} by keys)"
                )
        finally:
            if window is not None:
                window.close()
            server.close()
    for step, seconds in sorted(tour.times.items(), key=lambda item: -item[1]):
        print(f"  {step}: {seconds:.1f} s")
    print(f"the tour: {time.monotonic() - began:.1f} s; screenshots in {out}")
    if args.docs:
        images = ROOT / "docs" / "images"
        for name, docs_name in DOCS.items():
            shot = out / f"{name}.png"
            if shot.is_file():
                shutil.copyfile(shot, images / docs_name)
                print(f"docs/images/{docs_name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
