// Heroes of Dominaria's board on the game page (loaded after the page's boards.js, whose helpers it uses:
// el, svg, section, chip, t, tName...); it registers itself in BOARDS, STATUS, PLACES and FINALS,
// and for seeing the game in REPLAY (the location acted on flashes, and the player's board for
// a quest or an artifact) and INFO (a quest's, artifact's, public quest's or Dominaria card's
// words: the frame's words.texts, worded by the server from the game's tables, web.py).
"use strict";

const MANA_COLOURS = { white: "#f3efd8", blue: "#2f6fd6", black: "#3a3a3a", red: "#d0402b", green: "#2e9d4f" };

// ---------------------------------------------------------------- Heroes of Dominaria

// Names of Heroes of Dominaria in the page's language (the game's table), else the view's own.
function locName(name) { return tName(`location-${slug(name)}`, name); }
function colourName(c) { return tName(`color-${slug(c)}`, c); }
function questName(q) { return tName(`quest-${slug(q)}`, q); }
function artifactName(a) { return tName(`artifact-${slug(a)}`, a); }
function publicName(q) { return tName(`public-quest-${slug(q)}`, q); }
const listOf = (xs, f) => xs.map(f).join(", ") || "—";

// A quest, artifact, public quest or card by name, its words on hover, long-press and with I.
function named(kind, name, shown) {
  const key = `${kind}:${name}`;
  return el("span", { class: "named", "data-info": key, "data-info-open": key, role: "button", tabindex: "0" }, shown);
}
function namedList(kind, xs, f) {
  const out = [];
  xs.forEach((x, i) => { if (i) out.push(", "); out.push(named(kind, x, f(x))); });
  return out.length ? out : ["—"];
}
function wordsOf(ctx, key) { const w = (ctx.f && ctx.f.words) || {}; return (w.texts || {})[key]; }
function vpOf(ctx, key) { const w = (ctx.f && ctx.f.words) || {}; return (w.vp || {})[key]; }

// A quest as a card: its name and VP, what it needs and gives (a choice when `id`).
function questCard(ctx, name, id, label) {
  const key = `quest:${name}`, vp = vpOf(ctx, key);
  const body = [el("span", { class: "qname", text: label || (vp !== undefined ? `${questName(name)} (${t("web-vp", { n: vp })})` : questName(name)) }),
    el("span", { class: "qtext", text: wordsOf(ctx, key) || "" })];
  if (id) return el("button", { type: "button", class: "quest can", "data-choice": id, "data-info": key, onclick: () => ctx.choose(id) }, body);
  return el("div", { class: "quest", "data-info": key, "data-info-open": key, role: "button", tabindex: "0" }, body);
}

function manaDots(colour, n) {
  return el("span", { class: "mana", title: t("web-mana-title", { n: n, colour: colourName(colour) }) },
    el("span", { class: "dot", style: { background: MANA_COLOURS[colour] || "#999" } }), String(n));
}

