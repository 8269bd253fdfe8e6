// The lobby: create a game of any of the three games, show its seat links, list this browser's games.
// Its words come from the tables (i18n.js): the server's, and each game's lobby names (gt).
"use strict";

let catalog = null;
const $ = (id) => document.getElementById(id);

function seatName(seat, i) { return (seat && seat.name) || t("player-n", { n: i + 1 }); }

function current() { return catalog.games.find((g) => g.name === $("game").value); }

// A word of a game's own table (its lobby words, set/kingdom/map/mode names), `fallback` without.
function gt(game, id, args, fallback) { return t(id, args, fallback, I18N.games[game.name] || {}); }

function gameTitle(game) {
  const title = gt(game, `game-${game.name}`, {}, game.title);
  return game.components ? t("lobby-title-components", { title: title, components: gt(game, `web-lobby-components-${game.components.kind}`, {}, game.components.kind) }) : title;
}

function seatRow(i, game) {
  const kind = el("select", { "aria-label": t("lobby-seat-kind", { seat: i + 1 }), class: "kind" },
    el("option", { value: "human", text: t("lobby-human") }), el("option", { value: "bot", text: t("lobby-bot") }));
  const about_ = (b) => gt(game, `bot-${slug(b)}`, {}, (game.bot_info || {})[b] || "");
  const bot = el("select", { "aria-label": t("lobby-seat-bot", { seat: i + 1 }), class: "bot" },
    game.bots.map((b) => el("option", { value: b, text: gt(game, `botname-${slug(b)}`, {}, b), title: about_(b) || null, selected: b === game.default_bot })));
  const about = el("small", { class: "bot-info" });
  const name = el("input", { type: "text", maxlength: "40", placeholder: t("player-n", { n: i + 1 }),
    "aria-label": t("lobby-seat-name", { seat: i + 1 }), class: "name" });
  kind.value = i === 0 ? "human" : "bot";
  const sync = () => {
    bot.hidden = about.hidden = kind.value !== "bot";
    about.textContent = about_(bot.value);
  };
  kind.addEventListener("change", sync);
  bot.addEventListener("change", sync);
  sync();
  return el("div", { class: "seat" }, el("span", { text: `${i + 1}.` }), kind, bot, name, about);
}

function renderSeats() {
  const game = current();
  const n = Math.max(game.players[0], Math.min(game.players[1], Number($("players").value) || 2));
  $("players").min = game.players[0];
  $("players").max = game.players[1];
  $("players").value = n;
  const box = $("seats");
  const old = [...box.querySelectorAll(".seat")];
  for (let i = old.length; i < n; i++) box.append(seatRow(i, game));
  for (let i = n; i < old.length; i++) old[i].remove();
}

function select(label, id, values, chosen) {
  return el("label", {}, label + " ",
    el("select", { id: id }, values.map((v) => {
      const [value, text] = Array.isArray(v) ? v : [v, v];
      return el("option", { value: value, text: text, selected: value === chosen });
    })));
}

function check(label, id, on) {
  return el("label", {}, el("input", { type: "checkbox", id: id, checked: on }), " " + label);
}

// One field per option a web client may set, from the game's schema (the catalog's "options"):
// its label and its choices' words from the game's table, its id o-<name>.
function optionField(game, o) {
  const field = optionInput(game, o);
  // a line of help under the field where the game's table has one (`<label>-help`)
  const help = gt(game, `${o.label}-help`, {}, "") || (o.kind === "text" ? gt(game, `${o.label}-example`, {}, "") : "");
  return help ? el("div", { class: "opt" }, field, el("small", { class: "help", id: `o-${o.name}-help`, text: help })) : field;
}

