// Every plan has an address: a guest plans, the address becomes /plan/…, and the plan stays on screen
// through a reload, a language switch and signing in from the guest prompt; the usage figures are right
// after every step. In English and German, with and without JavaScript.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { open } from "./helpers";

/** Picks a choice card the way a person does: by clicking its label. */
const choose = (page: Page, label: RegExp) => page.locator("label").filter({ hasText: label }).click();

/** The code in the newest mail the loopback SMTP server received for this address. */
async function codeFor(email: string): Promise<string> {
  const file = path.join(process.env.E2E_MAIL_DIR!, `${email}.eml`);
  await expect.poll(() => fs.existsSync(file), { timeout: 10_000 }).toBe(true);
  const raw = fs.readFileSync(file, "utf8").replace(/=\r?\n/g, "");
  return /(?:^|\s)(\d{6})(?:\s|$)/m.exec(raw)![1];
}

/** Tomorrow in the plan's city, as the itinerary names it ("Saturday, 28 November"), worked out here. */
function tomorrowIn(zone: string, language: "en" | "de"): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return new Intl.DateTimeFormat(language === "de" ? "de-DE" : "en-IE", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: day.getUTCFullYear() !== new Date().getUTCFullYear() ? "numeric" : undefined,
    timeZone: "UTC",
  }).format(day);
}

const PLAN_URL = /\/plan\/[\w-]+$/;
/** The itinerary's heading while a plan streams in. */
const LOADING = /Planning your outing|wird geplant/;

