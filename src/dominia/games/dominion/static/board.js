// Dominion's board on the game page (loaded after the page's boards.js, whose helpers it uses:
// el, svg, section, chip, t, tName...); it registers itself in BOARDS, STATUS, FINALS, and for
// seeing the game in REPLAY (a replayed play or buy flashes its card), CONDENSE ("plays Copper
// ×4", a buy and its gain on one line) and INFO (a card's type banner, cost and text: its
// cardtext- entry of the game's table, the project's own words).
"use strict";

// ---------------------------------------------------------------- Dominion

// A card's name in the page's language (card-<slug of its English name, the id>).
function cardName(name) { return name ? tName(`card-${slug(name)}`, name) : name; }

function typeName(type) { return t(`web-type-${slug(type)}`, {}, type); }

function cardClass(info) {
  const types = (info && info.types) || [];
  for (const t of ["Curse", "Ruins", "Shelter", "Victory", "Treasure", "Reaction", "Attack", "Action"]) {
    if (types.includes(t)) return "card t-" + t.toLowerCase();
  }
  return "card";
}

function cardFace(ctx, name, opts) {
  const info = ctx.v.cards && ctx.v.cards[name];
  const id = opts.choice;
  const shown = cardName(name);
  const body = [el("span", { class: "cname", text: shown })];
  if (opts.sub) body.push(el("span", { class: "csub", text: opts.sub }));
  const meta = [];
  if (opts.cost !== false && info) meta.push(el("span", { class: "cost", text: "$" + info.cost, title: t("web-cost") }));
  if (opts.count !== undefined) meta.push(el("span", { class: "count", text: "×" + opts.count, title: t("web-left") }));
  if (meta.length) body.push(el("span", { class: "cmeta" }, meta));
  const cls = cardClass(info) + (id ? " can" : "") + (opts.empty ? " empty" : "");
  // the title starts with the English name (the id): tests and people who know the cards by it
  const title = (info ? `${name}: ${t("web-card-title", { types: info.types.map(typeName), cost: info.cost })}` : name)
    + (shown !== name ? ` (${shown})` : "") + (id ? ` — ${ctx.ids.get(id).label}` : "");
  const card = id ? el("button", { type: "button", class: cls, title: title, "data-card": name, "data-info": name, "data-choice": id, onclick: () => ctx.choose(id) }, body)
    : el("div", { class: cls, title: title, "data-card": name, "data-info": name }, body);
  // its text in the side panel (the keyboard: I on the card)
  const more = el("button", { type: "button", class: "cinfo", tabindex: "-1", "data-info-open": name, "aria-label": t("web-card-info", { card: shown }),
    title: t("web-card-info", { card: shown }) }, INFO_ICON());
  return el("span", { class: "cardwrap" }, card, more);
}

// The info icon: an "i" drawn (no letter on the page outside the tables)
const INFO_ICON = () => svg("svg", { viewBox: "0 0 10 10", width: 10, height: 10, "aria-hidden": "true" },
  svg("circle", { cx: 5, cy: 2, r: 1.1, fill: "currentColor" }), svg("rect", { x: 4.1, y: 4, width: 1.8, height: 5, rx: 0.6, fill: "currentColor" }));

// A card's words (the info panel and tip): its type banner, cost and text.
function dominionInfo(ctx, name) {
  const info = ctx.v.cards && ctx.v.cards[name];
  if (!info) return null;
  return { title: cardName(name), banner: info.types.map(typeName).join(" · "), cls: cardClass(info).replace("card", "").trim(),
    meta: t("web-card-cost", { cost: info.cost }), text: t(`cardtext-${slug(name)}`, {}, "") };
}

// What another player did on their last turn (from the log): the cards played, the cards bought.
function lastTurns(ctx) {
  const { v } = ctx;
  const out = [];
  const log = ctx.log || [];
  for (const p of v.players) {
    if (p.seat === v.seat) continue;
    let i = log.length - 1;
    while (i >= 0 && !(log[i].kind === "turn" && log[i].seat === p.seat)) i--;
    if (i < 0) continue;
    const played = [], bought = [];
    for (let k = i + 1; k < log.length && !(log[k].kind === "turn"); k++) {
      const e = log[k];
      if (e.seat !== p.seat) continue;
      if (e.kind === "play") played.push(...e.cards);
      if (e.kind === "buy") bought.push(...e.cards);
    }
    if (played.length || bought.length) out.push({ seat: p.seat, played: played, bought: bought, now: v.current === p.seat });
  }
  return out;
}

