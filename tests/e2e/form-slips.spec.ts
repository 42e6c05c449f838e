// The form's slips: focus on the invalid field, named in English and German, the daily limit at the top of
// the form, and a usage chip that never covers a phone's text.
import { expect, test } from "@playwright/test";
import { createSignedInUser, open } from "./helpers";

test.describe("the form's slips", () => {
  test("a missing location takes the focus, marked and explained next to the field", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: /^Plan my/ }).click();
    const where = page.getByRole("combobox", { name: "Where?" });
    await expect(where).toBeFocused();
    await expect(where).toHaveAttribute("aria-invalid", "true");
    await expect(where).toHaveAccessibleDescription("Please enter a city or neighborhood");
    expect(await where.evaluate((el) => getComputedStyle(el).borderTopColor)).not.toBe(
      await page
        .getByRole("textbox", { name: /Special requests/ })
        .evaluate((el) => getComputedStyle(el).borderTopColor),
    );
  });

  test.describe("in German", () => {
    test.use({ locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de-DE,de;q=0.9" } });
    test("the missing location is named in German", async ({ page }) => {
      await open(page, "/");
      await page.getByRole("button", { name: /^Meinen .* planen$/ }).click();
      const where = page.getByRole("combobox", { name: "Wo?" });
      await expect(where).toBeFocused();
      await expect(where).toHaveAccessibleDescription("Bitte gib eine Stadt oder ein Viertel ein.");
    });
  });

  test("a user at the limit reads it above the form, with the reset time", async ({ page, context }) => {
    await createSignedInUser(context, { plansUsedToday: 5 });
    await open(page, "/");
    const notice = page.getByRole("status").filter({ hasText: "Daily limit reached" });
    await expect(notice).toContainText(/Resets in (\d+h )?\d+m/);
    const noticeTop = (await notice.boundingBox())!.y;
    const whereTop = (await page.getByRole("combobox", { name: "Where?" }).boundingBox())!.y;
    expect(noticeTop).toBeLessThan(whereTop);
    await expect(page.getByRole("button", { name: /^Plan my/ })).toBeDisabled();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test("the usage chip never covers text while scrolling", async ({ page, context }) => {
      await createSignedInUser(context);
      await open(page, "/");
      const chip = page.getByRole("button", { name: /Show plan usage/ });
      await expect(chip).toHaveText("5/5");
      for (const y of [0, 300, 700, 1200]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        const covered = await chip.evaluate((button) => {
          const box = button.getBoundingClientRect();
          const texts = [...document.querySelectorAll("main h1, main h2, main p, main label, main legend")];
          return texts
            .map((el) => el.getBoundingClientRect())
            .filter((r) => r.width > 1 && r.height > 1)
            .some((r) => r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top);
        });
        expect(covered, `scrolled to ${y}`).toBe(false);
      }
    });
  });
});
