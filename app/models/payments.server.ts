// Premium through Stripe. Payments are on exactly when the Stripe keys are configured; without them the
// UI shows the simplified "Free Forever" pricing and hides tier badges.
// Subscription state is never taken from a webhook's payload: every relevant event re-reads the
// customer's subscriptions from Stripe and writes what Stripe says now (docs/decisions/0007).
import Stripe from "stripe";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { ServiceError } from "~/utils/errors";
import { isPremium } from "~/utils/user";

export function paymentsEnabled(): boolean {
  return config().stripe !== null;
}

function stripeSettings() {
  const settings = config().stripe;
  if (!settings) throw new ServiceError(503, "payments-disabled", "Payments are not available.");
  return settings;
}

let client: { key: string; stripe: Stripe } | undefined;
/** The one Stripe client, built from config; STRIPE_API_URL points it elsewhere (tests: a loopback fake). */
export function stripe(): Stripe {
  const { secretKey, apiUrl } = stripeSettings();
  const key = `${secretKey} ${apiUrl ?? ""}`;
  if (client?.key !== key) {
    const url = apiUrl ? new URL(apiUrl) : null;
    const host = url
      ? {
          host: url.hostname,
          port: Number(url.port) || (url.protocol === "http:" ? 80 : 443),
          protocol: url.protocol === "http:" ? ("http" as const) : ("https" as const),
        }
      : {};
    client = { key, stripe: new Stripe(secretKey, { ...host, appInfo: { name: "Amble" } }) };
  }
  return client.stripe;
}

type Member = { id: string; email: string };

/** The user's Stripe customer, created once with metadata.userId so webhooks map back to the user. */
export async function customerFor(user: Member): Promise<string> {
  const existing = await db.subscription.findUnique({ where: { userId: user.id } });
  if (existing?.stripeCustomerId) return existing.stripeCustomerId;
  // The idempotency key makes two concurrent first clicks create one customer.
  const customer = await stripe().customers.create(
    { email: user.email, metadata: { userId: user.id } },
    { idempotencyKey: `amble-customer-${user.id}` },
  );
  await db.subscription.upsert({
    where: { userId: user.id },
    create: { userId: user.id, stripeCustomerId: customer.id },
    update: { stripeCustomerId: customer.id },
  });
  return customer.id;
}

async function refuseIfPremium(userId: string) {
  const current = await db.subscription.findUnique({ where: { userId } });
  if (isPremium(current)) {
    throw new ServiceError(409, "Already subscribed", "You already have an active Premium subscription!");
  }
}

/** POST /api/create-subscription: an incomplete subscription whose first payment the Payment Element confirms. */
export async function createSubscription(user: Member): Promise<{ clientSecret: string | null }> {
  await refuseIfPremium(user.id);
  const customer = await customerFor(user);
  // A second visit (or a second tab) continues the open checkout instead of starting another
  // subscription that could be paid twice.
  const open = await stripe().subscriptions.list({
    customer,
    status: "incomplete",
    limit: 1,
    expand: ["data.latest_invoice.payment_intent"],
  });
  const subscription =
    open.data[0] ??
    (await stripe().subscriptions.create({
      customer,
      items: [{ price: stripeSettings().priceId }],
      payment_behavior: "default_incomplete",
      payment_settings: { save_default_payment_method: "on_subscription" },
      metadata: { userId: user.id },
      expand: ["latest_invoice.payment_intent"],
    }));
  const invoice = subscription.latest_invoice as Stripe.Invoice | null;
  const intent = invoice?.payment_intent as Stripe.PaymentIntent | null;
  return { clientSecret: intent?.client_secret ?? null };
}

/** POST /api/create-checkout-session: Stripe Checkout with PayPal; it returns to the pricing page. */
export async function createCheckoutSession(user: Member): Promise<{ url: string | null }> {
  await refuseIfPremium(user.id);
  const customer = await customerFor(user);
  const appUrl = config().appUrl;
  const session = await stripe().checkout.sessions.create({
    mode: "subscription",
    customer,
    client_reference_id: user.id,
    payment_method_types: ["paypal"],
    line_items: [{ price: stripeSettings().priceId, quantity: 1 }],
    subscription_data: { metadata: { userId: user.id } },
    success_url: `${appUrl}/pricing?success=true&session_id={CHECKOUT_SESSION_ID}&checkout=paypal`,
    cancel_url: `${appUrl}/pricing`,
  });
  return { url: session.url };
}

