"""Turn structure, game end and scoring (2nd edition rules)."""

from __future__ import annotations

from typing import Any, Final

from dominia.core.compiled import python_class
from dominia.core.decision import Choice, Decision
from dominia.core.i18n import Msg, msg
from dominia.games.dominion.card_model import ACTION, TREASURE, VICTORY
from dominia.games.dominion.card_table import IS_ACTION, IS_TREASURE, SPECIAL_TREASURE
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.engine import (
    BUY_KIND,
    CONT,
    M,
    card_name,
    choice,
    draw,
    kind_named,
    log,
    pick,
    pile_for,
    play_all_treasures,
    play_card,
    play_plain_treasures,
    play_scanned_treasures,
    push,
)
from dominia.games.dominion.state import (
    ACTION_PHASE,
    BUY_PHASE,
    CLEANUP_PHASE,
    DominionState,
    Frame,
    PlayerState,
)

ALL_TREASURES: Final = Choice("treasures:all", msg("choice-all-treasures"))
END_ACTIONS: Final = Choice("done", msg("choice-end-actions"))
END_TURN: Final = Choice("done", msg("choice-end-turn"))


def start_turn(g: DominionState, seat: int) -> None:
    g.current = seat
    g.phase = ACTION_PHASE
    g.actions = 1
    g.buys = 1
    g.coins = 0
    g.merchants = 0
    g.silver_played = False
    g.bought = False
    g.turn += 1
    p = g.players[seat]
    p.turns += 1
    if g.logging:
        log(g, "turn", seat, detail=str(p.turns), turn=p.turns)


def turn(g: DominionState, fr: Frame, ch: str | None) -> Any:
    """The bottom frame: runs turns until the game ends."""
    if ch is not None:
        seat = g.current
        if ch == "done":
            g.phase += 1
        elif g.phase == ACTION_PHASE:
            g.actions -= 1
            play_card(g, seat, pick(g.players[seat].hand, ch))
            return CONT
        elif ch == "treasures:all":
            play_all_treasures(g, seat)
            return CONT
        elif ch[0] == "p":  # play:<Treasure>
            play_card(g, seat, pick(g.players[seat].hand, ch))
            return CONT
        else:  # buy:<Card>
            depth = len(g.stack)
            buy(g, seat, ch)
            if len(g.stack) != depth:
                return CONT  # an on-buy reaction (Hovel) first
    # What follows runs at once when nothing was pushed, turn after turn until a decision is
    # needed (a loop, not a call per turn: this is the simulator's hot path).
    while True:
        seat = g.current
        p = g.players[seat]
        flags = -1  # what the hand holds (HAND_CLASS bits), once looked at
        if g.phase == ACTION_PHASE:
            if g.actions > 0:
                # one pass: is there an Action to play, and what would the Treasures give
                cls = T.HAND_CLASS
                coins = T.TREASURE_COINS
                flags = money = 0
                for c in p.hand:
                    k = c & M
                    flags |= cls[k]
                    money += coins[k]
                if flags & IS_ACTION:
                    return action_decision(g, seat)
                plain = flags & IS_TREASURE and not flags & SPECIAL_TREASURE
                if plain and g.options.get("autoplay_treasures"):
                    g.phase = BUY_PHASE
                    play_scanned_treasures(g, seat, flags, money)
                    return new_buy(g, seat, _NOTHING_TO_PLAY)
            g.phase = BUY_PHASE
        if g.phase == BUY_PHASE:
            if g.buys > 0:
                if g.bought:
                    return new_buy(g, seat, _NOTHING_TO_PLAY)
                if flags < 0:
                    flags = hand_flags(p.hand)
                if not flags & SPECIAL_TREASURE:
                    if flags & IS_TREASURE and g.options.get("autoplay_treasures"):
                        play_plain_treasures(g, seat)
                        return new_buy(g, seat, _NOTHING_TO_PLAY)
                    return new_buy(g, seat, _BUY_DATA[bool(flags & IS_TREASURE), True])
                return new_buy(g, seat, _BUY_DATA[True, False])
            g.phase = CLEANUP_PHASE
            fr.stage = 0
        if fr.stage == 0:
            fr.stage = 1
            if cleanup(g, seat):
                return CONT  # "when you discard this from play" abilities first (Hermit)
        fr.stage = 0
        deck = p.deck
        if len(deck) >= 5 and not g.logging:  # draw(g, seat, 5) without a shuffle, inline
            p.hand += deck[:-6:-1]
            del deck[-5:]
        else:
            draw(g, seat, 5)
        if g.becomes:
            g.becomes.clear()
        if g.bom_choice:
            g.bom_choice.clear()
        worths = g.worth_log
        if worths is not None:  # a simulator's curves: the turn is over
            worths[seat].append(seat_worth(g, seat))
            g.coin_log[seat].append(g.coins + g.spent)  # (kept with the worths)
            g.spent = 0
        if not all(g.piles) and game_ended(g):  # (no empty pile: nearly every turn)
            finish(g)
            return None
        start_turn(g, (seat + 1) % g.n)


