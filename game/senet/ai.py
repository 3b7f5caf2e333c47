"""Senet computer players: expectiminimax with chance nodes at the throws' true odds.

Reading the rules
    Only through the protocol (``current_player``, ``legal_actions``,
    ``chance_outcomes``, ``push``/``pop``, ``outcome``, ``key``, ``copy``)
    plus public read-only attributes of ``game.senet.rules.State`` for the
    evaluation (``board``, ``borne_off``, ``current_seat``, ``side_of_seat``,
    ``options``) and, once per option set, ``State.from_position`` and
    ``legal_moves_for`` to learn how a lone counter travels (below). The search
    works on a copy of the state it is handed; nothing assumes that the seats
    alternate (rule set B's extra throws give the same seat several moves in a
    row, and a forfeited throw passes the turn inside its own push).

Search
    ``node`` at a seat maximises (the player's seat) or minimises (the other
    seat); ``chance`` averages its children with ``chance_outcomes()``'s exact
    probabilities (sticks, or the die with its 6s thrown again) and is where
    depth is spent: depth ``d`` means ``d`` throws of look-ahead after the
    move being chosen, forfeits included, so no chain of forfeits can recurse
    without end. Seat nodes are alpha-beta, chance nodes use Ballard's Star1
    bounds (values lie in [-1, 1]); a per-search transposition table keeps
    exact values; children are ordered by the static evaluation.

Evaluation (``Evaluator``)
    A race is measured in throws. For each option set a table ``E[h]`` gives
    the expected number of throws a lone counter on house ``h`` needs to bear
    off, found by value iteration over the engine's own moves (so exact
    bear-off throws, House of Happiness, water/curse, traps, Occupy-30 and
    the die are all priced in); a counter borne off needs 0. In rule set B a
    counter whose only moves are bad (backwards, or onto the curse at 27,
    both forced when nothing else can advance) must make them unless another
    counter can use the throw: the race counts none of them, and a term per
    side adds them (``back``: a lone counter's table with every one made,
    less the table with none) for the counters that still move (one waiting
    on 30 does not), all of them when one counter is left to move
    (``lone_weight``), shared out among company (``company_weight``, times
    ``company_decay`` per counter past two). (Until issue 34's second session
    one weight, 0.6, priced them whatever the company, so a counter on 29
    looked 15 throws from home and a move onto 30 to wait always looked
    best.) A side's race is
    the sum over its counters, and the position's figure for a side is:
    opponent's race - own race + tempo for the side about to throw
    - the expected loss to the opponent's swaps/captures (each exposed counter
    the opponent can hit with some throw, weighted by that throw's odds; safe
    houses, neighbouring pairs and blockades in the path are respected; harsh
    captures send to house 1) + blockades (three or more in a row) holding
    opponent counters behind them + what a sum of lone races cannot see
    (``Evaluator.holds``): in rule set A a counter on 26 stopping every
    opponent counter behind it, counters on 28-30 taking away exact throws,
    in both a counter parked on a house it leaves only by an exact throw
    while a counter behind uses the throws, in rule set B a counter waiting
    on 30 while it cannot leave (fitted to 0 since the forced moves are
    priced by company). The figure is squashed to a win
    expectation in (-1, 1) by ``tanh(diff / (c * sqrt(total race)))``, so a
    lead counts for more near the end. A finished game is exactly +1 or -1.
    The scale ``c`` and the weights of the last four terms are fitted to the
    exact endgame values (``bench/senet_fit.py``, ``A_EVAL``/``B_EVAL``).

Exact endgames
    Where every side has at most two counters on the board,
    ``game/senet/solver.py``'s table knows each move's true win probability:
    hard plays the best of them, and its search reads the table at every leaf
    it covers instead of the evaluation. Easy and medium never look at it.

Levels (all deterministic; see below)
    * easy: one ply (the move's resulting position, evaluated), with seeded
      noise: 0.1 in rule set A (it passes over moves a little worse than the
      best, between Medium and greedy per decision), 0.1 in rule set B (where
      values sit near 0); a move that wins the game is
      always taken, and where the best
      is worth ``WON_VALUE`` or more only moves within ``WON_SLACK`` of it
      are played (medium's noise too).
    * medium: one ply, the same evaluation: the best position after its own
      move, without noise in rule set A and with 0.05 in rule set B. (It used
      to look one throw ahead, and scored level with hard: 52.4% over 960
      games in rule set A, where every turn is a throw and two or three
      throws of look-ahead add little over one. One ply puts it measurably
      between the two in rule set A. In rule set B even one ply without noise
      scores level with hard, 49.4% over 2,000 games: there the noise sets
      the levels apart; docs/computer-players.md.)
    * hard: iterative deepening 0, 1, 2... throws under a budget of pushes for
      the whole call (100,000 in rule set A, 25,000 in B: depth 2-3); a
      depth is not started when the growth seen so far says it cannot fit in
      what is left, and one that passes the budget anyway is abandoned: the
      last complete depth's choice is played. In rule set A's endgame (both
      sides down to three counters on the board) it looks deeper for less:
      200,000 pushes, Star2 probing at the throws (each throw's first reply
      bounds it, so most throws of a worse move need no search), alpha-beta
      at the root (the other moves only proved worse than the best), and
      past the first throw only the moves within 0.2 of the best are taken a
      throw deeper: four throws in most decisions, where the full-width
      search reached three (issue 34; docs/computer-players.md).

Determinism
    Budgets are counted in pushes, never in wall-clock time, so the same seed
    and position give the same move on any machine, however loaded. The noise
    of easy is drawn from a generator seeded by ``(seed, state.key())`` for each
    call, so asking twice gives the same answer. ``choose(state, seconds)``
    with an explicit ``seconds`` adds a wall-clock limit on top (the only case
    where the machine's speed can change the move); the default (``None``) is
    the level's node budget alone, which keeps hard well under 0.5 s a move on
    the development machine (see ``bench/senet_tournament.py``).
"""
from __future__ import annotations

