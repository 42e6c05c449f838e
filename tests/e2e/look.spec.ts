// How Amble looks and says where it plans: its own typeface, the plans-left figure beside the user menu,
// coverage named up front with an uncovered town said under the field (with and without JavaScript), and
// screenshots of the planner, a plan and the profile at 360 px and 1280 px in English and German
// (docs/screens/), each checked for sideways overflow and for names over each other on the route sketch; and a
// plan carrying the catalog's longest names and words, checked at 360 px.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { createSignedInUser, open, planOrdinaryDay, rewriteStops, type StopWords } from "./helpers";

const SCREENS = path.resolve("docs/screens");

/** Nothing runs past the right edge of the screen. */
async function expectNoSidewaysOverflow(page: Page) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, "page width").toBeLessThanOrEqual(inner);
}

/** On the visible route sketch: names and markers clear of each other and inside the drawing. */
async function expectSketchReadable(page: Page) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const sketch = [...document.querySelectorAll("svg[data-sketch]")].find((s) => s.getBoundingClientRect().width > 0);
    if (!sketch) return found;
    const frame = sketch.getBoundingClientRect();
    const items = [...sketch.querySelectorAll("[data-sketch-label], [data-stop-marker] circle")].map((e) => ({
      name: e.textContent || e.parentElement?.getAttribute("data-stop-marker") || "marker",
      box: e.getBoundingClientRect(),
    }));
    for (const [i, a] of items.entries()) {
      const b = a.box;
      if (
        b.left < frame.left - 0.5 ||
        b.right > frame.right + 0.5 ||
        b.top < frame.top - 0.5 ||
        b.bottom > frame.bottom + 0.5
      )
        found.push(`${a.name} is cut off`);
      for (const c of items.slice(i + 1)) {
        const d = c.box;
        const overlap =
          Math.min(b.right, d.right) - Math.max(b.left, d.left) > 1 &&
          Math.min(b.bottom, d.bottom) - Math.max(b.top, d.top) > 1;
        if (overlap) found.push(`${a.name} overlaps ${c.name}`);
      }
    }
    return found;
  });
  expect(problems).toEqual([]);
}

test("the page is set in Inter, served by Amble itself", async ({ page }) => {
  const fontRequests: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "font") fontRequests.push(r.url());
  });
  await open(page, "/");
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
  expect(await page.evaluate(() => document.fonts.check('600 16px "Inter Variable"'))).toBe(true);
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
});

test("the plans-left figure sits in the header, beside the user menu", async ({ page }) => {
  await createSignedInUser(page.context(), { plansUsedToday: 2 });
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, "/");
  const usage = page.getByRole("button", { name: /Show plan usage/ });
  const menu = page.locator("header").getByRole("button", { name: "Open user menu" });
  await expect(page.locator("header").getByRole("button", { name: /Show plan usage/ })).toBeVisible();
  await expect(usage).toHaveText("3/5");
  const [u, m] = [(await usage.boundingBox())!, (await menu.boundingBox())!];
  expect(Math.abs(u.y + u.height / 2 - (m.y + m.height / 2))).toBeLessThan(4);
  expect(m.x - (u.x + u.width)).toBeLessThan(24);
  expect(m.x).toBeGreaterThan(u.x);
});

