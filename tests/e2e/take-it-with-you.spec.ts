// Taking a plan along, in English and German, with and without JavaScript: the calendar file holds one
// event per stop at the clock times the cards show (in the place's zone); the owner's read-only link
// opens the plan in a stranger's fresh browser without any of the owner's actions, and once the owner
// stops sharing, the stranger's reload says the owner stopped sharing it.
import fs from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { BERLIN, VIENNA, type DayPlace } from "../helpers/ordinary-day";
import { createSignedInUser, planOrdinaryDay } from "./helpers";

type Words = {
  language: "en" | "de";
  calendar: string;
  copy: string;
  create: string;
  stop: string;
  copied: string;
  stopped: string;
  linkLabel: string;
  /** A card's start time: "7:00 PM – 8:30 PM" or "19:00–20:30". */
  cardStart: RegExp;
};

const EN: Words = {
  language: "en",
  calendar: "Add to calendar",
  copy: "Copy link",
  create: "Create link",
  stop: "Stop sharing",
  copied: "Link copied",
  stopped: "Sharing stopped. The old link no longer works.",
  linkLabel: "Read-only link",
  cardStart: /(\d{1,2}):(\d{2}) ([AP]M) – /,
};

const DE: Words = {
  language: "de",
  calendar: "Zum Kalender hinzufügen",
  copy: "Link kopieren",
  create: "Link erstellen",
  stop: "Teilen beenden",
  copied: "Link kopiert",
  stopped: "Teilen beendet. Der alte Link funktioniert nicht mehr.",
  linkLabel: "Link zum Ansehen",
  cardStart: /(\d{2}):(\d{2})–/,
};

const GERMAN = { locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de-DE,de;q=0.9" } };
const SHARED_URL = /^http:\/\/localhost:\d+\/shared\/[\w-]{32}$/;

async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Plans an evening on an ordinary weekday ahead and opens it; the page ends on the plan's own address,
 * cards shown. The calendar's times are the cards' whatever the day, but a Sunday or a holiday may leave
 * too little open for a plan.
 */
async function planEvening(page: Page, words: Words, city: string, where: DayPlace, js: boolean) {
  await planOrdinaryDay(page, { location: city, timeSlot: "evening", language: words.language }, where);
  if (js) await hydrated(page);
}

const hhmm = (hour: number, minute: string) => `${String(hour).padStart(2, "0")}:${minute}`;

/** Each card's start time as the card shows it, on a 24-hour clock ("19:00"). */
async function cardStarts(page: Page, words: Words): Promise<string[]> {
  const texts = await page.getByRole("article").allTextContents();
  return texts.map((text) => {
    const [, hour, minute, half] = words.cardStart.exec(text)!;
    return hhmm(half ? (Number(hour) % 12) + (half === "PM" ? 12 : 0) : Number(hour), minute);
  });
}

/** Downloads the calendar file from its link; its events' start times ("19:00") in the zone it names. */
async function downloadCalendar(page: Page, link: string, zone: string) {
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: link }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
  const ics = fs.readFileSync((await file.path())!, "utf8");
  expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  const starts = [...ics.matchAll(/^DTSTART;TZID=([^:]+):\d{8}T(\d{2})(\d{2})00\r$/gm)];
  expect(starts.map((m) => m[1])).toEqual(starts.map(() => zone));
  return starts.map((m) => hhmm(Number(m[2]), m[3]));
}

/**
 * A stranger's fresh browser (none of the owner's cookies), set to English whatever the owner reads,
 * opening a link; its page and the first answer.
 */
async function strangerOpens(browser: Browser, url: string, js: boolean) {
  const context = await browser.newContext({
    javaScriptEnabled: js,
    locale: "en-US",
    extraHTTPHeaders: { "Accept-Language": "en-US,en;q=0.9" },
  });
  const page = await context.newPage();
  const response = await page.goto(url);
  if (js) await hydrated(page);
  return { context, page, response: response! };
}

