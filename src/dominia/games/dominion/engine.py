"""The effect machinery: the frame stack, zone moves, and decision helpers.

Every effect is a frame function ``fn(g, frame, choice)`` that returns
- a `Decision` to wait for input (it must not have pushed frames then),
- `CONT` to be called again (with choice None) once the frames it pushed are done,
- None when it is finished (frames it pushed still run, then its parent resumes).

This keeps every nested effect (Throne Room -> Library, reactions to an attack,
triggers in the middle of another card) as plain data on `g.stack`, so the
state can be cloned or saved between any two decisions.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, Final, TypeVar

from dominia.core.decision import Choice, Decision
from dominia.core.events import Event
from dominia.core.i18n import Msg, Text, msg
from dominia.core.rng import Rng
from dominia.games.dominion import card_table as T
from dominia.games.dominion.card_model import ATTACK, KIND_MASK, REACTION, TREASURE, card_msg
from dominia.games.dominion.card_table import IS_SILVER, NOT_TREASURE
from dominia.games.dominion.state import DominionState, Frame

CONT: Final = "continue"
Item = TypeVar("Item")  # what a shuffled list holds (cards; names for a random kingdom)
M: Final = KIND_MASK

# Fixed kinds of the basic cards (registered first, see cards/basic.py).
COPPER, SILVER, GOLD, ESTATE, DUCHY, PROVINCE, CURSE = range(7)


# ---------------------------------------------------------------- the stack


# Frame functions that never move a card between a seat's zones and anywhere else (another
# seat, the trash, the piles): their frames leave the simulator's kept worths current
# (`rules.seat_worth`). Only what a card does itself: what it plays or triggers is pushed.
KEEPS_OWNERS: Final[set[Callable[..., Any]]] = set()


def push(g: DominionState, fn: Callable[..., Any], seat: int, card: int = -1, /, **v: Any) -> Frame:
    f = Frame(fn, seat, card, v)
    g.stack.append(f)
    if fn not in KEEPS_OWNERS:
        g.pushes += 1
    return f


def run(g: DominionState) -> None:
    """Advance until a decision is needed or the game is over."""
    stack = g.stack
    while stack:
        i = len(stack) - 1
        fr = stack[i]
        res = fr.fn(g, fr, None)
        if res is None:
            del stack[i]
        elif res is not CONT:
            _wait(g, res, i)
            return
    g.decision = None


def answer(g: DominionState, choice: str) -> None:
    """Hand a validated choice to the frame that asked, then advance."""
    stack = g.stack
    i = len(stack) - 1
    g.decision = None
    res = stack[i].fn(g, stack[i], choice)
    if res is None:
        del stack[i]
    elif res is not CONT:
        if len(stack) - 1 == i and not g.bom_choice:  # what _wait does, for the common case
            g.decision = res
        else:
            _wait(g, res, i)
        return
    run(g)


def _wait(g: DominionState, decision: Decision, i: int) -> None:
    if len(g.stack) - 1 != i:
        raise RuntimeError(f"{g.stack[i]!r} pushed frames and asked a question at once")
    bom = g.bom_choice
    if bom and g.stack[i].card in bom:  # a Band of Misfits asks as the card it is being played as
        decision.source = T.NAME[bom[g.stack[i].card]]
    g.decision = decision


# ---------------------------------------------------------------- events


def log(
    g: DominionState,
    kind: str,
    seat: int | None,
    cards: Iterable[int] = (),
    *,
    private: bool = False,
    detail: str = "",
    **data: Any,
) -> None:
    """Record an event; `private` cards are seen only by `seat`. `detail` is a word for people
    (where a card went, a card named); `data` the same facts for programs (`to`, `source`,
    `card`, `turn`...)."""
    if not g.logging:
        return
    names = tuple(T.NAME[c & M] for c in cards)
    visible_to = (seat,) if private and seat is not None else None
    g.events.append(Event(kind, seat, names, len(names), visible_to, detail, data or None))


# ---------------------------------------------------------------- zones


def zone_name(g: DominionState, seat: int, zone: list[int]) -> str:
    """Which of `seat`'s zones (or the trash) `zone` is: the `source` an event names."""
    p = g.players[seat]
    for name, z in (("hand", p.hand), ("play", p.play), ("deck", p.deck), ("discard", p.discard)):
        if zone is z:
            return name
    return "aside" if zone is p.aside else "trash" if zone is g.trash else "other"


