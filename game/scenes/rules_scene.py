"""How to play each game: tabs for the three games and the controls, scrollable text with pictures.

The texts live in assets/rules/<game id>.txt, plain text, one item a line:

* a line starting with ``#`` is a heading;
* a line starting with ``- `` is a bullet;
* a line ``[diagram NAME]`` (alone on its line) is a picture: the diagram
  ``NAME`` of the game's module ``game/<game id>/diagrams.py``, drawn centred
  with its caption (``CAPTIONS[NAME]``) under it. The module draws a real
  position with the game's own board view: ``draw(NAME, (w, h), palette)``
  returns a surface of that size. Pictures are about 300 px high at the
  1280×800 scale (240–340 px); a diagram may ask to be wider than high
  through the module's optional ``ASPECT[NAME]`` (width / height) and
  larger through its optional ``SCALE[NAME]`` (a factor on the height); it
  is never wider than the page nor taller than the view. An unknown name, or a diagram that fails to
  draw, shows a small "picture unavailable" note instead (and is logged);
* any other line is a paragraph; an empty line is a small gap.

Put a diagram line right after the rule it illustrates. Each page is rendered
once per layout into its parts (lines and pictures, ``Page``), pictures
included; scrolling blits the parts in view.
"""
from __future__ import annotations

import importlib
import logging
import re
import time
from pathlib import Path

import pygame

from ..ui import input as inp
from ..core.registry import games, get
from ..ui.theme import Theme
from ..ui.widgets import draw_panel
from ..ui.backdrop import BackdropScene
from .side_names import in_palette_words

RULES_DIR = Path(__file__).resolve().parents[2] / "assets" / "rules"
DIAGRAM_LINE = re.compile(r"^\[diagram\s+([A-Za-z0-9_-]+)\s*\]$")

log = logging.getLogger(__name__)


def diagram_names(text: str) -> list[str]:
    """The names of the ``[diagram NAME]`` lines of a rules text, in order."""
    return [m.group(1) for m in (DIAGRAM_LINE.match(line.strip()) for line in text.splitlines()) if m]


def diagram_module(game_id: str):
    """``game.<id>.diagrams``, or None when the game has none (or it cannot be imported: logged)."""
    try:
        return importlib.import_module(f"game.{game_id}.diagrams")
    except ModuleNotFoundError as exc:
        if exc.name != f"game.{game_id}.diagrams":
            log.exception("diagrams of %s could not be imported", game_id)
        return None
    except Exception:  # a broken diagram module must not take the rules screen down
        log.exception("diagrams of %s could not be imported", game_id)
        return None


CONTROLS = "controls"   # the last tab: every action for mouse, keyboard and pad (game.ui.controls)


def load_rules_text(game_id: str) -> str:
    try:
        return (RULES_DIR / f"{game_id}.txt").read_text(encoding="utf-8")
    except OSError as exc:
        return f"# Rules unavailable\nThe rules file for this game could not be read ({exc.strerror or exc})."


class Page:
    """A rules page as its parts (lines of text, pictures with their captions) at their places in it; only
    the parts in view are drawn. The page was one window-wide transparent surface as tall as all its text:
    19 MB at 1920x1080 (45 MB at 4K), mostly the margins beside lines and pictures (issue 39). Drawn in
    view it gives the same pixels: the parts do not overlap, and a part blitted onto the old transparent
    page was copied as it is."""

    def __init__(self, width: int, height: int, parts: list[tuple[pygame.Surface, int, int]]) -> None:
        self.width, self.height = width, height
        self.parts = parts          # (surface, x, y), top to bottom

    def get_width(self) -> int:
        return self.width

    def get_height(self) -> int:
        return self.height

    def bytes(self) -> int:
        """What its parts hold in pixels (a test and the memory notes)."""
        return sum(sf.get_width() * sf.get_height() * sf.get_bytesize() for sf, _, _ in self.parts)

    def draw(self, surface: pygame.Surface, at: tuple[int, int], area: pygame.Rect) -> None:
        """The part ``area`` of the page (page coordinates) onto ``surface`` at ``at``, as a blit of that
        area of the whole page would draw it."""
        old = surface.get_clip()
        surface.set_clip(pygame.Rect(at, area.size).clip(old))
        for sf, x, y in self.parts:
            if y < area.bottom and y + sf.get_height() > area.top:
                surface.blit(sf, (at[0] + x - area.x, at[1] + y - area.y))
        surface.set_clip(old)


