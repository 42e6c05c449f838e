// One truthful set of words about limits: the guest prompt, the longer-plans upsell, pricing, the user
// menu and the chat all state the numbers of the SubscriptionPlan rows, with payments off and on. The rows
// are edited first, so a number that came from anywhere but the database would show.
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { PlanFeatures } from "~/components/plan-features";
import { guestPromptText, upsellText } from "~/components/planner/actions/dialogs";
import { todayCounts } from "~/components/usage/usage-context";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { resources } from "~/i18n/resources";
import { createT } from "~/i18n/translate";
import { TranslationsProvider } from "~/i18n/translations";
import { usageDay } from "~/models/limits.server";
import { loader as root } from "~/root";
import { action as chat } from "~/routes/api.chat";
import { loader as pricing } from "~/routes/pricing";
import { offersPremium, tierLines, type Offer, type TierTerms } from "~/wire/offer";
import { call } from "../../helpers/routes";
import { createTestUser, sessionCookieFor } from "../../helpers/users";
import { pinToday } from "../../helpers/today";

pinToday();

// Stripe is never called here (no checkout): the settings only switch payments on.
const stripeSettings = {
  secretKey: "sk_test_amble",
  publishableKey: "pk_test_amble",
  webhookSecret: "whsec_test_amble",
  priceId: "price_premium_monthly",
  apiUrl: "http://127.0.0.1:9",
};

beforeAll(async () => {
  await db.subscriptionPlan.update({
    where: { planName: "free" },
    data: { dailyPlanLimit: 3, monthlyPlanLimit: 40, maxDurationHours: 5, swapsAllowed: 2 },
  });
  await db.subscriptionPlan.update({
    where: { planName: "premium" },
    data: { maxDurationHours: 7, priceMonthly: 799 },
  });
});

const t = (language: "en" | "de", namespace = "common") => createT(language, resources[language], namespace);

/** What a page renders for a tier's list (pricing's cards, the guest prompt), as text lines. */
function renderedLines(language: "en" | "de", terms: TierTerms): string[] {
  const html = renderToStaticMarkup(
    <TranslationsProvider language={language} strings={resources[language]}>
      <PlanFeatures terms={terms} />
    </TranslationsProvider>,
  );
  return [...html.matchAll(/<span>([^<]*)<\/span>/g)].map((m) => m[1]);
}

/** The assistant's reply text to a message, streamed by POST /api/chat. */
async function chatReply(text: string, language: "en" | "de", cookie?: string): Promise<string> {
  const res = await call(chat, "/api/chat", {
    body: {
      id: crypto.randomUUID(),
      messages: [{ id: "m1", role: "user", parts: [{ type: "text", text }] }],
      language,
    },
    cookie,
  });
  return (res.body as string)
    .split("\n")
    .filter((line) => line.startsWith("data: {"))
    .map((line) => JSON.parse(line.slice(6)) as { type: string; delta?: string })
    .filter((chunk) => chunk.type === "text-delta")
    .map((chunk) => chunk.delta)
    .join("");
}

/** A free user who has made all of today's plans. */
async function freeUserAtDailyLimit(limit: number) {
  const user = await createTestUser();
  await db.usageCounter.create({ data: { subject: `user:${user.id}`, period: `day:${usageDay()}`, count: limit } });
  return sessionCookieFor(user.id);
}