def others(g: DominionState, seat: int) -> list[int]:
    """The other seats in turn order, starting to the left of `seat`."""
    n = g.n
    return [(seat + i) % n for i in range(1, n)]


def ensure_deck(g: DominionState, seat: int, n: int) -> None:
    """Shuffle the discard pile under the deck if the deck has fewer than n cards."""
    p = g.players[seat]
    if len(p.deck) < n and p.discard:
        new = p.discard
        p.discard = []
        shuffle(g.rng, new)
        new.extend(p.deck)  # the old deck stays on top (end of the list)
        p.deck = new
        log(g, "shuffle", seat)


def shuffle(rng: Rng, items: list[Item]) -> None:
    """`rng.shuffle(items)`: the same draws and the same order, in a loop that compiles with the
    engine (every reshuffle of every simulated game). A subclass's own shuffle (a test's
    rigged one) is called as it is."""
    if type(rng) is not Rng:
        rng.shuffle(items)
        return
    rnd = rng.stream()
    for i in range(len(items) - 1, 0, -1):
        j = int(rnd() * (i + 1))  # (floor of a non-negative float, as Rng.shuffle)
        items[i], items[j] = items[j], items[i]


def draw(g: DominionState, seat: int, n: int) -> int:
    """+n Cards; returns how many were drawn. Shuffles only when a draw needs it."""
    p = g.players[seat]
    hand = p.hand
    start = len(hand)
    deck = p.deck
    if 0 < n <= len(deck):  # no shuffle needed: the top n at once, top first
        hand.extend(deck[: -n - 1 : -1])
        del deck[-n:]
        if g.logging:
            log(g, "draw", seat, hand[start:], private=True)
        return n
    if n <= 0:
        return 0
    # the whole deck, then a shuffle, then the rest from the new deck (as far as it goes)
    got = len(deck)
    if got:
        hand.extend(deck[::-1])
        deck.clear()
        if g.logging:  # the cards drawn before the shuffle are logged apart
            log(g, "draw", seat, hand[start:], private=True)
            start = len(hand)
    ensure_deck(g, seat, 1)
    deck = p.deck
    more = min(n - got, len(deck))
    if more:
        hand.extend(deck[: -more - 1 : -1])
        del deck[-more:]
        if g.logging:
            log(g, "draw", seat, hand[start:], private=True)
    return got + more


def peek(g: DominionState, seat: int, n: int) -> list[int]:
    """The top n cards of the deck (top first), shuffling if needed; not moved."""
    ensure_deck(g, seat, n)
    deck = g.players[seat].deck
    return deck[: -n - 1 : -1] if n <= len(deck) else deck[::-1]


def reveal_top(g: DominionState, seat: int, n: int) -> tuple[int, ...]:
    """Reveal the top n cards: they move to the (public) set-aside zone, top first.

    Revealed cards about to be trashed or discarded are out of the deck, so a
    trigger that draws (Cultist trashed by a Knight) draws the cards below them.
    """
    ensure_deck(g, seat, n)
    p = g.players[seat]
    shown = []
    for _ in range(min(n, len(p.deck))):
        shown.append(p.deck.pop())
    p.aside.extend(shown)
    if shown:
        log(g, "reveal", seat, shown, detail="deck", source="deck", to="aside")
    return tuple(shown)


def discard_all(g: DominionState, seat: int, uids: Iterable[int], zone: list[int]) -> None:
    """Discard these cards (those still in `zone`), face up."""
    for u in uids:
        discard(g, seat, u, zone, public=True)


def find(zone: list[int], kind: int) -> int | None:
    for c in zone:
        if c & M == kind:
            return c
    return None


def take(zone: list[int], uid: int) -> bool:
    """Remove uid from zone if it is still there (the "lose track" rule)."""
    try:
        zone.remove(uid)
    except ValueError:
        return False
    return True


def identity(g: DominionState, uid: int) -> int:
    """The kind a card is right now: a Band of Misfits in play is the card it copies."""
    return g.becomes.get(uid, uid & M) if g.becomes else uid & M


def trash(g: DominionState, seat: int, uid: int, zone: list[int]) -> bool:
    """Trash one of `seat`'s cards from `zone` (see `trash_cards`)."""
    return trash_cards(g, seat, (uid,), zone) == 1


