// The per-game boards of the game page. Each board is a function (ctx) -> a DOM node, where
// ctx = {f: the frame, v: its view, d: the decision, ids: Map(choice id -> choice) of the
// choices this seat may send now (empty while waiting or not asked), choose(id), pick(name),
// picked: the place picked for a two-step choice (map games), seatName(seat)}.
// Anything clickable on a board is a button (or an SVG group with role=button) that sends a
// choice that is also among the decision's buttons.
"use strict";

const PLAYER_COLOURS = ["#c0392b", "#2e6fd1", "#2e9d4f", "#d98200", "#8e44ad", "#13918f", "#7f5a3a", "#555"];
const MANA_COLOURS = { white: "#f3efd8", blue: "#2f6fd6", black: "#3a3a3a", red: "#d0402b", green: "#2e9d4f" };

function playerColour(seat) { return seat === null || seat === undefined || seat < 0 ? "#e4e4e4" : PLAYER_COLOURS[seat % PLAYER_COLOURS.length]; }

function svg(tag, attrs, ...children) {
  const node = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) if (c) node.append(c);
  return node;
}

function section(title, cls, ...children) {
  return el("section", { class: "panel " + (cls || ""), "aria-label": title }, el("h3", { text: title }), ...children);
}

function chip(seat, ctx, extra) {
  return el("span", { class: "who" }, el("span", { class: "swatch", style: { background: playerColour(seat) } }),
    ctx.seatName(seat) + (extra || ""));
}

function counted(names) { // ["Copper", "Copper", "Estate"] -> "2× Copper, Estate"
  const n = new Map();
  for (const x of names) n.set(cardName(x), (n.get(cardName(x)) || 0) + 1);
  return [...n].map(([x, k]) => (k > 1 ? `${k}× ${x}` : x)).join(", ") || "—";
}

// A choice id's place names: "attack:A->B" -> ["A", "B"], "leyline:A|B" -> ["A", "B"], "claim:A" -> ["A"].
function placesOf(id, names) {
  const arg = id.slice(id.indexOf(":") + 1);
  if (id.indexOf(":") < 0) return [];
  return arg.split(/->|\|/).filter((x) => names.has(x));
}

// The choices naming `name` (and, with a picked place, naming both).
function placeChoices(ctx, names, name) {
  return [...ctx.ids.keys()].filter((id) => placesOf(id, names).includes(name));
}

// Click on a place: send the one choice naming it (or the picked place and it), else pick it.
function clickPlace(ctx, names, name) {
  if (ctx.picked && ctx.picked !== name) {
    const both = placeChoices(ctx, names, name).filter((id) => placesOf(id, names).includes(ctx.picked));
    const inOrder = both.filter((id) => placesOf(id, names)[0] === ctx.picked); // from the picked one
    if (inOrder.length === 1) { ctx.choose(inOrder[0]); return; }
    if (both.length === 1) { ctx.choose(both[0]); return; }
  }
  const mine = placeChoices(ctx, names, name);
  if (mine.length === 1) ctx.choose(mine[0]);
  else if (mine.length > 1) ctx.pick(ctx.picked === name ? null : name);
  else ctx.pick(null);
}

// The places the picked one leads to (to highlight).
function targetsOf(ctx, names) {
  const out = new Set();
  if (!ctx.picked) return out;
  for (const id of placeChoices(ctx, names, ctx.picked)) for (const p of placesOf(id, names)) if (p !== ctx.picked) out.add(p);
  return out;
}

// ---------------------------------------------------------------- Dominion

// Card names in the page's language: CARD_NAMES maps an English name (the id) to the localized
// one (game.js loads it from /api/names/dominion?lang=...); ids stay English.
let CARD_NAMES = null;
let CARD_NAME_RE = null;

