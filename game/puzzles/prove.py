"""Prove every claim a puzzle makes, with its game's prover (``game.<game>.prover``), never with the
computer players' evaluation or search.

A puzzle is proved when its lines replay legally with the goal met at each leaf (``check.verify``, without
its own uniqueness search) and its game's prover proves what the goal says:

* Pente (``game.pente.prover``): a win or capture within the stated moves against every reply, no faster
  one, and exactly the accepted moves doing it; a defence after which the attacker has no forced win within
  7 plies of forcing moves, every other first move losing by force.
* Senket (``game.senket.prover``): the solution turn, after the opponent's best reply, gains at least the
  goal's points and beats every other turn (every post, every set of fences) by at least the goal's margin.
* Senet (``game.senet.prover``): the accepted moves' exact winning chance beats every other legal move's by
  at least 0.02.

``python -m game.puzzles prove [ID ...]`` prints, per puzzle, what was proved and in how long (CPU time).
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field

from .check import verify
from .format import Puzzle


@dataclass
class Result:
    id: str
    game: str
    claims: list = field(default_factory=list)
    problems: list = field(default_factory=list)
    seconds: float = 0.0         # CPU time of the proof (time.process_time)

    @property
    def ok(self) -> bool:
        return not self.problems


def prove(puzzle: Puzzle) -> Result:
    began = time.process_time()
    result = Result(puzzle.id, puzzle.game)
    result.problems = verify(puzzle, unique=False)
    if not result.problems:
        try:
            room = puzzle.spec.module("prover")
        except ModuleNotFoundError:
            result.problems = [f"no prover for {puzzle.game} puzzles"]
            result.seconds = time.process_time() - began
            return result
        proof = room.prove(puzzle)
        result.claims = list(proof.claims)
        result.problems = list(proof.problems)
    result.seconds = time.process_time() - began
    return result


def report_line(r: Result) -> str:
    head = f"{'proved' if r.ok else 'FAILED'} {r.id} ({r.seconds:.2f} s)"
    body = r.claims if r.ok else r.problems
    return head + "".join(f"\n    {line}" for line in body)
