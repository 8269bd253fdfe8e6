// The lobby: create a game of any of the three games, show its seat links, list this browser's games.
// Its words come from the tables (i18n.js): the server's, and each game's lobby names (gt).
"use strict";

let catalog = null;
const $ = (id) => document.getElementById(id);
// The last settings of each game (seats, options), kept in this browser: the form opens with them.
const SETTINGS_KEY = "dominia.lobby";

function seatName(seat, i) { return (seat && seat.name) || t("player-n", { n: i + 1 }); }

function current() { return catalog.games.find((g) => g.name === $("game").value); }

// A word of a game's own table (its lobby words, set/kingdom/map/mode names), `fallback` without.
function gt(game, id, args, fallback) { return t(id, args, fallback, I18N.games[game.name] || {}); }

function gameTitle(game) {
  const title = gt(game, `game-${game.name}`, {}, game.title);
  return game.components ? t("lobby-title-components", { title: title, components: gt(game, `web-lobby-components-${game.components.kind}`, {}, game.components.kind) }) : title;
}

// The options each seat sets for itself (the catalog's "per_seat", e.g. a seat's colour): a
// field in each seat's row; the option is the list of them in seat order.
function perSeat(game) {
  return (game.per_seat || []).map((n) => (game.options || []).find((o) => o.name === n)).filter(Boolean);
}

// A seat's default of a per-seat option: its place in the defaults (or the choices), else the
// first choice no other seat has (no two seats alike: a seat's colour is its own).
function seatDefault(o, i, taken) {
  const usual = (o.default || o.choices)[i];
  if (usual !== undefined && !taken.includes(usual)) return usual;
  return o.choices.find((v) => !taken.includes(v)) ?? o.choices[0];
}

function seatChoice(game, o, i, taken) {
  const word = (v) => { const w = gt(game, `${o.choice_label}-${slug(v)}`, {}, String(v)); return w.charAt(0).toUpperCase() + w.slice(1); };
  const field = el("select", { "aria-label": t("lobby-seat-option", { seat: i + 1, option: gt(game, o.label, {}, o.name) }),
    class: `per-seat ps-${o.name}`, "data-option": o.name },
  o.choices.map((v) => el("option", { value: String(v), text: word(v) })));
  field.value = String(seatDefault(o, i, taken));
  const swatch = el("span", { class: "swatch", "aria-hidden": "true" });
  const paint = () => { // (a value set from code: its swatch, and what it was before the next change)
    field.dataset.was = field.value;
    const hue = typeof SEAT_COLOURS !== "undefined" && SEAT_COLOURS[field.value];
    swatch.hidden = !hue;
    if (hue) swatch.style.setProperty("background", hue);
  };
  field.addEventListener("change", () => {
    // the seat that had this one gets the one this seat had: no two seats alike
    for (const other of $("seats").querySelectorAll(`.ps-${o.name}`)) {
      if (other !== field && other.value === field.value) { other.value = field.dataset.was; other.dispatchEvent(new Event("repaint")); }
    }
    paint();
  });
  field.addEventListener("repaint", paint);
  paint();
  return el("span", { class: "per-seat-field" }, swatch, field);
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
  const taken = (o) => [...$("seats").querySelectorAll(`.ps-${o.name}`)].map((x) => x.value);
  const own = perSeat(game).map((o) => seatChoice(game, o, i, taken(o)));
  return el("div", { class: "seat" }, el("span", { text: `${i + 1}.` }), kind, bot, name, ...own, about);
}

