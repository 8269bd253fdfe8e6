"""Domination's reducer: setup, turns, battles, cards, missions and wins.

Every question is a `Decision` with enumerated choices; `apply` validates the
choice against it before changing anything. Territory names are the choice
ids' arguments (`attack:Alaska->Kamchatka`, `place:Brazil`, `count:5`).
"""

from __future__ import annotations

from typing import Any

from dominia.core.decision import Choice, Decision
from dominia.core.errors import InvalidOptions
from dominia.core.i18n import Msg, msg
from dominia.core.kernel import private_to
from dominia.games.domination.dice import compare
from dominia.games.domination.maps.model import ANY_CONTINENT, WILDCARD, GameMap
from dominia.games.domination.options import starting_armies
from dominia.games.domination.state import (
    ATTACK,
    BATTLE,
    CAPITAL,
    CLAIM,
    DEFEND,
    FORTIFY,
    FORTIFY_COUNT,
    MOVE,
    OVER,
    PLACE,
    PLACE_COUNT,
    SETUP_PLACE,
    TRADE,
    DominationState,
)
from dominia.games.domination.texts import card as card_msg
from dominia.games.domination.texts import joined, plus, territory_of
from dominia.games.domination.trades import ITALIAN, set_value, sets_in

DONE = Choice("done", msg("choice-done"))
# A hand this big must be traded (the book: "5 або більше карток"; the original forces a trade
# after an elimination only from 6 cards: we keep the book's 5 everywhere).
FORCED_AT = 5

# ---------------------------------------------------------------- setup


def new_state(opts: dict[str, Any], seed: int, gmap: GameMap, *, logging: bool = True) -> DominationState:
    n = opts["players"]
    size = len(gmap.territories)
    if size < n:
        raise InvalidOptions(msg("error-map-too-small", map=gmap.name, n=size, players=n))
    if gmap.problems:
        raise InvalidOptions(
            msg("error-map-unplayable", map=gmap.name, problems=joined(gmap.problems, "list-semi"))
        )
    g = DominationState(gmap)
    g.start(opts, seed, n, logging=logging)
    g.owner = [-1] * size
    g.armies = [0] * size
    g.alive = [True] * n
    g.hands = [[] for _ in range(n)]
    g.capitals = [None] * n
    g.missions = [None] * n
    g.mission_done = [False] * n
    g.killer = [-1] * n
    g.deck = list(range(len(gmap.cards)))
    g.to_place = [starting_armies(n, size)] * n
    g.mode = opts["mode"]
    # The book: "Порядок гравців випадковий". The draw comes first, from the game's seed.
    drawn = opts["first_player"] == "random"
    g.first = g.rng.below(n) if drawn else 0
    g.current = g.first
    if g.mode == "mission":
        eligible = [i for i, m in enumerate(gmap.missions) if m.target_player is None or m.target_player <= n]
        if len(eligible) < n:
            raise InvalidOptions(msg("error-few-missions", map=gmap.name, n=len(eligible), players=n))
        g.missions = list(g.rng.sample(eligible, n))
    log(g, "setup", None, detail=f"{gmap.title}: {n} players, {g.mode}, {opts['cards']} cards")
    log(
        g,
        "first_player",
        g.first,
        detail=f"player {g.first + 1} plays first" + (" (drawn at random)" if drawn else " (seat order)"),
        order=turn_order(g),
        drawn=drawn,
    )
    if g.mode == "mission" or opts["auto_place"] or opts["auto_deal"]:
        # Dealt as claims made in turn order from the first player (as the original deals),
        # so the setup placement goes on from the seat after the last one dealt.
        order = list(range(size))
        g.rng.shuffle(order)
        for k, t in enumerate(order):
            _claim(g, (g.first + k) % n, t)
        g.current = (g.first + size - 1) % n
        if opts["auto_place"]:
            _auto_place_rest(g)
            _after_setup_placement(g)
        else:
            _to_setup_placement(g)
    else:
        g.phase = CLAIM
    g.decision = decide(g)
    return g


