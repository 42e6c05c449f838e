// Where the offline route sketch draws things: stops projected from their coordinates, then markers that
// would overlap pushed apart (a thin line still points at the true spot), a name label beside each marker
// where one fits (wrapped onto two lines rather than cut), and one arrowhead per leg at its middle, left
// out where it would collide. Laid out per frame size, so a phone's sketch is drawn at about one unit
// per CSS pixel and its names stay at a readable size.

export type Point = { lat: number; lng: number };
export type SketchSize = { width: number; height: number };

/** The sketch's two drawings: a phone's frame (360 px screen, h-52) and a wider one (sm:h-72). */
export const SKETCH_SIZES = {
  phone: { width: 320, height: 208 },
  wide: { width: 640, height: 288 },
} as const satisfies Record<string, SketchSize>;
const PAD = 30;
export const MARKER_RADIUS = 11;
/** Centres at least this far apart: two radii and a visible gap. */
const MIN_GAP = 2 * MARKER_RADIUS + 4;
export const LABEL_FONT = 12;
export const LABEL_LINE = 14;
/** Characters per label line: a name longer than two lines is shortened at a word. */
const LINE_CHARS = 17;
const ARROW_CLEARANCE = MARKER_RADIUS + 9;

export type Box = { x: number; y: number; width: number; height: number };
type SketchMarker = { x: number; y: number; trueX: number; trueY: number; moved: boolean };
type SketchLabel = {
  /** The name as shown, lines joined by a space. */
  text: string;
  lines: string[];
  /** The first line's baseline. */
  x: number;
  y: number;
  anchor: "start" | "middle" | "end";
  box: Box;
};
type SketchLeg = {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  arrow: { x: number; y: number; angle: number } | null;
};
type SketchLayout = { markers: SketchMarker[]; labels: (SketchLabel | null)[]; legs: SketchLeg[] };

/** Equirectangular projection scaled to fit, north up, the same scale on both axes. */
function project(points: readonly Point[], { width, height }: SketchSize) {
  const meanLat = points.reduce((s, p) => s + p.lat, 0) / points.length;
  const k = Math.cos((meanLat * Math.PI) / 180);
  const xs = points.map((p) => p.lng * k);
  const ys = points.map((p) => -p.lat);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min(
    (width - 2 * PAD) / Math.max(maxX - minX, 1e-4),
    (height - 2 * PAD) / Math.max(maxY - minY, 1e-4),
  );
  const offsetX = (width - (maxX - minX) * scale) / 2;
  const offsetY = (height - (maxY - minY) * scale) / 2;
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

const inside = (b: Box, { width, height }: SketchSize) =>
  b.x >= 2 && b.y >= 2 && b.x + b.width <= width - 2 && b.y + b.height <= height - 2;

/** A name on at most two lines, broken at spaces; only a name that still does not fit is shortened. */
export function labelLines(name: string, chars = LINE_CHARS): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of name.trim().split(/\s+/)) {
    if (!line) line = word;
    else if (line.length + 1 + word.length <= chars) line = `${line} ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const shorten = (text: string) => {
    if (text.length <= chars) return text;
    const cut = text.slice(0, chars - 1);
    // At a word where there is one, so no word is left half-written.
    return `${(cut.includes(" ") ? cut.slice(0, cut.lastIndexOf(" ")) : cut).trimEnd()}…`;
  };
  if (lines.length <= 2) return lines.map(shorten);
  return [shorten(lines[0]), shorten(`${lines[1]} ${lines.slice(2).join(" ")}`)];
}

/** A line's width in the sketch's semibold sans-serif (a generous per-character estimate for Inter). */
const lineWidth = (text: string) => text.length * LABEL_FONT * 0.6 + 6;

/** The ways a name can sit beside its marker: right, left, below, above. */
function candidatesFor(m: { x: number; y: number }, lines: string[]): SketchLabel[] {
  const text = lines.join(" ");
  const width = Math.max(...lines.map(lineWidth));
  const height = lines.length * LABEL_LINE + 2;
  const gap = MARKER_RADIUS + 4;
  const ascent = LABEL_FONT - 2;
  const sideTop = m.y - height / 2;
  const label = (x: number, top: number, anchor: SketchLabel["anchor"], boxX: number) => ({
    text,
    lines,
    x,
    y: top + 1 + ascent,
    anchor,
    box: { x: boxX, y: top, width, height },
  });
  return [
    label(m.x + gap, sideTop, "start", m.x + gap - 3),
    label(m.x - gap, sideTop, "end", m.x - gap - width + 3),
    label(m.x, m.y + gap - 2, "middle", m.x - width / 2),
    label(m.x, m.y - gap - height + 2, "middle", m.x - width / 2),
  ];
}

function placeLabels(markers: SketchMarker[], names: readonly string[], size: SketchSize): (SketchLabel | null)[] {
  const taken: Box[] = markers.map((m) => ({
    x: m.x - MARKER_RADIUS - 1,
    y: m.y - MARKER_RADIUS - 1,
    width: 2 * MARKER_RADIUS + 2,
    height: 2 * MARKER_RADIUS + 2,
  }));
  return markers.map((m, i) => {
    // The whole name where it fits, else its first line alone; never a label over another or the edge.
    const lines = labelLines(names[i]);
    const tries = [lines, ...(lines.length > 1 ? [labelLines(lines[0])] : [])];
    const fit = tries
      .flatMap((l) => candidatesFor(m, l))
      .find((c) => inside(c.box, size) && !taken.some((b) => overlaps(b, c.box)));
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

export function sketchLayout(
  points: readonly Point[],
  names: readonly string[],
  size: SketchSize = SKETCH_SIZES.wide,
): SketchLayout {
  const projected = project(points, size);
  const lo = MARKER_RADIUS + 2;
  const placed = spreadMarkers(projected, MIN_GAP, {
    minX: lo,
    minY: lo,
    maxX: size.width - lo,
    maxY: size.height - lo,
  });
  const markers = placed.map((p, i) => ({
    x: p.x,
    y: p.y,
    trueX: projected[i].x,
    trueY: projected[i].y,
    moved: Math.hypot(p.x - projected[i].x, p.y - projected[i].y) > 1,
  }));
  return { markers, labels: placeLabels(markers, names, size), legs: legsBetween(markers) };
}