import math
import random
import time
from typing import Hashable, Optional

from ..core.players import check_level
from ..core.protocol import CHANCE, TERMINAL
from . import solver
from .rules import OFF, RULESET_A, HOUSES, Options, State

__all__ = ["Player", "Evaluator", "LEVEL_SETTINGS", "lone_counter_throws"]

WIN = 1.0
_PARK_A = (26, 28, 29, 30)
_PARK_B = (26, 28, 29)
_TRAP_HOUSES = frozenset((26, 28, 29, 30))
LOSS = -1.0

# depth: throws of look-ahead (hard: the largest to try); budget: pushes per move; noise: the jitter added
# to each move's value, per rule set. In rule set B every sensible player scores alike (Hard against the
# noiseless one-ply Medium: 49.4% over 2,000 games), so there the levels below Hard are set apart by noise
# alone: one-ply players with noise 0, 0.2 and 0.5 score 60.4% (0 against 0.2) and 54.4% (0.2 against 0.5)
# over 4,000 games each. docs/computer-players.md has the measurements. Since the evaluation's squash was
# fitted to exact values (rule set B's scale 1 -> 8.69: values sit much nearer 0) the nudges in rule set B
# are 0.05 and 0.1, the largest that keep each level's decisions better than greedy's on the endgame
# table's positions (mean loss of win probability, 1,000 decisions from fitting seeds: none 0.0068, 0.05
# 0.0081, 0.1 0.0095, 0.2 0.0106, 0.5 0.0130; greedy 0.0114).
# Easy's nudge in rule set A went from 0.04 to 0.1 in issue 34's fourth session: at 0.04 it was Medium with
# a tremor (47.8% against Medium over 600 one-ply games), so Hard scored alike against both (67.1% and 63.5%)
# and short of the 70% against Easy. At 0.1 it passes over moves a little worse than the best, as a
# beginner does, and sits between greedy and Medium: per decision on the endgame table's held-out positions
# (mean loss of win probability, 1,000 decisions: Medium 0.0060, Easy at 0.04 0.0084, 0.08 0.0101, 0.1
# 0.0107, 0.12 0.0116, 0.16 0.0134, 0.3 0.0162; greedy 0.0256) and over games (600 each, one ply: Easy at
# 0.1 beats greedy 55.2% and Medium beats it 62.2%; at 0.12 it was level with greedy, 49.5%).
# tests/senet/test_levels.py pins the order per decision.
LEVEL_SETTINGS = {
    "easy": {"depth": 0, "budget": None, "noise": {"A": 0.1, "B": 0.1}},
    "medium": {"depth": 0, "budget": None, "noise": {"A": 0.0, "B": 0.05}},
    "hard": {"depth": 8, "budget": {"A": 100_000, "B": 25_000}, "noise": 0.0, "table": True,
             "endgame": {"A": {"budget": 200_000, "margin": 0.2}, "B": None}},
}
# Hard's endgame: both sides down to ENDGAME_OFF counters borne off or more (at most three on the board)
ENDGAME_OFF = 2
# Hard's budget in rule set B: 25,000 pushes reach 95.7% of the depth-4 reference's moves with three counters a
# side (10,000: 92.7%) at 128 ms median / 512 ms max CPU over whole games. Rule set A's full-width search would
# need ~500,000 for that (721 ms median, 3.0 s max on the bench's positions: over the think-time limits); its
# endgame search (``endgame``, issue 34's fourteenth session) reaches 98.7% on 200,000, 357 ms / 877 ms there.
# Rule set A's budget went from 10,000 to 100,000 in issue 34's tenth session, for the games against greedy: on
# the same 1,440 seeds, 1,226 won against 1,198 (40,000 won as many as 10,000), at 178 ms median / 991 ms max CPU
# over whole games (docs/computer-players.md, "Hard's budget" and "the tenth session").


