"""Senket computer players: ``Player(level, seed).choose(state, seconds=None) -> action``.

A Senket turn is several protocol actions (a post, any fences, ``end``; or
``pass``: ``docs/senket-decisions.md`` §12).  The player plans a **whole
turn** when the turn starts and returns its first action; later calls in the
same turn continue the plan.  The plan is cached as ``state.key()`` -> the
action to play there, so a call whose position is not one the plan expects
(an undo, a different game, a resumed half-built turn) plans afresh from
that position (mid-turn: which fences to draw now, then ``end``).

How a turn is chosen
--------------------
1. **Candidate posts** (``_candidates``), ranked by a cheap prior computed
   with the rules' own fence legality (push the post, ``legal_fences_from``,
   pop): points that **close** something (a new fence joins two posts of one
   fence network, or two networks that touch the board edge: a closure, found
   with a union-find over the player's fences plus a virtual "edge" node),
   points with many legal knight links to own posts (joining groups, growing
   walls), the opponent's closure points and link points (blocking and
   invading), corner/edge points near own posts (corner and side triangles),
   and a few points spread over the board (a seeded, position-keyed sample) so
   that a big empty area can be invaded.
2. **Fences for a post** (``_plan_fences``): every legal fence of the mover
   after the post (older held-back ones too) is scored alone with the exact
   scorer; fences are then drawn greedily best-first while they do not lower
   the evaluation, a fence that would lower it is **kept back**.  Crossing
   alternatives are resolved by that order.
3. **Evaluation** of a position for a seat: the exact score difference
   (``scoring.score`` with the game's scoring method, area or posts), plus
   the approximate evaluation (``evaluate.evaluate``, which rewards fence
   networks anchored to the edge and closed faces: what will become
   territory) with a weight that fades as the board fills, plus a small
   bonus per own closure threat (points where one more post closes a region)
   so that the square and long-diamond double threats are preferred.
4. **Reply search** (every level, widths differ): for the best few turns the
   opponent's best reply is searched (its candidate posts, a cheaper fence
   policy: all legal fences of the new post and the better of "with" and
   "without"), and the turn is valued by what is left after that reply.
   This is what blocks a one-move closure, defends an area against
   invasion, and discounts a big "rest of the board" that one enemy triangle
   would void.
5. **Third ply** (Hard): the best few verified turns are followed by the
   opponent's best reply found in 4. and this side's best answer to it, so
   an answerable threat is not counted as a loss and a double threat keeps
   its value after the block.
6. **Passing**: with no empty point; when the opponent has just passed and
   the exact score is ahead (passing wins); when the best turn is worth less
   than passing; or, once someone holds territory, when it is worth no more
   (nothing gains).  Before any pass that is not a sure win every level
   looks again with Hard's widths (``LOOK_BEFORE_PASSING``): ahead, the
   opponent need not pass back (an Easy that passed on its narrow look lost
   a won 17×17 game to a random player who kept building inside its area);
   behind, after the opponent's pass, passing concedes.  Before any territory
   exists every turn looks equal to passing after the reply, and a post is
   tempo, so it plays on.  **Behind**,
   a pass hands the game over (the opponent passes back), so it plays a turn
   that gains at once or threatens a closure (the first post of an invasion,
   which a one-turn-greedy opponent does not answer); with none left and the
   opponent having passed, it passes (one more post in enemy territory would
   only be one more prisoner).

Levels and determinism
----------------------
Levels differ in widths (candidate posts, verified turns, reply posts),
Hard's third ply, how much of the approximate (wall) evaluation a level
sees, and Easy's seeded choice among its verified turns.  Measured
(``bench/senket_tournament.py``) the widths alone matter less than one would
think: the cheap reply model limits play more than the width does, so the
lower levels are also made to see less, the way a weaker player does:

- **Medium** plays the best turn it finds but looks at fewer candidates
  and verifies only its best two turns against a narrower reply search
  (it misses more of the opponent's answers).
- **Easy** is narrower still, spreads fewer points over the board (it
  misses more invasions), values half-built walls at half their weight (a beginner
  counts mostly what is already closed), and picks among its verified turns
  by a seeded softmax (``soft_choice``: weight
  ``exp((value - best) / (temp × |best|))``) behind a **safety filter**
  (``safe_turns``): only turns within ``safe × |best|`` of the best, better
  than passing, and still ahead whenever the best turn keeps a lead.  So it
  blunders small, and by its own reckoning never throws away a closed
  territory or a won position.

Budgets are counts (candidate posts, turns verified by reply search, reply
posts), never wall-clock time, so the same seed and the same position give
the same move on any machine (Easy's choice is seeded by the seed and the
position key).  ``seconds`` (the caller's cap) below 1 s shrinks the budgets in
proportion (at least a quarter, at least 2 of each: still deterministic for
a given ``seconds``); the level budgets keep Hard under
about 1 s on 17×17 and 2 s on 31×31 on the reference machine (see
``bench/senket_tournament.py``).

Reads the rules only through ``State``'s public methods; the given state is
never changed (the player works on a copy).
"""
from __future__ import annotations

