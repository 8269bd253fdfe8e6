// The game page: one WebSocket per seat token in the URL (#token=T or #token=T1,T2 for hot-seat),
// the seat's board (boards.js; a generic rendering for others), the log, reconnect and resync.
// The page is laid out around the board: a status bar (whose turn, the round, the phase, what
// to do; on a phone two lines at most, a button opens the rest), a compact action bar (the
// prompt, the few choices the board cannot show, one number control for "how many") and every
// choice in a collapsed "all choices" panel. A choice the board shows (a pile, a card, a
// territory, a location) is made on the board. Map games pick a place in two steps: click a
// place several choices name (it is "picked"), then the other one.
// Keys (the "?" panel): E ends the phase (done/end), T plays all Treasures, R places the rest
// of a set-up at random, Y/N answer yes/no, A opens all choices, Enter in the number box
// confirms it, Esc forgets a pick; no number keys, and after every answer the keyboard is on
// the prompt, never on a choice.
// Others' moves are replayed one condensed log line at a time (~0.5 s each; S or the Skip
// button shows them all): the board follows the frames the server sent after each move and the
// game's REPLAY hook (boards.js) flashes what the line names; the seat's own choices wait until
// the replay ends (a click on the board or a key during it skips it first, then counts).
// #fast in the link or localStorage dominia.replay=off turns it off (the browser tests do).
// The log is condensed (CONDENSE: "plays Copper ×4", a buy and its gain on one line), with
// filters (all / mine / others, a game's own) and "since your last turn" above it; cards and
// quests show their words on hover, long-press, and in a side panel (INFO; the I key).
// Every word follows the page's language (#lang=uk or the picker; ids stay English).
"use strict";

const $ = (id) => document.getElementById(id);
const gameId = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop() || "");
const hashParams = new URLSearchParams(location.hash.slice(1));
const tokens = (hashParams.get("token") || "").split(",").filter(Boolean);
const REPLAY_KEY = "dominia.replay";
const STEP_MS = 500; // one replayed line
let replayOn = !hashParams.has("fast");
try { if (localStorage.getItem(REPLAY_KEY) === "off") replayOn = false; } catch (e) { /* private mode */ }
let logFilter = "all"; // the log's filter: all, mine, others or a game's own (LOG_FILTERS)
let sinceOpen = true; // "since your last turn", open or not (kept across re-renders)

// ---- the page's language (i18n.js): the tables of this game, loaded once the first frame
// says which game it is (the server's alone until then); the server formats the frames in it.
let lang = "en";
let tablesFor = null; // "lang/game" of the loaded tables

async function setLang(next, game) {
  lang = knownLang(next) ? next : "en";
  $("lang").value = lang;
  try {
    if (!(await loadMessages(lang, game || undefined))) return; // a later call took over
    tablesFor = `${lang}/${game || ""}`;
  } catch (e) {
    showError(t("page-unreachable", { error: e.message }, e.message));
  }
  translateStatic();
  renderTools();
  $("home").setAttribute("href", withLang("/", lang));
  for (const conn of conns) {
    // the server speaks the new language from now on and sends the whole state in it
    if (conn.ws && conn.ws.readyState === WebSocket.OPEN && conn.lang !== lang) conn.ws.send(JSON.stringify({ type: "lang", lang: lang }));
  }
  render();
}

// one entry per token: {token, ws, frame, log, retry, waiting, offline, queued}; while others'
// moves are replayed: replay {timer, group}, seen (log entries shown), shownFrame (the frame on
// screen), frames (the ones still to show, each with the log length it reaches)
const conns = tokens.map((token) => ({ token, ws: null, frame: null, log: [], retry: 0, waiting: false, offline: false, queued: null,
  replay: null, seen: 0, shownFrame: null, frames: [] }));
let shown = null; // the connection whose view is on screen
let unveiled = null; // hot-seat: the seat that pressed "show my cards"
let allOpen = false; // the "all choices" panel, open or not (kept across re-renders)
let wasMine = false; // for the turn alert: was this page asked before the last frame

function seatName(frame, seat) {
  if (seat === null || seat === undefined) return "";
  const s = frame && frame.seats[seat];
  return s && s.name ? s.name : t("player-n", { n: seat + 1 }); // unnamed: "Player n" in the page's language
}

function connect(conn) {
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  // the token goes in the first message, never in a URL (a proxy or a log may keep URLs)
  const ws = new WebSocket(`${proto}//${location.host}/ws/games/${encodeURIComponent(gameId)}?lang=${encodeURIComponent(lang)}`);
  conn.lang = lang;
  conn.ws = ws;
  ws.onopen = () => { conn.retry = 0; ws.send(JSON.stringify({ type: "token", token: conn.token, lang: lang })); };
  ws.onmessage = (event) => {
    let msg;
    try { msg = JSON.parse(event.data); } catch (e) { return; }
    if (msg.type === "error") {
      conn.waiting = false;
      showError(msg.error);
      if (msg.code === "bad_token" || msg.code === "not_found" || msg.code === "revoked") conn.fatal = msg.code;
      render();
      return;
    }
    if (msg.type === "rematch") { // a player of this game asked for a rematch: follow with our own link
      if (!ending.rematch) ending.rematch = { id: msg.rematch_id, by: msg.by };
      render();
      return;
    }
    if (msg.type !== "state") return;
    if (msg.log_from === 0) conn.log = msg.view.log.slice();
    else if (msg.log_from === conn.log.length) conn.log = conn.log.concat(msg.view.log);
    else { ws.send(JSON.stringify({ type: "resync" })); return; } // a gap: ask for everything again
    const before = conn.frame;
    conn.frame = msg;
    if (msg.log_from === 0 || !before) { stopReplay(conn); conn.seen = conn.log.length; }
    else if (conn.replay || (replayOn && !conn.skipping && !document.hidden && msg.view.log.some((e) => othersEntry(msg, e)))) queueReplay(conn, msg, before);
    else conn.seen = conn.log.length;
    if (msg.decision && msg.decision.choices) conn.skipping = false; // skipped up to the seat's next question
    conn.lang = msg.lang;
    conn.waiting = false;
    const back = conn.offline;
    conn.offline = false;
    if (!conn.remembered) { rememberLink(gameId, conn.token, seatName(msg, msg.seat)); conn.remembered = true; }
    showError("");
    if (back) sendQueued(conn);
    if (tablesFor !== `${lang}/${msg.game}`) { tablesFor = `${lang}/${msg.game}`; setLang(lang, msg.game); }
    else render();
  };
  ws.onclose = () => {
    conn.ws = null;
    conn.waiting = false; // an answer in flight: the resync tells whether it was taken
    if (conn.fatal) {
      $("status").textContent = conn.fatal === "revoked" ? t("game-revoked") : t("game-bad-link");
      return;
    }
    conn.offline = true;
    const wait = Math.min(10000, 500 * 2 ** conn.retry++);
    conn.reconnectIn = Math.round(wait / 1000);
    render();
    setTimeout(() => connect(conn), wait);
  };
}

