// The per-game boards of the game page. Each board is a function (ctx) -> a DOM node, where
// ctx = {f: the frame, v: its view, d: the decision, ids: Map(choice id -> choice) of the
// choices this seat may send now (empty while waiting or not asked), choose(id), pick(name),
// picked: the place picked for a two-step choice (map games), seatName(seat)}.
// Anything clickable on a board is a button (or an SVG group with role=button) that sends a
// choice that is also among the decision's buttons. Every word comes from the tables (t, i18n.js):
// the server's "page-" words and the game's "web-" words; names by the games' id conventions
// (card-, territory-, location-...), falling back to the name the view gives.
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

// "Ann’s turn" as a chip in the player's colour.
function turnChip(seat, ctx) {
  return el("span", { class: "who", "data-seat": seat }, el("span", { class: "swatch", style: { background: playerColour(seat) } }),
    t("page-turn-of", { name: ctx.seatName(seat) }));
}

function phaseName(phase) { return t(`web-phase-${slug(phase)}`, {}, String(phase).replace(/_/g, " ")); }

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

// ---------------------------------------------------------------- Domination

// A territory's or continent's name in the page's language (the map's table), else the map's own.
function terrName(v, name) { return tName(`territory-${slug(v.map)}-${slug(name)}`, name); }
function contName(v, name) { return tName(`continent-${slug(v.map)}-${slug(name)}`, name); }

function dominationBoard(ctx) {
  const { v } = ctx;
  const ts = v.territories;
  const words = ctx.f.words || {};
  const out = el("div", { class: "board domination" });
  const names = new Set(ts.map((x) => x.name));
  // the map first (the board is the page), then what goes with it
  if (ts.length && ts[0].x !== undefined) out.append(dominationMap(ctx, names));
  const side = el("div", { class: "side" });
  out.append(side);
  const fight = battlePanel(ctx);
  if (fight) side.append(fight);
  const roll = v.last_roll || [[], []];
  if (roll[0].length || roll[1].length) side.append(lastRoll(roll));
  const odds = oddsPanel(ctx, names);
  if (odds) side.append(odds);

  // continents
  const owners = v.continents ? v.continents.map((c, ci) => {
    const own = new Set(ts.filter((x) => x.continent === ci).map((x) => x.owner));
    return own.size === 1 ? [...own][0] : null;
  }) : [];
  if (v.continents) {
    side.append(section(t("web-continents"), "continents", el("ul", { class: "legend" }, v.continents.map((c, ci) =>
      el("li", {}, el("span", { class: "swatch", style: { background: c.colour } }), `${contName(v, c.name)} +${c.bonus}`,
        owners[ci] !== null && owners[ci] >= 0 ? el("span", { class: "sub" }, " — ", t("web-held-by"), " ", chip(owners[ci], ctx)) : null)))));
  }

  side.append(section(t("page-players"), "players", el("table", {},
    el("thead", {}, el("tr", {}, [t("game-col-player"), t("web-col-territories"), t("web-col-armies"), t("web-col-cards"), t("web-col-capital")]
      .map((h) => el("th", { scope: "col", text: h })))),
    el("tbody", {}, v.players.map((p) => el("tr", { class: (p.seat === v.seat ? "mine" : "") + (p.seat === v.current ? " current" : "") + (p.alive ? "" : " dead") },
      el("td", {}, chip(p.seat, ctx, p.alive ? "" : " " + t("web-out"))), el("td", { text: String(p.territories) }),
      el("td", { text: String(p.armies) }), el("td", { text: String(p.cards) }), el("td", { text: p.capital ? terrName(v, p.capital) : "—" })))))));

  if (v.seat !== null && v.seat !== undefined) {
    const hand = v.hand.map((c, i) => (words.hand && words.hand[i]) || c);
    side.append(section(t("web-your-cards", { n: v.hand.length }), "hand", el("ul", { id: "hand" }, hand.length ? hand.map((c) => el("li", { text: c })) : el("li", { class: "sub", text: t("web-none") })),
      v.mission ? el("p", {}, el("strong", { text: t("web-mission") }), " ", words.mission || v.mission) : null));
  }
  side.append(el("p", { class: "sub", text: t("web-deck-line", { trades: v.trades, deck: v.deck }) }));
  return out;
}

