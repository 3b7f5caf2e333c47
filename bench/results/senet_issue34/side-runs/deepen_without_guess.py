"""How often does Hard's guess stop a depth that would have fitted in its budget? (rule set A, 100,000 pushes)

Each Hard decision of whole games against greedy is searched twice: as shipped, and with every depth started
whatever the guess says (a depth that runs out is dropped, as shipped). Run from the repository root:

    PYTHONPATH=. pypy3 bench/results/senet_issue34/side-runs/deepen_without_guess.py 5000 6 > OUT.json
"""
import sys, json, time
from bench.senet_tournament import RULESETS, GreedyPlayer
from game.core.protocol import CHANCE
from game.senet import ai
from game.senet.ai import Player
from game.senet.rules import Options, State

def deepen_noguess(search, actions, max_depth, budget):
    values, depth, order, spent = None, 0, actions, []
    for d in range(0, max_depth + 1):
        start = search.nodes
        try:
            vals = search.root(order, d, budget)
        except ai._OutOfBudget:
            break
        spent.append(search.nodes - start)
        values, depth = vals, d
        order = sorted(actions, key=lambda a: -values[a])
    return values, depth, spent

rows = []
first, n = int(sys.argv[1]), int(sys.argv[2])
for seed in range(first, first + n):
    g = State.new(Options.preset(RULESETS["A"]), seed)
    hs = seed % 2
    hard = Player("hard", seed); gr = GreedyPlayer(seed)
    while not g.is_over:
        s = g.current_player()
        if s == CHANCE:
            g.push(g.sample_chance()); continue
        if s == hs and len(g.legal_actions()) > 1:
            t = time.process_time()
            a = hard.choose(g.copy())
            t1 = time.process_time() - t
            info = dict(hard.last_info)
            if "spent" in info:
                orig = ai.deepen
                ai.deepen = deepen_noguess
                h2 = Player("hard", seed)
                t = time.process_time()
                a2 = h2.choose(g.copy())
                t2 = time.process_time() - t
                ai.deepen = orig
                rows.append({"seed": seed, "d": info["depth"], "nodes": info["nodes"], "d2": h2.last_info["depth"],
                             "nodes2": h2.last_info["nodes"], "same": a == a2, "cpu": t1, "cpu2": t2})
            g.push(a)
        else:
            g.push((hard if s == hs else gr).choose(g.copy()))
print(json.dumps(rows))