# A nudged level (noise above) may pass over the best move, but where the best keeps a game well in hand
# (a value of 0.5 or more, a win expectation of 75%) it plays only moves within 0.2 of it: in rule set B,
# Easy's nudge of 0.5 otherwise gave up, say, 0.76 for 0.17 in about one decision in 400.
WON_VALUE, WON_SLACK = 0.5, 0.2


# evaluation weights per rule set (see Evaluator); tuned against the greedy yardstick of
# bench/senet_tournament.py. In rule set B a counter with no useful move must often go backwards
# (or onto the curse at 27): the race table prices that in (``backward_weight``).
# The squash scale and the terms the lone-counter race cannot see (holding 26, the last houses, waiting on
# 30, counters parked on houses left only by an exact throw) were fitted by ``bench/senet_fit.py`` to the
# endgame table's exact values (3,000 decisions from seeds 0-..., November 2026; held out: 2,000 from seeds
# 1,000,000-...). Held out, the one-ply player's decisions: rule set A 69.9% -> 72.8% optimal, mean loss
# 0.0100 -> 0.0063; rule set B unchanged (67.1%, 0.0068) but its values far better calibrated (root mean
# square error 0.74 -> 0.14: the old squash was far too sure of a lead in rule set B's lottery).
A_EVAL: dict = {"hold26_weight": 0.63, "last_weight": -0.15, "parked_weight": 1.10, "scale": 2.37}
# Rule set B since issue 34's second session: the race is the lone counter's without forced bad moves
# (``backward_weight`` 0), and those are priced by the counters that still move (a counter waiting on 30
# does not): all of them on a lone counter (``lone_weight``), shared out among company (``company_weight``,
# ``company_decay`` for each counter past two). The old race charged a counter on 28 or 29 as if it were
# alone whatever its company, so a move onto 30 to wait always looked best (the one-ply player took it in
# 326 of 326 decisions where it could; it is best in 167). Held out (1,000 decisions, seeds 1,000,000 up),
# one ply: 66.8% -> 82.4% optimal, mean loss 0.0071 -> 0.0023, root mean square error 0.139 -> 0.070; the
# waiting term is fitted out (0): with two counters it only ever meant "the one behind is alone".
B_EVAL: dict = {"backward_weight": 0.0, "lone_weight": 1.81, "company_weight": 0.90, "wait30_weight": 0.0,
                "parked_weight": -0.33, "scale": 17.11}


_STATIC_CACHE_LIMIT = 100_000  # about 10 MB at most


class _OutOfBudget(Exception):
    pass


# ------------------------------------------------------------ the lone counter's race

_TABLES: dict = {}


def lone_counter_throws(options: Options, backward_weight: float = 0.0) -> tuple:
    """``E[h]`` (index 1..30, ``E[OFF] == 0``): expected throws for a lone counter on ``h`` to bear off.

    Value iteration over the moves the engine allows a counter on ``h`` with
    every throw (the opponent's only counter kept out of its way, on house 1,
    and four of each side already off); a throw allowing no move costs a throw
    and leaves the counter where it is. The counter picks the move with the
    smallest expectation, as a player would.
    """
    key = (options, backward_weight)
    if key in _TABLES:
        return _TABLES[key]
    probe = State.new(options, 0)
    outcomes = list(probe.chance_outcomes())
    trans: dict[int, list] = {}
    for h in range(2, HOUSES + 1):
        try:
            g = State.from_position(options, {1: 1, h: 0}, current_side=0, borne_off=(4, 4))
        except ValueError:  # a house no counter can stay on (27 with water or the curse)
            continue
        rows = []
        for v, p in outcomes:
            moves = g.legal_moves_for(v, 0)
            finals = sorted({m.final_house for m in moves if not m.backward})
            back = sorted({m.final_house for m in moves if m.backward})
            rows.append((p, finals, back))
        trans[h] = rows
    waits_on_30 = options.ruleset != RULESET_A and options.occupy_30
    E = [0.0] * (OFF + 1)
    for h in range(2, HOUSES + 1):
        E[h] = 10.0
    for _ in range(5000):
        delta = 0.0
        for h in range(HOUSES, 1, -1):
            if h not in trans:
                continue
            if h == HOUSES and waits_on_30:
                new = 0.0  # it waits on 30 and leaves on its own: this counter's race is run
            else:
                # with each throw: the best move, or let another counter use the throw (stay)
                acc = 1.0
                stay = 0.0
                for p, finals, back in trans[h]:
                    best = min((E[f] if f >= 2 else E[2] + 1.0 for f in finals), default=None)
                    if best is None and back:
                        best = min(E[f] if f >= 2 else E[2] + 1.0 for f in back)
                    if best is not None and best >= E[h] and backward_weight:
                        # only a bad move (backwards, onto the curse): a lone counter must make it;
                        # with company, another counter may use the throw instead
                        stay += p * (1.0 - backward_weight)
                        acc += p * backward_weight * best
                    elif best is None or best >= E[h]:
                        stay += p
                    else:
                        acc += p * best
                new = acc / (1.0 - stay) if stay < 1.0 else 100.0
            delta = max(delta, abs(new - E[h]))
            E[h] = new
        if delta < 1e-9:
            break
    E[1] = E[2] + max(0.0, E[2] - E[3])
    for h in range(2, HOUSES + 1):
        if h not in trans:  # never stood on: priced as the house before it, for tidiness
            E[h] = E[h - 1]
    E[OFF] = 0.0
    _TABLES[key] = tuple(E)
    return _TABLES[key]