function setCardNames(names) {
  CARD_NAMES = names && Object.keys(names).length ? names : null;
  const keys = CARD_NAMES ? Object.keys(CARD_NAMES).filter((k) => CARD_NAMES[k] !== k).sort((a, b) => b.length - a.length) : [];
  const esc = (x) => x.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  CARD_NAME_RE = keys.length ? new RegExp(`(?<![A-Za-z'’-])(${keys.map(esc).join("|")})(?![A-Za-z'’-])`, "g") : null;
}

function cardName(name) { return (CARD_NAMES && CARD_NAMES[name]) || name; }

// Every English card name in a text (a choice label, a log detail) in the page's language.
function localizeText(text) {
  if (!CARD_NAME_RE || typeof text !== "string") return text;
  return text.replace(CARD_NAME_RE, (m) => CARD_NAMES[m] || m);
}

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
  const body = [el("span", { class: "cname", text: shown, lang: shown !== name ? document.documentElement.lang : null })];
  if (opts.sub) body.push(el("span", { class: "csub", text: localizeText(opts.sub) }));
  const meta = [];
  if (opts.cost !== false && info) meta.push(el("span", { class: "cost", text: "$" + info.cost, title: "cost" }));
  if (opts.count !== undefined) meta.push(el("span", { class: "count", text: "×" + opts.count, title: "cards left" }));
  if (meta.length) body.push(el("span", { class: "cmeta" }, meta));
  const cls = cardClass(info) + (id ? " can" : "") + (opts.empty ? " empty" : "");
  const title = (info ? `${name}: ${info.types.join(", ")}, costs $${info.cost}` : name)
    + (shown !== name ? ` (${shown})` : "") + (id ? ` — ${localizeText(ctx.ids.get(id).label)}` : "");
  if (id) return el("button", { type: "button", class: cls, title: title, "data-card": name, "data-choice": id, onclick: () => ctx.choose(id) }, body);
  return el("div", { class: cls, title: title, "data-card": name }, body);
}

function dominionBoard(ctx) {
  const { v } = ctx;
  const out = el("div", { class: "board dominion" });
  out.append(el("p", { class: "turn" },
    chip(v.current, ctx, "’s turn"), ` — ${v.phase} phase · Actions ${v.actions} · Buys ${v.buys} · $${v.coins}`));

  // the supply (mixed piles show their top card)
  const pileChoice = (e) => {
    for (const n of [e.top, e.pile]) for (const verb of ["buy", "gain"]) if (n && ctx.ids.has(`${verb}:${n}`)) return `${verb}:${n}`;
    return null;
  };
  const kingdom = new Set(v.kingdom);
  const face = (e) => cardFace(ctx, e.top || e.pile, {
    choice: pileChoice(e), count: e.count, empty: !e.count,
    sub: e.top && e.top !== e.pile ? e.pile : (e.top ? null : "empty"),
  });
  const basic = v.supply.filter((e) => e.supply && !kingdom.has(e.pile));
  const king = v.supply.filter((e) => e.supply && kingdom.has(e.pile));
  const other = v.supply.filter((e) => !e.supply);
  out.append(section("Supply", "supply",
    el("div", { class: "cards basic" }, basic.map(face)),
    el("div", { class: "cards kingdom" }, king.map(face)),
    other.length ? el("div", { class: "cards other" }, el("span", { class: "sub", text: "Not in the Supply:" }), other.map(face)) : null));

  // the hand (a card is clickable when a choice names it: play, discard, trash, ...)
  if (v.seat !== null && v.seat !== undefined) {
    const handChoice = (name) => {
      for (const id of ctx.ids.keys()) {
        const [verb, arg] = [id.slice(0, id.indexOf(":")), id.slice(id.indexOf(":") + 1)];
        if (arg === name && verb !== "buy" && verb !== "gain") return id;
      }
      return null;
    };
    out.append(section(`Your hand (${v.hand.length})`, "hand",
      el("div", { class: "cards", id: "hand" }, v.hand.length ? v.hand.map((n) => cardFace(ctx, n, { choice: handChoice(n), cost: false }))
        : el("span", { class: "sub", text: "empty" }))));
  }

  // in play and set aside this turn
  const cur = v.players[v.current];
  if (cur) {
    out.append(section(`In play (${ctx.seatName(v.current)})`, "play",
      el("div", { class: "cards small" }, cur.in_play.length ? cur.in_play.map((n, i) => {
        const as = cur.copies[`${n}#${i}`];
        return cardFace(ctx, n, { cost: false, sub: as ? `as ${cardName(as)}` : null });
      }) : el("span", { class: "sub", text: "nothing" })),
      cur.set_aside.length ? el("p", { class: "sub", text: "Set aside: " + counted(cur.set_aside) }) : null));
  }

  // the players
  out.append(section("Players", "players", el("table", {},
    el("thead", {}, el("tr", {}, ["Player", "VP", "Hand", "Deck", "Discard", "Turns", "Cards"].map((h) => el("th", { scope: "col", text: h })))),
    el("tbody", {}, v.players.map((p) => el("tr", { class: (p.seat === v.seat ? "mine" : "") + (p.seat === v.current ? " current" : "") },
      el("td", {}, chip(p.seat, ctx)), el("td", { text: String(p.score) }), el("td", { text: String(p.hand_size) }),
      el("td", { text: String(p.deck_size) }),
      el("td", { text: p.discard_size + (p.discard_top ? ` (${cardName(p.discard_top)})` : "") }),
      el("td", { text: String(p.turns) }),
      el("td", { class: "owned" }, el("details", {}, el("summary", { text: String(Object.values(p.owned).reduce((a, b) => a + b, 0)) }),
        Object.entries(p.owned).map(([n, k]) => `${k}× ${cardName(n)}`).join(", ")))))))));

  out.append(section(`Trash (${v.trash.length})`, "trash", el("p", { text: counted(v.trash) })));
  return out;
}