function percent(p) { return p >= 0.9995 && p < 1 ? ">99.9%" : p > 0 && p < 0.0005 ? "<0.1%" : (100 * p).toFixed(1) + "%"; }

// A choice's odds as a short text: "win 73.4% · expect 2.1 attackers, 0.3 defenders left".
function oddsText(o) { return t("web-odds-text", { win: percent(o.win), attackers: o.attackers_left.toFixed(1), defenders: o.defenders_left.toFixed(1) }); }

const DIE_FACES = ["", "⚀", "⚁", "⚂", "⚃", "⚄", "⚅"];

// The last roll: each side's dice highest first, paired (the higher die of a pair wins; a tie
// goes to the defender), the pairs each side lost marked.
function lastRoll(roll) {
  const [att, def] = roll;
  const pairs = Math.min(att.length, def.length);
  const die = (n, side, i) => {
    const lost = i < pairs && (side === "att" ? att[i] <= def[i] : def[i] < att[i]);
    const how = i >= pairs ? "web-die-unpaired" : lost ? "web-die-lost" : "web-die-won";
    return el("span", { class: `die ${side}` + (i >= pairs ? " unpaired" : lost ? " lost" : " won"), title: t(how, { n: n }), "data-value": n }, DIE_FACES[n] || String(n), el("small", { text: String(n) }));
  };
  let attLost = 0, defLost = 0;
  for (let i = 0; i < pairs; i++) { if (att[i] > def[i]) defLost++; else attLost++; }
  return section(t("web-last-roll"), "dice",
    el("div", { class: "diceline" }, el("span", { class: "side", text: t("web-attacker") }), att.map((n, i) => die(n, "att", i))),
    el("div", { class: "diceline" }, el("span", { class: "side", text: t("web-defender") }), def.map((n, i) => die(n, "def", i))),
    el("p", { class: "sub", id: "roll-result", text: t("web-roll-result", { attacker: attLost, defender: defLost }) }));
}

// The battle being fought (the battle phase): who, how many, the odds of fighting on to the end.
function battlePanel(ctx) {
  const { v, d } = ctx;
  const b = v.battle || [-1, -1];
  if (!(b[0] >= 0 && b[1] >= 0) || !String(v.phase).includes("battle")) return null;
  const a = v.territories[b[0]], b2 = v.territories[b[1]];
  const odds = d && d.odds ? d.odds.annihilate : null;
  return section(t("web-battle"), "fight", el("p", {}, t("web-battle-line", { src: terrName(v, a.name), a: a.armies, dst: terrName(v, b2.name), d: b2.armies }),
    odds ? el("span", { class: "odds", text: " — " + t("web-to-the-end", { odds: oddsText(odds) }) }) : null));
}

// Before attacking: the exact odds of each attack open to this seat (of the picked territory's first).
function oddsPanel(ctx, names) {
  const { d } = ctx;
  if (!d || !d.odds || !ctx.ids.size) return null;
  let ids = Object.keys(d.odds).filter((id) => id.startsWith("attack:") && ctx.ids.has(id));
  if (!ids.length) return null;
  if (ctx.picked) ids = ids.filter((id) => placesOf(id, names).includes(ctx.picked));
  ids.sort((x, y) => d.odds[y].win - d.odds[x].win);
  return section(t("web-odds-title"), "odds", el("table", { id: "odds" },
    el("thead", {}, el("tr", {}, [t("web-col-attack"), t("web-col-win"), t("web-col-attackers-left"), t("web-col-defenders-left")]
      .map((h) => el("th", { scope: "col", text: h })))),
    el("tbody", {}, ids.slice(0, 40).map((id) => {
      const o = d.odds[id], [a, b] = id.slice(7).split("->");
      return el("tr", { "data-choice": id }, el("td", {}, el("button", { type: "button", class: "link", "data-choice": id, onclick: () => ctx.choose(id),
        text: t("web-attack-from", { dst: terrName(ctx.v, b), src: terrName(ctx.v, a) }) })),
        el("td", { text: percent(o.win) }), el("td", { text: o.attackers_left.toFixed(2) }), el("td", { text: o.defenders_left.toFixed(2) }));
    }))));
}

