// Premium through the real Stripe SDK against a loopback fake: subscribe, webhooks (signed, once each,
// in any order), cancellation, failed renewals, the PayPal return path and the billing portal.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { loader as checkoutSuccess } from "~/routes/api.checkout-success.$sessionId";
import { action as createCheckoutSession } from "~/routes/api.create-checkout-session";
import { action as createSubscription } from "~/routes/api.create-subscription";
import { loader as paymentStatus } from "~/routes/api.payment-status";
import { loader as rateLimitStatus } from "~/routes/api.rate-limit-status";
import { action as webhook } from "~/routes/api.stripe.webhook";
import { loader as billingPortal } from "~/routes/billing-portal";
import { isPremium } from "~/utils/user";
import { signedEvent, startStripeFake, type StripeFake } from "../../fakes/stripe";
import { call } from "../../helpers/routes";
import { createTestUser, sessionCookieFor } from "../../helpers/users";

const WEBHOOK_SECRET = "whsec_test_amble";
let stripe: StripeFake;

beforeAll(async () => {
  stripe = await startStripeFake();
  config().stripe = {
    secretKey: "sk_test_amble",
    publishableKey: "pk_test_amble",
    webhookSecret: WEBHOOK_SECRET,
    priceId: "price_premium_monthly",
    apiUrl: stripe.url,
  };
});
afterAll(() => stripe.close());

/** Delivers a webhook the way Stripe's servers do: a POST of the raw JSON with its signature. */
async function deliver(event: { payload: string; signature: string }) {
  const request = new Request("http://localhost/api/stripe/webhook", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": event.signature },
    body: event.payload,
  });
  const response = await webhook({ request, params: {}, context: { cspNonce: "" } });
  return { status: response.status, body: await response.json() };
}

const subscriptionEvent = (type: string, subscriptionId: string, id?: string) =>
  signedEvent(WEBHOOK_SECRET, type, { ...stripe.subscriptions.get(subscriptionId) }, { id });
const invoiceEvent = (type: string, customer: string) =>
  signedEvent(WEBHOOK_SECRET, type, { id: "in_test", object: "invoice", customer });
const subscriptionOf = (userId: string) => db.subscription.findUniqueOrThrow({ where: { userId } });

/** A user who has started the card checkout: a Stripe customer and an incomplete subscription. */
async function subscriber() {
  const user = await createTestUser();
  const cookie = await sessionCookieFor(user.id);
  const started = await call(createSubscription, "/api/create-subscription", { body: {}, cookie });
  expect(started.status).toBe(200);
  expect(started.body.clientSecret).toMatch(/^pi_.+_secret_/);
  const { stripeCustomerId } = await subscriptionOf(user.id);
  const subscription = [...stripe.subscriptions.values()].find((s) => s.customer === stripeCustomerId)!;
  return { user, cookie, customer: stripeCustomerId!, subscriptionId: subscription.id };
}

/** Stripe's side of a successful first payment, and its webhook. */
async function pay(subscriptionId: string) {
  stripe.update(subscriptionId, { status: "active" });
  expect((await deliver(subscriptionEvent("customer.subscription.updated", subscriptionId))).status).toBe(200);
}

