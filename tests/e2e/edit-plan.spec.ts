// Shaping a saved plan by hand, in English with JavaScript and in German without: remove a stop and undo
// it, lengthen one, move one, add a place that fits the gap, and an impossible edit (a stop shortened
// below its shortest visit) refused with its reason; the read-only link shows the edited plan.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { createSignedInUser } from "./helpers";

const PLAN_URL = /\/plan\/[\w-]+(#[\w-]+)?$/;
const GERMAN = { locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de-DE,de;q=0.9" } };

const WORDS = {
  en: {
    where: "Where?",
    tomorrow: /Tomorrow/,
    plan: /^Plan my/,
    toolbar: /^Change /,
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
    where: "Wo?",
    tomorrow: /Morgen/,
    plan: /^Meinen .* planen$/,
    toolbar: / ändern$/,
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

/** Plans an evening in Vienna for tomorrow from the form and waits for its page. */
async function planVienna(page: Page, w: Words, js: boolean) {
  await page.goto("/");
  if (js) await hydrated(page);
  await page.getByRole("combobox", { name: w.where }).fill("Vienna");
  await page.getByRole("combobox", { name: w.where }).press("Tab");
  await page.locator("label").filter({ hasText: w.tomorrow }).click();
  await page.getByRole("button", { name: w.plan }).click();
  await expect(page).toHaveURL(PLAN_URL);
  await expect(page.getByRole("article").first()).toBeVisible();
  if (js) await hydrated(page);
}

/** The stops' names, in order, from their edit toolbars. */
async function stopNames(page: Page, w: Words): Promise<string[]> {
  // The toolbars come with the page's script: wait for them before counting.
  await expect(page.getByRole("group", { name: w.toolbar }).first()).toBeVisible();
  const groups = await page.getByRole("group", { name: w.toolbar }).all();
  return Promise.all(
    groups.map(async (g) => {
      const label = (await g.getAttribute("aria-label"))!;
      return label.replace(/^Change /, "").replace(/ ändern$/, "");
    }),
  );
}

/** Removes the first stop after the first that may go (a meal may not follow another): its position. */
async function removeOne(page: Page, w: Words, names: string[]): Promise<number> {
  for (let i = 1; i < names.length; i++) {
    await page.getByRole("button", { name: w.remove(names[i]) }).click();
    await expect
      .poll(
        async () => (await stopNames(page, w)).length < names.length || (await page.getByRole("alert").count()) > 0,
        SLOW,
      )
      .toBe(true);
    if ((await stopNames(page, w)).length < names.length) return i;
  }
  throw new Error("no stop could be removed");
}

async function shapeThePlan(page: Page, w: Words) {
  const names = await stopNames(page, w);
  expect(names.length).toBeGreaterThanOrEqual(3);

  // Remove a stop, then undo it.
  const gone = await removeOne(page, w, names);
  expect(await stopNames(page, w)).toEqual(names.filter((_, i) => i !== gone));
  await page.getByRole("button", { name: w.undo }).click();
  await expect.poll(() => stopNames(page, w), SLOW).toEqual(names);

  // Move the first stop later: it trades places with the second, or says why it can't.
  await page.getByRole("button", { name: w.later(names[0]) }).click();
  await expect
    .poll(async () => (await stopNames(page, w))[1] === names[0] || (await page.getByRole("alert").count()) > 0, SLOW)
    .toBe(true);
  const now = await stopNames(page, w);

  // Lengthen the last stop: longer, or refused with its reason (it ends with the plan).
  const last = now.at(-1)!;
  const length = await page.getByRole("group", { name: w.toolbar }).last().textContent();
  await page.getByRole("button", { name: w.longer(last) }).click();
  await expect
    .poll(
      async () =>
        (await page.getByRole("group", { name: w.toolbar }).last().textContent()) !== length ||
        (await page.getByRole("alert").count()) > 0,
      SLOW,
    )
    .toBe(true);

  // Shorten the first stop until it is refused: it never goes below its shortest visit.
  for (let i = 0; i < 12; i++) {
    const refusal = page.getByRole("alert").filter({ hasText: w.tooShort });
    if (await refusal.count()) break;
    const length = await page.getByRole("group", { name: w.toolbar }).first().textContent();
    await page.getByRole("button", { name: w.shorter(now[0]) }).click();
    await expect
      .poll(
        async () =>
          (await page.getByRole("group", { name: w.toolbar }).first().textContent()) !== length ||
          (await page.getByRole("alert").filter({ hasText: w.tooShort }).count()) > 0,
        SLOW,
      )
      .toBe(true);
  }
  await expect(page.getByRole("alert").filter({ hasText: w.tooShort })).toBeVisible();

  // Remove a stop and add a place that fits the gap it left.
  const before = await stopNames(page, w);
  const at = await removeOne(page, w, before);
  await page.locator('select[name="add"]').selectOption(String(at));
  await page.getByRole("button", { name: w.find }).click();
  const offer = page.getByRole("button", { name: w.add }).first();
  await expect(offer).toBeVisible(SLOW);
  const added = (await offer.textContent())!.trim();
  await offer.click();
  await expect.poll(async () => (await stopNames(page, w))[at], SLOW).toBe(added);
  return added;
}

/** The read-only link (with JavaScript "Copy link" makes it, without a form) shows the edited plan. */
async function sharedShows(page: Page, w: Words, name: string, js: boolean) {
  await page.getByRole("button", { name: js ? w.copyLink : w.createLink }).click();
  const link = await page.getByRole("textbox", { name: w.linkLabel }).inputValue();
  await page.goto(link);
  await expect(page.getByRole("article").filter({ hasText: name })).toBeVisible();
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
    plan: "Romantic evening in Vienna tomorrow, 3 hours",
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
    plan: "Romantischer Abend in Wien morgen, 3 Stunden",
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
