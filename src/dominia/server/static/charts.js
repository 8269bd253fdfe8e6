// Charts drawn as SVG, no library and nothing loaded from elsewhere: a line chart (a line per
// player over turns or rounds) and a stacked bar chart (a bar per player split by source).
// A chart's description comes from the server (GET /api/games/{id}/history, the game's web
// hook `history`): {id, kind: "line"|"stack", title, note, x_label, y_label (ids of the
// page's tables), x: [...] and series: [[per x] per seat] for a line chart ("x_zero": the
// word for x = 0), parts: [{id, label}] and bars: [[per part] per seat] for a stacked one}.
// chartFigure(spec, who, width) -> a <figure>: the title and note as its caption, the SVG
// (role img, with a title and a description read out), a legend, and the figures in a table
// (a <details> below) for whoever would rather read them. who = {name(seat), colour(seat)}:
// each player in its board colour and with its own marker shape, so colour is never the only cue.
"use strict";

const CHART_SHAPES = ["circle", "square", "triangle", "diamond", "down", "hexagon", "star", "cross"];
const PART_COLOURS = ["#0072b2", "#e69f00", "#009e73", "#cc79a7", "#56b4e9", "#d55e00", "#c9b400", "#7a7a7a"];
let chartSeq = 0; // ids that tie each SVG to its title and description

// A player's marker at (x, y), r its half size, in its colour with a white rim.
function chartMarker(seat, x, y, r, colour) {
  const shape = CHART_SHAPES[seat % CHART_SHAPES.length];
  const at = (pts) => "M" + pts.map(([a, b]) => `${(x + a * r).toFixed(1)} ${(y + b * r).toFixed(1)}`).join(" L") + " Z";
  const attrs = { class: "mark", fill: colour, stroke: "rgba(0,0,0,.6)", "stroke-width": 0.9 }; // (a pale colour stays seen)
  switch (shape) {
    case "square": return svg("rect", Object.assign({ x: x - r * 0.85, y: y - r * 0.85, width: r * 1.7, height: r * 1.7 }, attrs));
    case "triangle": return svg("path", Object.assign({ d: at([[0, -1.15], [1.05, 0.75], [-1.05, 0.75]]) }, attrs));
    case "diamond": return svg("path", Object.assign({ d: at([[0, -1.2], [1.1, 0], [0, 1.2], [-1.1, 0]]) }, attrs));
    case "down": return svg("path", Object.assign({ d: at([[0, 1.15], [1.05, -0.75], [-1.05, -0.75]]) }, attrs));
    case "hexagon": return svg("path", Object.assign({ d: at([[-1, 0], [-0.5, -0.9], [0.5, -0.9], [1, 0], [0.5, 0.9], [-0.5, 0.9]]) }, attrs));
    case "star": return svg("path", Object.assign({ d: at([[0, -1.25], [0.35, -0.4], [1.2, -0.4], [0.5, 0.15], [0.75, 1.05], [0, 0.5], [-0.75, 1.05], [-0.5, 0.15], [-1.2, -0.4], [-0.35, -0.4]]) }, attrs));
    case "cross": return svg("path", Object.assign({ d: at([[-0.35, -1], [0.35, -1], [0.35, -0.35], [1, -0.35], [1, 0.35], [0.35, 0.35], [0.35, 1], [-0.35, 1], [-0.35, 0.35], [-1, 0.35], [-1, -0.35], [-0.35, -0.35]]) }, attrs));
    default: return svg("circle", Object.assign({ cx: x, cy: y, r: r }, attrs));
  }
}

// A round top for the y axis and its ticks: 0, step, ... >= max (about five of them).
function niceTicks(max) {
  if (!(max > 0)) return [0, 1];
  const raw = max / 5;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw && Number.isInteger(s));
  const ticks = [];
  for (let v = 0; v < max + step; v += step) ticks.push(v);
  return ticks;
}

function xWord(spec, x) { return x === 0 && spec.x_zero ? t(spec.x_zero) : String(x); }

function markerIcon(seat, colour) {
  return svg("svg", { class: "marker", viewBox: "-8 -8 16 16", width: 16, height: 16, "aria-hidden": "true" }, chartMarker(seat, 0, 0, 6, colour));
}

