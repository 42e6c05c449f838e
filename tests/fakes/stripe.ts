// A loopback stand-in for the few Stripe API endpoints Amble calls, answering in Stripe's response
// shapes, so the real `stripe` SDK is exercised end to end. Tests change its state the way Stripe
// would (a payment succeeds, a renewal fails, a cancellation) and then send signed webhook events.
import crypto from "node:crypto";
import Stripe from "stripe";
import { startFake, type Fake, type FakeReply, type RecordedRequest } from "./http";

type Customer = {
  id: string;
  object: "customer";
  email: string | null;
  metadata: Record<string, string>;
  created: number;
};
type Subscription = {
  id: string;
  object: "subscription";
  customer: string;
  status: Stripe.Subscription.Status;
  current_period_start: number;
  current_period_end: number;
  cancel_at_period_end: boolean;
  created: number;
  metadata: Record<string, string>;
  items: { object: "list"; data: Array<{ id: string; object: "subscription_item"; price: { id: string } }> };
  latest_invoice: string;
};
type CheckoutSession = {
  id: string;
  object: "checkout.session";
  mode: "subscription";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  customer: string | null;
  client_reference_id: string | null;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
  payment_method_types: string[];
  price: string;
};

export type StripeFake = Fake & {
  customers: Map<string, Customer>;
  subscriptions: Map<string, Subscription>;
  checkoutSessions: Map<string, CheckoutSession>;
  /** Stripe's side of a paid checkout: the session completes with an active subscription. */
  completeCheckout(sessionId: string): Subscription;
  /** Changes a subscription as Stripe would (payment, failed renewal, cancellation). */
  update(subscriptionId: string, patch: Partial<Subscription>): Subscription;
};

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(8).toString("hex")}`;
const MONTH = 30 * 24 * 3600;

function notFound(kind: string, id: string): FakeReply {
  return {
    status: 404,
    json: { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${kind}: '${id}'` } },
  };
}

/** Stripe's form-encoded `metadata[key]=value` pairs. */
function metadataOf(form: URLSearchParams, prefix = "metadata"): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = new RegExp(`^${prefix.replace(/[[\]]/g, "\\$&")}\\[(.+)\\]$`).exec(key);
    if (match) out[match[1]] = value;
  }
  return out;
}

