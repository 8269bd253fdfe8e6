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

// A box that scrolls must be reachable from the keyboard (WCAG 2.1.1; axe's
// scrollable-region-focusable): after each change of the page, the boxes that overflow get a tab
// stop and lose it when they no longer overflow. Checked once a frame, not per mutation.
const SCROLLERS = ".panel, .mapbox, .all-list, .log ol, .since ol, .info";
let scrollCheck = 0;

function markScrollers() {
  scrollCheck = 0;
  for (const box of document.querySelectorAll(SCROLLERS)) {
    const scrolls = box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
    if (scrolls && !box.hasAttribute("tabindex")) box.setAttribute("tabindex", "0");
    else if (!scrolls && box.getAttribute("tabindex") === "0") box.removeAttribute("tabindex");
  }
}

new MutationObserver(() => {
  if (!scrollCheck) scrollCheck = requestAnimationFrame(markScrollers);
}).observe(document.documentElement, { childList: true, subtree: true });
window.addEventListener("resize", () => { if (!scrollCheck) scrollCheck = requestAnimationFrame(markScrollers); });

// Seat colours by name: the Okabe–Ito hues (told apart with a colour vision deficiency too),
// blue deepened and sky blue lightened so that pale fills of the two stay apart. A game whose
// seats pick a colour names it (view.colours); others go by seat number (boards.js).
const SEAT_COLOURS = { red: "#d55e00", blue: "#1f4e9c", green: "#1b8a5a", yellow: "#f0e442", magenta: "#cc79a7",
  cyan: "#6cc7f0", brown: "#8c6d46", grey: "#6b6b6b" };

// The ink that reads best on a colour: white or near-black, whichever contrasts more.
function inkOn(hex) {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex || "");
  if (!m) return "#fff";
  const lin = (x) => { const c = parseInt(x, 16) / 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
  const l = 0.2126 * lin(m[1]) + 0.7152 * lin(m[2]) + 0.0722 * lin(m[3]);
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.0605 ? "#fff" : "#1a1a1a";
}
