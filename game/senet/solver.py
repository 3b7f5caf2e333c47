"""Exact Senet endgames: every position with at most two counters per side on the board, solved.

Why a table
    With two counters a side left, luck still decides much of the game but a
    choice can cost a great deal (giving up house 26 in rule set A, waiting on
    30 in rule set B). A position of this size has few enough relatives
    (about 210,000 per option set) to solve outright, so Hard plays them
    perfectly and the benches measure every player's decisions against the
    truth instead of against another heuristic.

How it is solved (``build``)
    A position is the mover's counters, the opponent's counters (one or two
    each, by house) and who throws next; the rules treat both sides alike, so
    the table stores positions from the mover's point of view only. For each
    position and each throw at ``chance_outcomes()``'s exact odds the engine
    itself (``State.from_position``, ``push``) gives the legal moves and where
    each leads: a win, a position where the same seat throws again (rule set
    B's extra throws, forfeits included), or one where the other seat throws.
    Value iteration over those transitions (the mover takes the best move,
    the game can cycle through swaps, captures, water and backward moves)
    runs until no value changes by more than 1e-13; numpy does each sweep.

The file
    ``endgame_table/<preset>.npz`` holds, per preset, the mover's win
    probability for every index as a ``uint32`` (value * 2**32 - 1, exact to
    2.3e-10: far finer than any difference between two moves that matters).
    ``endgame_table/manifest.json`` gives each file's sha256 and the options it
    was built for. A file is read on the first question about a position it
    covers (never at import, so the first frame is not delayed); a missing,
    damaged or mismatched file is reported once by ``status()`` and the
    position is simply not covered (Hard searches instead).
    ``python -m bench.senet_endgame_build`` rebuilds the files.

Public API (for Hard, the benches and the puzzle prover)
    ``covers(state)``, ``win_probability(state, seat=None)``,
    ``move_values(state)``; probabilities are of winning the game, for the
    seat named (default: the seat to throw or to move).
"""
from __future__ import annotations

import hashlib
import io
import json
import threading
import zipfile
from pathlib import Path
from typing import Hashable, Optional


from ..core.protocol import CHANCE, TERMINAL
from .rules import HOUSES, PRESETS, Options, State

__all__ = ["available", "covers", "win_probability", "move_values", "status", "build", "index_of", "COVERED_PRESETS",
           "TABLE_DIR", "MAX_ON_BOARD"]

MAX_ON_BOARD = 2
TABLE_DIR = Path(__file__).with_name("endgame_table")
MANIFEST = TABLE_DIR / "manifest.json"
FORMAT = 1
SCALE = float((1 << 32) - 1)

COVERED_PRESETS = ("kendall_bell", "hounds_and_jackals", "kendall_bell_die", "kendall_bell_challenge",
                   "hounds_and_jackals_harsh")
"""Every preset of ``rules.PRESETS``: each that changes the odds (the die) or the moves (exact throws and
traps; rule set B's harsh variant without extra throws or waiting on 30) has its own table."""

# ------------------------------------------------------------------ indexing

_PAIR = {}
for _a in range(1, HOUSES + 1):
    for _b in range(_a + 1, HOUSES + 1):
        _PAIR[(_a, _b)] = HOUSES + len(_PAIR)
CODES = HOUSES + len(_PAIR)          # 30 singles + 435 pairs = 465 ways to place one or two counters
SIZE = CODES * CODES


def _code(houses) -> int:
    if len(houses) == 1:
        return houses[0] - 1
    return _PAIR[(houses[0], houses[1])]


def _houses_of(code: int) -> tuple:
    if code < HOUSES:
        return (code + 1,)
    for k, v in _PAIR.items():  # only for building and tests
        if v == code:
            return k
    raise ValueError(code)


def index_of(mine, theirs) -> int:
    """The table index of a position: the mover's houses and the opponent's, each sorted, one or two."""
    return _code(tuple(mine)) * CODES + _code(tuple(theirs))


def _preset_name(options: Options) -> Optional[str]:
    for name in COVERED_PRESETS:
        if PRESETS[name] == options:
            return name
    return None


# ------------------------------------------------------------------ building

def _position(options: Options, mine: tuple, theirs: tuple) -> Optional[State]:
    board = {h: 0 for h in mine}
    for h in theirs:
        if h in board:
            return None
        board[h] = 1
    try:
        return State.from_position(options, board, current_side=0, borne_off=(5 - len(mine), 5 - len(theirs)))
    except ValueError:  # a house no counter can stay on (27 with water or the curse)
        return None


def _after(g: State, mover_seat: int) -> tuple:
    """(kind, index) of where a push left ``g``: 2 won / 3 lost, 0 the same seat throws, 1 the other seat."""
    if g.current_player() == TERMINAL:
        return (2 if g.winner == g.side_of_seat(mover_seat) else 3), 0
    seat = g.current_seat
    side = g.side_of_seat(seat)
    b = g.board
    m = tuple(h for h in range(1, HOUSES + 1) if b[h] == side)
    t = tuple(h for h in range(1, HOUSES + 1) if b[h] == 1 - side)
    return (0 if seat == mover_seat else 1), index_of(m, t)


