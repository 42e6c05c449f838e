// The route map in a real browser: MapLibre against a loopback map host (tests/fakes/map-tiles.ts),
// drawn with Chromium's software WebGL (SwiftShader). Pins numbered like the cards and tied to them by
// mouse and keyboard, the route drawn in stop order, the credits shown; the offline sketch, readable,
// when the host is down and without JavaScript; the sign-in page's background map.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { startMapTiles, TILES_ATTRIBUTION, type MapTiles } from "../fakes/map-tiles";
import { createSignedInUser, planOrdinaryDay } from "./helpers";

const TILES_PORT = Number(process.env.E2E_MAP_TILES_PORT);
const ROUTE_RGB = [0x6d, 0x28, 0xd9];

let tiles: MapTiles | null = null;
test.beforeAll(async () => {
  tiles = await startMapTiles(TILES_PORT);
});
test.afterAll(async () => {
  await tiles?.close();
});

/**
 * Plans an afternoon in Kreuzberg on an ordinary weekday ahead as a signed-in user (no guest invitation in
 * the way) and opens it; its cards.
 */
async function planAfternoon(page: Page, js = true) {
  await createSignedInUser(page.context());
  await planOrdinaryDay(page, { location: "Kreuzberg, Berlin", timeSlot: "afternoon", duration: 4, language: "en" });
  if (js) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return page.getByRole("article");
}

/** A card's place name: its heading without the emoji and the spoken number. */
async function cardNames(cards: Locator): Promise<string[]> {
  const headings = await cards.locator("h3").allTextContents();
  return headings.map((h) =>
    h
      .replace(/^[^\d]*\d+\.\s*/, "")
      .replace(/Swapped$/, "")
      .trim(),
  );
}

const center = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** The map canvas's colour at a page point (the canvas keeps its drawing for the share picture). */
async function canvasColour(page: Page, point: { x: number; y: number }): Promise<number[][]> {
  return page.evaluate(({ x, y }) => {
    const canvas = document.querySelector<HTMLCanvasElement>(".maplibregl-canvas")!;
    const rect = canvas.getBoundingClientRect();
    const scale = canvas.width / rect.width;
    const copy = document.createElement("canvas");
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext("2d")!;
    context.drawImage(canvas, 0, 0);
    const [cx, cy] = [Math.round((x - rect.left) * scale), Math.round((y - rect.top) * scale)];
    const data = context.getImageData(cx - 2, cy - 2, 5, 5).data;
    const pixels: number[][] = [];
    for (let i = 0; i < data.length; i += 4) pixels.push([data[i], data[i + 1], data[i + 2]]);
    return pixels;
  }, point);
}

const near = (pixel: number[], rgb: number[]) => pixel.every((v, i) => Math.abs(v - rgb[i]) <= 40);

test.describe("with the map host up", () => {
  test("the live map mounts: a pin per card, numbered alike, the route in order, the credits", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/.test(m.text())) violations.push(m.text());
    });
    const cards = await planAfternoon(page);
    const figure = page.locator("figure[data-map]");
    await expect(figure).toHaveAttribute("data-map", "live", { timeout: 15_000 });
    expect(tiles!.requests).toContain("/style.json");
    expect(tiles!.requests.some((r) => r.startsWith("/tiles/"))).toBe(true);

    const names = await cardNames(cards);
    expect(names.length).toBeGreaterThanOrEqual(2);
    const pins = figure.locator("button[data-stop]");
    await expect(pins).toHaveCount(names.length);
    for (const [i, name] of names.entries()) {
      const pin = figure.getByRole("button", { name: `Stop ${i + 1}: ${name}`, exact: true });
      await expect(pin).toBeVisible();
      await expect(pin).toHaveText(String(i + 1));
    }
    // The map itself, for screen readers: the route's stops in order; the sketch is gone.
    await expect(figure.getByRole("img", { name: `Map of the route: 1. ${names[0]}`, exact: false })).toBeVisible();
    await expect(figure.locator("svg[role='img']:visible")).toHaveCount(0);

    // No pin hides another: pins that would overlap are set apart on screen.
    await expectRoundMarkersApart(pins, names.length);

    // The route runs from each stop to the next: route-coloured pixels halfway along every leg. A pin
    // set apart says by how much (data-offset), which gives its place's point on the map.
    const offsets = await pins.evaluateAll((all) =>
      all.map((p) => ((p as HTMLElement).dataset.offset ?? "0,0").split(",").map(Number)),
    );
    const places = await Promise.all(
      names.map(async (_, i) => {
        const c = await center(pins.nth(i));
        return { x: c.x - offsets[i][0], y: c.y - offsets[i][1] };
      }),
    );
    const legs = places.slice(1).map((to, i) => ({ x: (places[i].x + to.x) / 2, y: (places[i].y + to.y) / 2 }));
    for (const mid of legs) {
      const pixels = await canvasColour(page, mid);
      expect(
        pixels.some((p) => near(p, ROUTE_RGB)),
        `route colour at ${JSON.stringify(mid)}`,
      ).toBe(true);
    }
    // Away from the route, the tiles' ground shows: the line is the route's, not a tinted map.
    const box = (await page.locator(".maplibregl-canvas").boundingBox())!;
    const corner = await canvasColour(page, { x: box.x + 6, y: box.y + 6 });
    expect(corner.some((p) => near(p, ROUTE_RGB))).toBe(false);

    await expect(figure.getByText(TILES_ATTRIBUTION)).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("choosing a pin highlights its card and choosing a card its pin, by mouse and by keyboard", async ({ page }) => {
    const cards = await planAfternoon(page);
    const figure = page.locator("figure[data-map]");
    await expect(figure).toHaveAttribute("data-map", "live", { timeout: 15_000 });
    const count = await cards.count();
    const pin = (n: number) => figure.locator(`button[data-stop="${n}"]`);
    const card = (n: number) => page.locator(`article[data-stop="${n}"]`);

    // Mouse: a pin, then a card.
    await pin(2).click();
    await expect(card(2)).toHaveAttribute("aria-current", "true");
    await expect(pin(2)).toHaveAttribute("aria-current", "true");
    await card(1).locator("h3").click();
    await expect(pin(1)).toHaveAttribute("aria-current", "true");
    await expect(pin(2)).toHaveAttribute("aria-current", "false");
    await expect(card(2)).not.toHaveAttribute("aria-current", "true");

    // Keyboard: Tab to the last card, then on to a pin and press Enter.
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute("data-stop") ?? null);
    const tabTo = async (selector: string) => {
      for (let i = 0; i < 80; i++) {
        if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
        await page.keyboard.press("Tab");
      }
      throw new Error(`Tab never reached ${selector}`);
    };
    await page.locator("h2#itinerary-title").focus();
    await tabTo(`article[data-stop="${count}"]`);
    await expect(pin(count)).toHaveAttribute("aria-current", "true");
    await expect(card(count)).toHaveAttribute("aria-current", "true");

    await page.locator("#main").evaluate((main) => main.scrollIntoView());
    await page.locator("h2#itinerary-title").focus();
    await tabTo(`figure[data-map] button[data-stop="1"]`);
    expect(await focused()).toBe("1");
    await page.keyboard.press("Enter");
    await expect(card(1)).toHaveAttribute("aria-current", "true");
    await expect(pin(1)).toHaveAttribute("aria-current", "true");
    await expect(card(1)).toBeInViewport();
  });

  test("the sign-in page has a real map behind the form, with its credits", async ({ page }) => {
    await page.goto("/login");
    await expect(page.locator("[data-backdrop-map='drawn']")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(TILES_ATTRIBUTION)).toBeVisible();
    // Still a decoration: nothing in it can be focused or clicked.
    await expect(page.locator("[data-backdrop-map] canvas")).toHaveAttribute("tabindex", "-1");
  });

  test("the Content-Security-Policy lets the map host and MapLibre's workers in", async ({ request }) => {
    const csp = (await request.get("/")).headers()["content-security-policy"];
    expect(csp).toContain(`connect-src 'self' http://127.0.0.1:${TILES_PORT}`);
    expect(csp).toMatch(new RegExp(`img-src [^;]*http://127\\.0\\.0\\.1:${TILES_PORT}`));
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("child-src 'self' blob:");
  });
});

