"""Senket's reply-checked yardstick: positions whose best turn is known once the opponent's best reply is counted.

Each position in ``bench/senket_replies.json`` was verified by :func:`two_ply`, an **exhaustive** two-ply
search written independently of the computer player: every empty point as this turn's post, with every
set of fences the mover could draw after it (every subset of its legal fences that can be drawn together,
held-back ones included), and passing; each valued by the exact score difference (``scoring.score``,
the game's method) after the opponent's best reply, chosen from *every* empty point with every fence set,
and passing.  A position is kept when its best turn places a post, is clearly better than passing and
than every other post (``MARGIN``), and the answer is small: the accepted turns (every turn reaching the
best value exactly; several fence sets can tie) are stored with it.

Speed without approximations: fences alone make the regions, so a turn whose post draws no fence is the
position plus one lone post, valued exactly from the position's score with
``ScoreResult.totals_after_post``; the opponent's fence-drawing replies from the position before a lone
post are the same turns after it (a post blocks no fence), so their scores are reused.

Kinds (tags, more than one may hold): ``close`` (the answer gains at once), ``block`` (passing would let
the opponent gain at least ``MARGIN`` more than after the answer), ``block_away`` (a block whose post is
not the post point of any of the opponent's best replies after a pass), ``invade`` (the answer's post lies
in the opponent's territory), ``void`` (the opponent holds territory of at least a quarter of the board —
a rest-of-the-board claim — and the answer leaves it no longer holding it).

    python -m bench.senket_replies                 every level's score on the set (JSON)
    python -m bench.senket_replies --quick         a sample of 12 positions
    python -m bench.senket_replies --build [--count 66] [--seed 1]   generate and verify a new set
    python -m bench.senket_replies --forks ID[,ID]  the stored answer and Hard's turn after every fork
        (every opponent post with every legal fence, then the exhaustive two-ply: :func:`after_forks`)
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

from game.senket.rules import KNIGHT_STEPS, State
from game.senket.scoring import score

DATA = Path(__file__).with_name("senket_replies.json")
MARGIN = 4            # exact points by which the answer must beat passing and every other post
MAX_FENCES = 9        # a mover with more legal fences after a post is not generated (2^k fence sets)
SIZES = (11, 13, 17)
QUICK = 12


# ---------------------------------------------------------------------------
# The verifier (independent of game/senket/ai.py)
# ---------------------------------------------------------------------------

def fence_sets(s: State, visit) -> None:
    """Call ``visit(fences)`` with each set of legal fences drawable together now (``s`` pending a post),
    those fences pushed on ``s`` during the call; the empty set first."""
    legal = [a for a in s.legal_actions() if a != s.END]
    chosen: list = []

    def rec(i: int) -> None:
        if i == len(legal):
            visit(tuple(chosen))
            return
        rec(i + 1)
        if s.is_legal(legal[i]):
            s.push(legal[i])
            chosen.append(legal[i])
            rec(i + 1)
            chosen.pop()
            s.pop()
    rec(0)


def post_turns(s: State, visit) -> None:
    """Call ``visit(post action, (x, y), fences)`` for every turn with a post: each empty point's post pushed
    on ``s``, then each set of fences drawable with it (``fence_sets``, those fences pushed too)."""
    n = s.size
    for x in range(n):
        for y in range(n):
            if s.post_at((x, y)):
                continue
            a = x * n + y
            s.push(a)
            fence_sets(s, lambda fences, a=a, p=(x, y): visit(a, p, fences))
            s.pop()


def _diff(totals, colour: int) -> int:
    return int(totals[colour]) - int(totals[3 - colour])


def _fenced_replies(s: State, opp: int) -> list:
    """Every reply of ``opp`` (to move in ``s``) that draws at least one fence: (post, fences, totals)."""
    n = s.size
    out = []
    held = bool(_legal_without_post(s, opp))
    for x in range(n):
        for y in range(n):
            if s.post_at((x, y)) or not (held or s.fence_partners((x, y), opp)):
                continue
            a = x * n + y
            s.push(a)

            def visit(fences, a=a):
                if fences:
                    out.append((a, fences, score(s, s.scoring)))
            fence_sets(s, visit)
            s.pop()
    return out


def _legal_without_post(s: State, colour: int) -> list:
    """Fences ``colour`` could draw between its existing posts (held back): any makes every reply fenced."""
    n = s.size
    out = []
    for x in range(n):
        for y in range(n):
            if s.post_at((x, y)) == colour:
                out += [((x, y), q) for q in s.fence_partners((x, y), colour) if (x, y) < q]
    return out


def _replies_min(s: State, me: int, fenced: list, res, lone_of=None, stop=None) -> tuple[int, object]:
    """The mover's (``me``) exact difference after the opponent's best reply in ``s`` (opponent to move):
    min over passing, every lone post and every fenced reply.  ``res``: ``s``'s score.  ``lone_of``: when
    ``s`` is a lone post of ``me`` at the point ``lone_of`` on top of the position ``fenced`` was listed in
    (the fenced replies' totals are then updated with it).  ``stop``: return as soon as a reply holds the
    mover to ``stop`` or less (the value is then a bound from above; ``bench/senket_deeper.py``'s cut)."""
    opp = 3 - me
    n = s.size
    best, reply = _diff(res.totals, me), "pass"
    if stop is not None and best <= stop:
        return best, reply
    for x in range(n):
        for y in range(n):
            if s.post_at((x, y)):
                continue
            v = _diff(res.totals_after_post((x, y), opp), me)
            if v < best:
                best, reply = v, (x * n + y, ())
                if stop is not None and best <= stop:
                    return best, reply
    for a, fences, r in fenced:
        if lone_of is None:
            totals = r.totals
        elif a == lone_of[0] * n + lone_of[1]:
            continue
        else:
            totals = r.totals_after_post(lone_of, me)
        v = _diff(totals, me)
        if v < best:
            best, reply = v, (a, fences)
            if stop is not None and best <= stop:
                return best, reply
    return best, reply


def two_ply(state: State) -> dict:
    """Every turn of the side to move with its exact value after the opponent's best reply.

    Returns ``{"turns": [(value, post action or None for pass, fences tuple, best reply)], "pass_reply":
    the opponent's best reply after a pass}``; values are the mover's score minus the opponent's."""
    s = state.copy()
    assert s.pending.post is None and not s.is_over and s.passes_in_a_row == 0
    me = int(s.to_move)
    opp = 3 - me
    turns = []

    # passing: the opponent replies to the same position
    s.push(s.PASS)
    fenced0 = _fenced_replies(s, opp)
    v, r = _replies_min(s, me, fenced0, score(s, s.scoring))
    s.pop()
    turns.append((v, None, (), r))

    def visit(a, p, fences):
        s.push(s.END)
        res = score(s, s.scoring)
        if fences:
            fenced = _fenced_replies(s, opp)
            v, r = _replies_min(s, me, fenced, res)
        else:
            v, r = _replies_min(s, me, fenced0, res, lone_of=p)
        s.pop()
        turns.append((v, a, fences, r))
    post_turns(s, visit)
    return {"turns": turns}


def verdict(state: State, result: dict) -> dict | None:
    """The yardstick entry for a verified position, or None when no post is clearly best."""
    turns = result["turns"]
    pass_v = turns[0][0]
    best = max(t[0] for t in turns)
    top = [t for t in turns if t[0] == best]
    if any(t[1] is None for t in top):
        return None
    posts = {t[1] for t in top}
    others = [t[0] for t in turns if t[1] is not None and t[1] not in posts]
    second = max(others, default=pass_v)
    if best - pass_v < MARGIN or best - second < MARGIN or len(posts) > 3 or len(top) > 16:
        return None
    s = state.copy()
    me, n = int(s.to_move), s.size
    now = _diff(score(s, s.scoring).totals, me)
    tags = []
    # the answer's own gain, before the reply
    a0, f0 = top[0][1], top[0][2]
    for x in (a0, *f0, s.END):
        s.push(x)
    res_after = score(s, s.scoring)
    after = _diff(res_after.totals, me)
    for _ in range(len(f0) + 2):
        s.pop()
    if after > now:
        tags.append("close")
    # the threat: what the opponent gains after a pass, beyond what it gains after the answer
    if (now - pass_v) - (after - best) >= MARGIN:
        tags.append("block")
        threat = _threat_posts(state, pass_v)
        if threat and not posts & threat:
            tags.append("block_away")
    res0 = score(s, s.scoring)
    opp_terr = [t for t in res0.territories if int(t.owner) == 3 - me]
    for p in posts:
        pt = divmod(p, n)
        tap = res0.totals_after_post(pt, me)
        if tap[3 - me] != res0.totals[3 - me] and res0.totals[3 - me] > 0:
            tags.append("invade")
            break
    big = (n - 1) ** 2 / 4
    if any(t.area >= big for t in opp_terr):
        still = [t for t in res_after.territories if int(t.owner) == 3 - me and t.area >= big]
        if not still:
            tags.append("void")
    return {"position": state.to_json(), "best": best, "pass": pass_v, "second": second,
            "answers": sorted({(t[1], tuple(sorted(t[2]))) for t in top}),
            "answer_posts": sorted(posts), "tags": sorted(set(tags))}


def _threat_posts(state: State, pass_value: int) -> set:
    """The post points of the opponent's best replies to a pass (value ``pass_value`` for the mover)."""
    s = state.copy()
    me = int(s.to_move)
    s.push(s.PASS)
    fenced = _fenced_replies(s, 3 - me)
    return {a for a, f, r in fenced if _diff(r.totals, me) == pass_value}


# ---------------------------------------------------------------------------
# Generating positions
# ---------------------------------------------------------------------------

def random_position(rng: random.Random, size: int, scoring: str) -> State | None:
    """A sparse position built by legal turns: posts mostly a knight step from an own post, often near an
    edge, random fences; the side not to move draws every fence it could (so it holds none back)."""
    g = State(size, scoring)
    counts = {1: rng.randint(2, 7), 2: rng.randint(2, 7)}
    placed = {1: [], 2: []}
    anchor = {c: (rng.randrange(size), rng.randrange(size)) for c in (1, 2)}
    for _ in range(60):
        c = int(g.to_move)
        if len(placed[c]) >= counts[c]:
            if all(len(placed[k]) >= counts[k] for k in (1, 2)):
                break
            g.pass_turn()
            if g.is_over:
                return None
            continue
        p = None
        for _ in range(20):
            r = rng.random()
            if placed[c] and r < 0.7:
                x, y = rng.choice(placed[c])
                dx, dy = rng.choice(KNIGHT_STEPS)
                q = (x + dx, y + dy)
            elif r < 0.85:
                e = rng.choice((0, 1, size - 2, size - 1))
                q = (e, rng.randrange(size)) if rng.random() < 0.5 else (rng.randrange(size), e)
            else:
                ax, ay = anchor[c]
                q = (min(size - 1, max(0, ax + rng.randint(-3, 3))), min(size - 1, max(0, ay + rng.randint(-3, 3))))
            if g.check_post(q) is None:
                p = q
                break
        if p is None:
            return None
        g.place_post(p)
        placed[c].append(p)
        for a, b in g.legal_fences_from(p):
            if rng.random() < 0.6 and g.check_fence(a, b) is None:
                g.add_fence(a, b)
        g.end_turn()
    mover = rng.choice((1, 2))
    posts = [((x, y), int(g.posts[x, y])) for x in range(size) for y in range(size) if g.posts[x, y]]
    fences = [(f.a, f.b) for f in g.fences]
    st = State.from_position(size, posts, fences, to_move=3 - mover, scoring=scoring)
    # the replier holds no fence back: draw what it could, in a random order
    held = _legal_without_post(st, 3 - mover)
    rng.shuffle(held)
    for a, b in held:
        if st._fence_reason(a, b, 3 - mover) is None:
            fences.append((a, b))
            st = State.from_position(size, posts, fences, to_move=3 - mover, scoring=scoring)
    st = State.from_position(size, posts, fences, to_move=mover, scoring=scoring)
    if len(_legal_without_post(st, mover)) > 3:
        return None
    return st


def build(count: int, seed: int, quotas: dict | None = None, log=sys.stderr) -> list:
    """Generate and verify positions until ``count`` are kept, spread over sizes and scoring methods and
    preferring kinds still short of their quota."""
    quotas = quotas or {"close": 12, "block": 18, "block_away": 6, "invade": 8, "void": 8}
    rng = random.Random(seed)
    kept, tried = [], 0
    have = {k: 0 for k in quotas}
    combos = [(n, m) for n in SIZES for m in ("area", "posts")]
    t0 = time.process_time()
    while len(kept) < count:
        size, method = combos[tried % len(combos)]
        tried += 1
        st = random_position(rng, size, method)
        if st is None:
            continue
        v = verdict(st, two_ply(st))
        if v is None:
            continue
        short = [k for k in v["tags"] if have.get(k, 0) < quotas[k]]
        per_size = sum(1 for e in kept if e["position"]["options"]["size"] == size)
        if not short and (per_size >= count // len(SIZES) + 2 or len(kept) >= count - sum(
                max(0, quotas[k] - have[k]) for k in quotas)):
            continue
        for k in v["tags"]:
            if k in have:
                have[k] += 1
        v["id"] = f"{size}{method[0]}{len(kept):03d}"
        kept.append(v)
        print(f"kept {len(kept)}/{count} after {tried} ({time.process_time() - t0:.0f} s cpu): {v['id']} "
              f"{v['tags']} best {v['best']} second {v['second']} pass {v['pass']}", file=log, flush=True)
    return kept


# ---------------------------------------------------------------------------
# Scoring the levels on the set
# ---------------------------------------------------------------------------

def load() -> list:
    return json.loads(DATA.read_text())["positions"]


def played_turn(player, state: State) -> tuple:
    """The whole turn ``player`` plays from ``state``: (post action or None, sorted fence actions), CPU s."""
    s = state.copy()
    t0 = time.process_time()
    post, fences = None, []
    while True:
        a = player.choose(s)
        if a == s.PASS:
            break
        if a == s.END:
            break
        if a < s.size * s.size:
            post = a
        else:
            fences.append(a)
        s.push(a)
    return (post, tuple(sorted(fences))), time.process_time() - t0


def solved(entry: dict, turn: tuple) -> bool:
    return [turn[0], list(turn[1])] in [list(map(lambda x: list(x) if isinstance(x, (list, tuple)) else x, a))
                                        for a in entry["answers"]]


def run(quick: bool = False, levels=("easy", "medium", "hard"), ids=None) -> dict:
    from game.senket.ai import Player

    entries = load()
    if ids:
        entries = [e for e in entries if e["id"] in ids]
    elif quick:
        entries = entries[::max(1, len(entries) // QUICK)][:QUICK]
    out = {"positions": len(entries), "levels": {}}
    for level in levels:
        ok, by_tag, missed, times = 0, {}, [], []
        for e in entries:
            st = State.from_json(e["position"])
            turn, secs = played_turn(Player(level, 1), st)
            times.append(secs)
            good = solved(e, turn)
            ok += good
            for t in e["tags"] or ["other"]:
                d = by_tag.setdefault(t, [0, 0])
                d[0] += good
                d[1] += 1
            if not good:
                missed.append(e["id"])
        times.sort()
        out["levels"][level] = {"solved": ok, "of": len(entries), "rate": round(ok / max(1, len(entries)), 3),
                                "by_kind": {k: f"{a}/{b}" for k, (a, b) in sorted(by_tag.items())},
                                "missed": missed,
                                "cpu_s": {"median": round(times[len(times) // 2], 3), "max": round(times[-1], 3)}}
    return out


def after_forks(state: State, turn: tuple, drawing_only: bool = False) -> dict:
    """A fork check written apart from the player: after ``turn`` (post action or None, fence actions), every
    reply of the opponent that posts on an empty point and draws every fence it legally can (a fork draws
    them), each followed by the exhaustive :func:`two_ply` of the side that played ``turn``.  Returns the
    worst of those values for that side (a bound from above on the turn's four-ply value: the opponent
    has these replies and more) and the reply that reaches it.  ``drawing_only``: only the posts that draw
    at least one fence (a fork needs one; a lone post's own worth is in ``turn``'s two-ply value): a
    fraction of the cost on a 17x17 board."""
    s = state.copy()
    me = int(s.to_move)
    post, fences = turn
    for x in ([s.PASS] if post is None else [post, *fences, s.END]):
        s.push(x)
    n = s.size
    worst, where = None, None
    for a in range(n * n):
        if not s.is_legal(a):
            continue
        s.push(a)
        drawn = []
        for f in [x for x in s.legal_actions() if x != s.END]:
            if s.is_legal(f):
                s.push(f)
                drawn.append(f)
        s.push(s.END)
        if drawing_only and not drawn:
            pass
        elif not s.is_over and s.passes_in_a_row == 0:
            v = max(t[0] for t in two_ply(s)["turns"])
            assert int(s.to_move) == me
            if worst is None or v < worst:
                worst, where = v, [divmod(a, n), [list(s.decode(f)[1]) + list(s.decode(f)[2]) for f in drawn]]
        for _ in range(len(drawn) + 2):
            s.pop()
    return {"worst": worst, "reply": where}


def fork_check(ids, level: str = "hard") -> dict:
    """For each position: the stored answer's and the level's turn's :func:`after_forks` (CPU minutes each)."""
    from game.senket.ai import Player

    out = {}
    for e in load():
        if e["id"] not in ids:
            continue
        st = State.from_json(e["position"])
        turn, _ = played_turn(Player(level, 1), st)
        post, fences = e["answers"][0]
        n = st.size
        row = {"two_ply": {"answer": e["best"], "second": e["second"]}}
        for name, t in (("answer", (post, tuple(fences))), (level, turn)):
            row[name] = {"turn": [divmod(t[0], n) if t[0] is not None else None,
                                  [list(st.decode(f)[1]) + list(st.decode(f)[2]) for f in t[1]]],
                         "solved": solved(e, t), **after_forks(st, t)}
        out[e["id"]] = row
        print(e["id"], json.dumps(row, default=list), file=sys.stderr, flush=True)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.senket_replies")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--build", action="store_true")
    ap.add_argument("--count", type=int, default=66)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--levels", default="easy,medium,hard")
    ap.add_argument("--ids", default="")
    ap.add_argument("--forks", default="", help="ids: the stored answer and Hard's turn against every fork")
    args = ap.parse_args(argv)
    if args.forks:
        print(json.dumps(fork_check(set(args.forks.split(","))), indent=1, default=list))
        return 0
    if args.build:
        kept = build(args.count, args.seed)
        DATA.write_text(json.dumps({"about": "bench/senket_replies.py: exhaustive two-ply verified positions",
                                    "margin": MARGIN, "seed": args.seed, "positions": kept}, indent=1) + "\n")
        print(json.dumps({"kept": len(kept)}))
        return 0
    print(json.dumps(run(quick=args.quick, levels=tuple(args.levels.split(",")),
                         ids=set(args.ids.split(",")) if args.ids else None), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