/** What the stranger must not be able to do or learn on a shared plan. */
async function expectReadOnly(page: Page, title: string, stops: number) {
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(stops);
  await expect(page.getByText("Someone shared this plan with you. You can look, but not change it.")).toBeVisible();
  for (const action of [/^Swap/, /^Undo/, "Try different plan", "Copy link", "Create link", "Stop sharing"])
    await expect(page.getByRole("button", { name: action })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Continue in chat" })).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Read-only link" })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
}

for (const [language, words, city, zone, place] of [
  ["English", EN, "Berlin", "Europe/Berlin", BERLIN],
  ["German", DE, "Wien", "Europe/Vienna", VIENNA],
] as const) {
  test.describe(`in ${language}`, () => {
    if (words === DE) test.use(GERMAN);

    test("with JavaScript: calendar file, copy the link, a stranger reads it, the owner stops sharing", async ({
      page,
      context,
      browser,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await createSignedInUser(context);
      await planEvening(page, words, city, place, true);
      const title = (await page.getByRole("heading", { level: 2 }).first().textContent())!.trim();
      const stops = await page.getByRole("article").count();

      expect(await downloadCalendar(page, words.calendar, zone)).toEqual(await cardStarts(page, words));

      await page.getByRole("button", { name: words.copy }).click();
      await expect(page.getByRole("status").filter({ hasText: words.copied })).toBeVisible();
      const field = page.getByRole("textbox", { name: words.linkLabel });
      await expect(field).toHaveValue(SHARED_URL);
      await expect(field).toHaveAttribute("readonly", "");
      const url = await field.inputValue();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

      const stranger = await strangerOpens(browser, url, true);
      expect(stranger.response.status()).toBe(200);
      expect(stranger.response.headers()["x-robots-tag"]).toBe("noindex");
      await expectReadOnly(stranger.page, title, stops);
      // The stranger's calendar file is the plan's too; the owner's own address is not theirs to open.
      expect(await downloadCalendar(stranger.page, EN.calendar, zone)).toEqual(await cardStarts(page, words));
      expect((await stranger.page.request.get(page.url())).status()).toBe(404);
      expect((await stranger.page.request.get(`${page.url()}/calendar.ics`)).status()).toBe(404);

      await page.getByRole("button", { name: words.stop }).click();
      await expect(page.getByRole("status").filter({ hasText: words.stopped })).toBeVisible();
      await expect(field).toHaveCount(0);
      await expect(page.getByRole("button", { name: words.copy })).toBeFocused();

      const reload = await stranger.page.reload();
      expect(reload!.status()).toBe(410);
      await expect(stranger.page.getByRole("heading", { name: "This plan is no longer shared" })).toBeVisible();
      await expect(stranger.page.getByText("The owner stopped sharing this plan.")).toBeVisible();
      await expect(stranger.page.getByRole("article")).toHaveCount(0);
      await stranger.context.close();
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the calendar link downloads, a form creates the link and another revokes it", async ({
        page,
        context,
        browser,
      }) => {
        await createSignedInUser(context);
        await planEvening(page, words, city, place, false);
        const planUrl = page.url();
        const title = (await page.getByRole("heading", { level: 2 }).first().textContent())!.trim();
        const stops = await page.getByRole("article").count();

        expect(await downloadCalendar(page, words.calendar, zone)).toEqual(await cardStarts(page, words));

        await page.getByRole("button", { name: words.create }).click();
        await expect(page).toHaveURL(`${planUrl}#take-it-with-you`);
        const field = page.getByRole("textbox", { name: words.linkLabel });
        await expect(field).toHaveValue(SHARED_URL);
        const url = await field.inputValue();

        const stranger = await strangerOpens(browser, url, false);
        expect(stranger.response.status()).toBe(200);
        await expectReadOnly(stranger.page, title, stops);

        await page.getByRole("button", { name: words.stop }).click();
        await expect(field).toHaveCount(0);
        await expect(page.getByRole("button", { name: words.create })).toBeVisible();

        const reload = await stranger.page.reload();
        expect(reload!.status()).toBe(410);
        await expect(stranger.page.getByText("The owner stopped sharing this plan.")).toBeVisible();
        await stranger.context.close();
      });
    });
  });
}