function optionInput(game, o) {
  const w = (id, fallback) => gt(game, id, {}, fallback);
  const label = w(o.label, o.name);
  const choice = (v) => w(`${o.choice_label}-${slug(v)}`, String(v));
  const id = `o-${o.name}`;
  if (o.kind === "bool") return check(label, id, o.default);
  if (o.kind === "int") {
    return el("label", {}, label + " ", el("input", { id: id, type: "number", min: o.min, max: o.max, value: String(o.default || 0) }));
  }
  if (o.kind === "choice" && o.many) {
    const box = el("fieldset", { id: id }, el("legend", { text: label }));
    for (const v of o.choices) box.append(check(choice(v), `${id}-${slug(v)}`, o.default.includes(v)));
    return box;
  }
  if (o.kind === "choice") return select(label, id, o.choices.map((v) => [String(v), choice(v)]), String(o.default));
  // text: its choices are suggestions (e.g. recommended kingdoms; other values will do too)
  const list = o.choices ? el("datalist", { id: `${id}-list` }, o.choices.map((v) => el("option", { value: v, text: choice(v) }))) : null;
  return el("label", {}, label + " ",
    el("input", { id: id, type: "text", list: list ? `${id}-list` : null, "aria-describedby": `${id}-help` }), list);
}

function optionValue(o) {
  const x = $(`o-${o.name}`);
  if (o.kind === "bool") return x.checked;
  if (o.kind === "int") return Number(x.value) || 0;
  if (o.kind === "choice" && o.many) return o.choices.filter((v) => $(`o-${o.name}-${slug(v)}`).checked);
  if (o.kind === "choice") return o.choices.find((v) => String(v) === x.value);
  return x.value.trim() || null;
}

function renderOptions() {
  const game = current();
  const box = $("options");
  box.replaceChildren(el("legend", { text: t("lobby-game-options", { game: gt(game, `game-${game.name}`, {}, game.title) }) }));
  if (game.components) {
    const c = game.components;
    const id = { "stand-in": "components-stand-in", official: "components-official" }[c.kind] || "components-mixed";
    const s = gt(game, id, { files: (c.stand_in || []).join(", ") }, c.summary);
    box.append(el("p", { class: "sub components", text: s.charAt(0).toUpperCase() + s.slice(1) + "." }));
  }
  for (const o of game.options || []) box.append(optionField(game, o));
}

// What differs from the defaults: the server fills in the rest, and what depends on who plays
// (a game may set up differently when only bots play).
function options() {
  const out = {};
  for (const o of current().options || []) {
    const v = optionValue(o);
    if (v !== null && JSON.stringify(v) !== JSON.stringify(o.default)) out[o.name] = v;
  }
  return out;
}

function linkItem(label, path, renew) {
  path = withLang(path);
  const url = location.origin + path;
  const field = el("input", { type: "text", readonly: true, value: url, "aria-label": t("lobby-link-of", { label: label }) });
  const open = el("a", { href: path, text: t("lobby-open") });
  const copy = el("button", { type: "button", text: t("lobby-copy"), onclick: () => {
    field.select();
    if (navigator.clipboard) navigator.clipboard.writeText(field.value).catch(() => {});
  } });
  const item = el("li", {}, el("strong", { text: label }), " ", open, " ", copy, field);
  item.show = (newPath) => {
    newPath = withLang(newPath);
    field.value = location.origin + newPath;
    open.setAttribute("href", newPath);
  };
  if (renew) {
    // a new secret for this seat: the old link stops working (sent to the wrong person, leaked)
    item.append(" ", el("button", { type: "button", class: "renew", text: t("lobby-new-link"), onclick: async (ev) => {
      ev.target.disabled = true;
      try { await renew(item); } finally { ev.target.disabled = false; }
    } }));
  }
  return item;
}

// Ask the server for a new link for `seat` (null: the spectators); its path, or null on an error.
async function replaceLink(gameId, seat) {
  showError("");
  try {
    const r = await fetch(`/api/games/${encodeURIComponent(gameId)}/links?lang=${I18N.lang}`, { method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ host_token: savedHosts()[gameId] || "", seat: seat }) });
    const data = await r.json();
    if (!r.ok) { showError(data.error || t("page-server-said", { status: r.status })); return null; }
    return data;
  } catch (e) {
    showError(t("page-unreachable", { error: e.message }));
    return null;
  }
}