function online(conn) { return !!(conn.ws && conn.ws.readyState === WebSocket.OPEN && !conn.offline); }

function choiceById(conn, id) {
  const d = conn.frame && conn.frame.decision;
  return d && d.choices ? d.choices.find((c) => c.id === id) : null;
}

function send(conn, choice) {
  if (conn.waiting || !conn.frame) return;
  if (!online(conn)) {
    // disconnected: never lost in silence. Held (and shown) until the resync, then sent if the
    // game still asks the same question, else dropped with a word on screen.
    const c = choiceById(conn, choice);
    conn.queued = { choice: choice, version: conn.frame.version, label: c ? choiceLabel(c, conn.frame.decision) : choice };
    render();
    return;
  }
  conn.waiting = true;
  conn.focusAfter = "prompt";
  allOpen = false; // the next question starts with the list collapsed again
  conn.ws.send(JSON.stringify({ version: conn.frame.version, choice: choice }));
  render();
}

function sendQueued(conn) {
  const q = conn.queued;
  if (!q) return;
  conn.queued = null;
  if (conn.frame.version === q.version && choiceById(conn, q.choice)) send(conn, q.choice);
  else showError(t("game-queued-dropped", { choice: q.label }));
}

// ---- a generic, readable rendering of any game's view
function isPlain(v) { return v === null || typeof v !== "object"; }

function text(v) {
  if (v === null || v === undefined) return "—";
  if (typeof v === "boolean") return v ? t("page-yes") : t("page-no");
  return String(v);
}

function renderValue(v, frame) {
  if (isPlain(v)) return document.createTextNode(text(v));
  if (Array.isArray(v)) {
    if (!v.length) return document.createTextNode("—");
    if (v.every(isPlain)) return document.createTextNode(v.map(text).join(", "));
    if (v.every((x) => x && !Array.isArray(x) && typeof x === "object")) {
      const keys = [...new Set(v.flatMap((x) => Object.keys(x)))];
      return el("table", {},
        el("thead", {}, el("tr", {}, keys.map((k) => el("th", { scope: "col", text: k.replace(/_/g, " ") })))),
        el("tbody", {}, v.map((row) => el("tr", { class: row.seat === frame.seat && row.seat !== undefined ? "mine" : null },
          keys.map((k) => el("td", {}, k === "seat" ? seatName(frame, row[k]) : renderValue(row[k], frame)))))));
    }
    return el("ol", {}, v.map((x) => el("li", {}, renderValue(x, frame))));
  }
  return el("dl", {}, Object.entries(v).flatMap(([k, x]) => [el("dt", { text: k.replace(/_/g, " ") }), el("dd", {}, renderValue(x, frame))]));
}

function logLine(frame, e) {
  if (frame.texts) return e.text === null || e.text === undefined ? "" : e.text; // the game's own sentence
  // a game that writes no sentences: what the event holds, its detail as the game gives it
  const parts = [];
  if (e.seat !== null && e.seat !== undefined) parts.push(seatName(frame, e.seat) + ":");
  parts.push(e.kind.replace(/_/g, " "));
  if (e.cards.length) parts.push(e.cards.join(", "));
  else if (e.count) parts.push(`(${e.count})`);
  if (e.detail) parts.push(e.detail);
  return parts.join(" ");
}

// ---- which seat to show (hot-seat: the one asked, behind a curtain when it changes)
function pickShown() {
  const ready = conns.filter((c) => c.frame);
  if (!ready.length) return null;
  const asked = ready.find((c) => c.frame.decision && c.frame.decision.choices);
  return asked || (shown && shown.frame ? shown : ready[0]);
}

// ---- the fixed keys: a choice id -> its key (event.code) and the table ids of its letter
const KEYS = [
  { code: "KeyE", key: "game-key-e", does: "game-key-e-does", ids: ["done", "end"] },
  { code: "KeyT", key: "game-key-t", does: "game-key-t-does", ids: ["treasures:all"] },
  { code: "KeyR", key: "game-key-r", does: "game-key-r-does", ids: ["random"] }, // the rest of a set-up at random
  { code: "KeyY", key: "game-key-y", does: "game-key-y-does", ids: ["yes"] },
  { code: "KeyN", key: "game-key-n", does: "game-key-n-does", ids: ["no"] },
];
const keyOf = (id) => KEYS.find((k) => k.ids.includes(id));
const MAX_BAR = 8; // buttons in the action bar at most (every choice stays in "all choices")