# (`object.__new__` kept: looking it up on `object` cost a quarter of making a decision)
_NEW: Final = object.__new__


def action_decision(g: DominionState, seat: int) -> Decision:
    """Play an Action (the hand holds at least one)."""
    types = T.TYPES
    seen = 0
    kinds: list[int] = []
    for c in g.players[seat].hand:
        k = c & M
        if types[k] & ACTION and not seen >> k & 1:
            seen |= 1 << k
            kinds.append(k)
    d = _NEW(ActionDecision)  # (`ActionDecision(seat, kinds, g.actions)`: `new_buy`)
    d.seat = seat
    d.kind = "play_action"
    d.source = None
    d.data = _NO_DATA
    d._choices = None
    d.kinds = kinds
    d._actions = g.actions
    return d


def new_buy(g: DominionState, seat: int, data: dict[str, Any]) -> Decision:
    """`BuyDecision(g, seat, data)`, its attributes set here: a Python class's constructor call
    (the turn loop makes one a turn) costs as much again as setting them. A spare one (an
    answered decision nobody holds, `DominionState.spare_buy`) is reused: its kind, source and
    state are already these."""
    d = g.spare_buy
    if d is not None:
        g.spare_buy = None
        d.seat = seat
        d.data = data
        d._choices = None
        d._coins = g.coins
        d._buys = g.buys
        return d  # type: ignore[no-any-return]
    d = _NEW(BuyDecision)
    d.seat = seat
    d.kind = "buy"
    d.source = None
    d.data = data
    d._choices = None
    d._g = g
    d._coins = g.coins
    d._buys = g.buys
    return d


@python_class  # (Decision has __slots__, which a mypyc class cannot inherit)
class ActionDecision(Decision):
    """The turn's "play an Action" decision, lazy: `kinds` are the Action kinds in hand (hand
    order, each once); the choices (`play:<Card>` for each, then `done`) and the prompt are
    built only when read (data bots read `kinds`), and `allows` checks without building."""

    __slots__ = ("kinds", "_actions")

    def __init__(self, seat: int, kinds: list[int], actions: int) -> None:
        # (Decision's _build and _allows are never read here: `choices` and `allows` are own;
        # `action_decision` sets the same attributes without this call)
        self.seat = seat
        self.kind = "play_action"
        self.source = None
        self.data = _NO_DATA  # (shared: a decision's data is read, never written)
        self._choices = None
        self.kinds = kinds
        self._actions = actions

    @property
    def prompt(self) -> Msg:
        return msg("prompt-play-action", n=self._actions)

    @property
    def choices(self) -> tuple[Choice, ...]:
        if self._choices is None:
            names = T.NAME
            self._choices = (*[choice("play", names[k]) for k in self.kinds], END_ACTIONS)
        return self._choices

    def allows(self, choice_id: str) -> bool:
        if choice_id == "done":
            return True
        names = T.NAME
        return any(choice("play", names[k]).id == choice_id for k in self.kinds)