// ---------------------------------------------------------------- Domination

function dominationBoard(ctx) {
  const { v } = ctx;
  const ts = v.territories;
  const out = el("div", { class: "board domination" });
  const names = new Set(ts.map((t) => t.name));
  out.append(el("p", { class: "turn" }, chip(v.current, ctx, "’s turn"),
    ` — round ${v.turn}, ${v.phase.replace(/_/g, " ")}` + (v.reinforcements ? ` · ${v.reinforcements} armies to place` : "")));

  const fight = battlePanel(ctx);
  if (fight) out.append(fight);
  const roll = v.last_roll || [[], []];
  if (roll[0].length || roll[1].length) out.append(lastRoll(roll));
  const odds = oddsPanel(ctx, names);
  if (odds) out.append(odds);
  if (ts.length && ts[0].x !== undefined) out.append(dominationMap(ctx, names));

  // continents
  const owners = v.continents ? v.continents.map((c, ci) => {
    const own = new Set(ts.filter((t) => t.continent === ci).map((t) => t.owner));
    return own.size === 1 ? [...own][0] : null;
  }) : [];
  if (v.continents) {
    out.append(section("Continents", "continents", el("ul", { class: "legend" }, v.continents.map((c, ci) =>
      el("li", {}, el("span", { class: "swatch", style: { background: c.colour } }), `${c.name} +${c.bonus}`,
        owners[ci] !== null && owners[ci] >= 0 ? el("span", { class: "sub" }, " — held by ", chip(owners[ci], ctx)) : null)))));
  }

  out.append(section("Players", "players", el("table", {},
    el("thead", {}, el("tr", {}, ["Player", "Territories", "Armies", "Cards", "Capital"].map((h) => el("th", { scope: "col", text: h })))),
    el("tbody", {}, v.players.map((p) => el("tr", { class: (p.seat === v.seat ? "mine" : "") + (p.seat === v.current ? " current" : "") + (p.alive ? "" : " dead") },
      el("td", {}, chip(p.seat, ctx, p.alive ? "" : " (out)")), el("td", { text: String(p.territories) }),
      el("td", { text: String(p.armies) }), el("td", { text: String(p.cards) }), el("td", { text: p.capital || "—" })))))));

  if (v.seat !== null && v.seat !== undefined) {
    out.append(section(`Your cards (${v.hand.length})`, "hand", el("ul", { id: "hand" }, v.hand.length ? v.hand.map((c) => el("li", { text: c })) : el("li", { class: "sub", text: "none" })),
      v.mission ? el("p", {}, el("strong", { text: "Mission: " }), v.mission) : null));
  }
  out.append(el("p", { class: "sub", text: `Cards traded: ${v.trades} · cards in the deck: ${v.deck}` }));
  return out;
}