function dominariaBoard(ctx) {
  const { v } = ctx;
  const out = el("div", { class: "board dominaria" });
  const names = new Set(v.locations.map((l) => l.name));

  // the quests this seat is offered (the opening choice): what each needs and gives, on the board
  const offered = [...ctx.ids.values()].filter((c) => c.id.startsWith("keep:"));
  if (offered.length) {
    out.append(section(t("web-choose-quests"), "offered", el("div", { class: "quest-cards" },
      offered.map((c) => questCard(ctx, c.id.slice(5), c.id, c.label)))));
  }
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
    const who = (heroes.get(l.name) || []).map((s) => el("span", { class: "hero", title: t("web-hero-of", { name: ctx.seatName(s) }), style: { background: playerColour(s), color: playerInk(s) }, text: "♞" }));
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
  out.append(section(t("web-public-quests"), "quests", el("ul", { class: "inline publics" }, v.public_quests.map((q) =>
    q ? el("li", { "data-info": `public:${q.name}`, "data-info-open": `public:${q.name}` }, el("span", { class: "qname", text: t("web-public-quest", { quest: publicName(q.name), vp: q.vp, left: q.left }) }),
      wordsOf(ctx, `public:${q.name}`) ? el("span", { class: "qtext", text: wordsOf(ctx, `public:${q.name}`) }) : null) : el("li", { text: "—" })))),
  el("p", { class: "sub" }, t("web-supply"), " ", Object.entries(v.supply.mana).map(([c, n]) => manaDots(c, n)),
    " · ", t("web-supply-line", { cabal: v.supply.cabal, artifacts: v.supply.artifacts,
      decks: Object.entries(v.decks).map(([k, n]) => `${t(`web-deck-${slug(k)}`, {}, k)} ${n}`).join(", ") })));

  // each player's board
  out.append(section(t("page-players"), "players", el("div", { class: "pboards" }, v.players.map((p) => {
    const score = p.score || {};
    const row = (k, x) => [el("dt", { text: k }), el("dd", {}, x)];
    const arts = [...p.artifacts.map((a) => named("artifact", a, artifactName(a))),
      ...p.counted.map((a) => named("artifact", a, t("web-counted", { artifact: artifactName(a) })))];
    const withList = (id, kind, xs, f) => (xs.length ? [" · ", t(id, { quests: "\u0000" }).split("\u0000")[0], ...namedList(kind, xs, f),
      t(id, { quests: "\u0000" }).split("\u0000")[1] || ""] : []);
    return el("article", { class: "pboard" + (p.seat === v.seat ? " mine" : "") + (p.seat === v.current ? " current" : ""), "data-seat": p.seat, style: { "border-color": playerColour(p.seat) } },
      el("h4", {}, chip(p.seat, ctx, ` — ${tName(`hero-${slug(p.board)}`, p.board)}`),
        el("span", { class: "vp", text: " " + t("web-vp", { n: score.total !== undefined ? score.total : "?" }) })),
      el("dl", {},
        row(t("web-pool"), el("span", {}, Object.entries(p.pool).map(([c, n]) => manaDots(c, n)))),
        row(t("web-heroes"), t("web-heroes-line", { heroes: listOf(p.heroes, locName), n: p.heroes_on_track })),
        row(t("web-manaliths"), listOf(p.manaliths, locName)
          + (p.manalith_tokens.length ? " · " + t("web-tokens", { colours: listOf(p.manalith_tokens, colourName) }) : "")),
        row(t("web-leylines"), listOf(p.leylines, ([a, b]) => `${locName(a)}–${locName(b)}`)),
        row(t("web-cabal"), String(p.cabal)),
        row(t("web-artifacts"), el("span", {}, arts.length ? arts.flatMap((x, i) => (i ? [", ", x] : [x])) : "—")),
        row(t("web-quests"), el("span", {}, t("web-in-hand", { n: p.hand_size }),
          ...withList("web-started", "quest", p.started, questName),
          ...withList("web-done", "quest", p.quests_done, questName),
          ...withList("web-public", "public", p.public, publicName))),
        row(t("web-score"), Object.entries(score).filter(([k, n]) => k !== "total" && n).map(([k, n]) => `${t(`web-score-${slug(k)}`, {}, k)} ${n}`).join(", ") || "0")));
  }))));

  if (v.seat !== null && v.seat !== undefined) {
    out.append(section(t("web-your-quests", { n: v.hand.length }), "hand", el("ul", { id: "hand" },
      // each quest by its name (its words on hover, long-press, a click: the side panel)
      v.hand.length ? v.hand.map((q) => el("li", {}, el("button", { type: "button", class: "quest", "data-info": `quest:${q}`, "data-info-open": `quest:${q}` }, questName(q))))
        : el("li", { class: "sub", text: t("web-none") }))));
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

function dominariaStatus(ctx) {
  const { v } = ctx;
  if (!ctx.d) return [dominariaGoal(ctx)].filter(Boolean); // over: the scores, no phase
  return [turnChip(v.current, ctx),
    t("web-turn-line", { round: v.round, rounds: v.rounds, phase: phaseName(v.phase), moves: v.moves, collects: v.collects }),
    v.last_card ? named("card", v.last_card, t("web-last-card", { card: tName(`card-${slug(v.last_card)}`, v.last_card) })) : null,
    dominariaGoal(ctx)].filter(Boolean);
}

// The scores (public, as on the players' boards): the seat's own by source (those it has VP
// from), then each other's total.
function dominariaGoal(ctx) {
  const { v } = ctx;
  const total = (p) => (p.score && typeof p.score === "object" ? p.score.total : p.score) || 0;
  const me = (v.players || []).find((p) => p.seat === v.seat);
  const parts = [];
  if (me) {
    const by = Object.entries(me.score && typeof me.score === "object" ? me.score : {})
      .filter(([k, n]) => k !== "total" && n).map(([k, n]) => t("web-goal-source", { source: t(`web-score-${slug(k)}`, {}, k), vp: n }));
    parts.push(t("web-goal-vp-mine", { vp: total(me) }) + (by.length ? ` (${by.join(", ")})` : ""));
  }
  for (const p of v.players || []) if (p !== me) parts.push(t("web-goal-vp-of", { name: ctx.seatName(p.seat), vp: total(p) }));
  return parts.length ? el("span", { class: "goal", id: "status-vp" }, el("strong", { text: t("web-goal-vp") }), " ", parts.join(" · ")) : null;
}

// A component's words for the tip and the side panel.
function dominariaInfo(ctx, key) {
  const i = key.indexOf(":");
  const kind = key.slice(0, i), name = key.slice(i + 1);
  const text = wordsOf(ctx, key);
  if (text === undefined) return null;
  const title = { quest: questName, artifact: artifactName, public: publicName, card: (n) => tName(`card-${slug(n)}`, n) }[kind];
  const vp = vpOf(ctx, key);
  return { title: title ? title(name) : name, banner: t(`web-info-${kind}`), cls: `k-${kind}`, meta: vp !== undefined ? t("web-vp", { n: vp }) : null, text: text };
}

// A replayed line: the locations it names flash (map and list), and the player's board when a
// quest or an artifact changes hands.
REPLAY.dominaria = (ctx, g) => {
  const out = replayPlaces(ctx, g);
  const colour = g.kind === "reveal" && g.events[0].data ? g.events[0].data.colour : null; // mana on every location of it
  if (colour) {
    for (const l of ctx.v.locations) if (l.colour === colour) out.push(...ctx.root.querySelectorAll(`[data-name="${CSS.escape(l.name)}"]`));
  }
  const boardKinds = ["new_quest", "start_quest", "complete_quest", "public_quest", "artifact", "use_artifact", "count_artifact", "gain_mana", "manalith_mana", "keep_quests"];
  if (boardKinds.includes(g.kind) && g.seat !== null && g.seat !== undefined) out.push(...ctx.root.querySelectorAll(`.pboard[data-seat="${g.seat}"]`));
  return out;
};
INFO.dominaria = dominariaInfo;

BOARDS.dominaria = dominariaBoard;
STATUS.dominaria = dominariaStatus;
PLACES.dominaria = { names: (v) => new Set(v.locations.map((x) => x.name)), name: (_v, name) => locName(name) };

// The end of the game: its columns of the score table (w: a word of the tables).
FINALS.dominaria = (f, log, w) => {
  const o = f.outcome, v = f.view, details = o.details || {};
  if (!details.breakdown) return null;
  const sources = [...new Set(details.breakdown.flatMap((b) => Object.keys(b)))].filter((k) => k !== "total");
  let cols = sources.map((k) => [w(`web-score-${slug(k)}`), (i) => details.breakdown[i][k] || 0]);
  cols.push([w("web-col-total"), (i) => o.scores[i]]);
  if (details.quests) cols.push([w("web-col-quests-done"), (i) => details.quests[i]]);
  return cols;
};
