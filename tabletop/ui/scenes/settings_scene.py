"""Settings: window size, fullscreen, animation and computer speed, the cores the computer
thinks on, auto-pass, test games; saved as JSON."""

from __future__ import annotations

from dataclasses import replace

import pygame

from tabletop.ui import theme
from tabletop.ui.scene import Host, Scene
from tabletop.ui.settings import ANIMATION_SPEEDS, COMPUTER_SPEEDS, WINDOW_SIZES, core_choices
from tabletop.ui.widgets import Button, Cycle, column, draw_title, key_focus


class SettingsScene(Scene):
    def idle(self) -> bool:
        return True  # nothing moves here until an input event

    def __init__(self, host: Host) -> None:
        super().__init__(host)
        self.note = ""
        s = host.settings
        sizes = [f"{w}x{h}" for w, h in WINDOW_SIZES]
        current = f"{s.width}x{s.height}"
        if current not in sizes:
            sizes.insert(0, current)
        self.size_field = Cycle("Window", sizes, sizes.index(current), self._size)
        self.full_field = Cycle("Fullscreen (F11)", ["no", "yes"], int(s.fullscreen), self._full)
        anims = list(ANIMATION_SPEEDS)
        self.anim_field = Cycle("Animation", anims, anims.index(s.animation), self._anim)
        speeds = list(COMPUTER_SPEEDS)
        self.cpu_field = Cycle("Computer speed", speeds, speeds.index(s.computer_speed), self._cpu)
        cores = core_choices()
        if str(s.cores) not in cores:
            cores.append(str(s.cores))
        self.cores_field = Cycle(
            "Computer thinks on (cores)", cores, cores.index(str(s.cores)), self._cores
        )
        self.pass_field = Cycle(
            "Auto-pass when nothing is left (EoC)",
            ["no", "yes"],
            int(s.auto_pass),
            self._auto_pass,
        )
        self.hold_field = Cycle(
            "Never end a phase for me (every game)",
            ["no", "yes"],
            int(s.never_end_my_phase),
            self._hold,
        )
        self.test_field = Cycle(
            "Show test games", ["no", "yes"], int(s.show_test_games), self._tests
        )
        self.back = Button("Back", lambda: self.host.pop(self), primary=True)
        self.widgets: list[Button] = [
            self.size_field,
            self.full_field,
            self.anim_field,
            self.cpu_field,
            self.cores_field,
            self.pass_field,
            self.hold_field,
            self.test_field,
            self.back,
        ]
        self.resize(host.size)

    def resize(self, size: tuple[int, int]) -> None:
        """The fields stacked under the title and its hint line (never over it), with room
        under Back for the note; a little lower each in a small window."""
        top = 136
        area = pygame.Rect(0, top, size[0], size[1] - top - 40)
        count, gap = len(self.widgets), 12
        height = max(36, min(48, (area.h - gap * (count - 1)) // count))
        for widget, rect in zip(self.widgets, column(area, count, height, gap, 460), strict=True):
            widget.rect = rect

    def _store(self, **changes: object) -> None:
        error = self.host.update_settings(replace(self.host.settings, **changes))  # type: ignore[arg-type]
        self.note = error or "Saved."

    def _size(self, index: int) -> None:
        w, h = (int(v) for v in self.size_field.value.split("x"))
        self._store(width=w, height=h)

    def _full(self, index: int) -> None:
        if bool(index) != self.host.settings.fullscreen:
            self.host.toggle_fullscreen()
        self.note = "Saved."

    def _anim(self, index: int) -> None:
        self._store(animation=self.anim_field.value)

    def _cpu(self, index: int) -> None:
        self._store(computer_speed=self.cpu_field.value)

    def _cores(self, index: int) -> None:
        self._store(cores=int(self.cores_field.value))

    def _auto_pass(self, index: int) -> None:
        self._store(auto_pass=bool(index))

    def _hold(self, index: int) -> None:
        self._store(never_end_my_phase=bool(index))

    def _tests(self, index: int) -> None:
        self._store(show_test_games=bool(index))

    def process_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.host.pop(self)
            return
        if key_focus(self.widgets, event):
            return
        for widget in self.widgets:
            if widget.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT_DARK)
        draw_title(surface, "Settings", 50)
        hint = self.host.text.get("click to change (right-click goes back)", 16, theme.TEXT_DIM)
        surface.blit(hint, hint.get_rect(midtop=(surface.get_width() // 2, 110)))
        for widget in self.widgets:
            widget.draw(surface, self.host.text)
        if self.note:
            note = self.host.text.get(self.note, 16, theme.TEXT_DIM)
            surface.blit(
                note, note.get_rect(midtop=(surface.get_width() // 2, self.back.rect.bottom + 16))
            )
