// Words and layout a new user meets first: every page fits a 360 px phone and a 1280 px screen in English
// and German, with its title in the reader's language; placeholders are readable in full; the sign-in
// title stays clear of the close button; with payments off nothing offers a subscription; robots.txt.
import { expect, test, type Page } from "@playwright/test";
import { createSignedInUser, open } from "./helpers";

const WIDTHS = [360, 1280];

const PAGES: Array<{ path: string; en: string; de: string; signedIn?: boolean }> = [
  { path: "/", en: "Amble – date and outing planner", de: "Amble – Planer für Dates und Ausflüge" },
  { path: "/pricing", en: "Pricing · Amble", de: "Preise · Amble" },
  { path: "/privacy-policy", en: "Privacy Policy · Amble", de: "Datenschutz · Amble" },
  { path: "/impressum", en: "Impressum · Amble", de: "Impressum · Amble" },
  { path: "/terms", en: "Terms of Use · Amble", de: "Nutzungsbedingungen · Amble" },
  { path: "/login", en: "Sign in · Amble", de: "Anmelden · Amble" },
  { path: "/profile", en: "Profile · Amble", de: "Profil · Amble", signedIn: true },
];

/** Null when the page fits the window; otherwise how wide it is and the first elements sticking out. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    const out = [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((element) => `<${element.tagName.toLowerCase()}> ${(element.textContent ?? "").trim().slice(0, 40)}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, out };
  });
}

/** Whether an input's placeholder fits inside its text area (measured in the input's own font). */
async function placeholderFits(page: Page, selector: string) {
  // The chat's box is drawn again when the live chat takes over after hydration; a box caught on its way
  // out has no style (NaN). Keep the first measurement of a box that is there, not a second try.
  let measured: Awaited<ReturnType<typeof measure>> | null = null;
  await expect
    .poll(async () => {
      const m = await measure(page, selector);
      if (Number.isFinite(m.room) && Number.isFinite(m.width)) measured = m;
      return measured !== null;
    })
    .toBe(true);
  return measured!;
}

function measure(page: Page, selector: string) {
  return page.locator(selector).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: input.placeholder, width: Math.ceil(context.measureText(input.placeholder).width), room };
  });
}

for (const language of ["en", "de"] as const) {
  test.describe(`in ${language === "en" ? "English" : "German"}`, () => {
    test.use({ locale: language === "en" ? "en-GB" : "de-DE" });

    for (const { path, signedIn, ...titles } of PAGES) {
      test(`${path} fits 360 px and 1280 px, titled in the reader's language`, async ({ page, context }) => {
        if (signedIn) await createSignedInUser(context);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await open(page, path);
          await expect(page).toHaveTitle(titles[language]);
          expect(await overflow(page), `${path} at ${width} px`).toBeNull();
        }
      });
    }

    test("the place field's placeholder fits a 360 px phone", async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await open(page, "/?mode=form");
      const { text, width, room } = await placeholderFits(page, "input[name=location]");
      expect(width, `"${text}" needs ${width} px of ${room} px`).toBeLessThanOrEqual(room);
    });

    test("the chat's placeholder fits a 360 px phone", async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await open(page, "/?mode=chat");
      const { text, width, room } = await placeholderFits(page, "#chat-message");
      expect(width, `"${text}" needs ${width} px of ${room} px`).toBeLessThanOrEqual(room);
    });

    test("the sign-in dialog's title stays clear of its close button on a phone", async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await open(page, "/");
      await page.getByRole("link", { name: language === "en" ? "Sign In" : "Anmelden" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      const closeLabel = language === "en" ? "Close" : "Schließen";
      const clash = await dialog.evaluate((element, label) => {
        const title = element.querySelector("h2")!;
        const close = element.querySelector(`button[aria-label="${label}"]`)!.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(title);
        return [...range.getClientRects()].some(
          (line) =>
            line.right > close.left && line.left < close.right && line.bottom > close.top && line.top < close.bottom,
        );
      }, closeLabel);
      expect(clash).toBe(false);
      // Its terms line leads to the terms, and the dialog gives way to the page.
      await dialog.getByRole("link", { name: language === "en" ? "Terms of Use" : "Nutzungsbedingungen" }).click();
      await expect(page).toHaveURL(/\/terms$/);
      await expect(page.getByRole("dialog")).toBeHidden();
      // The German title carries a soft hyphen, so that it can break on a phone.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        language === "en" ? "Terms of Use" : /^Nutzungs\u00ad?bedingungen$/,
      );
    });
  });
}

test.describe("with payments off", () => {
  test("nothing offers a subscription: /subscribe shows pricing, the menu has no upgrade", async ({
    page,
    context,
  }) => {
    await open(page, "/subscribe");
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Free Forever");
    await expect(page.getByText("Subscription Error")).toHaveCount(0);
    await expect(page.getByText(/limited time/i)).toHaveCount(0);
    await expect(page.getByText(/premium/i)).toHaveCount(0);

    await createSignedInUser(context);
    await open(page, "/");
    await page.getByRole("button", { name: "Open user menu" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "Profile" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: /upgrade|premium/i })).toHaveCount(0);
  });

  test("the footer links the terms", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Use" }).click();
    await expect(page).toHaveURL(/\/terms$/);
  });
});

test("robots.txt is served: public pages open, private ones closed", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const robots = await response.text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  for (const rule of ["Disallow: /api/", "Disallow: /auth/", "Disallow: /dev/", "Disallow: /shared/"])
    expect(robots).toContain(rule);
  // A plan's own page answers "Plan not found" to all but its owner: nothing there for crawlers to skip.
  expect(robots).not.toContain("Disallow: /plan/");
});
