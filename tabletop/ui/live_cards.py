"""Live reload: cardset files and card art edited while the app runs are picked up and redrawn.

`LiveCards` reads the `FileWatcher`'s queue once a frame. An edited picture
(``assets/art/<game>/<card_id>.png``) is redrawn at once. An edited cardset
(``<cardsets>/<game>/*.yaml``) is loaded and validated again: a broken edit keeps the last good
cards and its message stays on screen until the file is fixed; good new cards are used at once
when no game of that game is open, else they wait: the game in progress keeps the cards it
started with until the player chooses "Restart with the new cards" (same seats, decks, seed).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from tabletop.cards.cardset import Cardset, cardsets_root, load_cardset
from tabletop.engine.api import new_game_like
from tabletop.engine.errors import TabletopError
from tabletop.engine.game import Game
from tabletop.engine.registry import get_rules
from tabletop.games.base import CardGame
from tabletop.render.assets import assets_dir
from tabletop.ui.cards import CardArt
from tabletop.ui.file_watch import FileWatcher
from tabletop.ui.scene import Host
from tabletop.ui.scenes.table import TableScene

if TYPE_CHECKING:
    from tabletop.ui.scene import Scene
    from tabletop.ui.scenes.table import TableScene


class App(Host, Protocol):
    """What the live reload asks of the app's window (ui/app.App gives it): a scene's host,
    with its scenes (to find the tables of a game) and a word of news."""

    scenes: list[Scene]

    def news(self, words: str, seconds: float) -> None: ...


def install_cardset(rules: CardGame, cardset: Cardset) -> None:
    """Make ``cardset`` the game's cards (``CardGame.cardset`` is a cached property: this sets
    its cached value; every later read, and every new game, sees the new cards)."""
    rules.__dict__["cardset"] = cardset


def _game_under(path: Path, root: Path) -> str | None:
    """The first folder of ``path`` below ``root`` (the game id), or None if not below it."""
    try:
        parts = path.resolve().relative_to(root.resolve()).parts
    except ValueError:
        return None
    return parts[0] if len(parts) >= 2 else None


@dataclass
class LiveCards:
    """What changed on disk and what the player is told about it."""

    watcher: FileWatcher
    cardsets: Path
    art: Path
    #: game id -> the message of its broken cardset (the last good cards are still in use)
    errors: dict[str, str] = field(default_factory=dict)
    #: game id -> new good cards waiting for the game in progress to restart
    pending: dict[str, Cardset] = field(default_factory=dict)
    #: what the notice says after a reload went through ("" when nothing)
    note: str = ""
    #: the player chose "Keep playing": no notice about waiting cards until the next change
    hidden: bool = False

    @classmethod
    def start(cls) -> LiveCards:
        """Watch the app's cardsets folder and the art folder."""
        cardsets, art = cardsets_root(), assets_dir() / "art"
        watched = [cardsets, art if art.is_dir() else assets_dir()]
        return cls(FileWatcher(watched).start(), cardsets, art)

    def stop(self) -> None:
        self.watcher.stop()

    # --- once a frame ------------------------------------------------------------------
    def poll(self, app: App) -> None:
        changed = self.watcher.changes()
        if not changed:
            return
        games = {g for p in changed if p.suffix == ".yaml" and (g := _game_under(p, self.cardsets))}
        art = {g for p in changed if (g := _game_under(p, self.art)) is not None}
        for game_id in sorted(games):
            self.reload(app, game_id)
        if art:
            self.redraw(app)

    def settle(self, app: App) -> None:
        """Waiting cards whose game is no longer open are used now."""
        for game_id in [g for g in self.pending if self.table_of(app, g) is None]:
            rules = get_rules(game_id)
            assert isinstance(rules, CardGame)
            install_cardset(rules, self.pending.pop(game_id))

    def reload(self, app: App, game_id: str) -> None:
        """Load and validate ``game_id``'s cardset again, and use it or say why not."""
        try:
            rules = get_rules(game_id)
        except TabletopError:
            return
        if not isinstance(rules, CardGame) or rules.cardsets_root is not None:
            return  # a plugin's cards live in its own package
        try:
            cardset = load_cardset(game_id, rules.card_model(), self.cardsets)
        except (TabletopError, ValueError, OSError) as exc:
            self.errors[game_id] = str(exc)
            self.pending.pop(game_id, None)
            self.note = ""
            return
        self.errors.pop(game_id, None)
        if self.table_of(app, game_id) is not None:
            self.pending[game_id] = cardset
            self.hidden = False
            self.note = ""
        else:
            install_cardset(rules, cardset)
            self.pending.pop(game_id, None)
            self.note = f"{rules.title}: new cards loaded"

    def redraw(self, app: App) -> None:
        """Draw every card again (a picture changed): on the tables, in the deck builder and
        in any other open scene that keeps card pictures (`art`)."""
        for scene in app.scenes:
            art = getattr(scene, "art", None)
            if isinstance(art, CardArt):
                art.clear()

    # --- the game in progress ----------------------------------------------------------
    @staticmethod
    def tables(app: App) -> list[TableScene]:
        return [s for s in app.scenes if isinstance(s, TableScene)]

    def table_of(self, app: App, game_id: str) -> TableScene | None:
        found = [t for t in self.tables(app) if t.game.rules.id == game_id]
        return found[-1] if found else None

    def restart(self, app: App, game_id: str) -> None:
        """Start the open game again with the new cards (same seats, decks, options, seed)."""

        cardset = self.pending.pop(game_id, None)
        table = self.table_of(app, game_id)
        if cardset is None or table is None:
            return
        rules = table.game.rules
        assert isinstance(rules, CardGame)
        old = rules.cardset
        install_cardset(rules, cardset)
        try:
            game = restarted(table.game)
        except (TabletopError, ValueError) as exc:
            install_cardset(rules, old)
            self.errors[game_id] = f"cannot restart with the new cards: {exc}"
            return
        self.note = f"{rules.title}: restarted with the new cards"
        app.open_table(game)


def restarted(game: Game) -> Game:
    """A new game with ``game``'s settings."""
    return new_game_like(game.config)
