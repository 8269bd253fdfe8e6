// The game page: one WebSocket per seat token in the URL (#token=T or #token=T1,T2 for hot-seat),
// the seat's board (boards.js; a generic rendering for others), its choices as buttons, the log,
// reconnect and resync. Every word follows the page's language (#lang=uk or the picker, remembered in
// localStorage; ids stay English). Map games pick a place in two steps: click a territory or location that
// several choices name (it is "picked": only those choices are shown), then the other one.
"use strict";

const $ = (id) => document.getElementById(id);
const gameId = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop() || "");
const hashParams = new URLSearchParams(location.hash.slice(1));
const tokens = (hashParams.get("token") || "").split(",").filter(Boolean);

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
  $("home").setAttribute("href", withLang("/", lang));
  for (const conn of conns) {
    // the server speaks the new language from now on and sends the whole state in it
    if (conn.ws && conn.ws.readyState === WebSocket.OPEN && conn.lang !== lang) conn.ws.send(JSON.stringify({ type: "lang", lang: lang }));
  }
  render();
}

// one entry per token: {token, ws, frame, log, retry, waiting}
const conns = tokens.map((token) => ({ token, ws: null, frame: null, log: [], retry: 0, waiting: false }));
let shown = null; // the connection whose view is on screen
let unveiled = null; // hot-seat: the seat that pressed "show my cards"

function seatName(frame, seat) {
  if (seat === null || seat === undefined) return "";
  const s = frame && frame.seats[seat];
  return s && s.name ? s.name : t("player-n", { n: seat + 1 }); // unnamed: "Player n" in the page's language
}

function connect(conn) {
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  const ws = new WebSocket(`${proto}//${location.host}/ws/games/${encodeURIComponent(gameId)}?token=${encodeURIComponent(conn.token)}&lang=${encodeURIComponent(lang)}`);
  conn.lang = lang;
  conn.ws = ws;
  ws.onopen = () => { conn.retry = 0; };
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
    if (msg.type !== "state") return;
    if (msg.log_from === 0) conn.log = msg.view.log.slice();
    else if (msg.log_from === conn.log.length) conn.log = conn.log.concat(msg.view.log);
    else { ws.send(JSON.stringify({ type: "resync" })); return; } // a gap: ask for everything again
    conn.frame = msg;
    conn.lang = msg.lang;
    conn.waiting = false;
    if (!conn.remembered) { rememberLink(gameId, conn.token, seatName(msg, msg.seat)); conn.remembered = true; }
    showError("");
    if (tablesFor !== `${lang}/${msg.game}`) { tablesFor = `${lang}/${msg.game}`; setLang(lang, msg.game); }
    else render();
  };
  ws.onclose = () => {
    conn.ws = null;
    if (conn.fatal) {
      $("status").textContent = conn.fatal === "revoked" ? t("game-revoked") : t("game-bad-link");
      return;
    }
    const wait = Math.min(10000, 500 * 2 ** conn.retry++);
    $("status").textContent = t("game-reconnecting", { seconds: Math.round(wait / 1000) });
    setTimeout(() => connect(conn), wait);
  };
}