test.describe("a guest's plan keeps its address", () => {
  test("in English: reload, switch to German, sign in from the guest prompt, regenerate", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("combobox", { name: "Where?" }).fill("Vienna");
    await page.getByRole("combobox", { name: "Where?" }).press("Tab");
    await choose(page, /Tomorrow/);
    await page.getByRole("button", { name: /^Plan my/ }).click();

    await expect(page).toHaveURL(PLAN_URL);
    const url = page.url();
    const heading = page.getByRole("heading", { level: 2 });
    await expect(heading).not.toHaveText(LOADING);
    const title = (await heading.textContent())!.trim();
    // The guest prompt comes a second after the itinerary (and hides the page from roles while open).
    const prompt = page.getByRole("dialog", { name: "Love Your Plan?" });
    await expect(prompt).toBeVisible({ timeout: 3000 });
    await prompt.getByRole("button", { name: "Maybe Later" }).click();
    await expect(page.getByText(tomorrowIn("Europe/Vienna", "en"), { exact: true })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    // No usage figures for guests: nothing to go stale.
    await expect(page.getByRole("button", { name: /Show plan usage/ })).toHaveCount(0);

    // A reload shows the same plan, and "Maybe Later" holds.
    await open(page, url);
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(title);
    await page.waitForTimeout(1500);
    await expect(prompt).toBeHidden();

    // Switching the language comes back to the same plan; its date stays in the plan's language.
    await page.getByRole("button", { name: "de – Deutsch" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(page.url()).toBe(url);
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(title);
    await expect(page.getByText(tomorrowIn("Europe/Vienna", "en"), { exact: true })).toBeVisible();

    // A guest may not regenerate: the guest prompt, and signing in from it.
    await page.getByRole("button", { name: "Anderen Plan probieren" }).click();
    const promptDe = page.getByRole("dialog", { name: "Gefällt dir dein Plan?" });
    await promptDe.getByRole("button", { name: "Anmelden und weitermachen" }).click();
    const email = `address.${Date.now()}@example.test`;
    const dialog = page.getByRole("dialog", { name: "Melde dich an und leg los" });
    await dialog.getByLabel("E-Mail").fill(email);
    await dialog.getByRole("button", { name: "Anmeldecode senden" }).click();
    await dialog.getByLabel("6-stelliger Code").fill(await codeFor(email));
    await dialog.getByRole("button", { name: "Bestätigen & anmelden" }).click();

    // The page reloads at the same address: the plan is now the account's.
    await expect(page.getByRole("button", { name: "Benutzermenü öffnen" })).toBeVisible();
    expect(page.url()).toBe(url);
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(title);
    await expect(page.getByRole("link", { name: "Zurück zum Profil" })).toBeVisible();
    const pill = page.getByRole("button", { name: /Plan-Nutzung anzeigen/ });
    await expect(pill).toHaveText("5/5");
    await expect(page.getByRole("contentinfo")).toContainText("5/5 Pläne heute");

    // Now "Try different plan" makes a new plan at a new address, shown from its top, and counts.
    await page.getByRole("button", { name: "Anderen Plan probieren" }).click();
    await expect(page).not.toHaveURL(url);
    await expect(page).toHaveURL(PLAN_URL);
    const next = page.getByRole("heading", { level: 2 });
    await expect(next).not.toHaveText(LOADING);
    await expect(next).toBeFocused();
    expect(await next.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(200);
    await expect(pill).toHaveText("4/5");
    await expect(page.getByRole("contentinfo")).toContainText("4/5 Pläne heute");
    // The profile lists both, each with its planned day.
    await open(page, "/profile");
    await expect(page.getByText("Heute noch 4 Pläne übrig")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: tomorrowIn("Europe/Vienna", "de") })).toHaveCount(2);
  });

  test.describe("in German", () => {
    test.use({ locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de-DE,de;q=0.9" } });

    test("reload and switch to English keep the plan, dated in German", async ({ page }) => {
      await open(page, "/");
      await page.getByRole("combobox", { name: "Wo?" }).fill("München");
      await page.getByRole("combobox", { name: "Wo?" }).press("Tab");
      await choose(page, /^Morgen/);
      await page.getByRole("button", { name: /^Meinen .* planen$/ }).click();
      await expect(page).toHaveURL(PLAN_URL);
      const url = page.url();
      const date = tomorrowIn("Europe/Berlin", "de");
      await expect(page.getByText(date, { exact: true })).toBeVisible();
      await expect(page.getByRole("dialog", { name: "Gefällt dir dein Plan?" })).toBeVisible({ timeout: 3000 });
      await page.getByRole("button", { name: "Vielleicht später" }).click();
      const title = (await page.getByRole("heading", { level: 2 }).textContent())!.trim();

      await open(page, url);
      await expect(page.getByRole("heading", { level: 2 })).toHaveText(title);
      await page.getByRole("button", { name: "en – English" }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      expect(page.url()).toBe(url);
      await expect(page.getByRole("heading", { level: 2 })).toHaveText(title);
      await expect(page.getByText(date, { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to home" })).toBeVisible();
    });
  });

  test("another browser is told the plan is not found", async ({ page, browser }) => {
    await open(page, "/");
    await page.getByRole("combobox", { name: "Where?" }).fill("Hamburg");
    await page.getByRole("combobox", { name: "Where?" }).press("Tab");
    await choose(page, /Tomorrow/);
    await page.getByRole("button", { name: /^Plan my/ }).click();
    await expect(page).toHaveURL(PLAN_URL);
    const other = await browser.newPage();
    await open(other, page.url());
    await expect(other.getByRole("heading", { name: "Plan not found" })).toBeVisible();
    await expect(other.getByRole("link", { name: "Back to home" })).toBeVisible();
    await other.close();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form's plan opens at its address and stays through reload, language switch and sign-in", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("combobox", { name: "Where?" }).fill("Kreuzberg, Berlin");
    await page.getByRole("combobox", { name: "Where?" }).press("Tab");
    await choose(page, /Tomorrow/);
    await page.getByRole("button", { name: /^Plan my/ }).click();
    await expect(page).toHaveURL(PLAN_URL);
    const url = page.url();
    const title = (await page.getByRole("heading", { level: 2 }).textContent())!.trim();
    await expect(page.getByText(tomorrowIn("Europe/Berlin", "en"), { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(title);

    await page.getByRole("button", { name: "de – Deutsch" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    expect(page.url()).toBe(url);
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(title);

    // Signing in is a page without JavaScript; it comes back to the plan.
    await page.getByRole("link", { name: "Anmelden", exact: true }).click();
    const email = `nojs.address.${Date.now()}@example.test`;
    await page.getByLabel("E-Mail").fill(email);
    await page.getByRole("button", { name: "Anmeldecode senden" }).click();
    await page.getByLabel("6-stelliger Code").fill(await codeFor(email));
    await page.getByRole("button", { name: "Bestätigen & anmelden" }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(title);
    await expect(page.getByRole("button", { name: /Plan-Nutzung anzeigen/ })).toHaveText("5/5");
    await expect(page.getByRole("contentinfo")).toContainText("5/5 Pläne heute");
  });
});