function dominationMap(ctx, names) {
  const { v } = ctx;
  const ts = v.territories;
  const xs = ts.map((p) => p.x), ys = ts.map((p) => p.y);
  const w = v.width || Math.max(...xs) + 40, h = v.height || Math.max(...ys) + 40;
  const r = Math.max(14, Math.min(w, h) / 22);
  const battle = v.battle || [-1, -1];
  const targets = targetsOf(ctx, names);
  const lines = [];
  ts.forEach((x, i) => {
    for (const j of x.borders) {
      const back = ts[j].borders.includes(i);
      if (back && j < i) continue;
      const far = Math.abs(ts[j].x - x.x) > w / 2; // a wrap-around border: two stubs to the edges
      if (far) {
        const left = x.x < ts[j].x ? x : ts[j], right = x.x < ts[j].x ? ts[j] : x;
        lines.push(svg("line", { x1: left.x, y1: left.y, x2: 0, y2: (left.y + right.y) / 2, class: "border wrap" }));
        lines.push(svg("line", { x1: right.x, y1: right.y, x2: w, y2: (left.y + right.y) / 2, class: "border wrap" }));
      } else {
        lines.push(svg("line", { x1: x.x, y1: x.y, x2: ts[j].x, y2: ts[j].y, class: back ? "border" : "border oneway" }));
      }
    }
  });
  const nodes = ts.map((x, i) => {
    const can = placeChoices(ctx, names, x.name).length > 0 || (ctx.picked && targets.has(x.name));
    const cls = ["terr", can ? "can" : "", ctx.picked === x.name ? "picked" : "", targets.has(x.name) ? "target" : "",
      battle.includes(i) ? "battle" : "", x.owner === v.seat && v.seat !== null ? "own" : ""].join(" ");
    const owner = x.owner >= 0 ? ctx.seatName(x.owner) : t("web-nobody");
    const cont = v.continents ? v.continents[x.continent] : null;
    const tn = terrName(v, x.name);
    const g = svg("g", {
      class: cls, "data-name": x.name, tabindex: can ? "0" : null, role: can ? "button" : "img",
      "aria-label": t("web-territory-label", { territory: tn, owner: owner, n: x.armies }),
      onclick: () => { if (can) clickPlace(ctx, names, x.name); },
      onkeydown: (e) => { if (can && (e.key === "Enter" || e.key === " ")) { e.preventDefault(); clickPlace(ctx, names, x.name); } },
    },
    svg("title", { text: t("web-territory-title", { territory: tn, continent: cont ? contName(v, cont.name) : "", owner: owner, n: x.armies }) }),
    svg("circle", { cx: x.x, cy: x.y, r: r, fill: playerColour(x.owner), stroke: cont ? cont.colour : "#999", "stroke-width": r / 4 }),
    svg("text", { x: x.x, y: x.y, class: "armies", "font-size": r * 0.95, "dominant-baseline": "central", text: String(x.armies) }),
    svg("text", { x: x.x, y: x.y + r * 1.25 + r * 0.55, class: "tname", "font-size": r * 0.62, text: tn }));
    return g;
  });
  return el("div", { class: "mapbox" }, svg("svg", { viewBox: `0 0 ${w} ${h}`, class: "map", role: "group", "aria-label": tName(`map-${slug(v.map)}`, v.map_title || v.map) },
    svg("rect", { x: 0, y: 0, width: w, height: h, class: "sea" }), lines, nodes));
}

// ---------------------------------------------------------------- Heroes of Dominaria

// Names of Heroes of Dominaria in the page's language (the game's table), else the view's own.
function locName(name) { return tName(`location-${slug(name)}`, name); }
function colourName(c) { return tName(`color-${slug(c)}`, c); }
function questName(q) { return tName(`quest-${slug(q)}`, q); }
function artifactName(a) { return tName(`artifact-${slug(a)}`, a); }
function publicName(q) { return tName(`public-quest-${slug(q)}`, q); }
const listOf = (xs, f) => xs.map(f).join(", ") || "—";

function manaDots(colour, n) {
  return el("span", { class: "mana", title: t("web-mana-title", { n: n, colour: colourName(colour) }) },
    el("span", { class: "dot", style: { background: MANA_COLOURS[colour] || "#999" } }), String(n));
}

