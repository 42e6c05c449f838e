import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { open } from "./helpers";

/** Picks a choice card the way a person does: by clicking its label. */
const choose = (page: Page, label: RegExp) => page.locator("label").filter({ hasText: label }).click();

test.describe("a guest plans an evening in Berlin", () => {
  test("picking the suggestion, watching the cards arrive, the map and the sign-in invitation", async ({ page }) => {
    await open(page, "/");
    const where = page.getByRole("combobox", { name: "Where?" });
    await where.fill("Berl");
    const suggestion = page.getByRole("option", { name: /^Berlin Germany/ });
    await expect(suggestion).toBeVisible();
    await suggestion.click();
    await expect(where).toHaveValue("Berlin, Germany");

    await choose(page, /Tomorrow/);
    await expect(page.getByRole("button", { name: "Plan my evening" })).toBeVisible();
    await choose(page, /Late night/);
    await expect(page.getByRole("button", { name: "Plan my late night" })).toBeVisible();
    await choose(page, /^Evening/);
    await page.getByRole("button", { name: "Plan my evening" }).click();

    const cards = page.getByRole("article");
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 })).toContainText(/evening in Berlin/i);
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole("img", { name: /Map of the route: 1\./ })).toBeVisible();
    await expect(cards.first().getByText("Open during your visit")).toBeVisible();
    await expect(cards.first().getByRole("link", { name: /Directions/ })).toHaveAttribute(
      "href",
      /google\.com\/maps\/dir/,
    );

    const prompt = page.getByRole("dialog", { name: "Love Your Plan?" });
    await expect(prompt).toBeVisible({ timeout: 3000 });
    // The browser tests' server allows many guest plans per device (playwright.config.ts).
    await expect(prompt).toContainText(/As a guest you can make \d+ plans? of up to 4 hours/);
    await expect(prompt.getByRole("listitem").first()).toHaveText("5 plans per day, up to 60 per month");
    await prompt.getByRole("button", { name: "Maybe Later" }).click();
    await expect(prompt).toBeHidden();

    // Guests cannot regenerate: the same invitation.
    await page.getByRole("button", { name: "Try different plan" }).click();
    await expect(prompt).toBeVisible();
    await prompt.getByRole("button", { name: "Maybe Later" }).click();

    // Share renders a picture: Chromium here has no share sheet, so it goes to the clipboard…
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Screenshot copied!", { exact: true })).toBeVisible();
    // …and where the clipboard refuses, it downloads.
    await page.evaluate(() => {
      navigator.clipboard.write = () => Promise.reject(new DOMException("denied", "NotAllowedError"));
    });
    const title = (await page.getByRole("heading", { level: 2 }).textContent())!.trim();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Share" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${title.replace(/[^a-zA-Z0-9]/g, "_")}_itinerary.png`);
    const saved = await file.path();
    expect(fs.readFileSync(saved!).subarray(1, 4).toString()).toBe("PNG");
    await expect(page.getByText("Screenshot downloaded!", { exact: true })).toBeVisible();
  });

  test("the autocomplete works from the keyboard alone", async ({ page }) => {
    await open(page, "/");
    const where = page.getByRole("combobox", { name: "Where?" });
    await where.focus();
    await page.keyboard.type("Wi");
    await expect(page.getByRole("listbox")).toBeVisible();
    const options = page.getByRole("option");
    const count = await options.count();
    expect(count).toBeGreaterThan(1);
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowUp"); // wraps to the last
    await expect(options.nth(count - 1)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown"); // and back to the first
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(where).toHaveValue(/^Vienna, Austria$|^Wi/);
    await page.getByRole("button", { name: "Clear" }).click();
    await expect(where).toHaveValue("");
  });

  test("a guest moving the slider past 4 hours is invited to sign up and kept at 4", async ({ page }) => {
    await open(page, "/");
    const slider = page.getByRole("slider", { name: "How long?" });
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog", { name: "Unlock Longer Experiences" })).toBeVisible();
    await page.getByRole("button", { name: "Not now" }).click();
    await expect(slider).toHaveValue("4");
  });

  test("an empty location is refused with the spec's message", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: "Plan my evening" }).click();
    await expect(page.getByText("Please enter a city or neighborhood")).toBeVisible();
  });
});

test.describe("a guest plans in a neighbourhood", () => {
  test("picking Kreuzberg keeps the city in the field and plans around Kreuzberg", async ({ page }) => {
    await open(page, "/");
    const where = page.getByRole("combobox", { name: "Where?" });
    await where.fill("Kreuzb");
    await page.getByRole("option", { name: /^Kreuzberg Berlin/ }).click();
    await expect(where).toHaveValue("Kreuzberg, Berlin");
    await choose(page, /Tomorrow/);
    await page.getByRole("button", { name: "Plan my evening" }).click();

    await expect(page.getByRole("heading", { level: 2 })).toContainText(/evening in Kreuzberg/i);
    const directions = page.getByRole("article").getByRole("link", { name: /Directions/ });
    await expect(directions.first()).toBeVisible();
    // Where each stop is, from its directions link: most within Kreuzberg, which reaches about 2.5 km from
    // its centre (the Gleisdreieck's BRLO, the Liquidrom at Anhalter Bahnhof are Kreuzberg's own).
    const stops = (await directions.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))).map(
      (href) => new URL(href).searchParams.get("destination")!.split(",").map(Number),
    );
    const kmFromKreuzberg = ([lat, lng]: number[]) =>
      Math.hypot((lat - 52.497) * 111.2, (lng - 13.411) * 111.2 * Math.cos((52.5 * Math.PI) / 180));
    expect(stops.length).toBeGreaterThanOrEqual(2);
    expect(stops.filter((s) => kmFromKreuzberg(s) <= 2.5).length).toBeGreaterThan(stops.length / 2);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts and the server renders the itinerary", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("combobox", { name: "Where?" }).fill("Kreuzberg, Berlin");
    await choose(page, /Tomorrow/);
    await choose(page, /Afternoon/);
    await page.getByRole("button", { name: /Plan my/ }).click();
    await expect(page.getByRole("heading", { level: 2 })).toContainText(/afternoon in Kreuzberg/i);
    expect(await page.getByRole("article").count()).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole("img", { name: /Map of the route/ })).toBeVisible();
  });
});

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  test("the planner shows no English text", async ({ page }) => {
    await open(page, "/");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const text = await page.locator("body").innerText();
    for (const english of [
      "Plan my",
      "Where?",
      "Budget per person",
      "Getting around",
      "Special requests",
      "Tomorrow",
      "Sign In",
      "Privacy Policy",
    ]) {
      expect(text, english).not.toContain(english);
    }
    await page.getByRole("combobox", { name: "Wo?" }).fill("München");
    await page.getByRole("button", { name: "Meinen Abend planen" }).click();
    await expect(page.getByRole("article").first()).toBeVisible();
    const itinerary = await page.locator("main").innerText();
    expect(itinerary).toMatch(/\d{1,2}:\d{2}–\d{1,2}:\d{2}/);
    for (const english of ["Location", "Price", "Tips", "Directions", "per person", "Open during your visit"]) {
      expect(itinerary, english).not.toContain(english);
    }
  });
});
