// Every plan has an address: the planner form without JavaScript answers with a redirect to /plan/:id,
// and that page shows the plan to its owner only, a guest by the cookie that made it, a user by their
// session, and it stays at the same address when the guest signs in. Everyone else is told "Plan not
// found", exactly as for a plan that does not exist.
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { action as planner } from "~/routes/_index";
import { loader as planPage } from "~/routes/plan.$planId";
import { action as sendOtp } from "~/routes/auth.send-otp";
import { action as verifyOtp } from "~/routes/auth.verify-otp";
import { codeIn } from "../../fakes/smtp";
import { mailboxForFile } from "../../helpers/mailbox";
import { call, cookieOf } from "../../helpers/routes";
import { createTestUser, sessionCookieFor } from "../../helpers/users";
import { pinToday } from "../../helpers/today";

pinToday();

const smtp = mailboxForFile();

/** The planner form as a browser without JavaScript posts it. */
const formFields = {
  location: "Berlin",
  day: "tomorrow",
  timeSlot: "evening",
  vibe: "romantic",
  budget: "moderate",
  duration: "3",
  transportation: "public_transport",
  withKids: "false",
  language: "en",
};

async function postForm(fields: Record<string, string>, cookie = "") {
  const request = new Request("http://localhost/?index", {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  });
  const response = (await planner({ request, params: {}, context: { cspNonce: "" } })) as Response;
  return { status: response.status, location: response.headers.get("Location"), headers: response.headers };
}

const openPlan = (path: string, cookie = "") =>
  call(planPage, path, { cookie, params: { planId: path.split("/").pop()! } });

/** A guest (a fresh browser) makes a plan with the form; its address and the guest's cookie. */
async function guestPlans() {
  const res = await postForm(formFields);
  return { ...res, cookie: cookieOf(res.headers) };
}

describe("the planner form without JavaScript", () => {
  it("sends a guest to the new plan's own page (303) and gives them the cookie that opens it", async () => {
    const { status, location, cookie } = await guestPlans();
    expect(status).toBe(303);
    expect(location).toMatch(/^\/plan\/[\w-]+$/);
    expect(cookie).toMatch(/amble_guest=/);
    const id = location!.split("/").pop()!;
    expect(await db.datePlan.findUnique({ where: { id } })).toMatchObject({ isGuestPlan: true, location: "Berlin" });
  });

  it("sends a signed-in user to their new plan's page the same way", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    const { status, location } = await postForm(formFields, cookie);
    expect(status).toBe(303);
    const id = location!.split("/").pop()!;
    expect(await db.datePlan.findUnique({ where: { id } })).toMatchObject({ userId: user.id, isGuestPlan: false });
  });

  it("keeps a form without a location on the planner, naming the field, and saves nothing", async () => {
    const before = await db.datePlan.count();
    const request = new Request("http://localhost/?index", {
      method: "POST",
      body: new URLSearchParams({ ...formFields, location: "" }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    const response = (await planner({ request, params: {}, context: { cspNonce: "" } })) as Response;
    expect(response.status).toBe(400);
    const body = (await response.json()) as { result: { error: Record<string, string[]> } };
    expect(Object.keys(body.result.error)).toContain("location");
    expect(await db.datePlan.count()).toBe(before);
  });
});

describe("/plan/:id", () => {
  it("shows a guest their own plan by their guest cookie, with its planned date", async () => {
    const { location, cookie } = await guestPlans();
    const res = await openPlan(location!, cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isGuest: true, plan: { id: location!.split("/").pop(), isGuestPlan: true } });
    expect(res.body.plan.plannedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.plan.activities.length).toBeGreaterThanOrEqual(2);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
  });

  it("tells another guest, a browser without cookies and a signed-in stranger: Plan not found (404)", async () => {
    const { location } = await guestPlans();
    const other = await guestPlans();
    const stranger = await sessionCookieFor((await createTestUser()).id);
    for (const cookie of [other.cookie, "", stranger]) {
      const res = await openPlan(location!, cookie);
      expect(res.status).toBe(404);
      expect(res.body.plan).toBeNull();
    }
    expect((await openPlan(location!, other.cookie)).body.isGuest).toBe(true);
    expect((await openPlan(location!, stranger)).body.isGuest).toBe(false);
  });

  it("tells a user that another user's plan is not found, and a made-up id the same", async () => {
    const owner = await sessionCookieFor((await createTestUser()).id);
    const { location } = await postForm(formFields, owner);
    const stranger = await sessionCookieFor((await createTestUser()).id);
    expect((await openPlan(location!, owner)).status).toBe(200);
    const theirs = await openPlan(location!, stranger);
    const missing = await openPlan("/plan/no-such-plan", stranger);
    expect(theirs).toMatchObject({ status: 404, body: { plan: null } });
    expect(missing).toMatchObject({ status: 404, body: theirs.body });
  });

  it("keeps a guest's plan at the same address after they sign in; it is then the account's", async () => {
    const { location, cookie: guestCookie } = await guestPlans();
    const email = `plan-address-${Date.now()}@example.test`;
    const sent = await call(sendOtp, "/auth/send-otp", { body: { email }, cookie: guestCookie });
    expect(sent.status).toBe(200);
    const code = codeIn(smtp.mails.filter((m) => m.to.includes(email)).at(-1)!.raw);
    const signInCookie = [guestCookie, cookieOf(sent.headers)].join("; ");
    const verified = await call(verifyOtp, "/auth/verify-otp", { body: { code }, cookie: signInCookie });
    expect(verified.status).toBe(200);
    const session = cookieOf(verified.headers).match(/amble_session=[^;]+/)![0];

    // The page reloads with the session (and the guest cookie the browser still has).
    const after = await openPlan(location!, `${guestCookie}; ${session}`);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ isGuest: false, plan: { isGuestPlan: false } });
    // Signed out again on this device, the guest cookie alone no longer opens the account's plan.
    expect((await openPlan(location!, guestCookie)).status).toBe(404);
  });
});
