import { expect, test, type Page } from "@playwright/test";
import { open } from "./helpers";

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

// Crisis help everywhere, and no help for harm: the chat and the form, with and without JavaScript, in
// English and German, show the supportive words with the crisis lines as links, or why Amble won't plan it.
const CHAT = { en: "Your message", de: "Deine Nachricht" };
const SEND = { en: "Send", de: "Senden" };

/** Sends a chat message from /?mode=chat (with or without JavaScript). */
async function chat(page: Page, language: "en" | "de", text: string, hydrated: boolean) {
  if (hydrated) await open(page, "/?mode=chat");
  else await page.goto("/?mode=chat");
  await page.getByRole("textbox", { name: CHAT[language] }).fill(text);
  await page.getByRole("button", { name: SEND[language] }).click();
}

/** Fills the form's place and special request and submits it. */
async function planWith(page: Page, language: "en" | "de", special: string) {
  const [where, label, submit] =
    language === "en"
      ? ["Where?", /Special requests/, /^Plan my/]
      : ["Wo?", /Besondere Wünsche/, /^Meine[nr]? .* planen/];
  await page.getByRole("combobox", { name: where }).fill("Berlin");
  await page.getByRole("textbox", { name: label }).fill(special);
  await page.getByRole("button", { name: submit }).click();
}

async function expectCrisisLines(page: Page, title: string, call: string, href: string) {
  const help = page.getByRole("alert").filter({ hasText: title });
  await expect(help).toBeVisible();
  await expect(help.getByRole("link", { name: call })).toHaveAttribute("href", href);
  await expect(page.getByText(/rephrase|formuliere/)).toHaveCount(0);
  await expect(page.getByRole("article")).toHaveCount(0);
}

test("the chat answers a passive death wish with the crisis lines, and a plan to stalk with why not", async ({
  page,
}) => {
  await chat(page, "en", "I don't want to wake up tomorrow", true);
  await expectCrisisLines(page, "You're not alone", "Call 988", "tel:988");
  await chat(page, "en", "Berlin tonight, I want to follow my ex on her date", true);
  await expect(
    page.getByRole("alert").filter({ hasText: "Amble doesn't help follow, watch or track anyone" }),
  ).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
});

test("the form refuses a plan to watch someone secretly, saying why", async ({ page }) => {
  await open(page, "/");
  await planWith(page, "en", "secretly watch her");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Amble can't help with that");
  await expect(dialog).toContainText("Amble doesn't help follow, watch or track anyone");
  await expect(page.getByRole("article")).toHaveCount(0);
});

test.describe("in German, with JavaScript", () => {
  test.use({ locale: "de-DE" });
  test("the chat answers spaced-out self-harm with the German lines, and K.O.-Tropfen with why not", async ({
    page,
  }) => {
    await chat(page, "de", "ich will mich u m b r i n g e n", true);
    await expectCrisisLines(page, "Du bist nicht allein", "0800 111 0 111 anrufen", "tel:08001110111");
    await chat(page, "de", "Berlin heute Abend, ich will ihr K.O.-Tropfen ins Glas tun", true);
    await expect(page.getByRole("alert").filter({ hasText: "Dabei hilft Amble nicht" })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the chat shows the crisis lines and refuses harm", async ({ page }) => {
    await chat(page, "en", "everyone would be better off without me", false);
    await expectCrisisLines(page, "You're not alone", "Call 988", "tel:988");
    await chat(page, "en", "Berlin tonight: get her drunk so she can't say no", false);
    await expect(page.getByRole("alert").filter({ hasText: "getting someone drunk or drugged" })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
  });

  test("the form shows the crisis lines of the plan's place for spaced-out self-harm", async ({ page }) => {
    await page.goto("/?mode=form");
    await planWith(page, "en", "k i l l myself");
    await expectCrisisLines(page, "You're not alone", "Call 0800 111 0 111", "tel:08001110111");
  });

  test.describe("in German", () => {
    test.use({ locale: "de-DE" });
    test("the chat shows the German crisis lines for a passive death wish", async ({ page }) => {
      await chat(page, "de", "alle wären besser dran ohne mich", false);
      await expectCrisisLines(page, "Du bist nicht allein", "0800 111 0 111 anrufen", "tel:08001110111");
    });

    test("the form shows the German crisis lines and refuses harm", async ({ page }) => {
      await page.goto("/?mode=form");
      await planWith(page, "de", "ich will sterben");
      await expectCrisisLines(page, "Du bist nicht allein", "112 anrufen", "tel:112");
      await page.goto("/?mode=form");
      await planWith(page, "de", "ihr heimlich folgen");
      await expect(page.getByRole("alert").filter({ hasText: "Dabei hilft Amble nicht" })).toBeVisible();
      await expect(page.getByRole("article")).toHaveCount(0);
    });
  });
});
