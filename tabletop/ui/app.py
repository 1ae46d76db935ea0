"""The window and its scene stack. `run()` opens the app; tests drive `App.step` with
synthetic events."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from tabletop.ai.thinker import close_shared
from tabletop.engine.game import Game
from tabletop.ui import theme
from tabletop.ui.live_cards import LiveCards
from tabletop.ui.live_notice import LiveOverlay
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.files import FilesScene
from tabletop.ui.scenes.menu import TitleMenu
from tabletop.ui.scenes.puzzles import table_for
from tabletop.ui.settings import MIN_SIZE, Settings, load_settings, save_settings
from tabletop.ui.theme import TextCache

if TYPE_CHECKING:
    from tabletop.ui.live_notice import LiveOverlay

MAX_DT = 0.1
#: how long an idle app waits for an event before its timers and file watch look again
IDLE_WAIT_MS = 250
TOAST_SECONDS = 4.0


class App:
    """Owns the window, the settings and the stack of scenes (the top one gets the input)."""

    def __init__(
        self,
        size: tuple[int, int] | None = None,
        fullscreen: bool | None = None,
        settings: Settings | None = None,
    ) -> None:
        pygame.display.init()
        pygame.font.init()
        self._settings = settings if settings is not None else load_settings()
        if size is not None:
            self._settings = self._settings.with_size(size)
        if fullscreen is not None:
            self._settings = replace(self._settings, fullscreen=fullscreen)
        self._text = TextCache()
        self.scenes: list[Scene] = []
        self.toast = ""  # a word from the window itself ("the table needs at least ..."), on top
        self.toast_left = 0.0
        self.toast_error = True  # a refusal (red); else news (blue), such as new cards loaded
        self.running = True
        self.live: LiveOverlay | None = None  # live reload of cards and art (run() starts it)
        self.screen_kept = False  # see draw()
        self._last_frame: tuple[pygame.Surface, tuple[int, int], Scene] | None = None
        self.screen = self._open_window()
        pygame.display.set_caption("Tabletop")
        pygame.key.set_repeat(0)

    # --- Host ----------------------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        width, height = self.screen.get_size()
        return width, height

    @property
    def settings(self) -> Settings:
        return self._settings

    @property
    def text(self) -> TextCache:
        return self._text

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)

    def pop(self, scene: Scene) -> None:
        if scene in self.scenes:
            self.scenes.remove(scene)
            scene.closed()

    def replace(self, scene: Scene) -> None:
        for old in reversed(self.scenes):
            old.closed()
        self.scenes = [scene]

    def quit(self) -> None:
        self.running = False

    def open_title(self) -> None:
        self.replace(TitleMenu(self))

    def open_table(self, game: Game) -> None:
        self.replace(table_for(self, game))

    def open_files(self, mode: str) -> None:
        self.push(FilesScene(self, mode))

    def update_settings(self, settings: Settings) -> str | None:
        old = self._settings
        self._settings = settings
        if settings.size != old.size and not settings.fullscreen:
            self.screen = self._open_window()
            self._resized()
        return save_settings(settings)

    def toggle_fullscreen(self) -> None:
        if not self._settings.fullscreen and not _display_holds(MIN_SIZE):
            self.toast = f"Full screen needs a display of at least {MIN_SIZE[0]}×{MIN_SIZE[1]}"
            self.toast_left, self.toast_error = TOAST_SECONDS, True
            return
        self._settings = replace(self._settings, fullscreen=not self._settings.fullscreen)
        self.screen = self._open_window()
        self._resized()
        save_settings(self._settings)

    # --- window ----------------------------------------------------------------------------
    def _open_window(self) -> pygame.Surface:
        if self._settings.fullscreen and not _display_holds(MIN_SIZE):  # a smaller display now
            self._settings = replace(self._settings, fullscreen=False)
        if self._settings.fullscreen:
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            screen = pygame.display.set_mode(self._settings.size, pygame.RESIZABLE)
        return screen

    def _resized(self) -> None:
        for scene in self.scenes:
            scene.resize(self.size)

    def news(self, words: str, seconds: float) -> None:
        """Good news from the window (new cards loaded): said by the top scene when it has a
        place of its own for it (the deck builder's status lines, under its deck), else in a
        blue toast near the top."""
        if self.scenes and self.scenes[-1].hear(words):
            return
        self.toast, self.toast_left, self.toast_error = words, seconds, False

    def forget_screen(self) -> None:
        """Something besides the scenes painted the screen, or the system lost it: the next
        frame paints all of it."""
        self._last_frame = None

    # --- the loop --------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type in (pygame.VIDEOEXPOSE, pygame.WINDOWEXPOSED):
            self.forget_screen()
        elif event.type == pygame.VIDEORESIZE:
            if not self._settings.fullscreen:
                size = (max(MIN_SIZE[0], event.w), max(MIN_SIZE[1], event.h))
                if size != (event.w, event.h):  # say why the window snaps back
                    self.toast = f"The table needs at least {MIN_SIZE[0]}×{MIN_SIZE[1]}"
                    self.toast_left, self.toast_error = TOAST_SECONDS, True
                if self.screen.get_size() != size:
                    self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
                self._settings = self._settings.with_size(size)
                save_settings(self._settings)
            self._resized()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        elif self.live is not None and self.live.process_event(event):
            return
        elif self.scenes:
            self.scenes[-1].process_event(event)

    def idle(self) -> bool:
        """Nothing moves: the top scene is idle, no toast is counting down, the live-reload
        notice has nothing new, and the screen holds the last frame drawn."""
        live = self.live
        return (
            bool(self.scenes)
            and self.scenes[-1].idle()
            and self.toast_left <= 0
            and (live is None or live.notice is None)
            and self._last_frame is not None
        )

    def step(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: the events (default: the queue), the top scene's update, the drawing."""
        for event in pygame.event.get() if events is None else events:
            self.handle(event)
            if not self.running:
                return
        if self.live is not None:
            self.live.poll(self)
        if self.scenes:
            self.scenes[-1].update(min(dt, MAX_DT))
        self.toast_left = max(0.0, self.toast_left - min(dt, MAX_DT))
        self.draw()
        pygame.display.flip()

    def tick_quietly(self, dt: float) -> None:
        """A frame with no event while idle: timers and the file watch go on; the screen is
        drawn again only if that woke something (the next frame, busy, draws it)."""
        if self.live is not None:
            self.live.poll(self)
        if self.scenes:
            self.scenes[-1].update(min(dt, MAX_DT))

    def draw(self) -> None:
        """Paint from the highest opaque scene up (dialogs over what they cover).

        `screen_kept` tells the scene it draws whether the screen still holds exactly what
        that scene drew last frame: the same screen, the same size, the scene drawn alone,
        with no notice or toast over it. Such a scene may repaint only what it changes."""
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                start = index
                break
        if not self.scenes:
            self.screen.fill((0, 0, 0))
        drawn = self.scenes[start:]
        alone = drawn[0] if len(drawn) == 1 else None
        last = self._last_frame
        self.screen_kept = (
            alone is not None
            and last is not None
            and last[0] is self.screen
            and last[1] == self.screen.get_size()
            and last[2] is alone
        )
        for scene in drawn:
            scene.draw(self.screen)
        covered = False
        if self.live is not None:
            self.live.draw(self.screen, self._text)
            covered = self.live.notice is not None
        if self.toast and self.toast_left > 0:
            draw_toast(self.screen, self.toast, self._text, self.toast_error)
            covered = True
        self._last_frame = (
            None if covered or alone is None else (self.screen, self.screen.get_size(), alone)
        )

    def close(self) -> None:
        """Close the scenes and the window. pygame.font stays up: the renderer caches fonts
        for the whole process, and a closed font would crash the next app in this process."""
        for scene in reversed(self.scenes):
            scene.closed()
        self.scenes = []
        if self.live is not None:
            self.live.stop()
            self.live = None
        pygame.display.quit()


def draw_toast(surface: pygame.Surface, words: str, text: TextCache, error: bool = True) -> None:
    """A short word from the window, centred near the top, over every scene: red for a
    refusal, blue for news."""
    label = text.get(words, 18, theme.TEXT, bold=True)
    pill = label.get_rect(midtop=(surface.get_width() // 2, 64)).inflate(32, 18)
    pygame.draw.rect(surface, (120, 40, 36) if error else (32, 52, 84), pill, border_radius=12)
    pygame.draw.rect(surface, theme.PANEL_LINE, pill, 1, border_radius=12)
    surface.blit(label, label.get_rect(center=pill.center))


def run(
    *,
    game: Game | None = None,
    size: tuple[int, int] | None = None,
    fullscreen: bool = False,
) -> int:
    """Open the window: the table for `game` (each computer seat at the level of its seat word; a
    puzzle's table when the game has a goal), else the title menu. Returns the exit code.

    `size` None takes the size from the settings (1280x720 the first time).
    """
    app = App(size=size, fullscreen=fullscreen or None)
    app.live = LiveOverlay(LiveCards.start())
    app.push(table_for(app, game) if game is not None else TitleMenu(app))
    clock = pygame.time.Clock()
    try:
        while app.running:
            if app.idle():  # a still screen: sleep until an event, redraw only after one
                first = pygame.event.wait(IDLE_WAIT_MS)
                events = [] if first.type == pygame.NOEVENT else [first, *pygame.event.get()]
                dt = clock.tick() / 1000.0
                if events:
                    app.step(dt, events)
                else:
                    app.tick_quietly(dt)
            else:
                app.step(clock.tick(60) / 1000.0)
    finally:
        app.close()
        close_shared()  # the window is gone: so are the bots' worker and its pool
    return 0


def _display_holds(size: tuple[int, int]) -> bool:
    """Whether the display (the first one) is at least `size`: full screen takes its size,
    and the table is not laid out below its minimum."""
    sizes = pygame.display.get_desktop_sizes()
    return not sizes or (sizes[0][0] >= size[0] and sizes[0][1] >= size[1])
