// The smaller promises of a plan page: a used swap leaves the other Swap buttons visible but disabled,
// with the reason, and Undo gives the swap back (with and without JavaScript); the guest prompt opens
// once per plan, not on every visit; a guest without JavaScript meets no button that needs it; and at
// 360 px the German footer stays on the screen.
import { expect, test, type Page } from "@playwright/test";
import { VIENNA } from "../helpers/ordinary-day";
import { createSignedInUser, planOrdinaryDay } from "./helpers";

const PLAN_URL = /\/plan\/[\w-]+$/;
const GERMAN = { locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de-DE,de;q=0.9" } };

async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Plans an evening in Vienna on an ordinary weekday ahead as the signed-in user and opens it: which stops
 * may be swapped depends on the day (a Sunday or a holiday plans other places).
 */
async function planVienna(page: Page, js = true) {
  await planOrdinaryDay(page, { location: "Vienna", timeSlot: "evening", language: "en" }, VIENNA);
  if (js) await hydrated(page);
}

/** From the form on `/`: Vienna, tomorrow, the rest as it comes; waits for the plan's page. */
async function planTomorrowInVienna(page: Page) {
  await page.getByRole("combobox", { name: "Where?" }).fill("Vienna");
  await page
    .locator("label")
    .filter({ hasText: /Tomorrow/ })
    .click();
  await page.getByRole("button", { name: /^Plan my/ }).click();
  await expect(page).toHaveURL(PLAN_URL);
  await expect(page.getByRole("article").first()).toBeVisible();
}

/** Plans an evening in Vienna for tomorrow from the form as a guest, the way a newcomer does, and waits for its page. */
async function planViennaAsGuest(page: Page) {
  await page.goto("/");
  await hydrated(page);
  // Rendered by the server in its place, so the form below it doesn't move as the page hydrates.
  await expect(page.getByRole("button", { name: "Use my location" })).toBeVisible();
  await planTomorrowInVienna(page);
  await hydrated(page);
}

const swapButtons = (page: Page) => page.getByRole("button", { name: /for something else$/ });
const REASON = "You've used this plan's swap. Undo it to swap another stop.";

test.describe("a plan's one swap", () => {
  test("once used, the other Swap buttons stay, disabled, with the reason; Undo gives it back", async ({
    page,
    context,
  }) => {
    await createSignedInUser(context);
    await planVienna(page);
    const stops = await page.getByRole("article").count();
    await expect(swapButtons(page)).toHaveCount(stops);

    await page
      .getByRole("article")
      .nth(1)
      .getByRole("button", { name: /for something else$/ })
      .click();
    await expect(page.getByRole("article").nth(1).getByRole("button", { name: "Undo" })).toBeVisible();
    // Every other stop still shows its Swap button, disabled and explained.
    await expect(swapButtons(page)).toHaveCount(stops - 1);
    for (const button of await swapButtons(page).all()) {
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(REASON);
    }
    // Without payments there is no Premium to point to.
    await expect(page.getByRole("link", { name: "Premium swaps without limit." })).toHaveCount(0);

    await page.getByRole("article").nth(1).getByRole("button", { name: "Undo" }).click();
    await expect(swapButtons(page)).toHaveCount(stops);
    for (const button of await swapButtons(page).all()) await expect(button).toBeEnabled();
    await expect(page.getByText(REASON)).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("Swap, Undo and Check again post forms and come back to the card", async ({ page, context }) => {
      await createSignedInUser(context);
      await planVienna(page, false);
      const planUrl = page.url();
      const second = page.getByRole("article").nth(1);
      const name = (await second.getByRole("heading", { level: 3 }).textContent())!.trim();

      await second.getByRole("button", { name: /for something else$/ }).click();
      await expect(page).toHaveURL(`${planUrl}#activity-1`);
      await expect(page.getByRole("article").nth(1)).toContainText("Swapped");
      await expect(page.getByRole("article").nth(1).getByRole("heading", { level: 3 })).not.toHaveText(name);
      await expect(page.getByText(REASON).first()).toBeVisible();

      await page.getByRole("article").nth(1).getByRole("button", { name: "Undo" }).click();
      await expect(page.getByRole("article").nth(1).getByRole("heading", { level: 3 })).toHaveText(name);
      await expect(page.getByText(REASON)).toHaveCount(0);

      await page
        .getByRole("button", { name: /^Check the opening hours of / })
        .first()
        .click();
      await expect(page).toHaveURL(/\?checked=[\w-]+#activity-0$/);
      await expect(page.getByRole("article").first()).toBeVisible();
    });
  });
});

/** The visible buttons that would do nothing without JavaScript: any not submitting a form. */
const deadButtons = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("button")]
      .filter((button) => button.checkVisibility() && !(button.type === "submit" && button.form))
      .map((button) => button.getAttribute("aria-label") ?? button.textContent),
  );

test.describe("a guest without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("meets no button that needs it, and Check again posts its form", async ({ page }) => {
    await page.goto("/");
    // "Use my location" needs the browser's position: not offered at all.
    await expect(page.getByRole("button", { name: "Use my location" })).toBeHidden();
    expect(await deadButtons(page)).toEqual([]);
    await planTomorrowInVienna(page);
    expect(await deadButtons(page)).toEqual([]);

    await page
      .getByRole("button", { name: /^Check the opening hours of / })
      .nth(1)
      .click();
    await expect(page).toHaveURL(/\?checked=[\w-]+#activity-1$/);
    await expect(page.getByRole("article").nth(1)).toBeVisible();
  });
});

test.describe("the guest prompt", () => {
  test("opens once per plan, a second after it first appears, not on a later visit", async ({ page }) => {
    await planViennaAsGuest(page);
    const prompt = page.getByRole("dialog", { name: "Love Your Plan?" });
    await expect(prompt).toBeVisible({ timeout: 3000 });
    await expect(prompt.getByRole("button", { name: "Sign In to Continue" })).toBeVisible();
    // Closed without "Maybe Later": coming back to the plan by the browser's Back still doesn't ask again.
    await page.keyboard.press("Escape");
    await expect(prompt).toBeHidden();
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).not.toHaveURL(PLAN_URL);
    await page.goBack();
    await expect(page).toHaveURL(PLAN_URL);
    await page.waitForTimeout(1500);
    await expect(prompt).toBeHidden();
  });
});

test.describe("on a 360 px phone in German", () => {
  test.use({ ...GERMAN, viewport: { width: 360, height: 740 } });

  test("the footer stays within the screen on every page, signed out and signed in", async ({ page, context }) => {
    const paths = ["/", "/pricing", "/privacy-policy", "/impressum", "/terms", "/login"];
    for (const signedIn of [false, true]) {
      if (signedIn) await createSignedInUser(context);
      for (const path of signedIn ? [...paths, "/profile"] : paths) {
        await page.goto(path);
        await expect(page.getByRole("contentinfo")).toBeVisible();
        const overflow = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const parts = [...document.querySelectorAll("footer, footer *")];
          return {
            page: document.documentElement.scrollWidth - width,
            footer: parts
              .filter((el) => el.getBoundingClientRect().right > width + 0.5)
              .map((el) => el.outerHTML.slice(0, 80)),
          };
        });
        expect(overflow, path).toEqual({ page: 0, footer: [] });
      }
    }
  });
});