def turn_order(g: DominationState) -> list[int]:
    """The seats in playing order, the first player first."""
    return [(g.first + k) % g.n for k in range(g.n)]


def _claim(g: DominationState, seat: int, t: int) -> None:
    g.owner[t] = seat
    g.armies[t] = 1
    g.added += 1
    g.to_place[seat] -= 1
    log(g, "claim", seat, detail=g.map.territories[t].name, territory=t)


def _auto_place_rest(g: DominationState) -> None:
    """The book's automatic placement: one army at a time, in turn order, on a random own territory."""
    mine = [[t for t in range(len(g.owner)) if g.owner[t] == s] for s in range(g.n)]
    seats = turn_order(g)
    while any(g.to_place):
        for s in seats:
            if g.to_place[s] > 0:
                t = g.rng.choice(mine[s])
                g.armies[t] += 1
                g.added += 1
                g.to_place[s] -= 1
                g.current = s  # the last to place is the one whose win is checked


def _to_setup_placement(g: DominationState) -> None:
    """Every territory is taken: the next seat in turn order with armies left places one."""
    g.phase = SETUP_PLACE
    nxt = _next_setup_seat(g)
    if nxt is None:
        _after_setup_placement(g)
    else:
        g.current = nxt


def _after_setup_placement(g: DominationState) -> None:
    """The last setup army is down (placed by `g.current`): a win is checked as after any
    placement (a mission may be met by the setup), then capitals or the first turn."""
    if check_win(g):
        return
    if g.mode == "capital":
        g.phase = CAPITAL
        g.current = g.first
    else:
        start_turn(g, g.first)


def _next_setup_seat(g: DominationState) -> int | None:
    for k in range(1, g.n + 1):
        s = (g.current + k) % g.n
        if g.to_place[s] > 0:
            return s
    return None


# ---------------------------------------------------------------- turns


def start_turn(g: DominationState, seat: int) -> None:
    # A round starts when play comes back round to (or past) the first player.
    if g.turn == 0 or (seat - g.first) % g.n <= (g.current - g.first) % g.n:
        g.round += 1
    g.current = seat
    limit = g.options["turn_limit"]
    if limit and g.round > limit:
        _finish_by_limit(g)
        return
    g.turn += 1
    g.conquered = False
    g.src = g.dst = -1
    g.reinforcements = reinforcements(g, seat)
    log(g, "turn", seat, detail=str(g.turn), turn=g.turn, round=g.round)
    _enter_trade_or_place(g)


