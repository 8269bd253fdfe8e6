// The per-game boards of the game page. Each board is a function (ctx) -> a DOM node, where
// ctx = {f: the frame, v: its view, d: the decision, ids: Map(choice id -> choice) of the
// choices this seat may send now (empty while waiting or not asked), choose(id), pick(name),
// picked: the place picked for a two-step choice (map games), seatName(seat)}.
// Anything clickable on a board is a button (or an SVG group with role=button) that sends a
// choice that is also among the decision's buttons. Every word comes from the tables (t, i18n.js):
// the server's "page-" words and the game's "web-" words; names by the games' id conventions
// (card-, territory-, location-...), falling back to the name the view gives.
"use strict";

// A seat's colour: the one its game's frame gives (view.colours, for a game whose seats pick one),
// else by seat number (SEAT_COLOURS, common.js). game.js sets the frame's before it draws.
const PLAYER_COLOURS = ["red", "blue", "green", "yellow", "magenta", "cyan", "brown", "grey"];
let frameColours = null;

function useFrameColours(f) {
  const c = f && f.view && f.view.colours;
  frameColours = Array.isArray(c) ? c : null;
}

function playerColour(seat) {
  if (seat === null || seat === undefined || seat < 0) return "#e4e4e4";
  return SEAT_COLOURS[(frameColours && frameColours[seat]) || PLAYER_COLOURS[seat % PLAYER_COLOURS.length]] || SEAT_COLOURS.grey;
}

// The ink of a word or number drawn on a seat's colour.
function playerInk(seat) { return inkOn(playerColour(seat)); }

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

// A chance as a percentage (odds carried by a decision)
function percent(p) { return p >= 0.9995 && p < 1 ? ">99.9%" : p > 0 && p < 0.0005 ? "<0.1%" : (100 * p).toFixed(1) + "%"; }

// ---------------------------------------------------------------- what each game registers
// A game's page file (games/<game>/static/board.js, loaded after this one) fills these in:
// BOARDS[game](ctx) -> its board; STATUS[game](ctx) -> the status bar's parts;
// PLACES[game] = {names(view) -> Set, name(view, name) -> shown} for the places its choices
// name (two-step picking); FINALS[game](f, log) -> the end-of-game table's columns.
const BOARDS = {};
const STATUS = {};
const PLACES = {};
const FINALS = {};
// Seeing the game (game.js replays others' moves one condensed log line at a time, ~0.5 s each):
// REPLAY[game](ctx, group) -> the elements of the board to flash for one line of others' moves
// (ctx as for a board plus root: the #view element, already drawn from the frame after that
// line; group = {seat, kind, events, text}); without one, replayPlaces (the places the events
// name). The line itself appears in the log either way.
// CONDENSE[game] = {key(e) -> a merge key (null: never merged), absorb(group, e) -> true when e
// belongs to the line before (a buy's gain), text(group, seatName) -> the merged line}: how
// consecutive entries of one player become one line; without one, equal lines merge as "line ×n".
// LOG_FILTERS[game] = [{id, label (a table id), test(e)}]: the log's filters beyond all/mine/others.
// INFO[game](ctx, key) -> {title, banner, cls, text, more} | null: what the card text panel and
// the hover tip show for an element of its board with data-info=key (a card, a quest...).
const REPLAY = {};
const CONDENSE = {};
const LOG_FILTERS = {};
const INFO = {};

// ---------------------------------------------------------------- the status bar

// Each game's part of the status bar: whose turn, the round, the phase and its counters.
function statusOf(ctx) {
  const own = STATUS[ctx.v.game];
  if (own) return own(ctx);
  const d = ctx.d;
  return d && d.seat !== undefined && d.seat !== null ? [turnChip(d.seat, ctx)] : [];
}

// Place names a game's choices can carry (for the two-step picking of the decision buttons).
function placeNames(view) {
  const own = PLACES[view.game];
  return own ? own.names(view) : new Set();
}

// A place's name in the page's language (a territory or a location; else as given).
function placeName(view, name) {
  const own = PLACES[view.game];
  return own ? own.name(view, name) : name;
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
    case "colour": return t("page-choice-colour", { colour: tName(`color-${slug(arg)}`, arg) });
    default: return `${verb} ${arg.replace("->", " → ")}`; // a bare id: nothing to translate
  }
}

// ---------------------------------------------------------------- replays and the log

// The places (PLACES) an event names in its data ({name} refs, names, lists of them) or detail.
function eventPlaces(names, e) {
  const out = [];
  const walk = (x, depth) => {
    if (x === null || x === undefined || depth > 3) return;
    if (typeof x === "string") { if (names.has(x) && !out.includes(x)) out.push(x); return; }
    if (Array.isArray(x)) { for (const y of x) walk(y, depth + 1); return; }
    if (typeof x === "object") for (const y of Object.values(x)) walk(y, depth + 1);
  };
  walk(e.data, 0);
  walk(e.detail, 0);
  return out;
}

// The default of a replayed line: the places its events name, on the board.
function replayPlaces(ctx, group) {
  const names = placeNames(ctx.v);
  const out = [];
  for (const e of group.events) {
    for (const n of eventPlaces(names, e)) out.push(...ctx.root.querySelectorAll(`[data-name="${CSS.escape(n)}"]`));
  }
  return out;
}

function replayHighlight(ctx, group) {
  const own = REPLAY[ctx.v.game];
  return (own ? own(ctx, group) : replayPlaces(ctx, group)) || [];
}