def trash_cards(g: DominionState, seat: int, uids: Iterable[int], zone: list[int]) -> int:
    """Trash cards of `seat` together; returns how many were still there to trash.

    Their "when you trash this" abilities and the owner's Market Square reactions
    run next, as a frame pushed here: the caller must return (CONT or None)
    before asking anything else, so that they resolve first.
    """
    moved = [u for u in uids if take(zone, u)]
    if not moved:
        return 0
    g.trash.extend(moved)
    if g.logging:
        log(g, "trash", seat, moved, source=zone_name(g, seat, zone))
    todo = []
    for u in moved:
        k = g.becomes.pop(u, u & M) if g.becomes else u & M  # what it was as it was trashed
        if T.CARDS[k].on_trash is not None:
            todo.append((u, k))
    if todo or any(T.CARDS[c & M].on_own_trash_reaction for c in g.players[seat].hand):
        push(g, after_trash, seat, -1, todo=tuple(todo), open=True)
    return len(moved)


def after_trash(g: DominionState, fr: Frame, ch: str | None) -> Any:
    """Triggers of trashed cards and Market Square reactions; the owner picks the order."""
    v = fr.v
    seat = fr.seat
    hand = g.players[seat].hand
    if ch is not None:
        if ch == "done":
            v["open"] = False
        elif ch.startswith("trigger:"):
            k = named_kind(ch)
            # (its own name: compiled, a variable keeps one type, and `todo` below is a tuple)
            rest = list(v["todo"])
            i = next(i for i, (_, kk) in enumerate(rest) if kk == k)
            uid, _ = rest.pop(i)
            v["todo"] = tuple(rest)
            on_trash = T.CARDS[k].on_trash
            assert on_trash is not None  # (only cards with one were put in `todo`)
            push(g, on_trash, seat, uid)
        else:
            uid = pick(hand, ch)
            react = T.CARDS[uid & M].on_own_trash_reaction
            assert react is not None
            react(g, seat, uid)
        return CONT
    todo = v["todo"]
    reactions = [c for c in hand if T.CARDS[c & M].on_own_trash_reaction] if v["open"] else []
    kinds = list(dict.fromkeys(k for _, k in todo))
    if not reactions:
        if not todo:
            return None
        if len(kinds) == 1:  # nothing to order
            uid, k = todo[0]
            v["todo"] = todo[1:]
            push(g, T.CARDS[k].on_trash, seat, uid)
            return CONT
    opts = [choice("trigger", T.NAME[k]) for k in kinds]
    seen: set[int] = set()
    for c in reactions:
        if c & M not in seen:
            seen.add(c & M)
            opts.append(choice("react", T.NAME[c & M]))
    if reactions:
        opts.append(NO_MORE_REACTIONS)
    return Decision(seat, "trash_trigger", msg("prompt-trash-trigger"), opts)


def discard(g: DominionState, seat: int, uid: int, zone: list[int], *, public: bool = False) -> bool:
    if not take(zone, uid):
        return False
    g.players[seat].discard.append(uid)
    if g.logging:
        log(g, "discard", seat, (uid,), private=not public, source=zone_name(g, seat, zone))
    return True


def topdeck(g: DominionState, seat: int, uid: int, zone: list[int]) -> bool:
    if not take(zone, uid):
        return False
    g.players[seat].deck.append(uid)
    if g.logging:
        log(g, "topdeck", seat, (uid,), private=True, source=zone_name(g, seat, zone))
    return True


def pile_of(g: DominionState, kind: int) -> int | None:
    return g.pile_of_kind.get(kind)


def gain_from_pile(g: DominionState, seat: int, pile: int, to: str = "discard") -> int | None:
    cards = g.piles[pile]
    if not cards:
        return None
    uid = cards.pop()
    p = g.players[seat]
    if to == "hand":
        p.hand.append(uid)
    elif to == "deck":
        p.deck.append(uid)
    else:
        p.discard.append(uid)
    if g.logging:
        log(g, "gain", seat, (uid,), detail=to, to=to)
    on_gain = T.ON_GAIN[uid & M]
    if on_gain is not None:
        on_gain(g, seat, uid)
    return uid


def gain_from_trash(g: DominionState, seat: int, uid: int, to: str = "discard") -> bool:
    """Gain a card from the trash (Thief, Rogue, Graverobber), if it is still there."""
    if not take(g.trash, uid):
        return False
    p = g.players[seat]
    (p.hand if to == "hand" else p.deck if to == "deck" else p.discard).append(uid)
    log(g, "gain", seat, (uid,), detail=f"trash-{to}", source="trash", to=to)
    on_gain = T.CARDS[uid & M].on_gain
    if on_gain is not None:
        on_gain(g, seat, uid)
    return True


