"""Senet computer players: the winning bear-off, the obvious swap or capture, the search's value
against a brute-force expectation, legality in every rule set and option, the state left alone,
determinism, and Hard beating a random player."""
from __future__ import annotations

import copy

import random

import pytest

from bench.tournament import play_game
from game.core import registry
from game.core.players import LEVELS, RandomPlayer
from game.core.protocol import CHANCE, TERMINAL
from game.senet.ai import Player
from game.senet.rules import OFF, RULESET_A, RULESET_B, Options, State

A = Options.preset("kendall_bell")
B = Options.preset("hounds_and_jackals")


def at_throw(options: Options, board: dict, throw: int, borne_off=(0, 0), side: int = 0) -> State:
    """A hand-made position with ``side`` to move holding ``throw``."""
    g = State.from_position(options, board, current_side=side, borne_off=borne_off, seed=1)
    g.push(throw)
    assert g.current_player() not in (CHANCE, TERMINAL)
    return g


# ------------------------------------------------------------ the obvious moves

@pytest.mark.parametrize("seed", [0, 1, 2])
@pytest.mark.parametrize("level", LEVELS)
def test_takes_the_winning_bear_off(level, seed):
    # the last counter on 29 with a 2: bear off and win, or stop short on 30 (Kendall/Bell lets it)
    g = at_throw(A, {29: 0, 12: 1, 14: 1, 20: 1}, 2, borne_off=(4, 2))
    assert set(g.legal_actions()) == {(29, OFF), (29, 30)}
    assert Player(level, seed).choose(g) == (29, OFF)


@pytest.mark.parametrize("level", LEVELS)
def test_takes_the_winning_bear_off_for_the_second_side_in_rule_set_b(level):
    # Occupy-30 off: 28 bears off with a 3; the Jackals (side 1) to move
    opts = Options.preset("hounds_and_jackals_harsh")
    g = at_throw(opts, {28: 1, 3: 0, 21: 0, 25: 0}, 3, borne_off=(2, 4), side=1)
    assert (28, OFF) in g.legal_actions()
    a = Player(level, 7).choose(g)
    g.push(a)
    assert g.outcome() is not None and g.outcome().winner == g.seat_of_side(1)


@pytest.mark.parametrize("seed", [0, 1, 2])
@pytest.mark.parametrize("level", ["medium", "hard"])  # easy's noise may miss it: it is meant to be beatable
def test_prefers_the_swap_that_sends_an_exposed_counter_back_in_rule_set_a(level, seed):
    # 10 -> 13 swaps the lone opponent counter on 13 back to 10; every other move merely advances
    # (or breaks the safe pair on 2-3)
    g = at_throw(A, {2: 0, 3: 0, 10: 0, 13: 1, 24: 1, 25: 1}, 3, borne_off=(2, 2))
    assert (10, 13) in g.legal_actions() and len(g.legal_actions()) > 3
    assert Player(level, seed).choose(g) == (10, 13)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_prefers_the_capture_in_rule_set_b(seed):
    g = at_throw(B, {5: 0, 10: 0, 20: 0, 13: 1, 22: 1, 24: 1}, 3, borne_off=(2, 2))
    assert set(g.legal_actions()) == {(5, 8), (10, 13), (20, 23)}
    assert Player("hard", seed).choose(g) == (10, 13)
    # Medium's one-ply values rank it first too; in rule set B Medium plays them with noise 0.2 (below)
    values = Player("medium", seed).action_values(g, 0)
    assert max(values, key=values.get) == (10, 13)


def test_hard_keeps_its_blockade_rather_than_breaking_it():
    # three in a row on 16-18 hold the opponent's counters on 12 and 14 back; a 1 can break the
    # blockade (18 -> 19) or bring the straggler on 3 up one house
    g = at_throw(A, {3: 0, 16: 0, 17: 0, 18: 0, 12: 1, 14: 1, 22: 1, 24: 1}, 1, borne_off=(1, 1))
    assert {(3, 4), (18, 19)} <= set(g.legal_actions())
    assert Player("hard", 0).choose(g) == (3, 4)


