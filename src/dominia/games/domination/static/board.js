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

  // (a seat's colour in words, and its capital where it has one, under its name: four narrow
  // columns fit a third of the page in every language)
  side.append(section(t("page-players"), "players", el("table", {},
    el("thead", {}, el("tr", {}, [t("game-col-player"), t("web-col-territories"), t("web-col-armies"), t("web-col-cards")]
      .map((h) => el("th", { scope: "col", text: h })))),
    el("tbody", {}, v.players.map((p) => el("tr", { class: (p.seat === v.seat ? "mine" : "") + (p.seat === v.current ? " current" : "") + (p.alive ? "" : " dead") },
      // the seat's colour in words too (missions name it: "destroy the blue armies")
      el("td", {}, chip(p.seat, ctx, p.alive ? "" : " " + t("web-out")),
        v.colours && v.colours[p.seat] ? el("span", { class: "sub colour-word", text: t(`colour-${slug(v.colours[p.seat])}`) }) : null,
        p.capital ? el("span", { class: "sub capital-word", text: `${t("web-col-capital")}: ${terrName(v, p.capital)}` }) : null),
      el("td", { text: String(p.territories) }),
      el("td", { text: String(p.armies) }), el("td", { text: String(p.cards) })))))));

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

// A die drawn (pips, not a font's ⚀..⚅, which not every machine has), as an inline picture.
function dieIcon(n, side) {
  return svg("svg", { class: "dicon", viewBox: "0 0 20 20", width: 20, height: 20, "aria-hidden": "true" }, dieShape(n, 0, 0, side, false));
}

