// The offline route sketch stays readable however close the stops are, on a phone as on a wide screen: no
// two markers overlap, names sit clear of markers and of each other and inside the frame (wrapped, not cut),
// and arrowheads stay off the markers.
import { describe, expect, it } from "vitest";
import {
  LABEL_FONT,
  labelLines,
  MARKER_RADIUS,
  SKETCH_SIZES,
  sketchLayout,
  type Box,
  type SketchSize,
} from "~/components/planner/map/sketch-layout";

const { phone, wide } = SKETCH_SIZES;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function expectReadable(layout: ReturnType<typeof sketchLayout>, size: SketchSize = wide) {
  const { markers, labels, legs } = layout;
  for (const [i, a] of markers.entries()) {
    expect(a.x - MARKER_RADIUS).toBeGreaterThanOrEqual(0);
    expect(a.y - MARKER_RADIUS).toBeGreaterThanOrEqual(0);
    expect(a.x + MARKER_RADIUS).toBeLessThanOrEqual(size.width);
    expect(a.y + MARKER_RADIUS).toBeLessThanOrEqual(size.height);
    for (const b of markers.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(2 * MARKER_RADIUS);
  }
  const boxes = labels.flatMap((l) => (l ? [l.box] : []));
  for (const [i, box] of boxes.entries()) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    expect(box.y + box.height).toBeLessThanOrEqual(size.height);
    for (const other of boxes.slice(i + 1)) expect(overlaps(box, other)).toBe(false);
    for (const m of markers) {
      const marker = {
        x: m.x - MARKER_RADIUS,
        y: m.y - MARKER_RADIUS,
        width: 2 * MARKER_RADIUS,
        height: 2 * MARKER_RADIUS,
      };
      expect(overlaps(box, marker)).toBe(false);
    }
  }
  const arrows = legs.flatMap((l) => (l.arrow ? [l.arrow] : []));
  for (const [i, a] of arrows.entries()) {
    for (const m of markers) expect(Math.hypot(a.x - m.x, a.y - m.y)).toBeGreaterThan(MARKER_RADIUS + 5);
    for (const b of arrows.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(10);
  }
}

describe("sketchLayout", () => {
  it("parts stops at the same spot and stops a few metres apart", () => {
    // Stops 4 and 5 in one building, 2 and 3 across the street: each marker still readable.
    const points = [
      { lat: 52.52, lng: 13.405 },
      { lat: 52.5235, lng: 13.4115 },
      { lat: 52.52352, lng: 13.41155 },
      { lat: 52.5301, lng: 13.4002 },
      { lat: 52.5301, lng: 13.4002 },
    ];
    const layout = sketchLayout(points, ["Café Einstein", "Neues Museum", "Alte Nationalgalerie", "Bar A", "Bar B"]);
    expectReadable(layout);
    expect(layout.markers.filter((m) => m.moved).length).toBeGreaterThanOrEqual(2);
    // The true spot stays marked where a marker moved aside.
    expect(layout.markers[4]).toMatchObject({ trueX: layout.markers[3].trueX, trueY: layout.markers[3].trueY });
  });

  it("leaves well spread stops where they are, each with its name and an arrow per leg", () => {
    const points = [
      { lat: 52.51, lng: 13.38 },
      { lat: 52.52, lng: 13.41 },
      { lat: 52.505, lng: 13.44 },
    ];
    const layout = sketchLayout(points, ["Gendarmenmarkt", "Berliner Dom", "East Side Gallery"]);
    expectReadable(layout);
    expect(layout.markers.every((m) => !m.moved)).toBe(true);
    expect(layout.labels.map((l) => l?.text)).toEqual(["Gendarmenmarkt", "Berliner Dom", "East Side Gallery"]);
    expect(layout.legs.every((l) => l.arrow !== null)).toBe(true);
  });

  it("keeps every arrowhead apart and every name inside the frame on a crowded route", () => {
    const points = Array.from({ length: 6 }, (_, i) => ({ lat: 48.2 + (i % 2) * 0.0004, lng: 16.37 + i * 0.0003 }));
    const names = points.map((_, i) => `A rather long name of a place number ${i + 1}`);
    for (const size of [phone, wide]) {
      const layout = sketchLayout(points, names, size);
      expectReadable(layout, size);
      for (const l of layout.labels) if (l) expect(l.lines.length).toBeLessThanOrEqual(2);
    }
  });

  it("on a 360 px phone, names are drawn at about the page's small text size and wrap instead of being cut", () => {
    // The phone frame is about 328 × 208 CSS px: the drawing's units are near one pixel each.
    const scale = Math.min(328 / phone.width, 208 / phone.height);
    expect(LABEL_FONT * scale).toBeGreaterThanOrEqual(11.5);
    // A real afternoon in Vienna, names of every length.
    const points = [
      { lat: 48.2037, lng: 16.3616 },
      { lat: 48.2065, lng: 16.3675 },
      { lat: 48.2082, lng: 16.3738 },
      { lat: 48.2104, lng: 16.3622 },
    ];
    const names = ["Kunsthistorisches Museum Wien", "Café Sacher", "Stephansdom", "Café Landtmann am Burgtheater"];
    const layout = sketchLayout(points, names, phone);
    expectReadable(layout, phone);
    expect(layout.labels.filter(Boolean).length).toBeGreaterThanOrEqual(3);
    expect(labelLines("Kunsthistorisches Museum Wien")).toEqual(["Kunsthistorisches", "Museum Wien"]);
    // Only a name longer than two lines is shortened, at its end.
    expect(labelLines("Café Landtmann am Burgtheater im ersten Bezirk")).toEqual([
      "Café Landtmann am",
      "Burgtheater im…",
    ]);
    for (const l of layout.labels) if (l) expect(l.text).not.toMatch(/…/);
  });

  it("draws a single stop in the middle", () => {
    for (const size of [phone, wide]) {
      const { markers, legs } = sketchLayout([{ lat: 47.37, lng: 8.54 }], ["Kunsthaus Zürich"], size);
      expect(markers[0]).toMatchObject({ x: size.width / 2, y: size.height / 2, moved: false });
      expect(legs).toEqual([]);
    }
  });
});