def transitions(options: Options, progress=None) -> dict:
    """Every covered position's throws and moves, read from the engine, as flat arrays (see ``build``)."""
    import numpy as np  # here, not at import: opening a Senet game need not load numpy
    outcomes = State.new(options, 0).chance_outcomes()
    valid = np.zeros(SIZE, bool)
    g_state, g_prob = [], []           # per (position, throw): its position and the throw's odds
    o_group, o_kind, o_target = [], [], []
    groups = 0
    codes = [_houses_of(c) for c in range(CODES)]
    for cm in range(CODES):
        if progress and cm % 50 == 0:
            progress(cm)
        mine = codes[cm]
        for ct in range(CODES):
            g = _position(options, mine, codes[ct])
            if g is None:
                continue
            s = cm * CODES + ct
            valid[s] = True
            seat = g.current_seat
            for v, p in outcomes:
                g.push(v)
                g_state.append(s)
                g_prob.append(p)
                if g.current_player() == CHANCE:  # forfeited: the turn passes, or an extra throw
                    k, t = _after(g, seat)
                    o_group.append(groups)
                    o_kind.append(k)
                    o_target.append(t)
                else:
                    for a in g.legal_actions():
                        g.push(a)
                        k, t = _after(g, seat)
                        g.pop()
                        o_group.append(groups)
                        o_kind.append(k)
                        o_target.append(t)
                g.pop()
                groups += 1
    return {"valid": valid, "g_state": np.array(g_state, np.int32), "g_prob": np.array(g_prob),
            "o_group": np.array(o_group, np.int32), "o_kind": np.array(o_kind, np.int8),
            "o_target": np.array(o_target, np.int32)}


def solve(tr: dict, tol: float = 1e-13, max_sweeps: int = 100_000) -> tuple:
    """Value iteration on ``transitions``' arrays: (values, sweeps, last change)."""
    import numpy as np
    kind, target = tr["o_kind"], tr["o_target"]
    a0 = np.where((kind == 1) | (kind == 2), 1.0, 0.0)   # 1 - V for the other seat, 1 for a win
    a1 = np.select([kind == 0, kind == 1], [1.0, -1.0], 0.0)
    starts = np.flatnonzero(np.r_[True, tr["o_group"][1:] != tr["o_group"][:-1]])
    V = np.where(tr["valid"], 0.5, 0.0)
    delta = 1.0
    sweeps = 0
    while delta > tol and sweeps < max_sweeps:
        val = a0 + a1 * V[target]
        best = np.maximum.reduceat(val, starts)
        new = np.bincount(tr["g_state"], weights=tr["g_prob"] * best, minlength=SIZE)
        delta = float(np.max(np.abs(new - V)))
        V = new
        sweeps += 1
    return V, sweeps, delta


def build(options: Options, progress=None) -> dict:
    """Solve one option set: the values (float64, by index), the valid mask and the build's figures."""
    import time
    t0 = time.process_time()
    tr = transitions(options, progress)
    t1 = time.process_time()
    V, sweeps, delta = solve(tr)
    t2 = time.process_time()
    return {"values": V, "valid": tr["valid"], "states": int(tr["valid"].sum()),
            "throw_nodes": int(len(tr["g_state"])), "move_edges": int(len(tr["o_kind"])),
            "sweeps": sweeps, "last_change": delta,
            "cpu_seconds": {"engine": round(t1 - t0, 1), "value_iteration": round(t2 - t1, 1)}}


def encode(values: np.ndarray) -> np.ndarray:
    import numpy as np
    return np.rint(np.clip(values, 0.0, 1.0) * SCALE).astype(np.uint32)


# ------------------------------------------------------------------ loading

_lock = threading.Lock()
_tables: dict = {}      # preset name -> values (``_Values``) or None when the file is unusable
_problems: dict = {}    # preset name -> why it is unusable


def _manifest() -> dict:
    try:
        data = json.loads(MANIFEST.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("tables"), dict):
            return {}
        return data["tables"]
    except (OSError, ValueError):
        return {}