function percent(p) { return p >= 0.9995 && p < 1 ? ">99.9%" : p > 0 && p < 0.0005 ? "<0.1%" : (100 * p).toFixed(1) + "%"; }

// A choice's odds as a short text: "win 73.4%, ~2.1 armies left".
function oddsText(o) { return `win ${percent(o.win)} · expect ${o.attackers_left.toFixed(1)} attackers, ${o.defenders_left.toFixed(1)} defenders left`; }

const DIE_FACES = ["", "⚀", "⚁", "⚂", "⚃", "⚄", "⚅"];

// The last roll: each side's dice highest first, paired (the higher die of a pair wins; a tie
// goes to the defender), the pairs each side lost marked.
function lastRoll(roll) {
  const [att, def] = roll;
  const pairs = Math.min(att.length, def.length);
  const die = (n, side, i) => {
    const lost = i < pairs && (side === "att" ? att[i] <= def[i] : def[i] < att[i]);
    return el("span", { class: `die ${side}` + (i >= pairs ? " unpaired" : lost ? " lost" : " won"), title: `${n}` + (i >= pairs ? " (not compared)" : lost ? " (lost)" : " (won)"), "data-value": n }, DIE_FACES[n] || String(n), el("small", { text: String(n) }));
  };
  let attLost = 0, defLost = 0;
  for (let i = 0; i < pairs; i++) { if (att[i] > def[i]) defLost++; else attLost++; }
  return section("Last roll", "dice",
    el("div", { class: "diceline" }, el("span", { class: "side", text: "Attacker" }), att.map((n, i) => die(n, "att", i))),
    el("div", { class: "diceline" }, el("span", { class: "side", text: "Defender" }), def.map((n, i) => die(n, "def", i))),
    el("p", { class: "sub", id: "roll-result", text: `Attacker lost ${attLost}, defender lost ${defLost}.` }));
}

// The battle being fought (the battle phase): who, how many, the odds of fighting on to the end.
function battlePanel(ctx) {
  const { v, d } = ctx;
  const b = v.battle || [-1, -1];
  if (!(b[0] >= 0 && b[1] >= 0) || !String(v.phase).includes("battle")) return null;
  const a = v.territories[b[0]], t = v.territories[b[1]];
  const odds = d && d.odds ? d.odds.annihilate : null;
  return section("Battle", "fight", el("p", {}, `${a.name} (${a.armies}) attacks ${t.name} (${t.armies})`,
    odds ? el("span", { class: "odds", text: ` — fought to the end: ${oddsText(odds)}` }) : null));
}