function dominionBoard(ctx) {
  const { v } = ctx;
  const out = el("div", { class: "board dominion" });

  // the supply (mixed piles show their top card)
  const pileChoice = (e) => {
    for (const n of [e.top, e.pile]) for (const verb of ["buy", "gain"]) if (n && ctx.ids.has(`${verb}:${n}`)) return `${verb}:${n}`;
    return null;
  };
  const kingdom = new Set(v.kingdom);
  const face = (e) => cardFace(ctx, e.top || e.pile, {
    choice: pileChoice(e), count: e.count, empty: !e.count,
    sub: e.top && e.top !== e.pile ? cardName(e.pile) : (e.top ? null : t("web-empty")),
  });
  const basic = v.supply.filter((e) => e.supply && !kingdom.has(e.pile));
  const king = v.supply.filter((e) => e.supply && kingdom.has(e.pile));
  const other = v.supply.filter((e) => !e.supply);
  out.append(section(t("web-supply"), "supply",
    el("div", { class: "cards basic" }, basic.map(face)),
    el("div", { class: "cards kingdom" }, king.map(face)),
    other.length ? el("div", { class: "cards other" }, el("span", { class: "sub", text: t("web-not-supply") }), other.map(face)) : null));

  // the hand (a card is clickable when a choice names it: play, discard, trash, ...)
  if (v.seat !== null && v.seat !== undefined) {
    const handChoice = (name) => {
      for (const id of ctx.ids.keys()) {
        const [verb, arg] = [id.slice(0, id.indexOf(":")), id.slice(id.indexOf(":") + 1)];
        if (arg === name && verb !== "buy" && verb !== "gain") return id;
      }
      return null;
    };
    out.append(section(t("web-your-hand", { n: v.hand.length }), "hand",
      el("div", { class: "cards", id: "hand" }, v.hand.length ? v.hand.map((n) => cardFace(ctx, n, { choice: handChoice(n), cost: false }))
        : el("span", { class: "sub", text: t("web-empty") }))));
  }

  // in play and set aside this turn, and what the others did on their last turn (one cell)
  const cur = v.players[v.current];
  const side = el("div", { class: "side-play" });
  out.append(side);
  if (cur) {
    side.append(section(t("web-in-play", { name: ctx.seatName(v.current) }), "play",
      el("div", { class: "cards small" }, cur.in_play.length ? cur.in_play.map((n, i) => {
        const as = cur.copies[`${n}#${i}`];
        return cardFace(ctx, n, { cost: false, sub: as ? t("web-played-as", { card: cardName(as) }) : null });
      }) : el("span", { class: "sub", text: t("web-nothing") })),
      cur.set_aside.length ? el("p", { class: "sub", text: t("web-set-aside", { cards: counted(cur.set_aside) }) }) : null));
  }

  // what the others did on their last turn (their played cards stay in view after it)
  for (const x of lastTurns(ctx)) {
    if (x.now) continue; // its turn now: "in play" shows it
    side.append(section(t("web-last-turn", { name: ctx.seatName(x.seat) }), "lastturn",
      el("div", { class: "cards small", "data-seat": x.seat }, x.played.length ? x.played.map((n) => cardFace(ctx, n, { cost: false }))
        : el("span", { class: "sub", text: t("web-nothing") })),
      x.bought.length ? el("p", { class: "sub bought" }, t("web-bought", { cards: counted(x.bought) })) : null));
  }

  // the players
  out.append(section(t("page-players"), "players", el("table", {},
    el("thead", {}, el("tr", {}, [t("game-col-player"), t("web-col-vp"), t("web-col-hand"), t("web-col-deck"), t("web-col-discard"),
      t("web-col-turns"), t("web-col-cards")].map((h) => el("th", { scope: "col", text: h })))),
    el("tbody", {}, v.players.map((p) => el("tr", { class: (p.seat === v.seat ? "mine" : "") + (p.seat === v.current ? " current" : "") },
      el("td", {}, chip(p.seat, ctx)), el("td", { text: String(p.score) }), el("td", { text: String(p.hand_size) }),
      el("td", { text: String(p.deck_size) }),
      el("td", { text: p.discard_size + (p.discard_top ? ` (${cardName(p.discard_top)})` : "") }),
      el("td", { text: String(p.turns) }),
      el("td", { class: "owned" }, el("details", {}, el("summary", { text: String(Object.values(p.owned).reduce((a, b) => a + b, 0)) }),
        Object.entries(p.owned).map(([n, k]) => `${k}× ${cardName(n)}`).join(", ")))))))));

  out.append(section(t("web-trash", { n: v.trash.length }), "trash", el("p", { text: counted(v.trash) })));
  return out;
}

function dominionStatus(ctx) {
  const { v } = ctx;
  const cur = v.players[v.current];
  if (!ctx.d) return [t("game-round", { n: cur ? cur.turns : 0 }), ...dominionGoal(ctx).slice(0, 1)]; // over: the score, no phase
  return [turnChip(v.current, ctx), t("game-round", { n: cur ? cur.turns : 0 }),
    t("web-turn-line", { phase: phaseName(v.phase), actions: v.actions, buys: v.buys, coins: v.coins }), ...dominionGoal(ctx)];
}