function renderSeats() {
  const game = current();
  const n = Math.max(game.players[0], Math.min(game.players[1], Number($("players").value) || 2));
  $("players").min = game.players[0];
  $("players").max = game.players[1];
  $("players").value = n;
  const box = $("seats");
  const old = [...box.querySelectorAll(".seat")];
  for (let i = n; i < old.length; i++) old[i].remove();
  const help = box.querySelector(".seats-help");
  for (let i = old.length; i < n; i++) box.insertBefore(seatRow(i, game), help);
  // the per-seat options' help lines under the seats (`<label>-help` of the game's table)
  const lines = perSeat(game).map((o) => gt(game, `${o.label}-help`, {}, "")).filter(Boolean);
  if (help) help.remove();
  if (lines.length) box.append(el("small", { class: "sub seats-help", id: "seats-help", text: lines.join(" ") }));
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
  // text: its choices are suggestions (e.g. the books' recommended kingdoms; other values will do
  // too), offered by name in a list that fills the field
  const input = el("input", { id: id, type: "text", "aria-describedby": `${id}-help` });
  const field = el("label", {}, label + " ", input);
  if (!o.choices || !o.choices.length) return field;
  return el("span", { class: "suggested" }, field, suggestions(game, o, input, choice));
}

// The list of a text option's suggestions, by group where the game gives them (the catalog's
// "choice_groups": e.g. recommended sets by book, `<choice_label>-group-<group>`). Picking one puts
// its name in the reader's language in the field (the game reads a name in any language); the
// list shows the one the field names.
function suggestions(game, o, input, choice) {
  const groups = (game.choice_groups || {})[o.name] || {};
  const item = (v) => el("option", { value: String(v), text: choice(v) });
  const named = [];
  for (const v of o.choices) {
    const g = groups[v] || "";
    let box = named.find((x) => x.g === g);
    if (!box) named.push(box = { g: g, items: [] });
    box.items.push(item(v));
  }
  const list = el("select", { id: `o-${o.name}-pick`, "aria-label": t("lobby-suggestions", { option: gt(game, o.label, {}, o.name) }) },
    el("option", { value: "", text: t("lobby-suggestions-none") }),
    named.map((x) => x.g ? el("optgroup", { label: gt(game, `${o.choice_label}-group-${slug(x.g)}`, {}, x.g) }, x.items) : x.items));
  const shown = () => {
    const v = o.choices.find((c) => choice(c).toLowerCase() === input.value.trim().toLowerCase());
    list.value = v === undefined ? "" : String(v);
  };
  list.addEventListener("change", () => {
    if (list.value) input.value = choice(list.value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
  input.addEventListener("input", shown);
  input.addEventListener("change", shown);
  return el("label", { class: "pick" }, t("lobby-suggestions-label") + " ", list);
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
  const own = perSeat(game);
  for (const o of game.options || []) if (!own.includes(o)) box.append(optionField(game, o));
}

// What differs from the defaults: the server fills in the rest, and what depends on who plays
// (a game may set up differently when only bots play).
function options() {
  const out = {};
  const game = current();
  const own = perSeat(game);
  for (const o of game.options || []) {
    if (own.includes(o)) continue;
    const v = optionValue(o);
    if (v !== null && JSON.stringify(v) !== JSON.stringify(o.default)) out[o.name] = v;
  }
  const rows = [...$("seats").querySelectorAll(".seat")];
  for (const o of own) {
    const v = rows.map((row) => o.choices.find((c) => String(c) === row.querySelector(`.ps-${o.name}`).value));
    const usual = (o.default || o.choices).slice(0, rows.length);
    if (JSON.stringify(v) !== JSON.stringify(usual)) out[o.name] = v;
  }
  return out;
}

// ---- the last settings of each game (this browser's), and back to the defaults

function savedSettings() {
  try { return JSON.parse(localStorage.getItem(SETTINGS_KEY) || "{}") || {}; } catch (e) { return {}; }
}

// What the form holds now: the number of players, each seat, each option's field as it reads.
function formSettings() {
  const seats = [...$("seats").querySelectorAll(".seat")].map((row) => {
    const seat = { kind: row.querySelector(".kind").value, bot: row.querySelector(".bot").value, name: row.querySelector(".name").value };
    for (const x of row.querySelectorAll(".per-seat")) seat[x.dataset.option] = x.value;
    return seat;
  });
  const fields = {};
  for (const x of $("options").querySelectorAll("input[id], select[id]")) {
    if (x.id.endsWith("-pick")) continue;
    fields[x.id] = x.type === "checkbox" ? x.checked : x.value;
  }
  return { players: seats.length, seats: seats, fields: fields };
}

function saveSettings() {
  // (the game's "input" comes before its "change": the form still shows the game left)
  if (!catalog || formOf !== current().name) return;
  const all = savedSettings();
  all[formOf] = formSettings();
  try { localStorage.setItem(SETTINGS_KEY, JSON.stringify(all)); } catch (e) { /* private mode: not kept */ }
}

// The form as `settings` say (what is no longer offered, e.g. a bot or a map gone, stays default).
let formOf = null; // the game whose seats and options the form shows

function applySettings(settings) {
  const game = current();
  formOf = game.name;
  if (settings && Number.isInteger(settings.players)) $("players").value = settings.players;
  $("seats").querySelectorAll(".seat").forEach((s) => s.remove());
  renderSeats();
  renderOptions();
  if (!settings) return;
  [...$("seats").querySelectorAll(".seat")].forEach((row, i) => {
    const seat = (settings.seats || [])[i];
    if (!seat) return;
    const set = (sel, v) => { const x = row.querySelector(sel); if (x && [...(x.options || [])].some((o) => o.value === v)) x.value = v; };
    set(".kind", seat.kind);
    set(".bot", seat.bot);
    row.querySelector(".name").value = typeof seat.name === "string" ? seat.name : "";
    for (const o of perSeat(game)) set(`.ps-${o.name}`, seat[o.name]);
    row.querySelectorAll("select").forEach((x) => x.dispatchEvent(new Event(x.classList.contains("per-seat") ? "repaint" : "change")));
  });
  setFields(settings.fields || {});
}

function setFields(fields) {
  for (const [id, v] of Object.entries(fields)) {
    const x = $(id);
    if (!x || !$("options").contains(x)) continue;
    if (x.type === "checkbox") x.checked = !!v;
    else if (x.tagName === "SELECT" && ![...x.options].some((o) => o.value === v)) continue;
    else x.value = v;
    x.dispatchEvent(new Event("change"));
  }
}

function resetSettings() {
  const all = savedSettings();
  delete all[current().name];
  try { localStorage.setItem(SETTINGS_KEY, JSON.stringify(all)); } catch (e) { /* not kept anyway */ }
  $("players").value = current().players[0];
  applySettings(null);
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
  // the form again in the new language, as it was filled in (a suggestion picked: by its new name)
  const now = $("seats").querySelector(".seat") ? formSettings() : savedSettings()[current().name];
  const picked = [...$("options").querySelectorAll("select[id$='-pick']")].filter((x) => x.value).map((x) => [x.id.slice(0, -5), x.value]);
  applySettings(now);
  for (const [id, v] of picked) {
    const list = $(`${id}-pick`);
    if (!list || ![...list.options].some((o) => o.value === v)) continue;
    list.value = v;
    list.dispatchEvent(new Event("change"));
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
  // each game's form opens as it was last left (this browser's), Reset goes back to the defaults
  $("game").addEventListener("change", () => applySettings(savedSettings()[current().name]));
  $("players").addEventListener("change", renderSeats);
  $("create").addEventListener("submit", create);
  $("create").addEventListener("change", saveSettings);
  $("create").addEventListener("input", saveSettings);
  const reset = el("button", { type: "button", id: "reset-btn", class: "secondary", "data-t": "lobby-reset", onclick: resetSettings });
  $("create-btn").after(" ", reset);
  const last = localStorage.getItem(SETTINGS_KEY + ".game");
  renderAll();
  if (last && catalog.games.some((g) => g.name === last) && $("game").value !== last) {
    $("game").value = last;
    applySettings(savedSettings()[last]);
  }
  $("game").addEventListener("change", () => { try { localStorage.setItem(SETTINGS_KEY + ".game", $("game").value); } catch (e) { /* not kept */ } });
}

start();