// Before attacking: the exact odds of each attack open to this seat (of the picked territory's first).
function oddsPanel(ctx, names) {
  const { d } = ctx;
  if (!d || !d.odds || !ctx.ids.size) return null;
  let ids = Object.keys(d.odds).filter((id) => id.startsWith("attack:") && ctx.ids.has(id));
  if (!ids.length) return null;
  if (ctx.picked) ids = ids.filter((id) => placesOf(id, names).includes(ctx.picked));
  ids.sort((x, y) => d.odds[y].win - d.odds[x].win);
  return section("Odds of your attacks (fought to the end)", "odds", el("table", { id: "odds" },
    el("thead", {}, el("tr", {}, ["Attack", "Win", "Attackers left", "Defenders left"].map((h) => el("th", { scope: "col", text: h })))),
    el("tbody", {}, ids.slice(0, 40).map((id) => {
      const o = d.odds[id], [a, b] = id.slice(7).split("->");
      return el("tr", { "data-choice": id }, el("td", {}, el("button", { type: "button", class: "link", "data-choice": id, onclick: () => ctx.choose(id), text: `${b} from ${a}` })),
        el("td", { text: percent(o.win) }), el("td", { text: o.attackers_left.toFixed(2) }), el("td", { text: o.defenders_left.toFixed(2) }));
    }))));
}

function dominationMap(ctx, names) {
  const { v } = ctx;
  const ts = v.territories;
  const xs = ts.map((t) => t.x), ys = ts.map((t) => t.y);
  const w = v.width || Math.max(...xs) + 40, h = v.height || Math.max(...ys) + 40;
  const r = Math.max(14, Math.min(w, h) / 22);
  const battle = v.battle || [-1, -1];
  const targets = targetsOf(ctx, names);
  const lines = [];
  ts.forEach((t, i) => {
    for (const j of t.borders) {
      const back = ts[j].borders.includes(i);
      if (back && j < i) continue;
      const far = Math.abs(ts[j].x - t.x) > w / 2; // a wrap-around border: two stubs to the edges
      if (far) {
        const left = t.x < ts[j].x ? t : ts[j], right = t.x < ts[j].x ? ts[j] : t;
        lines.push(svg("line", { x1: left.x, y1: left.y, x2: 0, y2: (left.y + right.y) / 2, class: "border wrap" }));
        lines.push(svg("line", { x1: right.x, y1: right.y, x2: w, y2: (left.y + right.y) / 2, class: "border wrap" }));
      } else {
        lines.push(svg("line", { x1: t.x, y1: t.y, x2: ts[j].x, y2: ts[j].y, class: back ? "border" : "border oneway" }));
      }
    }
  });
  const nodes = ts.map((t, i) => {
    const can = placeChoices(ctx, names, t.name).length > 0 || (ctx.picked && targets.has(t.name));
    const cls = ["terr", can ? "can" : "", ctx.picked === t.name ? "picked" : "", targets.has(t.name) ? "target" : "",
      battle.includes(i) ? "battle" : "", t.owner === v.seat && v.seat !== null ? "own" : ""].join(" ");
    const owner = t.owner >= 0 ? ctx.seatName(t.owner) : "nobody";
    const cont = v.continents ? v.continents[t.continent] : null;
    const g = svg("g", {
      class: cls, "data-name": t.name, tabindex: can ? "0" : null, role: can ? "button" : "img",
      "aria-label": `${t.name}: ${owner}, ${t.armies} armies`,
      onclick: () => { if (can) clickPlace(ctx, names, t.name); },
      onkeydown: (e) => { if (can && (e.key === "Enter" || e.key === " ")) { e.preventDefault(); clickPlace(ctx, names, t.name); } },
    },
    svg("title", { text: `${t.name} (${cont ? cont.name : ""}) — ${owner}, ${t.armies} armies` }),
    svg("circle", { cx: t.x, cy: t.y, r: r, fill: playerColour(t.owner), stroke: cont ? cont.colour : "#999", "stroke-width": r / 4 }),
    svg("text", { x: t.x, y: t.y, class: "armies", "font-size": r * 0.95, "dominant-baseline": "central", text: String(t.armies) }),
    svg("text", { x: t.x, y: t.y + r * 1.25 + r * 0.55, class: "tname", "font-size": r * 0.62, text: t.name }));
    return g;
  });
  return el("div", { class: "mapbox" }, svg("svg", { viewBox: `0 0 ${w} ${h}`, class: "map", role: "group", "aria-label": v.map_title || v.map },
    svg("rect", { x: 0, y: 0, width: w, height: h, class: "sea" }), lines, nodes));
}