# ------------------------------------------------------------ evaluation

class Evaluator:
    """A race position's value for one side, in throws and as a win expectation in (-1, 1)."""

    def __init__(self, options: Options, threat_weight: float = 0.8, threat_weight_later: float = 0.35,
                 blockade_weight: float = 0.6, tempo: float = 0.5, scale: float = 1.0,
                 use_threats: bool = True, use_blockades: bool = True, backward_weight: float = 0.0,
                 hold26_weight: float = 0.0, last_weight: float = 0.0, wait30_weight: float = 0.0,
                 parked_weight: float = 0.0, lone_weight: float = 0.0, company_weight: float = 0.0,
                 company_decay: float = 0.6) -> None:
        self.options = options
        self.lone_weight = lone_weight
        self.company_weight = company_weight
        self.company_decay = company_decay
        self.parked_weight = parked_weight
        self.hold26_weight = hold26_weight
        self.last_weight = last_weight
        self.wait30_weight = wait30_weight
        self.waits_on_30 = options.ruleset != RULESET_A and options.occupy_30
        self.backward_weight = backward_weight
        self.E = lone_counter_throws(options, backward_weight)
        # what a lone counter's forced bad moves cost (rule set B): E with every one made, less E with none
        E1 = lone_counter_throws(options, 1.0) if options.ruleset != RULESET_A else self.E
        self.back = tuple(x - y for x, y in zip(E1, self.E))
        self.a = options.ruleset == RULESET_A
        self.special = self.a and options.special_houses
        self.traps = self.a and options.traps
        self.harsh = (not self.a) and options.harsh_captures
        if self.a:
            safe = {15, 26, 28, 29} | ({30} if self.special else set())
        else:
            safe = {26, 28, 29, 30}
        self.safe = frozenset(safe)
        probs: dict[int, float] = {}
        for v, p in State.new(options, 0).chance_outcomes():
            probs[v] = probs.get(v, 0.0) + p
        self.probs = probs
        self.prob_items = tuple(sorted(probs.items()))
        self.tw = threat_weight
        self.tw_later = threat_weight_later
        self.bw = blockade_weight
        self.tempo = tempo
        self.scale = scale
        self.use_threats = use_threats
        self.use_blockades = use_blockades

    # the pieces -------------------------------------------------------
    def features(self, board: tuple) -> tuple:
        """Per side (index 0 and 1): race in throws, threat suffered, blockade held. One pass over the board.

        *threat[s]*: throws side ``s`` expects to lose (and the hitter to gain)
        to the opponent's best hit on the opponent's next throw: each exposed
        counter (not on a safe house, no neighbour of its own) that an
        opponent counter exactly ``v`` houses behind can reach with no
        blockade of ``s`` in between, the best hit per throw value weighted by
        that value's odds. (House 26, which no counter passes in A with Special
        houses, stands behind no exposed counter: past it every house is safe,
        or the water, where no counter stays.)
        *blockade[s]*: opponent counters within six houses behind a run of
        three or more of ``s``, times (run length - 2).
        """
        E = self.E
        pos = ([], [])
        for h in range(1, HOUSES + 1):
            o = board[h]
            if o is not None:
                pos[o].append(h)
        race = (sum(E[h] for h in pos[0]), sum(E[h] for h in pos[1]))
        # runs of three or more, per side: houses a hitter cannot pass (26 need not be one: see above)
        walls: tuple = ([], [])
        blockade = [0.0, 0.0]
        for side in (0, 1):
            ps = pos[side]
            i = 0
            n = len(ps)
            runs3 = walls[side]
            while i < n:
                j = i
                while j + 1 < n and ps[j + 1] == ps[j] + 1:
                    j += 1
                if j - i >= 2:
                    runs3.append((ps[i], ps[j]))
                i = j + 1
            for lo, hi in runs3:
                behind = 0
                for h in pos[1 - side]:
                    if h < lo and lo - h <= 6:
                        behind += 1
                blockade[side] += behind * (hi - lo - 1)
        threat = [0.0, 0.0]
        safe = self.safe
        probs = self.prob_items
        harsh = self.harsh
        traps = self.traps
        for victim in (0, 1):
            hitter = 1 - victim
            wall = walls[victim]
            best: dict = {}
            for t in pos[victim]:
                if t in safe or t == 1 or board[t - 1] == victim or (t < HOUSES and board[t + 1] == victim):
                    continue
                et = E[t]
                for v, _p in probs:
                    h = t - v
                    if h < 1 or board[h] != hitter:
                        continue
                    if traps and h in _TRAP_HOUSES:
                        continue
                    if v > 1 and any(lo < t and hi > h for lo, hi in wall):  # a wall house in h+1 .. t-1
                        continue
                    loss = (E[1] if harsh else E[h]) - et + E[h] - et
                    if loss > best.get(v, 0.0):
                        best[v] = loss
            if best:
                pr = self.probs
                threat[victim] = sum(pr[v] * x for v, x in best.items())
        return race, threat, blockade

    def holds(self, board: tuple) -> tuple:
        """Per side: (hold26, last, wait30), what the lone-counter race cannot see.

        *hold26* (rule set A, special houses): a counter on 26 times the opponent counters behind it, which
        can neither pass 26 nor land on it while it stays. *last*: for each counter on 28-30, the opponent
        counters on 26 up to it, whose exact throws it takes away (A: they are safe houses, no swap).
        *wait30* (rule set B, Occupy 30th house): a counter waiting on 30 while its side still has a
        counter on 1-20: the race counts it as home, but it is stuck there, and the rest must use every
        throw, backward ones included. *parked*: the race of counters on houses they leave only with an
        exact throw (A: 26, 28-30; B: 26, 28, 29) while their side still has a counter before 26: the
        lone-counter race charges every throw they wait, yet the counter behind uses those throws.
        """
        out = ([0.0] * 6, [0.0] * 6)
        E = self.E
        back = self.back
        parks = _PARK_A if self.a else _PARK_B
        for side in (0, 1):
            opp = 1 - side
            f = out[side]
            if any(board[h] == side for h in range(1, 26)):
                f[3] = sum(E[h] for h in parks if board[h] == side)
            if self.special and board[26] == side:
                f[0] = sum(1 for h in range(1, 26) if board[h] == opp)
            if self.a:
                for y in (28, 29, 30):
                    if board[y] == side:
                        f[1] += sum(1 for h in range(26, y) if board[h] == opp)
            if self.waits_on_30 and board[HOUSES] == side and any(board[h] == side for h in range(1, 21)):
                f[2] = 1.0
            if not self.a:
                # the forced bad moves of the counters that still move (one waiting on 30 does not): all of
                # them fall on a lone counter; company shares them out, the more the fewer each
                active = [h for h in range(1, HOUSES) if board[h] == side]
                if len(active) == 1:
                    f[4] = back[active[0]]
                elif active:
                    f[5] = self.company_decay ** (len(active) - 2) * sum(back[h] for h in active)
        return out

    def terms(self, state, side: int) -> tuple[dict, float]:
        """({term: ``side``'s lead}, total race) at a position where a throw is awaited: the figure is
        the race lead plus each term times its weight (``throws_ahead``); the fit reads the terms."""
        board = state.board
        race, threat, blockade = self.features(board)
        holds = self.holds(board)
        mover = state.side_of_seat(state.current_seat)
        opp = 1 - side
        t = {"race": race[opp] - race[side],
             "tempo": 0.0 if mover is None else 1.0 if mover == side else -1.0,
             "threat_now": threat[opp] if mover == side else -threat[side],
             "threat_later": -threat[side] if mover == side else threat[opp],
             "blockade": blockade[side] - blockade[opp],
             "hold26": holds[side][0] - holds[opp][0],
             "last": holds[side][1] - holds[opp][1],
             "wait30": holds[opp][2] - holds[side][2],
             "parked": holds[side][3] - holds[opp][3],
             "back_lone": holds[opp][4] - holds[side][4],
             "back_company": holds[opp][5] - holds[side][5]}
        return t, race[0] + race[1]

    def weights(self) -> dict:
        return {"race": 1.0, "tempo": self.tempo,
                "threat_now": self.tw if self.use_threats else 0.0,
                "threat_later": self.tw_later if self.use_threats else 0.0,
                "blockade": self.bw if self.use_blockades else 0.0,
                "hold26": self.hold26_weight, "last": self.last_weight, "wait30": self.wait30_weight,
                "parked": self.parked_weight, "back_lone": self.lone_weight,
                "back_company": self.company_weight}

    def throws_ahead(self, state, side: int) -> tuple[float, float]:
        """(figure, total race): ``side``'s lead in throws at a position where a throw is awaited."""
        t, total = self.terms(state, side)
        w = self.weights()
        return sum(w[k] * x for k, x in t.items()), total

    def value(self, state, side: int) -> float:
        """Win expectation of ``side`` in (-1, 1); exactly +-1 when the game is over."""
        out = state.outcome()
        if out is not None:
            return WIN if state.winner == side else LOSS
        diff, total = self.throws_ahead(state, side)
        return math.tanh(diff / (self.scale * math.sqrt(total + 4.0)))


