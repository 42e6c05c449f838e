// Browser-test helpers that act on the server's own database (the e2e data directory) or plan through it.
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { BERLIN, ordinaryDayAhead, type DayPlace } from "../helpers/ordinary-day";

/** Opens a page and waits until React runs it (the live controls are in place). */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** A new signed-in user in this browser context; optionally with some of today's plans used. */
export async function createSignedInUser(context: BrowserContext, options: { plansUsedToday?: number } = {}) {
  process.env.DATA_DIR = process.env.E2E_DATA_DIR;
  const { db } = await import("~/db/client.server");
  const { createUserSession } = await import("~/auth/session.server");
  const { usageDay } = await import("~/models/limits.server");
  const user = await db.user.create({
    data: { email: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test` },
  });
  if (options.plansUsedToday) {
    await db.usageCounter.create({
      data: { subject: `user:${user.id}`, period: `day:${usageDay()}`, count: options.plansUsedToday },
    });
  }
  const [pair] = (await createUserSession(user.id)).split(";");
  const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
  await context.addCookies([{ name, value, domain: "localhost", path: "/", httpOnly: true, sameSite: "Lax" }]);
  return user;
}

/**
 * Plans through the JSON API for an ordinary weekday ahead in `where` and opens the plan's page; its
 * address. The form offers only today and tomorrow, and tomorrow may be a Sunday, a holiday or Christmas
 * Eve, which plans other places and other hours: tests that start at a saved plan start here.
 */
export async function planOrdinaryDay(
  page: Page,
  request: { location: string; timeSlot: string; language: string; duration?: number },
  where: DayPlace = BERLIN,
): Promise<string> {
  const response = await page.request.post("/api/date-plans", {
    data: { ...request, plannedDate: ordinaryDayAhead(7, where) },
    timeout: 60_000,
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await page.goto(`/plan/${id}`);
  await expect(page.getByRole("article").first()).toBeVisible();
  return `/plan/${id}`;
}

/** What a test may write over a saved stop: the words a card shows. */
export type StopWords = {
  name?: string;
  location?: string;
  description?: string;
  experienceTip?: string;
  website?: string;
};

/** Writes `words` over the plan's stops in order (the first entry over the first stop), in its database row. */
export async function rewriteStops(planPath: string, words: StopWords[]) {
  process.env.DATA_DIR = process.env.E2E_DATA_DIR;
  const { db } = await import("~/db/client.server");
  const planId = planPath.split("/").pop()!;
  const stops = await db.activity.findMany({ where: { planId, active: true }, orderBy: { position: "asc" } });
  for (const [i, stop] of stops.entries()) {
    if (words[i]) await db.activity.update({ where: { id: stop.id }, data: words[i] });
  }
}

/** An ordinary weekday ahead in `where` as a person writes it in a chat: "4 December", "4. Dezember". */
export function ordinaryDaySaid(language: "en" | "de", where: DayPlace = BERLIN): string {
  return new Intl.DateTimeFormat(language === "de" ? "de-DE" : "en-GB", {
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(`${ordinaryDayAhead(7, where)}T12:00:00Z`));
}
