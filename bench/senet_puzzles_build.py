"""Build the Senet puzzles of ``levels/senet/`` (run: ``python -m bench.senet_puzzles_build``).

Each puzzle is a hand-picked position (most found by mining random endgames
with the exact solver) with hand-written words; this script measures every
legal move's exact winning chance with ``game.senet.puzzle.exact_chances``
(every reachable position solved; no estimate is used), refuses a puzzle
whose best move does not beat the second best by ``MARGIN``, and writes the
files: ``goal.chances`` holds every legal move's chance (4 decimals) and the
solution every move within ``TOLERANCE`` of the best.

``--mine N [--seed S]`` also mines N endgame puzzles (``senet-end-NNN``):
random games of random players (the rules only) are played on until at most
``EXACT_COUNTERS`` counters are left on the board; each position with a throw
and at least two legal moves is solved exactly and kept when exactly one move
keeps the chance of winning above a round threshold (50%, 60%, ... the
highest the best move passes and the others do not), the best beats the next
by ``MARGIN`` and ``game.senet.prover`` proves it.
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from game.senet import puzzle as P
from game.senet.rules import Options, State

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "levels" / "senet"
MARGIN = 0.03

A = Options()
B = Options(ruleset="B")
DIE = Options(use_die=True)
CHALLENGE = Options(exact_throws=True, traps=True)

EXACT_CREDIT = ("Senket-Senet-Pente studio. The winning chances are exact: every position the game can "
                "still reach was worked out, with best play by both sides and the throws at their true odds.")
AI_CREDIT = ("Senket-Senet-Pente studio. The winning chances are the computer player's estimate (its "
             "expectiminimax search, two throws deep), not exact: this position is too big to work out fully.")

# (id, options, board {house: side}, borne_off by side, side to move, throw, difficulty, title, theme,
#  hint, explanation, {move: why} for tempting wrong moves ("{mine}"/"{best}" are filled in))
SPECS = [
    ("senet-no-swimming", A, {26: 0, 17: 1, 20: 1}, (4, 3), 0, 2, 1,
     "Do not go for a swim", "the House of Water",
     "House 27 is the House of Water. What happens to a counter that lands there?",
     "Moving to 28 steps over the water. A counter that lands on 27 is washed back to house 15 and "
     "must make the whole last stretch again, while White races home. From 28 your last counter "
     "leaves with a 3, or moves on to 29 and 30 and leaves from there.",
     {(26, 27): "Splash! Your counter falls into the House of Water and goes back to house 15. "
                "That wins {mine}; stepping over the water wins {best}."}),
    ("senet-swap-back", A, {19: 0, 29: 0, 17: 1, 23: 1}, (3, 3), 0, 4, 1,
     "Send it back", "capture",
     "Look at White's counter on 23: is it alone?",
     "White's counter on 23 stands alone, exactly 4 houses ahead of your counter on 19. Land on it: "
     "the two counters change places, so White's best counter goes back to 19 and yours jumps "
     "to 23.",
     {}),
    ("senet-happiness-first", A, {21: 0, 30: 0, 22: 1, 29: 1}, (3, 3), 0, 5, 2,
     "The House of Happiness", "the House of Happiness (26)",
     "No counter may pass house 26 without stopping there, and only an exact throw lands on it.",
     "Every counter must stop on 26, and only the exact throw lands there, so take the 5 while you "
     "have it. Better still, a counter on 26 can be neither jumped nor swapped: White's counter on "
     "22 cannot get past yours until you move on.",
     {}),
    ("senet-hounds-capture", B, {19: 0, 21: 0, 25: 1}, (3, 4), 0, 4, 2,
     "Catch the last Jackal", "capture (Hounds and Jackals)",
     "The Jackals have one counter left. Is it protected?",
     "The last Jackal on 25 has no friend beside it, so it is not protected. Land on it: it swaps "
     "back to 21, behind your counter, and the Jackals' easy run home is gone. A 4 also earns you "
     "another throw.",
     {}),
    ("senet-jackals-wait", B, {18: 1, 28: 1, 29: 0}, (4, 3), 1, 2, 3,
     "Wait on house 30", "bearing off (Occupy 30th house)",
     "Counters leave only by landing exactly on house 30. Who else wants house 30?",
     "Your counter reaches 30 and waits there; it leaves on its own as soon as your counter on 18 "
     "is in the last row. It also takes house 30 from the Hound on 29, which needs exactly a 1 "
     "to land there: while you sit on 30 it cannot, and with no forward move it even has to step "
     "backwards.",
     {}),
    ("senet-trap-last-counter", CHALLENGE, {22: 0, 29: 0, 24: 1}, (3, 4), 0, 2, 3,
     "The last White counter", "swap before bearing off (exact throws, traps)",
     "White has only one counter left. Where is it, and how far is it from yours?",
     "White's last counter on 24 is exactly 2 houses ahead of your counter on 22, so swap it back "
     "to 22. Your counter on 29 is safe and can leave with another 2 later. If you bear off now, "
     "White's counter runs home first much of the time.",
     {(29, "off"): "Bearing off feels good, but White's last counter then runs home: that wins {mine}; "
                   "the best move wins {best}."}),
    ("senet-not-yet-off", A, {23: 0, 28: 0, 16: 1, 30: 1}, (3, 3), 0, 3, 4,
     "Not yet off", "bearing off or blocking",
     "Which of your counters will find its next exact throw hardest to get?",
     "Moving 23 to 26 uses the exact throw that 26 needs; later it might take many turns. On 26 your "
     "counter is safe, and White's counter on 16 cannot pass it. Your counter on 28 is safe too "
     "and can leave with a 3 later.",
     {(28, "off"): "Bearing off now wins {mine}: your counter on 23 would still need an exact "
                   "throw to reach 26. The best move wins {best}."}),
    ("senet-die-happiness", DIE, {19: 0, 24: 0, 21: 1, 29: 1}, (3, 3), 0, 2, 4,
     "With a die", "the House of Happiness (26), with a die",
     "The swap is tempting. But where could your counter on 24 stand instead?",
     "Moving 24 to 26 lands on the House of Happiness. White's counter on 21 can neither jump "
     "nor land on your counter there, so it is stuck behind you. With a die a 5 comes one throw "
     "in five, so your counter leaves 26 soon. The swap would only send White's counter back 2 "
     "houses.",
     {(19, 21): "The swap sends White's counter back only 2 houses: that wins {mine}; "
                "the best move wins {best}."}),
    ("senet-trap-door", CHALLENGE, {18: 0, 26: 0, 23: 1, 28: 1}, (3, 3), 0, 5, 5,
     "Keep the door shut", "blocking on 26 (exact throws, traps)",
     "A counter on 26 can be neither jumped nor swapped. What happens if it leaves?",
     "Your counter on 26 is a locked door: White's counter on 23 cannot pass it or land on it. "
     "Bearing off opens the door. Swap instead: White's counter goes back to 18, and yours on 23 "
     "waits safely behind your own door.",
     {(26, "off"): "Bearing off opens house 26 for White's counter on 23: that wins {mine}; "
                   "keeping the door shut wins {best}."}),
]


def pct(c: float) -> str:
    return f"{round(c * 100)}%"


def build(spec) -> tuple[dict, dict]:
    (pid, opts, board, off, side, throw, difficulty, title, theme, hint, explanation, wrong) = spec
    g = State.from_position(opts, board, current_side=side, borne_off=off)
    g.push(throw)
    t = time.perf_counter()
    chances, method = P.exact_chances(g), "exact"
    dt = time.perf_counter() - t
    ranked = sorted(chances.values(), reverse=True)
    if len(ranked) < 2:
        raise SystemExit(f"{pid}: only one move is legal with this throw: nothing to choose")
    if ranked[0] - ranked[1] < MARGIN:
        raise SystemExit(f"{pid}: the best move wins {ranked[0]:.4f}, the second {ranked[1]:.4f}: not clear enough")
    best = max(chances, key=chances.get)
    solution = [{"move": [g.action_to_json(a)]} for a in P.accepted(chances)]
    wrongs = []
    for move, why in wrong.items():
        action = g.action_from_json(list(move))
        wrongs.append({"move": [g.action_to_json(action)],
                       "why": why.format(mine=pct(chances[action]), best=pct(chances[best]))})
    data = {"format": "senket-senet-pente/puzzle", "version": 1, "id": pid, "game": "senet",
            "title": title, "difficulty": difficulty, "theme": theme,
            "goal": {"kind": "best", "chances": [[g.action_to_json(a), round(c, 4)] for a, c in chances.items()]},
            "start": g.to_json(), "solution": solution, "wrong": wrongs, "hint": hint,
            "explanation": explanation, "credit": EXACT_CREDIT if method == "exact" else AI_CREDIT,
            "generated": False}
    info = {"method": method, "seconds": dt, "best": g.action_to_json(best), "chance": chances[best],
            "second": ranked[1], "ruleset": opts.ruleset}
    return data, info


MINED_CREDIT = ("Mined by the Senet puzzle generator from random endgames. The winning chances are exact: "
                "every position the game can still reach was worked out, with best play by both sides and "
                "the throws at their true odds.")
RULESETS = {"A": A, "B": B, "die": DIE, "challenge": CHALLENGE}


def mine(count: int, seed: int, start_index: int = 1) -> list[dict]:
    """``count`` endgame puzzles from random play (see the module docstring), each written as found."""
    import random

    from game.core.protocol import CHANCE
    from game.puzzles import format as fmt
    from game.senet import prover

    rng = random.Random(seed)
    kinds = list(RULESETS)
    out, seen, index = [], set(), start_index
    while len(out) < count:
        kind = kinds[len(out) % len(kinds)]
        g = State.new(RULESETS[kind], seed=rng.randrange(1 << 30))
        found = None
        for _ in range(2000):
            cp = g.current_player()
            if cp not in (0, 1) and cp != CHANCE:
                break
            if cp == CHANCE:
                g.push(g.sample_chance())
                continue
            if P.exact_is_used(g) and len(g.legal_actions()) >= 2 and rng.random() < 0.5:
                found = g.copy()
                break
            g.push(rng.choice(g.legal_actions()))
        if found is None or found.key() in seen:
            continue
        seen.add(found.key())
        try:
            chances = P.exact_chances(found, 5_000)       # small endgames only: quick to mine and prove
        except P.TooLarge:
            continue
        ranked = sorted(chances.items(), key=lambda kv: -kv[1])
        (best, c1), (second, c2) = ranked[0], ranked[1]
        if c1 - c2 < MARGIN:
            continue
        bar = max((b / 100 for b in range(30, 100, 10) if c1 > b / 100 >= c2), default=None)
        if bar is None:
            continue
        name = lambda a: " to ".join(str(x) for x in found.action_to_json(a)).replace("to off", "off the board")
        others = len(chances) - 1
        data = {"format": "senket-senet-pente/puzzle", "version": 1, "id": f"senet-end-{index:03d}",
                "game": "senet", "title": f"Above {round(bar * 100)}%", "difficulty": 3 if others == 1 else 4,
                "theme": "endgame (exact)",
                "goal": {"kind": "best", "chances": [[found.action_to_json(a), round(c, 4)] for a, c in chances.items()]},
                "start": found.to_json(), "solution": [{"move": [found.action_to_json(best)]}],
                "wrong": [{"move": [found.action_to_json(a)],
                           "why": f"Moving {name(a)} wins {pct(c)} of the time; the best move wins {pct(c1)}. "
                                  "It is taken back: try again."} for a, c in ranked[1:3]],
                "hint": f"Only one of the {others + 1} moves keeps your chance of winning above "
                        f"{round(bar * 100)}%.",
                "explanation": f"Moving {name(best)} wins {pct(c1)} of the time with best play by both sides; "
                               f"the next best move, {name(second)}, wins {pct(c2)}.",
                "credit": MINED_CREDIT, "generated": True}
        if not prover.prove(fmt.from_json(data)).ok:
            continue
        out.append(data)
        (OUT / f"{data['id']}.json").write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(f"{data['id']} {kind} best {found.action_to_json(best)} {c1:.4f} vs {c2:.4f}", flush=True)
        index += 1
    return out


def main(argv: list[str]) -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    if "--mine" in argv:
        count = int(argv[argv.index("--mine") + 1])
        seed = int(argv[argv.index("--seed") + 1]) if "--seed" in argv else 1
        first = 1 + len(list(OUT.glob("senet-end-*.json")))
        if "--first" in argv:                   # a second miner running alongside numbers its own
            first = int(argv[argv.index("--first") + 1])
        mine(count, seed, first)
        return 0
    only = set(argv)
    for spec in SPECS:
        if only and spec[0] not in only:
            continue
        data, info = build(spec)
        (OUT / f"{data['id']}.json").write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(f"{data['id']:28} {info['ruleset']} d{data['difficulty']} best {info['best']} "
              f"{info['chance']:.4f} vs {info['second']:.4f} ({info['method']}, {info['seconds']:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