// The score (the seat's own first, then each other's: public, as on the players' table) and how
// near the end is: Provinces left and the empty Supply piles of the 3 (4 from five players)
// that end the game, marked when one more would end it.
function dominionGoal(ctx) {
  const { v } = ctx;
  const me = v.players.find((p) => p.seat === v.seat);
  const scores = [me ? t("web-goal-vp-mine", { vp: me.score }) : null,
    ...v.players.filter((p) => p !== me).map((p) => t("web-goal-vp-of", { name: ctx.seatName(p.seat), vp: p.score }))].filter(Boolean);
  const out = [el("span", { class: "goal", id: "status-vp" }, el("strong", { text: t("web-goal-vp") }), " ", scores.join(" · "))];
  const supply = (v.supply || []).filter((e) => e.supply);
  const province = supply.find((e) => e.pile === "Province");
  if (province) {
    const empty = supply.filter((e) => !e.count), of = v.players.length >= 5 ? 4 : 3;
    const near = province.count <= 2 || empty.length >= of - 1;
    out.push(el("span", { class: "pileout" + (near ? " near" : ""), id: "status-end",
      title: empty.length ? t("web-goal-empty", { piles: empty.map((e) => cardName(e.pile)).join(", ") }) : null },
    t("web-goal-end", { card: cardName("Province"), left: province.count, empty: empty.length, of: of })));
  }
  return out;
}

BOARDS.dominion = dominionBoard;
STATUS.dominion = dominionStatus;

// The end of the game: its columns of the score table (w: a word of the tables).
FINALS.dominion = (f, log, w) => {
  const o = f.outcome, v = f.view, details = o.details || {};
  let cols = [[w("web-col-vp"), (i) => o.scores[i]]];
  if (details.turns) cols.push([w("web-col-turns"), (i) => details.turns[i]]);
  if (v.players) {
    cols.push([w("web-col-cards"), (i) => Object.values(v.players[i].owned || {}).reduce((a, b) => a + b, 0)]);
    cols.push([w("web-col-victory-cards"), (i) => Object.entries(v.players[i].owned || {})
      .filter(([n]) => v.cards && v.cards[n] && (v.cards[n].types.includes("Victory") || v.cards[n].types.includes("Curse")))
      .map(([n, k]) => `${k}× ${cardName(n)}`).join(", ") || "—"]);
  }
  return cols;
};

// ---------------------------------------------------------------- seeing the game
INFO.dominion = dominionInfo;

// A replayed line: the card played flashes where it lies now (in play, the last turn's strip),
// a card bought or gained flashes on its pile.
REPLAY.dominion = (ctx, g) => {
  const cards = [...new Set(g.events.flatMap((e) => e.cards))];
  const sel = (where, n) => [...ctx.root.querySelectorAll(where.map((w) => `${w} .card[data-card="${CSS.escape(n)}"]`).join(", "))];
  if (g.kind === "play" || g.kind === "become") return cards.flatMap((n) => sel([".play", ".lastturn"], n).slice(-1));
  if (g.kind === "buy" || g.kind === "gain") return cards.flatMap((n) => sel([".supply"], n));
  if (g.kind === "trash") return [...ctx.root.querySelectorAll(".trash")];
  return [];
};

// The condensed log: one player's plays (buys, trashes...) in a row on one line, a buy's gain in it.
const SAME_LINE = { play: "event-play", buy: "event-buy", trash: "event-trash", discard: "event-discard", draw: "event-draw",
  look: "event-look", set_aside: "event-set-aside", topdeck: "event-topdeck", return: "event-return" };
const GAINS = { discard: "event-gain", hand: "event-gain-hand", deck: "event-gain-deck", trash: "event-gain-trash",
  "trash-discard": "event-gain-trash", "trash-deck": "event-gain-trash-deck", "trash-hand": "event-gain-trash-hand" };
CONDENSE.dominion = {
  key: (e) => (SAME_LINE[e.kind] || e.kind === "gain" ? `${e.seat}|${e.kind}|${e.kind === "gain" ? e.detail : ""}|${e.cards.length ? "" : "n"}` : `${e.seat}|${e.kind}|${e.text}`),
  absorb: (g, e) => {
    if (g.kind !== "buy" || e.kind !== "gain" || e.detail !== "discard" || e.seat !== g.seat) return false;
    const bought = g.events.flatMap((x) => x.cards), got = g.gained || [];
    const left = bought.slice();
    for (const c of got) left.splice(left.indexOf(c), 1);
    if (!e.cards.every((c) => left.includes(c))) return false;
    g.gained = got.concat(e.cards);
    return true;
  },
  text: (g, seatName) => {
    const id = g.kind === "gain" ? GAINS[g.events[0].detail] : SAME_LINE[g.kind];
    if (!id) return null;
    const cards = g.events.flatMap((e) => e.cards);
    const n = new Map();
    for (const c of cards) n.set(c, (n.get(c) || 0) + 1);
    const what = cards.length ? [...n].map(([c, k]) => (k > 1 ? t("web-card-times", { card: cardName(c), n: k }) : cardName(c)))
      : t("web-n-cards", { n: g.events.reduce((a, e) => a + (e.count || 0), 0) });
    return t(id, { seat: seatName(g.seat), what: what });
  },
};