# ------------------------------------------------------------ the evaluation's pieces

def board_of(pos: dict) -> tuple:
    b = [None] * 31
    for h, side in pos.items():
        b[h] = side
    return tuple(b)


def test_safety_a_lone_counter_in_reach_is_threatened_a_pair_or_a_safe_house_is_not():
    ev = Player("hard", 0).evaluator(A)
    threat = lambda pos: ev.features(board_of(pos))[1][0]  # noqa: E731  (side 0's counters)
    exposed = threat({13: 0, 10: 1})
    assert exposed == pytest.approx(4 / 16 * 2 * (ev.E[10] - ev.E[13]))   # a 3 swaps it back to 10
    assert threat({13: 0, 14: 0, 10: 1}) == 0                             # a safe pair
    assert threat({15: 0, 12: 1}) == 0                                    # house 15 is safe
    assert threat({13: 0, 2: 1}) == 0                                     # out of reach
    assert threat({22: 0, 17: 1, 18: 0, 19: 0}) > 0                       # a pair can be jumped
    assert threat({22: 0, 17: 1, 18: 0, 19: 0, 20: 0}) == 0               # a blockade cannot


def test_blockades_count_the_opponent_counters_they_hold_back():
    ev = Player("hard", 0).evaluator(B)
    blockade = lambda pos: ev.features(board_of(pos))[2]  # noqa: E731
    assert blockade({16: 0, 17: 0, 18: 0, 12: 1, 14: 1})[0] == 2
    assert blockade({16: 0, 17: 0, 12: 1, 14: 1})[0] == 0          # two in a row are no blockade
    assert blockade({16: 0, 17: 0, 18: 0, 2: 1})[0] == 0           # nobody held back


@pytest.mark.parametrize("opts", [A, B], ids=["A", "B"])
def test_exposure_and_blockades_move_the_value_the_right_way(opts):
    # the same race, judged with and without its safety and blockade terms
    g = State.from_position(opts, {13: 0, 16: 0, 10: 1, 25: 1}, borne_off=(3, 3), current_side=1)
    p = Player("hard", 0)
    ev = p.evaluator(opts)
    bare = copy.copy(ev)
    bare.use_threats = bare.use_blockades = False
    assert ev.value(g, 0) < bare.value(g, 0)          # side 1, to throw, can hit 13 from 10
    g2 = State.from_position(opts, {16: 0, 17: 0, 18: 0, 12: 1, 14: 1}, borne_off=(2, 3), current_side=1)
    assert ev.value(g2, 0) > bare.value(g2, 0)        # side 0's blockade holds two counters back


# ------------------------------------------------------------ the search is exact expectiminimax

def brute_force(g: State, depth: int, seat: int, side: int, ev, reply=None) -> float:
    """Plain expectiminimax, no pruning, no table: throws weighted by ``chance_outcomes()``. With ``reply``
    (a function of the state and its legal moves) the opponent plays that move instead of its best."""
    p = g.current_player()
    if p == TERMINAL:
        return 1.0 if g.outcome().winner == seat else -1.0
    if p == CHANCE:
        if depth <= 0:
            return ev.value(g, side)
        total = 0.0
        for a, prob in g.chance_outcomes():
            g.push(a)
            total += prob * brute_force(g, depth - 1, seat, side, ev, reply)
            g.pop()
        return total
    actions = list(g.legal_actions())
    if reply is not None and p != seat:
        actions = [reply(g, actions)]
    vals = []
    for a in actions:
        g.push(a)
        vals.append(brute_force(g, depth, seat, side, ev, reply))
        g.pop()
    return max(vals) if p == seat else min(vals)


ENDGAMES = [
    ("A sticks", A, {22: 0, 25: 0, 23: 1, 28: 1}, 4, (3, 3)),
    ("A die", Options.preset("kendall_bell_die"), {21: 0, 24: 0, 22: 1, 29: 1}, 3, (3, 3)),
    ("A exact+traps", Options.preset("kendall_bell_challenge"), {20: 0, 26: 0, 24: 1, 28: 1}, 2, (3, 3)),
    ("B multiple rolls", B, {21: 0, 24: 0, 22: 1, 26: 1}, 1, (3, 3)),
    ("B harsh", Options.preset("hounds_and_jackals_harsh"), {19: 0, 23: 0, 21: 1, 25: 1}, 2, (3, 3)),
]