class RulesScene(BackdropScene):
    title = "Rules"

    def wants_frames(self) -> bool:
        return False     # changes only on input

    def __init__(self, app, game_id: str | None = None) -> None:
        super().__init__(app)
        from ..ui.controls import controls_text
        self.ids = [g.id for g in games()] + [CONTROLS]
        self.names = [g.name for g in games()] + ["Controls"]
        self.tab = self.ids.index(game_id) if game_id in self.ids else 0
        self.scroll = 0.0
        self.pages: dict[int, pygame.Surface] = {}
        self.texts = [load_rules_text(i) for i in self.ids[:-1]] + [controls_text()]
        self.render_ms: dict[int, float] = {}   # each page's render, main-thread CPU ms (last layout): the work, not the load

    def layout(self, size) -> None:
        super().layout(size)
        w, h = size
        s = self.app.scale
        self.s = s
        tab_w = min(int(220 * s), (w - int(100 * s)) // (len(self.ids) + 1))
        tab_h = int(52 * s)
        self.tabs = [pygame.Rect(int(30 * s) + i * (tab_w + int(10 * s)), int(24 * s), tab_w, tab_h)
                     for i in range(len(self.ids))]
        self.back_rect = pygame.Rect(w - tab_w - int(30 * s), int(24 * s), tab_w, tab_h)
        self.view = pygame.Rect(int(30 * s), int(24 * s) + tab_h + int(16 * s), w - int(60 * s),
                                h - tab_h - int(70 * s))
        self.pages.clear()

    def page(self) -> Page:
        if self.tab not in self.pages:
            self.pages.clear()      # one page kept: its parts are 4-13 MB at 1920x1080
            t0 = time.thread_time()
            self.pages[self.tab] = self._render(self.page_text(self.tab), self.ids[self.tab])
            self.render_ms[self.tab] = (time.thread_time() - t0) * 1000
        return self.pages[self.tab]

    def page_text(self, tab: int) -> str:
        """A tab's text with the sides called as the palette shows them (the colour-blind palette's rules
        said "Red moves first" beside an orange side)."""
        game_id = self.ids[tab]
        if game_id == CONTROLS:
            return self.texts[tab]
        return in_palette_words(self.texts[tab], get(game_id), self.palette.name)

    def _render(self, text: str, game_id: str | None = None) -> pygame.Surface:
        pal, s = self.palette, self.s
        width = self.view.width - int(48 * s)
        body, head = int(24 * s), int(34 * s)
        items: list[tuple[pygame.Surface, int]] = []
        gap = pygame.Surface((1, body // 2))
        module = None
        for raw in text.splitlines():
            line = raw.rstrip()
            m = DIAGRAM_LINE.match(line.strip())
            if m:
                if module is None and game_id is not None:
                    module = diagram_module(game_id) or False
                sf = self._diagram(module or None, m.group(1), width, game_id)
                items.append((sf, (width - sf.get_width()) // 2))
            elif not line:
                items.append((gap, 0))
            elif line.startswith("#"):
                items.append((Theme.font(head, True).render(line.lstrip("# "), True, pal.accent), 0))
            elif line.startswith("- "):
                for k, part in enumerate(Theme.wrap(line[2:], body, width - int(28 * s))):
                    items.append((Theme.font(body).render(("•  " if k == 0 else "") + part, True, pal.text),
                                  0 if k == 0 else int(24 * s)))
            else:
                for part in Theme.wrap(line, body, width):
                    items.append((Theme.font(body).render(part, True, pal.text), 0))
        parts, y = [], 0
        for sf, indent in items:
            if isinstance(sf, Page):   # a picture and its caption
                parts.extend((piece, indent + x, y + dy) for piece, x, dy in sf.parts)
            elif sf is not gap:        # an empty line's gap is only its height
                parts.append((sf, indent, y))
            y += sf.get_height() + 2
        return Page(width, y + int(24 * s), parts)

    def caption(self, module, name: str, game_id: str | None) -> str:
        """The words under a picture, with the sides called as this palette shows them."""
        caption = getattr(module, "CAPTIONS", {}).get(name, "") if module is not None else ""
        return in_palette_words(caption, get(game_id), self.palette.name) if caption and game_id else caption

    def _diagram(self, module, name: str, width: int, game_id: str | None = None) -> "Page | pygame.Surface":
        """The picture ``name`` with its caption (a block as wide as needed, its parts apart), or the note
        that it is unavailable."""
        pal, s = self.palette, self.s
        side = max(240, min(340, int(300 * s)))
        aspect = 1.0
        picture = None
        caption = self.caption(module, name, game_id)
        if caption:
            try:
                aspect = float(getattr(module, "ASPECT", {}).get(name, 1.0))
                h = int(side * float(getattr(module, "SCALE", {}).get(name, 1.0)))
                h = min(h, self.view.height - int(120 * s))    # the picture and its caption fit the view
                w = min(width, int(h * aspect))
                h = min(h, int(w / aspect))
                picture = module.draw(name, (w, h), pal)
                if not isinstance(picture, pygame.Surface):
                    raise TypeError(f"draw({name!r}) gave {type(picture).__name__}, not a Surface")
            except Exception:  # only the diagram's own failure: the page goes on without it
                log.exception("rules diagram %r could not be drawn", name)
                picture = None
        else:
            log.warning("unknown rules diagram %r", name)
        size = max(16, int(21 * s))
        gap = int(8 * s)
        if picture is None:
            return self._unavailable(name)
        lines = [Theme.text(part, size, pal.text_dim) for part in Theme.wrap(caption, size, width)] if caption else []
        w = max([picture.get_width()] + [ln.get_width() for ln in lines])
        h = gap + picture.get_height() + gap + sum(ln.get_height() for ln in lines) + (2 * gap if lines else gap)
        parts = [(picture, picture.get_rect(midtop=(w // 2, gap)).x, gap)]
        y = gap + picture.get_height() + gap
        for ln in lines:
            parts.append((ln, ln.get_rect(midtop=(w // 2, y)).x, y))
            y += ln.get_height()
        return Page(w, h, parts)     # the picture and each caption line apart: no transparent block around them

    def _unavailable(self, name: str) -> pygame.Surface:
        """A small framed note in place of a picture that cannot be shown."""
        pal, s = self.palette, self.s
        text = Theme.text(f"(picture unavailable: {name})", int(20 * s), pal.text_dim)
        box = text.get_rect().inflate(int(24 * s), int(14 * s))
        block = pygame.Surface((box.width, box.height + int(16 * s)), pygame.SRCALPHA)
        box.topleft = (0, int(8 * s))
        pygame.draw.rect(block, (*pal.text_dim, 160), box, width=max(1, int(2 * s)), border_radius=int(8 * s))
        block.blit(text, text.get_rect(center=box.center))
        return block

    @property
    def max_scroll(self) -> float:
        return max(0, self.page().get_height() - (self.view.height - int(32 * self.s)))

    def set_tab(self, i: int) -> None:
        self.tab = i % len(self.ids)
        self.scroll = 0.0
        self.app.audio.play("click")

    def handle(self, action: inp.Action) -> None:
        k = action.kind
        line = int(60 * self.s)
        if k in (inp.BACK, inp.MENU):
            self.app.pop()
        elif k in (inp.LEFT, inp.PREV):
            self.set_tab(self.tab - 1)
        elif k in (inp.RIGHT, inp.NEXT):
            self.set_tab(self.tab + 1)
        elif k in (inp.UP, inp.DOWN):
            self.scroll += line if k == inp.DOWN else -line
        elif k == inp.CONFIRM:
            self.scroll += self.view.height * 0.8
            if self.scroll > self.max_scroll + 1:
                self.scroll = 0
        elif k in (inp.PAGE_UP, inp.PAGE_DOWN):
            self.scroll += self.view.height * (0.8 if k == inp.PAGE_DOWN else -0.8)
        elif k in (inp.FIRST, inp.LAST):
            self.scroll = 0.0 if k == inp.FIRST else self.max_scroll
        elif k == inp.SCROLL:
            self.scroll -= action.amount * line
        elif k == inp.POINTER_UP and action.button == 1:
            for i, r in enumerate(self.tabs):
                if r.collidepoint(action.pos):
                    self.set_tab(i)
            if self.back_rect.collidepoint(action.pos):
                self.app.pop()
        self.scroll = max(0.0, min(self.scroll, self.max_scroll))

    def draw(self, surface) -> None:
        self.draw_backdrop(surface)
        pal, s = self.palette, self.s
        mouse = pygame.mouse.get_pos()
        for i, (r, name) in enumerate(zip(self.tabs, self.names)):
            draw_panel(surface, r, pal, focused=i == self.tab, hovered=r.collidepoint(mouse))
            t = Theme.text(name, int(30 * s), pal.accent if i == self.tab else pal.text, True)
            surface.blit(t, t.get_rect(center=r.center))
        draw_panel(surface, self.back_rect, pal, hovered=self.back_rect.collidepoint(mouse))
        t = Theme.text("Back", int(30 * s), pal.text, True)
        surface.blit(t, t.get_rect(center=self.back_rect.center))
        draw_panel(surface, self.view, pal, radius=14, alpha=230)
        page = self.page()
        inner = self.view.inflate(-int(48 * s), -int(32 * s))
        page.draw(surface, inner.topleft, pygame.Rect(0, int(self.scroll), inner.width, inner.height))
        if self.max_scroll > 0:  # a scroll bar says there is more
            bar_h = max(int(30 * s), int(inner.height * inner.height / page.get_height()))
            y = inner.top + int((inner.height - bar_h) * self.scroll / self.max_scroll)
            pygame.draw.rect(surface, pal.text_dim, (self.view.right - int(14 * s), y, int(6 * s), bar_h), border_radius=3)
        hint = "Left/Right: game   Up/Down, PgUp/PgDn: scroll   Esc / B: back"
        ht = Theme.text(hint, int(20 * s), pal.text_dim)
        surface.blit(ht, ht.get_rect(midbottom=(self.size[0] // 2, self.size[1] - int(4 * s))))