def hand_flags(hand: list[int]) -> int:
    """The HAND_CLASS bits of a hand: an Action in it, a Treasure, a Treasure with an effect."""
    cls = T.HAND_CLASS
    flags = 0
    for c in hand:
        flags |= cls[c & M]
    return flags


def buy_decision(g: DominionState, seat: int) -> Decision:
    """Play Treasures or buy. The choices are built only when someone reads them; an answer
    is checked by `_buy_allows`, and `data` tells bots whether there are Treasures to play
    (`treasures`) and whether they all just give coins (`plain_treasures`)."""
    if g.bought:
        return BuyDecision(g, seat, _NOTHING_TO_PLAY)
    flags = hand_flags(g.players[seat].hand)
    return BuyDecision(g, seat, _BUY_DATA[bool(flags & IS_TREASURE), not flags & SPECIAL_TREASURE])


@python_class  # (Decision has __slots__, which a mypyc class cannot inherit)
class BuyDecision(Decision):
    """The buy decision, lazy: built from the state it was asked in (a clone of the state
    builds it first, so a later change to this state cannot leak into the clone's)."""

    __slots__ = ("_g", "_coins", "_buys")

    def __init__(self, g: DominionState, seat: int, data: dict[str, Any]) -> None:
        # (Decision's _build and _allows are never read here: `choices` and `allows` are own;
        # `new_buy` sets the same attributes without this call)
        self.seat = seat
        self.kind = "buy"
        self.source = None
        self.data = data
        self._choices = None
        self._g = g
        self._coins = g.coins
        self._buys = g.buys

    @property
    def prompt(self) -> Msg:  # (made when read: bots never read it)
        return msg("prompt-buy", coins=self._coins, buys=self._buys)

    @property
    def choices(self) -> tuple[Choice, ...]:
        if self._choices is None:
            self._choices = tuple(_buy_choices(self._g, self.seat))
        return self._choices

    def allows(self, choice_id: str) -> bool:
        """Exactly whether `choice_id` is among the choices, without building them."""
        if self._choices is not None:
            return self.find(choice_id) is not None
        g = self._g
        k = BUY_KIND.get(choice_id)
        if k is None:
            k = kind_named(choice_id)  # (a buy:<Card> met for the first time goes in BUY_KIND)
            buying = choice_id.startswith("buy:")
        else:
            buying = True
        if buying:
            if k is None or T.COST[k] > g.coins:
                return False
            i = g.pile_of_kind.get(k)
            if i is None or not g.supply[i]:
                return False
            pile = g.piles[i]
            return pile[-1] & M == k if pile else False
        if choice_id == END_TURN.id:
            return True
        if g.bought:
            return False
        types = T.TYPES
        if choice_id == ALL_TREASURES.id:
            return any(types[c & M] & TREASURE for c in g.players[self.seat].hand)
        if choice_id.startswith("play:"):
            return (
                k is not None
                and bool(types[k] & TREASURE)
                and any(c & M == k for c in g.players[self.seat].hand)
            )
        return False


_NO_DATA: Final[dict[str, Any]] = {}
_BUY_DATA: Final = {
    (t, p): {"treasures": t, "plain_treasures": p} for t in (False, True) for p in (False, True)
}
_NOTHING_TO_PLAY: Final = _BUY_DATA[False, True]


def _buy_choices(g: DominionState, seat: int) -> list[Choice]:
    opts = []
    if not g.bought:
        types = T.TYPES
        seen = 0
        for c in g.players[seat].hand:
            k = c & M
            if types[k] & TREASURE and not seen >> k & 1:
                seen |= 1 << k
                opts.append(choice("play", T.NAME[k]))
        if opts:
            opts.insert(0, ALL_TREASURES)
    coins = g.coins
    costs = T.COST
    piles = g.piles
    for floor, i in g.by_cost:  # Supply piles, cheapest first
        if floor > coins:
            break
        cards = piles[i]
        if cards:
            k = cards[-1] & M
            if costs[k] <= coins:
                opts.append(_buy_choice(k))
    opts.append(END_TURN)
    return opts


def _buy_allows(g: DominionState, seat: int, cid: str) -> bool:
    """Exactly whether `cid` is among `_buy_choices(g, seat)` (the check an unbuilt buy
    decision makes)."""
    return BuyDecision(g, seat, _NOTHING_TO_PLAY).allows(cid)


