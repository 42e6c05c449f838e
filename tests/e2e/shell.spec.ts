import { expect, test } from "@playwright/test";

test("the planner shell renders in English and switches to German", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plan your perfect date");
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Privacy Policy" })).toBeVisible();

  await page.getByRole("button", { name: /Deutsch/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plane dein perfektes Date");
  await expect(page.getByRole("link", { name: "Anmelden" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("amble-language"))).toBe("de");

  // The choice sticks across pages.
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Für immer kostenlos");
});

test.describe("with a German browser", () => {
  test.use({ locale: "de-DE" });
  test("the first byte is already German", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("link", { name: "Datenschutzerklärung" })).toBeVisible();
  });
});

test("guests are sent to sign in from the profile; a plan that is not theirs is not found", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to start planning");
  // Plan pages are open to guests for their own plans (tests/e2e/plan-address.spec.ts).
  const res = await page.goto("/plan/some-plan");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plan not found");
  await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
});

test("an unknown path shows the planner", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plan your perfect date");
});

test("the scripts run under the nonce-based CSP", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  const response = await page.goto("/");
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'strict-dynamic' 'nonce-/);
  // Hydration happened: the language switcher's client mirror wrote localStorage.
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("amble-language"))).toBe("en");
  expect(violations).toEqual([]);
});

test("healthcheck and API errors answer as documented", async ({ request }) => {
  expect((await request.get("/healthcheck")).status()).toBe(200);
  const missing = await request.get("/api/does-not-exist");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ error: "not-found" });
});
