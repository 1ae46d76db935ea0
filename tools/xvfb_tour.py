"""The real-window tour of tests/ui/test_real_window.py, run by hand: under Xvfb, with real
mouse and keys (xdotool) into the real `tabletop` window, each game is started from the title
menu through New game, played a turn by mouse and one by keys, saved, loaded, its decks opened
in the deck builder and the simulate scene. It prints how long each step took and keeps every
screenshot (the X screen itself, `<game>-<step>.png`).

    apt-get install -y xvfb xdotool
    .venv/bin/python tools/xvfb_tour.py [OUTDIR] [GAME ...] [--players N] [--size WxH]
    .venv/bin/python tools/xvfb_tour.py --docs      # the docs' real-window pictures

OUTDIR defaults to xvfb-shots/. --simulate N plays N games per seat order in each simulate
scene, to the report. --docs runs the five games at 1600x900 (a simulation in Clash's), then
3-player Empyrean at 1280x720 (in OUTDIR/3p/; then a few more turns and the log drawer), then
EoC until it asks for a cost and has nothing left to prepare (OUTDIR/eoc/), EoC at the
computer's fast pace until a banner tells an attack's result, then a creature hovered
(OUTDIR/banner/), the fullest 3-player board opened from Scenarios with a card hovered
(OUTDIR/full/), and copies the pictures the docs show to docs/images/ (DOCS below;
docs/table.md).
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.ui.xtour import GAMES, Tour, is_card_move  # noqa: E402
from tests.ui.xwindow import AppWindow, Xvfb, center, missing_tools  # noqa: E402

#: the screenshots the docs show: the tour's name -> the docs' name
DOCS = {
    "eoc-new-game": "xvfb-new-game.png",
    "eoc-mouse": "xvfb-eoc.png",
    "clash-simulate": "xvfb-simulate.png",
    "3p/empyrean-keys": "xvfb-empyrean-3p.png",
    "3p/empyrean-log": "table-empyrean-3p-log.png",
    "eoc/eoc-paying": "table-eoc-paying.png",
    "eoc/eoc-nothing-left": "table-eoc-nothing-left.png",
    "banner/eoc-banner": "table-eoc-banner.png",
    "banner/eoc-hover": "table-eoc-hover.png",
    "full/empyrean-full-hover": "table-empyrean-3p-full-hover.png",
}
#: the fullest 3-player Empyrean board (tests/ui/test_cards_you_can_read.py): four cards
#: with might on every row
ROW = ("ashigaru", "onna-musha", "bushi-samurai", "hatamoto-samurai")
FULLEST = [
    "game: empyrean",
    "seed: 1",
    "decks: [samurai, samurai, samurai]",
    "seats: [human, computer, computer]",
    "battlefields: [frozen-pass, whispering-woods, starfall-ridge, sky-bridge]",
    "round: 6",
    "first: 0",
    "phase: reveal",
    "zones:",
    *(
        line
        for seat in range(3)
        for line in (
            f"  p{seat}.deck: [sohei, sohei]",
            f"  p{seat}.hand: [itako, itako, ninja, oni, metsubushi]",
            *(
                row
                for bf in (1, 2, 3)
                for row in (
                    f"  p{seat}.bf{bf}:",
                    *(
                        f"    - {{card: {name}, face_up: true, counters: {{might: {n + 10}}}}}"
                        for n, name in enumerate(ROW)
                    ),
                )
            ),
        )
    ),
]
#: a banner that tells an attack's result says one of these
RESULT_WORDS = ("damage", "destroyed", "defeated")
#: EoC's prompts the pictures of paying and of nothing left to prepare show
EOC_MOMENTS = {"eoc-paying": "still owed", "eoc-nothing-left": "nothing left to prepare"}
#: turns by mouse before the 3-player log's picture (some might on the battlefields)
LOG_TURNS = 4


def log_drawer(steps: Tour) -> None:
    """3-player Empyrean played on a few turns by mouse, then L: the log as a drawer."""
    steps.new_game("empyrean", 3)
    for turn in range(LOG_TURNS):
        steps.mouse_turn(f"empyrean-3p-{turn}")
    steps.window.rest_mouse()
    steps.my_move()
    steps.window.key("l")
    steps.window.wait(lambda s: s["table"]["log_open"], "L to open the log")
    steps.shot("empyrean-log")
    steps.window.key("l")


def eoc_moments(steps: Tour) -> None:
    """EoC played by mouse, cards before buttons, until the table has asked for a card's cost
    (paying) and said nothing is left to prepare: a picture of each."""
    steps.new_game("eoc")
    wanted = dict(EOC_MOMENTS)
    for _ in range(60):
        state = steps.my_move()
        table = state["table"]
        for name, words in list(wanted.items()):
            if words in table["prompt"]:
                steps.shot(name)
                del wanted[name]
        if not wanted or table["over"]:
            break
        cards = [m for m in table["moves"] if is_card_move(m)]
        steps.gesture(state, steps.pick.choice(cards or table["moves"]))
    assert not wanted, f"EoC never showed {list(wanted)}"


def fullest_board(steps: Tour) -> None:
    """The fullest 3-player board, opened from the title menu's Scenarios with a click, and
    the real mouse over Player 2's Hatamoto Samurai on battlefield 2: its hover copy whole."""
    folder = steps.window.home / "scenarios"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "fullest-three-player-board.yaml"
    path.write_text("\n".join(FULLEST) + "\n", encoding="utf-8")
    state = steps.to_title()
    steps.press(state, "Scenarios")
    state = steps.wait_top("FilesScene")
    row = next(r for r in state["files"] if Path(r["path"]) == path)
    steps.window.click(center(row["rect"]))
    state = steps.window.wait(
        lambda s: s.get("top") == "TableScene" and bool(s["table"]["cards"]), "the scenario"
    )
    card = next(c for c in state["table"]["cards"] if (c["card"], c["zone"]) == (ROW[-1], "p1.bf2"))
    steps.window.move(card["point"])
    steps.window.wait(lambda s: s["table"]["hover"] == card["iid"], "the hover copy")
    time.sleep(0.2)
    steps.window.shot(steps.shots / "empyrean-full-hover.png", fine=True)


