"""Game review: the value of the position after every decision, what the best decision would have kept,
and, in a game with dice, what the throws gave (docs/review.md).

The shape follows lichess's analysis and GNU Backgammon's: for each decision, the value after the move
played against the value after the best move the engine finds (the loss, never below zero: a move the
engine likes less than the one played is no mistake), marked as an inaccuracy, a mistake or a blunder
above each game's thresholds; for each throw, the luck, the value after it less the value before it
(which at a throw is the expectation over the throws). Everything is measured from the first seat's
side, in the game's unit: the first seat's win probability (Senet, Pente) or the projected score
difference (Senket, in points).

A game provides an analyst (``game/<id>/review.py``: ``analyst(level)``) with ``unit``, ``marks``,
``fingerprint``, ``value(state)``, ``best_turn(state)`` and ``throw_seat(state)`` (and ``describe(state,
turn)``, the words for a turn, said of each marked decision while its values are at hand); this module walks a
record through the protocol only, so one review serves every game. A decision is a turn: every action
the same seat makes in a row (a Senket post, its fences and ``end`` are one decision).
"""
from __future__ import annotations

import hashlib
import json
import math
from dataclasses import asdict, dataclass, field
from typing import Any, Callable, Optional, Protocol, Sequence

from . import records
from .protocol import CHANCE, TERMINAL

ANALYSIS_VERSION = 3     # 2: the kept review names its game by a hash of every action; 3: marked turns in words
MARKS = ("inaccuracy", "mistake", "blunder")


class Cancelled(Exception):
    """The review was asked to stop (the player left the viewer, pressed Esc)."""


class Analyst(Protocol):
    unit: str                               # "win" (the first seat's win probability) or "points"
    marks: tuple[float, float, float]       # the loss at which a decision is an inaccuracy, a mistake, a blunder
    fingerprint: str                        # what made the values (engine, level, depth): a cached review is
                                            # trusted only if made by the same

    def value(self, state) -> float: ...            # from the first seat's side; at a throw, the expectation
    def best_turn(self, state) -> Sequence: ...     # the engine's best turn from here, as actions
    def throw_seat(self, state) -> Optional[int]: ...  # whose throw is due (the luck is theirs)


@dataclass
class Decision:
    index: int                  # the record's action index where the turn starts
    seat: int
    played: list                # the actions of the turn, as the record writes them
    best: list
    before: float               # the value before the turn, first seat's side
    after: float                # after the turn played
    best_after: float           # after the best turn
    loss: float                 # what the turn played gave up, from the mover's side (>= 0)
    mark: Optional[str]
    said: Optional[list] = None  # a marked decision: the played and the best turn in the game's words


@dataclass
class Throw:
    index: int
    seat: Optional[int]
    thrown: Any
    before: float               # the expectation before the throw
    after: float
    luck: float                 # after - before, from the thrower's side


@dataclass
class Review:
    game: str
    unit: str
    fingerprint: str
    decisions: list[Decision] = field(default_factory=list)
    throws: list[Throw] = field(default_factory=list)
    values: list[float] = field(default_factory=list)   # the value after each action (the graph), first seat's side
    start_value: float = 0.0

    def summary(self) -> dict:
        """Per seat: decisions, the count of each mark, the sum of losses, the accuracy, and the luck."""
        out = {}
        for seat in (0, 1):
            mine = [d for d in self.decisions if d.seat == seat]
            luck = [t.luck for t in self.throws if t.seat == seat]
            out[str(seat)] = {
                "decisions": len(mine),
                **{m: sum(1 for d in mine if d.mark == m) for m in MARKS},
                "loss": round(sum(d.loss for d in mine), 4),
                "mean_loss": round(sum(d.loss for d in mine) / len(mine), 4) if mine else 0.0,
                "accuracy": accuracy(mine, self.unit),
                "luck": round(sum(luck), 4) if luck else None,
            }
        return out

    @classmethod
    def from_json(cls, data: dict) -> "Review":
        """From ``to_json`` (or a kept review that ``cached`` has checked); KeyError/TypeError if not one."""
        out = cls(data["game"], data["unit"], data["fingerprint"])
        out.start_value = data["start_value"]
        out.values = list(data["values"])
        out.decisions = [Decision(**d) for d in data["decisions"]]
        out.throws = [Throw(**t) for t in data["throws"]]
        return out

    def to_json(self) -> dict:
        return {"version": ANALYSIS_VERSION, "game": self.game, "unit": self.unit, "fingerprint": self.fingerprint,
                "start_value": self.start_value, "values": self.values,
                "decisions": [asdict(d) for d in self.decisions], "throws": [asdict(t) for t in self.throws]}