def reinforcements(g: DominationState, seat: int) -> int:
    owned = sum(1 for o in g.owner if o == seat)
    bonus = sum(c.bonus for i, c in enumerate(g.map.continents) if owns_continent(g, seat, i))
    return max(3, owned // 3) + bonus


def owns_continent(g: DominationState, seat: int, c: int) -> bool:
    members = g.map.continent_members[c]
    return bool(members) and all(g.owner[t] == seat for t in members)


def _enter_trade_or_place(g: DominationState) -> None:
    italian = g.options["cards"] == ITALIAN
    hand = g.hands[g.current]
    g.forced = not italian and len(hand) >= FORCED_AT
    if g.forced or sets_in(hand, _kinds(g), g.options["cards"]):
        g.phase = TRADE
    else:
        g.phase = PLACE if g.reinforcements else ATTACK


def _kinds(g: DominationState) -> list[str]:
    return [c.kind for c in g.map.cards]


def end_turn(g: DominationState) -> None:
    seat = g.current
    if g.conquered:
        draw_card(g, seat)
    for k in range(1, g.n + 1):
        nxt = (seat + k) % g.n
        if g.alive[nxt]:
            start_turn(g, nxt)
            return


def draw_card(g: DominationState, seat: int) -> None:
    if not g.deck and g.options["recycle"] and g.used:
        g.deck, g.used = g.used, []
        log(g, "reshuffle", None)
    if not g.deck:
        return
    card = g.deck.pop(g.rng.below(len(g.deck)))
    g.hands[seat].append(card)
    log(g, "card", seat, (card_label(g, card),), private=True, map=g.map.name)


def card_label(g: DominationState, card: int) -> str:
    c = g.map.cards[card]
    if c.kind == WILDCARD:
        return "Wildcard"
    return f"{c.kind.capitalize()}: {g.map.territories[c.territory].name}"  # type: ignore[index]


# ---------------------------------------------------------------- decisions


# Choices are immutable and the same ones come back all game: made once (ids and labels are
# names of the map, so a key holds the map's and the territories' names).
_CHOICES: dict[tuple[Any, ...], Choice] = {}
_NO_TRADE = Choice("done", msg("choice-trade-done"))
_END_ATTACKS = Choice("done", msg("choice-end-attacks"))
_END_TURN = Choice("done", msg("choice-end-turn"))
_ANNIHILATE = Choice("annihilate", msg("choice-annihilate"))
_RETREAT = Choice("retreat", msg("choice-retreat"))
# Set-up placement: the seat's remaining set-up armies go down at random (the book's automatic
# placement, for one seat, chosen in play); offered after the territories, never first.
PLACE_REST = "random"
_PLACE_REST = Choice(PLACE_REST, msg("choice-place-rest"))


def decide(g: DominationState) -> Decision | None:
    phase = g.phase
    seat = g.current
    gmap = g.map
    names = gmap.names

    def t(i: int) -> Msg:
        return territory_of(gmap, i)

    def one(verb: str, i: int) -> Choice:
        key = (verb, gmap.name, names[i])
        c = _CHOICES.get(key)
        if c is None:
            c = _CHOICES[key] = Choice(f"{verb}:{names[i]}", t(i))
        return c

    def pair(verb: str, a: int, b: int) -> Choice:
        key = (verb, gmap.name, names[a], names[b])
        c = _CHOICES.get(key)
        if c is None:
            label = msg("choice-pair", src=t(a), dst=t(b))
            c = _CHOICES[key] = Choice(f"{verb}:{names[a]}->{names[b]}", label)
        return c

    def counts(verb: str, high: int, low: int = 1, label: str = "armies") -> list[Choice]:
        out = []
        for k in range(high, low - 1, -1):
            c = _CHOICES.get((verb, k))
            if c is None:
                c = _CHOICES[(verb, k)] = Choice(f"{verb}:{k}", msg(label, n=k))
            out.append(c)
        return out

    if phase == OVER:
        return None
    if phase == CLAIM:
        opts = [one("claim", i) for i in range(len(names)) if g.owner[i] < 0]
        return Decision(seat, "claim", msg("prompt-claim"), opts)
    if phase in (SETUP_PLACE, PLACE):
        opts = [one("place", i) for i in range(len(names)) if g.owner[i] == seat]
        if phase == SETUP_PLACE:
            prompt = msg("prompt-place-setup", left=g.to_place[seat])
            opts.append(_PLACE_REST)
        else:
            prompt = msg("prompt-place", n=g.reinforcements)
        return Decision(seat, "place", prompt, opts)
    if phase == PLACE_COUNT:
        opts = counts("count", g.reinforcements)
        return Decision(seat, "place_count", msg("prompt-place-count", territory=t(g.src)), opts)
    if phase == CAPITAL:
        opts = [one("capital", i) for i in range(len(names)) if g.owner[i] == seat]
        return Decision(seat, "capital", msg("prompt-capital"), opts)
    if phase == TRADE:
        opts = []
        kinds = _kinds(g)
        for combo in sets_in(g.hands[seat], kinds, g.options["cards"]):
            value = set_value([kinds[i] for i in combo], g.options["cards"], g.trades)
            label = msg("choice-trade", cards=plus([card_msg(gmap, i) for i in combo]), n=value)
            opts.append(Choice("trade:" + ",".join(map(str, combo)), label))
        if not g.forced:
            opts.append(_NO_TRADE)
        prompt = msg("prompt-trade-forced", n=FORCED_AT) if g.forced else msg("prompt-trade")
        return Decision(seat, "trade", prompt, opts)
    if phase == ATTACK:
        opts = []
        borders = gmap.borders
        for a in range(len(names)):
            if g.owner[a] == seat and g.armies[a] >= 2:
                for b in borders[a]:
                    if g.owner[b] != seat:
                        opts.append(pair("attack", a, b))
        opts.append(_END_ATTACKS)
        return Decision(seat, "attack", msg("prompt-attack"), opts)
    if phase == BATTLE:
        most = min(3, g.armies[g.src] - 1)
        opts = counts("roll", most, label="choice-roll")
        opts.append(_ANNIHILATE)
        opts += reversed(counts("annihilate", g.armies[g.src] - 1, 2, label="choice-annihilate-stop"))
        opts.append(_RETREAT)
        prompt = msg("prompt-battle", src=t(g.src), a=g.armies[g.src], dst=t(g.dst), d=g.armies[g.dst])
        return Decision(seat, "battle", prompt, opts, data={"src": g.src, "dst": g.dst})
    if phase == DEFEND:
        defender = g.owner[g.dst]
        most = min(3 if g.options["cards"] == ITALIAN else 2, g.armies[g.dst])
        opts = counts("defend", most, label="choice-defend")
        return Decision(defender, "defend", msg("prompt-defend", territory=t(g.dst), n=g.dice), opts)
    if phase == MOVE:
        low, high = _move_range(g)
        opts = counts("move", high, low)
        return Decision(seat, "move", msg("prompt-move", src=t(g.src), dst=t(g.dst)), opts)
    if phase == FORTIFY:
        opts = []
        borders = gmap.borders
        for a in range(len(names)):
            if g.owner[a] == seat and g.armies[a] >= 2:
                for b in borders[a]:
                    if g.owner[b] == seat:
                        opts.append(pair("fortify", a, b))
        opts.append(_END_TURN)
        return Decision(seat, "fortify", msg("prompt-fortify"), opts)
    if phase == FORTIFY_COUNT:
        opts = counts("move", g.armies[g.src] - 1)
        return Decision(seat, "fortify_count", msg("prompt-fortify-count", src=t(g.src), dst=t(g.dst)), opts)
    raise RuntimeError(f"no decision for phase {phase}")


def _move_range(g: DominationState) -> tuple[int, int]:
    """(least, most) armies in all that go into the conquered territory."""
    high = g.armies[g.src] + g.moved - 1
    return min(g.dice, high), high


# ---------------------------------------------------------------- applying


def apply_choice(g: DominationState, ch: str) -> None:
    """Carry out a validated choice and prepare the next decision."""
    _HANDLERS[g.phase](g, ch)
    if g.phase != OVER:
        g.decision = decide(g)
    else:
        g.decision = None


def _territory(g: DominationState, name: str) -> int:
    return g.map.index_of[name]


def _pair(g: DominationState, arg: str) -> tuple[int, int]:
    a, b = arg.split("->", 1)
    return _territory(g, a), _territory(g, b)


def _on_claim(g: DominationState, ch: str) -> None:
    _claim(g, g.current, _territory(g, ch[6:]))
    if all(o >= 0 for o in g.owner):
        _to_setup_placement(g)
    else:
        g.current = (g.current + 1) % g.n


def _on_place(g: DominationState, ch: str) -> None:
    seat = g.current
    if g.phase == SETUP_PLACE:
        if ch == PLACE_REST:
            _place_rest(g, seat)
        else:
            t = _territory(g, ch[6:])
            g.armies[t] += 1
            g.added += 1
            g.to_place[seat] -= 1
            log(g, "place", seat, detail=f"{g.map.territories[t].name}:1", territory=t, armies=1)
        nxt = _next_setup_seat(g)
        if nxt is None:
            _after_setup_placement(g)
        else:
            g.current = nxt
        return
    t = _territory(g, ch[6:])
    if g.reinforcements == 1:
        _place(g, t, 1)
    else:
        g.src = t
        g.phase = PLACE_COUNT


def _place_rest(g: DominationState, seat: int) -> None:
    """The seat's remaining set-up armies, one at a time on a random own territory (as
    `_auto_place_rest` does for everybody), from the game's seeded stream; logged as one
    "place_random" line, then one "place" per territory that got some, in the map's order."""
    mine = [t for t in range(len(g.owner)) if g.owner[t] == seat]
    left = g.to_place[seat]
    got = [0] * len(g.owner)
    for _ in range(left):
        got[g.rng.choice(mine)] += 1
    g.to_place[seat] = 0
    log(g, "place_random", seat, detail=str(left), armies=left)
    for t, k in enumerate(got):
        if k:
            g.armies[t] += k
            g.added += k
            log(g, "place", seat, detail=f"{g.map.territories[t].name}:{k}", territory=t, armies=k)


def _on_place_count(g: DominationState, ch: str) -> None:
    _place(g, g.src, int(ch[6:]))


def _place(g: DominationState, t: int, k: int) -> None:
    g.armies[t] += k
    g.added += k
    g.reinforcements -= k
    log(g, "place", g.current, detail=f"{g.map.territories[t].name}:{k}", territory=t, armies=k)
    if check_win(g):
        return
    g.phase = PLACE if g.reinforcements else ATTACK


def _on_capital(g: DominationState, ch: str) -> None:
    t = _territory(g, ch[8:])
    g.capitals[g.current] = t
    # The capital's card leaves the deck (as the original does; the book is silent): nobody
    # gets +2 armies on a capital, nor a card that names one.
    cards = g.map.cards
    removed = [c for c in g.deck if cards[c].territory == t]
    if removed:
        g.deck = [c for c in g.deck if c not in removed]
    log(g, "capital", g.current, detail=g.map.territories[t].name, territory=t, removed=len(removed))
    nxt = (g.current + 1) % g.n
    if nxt != g.first:
        g.current = nxt
    else:
        start_turn(g, g.first)


def _on_trade(g: DominationState, ch: str) -> None:
    seat = g.current
    if ch == "done":
        g.phase = PLACE if g.reinforcements else ATTACK
        return
    combo = [int(x) for x in ch[6:].split(",")]
    kinds = _kinds(g)
    value = set_value([kinds[i] for i in combo], g.options["cards"], g.trades)
    g.trades += 1
    hand = g.hands[seat]
    for c in combo:
        hand.remove(c)
        g.used.append(c)
    g.reinforcements += value
    cards = tuple(card_label(g, c) for c in combo)
    log(g, "trade", seat, cards, detail=str(value), armies=value, map=g.map.name)
    for c in combo:  # +2 on one owned territory shown on the set
        t = g.map.cards[c].territory
        if t is not None and g.owner[t] == seat:
            g.armies[t] += 2
            g.added += 2
            log(g, "bonus", seat, detail=f"{g.map.territories[t].name}:2", territory=t, armies=2)
            break
    if g.conquered and len(hand) < FORCED_AT:
        # A trade after a conquest was forced by an eliminated player's cards; once the hand is
        # below the limit trading stops (as the original does): the armies are placed at once.
        g.forced = False
        g.phase = PLACE
        return
    _enter_trade_or_place(g)


def _on_attack(g: DominationState, ch: str) -> None:
    if ch == "done":
        g.phase = FORTIFY
        return
    g.src, g.dst = _pair(g, ch[7:])
    g.stop_at = 0
    g.phase = BATTLE
    names = g.map.territories
    log(g, "attack", g.current, detail=f"{names[g.src].name}->{names[g.dst].name}", src=g.src, dst=g.dst)


def _on_battle(g: DominationState, ch: str) -> None:
    if ch == "retreat":
        g.phase = ATTACK
        return
    if ch.startswith("roll:"):
        g.dice = int(ch[5:])
        g.stop_at = 0
    else:
        g.stop_at = int(ch[11:]) if ch.startswith("annihilate:") else 1
        g.dice = min(3, g.armies[g.src] - 1)
    _fight(g)


def _on_defend(g: DominationState, ch: str) -> None:
    g.defender_dice = int(ch[7:])
    _roll(g)
    _after_roll(g)


def _fight(g: DominationState) -> None:
    """Roll (repeatedly when annihilating) until a decision is needed."""
    while True:
        if not g.options["auto_defence"]:
            g.phase = DEFEND
            return
        most = 3 if g.options["cards"] == ITALIAN else 2
        g.defender_dice = min(most, g.armies[g.dst])
        _roll(g)
        if not _after_roll(g):
            return


def _roll(g: DominationState) -> None:
    rng = g.rng
    att = tuple(sorted((rng.below(6) + 1 for _ in range(g.dice)), reverse=True))
    dfn = tuple(sorted((rng.below(6) + 1 for _ in range(g.defender_dice)), reverse=True))
    lost_a, lost_d = compare(att, dfn)
    g.armies[g.src] -= lost_a
    g.armies[g.dst] -= lost_d
    g.lost += lost_a + lost_d
    g.last_roll = (att, dfn)
    if g.logging:
        g.log_event(
            "roll",
            g.current,
            detail=f"{'-'.join(map(str, att))} vs {'-'.join(map(str, dfn))}: "
            f"attacker -{lost_a}, defender -{lost_d}",
            data={
                "src": territory_ref(g, g.src),
                "dst": territory_ref(g, g.dst),
                "attack": list(att),
                "defend": list(dfn),
                "attacker_lost": lost_a,
                "defender_lost": lost_d,
            },
        )


def _after_roll(g: DominationState) -> bool:
    """After one roll: True if an annihilating battle rolls again on its own."""
    if g.armies[g.dst] == 0:
        _conquer(g)
        return False
    if g.armies[g.src] < 2:
        g.phase = ATTACK
        return False
    if g.stop_at and g.armies[g.src] > g.stop_at:
        g.dice = min(3, g.armies[g.src] - 1)
        if g.options["auto_defence"]:
            return True
        g.phase = DEFEND
        return False
    g.stop_at = 0
    g.phase = BATTLE
    return False


def _conquer(g: DominationState) -> None:
    seat = g.current
    loser = g.owner[g.dst]
    g.owner[g.dst] = seat
    g.conquered = True
    g.stop_at = 0
    name = g.map.territories[g.dst].name
    log(g, "conquer", seat, detail=f"{name} from player {loser + 1}", territory=g.dst, src=g.src, loser=loser)
    if loser not in g.owner:
        g.alive[loser] = False
        g.killer[loser] = seat
        taken = g.hands[loser]
        g.hands[loser] = []
        g.hands[seat].extend(taken)
        log(
            g,
            "eliminate",
            seat,
            detail=f"player {loser + 1} ({len(taken)} cards)",
            loser=loser,
            taken=len(taken),
        )
    # The dice that won move in at once (the territory is never empty); the
    # player then chooses the total, up to all but one.
    low, high = _move_range(g)
    g.armies[g.src] -= low
    g.armies[g.dst] += low
    g.moved = low
    if low == high:
        _move(g, low)
    else:
        g.phase = MOVE


def _on_move(g: DominationState, ch: str) -> None:
    _move(g, int(ch[5:]))


def _move(g: DominationState, k: int) -> None:
    """Bring the armies moved into the conquered territory up to k in all."""
    extra = k - g.moved
    g.armies[g.src] -= extra
    g.armies[g.dst] += extra
    g.moved = 0
    log(g, "move", g.current, detail=f"{k}", src=g.src, dst=g.dst, armies=k)
    if check_win(g):
        return
    if g.options["cards"] != ITALIAN and len(g.hands[g.current]) >= FORCED_AT:
        # Cards taken from an eliminated player: trade now until below 5, then place.
        g.forced = True
        g.phase = TRADE
        return
    g.phase = ATTACK


def _on_fortify(g: DominationState, ch: str) -> None:
    if ch == "done":
        end_turn(g)
        return
    g.src, g.dst = _pair(g, ch[8:])
    if g.armies[g.src] == 2:
        _fortify(g, 1)
    else:
        g.phase = FORTIFY_COUNT


def _on_fortify_count(g: DominationState, ch: str) -> None:
    _fortify(g, int(ch[5:]))


def _fortify(g: DominationState, k: int) -> None:
    g.armies[g.src] -= k
    g.armies[g.dst] += k
    names = g.map.territories
    log(
        g,
        "fortify",
        g.current,
        detail=f"{names[g.src].name}->{names[g.dst].name}:{k}",
        src=g.src,
        dst=g.dst,
        armies=k,
    )
    if check_win(g):
        return
    end_turn(g)


_HANDLERS = {
    CLAIM: _on_claim,
    SETUP_PLACE: _on_place,
    PLACE: _on_place,
    PLACE_COUNT: _on_place_count,
    CAPITAL: _on_capital,
    TRADE: _on_trade,
    ATTACK: _on_attack,
    BATTLE: _on_battle,
    DEFEND: _on_defend,
    MOVE: _on_move,
    FORTIFY: _on_fortify,
    FORTIFY_COUNT: _on_fortify_count,
}


# ---------------------------------------------------------------- winning


def mission_complete(g: DominationState, seat: int) -> bool:
    idx = g.missions[seat]
    if idx is None:
        return False
    m = g.map.missions[idx]
    if m.target_player is not None:
        target = m.target_player - 1
        if target != seat and g.killer[target] in (-1, seat):
            return g.killer[target] == seat
        # Yourself, or destroyed by someone else: the occupy part counts instead.
    if not m.n_territories and not m.continents:
        return False
    if m.n_territories:
        held = sum(1 for t, o in enumerate(g.owner) if o == seat and g.armies[t] >= m.min_armies)
        if held < m.n_territories:
            return False
    named = [c for c in m.continents if c != ANY_CONTINENT]
    if not all(owns_continent(g, seat, c) for c in named):
        return False
    if ANY_CONTINENT in m.continents:
        total = sum(1 for c in range(len(g.map.continents)) if owns_continent(g, seat, c))
        if total < len(m.continents):
            return False
    return True


def check_win(g: DominationState) -> bool:
    """Check the current player's win; True if the game ended."""
    seat = g.current
    won = None
    if sum(g.alive) == 1:
        won = "domination"
    elif g.mode == "capital" and all(c is not None and g.owner[c] == seat for c in g.capitals):
        won = "capital"
    elif g.mode == "mission" and mission_complete(g, seat):
        won = "mission"
    if won is None:
        return False
    if won != "domination" and g.options["continue_after_win"] and g.first_win is None:
        g.first_win = (seat, won)
        g.mode = "domination"
        log(g, "win", seat, detail=f"{won} (the game goes on in Domination mode)", goal=won, goes_on=True)
        return False
    g.winners = (seat,)
    g.reason = won
    g.phase = OVER
    log(g, "win", seat, detail=won, goal=won, goes_on=False)
    return True


def _finish_by_limit(g: DominationState) -> None:
    counts = [sum(1 for o in g.owner if o == s) for s in range(g.n)]
    best = max(counts)
    g.winners = tuple(s for s in range(g.n) if counts[s] == best and g.alive[s])
    g.reason = "turn limit"
    g.phase = OVER
    log(g, "game_over", None, detail="turn limit", reason="turn limit")


# ---------------------------------------------------------------- events


TERRITORY_KEYS = ("territory", "src", "dst")  # the data keys that name a territory


def territory_ref(g: DominationState, t: int) -> dict[str, Any]:
    """A territory in an event's data: its index (for programs) and its name (for people)."""
    return {"index": t, "name": g.map.territories[t].name, "map": g.map.name}


def log(
    g: DominationState,
    kind: str,
    seat: int | None,
    cards: tuple[str, ...] = (),
    *,
    private: bool = False,
    detail: str = "",
    **data: Any,
) -> None:
    """An event: `detail` for people, `data` for programs (seats, counts; a territory given by
    its index under a TERRITORY_KEYS key becomes `territory_ref`)."""
    if g.logging:
        for key in TERRITORY_KEYS:
            if key in data:
                data[key] = territory_ref(g, data[key])
        g.log_event(kind, seat, cards, to=private_to(seat, private), detail=detail, data=data)