// The links of the game just made (again in a new language: `data` holds the current links).
let created = null;

function showCreated(data) {
  const list = $("links");
  list.replaceChildren();
  const humans = data.seats.filter((s) => s.token);
  const hotseat = data.hotseat_url ? linkItem(t("lobby-hotseat"), data.hotseat_url) : null;
  for (const s of humans) {
    list.append(linkItem(t("lobby-seat-link", { seat: s.seat + 1, name: seatName(s, s.seat) }), s.url, async (item) => {
      const got = await replaceLink(data.game_id, s.seat);
      if (!got) return;
      forgetLink(data.game_id, s.token);
      rememberLink(data.game_id, got.token, s.name);
      s.token = got.token;
      s.url = got.url;
      item.show(got.url);
      if (hotseat) {
        data.hotseat_url = `/play/${data.game_id}#token=${humans.map((h) => h.token).join(",")}`;
        hotseat.show(data.hotseat_url);
      }
    }));
  }
  if (hotseat) list.append(hotseat);
  list.append(linkItem(t("lobby-spectator"), data.spectator_url, async (item) => {
    const got = await replaceLink(data.game_id, null);
    if (got) { data.spectator_url = got.url; item.show(got.url); }
  }));
}

async function create(event) {
  event.preventDefault();
  showError("");
  const game = current();
  const seats = [...$("seats").querySelectorAll(".seat")].map((row) => ({
    kind: row.querySelector(".kind").value,
    bot: row.querySelector(".kind").value === "bot" ? row.querySelector(".bot").value : null,
    name: row.querySelector(".name").value.trim(),
  }));
  $("create-btn").disabled = true;
  try {
    const r = await fetch(`/api/games?lang=${I18N.lang}`, { method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ game: game.name, options: options(), seats: seats }) });
    const data = await r.json();
    if (!r.ok) { showError(data.error || t("page-server-said", { status: r.status })); return; }
    rememberHost(data.game_id, data.host_token);
    for (const h of data.seats.filter((x) => x.token)) rememberLink(data.game_id, h.token, h.name);
    created = data;
    showCreated(data);
    $("created").hidden = false;
    loadMine();
  } catch (e) {
    showError(t("page-unreachable", { error: e.message }));
  } finally {
    $("create-btn").disabled = false;
  }
}

// For a game this browser created: a new link for any human seat, or for the spectators.
function hostLinks(g) {
  const list = el("ul", { class: "links" });
  const humans = g.seats.filter((s) => s.kind === "human");
  for (const s of [...humans, { seat: null, name: "" }]) {
    const label = s.seat === null ? t("lobby-spectator") : t("lobby-seat-link", { seat: s.seat + 1, name: seatName(s, s.seat) });
    list.append(el("li", { "data-seat": s.seat === null ? "spectator" : s.seat }, el("strong", { text: label }), " ",
      el("button", { type: "button", class: "renew", text: t("lobby-new-link"), onclick: async (ev) => {
        const li = ev.target.parentNode;
        ev.target.disabled = true;
        const got = await replaceLink(g.game_id, s.seat);
        ev.target.disabled = false;
        if (!got) return;
        if (s.seat !== null) rememberLink(g.game_id, got.token, s.name);
        li.replaceWith(linkItem(label, got.url));
      } })));
  }
  return list;
}

