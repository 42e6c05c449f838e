import { expect, test, type Page } from "@playwright/test";

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

test("typing a blocked word marks the field and submitting shows the dialog", async ({ page }) => {
  await open(page, "/");
  await page.getByRole("combobox", { name: "Where?" }).fill("Berlin");
  const special = page.getByRole("textbox", { name: /Special requests/ });
  await special.fill("k1ll someone");
  await expect(page.getByText("Please revise your request")).toBeVisible();
  await expect(special).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Plan my evening" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
});

test.describe("in German", () => {
  test.use({ locale: "de-DE" });
  test("a self-harm phrase brings the German crisis lines, not a scolding", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("combobox", { name: "Wo?" }).fill("Berlin");
    await page.getByRole("textbox", { name: /Besondere Wünsche/ }).fill("ich will sterben");
    await page.getByRole("button", { name: "Meinen Abend planen" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("0800 111 0 111");
    await expect(dialog).toContainText("0800 111 0 222");
    await expect(dialog.getByRole("link", { name: /0800 111 0 111/ })).toHaveAttribute("href", /^tel:/);
  });
});

test("the privacy policy has ten numbered sections and the impressum is German", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  const sections = page.getByRole("heading", { level: 2 });
  await expect(sections).toHaveCount(10);
  await expect(sections.first()).toHaveText(/^1\. /);
  await expect(sections.last()).toHaveText(/^10\. /);
  await page.getByRole("link", { name: "Impressum" }).click();
  await expect(page.getByRole("heading", { name: /Angaben gemäß § 5 DDG/ })).toBeVisible();
  await expect(page.getByText("Haftung für Inhalte")).toBeVisible();
});
