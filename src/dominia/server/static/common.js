// Shared by the lobby and the game page: DOM helpers and the links this browser remembers.
// el(tag, attrs, ...children): attrs "text" sets the text, "on..." adds a listener, "style" an
// object of CSS properties (set through the CSSOM: the CSP allows no inline style attributes).
"use strict";

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "text") node.textContent = v;
    else if (k === "style" && typeof v === "object") {
      for (const [p, x] of Object.entries(v)) node.style.setProperty(p, x); // CSSOM: allowed by the CSP
    }
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c !== null && c !== undefined) node.append(c instanceof Node ? c : String(c));
  }
  return node;
}

const LINKS_KEY = "dominia.links";

function savedLinks() {
  try { return JSON.parse(localStorage.getItem(LINKS_KEY) || "[]"); } catch (e) { return []; }
}

function rememberLink(gameId, token, label) {
  const links = savedLinks().filter((l) => !(l.game_id === gameId && l.token === token));
  links.unshift({ game_id: gameId, token: token, label: label || "", at: Date.now() });
  try { localStorage.setItem(LINKS_KEY, JSON.stringify(links.slice(0, 100))); } catch (e) { /* private mode */ }
}

function forgetLink(gameId, token) {
  const links = savedLinks().filter((l) => !(l.game_id === gameId && l.token === token));
  try { localStorage.setItem(LINKS_KEY, JSON.stringify(links)); } catch (e) { /* private mode */ }
}

// The host token of each game this browser created (it replaces seat links; never a seat).
const HOSTS_KEY = "dominia.hosts";

function savedHosts() {
  try { return JSON.parse(localStorage.getItem(HOSTS_KEY) || "{}"); } catch (e) { return {}; }
}

function rememberHost(gameId, token) {
  const hosts = savedHosts();
  hosts[gameId] = token;
  const keep = Object.fromEntries(Object.entries(hosts).slice(-100));
  try { localStorage.setItem(HOSTS_KEY, JSON.stringify(keep)); } catch (e) { /* private mode */ }
}

function showError(text) {
  const box = document.getElementById("error");
  if (!box) return;
  box.textContent = text || "";
  box.hidden = !text;
}