function legendOf(seats, who) {
  return el("ul", { class: "legend" }, seats.map((s) => el("li", { "data-seat": s }, markerIcon(s, who.colour(s)), who.name(s))));
}

// The SVG frame of a chart: its title and description (what a screen reader says), the grid.
function chartSvg(spec, width, height, desc) {
  const id = `chart-${spec.id}-${++chartSeq}`;
  const node = svg("svg", { class: "chart-svg", viewBox: `0 0 ${width} ${height}`, width: width, height: height, role: "img",
    "aria-labelledby": `${id}-t ${id}-d` });
  node.append(svg("title", { id: `${id}-t`, text: t(spec.title) }), svg("desc", { id: `${id}-d`, text: desc }));
  return node;
}

function yAxis(node, ticks, top, bottom, left, right, label) {
  const hi = ticks[ticks.length - 1] || 1;
  const y = (v) => bottom - (v / hi) * (bottom - top);
  for (const v of ticks) {
    node.append(svg("line", { class: "grid", x1: left, x2: right, y1: y(v), y2: y(v) }),
      svg("text", { class: "tick", x: left - 6, y: y(v), "text-anchor": "end", "dominant-baseline": "central", text: String(v) }));
  }
  node.append(svg("text", { class: "axis", x: 4, y: top - 8, text: label }));
  return y;
}

function lineChart(spec, who, width) {
  const xs = spec.x;
  const seats = spec.series.map((_, i) => i);
  const height = Math.round(Math.min(300, Math.max(200, width * 0.5)));
  const [left, right, top, bottom] = [40, width - 14, 24, height - 34];
  const max = Math.max(1, ...spec.series.flat());
  const ticks = niceTicks(max);
  const node = chartSvg(spec, width, height, t("end-chart-line-desc", { y: t(spec.y_label), x: t(spec.x_label) }));
  const y = yAxis(node, ticks, top, bottom, left, right, t(spec.y_label));
  const lo = xs.length ? xs[0] : 0, hi = xs.length > 1 ? xs[xs.length - 1] : lo + 1;
  const x = (v) => left + ((v - lo) / (hi - lo)) * (right - left);
  // x ticks: at most one every 36 px, always the first and the last
  const every = Math.max(1, Math.ceil(xs.length / Math.max(2, Math.floor((right - left) / 36))));
  xs.forEach((v, i) => {
    if (i % every && i !== xs.length - 1) return;
    if (i !== xs.length - 1 && xs.length - 1 - i < every) return; // too close to the last one
    node.append(svg("text", { class: "tick", x: x(v), y: bottom + 15, "text-anchor": "middle", text: xWord(spec, v) }));
  });
  node.append(svg("line", { class: "axisline", x1: left, x2: right, y1: bottom, y2: bottom }),
    svg("text", { class: "axis", x: right, y: height - 4, "text-anchor": "end", text: t(spec.x_label) }));
  const markEvery = Math.max(1, Math.ceil(xs.length / 30)); // markers stay apart on a long game
  for (const s of seats) {
    const values = spec.series[s];
    const colour = who.colour(s);
    const pts = values.map((v, i) => [x(xs[i]), y(v)]);
    const g = svg("g", { class: "series", "data-seat": s });
    g.append(svg("polyline", { class: "line", points: pts.map((p) => p.map((c) => c.toFixed(1)).join(",")).join(" "), stroke: colour }));
    values.forEach((v, i) => {
      if (i % markEvery && i !== values.length - 1) return;
      const m = chartMarker(s, pts[i][0], pts[i][1], 4.5, colour);
      m.append(svg("title", { text: t("end-chart-point", { name: who.name(s), x: t(spec.x_label), at: xWord(spec, xs[i]), value: v }) }));
      g.append(m);
    });
    node.append(g);
  }
  // the figures: a row per x, a column per player
  const table = el("table", { class: "figures" },
    el("thead", {}, el("tr", {}, el("th", { scope: "col", text: t(spec.x_label) }), seats.map((s) => el("th", { scope: "col", text: who.name(s) })))),
    el("tbody", {}, xs.map((v, i) => el("tr", {}, el("th", { scope: "row", text: xWord(spec, v) }),
      seats.map((s) => el("td", { text: i < spec.series[s].length ? String(spec.series[s][i]) : "" }))))));
  return [node, legendOf(seats, who), table];
}