# ------------------------------------------------------------ the player

class Player:
    """``Player(level, seed)``; ``choose(state, seconds=None)`` -> a legal move (see the module docstring)."""

    def __init__(self, level: str = "hard", seed: Optional[int] = None, **settings) -> None:
        self.level = check_level(level)
        self.seed = 0 if seed is None else int(seed)
        self.settings = {**LEVEL_SETTINGS[level], **settings}
        self._evaluators: dict = {}
        # static values already found, per (options, seat, table at the leaves): a value depends on the
        # position alone, so the next decision of a game reuses those of the last (about a third of a search's
        # time is the evaluation); bounded, cleared when full. Node counts, hence moves, are unchanged.
        self._statics: dict = {}
        self.last_info: dict = {}

    def evaluator(self, options: Options) -> Evaluator:
        ev = self._evaluators.get(options)
        if ev is None:
            kw = dict(B_EVAL if options.ruleset != RULESET_A else A_EVAL)
            kw.update(self.settings.get("eval", {}))
            ev = self._evaluators[options] = Evaluator(options, **kw)
        return ev

    def _static_cache(self, options: Options, seat: int, table: bool) -> dict:
        key = (options, seat, table)
        cache = self._statics.get(key)
        if cache is None or len(cache) > _STATIC_CACHE_LIMIT:
            cache = self._statics[key] = {}
        return cache

    def action_values(self, state, depth: int) -> dict:
        """Every legal action's exact expectiminimax value for the seat to move, ``depth`` throws deep
        (no budget, no noise): what ``choose`` maximises, exposed for analysis and tests."""
        seat = state.current_player()
        if seat == CHANCE or seat == TERMINAL:
            raise ValueError("a player is asked only when a seat is to move")
        search = _Search(state.copy(events=False), seat, self.evaluator(state.options), None,
                         self.settings.get("table", False))
        return search.root(list(state.legal_actions()), depth, None)

    def choose(self, state, seconds: Optional[float] = None) -> Hashable:
        seat = state.current_player()
        if seat == CHANCE or seat == TERMINAL:
            raise ValueError("a player is asked only when a seat is to move")
        actions = list(state.legal_actions())
        if not actions:
            raise ValueError("no legal action")
        if len(actions) == 1:
            self.last_info = {"depth": 0, "nodes": 0, "forced": True}
            return actions[0]
        table = self.settings.get("table", False)
        if table and solver.covers(state):
            exact = solver.move_values(state)
            best = max(actions, key=lambda a: exact[a])  # first best in legal order: deterministic
            self.last_info = {"depth": 0, "nodes": len(actions), "table": True, "value": 2 * exact[best] - 1}
            return best
        search = _Search(state.copy(events=False), seat, self.evaluator(state.options),
                         None if seconds is None else time.perf_counter() + seconds, table)
        search.cache = self._static_cache(state.options, seat, search.table)
        # a move that wins at once is always played
        for a in actions:
            search.state.push(a)
            won = search.state.outcome()
            search.state.pop()
            if won is not None and won.winner == seat:
                self.last_info = {"depth": 0, "nodes": 0, "won": True}
                return a
        s = self.settings
        budget = s["budget"]
        if isinstance(budget, dict):  # given per rule set, like the noise
            budget = budget[state.options.ruleset]
        prune, margin = False, None
        late = (s.get("endgame") or {}).get(state.options.ruleset)
        if late and budget is not None and min(state.borne_off) >= ENDGAME_OFF and not state.in_opening:
            budget, prune, margin = late["budget"], True, late["margin"]
        if budget is None:
            try:
                values = search.root(actions, s["depth"], None)
                depth = s["depth"]
            except _OutOfBudget:  # an explicit ``seconds`` ran out: the static values, which always fit
                search.deadline = None
                values, depth = search.root(actions, 0, None), 0
        else:
            search.star2 = prune
            values, depth, spent = deepen(search, actions, s["depth"], budget, prune, margin)
        if values is None:  # an explicit ``seconds`` ran out before depth 0 was done
            search.deadline = None
            values = search.root(actions, 0, None)
        noise = s["noise"]
        if isinstance(noise, dict):
            noise = noise[state.options.ruleset]
        choices = [a for a in actions if a in values]  # a margin leaves out moves far behind
        if noise:
            rng = random.Random(f"senet/{self.seed}/{state.key()}")
            top = max(values.values())
            if top >= WON_VALUE:  # never absurd: a game well in hand is not thrown away by the nudge
                choices = [a for a in actions if values[a] >= top - WON_SLACK]
            values = {a: v + rng.uniform(-noise, noise) for a, v in values.items()}
        best = max(choices, key=lambda a: values[a])  # first best in legal order: deterministic
        self.last_info = {"depth": depth, "nodes": search.nodes, "value": values[best]}
        if budget is not None:
            self.last_info["spent"] = spent
        return best


