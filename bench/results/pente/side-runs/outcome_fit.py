"""Fit Pente's evaluation weights to game outcomes (a logistic fit, Texel-style) on the logged games of
bench/results/pente (issue 35, eleventh session). Run from the repository root: python bench/results/pente/side-runs/outcome_fit.py"""
import glob, json, sys
import numpy as np
from scipy.optimize import minimize
sys.path.insert(0, '.')
from game.core import registry
from game.pente.rules import Options

files = glob.glob('bench/results/pente/*.jsonl') + glob.glob('bench/results/pente/side-runs/*.jsonl') + glob.glob('bench/results/pente/before-vct/*.jsonl')
games = {}
for f in files:
    for l in open(f):
        if not l.strip():
            continue
        r = json.loads(l)
        if 'moves' not in r or r.get('winner') is None:
            continue
        games[tuple(map(tuple, r['moves']))] = r['winner']
print('games', len(games), file=sys.stderr)
spec = registry.get('pente')
opts = Options(size=19)
N = 19

def windows(board, L):
    """All L-windows on 4 axes: array (count, L) of cell values."""
    out = []
    b = board
    for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
        for y in range(N):
            for x in range(N):
                ex, ey = x + dx * (L - 1), y + dy * (L - 1)
                if 0 <= ex < N and 0 <= ey < N:
                    out.append([b[y + dy * i, x + dx * i] for i in range(L)])
    return np.array(out)

# precompute window index arrays for speed
def idx_windows(L):
    idx = []
    for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
        for y in range(N):
            for x in range(N):
                ex, ey = x + dx * (L - 1), y + dy * (L - 1)
                if 0 <= ex < N and 0 <= ey < N:
                    idx.append([(y + dy * i) * N + x + dx * i for i in range(L)])
    return np.array(idx)
I5, I4 = idx_windows(5), idx_windows(4)

def capval(stones, goal=10):
    f = stones / goal
    return stones * 70 + 6000 * f ** 3

rows, ys, gid = [], [], []
for gi, (moves, winner) in enumerate(games.items()):
    s = spec.new(opts, seed=0)
    for ply, m in enumerate(moves):
        if ply >= 6 and ply < len(moves) - 1:
            flat = np.asarray(s.board).reshape(-1)
            w5 = flat[I5]
            nb = (w5 == 1).sum(1); nw = (w5 == 2).sum(1)
            f = []
            skip = False
            for k in (1, 2, 3, 4):
                cb = int(((nb == k) & (nw == 0)).sum()); cw = int(((nw == k) & (nb == 0)).sum())
                f.append(cb - cw)
            if f[3] != 0 or ((nb == 4) & (nw == 0)).any() or ((nw == 4) & (nb == 0)).any():
                skip = True
            w4 = flat[I4]
            ct = 0; lp = 0
            for col in (1, 2):
                o = 3 - col
                sg = 1 if col == 1 else -1
                a = ((w4[:, 0] == col) & (w4[:, 1] == o) & (w4[:, 2] == o) & (w4[:, 3] == 0)).sum()
                b = ((w4[:, 0] == 0) & (w4[:, 1] == o) & (w4[:, 2] == o) & (w4[:, 3] == col)).sum()
                c = ((w4[:, 0] == 0) & (w4[:, 1] == o) & (w4[:, 2] == o) & (w4[:, 3] == 0)).sum()
                ct += sg * int(a + b); lp += sg * int(c)
            cap = s.captured
            cv = capval(cap[1]) - capval(cap[2])
            stm = 1 if s.to_move == 1 else -1
            if not skip:
                rows.append([f[0], f[1], f[2], ct, lp, cv, stm])
                ys.append(1 if winner == 0 else 0)
                gid.append(gi)
        s.push(tuple(m))
X = np.array(rows, float); y = np.array(ys, float); gid = np.array(gid)
pass
print('positions', len(y), 'black share', y.mean(), file=sys.stderr)

# ---- the fit (the positions of 80% of the games; the rest held out) ----
from scipy.optimize import minimize
rng = np.random.default_rng(0)
ug = np.unique(gid); test_g = set(rng.choice(ug, len(ug)//5, replace=False))
te = np.array([g in test_g for g in gid]); tr = ~te
names = ['W1','W2','W3','CT','LP','CAPVAL','STM']
cur = np.array([2, 24, 260, 90, 12, 1, 30.0])
def nll(w, A, b):
    z = A @ w[:-1] + w[-1]
    return np.mean(np.logaddexp(0, z) - b * z)
def fitlin(A, b):
    w0 = np.zeros(A.shape[1] + 1)
    r = minimize(nll, w0, args=(A, b), method='BFGS')
    return r.x
# current eval, one scale + bias
E = (X @ cur)[:, None]
sc = E.std()
wc = fitlin(E[tr]/sc, y[tr])
print('current eval: train %.4f test %.4f' % (nll(wc, E[tr]/sc, y[tr]), nll(wc, E[te]/sc, y[te])), 'scale per point', wc[0]/sc)
s = X.std(0); s[s == 0] = 1
wf = fitlin(X[tr]/s, y[tr])
print('full fit: train %.4f test %.4f' % (nll(wf, X[tr]/s, y[tr]), nll(wf, X[te]/s, y[te])))
coef = wf[:-1] / s
print('bias', wf[-1])
print('fitted weights in points (CAPVAL = 1):', {n: round(c / coef[5], 1) for n, c in zip(names, coef)})
print('fitted weights in points (scaled to current eval scale):', {n: round(c / (wc[0]/sc), 1) for n, c in zip(names, coef)})
base = -np.mean(y[te]*np.log(y[tr].mean()) + (1-y[te])*np.log(1-y[tr].mean()))
print('constant model test %.4f' % base)