function dominariaBoard(ctx) {
  const { v } = ctx;
  const out = el("div", { class: "board dominaria" });
  const names = new Set(v.locations.map((l) => l.name));
  const targets = targetsOf(ctx, names);

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
    if (l.cabal) tokens.push(el("span", { class: "token cabal", title: t("web-cabal-n", { n: l.cabal }), text: `☠ ${l.cabal}` }));
    if (l.artifact) tokens.push(el("span", { class: "token artifact", title: t("web-artifact-n", { n: l.artifact }), text: `⚱ ${l.artifact}` }));
    const who = (heroes.get(l.name) || []).map((s) => el("span", { class: "hero", title: t("web-hero-of", { name: ctx.seatName(s) }), style: { background: playerColour(s) }, text: "♞" }));
    const lith = (liths.get(l.name) || []).map((s) => el("span", { class: "lith", title: t("web-manalith-of", { name: ctx.seatName(s) }), style: { "border-bottom-color": playerColour(s) } }));
    const cls = `loc c-${l.colour}` + (can ? " can" : "") + (ctx.picked === l.name ? " picked" : "") + (targets.has(l.name) ? " target" : "");
    const body = [el("span", { class: "lname", text: locName(l.name) }), el("span", { class: "tokens" }, tokens), el("span", { class: "who" }, who, lith)];
    if (can) return el("button", { type: "button", class: cls, "data-name": l.name, onclick: () => clickPlace(ctx, names, l.name) }, body);
    return el("div", { class: cls, "data-name": l.name }, body);
  };
  if (v.locations.every((l) => l.x !== undefined)) out.append(dominariaMap(ctx, names, heroes, liths));
  out.append(section(t("web-locations"), "locations", el("div", { class: "colours" }, [...byColour].map(([c, ls]) =>
    el("div", { class: `colour c-${c}` }, el("h4", {}, el("span", { class: "dot", style: { background: MANA_COLOURS[c] } }), colourName(c)), ls.map(locBox))))));

  // the public quests, the supply
  out.append(section(t("web-public-quests"), "quests", el("ul", { class: "inline" }, v.public_quests.map((q) =>
    el("li", { text: q ? t("web-public-quest", { quest: publicName(q.name), vp: q.vp, left: q.left }) : "—" })))),
  el("p", { class: "sub" }, t("web-supply"), " ", Object.entries(v.supply.mana).map(([c, n]) => manaDots(c, n)),
    " · ", t("web-supply-line", { cabal: v.supply.cabal, artifacts: v.supply.artifacts,
      decks: Object.entries(v.decks).map(([k, n]) => `${t(`web-deck-${slug(k)}`, {}, k)} ${n}`).join(", ") })));

  // each player's board
  out.append(section(t("page-players"), "players", el("div", { class: "pboards" }, v.players.map((p) => {
    const score = p.score || {};
    const row = (k, x) => [el("dt", { text: k }), el("dd", {}, x)];
    return el("article", { class: "pboard" + (p.seat === v.seat ? " mine" : "") + (p.seat === v.current ? " current" : ""), style: { "border-color": playerColour(p.seat) } },
      el("h4", {}, chip(p.seat, ctx, ` — ${tName(`hero-${slug(p.board)}`, p.board)}`),
        el("span", { class: "vp", text: " " + t("web-vp", { n: score.total !== undefined ? score.total : "?" }) })),
      el("dl", {},
        row(t("web-pool"), el("span", {}, Object.entries(p.pool).map(([c, n]) => manaDots(c, n)))),
        row(t("web-heroes"), t("web-heroes-line", { heroes: listOf(p.heroes, locName), n: p.heroes_on_track })),
        row(t("web-manaliths"), listOf(p.manaliths, locName)
          + (p.manalith_tokens.length ? " · " + t("web-tokens", { colours: listOf(p.manalith_tokens, colourName) }) : "")),
        row(t("web-leylines"), listOf(p.leylines, ([a, b]) => `${locName(a)}–${locName(b)}`)),
        row(t("web-cabal"), String(p.cabal)),
        row(t("web-artifacts"), [...p.artifacts.map(artifactName), ...p.counted.map((a) => t("web-counted", { artifact: artifactName(a) }))].join(", ") || "—"),
        row(t("web-quests"), t("web-in-hand", { n: p.hand_size })
          + (p.started.length ? " · " + t("web-started", { quests: listOf(p.started, questName) }) : "")
          + (p.quests_done.length ? " · " + t("web-done", { quests: listOf(p.quests_done, questName) }) : "")
          + (p.public.length ? " · " + t("web-public", { quests: listOf(p.public, publicName) }) : "")),
        row(t("web-score"), Object.entries(score).filter(([k, n]) => k !== "total" && n).map(([k, n]) => `${t(`web-score-${slug(k)}`, {}, k)} ${n}`).join(", ") || "0")));
  }))));

  if (v.seat !== null && v.seat !== undefined) {
    out.append(section(t("web-your-quests", { n: v.hand.length }), "hand", el("ul", { id: "hand" },
      v.hand.length ? v.hand.map((q) => el("li", { text: questName(q) })) : el("li", { class: "sub", text: t("web-none") }))));
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
        stroke: playerColour(p.seat) }, svg("title", { text: t("web-leyline-of", { name: ctx.seatName(p.seat), a: locName(a), b: locName(b) }) })));
    }
  });
  const nodes = ls.map((l) => {
    const can = placeChoices(ctx, names, l.name).length > 0;
    const bits = [
      svg("title", { text: t("web-location-title", { location: locName(l.name), colour: colourName(l.colour), mana: l.mana, cabal: l.cabal, artifacts: l.artifact }) }),
      svg("circle", { cx: l.x, cy: l.y, r: r, fill: MANA_COLOURS[l.colour] || "#999", class: "locdot" + (l.start ? " start" : "") }),
      svg("text", { x: l.x, y: l.y, class: "armies" + (l.colour === "white" ? " dark" : ""), "font-size": 24, "dominant-baseline": "central", text: String(l.mana) }),
      svg("text", { x: l.x, y: l.y + r + 18, class: "tname", "font-size": 18, text: locName(l.name) }),
    ];
    if (l.cabal) bits.push(svg("text", { x: l.x - r - 6, y: l.y - r + 6, "font-size": 20, text: `☠${l.cabal}` }));
    if (l.artifact) bits.push(svg("text", { x: l.x + r - 4, y: l.y - r + 6, "font-size": 20, text: `⚱${l.artifact}` }));
    (heroes.get(l.name) || []).forEach((s, k) => bits.push(svg("circle", { cx: l.x - r + 8 + k * 14, cy: l.y + r - 2, r: 8, fill: playerColour(s), class: "herodot" },
      svg("title", { text: t("web-hero-of", { name: ctx.seatName(s) }) }))));
    (liths.get(l.name) || []).forEach((s, k) => bits.push(svg("rect", { x: l.x + r - 10 - k * 14, y: l.y - 6, width: 12, height: 12, fill: playerColour(s), class: "lithdot" },
      svg("title", { text: t("web-manalith-of", { name: ctx.seatName(s) }) }))));
    return svg("g", {
      class: "terr" + (can ? " can" : "") + (ctx.picked === l.name ? " picked" : ""), "data-name": l.name,
      tabindex: can ? "0" : null, role: can ? "button" : "img", "aria-label": t("web-location-label", { location: locName(l.name), colour: colourName(l.colour), mana: l.mana }),
      onclick: () => { if (can) clickPlace(ctx, names, l.name); },
      onkeydown: (e) => { if (can && (e.key === "Enter" || e.key === " ")) { e.preventDefault(); clickPlace(ctx, names, l.name); } },
    }, bits);
  });
  return el("div", { class: "mapbox" }, svg("svg", { viewBox: `${x0} ${y0} ${w} ${h}`, class: "map", role: "group", "aria-label": t("web-map") },
    svg("rect", { x: x0, y: y0, width: w, height: h, class: "sea" }), lines, nodes));
}