def _load(name: str):
    """The preset's values as a sequence of win probabilities by index, or ``None`` (why in ``_problems``).

    Read without numpy: the ``.npz`` is a zip holding ``values.npy``, whose header names a little-endian
    ``uint32`` vector; its bytes go straight into an ``array``. So opening a Senet game never loads numpy,
    and the benches run under PyPy (which has no numpy here) with the table, playing the same moves."""
    import array
    import ast
    import sys
    entry = _manifest().get(name)
    if not isinstance(entry, dict):
        _problems[name] = "not in the manifest"
        return None
    if entry.get("options") != PRESETS[name].to_dict():
        _problems[name] = "built for other options"
        return None
    try:
        raw = (TABLE_DIR / entry["file"]).read_bytes()
        if hashlib.sha256(raw).hexdigest() != entry.get("sha256"):
            _problems[name] = "checksum mismatch"
            return None
        with zipfile.ZipFile(io.BytesIO(raw)) as z:
            npy = z.read("values.npy")
        if npy[:6] != b"\x93NUMPY":
            raise ValueError("not a .npy member")
        if npy[6] == 1:
            hlen, start = int.from_bytes(npy[8:10], "little"), 10
        else:
            hlen, start = int.from_bytes(npy[8:12], "little"), 12
        header = ast.literal_eval(npy[start:start + hlen].decode("latin1"))
        if (header.get("descr") not in ("<u4", "|u4") or header.get("fortran_order")
                or tuple(header.get("shape", ())) != (SIZE,)):
            _problems[name] = "wrong shape"
            return None
        q = array.array("I")
        if q.itemsize != 4:
            q = array.array("L")
        q.frombytes(npy[start + hlen:])
        if sys.byteorder != "little":
            q.byteswap()
        if len(q) != SIZE:
            _problems[name] = "wrong shape"
            return None
    except (OSError, KeyError, TypeError, ValueError, SyntaxError, EOFError, zipfile.BadZipFile) as exc:
        _problems[name] = f"unreadable: {exc}"
        return None
    return _Values(q)


class _Values:
    """The stored fractions read as win probabilities (``value / (2**32 - 1)``, as numpy gave them)."""

    __slots__ = ("q",)

    def __init__(self, q) -> None:
        self.q = q

    def __getitem__(self, i: int) -> float:
        return self.q[i] / SCALE

    def __len__(self) -> int:
        return len(self.q)


def _table(options: Options):
    name = _preset_name(options)
    if name is None:
        return None
    if name not in _tables:
        with _lock:
            if name not in _tables:
                _tables[name] = _load(name)
    return _tables[name]


def status() -> dict:
    """Per preset: ``"loaded"``, ``"not loaded"`` (yet) or why it cannot be used."""
    return {n: ("not loaded" if n not in _tables else "loaded" if _tables[n] is not None
                else _problems.get(n, "unusable")) for n in COVERED_PRESETS}


def _reset() -> None:
    """Forget loaded tables (tests that damage a file)."""
    with _lock:
        _tables.clear()
        _problems.clear()


# ------------------------------------------------------------------ the questions

def _small(state) -> bool:
    if state.is_over or state.in_opening or state.opening_move_due:
        return False
    off = state.borne_off
    return off[0] >= 5 - MAX_ON_BOARD and off[1] >= 5 - MAX_ON_BOARD


def available(options: Options) -> bool:
    """A usable table exists for these options (read now if not yet)."""
    return _table(options) is not None


def covers(state) -> bool:
    """The table answers for this position: at most two counters a side on the board, the game not
    over, a covered preset's options, and its file intact (read now if not yet)."""
    return _small(state) and _table(state.options) is not None


def _value_at_throw(V, state) -> float:
    """Win probability of the seat about to throw."""
    side = state.current_side
    b = state.board
    m = tuple(h for h in range(1, HOUSES + 1) if b[h] == side)
    t = tuple(h for h in range(1, HOUSES + 1) if b[h] == 1 - side)
    return float(V[index_of(m, t)])


def _value_for(V, g, seat: int) -> float:
    if g.current_player() == TERMINAL:
        return 1.0 if g.outcome().winner == seat else 0.0
    v = _value_at_throw(V, g)
    return v if g.current_seat == seat else 1.0 - v


def move_values(state) -> dict[Hashable, float]:
    """Each legal move's win probability for the seat to move (a throw in hand); ``{}`` if not covered."""
    p = state.current_player()
    if p in (CHANCE, TERMINAL) or not _small(state):
        return {}
    V = _table(state.options)
    if V is None:
        return {}
    g = state.copy(events=False)
    out = {}
    for a in g.legal_actions():
        g.push(a)
        out[a] = _value_for(V, g, p)
        g.pop()
    return out


def win_probability(state, seat: Optional[int] = None) -> Optional[float]:
    """Probability that ``seat`` (default: the seat to throw or move) wins with best play on both sides;
    ``None`` if not covered. With a throw in hand, the best move's value; at a finished game, 1 or 0."""
    if seat is None:
        seat = state.current_seat
    if state.is_over:
        return 1.0 if state.outcome().winner == seat else 0.0
    if not _small(state):
        return None
    V = _table(state.options)
    if V is None:
        return None
    if state.current_player() == CHANCE:
        return _value_for(V, state, seat)
    best = max(move_values(state).values())
    return best if state.current_seat == seat else 1.0 - best
