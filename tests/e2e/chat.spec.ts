// The chat planner in the browser: the built-in model fills the form's request, cards stream in under
// the answer, refinements change the plan on screen (a new version, nothing counted), in English and
// German, and without JavaScript.
import { expect, test, type Page } from "@playwright/test";
import { VIENNA } from "../helpers/ordinary-day";
import { createSignedInUser, open, ordinaryDaySaid } from "./helpers";

// A conversation plans and re-plans up to four times in one test: more than the default 30 s on a busy
// machine, while every step still waits only for its answer on screen.
test.setTimeout(120_000);

/** Sends a chat message and waits for the assistant's answer (the n-th of the conversation to match). */
async function say(page: Page, label: string, text: string, answer: RegExp, n: number) {
  const box = page.getByRole("textbox", { name: label });
  await box.fill(text);
  await box.press("Enter");
  const thread = page.getByRole("list", { name: /^(Conversation|Unterhaltung)$/ });
  await expect(thread.getByText(answer)).toHaveCount(n);
  // The newest reply is scrolled to, and the message box stays in view however long the thread grows.
  await expect(thread.getByText(answer).nth(n - 1)).toBeInViewport();
  await expect(box).toBeInViewport();
  return (
    (await thread
      .getByText(answer)
      .nth(n - 1)
      .textContent()) ?? ""
  );
}

/** The per-person price an answer states ("about €40 per person", "etwa 40 € pro Person"). */
const perPerson = (answer: string) => Number(/(?:€|about |etwa )(\d+)/.exec(answer)?.[1]);

// "Tomorrow" here, as the form can show it back; the other tests name an ordinary day ahead, so their plans
// do not follow the calendar (a Sunday, a holiday or Christmas Eve plans other places).
test("a guest plans a Vienna evening by chat, sees the form filled and makes it cheaper", async ({ page }) => {
  await open(page, "/");
  await page.getByRole("link", { name: "Chat" }).click();
  const filled = page.getByRole("list", { name: "Filled in so far" });
  await say(
    page,
    "Your message",
    "Romantic evening in Vienna tomorrow, 3 hours, on foot, under 100 euros",
    /stops in Vienna/,
    1,
  );
  for (const chip of ["Vienna", "Tomorrow", "Evening", "Romantic", "Moderate", "3 hours", "Walking"]) {
    await expect(filled.getByText(chip, { exact: true })).toBeVisible();
  }
  const cards = page.getByRole("article");
  await expect(cards.nth(2)).toBeVisible();
  await expect(cards.first()).toContainText("Wien"); // the places' addresses

  const cheaper = await say(page, "Your message", "make it cheaper", /Same plan/, 1);
  await expect(filled.getByText("Budget-friendly", { exact: true })).toBeVisible();
  expect(perPerson(cheaper)).toBeLessThanOrEqual(50);

  // The form shows what the chat filled in.
  await page.getByRole("link", { name: "Form" }).click();
  await expect(page.getByRole("combobox", { name: "Where?" })).toHaveValue("Vienna");
  await expect(page.getByRole("radio", { name: /Tomorrow/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Walking/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Budget-friendly/ })).toBeChecked();

  // The mode is remembered: the server renders the chat next time.
  await page.getByRole("link", { name: "Chat" }).click();
  await open(page, "/");
  await expect(page.getByRole("textbox", { name: "Your message" })).toBeVisible();
});

test("a signed-in user swaps by chat and continues the conversation from the saved plan", async ({ page, context }) => {
  await createSignedInUser(context);
  await open(page, "/?mode=chat");
  await say(page, "Your message", `Fun afternoon in Berlin on ${ordinaryDaySaid("en")}, 3 hours`, /stops in Berlin/, 1);
  await say(page, "Your message", "swap the second one", /Done: .+ is in the plan now\./, 1);

  const [plan] = (await (await page.request.get("/api/user/date-plans")).json()) as Array<{ id: string }>;
  await page.goto(`/plan/${plan.id}`);
  await page.getByRole("link", { name: "Continue in chat" }).click();
  await expect(page.getByText("You: swap the second one")).toBeVisible();
  await expect(page.getByText(/is in the plan now/)).toBeVisible();
});