const BOARDS = { dominion: dominionBoard, domination: dominationBoard, dominaria: dominariaBoard };

// ---------------------------------------------------------------- the status bar

// Each game's part of the status bar: whose turn, the round, the phase and its counters.
function dominionStatus(ctx) {
  const { v } = ctx;
  const cur = v.players[v.current];
  return [turnChip(v.current, ctx), t("game-round", { n: cur ? cur.turns : 0 }),
    t("web-turn-line", { phase: phaseName(v.phase), actions: v.actions, buys: v.buys, coins: v.coins })];
}

// Domination's round: a round starts when play comes back round to (or past) the first
// player, as the engine counts it, from the public "turn" events (the view counts turns).
function dominationRound(v, log) {
  const n = (v.turn_order || []).length || v.players.length;
  const first = v.first_player !== undefined ? v.first_player : 0;
  const pos = (s) => (((s - first) % n) + n) % n;
  let round = 0, prev = null;
  for (const e of log || []) {
    if (e.kind !== "turn" || e.seat === null || e.seat === undefined) continue;
    if (prev === null || pos(e.seat) <= pos(prev)) round++;
    prev = e.seat;
  }
  return round;
}

function dominationStatus(ctx) {
  const { v } = ctx;
  const round = dominationRound(v, ctx.log);
  const out = [turnChip(v.current, ctx), t("web-turn-line", { round: round, phase: phaseName(v.phase), reinforcements: v.reinforcements || 0 })];
  // during a battle and the move after it: the last roll in short (its panel is below the map)
  const [att, def] = v.last_roll || [[], []];
  if ((att.length || def.length) && /battle|move|defend/.test(String(v.phase))) {
    let attLost = 0, defLost = 0;
    for (let i = 0; i < Math.min(att.length, def.length); i++) { if (att[i] > def[i]) defLost++; else attLost++; }
    out.push(el("span", { class: "lastroll", id: "status-roll" }, `${t("web-last-roll")}: `,
      el("span", { class: "att", text: att.map((n) => DIE_FACES[n] || n).join("") }), " : ",
      el("span", { class: "def", text: def.map((n) => DIE_FACES[n] || n).join("") }), " ",
      t("web-roll-result", { attacker: attLost, defender: defLost })));
  }
  return out;
}

