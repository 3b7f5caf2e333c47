"""Pente computer players: ``Player(level, seed).choose(state, seconds=None) -> (x, y)``.

How a move is chosen
--------------------
The player keeps a **mirror** of the board and plays its moves there
alone: the rules engine's push and pop were a sixth of a node's time, and
the mirror already knows what they computed (a five is a point in one of
the mover's four-windows; captures are read off the mirror ray by ray in
the engine's order; the capture goal, the full board, the tournament
restriction and the engine's Zobrist key are kept beside it).  The rules
engine stays the reference: the tests play random games on both, in every
variant, and ask for the same captures, winners, counts and keys.  The
mirror keeps incrementally maintained *window* tables (precomputed once per
board size and variant, :func:`_tables`):

- every run of 5 points on a line (a *5-window*) carries a base-3 code of
  its contents; a window holding only one colour's stones is worth
  ``V[k]`` to that colour (1, 2, 3, 4 stones), so an open three (several
  windows of 3) outweighs a closed one, and an open four (two windows of 4
  with different empty points) is a double threat;
- every run of 4 points (a *4-window*) spots capture patterns: ``X O O .``
  (X threatens to capture; the pair is capturable) and ``. O O .`` (a pair
  that a stone at either end attacks); Keryo adds ``X O O O .`` in the
  5-windows;
- the same tables say, per empty point and colour, the *point score* (what
  a stone there adds to that colour's windows, used for move ordering), the
  *five points* (a stone there makes five), the *four points* (a stone
  there makes a four) and the *capture points* (how many stones a stone
  there captures).  Immediate wins, forced replies and threat moves are
  read from these without a scan of the board.

The windows are not stored one by one: a stone changes only the windows
through its point, and on each of the four axes those are fixed by the
eight points around it (four each way, base 4 with "off the board"), so one
table entry per axis, filled the first time a pattern is met, holds their
summed change (evaluation, point scores, threat points).  Four lookups a
stone instead of thirty-six window updates.  The alpha-beta's last ply is
played *light*: its children are horizon nodes, which read no point
scores, so those moves skip them (the same search, about half the work).
A position's candidate moves are kept for the whole move (by key and
width): they depend on the position alone, and the deepening and the
threat searches come back to the same positions.

Evaluation (side to move): the window sum, capture threats, and the stones
already captured on a curve that steepens towards the capture goal
(``options.capture_goal``: 10, 15 in Keryo, none in Gomoku).

Search: negamax alpha-beta with iterative deepening and a transposition
table keyed by ``state.key()``.  At every node: a win in one (five or the
capture goal) ends the search; when the opponent threatens a win in one the
only moves tried are the stops (its winning points and every capture,
which can take a pair out of its four); otherwise the best candidates near
the stones by point score (attack + defence + captures).  At the horizon a
one-move quiescence checks whether a threatened win can be stopped at all,
and otherwise may let the side to move play its best capture (``qcaps``, up
to three are tried; the review's analyst does, Hard's own play does not:
it won fewer games with it): a pair under attack is then worth what taking
it does, the stones towards the goal and the line the capture opens or
breaks.
Hard also runs a **VCF** (victory by continuous fours / capture threats)
threat-space search before the alpha-beta: open fours, four-fours and
four-threes (a four whose forced block leaves an open four) are found there.
Every capture is a candidate threat, at any capture count: one that takes
out a stone blocking a four reopens it, and the defender's captures out of
a four (and the attacker's recapture) are answered in turn.  The VCF
deepens one attacking move at a time, so of several forced wins it plays
the shortest; when every move loses, the alpha-beta's values (a loss
sooner is worse) pick the one that holds out longest.

Levels (budgets in nodes, never wall-clock, so the same seed and position
give the same move):

- Easy: takes a win in one, stops a win in one, otherwise a one-ply look at
  a few candidates with seeded noise.
- Medium: alpha-beta to depth 2-3 on a small node budget, a small VCF.
- Hard: alpha-beta on a larger budget (35,000 nodes, depth 7-9 in practice), a wide VCF
  for itself, and a guard: before playing its choice it runs the
  opponent's VCF (captures included, deepening one move at a time) and a
  small VCT after it, then that VCT with a VCF at its leaves (a three and
  then fours; it can only prove a loss), and, when they find a forced win,
  tries the next best
  moves (up to fourteen, 12,000 nodes in all) instead; a move they prove
  safe goes before one whose search ran out of nodes.

Medium and Hard pick at random (seeded, position-keyed) among root moves
whose searched values are within a small tolerance of the best, so games
between the same two players vary with the seed.  The evaluation also gives
the side to move a tempo bonus when it can make an open four at once.

``seconds`` (when the caller gives it) adds a wall-clock cap on top of the
node budget.  The state handed in is never changed.
"""
from __future__ import annotations

import random
import time
from operator import itemgetter
from typing import Optional

from ..core.players import check_level
from ..core.protocol import CHANCE, TERMINAL
from .rules import zobrist_tables

WIN = 1_000_000
FIRST, SECOND = 1, 2

# window values by stones of one colour in a 5-window (0..5)
V = (0, 2, 24, 260, 2600, 60000)
# point score for a stone added to a window holding k stones of the same colour only
G = (0, 16, 200, 2000, 30000)
CAP_THREAT = 90         # X O O . : a capture threat (eval)
CAP_THREAT3 = 120       # Keryo X O O O .
OPEN4_GOMOKU = 2500     # tempo bonus: the side to move can make an open four (no captures to answer it)
OPEN4_CAPTURES = 800    # the same where a capture may still break the four
LOOSE_PAIR = 12         # . O O . : a pair that can be attacked (eval, for the attacker)