@pytest.mark.parametrize("name,opts,board,throw,off", ENDGAMES, ids=[e[0] for e in ENDGAMES])
@pytest.mark.parametrize("depth", [1, 2, 3])
def test_search_value_equals_brute_force_expectation(name, opts, board, throw, off, depth):
    # depth 3 gives the inner chance nodes narrow windows: Star1's bounds and the transposition
    # table (positions met again after different numbers of throws) are exercised
    g = at_throw(opts, board, throw, borne_off=off)
    player = Player("hard", 0, table=False)  # the search alone: with the table its leaves are exact values
    got = player.action_values(g, depth)
    seat = g.current_player()
    side = g.side_of_seat(seat)
    ev = player.evaluator(opts)
    assert len(got) == len(g.legal_actions()) >= 1
    for a in g.legal_actions():
        g.push(a)
        want = brute_force(g, depth, seat, side, ev)
        g.pop()
        assert got[a] == pytest.approx(want, abs=1e-9), a


def test_the_throw_odds_used_are_the_states_own():
    # sanity of the brute force itself: at depth 1, a chance node is the weighted mean of its children
    g = State.from_position(B, {21: 0, 24: 0, 22: 1, 26: 1}, borne_off=(3, 3))
    outs = g.chance_outcomes()
    assert sum(p for _, p in outs) == pytest.approx(1.0)
    assert dict(outs) == {1: 4 / 16, 2: 6 / 16, 3: 4 / 16, 4: 1 / 16, 6: 1 / 16}
    assert dict(State.new(Options.preset("kendall_bell_die"), 0).chance_outcomes()) == {v: 0.2 for v in range(1, 6)}


# ------------------------------------------------------------ legality, termination, manners

def play_out(options: Options, players, seed: int, max_actions: int = 5000) -> State:
    g = State.new(options, seed=seed)
    n = 0
    while g.outcome() is None:
        p = g.current_player()
        if p == CHANCE:
            g.push(g.sample_chance())
        else:
            before = (g.to_json(), g.key(), len(g.history()))
            a = players[p].choose(g)
            assert (g.to_json(), g.key(), len(g.history())) == before, "choose changed the state"
            assert a in g.legal_actions()
            g.push(a)
        n += 1
        assert n < max_actions, "the game did not end"
    return g


@pytest.mark.parametrize("opts", Options.all_combinations(RULESET_A) + Options.all_combinations(RULESET_B),
                         ids=lambda o: "-".join(f"{k}={int(v)}" if isinstance(v, bool) else str(v)
                                                for k, v in o.to_dict().items()))
def test_easy_and_medium_play_legal_games_to_the_end_with_every_option(opts):
    g = play_out(opts, [Player("medium", 1), Player("easy", 2)], seed=11)
    assert g.outcome().winner in (0, 1)


@pytest.mark.parametrize("preset", list(Options.presets()))
def test_hard_is_legal_and_leaves_the_state_alone_in_every_preset(preset):
    opts = Options.preset(preset)
    rng = random.Random(preset)
    hard = Player("hard", 5)
    asked = 0
    for game in range(3):
        g = State.new(opts, seed=rng.randrange(1 << 30))
        while g.outcome() is None and asked < 6 * (game + 1):
            if g.current_player() == CHANCE:
                g.push(g.sample_chance())
                continue
            if len(g.legal_actions()) > 1 and rng.random() < 0.15:
                snap = (g.to_json(), g.key(), g.history())
                a = hard.choose(g)
                assert (g.to_json(), g.key(), g.history()) == snap
                assert a in g.legal_actions()
                asked += 1
            g.push(rng.choice(g.legal_actions()))
    assert asked >= 6