_BUY: Final[dict[int, Choice]] = {}


def _buy_choice(k: int) -> Choice:
    c = _BUY.get(k)
    if c is None:
        c = _BUY[k] = Choice(f"buy:{T.NAME[k]}", msg("choice-buy-cost", card=card_name(k), cost=T.COST[k]))
    return c


def buy(g: DominionState, seat: int, ch: str) -> None:
    """Buy the card a legal `buy:<Card>` choice names: pay, then gain it (the gain inline: the
    simulator's hot path; `gain_from_pile` does the same)."""
    k = BUY_KIND.get(ch)  # (checked legal: its pile has it on top)
    cards = g.piles[g.pile_of_kind[k] if k is not None else pile_for(g, ch)]
    uid = cards.pop()
    k = uid & M
    cost = T.COST[k]
    g.coins -= cost
    g.buys -= 1
    g.bought = True
    g.players[seat].discard.append(uid)
    if g.logging:
        log(g, "buy", seat, (uid,))
        log(g, "gain", seat, (uid,), detail="discard", to="discard")
    if g.worth_log is not None:  # the seat's worth, kept for the curves, moves by the card's
        g.spent += cost
        w = kind_worths()[k]
        if w is None:  # (a counted-VP card, or one setup did not make: summed anew)
            g.worth_at[seat] = -1
        else:
            now = g.worth_now
            now[seat] = now[seat] + w
    on_gain = T.ON_GAIN[k]
    if on_gain is not None:
        g.pushes += 1  # (an effect run without a frame: kept worths are summed anew)
        on_gain(g, seat, uid)
    if T.TYPES[k] & VICTORY:
        for c in g.players[seat].hand:
            react = T.CARDS[c & M].on_buy_victory
            if react is not None:  # Hovel
                push(g, react, seat, c)


def cleanup(g: DominionState, seat: int) -> bool:
    """Discard hand and play; True if "discarded from play" abilities were queued."""
    g.phase = CLEANUP_PHASE
    p = g.players[seat]
    if g.logging:  # public: how many cards leave the hand, and the cards in play
        log(g, "cleanup", seat, hand=len(p.hand), play=len(p.play))
    # Hand first, then play: the top of the discard pile shows a played card.
    p.discard.extend(p.hand)
    p.hand.clear()
    queued = False
    on_discard = T.ON_DISCARD_FROM_PLAY
    becomes = g.becomes
    for c in p.play:
        fn = on_discard[becomes.get(c, c & M) if becomes else c & M]
        if fn is not None:
            push(g, fn, seat, c)
            queued = True
    p.discard.extend(p.play)
    p.play.clear()
    return queued


def empty_supply_piles(g: DominionState) -> int:
    supply = g.supply
    n = 0
    for i, pile in enumerate(g.piles):  # (a loop over the piles when compiled: every late turn)
        if not pile and supply[i]:
            n += 1
    return n


def game_ended(g: DominionState) -> bool:
    province = g.pile_index.get("Province")
    if province is not None and not g.piles[province]:
        g.end_reason = "provinces"
        return True
    if empty_supply_piles(g) >= (4 if g.n >= 5 else 3):
        g.end_reason = "piles"
        return True
    return False


def finish(g: DominionState) -> None:
    g.over = True
    g.decision = None
    log(g, "game_over", None, detail=g.end_reason, reason=g.end_reason)


# A card's worth packs its coins as a Treasure and its printed VP into one int (coins in the
# low bits, VP above), so a seat's VP and money are one sum: money = total & COINS_MASK, VP =
# total >> VP_SHIFT (a floor shift: a Curse's -1 works). Coins are never negative.
VP_SHIFT: Final = 20
COINS_MASK: Final = (1 << VP_SHIFT) - 1


def worth_of(kind: int) -> int | None:
    """The packed coins and VP of a kind; None when its VP is counted (Gardens, Feodum)."""
    if T.VP_FN[kind] is not None:
        return None
    return T.TREASURE_COINS[kind] + (T.VP[kind] << VP_SHIFT)


