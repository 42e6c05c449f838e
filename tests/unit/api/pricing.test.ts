// The pricing page's data in both modes: the simplified "Free Forever" page without Stripe keys, and
// "Choose Your Plan" with the viewer's tier, usage and a billing-portal link for Premium with them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { loader as pricing } from "~/routes/pricing";
import { loader as subscribe } from "~/routes/subscribe";
import { startStripeFake, type StripeFake } from "../../fakes/stripe";
import { call } from "../../helpers/routes";
import { createTestUser, sessionCookieFor } from "../../helpers/users";

let stripe: StripeFake;
const stripeSettings = () => ({
  secretKey: "sk_test_amble",
  publishableKey: "pk_test_amble",
  webhookSecret: "whsec_test_amble",
  priceId: "price_premium_monthly",
  apiUrl: stripe.url,
});

beforeAll(async () => {
  stripe = await startStripeFake();
});
afterAll(() => stripe.close());

describe("pricing", () => {
  it("is the Free Forever page with the free plan's real limits when payments are off", async () => {
    config().stripe = null;
    const page = await call(pricing, "/pricing");
    expect(page.body).toEqual({
      paymentsEnabled: false,
      offer: expect.objectContaining({ free: expect.objectContaining({ plansPerDay: 5, hours: 6 }), premium: null }),
    });
  });

  it("sends /subscribe to pricing when payments are off, instead of an error", async () => {
    config().stripe = null;
    const response = await call(subscribe, "/subscribe");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/pricing");
  });

  it("offers both plans to a guest when payments are on", async () => {
    config().stripe = stripeSettings();
    const page = await call(pricing, "/pricing");
    expect(page.body).toMatchObject({
      paymentsEnabled: true,
      offer: { free: { plansPerDay: 5 }, premium: { priceMonthlyCents: 599, hours: 8 } },
      signedIn: false,
      tier: null,
      usage: null,
      canManageSubscription: false,
    });
    expect((await call(subscribe, "/subscribe")).body).toMatchObject({
      publishableKey: "pk_test_amble",
      premium: { plansPerDay: null, hours: 8 },
    });
  });

  it("shows a free user's tier and usage", async () => {
    config().stripe = stripeSettings();
    const user = await createTestUser();
    const page = await call(pricing, "/pricing", { cookie: await sessionCookieFor(user.id) });
    expect(page.body).toMatchObject({
      tier: "free",
      usage: { dailyRemaining: 5, monthlyRemaining: 60, maxDurationHours: 6 },
      canManageSubscription: false,
    });
  });

  it("shows Premium, unlimited usage and the billing portal to a subscriber", async () => {
    config().stripe = stripeSettings();
    const user = await createTestUser();
    const periodEnd = new Date(Date.now() + 30 * 24 * 3600_000);
    await db.subscription.create({
      data: {
        userId: user.id,
        tier: "premium",
        status: "active",
        stripeCustomerId: `cus_${user.id}`,
        currentPeriodEnd: periodEnd,
      },
    });
    const page = await call(pricing, "/pricing", { cookie: await sessionCookieFor(user.id) });
    expect(page.body).toMatchObject({
      tier: "premium",
      usage: { dailyRemaining: null, monthlyRemaining: null, maxDurationHours: 8 },
      canManageSubscription: true,
    });
  });

  it("re-reads the subscription from Stripe on return from the card form", async () => {
    config().stripe = stripeSettings();
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    const { customerFor } = await import("~/models/payments.server");
    const customer = await customerFor(user);
    const { action: createSubscription } = await import("~/routes/api.create-subscription");
    await call(createSubscription, "/api/create-subscription", { body: {}, cookie });
    const subscription = [...stripe.subscriptions.values()].find((s) => s.customer === customer)!;
    stripe.update(subscription.id, { status: "active" }); // paid; the webhook has not arrived yet
    const page = await call(pricing, "/pricing?success=true", { cookie });
    expect(page.body).toMatchObject({ tier: "premium", canManageSubscription: true });
  });
});