def deepen(search: "_Search", actions: list, max_depth: int, budget: int, prune: bool = False,
           margin: Optional[float] = None) -> tuple:
    """Iterative deepening by throws on ``budget`` pushes: (values of the deepest depth finished, that
    depth, pushes each depth cost). ``values`` is None when not even depth 0 fitted (a deadline).

    A depth is started only if it is expected to fit (never by the clock): the moves depend on the
    budget alone, whatever the machine's load. With ``margin``, a depth searches only the moves that
    came within ``margin`` of the best one depth shallower, and ``values`` holds those alone."""
    values, depth = None, 0
    order = actions
    spent: list = []
    for d in range(0, max_depth + 1):
        if len(spent) >= 2 and spent[-2] > 0:
            # the next depth would cost about the last one times the growth seen: if that
            # cannot fit in what is left of the budget, do not start it (nodes, not seconds)
            guess = spent[-1] * spent[-1] / spent[-2] * len(order) / max(1, len(values))
            if guess > budget - search.nodes:
                break
        start = search.nodes
        try:
            vals = search.root(order, d, budget, prune)
        except _OutOfBudget:
            break
        spent.append(search.nodes - start)
        values, depth = vals, d
        order = sorted((a for a in actions if a in values), key=lambda a: -values[a])  # ties: legal order
        if margin is not None and d >= 1:
            top = values[order[0]]
            order = [a for a in order if values[a] >= top - margin]
        if len(order) == 1 or search.clock_out():
            break
    return values, depth, spent