_WORTHS: Final[list[list[int | None]]] = [[]]


def kind_worths() -> list[int | None]:
    """Per card kind: `worth_of` it (made again when more cards are registered): one table for
    every game, where setup made one by card uid for each."""
    worths = _WORTHS[0]
    if len(worths) != len(T.NAME):
        worths = _WORTHS[0] = [worth_of(k) for k in range(len(T.NAME))]
    return worths


def _owned_worth(g: DominionState, seat: int) -> int:
    """The summed worth of a seat's cards (TypeError for a counted-VP card: the callers fall
    back to the card table)."""
    return owned_worth(g.players[seat])


def owned_worth(p: PlayerState) -> int:
    """`_owned_worth` of a seat's zones: a loop over ints when compiled."""
    worths = kind_worths()
    total = 0
    for zone in (p.hand, p.deck, p.discard, p.play, p.aside):
        for c in zone:
            w = worths[c & M]
            if w is None:
                raise TypeError("a counted VP")
            total += w
    return total


def track_worth(g: DominionState) -> None:
    """Record each seat's worth at the end of each of its turns in `g.worth_log` (the
    simulator's VP and money curves), and the coins it generated in each in `g.coin_log`."""
    g.worth_log = [[] for _ in range(g.n)]
    g.worth_now = [0] * g.n
    g.worth_at = [-1] * g.n
    g.coin_log = [[] for _ in range(g.n)]
    g.spent = 0


def seat_worth(g: DominionState, seat: int) -> int:
    """`packed_worth`, kept: summed again only if a frame was pushed since it last was (between
    two of a seat's turns, only an effect or its own buys can change what it owns; a buy adds
    its card's worth)."""
    if g.worth_at[seat] == g.pushes:
        return g.worth_now[seat]
    try:
        w = g.worth_now[seat] = _owned_worth(g, seat)
    except TypeError:  # never kept: a counted VP (Gardens) moves with every card
        g.worth_at[seat] = -1
        return money(g, seat) + (score(g, seat) << VP_SHIFT)
    g.worth_at[seat] = g.pushes
    return w


def packed_worth(g: DominionState, seat: int) -> int:
    """A seat's VP and money packed as one worth (`score_and_money` without the tuple)."""
    try:
        return _owned_worth(g, seat)
    except TypeError:
        return money(g, seat) + (score(g, seat) << VP_SHIFT)


def score(g: DominionState, seat: int) -> int:
    try:  # every card's printed VP, summed in C
        return _owned_worth(g, seat) >> VP_SHIFT
    except TypeError:
        pass
    kinds = [c & M for c in g.players[seat].all_cards()]
    total = sum(map(T.VP.__getitem__, kinds))
    special = T.VP_FN_KINDS.intersection(kinds)  # Gardens and the like: VP per copy
    for k in special:
        total += T.VP_FN[k](kinds) * kinds.count(k)
    return total


def money(g: DominionState, seat: int) -> int:
    """The coins of all the Treasures a seat owns."""
    try:
        return _owned_worth(g, seat) & COINS_MASK
    except TypeError:
        coins = T.TREASURE_COINS
        return sum([coins[c & M] for c in g.players[seat].all_cards()])


def score_and_money(g: DominionState, seat: int) -> tuple[int, int]:
    """`score` and `money` in one pass (the simulator's curves, after every turn)."""
    try:
        total = _owned_worth(g, seat)
    except TypeError:
        return score(g, seat), money(g, seat)
    return total >> VP_SHIFT, total & COINS_MASK


def winners(g: DominionState, scores: list[int] | None = None) -> tuple[int, ...]:
    if scores is None:
        scores = [score(g, s) for s in range(g.n)]
    best = max(scores)
    tied = [s for s in range(g.n) if scores[s] == best]
    fewest = min(g.players[s].turns for s in tied)
    return tuple(s for s in tied if g.players[s].turns == fewest)


__all__ = ["money", "score", "score_and_money", "start_turn", "track_worth", "turn", "winners", "worth_of"]