function stackChart(spec, who, width) {
  const seats = spec.bars.map((_, i) => i);
  const height = Math.round(Math.min(320, Math.max(220, width * 0.55)));
  const [left, right, top, bottom] = [40, width - 14, 24, height - 40];
  const totals = spec.bars.map((b) => b.reduce((a, v) => a + v, 0));
  const ticks = niceTicks(Math.max(1, ...totals));
  const node = chartSvg(spec, width, height, t("end-chart-stack-desc", { y: t(spec.y_label) }));
  const y = yAxis(node, ticks, top, bottom, left, right, t(spec.y_label));
  const slot = (right - left) / Math.max(1, seats.length);
  const bw = Math.min(70, slot * 0.6);
  const parts = spec.parts.map((p) => t(p.label));
  for (const s of seats) {
    const cx = left + slot * (s + 0.5);
    const g = svg("g", { class: "bar", "data-seat": s });
    let acc = 0;
    spec.bars[s].forEach((v, k) => {
      if (!v) return;
      const y0 = y(acc), y1 = y(acc + v);
      acc += v;
      const r = svg("rect", { class: "part", x: cx - bw / 2, y: y1, width: bw, height: Math.max(0, y0 - y1), fill: PART_COLOURS[k % PART_COLOURS.length] });
      r.append(svg("title", { text: t("end-chart-part", { name: who.name(s), part: parts[k], value: v }) }));
      g.append(r);
      if (y0 - y1 >= 14) g.append(svg("text", { class: "inbar", x: cx, y: (y0 + y1) / 2, "text-anchor": "middle", "dominant-baseline": "central", text: String(v) }));
    });
    g.append(svg("text", { class: "total", x: cx, y: y(acc) - 5, "text-anchor": "middle", text: String(acc) }));
    // under the bar: the player's marker and name, cut to its slot (whole in the table and the tip)
    const name = who.name(s);
    const fits = Math.max(3, Math.floor((slot - 18) / 6.4));
    const shown = name.length > fits ? name.slice(0, fits - 1) + "…" : name;
    const half = (shown.length * 6.4 + 12) / 2;
    const label = svg("text", { class: "tick who", x: cx - half + 12, y: bottom + 15, "dominant-baseline": "central", text: shown });
    label.append(svg("title", { text: name }));
    g.append(chartMarker(s, cx - half + 4, bottom + 15, 5, who.colour(s)), label);
    node.append(g);
  }
  node.append(svg("line", { class: "axisline", x1: left, x2: right, y1: bottom, y2: bottom }));
  const legend = el("ul", { class: "legend parts" }, spec.parts.map((p, k) => el("li", {},
    el("span", { class: "swatch", style: { background: PART_COLOURS[k % PART_COLOURS.length] } }), parts[k])));
  const table = el("table", { class: "figures" },
    el("thead", {}, el("tr", {}, el("th", { scope: "col", text: t("game-col-player") }), parts.map((p) => el("th", { scope: "col", text: p })),
      el("th", { scope: "col", text: t("end-chart-total") }))),
    el("tbody", {}, seats.map((s) => el("tr", {}, el("th", { scope: "row", text: who.name(s) }),
      spec.bars[s].map((v) => el("td", { text: String(v) })), el("td", { text: String(totals[s]) })))));
  return [node, legend, table];
}

// One chart as a figure: caption, drawing, legend, and its figures behind "show the figures".
function chartFigure(spec, who, width) {
  const draw = spec.kind === "stack" ? stackChart : lineChart;
  const w = Math.max(260, Math.round(width));
  const [node, legend, table] = draw(spec, who, w);
  return el("figure", { class: "chart", "data-chart": spec.id, style: { width: `${w}px` } }, // (a long note wraps)
    el("figcaption", {}, el("strong", { text: t(spec.title) }), spec.note ? el("span", { class: "note", text: t(spec.note) }) : null),
    node, legend,
    el("details", { class: "figures-box" }, el("summary", { text: t("end-chart-table") }), el("div", { class: "figures-scroll" }, table)));
}