function dominariaStatus(ctx) {
  const { v } = ctx;
  return [turnChip(v.current, ctx),
    t("web-turn-line", { round: v.round, rounds: v.rounds, phase: phaseName(v.phase), moves: v.moves, collects: v.collects })
    + (v.last_card ? " · " + t("web-last-card", { card: tName(`card-${slug(v.last_card)}`, v.last_card) }) : "")];
}

const STATUS = { dominion: dominionStatus, domination: dominationStatus, dominaria: dominariaStatus };

function statusOf(ctx) {
  const own = STATUS[ctx.v.game];
  if (own) return own(ctx);
  const d = ctx.d;
  return d && d.seat !== undefined && d.seat !== null ? [turnChip(d.seat, ctx)] : [];
}

// Place names a game's choices can carry (for the two-step picking of the decision buttons).
function placeNames(view) {
  if (view.game === "domination") return new Set(view.territories.map((t) => t.name));
  if (view.game === "dominaria") return new Set(view.locations.map((l) => l.name));
  return new Set();
}

// A place's name in the page's language (a territory or a location; else as given).
function placeName(view, name) {
  if (view.game === "domination") return terrName(view, name);
  if (view.game === "dominaria") return locName(name);
  return name;
}

// A choice's label (the server's, in the page's language) with a battle's odds when the decision
// carries them; a readable one for a choice the engine left unlabelled ("attack:A->B", "count:3").
function choiceLabel(c, d, view) {
  const base = baseLabel(c, view || (typeof shown !== "undefined" && shown && shown.frame ? shown.frame.view : {}));
  const o = d && d.odds && d.odds[c.id];
  return o ? t("page-choice-odds", { label: base, win: percent(o.win) }) : base;
}

function baseLabel(c, view) {
  if (c.label && c.label !== c.id) return c.label;
  const i = c.id.indexOf(":");
  if (i < 0) return c.id;
  const verb = c.id.slice(0, i), arg = c.id.slice(i + 1);
  const [a, b] = arg.split("->").map((x) => placeName(view, x));
  const place = placeName(view, arg);
  switch (verb) {
    case "claim": return t("page-choice-claim", { place: place });
    case "place": return t("page-choice-place", { place: place });
    case "count": return t("page-choice-count", { n: Number(arg) });
    case "attack": return t("page-choice-attack", { src: a, dst: b });
    case "fortify": return t("page-choice-fortify", { src: a, dst: b });
    case "move": return b !== undefined ? t("page-choice-move-to", { src: a, dst: b }) : t("page-choice-move", { n: arg });
    case "colour": return t("page-choice-colour", { colour: colourName(arg) });
    default: return `${verb} ${arg.replace("->", " → ")}`; // a bare id: nothing to translate
  }
}