import math
import random
from typing import Optional

import numpy as np

from ..core.players import check_level
from ..core.protocol import CHANCE, TERMINAL
from .evaluate import evaluate as approx_evaluate
from .rules import KNIGHT_STEPS
from .scoring import score as exact_score

WIN = 10_000_000.0          # value of a finished game won (plus the margin)

LEVELS = {
    # posts: candidate posts given a full fence plan; verify: best turns checked by reply search;
    # replies: opponent posts tried per verified turn; spread: seeded far points among the candidates;
    # approx: share of the approximate (wall) evaluation it sees; temp / safe: the seeded softmax choice
    # among the verified turns (temperature, and the safety margin: shares of |best|, see soft_choice)
    # (wider than Hard's is not stronger: measured, the reply model, not the width, limits the play)
    "easy": {"posts": 5, "verify": 2, "replies": 2, "spread": 1, "approx": 0.5, "temp": 0.1, "safe": 0.25},
    "medium": {"posts": 6, "verify": 2, "replies": 3, "spread": 2},
    "hard": {"posts": 14, "verify": 6, "replies": 9, "spread": 3, "deep": 4},
}

# the widths every level uses before it passes while the opponent plays on (Hard's)
LOOK_BEFORE_PASSING = {k: LEVELS["hard"][k] for k in ("posts", "verify", "replies", "spread")}

APPROX_WEIGHT = 0.5         # weight of the approximate evaluation on an empty board (fades as it fills)
DEEP_TOL = 0.3             # Hard's third ply re-orders the verified turns within this share of the best
THREAT_BONUS = 3.0          # per own closure point (capped), scaled by the approximate weight


