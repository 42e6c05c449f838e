// The chat planner in the browser: the built-in model fills the form's request, cards stream in under
// the answer, refinements re-plan, in English and German, and without JavaScript.
import { expect, test, type Page } from "@playwright/test";
import { createSignedInUser } from "./helpers";

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Sends a chat message and waits for the assistant's answer (the n-th of the conversation). */
async function say(page: Page, label: string, text: string, answer: RegExp, n: number) {
  const box = page.getByRole("textbox", { name: label });
  await box.fill(text);
  await box.press("Enter");
  await expect(page.getByText(answer)).toHaveCount(n);
  return (
    (await page
      .getByText(answer)
      .nth(n - 1)
      .textContent()) ?? ""
  );
}

/** The per-person price an answer states ("about €40 per person", "etwa 40 € pro Person"). */
const perPerson = (answer: string) => Number(/(?:€|about |etwa )(\d+)/.exec(answer)?.[1]);

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

  const cheaper = await say(page, "Your message", "make it cheaper", /stops in Vienna/, 2);
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
  const message = page.getByRole("textbox", { name: "Your message" });
  await message.fill("Fun afternoon in Berlin, 3 hours");
  await message.press("Enter");
  await expect(page.getByText(/stops in Berlin/)).toBeVisible();
  await message.fill("swap the second one");
  await message.press("Enter");
  await expect(page.getByText(/Done: .+ is in the plan now\./)).toBeVisible();

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
    const message = "Romantischer Abend in Wien morgen, 3 Stunden, zu Fuß, unter 100 Euro";
    await say(page, "Deine Nachricht", message, /Stationen in Wien/, 1);
    await expect(page.getByRole("list", { name: "Bisher ausgefüllt" }).getByText("Zu Fuß")).toBeVisible();
    await expect(page.getByRole("article").nth(2)).toBeVisible();
    const cheaper = await say(page, "Deine Nachricht", "mach es günstiger", /Stationen in Wien/, 2);
    expect(perPerson(cheaper)).toBeLessThanOrEqual(50);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a chat message still produces a plan", async ({ page }) => {
    await page.goto("/?mode=chat");
    // Tomorrow: today's afternoon may be half over when the test runs, leaving room for fewer stops.
    await page.getByRole("textbox", { name: "Your message" }).fill("Fun afternoon in Berlin tomorrow, 3 hours");
    await page.getByRole("button", { name: "Send" }).click();
    const summary = page.getByText(/\d+ stops in Berlin/);
    await expect(summary).toBeVisible();
    const stops = Number(/(\d+) stops/.exec((await summary.textContent()) ?? "")![1]);
    expect(stops).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole("article")).toHaveCount(stops); // the page may still be arriving

    // The conversation travels with the form: a refinement re-plans.
    await page.getByRole("textbox", { name: "Your message" }).fill("make it cheaper");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText(/stops in Berlin/)).toHaveCount(2);
    await expect(page.getByText("You: make it cheaper")).toBeVisible();
  });
});