def creature_hover(steps: Tour) -> None:
    """The mouse over a creature in play (not the essence under it): its hover copy, the
    values in play over the printed ones."""
    state = steps.my_move()
    creatures = [
        c
        for c in state["table"]["cards"]
        if c["zone"].split(".")[-1] in ("c1", "c2", "c3") and not c["attached"]
    ]
    assert creatures, "no creature in play"
    card = creatures[-1]
    steps.window.move(card["point"])
    steps.window.wait(lambda s: s["table"]["hover"] == card["iid"], "the hover copy")
    time.sleep(0.2)
    steps.window.shot(steps.shots / "eoc-hover.png", fine=True)


def eoc_banner(steps: Tour) -> None:
    """EoC by mouse, attacks first, at the computer's fast pace, until a banner in the bar
    tells an attack's result: its picture while it shows."""
    steps.new_game("eoc")
    window = steps.window

    def told(state: dict[str, Any]) -> bool:
        beat = (state.get("table") or {}).get("beat") or {}
        words = " ".join([beat.get("title", ""), *beat.get("lines", [])]).lower()
        return any(word in words for word in RESULT_WORDS)

    for _ in range(120):
        state = window.wait(
            lambda s: (
                told(s)
                or bool(s.get("table", {}).get("settled"))
                or bool(s.get("table", {}).get("over"))
            ),
            "a result banner or the person's move",
            60,
        )
        if told(state):
            window.rest_mouse()  # the hover copy of the card the drag ended on closes
            window.wait(lambda s: s["table"]["hover"] is None, "the hover copy to close", 2)
            window.shot(steps.shots / "eoc-banner.png", fine=True)
            creature_hover(steps)
            return
        table = state["table"]
        assert not table["over"], "the game ended with no result banner"
        attacks = [m for m in table["moves"] if "attack" in m["command"]["kind"]]
        cards = [m for m in table["moves"] if is_card_move(m)]
        steps.gesture(state, steps.pick.choice(attacks or cards or table["moves"]))
    raise AssertionError("no banner told an attack's result")


def tour(
    out: Path,
    games: list[str],
    size: tuple[int, int] = (1600, 900),
    players: int | None = None,
    simulate: int = 0,
    fine: bool = False,
    simulated: tuple[str, ...] = GAMES,
    then: Callable[[Tour], None] | None = None,
    settings: dict[str, Any] | None = None,
) -> None:
    """The tour of `games` in a window of `size`, its screenshots in `out`; in the games
    `simulated`, `simulate` games per seat order are played to the report; `then` goes on
    from the title menu before the window closes."""
    began = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="xvfb-tour-") as work:
        server = Xvfb(size)
        window: AppWindow | None = None
        try:
            home, logs = Path(work) / "home", Path(work) / "logs"
            window = AppWindow(server.display, home, logs, size=size, settings=settings)
            steps = Tour(window, out, fine=fine)
            steps.shot("first-start")
            steps.to_title()
            steps.shot("title-menu")
            for game_id in games:
                start = time.monotonic()
                runs = simulate if game_id in simulated else 0
                done = steps.play(game_id, runs, players)
                print(
                    f"{game_id}: {time.monotonic() - start:.1f} s "
                    f"({done['mouse']} moves by mouse, {done['keys']} by keys)"
                )
            if then is not None:
                then(steps)
        finally:
            if window is not None:
                window.close()
            server.close()
    for step, seconds in sorted(steps.times.items(), key=lambda item: -item[1]):
        print(f"  {step}: {seconds:.1f} s")
    print(f"the tour: {time.monotonic() - began:.1f} s; screenshots in {out}")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", nargs="?", default="xvfb-shots", type=Path)
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("--simulate", type=int, default=0, metavar="N")
    parser.add_argument("--players", type=int, default=None, help="(default: New game's)")
    parser.add_argument("--size", default="1600x900", help="the window (default 1600x900)")
    parser.add_argument("--docs", action="store_true", help="make the docs' pictures")
    args = parser.parse_args(argv)
    missing = missing_tools()
    if missing:
        print(f"needs {' and '.join(missing)}: apt-get install -y xvfb xdotool", file=sys.stderr)
        return 2
    out = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    width, height = (int(n) for n in args.size.lower().split("x"))
    if args.docs:  # the simulate scene's picture shows a summary
        tour(out, args.games, (width, height), args.players, 1, True, ("clash",))
    else:
        tour(out, args.games, (width, height), args.players, args.simulate)
    if args.docs:
        tour(out / "3p", ["empyrean"], (1280, 720), 3, 0, fine=True, then=log_drawer)
        tour(out / "eoc", [], fine=True, then=eoc_moments)
        fast = {"computer_speed": "fast"}
        tour(out / "banner", [], fine=True, then=eoc_banner, settings=fast)
        tour(out / "full", [], fine=True, then=fullest_board)
        images = ROOT / "docs" / "images"
        for name, docs_name in DOCS.items():
            shutil.copyfile(out / f"{name}.png", images / docs_name)
            print(f"docs/images/{docs_name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
