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
   with the rules' own fence legality (``State.fence_partners``): points that
   **close** something (a new fence joins two posts of one fence network, or
   two networks that touch the board edge: a closure, found with a union-find
   over the player's fences plus a virtual "edge" node, ``threats.networks``),
   points with many legal knight links to own posts (joining groups, growing
   walls), the opponent's closure and link points, corner/edge points near own
   posts (corner and side triangles), and a few points spread over the board
   (a seeded, position-keyed sample) so that a big empty area can be invaded.
   To these the **threat map** (``threats.py``, ``_urgent``) adds every point
   that stops one of the opponent's strongest threats (its next turns that
   would gain most, valued exactly as replies to a pass): the threat's post
   point and every point whose fence to an own post crosses a fence the
   threat needs (a block can be far from the threat point), plus every own
   closure point.  Those turns are always verified (their value shows only
   after the reply).
2. **Fences for a post** (``_plan_fences``): every legal fence of the mover
   after the post (older held-back ones too) is scored alone with the exact
   scorer; fences are then drawn greedily best-first while they do not lower
   the evaluation, a fence that would lower it is **kept back**.  For the
   threat map's points the turn with every legal fence is verified as well
   (a blocking fence may cost something now).
3. **Evaluation** of a position for a seat: the exact score difference
   (``scoring.score`` with the game's scoring method, area or posts), plus
   the approximate evaluation (``evaluate.evaluate``: fence networks anchored
   to the edge and closed faces, what will become territory, fading as the
   board fills) and a small bonus per own closure threat, both squashed into
   less than 2 points (``SOFT``): they order turns the exact score cannot
   tell apart (the opening, equal scores) and never outweigh an exact
   difference of 4 points.  (At full weight they did: on the reply-checked
   yardstick the walls' estimate beat a 5-point block.)
4. **Exact two-ply core** (``_best_reply_line``): a candidate turn is valued
   after the opponent's best reply, chosen from every turn that can change
   the exact score: the opponent's threat map (every point where its post's
   fences close a region or join two of its networks) with every set of that
   post's fences (all subsets up to ``subsets`` legal fences; more: the
   greedy plan, all of them and each alone), and passing.  Any other turn
   (a lone post, a dangling fence) changes at most its own point, which
   never helps its owner, so on the exact score this reply is the best one.
   ``replies`` caps the threat points a level looks at (Hard 16).  The third
   ply Hard once had is gone: measured, it lost games and yardstick positions.
   **Forks** (Hard, ``_forks``, ``_fork_values``): the two-ply core sees one threat at a time, so
   a reply that makes two at once (one post with its fences; the second threat closes while the
   first is blocked) shows only once it is on the board.  Each turn Hard lists the opponent's forks
   after a pass (its likeliest posts, each with every legal fence, that leave two or more new
   threats gaining at least ``FORK_GAIN`` each, or one new threat beside an old one still open:
   this side may leave a threat open, and a post that adds a second is a fork as well; claims of
   the rest of the board are left to the early-claim rules); a fork's threats list the old open
   ones too, so their blocks are among the answers.  The points of the worst forks, the points
   whose fences stop the fork's fences and the threats' points join the urgent candidates.  A verified turn is then valued at its worst fork
   too: the fork, this side's best answer (passing, a post on or away from each of its three
   strongest threats, an own closure), the opponent's best reply: a third and fourth ply only
   along the forks, best turn first and cut off once a checked turn is worth more than the rest's
   two-ply values; after the two-ply best the posts that stop a root fork (its point, its threats'
   points, the points crossing its fences) are checked first, as most two-ply values tie on a quiet
   board.  A post that closes makes territory, so the old closure points on its network gain more
   (a territory group scores as the square of its sum): those count as a fork's new threats too
   (``grown``).  A fork counts only when it costs a quarter of its second threat, and a turn
   chosen for the forks must beat the two-ply choice's fork value by 16 points and a quarter of
   what the forks cost it (the answers are few, so the search undervalues this side a little);
   otherwise the two-ply values stand.  When passing is in question it is checked against the
   root's forks as well (all of them, while the fork budget lasts).
5. **No gifts**: a turn whose post would lie in the opponent's territory is
   played only when it gains at once or beats passing once the reply is
   counted (it makes or voids territory, or blocks); otherwise it is dropped,
   and with nothing else the player passes.
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
Levels differ in widths (candidate posts, verified turns, threat points tried
as replies, threats blocked, fence sets tried) and, by design, in what they
see.  Measured (``bench/senket_tournament.py``, ``bench/senket_games.py``)
the widths alone matter little: a Medium that shared Hard's exact core and
whole evaluation with narrower widths won 10 of 24 11×11 games against Hard.
What separates the levels in games is how much of the half-built walls (the
approximate evaluation, ``approx``) a level sees, and whether it finds the
blocks away from a threat's point (``away``):

- **Hard** sees the walls at full weight and blocks every strongest threat
  at its point and away from it.
- **Medium** plays the best turn it finds but looks at fewer candidates,
  verifies only its best two turns against a narrower reply search, blocks
  only the opponent's strongest threat and only on its post point, and
  values half-built walls at half their weight.