async function loadMine() {
  const links = savedLinks();
  const list = $("mine");
  if (!links.length) { list.replaceChildren(el("li", { text: t("lobby-none-yet") })); return; }
  try {
    const r = await fetch(`/api/mygames?lang=${I18N.lang}`, { method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ links: links.map((l) => [l.game_id, l.token]) }) });
    const data = await r.json();
    // a link replaced by its game's host no longer opens it: forget it
    data.games.forEach((g, i) => { if (g.code === "bad_token") forgetLink(g.game_id, links[i].token); });
    const items = data.games.map((g, i) => [g, links[i].token]).filter(([g]) => !g.error);
    const shownHosts = new Set();
    const hosts = savedHosts();
    list.replaceChildren(...items.map(([g, token]) => {
      const entry = catalog.games.find((c) => c.name === g.game) || { name: g.game, title: g.title };
      const who = g.seat === null ? t("lobby-spectator-who") : seatName(g.seats[g.seat], g.seat);
      const state = g.status === "over" ? t("lobby-finished")
        : g.your_turn ? t("lobby-your-turn") : t("lobby-waiting-for", { name: seatName(g.seats[g.turn], g.turn) });
      const item = el("li", { class: g.your_turn ? "mine" : null, "data-game": g.game_id },
        el("a", { href: withLang(`/play/${g.game_id}#token=${token}`), text: t("lobby-game-who", { game: gt(entry, `game-${entry.name}`, {}, g.title), who: who }) }),
        " ", t("lobby-game-state", { state: state, move: g.version }));
      if (hosts[g.game_id] && !shownHosts.has(g.game_id)) {
        shownHosts.add(g.game_id); // one "Links" button per hosted game, however many seats are saved
        item.append(" ", el("button", { type: "button", class: "links-btn", text: t("lobby-links"),
          onclick: (ev) => { ev.target.remove(); item.append(hostLinks(g)); } }));
      }
      return item;
    }));
  } catch (e) { /* the list is a convenience */ }
}

// Everything on the page in the language of the tables (again after a change of language).
function renderAll() {
  translateStatic();
  document.title = "Dominia";
  const chosen = $("game").value;
  $("game").replaceChildren(...catalog.games.map((g) => el("option", { value: g.name, text: gameTitle(g), selected: g.name === chosen })));
  // the seats again with their words in the new language, as they were filled in
  const rows = [...$("seats").querySelectorAll(".seat")].map((row) => ({
    kind: row.querySelector(".kind").value, bot: row.querySelector(".bot").value, name: row.querySelector(".name").value }));
  $("seats").querySelectorAll(".seat").forEach((s) => s.remove());
  renderSeats();
  [...$("seats").querySelectorAll(".seat")].forEach((row, i) => {
    if (!rows[i]) return;
    row.querySelector(".kind").value = rows[i].kind;
    row.querySelector(".bot").value = rows[i].bot;
    row.querySelector(".name").value = rows[i].name;
    row.querySelector(".kind").dispatchEvent(new Event("change"));
  });
  const opts = [...$("options").querySelectorAll("input[id], select[id]")].map((x) => [x.id, x.type === "checkbox" ? x.checked : x.value]);
  renderOptions();
  for (const [id, v] of opts) {
    const x = $(id);
    if (!x) continue;
    if (x.type === "checkbox") x.checked = v; else x.value = v;
    x.dispatchEvent(new Event("change"));
  }
  if (created) showCreated(created);
  loadMine();
}

async function setLang(lang) {
  try { await loadMessages(lang); } catch (e) { showError(t("page-unreachable", { error: e.message }, e.message)); return; }
  if (I18N.loaded !== lang) return;
  if (catalog) renderAll();
  else translateStatic();
}

async function start() {
  const lang = initialLang();
  langPicker($("lang"), lang, setLang);
  try {
    await loadMessages(lang);
    translateStatic();
    catalog = await (await fetch("/api/catalog")).json();
  } catch (e) { showError(t("page-unreachable", { error: e.message })); return; }
  // a game played with stand-in components says so beside its name
  $("game").addEventListener("change", () => { $("seats").querySelectorAll(".seat").forEach((s) => s.remove()); renderSeats(); renderOptions(); });
  $("players").addEventListener("change", renderSeats);
  $("create").addEventListener("submit", create);
  renderAll();
}

start();
