// Where the offline route sketch draws things: stops projected from their coordinates, then markers that
// would overlap pushed apart (a thin line still points at the true spot), a name label beside each marker
// where one fits, and one arrowhead per leg at its middle, left out where it would collide.

export type Point = { lat: number; lng: number };

export const SKETCH_WIDTH = 400;
export const SKETCH_HEIGHT = 200;
const PAD = 26;
export const MARKER_RADIUS = 11;
/** Centres at least this far apart: two radii and a visible gap. */
const MIN_GAP = 2 * MARKER_RADIUS + 4;
const LABEL_FONT = 11;
const LABEL_HEIGHT = 15;
const LABEL_MAX_CHARS = 20;
const ARROW_CLEARANCE = MARKER_RADIUS + 9;

export type Box = { x: number; y: number; width: number; height: number };
type SketchMarker = { x: number; y: number; trueX: number; trueY: number; moved: boolean };
type SketchLabel = { text: string; x: number; y: number; anchor: "start" | "middle" | "end"; box: Box };
type SketchLeg = {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  arrow: { x: number; y: number; angle: number } | null;
};
type SketchLayout = { markers: SketchMarker[]; labels: (SketchLabel | null)[]; legs: SketchLeg[] };

/** Equirectangular projection scaled to fit, north up, the same scale on both axes. */
function project(points: readonly Point[]) {
  const meanLat = points.reduce((s, p) => s + p.lat, 0) / points.length;
  const k = Math.cos((meanLat * Math.PI) / 180);
  const xs = points.map((p) => p.lng * k);
  const ys = points.map((p) => -p.lat);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min(
    (SKETCH_WIDTH - 2 * PAD) / Math.max(maxX - minX, 1e-4),
    (SKETCH_HEIGHT - 2 * PAD) / Math.max(maxY - minY, 1e-4),
  );
  const offsetX = (SKETCH_WIDTH - (maxX - minX) * scale) / 2;
  const offsetY = (SKETCH_HEIGHT - (maxY - minY) * scale) / 2;
  return points.map((_, i) => ({ x: offsetX + (xs[i] - minX) * scale, y: offsetY + (ys[i] - minY) * scale }));
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * Pushes markers apart until no two centres are closer than `minGap` (stops at the same spot fan out in
 * a small ring), keeping them inside `bounds` when given. Also spreads the live map's pins on screen.
 */
export function spreadMarkers(
  points: readonly { x: number; y: number }[],
  minGap: number,
  bounds?: { minX: number; minY: number; maxX: number; maxY: number },
): { x: number; y: number }[] {
  const out = points.map((p) => ({ x: p.x, y: p.y }));
  for (let round = 0; round < 200; round++) {
    let moved = false;
    for (let i = 0; i < out.length; i++) {
      for (let j = i + 1; j < out.length; j++) {
        let dx = out[j].x - out[i].x;
        let dy = out[j].y - out[i].y;
        let d = Math.hypot(dx, dy);
        if (d >= minGap) continue;
        if (d < 1e-6) {
          // Same spot: part them along a direction that differs per pair.
          const angle = (j * 2.399963 + i) % (2 * Math.PI);
          [dx, dy, d] = [Math.cos(angle), Math.sin(angle), 1];
        }
        const push = (minGap - d) / 2 + 0.5;
        const [ux, uy] = [dx / d, dy / d];
        out[i].x -= ux * push;
        out[i].y -= uy * push;
        out[j].x += ux * push;
        out[j].y += uy * push;
        moved = true;
      }
    }
    if (bounds) {
      for (const p of out) {
        p.x = clamp(p.x, bounds.minX, bounds.maxX);
        p.y = clamp(p.y, bounds.minY, bounds.maxY);
      }
    }
    if (!moved) break;
  }
  return out;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const inside = (b: Box) =>
  b.x >= 2 && b.y >= 2 && b.x + b.width <= SKETCH_WIDTH - 2 && b.y + b.height <= SKETCH_HEIGHT - 2;

function shortName(name: string): string {
  return name.length > LABEL_MAX_CHARS ? `${name.slice(0, LABEL_MAX_CHARS - 1).trimEnd()}…` : name;
}

/** A label's width for the sketch's bold sans-serif at 11 units (a generous per-character estimate). */
const labelWidth = (text: string) => text.length * LABEL_FONT * 0.6 + 6;

function placeLabels(markers: SketchMarker[], names: readonly string[]): (SketchLabel | null)[] {
  const taken: Box[] = markers.map((m) => ({
    x: m.x - MARKER_RADIUS - 1,
    y: m.y - MARKER_RADIUS - 1,
    width: 2 * MARKER_RADIUS + 2,
    height: 2 * MARKER_RADIUS + 2,
  }));
  return markers.map((m, i) => {
    const text = shortName(names[i]);
    const width = labelWidth(text);
    const gap = MARKER_RADIUS + 4;
    const candidates: SketchLabel[] = [
      {
        text,
        x: m.x + gap,
        y: m.y + 4,
        anchor: "start",
        box: { x: m.x + gap - 3, y: m.y - LABEL_HEIGHT / 2, width, height: LABEL_HEIGHT },
      },
      {
        text,
        x: m.x - gap,
        y: m.y + 4,
        anchor: "end",
        box: { x: m.x - gap - width + 3, y: m.y - LABEL_HEIGHT / 2, width, height: LABEL_HEIGHT },
      },
      {
        text,
        x: m.x,
        y: m.y + gap + 9,
        anchor: "middle",
        box: { x: m.x - width / 2, y: m.y + gap - 2, width, height: LABEL_HEIGHT },
      },
      {
        text,
        x: m.x,
        y: m.y - gap - 2,
        anchor: "middle",
        box: { x: m.x - width / 2, y: m.y - gap - LABEL_HEIGHT + 2, width, height: LABEL_HEIGHT },
      },
    ];
    const fit = candidates.find((c) => inside(c.box) && !taken.some((b) => overlaps(b, c.box)));
    if (!fit) return null;
    taken.push(fit.box);
    return fit;
  });
}

function legsBetween(markers: SketchMarker[]): SketchLeg[] {
  const arrows: { x: number; y: number }[] = [];
  return markers.slice(1).map((to, i) => {
    const from = markers[i];
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const len = Math.hypot(dx, dy) || 1;
    const trim = Math.min(MARKER_RADIUS + 3, len / 2);
    const [ux, uy] = [dx / len, dy / len];
    const leg = { x1: from.x + ux * trim, y1: from.y + uy * trim, x2: to.x - ux * trim, y2: to.y - uy * trim };
    const mid = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
    // An arrowhead only where it has room: away from every marker and every other arrowhead.
    const clear =
      len >= 2 * ARROW_CLEARANCE &&
      markers.every((m) => Math.hypot(m.x - mid.x, m.y - mid.y) >= ARROW_CLEARANCE) &&
      arrows.every((a) => Math.hypot(a.x - mid.x, a.y - mid.y) >= 16);
    if (clear) arrows.push(mid);
    return { ...leg, arrow: clear ? { ...mid, angle: (Math.atan2(dy, dx) * 180) / Math.PI } : null };
  });
}

export function sketchLayout(points: readonly Point[], names: readonly string[]): SketchLayout {
  const projected = project(points);
  const lo = MARKER_RADIUS + 2;
  const placed = spreadMarkers(projected, MIN_GAP, {
    minX: lo,
    minY: lo,
    maxX: SKETCH_WIDTH - lo,
    maxY: SKETCH_HEIGHT - lo,
  });
  const markers = placed.map((p, i) => ({
    x: p.x,
    y: p.y,
    trueX: projected[i].x,
    trueY: projected[i].y,
    moved: Math.hypot(p.x - projected[i].x, p.y - projected[i].y) > 1,
  }));
  return { markers, labels: placeLabels(markers, names), legs: legsBetween(markers) };
}
