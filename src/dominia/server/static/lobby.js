// The lobby: create a game of any of the three games, show its seat links, list this browser's games.
"use strict";

let catalog = null;
const $ = (id) => document.getElementById(id);

function current() { return catalog.games.find((g) => g.name === $("game").value); }

function seatRow(i, game) {
  const kind = el("select", { "aria-label": `Seat ${i + 1}: who plays`, class: "kind" },
    el("option", { value: "human", text: "Human" }), el("option", { value: "bot", text: "Bot / AI" }));
  const info = game.bot_info || {};
  const bot = el("select", { "aria-label": `Seat ${i + 1}: bot`, class: "bot" },
    game.bots.map((b) => el("option", { value: b, text: b, title: info[b] || null, selected: b === game.default_bot })));
  const about = el("small", { class: "bot-info" });
  const name = el("input", { type: "text", maxlength: "40", placeholder: `Player ${i + 1}`,
    "aria-label": `Seat ${i + 1}: name`, class: "name" });
  kind.value = i === 0 ? "human" : "bot";
  const sync = () => {
    bot.hidden = about.hidden = kind.value !== "bot";
    about.textContent = info[bot.value] || "";
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

function renderOptions() {
  const game = current();
  const box = $("options");
  box.replaceChildren(el("legend", { text: `${game.title} options` }));
  if (game.name === "dominion") {
    box.append(select("Kingdom", "o-kmode", [["random", "Random"], ["recommended", "Recommended"], ["chosen", "Chosen cards"]], "random"));
    box.append(select("Recommended kingdom", "o-kingdom", game.kingdoms.map((k) => [k.id, k.name]), ""));
    box.append(el("label", {}, "Cards (comma-separated; the rest random) ",
      el("input", { id: "o-cards", type: "text", placeholder: "Village, Smithy, Market" })));
    const sets = el("fieldset", {}, el("legend", { text: "Card sets for random cards" }));
    for (const [id, title] of Object.entries(game.sets)) sets.append(check(title, `o-set-${id}`, id === "base"));
    box.append(sets);
    const sync = () => {
      $("o-kingdom").parentElement.hidden = $("o-kmode").value !== "recommended";
      $("o-cards").parentElement.hidden = $("o-kmode").value !== "chosen";
    };
    $("o-kmode").addEventListener("change", sync);
    sync();
  } else if (game.name === "domination") {
    box.append(select("Map", "o-map", game.maps, "classic"));
    box.append(select("Mode", "o-mode", game.modes, "domination"));
    box.append(select("Card trades", "o-cards", game.card_rules, "increasing"));
    box.append(check("Traded cards go back into the deck", "o-recycle", true));
    box.append(select("Starting territories", "o-setup", [
      ["", "Claimed in turn (dealt when only AIs play)"],
      ["deal", "Dealt at random; each player places the rest"],
      ["place", "Dealt and every army placed at random"]], ""));
    box.append(check("Defenders always roll the most dice", "o-auto_defence", true));
    box.append(check("Play on after a capital or mission win", "o-continue_after_win", false));
    box.append(el("label", {}, "Round limit (0: none) ", el("input", { id: "o-turn_limit", type: "number", min: "0", value: "0" })));
  } else {
    if (game.components) {
      const s = game.components.summary;
      box.append(el("p", { class: "sub components", text: s.charAt(0).toUpperCase() + s.slice(1) + "." }));
    }
    box.append(select("Mana on each location at the start", "o-start_mana", [["1", "1 (the rules)"], ["2", "2 (faster variant)"]], "1"));
  }
}

function options() {
  const game = current();
  if (game.name === "dominion") {
    const o = { sets: Object.keys(game.sets).filter((id) => $(`o-set-${id}`).checked) };
    if ($("o-kmode").value === "recommended") o.kingdom = $("o-kingdom").value;
    if ($("o-kmode").value === "chosen") o.kingdom = $("o-cards").value.split(",").map((s) => s.trim()).filter(Boolean);
    return o;
  }
  if (game.name === "domination") {
    return {
      map: $("o-map").value, mode: $("o-mode").value, cards: $("o-cards").value,
      recycle: $("o-recycle").checked, auto_place: $("o-setup").value === "place",
      // left out when not chosen: the server deals the territories when only AIs play
      ...($("o-setup").value === "deal" ? { auto_deal: true } : {}),
      auto_defence: $("o-auto_defence").checked, continue_after_win: $("o-continue_after_win").checked,
      turn_limit: Number($("o-turn_limit").value) || 0,
    };
  }
  return { start_mana: Number($("o-start_mana").value) };
}

function linkItem(label, path, renew) {
  const url = location.origin + path;
  const field = el("input", { type: "text", readonly: true, value: url, "aria-label": `${label} link` });
  const open = el("a", { href: path, text: "Open" });
  const copy = el("button", { type: "button", text: "Copy", onclick: () => {
    field.select();
    if (navigator.clipboard) navigator.clipboard.writeText(field.value).catch(() => {});
  } });
  const item = el("li", {}, el("strong", { text: label }), " ", open, " ", copy, field);
  item.show = (newPath) => { field.value = location.origin + newPath; open.setAttribute("href", newPath); };
  if (renew) {
    // a new secret for this seat: the old link stops working (sent to the wrong person, leaked)
    item.append(" ", el("button", { type: "button", class: "renew", text: "New link", onclick: async (ev) => {
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
    const r = await fetch(`/api/games/${encodeURIComponent(gameId)}/links`, { method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ host_token: savedHosts()[gameId] || "", seat: seat }) });
    const data = await r.json();
    if (!r.ok) { showError(data.error || `the server said ${r.status}`); return null; }
    return data;
  } catch (e) {
    showError("cannot reach the server: " + e.message);
    return null;
  }
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
    const r = await fetch("/api/games", { method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ game: game.name, options: options(), seats: seats }) });
    const data = await r.json();
    if (!r.ok) { showError(data.error || `the server said ${r.status}`); return; }
    const list = $("links");
    list.replaceChildren();
    rememberHost(data.game_id, data.host_token);
    const humans = data.seats.filter((s) => s.token);
    const hotseat = data.hotseat_url ? linkItem("All human seats on this device (hot-seat)", data.hotseat_url) : null;
    for (const s of humans) {
      rememberLink(data.game_id, s.token, s.name);
      list.append(linkItem(`Seat ${s.seat + 1} (${s.name})`, s.url, async (item) => {
        const got = await replaceLink(data.game_id, s.seat);
        if (!got) return;
        forgetLink(data.game_id, s.token);
        rememberLink(data.game_id, got.token, s.name);
        s.token = got.token;
        item.show(got.url);
        if (hotseat) hotseat.show(`/play/${data.game_id}#token=${humans.map((h) => h.token).join(",")}`);
      }));
    }
    if (hotseat) list.append(hotseat);
    list.append(linkItem("Spectator", data.spectator_url, async (item) => {
      const got = await replaceLink(data.game_id, null);
      if (got) item.show(got.url);
    }));
    $("created").hidden = false;
    loadMine();
  } catch (e) {
    showError("cannot reach the server: " + e.message);
  } finally {
    $("create-btn").disabled = false;
  }
}

// For a game this browser created: a new link for any human seat, or for the spectators.
function hostLinks(g) {
  const list = el("ul", { class: "links" });
  const humans = g.seats.filter((s) => s.kind === "human");
  for (const s of [...humans, { seat: null, name: "Spectator" }]) {
    const label = s.seat === null ? "Spectator" : `Seat ${s.seat + 1} (${s.name})`;
    list.append(el("li", {}, el("strong", { text: label }), " ",
      el("button", { type: "button", class: "renew", text: "New link", onclick: async (ev) => {
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
  if (!links.length) { list.replaceChildren(el("li", { text: "None yet." })); return; }
  try {
    const r = await fetch("/api/mygames", { method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ links: links.map((l) => [l.game_id, l.token]) }) });
    const data = await r.json();
    // a link replaced by its game's host no longer opens it: forget it
    data.games.forEach((g, i) => { if (g.code === "bad_token") forgetLink(g.game_id, links[i].token); });
    const items = data.games.map((g, i) => [g, links[i].token]).filter(([g]) => !g.error);
    const shownHosts = new Set();
    const hosts = savedHosts();
    list.replaceChildren(...items.map(([g, token]) => {
      const who = g.seat === null ? "spectator" : (g.seats[g.seat] || {}).name;
      const state = g.status === "over" ? "finished"
        : g.your_turn ? "your turn" : `waiting for ${(g.seats[g.turn] || {}).name}`;
      const item = el("li", { class: g.your_turn ? "mine" : null },
        el("a", { href: `/play/${g.game_id}#token=${token}`, text: `${g.title}: ${who}` }),
        ` — ${state} (move ${g.version})`);
      if (hosts[g.game_id] && !shownHosts.has(g.game_id)) {
        shownHosts.add(g.game_id); // one "Links" button per hosted game, however many seats are saved
        item.append(" ", el("button", { type: "button", class: "links-btn", text: "Links…",
          onclick: (ev) => { ev.target.remove(); item.append(hostLinks(g)); } }));
      }
      return item;
    }));
  } catch (e) { /* the list is a convenience */ }
}

async function start() {
  try {
    catalog = await (await fetch("/api/catalog")).json();
  } catch (e) { showError("cannot reach the server: " + e.message); return; }
  // a game played with stand-in components says so beside its name
  $("game").replaceChildren(...catalog.games.map((g) => el("option", { value: g.name,
    text: g.components ? `${g.title} (${g.components.label})` : g.title })));
  $("game").addEventListener("change", () => { $("seats").querySelectorAll(".seat").forEach((s) => s.remove()); renderSeats(); renderOptions(); });
  $("players").addEventListener("change", renderSeats);
  $("create").addEventListener("submit", create);
  renderSeats();
  renderOptions();
  loadMine();
}

start();
