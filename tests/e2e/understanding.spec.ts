// The chat understands a conversation as people write it, in English and German: a weekday, a spoken
// time, a budget in another currency, kids and a negation. It asks for the missing place, then plans
// for that day and time, and the chips show every field it understood.
import { expect, test, type Page } from "@playwright/test";
import { open } from "./helpers";

/** Sends a message and waits until an answer matching `answer` is shown. */
async function say(page: Page, label: string, text: string, answer: RegExp) {
  const box = page.getByRole("textbox", { name: label });
  await box.fill(text);
  await box.press("Enter");
  const thread = page.getByRole("list", { name: /^(Conversation|Unterhaltung)$/ });
  await expect(thread.getByText(answer).last()).toBeVisible();
  return (await thread.getByText(answer).last().textContent()) ?? "";
}

/**
 * The day "next <weekday>" names where the plan happens (0 Sunday … 6 Saturday), as the plan names it: the
 * app reads "next Saturday" said on a Friday or a Saturday as the one a week on, so the day is never today
 * (whose evening may be over when the test runs) and the test holds on any day, at any hour.
 */
function nextWeekday(weekday: number, locale: string, timeZone: string) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  const day = new Date(`${today.format(new Date())}T12:00:00Z`);
  let ahead = (weekday - day.getUTCDay() + 7) % 7;
  if (ahead <= 1) ahead += 7;
  day.setUTCDate(day.getUTCDate() + ahead);
  return new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(
    day,
  );
}

test("an English conversation: next Friday around six, max 60 pounds a head, my son, nothing outdoors", async ({
  page,
}) => {
  await open(page, "/?mode=chat");
  await say(
    page,
    "Your message",
    "next friday around six, max 60 pounds a head, with my son (6), nothing outdoors pls",
    /Where would you like to go\?/,
  );
  const friday = nextWeekday(5, "en-GB", "Europe/London");
  const plan = await say(page, "Your message", "london", /stops in London/);
  expect(plan).toContain(friday.replace(/^(\w+) /, "$1, "));
  expect(plan).toContain("from 6:00 PM");
  const filled = page.getByRole("list", { name: "Filled in so far" });
  for (const chip of ["London", "from 6:00 PM", "Moderate", "With kids", "Indoor"]) {
    await expect(filled.getByText(chip, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("article").first()).toBeVisible();
});

test.describe("in German", () => {
  test.use({ locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de-DE,de;q=0.9" } });
  test("nächsten Samstag so um halb sieben, 80 Franken pro Kopf, mit den Kids, bloß nicht draußen", async ({
    page,
  }) => {
    await open(page, "/?mode=chat");
    await say(
      page,
      "Deine Nachricht",
      "nächsten Samstag so um halb sieben, 80 Franken pro Kopf, mit den Kids, bloß nicht draußen",
      /Wohin soll es gehen\?/,
    );
    const saturday = nextWeekday(6, "de-DE", "Europe/Zurich");
    const plan = await say(page, "Deine Nachricht", "zürich", /Stationen in Zürich/);
    expect(plan).toContain(saturday);
    expect(plan).toContain("ab 18:30 Uhr");
    const filled = page.getByRole("list", { name: "Bisher ausgefüllt" });
    for (const chip of ["Zürich", saturday, "ab 18:30 Uhr", "Moderat", "Mit Kindern", "Drinnen"]) {
      await expect(filled.getByText(chip, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("article").first()).toBeVisible();
  });
});
