"""The one loop: window, clock, events → actions, the scene stack, toasts.

Everything a frame does happens in step(): read events (script steps are
posted first, as real events), let the app handle window-level ones (quit,
resize, F11, pads plugged in), hand Actions to the top scene, update it with
the elapsed time, then draw. Stack changes requested during a frame are
applied at its end, so a scene never runs half-removed.

The windowed loop (run) sleeps while nothing moves: when the top scene does
not want frames (Scene.wants_frames), no message is showing and no input came
for a couple of frames, it waits for the next event instead of drawing the
same picture again (a still menu or board costs next to no CPU). Headless runs,
scripts and `--frames` runs step every frame exactly as before.
"""
from __future__ import annotations

import gc
import os
import sys
import time
from pathlib import Path

from .launch import MAX_WINDOW, MIN_WINDOW, LaunchOptions


def prepare_environment(headless: bool) -> None:
    """Must run before pygame initialises its video and audio drivers."""
    if headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    _return_freed_memory()


def _return_freed_memory() -> None:
    """Let glibc give large freed blocks (window-sized surfaces) back to the system.

    glibc raises its mmap threshold each time a large mmapped block is freed,
    so after a few window resizes every new surface comes from the heap and
    RSS never shrinks again (measured: 500 MB after resizing to 4K and back).
    A fixed threshold keeps big allocations in mmap, returned when freed.
    Elsewhere (Windows, macOS, musl) there is nothing to do."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes
    try:
        # glibc's own name: ctypes.util.find_library would run ldconfig in a subprocess at every start
        libc = ctypes.CDLL("libc.so.6")
        mallopt = libc.mallopt
    except (OSError, AttributeError):
        return
    M_TRIM_THRESHOLD, M_MMAP_THRESHOLD = -1, -3
    mallopt(M_MMAP_THRESHOLD, 256 * 1024)
    mallopt(M_TRIM_THRESHOLD, 1024 * 1024)
    global _malloc_trim
    _malloc_trim = getattr(libc, "malloc_trim", None)


# glibc's malloc_trim, or None: the heap's free pages between live blocks (text, sprites, a closed scene's
# smaller surfaces) are given back only by it, not by the trim threshold, which releases the heap's top
_malloc_trim = None


def give_back_free_pages() -> None:
    """Return the heap's free pages to the system (glibc; elsewhere nothing). After closing scenes:
    bench.monkey's peak at 1920x1080 was 175.6 MB without it, 166.9 with it (8,000 events), at a median
    0.16 ms a call (max 14 ms, after the frame's flip)."""
    if _malloc_trim is not None:
        _malloc_trim(0)


import pygame  # noqa: E402  (after the environment is set by main.py)

from . import backdrop, input as inp  # noqa: E402
from .audio import Audio  # noqa: E402
from .scene import Scene  # noqa: E402
from ..storage.settings import SETTINGS_FILE, Settings, describe_ignored  # noqa: E402
from ..storage import Storage, StorageError  # noqa: E402
from .data_folder import user_data_dir  # noqa: E402
from ..storage.autosave import Autosave  # noqa: E402
from ..storage.library import Library  # noqa: E402
from .theme import Theme, scale_ui  # noqa: E402
from ..core.thinking import Thinker  # noqa: E402

TOAST_SECONDS = 4.5
IDLE_WAIT_SECONDS = 0.5    # a still loop wakes this often without input: time-driven state (autosave problems) moves on
IDLE_POLL_SECONDS = 0.01   # how often a still loop looks for input: the most a click waits (pygame's own wait polls each ms)
IDLE_AFTER_FRAMES = 2      # frames drawn after the last input before sleeping (work a scene leaves for "the next frame")


MAX_TOAST_CHARS = 400
MAX_MESSAGES = 200


class Toast:
    """A message shown for a few seconds; laid out once per window width, not every frame."""

    def __init__(self, text: str, kind: str) -> None:
        text = "".join(c if c.isprintable() or c == "\n" else "?" for c in text[:MAX_TOAST_CHARS + 1])
        if len(text) > MAX_TOAST_CHARS:
            text = text[: MAX_TOAST_CHARS - 1] + "…"
        self.text, self.kind, self.age = text, kind, 0.0
        self._panel: tuple | None = None    # (layout key, rendered panel without its fade)

    def panel(self, width: int, scale: float, palette) -> pygame.Surface:
        key = (width, scale, palette.name)
        if self._panel is None or self._panel[0] != key:
            s = scale
            size = int(24 * s)
            lines = Theme.wrap(self.text, size, int(width * 0.7))[:8]
            surfs = [Theme.text(line, size, palette.text) for line in lines]
            tw = max(sf.get_width() for sf in surfs) + int(32 * s)
            th = sum(sf.get_height() for sf in surfs) + int(20 * s)
            panel = pygame.Surface((tw, th), pygame.SRCALPHA)
            edge = palette.bad if self.kind == "error" else palette.accent
            pygame.draw.rect(panel, (*palette.panel, 240), panel.get_rect(), border_radius=10)
            pygame.draw.rect(panel, (*edge, 255), panel.get_rect(), width=2, border_radius=10)
            ty = int(10 * s)
            for sf in surfs:
                panel.blit(sf, ((tw - sf.get_width()) // 2, ty))
                ty += sf.get_height()
            self._panel = (key, panel)
        return self._panel[1]


class App:
    def __init__(self, options: LaunchOptions | None = None) -> None:
        self.options = options or LaunchOptions()
        prepare_environment(self.options.headless)
        pygame.init()
        pygame.key.set_repeat(320, 55)
        self.headless = os.environ.get("SDL_VIDEODRIVER") == "dummy"
        self.storage = Storage(self.options.data_dir or user_data_dir())
        self.storage.sweep_temp_files()
        self.messages: list[Toast] = []   # every message shown, for tests and the log
        self._toasts: list[Toast] = []
        self.settings = self._load_settings()
        if self.options.fullscreen:
            self.settings.fullscreen = True
        self.theme = Theme(self.settings.palette)
        self.audio = Audio(self.settings)
        if self.audio.problem:
            self.notify(self.audio.problem)
        self.input = inp.InputMapper()
        self.seed = self.options.seed
        self.windowed_size = self.options.size
        self.windowed_position: tuple[int, int] | None = None   # where the window stood before fullscreen
        self.f11_held = False      # F11 is down: key repeat's KEYDOWNs (which look like presses) toggle nothing
        pygame.display.set_caption("Senket · Senet · Pente")
        from .icon import draw_icon
        pygame.display.set_icon(draw_icon(64))     # drawn in code, like the launcher's picture
        self.screen = self._open_window(self.settings.fullscreen)
        self.clock = pygame.time.Clock()
        self.stack: list[Scene] = []
        self._ops: list[tuple] = []
        self.frame = 0
        self.running = True
        self.fixed_dt = 1 / 60 if self.headless else None
        self.script = list(self.options.script)
        self.frame_times: list[float] = []
        self.shown_at = (0.0, 0.0)     # perf_counter and thread_time when the last frame was flipped (the benches)
        self._collect_due = False      # a scene was closed: its cycles are collected after the frame is shown
        self._after_flip: list = []    # work handed to ``after_flip``, done once this frame is on the screen
        self._window_drawn: tuple = ()         # the scenes the last frame drew, on ``_window_screen``
        self._window_screen = None
        self._toast_rects: list = []           # where the last frame's toasts were
        self.window_extra: list | None = None  # while drawing: what a scene drawn alone again must also draw again
        self.quiet_frames = 0          # frames in a row without any event
        # computer seats think in a worker process; headless runs answer in process, frame-exact
        self.thinker = Thinker(in_process=self.headless)
        self.autosave = Autosave(self.storage)   # every board scene's match is kept after each move
        self.library = Library(self.storage)     # saved and finished games
        # a new game replacing the kept unfinished one first puts that one among the saved games
        self.autosave.set_aside = self._set_aside
        self.autosave.bring_back = self._newest_set_aside
        self.autosave.before_overwrite = self.library.flush   # a finished game leaves the slot once it is kept
        self._autosave_problem: str | None = None
        self._library_problem: str | None = None

    def _set_aside(self, record) -> None:
        """Keep the unfinished game a new one replaces among the saved games. A game the player also saved
        under a name (the newest such save whose moves begin this game's) is said in the copy's meta
        (``SAVED_AS``): the Games list then shows the two as one row, under the player's name, at the newest
        move (they were listed twice)."""
        from ..core import records
        named = self._named_save_of(record)
        meta = {k: v for k, v in record.meta.items() if k != SAVED_AS}
        if named is not None:
            meta[SAVED_AS] = named
        record = records.Record(record.game, record.options, record.seed, record.start, record.actions,
                                record.result, meta)
        self.library.save(record, set_aside_name(record.spec.name))

    def _named_save_of(self, record) -> dict | None:
        """{"file", "name"} of the newest unfinished save of this very game (``meta.match``) whose moves begin
        ``record``'s, or None. Read as plain JSON (no replay): it runs once, when a game is set aside."""
        import json
        from ..storage.library import _slug
        game_id = record.meta.get("match")
        if not game_id:
            return None
        aside = _slug(set_aside_name(record.spec.name))
        actions = list(record.actions)
        for path in self.library.files(record.game, written=False):
            if aside in path.name or path.name.startswith("finished-"):
                continue
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
                meta, moves = data.get("meta") or {}, list(data.get("actions") or [])
            except (OSError, ValueError, AttributeError, TypeError):
                continue
            if (meta.get("match") == game_id and data.get("result") is None and isinstance(meta.get("name"), str)
                    and moves == actions[:len(moves)]):
                return {"file": path.name, "name": meta["name"]}
        return None

    def _newest_set_aside(self, finished_game: str, finished_actions: list):
        """The newest unfinished game set aside for another (any game), and how to remove its file; or None.
        A set-aside copy whose moves begin the game just finished is that game's past, not another game."""
        from ..core.registry import games
        from ..storage.library import _slug       # the file name the library gave it
        found = []
        for spec in games():
            slug = _slug(set_aside_name(spec.name))
            for path in self.library.files(spec.id, written=False):    # set-aside copies: saved at once
                if slug in path.name:
                    try:
                        found.append((path.stat().st_mtime, path))
                    except OSError:
                        pass
        for _, path in sorted(found, reverse=True):
            entry = self.library.entry(path)
            record = entry.record
            if record is None or record.result is not None or record.summary[1] is not None:
                continue
            if record.game == finished_game and list(record.actions) == finished_actions[:len(record.actions)]:
                continue
            return record, lambda: self.library.delete(path)
        return None

    # --- settings ------------------------------------------------------------
    def _load_settings(self) -> Settings:
        try:
            data = self.storage.read_json(SETTINGS_FILE)
        except StorageError as exc:
            self.notify(f"{exc}. Using default settings.", "error")
            return Settings()
        if data is None and not os.path.lexists(self.storage.path(SETTINGS_FILE)):
            return Settings()               # first start (a file holding JSON null is reported below)
        settings, ignored = Settings.from_dict(data)
        if ignored:
            self.storage.mark_damaged(SETTINGS_FILE)   # the next save keeps a copy of what was there
            self.notify(describe_ignored(ignored), "error")
        return settings

    def save_settings(self) -> bool:
        try:
            self.storage.write_json(SETTINGS_FILE, self.settings.to_dict())
            return True
        except StorageError as exc:
            self.notify(str(exc), "error")
            return False

    def apply_settings(self) -> None:
        """Make the current settings take effect now, then save them."""
        self.theme.set_palette(self.settings.palette)
        self.audio.apply(self.settings)
        if self.is_fullscreen != self.settings.fullscreen:
            self.set_fullscreen(self.settings.fullscreen, save=False)
        for scene in self.stack:
            scene.layout(self.screen.get_size())
        self.save_settings()

    # --- window ----------------------------------------------------------------
    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        self.is_fullscreen = fullscreen
        return screen

    def set_fullscreen(self, on: bool, save: bool = True) -> None:
        """Without a window manager SDL leaves a fullscreen window where the window stood (a 1920x1080
        "fullscreen" at (320,140), half off the screen): the window goes to the screen's corner first,
        and back to where it stood, wholly on the screen, when it leaves fullscreen."""
        leaving_window = not self.is_fullscreen
        if leaving_window:
            self.windowed_size = self.screen.get_size()
            if on and not self.headless:
                self.windowed_position = pygame.display.get_window_position()
                if len(pygame.display.get_desktop_sizes()) == 1:   # one screen: its corner is (0, 0)
                    pygame.display.set_window_position((0, 0))
        self.screen = self._open_window(on)
        if not on and not leaving_window and not self.headless:
            desktop = pygame.display.get_desktop_sizes()[0]
            pygame.display.set_window_position(
                place_on_screen(self.windowed_position, self.screen.get_size(), desktop))
        self.settings.fullscreen = on
        self._relayout()
        if save:
            self.save_settings()

    def resize(self, size: tuple[int, int]) -> None:
        size = (min(MAX_WINDOW[0], max(MIN_WINDOW[0], size[0])), min(MAX_WINDOW[1], max(MIN_WINDOW[1], size[1])))
        if self.is_fullscreen:
            return
        self.windowed_size = size
        if self.screen.get_size() != size:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        elif all(tuple(scene.size) == size for scene in self.stack):
            return   # the size every scene is laid out for (a window manager's repeat): nothing to make anew
        self._relayout()

    def _relayout(self) -> None:
        self.collect_closed()      # the closed scenes' surfaces go before the new size's are made
        self.window_touched()
        for scene in self.stack:
            scene.layout(self.screen.get_size())

    @property
    def scale(self) -> float:
        """Text and widget size: what the window gives (scale_ui) times the player's UI scale setting."""
        return max(0.6, min(2.0, scale_ui(self.screen.get_size()) * self.settings.ui_scale / 100))

    # --- scene stack -----------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    @property
    def stack_settled(self) -> bool:
        """No change of the stack is waiting to be applied (this frame's last one is being applied)."""
        return not self._ops

    def push(self, scene: Scene) -> None:
        self._ops.append(("push", scene))

    def pop(self) -> None:
        self._ops.append(("pop", None))

    def replace(self, scene: Scene) -> None:
        self._ops.append(("replace", scene))

    def pop_to_root(self) -> None:
        self._ops.append(("root", None))

    def apply_stack_changes(self) -> None:
        while self._ops:
            op, scene = self._ops.pop(0)
            if self.top is not None:
                self.top.leave()
            if op in ("pop", "replace") and self.stack:
                self.stack.pop().close()
                self._collect_due = True
                self.window_touched()       # the closed scene is not kept alive past the collection below
            elif op == "root":
                while len(self.stack) > 1:
                    self.stack.pop().close()
                    self._collect_due = True
                self.window_touched()
                backdrop.let_go_of_spare()      # the scene it was kept for is gone
            if scene is not None:
                if not scene.transparent:
                    backdrop.let_go_of_spare()  # kept for a dialog over the scene below, which this one covers
                self.collect_closed()     # before a new scene makes its surfaces: the peak holds one set, not two
                scene.layout(self.screen.get_size())
                self.stack.append(scene)
            if self.top is not None:
                self.top.enter()
            if not self.stack:
                self.running = False
            self._tell_covered()

    def _tell_covered(self) -> None:
        """``Scene.covered`` for every scene under the topmost opaque one: none of them is drawn now."""
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].transparent:
            first -= 1
        for scene in self.stack[:max(0, first)]:
            scene.covered()

    def after_flip(self, job) -> None:
        """Run ``job()`` once this frame is on the screen, in the time the loop waits for the next frame: work
        that must be done soon but need not delay a picture (starting the computer player's worker)."""
        if job not in self._after_flip:
            self._after_flip.append(job)

    def collect_closed(self) -> None:
        """Collect the scenes closed since the last call, if any.

        A scene and its buttons' bound methods form reference cycles: without a collection its window-sized
        surfaces stay until Python's occasional full GC (measured: 300 MB held). A full collection takes
        2-7 ms with a board open (objects made since ``main.settle_memory`` froze the start-up's; ~10 ms
        without that freeze), so a scene closed alone (a dialog or the pause menu back to the board) is
        collected after the frame that shows the scene under it is on the screen (``step``), in the time
        the loop waits for the next frame, not before it is drawn. A new scene or a new window size
        collects first, before making its surfaces (issue 39).

        (Giving the heap's free pages back before every new scene too, not only after a collection, lowered
        bench.monkey's peak by 3.6 MB but made the board frames that followed 0.2-0.3 ms slower at the
        median in bench.frames: not kept; the font cache's bound did as much, ``Theme.font``.)"""
        if self._collect_due:
            self._collect_due = False
            gc.collect()
            give_back_free_pages()

    # --- messages ----------------------------------------------------------------
    def notify(self, text: str, kind: str = "info") -> None:
        """A message on screen for a few seconds (errors in red); never blocks play.

        The same message again while it is still on screen starts its few seconds over instead of
        standing twice (a refused move tried twice at a small window stacked two identical toasts)."""
        toast = Toast(text, kind)
        self.messages.append(toast)
        del self.messages[:-MAX_MESSAGES]      # the in-app log is bounded
        self._toasts = [t for t in self._toasts if (t.text, t.kind) != (toast.text, toast.kind)]
        self._toasts.append(toast)
        del self._toasts[:-3]

    # --- frames --------------------------------------------------------------------
    SCRIPT_STEPS_PER_FRAME = 200   # SDL's event queue holds a few thousand events: the rest wait a frame

    def _feed_script(self) -> None:
        n = 0
        while self.script and self.script[0].frame <= self.frame and n < self.SCRIPT_STEPS_PER_FRAME:
            step = self.script.pop(0)
            post_step(self, step)
            n += 1

    def handle_event(self, event: pygame.event.Event) -> None:
        t = event.type
        if t == pygame.QUIT:
            self.quit()
            return
        if t == pygame.VIDEORESIZE and not self.is_fullscreen:
            self.resize(event.size)
            return
        if t in (pygame.KEYDOWN, pygame.KEYUP) and event.key == pygame.K_F11:
            # pygame's key repeat (set_repeat above) sends a held F11 as more KEYDOWNs with nothing to tell
            # them from presses: each toggled, and a window rebuilt under a held key toggled on and on
            if t == pygame.KEYDOWN and not self.f11_held:
                self.set_fullscreen(not self.is_fullscreen)
            self.f11_held = t == pygame.KEYDOWN
            return
        if t in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.f11_held = False      # another key or a click: any F11 repeat has stopped (a lost KEYUP costs nothing)
        actions = self.input.translate(event)
        for note in self.input.notices:
            self.notify(note)
        self.input.notices.clear()
        for action in actions:
            self.dispatch(action)

    def dispatch(self, action: inp.Action) -> None:
        if self.top is not None and self.running:
            self.top.handle(action)

    def step(self, dt: float | None = None, draw: bool = True) -> None:
        """Run one frame: events, actions, update, stack changes, draw."""
        t0 = time.perf_counter()
        if dt is None:
            dt = self.fixed_dt if self.fixed_dt is not None else min(0.1, self.clock.tick(60) / 1000)
        self.apply_stack_changes()
        self._feed_script()
        events = pygame.event.get()
        for event in events:
            self.handle_event(event)
            self.apply_stack_changes()
        self.quiet_frames = 0 if events else self.quiet_frames + 1
        for action in self.input.update(dt):
            self.dispatch(action)
        if self.top is not None:
            self.top.update(dt)
        self.apply_stack_changes()
        self.autosave.settle()       # a game finished this frame: its record is handed over, the slot goes
        if self.library.problem != self._library_problem:
            self._library_problem = self.library.problem
            if self._library_problem:
                self.notify(self._library_problem, "error")
        if self.autosave.problem != self._autosave_problem:
            self._autosave_problem = self.autosave.problem
            if self._autosave_problem:
                self.notify(self._autosave_problem, "error")
        for toast in self._toasts:
            toast.age += dt
        self._toasts = [t for t in self._toasts if t.age < TOAST_SECONDS]
        if draw and self.running:
            self.draw()
            pygame.display.flip()
        self.shown_at = (time.perf_counter(), time.thread_time())
        self.collect_closed()     # after the flip: the frame is on the screen, the collection is not in it
        jobs, self._after_flip = self._after_flip, []
        for job in jobs:
            job()
        self.frame += 1
        self.frame_times.append(time.perf_counter() - t0)
        del self.frame_times[:-1000]

    # --- sleeping while nothing moves ---------------------------------------------------
    def idle(self) -> bool:
        """Nothing moves and nothing is due without input: the loop may sleep until the next event.

        Only the top scene is asked: it alone is updated; a scene under an overlay is covered
        by the overlay's frozen picture of it."""
        top = self.top
        return (top is not None and self.running and not self._ops and not self._toasts and not self.script
                and self.quiet_frames >= IDLE_AFTER_FRAMES
                and not self.input.holding                      # a held pad direction repeats
                and not top.wants_frames())

    @property
    def may_sleep(self) -> bool:
        """Only the windowed loop sleeps: headless runs (fixed frame time) and `--frames` runs step every frame."""
        return self.fixed_dt is None and self.options.frames is None

    def wait_for_input(self, timeout: float) -> bool:
        """Sleep until an event is queued (True, left in the queue for the next frame) or timeout passes (False).

        pygame's event.wait polls every millisecond (about 2 % of a core); looking every
        IDLE_POLL_SECONDS costs a fraction of that and answers a click within one poll."""
        end = time.monotonic() + timeout
        while not pygame.event.peek():
            if time.monotonic() >= end:
                return False
            time.sleep(IDLE_POLL_SECONDS)
        return True

    def idle_step(self) -> None:
        """One turn of the loop while idle: sleep until input, then an ordinary frame.

        Input after a long sleep gets a frame with the ordinary frame time (the clock is
        restarted), so whatever it starts animates from its beginning. With no input,
        the frame is updated and not drawn: nothing on screen would change."""
        t0 = time.perf_counter()
        arrived = self.wait_for_input(IDLE_WAIT_SECONDS)
        if arrived and time.perf_counter() - t0 < 1 / 60:
            self.step()                    # input came at once: a normal frame, paced as usual
        elif arrived:
            self.clock.tick()              # restart the frame clock after the sleep
            self.step(dt=1 / 60)
        else:
            self.step(dt=min(0.1, self.clock.tick() / 1000), draw=False)

    def draw(self) -> None:
        if not self.stack:
            return
        first = len(self.stack) - 1
        while first > 0 and not self.stack[first].covers_window():
            first -= 1
        drawn = tuple(self.stack[first:])
        # a scene drawn alone on the window it drew alone last frame may draw only what changed (``window_extra``:
        # what else was drawn over it since, the toasts; game/ui/damage.py); anything else draws whole
        kept = (len(drawn) == 1 and drawn == self._window_drawn and self.screen is self._window_screen)
        self.window_extra = list(self._toast_rects) if kept else None
        try:
            for scene in drawn:
                scene.draw(self.screen)
        finally:
            self.window_extra = None
        self._window_drawn, self._window_screen = drawn, self.screen
        self._toast_rects = self._draw_toasts()

    @property
    def toasts_shown(self) -> bool:
        """The last frame drew toasts over the scenes (a picture taken of the window then holds them)."""
        return bool(self._toast_rects)

    def window_touched(self) -> None:
        """Something other than the scenes' own drawing changed the window (a dialog dimmed it in place), or a
        scene closed (the note of who drew last must not keep it alive): the next frame is drawn whole."""
        self._window_drawn = ()

    def _draw_toasts(self) -> list:
        """The toasts over the scenes; the rectangles they covered (drawn again under them next frame)."""
        if not self._toasts:
            return []
        rects = []
        pal = self.theme.palette
        s = self.scale
        w, h = self.screen.get_size()
        y = h - int(16 * s)
        for toast in reversed(self._toasts):
            panel = toast.panel(w, s, pal)
            rect = panel.get_rect(midbottom=(w // 2, y))
            alpha = 255 if toast.age < TOAST_SECONDS - 0.5 else int(255 * (TOAST_SECONDS - toast.age) / 0.5)
            if alpha < 255:
                faded = panel.copy()
                faded.fill((255, 255, 255, max(0, alpha)), special_flags=pygame.BLEND_RGBA_MULT)
                panel = faded
            rects.append(self.screen.blit(panel, rect))
            y = rect.top - int(8 * s)
        return rects

    def screenshot(self, path: Path | str) -> bool:
        """Save the screen as PNG; a path that is not a writable PNG path is refused with a message."""
        from .launch import screenshot_problem
        problem = screenshot_problem(str(path))
        if problem is None:
            try:
                pygame.image.save(self.screen, str(path))
                return True
            except (pygame.error, OSError) as exc:
                problem = f"could not save the screenshot: {exc}"
        self.notify(f"Screenshot not saved: {problem}.", "error")
        return False

    def quit(self) -> None:
        self.running = False

    def shutdown(self) -> None:
        while self.stack:
            self.stack.pop().close()
        self.autosave.close()
        self.library.close()         # a finished game still being written is written before the end
        self.audio.close()
        self.thinker.close()
        Theme.clear_caches()
        backdrop.forget()
        pygame.quit()

    def run(self, first: Scene | None = None, after_first_frame=None) -> int:
        """The loop; ``after_first_frame()``, if given, runs once the first frame is on the screen (work
        that start-up needs done but the player need not wait for)."""
        if first is not None:
            self.push(first)
        frames = self.options.frames
        try:
            while self.running:
                if self.may_sleep and self.idle():
                    self.idle_step()
                else:
                    self.step()
                if after_first_frame is not None:
                    after_first_frame, settle = None, after_first_frame
                    settle()
                if frames is not None and self.frame >= frames:
                    break
            if self.options.screenshot:
                self.screenshot(self.options.screenshot)
        finally:
            self.shutdown()
        return 0


SAVED_AS = "saved_as"      # a set-aside copy's meta: the player's named save of the same game ({"file", "name"})


def set_aside_name(game_name: str) -> str:
    """The saved-games name of an unfinished game put aside for another (one slot must not cost a game)."""
    return f"Unfinished {game_name} game, set aside"


def place_on_screen(position: tuple[int, int] | None, size: tuple[int, int],
                    desktop: tuple[int, int]) -> tuple[int, int]:
    """Where a window of ``size`` goes back to: at ``position`` moved just enough to lie wholly on the
    screen (top-left first when it is larger), or centred when there is no position."""
    if position is None:
        return max(0, (desktop[0] - size[0]) // 2), max(0, (desktop[1] - size[1]) // 2)
    return (max(0, min(position[0], desktop[0] - size[0])), max(0, min(position[1], desktop[1] - size[1])))


def post_step(app: App, step) -> None:
    """Turn one script step into real pygame events (or an action, screenshot…)."""
    from .script import Step  # noqa: F401  (type only)
    kind, value = step.kind, step.value
    mods = 0
    for m in step.mods:
        mods |= {"ctrl": pygame.KMOD_CTRL, "shift": pygame.KMOD_SHIFT, "alt": pygame.KMOD_ALT}[m]
    if kind == "key":
        key = inp.KEY_NAMES[value]
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mods, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mods, unicode="", scancode=0))
    elif kind == "move":
        post_mouse_move(value, 0)
    elif kind == "click":
        post_mouse_move(value, 0)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=value, button=step.button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=value, button=step.button))
    elif kind == "drag":
        points = list(value)
        post_mouse_move(points[0], 0)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=points[0], button=1))
        for p in points[1:]:
            post_mouse_move(p, 1)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=points[-1], button=1))
    elif kind == "pad":
        button = inp.PAD_BUTTON_NAMES[value]
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=-1, button=button))
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=-1, button=button))
    elif kind == "action":
        app.dispatch(inp.Action(value, inp.KEYBOARD))
    elif kind == "screenshot":
        app.draw()
        app.screenshot(value)
    elif kind == "resize":
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=value, w=value[0], h=value[1]))
    elif kind == "quit":
        pygame.event.post(pygame.event.Event(pygame.QUIT))


def post_mouse_move(pos, held: int) -> None:
    """A scripted move is the player's hand moving the mouse: never a motion of nothing, which SDL sends only to
    say where a still pointer is as the window opens (``InputMapper``: that one takes no focus)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(held, 0, 0), touch=False))