// ---------------------------------------------------------------- Heroes of Dominaria

function manaDots(colour, n) {
  return el("span", { class: "mana", title: `${n} ${colour} mana` },
    el("span", { class: "dot", style: { background: MANA_COLOURS[colour] || "#999" } }), String(n));
}

function dominariaBoard(ctx) {
  const { v } = ctx;
  const out = el("div", { class: "board dominaria" });
  const names = new Set(v.locations.map((l) => l.name));
  const targets = targetsOf(ctx, names);
  out.append(el("p", { class: "turn" }, chip(v.current, ctx, "’s turn"),
    ` — round ${v.round} of ${v.rounds}, ${v.phase.replace(/_/g, " ")} · moves left ${v.moves} · collections left ${v.collects}`
    + (v.last_card ? ` · last Dominaria card: ${v.last_card}` : "")));

  // who is where: heroes and manaliths by location
  const heroes = new Map(), liths = new Map();
  for (const p of v.players) {
    for (const h of p.heroes) { if (!heroes.has(h)) heroes.set(h, []); heroes.get(h).push(p.seat); }
    for (const m of p.manaliths) { if (!liths.has(m)) liths.set(m, []); liths.get(m).push(p.seat); }
  }
  const byColour = new Map();
  for (const l of v.locations) { if (!byColour.has(l.colour)) byColour.set(l.colour, []); byColour.get(l.colour).push(l); }
  const locBox = (l) => {
    const can = placeChoices(ctx, names, l.name).length > 0;
    const tokens = [];
    if (l.mana) tokens.push(manaDots(l.colour, l.mana));
    if (l.cabal) tokens.push(el("span", { class: "token cabal", title: `${l.cabal} Cabal`, text: `☠ ${l.cabal}` }));
    if (l.artifact) tokens.push(el("span", { class: "token artifact", title: `${l.artifact} artifact`, text: `⚱ ${l.artifact}` }));
    const who = (heroes.get(l.name) || []).map((s) => el("span", { class: "hero", title: `${ctx.seatName(s)}’s hero`, style: { background: playerColour(s) }, text: "♞" }));
    const lith = (liths.get(l.name) || []).map((s) => el("span", { class: "lith", title: `${ctx.seatName(s)}’s Manalith`, style: { "border-bottom-color": playerColour(s) } }));
    const cls = `loc c-${l.colour}` + (can ? " can" : "") + (ctx.picked === l.name ? " picked" : "") + (targets.has(l.name) ? " target" : "");
    const body = [el("span", { class: "lname", text: l.name }), el("span", { class: "tokens" }, tokens), el("span", { class: "who" }, who, lith)];
    if (can) return el("button", { type: "button", class: cls, "data-name": l.name, onclick: () => clickPlace(ctx, names, l.name) }, body);
    return el("div", { class: cls, "data-name": l.name }, body);
  };
  if (v.locations.every((l) => l.x !== undefined)) out.append(dominariaMap(ctx, names, heroes, liths));
  out.append(section("Dominaria", "locations", el("div", { class: "colours" }, [...byColour].map(([c, ls]) =>
    el("div", { class: `colour c-${c}` }, el("h4", {}, el("span", { class: "dot", style: { background: MANA_COLOURS[c] } }), c), ls.map(locBox))))));

  // the public quests, the supply
  out.append(section("Public quests", "quests", el("ul", { class: "inline" }, v.public_quests.map((q) =>
    el("li", { text: q ? `${q.name} (${q.vp} VP, ${q.left} left)` : "—" })))),
  el("p", { class: "sub" }, "Supply: ", Object.entries(v.supply.mana).map(([c, n]) => manaDots(c, n)),
    ` · Cabal ${v.supply.cabal} · artifacts ${v.supply.artifacts} · decks: ${Object.entries(v.decks).map(([k, n]) => `${k} ${n}`).join(", ")}`));

  // each player's board
  out.append(section("Players", "players", el("div", { class: "pboards" }, v.players.map((p) => {
    const score = p.score || {};
    const row = (k, x) => [el("dt", { text: k }), el("dd", {}, x)];
    return el("article", { class: "pboard" + (p.seat === v.seat ? " mine" : "") + (p.seat === v.current ? " current" : ""), style: { "border-color": playerColour(p.seat) } },
      el("h4", {}, chip(p.seat, ctx, ` — ${p.board}`), el("span", { class: "vp", text: ` ${score.total !== undefined ? score.total : "?"} VP` })),
      el("dl", {},
        row("Pool", el("span", {}, Object.entries(p.pool).map(([c, n]) => manaDots(c, n)))),
        row("Heroes", `${p.heroes.join(", ") || "—"} (${p.heroes_on_track} on the track)`),
        row("Manaliths", (p.manaliths.join(", ") || "—") + (p.manalith_tokens.length ? ` · tokens: ${p.manalith_tokens.join(", ")}` : "")),
        row("Leylines", p.leylines.map(([a, b]) => `${a}–${b}`).join(", ") || "—"),
        row("Cabal", String(p.cabal)),
        row("Artifacts", [...p.artifacts, ...p.counted.map((a) => a + " (counted)")].join(", ") || "—"),
        row("Quests", `${p.hand_size} in hand` + (p.started.length ? ` · started: ${p.started.join(", ")}` : "")
          + (p.quests_done.length ? ` · done: ${p.quests_done.join(", ")}` : "") + (p.public.length ? ` · public: ${p.public.join(", ")}` : "")),
        row("Score", Object.entries(score).filter(([k, n]) => k !== "total" && n).map(([k, n]) => `${k} ${n}`).join(", ") || "0")));
  }))));

  if (v.seat !== null && v.seat !== undefined) {
    out.append(section(`Your quests (${v.hand.length})`, "hand", el("ul", { id: "hand" }, v.hand.length ? v.hand.map((q) => el("li", { text: q })) : el("li", { class: "sub", text: "none" }))));
  }
  return out;
}

