"""A variant of the new Hard (its level dict patched with the JSON of argv[1]) against the frozen Hard:
games argv[2] .. argv[2] + argv[3] - 1 of bench.pente_strength, one JSON line per game to argv[4]."""
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[4]))
import bench.pente_strength as st
from game.pente.ai import Player
from game.pente.rules import Options
patch = json.loads(sys.argv[1]); first, n = int(sys.argv[2]), int(sys.argv[3]); log = sys.argv[4]
orig = Player
def mk(level, seed):
    p = orig(level, seed); p.cfg.update(patch); return p
st.Player = mk
for g in range(first, first + n):
    r = st.play(g, Options())
    with open(log, 'a') as f: f.write(json.dumps(r) + "\n")