function render() {
  renderOffline();
  const conn = pickShown();
  if (!conn) return;
  if (conns.length > 1 && conn !== shown && conn.frame.decision && conn.frame.decision.choices) unveiled = null;
  shown = conn;
  const replaying = !!conn.replay;
  const f = replaying ? conn.shownFrame : conn.frame; // during a replay: the board after the line shown
  useFrameColours(f); // the seats' own colours, where the game gives them
  const d = f.decision;
  const mine = !replaying && !!(d && d.choices);
  const log = replaying ? conn.log.slice(0, conn.seen) : conn.log;
  const title = t(`game-${f.game}`, {}, f.title);
  document.title = mine ? t("game-page-title-turn", { game: title }) : t("game-page-title", { game: title });
  $("title").textContent = `— ${title}`;
  turnAlert(mine);

  // the curtain between two human seats of one device
  const curtain = conns.length > 1 && f.seat !== null && unveiled !== f.seat && mine;
  $("curtain").hidden = !curtain;
  $("board").hidden = curtain;
  if (curtain) {
    const me = seatName(f, f.seat);
    $("status").textContent = "";
    foldStatus();
    $("curtain-text").textContent = t("game-pass-to", { name: me });
    $("curtain-btn").textContent = t("game-show-mine", { name: me });
    $("curtain-btn").onclick = () => { unveiled = f.seat; render(); };
    $("curtain-btn").focus();
    return;
  }

  const before = document.activeElement;
  const place = whereFocused();
  const focusPrompt = conn.focusAfter === "prompt";
  if (!conn.waiting) conn.focusAfter = null;
  if (!mine || conn.pickedAt !== f.version) conn.picked = null;
  document.body.dataset.version = f.version;
  document.body.dataset.state = replaying ? "replay" : !d ? "over" : conn.waiting ? "waiting" : mine ? "mine" : "theirs";
  $("board").classList.toggle("locked", !online(conn));
  $("board").setAttribute("aria-busy", online(conn) ? "false" : "true");

  // the result
  const out = $("outcome");
  out.hidden = !f.outcome;
  if (f.outcome) out.replaceChildren(...outcomePanel(f, log));

  // the board first (a generic rendering for a game without one): it tells which choices it shows
  const board = BOARDS[f.view.game];
  const ids = new Map(mine && !conn.waiting ? d.choices.map((c) => [c.id, c]) : []);
  const ctx = { f: f, v: f.view, d: d, ids: ids, picked: conn.picked, log: log, seatName: (s) => seatName(f, s),
    choose: (id) => send(conn, id), pick: (name) => pick(conn, name), replay: replaying ? conn.replay.group : null, replaying: replaying };
  shownCtx = ctx;
  if (board) {
    $("view").replaceChildren(board(ctx));
  } else {
    const view = Object.assign({}, f.view);
    delete view.log;
    $("view").replaceChildren(renderValue(view, f));
  }
  $("status").replaceChildren(...statusBar(ctx, conn));
  foldStatus();

  // the action bar: the prompt, the choices the board does not show, one number control
  const names = placeNames(f.view);
  const note = $("picked");
  if (conn.picked) {
    note.replaceChildren(t("game-picked", { place: placeName(f.view, conn.picked) }) + " ",
      el("button", { type: "button", class: "link", text: t("game-show-all"), onclick: () => pick(conn, null) }));
  }
  note.hidden = !conn.picked;
  if (replaying) {
    const g = conn.replay.group;
    $("prompt").textContent = t("game-replaying", { name: g && g.seat !== null && g.seat !== undefined ? seatName(f, g.seat) : t("game-others") });
    $("choices").replaceChildren(el("button", { type: "button", id: "skip", class: "primary", "aria-keyshortcuts": t("game-key-s"),
      onclick: () => stopReplay(conn, true) }, el("kbd", { text: t("game-key-s") }), t("game-skip")));
    $("amount").replaceChildren();
    $("all").hidden = true;
    $("all-choices").replaceChildren();
  } else if (mine) {
    $("prompt").textContent = d.prompt;
    const onBoard = new Set([...$("view").querySelectorAll("[data-choice]")].map((n) => n.dataset.choice));
    for (const c of d.choices) if (placesOf(c.id, names).length) onBoard.add(c.id); // a place, or two
    const numbers = numberGroups(d);
    const numeric = new Set(numbers.flatMap((g) => g.ids));
    let bar = d.choices.filter((c) => !onBoard.has(c.id) && !numeric.has(c.id));
    if (conn.picked) bar = bar.filter((c) => { const p = placesOf(c.id, names); return !p.length || p.includes(conn.picked); });
    $("choices").replaceChildren(...bar.slice(0, MAX_BAR).map((c) => choiceButton(conn, c, d, true)));
    $("amount").replaceChildren(...numbers.map((g) => numberControl(conn, g)));
    $("all").hidden = false;
    $("all").open = allOpen;
    $("all-summary").textContent = t("game-all-choices", { n: d.choices.length });
    $("all-choices").replaceChildren(...d.choices.map((c) => choiceButton(conn, c, d, false)));
  } else {
    $("prompt").textContent = d ? t("game-choosing", { name: seatName(f, d.seat) }) : t("game-status-over");
    $("choices").replaceChildren();
    $("amount").replaceChildren();
    $("all").hidden = true;
    $("all-choices").replaceChildren();
  }

  // the keyboard: back on a place being picked, else on the prompt after an answer or when
  // what it was on is gone (never on a choice: Enter must not answer by itself)
  if (place && !focusPrompt && place.name !== undefined && restoreFocus(place)) { /* kept on the board */ }
  else if (focusPrompt || !before || before === document.body || !document.body.contains(before)) {
    $("prompt").focus({ preventScroll: true });
  }

  renderLog(f, log, replaying ? conn.replay.group : null);
  if (replaying && conn.replay.group) {
    // what the replayed line names, flashed on the board (the game's REPLAY hook, boards.js)
    for (const node of replayHighlight(Object.assign({ root: $("view") }, ctx), conn.replay.group)) {
      if (node && node.classList) node.classList.add("flash");
    }
  }
  fitMap(); // once the action bar above it has its height
}

// ---- others' moves, replayed one condensed line at a time
let shownCtx = null; // the board's ctx on screen (the info panel asks the game's INFO with it)

// An entry made by a seat this page does not hold (hot-seat: the seats of one device are not replayed).
function othersEntry(frame, e) {
  if (e.seat === null || e.seat === undefined || e.seat === frame.seat) return false;
  if (conns.length > 1 && conns.some((c) => c.frame && c.frame.seat === e.seat)) return false;
  return logLine(frame, e) !== "";
}

function queueReplay(conn, msg, before) {
  conn.frames.push({ frame: msg, upTo: conn.log.length });
  if (conn.replay) return;
  conn.shownFrame = before; // the board stays as it was; each line brings the frame after it
  conn.replay = { timer: null, group: null };
  conn.replay.timer = setTimeout(() => replayStep(conn), 60); // the rest of a bot's burst comes in meanwhile
  render();
}

function replayStep(conn) {
  const r = conn.replay;
  if (!r) return;
  r.timer = null;
  const groups = condense(conn.frame, conn.log, conn.seen);
  let next = null;
  for (const g of groups) {
    conn.seen = g.end;
    if (othersEntry(conn.frame, g.events[0])) { next = g; break; }
  }
  if (!next) { stopReplay(conn); return; }
  while (conn.frames.length && conn.frames[0].upTo <= conn.seen) conn.shownFrame = conn.frames.shift().frame;
  r.group = next;
  render();
  // many lines still to come (a long turn of a war game): faster, never slower than 0.5 s a line
  const left = groups.filter((g) => g.start >= conn.seen && othersEntry(conn.frame, g.events[0])).length;
  r.timer = setTimeout(() => replayStep(conn), left > 12 ? Math.max(120, Math.round(6000 / left)) : STEP_MS);
}

// The replay ends (done, skipped, or a resync): the latest frame on screen, everything in the log.
// Skipped (andRender true: S, the button, a click or a key): the rest of the others' moves until
// the seat is asked again show at once too.
function stopReplay(conn, andRender) {
  if (conn.replay && conn.replay.timer) clearTimeout(conn.replay.timer);
  const was = !!conn.replay;
  if (was && andRender === true && !(conn.frame.decision && conn.frame.decision.choices)) conn.skipping = true;
  conn.replay = null;
  conn.frames = [];
  conn.shownFrame = null;
  conn.seen = conn.log.length;
  if (was && andRender !== false) render();
}

// A click on the board during a replay skips it, then goes to what is there now (the same
// choice, card or place), so it is not lost.
document.addEventListener("click", (event) => {
  const conn = shown;
  const target = event.target instanceof Element ? event.target : null;
  if (!conn || !conn.replay || !target || !target.closest("#stage, #decision") || target.closest("#skip, summary, [data-info-open]")) return;
  event.preventDefault();
  event.stopPropagation();
  const hit = target.closest("[data-choice], [data-card], [data-name]");
  const area = target.closest("section.panel");
  const again = hit ? { choice: hit.dataset.choice, card: hit.dataset.card, name: hit.dataset.name, area: area ? area.classList[1] : null } : null;
  stopReplay(conn, true);
  if (!again) return;
  const scope = again.area ? $("view").querySelector(`section.${CSS.escape(again.area)}`) || $("view") : $("view");
  let found = again.choice ? document.querySelector(`#view [data-choice="${CSS.escape(again.choice)}"], #choices [data-choice="${CSS.escape(again.choice)}"]`) : null;
  if (!found && again.card) found = scope.querySelector(`[data-card="${CSS.escape(again.card)}"][data-choice]`);
  if (!found && again.name) found = $("view").querySelector(`[data-name="${CSS.escape(again.name)}"].can`);
  if (found) found.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
}, true);