def engine_version(*modules) -> str:
    """A short hash of the engine's own source (the modules an analyst's values come from), for its
    fingerprint: a review kept by an earlier engine (a new evaluation, another search) is made again,
    not trusted, though the analyst's settings read the same. Where a module's file cannot be read (a
    packaged build without sources) its name stands in, and the settings in the fingerprint still count."""
    digest = hashlib.sha256()
    for module in modules:
        path = getattr(module, "__file__", None)
        try:
            with open(path, "rb") as fh:
                digest.update(fh.read())
        except (OSError, TypeError):
            digest.update(module.__name__.encode())
    return digest.hexdigest()[:12]


def engine_turn(player, state) -> list:
    """The actions a computer player makes from ``state`` until another seat is to move (one for most
    games; a Senket post, its fences and ``end``), played on ``state`` itself (pass a copy)."""
    seat, turn = state.current_player(), []
    while state.current_player() == seat and seat not in (CHANCE, TERMINAL) and len(turn) < 64:
        action = player.choose(state.copy())
        turn.append(action)
        state.push(action)
    return turn


def accuracy(decisions: Sequence[Decision], unit: str) -> Optional[float]:
    """A percentage, 100 for a player who always kept the engine's value.

    For win probability, lichess's per-move formula on the loss in win percentage points
    (103.17 e^(-0.0436 L) - 3.17, clipped to 0..100), averaged; for points, the same curve on the loss
    counted in tens of points (a Senket turn that gives up 10 points scores as lichess's
    1 point of win percentage)."""
    if not decisions:
        return None
    scale = 100.0 if unit == "win" else 0.1
    per = [max(0.0, min(100.0, 103.1668 * math.exp(-0.04354 * d.loss * scale) - 3.1669)) for d in decisions]
    return round(sum(per) / len(per), 1)


def mark_of(loss: float, marks: tuple[float, float, float]) -> Optional[str]:
    found = None
    for name, threshold in zip(MARKS, marks):
        if loss >= threshold:
            found = name
    return found


RUNS_PER_PART = 4


def dealt(index: int, length: int, part: tuple[int, int]) -> bool:
    """Whether the event at action ``index`` is part k's: the record is cut into n * RUNS_PER_PART runs of
    consecutive actions, dealt round the parts. Consecutive, because an event's value after is the next
    event's value before (and a throw's average holds the decision's position): events dealt one by one
    to alternate processes had each of them work out most values twice (Senet's 150 throws: 58 CPU s over
    two processes against 38 in one). Several runs a part, because the cost varies along a game (Senet's
    endgame is read from the table)."""
    k, n = part
    return index * n * RUNS_PER_PART // max(1, length) % n == k


def analyse(record: records.Record, analyst: Analyst,
            progress: Optional[Callable[[int, int], None]] = None,
            cancelled: Optional[Callable[[], bool]] = None, part: tuple[int, int] = (0, 1)) -> Review:
    """The review of ``record`` (already checked by the loader). ``progress(done, total)`` after each action;
    ``cancelled()`` true stops it (``Cancelled``).

    ``part=(k, n)``: only the k-th of every n runs of consecutive events is analysed (``dealt``), the others
    are only played, so that n processes share one review (``merge`` puts the parts together; the values
    of an event do not depend on who computes it). The start value belongs to part 0."""
    k, n = part
    state = record.start_state()
    data = list(record.actions)
    review = Review(record.game, analyst.unit, analyst.fingerprint)
    review.values = [None] * len(data)
    review.start_value = round(analyst.value(state), 6) if k == 0 else None
    i = 0
    while i < len(data):
        if cancelled is not None and cancelled():
            raise Cancelled()
        seat = state.current_player()
        mine = dealt(i, len(data), part)
        if seat == CHANCE:
            if mine:
                owner = analyst.throw_seat(state)
                before = analyst.value(state)
            state.push(state.action_from_json(data[i]))
            if mine:
                after = analyst.value(state)
                sign = 1 if owner in (0, None) else -1
                review.throws.append(Throw(i, owner, data[i], round(before, 6), round(after, 6),
                                           round(sign * (after - before), 6)))
                review.values[i] = round(after, 6)
            i += 1
        else:
            start = i
            if mine:
                turn_start = state.copy()
                before = analyst.value(state)
                best = [state.action_to_json(a) for a in analyst.best_turn(state.copy())]
            while i < len(data) and state.current_player() == seat:
                state.push(state.action_from_json(data[i]))
                i += 1
            if mine:
                after = analyst.value(state)
                played = data[start:i]
                if best == played or not best:
                    best_after = after
                else:
                    probe = turn_start.copy()
                    for a in best:
                        probe.push(probe.action_from_json(a))
                    best_after = analyst.value(probe)
                sign = 1 if seat == 0 else -1
                loss = max(0.0, sign * (best_after - after))
                mark = mark_of(loss, analyst.marks)
                best = best if best else played
                describe = getattr(analyst, "describe", None)     # said here, where the values are at hand
                said = None if mark is None or describe is None else [describe(turn_start, played),
                                                                      describe(turn_start, best)]
                review.decisions.append(Decision(start, seat, played, best, round(before, 6),
                                                 round(after, 6), round(best_after, 6), round(loss, 6),
                                                 mark, said))
                for j in range(start, i):
                    review.values[j] = round(after, 6)
        if progress is not None:
            progress(i, len(data))
    return review