test.describe("coverage up front", () => {
  test("the planner names its cities; suggestions say what can be planned", async ({ page }) => {
    await open(page, "/");
    await expect(page.locator("[data-coverage]")).toHaveText(
      "Amble plans in Berlin, Munich, Hamburg, Vienna, Zurich, London, Paris, and New York.",
    );
    await page.getByRole("combobox", { name: "Where?" }).fill("Ber");
    await expect(page.getByRole("option").first()).toContainText("Plannable");
    await expect(page.getByRole("option", { name: /^Berlin Germany Plannable/ })).toBeVisible();
    await expect(page.getByRole("option").filter({ hasText: "Not covered yet" }).first()).toBeVisible();
  });

  test("an uncovered town is said under the field and stays until the field changes", async ({ page }) => {
    await open(page, "/");
    const where = page.getByRole("combobox", { name: "Where?" });
    await where.fill("Bergen, Norway");
    await page.keyboard.press("Escape");
    await page.locator("#plan-form button[type=submit]").click();
    const notice = page.locator("[data-location-notice]");
    await expect(notice).toContainText("Amble doesn't have places for Bergen");
    await expect(notice).toContainText("Berlin, Munich");
    await expect(where).toHaveAttribute("aria-invalid", "true");
    // No "Error" toast, and the message is still there after a toast would have gone.
    await expect(page.getByText("Error", { exact: true })).toHaveCount(0);
    await page.waitForTimeout(5500);
    await expect(notice).toBeVisible();
    await where.fill("Bergen, Norwa");
    await expect(notice).toHaveCount(0);
    await expect(where).not.toHaveAttribute("aria-invalid", "true");
  });

  test.describe("in German, without JavaScript", () => {
    test.use({ javaScriptEnabled: false, locale: "de-DE" });
    test("the posted form says it under the field", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("[data-coverage]")).toContainText("Amble plant in Berlin, München");
      await page.getByRole("combobox").fill("Bergen, Norwegen");
      await page.locator("#plan-form button[type=submit]").click();
      await expect(page.locator("[data-location-notice]")).toContainText("Für Bergen");
      await expect(page.getByRole("combobox")).toHaveValue("Bergen, Norwegen");
    });
  });
});

for (const language of ["en", "de"] as const) {
  test.describe(`screenshots in ${language === "en" ? "English" : "German"}`, () => {
    test.use({ locale: language === "en" ? "en-GB" : "de-DE" });
    test("the planner, a plan and the profile at 360 px and 1280 px", async ({ page }) => {
      test.setTimeout(120_000);
      fs.mkdirSync(SCREENS, { recursive: true });
      await createSignedInUser(page.context());
      const planUrl = await planOrdinaryDay(page, {
        location: "Kreuzberg, Berlin",
        timeSlot: "afternoon",
        duration: 4,
        language,
      });

      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
        for (const [name, url] of [
          ["planner", "/"],
          ["plan", planUrl],
          ["profile", "/profile"],
        ] as const) {
          await open(page, url);
          await page.evaluate(() => document.fonts.ready);
          if (name === "plan") {
            await expect(page.getByRole("article").first()).toBeVisible();
            await expectSketchReadable(page);
          }
          await expectNoSidewaysOverflow(page);
          await page.screenshot({ path: path.join(SCREENS, `${name}-${language}-${width}.png`), fullPage: true });
        }
      }
    });
  });
}

/**
 * The catalog's longest words on one plan: the longest names (the last is where the plan that ran 6 px
 * past a 360 px screen in CI ended, issue #25), a long address, long German compounds and a long address
 * of a website.
 */
const LONG_STOPS: StopWords[] = [
  { name: "Hamburger Bahnhof – Nationalgalerie der Gegenwart", website: "https://www.bayerisches-nationalmuseum.de" },
  {
    name: "New York Public Library (Stephen A. Schwarzman Building)",
    location: "Caledonian Road (between King's Cross and Caledonian Road stations), London N1",
    description: "Die kleine Rundfahrt der Zürichsee-Schifffahrtsgesellschaft mit der Schallplatten-Schneidemaschine.",
  },
  {
    name: "WeihnachtsZauber Gendarmenmarkt",
    experienceTip: "Elegantes vietnamesisch-kambodschanisch-laotisches Restaurant mit Chocolate-Chip-Walnuss-Cookie.",
  },
];

for (const language of ["en", "de"] as const) {
  test.describe(`in ${language === "en" ? "English" : "German"}`, () => {
    test.use({ locale: language === "en" ? "en-GB" : "de-DE" });
    test("a plan with the catalog's longest words stays on a 360 px screen", async ({ page }) => {
      await createSignedInUser(page.context());
      await page.setViewportSize({ width: 360, height: 780 });
      const planUrl = await planOrdinaryDay(page, {
        location: "Kreuzberg, Berlin",
        timeSlot: "afternoon",
        duration: 4,
        language,
      });
      await rewriteStops(planUrl, LONG_STOPS);
      await open(page, planUrl);
      await expect(page.getByRole("heading", { name: /Stephen A\. Schwarzman Building/ })).toBeVisible();
      await expectNoSidewaysOverflow(page);
      // The add-a-place search lists places by name, as chips.
      await open(page, `${planUrl}?add=${LONG_STOPS.length}&q=Museum`);
      await expect(page.locator("#add-place li").first()).toBeVisible();
      await expectNoSidewaysOverflow(page);
    });
  });
}