// ---- the log: condensed lines (a game's CONDENSE, boards.js), filters, "since your last turn"
// Consecutive entries of one player in one line: {seat, kind, events, start, end, key}.
function condense(f, entries, from) {
  const own = CONDENSE[f.game] || {};
  const groups = [];
  for (let i = from || 0; i < entries.length; i++) {
    const e = entries[i];
    const last = groups[groups.length - 1];
    if (logLine(f, e) === "") { if (last) last.end = i + 1; continue; } // a silent entry (a cleanup)
    if (last && own.absorb && own.absorb(last, e)) { last.end = i + 1; continue; }
    const key = e.seat === null || e.seat === undefined ? null
      : own.key ? own.key(e) : `${e.seat}|${e.kind}|${logLine(f, e)}`;
    if (last && key !== null && last.key === key) { last.events.push(e); last.end = i + 1; continue; }
    groups.push({ seat: e.seat, kind: e.kind, events: [e], start: i, end: i + 1, key: key });
  }
  return groups;
}

function groupLine(f, g) {
  if (g.events.length === 1) return logLine(f, g.events[0]);
  const own = CONDENSE[f.game];
  const line = own && own.text ? own.text(g, (s) => seatName(f, s)) : null;
  return line || t("game-log-times", { text: logLine(f, g.events[0]), n: g.events.length });
}

function logFilters(f) {
  const out = [{ id: "all", label: t("game-log-all") }];
  if (f.seat !== null && f.seat !== undefined) {
    out.push({ id: "mine", label: t("game-log-mine"), test: (e) => e.seat === f.seat },
      { id: "others", label: t("game-log-others"), test: (e) => e.seat !== f.seat && e.seat !== null && e.seat !== undefined });
  }
  for (const x of LOG_FILTERS[f.game] || []) out.push({ id: x.id, label: t(x.label), test: x.test });
  return out;
}

// What others did since this seat's last move (its current turn so far left out).
function sinceMine(f, entries) {
  const me = f.seat;
  let i = entries.length;
  while (i > 0 && entries[i - 1].seat === me) i--;
  let turn = i - 1; // this seat's last turn began here (every game logs a "turn" entry)
  while (turn >= 0 && !(entries[turn].seat === me && entries[turn].kind === "turn")) turn--;
  if (turn < 0) return []; // no turn of this seat yet
  let j = i;
  while (j > turn + 1 && entries[j - 1].seat !== me) j--;
  return condense(f, entries.slice(0, i), j).filter((g) => g.seat !== me);
}

function renderLog(f, entries, fresh) {
  const filters = logFilters(f);
  if (!filters.some((x) => x.id === logFilter)) logFilter = "all";
  $("log-filters").replaceChildren(...(filters.length > 1 ? filters.map((x) => el("button", {
    type: "button", class: "filter", "data-filter": x.id, "aria-pressed": x.id === logFilter ? "true" : "false", text: x.label,
    onclick: () => { logFilter = x.id; render(); } })) : []));
  const test = (filters.find((x) => x.id === logFilter) || {}).test;

  const since = f.seat !== null && f.seat !== undefined ? sinceMine(f, entries) : [];
  $("since").hidden = !since.length;
  if (since.length) {
    $("since").open = sinceOpen;
    $("since-summary").textContent = t("game-since", { n: since.length });
    $("since-list").replaceChildren(...since.slice(-40).map((g) => el("li", { "data-seat": g.seat }, el("span", { class: "swatch", style: { background: playerColour(g.seat) } }), groupLine(f, g))));
  }

  const log = $("log");
  const atBottom = log.scrollTop + log.clientHeight >= log.scrollHeight - 4;
  let groups = condense(f, entries, 0);
  if (test) groups = groups.filter((g) => g.events.some(test));
  const lines = groups.slice(-300);
  log.replaceChildren(...lines.map((g) => el("li", { class: fresh && g.start === fresh.start ? "fresh" : null, "data-seat": g.seat }, groupLine(f, g))));
  log.start = Math.max(1, groups.length - 299);
  if (atBottom || fresh) log.scrollTop = log.scrollHeight;
}

// A map stays on screen at desktop sizes: as tall as the window leaves below the action bar.
function fitMap() {
  const map = $("view").querySelector("svg.map");
  if (!map) return;
  // (a phone scrolls; so does the end of a game, its map below the results)
  if (window.innerWidth <= 700 || !$("outcome").hidden) { map.style.removeProperty("max-height"); map.style.removeProperty("max-width"); return; }
  const top = map.getBoundingClientRect().top + window.scrollY;
  const high = Math.max(240, window.innerHeight - top - 8);
  const box = map.viewBox && map.viewBox.baseVal;
  map.style.setProperty("max-height", `${high}px`);
  if (box && box.height) map.style.setProperty("max-width", `${Math.ceil(high * box.width / box.height)}px`); // no empty sides
}
window.addEventListener("resize", fitMap);

function choiceButton(conn, c, d, withKey) {
  const k = withKey ? keyOf(c.id) : null;
  return el("button", {
    type: "button", disabled: conn.waiting, "data-choice": c.id, title: c.id,
    "aria-keyshortcuts": k ? t(k.key) : null, onclick: () => send(conn, c.id),
  }, k ? el("kbd", { text: t(k.key) }) : null, choiceLabel(c, d));
}

// The status bar: who plays, whose turn it is and what to do, and the game's own counters
// (statusOf in boards.js: the round, the phase, actions/buys/coins, armies to place...).
function statusBar(ctx, conn) {
  const { f, d } = ctx;
  const me = f.seat === null ? t("game-spectator") : seatName(f, f.seat);
  // (while others' moves are replayed the seat is not asked yet: it waits for the one replayed)
  // (the line on screen, else the first one still to come: a replay's first step waits 60 ms)
  const next = ctx.replaying ? ctx.replay || conn.log.slice(conn.seen).find((e) => othersEntry(f, e)) : null;
  const replayed = next && next.seat !== null && next.seat !== undefined ? next.seat : null;
  const state = replayed !== null ? t("game-status-waiting", { name: seatName(f, replayed) })
    : !d ? t("game-status-over") : d.choices ? t("game-status-mine") : t("game-status-waiting", { name: seatName(f, d.seat) });
  // (a phone shows the short form, the state alone: me-long and me-short, app.css)
  const parts = [el("span", { class: "me" }, f.seat !== null && f.seat !== undefined ? el("span", { class: "swatch", style: { background: playerColour(f.seat) } }) : null,
    el("span", { class: "me-long", text: t("game-status", { me: me, state: state }) }), el("span", { class: "me-short", text: state }))];
  // the game's part (boards.js); whose turn it is only when it is not this seat's own (and on a
  // phone not when the state names the same seat: "dup")
  const waitingFor = replayed !== null ? replayed : d && !d.choices ? d.seat : null;
  // (and nobody's turn once the game is over)
  const own = (typeof statusOf === "function" ? statusOf(ctx) : [])
    .filter((p) => !(p instanceof Element && p.dataset.seat !== undefined && (!d || Number(p.dataset.seat) === f.seat)));
  for (const p of own) {
    const dup = p instanceof Element && p.dataset.seat !== undefined && Number(p.dataset.seat) === waitingFor;
    parts.push(el("span", { class: "sep" + (dup ? " dup" : ""), "aria-hidden": "true", text: " · " }), p);
    if (dup) p.classList.add("dup");
  }
  if (conn.waiting) parts.push(el("span", { class: "sep", "aria-hidden": "true", text: " · " }), el("span", { class: "sub", text: t("game-sending") }));
  return parts;
}