- **Easy** is narrower still, spreads fewer points over the board (it
  misses more invasions), counts only what is already closed (no walls: a
  beginner's count) and picks among its verified turns
  by a seeded softmax (``soft_choice``: weight
  ``exp((value - best) / (temp × |best|))``) behind a **safety filter**
  (``safe_turns``): only turns within ``safe × |best|`` of the best, better
  than passing, and still ahead whenever the best turn keeps a lead.  So it
  blunders small, and by its own reckoning never throws away a closed
  territory or a won position.

Budgets are counts (candidate posts, turns verified by reply search, threat
points tried as replies, and ``nodes``: exact scorings a turn may spend, set
for 17×17 and scaled by (17/N)² within 0.3-1.5), never wall-clock time, so the
same seed and the same position give the same move on any machine (Easy's
choice is seeded by the seed and the position key).  ``seconds`` (the
caller's cap) below 1 s shrinks the budgets in proportion (at least a
quarter, at least 2 of each: still deterministic for a given ``seconds``);
the level budgets keep Hard's turns under about 1.2 s CPU on 17×17 and 1.3 s
on 31×31 even on dense random positions (``docs/computer-players.md``).

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
from .rules import KNIGHT_STEPS, tables
from .scoring import score as exact_score
from .threats import Threat, block_points, networks, point_info, threat_map

WIN = 10_000_000.0          # value of a finished game won (plus the margin)

LEVELS = {
    # posts: candidate posts given a full fence plan; verify: best turns checked by reply search;
    # replies: opponent posts tried per verified turn; spread: seeded far points among the candidates;
    # approx: share of the approximate (wall) evaluation it sees; temp / safe: the seeded softmax choice
    # among the verified turns (temperature, and the safety margin: shares of |best|, see soft_choice)
    # away: whether the blocks of a threat include the points away from its post point (only Hard's do)
    # (wider than Hard's is not stronger: measured, the reply model, not the width, limits the play; what
    # separates the levels in games is how much of the walls (``approx``) a level sees: issue 33)
    "easy": {"posts": 5, "verify": 2, "replies": 4, "spread": 1, "blocks": 1, "subsets": 2, "nodes": 300,
             "approx": 0.0, "temp": 0.1, "safe": 0.25, "away": False},
    "medium": {"posts": 6, "verify": 2, "replies": 8, "spread": 2, "blocks": 1, "subsets": 3, "nodes": 500,
               "approx": 0.5, "away": False},
    "hard": {"posts": 14, "verify": 6, "replies": 16, "spread": 3, "blocks": 4, "subsets": 3, "nodes": 900,
             "forks": 24, "fork_nodes": 700, "old_forks": True, "grown": True},
}
# forks (Hard only): opponent posts tried as forks at the root (``forks``; the fork search's own budget of
# exact scorings, ``fork_nodes``, set for 17x17 and scaled like ``nodes``)

# the widths every level uses before it passes while the opponent plays on (Hard's), and at least half
# the walls: an Easy that counts only closed regions saw nothing to do far ahead while a random player
# built inside its area (tests/senket/data/easy_passed_while_random_built.json)
LOOK_BEFORE_PASSING = {k: LEVELS["hard"][k]
                       for k in ("posts", "verify", "replies", "spread", "blocks", "subsets", "nodes")}
LOOK_BEFORE_PASSING["approx"] = 0.5

APPROX_WEIGHT = 0.5         # weight of the approximate evaluation on an empty board (fades as it fills)
THREAT_BONUS = 0.3          # per own closure point (at most 3), scaled by the approximate weight
SOFT = 1.5                  # the approximate evaluation's share is squashed into (-SOFT, SOFT) points ...
SOFT_SCALE = 10.0           # ... (SOFT * tanh(w * approx / SOFT_SCALE)): it orders turns the exact score
                            # cannot tell apart, and never outweighs 4 exact points (with the threat bonus)
EXACT_TOL = 2 * SOFT + 1.0  # two values closer than this differ only by the squashed estimates
FORK_GAIN = EXACT_TOL       # a threat counts towards a fork when it would gain at least this many exact points
FORK_MARGIN = 4 * EXACT_TOL  # a turn chosen for the forks must beat the two-ply choice (after its forks) by this,
FORK_SHARE = 0.25           # and by this share of what the forks cost the two-ply choice; a fork counts only
                            # when it costs at least this share of its second threat's gain
CLAIM_SHARE = 0.25          # a threat gaining this share of the board's largest score claims (or voids) the rest
FORK_KEEP = 4               # the root's worst forks (by their second threat's gain) each turn is checked against
FORK_OLD_KEEP = 2           # ... and its worst forks of one new threat beside an old open one (``old_forks``)
FORK_THREATS = 8            # a fork post's new threats valued (the most closing first; an old open one costs nothing)
FORK_ANSWER_POSTS = 8       # answer posts tried at most (the threats' points first, then the blocks away, own closures)
FORK_REPLIES = 8            # the opponent's threat points tried as its reply to an answer
FORK_ANSWERS = 3            # the fork's strongest threats whose blocks are tried as answers
EARLY_CLAIM_EMPTY = 0.6    # behind a claim with this share of the points empty, one voiding threat is worth a post
NODES_SIZE = 17             # ``nodes`` (exact scorings a turn may spend) is set for this board size


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
            for name in ("posts", "verify", "replies", "nodes"):
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

    def _weight(self, s, cfg: Optional[dict] = None) -> float:
        n2 = s.size * s.size
        empty = n2 - int((s.posts != 0).sum())
        frac = empty / n2
        return (cfg or self.cfg).get("approx", 1.0) * APPROX_WEIGHT * max(0.0, (frac - 0.2) / 0.8)

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
            v += SOFT * math.tanh(w * approx_evaluate(s, seat) / SOFT_SCALE)
        return v

    # ------------------------------------------------------------------ threat maps and candidates
    def _colour_info(self, s, colour: int) -> dict:
        """``threats.point_info`` of every empty point a knight's step from ``colour``'s posts (kept by
        position): the partners, closures and networks touched if ``colour`` posted there."""
        k = (s.key(), colour)
        info = self._infos.get(k)
        if info is None:
            info = self._infos[k] = point_info(s, colour, sorted(self._knight_empty(s, colour)),
                                               networks(s, colour))
        return info

    def _threat_list(self, s, colour: int) -> list:
        k = (s.key(), colour, "map")
        out = self._infos.get(k)
        if out is None:
            out = self._infos[k] = threat_map(self._colour_info(s, colour))
        return out

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
        for p, (parts, c, _) in info_me.items():
            k = len(parts)
            prior[p] = prior.get(p, 0.0) + 3.0 * k + 12.0 * c + (1.0 if p[0] in (0, n - 1) or p[1] in (0, n - 1) else 0)
        for p, (parts, c, _) in info_opp.items():
            prior[p] = prior.get(p, 0.0) + 2.0 * len(parts) + 10.0 * c
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

    def _fence_sets(self, s, seat: int, w: float, limit: int) -> list:
        """With a post down in ``s``: the fence sets a reply tries.  Up to ``limit`` legal fences, every
        set of them that can be drawn together (the strongest reply is among them, exactly); more, every
        legal fence (in order, while they can be drawn together) and each of the post's fences alone."""
        legal = [a for a in s.legal_actions() if a != s.END]
        if not legal:
            return []
        out: list = []
        if len(legal) <= limit:
            chosen: list = []

            def rec(i: int) -> None:
                if i == len(legal):
                    if chosen:
                        out.append(tuple(chosen))
                    return
                rec(i + 1)
                if s.is_legal(legal[i]):
                    s.push(legal[i])
                    chosen.append(legal[i])
                    rec(i + 1)
                    chosen.pop()
                    s.pop()
            rec(0)
            return out
        every = []
        for f in legal:
            if s.is_legal(f):
                s.push(f)
                every.append(f)
        for _ in every:
            s.pop()
        out.append(tuple(every))
        # alone: the new post's own fences (a player holding many fences back would cost one scoring each)
        n2 = s.size * s.size
        own = set(n2 + slot for slot, _ in tables(s.size).around[s.post_action(s.pending.post)])
        out += [(f,) for f in legal if f in own and (f,) != out[0]]
        return out

    def _best_reply(self, s, seat: int, cfg: dict, w: float) -> float:
        """``seat`` to move in ``s`` (turn start): its best value over its threat map's turns and passing."""
        return self._best_reply_line(s, seat, cfg, w)[0]

    def _best_reply_line(self, s, seat: int, cfg: dict, w: float, end: bool = True) -> tuple[float, list]:
        """As ``_best_reply``, with the actions of that best turn (``[]`` when passing is best).

        The replies are every turn that can change the exact score (``threats``: a post whose fences
        close a region or join networks, with every set of its fences up to ``subsets`` of them);
        any other turn is worth no more than passing to the one who plays it.  ``replies`` caps how
        many threat points a level looks at (most closures first)."""
        if s.is_over:
            return self._eval(s, seat, w), []
        res = self._result(s)
        best, line = self._eval(s, seat, w, res.totals), []  # passing keeps the position (the game goes on)
        if s.passes_in_a_row == 1 and end:
            # the other side passed: passing ends the game now (``end=False``: leave that reply out)
            s.push(s.PASS)
            v = self._eval(s, seat, w)
            s.pop()
            if v > best:
                best, line = v, [s.PASS]
        n = s.size
        for th in self._threat_list(s, seat + 1)[:cfg["replies"]]:
            a = th.post[0] * n + th.post[1]
            s.push(a)
            for fences in self._fence_sets(s, seat, w, cfg["subsets"]):
                for f in fences:
                    s.push(f)
                v = self._eval(s, seat, w)
                for _ in fences:
                    s.pop()
                if v > best:
                    best, line = v, [a, *fences, s.END]
            s.pop()
        return best, line

    def _urgent(self, s, seat: int, cfg: dict, w: float) -> tuple[list, list]:
        """Points whose value shows only after the reply: the opponent's strongest threats (their
        exact worth to it, replying to a pass) with every point that stops them (the threat's point,
        posts whose fence crosses a fence it needs), and this side's own closures."""
        me, opp = seat + 1, 2 - seat
        own = [th.post for th in self._threat_list(s, me) if th.closes > 0][:cfg["posts"]]
        outer = None
        if s.passes_in_a_row:
            # the opponent has passed (our pass would end the game): its threats from the same board
            outer, data = s, s.to_json()
            data.update(to_move=1 - seat, passes=0)
            s = type(s).from_json(data)
        else:
            s.push(s.PASS)
        res = self._result(s)
        now = self._eval(s, 1 - seat, w, res.totals)
        n = s.size
        worth = []
        for th in self._threat_list(s, opp)[:cfg["replies"]]:
            a = th.post[0] * n + th.post[1]
            s.push(a)
            top = now
            for fences in self._fence_sets(s, 1 - seat, w, cfg["subsets"]):
                for f in fences:
                    s.push(f)
                top = max(top, self._eval(s, 1 - seat, w))
                for _ in fences:
                    s.pop()
            s.pop()
            if top > now + 1e-9:
                worth.append((top - now, th))
        if outer is None:
            s.pop()
        else:
            s = outer
        worth.sort(key=lambda t: (-t[0], t[1].post))
        blocks: list = []
        for _, th in worth[:cfg["blocks"]]:
            # a weaker level sees only the threat's own point, not the blocks away from it
            away = sorted(block_points(s, th, me)) if cfg.get("away", True) else []
            for p in [th.post, *away]:
                if p not in blocks:
                    blocks.append(p)
        return blocks, own

    def _turn_value(self, s, seat: int, cfg: dict, w: float, turn: list) -> float:
        """``turn`` (its actions) valued after the opponent's best reply."""
        for x in turn:
            s.push(x)
        v = -self._best_reply(s, 1 - seat, cfg, w)
        v += THREAT_BONUS * w * min(3, self._threats(s, seat))
        for _ in turn:
            s.pop()
        return v

    # ------------------------------------------------------------------ forks (issue 33)
    def _gains(self, s, seat: int, cfg: dict, limit: int = 6, threats=None) -> list:
        """``seat`` to move in ``s``: its threats (``threats``, or the strongest ``limit`` of its map) that would gain at least
        ``FORK_GAIN`` exact points if played now, each with every fence set a reply tries, biggest first.
        Not a claim of the rest of the board or its voiding (a gain of a quarter of the board's largest
        score or more: ``CLAIM_SHARE``): those are answered by territory anywhere inside, which the
        two-ply core and the early-claim rules weigh, and the fork search's few answers do not."""
        now = self._exact_diff(s, seat)
        n = s.size
        claim = CLAIM_SHARE * ((n - 1) ** 4 if s.scoring == "area" else n ** 4)
        out = []
        for th in (self._threat_list(s, seat + 1) if threats is None else threats)[:limit]:
            s.push(th.post[0] * n + th.post[1])
            top = now
            for fences in self._fence_sets(s, seat, 0.0, cfg["subsets"]):
                for f in fences:
                    s.push(f)
                top = max(top, self._exact_diff(s, seat))
                for _ in fences:
                    s.pop()
            s.pop()
            if FORK_GAIN <= top - now < claim:
                out.append((top - now, th))
        out.sort(key=lambda t: (-t[0], t[1].post))
        return out

    def _forks(self, s, seat: int, cfg: dict, points=None) -> list:
        """The opponent of ``seat`` to move in ``s``: its posts (``points``, or its ``forks`` likeliest points
        a knight step from its posts) that, with every legal fence, leave it two or more threats, at least
        one of them new: a new threat gains at least ``FORK_GAIN`` more than it did before the post (a
        threat it had already is the one reply the two-ply search counts), an old one is a threat it had
        before (gaining ``FORK_GAIN``), still open after the post.  Old ones count only with ``old_forks``
        (Hard): this side may have left a threat open, and a post that adds a second one is a fork as
        well (issue 33's lost game 9074).  ``[(point, fence actions, [(gain, Threat), ...], new), ...]``,
        the threats biggest first (an old one at its gain before the post), ``new`` how many are new."""
        o = 1 - seat
        n = s.size
        if points is None:
            info = self._colour_info(s, o + 1)
            points = sorted((q for q, (parts, _, _) in info.items() if parts),
                            key=lambda q: (-(len(info[q][0]) + 2 * info[q][1] + info[q][2]), q))[:cfg["forks"]]
        # threats it has already count as the one threat a two-ply search sees; a fork makes a new one
        before = {th.post: g for g, th in self._gains(s, o, cfg)}
        shape = {th.post: th.closes for th in self._threat_list(s, o + 1)}
        olds = cfg.get("old_forks", False) and before
        wide = None     # ``grown``: every closing threat's gain before the post (below FORK_GAIN: absent)
        out = []
        for q in points:
            a = q[0] * n + q[1]
            if s.posts[q] != 0 or not s.is_legal(a):
                continue
            s.push(a)
            every = []
            for f in (x for x in s.legal_actions() if x != s.END):
                if s.is_legal(f):
                    s.push(f)
                    every.append(f)
            s.push(s.END)
            # only a threat point whose fences close more than before can gain more by a closure (cheap,
            # unscored; a fork of joins alone is left out)
            after = self._threat_list(s, o + 1)
            new = [th for th in after if th.closes > shape.get(th.post, 0)]
            grown = []
            if cfg.get("grown") and shape.get(q, 0) > 0:
                # a post that closes makes territory, and a territory group scores as the square of its sum:
                # every later closure on the same network now adds to that group and gains far more, though it
                # closes no more fences than before (issue 33's 17x17 games 9034, 9041, 9087 and 9097 v
                # greedy_block: a small edge closure, then one of several old closure points took 600-3,900)
                find = networks(s, o + 1)
                root = find(a)
                grown = [th for th in after if th.closes > 0 and th not in new and th.post not in before
                         and any(find(r[0] * n + r[1]) == root for r in th.partners)]
                if grown and wide is None:
                    for x in range(len(every) + 2):
                        s.pop()
                    wide = {th.post: g for g, th in self._gains(
                        s, o, cfg, limit=len(shape), threats=[th for th in self._threat_list(s, o + 1) if th.closes])}
                    for x in (a, *every, s.END):
                        s.push(x)
            # old threats still open (their point empty, still closing): valued at their gain before the post
            still = [th for th in after if th.post in before and th.closes > 0 and th not in new] if olds else []
            if len(new) + len(grown) >= 2 or (olds and (new or grown) and (still or any(th.post in before for th in new))):
                s.push(s.PASS)
                gained = self._gains(s, o, cfg, limit=FORK_THREATS, threats=new)
                if grown:
                    gained = sorted(gained + self._gains(s, o, cfg, limit=FORK_THREATS, threats=grown),
                                    key=lambda t: (-t[0], t[1].post))
                s.pop()
                base = {**(wide or {}), **before}
                big = [(g, th) for g, th in gained if g >= base.get(th.post, 0.0) + FORK_GAIN]
                if olds:
                    fresh = {th.post for _, th in big}
                    old = [(max(g, before[th.post]), th) for g, th in gained
                           if th.post in before and th.post not in fresh]
                    old += [(before[th.post], th) for th in still]
                else:
                    old = []
                if len(big) >= 2 or (big and old):
                    threats = sorted(big + old, key=lambda t: (-t[0], t[1].post))
                    out.append((q, every, threats, len(big)))
            for _ in range(len(every) + 2):
                s.pop()
        return out

    def _answer_fork(self, s, seat: int, cfg: dict, w: float, big: list, enough: float = math.inf,
                     budget: float = math.inf) -> float:
        """``seat`` to move in ``s`` just after the opponent's fork (``big``: its threats that gain): the best
        value of passing, a post on or away from each of the strongest threats (the greedy fence plan
        and every legal fence), or an own closure, each valued after the opponent's best reply.  Stops at an
        answer worth ``enough`` (the caller's value is no lower once one answer reaches it), and after the
        threats' own points once ``budget`` exact scorings are spent.  The opponent's reply is looked for
        among its ``FORK_REPLIES`` strongest threat points."""
        n = s.size
        me = seat + 1
        pts: list = [th.post for _, th in big[:FORK_ANSWERS]]
        for _, th in big[:FORK_ANSWERS]:
            pts += [p for p in sorted(block_points(s, th, me)) if p not in pts]
        own = [th.post for th in self._threat_list(s, me) if th.closes > 0 and th.post not in pts][:FORK_ANSWERS]
        pts = pts[:FORK_ANSWER_POSTS - len(own)] + own
        cfg = dict(cfg, replies=min(cfg["replies"], FORK_REPLIES))
        start = self.nodes
        s.push(s.PASS)
        best = -self._best_reply(s, 1 - seat, cfg, w)
        s.pop()
        for i, p in enumerate(pts):
            if best >= enough or (i >= FORK_ANSWERS and self.nodes - start > budget):
                break
            a = p[0] * n + p[1]
            s.push(a)
            fences, _ = self._plan_fences(s, seat, w)
            variants = [fences]
            every = []
            for f in (x for x in s.legal_actions() if x != s.END):
                if s.is_legal(f):
                    s.push(f)
                    every.append(f)
            for _ in every:
                s.pop()
            if every != fences:
                variants.append(every)
            for fs in variants:
                for x in (*fs, s.END):
                    s.push(x)
                best = max(best, -self._best_reply(s, 1 - seat, cfg, w))
                for _ in range(len(fs) + 1):
                    s.pop()
            s.pop()
        return best

    def _fork_values(self, s, seat: int, cfg: dict, w: float, verified: list, forks: list, budget: float,
                     stoppers: Optional[dict] = None) -> list:
        """``verified`` (two-ply values, best first) with each turn's value lowered to what the opponent's
        worst fork after it leaves (the fork, this side's best answer, the opponent's best reply: a third
        and fourth ply only along the forks found at the root).  A turn at a time while the fork budget
        lasts: the two-ply best first, then the turns posting on ``stoppers`` (the root forks' points, the
        threats' points, the points that stop their fences: point -> rank) in that order, then the rest best first; a turn
        whose two-ply value is no more than a checked turn's fork value is skipped (a fork only lowers a
        value).  Only checked turns are returned, the two-ply best always among them: an unchecked turn may
        allow a fork, so it never displaces a checked one.  The stoppers go first because the two-ply
        values of most turns tie when nothing closes (issue 33's 17x17 games 9047, 9059 and 9092 v
        greedy_block): checked best first, ties by point, the budget went on turns that allow the fork,
        and the post that stops it was never checked."""
        points = [f[0] for f in forks]
        out = []
        best_checked = -math.inf
        start = self.nodes
        n = s.size
        stoppers = stoppers or {}
        stop = sorted((t for t in verified[1:] if divmod(t[1], n) in stoppers),
                      key=lambda t: (stoppers[divmod(t[1], n)], -t[0], t[1]))
        order = verified[:1] + stop + [t for t in verified[1:] if divmod(t[1], n) not in stoppers]
        for v, a, fences in order:
            if self.nodes - start > budget:
                break       # the rest are unchecked: a fork may follow them
            if v <= best_checked:
                continue    # no better than a checked turn even before its forks
            turn = [a, *fences, s.END]
            for x in turn:
                s.push(x)
            fv = v
            done = True
            for q, ff, big, _ in self._forks(s, seat, cfg, points):
                if fv <= best_checked:
                    break       # already worse than a checked turn: its exact value does not matter
                if out and self.nodes - start > budget:
                    done = False    # the budget ran out within this turn's forks: it stays unchecked
                    break
                for x in (q[0] * s.size + q[1], *ff, s.END):
                    s.push(x)
                # an answer within a share of the second threat makes it no working fork: enough to stop
                answer = self._answer_fork(s, seat, cfg, w, big, enough=min(fv, v - FORK_SHARE * big[1][0]),
                                           budget=budget / 2)
                if v - answer >= FORK_SHARE * big[1][0]:
                    # it costs a share of its second threat: a fork that works (one answered for little
                    # is the restricted answers' noise: a rest-of-the-board claim voided at a small cost)
                    fv = min(fv, answer)
                for _ in range(len(ff) + 2):
                    s.pop()
            for _ in turn:
                s.pop()
            if not done:
                break
            out.append((fv, a, fences))
            best_checked = max(best_checked, fv)
        out.sort(key=lambda t: (-t[0], t[1]))
        # the fork search's answers are few (it undervalues this side after a fork), so it overrules the
        # exact two-ply choice only by a clear margin: otherwise the two-ply values stand
        first = verified[0]
        f1 = next(t[0] for t in out if t[1:] == first[1:])
        if out[0][1:] != first[1:] and out[0][0] < f1 + max(FORK_MARGIN, FORK_SHARE * (first[0] - f1)):
            return verified
        return out

    def _think(self, s, seat: int, cfg: dict) -> list:
        w = self._weight(s, cfg)
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
        # 1. every candidate post with its fence plan, valued at once; the threat map's points too
        budget = cfg["nodes"] * min(1.5, max(0.3, (NODES_SIZE / n) ** 2))
        blocks, own = self._urgent(s, seat, cfg, w)
        forks = []
        stoppers: dict = {}         # point -> rank: the root forks' points, their threats' points, the blocks of their fences
        if cfg.get("forks") and not s.passes_in_a_row:
            # the opponent's forks (one post, two threats): their points, the points that stop their fences
            # and their threats' points join the urgent candidates
            s.push(s.PASS)
            forks = self._forks(s, seat, cfg)
            s.pop()
            forks.sort(key=lambda f: (-f[2][1][0], f[0]))
            # the worst forks of two new threats, then the worst of one new threat beside an old open one (which
            # this turn may block: so they are kept apart and do not push the others out)
            forks = [f for f in forks if f[3] >= 2][:FORK_KEEP] + [f for f in forks if f[3] < 2][:FORK_OLD_KEEP]
            # checked for forks first after the two-ply best: every fork's own point (the worst fork's first),
            # then the two worst forks' threats' points, then the points that stop their fences
            ranked = [f[0] for f in forks] + [th.post for f in forks[:2] for _, th in f[2][:FORK_ANSWERS]]
            for q, ff, big, _ in forks[:2]:
                parts = tuple(b if a == q else a for _, a, b in map(s.decode, ff) if q in (a, b))
                for p in [q, *sorted(block_points(s, Threat(q, parts, 0, 0), seat + 1)),
                          *(th.post for _, th in big[:FORK_ANSWERS])]:
                    if p not in blocks and s.posts[p] == 0:
                        blocks.append(p)
                    ranked.append(p)
            stoppers = {p: i for i, p in reversed(list(enumerate(ranked)))}
        prior = self._candidates(s, seat, cfg["posts"], cfg["spread"], salt=0)
        urgent = {p[0] * n + p[1] for p in blocks + own}
        # planned in this order while the budget lasts: the blocks, the best by the prior, own closures
        cands = list(dict.fromkeys(blocks + prior))
        extra = list(own)
        if base < 0:
            # behind: every corner's invasion points too (a territory there voids a rest-of-board claim)
            m = n - 1
            extra += [(cx + sx * dx, cy + sy * dy) for cx, cy, sx, sy in ((0, 0, 1, 1), (m, 0, -1, 1), (0, m, 1, -1),
                                                                          (m, m, -1, -1))
                      for dx, dy in ((1, 0), (0, 1), (2, 0), (0, 2))]
        for p in extra:
            if p not in cands and s.posts[p] == 0:
                cands.append(p)
        turns = []
        for p in cands:
            if len(turns) >= 4 and self.nodes > budget / 2:
                break
            a = p[0] * n + p[1]
            s.push(a)
            fences, v = self._plan_fences(s, seat, w, start.totals_after_post(p, seat + 1))
            variants = [(fences, v)]
            if a in urgent:
                # a block may need a fence that costs something now: every legal fence too
                every = []
                for f in (x for x in s.legal_actions() if x != s.END):
                    if s.is_legal(f):
                        s.push(f)
                        every.append(f)
                if every != fences and every:
                    variants.append((every, self._eval(s, seat, w)))
                for _ in every:
                    s.pop()
            s.pop()
            for fences, v in variants:
                turn = [a, *fences, s.END]
                for x in turn:
                    s.push(x)
                v += THREAT_BONUS * w * min(3, self._threats(s, seat))
                for _ in turn:
                    s.pop()
                turns.append((v, a, fences))
        turns.sort(key=lambda t: (-t[0], t[1]))
        # 2. verified against the opponent's best reply: the urgent turns (their value shows only after
        # the reply) and the best by their value before it; passing too
        # (in that order: the best before the reply, the blocks, own closures, the next best), until the
        # level's budget of exact scorings is spent (deterministic: counted, not timed)
        s.push(s.PASS)
        pass_value = -self._best_reply(s, 1 - seat, cfg, w) if not s.is_over else self._eval(s, seat, w)
        # the same with the game going on (behind, passing back ends it: that says nothing of a turn's worth)
        pass_open = -self._best_reply_line(s, 1 - seat, cfg, w, end=False)[0] if not s.is_over else pass_value
        s.pop()
        plain = [t for t in turns if t[1] not in urgent]
        chosen = plain[:1] + [t for t in turns if t[1] in urgent] + plain[1:max(1, cfg["verify"])]
        verified = []
        for v1, a, fences in chosen:
            if len(verified) >= 2 and self.nodes > budget:
                break
            verified.append((self._turn_value(s, seat, cfg, w, [a, *fences, s.END]), a, fences))
        verified.sort(key=lambda t: (-t[0], t[1]))
        scale = min(1.5, max(0.3, (NODES_SIZE / n) ** 2))
        if forks and verified:
            verified = self._fork_values(s, seat, cfg, w, verified, forks, cfg["fork_nodes"] * scale, stoppers)
        if forks and verified and verified[0][0] <= max(pass_value, pass_open) + EXACT_TOL:
            # passing is in question: it leaves the root's forks too (the worst first, while the fork budget
            # lasts; only the first was checked before, and in issue 33's game 9020 Hard passed into the
            # second, a fork of one new threat beside an old open one)
            s.push(s.PASS)
            spent = self.nodes
            for i, (q, ff, big, _) in enumerate(forks):
                if i and self.nodes - spent > cfg["fork_nodes"] * scale:
                    break
                for x in (q[0] * n + q[1], *ff, s.END):
                    s.push(x)
                fv = self._answer_fork(s, seat, cfg, w, big,
                                       enough=max(pass_value, pass_open) - FORK_SHARE * big[1][0],
                                       budget=cfg["fork_nodes"] * scale / 2)
                for _ in range(len(ff) + 2):
                    s.pop()
                if max(pass_value, pass_open) - fv >= FORK_SHARE * big[1][0]:
                    pass_value, pass_open = min(pass_value, fv), min(pass_open, fv)
            s.pop()
        if not verified:
            return self._pass_unless_wider(s, seat, cfg)
        # no gifts: a post in the opponent's territory only when the turn gains at once or does better
        # than passing after the reply (it makes or voids territory, or blocks)
        verified = [t for t in verified if not self._gift(s, seat, start, base, t, pass_open)] or \
            [t for t in verified if t[0] > pass_open + 1e-6][:1]
        if not verified and base >= 0:
            return self._pass_unless_wider(s, seat, cfg)
        best_v = verified[0][0] if verified else -math.inf
        # nothing gains: pass (once someone holds territory).
        settled = base != 0 or any((start.totals[1], start.totals[2]))
        if base < 0 and (s.passes_in_a_row == 1 or best_v <= pass_open + EXACT_TOL):
            # behind: a pass hands the game over (the opponent passes back), so play a turn that gains
            # at once, or threatens to close a region; inside the opponent's territory only a threat
            # whose closure would void it (the first post of an invasion: one prisoner against the
            # whole claim); with none, pass (one more prisoner helps nobody)
            vmap = {t[1]: t[0] for t in verified}
            # passing loses for sure, so a single threat to void is worth its prisoner, a few times: with
            # three of its posts already the opponent's prisoners it waits for a double threat
            # (an early claim on a mostly empty board made its prisoners of posts placed before it: there
            # is room for a double threat later, and a single one costs the opponent a turn to block)
            held = sum(g.prisoners for g in start.groups if int(g.owner) == 2 - seat)
            roomy = int((s.posts == 0).sum()) >= EARLY_CLAIM_EMPTY * n * n
            need = 1 if s.passes_in_a_row == 1 or held < 3 or roomy else 2
            productive = []
            for v0, a, fences in turns:
                for x in (a, *fences, s.END):
                    s.push(x)
                d = self._exact_diff(s, seat)
                if d > base:
                    key = (0, 0)
                elif not self._in_opponent_territory(start, a, seat, n):
                    key = (1, -self._threats(s, seat)) if self._threats(s, seat) > 0 else None
                elif self.nodes > 2 * budget:
                    key = None
                else:
                    # a single threat is blocked by an opponent that plays on: only after its pass
                    voids = self._voiding_threats(s, seat)
                    key = (1, -voids) if voids >= need else None
                for _ in range(len(fences) + 2):
                    s.pop()
                if key is not None:
                    productive.append((key, a not in vmap, -vmap.get(a, v0), a, fences))
            if not productive:
                if s.passes_in_a_row == 1:
                    return self._pass_unless_wider(s, seat, cfg)
            else:
                productive.sort(key=lambda t: t[:4])
                *_, a, fences = productive[0]
                return [a, *fences, s.END]
        elif settled and best_v <= pass_value + 1e-6:
            # before anyone holds territory a post is tempo: play on even when the reply's closure makes
            # the post a prisoner (passing looks better by that prisoner at two plies, and leaves the
            # claim standing with nothing built to void it)
            return self._pass_unless_wider(s, seat, cfg)
        if not verified:
            return self._pass_unless_wider(s, seat, cfg)
        choice = verified[0]
        if cfg.get("temp", 0) > 0 and len(verified) > 1:
            rng = random.Random(hash((self.seed, 7, s.key())) & 0xFFFFFFFF)
            choice = soft_choice(verified, pass_value, cfg["temp"], cfg["safe"], rng)
        _, a, fences = choice
        return [a, *fences, s.END]

    @staticmethod
    def _in_opponent_territory(start, a: int, seat: int, n: int) -> bool:
        """Would a lone post of ``seat`` at action ``a`` be a prisoner (the opponent's total grows)?"""
        opp = 2 - seat
        return start.totals_after_post(divmod(a, n), seat + 1)[opp] > start.totals[opp]

    def _gift(self, s, seat: int, start, base: float, turn: tuple, pass_value: float) -> bool:
        """A turn whose post lies in the opponent's territory and that neither gains at once nor does
        better than passing once the reply is counted: it only hands the opponent a prisoner."""
        v, a, fences = turn
        n = s.size
        if not self._in_opponent_territory(start, a, seat, n) or v > pass_value + 1e-6:
            return False
        for x in (a, *fences, s.END):
            s.push(x)
        d = self._exact_diff(s, seat)
        for _ in range(len(fences) + 2):
            s.pop()
        return d <= base

    def _voiding_threats(self, s, seat: int) -> int:
        """After ``seat``'s turn in ``s`` (the opponent to move): how many of ``seat``'s closure points
        would, closed with every legal fence next turn, lower the opponent's exact total (void its
        territory) should the opponent not answer."""
        n = s.size
        opp = 2 - seat
        before = self._score(s)[opp - 1]
        count = 0
        s.push(s.PASS)
        for th in self._threat_list(s, seat + 1)[:6]:
            if th.closes <= 0:
                continue
            s.push(th.post[0] * n + th.post[1])
            drawn = 0
            for f in [x for x in s.legal_actions() if x != s.END]:
                if s.is_legal(f):
                    s.push(f)
                    drawn += 1
            if self._score(s)[opp - 1] < before:
                count += 1
            for _ in range(drawn + 1):
                s.pop()
        s.pop()
        return count

    def _pass_unless_wider(self, s, seat: int, cfg: dict) -> list:
        """Pass, after looking again with Hard's widths when this look was narrower.  Ahead, the opponent
        may play on while this side waits (a narrow Easy passed turn after turn while a random player
        built inside its area); behind, after the opponent's pass, passing concedes the game."""
        wide = self._budget(cfg["seconds"], LOOK_BEFORE_PASSING)
        wide["approx"] = max(cfg.get("approx", 1.0), LOOK_BEFORE_PASSING["approx"])
        if any(wide[k] > cfg.get(k, 1.0) for k in LOOK_BEFORE_PASSING):
            return self._think(s, seat, wide)
        return [s.PASS]

    def _threats(self, s, seat: int) -> int:
        """How many empty points would let ``seat`` close a region with one post (a cheap count)."""
        return sum(1 for _, c, _ in self._colour_info(s, seat + 1).values() if c > 0)


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