def merge(parts: Sequence[Review]) -> Review:
    """One review from the parts that ``analyse(..., part=(k, n))`` made for k = 0 .. n-1."""
    first = parts[0]
    out = Review(first.game, first.unit, first.fingerprint)
    out.start_value = next(p.start_value for p in parts if p.start_value is not None)
    out.values = [next((p.values[j] for p in parts if p.values[j] is not None), None)
                  for j in range(len(first.values))]
    out.decisions = sorted((d for p in parts for d in p.decisions), key=lambda d: d.index)
    out.throws = sorted((t for p in parts for t in p.throws), key=lambda t: t.index)
    return out


# ----- kept with the game ---------------------------------------------------------------------------
META_KEY = "review"


def moves_key(record: records.Record) -> str:
    """A hash of what the review is about: the game, its options, seed, start and every action (a record
    edited anywhere, not only at its end, no longer matches the review it keeps)."""
    about = [record.game, record.options, record.seed, record.start, list(record.actions)]
    text = json.dumps(about, sort_keys=True, separators=(",", ":"), default=repr)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def cached(record: records.Record, fingerprint: str) -> Optional[dict]:
    """The review kept in the record's meta, if it is whole, of this version, made by the same analyst and
    about these very actions; else None (a damaged or outdated analysis is recomputed, never trusted)."""
    kept = record.meta.get(META_KEY) if isinstance(record.meta, dict) else None
    if not isinstance(kept, dict):
        return None
    try:
        ok = (kept.get("version") == ANALYSIS_VERSION and kept.get("fingerprint") == fingerprint
              and kept.get("game") == record.game and kept.get("moves") == moves_key(record)
              and isinstance(kept.get("decisions"), list) and isinstance(kept.get("values"), list)
              and len(kept["values"]) == len(record.actions))
    except TypeError:
        return None
    return kept if ok else None


def keep(record: records.Record, review: Review) -> records.Record:
    """The record with its review in ``meta`` (to be saved by whoever owns the file)."""
    data = review.to_json()
    data["moves"] = moves_key(record)
    meta = dict(record.meta) if isinstance(record.meta, dict) else {}
    meta[META_KEY] = data
    return records.Record(record.game, record.options, record.seed, record.start, tuple(record.actions),
                          record.result, meta)


# ----- the command line: python -m game.<id> review FILE [--level L] [--json] -------------------------
def main(game_id: str, argv: Optional[list[str]] = None) -> int:
    import argparse
    import json
    import sys

    from . import registry
    from .players import LEVELS
    spec = registry.get(game_id)
    ap = argparse.ArgumentParser(prog=f"python -m game.{game_id} review",
                                 description=f"Where a {spec.name} game was won and lost (docs/review.md).")
    ap.add_argument("file")
    ap.add_argument("--level", choices=LEVELS, default="hard", help="the engine's level (default hard)")
    ap.add_argument("--json", action="store_true", help="one JSON object per decision and throw, then the summary")
    args = ap.parse_args(argv)
    import importlib.util
    if importlib.util.find_spec(f"{spec.package}.review") is None:
        print(f"{game_id}: {spec.name} has no review yet", file=sys.stderr)
        return 2
    try:
        record = records.load(args.file)
        if record.game != game_id:
            raise records.RecordError(f"this is a {record.spec.name} record, not a {spec.name} one")
        analyst = spec.module("review").analyst(args.level)
        review = analyse(record, analyst)
    except records.RecordError as exc:
        print(f"{game_id}: {args.file}: {exc}", file=sys.stderr)
        return 2
    if args.json:
        rows = [{"kind": "decision", **asdict(d)} for d in review.decisions]
        rows += [{"kind": "throw", **asdict(t)} for t in review.throws]
        for row in sorted(rows, key=lambda r: r["index"]):
            print(json.dumps(row))
        print(json.dumps({"kind": "summary", "unit": review.unit, "engine": review.fingerprint,
                          "players": review.summary()}))
        return 0
    unit = "of win probability" if review.unit == "win" else "points"
    for d in review.decisions:
        if d.mark:
            print(f"action {d.index + 1}: seat {d.seat} played {d.played}, best {d.best}: "
                  f"{d.mark}, lost {d.loss:.3g} {unit}")
    for seat, s in review.summary().items():
        luck = "" if s["luck"] is None else f", luck {s['luck']:+.3f}"
        print(f"seat {seat}: {s['decisions']} decisions, accuracy {s['accuracy']}, "
              f"{s['inaccuracy']} inaccuracies, {s['mistake']} mistakes, {s['blunder']} blunders, "
              f"lost {s['loss']:.3g} {unit}{luck}")
    return 0