// On a phone the status bar is two lines at most (app.css clamps it); when more is there, a
// button opens it whole, and closes it again (kept across re-renders).
let statusOpen = false;
function foldStatus() {
  const bar = $("status"), more = $("status-more");
  bar.classList.toggle("open", statusOpen);
  const folds = window.innerWidth <= 700 && (statusOpen || bar.scrollHeight > bar.clientHeight + 2);
  more.hidden = !folds;
  more.setAttribute("aria-expanded", statusOpen ? "true" : "false");
  const label = t(statusOpen ? "game-status-less" : "game-status-more");
  more.setAttribute("aria-label", label);
  more.title = label;
  more.textContent = statusOpen ? "▴" : "…";
}
$("status-more").addEventListener("click", () => { statusOpen = !statusOpen; foldStatus(); });
window.addEventListener("resize", foldStatus);

// ---- numbers with one control: the decision's numeric choices ("move:1" ... "move:7") as a
// stepper set to the usual answer (the web hooks' "numbers": all of them, or none at all for
// "roll until done" with a stop-at); without them, every prefix with three or more numbers.
function numberGroups(d) {
  const ids = new Set(d.choices.map((c) => c.id));
  if (Array.isArray(d.numbers)) {
    return d.numbers.map((n) => {
      const values = [];
      for (let k = n.min; k <= n.max; k++) if (ids.has(`${n.prefix}:${k}`)) values.push(k);
      const all = values.map((k) => `${n.prefix}:${k}`);
      if (n.plain) all.push(n.plain);
      return { prefix: n.prefix, values: values, usual: n.default, plain: n.plain || null, ids: all };
    }).filter((g) => g.values.length || g.plain);
  }
  const groups = new Map();
  for (const c of d.choices) {
    const m = /^(.*):(\d+)$/.exec(c.id);
    if (!m) continue;
    if (!groups.has(m[1])) groups.set(m[1], []);
    groups.get(m[1]).push(Number(m[2]));
  }
  return [...groups].filter(([, v]) => v.length >= 3).map(([prefix, values]) => {
    values.sort((a, b) => a - b);
    return { prefix: prefix, values: values, usual: values[values.length - 1], plain: null, ids: values.map((k) => `${prefix}:${k}`) };
  });
}

function numberControl(conn, g) {
  const d = conn.frame.decision;
  const lo = g.values.length ? g.values[0] : 0, hi = g.values.length ? g.values[g.values.length - 1] : 0;
  const kept = conn.amount && conn.amount.prefix === g.prefix && conn.amount.version === conn.frame.version ? conn.amount : null;
  const labelOf = (id) => { const c = d.choices.find((x) => x.id === id); return c ? choiceLabel(c, d) : id; };
  const box = el("div", { class: "amount", "data-prefix": g.prefix });
  if (g.plain) {
    // "roll until done", with an optional stop-at (a number of armies left)
    const go = el("button", { type: "button", class: "amount-plain primary", disabled: conn.waiting, "data-choice": g.plain, text: labelOf(g.plain),
      onclick: () => send(conn, stopAt.checked && g.values.length ? `${g.prefix}:${input.value}` : g.plain) });
    const stopAt = el("input", { type: "checkbox", id: `stop-${g.prefix}`, checked: kept ? kept.stop : false, disabled: !g.values.length });
    const input = el("input", { type: "number", class: "amount-input", min: lo, max: hi, step: 1, value: kept ? kept.value : lo, disabled: !(kept && kept.stop),
      "aria-label": t("game-how-many", { lo: lo, hi: hi }), "data-prefix": g.prefix });
    const sync = () => {
      conn.amount = { prefix: g.prefix, value: clampTo(g.values, Number(input.value)), stop: stopAt.checked, version: conn.frame.version };
      input.disabled = !stopAt.checked;
      go.dataset.choice = stopAt.checked ? `${g.prefix}:${conn.amount.value}` : g.plain;
      go.textContent = labelOf(go.dataset.choice);
    };
    stopAt.addEventListener("change", sync);
    input.addEventListener("input", sync);
    input.addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); sync(); go.click(); } });
    if (kept) { go.dataset.choice = kept.stop ? `${g.prefix}:${kept.value}` : g.plain; go.textContent = labelOf(go.dataset.choice); }
    box.append(go);
    if (g.values.length) box.append(el("label", { class: "stop", for: `stop-${g.prefix}` }, stopAt, " ", t("game-stop-at")), input);
    return box;
  }
  const value = kept ? kept.value : (g.usual !== null && g.usual !== undefined ? g.usual : hi);
  const input = el("input", { type: "number", class: "amount-input", min: lo, max: hi, step: 1, value: value,
    "aria-label": t("game-how-many", { lo: lo, hi: hi }), "data-prefix": g.prefix });
  const range = el("input", { type: "range", min: lo, max: hi, step: 1, value: value, tabindex: "-1", "aria-hidden": "true", "data-prefix": g.prefix });
  const go = el("button", { type: "button", class: "amount-send primary", disabled: conn.waiting, "data-choice": `${g.prefix}:${value}`,
    text: t("game-confirm", { choice: labelOf(`${g.prefix}:${value}`) }), onclick: () => send(conn, go.dataset.choice) });
  const set = (n) => {
    const k = clampTo(g.values, n);
    input.value = String(k); range.value = String(k);
    conn.amount = { prefix: g.prefix, value: k, version: conn.frame.version };
    go.dataset.choice = `${g.prefix}:${k}`;
    go.textContent = t("game-confirm", { choice: labelOf(go.dataset.choice) });
  };
  const step = (delta, sign) => el("button", { type: "button", class: "step", "aria-label": t(delta), text: sign, disabled: conn.waiting,
    onclick: () => set(Number(input.value) + (sign === "+" ? 1 : -1)) });
  input.addEventListener("change", () => set(Number(input.value)));
  input.addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); set(Number(input.value)); go.click(); } });
  range.addEventListener("input", () => set(Number(range.value)));
  box.append(step("game-less", "−"), input, step("game-more", "+"), range,
    el("button", { type: "button", class: "link", text: t("game-all-n", { n: hi }), onclick: () => set(hi) }), go);
  return box;
}