@pytest.mark.parametrize("level", LEVELS)
def test_refuses_to_choose_at_a_throw_or_after_the_end(level):
    g = State.new(A, seed=0)
    assert g.current_player() == CHANCE
    with pytest.raises(ValueError):
        Player(level, 0).choose(g)
    over = State.from_position(A, {30: 0, 5: 1}, borne_off=(4, 4))
    over.push(1)
    over.push((30, OFF))
    assert over.current_player() == TERMINAL
    with pytest.raises(ValueError):
        Player(level, 0).choose(over)


def midgame_positions(options: Options, n: int, seed: int) -> list:
    rng = random.Random(seed)
    out = []
    g = State.new(options, seed=seed)
    while len(out) < n and g.outcome() is None:
        if g.current_player() == CHANCE:
            g.push(g.sample_chance())
            continue
        if len(g.legal_actions()) > 2:
            out.append(g.copy())
        g.push(rng.choice(g.legal_actions()))
    return out


@pytest.mark.parametrize("opts", [A, B], ids=["A", "B"])
@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_move(opts, level):
    for g in midgame_positions(opts, 4, 3):
        a1 = Player(level, 42).choose(g.copy())
        a2 = Player(level, 42).choose(g.copy())
        p = Player(level, 42)
        assert a1 == a2 == p.choose(g) == p.choose(g)


def test_the_levels_differ():
    # over a set of midgame positions the three levels do not all play alike
    diffs = 0
    for opts in (A, B):
        for g in midgame_positions(opts, 8, 9):
            moves = {lvl: Player(lvl, 1).choose(g) for lvl in LEVELS}
            diffs += len(set(moves.values())) > 1
    assert diffs >= 2


def test_medium_plays_the_best_position_after_its_own_move_in_rule_set_a():
    # Medium is one ply of Hard's evaluation with no noise in rule set A (a throw of look-ahead made it
    # Hard's equal in play, docs/computer-players.md); on these positions that is not what one throw
    # deeper would choose, so the test tells the two apart
    deeper_differs = 0
    for g in midgame_positions(A, 16, 9):
        acts = list(g.legal_actions())
        if len(acts) < 2:
            continue
        probe = Player("medium", 1)
        one_ply = probe.action_values(g, 0)
        want = max(acts, key=lambda a: one_ply[a])
        assert Player("medium", 1).choose(g) == want
        deeper = probe.action_values(g, 1)
        deeper_differs += max(acts, key=lambda a: deeper[a]) != want
    assert deeper_differs >= 1


@pytest.mark.parametrize("level, noise", [("medium", 0.2), ("easy", 0.5)])
def test_in_rule_set_b_the_levels_below_hard_play_their_one_ply_values_with_their_noise(level, noise):
    # In rule set B every sensible player scores alike (Hard against a noiseless one-ply player: 49.4%
    # over 2,000 games), so Medium and Easy are set apart by noise on the one-ply values: a move is
    # chosen only if it lies within twice the noise of the best, and the noise does change some choices
    off_best = 0
    for seed in (9, 10, 11):
        for g in midgame_positions(B, 12, seed):
            values = Player(level, 1).action_values(g, 0)
            chosen = Player(level, 1).choose(g)
            best = max(values.values())
            assert values[chosen] >= best - 2 * noise
            off_best += values[chosen] < best
    assert off_best >= 3


def test_in_rule_set_b_easy_does_not_throw_away_a_game_well_in_hand():
    # A nudge of 0.5 (Easy's until the fitted squash; now 0.1, which cannot pass over 0.2 at all) may pass
    # over the best move, but where the best is worth 0.5 or more (a win expectation of 75%) it keeps within
    # 0.2 of it: the "never absurd". Positions from seeded games of such an Easy against random
    # where a worse move was there to be chosen. Since rule set B's forced moves are priced by company (issue
    # 34) its calibrated values seldom reach 0.5 (a lottery: 0 of these games did), so the guard is tried
    # on a sharper squash (scale 4 instead of 17): it reads the values, whatever their scale.
    from game.senet.ai import WON_SLACK, WON_VALUE
    checked = 0
    for seed in range(120):
        if checked >= 12:
            break
        g = State.new(B, seed=seed)
        easy, other = Player("easy", seed, noise=0.5, eval={"scale": 4.0}), RandomPlayer(seed)
        while g.outcome() is None and checked < 60:
            seat = g.current_player()
            if seat == CHANCE:
                g.push(g.sample_chance())
                continue
            if seat == seed % 2 and g.side_of_seat(seat) is not None and len(g.legal_actions()) > 1:
                values = easy.action_values(g, 0)
                top = max(values.values())
                chosen = easy.choose(g.copy())
                if top >= WON_VALUE and min(values.values()) < top - WON_SLACK:
                    assert values[chosen] >= top - WON_SLACK, (seed, values, chosen)
                    checked += 1
                g.push(chosen)
            else:
                g.push(other.choose(g.copy()))
    assert checked >= 10


