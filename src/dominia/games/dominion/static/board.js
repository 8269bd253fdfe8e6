// Dominion's board on the game page (loaded after the page's boards.js, whose helpers it uses:
// el, svg, section, chip, t, tName...); it registers itself in BOARDS, STATUS and FINALS.
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
  if (id) return el("button", { type: "button", class: cls, title: title, "data-card": name, "data-choice": id, onclick: () => ctx.choose(id) }, body);
  return el("div", { class: cls, title: title, "data-card": name }, body);
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

  // in play and set aside this turn
  const cur = v.players[v.current];
  if (cur) {
    out.append(section(t("web-in-play", { name: ctx.seatName(v.current) }), "play",
      el("div", { class: "cards small" }, cur.in_play.length ? cur.in_play.map((n, i) => {
        const as = cur.copies[`${n}#${i}`];
        return cardFace(ctx, n, { cost: false, sub: as ? t("web-played-as", { card: cardName(as) }) : null });
      }) : el("span", { class: "sub", text: t("web-nothing") })),
      cur.set_aside.length ? el("p", { class: "sub", text: t("web-set-aside", { cards: counted(cur.set_aside) }) }) : null));
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
  return [turnChip(v.current, ctx), t("game-round", { n: cur ? cur.turns : 0 }),
    t("web-turn-line", { phase: phaseName(v.phase), actions: v.actions, buys: v.buys, coins: v.coins })];
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