class Player:
    """A Senket computer player (see the module docstring)."""

    def __init__(self, level: str = "medium", seed: Optional[int] = None) -> None:
        self.level = check_level(level)
        self.seed = 0 if seed is None else int(seed)
        self.cfg = dict(LEVELS[self.level])
        self._plan: dict[int, int] = {}
        self.nodes = 0            # exact scorings in the last planning (for tests and benches)
        self._forget()

    def _forget(self) -> None:
        """Drop what one planning learnt about positions.  Within a planning the same position is met many
        times (each look before passing repeats the narrower look's turns; a reply's candidates and the
        threat count ask the same of one position), so its exact score and each colour's point info are
        kept by ``key()``; between plannings they would only grow."""
        self._scores: dict = {}
        self._infos: dict = {}

    # ------------------------------------------------------------------ protocol
    def choose(self, state, seconds: Optional[float] = None) -> int:
        seat = state.current_player()
        if seat in (CHANCE, TERMINAL):
            raise ValueError("no player is to move")
        k = state.key()
        a = self._plan.get(k)
        if a is not None and state.is_legal(a):
            return a
        s = state.copy()
        cfg = self._budget(seconds)
        self.nodes = 0
        actions = self._think(s, seat, cfg)
        self._forget()
        self._plan = {}
        t = state.copy()
        for act in actions:
            self._plan[t.key()] = act
            t.push(act)
        return actions[0]

    def _budget(self, seconds: Optional[float], widths: Optional[dict] = None) -> dict:
        cfg = dict(self.cfg)
        cfg.update(widths or {})
        cfg["seconds"] = seconds
        if seconds is not None and seconds < 1.0:
            f = max(0.25, seconds)
            for name in ("posts", "verify", "replies"):
                cfg[name] = max(2, int(cfg[name] * f))
        return cfg

    # ------------------------------------------------------------------ evaluation
    def _result(self, s):
        k = s.key()
        res = self._scores.get(k)
        if res is None:
            self.nodes += 1
            res = self._scores[k] = exact_score(s, s.scoring)
        return res

    def _score(self, s) -> tuple[int, int]:
        t = self._result(s).totals
        return t[1], t[2]  # keys are Player.FIRST / Player.SECOND (IntEnum 1, 2)

    def _exact_diff(self, s, seat: int) -> float:
        r, b = self._score(s)
        return float(r - b) if seat == 0 else float(b - r)

    def _weight(self, s) -> float:
        n2 = s.size * s.size
        empty = n2 - int((s.posts != 0).sum())
        frac = empty / n2
        return self.cfg.get("approx", 1.0) * APPROX_WEIGHT * max(0.0, (frac - 0.2) / 0.8)

    def _eval(self, s, seat: int, w: float, totals=None) -> float:
        """Value of ``s`` for ``seat``: exact difference + weighted approximate difference.

        ``totals``: the exact totals of ``s`` when the caller already has them (a lone post's, from
        ``ScoreResult.totals_after_post``: most of the positions a search looks at)."""
        if totals is None:
            v = self._exact_diff(s, seat)
        else:
            v = float(totals[1] - totals[2]) if seat == 0 else float(totals[2] - totals[1])
        if s.is_over:
            return v + (WIN if v > 0 else -WIN if v < 0 else 0.0)
        if w > 0:
            v += w * approx_evaluate(s, seat)
        return v

    # ------------------------------------------------------------------ networks and candidates
    @staticmethod
    def _networks(s, colour: int) -> dict:
        """Union-find parents over ``colour``'s posts joined by fences; border posts join the node -1."""
        n = s.size
        parent: dict = {-1: -1}

        def find(x):
            root = x
            while parent.setdefault(root, root) != root:
                root = parent[root]
            while parent[x] != root:
                parent[x], x = root, parent[x]
            return root

        for f in s.fences:
            if int(f.owner) != colour:
                continue
            a = f.a[0] * n + f.a[1]
            b = f.b[0] * n + f.b[1]
            ra, rb = find(a), find(b)
            if ra != rb:
                parent[ra] = rb
        posts = s.posts
        for x in range(n):
            for y in (0, n - 1):
                for p in ((x, y), (y, x)):
                    if posts[p] == colour:
                        ra, rb = find(p[0] * n + p[1]), find(-1)
                        if ra != rb:
                            parent[ra] = rb
        return {"find": find}

    def _point_info(self, v, colour: int, nets, pts) -> dict:
        """For each empty point of ``pts``: (legal links, closures) if ``colour`` posts there (either side may be
        to move in ``v``: ``fence_partners`` asks for a colour)."""
        n = v.size
        find = nets["find"]
        out = {}
        for p in pts:
            partners = v.fence_partners(p, colour)
            k = len(partners)
            if not k:
                out[p] = (0, 0)
                continue
            border = p[0] in (0, n - 1) or p[1] in (0, n - 1)
            comps = {find(q[0] * n + q[1]) for q in partners}
            if border:
                comps.add(find(-1))
            out[p] = (k, k + border - len(comps))
        return out

    def _colour_info(self, s, colour: int) -> dict:
        """``_point_info`` of every empty point a knight's step from ``colour``'s posts (kept by position)."""
        k = (s.key(), colour)
        info = self._infos.get(k)
        if info is None:
            info = self._infos[k] = self._point_info(s, colour, self._networks(s, colour),
                                                     sorted(self._knight_empty(s, colour)))
        return info

    @staticmethod
    def _knight_empty(s, colour: int) -> set:
        """The empty points a knight's step from a post of ``colour`` (one shifted mask per step)."""
        n = s.size
        posts = s.posts
        mine = posts == colour
        near = np.zeros_like(mine)
        for dx, dy in KNIGHT_STEPS:
            near[max(dx, 0):n + min(dx, 0), max(dy, 0):n + min(dy, 0)] |= \
                mine[max(-dx, 0):n - max(dx, 0), max(-dy, 0):n - max(dy, 0)]
        near &= posts == 0
        return {(int(x), int(y)) for x, y in zip(*near.nonzero())}

    def _candidates(self, s, seat: int, limit: int, spread: int, salt: int) -> list:
        """Candidate posts for ``seat`` (to move in ``s``, no post down), best prior first."""
        me, opp = seat + 1, 2 - seat
        n = s.size
        posts = s.posts
        info_me = self._colour_info(s, me)
        info_opp = self._colour_info(s, opp)
        prior: dict = {}
        for p, (k, c) in info_me.items():
            prior[p] = prior.get(p, 0.0) + 3.0 * k + 12.0 * c + (1.0 if p[0] in (0, n - 1) or p[1] in (0, n - 1) else 0)
        for p, (k, c) in info_opp.items():
            prior[p] = prior.get(p, 0.0) + 2.0 * k + 10.0 * c
        # spread points: corners' triangle points and a seeded sample of empty points (invasions, openings)
        rng = random.Random(hash((self.seed, salt, s.key())) & 0xFFFFFFFF)
        empties = [(int(x), int(y)) for x, y in zip(*(posts == 0).nonzero())]
        extra = []
        m = n - 1
        for cx, cy, sx, sy in ((0, 0, 1, 1), (m, 0, -1, 1), (0, m, 1, -1), (m, m, -1, -1)):
            for dx, dy in ((1, 2), (2, 1), (2, 2), (1, 0), (0, 1)):
                extra.append((cx + sx * dx, cy + sy * dy))
        if empties:
            extra += rng.sample(empties, min(len(empties), spread * 3))
        centre = (n // 2, n // 2)
        extra.append(centre)
        for p in extra:
            if posts[p] == 0 and p not in prior:
                # a little for being near own posts or on good opening ground
                prior[p] = 0.5 + rng.random() * 0.5
        ranked = sorted(prior, key=lambda p: (-prior[p], p))
        self._urgent = [p for p in ranked if info_me.get(p, (0, 0))[1] > 0 or info_opp.get(p, (0, 0))[1] > 0]
        # keep the strongest, but always some spread points
        top = ranked[:limit]
        spread_pts = [p for p in ranked[limit:] if prior[p] < 1.0][:spread]
        return top + spread_pts

    # ------------------------------------------------------------------ turn plans
    def _plan_fences(self, s, seat: int, w: float, totals=None) -> tuple[list, float]:
        """With this turn's post down in ``s``: the fences to draw (greedy, best first, keep back the
        harmful ones) and the value after them (``totals``: ``s``'s, when known). ``s`` is returned as it was."""
        fences = [a for a in s.legal_actions() if a != s.END]
        base = self._eval(s, seat, w, totals)
        if not fences:
            return [], base
        gains = []
        for f in fences:
            s.push(f)
            gains.append((self._eval(s, seat, w) - base, f))
            s.pop()
        gains.sort(key=lambda g: (-g[0], g[1]))
        drawn, value = [], base
        for g, f in gains:
            if g < 0:
                break
            if not s.is_legal(f):
                continue
            s.push(f)
            v = self._eval(s, seat, w) if drawn else base + g
            if v + 1e-9 >= value:
                drawn.append(f)
                value = v
            else:
                s.pop()
        for _ in drawn:
            s.pop()
        return drawn, value

    def _quick_reply(self, s, seat: int, w: float, post: int, res) -> float:
        """Opponent's cheap turn: the post, then every legal fence it can draw (in order); the better of the
        two.  ``res``: the exact score of ``s`` (the post alone is valued from it)."""
        totals = res.totals_after_post(divmod(post, s.size), s.to_move)
        s.push(post)
        v0 = self._eval(s, seat, w, totals)
        drawn = 0
        for f in [a for a in s.legal_actions() if a != s.END]:
            if s.is_legal(f):
                s.push(f)
                drawn += 1
        v1 = self._eval(s, seat, w) if drawn else v0
        for _ in range(drawn + 1):
            s.pop()
        return max(v0, v1)

    def _best_reply(self, s, seat: int, cfg: dict, w: float) -> float:
        """``seat`` to move in ``s`` (turn start): its best value over a few candidate turns (and pass)."""
        return self._best_reply_line(s, seat, cfg, w)[0]

    def _best_reply_line(self, s, seat: int, cfg: dict, w: float) -> tuple[float, list]:
        """As ``_best_reply``, with the actions of that best turn (``[]`` when passing is best)."""
        if s.is_over:
            return self._eval(s, seat, w), []
        res = self._result(s)
        now = self._eval(s, seat, w, res.totals)
        best, line = now, []  # passing keeps the position (approximately: the game goes on)
        if s.passes_in_a_row == 1:
            # the other side passed: passing ends the game now
            s.push(s.PASS)
            v = self._eval(s, seat, w)
            s.pop()
            if v > best:
                best, line = v, [s.PASS]
        n = s.size
        for p in self._candidates(s, seat, cfg["replies"], 1, salt=1):
            a = p[0] * n + p[1]
            v = self._quick_reply(s, seat, w, a, res)
            if v > best:
                best, line = v, self._quick_line(s, seat, w, a, res)
        return best, line

    def _quick_line(self, s, seat: int, w: float, post: int, res) -> list:
        """The actions of ``_quick_reply``'s better choice (the post alone, or with every legal fence)."""
        totals = res.totals_after_post(divmod(post, s.size), s.to_move)
        s.push(post)
        v0 = self._eval(s, seat, w, totals)
        drawn = []
        for f in [a for a in s.legal_actions() if a != s.END]:
            if s.is_legal(f):
                s.push(f)
                drawn.append(f)
        v1 = self._eval(s, seat, w) if drawn else v0
        for _ in range(len(drawn) + 1):
            s.pop()
        return [post, *(drawn if v1 > v0 else []), s.END]

    def _think(self, s, seat: int, cfg: dict) -> list:
        w = self._weight(s)
        if s.pending.post is not None:
            fences, _ = self._plan_fences(s, seat, w)
            return fences + [s.END]
        n = s.size
        if not (s.posts == 0).any():
            return [s.PASS]
        start = self._result(s)
        base = self._eval(s, seat, 0.0, start.totals)
        if s.passes_in_a_row == 1 and base > 0:
            return [s.PASS]  # the opponent passed and we are ahead: passing wins now
        # 1. every candidate post with its fence plan, valued at once
        turns = []
        cands = self._candidates(s, seat, cfg["posts"], cfg["spread"], salt=0)
        urgent_pts = self._urgent
        for p in cands:
            a = p[0] * n + p[1]
            s.push(a)
            fences, v = self._plan_fences(s, seat, w, start.totals_after_post(p, seat + 1))
            for f in fences:
                s.push(f)
            s.push(s.END)
            v += THREAT_BONUS * w * min(3, self._threats(s, seat))
            s.pop()
            for _ in fences:
                s.pop()
            s.pop()
            turns.append((v, a, fences))
        turns.sort(key=lambda t: (-t[0], t[1]))
        # 2. the best few verified against the opponent's best reply; passing too
        opp = 1 - seat
        # closures and blocks of the opponent's closures are always verified (their value shows only
        # after the reply), then the best by their value before the reply
        urgent = {p[0] * n + p[1] for p in urgent_pts[:max(2, cfg["verify"] // 2)]}
        chosen = [t for t in turns if t[1] in urgent]
        chosen += [t for t in turns if t[1] not in urgent][:max(1, cfg["verify"] - len(chosen))]
        verified = []
        for v1, a, fences in chosen:
            s.push(a)
            for f in fences:
                s.push(f)
            s.push(s.END)
            v = -self._best_reply(s, opp, cfg, w)
            v += THREAT_BONUS * w * min(3, self._threats(s, seat))
            for _ in range(len(fences) + 2):
                s.pop()
            verified.append((v, a, fences))
        if cfg.get("deep", 0) and verified:
            # third ply, a tie-break among the best verified turns (values within DEEP_TOL of the best):
            # after the opponent's best reply, this side's best answer (an answerable threat is not a
            # loss; a double threat keeps its value after the block).  Values stay two-ply, so the
            # pass test below compares like with like.
            verified.sort(key=lambda t: (-t[0], t[1]))
            top = verified[0][0]
            near = [t for t in verified[:cfg["deep"]] if t[0] >= top - DEEP_TOL * max(1.0, abs(top))]
            deep = []
            for v2, a, fences in near:
                turn = [a, *fences, s.END]
                for x in turn:
                    s.push(x)
                _, line = self._best_reply_line(s, opp, cfg, w)
                for x in line:
                    s.push(x)
                v3 = self._best_reply(s, seat, cfg, w) if line and not s.is_over else v2
                for _ in range(len(turn) + len(line)):
                    s.pop()
                deep.append((v3, v2, a, fences))
            deep.sort(key=lambda t: (-t[0], -t[1], t[2]))
            verified = [(v2, a, f) for _, v2, a, f in deep] + verified[len(near):]
        s.push(s.PASS)
        pass_value = -self._best_reply(s, opp, cfg, w) if not s.is_over else self._eval(s, seat, w)
        s.pop()
        if not verified:
            return self._pass_unless_wider(s, seat, cfg)
        if not cfg.get("deep", 0):
            verified.sort(key=lambda t: (-t[0], t[1]))
        best_v = max(t[0] for t in verified)
        # nothing gains: pass.  While no one holds territory yet every turn looks equal to passing
        # (the reply undoes it), but a post is tempo there, so pass only on a strict loss.
        settled = base != 0 or any((start.totals[1], start.totals[2]))
        if base < 0 and (s.passes_in_a_row == 1 or best_v <= pass_value + 1e-6):
            # behind: a pass hands the game over (the opponent passes back), so play a turn that gains
            # at once or threatens to close a region (an invasion's first post: the opponent may not
            # answer it); with none, pass (a post in enemy territory is only one more prisoner)
            vmap = {t[1]: t[0] for t in verified}
            productive = []
            for v0, a, fences in turns:
                for x in (a, *fences, s.END):
                    s.push(x)
                d = self._exact_diff(s, seat)
                ok = d > base or self._threats(s, seat) > 0
                for _ in range(len(fences) + 2):
                    s.pop()
                if ok:
                    productive.append((a in vmap, vmap.get(a, v0), a, fences))
            if not productive:
                if s.passes_in_a_row == 1:
                    return self._pass_unless_wider(s, seat, cfg)
            else:
                productive.sort(key=lambda t: (not t[0], -t[1], t[2]))
                _, _, a, fences = productive[0]
                return [a, *fences, s.END]
        elif best_v < pass_value - 1e-6 or (settled and best_v <= pass_value + 1e-6):
            return self._pass_unless_wider(s, seat, cfg)
        choice = verified[0]
        if cfg.get("temp", 0) > 0 and len(verified) > 1:
            rng = random.Random(hash((self.seed, 7, s.key())) & 0xFFFFFFFF)
            choice = soft_choice(verified, pass_value, cfg["temp"], cfg["safe"], rng)
        _, a, fences = choice
        return [a, *fences, s.END]

    def _pass_unless_wider(self, s, seat: int, cfg: dict) -> list:
        """Pass, after looking again with Hard's widths when this look was narrower.  Ahead, the opponent
        may play on while this side waits (a narrow Easy passed turn after turn while a random player
        built inside its area); behind, after the opponent's pass, passing concedes the game."""
        wide = self._budget(cfg["seconds"], LOOK_BEFORE_PASSING)
        if any(wide[k] > cfg[k] for k in LOOK_BEFORE_PASSING):
            return self._think(s, seat, wide)
        return [s.PASS]

    def _threats(self, s, seat: int) -> int:
        """How many empty points would let ``seat`` close a region with one post (a cheap count)."""
        return sum(1 for k, c in self._colour_info(s, seat + 1).values() if c > 0)


def safe_turns(turns: list, pass_value: float, safe: float) -> list:
    """The turns (``(value, ...)``, values after the opponent's reply, best first) a weaker level may
    play instead of the best: within ``safe`` × max(1, |best|) of the best, better than passing, and,
    when the best keeps a lead, still ahead (a near-equal turn never throws away a won position)."""
    best = turns[0][0]
    tol = safe * max(1.0, abs(best))
    out = [t for t in turns if t[0] >= best - tol and t[0] > pass_value and (best <= 0 or t[0] > 0)]
    return out or turns[:1]


def soft_choice(turns: list, pass_value: float, temp: float, safe: float, rng: random.Random):
    """A seeded softmax choice among ``safe_turns``: weight exp((value - best) / (temp × max(1, |best|)))."""
    turns = sorted(turns, key=lambda t: (-t[0], t[1]))
    ok = safe_turns(turns, pass_value, safe)
    if len(ok) == 1:
        return ok[0]
    best = ok[0][0]
    scale = temp * max(1.0, abs(best))
    weights = [math.exp(max(-50.0, (t[0] - best) / scale)) for t in ok]
    r = rng.random() * sum(weights)
    for t, wt in zip(ok, weights):
        r -= wt
        if r <= 0:
            return t
    return ok[-1]