// The end of the game: the winners, a rematch and the way back to the lobby, a score table per
// game from the outcome (and the view), then the game's charts (charts.js) from the server.
function outcomePanel(f, log) {
  const o = f.outcome;
  const names = o.winners.map((s) => seatName(f, s));
  const winners = names.length ? new Intl.ListFormat(I18N.pseudo ? "en" : I18N.lang, { type: "conjunction" }).format(names) : t("game-nobody");
  const seats = o.scores.map((_, i) => i);
  const w = (id, args) => t(id, args);
  const own = FINALS[f.game];  // a game's own columns (its board.js), else the scores
  const cols = (own && own(f, log, w)) || [[t("game-col-score"), (i) => o.scores[i]]];
  const table = el("table", { class: "scores", id: "scores" },
    el("thead", {}, el("tr", {}, el("th", { scope: "col", text: t("game-col-player") }), cols.map(([h]) => el("th", { scope: "col", text: h })))),
    el("tbody", {}, seats.map((i) => el("tr", { class: (o.winners.includes(i) ? "winner" : "") + (i === f.seat ? " mine" : ""), "data-seat": i },
      el("th", { scope: "row" }, el("span", { class: "swatch", style: { background: playerColour(i) } }), seatName(f, i),
        // a star drawn by every font (an emoji is a box where no emoji font is installed)
        o.winners.includes(i) ? el("span", { class: "winner-mark", role: "img", "aria-label": t("game-winner-mark"), title: t("game-winner-mark"), text: "★" }) : ""),
      cols.map(([, get]) => el("td", { text: String(get(i)) }))))));
  endOfGame();
  return [el("h2", { text: t("game-won", { names: winners, n: names.length }) }),
    // (the reason is a sentence of its own: its full stop is the message's)
    el("p", { class: "sub", text: t("game-ended", { reason: String(o.text || o.reason).replace(/[.。]\s*$/, "") }) }), endActions(f),
    // (a phone scrolls a wide table sideways rather than break its words)
    el("div", { class: "scores-box", role: "region", tabindex: "0", "aria-label": t("game-col-score") }, table), endCharts(f)];
}

// ---- after the end: the charts (GET /api/games/{id}/history, asked once) and the rematch
// (POST /api/games/{id}/rematch with each of this page's tokens: the same seats and options, a
// new seed; each token gets its own seat's link). The other pages of the game are told over
// their WebSocket ({"type": "rematch"}, see connect) and asked again now and then, and follow
// with their own link.
const ending = { asked: false, history: null, failed: null, rematch: null, busy: false, error: null, poll: 0, open: new Set() };
const REMATCH_POLL_MS = 15000;

function endOfGame() {
  if (ending.asked) return;
  ending.asked = true;
  loadHistory();
  findRematch();
  ending.poll = setInterval(() => { if (ending.rematch) clearInterval(ending.poll); else findRematch(); }, REMATCH_POLL_MS);
}

function endUrl(what) { return `/api/games/${encodeURIComponent(gameId)}/${what}`; }
function tokenHeader() { return { "X-Dominia-Token": tokens[0] }; } // (not in the URL)

async function loadHistory() {
  try {
    const r = await fetch(`${endUrl("history")}?lang=${encodeURIComponent(lang)}`, { headers: tokenHeader() });
    const data = await r.json();
    if (r.ok) ending.history = data;
    else ending.failed = data.error;
  } catch (e) {
    ending.failed = t("page-unreachable", { error: e.message }, e.message);
  }
  render();
}

async function findRematch() {
  try {
    const r = await fetch(`${endUrl("rematch")}?lang=${encodeURIComponent(lang)}`, { headers: tokenHeader() });
    const data = await r.json();
    if (r.ok && data.rematch_id && !ending.rematch) { ending.rematch = { id: data.rematch_id, by: data.asked_by }; render(); }
  } catch (e) { /* asked again later; the WebSocket may tell first */ }
}

// Each of this page's seats to its own seat of the rematch (made by the first ask), then there.
async function playRematch() {
  if (ending.busy) return;
  ending.busy = true;
  ending.error = null;
  render();
  try {
    const got = [];
    for (const token of tokens) {
      const r = await fetch(`${endUrl("rematch")}?lang=${encodeURIComponent(lang)}`,
        { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token: token }) });
      const data = await r.json();
      if (!r.ok) throw new Error(data.error || `HTTP ${r.status}`);
      if (data.host_token) rememberHost(data.rematch_id, data.host_token);
      got.push(data);
    }
    location.assign(withLang(`/play/${encodeURIComponent(got[0].rematch_id)}#token=${got.map((g) => g.token).join(",")}`, lang));
  } catch (e) {
    ending.error = e.message;
    ending.busy = false;
    render();
  }
}

function endActions(f) {
  const lobby = el("a", { class: "button", id: "to-lobby", href: withLang("/", lang), text: t("end-lobby") });
  const box = el("div", { class: "endbar" });
  const r = ending.rematch;
  if (r) {
    const by = r.by !== null && r.by !== undefined && r.by !== f.seat ? seatName(f, r.by) : null;
    box.append(el("button", { type: "button", id: "rematch", class: "primary", disabled: ending.busy, onclick: playRematch,
      text: ending.busy ? t("end-rematch-making") : t("end-rematch-join") }), lobby);
    if (by) box.append(el("p", { class: "rematch-note", role: "status", text: t("end-rematch-started", { name: by }) }));
  } else if (f.seat !== null && f.seat !== undefined) {
    box.append(el("button", { type: "button", id: "rematch", class: "primary", disabled: ending.busy, onclick: playRematch,
      text: ending.busy ? t("end-rematch-making") : t("end-rematch") }), lobby,
    el("p", { class: "rematch-note", text: t("end-rematch-note") }));
  } else {
    box.append(lobby);
  }
  if (ending.error) box.append(el("p", { class: "error", role: "alert", text: ending.error }));
  return box;
}

function endCharts(f) {
  const box = el("section", { class: "charts", id: "charts", "aria-labelledby": "charts-title" },
    el("h3", { id: "charts-title", text: t("end-charts") }));
  if (ending.failed) { box.append(el("p", { class: "sub", text: ending.failed })); return box; }
  if (!ending.history) { box.append(el("p", { class: "sub", text: t("end-charts-loading") })); return box; }
  const charts = ending.history.charts || [];
  if (!charts.length) return null; // a game that draws none
  // as wide as the panel allows: two side by side when each gets 26rem, else one a row
  const room = ($("outcome").clientWidth || window.innerWidth) - 44;
  const cols = charts.length > 1 && room >= 2 * 416 + 16 ? 2 : 1;
  const width = Math.min(720, (room - 16 * (cols - 1)) / cols - 4);
  const who = { name: (s) => seatName(f, s), colour: (s) => playerColour(s) };
  const grid = el("div", { class: "chart-grid" });
  for (const spec of charts) {
    const fig = chartFigure(spec, who, width);
    const more = fig.querySelector("details");
    more.open = ending.open.has(spec.id);
    more.addEventListener("toggle", () => { if (more.open) ending.open.add(spec.id); else ending.open.delete(spec.id); });
    grid.append(fig);
  }
  box.append(grid);
  return box;
}