/** GET /api/checkout-success/:sessionId: confirms the user's own completed checkout and records Premium. */
export async function confirmCheckout(
  userId: string,
  sessionId: string,
): Promise<{ success: boolean; message: string }> {
  const session = await stripe().checkout.sessions.retrieve(sessionId);
  const customer = typeof session.customer === "string" ? session.customer : session.customer?.id;
  const own = await db.subscription.findUnique({ where: { userId } });
  if (!customer || (session.client_reference_id !== userId && own?.stripeCustomerId !== customer)) {
    throw new ServiceError(404, "checkout-not-found", "There is no such checkout.");
  }
  if (session.status !== "complete") {
    return { success: false, message: "There was an issue activating your subscription." };
  }
  await db.$transaction(await subscriptionWrites(customer));
  return { success: true, message: "Welcome to Premium! Your subscription is now active." };
}

/** Re-reads the user's subscription from Stripe now, e.g. right after a card payment, before its webhook. */
export async function refreshSubscription(userId: string): Promise<void> {
  const own = await db.subscription.findUnique({ where: { userId } });
  if (own?.stripeCustomerId) await db.$transaction(await subscriptionWrites(own.stripeCustomerId));
}

/** A link into Stripe's billing portal, where a premium user cancels or changes their payment method. */
export async function billingPortalUrl(userId: string): Promise<string> {
  const own = await db.subscription.findUnique({ where: { userId } });
  if (!own?.stripeCustomerId) throw new ServiceError(404, "no-subscription", "You have no subscription to manage.");
  const session = await stripe().billingPortal.sessions.create({
    customer: own.stripeCustomerId,
    return_url: `${config().appUrl}/pricing`,
  });
  return session.url;
}

/** Statuses that keep Premium until the paid period ends; past_due is Stripe's retry grace. */
const PREMIUM_STATUSES = new Set(["active", "trialing", "past_due"]);

/**
 * The database writes that make our Subscription row say what Stripe says now about the customer:
 * read here (outside any transaction), applied by the caller in one transaction.
 */
async function subscriptionWrites(customerId: string) {
  const userId = await userIdFor(customerId);
  if (!userId) return [];
  const { data } = await stripe().subscriptions.list({ customer: customerId, status: "all", limit: 20 });
  // The subscription that matters: one that grants Premium (latest period end first), else the newest.
  const ranked = [...data].sort(
    (a, b) =>
      Number(PREMIUM_STATUSES.has(b.status)) - Number(PREMIUM_STATUSES.has(a.status)) ||
      b.current_period_end - a.current_period_end ||
      b.created - a.created,
  );
  const current = ranked[0];
  const periodEnd = current ? new Date(current.current_period_end * 1000) : null;
  const premium = Boolean(current && PREMIUM_STATUSES.has(current.status) && periodEnd! > new Date());
  const state = {
    tier: premium ? "premium" : "free",
    status: current?.status ?? "none",
    stripeCustomerId: customerId,
    stripeSubscriptionId: current?.id ?? null,
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: current?.cancel_at_period_end ?? false,
  };
  return [db.subscription.upsert({ where: { userId }, create: { userId, ...state }, update: state })];
}

async function userIdFor(customerId: string): Promise<string | null> {
  const known = await db.subscription.findUnique({ where: { stripeCustomerId: customerId } });
  if (known) return known.userId;
  const customer = await stripe().customers.retrieve(customerId);
  const userId = customer.deleted ? null : customer.metadata?.userId;
  if (!userId || !(await db.user.findUnique({ where: { id: userId } }))) return null;
  return userId;
}

const SUBSCRIPTION_EVENTS = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.payment_succeeded",
  "invoice.payment_failed",
]);

/**
 * Applies a verified webhook event once. The event id is inserted in the same transaction as the
 * subscription write, so a replay, or a second concurrent delivery, fails on the id and changes nothing.
 */
export async function applyStripeEvent(event: Stripe.Event): Promise<"applied" | "duplicate" | "ignored"> {
  // A replay is answered without asking Stripe; the unique id below still guards concurrent deliveries.
  if (await db.stripeEvent.findUnique({ where: { id: event.id } })) return "duplicate";
  const object = event.data.object as { customer?: string | { id: string } | null };
  const customer = typeof object.customer === "string" ? object.customer : object.customer?.id;
  const writes = SUBSCRIPTION_EVENTS.has(event.type) && customer ? await subscriptionWrites(customer) : [];
  try {
    await db.$transaction([db.stripeEvent.create({ data: { id: event.id, type: event.type } }), ...writes]);
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") return "duplicate";
    throw error;
  }
  return writes.length ? "applied" : "ignored";
}

/** Checks the signature over the raw body; throws on a bad or missing one. */
export function verifiedStripeEvent(payload: string, signature: string | null): Stripe.Event {
  return stripe().webhooks.constructEvent(payload, signature ?? "", stripeSettings().webhookSecret);
}