/** No two round markers (the map's pins, the sketch's circles) overlap on screen. */
/** The sketch is drawn for a phone's frame and for a wider one; the visible drawing's markers. */
const SKETCH_MARKERS = "svg[data-sketch]:visible [data-stop-marker] circle";

async function expectRoundMarkersApart(markers: Locator, count: number) {
  await expect(markers).toHaveCount(count);
  const boxes = (await Promise.all(Array.from({ length: count }, (_, i) => markers.nth(i).boundingBox()))).map(
    (b) => b!,
  );
  for (const [i, a] of boxes.entries()) {
    expect(a.width).toBeGreaterThan(12);
    for (const b of boxes.slice(i + 1)) {
      const distance = Math.hypot(a.x + a.width / 2 - (b.x + b.width / 2), a.y + a.height / 2 - (b.y + b.height / 2));
      expect(distance, `markers ${JSON.stringify(a)} and ${JSON.stringify(b)}`).toBeGreaterThanOrEqual(
        (a.width + b.width) / 2,
      );
    }
  }
}

test.describe("with the map host down", () => {
  test.beforeAll(async () => {
    await tiles?.close();
    tiles = null;
  });

  test("the plan keeps its route sketch, every marker readable", async ({ page }) => {
    const cards = await planAfternoon(page);
    const figure = page.locator("figure[data-map]");
    await expect(figure).toHaveAttribute("data-map", "failed", { timeout: 15_000 });
    await expect(figure.getByRole("img", { name: /^Map of the route: 1\./ })).toBeVisible();
    await expect(figure.locator(".maplibregl-canvas")).toHaveCount(0);
    await expectRoundMarkersApart(page.locator(SKETCH_MARKERS), await cards.count());
    // Choosing a card still shows which marker is its stop.
    await cards.nth(1).locator("h3").click();
    await expect(figure.locator("svg[data-sketch]:visible [data-stop-marker='2'] circle")).toHaveAttribute(
      "fill",
      "#f59e0b",
    );
  });

  test("the sign-in page keeps a calm background", async ({ page }) => {
    await page.goto("/login");
    const backdrop = page.locator("[data-backdrop]");
    await expect(backdrop).toHaveAttribute("data-backdrop", "calm", { timeout: 15_000 });
    await expect(page.locator("[data-backdrop-map]")).toHaveCount(0);
    // A wash of colour, not a fake street grid.
    expect(await backdrop.evaluate((e) => getComputedStyle(e).backgroundImage)).toMatch(/^radial-gradient/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the route sketch shows, compact on a phone, its markers apart", async ({ page }) => {
    const cards = await planAfternoon(page, false);
    const figure = page.locator("figure[data-map='sketch']");
    await expect(figure.getByRole("img", { name: /^Map of the route: 1\./ })).toBeVisible();
    expect((await figure.boundingBox())!.height).toBeLessThanOrEqual(260);
    await expectRoundMarkersApart(page.locator(SKETCH_MARKERS), await cards.count());
    // Travel between stops is said between the cards, not only in the prose.
    await expect(page.locator("[data-travel-chip]").first()).toContainText(/\d+ min (walk|by)/);
  });
});
