// apiAction, the shape of Amble's JSON endpoints: the body checked with its schema (a 400 naming the
// fields), the work's value as JSON, its refusals with their status and code; and the endpoints built on it.
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { action as createCheckoutSession } from "~/routes/api.create-checkout-session";
import { action as createSubscription } from "~/routes/api.create-subscription";
import { action as verifyHours } from "~/routes/api.verify-opening-hours";
import { action as user } from "~/routes/api.user";
import { ServiceError } from "~/utils/errors";
import { apiAction } from "~/web/api.server";
import { call } from "../../helpers/routes";

const greet = apiAction(z.object({ name: z.string().min(1, "Please enter a name") }), async ({ name }) => {
  if (name === "nobody") throw new ServiceError(404, "not-found", "Nobody is here.");
  return { greeting: `Hello, ${name}` };
});

describe("apiAction", () => {
  it("answers the work's value as JSON", async () => {
    expect(await call(greet, "/api/greet", { body: { name: "Ada" } })).toMatchObject({
      status: 200,
      body: { greeting: "Hello, Ada" },
    });
  });

  it("refuses a body that does not fit the schema with a 400 naming its fields", async () => {
    expect(await call(greet, "/api/greet", { body: { name: "" } })).toMatchObject({
      status: 400,
      body: { error: "invalid-request", message: "Please enter a name", fields: { name: ["Please enter a name"] } },
    });
    expect(await call(greet, "/api/greet", { raw: "{nope" })).toMatchObject({
      status: 400,
      body: { error: "invalid-json" },
    });
  });

  it("answers a refusal with its status and code, and other methods with a 405", async () => {
    expect(await call(greet, "/api/greet", { body: { name: "nobody" } })).toMatchObject({
      status: 404,
      body: { error: "not-found", message: "Nobody is here." },
    });
    expect(await call(greet, "/api/greet", { method: "PUT", body: { name: "Ada" } })).toMatchObject({
      status: 405,
      body: { error: "method-not-allowed" },
    });
  });
});

describe("endpoints built on it", () => {
  it("keeps each endpoint's own words for a bad body", async () => {
    const hours = await call(verifyHours, "/api/verify-opening-hours", { body: { activity: "x" } });
    expect(hours).toMatchObject({
      status: 400,
      body: { error: "invalid-request", message: "Send {activity, plannedDate, activityDurationHours}." },
    });
    expect(hours.body.fields.activity).toBeTruthy();
  });

  it("asks guests to sign in before either checkout starts", async () => {
    for (const [action, path] of [
      [createCheckoutSession, "/api/create-checkout-session"],
      [createSubscription, "/api/create-subscription"],
    ] as const) {
      expect(await call(action, path, { body: {} }), path).toMatchObject({
        status: 401,
        body: { error: "unauthorized", message: "Please sign in to upgrade to Premium." },
      });
    }
  });

  it("renames only with PUT, and still offers DELETE", async () => {
    expect(await call(user, "/api/user", { method: "POST", body: { name: "Ada" } })).toMatchObject({
      status: 405,
      body: { message: "Use PUT or DELETE for this endpoint." },
    });
    expect(await call(user, "/api/user", { method: "PUT", body: { name: "Ada" } })).toMatchObject({
      status: 401,
      body: { error: "unauthorized" },
    });
  });
});