def gain(g: DominionState, seat: int, kind: int, to: str = "discard") -> int | None:
    """Gain a card of this kind if it is on top of its pile."""
    pile = g.pile_of_kind.get(kind)
    if pile is None:
        return None
    top = g.piles[pile]
    if not top or top[-1] & M != kind:
        return None
    return gain_from_pile(g, seat, pile, to)


def gain_top(g: DominionState, seat: int, pile_name: str, to: str = "discard") -> int | None:
    """Gain the top card of a pile by its name ("Ruins", "Spoils", ...), if there is one."""
    i = g.pile_index.get(pile_name)
    return None if i is None else gain_from_pile(g, seat, i, to)


def return_to_pile(g: DominionState, seat: int, uid: int, zone: list[int]) -> bool:
    """Put a card back on its pile (Madman, Spoils) if it is still where expected."""
    pile = g.pile_of_kind.get(uid & M)
    if pile is None or not take(zone, uid):
        return False
    g.becomes.pop(uid, None)
    g.piles[pile].append(uid)
    if g.logging:
        log(g, "return", seat, (uid,), source=zone_name(g, seat, zone))
    return True


def cost(kind: int) -> int:
    return T.COST[kind]


# ---------------------------------------------------------------- playing


def play_card(g: DominionState, seat: int, uid: int, *, move: bool = True, source: str = "") -> None:
    """Play a card: into play (unless already played once), then its effect.

    `move=False` replays a card that is already resolved once (Throne Room);
    the card may have left play meanwhile and is then not moved again. A
    replayed Band of Misfits copies the card it chose the first time. `source`:
    the zone a card the caller moved into play came from (Vassal: the discard pile).
    """
    p = g.players[seat]
    if move:
        p.hand.remove(uid)
        p.play.append(uid)
        source = "hand"
    if g.logging:  # the event says where the card came from; a replay has no source
        if source:
            log(g, "play", seat, (uid,), source=source)
        else:
            log(g, "play", seat, (uid,))
    k = uid & M
    if not move and uid in g.bom_choice:
        k = g.bom_choice[uid]
        if uid in p.play:
            g.becomes[uid] = k
    play_as(g, seat, uid, k)


def play_as(g: DominionState, seat: int, uid: int, k: int) -> None:
    """Resolve card `uid` as a card of kind `k` (its own kind unless it is a copy)."""
    t = T.TYPES[k]
    if t & TREASURE:
        g.coins += T.COINS[k]
        if k == SILVER and not g.silver_played:
            g.silver_played = True
            g.coins += g.merchants
    fn = T.PLAY[k]
    if fn is None:
        return
    push(g, fn, seat, uid)
    if t & ATTACK:
        push(g, reaction_window, seat, uid, order=tuple(others(g, seat)), immune=(), shown=())
        # "When you play another Attack card with this in play" (Urchin) comes first:
        # the attacker's own triggers precede the other players' reactions.
        for c in g.players[seat].play:
            if c != uid:
                trigger = T.CARDS[identity(g, c)].on_play_attack
                if trigger is not None:
                    push(g, trigger, seat, c, attack=uid)


def play_all_treasures(g: DominionState, seat: int, fr: Frame | None = None) -> Any:
    """Play every Treasure in hand; one with an effect of its own resolves before the next.

    Plain Treasures are played at once. At the first one with an effect, a
    `play_treasures` frame (for the rest) goes under that Treasure's frame.
    """
    p = g.players[seat]
    hand = p.hand
    types = T.TYPES
    plays = T.PLAY
    coins = T.COINS
    i = 0
    while i < len(hand):
        c = hand[i]
        k = c & M
        if types[k] & TREASURE:
            if plays[k] is not None:
                if fr is None:
                    push(g, play_treasures, seat)
                play_card(g, seat, c)
                return CONT
            # a plain Treasure: what play_card and play_as do for it, inline (the hot path)
            del hand[i]
            p.play.append(c)
            if g.logging:
                log(g, "play", seat, (c,), source="hand")
            g.coins += coins[k]
            if k == SILVER and not g.silver_played:
                g.silver_played = True
                g.coins += g.merchants
        else:
            i += 1
    return None


def play_plain_treasures(g: DominionState, seat: int) -> None:
    """Play every Treasure in a hand whose Treasures all just give coins, in hand order: what
    `play_all_treasures` does for such a hand, in one pass (the simulator's hot path)."""
    cls = T.HAND_CLASS
    coins = T.TREASURE_COINS
    flags = total = 0
    for c in g.players[seat].hand:
        k = c & M
        flags |= cls[k]
        total += coins[k]
    play_scanned_treasures(g, seat, flags, total)