function send(conn, choice) {
  if (!conn.ws || conn.ws.readyState !== WebSocket.OPEN || conn.waiting) return;
  conn.waiting = true;
  const w = whereFocused(); // disabled buttons lose the focus: give it back after the answer
  conn.focusAfter = w && w.name === undefined ? { index: 0 } : w;
  conn.ws.send(JSON.stringify({ version: conn.frame.version, choice: choice }));
  render();
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

function render() {
  const conn = pickShown();
  if (!conn) return;
  if (conns.length > 1 && conn !== shown && conn.frame.decision && conn.frame.decision.choices) unveiled = null;
  shown = conn;
  const f = conn.frame;
  const title = t(`game-${f.game}`, {}, f.title);
  document.title = t("game-page-title", { game: title });
  $("title").textContent = `— ${title}`;
  const me = f.seat === null ? t("game-spectator") : seatName(f, f.seat);
  const d = f.decision;
  const state = !d ? t("game-status-over") : d.choices ? t("game-status-mine") : t("game-status-waiting", { name: seatName(f, d.seat) });
  $("status").textContent = t("game-status", { me: me, move: f.version, state: state });

  // the curtain between two human seats of one device
  const curtain = conns.length > 1 && f.seat !== null && unveiled !== f.seat && d && d.choices;
  $("curtain").hidden = !curtain;
  $("board").hidden = curtain;
  if (curtain) {
    $("curtain-text").textContent = t("game-pass-to", { name: me });
    $("curtain-btn").textContent = t("game-show-mine", { name: me });
    $("curtain-btn").onclick = () => { unveiled = f.seat; render(); };
    $("curtain-btn").focus();
    return;
  }

  const focus = whereFocused() || conn.focusAfter;
  if (!conn.waiting) conn.focusAfter = null;

  // the decision (with a picked place, map games show only the choices naming it)
  if (!d || !d.choices || conn.pickedAt !== f.version) conn.picked = null;
  const choices = $("choices");
  const names = placeNames(f.view);
  let shownChoices = d && d.choices ? d.choices : [];
  const note = $("picked");
  if (conn.picked) {
    shownChoices = shownChoices.filter((c) => { const p = placesOf(c.id, names); return !p.length || p.includes(conn.picked); });
    note.replaceChildren(t("game-picked", { place: placeName(f.view, conn.picked) }) + " ",
      el("button", { type: "button", class: "link", text: t("game-show-all"), onclick: () => pick(conn, null) }));
  }
  note.hidden = !conn.picked;
  if (d && d.choices) {
    $("prompt").textContent = d.prompt;
    choices.replaceChildren(...shownChoices.map((c, i) => el("button", {
      type: "button", disabled: conn.waiting, "data-choice": c.id, title: c.id,
      onclick: () => send(conn, c.id),
    }, i < 9 ? el("kbd", { text: String(i + 1) }) : null, choiceLabel(c, d))));
    $("amount").replaceChildren(...amountSliders(conn, shownChoices));
  } else {
    $("prompt").textContent = d ? t("game-choosing", { name: seatName(f, d.seat) }) : "";
    choices.replaceChildren();
    $("amount").replaceChildren();
  }
  document.body.dataset.version = f.version;
  document.body.dataset.state = !d ? "over" : conn.waiting ? "waiting" : d.choices ? "mine" : "theirs";

  // the result
  const out = $("outcome");
  out.hidden = !f.outcome;
  if (f.outcome) out.replaceChildren(...outcomePanel(f, conn.log));

  // the board (a generic rendering for a game without one) and the log
  const board = BOARDS[f.view.game];
  const ids = new Map(d && d.choices && !conn.waiting ? d.choices.map((c) => [c.id, c]) : []);
  const ctx = { f: f, v: f.view, d: d, ids: ids, picked: conn.picked, seatName: (s) => seatName(f, s),
    choose: (id) => send(conn, id), pick: (name) => pick(conn, name) };
  if (board) {
    $("view").replaceChildren(board(ctx));
  } else {
    const view = Object.assign({}, f.view);
    delete view.log;
    $("view").replaceChildren(renderValue(view, f));
  }
  restoreFocus(focus);
  const log = $("log");
  const atBottom = log.scrollTop + log.clientHeight >= log.scrollHeight - 4;
  const lines = conn.log.slice(-300).map((e) => logLine(f, e)).filter((line) => line !== "");
  log.replaceChildren(...lines.map((line) => el("li", { text: line })));
  log.start = Math.max(1, conn.log.length - 299);
  if (atBottom) log.scrollTop = log.scrollHeight;
}

// Decisions choosing a number ("move:1" ... "move:7"): a range slider over the numbers offered
// (one per prefix with three or more), next to the buttons.
function amountSliders(conn, choices) {
  const groups = new Map();
  for (const c of choices) {
    const m = /^(.*):(\d+)$/.exec(c.id);
    if (!m) continue;
    if (!groups.has(m[1])) groups.set(m[1], []);
    groups.get(m[1]).push(Number(m[2]));
  }
  const out = [];
  for (const [prefix, values] of groups) {
    if (values.length < 3) continue;
    values.sort((a, b) => a - b);
    const id = (i) => `${prefix}:${values[i]}`;
    const labelOf = (i) => { const c = choices.find((x) => x.id === id(i)); return c ? choiceLabel(c, conn.frame.decision) : id(i); };
    const keep = conn.amount && conn.amount.prefix === prefix && conn.amount.version === conn.frame.version ? conn.amount.index : values.length - 1;
    const range = el("input", { type: "range", min: 0, max: values.length - 1, step: 1, value: keep, "aria-label": t("game-how-many", { lo: values[0], hi: values[values.length - 1] }), "data-prefix": prefix });
    const label = el("output", { class: "amount-value", text: String(values[keep]) });
    const go = el("button", { type: "button", disabled: conn.waiting, class: "amount-send", "data-choice": id(keep), text: labelOf(keep) });
    range.addEventListener("input", () => {
      const i = Number(range.value);
      conn.amount = { prefix: prefix, index: i, version: conn.frame.version };
      label.textContent = String(values[i]);
      go.textContent = labelOf(i);
      go.dataset.choice = id(i);
    });
    go.addEventListener("click", () => send(conn, go.dataset.choice));
    out.push(el("div", { class: "amount" }, el("span", { class: "sub", text: String(values[0]) }), range,
      el("span", { class: "sub", text: String(values[values.length - 1]) }), label, go));
  }
  return out;
}

// The end of the game: the winners, and a score table per game from the outcome (and the view).
function outcomePanel(f, log) {
  const o = f.outcome;
  const v = f.view;
  const names = o.winners.map((s) => seatName(f, s));
  const winners = names.length ? new Intl.ListFormat(I18N.pseudo ? "en" : I18N.lang, { type: "conjunction" }).format(names) : t("game-nobody");
  const seats = o.scores.map((_, i) => i);
  let cols = [[t("game-col-score"), (i) => o.scores[i]]];
  const details = o.details || {};
  const w = (id, args) => t(id, args);
  if (f.game === "dominion") {
    cols = [[w("web-col-vp"), (i) => o.scores[i]]];
    if (details.turns) cols.push([w("web-col-turns"), (i) => details.turns[i]]);
    if (v.players) {
      cols.push([w("web-col-cards"), (i) => Object.values(v.players[i].owned || {}).reduce((a, b) => a + b, 0)]);
      cols.push([w("web-col-victory-cards"), (i) => Object.entries(v.players[i].owned || {})
        .filter(([n]) => v.cards && v.cards[n] && (v.cards[n].types.includes("Victory") || v.cards[n].types.includes("Curse")))
        .map(([n, k]) => `${k}× ${cardName(n)}`).join(", ") || "—"]);
    }
  } else if (f.game === "domination") {
    const terr = details.territories || o.scores;
    const elim = new Map(), by = new Map();
    for (const e of log) {
      if (e.kind !== "eliminate" || e.seat === null || e.seat === undefined) continue;
      elim.set(e.seat, (elim.get(e.seat) || 0) + 1);
      if (e.data && e.data.loser !== undefined) by.set(e.data.loser, e.seat);
    }
    cols = [[w("web-col-territories"), (i) => terr[i]]];
    if (v.players) cols.push([w("web-col-armies"), (i) => v.players[i].armies]);
    cols.push([w("web-col-eliminated"), (i) => String(elim.get(i) || 0)]);
    cols.push([w("web-col-out"), (i) => (by.has(i) ? w("web-out-by", { name: seatName(f, by.get(i)) })
      : v.players && v.players[i] && !v.players[i].alive ? t("page-yes") : "—")]);
    if (details.turns !== undefined) cols.push([w("web-col-rounds"), () => details.turns]);
  } else if (f.game === "dominaria" && details.breakdown) {
    const sources = [...new Set(details.breakdown.flatMap((b) => Object.keys(b)))].filter((k) => k !== "total");
    cols = sources.map((k) => [w(`web-score-${slug(k)}`), (i) => details.breakdown[i][k] || 0]);
    cols.push([w("web-col-total"), (i) => o.scores[i]]);
    if (details.quests) cols.push([w("web-col-quests-done"), (i) => details.quests[i]]);
  }
  const table = el("table", { class: "scores", id: "scores" },
    el("thead", {}, el("tr", {}, el("th", { scope: "col", text: t("game-col-player") }), cols.map(([h]) => el("th", { scope: "col", text: h })))),
    el("tbody", {}, seats.map((i) => el("tr", { class: (o.winners.includes(i) ? "winner" : "") + (i === f.seat ? " mine" : ""), "data-seat": i },
      el("th", { scope: "row" }, el("span", { class: "swatch", style: { background: playerColour(i) } }), seatName(f, i), o.winners.includes(i) ? " 🏆" : ""),
      cols.map(([, get]) => el("td", { text: String(get(i)) }))))));
  return [el("h2", { text: t("game-won", { names: winners, n: names.length }) }),
    el("p", { class: "sub", text: t("game-ended", { reason: o.text || o.reason }) }), table];
}

// Keep the keyboard where it was across a re-render: on the same place of a board, else on
// the choice button at the same position (the first one of a new decision).
function whereFocused() {
  const a = document.activeElement;
  if (!a || a === document.body || !a.closest) return null;
  const place = a.closest("[data-name]");
  if (place) return { name: place.dataset.name };
  if (a.closest("#choices")) return { index: [...$("choices").children].indexOf(a) };
  if (a.closest("#view") && a.dataset.choice) return { index: 0 };
  return null;
}

function restoreFocus(focus) {
  if (!focus) return;
  if (focus.name !== undefined) {
    const again = $("view").querySelector(`[data-name="${CSS.escape(focus.name)}"]`);
    if (again && (again.tagName === "BUTTON" || again.hasAttribute("tabindex"))) { again.focus(); return; }
  }
  const buttons = $("choices").querySelectorAll("button");
  if (buttons.length) buttons[Math.max(0, Math.min(focus.index || 0, buttons.length - 1))].focus();
}

function pick(conn, name) {
  conn.picked = name;
  conn.pickedAt = conn.frame ? conn.frame.version : null;
  render();
}

document.addEventListener("keydown", (event) => {
  if (["INPUT", "SELECT"].includes(event.target.tagName) || event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.key === "Escape" && shown && shown.picked) { pick(shown, null); return; }
  const n = Number(event.key);
  if (!shown || !(n >= 1 && n <= 9) || !$("curtain").hidden) return;
  const button = $("choices").querySelectorAll("button")[n - 1]; // the n-th button shown
  if (button && !button.disabled) button.click();
});

lang = initialLang();
langPicker($("lang"), lang, (next) => setLang(next, shown && shown.frame ? shown.frame.game : null));
setLang(lang, null).then(() => {
  if (!tokens.length) $("status").textContent = t("game-no-token");
  else if (!conns.some((c) => c.frame)) $("status").textContent = t("game-connecting");
});
conns.forEach(connect);