export async function startStripeFake(): Promise<StripeFake> {
  const customers = new Map<string, Customer>();
  const subscriptions = new Map<string, Subscription>();
  const checkoutSessions = new Map<string, CheckoutSession>();

  function newSubscription(customer: string, price: string, status: Stripe.Subscription.Status, metadata = {}) {
    const start = now();
    const subscription: Subscription = {
      id: newId("sub"),
      object: "subscription",
      customer,
      status,
      current_period_start: start,
      current_period_end: start + MONTH,
      cancel_at_period_end: false,
      created: start,
      metadata,
      items: { object: "list", data: [{ id: newId("si"), object: "subscription_item", price: { id: price } }] },
      latest_invoice: newId("in"),
    };
    subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  /** The subscription with its first invoice and payment intent inlined, when `expand` asks for them. */
  const paymentIntents = new Map<string, string>();
  function expand(subscription: Subscription, params: URLSearchParams, path: string) {
    const asked = [...params].some(([key, value]) => key.startsWith("expand[") && value === path);
    if (!asked) return subscription;
    let paymentIntent = paymentIntents.get(subscription.latest_invoice);
    if (!paymentIntent) {
      paymentIntent = newId("pi");
      paymentIntents.set(subscription.latest_invoice, paymentIntent);
    }
    return {
      ...subscription,
      latest_invoice: {
        id: subscription.latest_invoice,
        object: "invoice",
        customer: subscription.customer,
        subscription: subscription.id,
        status: subscription.status === "incomplete" ? "open" : "paid",
        payment_intent: {
          id: paymentIntent,
          object: "payment_intent",
          status: subscription.status === "incomplete" ? "requires_payment_method" : "succeeded",
          client_secret: `${paymentIntent}_secret_${subscription.latest_invoice}`,
        },
      },
    };
  }

  function handle(request: RecordedRequest): FakeReply {
    const form = new URLSearchParams(request.body);
    // "POST /customers", "GET /subscriptions/:id", …: the path with ids replaced, and the last id.
    const parts = request.path.replace(/^\/v1/, "").split("/");
    const id = parts.length > 2 && parts.at(-1)!.includes("_") ? parts.pop()! : "";
    const route = `${request.method} ${parts.join("/")}${id ? "/:id" : ""}`;
    switch (route) {
      case "POST /customers": {
        const customer: Customer = {
          id: newId("cus"),
          object: "customer",
          email: form.get("email"),
          metadata: metadataOf(form),
          created: now(),
        };
        customers.set(customer.id, customer);
        return { json: customer };
      }
      case "GET /customers/:id":
        return customers.has(id) ? { json: customers.get(id) } : notFound("customer", id);
      case "POST /subscriptions": {
        const customer = form.get("customer") ?? "";
        if (!customers.has(customer)) return notFound("customer", customer);
        const subscription = newSubscription(
          customer,
          form.get("items[0][price]") ?? "",
          "incomplete",
          metadataOf(form),
        );
        return { json: expand(subscription, form, "latest_invoice.payment_intent") };
      }
      case "GET /subscriptions": {
        const customer = request.query.get("customer");
        const status = request.query.get("status");
        const data = [...subscriptions.values()]
          .filter((s) => !customer || s.customer === customer)
          .filter((s) => (status ? status === "all" || s.status === status : s.status !== "canceled"))
          .sort((a, b) => b.created - a.created)
          .map((s) => expand(s, request.query, "data.latest_invoice.payment_intent"));
        return { json: { object: "list", data, has_more: false, url: "/v1/subscriptions" } };
      }
      case "GET /subscriptions/:id":
        return subscriptions.has(id) ? { json: subscriptions.get(id) } : notFound("subscription", id);
      case "POST /checkout/sessions": {
        const session: CheckoutSession = {
          id: newId("cs_test"),
          object: "checkout.session",
          mode: "subscription",
          status: "open",
          payment_status: "unpaid",
          customer: form.get("customer"),
          client_reference_id: form.get("client_reference_id"),
          subscription: null,
          success_url: form.get("success_url") ?? "",
          cancel_url: form.get("cancel_url") ?? "",
          payment_method_types: form.getAll("payment_method_types[0]"),
          price: form.get("line_items[0][price]") ?? "",
          url: "",
        };
        session.url = `https://checkout.stripe.com/c/pay/${session.id}`;
        checkoutSessions.set(session.id, session);
        return { json: session };
      }
      case "GET /checkout/sessions/:id":
        return checkoutSessions.has(id) ? { json: checkoutSessions.get(id) } : notFound("checkout.session", id);
      case "POST /billing_portal/sessions": {
        const customer = form.get("customer") ?? "";
        if (!customers.has(customer)) return notFound("customer", customer);
        const session = newId("bps");
        return {
          json: {
            id: session,
            object: "billing_portal.session",
            customer,
            return_url: form.get("return_url"),
            url: `https://billing.stripe.com/p/session/${session}`,
          },
        };
      }
      default:
        return {
          status: 404,
          json: {
            error: {
              type: "invalid_request_error",
              message: `Unrecognized request URL (${request.method}: ${request.path})`,
            },
          },
        };
    }
  }

  const fake = (await startFake(handle)) as StripeFake;
  fake.customers = customers;
  fake.subscriptions = subscriptions;
  fake.checkoutSessions = checkoutSessions;
  fake.completeCheckout = (sessionId) => {
    const session = checkoutSessions.get(sessionId)!;
    const subscription = newSubscription(session.customer!, session.price, "active");
    Object.assign(session, { status: "complete", payment_status: "paid", subscription: subscription.id });
    return subscription;
  };
  fake.update = (subscriptionId, patch) => Object.assign(subscriptions.get(subscriptionId)!, patch);
  return fake;
}

/** A webhook delivery as Stripe sends it: the event JSON and its Stripe-Signature header. */
export function signedEvent(
  secret: string,
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; created?: number } = {},
): { payload: string; signature: string; id: string } {
  const id = options.id ?? newId("evt");
  const payload = JSON.stringify({
    id,
    object: "event",
    api_version: "2025-02-24.acacia",
    created: options.created ?? now(),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, signature, id };
}