// The last roll: each side's dice highest first, paired (the higher die of a pair wins; a tie
// goes to the defender), the pairs each side lost marked.
function lastRoll(roll) {
  const [att, def] = roll;
  const pairs = Math.min(att.length, def.length);
  const die = (n, side, i) => {
    const lost = i < pairs && (side === "att" ? att[i] <= def[i] : def[i] < att[i]);
    const how = i >= pairs ? "web-die-unpaired" : lost ? "web-die-lost" : "web-die-won";
    return el("span", { class: `die ${side}` + (i >= pairs ? " unpaired" : lost ? " lost" : " won"), title: t(how, { n: n }), "data-value": n }, dieIcon(n, side), el("small", { text: String(n) }));
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

// ---------------------------------------------------------------- the map: regions, pan and zoom
// The territories' shapes come from the server once per map (GET /api/game/domination/regions:
// computed cells for a map with no picture, outlines traced from the original game's index
// image for one with a picture, drawn over GET .../picture?v=its version: both kept by the
// browser, the answers saying so). Until they come, the map shows the
// army badges alone. The zoom is kept per map across re-renders; labels are laid out again
// at every zoom (collision avoidance: full name, smaller, cut short, else hidden).

const REGIONS = new Map(); // map name -> the server's answer (null: asked, false: none)
const PICTURES = new Map(); // map name -> its picture's URL
const ZOOMS = new Map(); // map name -> {k, cx, cy}: the view kept across re-renders
const MAX_ZOOM = 8;
const PHONE_HEIGHTS = new Map(); // map name -> the map's height on a phone, px
const PHONE = "(max-width: 700px)";
let mapNow = null; // the map on the page: {ctx, names, svg, ...} (redrawn when its shapes arrive)
let lastSize = null; // the map's box on the screen, [width, height] px, as last measured
let lastBar = null; // the zoom buttons' box in it, [left, top, right, bottom] px

function askJSON(url, into, key, then) {
  into.set(key, null);
  fetch(url).then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
    .then((a) => { into.set(key, a); then(a); })
    .catch(() => into.set(key, false));
}

function regionsOf(v) {
  if (!REGIONS.has(v.map)) {
    askJSON(`/api/game/domination/regions?map=${encodeURIComponent(v.map)}`, REGIONS, v.map, (a) => {
      a.boxes = a.regions.map(pathBox);
      // the picture from its own URL, which names its version: the browser keeps it
      if (a.picture) PICTURES.set(v.map, `/api/game/domination/picture?map=${encodeURIComponent(v.map)}&v=${encodeURIComponent(a.picture_version || "")}`);
      redrawMap();
    });
  }
  return REGIONS.get(v.map) || null;
}

// The box of an SVG path of absolute "M x y x y ... Z" rings: [x0, y0, x1, y1].
function pathBox(d) {
  const n = (d.match(/-?\d+(\.\d+)?/g) || []).map(Number);
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (let i = 0; i + 1 < n.length; i += 2) {
    x0 = Math.min(x0, n[i]); x1 = Math.max(x1, n[i]); y0 = Math.min(y0, n[i + 1]); y1 = Math.max(y1, n[i + 1]);
  }
  return n.length ? [x0, y0, x1, y1] : null;
}

// The map drawn again in place (its shapes or picture arrived): same view, same size.
function redrawMap() {
  if (!mapNow || !document.body.contains(mapNow.box)) return;
  const oldBox = mapNow.box, oldSvg = mapNow.svg;
  const again = dominationMap(mapNow.ctx, mapNow.names);
  for (const p of ["max-height", "max-width"]) {
    const x = oldSvg.style.getPropertyValue(p);
    if (x) mapNow.svg.style.setProperty(p, x);
  }
  oldBox.replaceWith(again);
  if (typeof fitMap === "function") fitMap(); // (the page's: the map's height on a desktop, for its new size)
  settle();
  layoutMap();
}

// A colour mixed with white (0: as is, 1: white).
function paler(hex, f) {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex || "");
  if (!m) return hex || "#ddd";
  const c = [m[1], m[2], m[3]].map((x) => Math.round(parseInt(x, 16) + (255 - parseInt(x, 16)) * f));
  return "#" + c.map((x) => x.toString(16).padStart(2, "0")).join("");
}

// The width of a text in pixels (canvas), cached.
const WIDTHS = new Map();
let measurer = null;
function textWidth(text, px) {
  const key = px + "|" + text;
  let w = WIDTHS.get(key);
  if (w === undefined) {
    measurer = measurer || document.createElement("canvas").getContext("2d");
    measurer.font = `600 ${px}px system-ui, sans-serif`;
    w = measurer.measureText(text).width;
    if (WIDTHS.size > 4000) WIDTHS.clear();
    WIDTHS.set(key, w);
  }
  return w;
}

function dominationMap(ctx, names) {
  const { v } = ctx;
  const ts = v.territories;
  const reg = regionsOf(v);
  const xs = ts.map((p) => p.x), ys = ts.map((p) => p.y);
  // the frame: (X0, Y0) to (X0 + W, Y0 + H), the picture's unless a marker is near an edge
  const X0 = (reg && reg.left) || 0, Y0 = (reg && reg.top) || 0;
  const W = (reg && reg.width) || v.width || Math.max(...xs) + 40;
  const H = (reg && reg.height) || v.height || Math.max(...ys) + 40;
  // the battle being fought (and the conquest's move after it): both ends marked
  const b = v.battle || [-1, -1];
  const battle = b[0] >= 0 && b[1] >= 0 && /battle|move|defend/.test(String(v.phase)) ? b : [-1, -1];
  const targets = targetsOf(ctx, names);
  const picture = reg && reg.picture ? PICTURES.get(v.map) : null;
  const conts = v.continents || [];
  const mapName = tName(`map-${slug(v.map)}`, v.map_title || v.map);

  const layers = { sea: svg("rect", { x: X0 - W, y: Y0 - H, width: 3 * W, height: 3 * H, class: "sea" }) };
  if (picture) layers.pic = svg("image", { href: picture, x: 0, y: 0, width: W, height: H, class: "picture", preserveAspectRatio: "none" });
  // the continents (computed shapes): each one's cells in its colour, a little wider than the land
  if (reg && reg.kind === "computed") {
    layers.conts = svg("g", { class: "conts", "stroke-width": Math.max(2, reg.gap * 0.6) }, conts.map((c, ci) => svg("g", {
      class: "cont", fill: paler(c.colour, 0.15), stroke: paler(c.colour, 0.15) },
    svg("path", { d: ts.map((x, i) => (x.continent === ci && reg.regions[i]) || "").join("") }))));
  }
  // the borders the shapes do not show: lanes across the sea (a wrap-around one: two stubs)
  const lanes = [];
  const lanePairs = reg ? reg.lanes : ts.flatMap((x, i) => x.borders.filter((j) => j > i || !ts[j].borders.includes(i)).map((j) => [i, j]));
  if (!reg || reg.kind === "computed") {
    for (const [i, j] of lanePairs) {
      const a = ts[i], b = ts[j];
      const oneway = !(a.borders.includes(j) && b.borders.includes(i));
      if (Math.abs(a.x - b.x) > W / 2) {
        const left = a.x < b.x ? a : b, right = a.x < b.x ? b : a;
        lanes.push(svg("line", { x1: left.x, y1: left.y, x2: X0, y2: (left.y + right.y) / 2, class: "border wrap" }));
        lanes.push(svg("line", { x1: right.x, y1: right.y, x2: X0 + W, y2: (left.y + right.y) / 2, class: "border wrap" }));
      } else {
        lanes.push(svg("line", { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: oneway ? "border oneway" : "border" }));
      }
    }
  }
  const terrs = [], badges = [], labels = [], hits = [];
  const canSet = new Set();
  ts.forEach((x, i) => {
    const can = placeChoices(ctx, names, x.name).length > 0 || (ctx.picked && targets.has(x.name));
    if (can) canSet.add(x.name);
    const cls = ["terr", can ? "can" : "", ctx.picked === x.name ? "picked" : "", targets.has(x.name) ? "target" : "",
      battle.includes(i) ? "battle" : "", x.owner === v.seat && v.seat !== null ? "own" : ""].filter(Boolean).join(" ");
    const owner = x.owner >= 0 ? ctx.seatName(x.owner) : t("web-nobody");
    const cont = conts[x.continent];
    const tn = terrName(v, x.name);
    const fill = x.owner >= 0 ? (picture ? playerColour(x.owner) : paler(playerColour(x.owner), 0.22))
      : picture ? "transparent" : paler(cont ? cont.colour : "#cccccc", 0.62);
    const shape = reg && reg.regions[i]
      ? svg("path", { d: reg.regions[i], class: "land", fill: fill, "fill-rule": "evenodd" })
      // no shapes (yet: only the badges show for the moment they take to come; or none to come)
      : svg("circle", { cx: x.x, cy: x.y, r: Math.max(14, Math.min(W, H) / 24), class: REGIONS.get(v.map) === null ? "land pending" : "land", fill: fill });
    const go = () => { if (can) clickPlace(ctx, names, x.name); };
    // on a picture a small island's marker may be in the sea beside it: the marker is clickable too
    hits.push(picture ? svg("circle", { class: "hit", cx: x.x, cy: x.y, r: 12, fill: "transparent" }) : null);
    terrs.push(svg("g", {
      class: cls, "data-name": x.name, "data-owner": x.owner, tabindex: can ? "0" : null, role: can ? "button" : "img",
      "aria-label": t("web-territory-label", { territory: tn, owner: owner, n: x.armies }),
      onclick: (e) => { if (!mapMoved(e)) go(); },
      onkeydown: (e) => { if (can && (e.key === "Enter" || e.key === " ")) { e.preventDefault(); go(); } },
      onpointerenter: () => showFull(i), onpointerleave: () => showFull(null),
      onfocus: () => { showFull(i); keepInView(i); }, onblur: () => showFull(null),
    },
    svg("title", { text: t("web-territory-title", { territory: tn, continent: cont ? contName(v, cont.name) : "", owner: owner, n: x.armies }) }),
    shape,
    // on a picture a small island's marker may be in the sea beside it: the marker is clickable too
    hits[i]));
    // the army badge (a constant size on the screen: scaled at each zoom)
    const n = String(x.armies);
    const bw = Math.max(22, 9 + 7.5 * n.length);
    badges.push(svg("g", { class: "badge" + (x.owner < 0 && !x.armies ? " empty" : ""), "data-for": x.name, "data-i": i, "data-w": bw },
      badgeShape(x.owner, bw), armiesText(x.owner, n)));
    labels.push(svg("text", { class: "tname", "data-i": i, "data-full": tn, x: 0, y: 0 }));
  });
  const walls = reg && reg.walls ? reg.walls.map((w) => svg("line", { x1: w[0], y1: w[1], x2: w[2], y2: w[3], class: "wall" })) : [];
  const full = svg("g", { class: "fullname", "aria-hidden": "true" });
  const map = svg("svg", { viewBox: `${X0} ${Y0} ${W} ${H}`, class: "map dmap" + (picture ? " withpic" : ""), role: "group",
    "aria-label": mapName, tabindex: "-1", "data-regions": reg ? reg.kind : "none" },
  layers.sea, layers.pic || null, layers.conts || null, svg("g", { class: "lanes" }, lanes), svg("g", { class: "terrs" }, terrs),
  svg("g", { class: "walls" }, walls),
  // (what the badges and names say, each territory's label says: read once)
  svg("g", { class: "badges", "aria-hidden": "true" }, badges), svg("g", { class: "labels", "aria-hidden": "true" }, labels), full);
  if (fixedHeight() && PHONE_HEIGHTS.has(v.map)) map.style.setProperty("height", `${PHONE_HEIGHTS.get(v.map)}px`);
  const zoomBtn = (cls, sign, word, key, act) => el("button", { type: "button", class: "zoom-" + cls, text: sign,
    title: `${t(word)} (${key})`, "aria-label": t(word), "aria-keyshortcuts": key, onclick: act });
  const bar = el("div", { class: "zoombar", role: "group", "aria-label": t("web-map-zoom") },
    zoomBtn("in", "+", "web-zoom-in", "+", () => zoomBy(1.6)),
    zoomBtn("out", "−", "web-zoom-out", "-", () => zoomBy(1 / 1.6)),
    zoomBtn("fit", "⤢", "web-zoom-fit", "0", () => zoomFit()));
  const box = el("div", { class: "mapbox dmapbox", onkeydown: mapKeys }, map, bar);

  const kept = ZOOMS.get(v.map);
  mapNow = { ctx, names, svg: map, box, X0, Y0, W, H, reg, can: canSet, ts, badges, labels, hits, full, key: v.map,
    seat: v.seat, picked: ctx.picked, targets, battle, moved: false, size: lastSize, bar: lastBar, fresh: !kept };
  setView(kept || { k: 1, cx: X0 + W / 2, cy: Y0 + H / 2 }, false, false);
  if (lastSize && kept) { layoutMap(); mapNow.laidOut = true; } // at once, as last time: the page need not be read
  watchMap(map);
  requestAnimationFrame(() => {
    if (mapNow === null || mapNow.svg !== map) return;
    let changed = settle();
    const picked = ctx.picked ? ts.findIndex((x) => x.name === ctx.picked) : -1;
    if (picked >= 0) changed = keepInView(picked, undefined, false) || changed; // a place picked from the list comes into view
    else if (battle[1] >= 0) changed = keepInView(battle[1], battle[0], false) || changed; // and the battle being fought
    if (changed || !mapNow.laidOut) layoutMap();
  });
  return box;
}

// The number on a badge, in the ink that reads on its seat's colour (set through the CSSOM: the CSP
// allows no style attributes).
function armiesText(seat, n) {
  const text = svg("text", { class: "armies" + (seat >= 0 ? "" : " none"), x: 0, y: 0.5, "dominant-baseline": "central", text: n });
  if (seat >= 0) text.style.setProperty("fill", playerInk(seat));
  return text;
}

// An army badge's shape: each seat its own (not only its colour tells whose it is).
function badgeShape(seat, bw) {
  const fill = seat >= 0 ? playerColour(seat) : "#fff";
  const h = bw / 2;
  const poly = (pts) => svg("path", { class: "shape", d: "M" + pts.map((p) => p.join(" ")).join(" ") + "Z", fill: fill });
  switch (seat < 0 ? -1 : seat % 6) {
    case 1: return svg("rect", { class: "shape", x: -h, y: -10.5, width: bw, height: 21, rx: 2.5, fill: fill }); // square
    case 2: return poly([[-h - 3, 0], [-h + 4, -11], [h - 4, -11], [h + 3, 0], [h - 4, 11], [-h + 4, 11]]); // hexagon
    case 3: return poly([[-h - 5, 0], [0, -13], [h + 5, 0], [0, 13]]); // diamond
    case 4: return poly([[-h, -11], [h, -11], [h, 3], [0, 13], [-h, 3]]); // shield
    case 5: return poly([[-h + 5, -11], [h - 5, -11], [h, -6], [h, 6], [h - 5, 11], [-h + 5, 11], [-h, 6], [-h, -6]]); // octagon
    default: return svg("rect", { class: "shape", x: -h, y: -11, width: bw, height: 22, rx: 11, fill: fill }); // round
  }
}

// ---- the view: k is the zoom (1 = the whole map), (cx, cy) the centre, in map units
// The map's box on the screen, [width, height] px: as measured once on the page (settle),
// else as it was last time (a board drawn again is laid out at once, without reading the page).
function boxSize() {
  const m = mapNow;
  return m.size || [m.W, m.H];
}

// The scale (px a map unit) and the view box [x, y, width, height] now; px -> map units.
function scaleNow() {
  const m = mapNow;
  const [cw, ch] = boxSize();
  const [vx, vy, vw, vh] = m.vb;
  const s = Math.min(cw / vw, ch / vh);
  const ox = (cw - vw * s) / 2, oy = (ch - vh * s) / 2;
  return { s, vb: { x: vx, y: vy, width: vw, height: vh }, at: (px, py) => [vx + (px - ox) / s, vy + (py - oy) / s] };
}
function fixedHeight() { return window.matchMedia(PHONE).matches; }

// The view a map opens at: the kept one, else the whole map (desktop), or on a phone zoomed
// in till every territory is at least 40 px across (filling the box's height at least).
function viewFor(key, fresh) {
  const kept = ZOOMS.get(key);
  if (kept && !fresh) return kept;
  const m = mapNow;
  if (!fixedHeight()) return { k: 1, cx: m.X0 + m.W / 2, cy: m.Y0 + m.H / 2 };
  // on a phone: as wide as the screen, zoomed in till the smallest territory is 44 px across
  // and the middle one 90 px (room for its name), the box as high as the map is then (at most
  // 70% of the screen: the rest by panning)
  const [cw] = boxSize();
  const s0 = cw / m.W;
  let k = 1;
  if (m.reg && m.reg.boxes) {
    // (on a picture, a small island is reached by its marker too: the smaller ones left out,
    // and no more than 3 times: the picture's pixels would show)
    const sides = m.reg.boxes.filter(Boolean).map((b) => Math.min(b[2] - b[0], b[3] - b[1])).sort((a, b) => a - b);
    const least = m.reg.picture ? sides[Math.floor(sides.length / 5)] : sides[0];
    const middle = sides[Math.floor(sides.length / 2)];
    if (least > 0) k = Math.min(m.reg.picture ? 3 : MAX_ZOOM, Math.max(44 / (s0 * least), 90 / (s0 * middle)));
  }
  k = Math.min(MAX_ZOOM, Math.max(1, k));
  const high = Math.round(Math.max(Math.min(m.H * s0 * k, 0.7 * window.innerHeight), m.H * s0, 160));
  PHONE_HEIGHTS.set(key, high);
  m.svg.style.setProperty("height", `${high}px`);
  m.size = [cw, high];
  // centred on the seat's own territories, else the middle
  const own = m.ts.filter((x) => m.seat !== null && m.seat !== undefined && x.owner === m.seat);
  const cx = own.length ? own.reduce((a, x) => a + x.x, 0) / own.length : m.X0 + m.W / 2;
  const cy = own.length ? own.reduce((a, x) => a + x.y, 0) / own.length : m.Y0 + m.H / 2;
  return { k, cx, cy };
}

// Once the box has its size: the view a map opens at (on a phone it depends on the size and on
// the shapes: kept only once they are known), else the kept one fitted to the new size.
function settle() {
  const m = mapNow;
  if (!m || !document.body.contains(m.svg)) return false;
  const r = m.svg.getBoundingClientRect();
  if (!(r.width > 0 && r.height > 0)) return false;
  const near = (a, b) => !!a && !!b && a.length === b.length && a.every((x, i) => Math.abs(x - b[i]) < 0.75);
  const size = [r.width, r.height];
  const barNode = m.box.querySelector(".zoombar");
  const br = barNode ? barNode.getBoundingClientRect() : null;
  const bar = br && br.width ? [br.left - r.left, br.top - r.top, br.right - r.left, br.bottom - r.top] : null;
  const same = m.laidOut && near(size, m.size) && (near(bar, m.bar) || (!bar && !m.bar));
  m.size = lastSize = size;
  m.bar = lastBar = bar;
  if (m.fresh) {
    m.fresh = !m.reg;
    setView(viewFor(m.key, true), false, !!m.reg);
    return true;
  }
  if (!same) setView(m.view, false);
  return !same;
}

function setView(view, relayout, keep) {
  const m = mapNow;
  if (!m) return;
  const [cw, ch] = fixedHeight() ? boxSize() : [m.W, m.H];
  const s0 = Math.min(cw / m.W, ch / m.H);
  const k = Math.min(MAX_ZOOM, Math.max(1, view.k));
  const vw = cw / (s0 * k), vh = ch / (s0 * k);
  const clamp = (c, span, from, full) => (span >= full ? from + full / 2 : Math.min(from + full - span / 2, Math.max(from + span / 2, c)));
  const cx = clamp(view.cx, vw, m.X0, m.W), cy = clamp(view.cy, vh, m.Y0, m.H);
  m.view = { k, cx, cy };
  if (keep !== false) ZOOMS.set(m.key, m.view);
  m.vb = [cx - vw / 2, cy - vh / 2, vw, vh];
  const box = m.vb.map((x) => x.toFixed(1)).join(" ");
  if (m.svg.getAttribute("viewBox") !== box) m.svg.setAttribute("viewBox", box);
  if (m.box.classList.contains("zoomed") !== k > 1.001) m.box.classList.toggle("zoomed", k > 1.001);
  if (relayout !== false) layoutSoon();
}

function zoomBy(f, at) {
  const m = mapNow;
  if (!m) return;
  const { k, cx, cy } = m.view;
  const k2 = Math.min(MAX_ZOOM, Math.max(1, k * f));
  if (!at) { setView({ k: k2, cx, cy }); return; }
  // keep the point under the pointer where it is
  setView({ k: k2, cx: at[0] - (at[0] - cx) * k / k2, cy: at[1] - (at[1] - cy) * k / k2 });
}
function zoomFit() { if (mapNow) setView({ k: 1, cx: mapNow.X0 + mapNow.W / 2, cy: mapNow.Y0 + mapNow.H / 2 }); }
function panBy(dx, dy) { const m = mapNow; if (m) setView({ k: m.view.k, cx: m.view.cx + dx, cy: m.view.cy + dy }); }

// Screen pixels -> map units (of the current view).
function toMap(clientX, clientY) {
  const m = mapNow, r = m.svg.getBoundingClientRect();
  const vb = m.svg.viewBox.baseVal;
  const s = Math.min(r.width / vb.width, r.height / vb.height);
  const ox = r.left + (r.width - vb.width * s) / 2, oy = r.top + (r.height - vb.height * s) / 2;
  return [vb.x + (clientX - ox) / s, vb.y + (clientY - oy) / s];
}
function pxPerUnit() {
  const m = mapNow, r = m.svg.getBoundingClientRect(), vb = m.svg.viewBox.baseVal;
  return r.width ? Math.min(r.width / vb.width, r.height / vb.height) : scaleNow().s;
}

// A territory (and another: a battle's two ends) reached by the keyboard, picked or fought
// over comes into view.
function keepInView(i, j, relayout) {
  const m = mapNow;
  if (!m || m.view.k <= 1.001 || !m.ts[i]) return false;
  const vb = m.svg.viewBox.baseVal;
  const pad = Math.min(vb.width, vb.height) * 0.15;
  const off = (x) => x.x < vb.x + pad || x.x > vb.x + vb.width - pad || x.y < vb.y + pad || x.y > vb.y + vb.height - pad;
  const both = [m.ts[i], m.ts[j]].filter(Boolean);
  if (!both.some(off)) return false;
  const far = both.length > 1 && Math.abs(both[0].x - both[1].x) < vb.width - 2 * pad && Math.abs(both[0].y - both[1].y) < vb.height - 2 * pad;
  const at = far ? both : [both[0]];
  setView({ k: m.view.k, cx: at.reduce((a, x) => a + x.x, 0) / at.length, cy: at.reduce((a, x) => a + x.y, 0) / at.length }, relayout);
  return true;
}

function mapKeys(e) {
  if (e.altKey || e.ctrlKey || e.metaKey) return;
  const m = mapNow;
  if (!m) return;
  const step = 0.2 * Math.min(m.svg.viewBox.baseVal.width, m.svg.viewBox.baseVal.height);
  const acts = { "+": () => zoomBy(1.6), "=": () => zoomBy(1.6), "-": () => zoomBy(1 / 1.6), "0": zoomFit,
    ArrowLeft: () => panBy(-step, 0), ArrowRight: () => panBy(step, 0), ArrowUp: () => panBy(0, -step), ArrowDown: () => panBy(0, step) };
  const act = acts[e.key];
  if (act) { e.preventDefault(); act(); }
}

// A click that ended a drag is not a click on a territory.
function mapMoved(e) {
  const m = mapNow;
  if (m && m.moved) { m.moved = false; e.stopPropagation(); return true; }
  return false;
}

// Wheel, drag and pinch (pointer events); the size watched (a phone's box, a window resized).
function watchMap(map) {
  const pts = new Map();
  let start = null;
  map.addEventListener("wheel", (e) => {
    if (!mapNow || mapNow.svg !== map) return;
    if (e.deltaY > 0 && mapNow.view.k <= 1.001) return; // the whole map already: the page scrolls
    e.preventDefault();
    zoomBy(Math.exp(-Math.max(-300, Math.min(300, e.deltaY * (e.deltaMode === 1 ? 30 : 1))) * 0.0022), toMap(e.clientX, e.clientY));
  }, { passive: false });
  map.addEventListener("pointerdown", (e) => {
    if (!mapNow || mapNow.svg !== map || (e.pointerType === "mouse" && e.button !== 0)) return;
    pts.set(e.pointerId, [e.clientX, e.clientY]);
    mapNow.moved = false;
    start = { view: Object.assign({}, mapNow.view), pts: new Map(pts), dragging: false };
  });
  map.addEventListener("pointermove", (e) => {
    if (!pts.has(e.pointerId) || !start || !mapNow) return;
    pts.set(e.pointerId, [e.clientX, e.clientY]);
    const s = pxPerUnit();
    if (pts.size === 1) {
      const [x0, y0] = start.pts.get(e.pointerId) || [e.clientX, e.clientY];
      const dx = e.clientX - x0, dy = e.clientY - y0;
      if (!start.dragging && Math.hypot(dx, dy) < 6) return;
      if (!start.dragging) { start.dragging = true; try { map.setPointerCapture(e.pointerId); } catch (err) { /* gone */ } }
      mapNow.moved = true;
      const k = start.view.k, sNow = s * k / mapNow.view.k;
      setView({ k: k, cx: start.view.cx - dx / sNow, cy: start.view.cy - dy / sNow });
    } else if (pts.size === 2 && start.pts.size === 2) {
      const [a, b] = [...pts.values()], [a0, b0] = [...start.pts.values()];
      const d = Math.hypot(a[0] - b[0], a[1] - b[1]), d0 = Math.hypot(a0[0] - b0[0], a0[1] - b0[1]) || 1;
      mapNow.moved = true;
      start.dragging = true;
      const mid = toMap((a[0] + b[0]) / 2, (a[1] + b[1]) / 2);
      zoomBy((start.view.k * d / d0) / mapNow.view.k, mid);
    }
  });
  const up = (e) => {
    pts.delete(e.pointerId);
    if (start && pts.size === 0) start = null;
    else if (start) start = { view: Object.assign({}, mapNow.view), pts: new Map(pts), dragging: true };
  };
  map.addEventListener("pointerup", up);
  map.addEventListener("pointercancel", up);
  if (typeof ResizeObserver !== "undefined") {
    sizes = sizes || new ResizeObserver(() => { if (settle()) layoutMap(); });
    if (observed) sizes.unobserve(observed);
    sizes.observe(map);
    observed = map;
  }
}

let sizes = null, observed = null; // one ResizeObserver, on the map on the page
let layoutPending = false;
function layoutSoon() {
  if (layoutPending) return;
  layoutPending = true;
  requestAnimationFrame(() => { layoutPending = false; layoutMap(); });
}

// The badges at a constant size on the screen, and the names that fit: in order of importance
// (picked, targets, in battle, clickable, then the larger territories), each name whole, then
// smaller, then cut short ("Kamch."), else left out where it would cover another name or a
// badge; the whole name always shows on hover and focus.
function layoutMap() {
  const m = mapNow;
  if (!m) return;
  m.laidOut = true;
  const { s, vb, at } = scaleNow();
  const u = 1 / s; // one pixel in map units
  const boxes = [];
  const hit = (b) => boxes.some((o) => b[0] < o[2] && b[2] > o[0] && b[1] < o[3] && b[3] > o[1]);
  if (m.bar) { // the zoom buttons cover a corner of the map
    const [a0, b0] = at(m.bar[0] - 4, m.bar[1] - 4), [a1, b1] = at(m.bar[2] + 4, m.bar[3] + 4);
    boxes.push([a0, b0, a1, b1]);
  }
  m.ts.forEach((x, i) => {
    const g = m.badges[i];
    g.setAttribute("transform", `translate(${x.x} ${x.y}) scale(${u.toFixed(4)})`);
    const bw = Number(g.dataset.w);
    if (m.hits[i]) m.hits[i].setAttribute("r", (15 * u).toFixed(2));
    if (!g.classList.contains("empty")) boxes.push([x.x - (bw / 2 + 4) * u, x.y - 13 * u, x.x + (bw / 2 + 4) * u, x.y + 13 * u]);
  });
  const rank = (i) => {
    const x = m.ts[i];
    if (m.picked === x.name) return 0;
    if (m.targets.has(x.name) || m.battle.includes(i)) return 1;
    return m.can.has(x.name) ? 2 : 3; // those that may be clicked now before the others
  };
  const sizeOf = (i) => { const b = m.reg && m.reg.boxes && m.reg.boxes[i]; return b ? (b[2] - b[0]) * (b[3] - b[1]) : 0; };
  const order = m.ts.map((_, i) => i).sort((a, b) => rank(a) - rank(b) || sizeOf(b) - sizeOf(a) || a - b);
  for (const i of order) {
    const x = m.ts[i], lab = m.labels[i], full = lab.dataset.full;
    lab.textContent = "";
    lab.classList.remove("small");
    const inView = x.x >= vb.x && x.x <= vb.x + vb.width && x.y >= vb.y && x.y <= vb.y + vb.height;
    if (!inView) continue;
    const cell = m.reg && m.reg.boxes && m.reg.boxes[i];
    const room = cell ? Math.max(60, (cell[2] - cell[0]) * s * 1.15) : 140; // px the name may take
    const tries = shortNames(full);
    for (const [text, px] of tries) {
      const w = textWidth(text, px);
      if (w > room && text !== full) continue;
      const hgt = (px + 2) * u;
      let left = x.x - (w / 2) * u;
      left = Math.max(vb.x + 2 * u, Math.min(left, vb.x + vb.width - (w + 2) * u)); // never cut off at an edge
      // below the badge, else above it
      const spots = [x.y + 13 * u, x.y - 13 * u - hgt].filter((top) => top >= vb.y && top + hgt <= vb.y + vb.height);
      const b = spots.map((top) => [left - u, top, left + (w + 1) * u, top + hgt]).find((c) => !hit(c));
      if (!b) continue;
      boxes.push(b);
      lab.textContent = text;
      if (px < 12) lab.classList.add("small");
      lab.setAttribute("transform", `translate(${(b[0] + u).toFixed(1)} ${(b[1] + px * 0.86 * u).toFixed(1)}) scale(${u.toFixed(4)})`);
      break;
    }
  }
  showFull(m.fullOn === undefined ? null : m.fullOn);
}

// A name and its shorter forms, [text, px] longest first: whole, smaller, then for several
// words the others' initials ("E. United States" -> "E. U. States", "E. U. Sta."), else cut
// short ("Kamcha.", "Kam."). Cached per name.
const SHORT = new Map();
function shortNames(full) {
  let out = SHORT.get(full);
  if (out) return out;
  const marked = /^⟦(.*)⟧$/.exec(full); // (the pseudo-language's marks stay round a shortened name)
  if (marked) {
    out = shortNames(marked[1]).map(([text, px]) => [`⟦${text}⟧`, px]);
    SHORT.set(full, out);
    return out;
  }
  out = [[full, 12], [full, 10.5]];
  const seen = new Set([full]);
  const add = (text) => { if (!seen.has(text)) { seen.add(text); out.push([text, 10.5]); } };
  const cut = (word, n) => word.slice(0, n).replace(/[\s.\-–,'’]+$/, "") + ".";
  const words = full.split(/[\s]+/).filter(Boolean);
  if (words.length > 1) {
    const last = words[words.length - 1];
    add(words.slice(0, -1).map((w) => w[0] + ".").join(" ") + " " + last);
    add(words[0] + " " + words.slice(1).map((w) => w[0] + ".").join(" "));
    for (let n = last.length - 1; n >= 3; n--) add(words.slice(0, -1).map((w) => w[0] + ".").join(" ") + " " + cut(last, n));
  }
  for (let n = Math.min(full.length - 1, 12); n >= 3; n--) {
    const c = cut(full, n);
    if (c.replace(/\.$/, "").length >= 3) add(c);
  }
  if (SHORT.size > 2000) SHORT.clear();
  SHORT.set(full, out);
  return out;
}

// The whole name of the territory under the pointer or focus, above everything.
function showFull(i) {
  const m = mapNow;
  if (!m) return;
  m.fullOn = i;
  const g = m.full;
  g.replaceChildren();
  if (i === null || i === undefined || !m.ts[i]) return;
  const { s, vb } = scaleNow();
  const x = m.ts[i], u = 1 / s;
  const text = m.labels[i].dataset.full, w = textWidth(text, 13);
  let left = Math.max(vb.x + 4 * u, Math.min(x.x - (w / 2) * u, vb.x + vb.width - (w + 4) * u));
  let top = x.y - 34 * u;
  if (top < vb.y + 2 * u) top = x.y + 14 * u;
  g.append(svg("g", { transform: `translate(${left.toFixed(1)} ${top.toFixed(1)}) scale(${u.toFixed(4)})` },
    svg("rect", { x: -5, y: -2, width: w + 10, height: 20, rx: 4 }),
    svg("text", { x: 0, y: 13, text: text })));
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
  // (the set-up has no round: its phase alone)
  const out = [turnChip(v.current, ctx), round ? t("web-turn-line", { round: round, phase: phaseName(v.phase), reinforcements: v.reinforcements || 0 }) : phaseName(v.phase)];
  // during a battle and the move after it: the last roll in short (its panel is below the map)
  const [att, def] = v.last_roll || [[], []];
  if ((att.length || def.length) && /battle|move|defend/.test(String(v.phase))) {
    let attLost = 0, defLost = 0;
    for (let i = 0; i < Math.min(att.length, def.length); i++) { if (att[i] > def[i]) defLost++; else attLost++; }
    out.push(el("span", { class: "lastroll", id: "status-roll" }, `${t("web-last-roll")}: `,
      el("span", { class: "att", title: att.join(" ") }, att.map((n) => dieIcon(n, "att"))), " : ",
      el("span", { class: "def", title: def.join(" ") }, def.map((n) => dieIcon(n, "def"))), " ",
      t("web-roll-result", { attacker: attLost, defender: defLost })));
  }
  // the seat's own goal and how far it has got (the server's words: only this seat's mission)
  const goals = (v.phase !== "over" && ctx.f.words && ctx.f.words.goals) || []; // (none once it is over)
  if (goals.length) out.push(el("span", { class: "goal", id: "status-goal" }, el("strong", { text: t("web-goal") }), " ", goals.join(" · ")));
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
  // rounds, as the status bar and the charts count them (the outcome's "turns" counts every seat's turn)
  const rounds = v.round !== undefined && v.round !== null ? v.round : details.turns;
  if (rounds !== undefined) cols.push([w("web-col-rounds"), () => rounds]);
  return cols;
};

// The log's own filter: the battles (attacks, rolls, conquests, knock-outs)
LOG_FILTERS.domination = [{ id: "battles", label: "web-log-battles", test: (e) => ["attack", "roll", "conquer", "eliminate"].includes(e.kind) }];

// ---------------------------------------------------------------- seeing the game: the replay
// Others' moves come back one condensed line at a time (game.js, ~0.5 s each). Here: what a
// line shows on the map for that moment. An attack is an arrow from the attacker to the
// defender with the last roll's dice beside it; a conquered territory flashes in its new
// colour; placements flash with "+n" on each territory; a move or fortification is a dashed
// arrow. The overlay is part of the board drawn for the line: the next line's board drops it.

// A territory's index and entry in the view, from an event's {index, name} reference.
function refIndex(v, ref) {
  if (!ref || typeof ref !== "object") return -1;
  const i = Number(ref.index);
  return v.territories[i] && v.territories[i].name === ref.name ? i : v.territories.findIndex((x) => x.name === ref.name);
}

// The events of a battle line summed up: rolls, losses on each side, conquered, armies moved in.
function battleSum(g) {
  const out = { rolls: 0, lost: 0, killed: 0, conquered: false, moved: null, last: null };
  for (const e of g.events) {
    const d = e.data || {};
    if (e.kind === "roll") {
      out.rolls++;
      out.lost += Number(d.attacker_lost) || 0;
      out.killed += Number(d.defender_lost) || 0;
      out.last = [d.attack || [], d.defend || []];
    } else if (e.kind === "conquer") out.conquered = true;
    else if (e.kind === "move") out.moved = Number(d.armies) || 0;
  }
  return out;
}

// One die as pips on a rounded square (side 20 px, its top left at x, y); a lost one paler.
const PIPS = { 1: [[1, 1]], 2: [[0, 0], [2, 2]], 3: [[0, 0], [1, 1], [2, 2]], 4: [[0, 0], [2, 0], [0, 2], [2, 2]],
  5: [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]], 6: [[0, 0], [2, 0], [0, 1], [2, 1], [0, 2], [2, 2]] };
function dieShape(n, x, y, side, lost) {
  return svg("g", { class: `rdie ${side}` + (lost ? " lost" : ""), transform: `translate(${x} ${y})` },
    svg("rect", { x: 0, y: 0, width: 20, height: 20, rx: 4 }),
    (PIPS[n] || []).map(([a, b]) => svg("circle", { cx: 4.5 + a * 5.5, cy: 4.5 + b * 5.5, r: 1.9 })));
}

// The last roll as dice on the map, constant on the screen (u: map units a pixel) at (x, y).
function diceOverlay(roll, x, y, u) {
  const [att, def] = roll;
  const pairs = Math.min(att.length, def.length);
  const w = 10 + 23 * (att.length + def.length) + 9;
  const kids = [svg("rect", { class: "rdice-bg", x: -w / 2, y: -15, width: w, height: 30, rx: 7 })];
  let at = -w / 2 + 6;
  att.forEach((n, i) => { kids.push(dieShape(n, at, -10, "att", i < pairs && n <= def[i])); at += 23; });
  at += 9;
  def.forEach((n, i) => { kids.push(dieShape(n, at, -10, "def", i < pairs && n < att[i])); at += 23; });
  return svg("g", { class: "rdice", transform: `translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${u.toFixed(4)})` }, kids);
}

// An arrow from territory a to b (map units; u: a pixel), cut short of both markers; one across
// the map's edge (a wrap-around border) is drawn to the edge and in again from the other side.
function arrowShapes(m, a, b, u, cls) {
  const out = [];
  const one = (x1, y1, x2, y2, head) => {
    const dx = x2 - x1, dy = y2 - y1, len = Math.hypot(dx, dy) || 1;
    const ux = dx / len, uy = dy / len;
    const cut = Math.min(16 * u, len / 4);
    const sx = x1 + ux * cut, sy = y1 + uy * cut;
    const ex = x2 - ux * (head ? cut + 2 * u : 0), ey = y2 - uy * (head ? cut + 2 * u : 0);
    out.push(svg("line", { class: `rarrow ${cls}`, x1: sx.toFixed(1), y1: sy.toFixed(1), x2: ex.toFixed(1), y2: ey.toFixed(1) }));
    if (head) {
      const hl = 15 * u, hw = 8 * u, bx = ex - ux * hl, by = ey - uy * hl;
      out.push(svg("path", { class: `rhead ${cls}`, d: `M${ex.toFixed(1)} ${ey.toFixed(1)} L${(bx - uy * hw).toFixed(1)} ${(by + ux * hw).toFixed(1)} L${(bx + uy * hw).toFixed(1)} ${(by - ux * hw).toFixed(1)}Z` }));
    }
  };
  if (Math.abs(a.x - b.x) > m.W / 2) {
    const edgeA = a.x < b.x ? m.X0 : m.X0 + m.W, edgeB = a.x < b.x ? m.X0 + m.W : m.X0, midY = (a.y + b.y) / 2;
    one(a.x, a.y, edgeA, midY, false);
    one(edgeB, midY, b.x, b.y, true);
  } else one(a.x, a.y, b.x, b.y, true);
  return out;
}

// The elements of the map a replayed line flashes, and its overlay (arrow, dice, "+n").
function dominationReplay(ctx, g) {
  const { v } = ctx;
  const m = mapNow;
  const map = ctx.root.querySelector("svg.map.dmap");
  const terr = (i) => (i >= 0 ? [...ctx.root.querySelectorAll(`.terr[data-name="${CSS.escape(v.territories[i].name)}"]`)] : []);
  const first = g.events[0] || {}, d = first.data || {};
  const flash = [];
  const under = svg("g", { class: "replay", "aria-hidden": "true" }); // arrows: under the badges
  const over = svg("g", { class: "replay", "aria-hidden": "true" }); // dice and "+n": above all
  const u = m && map && m.svg === map ? 1 / scaleNow().s : 1;
  const put = (...nodes) => under.append(...nodes);
  const src = refIndex(v, d.src), dst = refIndex(v, d.dst !== undefined ? d.dst : d.territory);
  if (first.kind === "attack" && src >= 0 && dst >= 0) {
    const s = battleSum(g);
    const a = v.territories[src], b = v.territories[dst];
    if (m) keepInView(src, dst); // (a zoomed map, a phone's: the battle comes into view first)
    if (m) put(...arrowShapes(m, a, b, u, "attack"));
    // the dice just past the defender, on the far side from the attacker (the arrow stays in
    // sight), below it beyond its name when the arrow points down; inside the view
    if (m && s.last && (s.last[0].length || s.last[1].length)) {
      const half = (10 + 23 * (s.last[0].length + s.last[1].length) + 9) / 2 * u, vb = m.vb;
      const wrap = Math.abs(a.x - b.x) > m.W / 2; // (the arrow comes in from the other edge)
      const dx = wrap ? (a.x < b.x ? -1 : 1) : b.x - a.x, dy = wrap ? 0 : b.y - a.y;
      let x = b.x, y = b.y - 34 * u;
      if (Math.abs(dx) > Math.abs(dy)) { x = b.x + Math.sign(dx) * (half + 20 * u); y = b.y; }
      else if (dy > 0) y = b.y + 48 * u;
      x = Math.max(vb[0] + half, Math.min(x, vb[0] + vb[2] - half));
      y = Math.max(vb[1] + 18 * u, Math.min(y, vb[1] + vb[3] - 18 * u));
      over.append(diceOverlay(s.last, x, y, u));
    }
    for (const node of terr(dst)) node.classList.add(s.conquered ? "conquered" : "attacked");
    flash.push(...terr(src), ...terr(dst));
  } else if ((first.kind === "move" || first.kind === "fortify") && src >= 0 && dst >= 0) {
    if (m) keepInView(src, dst);
    if (m) put(...arrowShapes(m, v.territories[src], v.territories[dst], u, "move"));
    flash.push(...terr(dst));
  } else if (first.kind === "conquer" && dst >= 0) {
    for (const node of terr(dst)) node.classList.add("conquered");
    flash.push(...terr(dst));
  } else if (["place", "bonus", "claim", "capital"].includes(first.kind)) {
    const added = new Map();
    for (const e of g.events) {
      const i = refIndex(v, (e.data || {}).territory);
      if (i >= 0) added.set(i, (added.get(i) || 0) + (Number((e.data || {}).armies) || 0));
    }
    for (const [i, n] of added) {
      flash.push(...terr(i));
      const x = v.territories[i];
      if (n > 0 && m) over.append(svg("g", { class: "rplus", transform: `translate(${x.x.toFixed(1)} ${(x.y - 22 * u).toFixed(1)}) scale(${u.toFixed(4)})` },
        svg("text", { x: 0, y: 0, text: `+${n}` })));
    }
  } else {
    flash.push(...replayPlaces(ctx, g));
  }
  if (map && under.childNodes.length) map.querySelector(".badges").before(under);
  if (map && over.childNodes.length) map.querySelector(".fullname").before(over);
  return flash;
}

// The condensed log: a seat's placements in a row on one line ("places 5 armies: Alaska 3,
// Ontario 2"); an attack with its rolls, the conquest and the move in on one line with the result.
const BATTLE_PARTS = new Set(["roll", "conquer", "move"]);
function sameBattle(g, e) {
  const a = g.events[0].data || {}, b = e.data || {};
  const name = (r) => (r && typeof r === "object" ? r.name : undefined);
  const dst = name(b.dst !== undefined ? b.dst : b.territory);
  return name(a.dst) === dst && (b.src === undefined || name(a.src) === name(b.src));
}

// A battle the board still shows being fought (its line is the log's last): no result yet.
function battleGoesOn(g, d) {
  const ctx = typeof shownCtx !== "undefined" ? shownCtx : null; // (the page's: the board on screen)
  if (!ctx || !ctx.v || !ctx.log || g.end < ctx.log.length) return false;
  const b = ctx.v.battle || [-1, -1];
  return /battle|defend/.test(String(ctx.v.phase)) && b[0] === refIndex(ctx.v, d.src) && b[1] === refIndex(ctx.v, d.dst);
}

CONDENSE.domination = {
  key: (e) => (e.kind === "place" ? `${e.seat}|place` : `${e.seat}|${e.kind}|${e.text}`),
  absorb: (g, e) => {
    if (g.kind !== "attack" || e.seat !== g.seat || !BATTLE_PARTS.has(e.kind) || !sameBattle(g, e)) return false;
    if (e.kind === "move" && g.events.some((x) => x.kind === "move")) return false;
    g.events.push(e); // (the page keeps only the line's first event of an absorbed one)
    return true;
  },
  text: (g, seatName) => {
    const name = (ref) => (ref && typeof ref === "object" ? terrName({ map: ref.map }, ref.name) : "?");
    if (g.kind === "place") {
      const n = new Map();
      for (const e of g.events) {
        const ref = (e.data || {}).territory;
        const key = ref ? ref.name : "?";
        n.set(key, { ref, k: ((n.get(key) || {}).k || 0) + (Number((e.data || {}).armies) || 0) });
      }
      const total = [...n.values()].reduce((a, x) => a + x.k, 0);
      const where = [...n.values()].map((x) => t("web-log-place-at", { territory: name(x.ref), n: x.k })).join(", ");
      return t("web-log-places", { seat: seatName(g.seat), n: total, where: where });
    }
    if (g.kind === "attack") {
      const d = g.events[0].data || {}, s = battleSum(g);
      const args = { seat: seatName(g.seat), src: name(d.src), dst: name(d.dst), rolls: s.rolls, lost: s.lost, killed: s.killed, moved: s.moved || 0 };
      if (!s.rolls) return null;
      if (s.conquered) return t(s.moved ? "web-log-battle-won-moved" : "web-log-battle-won", args);
      return t(battleGoesOn(g, d) ? "web-log-battle-on" : "web-log-battle-held", args);
    }
    return null;
  },
};
REPLAY.domination = dominationReplay;