@pytest.mark.parametrize("opts,games,need", [(A, 4, 4), (B, 6, 3)], ids=["A", "B"])
def test_hard_beats_a_random_player(opts, games, need):
    # Kendall/Bell is a game of skill: Hard wins them all. Hounds and Jackals is mostly luck (forced
    # moves, forced backward moves, the curse on 27; the greedy yardstick wins only ~72% against
    # random, Hard ~70%): here only a smoke test that Hard wins its share; bench/senet_tournament.py
    # measures it.
    spec = registry.get("senet")
    wins = 0
    for g in range(games):
        hard_seat = g % 2
        players = [None, None]
        players[hard_seat] = Player("hard", g)
        players[1 - hard_seat] = RandomPlayer(g + 100)
        res = play_game(spec, opts, players, seed=1000 + g)
        wins += res["outcome"].winner == hard_seat
    assert wins >= need


@pytest.mark.parametrize("level", LEVELS)
def test_a_tiny_explicit_time_limit_still_gives_a_legal_move(level):
    for g in midgame_positions(B, 3, 5) + midgame_positions(A, 3, 5):
        assert Player(level, 0).choose(g, seconds=1e-9) in g.legal_actions()


@pytest.mark.parametrize("opts", [A, B], ids=["A", "B"])
def test_the_reviews_analyst_does_not_spend_hards_budget(opts, monkeypatch):
    """Game review (game/senet/review.py) values every move by a search of its own fixed depth: Hard's budget
    of pushes may grow without making a review slower (the same values, the same pushes)."""
    import copy as _copy

    from game.senet import ai
    from game.senet.review import SenetAnalyst

    pushes = [0]
    count = ai._Search._count

    def counted(self):
        pushes[0] += 1
        count(self)

    monkeypatch.setattr(ai._Search, "_count", counted)
    positions = [g for g in midgame_positions(opts, 6, 11) if not g.in_opening][:3]
    assert positions
    seen = []
    for budget in (1_000, 1_000_000):
        settings = _copy.deepcopy(ai.LEVEL_SETTINGS)
        settings["hard"]["budget"] = budget
        monkeypatch.setattr(ai, "LEVEL_SETTINGS", settings)
        pushes[0] = 0
        analyst = SenetAnalyst()
        values = [analyst._move_values(g.copy()) for g in positions]
        seen.append((values, pushes[0]))
    assert seen[0] == seen[1] and seen[0][1] > 0


def test_hards_budget_may_be_given_per_rule_set():
    """``budget`` reads like the noise: one number, or one per rule set ({"A": .., "B": ..})."""
    split = {"A": 500, "B": 30_000}
    for opts in (A, B):
        other = split["B" if opts.ruleset == "A" else "A"]
        differs = 0
        for g in [g for g in midgame_positions(opts, 8, 5) if not g.in_opening][:3]:
            one = Player("hard", 0, budget=split[opts.ruleset])
            per = Player("hard", 0, budget=split)
            assert per.choose(g.copy()) == one.choose(g.copy())
            assert per.last_info == one.last_info and per.last_info["nodes"] <= split[opts.ruleset] + 1
            wrong = Player("hard", 0, budget=other)
            wrong.choose(g.copy())
            differs += wrong.last_info != per.last_info
        assert differs, "the positions must tell the two budgets apart"
