import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { open } from "./helpers";

/** The code in the newest mail the loopback SMTP server received for this address. */
async function codeFor(email: string): Promise<string> {
  const file = path.join(process.env.E2E_MAIL_DIR!, `${email}.eml`);
  await expect.poll(() => fs.existsSync(file), { timeout: 10_000 }).toBe(true);
  const raw = fs.readFileSync(file, "utf8").replace(/=\r?\n/g, "");
  return /(?:^|\s)(\d{6})(?:\s|$)/m.exec(raw)![1];
}

async function signIn(page: Page, email: string) {
  await page.getByRole("link", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in to start planning" });
  await expect(dialog.getByText("Planning with Amble is free.")).toBeVisible();
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByRole("button", { name: "Send sign-in code" }).click();
  const verify = dialog.getByRole("button", { name: "Verify & sign in" });
  await expect(verify).toBeDisabled();
  await expect(dialog.getByRole("button", { name: /Resend Code \(\d+ s\)/ })).toBeDisabled();
  await dialog.getByLabel("6-digit code").fill(await codeFor(email));
  // Signing in reloads the page: the user menu answers once the new page has hydrated.
  const reloaded = page.waitForEvent("framenavigated");
  await verify.click();
  await reloaded;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("button", { name: "Open user menu" })).toBeVisible();
}

test("a new user signs in, renames themself, finds their plans and logs out; others cannot see them", async ({
  page,
  browser,
}) => {
  const email = `lena.${Date.now()}@example.test`;
  await open(page, "/");
  await signIn(page, email);

  await page.getByRole("button", { name: "Open user menu" }).click();
  await expect(page.getByRole("menu")).toContainText(email);
  await page.getByRole("menuitem", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(email.split("@")[0]);
  await expect(page.getByRole("link", { name: "Plan your first date" })).toBeVisible();

  await page.getByRole("button", { name: "Edit name" }).click();
  await page.getByLabel("Display name").fill("Lena Meyer");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lena Meyer");

  // A signed-in plan, then it shows in the profile and opens at /plan/:id.
  await open(page, "/");
  await page.getByRole("combobox", { name: "Where?" }).fill("Vienna");
  await page.getByRole("button", { name: "Plan my evening" }).click();
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Swap / }).first()).toBeVisible();
  await open(page, "/profile");
  // Sharing straight from the list draws the plan's card and hands it over.
  await page
    .getByRole("button", { name: /^Share .*Vienna/ })
    .first()
    .click();
  await expect(page.getByText(/^Screenshot (copied|downloaded|shared)!$/)).toBeVisible({ timeout: 15_000 });
  const planLink = page.getByRole("link", { name: /Vienna/ }).first();
  await planLink.click();
  await expect(page).toHaveURL(/\/plan\/[a-z0-9]+$/);
  const planUrl = page.url();
  await expect(page.getByRole("heading", { name: "Your Perfect Date Itinerary" })).toBeVisible();
  await expect(page.getByText("Created with love by")).toBeVisible();

  await page.getByRole("button", { name: "Open user menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();

  const other = await browser.newPage();
  await open(other, "/");
  await signIn(other, `jonas.${Date.now()}@example.test`);
  await open(other, planUrl);
  await expect(other.getByRole("heading", { name: "Plan not found" })).toBeVisible();
  await expect(
    other.getByText("The itinerary you're looking for doesn't exist or you don't have access to it."),
  ).toBeVisible();
  await other.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the sign-in page works with plain forms", async ({ page }) => {
    const email = `nojs.${Date.now()}@example.test`;
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Send sign-in code" }).click();
    await page.getByLabel("6-digit code").fill(await codeFor(email));
    await page.getByRole("button", { name: "Verify & sign in" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/profile");
    await expect(page.getByText(email)).toBeVisible();
  });
});