def play_scanned_treasures(g: DominionState, seat: int, flags: int, coins: int) -> None:
    """`play_plain_treasures` for a hand already scanned (the turn loop's one pass): its
    HAND_CLASS bits and the coins of its Treasures (it holds no Treasure with an effect)."""
    p = g.players[seat]
    hand = p.hand
    play = p.play
    if g.logging:
        for c in hand:
            if not T.HAND_CLASS[c & M] & NOT_TREASURE:
                log(g, "play", seat, (c,), source="hand")
    if flags & NOT_TREASURE:
        types = T.TYPES
        keep = []
        for c in hand:
            if types[c & M] & TREASURE:
                play.append(c)
            else:
                keep.append(c)
        hand[:] = keep
    else:
        play += hand
        hand.clear()
    g.coins += coins
    if flags & IS_SILVER and not g.silver_played:
        g.silver_played = True
        g.coins += g.merchants


def play_treasures(g: DominionState, fr: Frame, ch: str | None) -> Any:
    return play_all_treasures(g, fr.seat, fr)


# ---------------------------------------------------------------- attacks


def reaction_window(g: DominionState, fr: Frame, ch: str | None) -> Any:
    """Before an attack resolves, each other player in turn order may reveal reactions."""
    v = fr.v
    if ch is not None:
        who = v["order"][0]
        if ch == "done":
            v["order"] = v["order"][1:]
            v["shown"] = ()
        else:
            hand = g.players[who].hand
            uid = pick(hand, ch, exclude=v["shown"])
            v["shown"] = v["shown"] + (uid,)
            log(g, "reveal", who, (uid,), detail="reaction", reaction=True)
            react = T.CARDS[uid & M].on_attack_reveal
            if react is not None and react(g, who, uid) and who not in v["immune"]:
                v["immune"] = v["immune"] + (who,)
            return CONT
    while v["order"]:
        who = v["order"][0]
        shown = v["shown"]
        options = [
            c
            for c in g.players[who].hand
            if T.TYPES[c & M] & REACTION and c not in shown and T.CARDS[c & M].on_attack_reveal
        ]
        if who in v["immune"]:
            # Revealing another Moat changes nothing once immune.
            options = [c for c in options if T.CARDS[c & M].on_attack_reveal is not moat_reveal]
        if options:
            return ask_cards(
                g,
                who,
                "reaction",
                msg("prompt-reaction", card=card_msg(T.NAME[identity(g, fr.card)])),
                options,
                "reveal",
                optional=True,
                done_label=msg("choice-reveal-nothing"),
                source=fr.card,
            )
        v["order"] = v["order"][1:]
        v["shown"] = ()
    # Hand the immune seats to the attack card's frame, right below this one.
    idx = _index(g, fr)
    g.stack[idx - 1].v["immune"] = v["immune"]
    return None


def moat_reveal(g: DominionState, seat: int, uid: int) -> bool:
    return True


def _index(g: DominionState, fr: Frame) -> int:
    for i in range(len(g.stack) - 1, -1, -1):
        if g.stack[i] is fr:
            return i
    raise RuntimeError("frame not on the stack")


def attack_each(g: DominionState, fr: Frame, victim_fn: Callable[..., Any], **v: Any) -> None:
    """Run victim_fn once per attacked player, in turn order, skipping immune ones."""
    immune = fr.v.get("immune", ())
    victims = tuple(s for s in others(g, fr.seat) if s not in immune)
    # (not `fn=`: mypyc binds it to push's positional-only `fn` instead of the frame's locals)
    push(g, _attack_each, fr.seat, fr.card, victims=victims, victim_fn=victim_fn, extra=tuple(v.items()))


def _attack_each(g: DominionState, fr: Frame, ch: str | None) -> Any:
    victims = fr.v["victims"]
    if not victims:
        return None
    fr.v["victims"] = victims[1:]
    push(g, fr.v["victim_fn"], victims[0], fr.card, attacker=fr.seat, **dict(fr.v["extra"]))
    return CONT


# ---------------------------------------------------------------- decisions

# Choices are made once per (verb, card): their labels are messages (`choice-<verb>` with the card's
# name), formatted only when somebody reads them.
_CHOICES: Final[dict[tuple[str, str], Choice]] = {}
DONE: Final = Choice("done", msg("choice-done"))
GAIN_NOTHING: Final = Choice("done", msg("choice-gain-nothing"))
NO_MORE_REACTIONS: Final = Choice("done", msg("choice-no-more-reactions"))