let endResize = 0;
window.addEventListener("resize", () => {
  if (!ending.history) return;
  clearTimeout(endResize);
  endResize = setTimeout(render, 150); // the charts drawn again at the new width
});

function clampTo(values, n) {
  if (!values.length) return 0;
  if (!(n >= values[0])) return values[0];
  if (n >= values[values.length - 1]) return values[values.length - 1];
  let best = values[0];
  for (const v of values) if (v <= n) best = v;
  return best;
}

// ---- comforts: the turn alert (title, favicon, an optional sound, a notification), the
// disconnection banner
const SOUND_KEY = "dominia.sound";
let soundOn = false;
try { soundOn = localStorage.getItem(SOUND_KEY) === "1"; } catch (e) { /* private mode */ }

function turnAlert(mine) {
  const icon = $("favicon");
  const want = mine ? "/static/favicon-turn.svg" : "/static/favicon.svg";
  if (icon && icon.getAttribute("href") !== want) icon.setAttribute("href", want);
  if (mine && !wasMine) {
    if (soundOn) beep();
    if (document.hidden && "Notification" in window && Notification.permission === "granted") {
      try { new Notification(document.title, { body: t("game-status-mine"), icon: "/static/favicon-turn.svg", tag: "dominia-turn" }); } catch (e) { /* not allowed here */ }
    }
  }
  wasMine = mine;
}

function beep() {
  try {
    const ac = new (window.AudioContext || window.webkitAudioContext)();
    const osc = ac.createOscillator(), gain = ac.createGain();
    osc.frequency.value = 660;
    gain.gain.setValueAtTime(0.08, ac.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, ac.currentTime + 0.35);
    osc.connect(gain).connect(ac.destination);
    osc.start();
    osc.stop(ac.currentTime + 0.35);
  } catch (e) { /* no audio */ }
}

// The tools' icons (drawn here: no font on the machine needs to have them)
const SOUND_ON = "M3 9h4l5-4v14l-5-4H3z M15.5 8.5a5 5 0 0 1 0 7 M18 6a8.5 8.5 0 0 1 0 12";
const SOUND_OFF = "M3 9h4l5-4v14l-5-4H3z M16 9l6 6 M22 9l-6 6";
const BELL = "M6 16V11a6 6 0 0 1 12 0v5l2 2H4z M10 20a2 2 0 0 0 4 0";
function icon(d) {
  return svg("svg", { viewBox: "0 0 24 24", width: 18, height: 18, "aria-hidden": "true", class: "icon" },
    svg("path", { d: d, fill: "none", stroke: "currentColor", "stroke-width": 2, "stroke-linejoin": "round", "stroke-linecap": "round" }));
}

function renderTools() {
  const s = $("sound-btn");
  s.replaceChildren(icon(soundOn ? SOUND_ON : SOUND_OFF));
  s.setAttribute("aria-pressed", soundOn ? "true" : "false");
  s.setAttribute("aria-label", t(soundOn ? "game-sound-on" : "game-sound-off"));
  s.title = t(soundOn ? "game-sound-on" : "game-sound-off");
  const n = $("notify-btn");
  n.hidden = !("Notification" in window) || Notification.permission !== "default";
  n.replaceChildren(icon(BELL));
  n.setAttribute("aria-label", t("game-notify"));
  n.title = t("game-notify");
  $("keys-list").replaceChildren(...[
    ...KEYS.map((k) => [t(k.key), t(k.does)]),
    [t("game-key-a"), t("game-key-a-does")],
    [t("game-key-s"), t("game-key-s-does")],
    [t("game-key-i"), t("game-key-i-does")],
    [t("game-key-enter"), t("game-key-enter-does")],
    [t("game-key-esc"), t("game-key-esc-does")],
    [t("game-key-tab"), t("game-key-tab-does")],
    ["?", t("game-key-help-does")],
  ].flatMap(([k, does]) => [el("dt", {}, el("kbd", { text: k })), el("dd", { text: does })]));
}

function renderOffline() {
  const down = conns.filter((c) => c.offline && !c.fatal);
  $("offline").hidden = !down.length;
  document.body.classList.toggle("disconnected", down.length > 0);
  const q = conns.find((c) => c.queued);
  $("queued").hidden = !q;
  $("queued-cancel").hidden = !q;
  if (down.length) $("offline-text").textContent = t("game-reconnecting", { seconds: Math.max(...down.map((c) => c.reconnectIn || 0)) });
  if (q) $("queued").textContent = t("game-queued", { choice: q.queued.label });
}

// Keep the keyboard on the same place of a board across a re-render (picking a place).
function whereFocused() {
  const a = document.activeElement;
  if (!a || a === document.body || !a.closest) return null;
  const place = a.closest("#view [data-name]");
  return place ? { name: place.dataset.name } : null;
}

function restoreFocus(focus) {
  const again = $("view").querySelector(`[data-name="${CSS.escape(focus.name)}"]`);
  if (again && (again.tagName === "BUTTON" || again.hasAttribute("tabindex"))) { again.focus({ preventScroll: true }); return true; }
  return false;
}

function pick(conn, name) {
  conn.picked = name;
  conn.pickedAt = conn.frame ? conn.frame.version : null;
  render();
}

function toggleKeys(open) {
  const box = $("keys");
  box.hidden = open === undefined ? !box.hidden : !open;
  $("keys-btn").setAttribute("aria-expanded", box.hidden ? "false" : "true");
}