// The map of Dominaria: locations at their coordinates in their colour, borders, every
// player's Leylines, heroes and Manaliths; a location a choice names is clickable.
function dominariaMap(ctx, names, heroes, liths) {
  const { v } = ctx;
  const ls = v.locations;
  const at = new Map(ls.map((l) => [l.name, l]));
  const xs = ls.map((l) => l.x), ys = ls.map((l) => l.y);
  const x0 = Math.min(...xs) - 70, y0 = Math.min(...ys) - 60;
  const w = Math.max(...xs) - x0 + 70, h = Math.max(...ys) - y0 + 70;
  const r = 30;
  const lines = [];
  for (const l of ls) {
    for (const n of l.adjacent) {
      if (n < l.name) continue;
      const m = at.get(n);
      lines.push(svg("line", { x1: l.x, y1: l.y, x2: m.x, y2: m.y, class: "border" }));
    }
  }
  v.players.forEach((p, i) => {
    const off = (i - (v.players.length - 1) / 2) * 5;
    for (const [a, b] of p.leylines) {
      const la = at.get(a), lb = at.get(b);
      lines.push(svg("line", { x1: la.x + off, y1: la.y + off, x2: lb.x + off, y2: lb.y + off, class: "leyline",
        stroke: playerColour(p.seat) }, svg("title", { text: `${ctx.seatName(p.seat)}’s Leyline ${a}–${b}` })));
    }
  });
  const nodes = ls.map((l) => {
    const can = placeChoices(ctx, names, l.name).length > 0;
    const bits = [
      svg("title", { text: `${l.name} (${l.colour}): ${l.mana} mana` + (l.cabal ? `, ${l.cabal} Cabal` : "") + (l.artifact ? `, ${l.artifact} artifact` : "") }),
      svg("circle", { cx: l.x, cy: l.y, r: r, fill: MANA_COLOURS[l.colour] || "#999", class: "locdot" + (l.start ? " start" : "") }),
      svg("text", { x: l.x, y: l.y, class: "armies" + (l.colour === "white" ? " dark" : ""), "font-size": 24, "dominant-baseline": "central", text: String(l.mana) }),
      svg("text", { x: l.x, y: l.y + r + 18, class: "tname", "font-size": 18, text: l.name }),
    ];
    if (l.cabal) bits.push(svg("text", { x: l.x - r - 6, y: l.y - r + 6, "font-size": 20, text: `☠${l.cabal}` }));
    if (l.artifact) bits.push(svg("text", { x: l.x + r - 4, y: l.y - r + 6, "font-size": 20, text: `⚱${l.artifact}` }));
    (heroes.get(l.name) || []).forEach((s, k) => bits.push(svg("circle", { cx: l.x - r + 8 + k * 14, cy: l.y + r - 2, r: 8, fill: playerColour(s), class: "herodot" },
      svg("title", { text: `${ctx.seatName(s)}’s hero` }))));
    (liths.get(l.name) || []).forEach((s, k) => bits.push(svg("rect", { x: l.x + r - 10 - k * 14, y: l.y - 6, width: 12, height: 12, fill: playerColour(s), class: "lithdot" },
      svg("title", { text: `${ctx.seatName(s)}’s Manalith` }))));
    return svg("g", {
      class: "terr" + (can ? " can" : "") + (ctx.picked === l.name ? " picked" : ""), "data-name": l.name,
      tabindex: can ? "0" : null, role: can ? "button" : "img", "aria-label": `${l.name}: ${l.colour}, ${l.mana} mana`,
      onclick: () => { if (can) clickPlace(ctx, names, l.name); },
      onkeydown: (e) => { if (can && (e.key === "Enter" || e.key === " ")) { e.preventDefault(); clickPlace(ctx, names, l.name); } },
    }, bits);
  });
  return el("div", { class: "mapbox" }, svg("svg", { viewBox: `${x0} ${y0} ${w} ${h}`, class: "map", role: "group", "aria-label": "The map of Dominaria" },
    svg("rect", { x: x0, y: y0, width: w, height: h, class: "sea" }), lines, nodes));
}