def choice(verb: str, name: str, label: Text | None = None) -> Choice:
    key = (verb, name)
    c = _CHOICES.get(key)
    if c is None:
        c = _CHOICES[key] = Choice(f"{verb}:{name}", label or msg(f"choice-{verb}", card=card_msg(name)))
    return c


def card_name(kind: int) -> Msg:
    """The name of a card kind as a message argument."""
    return card_msg(T.NAME[kind])


def ask_cards(
    g: DominionState,
    seat: int,
    kind: str,
    prompt: Text,
    uids: Iterable[int],
    verb: str,
    *,
    optional: bool = False,
    done_label: Text | None = None,
    source: int = -1,
    data: dict[str, Any] | None = None,
) -> Decision | None:
    """One pick among the distinct card names in `uids`; None if there is nothing to pick."""
    seen: set[int] = set()
    opts: list[Choice] = []
    for c in uids:
        k = c & M
        if k not in seen:
            seen.add(k)
            opts.append(choice(verb, T.NAME[k]))
    if not opts:
        return None
    if optional:
        opts.append(DONE if done_label is None else Choice("done", done_label))
    return Decision(seat, kind, prompt, opts, source=T.NAME[source & M] if source >= 0 else None, data=data)


def ask_options(
    seat: int,
    kind: str,
    prompt: Text,
    options: Sequence[tuple[str, Text]],
    source: int = -1,
    data: dict[str, Any] | None = None,
) -> Decision:
    return Decision(
        seat,
        kind,
        prompt,
        [Choice(i, label) for i, label in options],
        source=T.NAME[source & M] if source >= 0 else None,
        data=data,
    )


def ask_gain(
    g: DominionState,
    seat: int,
    prompt: Text,
    test: Callable[[int], bool],
    *,
    optional: bool = False,
    source: int = -1,
    verb: str = "gain",
) -> Decision | None:
    """Pick a Supply pile whose top card passes `test(kind)`; None if none does."""
    opts = []
    for i, cards in enumerate(g.piles):
        if cards and g.supply[i] and test(cards[-1] & M):
            opts.append(choice(verb, T.NAME[cards[-1] & M]))
    if not opts:
        return None
    if optional:
        opts.append(GAIN_NOTHING)
    return Decision(seat, "gain", prompt, opts, source=T.NAME[source & M] if source >= 0 else None)


def pile_for(g: DominionState, ch: str) -> int:
    """The pile whose top card a `verb:Name` choice names."""
    kind = KIND_NAMED.get(ch)
    if kind is None:
        kind = kind_named(ch)  # (kept for the next time)
        if kind is None:
            kind = named_kind(ch)  # (raises, as it always did, for a name of no card)
    i = g.pile_of_kind.get(kind)
    if i is not None and g.piles[i] and g.piles[i][-1] & M == kind:
        return i
    for i, cards in enumerate(g.piles):
        if cards and cards[-1] & M == kind:
            return i
    raise RuntimeError(f"no pile for {ch}")


def named_kind(ch: str) -> int:
    return T.BY_NAME[ch.split(":", 1)[1]].kind


# "verb:Name" choice id -> the kind it names (ids met before; a bounded set: verbs x cards)
KIND_NAMED: Final[dict[str, int]] = {}


def kind_named(ch: str) -> int | None:
    """The kind a `verb:Name` choice id names; None if it names no card."""
    k = KIND_NAMED.get(ch)
    if k is None:
        _, colon, name = ch.partition(":")
        d = T.BY_NAME.get(name) if colon else None
        if d is None:
            return None
        k = KIND_NAMED[ch] = d.kind
        if ch.startswith("buy:"):
            BUY_KIND[ch] = k
    return k


# "buy:Name" choice id -> the kind it names (those met before): one lookup tells a buy's card
BUY_KIND: Final[dict[str, int]] = {}


def pick(zone: list[int], ch: str, exclude: tuple[int, ...] = ()) -> int:
    """The card in `zone` that a `verb:Name` choice names."""
    kind = KIND_NAMED.get(ch)
    if kind is None:
        kind = kind_named(ch)  # (kept for the next time)
        if kind is None:
            kind = named_kind(ch)  # (raises, as it always did, for a name of no card)
    for c in zone:
        if c & M == kind and c not in exclude:
            return c
    raise RuntimeError(f"{ch} names no card in the zone")