describe("payments", () => {
  it("are enabled when the Stripe keys are configured", async () => {
    expect((await call(paymentStatus, "/api/payment-status")).body).toEqual({ paymentsEnabled: true });
  });

  it("makes a subscriber Premium: unlimited plans, up to 8 hours", async () => {
    const { user, cookie, customer, subscriptionId } = await subscriber();
    expect(stripe.customers.get(customer)?.metadata).toEqual({ userId: user.id });
    expect((await subscriptionOf(user.id)).tier).toBe("free"); // not paid yet

    await pay(subscriptionId);
    expect(await subscriptionOf(user.id)).toMatchObject({
      tier: "premium",
      status: "active",
      stripeSubscriptionId: subscriptionId,
      cancelAtPeriodEnd: false,
    });
    const status = await call(rateLimitStatus, "/api/rate-limit-status", { cookie });
    expect(status.body).toMatchObject({
      subscription: { subscriptionTier: "premium" },
      maxDurationHours: 8,
      dailyRemaining: null,
      canCreatePlan: true,
    });

    const again = await call(createSubscription, "/api/create-subscription", { body: {}, cookie });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: "Already subscribed",
      message: "You already have an active Premium subscription!",
    });
  });

  it("continues the open checkout on a second visit instead of starting another subscription", async () => {
    const { cookie, customer } = await subscriber();
    const first = [...stripe.subscriptions.values()].filter((s) => s.customer === customer);
    const again = await call(createSubscription, "/api/create-subscription", { body: {}, cookie });
    expect(again.body.clientSecret).toMatch(/^pi_.+_secret_/);
    expect([...stripe.subscriptions.values()].filter((s) => s.customer === customer)).toEqual(first);
  });

  it("maps a customer it has not seen to its user through metadata.userId", async () => {
    const { user, customer, subscriptionId } = await subscriber();
    await db.subscription.delete({ where: { userId: user.id } }); // as if the customer were made elsewhere
    await pay(subscriptionId);
    expect(await subscriptionOf(user.id)).toMatchObject({ tier: "premium", stripeCustomerId: customer });
  });

  it("applies an event once, however often and however concurrently it is delivered", async () => {
    const { user, subscriptionId } = await subscriber();
    stripe.update(subscriptionId, { status: "active" });
    const event = subscriptionEvent("customer.subscription.updated", subscriptionId);
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.body.result === "applied")).toHaveLength(1);
    expect(await db.stripeEvent.count({ where: { id: event.id } })).toBe(1);

    // A replay days later, after Stripe's state moved on, must not write the state again.
    const before = await subscriptionOf(user.id);
    stripe.update(subscriptionId, { status: "canceled" });
    expect((await deliver(event)).body.result).toBe("duplicate");
    expect(await subscriptionOf(user.id)).toEqual(before);
  });

  it("ends at Stripe's current state when events arrive out of order", async () => {
    const { user, subscriptionId } = await subscriber();
    stripe.update(subscriptionId, { status: "active" });
    const created = subscriptionEvent("customer.subscription.created", subscriptionId);
    const paid = invoiceEvent("invoice.payment_succeeded", stripe.subscriptions.get(subscriptionId)!.customer);
    stripe.update(subscriptionId, { status: "canceled" });
    const deleted = subscriptionEvent("customer.subscription.deleted", subscriptionId);

    await deliver(deleted);
    await deliver(paid); // older events, delivered late, carry stale payloads
    await deliver(created);
    expect(await subscriptionOf(user.id)).toMatchObject({ tier: "free", status: "canceled" });
  });

  it("refuses a bad signature with 400 and changes nothing", async () => {
    const { user, subscriptionId } = await subscriber();
    stripe.update(subscriptionId, { status: "active" });
    const event = subscriptionEvent("customer.subscription.updated", subscriptionId);
    const forged = signedEvent("whsec_someone_else", "customer.subscription.updated", {
      customer: stripe.subscriptions.get(subscriptionId)!.customer,
    });
    const tampered = { payload: event.payload.replace('"active"', '"trialing"'), signature: event.signature };
    for (const bad of [forged, tampered, { payload: event.payload, signature: "" }]) {
      const response = await deliver(bad);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe("invalid-signature");
    }
    expect(await db.stripeEvent.count({ where: { id: { in: [event.id, forged.id] } } })).toBe(0);
    expect((await subscriptionOf(user.id)).tier).toBe("free");
  });

  it("keeps Premium until the period ends after a cancellation", async () => {
    const { user, subscriptionId } = await subscriber();
    await pay(subscriptionId);
    stripe.update(subscriptionId, { cancel_at_period_end: true });
    await deliver(subscriptionEvent("customer.subscription.updated", subscriptionId));
    const cancelled = await subscriptionOf(user.id);
    expect(cancelled).toMatchObject({ tier: "premium", status: "active", cancelAtPeriodEnd: true });
    expect(isPremium(cancelled)).toBe(true);
    expect(isPremium(cancelled, new Date(cancelled.currentPeriodEnd!.getTime() + 1000))).toBe(false);

    stripe.update(subscriptionId, { status: "canceled" }); // the period ended
    await deliver(subscriptionEvent("customer.subscription.deleted", subscriptionId));
    expect(await subscriptionOf(user.id)).toMatchObject({ tier: "free", status: "canceled" });
  });

  it("marks a failed renewal past_due and keeps Premium until the period ends", async () => {
    const { user, customer, subscriptionId } = await subscriber();
    await pay(subscriptionId);
    stripe.update(subscriptionId, { status: "past_due" });
    await deliver(invoiceEvent("invoice.payment_failed", customer));
    const failed = await subscriptionOf(user.id);
    expect(failed).toMatchObject({ tier: "premium", status: "past_due" });
    expect(failed.currentPeriodEnd!.getTime()).toBe(
      stripe.subscriptions.get(subscriptionId)!.current_period_end * 1000,
    );
  });

  it("activates Premium on return from a PayPal checkout, for the checkout's own user only", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    const started = await call(createCheckoutSession, "/api/create-checkout-session", { body: {}, cookie });
    expect(started.status).toBe(200);
    expect(started.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const session = [...stripe.checkoutSessions.values()].at(-1)!;
    expect(session).toMatchObject({
      mode: "subscription",
      payment_method_types: ["paypal"],
      client_reference_id: user.id,
    });
    expect(session.success_url).toBe(
      `${config().appUrl}/pricing?success=true&session_id={CHECKOUT_SESSION_ID}&checkout=paypal`,
    );

    const path = `/api/checkout-success/${session.id}`;
    expect((await call(checkoutSuccess, path, { cookie, params: { sessionId: session.id } })).body.success).toBe(false);
    stripe.completeCheckout(session.id);
    const stranger = await sessionCookieFor((await createTestUser()).id);
    expect((await call(checkoutSuccess, path, { cookie: stranger, params: { sessionId: session.id } })).status).toBe(
      404,
    );
    const confirmed = await call(checkoutSuccess, path, { cookie, params: { sessionId: session.id } });
    expect(confirmed.body).toEqual({ success: true, message: "Welcome to Premium! Your subscription is now active." });
    expect((await subscriptionOf(user.id)).tier).toBe("premium");

    // The webhook for the same checkout arrives afterwards and leaves the state as it is.
    const completed = signedEvent(WEBHOOK_SECRET, "checkout.session.completed", { ...session });
    expect((await deliver(completed)).body.result).toBe("applied");
    expect((await subscriptionOf(user.id)).tier).toBe("premium");
  });

  it("sends a subscriber to Stripe's billing portal", async () => {
    const { user, subscriptionId } = await subscriber();
    await pay(subscriptionId);
    const response = await call(billingPortal, "/billing-portal", { cookie: await sessionCookieFor(user.id) });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^https:\/\/billing\.stripe\.com\//);
  });

  it("asks guests to sign in before subscribing", async () => {
    const response = await call(createSubscription, "/api/create-subscription", { body: {} });
    expect(response.status).toBe(401);
  });
});
