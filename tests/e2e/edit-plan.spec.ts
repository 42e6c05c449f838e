// Shaping a saved plan by hand, in English with JavaScript and in German without: remove a stop and undo
// it, lengthen one, move one, add a place that fits the gap, and an impossible edit (a stop shortened
// below its shortest visit) refused with its reason; the read-only link shows the edited plan.
// Every edit replaces the cards on screen (a new version of the plan gives each stop a new id), so the test
// reads the stops in one go and only once the edit's answer is on screen.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { VIENNA } from "../helpers/ordinary-day";
import { createSignedInUser, ordinaryDaySaid, planOrdinaryDay } from "./helpers";

const GERMAN = { locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de-DE,de;q=0.9" } };

const WORDS = {
  en: {
    language: "en",
    toolbar: /^Change /,
    change: (n: string) => `Change ${n}`,
    remove: (n: string) => `Remove ${n}`,
    longer: (n: string) => `Make ${n} 15 minutes longer`,
    shorter: (n: string) => `Make ${n} 15 minutes shorter`,
    later: (n: string) => `Move ${n} later`,
    undo: "Undo edit",
    find: "Find",
    add: /^Add /,
    tooShort: /needs at least \d+ minutes/,
    createLink: "Create link",
    copyLink: "Copy link",
    linkLabel: "Read-only link",
  },
  de: {
    language: "de",
    toolbar: / ändern$/,
    change: (n: string) => `${n} ändern`,
    remove: (n: string) => `${n} entfernen`,
    longer: (n: string) => `${n} 15 Minuten länger machen`,
    shorter: (n: string) => `${n} 15 Minuten kürzer machen`,
    later: (n: string) => `${n} nach hinten schieben`,
    undo: "Änderung rückgängig machen",
    find: "Suchen",
    add: / hinzufügen$/,
    tooShort: /brauchst du mindestens \d+ Minuten/,
    createLink: "Link erstellen",
    copyLink: "Link kopieren",
    linkLabel: "Link zum Ansehen",
  },
};
type Words = (typeof WORDS)["en"];
/** An edit re-plans on a server shared with other tests: give it time. */
const SLOW = { timeout: 20_000 };

test.setTimeout(180_000);

async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Plans an evening in Vienna on an ordinary weekday ahead and opens it: this test starts at the saved plan. */
async function planVienna(page: Page, w: Words, js: boolean) {
  await planOrdinaryDay(page, { location: "Vienna", timeSlot: "evening", language: w.language }, VIENNA);
  if (js) await hydrated(page);
}

/** The stops' names, in order, read from their edit toolbars in one go (the cards may be replaced any time). */
async function stopNames(page: Page, w: Words): Promise<string[]> {
  // The toolbars come with the page's script: wait for them before counting.
  await expect(page.getByRole("group", { name: w.toolbar }).first()).toBeVisible();
  const labels = await page
    .getByRole("group", { name: w.toolbar })
    .evaluateAll((groups) => groups.map((g) => g.getAttribute("aria-label") ?? ""));
  return labels.map((label) => label.replace(/^Change /, "").replace(/ ändern$/, ""));
}

/** A refusal said beside the stop's own controls. */
function refusalAt(page: Page, w: Words, name: string) {
  return page
    .getByRole("listitem")
    .filter({ has: page.getByRole("group", { name: w.change(name), exact: true }) })
    .getByRole("alert");
}

/**
 * Waits until the edit just asked for has its answer on screen (with JavaScript the plan is busy until
 * then; without, the page that comes back is the answer) and `done` holds.
 */
async function answered(page: Page, done: () => Promise<boolean>) {
  await expect
    .poll(async () => (await page.locator('section[aria-busy="true"]').count()) === 0 && (await done()), SLOW)
    .toBe(true);
}

/** Removes the first stop after the first that may go (a meal may not follow another): its position. */
async function removeOne(page: Page, w: Words, names: string[]): Promise<number> {
  for (let i = 1; i < names.length; i++) {
    await page.getByRole("button", { name: w.remove(names[i]) }).click();
    const shorter = async () => (await stopNames(page, w)).length < names.length;
    await answered(page, async () => (await shorter()) || (await refusalAt(page, w, names[i]).count()) > 0);
    if (await shorter()) return i;
  }
  throw new Error("no stop could be removed");
}

/** The length a stop's controls show ("45 min"); read while no edit is being saved. */
async function lengthOf(page: Page, w: Words, name: string) {
  return page.getByRole("group", { name: w.change(name), exact: true }).textContent();
}

async function shapeThePlan(page: Page, w: Words) {
  const names = await stopNames(page, w);
  expect(names.length).toBeGreaterThanOrEqual(3);

  // Remove a stop, then undo it.
  const gone = await removeOne(page, w, names);
  expect(await stopNames(page, w)).toEqual(names.filter((_, i) => i !== gone));
  await page.getByRole("button", { name: w.undo }).click();
  await answered(page, async () => JSON.stringify(await stopNames(page, w)) === JSON.stringify(names));

  // Move the first stop later: it trades places with the second, or says why it can't.
  await page.getByRole("button", { name: w.later(names[0]) }).click();
  await answered(
    page,
    async () => (await stopNames(page, w))[1] === names[0] || (await refusalAt(page, w, names[0]).count()) > 0,
  );
  const now = await stopNames(page, w);

  // Lengthen the last stop: longer, or refused with its reason (it ends with the plan).
  const last = now.at(-1)!;
  const length = await lengthOf(page, w, last);
  await page.getByRole("button", { name: w.longer(last) }).click();
  await answered(
    page,
    async () => (await lengthOf(page, w, last)) !== length || (await refusalAt(page, w, last).count()) > 0,
  );

  // Shorten the first stop until it is refused: it never goes below its shortest visit.
  const refusal = refusalAt(page, w, now[0]).filter({ hasText: w.tooShort });
  for (let i = 0; i < 12 && !(await refusal.count()); i++) {
    const length = await lengthOf(page, w, now[0]);
    await page.getByRole("button", { name: w.shorter(now[0]) }).click();
    await answered(page, async () => (await lengthOf(page, w, now[0])) !== length || (await refusal.count()) > 0);
  }
  await expect(refusal).toBeVisible();

  // Remove a stop and add a place that fits the gap it left.
  const before = await stopNames(page, w);
  const at = await removeOne(page, w, before);
  await page.locator('select[name="add"]').selectOption(String(at));
  await page.getByRole("button", { name: w.find }).click();
  const offer = page.getByRole("button", { name: w.add }).first();
  await expect(offer).toBeVisible(SLOW);
  const added = (await offer.textContent())!.trim();
  await offer.click();
  await answered(page, async () => (await stopNames(page, w))[at] === added);
  return added;
}

/** The read-only link (with JavaScript "Copy link" makes it, without a form) shows the edited plan. */
async function sharedShows(page: Page, w: Words, name: string, js: boolean) {
  await page.getByRole("button", { name: js ? w.copyLink : w.createLink }).click();
  const link = await page.getByRole("textbox", { name: w.linkLabel }).inputValue();
  await page.goto(link);
  // The stop's own card ("2. Salzamt"): another card's tip or way there may name the same place.
  const card = new RegExp(`^\\d+\\. ${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
  await expect(page.getByRole("article", { name: card })).toBeVisible();
}

/** Plans, shapes the plan and opens its read-only link, as a signed-in owner. */
async function shapeAndShare(page: Page, context: BrowserContext, w: Words, js: boolean) {
  await createSignedInUser(context);
  if (js) await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await planVienna(page, w, js);
  const added = await shapeThePlan(page, w);
  await sharedShows(page, w, added, js);
}

test("with JavaScript, in English: move, remove and undo, lengthen, a refused edit, add; the link shows it", async ({
  page,
  context,
}) => {
  await shapeAndShare(page, context, WORDS.en, true);
});

test.describe("without JavaScript, in German", () => {
  test.use({ javaScriptEnabled: false, ...GERMAN });

  test("every edit is a form: move, remove and undo, lengthen, a refused edit, add; the link shows it", async ({
    page,
    context,
  }) => {
    await shapeAndShare(page, context, WORDS.de, false);
  });
});

/** Sends a chat message and returns the assistant's answer that matches `answer`. */
async function say(page: Page, label: string, text: string, answer: RegExp) {
  const box = page.getByRole("textbox", { name: label });
  await box.fill(text);
  await box.press("Enter");
  const reply = page.getByRole("list", { name: /^(Conversation|Unterhaltung)$/ }).getByText(answer);
  await expect(reply.last()).toBeVisible(SLOW);
  return (await reply.last().textContent()) ?? "";
}

const CHAT = {
  en: {
    message: "Your message",
    plan: `Romantic evening in Vienna on ${ordinaryDaySaid("en", VIENNA)}, 3 hours`,
    planned: /stops in Vienna/,
    remove: "remove the second one",
    removed: /Done: .+ is out of the plan/,
    undo: "undo",
    undone: /Undone: the plan is as it was/,
    edge: "move the first one earlier",
    refused: /can't move any further/,
  },
  de: {
    message: "Deine Nachricht",
    plan: `Romantischer Abend in Wien am ${ordinaryDaySaid("de", VIENNA)}, 3 Stunden`,
    planned: /Stationen in /,
    remove: "nimm die zweite Station raus",
    removed: /Erledigt: .+ ist raus/,
    undo: "mach das rückgängig",
    undone: /Rückgängig gemacht: Der Plan ist wieder wie vor dieser Änderung/,
    edge: "verschieb die erste Station nach vorne",
    refused: /lässt sich nicht weiter schieben/,
  },
};

for (const [language, c] of Object.entries(CHAT)) {
  test.describe(`the chat, in ${language === "en" ? "English" : "German"}`, () => {
    if (language === "de") test.use(GERMAN);

    test("removes a stop, undoes it and refuses an impossible move with its reason", async ({ page, context }) => {
      await createSignedInUser(context);
      await page.goto("/");
      await hydrated(page);
      await page.getByRole("link", { name: "Chat" }).click();
      await say(page, c.message, c.plan, c.planned);
      await say(page, c.message, c.remove, c.removed);
      await say(page, c.message, c.undo, c.undone);
      await say(page, c.message, c.edge, c.refused);
    });
  });
}