document.addEventListener("keydown", (event) => {
  const tag = event.target && event.target.tagName;
  if (["INPUT", "SELECT", "TEXTAREA"].includes(tag) || event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.key === "?") { toggleKeys(); event.preventDefault(); return; }
  if (event.key === "Escape") {
    if (!$("info").hidden) closeInfo();
    else if (!$("keys").hidden) toggleKeys(false);
    else if (shown && shown.picked) pick(shown, null);
    return;
  }
  if (!shown || !$("curtain").hidden) return;
  if ((event.key === "Enter" || event.key === " ") && event.target instanceof Element && event.target.matches("[data-info-open][role=button]")) {
    openInfo(event.target.dataset.infoOpen); // a quest or a card named on the board: its words
    event.preventDefault();
    return;
  }
  if (event.code === "KeyI") {
    const on = document.activeElement && document.activeElement.closest ? document.activeElement.closest("[data-info], [data-info-open]") : null;
    if (on) { openInfo(on.dataset.info || on.dataset.infoOpen); event.preventDefault(); }
    return;
  }
  if (shown.replay && (event.code === "KeyS" || event.code === "KeyA" || KEYS.some((k) => k.code === event.code))) {
    stopReplay(shown, true); // S skips; a choice's key skips first, then counts
    if (event.code === "KeyS") { event.preventDefault(); return; }
  }
  if (event.code === "KeyA" && !$("all").hidden) {
    allOpen = true;
    $("all").open = true;
    const first = $("all-choices").querySelector("button");
    if (first) first.focus();
    event.preventDefault();
    return;
  }
  const k = KEYS.find((x) => x.code === event.code);
  if (!k) return;
  const d = shown.frame && shown.frame.decision;
  const id = d && d.choices ? k.ids.find((i) => d.choices.some((c) => c.id === i)) : null;
  if (id && !shown.waiting) { event.preventDefault(); send(shown, id); }
});

$("all").addEventListener("toggle", () => { allOpen = $("all").open; });
$("since").addEventListener("toggle", () => { sinceOpen = $("since").open; });
// a tab out of sight does not replay (its timers crawl): what happened waits in the summary
document.addEventListener("visibilitychange", () => { if (document.hidden) for (const c of conns) if (c.replay) stopReplay(c, c === shown); });
$("keys-btn").addEventListener("click", () => toggleKeys());
$("keys-close").addEventListener("click", () => toggleKeys(false));
$("sound-btn").addEventListener("click", () => {
  soundOn = !soundOn;
  try { localStorage.setItem(SOUND_KEY, soundOn ? "1" : "0"); } catch (e) { /* private mode */ }
  if (soundOn) beep();
  renderTools();
});
$("notify-btn").addEventListener("click", () => {
  if ("Notification" in window) Notification.requestPermission().then(renderTools, renderTools);
});
// the replay of the others' moves, on or off for this browser (the keys panel)
$("replay-on").checked = replayOn;
$("replay-on").addEventListener("change", () => {
  replayOn = $("replay-on").checked;
  try { localStorage.setItem(REPLAY_KEY, replayOn ? "on" : "off"); } catch (e) { /* private mode */ }
  if (!replayOn) for (const c of conns) if (c.replay) stopReplay(c, c === shown);
});
$("queued-cancel").addEventListener("click", () => { for (const c of conns) c.queued = null; render(); });

lang = initialLang();
langPicker($("lang"), lang, (next) => setLang(next, shown && shown.frame ? shown.frame.game : null));
setLang(lang, null).then(() => {
  if (!tokens.length) $("status").textContent = t("game-no-token");
  else if (!conns.some((c) => c.frame)) $("status").textContent = t("game-connecting");
});
conns.forEach(connect);

// ---- card and quest text: a tip on hover and long-press, a side panel (the info icon, or I on
// a card); the words come from the game's INFO hook (boards.js) for an element's data-info key
let tipTimer = null, pressTimer = null, pressed = false;

function infoOf(key) {
  const own = shownCtx && INFO[shownCtx.v.game];
  return own ? own(shownCtx, key) : null;
}

function infoNodes(info) {
  return [
    info.banner ? el("p", { class: "banner " + (info.cls || ""), text: info.banner }) : null,
    el("h3", { class: "info-title", text: info.title }),
    info.meta ? el("p", { class: "sub", text: info.meta }) : null,
    info.text ? el("p", { class: "info-text", text: info.text }) : null,
    info.more ? el("p", { class: "sub", text: info.more }) : null,
  ].filter(Boolean);
}

function showTip(node) {
  const info = infoOf(node.dataset.info);
  const tip = $("tip");
  if (!info) { tip.hidden = true; return; }
  tip.replaceChildren(...infoNodes(info));
  tip.hidden = false;
  const r = node.getBoundingClientRect();
  const w = tip.offsetWidth, h = tip.offsetHeight;
  let x = r.left + r.width / 2 - w / 2, y = r.bottom + 6;
  if (y + h > window.innerHeight - 4) y = Math.max(4, r.top - h - 6);
  x = Math.max(4, Math.min(x, window.innerWidth - w - 4));
  tip.style.setProperty("left", `${Math.round(x)}px`);
  tip.style.setProperty("top", `${Math.round(y)}px`);
}

function hideTip() {
  clearTimeout(tipTimer);
  $("tip").hidden = true;
}

function openInfo(key) {
  const info = infoOf(key);
  if (!info) return;
  hideTip();
  $("info-body").replaceChildren(...infoNodes(info));
  $("info").hidden = false;
  $("info-close").focus({ preventScroll: true });
}

function closeInfo() {
  $("info").hidden = true;
  if (shown && $("prompt")) $("prompt").focus({ preventScroll: true });
}

document.addEventListener("mouseover", (event) => {
  const node = event.target instanceof Element ? event.target.closest("[data-info]") : null;
  if (!node || (event.relatedTarget instanceof Element && node.contains(event.relatedTarget))) return;
  clearTimeout(tipTimer);
  // the title is the browser's own tip: kept aside while ours shows
  if (node.title) { node.dataset.title = node.title; node.removeAttribute("title"); }
  tipTimer = setTimeout(() => showTip(node), 250);
});
document.addEventListener("mouseout", (event) => {
  const node = event.target instanceof Element ? event.target.closest("[data-info]") : null;
  if (!node || (event.relatedTarget instanceof Element && node.contains(event.relatedTarget))) return;
  if (node.dataset.title) { node.title = node.dataset.title; delete node.dataset.title; }
  hideTip();
});
document.addEventListener("focusin", (event) => { if (!(event.target instanceof Element && event.target.closest("[data-info]"))) hideTip(); });
// a long press on a touch screen shows the tip and is not a click
document.addEventListener("touchstart", (event) => {
  const node = event.target instanceof Element ? event.target.closest("[data-info]") : null;
  pressed = false;
  clearTimeout(pressTimer);
  if (!node) { hideTip(); return; }
  pressTimer = setTimeout(() => { pressed = true; showTip(node); }, 450);
}, { passive: true });
for (const name of ["touchend", "touchmove", "touchcancel"]) {
  document.addEventListener(name, () => {
    clearTimeout(pressTimer);
    if (pressed) setTimeout(() => { pressed = false; }, 700); // the click a long press may bring, not a later one
  }, { passive: true });
}
document.addEventListener("contextmenu", (event) => { if (event.target instanceof Element && event.target.closest("[data-info]")) event.preventDefault(); });
document.addEventListener("click", (event) => {
  if (pressed) { pressed = false; event.preventDefault(); event.stopPropagation(); return; }
  const open = event.target instanceof Element ? event.target.closest("[data-info-open]") : null;
  if (open) { event.preventDefault(); event.stopPropagation(); openInfo(open.dataset.infoOpen); }
}, true);
$("info-close").addEventListener("click", closeInfo);
