import { expect, test } from "@playwright/test";
import { createSignedInUser } from "./helpers";

test("the usage indicator opens on click, stays pinned, and closes with Escape", async ({ page, context }) => {
  await createSignedInUser(context);
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const toggle = page.getByRole("button", { name: /Show plan usage/ });
  await expect(toggle).toHaveText("5/5");
  await toggle.click();
  const panel = page.getByRole("region", { name: "Your plan usage" });
  await expect(panel).toContainText("5/5 plans today");
  await expect(panel).toContainText(/Resets in (\d+h )?\d+m/);
  await page.mouse.move(600, 600); // leaving does not close a pinned panel
  await expect(panel).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(page.getByRole("contentinfo")).toContainText("5/5 plans today");
});

test("a free user at the limit sees the limit toast and cannot submit", async ({ page, context }) => {
  await createSignedInUser(context, { plansUsedToday: 5 });
  await page.goto("/");
  await expect(page.getByText("Daily limit reached", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: "You've reached your daily plan limit. Try again tomorrow!" }).first(),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Plan my evening" })).toBeDisabled();
});

test("pricing without payments is the simplified Free Forever page", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Free Forever");
  await expect(page.getByText("5 plans per day")).toBeVisible();
  await expect(page.getByText("Plans up to 6 hours")).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Planning" })).toHaveAttribute("href", "/");
});

test("pricing with payments on: the two plans and the way to Premium", async ({ page }) => {
  await page.goto(`${process.env.E2E_PAYMENTS_URL}/pricing`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose Your Plan");
  await expect(page.getByText("Most Popular")).toBeVisible();
  await expect(page.getByText("€5.99")).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute("href", "/subscribe");
  await expect(
    page.getByRole("button", { name: "Get Started" }).or(page.getByRole("link", { name: "Get Started" })),
  ).toBeVisible();
});