describe.each([
  { payments: "off", stripe: null },
  { payments: "on", stripe: stripeSettings },
])("with payments $payments", ({ payments, stripe }) => {
  const on = payments === "on";

  it("passes every page the same offer, read from the plan rows", async () => {
    config().stripe = stripe;
    const fromRoot = (await call(root, "/")).body.offer as Offer;
    const fromPricing = (await call(pricing, "/pricing")).body.offer as Offer;
    expect(fromPricing).toEqual(fromRoot);
    expect(fromRoot).toMatchObject({
      paymentsEnabled: on,
      guest: { plans: 1, hours: 4 },
      free: { plansPerDay: 3, plansPerMonth: 40, hours: 5, swaps: 2 },
    });
    if (on)
      expect(fromRoot.premium).toMatchObject({ plansPerDay: null, hours: 7, swaps: null, priceMonthlyCents: 799 });
    else expect(fromRoot.premium).toBeNull();
  });

  it("words the guest prompt, the upsell and pricing's cards alike, in English and German", async () => {
    config().stripe = stripe;
    const offer = (await call(pricing, "/pricing")).body.offer as Offer;

    expect(guestPromptText(t("en", "planner"), offer)).toContain("1 plan of up to 4 hours");
    expect(upsellText(t("en", "planner"), offer)).toBe(
      "Guests can plan up to 4 hours. Sign in for free to plan up to 5 hours.",
    );
    expect(guestPromptText(t("de", "planner"), offer)).toContain("1 Plan mit bis zu 4 Stunden");
    expect(upsellText(t("de", "planner"), offer)).toContain(
      "bis zu 4 Stunden. Melde dich kostenlos an und plane bis zu 5",
    );

    // The guest prompt lists the free plan with the component pricing's free card uses.
    expect(renderedLines("en", offer.free)).toEqual([
      "3 plans per day, up to 40 per month",
      "Plans up to 5 hours",
      "2 swaps per plan",
      "Try a different plan (it counts as a new plan)",
      "Save your plans and see your history",
    ]);
    expect(renderedLines("de", offer.free).slice(0, 3)).toEqual([
      "3 Pläne pro Tag, bis zu 40 im Monat",
      "Pläne bis zu 5 Stunden",
      "2 Aktivitäten pro Plan tauschen",
    ]);
    if (on) {
      expect(renderedLines("en", offer.premium!).slice(0, 3)).toEqual([
        "Unlimited plans",
        "Plans up to 7 hours",
        "Unlimited swaps",
      ]);
    }

    // Nothing a guest or a free user reads names Premium while it cannot be bought.
    const words = [
      guestPromptText(t("en", "planner"), offer),
      upsellText(t("en", "planner"), offer),
      ...tierLines(t("en"), offer.free),
    ].join(" ");
    expect(words).not.toMatch(/premium/i);
  });

  it("gives the user menu the free plan's daily limit, and offers Premium only when it can be bought", async () => {
    config().stripe = stripe;
    const user = await createTestUser();
    const data = (await call(root, "/", { cookie: await sessionCookieFor(user.id) })).body;
    expect(todayCounts(data.usage)).toEqual({ remaining: 3, limit: data.offer.free.plansPerDay });
    expect(data.user.tier).toBe("free");
    expect(offersPremium(data.offer, data.user.tier)).toBe(on);
    expect(offersPremium(data.offer, "premium")).toBe(false);
  });

  it("has the chat state the same daily limit, naming Premium only when it can be bought", async () => {
    config().stripe = stripe;
    const cookie = await freeUserAtDailyLimit(3);
    const en = await chatReply("Romantic evening in Berlin tomorrow, 2 hours", "en", cookie);
    expect(en).toBe(`You've used today's 3 plans. Try again tomorrow.${on ? " With Premium: unlimited plans." : ""}`);
    const de = await chatReply("Romantischer Abend in Berlin morgen, 2 Stunden", "de", cookie);
    expect(de).toBe(
      `Du hast deine 3 Pläne für heute verbraucht. Versuch es morgen wieder.${on ? " Mit Premium: unbegrenzt viele Pläne." : ""}`,
    );
  });

  it("has the chat tell a guest over the hours what guests and free accounts may plan", async () => {
    config().stripe = stripe;
    const reply = await chatReply("Berlin tomorrow evening, 5 hours", "en");
    expect(reply).toBe("As a guest you can plan up to 4 hours. Sign in for free to plan up to 5 hours.");
  });
});