LEVELS = {
    "easy": {"nodes": 0, "vcf": 0, "width": 6, "root_width": 6, "depth": 1, "noise": 0.6, "tolerance": 0},
    "medium": {"nodes": 700, "vcf": 150, "width": 7, "root_width": 10, "depth": 3, "noise": 0.0, "tolerance": 40},
    # Hard's threat searches try every capture, so they get more nodes than before captures counted (1aa559a:
    # vcf 2,500, guard 400 a move).  The alpha-beta's 35,000 nodes (1aa559a: 7,000; 14,000 until issue 35's
    # fourth session) and every other budget 2.5 times the 14,000 version's: against the frozen Hard 69 of 100
    # games where 14,000 won 57, as White 29 of 50 where it won 19 (docs/computer-players.md), 0.9 s median CPU
    # a move.  ``guard_total`` caps the whole guard (up to 14 moves x 2,750 nodes otherwise): the slowest move
    # of those games was the guard going from move to move (8,497 nodes; the most in 705 moves, 10,398).
    # ``guard_leaf``: the guard's VCT once more with a VCF that deep at its leaves, on ``guard_leaf_nodes`` (issue 35,
    # fifth session: in game 75 the plain VCT called safe a move Black then won by a three and fours); the same
    # 69 of 100 games against the frozen Hard, two changed (docs/computer-players.md)
    # ``play_qcaps``: the captures Hard's own moves play out at the horizon (``qcaps``, 3 when not given):
    # none, only the static capture terms; with three it won 10 of 20 games against the frozen Hard, 12
    # without (the same games).  The review's analyst, which builds its search from this dict, keeps the
    # three it was calibrated with (game/pente/review.py).
    # Issue 35, seventeenth session: every budget twice the sixteenth session's (35,000 nodes, vcf 7,500, vct
    # 5,000, guard 2,000 / 750 / 1,500 / 12,000, depth cap 9), once the nodes were fast enough to pay for it
    # (the same moves for the same budgets, 1.3 times faster): against the frozen Hard as White 121 of 200
    # where the half budget won 107 of the same games, as Black 177 of 200 where it won 158, and 61 of 100 new
    # White openings: 359 of 500 in all (docs/computer-players.md)
    "hard": {"nodes": 70000, "vcf": 15000, "width": 10, "root_width": 14, "depth": 12, "noise": 0.0, "tolerance": 12,
             "guard": 6, "guard_more": 8, "guard_nodes": 4000, "vct": 10000, "guard_vct": 1500, "guard_leaf": 6,
             "guard_leaf_nodes": 3000, "guard_total": 24000, "play_qcaps": 0},
}

_TABLES: dict = {}


BORDER = 4      # off-board points around the mirror board: a point's line pattern reads four points each way


