// The page's words in its language: the message tables the server compiles from its Fluent
// files (GET /api/messages[/game]?lang=; see server/messages.py for the pattern form) and t(),
// their formatter. The language: #lang= in the link, else this browser's choice (localStorage),
// else navigator.language when Dominia speaks it, else English. A change re-renders the page.
"use strict";

const LANG_NAMES = { en: "English", ru: "Русский", uk: "Українська", hu: "Magyar" };
const LANG_KEY = "dominia.lang";
const I18N = { lang: "en", pseudo: false, table: {}, games: {}, plurals: null, loaded: null, seq: 0 };

function knownLang(x) { return typeof x === "string" && (x in LANG_NAMES || x === "qps"); }

// The language this page starts in.
function initialLang() {
  const hash = new URLSearchParams(location.hash.slice(1));
  const asked = hash.get("lang") || new URLSearchParams(location.search).get("lang");
  if (knownLang(asked)) { saveLang(asked); return asked; }
  let saved = null;
  try { saved = localStorage.getItem(LANG_KEY); } catch (e) { /* private mode */ }
  if (knownLang(saved)) return saved;
  for (const l of navigator.languages || [navigator.language || ""]) {
    const code = String(l).toLowerCase().split(/[-_]/)[0];
    if (code in LANG_NAMES) return code;
  }
  return "en";
}

function saveLang(lang) {
  try { if (lang !== "qps") localStorage.setItem(LANG_KEY, lang); } catch (e) { /* private mode */ }
}

// Load the tables of `lang` (`game`: a game page's; none: the lobby's); true when they are in.
// Only the last one asked for is kept (a slower earlier answer is dropped).
async function loadMessages(lang, game) {
  const seq = ++I18N.seq;
  const path = game ? `/api/messages/${encodeURIComponent(game)}` : "/api/messages";
  const r = await fetch(`${path}?lang=${encodeURIComponent(lang)}`);
  if (!r.ok) throw new Error(`HTTP ${r.status}`);
  const data = await r.json();
  if (seq !== I18N.seq) return false;
  I18N.lang = data.lang;
  I18N.pseudo = !!data.pseudo;
  I18N.table = data.messages || {};
  I18N.games = data.games || {};
  I18N.plurals = new Intl.PluralRules(I18N.pseudo ? "en" : I18N.lang);
  I18N.loaded = lang;
  document.documentElement.lang = I18N.pseudo ? "en" : I18N.lang;
  return true;
}

function has(id, table) { return Object.prototype.hasOwnProperty.call(table || I18N.table, id); }

// The text of message `id` with `args` ({name: number | string | array}); `fallback` (else
// "[id]") when no table has it. `table`: a game's lobby table instead of the page's.
function t(id, args, fallback, table) {
  const tab = table || I18N.table;
  if (!has(id, tab)) return fallback !== undefined && fallback !== null ? fallback : `[${id}]`;
  const out = format(tab[id], args || {}, tab, 0);
  return I18N.pseudo ? `⟦${out}⟧` : out;
}

// A proper name that may have an entry (a card, a territory): the name itself otherwise.
function tName(id, name, table) { return t(id, {}, name, table); }

function format(pattern, args, tab, depth) {
  let out = "";
  for (const part of pattern) {
    if (typeof part === "string") out += part;
    else if ("v" in part) out += value(args[part.v]);
    else if ("m" in part) out += depth < 8 && has(part.m, tab) ? format(tab[part.m], args, tab, depth + 1) : `[${part.m}]`;
    else if ("s" in part) out += format(variant(part, args[part.s]), args, tab, depth + 1);
  }
  return out;
}

function value(v) {
  if (v === undefined || v === null) return "";
  if (Array.isArray(v)) return v.map(value).join(", ");
  return String(v);
}

function variant(sel, v) {
  const keys = sel.k;
  const num = typeof v === "number" ? v : (typeof v === "string" && v.trim() !== "" && !isNaN(Number(v)) ? Number(v) : null);
  if (num !== null) {
    for (const [k, p] of keys) if (String(k) === String(num)) return p;
    const cat = I18N.plurals ? I18N.plurals.select(num) : (num === 1 ? "one" : "other");
    for (const [k, p] of keys) if (k === cat) return p;
  }
  for (const [k, p] of keys) if (k === String(v)) return p;
  return keys[sel.d] ? keys[sel.d][1] : [];
}

// A message-id fragment from a name, as core.i18n.slug: "Hunting Grounds" -> "hunting-grounds".
function slug(text) {
  const s = String(text).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return s || "x";
}

// The words written in the HTML: data-t=<id> sets the text, data-t-<attr>=<id> an attribute.
function translateStatic(root) {
  for (const node of (root || document).querySelectorAll("[data-t]")) node.textContent = t(node.dataset.t);
  for (const node of (root || document).querySelectorAll("*")) {
    for (const a of [...node.attributes]) {
      if (a.name.startsWith("data-t-")) node.setAttribute(a.name.slice(7), t(a.value));
    }
  }
}

// The language picker: a <select id=lang> listing the languages in their own names.
function langPicker(select, current, onchange) {
  select.replaceChildren(...Object.entries(LANG_NAMES).map(([k, name]) =>
    el("option", { value: k, text: name, lang: k, selected: k === current })));
  if (current === "qps") select.append(el("option", { value: "qps", text: "qps", selected: true }));
  select.addEventListener("change", () => {
    saveLang(select.value);
    // the address keeps the choice too: a reload (or a copied link) opens in it
    if (new URLSearchParams(location.hash.slice(1)).has("lang")) {
      history.replaceState(null, "", withLang(location.pathname + location.search + location.hash, select.value));
    }
    onchange(select.value);
  });
}

// `href` with the page's language in its fragment (#token=...&lang=uk).
function withLang(href, lang) {
  const i = href.indexOf("#");
  const [path, hash] = i < 0 ? [href, ""] : [href.slice(0, i), href.slice(i + 1)];
  const params = new URLSearchParams(hash);
  params.set("lang", lang || I18N.lang);
  return `${path}#${params.toString().replace(/%2C/gi, ",")}`;
}
