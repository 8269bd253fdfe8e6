// Domination's board on the game page (loaded after the page's boards.js, whose helpers it uses:
// el, svg, section, chip, t, tName...); it registers itself in BOARDS, STATUS, PLACES and FINALS.
"use strict";

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

BOARDS.domination = dominationBoard;
STATUS.domination = dominationStatus;
PLACES.domination = { names: (v) => new Set(v.territories.map((x) => x.name)), name: terrName };

// The end of the game: its columns of the score table (w: a word of the tables).
FINALS.domination = (f, log, w) => {
  const o = f.outcome, v = f.view, details = o.details || {};
  const terr = details.territories || o.scores;
  const elim = new Map(), by = new Map();
  for (const e of log) {
    if (e.kind !== "eliminate" || e.seat === null || e.seat === undefined) continue;
    elim.set(e.seat, (elim.get(e.seat) || 0) + 1);
    if (e.data && e.data.loser !== undefined) by.set(e.data.loser, e.seat);
  }
  let cols = [[w("web-col-territories"), (i) => terr[i]]];
  if (v.players) cols.push([w("web-col-armies"), (i) => v.players[i].armies]);
  cols.push([w("web-col-eliminated"), (i) => String(elim.get(i) || 0)]);
  cols.push([w("web-col-out"), (i) => (by.has(i) ? w("web-out-by", { name: seatName(f, by.get(i)) })
    : v.players && v.players[i] && !v.players[i].alive ? t("page-yes") : "—")]);
  if (details.turns !== undefined) cols.push([w("web-col-rounds"), () => details.turns]);
  return cols;
};