def _tables(n: int, variant: str):
    """Geometry for an ``n``×``n`` board and the line tables for ``variant`` (cached).

    The mirror board has a border of ``BORDER`` off-board points (value 3), so the eight points around a
    point on one line (four each way) read without bounds checks.  Those eight, base 4, are the point's
    *line pattern* on that axis; ``_line_entry`` turns a pattern and a stone into the summed change of
    every 5- and 4-window through the point on that axis (evaluation, point scores, threat points),
    computed once per pattern met and kept in ``lines``: per axis and stone (colour, put on or taken off),
    a dict keyed by the eight points' values as ``reads[axis][point]`` returns them (an ``itemgetter``: one
    C call reads the eight, where building the pattern's integer took eight list reads and as many shifts)."""
    key = (n, variant)
    t = _TABLES.get(key)
    if t is not None:
        return t
    B = BORDER
    w = n + 2 * B

    def idx(x, y):
        return (y + B) * w + x + B
    caps = variant != "gomoku"
    keryo = variant == "keryo"

    # per window code: (eval value for black, contributions [(pos, channel, value)])
    # channels: 0/1 point score B/W, 2/3 five points, 4/5 four points, 6/7 capture points (stones),
    #           8/9 capture-threat points (a stone there threatens a capture)
    def digits(code, L):
        return [(code // 3 ** i) % 3 for i in range(L)]

    def info5(code):
        d = digits(code, 5)
        kb, kw = d.count(1), d.count(2)
        ev = 0
        con = []
        if kw == 0 and kb:
            ev = V[kb]
        elif kb == 0 and kw:
            ev = -V[kw]
        for col, k, other in ((1, kb, kw), (2, kw, kb)):
            if other == 0 and k:
                for i in range(5):
                    if d[i] == 0:
                        con.append((i, col - 1, G[k]))
                        if k == 4:
                            con.append((i, 1 + col, 1))
                        elif k == 3:
                            con.append((i, 3 + col, 1))
        if keryo:
            for col in (1, 2):
                o = 3 - col
                if d == [col, o, o, o, 0]:
                    con.append((4, 5 + col, 3))
                    ev += CAP_THREAT3 if col == 1 else -CAP_THREAT3
                if d == [0, o, o, o, col]:
                    con.append((0, 5 + col, 3))
                    ev += CAP_THREAT3 if col == 1 else -CAP_THREAT3
        return ev, con

    def info4(code):
        d = digits(code, 4)
        ev = 0
        con = []
        if caps:
            for col in (1, 2):
                o = 3 - col
                sg = 1 if col == 1 else -1
                if d == [col, o, o, 0]:
                    con.append((3, 5 + col, 2))
                    ev += sg * CAP_THREAT
                elif d == [0, o, o, col]:
                    con.append((0, 5 + col, 2))
                    ev += sg * CAP_THREAT
                elif d == [0, o, o, 0]:
                    con.append((0, 7 + col, 1))
                    con.append((3, 7 + col, 1))
                    ev += sg * LOOSE_PAIR
        return ev, con

    i5 = [info5(c) for c in range(3 ** 5)]
    i4 = [info4(c) for c in range(3 ** 4)] if caps else None
    ww = w * w
    steps = (1, w, w + 1, w - 1)

    def line_entry(axis: int, key: int):
        """The change a stone makes to every window through its point on ``axis``: ``key`` is the line
        pattern * 4 + (colour - 1) * 2 + (1 if the stone is taken off, 0 if put on).  Returns
        (evaluation change, ((offset, value), ...) for the point scores, ((offset, channel, value), ...)
        for the threat points), offsets relative to the point (the channel's ``ww`` included)."""
        pattern, col, off = key >> 2, ((key >> 1) & 1) + 1, key & 1
        pat = {}
        for j, k in enumerate((-4, -3, -2, -1, 1, 2, 3, 4)):
            pat[k] = (pattern >> (2 * j)) & 3
        pat[0] = 0
        dev = 0
        acc: dict = {}
        for L, info in ((5, i5), (4, i4)):
            if info is None:
                continue
            for t0 in range(-(L - 1), 1):
                cells = [pat[t0 + j] for j in range(L)]
                if 3 in cells:
                    continue
                old = sum(c * 3 ** j for j, c in enumerate(cells))
                new = old + col * 3 ** (-t0)
                dev += info[new][0] - info[old][0]
                for pos, chn, val in info[old][1]:
                    acc[(t0 + pos, chn)] = acc.get((t0 + pos, chn), 0) - val
                for pos, chn, val in info[new][1]:
                    acc[(t0 + pos, chn)] = acc.get((t0 + pos, chn), 0) + val
        sg = -1 if off else 1
        s = steps[axis]
        ps = tuple((k * s + chn * ww, sg * v) for (k, chn), v in sorted(acc.items()) if v and chn < 2)
        other = tuple((k * s, chn, sg * v) for (k, chn), v in sorted(acc.items()) if v and chn >= 2)
        return (sg * dev, ps, other)

    lines = [[{} for _ in range(4)] for _ in range(4)]
    t = {
        "w": w, "steps": steps, "lines": lines, "line_entry": line_entry,
        "pts": {idx(x, y): (x, y) for y in range(n) for x in range(n)},
    }
    t["reads"] = [[None] * (w * w) for _ in range(4)]
    for a, s in enumerate(steps):
        for q in t["pts"]:
            t["reads"][a][q] = itemgetter(*(q + k * s for k in (-4, -3, -2, -1, 1, 2, 3, 4)))
    # the points near stones come from a bitmask of the stones (bit i: point i), spread two points each way
    # by shifts (the border keeps a shift of one or two inside the row) and read out a byte at a time:
    # ``bytepts[b][v]`` are the board points of the bits set in byte ``v`` at byte ``b`` of the mask
    t["onboard"] = sum(1 << q for q in t["pts"])
    t["nbytes"] = (w * w + 7) // 8
    t["bytepts"] = [tuple(tuple(8 * b + j for j in range(8) if v >> j & 1 and 8 * b + j in t["pts"])
                          for v in range(256)) for b in range(t["nbytes"])]
    # a candidate's key less its score (``_rank``): the point less 1024 times its distance from the centre,
    # row-major over the bordered board (index (y+B)*w + x+B)
    c = n // 2
    cdist = [abs(x - c) + abs(y - c) for y in range(-B, n + B) for x in range(-B, n + B)]
    t["cbase"] = [q - d * 1024 for q, d in enumerate(cdist)]
    _TABLES[key] = t
    return t


class _Budget(Exception):
    pass


class _Move:
    """What a move played on the mirror did (the rules engine's ``MoveResult``, as far as the search reads it),
    and what taking it back needs: the key before it and the entries its stone's ``set_cell`` used."""
    __slots__ = ("q", "player", "caps", "winner", "outcome", "key0", "entries")

    def __init__(self, q, player, caps, winner, outcome, key0, entries):
        self.q = q
        self.player = player
        self.caps = caps
        self.winner = winner
        self.outcome = outcome
        self.key0 = key0
        self.entries = entries

    @property
    def captured_count(self) -> int:
        return len(self.caps)


class _Search:
    """The mirrored board with its window tables and the game state the search plays on it."""

    def __init__(self, state, cfg: dict, rng: random.Random, deadline: Optional[float]):
        opts = state.options
        n = opts.size
        self.n = n
        self.goal = opts.capture_goal or 0
        # the evaluation's value of captured stones, by count (up to every point: a count past the goal ends
        # the game, but the table need not know that)
        self.capv = [self._capval(k, self.goal) for k in range(n * n + 1)] if self.goal else None
        t = _tables(n, opts.variant)
        self.w = t["w"]
        self.pts = t["pts"]
        self.onboard = t["onboard"]
        self.nbytes = t["nbytes"]
        self.bytepts = t["bytepts"]
        self.cbase = t["cbase"]
        self.line_entry = t["line_entry"]
        # per stone (``low`` below: colour, put on or taken off), each axis's entries and its eight-point reads
        self.axes = tuple(tuple((t["lines"][a][low], a, t["reads"][a]) for a in range(4)) for low in range(4))
        self.cfg = cfg
        self.rng = rng
        self.deadline = deadline
        w = self.w
        self.board = [3] * (w * w)       # 3: off the board
        for q in self.pts:
            self.board[q] = 0
        self.ps = [0] * (2 * w * w)      # point scores: Black's at q, White's at w*w + q
        self.ww = w * w
        self.ch = [None, None] + [dict() for _ in range(8)]
        # ``light``: moves played and taken back under it leave the point scores alone (stale
        # until the matching take-back, so nothing under it may read them: the horizon does not)
        self.light = False
        self.light_ok = cfg.get("light", True)
        self.stones = 0                  # bit i set: a stone on point i (``near``)
        self.ev = 0
        self.nodes = 0
        self.budget = 0
        self.tt: dict = {}
        self.cand_cache: dict = {}       # width -> {key: candidates}
        self.vct_leaf = 0               # the VCF's depth at the VCT's leaves (0: none), and its cache
        self.vct_fcache: dict = {}
        self.stack: list = []
        self.tournament = opts.tournament
        self.open4 = OPEN4_CAPTURES if self.goal else OPEN4_GOMOKU
        board = state.board
        for y in range(n):
            for x in range(n):
                v = int(board[y, x])
                if v:
                    self.set_cell((y + BORDER) * w + x + BORDER, v)
        # the game's own state, kept on the mirror: moves in the search never go through the rules engine
        self.to_move = state.to_move
        self.captured = dict(state.captured)
        self.ply = state.ply
        self.zkey = state.key()
        self.free = sum(1 for q in self.pts if not self.board[q])
        zs, self.zcaps, self.zside = zobrist_tables(n)
        rw = n + 2
        self.zst = [None] * (w * w)
        for q, (x, y) in self.pts.items():
            self.zst[q] = zs[(y + 1) * rw + x + 1]
        self.dirs8 = (1, -1, w, -w, w + 1, -w - 1, w - 1, -w + 1)
        self.caps_on = opts.variant != "gomoku"
        self.keryo = opts.variant == "keryo"
        c = n // 2
        self.centre_q = (c + BORDER) * w + c + BORDER

    # ---------------------------------------------------------------- board mirror
    def set_cell(self, i: int, v: int) -> Optional[list]:
        """Put ``v`` (0, 1, 2) on point ``i`` and update every table touched: on each axis, the point's line
        pattern (the eight points around it) picks the summed change of the windows through it.  Returns
        those four entries (``take_back`` undoes them while the eight points stand as they were)."""
        board = self.board
        old = board[i]
        if old == v:
            return None
        if old and v:
            self.set_cell(i, 0)
            old = 0
        board[i] = v
        low = (v - 1) * 2 if v else (old - 1) * 2 + 1
        ev = self.ev
        ps = self.ps
        ch = self.ch
        full = not self.light
        es = []
        for tab, axis, reads in self.axes[low]:
            around = reads[i](board)
            e = tab.get(around)
            if e is None:
                pattern = sum(c << 2 * j for j, c in enumerate(around))
                e = tab[around] = self.line_entry(axis, pattern << 2 | low)
            es.append(e)
            dev, pl, other = e
            ev += dev
            if full:
                for off, val in pl:
                    ps[i + off] += val
            if other:
                for off, chn, val in other:
                    dct = ch[chn]
                    q = i + off
                    if q in dct:
                        nv = dct[q] + val
                        if nv:
                            dct[q] = nv
                        else:
                            del dct[q]
                    else:
                        dct[q] = val
        self.ev = ev
        self.stones ^= 1 << i
        return es

    def take_back(self, i: int, es: list) -> None:
        """Empty point ``i`` by undoing ``es``, the entries ``set_cell`` returned when its stone was put there:
        with the eight points around it on each axis as they were then, emptying it is each entry negated,
        in the same order (the same figures and threat dicts as ``set_cell(i, 0)``, without reading the line
        patterns again)."""
        self.board[i] = 0
        ev = self.ev
        ps = self.ps
        ch = self.ch
        full = not self.light
        for dev, pl, other in es:
            ev -= dev
            if full:
                for off, val in pl:
                    ps[i + off] -= val
            if other:
                for off, chn, val in other:
                    dct = ch[chn]
                    q = i + off
                    if q in dct:
                        nv = dct[q] - val
                        if nv:
                            dct[q] = nv
                        else:
                            del dct[q]
                    else:
                        dct[q] = -val
        self.ev = ev
        self.stones ^= 1 << i

    def index(self, point) -> int:
        """The mirror's index of the point (x, y)."""
        return (point[1] + BORDER) * self.w + point[0] + BORDER

    # ---------------------------------------------------------------- moves
    def push(self, i: int):
        """Play point ``i`` for the side to move on the mirror alone, as the rules engine would: captures (ray
        by ray, in the engine's order), a five (a point in one of the mover's four-windows), the capture goal,
        the full board; the key as ``state.key()``.  The caller has checked the move is legal."""
        me = self.to_move
        opp = 3 - me
        ch = self.ch
        five = i in ch[1 + me]
        # a capture point of the mover's (X O O . or Keryo's X O O O .): only there can the move capture
        takes = self.caps_on and i in ch[5 + me]
        entries = self.set_cell(i, me)
        caps = []
        if takes:
            b = self.board
            for d in self.dirs8:
                a = i + d
                if b[a] == opp and b[a + d] == opp:
                    e = a + 2 * d
                    if b[e] == me:
                        caps += (a, a + d)
                    elif self.keryo and b[e] == opp and b[e + d] == me:
                        caps += (a, a + d, e)
            for q in caps:
                self.set_cell(q, 0)
        zst = self.zst
        key0 = self.zkey
        k = key0 ^ self.zside ^ zst[i][me]
        cap = self.captured
        if caps:
            for q in caps:
                k ^= zst[q][opp]
            old = cap[me]
            cap[me] = old + len(caps)
            zc = self.zcaps[me]
            k ^= zc[old] ^ zc[old + len(caps)]
        self.zkey = k
        self.free -= 1 - len(caps)
        winner = me if five or (self.goal and cap[me] >= self.goal) else None
        res = _Move(i, me, caps, winner, True if winner is not None or not self.free else None, key0, entries)
        self.to_move = opp
        self.ply += 1
        self.stack.append(res)
        return res

    def pop(self) -> None:
        """Take the last move back: the captured stones first, so that around the move's point the board is
        as when it was played, and the move's own stone by ``take_back``."""
        res = self.stack.pop()
        me = res.player
        caps = res.caps
        if caps:
            opp = 3 - me
            for q in caps:
                self.set_cell(q, opp)
            self.captured[me] -= len(caps)
        self.zkey = res.key0
        self.free += 1 - len(caps)
        self.to_move = me
        self.ply -= 1
        self.take_back(res.q, res.entries)

    def tick(self) -> None:
        self.nodes += 1
        if self.nodes > self.budget:
            raise _Budget
        if self.deadline is not None and not self.nodes & 63 and time.perf_counter() > self.deadline:
            raise _Budget

    # ---------------------------------------------------------------- threats
    def wins_now(self, col: int) -> list:
        """Points where ``col`` wins at once (five, or the capture goal), fives first."""
        out = list(self.ch[1 + col])
        if self.goal:
            need = self.goal - self.captured[col]
            for q, k in self.ch[5 + col].items():
                if k >= need and q not in out:
                    out.append(q)
        return out

    def has_win(self, col: int) -> bool:
        if self.ch[1 + col]:
            return True
        if self.goal:
            need = self.goal - self.captured[col]
            for k in self.ch[5 + col].values():
                if k >= need:
                    return True
        return False

    def forcing(self, col: int) -> list:
        """Moves that may give ``col`` a win-in-one threat: fours, every capture (one can take out a stone
        blocking a four, reopening it, at any capture count), and capture threats near the goal.  The VCF
        keeps only those after which ``col`` really threatens to win."""
        ch = self.ch
        out = list(ch[3 + col])
        if self.goal:
            fours = ch[3 + col]
            out += [q for q in ch[5 + col] if q not in fours]
            if self.captured[col] + 2 >= self.goal:
                out += [q for q in ch[7 + col] if q not in fours and q not in ch[5 + col]]
        return out

    def stops(self, me: int) -> list:
        """Candidate replies to the opponent's win-in-one threats: its winning points and all my captures."""
        opp = 3 - me
        out = self.wins_now(opp)
        if self.goal:
            for q in self.ch[5 + me]:
                if q not in out:
                    out.append(q)
            # occupying an end of an attacked pair, or extending the pair, may stop a capture-goal threat
        return out

    def order_score(self, q: int, me: int) -> int:
        opp = 3 - me
        ps, ww = self.ps, self.ww
        sc = ps[(me - 1) * ww + q] + (ps[(opp - 1) * ww + q] * 9) // 10
        ch = self.ch
        if self.goal:
            c = ch[5 + me].get(q)
            if c:
                sc += 700 * c + self.captured[me] * 60 * c
            c = ch[5 + opp].get(q)
            if c:
                sc += 500 * c + self.captured[opp] * 50 * c
            if q in ch[7 + me]:
                sc += 150
        return sc

    def near(self) -> list:
        """The empty points within two of a stone (the 5x5 box around it), in board order."""
        m = self.stones
        h = m | m << 1 | m << 2 | m >> 1 | m >> 2
        w = self.w
        v = (h | h << w | h << 2 * w | h >> w | h >> 2 * w) & self.onboard & ~m
        out = []
        if not v:
            return out
        bp = self.bytepts
        first = ((v & -v).bit_length() - 1) >> 3      # the bytes from the lowest set bit's to the highest's
        for b, byte in enumerate((v >> 8 * first).to_bytes((v.bit_length() + 7 >> 3) - first, "little"), first):
            if byte:
                out += bp[b][byte]
        return out

    def candidates(self, me: int, width: int) -> list:
        """The ``width`` best points for ``me`` (to move) by ``order_score``, nearer the centre first on a tie.

        The list is a function of the position alone (the point scores, threat points and counts are sums over
        its stones), so it is kept per key and width: iterative deepening and the threat searches come back
        to the same positions (a third of the calls on ``bench.pente_nodes``' positions)."""
        cache = self.cand_cache.get(width)
        if cache is None:
            cache = self.cand_cache[width] = {}
        got = cache.get(self.zkey)
        if got is None or me != self.to_move:
            got = self._rank(me, width)
            if me == self.to_move:
                cache[self.zkey] = got
        return list(got)

    def _rank(self, me: int, width: int) -> tuple:
        restricted = self.tournament and self.ply in (0, 2)     # the tournament rule's opening plies
        # the key is order_score (the point scores for all, the capture terms only where a capture or a
        # capture threat is: few points, all near stones) times 64 less the distance from the centre, times
        # 1024 plus the point: (score * 64 - cdist) * 1024 + q = score * 65536 + ``cbase[q]``
        ps, ww = self.ps, self.ww
        mo, oo = (me - 1) * ww, (2 - me) * ww
        cb = self.cbase
        extra: dict = {}
        if self.goal:
            ch = self.ch
            opp = 3 - me
            cap = self.captured
            for q, k in ch[5 + me].items():
                extra[q] = extra.get(q, 0) + 700 * k + cap[me] * 60 * k
            for q, k in ch[5 + opp].items():
                extra[q] = extra.get(q, 0) + 500 * k + cap[opp] * 50 * k
            for q in ch[7 + me]:
                extra[q] = extra.get(q, 0) + 150
        # keys are plain ints, key * 1024 + q (q < 1024 on every board): they sort as (key, q) and much faster
        near = self.near()
        if not restricted:
            # the capture terms are added to the mover's point scores for the moment of the ranking (the
            # points of ``extra`` not near a stone are not in ``near``, so not ranked)
            for q, x in extra.items():
                ps[mo + q] += x
            keyed = [(ps[mo + q] + (ps[oo + q] * 9) // 10) * 65536 + cb[q] for q in near]
            for q, x in extra.items():
                ps[mo + q] -= x
        else:
            keyed = []
        if not keyed:
            cand = [q for q in near if self._opening_ok(q)] if restricted else near
            if not cand:
                cand = [q for q in self.pts if self.legal(q)]
            keyed = [(ps[mo + q] + (ps[oo + q] * 9) // 10 + extra.get(q, 0)) * 65536 + cb[q] for q in cand]
        keyed.sort(reverse=True)
        return tuple([k & 1023 for k in keyed[:width]])

    def legal(self, q: int) -> bool:
        """An empty point, and the tournament rule's opening restriction where it applies (the rules engine's
        ``check``, on the mirror)."""
        if self.board[q]:
            return False
        return not self.tournament or self.ply not in (0, 2) or self._opening_ok(q)

    def _opening_ok(self, q: int) -> bool:
        """The tournament rule: the first stone on the centre, the first player's second 3+ points away."""
        if self.ply == 0:
            return q == self.centre_q
        x, y = self.pts[q]
        c = self.n // 2
        return not (-3 < x - c < 3 and -3 < y - c < 3)

    # ---------------------------------------------------------------- evaluation
    def evaluate(self, me: int) -> int:
        v = self.ev
        if self.goal:
            cap = self.captured
            v += self.capv[cap[FIRST]] - self.capv[cap[SECOND]]
        v = v if me == FIRST else -v
        # tempo: the side to move that can make an open four (a point in two of its three-windows) now
        for k in self.ch[3 + me].values():
            if k >= 2:
                v += self.open4
                break
        return v + 30

    @staticmethod
    def _capval(stones: int, goal: int) -> int:
        f = stones / goal
        return int(stones * 70 + 6000 * f * f * f)

    # ---------------------------------------------------------------- quiescence at the horizon
    def horizon(self, me: int) -> int:
        """The static value, except where a capture or a win-in-one threat is pending.

        A pair under attack is worth what taking it does: the side to move may capture (the best of its
        captures, played on the mirror, so the value includes the line the capture opens or breaks and
        the stones it brings towards the goal); a threatened win must be stopped, so only the stops are
        looked at."""
        opp = 3 - me
        if not self.has_win(opp):
            best = self.evaluate(me)
            qc = self.cfg.get("qcaps", 3)
            if self.goal and qc and self.ch[5 + me]:
                caps = self.ch[5 + me]
                for q in (sorted(caps, key=caps.get, reverse=True)[:qc] if len(caps) > qc else list(caps)):
                    if not self.legal(q):
                        continue
                    self.tick()
                    res = self.push(q)
                    if res.winner is not None:
                        self.pop()
                        return WIN - 500
                    v = -WIN + 1000 if self.has_win(opp) else -self.evaluate(opp)
                    self.pop()
                    if v > best:
                        best = v
            return best
        best = -WIN + 1000
        for q in self.stops(me):
            if not self.legal(q):
                continue
            self.tick()
            res = self.push(q)
            if res.winner is not None:
                self.pop()
                return WIN - 500
            if self.has_win(opp):
                v = -WIN + 1000
            else:
                v = -self.evaluate(opp)
            self.pop()
            if v > best:
                best = v
        return best

    # ---------------------------------------------------------------- alpha-beta
    def negamax(self, depth: int, alpha: int, beta: int, ply: int) -> int:
        self.tick()
        me = self.to_move
        opp = 3 - me
        if self.has_win(me):
            return WIN - ply
        if depth <= 0:
            return self.horizon(me)
        key = self.zkey
        entry = self.tt.get(key)
        best_move = None
        if entry is not None:
            edepth, evalue, eflag, best_move = entry
            if edepth >= depth:
                if eflag == 0:
                    return evalue
                if eflag == 1 and evalue >= beta:
                    return evalue
                if eflag == -1 and evalue <= alpha:
                    return evalue
        if self.has_win(opp):
            moves = self.stops(me)
            moves.sort(key=lambda q: -self.order_score(q, me))
            moves = [q for q in moves if self.legal(q)]
            if not moves:
                return -WIN + ply + 1
        else:
            moves = self.candidates(me, self.cfg["width"] if ply else self.cfg["root_width"])
        if best_move is not None and best_move in moves:
            moves.remove(best_move)
            moves.insert(0, best_move)
        if not moves:
            return 0
        a0 = alpha
        best = -WIN - 1
        bm = moves[0]
        # the children are horizon nodes, which read no point scores: their moves skip them (``light``)
        light = depth == 1 and self.light_ok
        if light:
            self.light = True
        try:
            for q in moves:
                res = self.push(q)
                if res.winner is not None:
                    v = WIN - ply - 1 if res.winner == me else (0 if res.winner is None else -WIN)
                elif res.outcome is not None:
                    v = 0
                else:
                    try:
                        if depth == 1:      # the child's own first steps (its count, a win in one, the horizon)
                            self.tick()
                            v = ply + 1 - WIN if self.has_win(opp) else -self.horizon(opp)
                        else:
                            v = -self.negamax(depth - 1, -beta, -alpha, ply + 1)
                    except _Budget:
                        self.pop()
                        raise
                self.pop()
                if v > best:
                    best = v
                    bm = q
                if v > alpha:
                    alpha = v
                if alpha >= beta:
                    break
        finally:
            if light:
                self.light = False
        flag = 0 if a0 < best < beta else (1 if best >= beta else -1)
        self.tt[key] = (depth, best, flag, bm)
        return best

    # ---------------------------------------------------------------- VCF
    def vcf(self, att: int, depth: int, cache: dict) -> Optional[int]:
        """A move of ``att`` (to move) that wins by continuous win-in-one threats, or None."""
        self.tick()
        if self.has_win(att):
            return self.wins_now(att)[0]
        if depth <= 0:
            return None
        key = self.zkey
        if cache.get(key, -1) >= depth:
            return None
        defn = 3 - att
        defender_threat = self.has_win(defn)
        moves = self.forcing(att)
        moves.sort(key=lambda q: -self.order_score(q, att))
        for q in moves:
            if not self.legal(q):
                continue
            res = self.push(q)
            try:
                if res.winner is not None:
                    self.pop()
                    if res.winner == att:
                        return q
                    continue
                if defender_threat and self.has_win(defn):
                    self.pop()
                    continue
                if not self.has_win(att):
                    self.pop()
                    continue
                ok = True
                for r in self.stops(defn):
                    if not self.legal(r):
                        continue
                    self.tick()
                    rr = self.push(r)
                    if rr.winner is not None:
                        self.pop()
                        ok = False
                        break
                    if self.has_win(att):
                        self.pop()
                        continue            # not a stop
                    try:
                        win = self.vcf(att, depth - 1, cache)
                    finally:
                        self.pop()
                    if win is None:
                        ok = False
                        break
                self.pop()
            except _Budget:
                self.pop()
                raise
            if ok:
                return q
        cache[key] = depth
        return None

    def open_four_ready(self, col: int) -> bool:
        """``col`` has a point in two of its three-windows: a stone there makes an open four (or a four
        with two five points), a threat the opponent must answer now."""
        for k in self.ch[3 + col].values():
            if k >= 2:
                return True
        return False

    def vct(self, att: int, depth: int, cache: dict) -> Optional[int]:
        """A move of ``att`` (to move) that wins by continuous threats of fours *and threes*, or None.

        A three threat (after it ``att`` can make an open four) is answered by every defence that could
        matter: the empty points of ``att``'s three-windows, the defender's captures and capture threats
        (a pair taken out of the coming four breaks it) and its own fours (a counter-threat).  The
        attacker's next move must then win again by threats; a four threat is answered by the stops, as
        in the VCF.  Depth counts the attacker's moves."""
        self.tick()
        if self.has_win(att):
            return self.wins_now(att)[0]
        if depth <= 0:
            # ``vct_leaf``: after the last three, a chain of fours and capture threats (a VCF that deep)
            return self.vcf(att, self.vct_leaf, self.vct_fcache) if self.vct_leaf else None
        key = self.zkey
        if cache.get(key, -1) >= depth:
            return None
        defn = 3 - att
        defender_threat = self.has_win(defn)
        ch = self.ch
        moves = self.forcing(att)
        if not defender_threat and depth >= 2:
            fours = set(moves)
            ps, off = self.ps, (att - 1) * self.ww
            threes = [q for q in self.candidates(att, 12) if q not in fours and ps[off + q] >= 400]
            moves += threes
        for q in moves:
            if not self.legal(q):
                continue
            res = self.push(q)
            try:
                if res.winner is not None:
                    self.pop()
                    if res.winner == att:
                        return q
                    continue
                if self.has_win(defn):
                    self.pop()
                    continue
                four = self.has_win(att)
                if not four and not self.open_four_ready(att):
                    self.pop()
                    continue
                if four:
                    replies = self.stops(defn)
                else:
                    replies = list(ch[3 + att])
                    seen = set(replies)
                    for dct in (ch[5 + defn], ch[7 + defn], ch[3 + defn]):
                        for r in dct:
                            if r not in seen:
                                seen.add(r)
                                replies.append(r)
                ok = True
                for r in replies:
                    if not self.legal(r):
                        continue
                    self.tick()
                    rr = self.push(r)
                    if rr.winner is not None:
                        self.pop()
                        ok = False
                        break
                    if four and self.has_win(att) and not self.has_win(defn):
                        self.pop()
                        continue            # not a stop: the five follows
                    try:
                        win = self.vct(att, depth - 1, cache) if not self.has_win(defn) else None
                    finally:
                        self.pop()
                    if win is None:
                        ok = False
                        break
                self.pop()
            except _Budget:
                self.pop()
                raise
            if ok:
                return q
        cache[key] = depth
        return None

    def vct_shortest(self, att: int, depth: int) -> Optional[int]:
        """The first move of ``att``'s shortest forced win by threats of fours and threes."""
        cache: dict = {}
        for d in range(2, depth + 1):
            q = self.vct(att, d, cache)
            if q is not None:
                return q
        return None

    def vcf_shortest(self, att: int, depth: int) -> Optional[int]:
        """The first move of ``att``'s shortest forced win by threats (iterative deepening on its moves).
        Of several forced wins the quickest: it leaves the opponent the fewest moves in which a defence the
        threat search does not try could turn up, and a player sees its win taken without detours."""
        cache: dict = {}
        for d in range(1, depth + 1):
            q = self.vcf(att, d, cache)
            if q is not None:
                return q
        return None


class Player:
    """A Pente computer player (see the module docstring)."""

    def __init__(self, level: str = "medium", seed: Optional[int] = None) -> None:
        self.level = check_level(level)
        self.seed = 0 if seed is None else int(seed)
        self.cfg = dict(LEVELS[self.level])
        if "play_qcaps" in self.cfg:
            self.cfg["qcaps"] = self.cfg["play_qcaps"]
        self.nodes = 0
        self.guard_nodes = 0    # of ``nodes``, what the last move's guard spent (benches read it)
        self.depth = 0
        self.scores: dict = {}

    def choose(self, state, seconds: Optional[float] = None):
        seat = state.current_player()
        if seat in (CHANCE, TERMINAL):
            raise ValueError("no player is to move")
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        rng = random.Random((self.seed * 1_000_003) ^ (state.key() & 0xFFFFFFFFFFFF))
        deadline = time.perf_counter() + seconds if seconds is not None else None
        S = _Search(state, self.cfg, rng, deadline)
        self.guard_nodes = 0
        move = self._think(S)
        self.nodes = S.nodes
        assert not S.stack, "the search left moves on its copy"
        return S.pts[move]

    # ------------------------------------------------------------------
    def _think(self, S: _Search) -> int:
        cfg = self.cfg
        me = S.to_move
        opp = 3 - me
        # 1. a win in one
        wins = [q for q in S.wins_now(me) if S.legal(q)]
        if wins:
            return wins[0]
        # 2. the opponent wins in one: only the stops that really stop it
        S.budget = 10 ** 9
        if S.has_win(opp):
            good = []
            for q in S.stops(me):
                if not S.legal(q):
                    continue
                res = S.push(q)
                if res.winner == me or not S.has_win(opp):
                    good.append(q)
                S.pop()
            if not good:   # lost whatever is played: block the first threat anyway
                good = [q for q in S.wins_now(opp) if S.legal(q)] or [S.candidates(me, 1)[0]]
                return max(good, key=lambda q: (S.order_score(q, me), -q))
            if len(good) == 1 or cfg["nodes"] == 0:
                return max(good, key=lambda q: (S.order_score(q, me), -q))
            return self._search(S, me, good)
        # 3. a forced win by fours (and capture threats)
        if cfg["vcf"]:
            S.budget = cfg["vcf"]
            S.nodes = 0
            try:
                q = S.vcf_shortest(me, 12)
            except _Budget:
                q = None
            if q is not None:
                return q
        # 3b. a forced win by threats of threes too (a double three, a three-four)
        if cfg.get("vct"):
            S.budget = S.nodes + cfg["vct"]
            try:
                q = S.vct_shortest(me, 3)
            except _Budget:
                q = None
            if q is not None:
                return q
        # 4. search
        if cfg["nodes"] == 0:
            return self._easy(S, me)
        return self._search(S, me, None)

    def _easy(self, S: _Search, me: int) -> int:
        cands = S.candidates(me, self.cfg["root_width"])
        best, bq = None, cands[0]
        opp = 3 - me
        for q in cands:
            res = S.push(q)
            if res.winner == me:
                S.pop()
                return q
            v = -S.horizon(opp)
            S.pop()
            noise = S.rng.random() * self.cfg["noise"] * (abs(v) + 200)
            if abs(v) >= WIN // 2:
                noise = 0
            score = v + noise
            if best is None or score > best:
                best, bq = score, q
        return bq

    def _search(self, S: _Search, me: int, root_moves: Optional[list]) -> int:
        cfg = self.cfg
        S.budget = S.nodes + cfg["nodes"]
        if root_moves is None:
            root_moves = S.candidates(me, cfg["root_width"])
            # a VCF-refuting look is too dear; the search sees threats through the stop rule
        best_move = root_moves[0]
        prev_scores: dict = {}
        tol = cfg["tolerance"]
        for depth in range(1, cfg["depth"] + 1):
            alpha, beta = -WIN - 1, WIN + 1
            order = sorted(root_moves, key=lambda q: (-prev_scores.get(q, -WIN - 2), root_moves.index(q)))
            scores = {}
            cur_best, cur_val = None, -WIN - 2
            try:
                for q in order:
                    res = S.push(q)
                    if res.winner == me:
                        S.pop()
                        return q
                    try:
                        if res.outcome is not None:
                            v = 0
                        else:
                            v = -S.negamax(depth - 1, -beta, -alpha, 1)
                    finally:
                        S.pop()
                    scores[q] = v
                    if v > cur_val:
                        cur_val, cur_best = v, q
                    if v - tol - 1 > alpha:     # moves within the tolerance keep exact values
                        alpha = v - tol - 1
            except _Budget:
                if cur_best is not None and (cur_best == order[0] or cur_val > prev_scores.get(best_move, -WIN - 2)):
                    best_move = cur_best
                    if not prev_scores:
                        prev_scores = scores
                break
            best_move = cur_best
            prev_scores = scores
            self.depth = depth
            if cur_val >= WIN // 2 or (cur_val <= -WIN // 2 and depth >= 2):
                break
        self.scores = {S.pts[q]: v for q, v in prev_scores.items()}   # the root's values, for benches
        if not prev_scores:
            return best_move
        top = prev_scores.get(best_move, max(prev_scores.values()))
        ranked = sorted(prev_scores, key=lambda q: (-prev_scores[q], root_moves.index(q)))
        if best_move in ranked:
            ranked.remove(best_move)
        ranked.insert(0, best_move)
        if tol and abs(top) < WIN // 2:
            near = [q for q in ranked if prev_scores.get(q, -WIN - 2) >= top - tol]
            pick = near[S.rng.randrange(len(near))]
            ranked.remove(pick)
            ranked.insert(0, pick)
        guard = cfg.get("guard", 0)
        if not guard or abs(top) >= WIN // 2:
            return ranked[0]
        return self._guard(S, me, ranked, prev_scores)

    def _guard_status(self, S: _Search, q: int, opp: int, end: Optional[int] = None) -> int:
        """After ``q``: 1 if the opponent's threat searches end without a forced win (safe), -1 if they find
        one (lost), 0 if their budget ran out first (unknown).  The VCF deepens one move at a time.  ``end``:
        the node count where the whole guard stops (its total budget), if sooner than this move's."""
        cfg = self.cfg
        end = 10 ** 12 if end is None else end
        S.push(q)
        try:
            S.budget = min(S.nodes + cfg["guard_nodes"], end)
            try:
                if S.vcf_shortest(opp, 10) is not None:
                    return -1
                st = 1
            except _Budget:
                st = 0
            if cfg.get("guard_vct"):
                S.budget = min(S.nodes + cfg["guard_vct"], end)
                try:
                    if S.vct(opp, cfg.get("guard_vct_depth", 2), {}) is not None:
                        return -1
                except _Budget:
                    st = 0
            if cfg.get("guard_leaf") and S.nodes < end:
                # a three and then fours (the VCT with a VCF at its leaves): searched only to prove a loss, so
                # running out of nodes here leaves the status as it was (a move proved safe stays first)
                S.budget = min(S.nodes + cfg["guard_leaf_nodes"], end)
                S.vct_leaf, S.vct_fcache = cfg["guard_leaf"], {}
                try:
                    if S.vct(opp, cfg.get("guard_vct_depth", 2), {}) is not None:
                        return -1
                except _Budget:
                    pass
                finally:
                    S.vct_leaf = 0
            return st
        finally:
            S.pop()

    def _guard(self, S: _Search, me: int, ranked: list, prev_scores: dict) -> int:
        """A forced win (fours, four-threes, double threes) left to the opponent: the first of the root moves,
        best first, that the opponent's threat searches prove safe (up to ``guard`` + ``guard_more`` of them
        looked at); failing that, the best one whose searches ran out of nodes (not known to lose); else the
        best.  A move only not known to lose no longer goes before a later one proved safe: the opponent's
        search of it usually runs out because it is full of threats.  The whole guard stops after
        ``guard_total`` nodes: the slowest moves were those where it looked at move after move."""
        cfg = self.cfg
        opp = 3 - me
        unknown = None
        looked = 0
        limit = cfg["guard"] + cfg.get("guard_more", 0)
        start = S.nodes
        end = start + cfg.get("guard_total", 10 ** 12)
        try:
            for q in ranked:
                if looked >= limit or prev_scores.get(q, -WIN) <= -WIN // 2 or S.nodes >= end:
                    break
                looked += 1
                st = self._guard_status(S, q, opp, end)
                if st > 0:
                    return q
                if st == 0 and unknown is None:
                    unknown = q
            return unknown if unknown is not None else ranked[0]
        finally:
            self.guard_nodes = S.nodes - start