def _endgame_near(state) -> bool:
    """Could a few throws bring this game into the table? (Only then is the table read during a search.)"""
    off = state.borne_off
    return min(off) >= 5 - solver.MAX_ON_BOARD - 1 and not state.in_opening


# a root move searched after a better one is only proved worse (alpha-beta at the root) unless it comes
# this near: so exact ties are still found exactly and broken by legal order, as without pruning
_ROOT_TIE = 1e-9


class _Search:
    def __init__(self, state, seat: int, ev: Evaluator, deadline: Optional[float], table: bool = False) -> None:
        self.state = state
        self.seat = seat
        # the exact endgame values stand in for the evaluation wherever the table covers a leaf
        self.table = table and _endgame_near(state) and solver.available(state.options)
        self.side = state.side_of_seat(seat)
        self.ev = ev
        self.deadline = deadline
        self.nodes = 0
        self.limit = None
        self.tt: dict = {}
        self.cache: dict = {}  # static values by key, for the whole call
        self.star2 = False

    def clock_out(self) -> bool:
        return self.deadline is not None and time.perf_counter() > self.deadline

    def _count(self) -> None:
        self.nodes += 1
        if self.limit is not None and self.nodes > self.limit:
            raise _OutOfBudget
        if self.deadline is not None and (self.nodes & 255) == 0 and time.perf_counter() > self.deadline:
            raise _OutOfBudget

    def root(self, actions, depth: int, budget: Optional[int], prune: bool = False) -> dict:
        """Every root action's value at ``depth`` throws of look-ahead: exact for each, or with ``prune``
        exact only for the best (and any within ``_ROOT_TIE`` of it); the others an upper bound below it,
        enough to choose by, at a fraction of the pushes."""
        self.limit = budget
        self.tt = {}
        st = self.state
        out = {}
        best = LOSS
        for a in actions:
            self._count()
            st.push(a)
            try:
                out[a] = v = self.node(depth, best - _ROOT_TIE if prune else LOSS, WIN)
            finally:
                st.pop()
            if v > best:
                best = v
        return out

    def static(self) -> float:
        st = self.state
        k = st.key()
        v = self.cache.get(k)
        if v is None:
            if self.table and st.current_player() == CHANCE and solver.covers(st):
                v = 2.0 * solver.win_probability(st, self.seat) - 1.0
            else:
                v = self.ev.value(st, self.side)
            self.cache[k] = v
        return v

    def node(self, d: int, alpha: float, beta: float) -> float:
        st = self.state
        p = st.current_player()
        if p == TERMINAL:
            return WIN if st.outcome().winner == self.seat else LOSS
        if p == CHANCE:
            return self.chance(d, alpha, beta)
        maxing = p == self.seat
        actions = self._ordered(maxing, d)
        best = LOSS if maxing else WIN
        for a in actions:
            self._count()
            st.push(a)
            try:
                v = self.node(d, alpha, beta)
            finally:
                st.pop()
            if maxing:
                if v > best:
                    best = v
                if best > alpha:
                    alpha = best
            else:
                if v < best:
                    best = v
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        return best

    def _ordered(self, maxing: bool, d: int) -> list:
        """The legal actions, best first by their static values when a search follows (``d`` > 0)."""
        st = self.state
        actions = st.legal_actions()
        if len(actions) > 1 and d > 0:
            scored = []
            for a in actions:
                self._count()
                st.push(a)
                scored.append((self.static(), a))
                st.pop()
            scored.sort(key=lambda x: -x[0] if maxing else x[0])
            actions = [a for _, a in scored]
        return actions

    def chance(self, d: int, alpha: float, beta: float) -> float:
        if d <= 0:
            return self.static()
        if self.star2:
            return self.chance_probed(d, alpha, beta)
        st = self.state
        key = st.key()
        hit = self.tt.get(key)
        if hit is not None and hit[0] == d:
            return hit[1]
        outcomes = sorted(st.chance_outcomes(), key=lambda x: -x[1])
        s = 0.0
        rest = 1.0
        exact = True
        for a, p in outcomes:
            rest -= p
            if rest < 1e-12:
                rest = 0.0
            lo = (alpha - s - rest * WIN) / p
            hi = (beta - s - rest * LOSS) / p
            self._count()
            st.push(a)
            try:
                v = self.node(d - 1, max(lo, LOSS), min(hi, WIN))
            finally:
                st.pop()
            s += p * v
            if s + rest * LOSS >= beta:
                exact = False
                s = s + rest * LOSS
                break
            if s + rest * WIN <= alpha:
                exact = False
                s = s + rest * WIN
                break
        if exact and alpha < s < beta:
            self.tt[key] = (d, s)
        return s

    def chance_probed(self, d: int, alpha: float, beta: float) -> float:
        """``chance`` with Ballard's Star2: each throw's first move is searched first (a probe), bounding
        what that throw is worth to the side that moves after it (at least the probe's value to it), so
        most throws need not be searched to prove a move worse. Bounds are kept by position and depth.
        (``d`` > 0: ``chance`` answers a leaf.)"""
        st = self.state
        key = st.key()
        hit = self.tt.get(key)
        if hit is not None and hit[0] == d:
            lo_b, hi_b = hit[1], hit[2]
            if lo_b >= beta or lo_b == hi_b:
                return lo_b
            if hi_b <= alpha:
                return hi_b
        outcomes = sorted(st.chance_outcomes(), key=lambda x: -x[1])
        n = len(outcomes)
        lower = [LOSS] * n
        upper = [WIN] * n
        lo_sum = LOSS
        hi_sum = WIN
        for i, (a, p) in enumerate(outcomes):
            self._count()
            st.push(a)
            try:
                q = st.current_player()
                if q == CHANCE or q == TERMINAL:
                    continue
                maxing = q == self.seat
                ordered = self._ordered(maxing, d - 1)
                if not ordered:
                    continue
                first = ordered[0]
                self._count()
                st.push(first)
                try:
                    if maxing:  # the thrower is us: a lower bound from the probe, as wide as beta needs
                        hi = (beta - (lo_sum - p * lower[i])) / p
                        v = self.node(d - 1, LOSS, min(hi, WIN))
                    else:
                        lo = (alpha - (hi_sum - p * upper[i])) / p
                        v = self.node(d - 1, max(lo, LOSS), WIN)
                finally:
                    st.pop()
            finally:
                st.pop()
            if maxing:
                lo_sum += p * (v - lower[i])
                lower[i] = v
                if lo_sum >= beta:
                    self._store(key, d, lo_sum, WIN)
                    return lo_sum
            else:
                hi_sum += p * (v - upper[i])
                upper[i] = v
                if hi_sum <= alpha:
                    self._store(key, d, LOSS, hi_sum)
                    return hi_sum
        s = 0.0
        rest_lo = lo_sum
        rest_hi = hi_sum
        for i, (a, p) in enumerate(outcomes):
            rest_lo -= p * lower[i]
            rest_hi -= p * upper[i]
            lo = (alpha - s - rest_hi) / p
            hi = (beta - s - rest_lo) / p
            self._count()
            st.push(a)
            try:
                v = self.node(d - 1, max(lo, lower[i]), min(hi, upper[i]))
            finally:
                st.pop()
            s += p * v
            if s + rest_lo >= beta:
                self._store(key, d, s + rest_lo, WIN)
                return s + rest_lo
            if s + rest_hi <= alpha:
                self._store(key, d, LOSS, s + rest_hi)
                return s + rest_hi
        self._store(key, d, s, s)
        return s

    def _store(self, key, d: int, lo: float, hi: float) -> None:
        old = self.tt.get(key)
        if old is not None and old[0] == d:
            lo, hi = max(lo, old[1]), min(hi, old[2])
        self.tt[key] = (d, lo, hi)