const BOARDS = { dominion: dominionBoard, domination: dominationBoard, dominaria: dominariaBoard };

// Place names a game's choices can carry (for the two-step picking of the decision buttons).
function placeNames(view) {
  if (view.game === "domination") return new Set(view.territories.map((t) => t.name));
  if (view.game === "dominaria") return new Set(view.locations.map((l) => l.name));
  return new Set();
}

// A readable label for choices the engines leave unlabelled ("attack:A->B", "count:3"), card
// names in the page's language, and a battle's odds when the decision carries them.
function choiceLabel(c, d) {
  const base = localizeText(baseLabel(c));
  const o = d && d.odds && d.odds[c.id];
  return o ? `${base} (win ${percent(o.win)})` : base;
}

function baseLabel(c) {
  if (c.label && c.label !== c.id) return c.label;
  const i = c.id.indexOf(":");
  if (i < 0) return c.id;
  const verb = c.id.slice(0, i), arg = c.id.slice(i + 1);
  const [a, b] = arg.split("->");
  switch (verb) {
    case "claim": return `Claim ${arg}`;
    case "place": return `Place on ${arg}`;
    case "count": return `${arg} ${arg === "1" ? "army" : "armies"}`;
    case "attack": return `Attack ${b} from ${a}`;
    case "fortify": return `Fortify ${b} from ${a}`;
    case "move": return b !== undefined ? `Move from ${a} to ${b}` : `Move ${arg}`;
    case "colour": return `Take ${arg}`;
    default: return `${verb[0].toUpperCase()}${verb.slice(1)} ${arg.replace("->", " → ")}`;
  }
}