test.describe("in German", () => {
  test.use({ locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de-DE,de;q=0.9" } });
  test("ein romantischer Abend in Wien", async ({ page }) => {
    await open(page, "/?mode=chat");
    const message = `Romantischer Abend in Wien am ${ordinaryDaySaid("de", VIENNA)}, 3 Stunden, zu Fuß, unter 100 Euro`;
    await say(page, "Deine Nachricht", message, /Stationen in Wien/, 1);
    await expect(page.getByRole("list", { name: "Bisher ausgefüllt" }).getByText("Zu Fuß")).toBeVisible();
    await expect(page.getByRole("article").nth(2)).toBeVisible();
    const cheaper = await say(page, "Deine Nachricht", "mach es günstiger", /derselbe Plan/, 1);
    expect(perPerson(cheaper)).toBeLessThanOrEqual(50);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a chat message still produces a plan", async ({ page }) => {
    await page.goto("/?mode=chat");
    // A day ahead: today's afternoon may be half over when the test runs, leaving room for fewer stops.
    await page
      .getByRole("textbox", { name: "Your message" })
      .fill(`Fun afternoon in Berlin on ${ordinaryDaySaid("en")}, 3 hours`);
    await page.getByRole("button", { name: "Send" }).click();
    const summary = page.getByText(/\d+ stops in Berlin/);
    await expect(summary).toBeVisible();
    const stops = Number(/(\d+) stops/.exec((await summary.textContent()) ?? "")![1]);
    expect(stops).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole("article")).toHaveCount(stops); // the page may still be arriving

    // The conversation travels with the form: a refinement changes the plan, and the first answer still
    // shows the plan as it was then.
    await page.getByRole("textbox", { name: "Your message" }).fill("make it cheaper");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText(/Same plan, so nothing was used/)).toBeVisible();
    await expect(page.getByText("You: make it cheaper")).toBeVisible();
    await expect(page.getByText(/^Shown then: /)).toHaveCount(1);
  });
});

test("a signed-in user refines one plan by chat: start time, budget and swap, with nothing counted", async ({
  page,
  context,
}) => {
  await createSignedInUser(context);
  await open(page, "/?mode=chat");
  const usage = page.getByRole("button", { name: /Show plan usage/ });
  const remaining = async () =>
    ((await (await page.request.get("/api/rate-limit-status")).json()) as { dailyRemaining: number }).dailyRemaining;
  await expect(usage).toHaveText("5/5");
  const filled = page.getByRole("list", { name: "Filled in so far" });
  const cards = page.getByRole("article");

  // Four hours: a cheap Berlin evening from 20:00 has a second stop to swap for (three hours mostly has not).
  await say(
    page,
    "Your message",
    `Romantic evening in Berlin on ${ordinaryDaySaid("en")}, 4 hours`,
    /stops in Berlin from 5:30\sPM/,
    1,
  );
  await expect(usage).toHaveText("4/5");
  expect(await remaining()).toBe(4);

  const at8 = await say(page, "Your message", "start at 8", /Same plan/, 1);
  expect(at8).toMatch(/from 8:00\sPM/);
  await expect(filled.getByText(/^from 8:00\sPM$/)).toBeVisible();
  await expect(cards.first()).toContainText("8:00 PM");
  await expect(usage).toHaveText("4/5");
  expect(await remaining()).toBe(4);

  const cheaper = await say(page, "Your message", "make it cheaper", /Same plan/, 2);
  expect(cheaper).toMatch(/from 8:00\sPM/);
  expect(perPerson(cheaper)).toBeLessThanOrEqual(50);
  await expect(filled.getByText("Budget-friendly", { exact: true })).toBeVisible();
  await expect(usage).toHaveText("4/5");
  expect(await remaining()).toBe(4);

  const swapped = await say(page, "Your message", "swap the second one", /is in the plan now/, 1);
  const name = /Done: (.+) is in the plan now\./.exec(swapped)![1];
  await expect(cards.nth(1)).toContainText(name);
  await expect(cards.first()).toContainText("8:00 PM"); // the start time is kept
  await expect(filled.getByText("Budget-friendly", { exact: true })).toBeVisible(); // and the band
  await expect(usage).toHaveText("4/5");
  expect(await remaining()).toBe(4);

  // Every answer keeps the plan it showed: the first plan and the two versions before the swap.
  await expect(page.getByText(/^Shown then: /)).toHaveCount(3);
  const [plan, ...others] = (await (await page.request.get("/api/user/date-plans")).json()) as Array<{ id: string }>;
  expect(others).toEqual([]);
  expect(plan.id).toBeTruthy();
});
