// Refining a plan by chat: a change of time, budget, length or transport, a swap and its undo change the
// plan on screen as a new version and count nothing; another place, day, vibe or "another one" is a new
// plan, which the assistant asks about first (with what is left) and makes only after a yes.
import { describe, expect, it } from "vitest";
import { getViewer } from "~/auth/viewer.server";
import { db } from "~/db/client.server";
import { savePlan, type PlanView } from "~/models/plans.server";
import { CatalogSource } from "~/planning/places/catalog";
import { createPlan } from "~/planning/planner";
import { revisePlan } from "~/services/revise-plan.server";
import { PlanRequestSchema } from "~/planning/request";
import { minuteOfDay } from "~/planning/time";
import { conversation } from "../../helpers/chat";
import { createTestUser, sessionCookieFor } from "../../helpers/users";
import { pinToday } from "../../helpers/today";

pinToday();

/** The plan's local start, "HH:MM" in its own zone. */
const startOf = (plan: PlanView) => {
  const minutes = minuteOfDay(new Date(plan.startsAt).getTime(), plan.timeZone);
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
};

async function freeUser() {
  const user = await createTestUser();
  return { user, cookie: await sessionCookieFor(user.id) };
}

/** The user's plan counters as stored: what the limits count. */
async function counted(userId: string) {
  const rows = await db.usageCounter.findMany({ where: { subject: `user:${userId}` } });
  return {
    day: rows.find((r) => r.period.startsWith("day:"))?.count ?? 0,
    month: rows.find((r) => r.period.startsWith("month:"))?.count ?? 0,
  };
}

const plansOf = (userId: string) => db.datePlan.count({ where: { userId } });

describe("refinements that change the plan on screen count nothing", () => {
  it("a swap and its undo, start at 8, cheaper, shorter, by bike: one plan, one count", async () => {
    const { user, cookie } = await freeUser();
    const chat = conversation({ cookie });
    // Four hours, the third stop (a stop squeezed between two others may borrow time from the next one).
    const first = await chat.say("Romantic evening in Berlin tomorrow, 4 hours");
    expect(first.plan).toMatchObject({ timeSlot: "evening", budget: "moderate", duration: 4 });
    expect(startOf(first.plan!)).toBe("17:30");
    expect(await counted(user.id)).toEqual({ day: 1, month: 1 });
    const id = first.plan!.id;

    const swap = await chat.say("swap the third one");
    expect(swap.tools).toEqual(["swapActivity"]);
    expect(swap.plan!.activities[2].swappedFromId).toBeTruthy();
    const undo = await chat.say("undo");
    expect(undo.tools).toEqual(["undoSwap"]);
    expect(undo.plan!.activities[2].swappedFromId).toBeNull();

    const at8 = await chat.say("start at 8");
    expect(at8.tools).toEqual(["adjustPlan"]);
    expect(at8.plan!.id).toBe(id);
    expect(startOf(at8.plan!)).toBe("20:00");
    expect(at8.plan!.activities[0].startsAt).toBe(at8.plan!.startsAt);
    expect(at8.text).toMatch(/from 8:00\sPM.*nothing was used from your plans/);

    const cheaper = await chat.say("make it cheaper");
    expect(cheaper.plan).toMatchObject({ id, budget: "budget_friendly" });
    expect(startOf(cheaper.plan!)).toBe("20:00"); // the start time stays
    expect(cheaper.plan!.totalSpend).toBeLessThanOrEqual(50);

    const shorter = await chat.say("a bit shorter");
    expect(shorter.plan).toMatchObject({ id, duration: 3, budget: "budget_friendly" });
    const bike = await chat.say("by bike instead");
    expect(bike.plan).toMatchObject({ id, transportation: "bike", duration: 3 });

    expect(await counted(user.id)).toEqual({ day: 1, month: 1 });
    expect(await plansOf(user.id)).toBe(1);
  });

  it("reads times in the plan's slot: um 20 Uhr, ab 19:30, später, and says when the slot ends", async () => {
    const { user, cookie } = await freeUser();
    const chat = conversation({ cookie, language: "de" });
    const first = await chat.say("Ein romantischer Abend in Wien morgen, 2 Stunden");
    expect(startOf(first.plan!)).toBe("19:00");
    expect(startOf((await chat.say("um 20 Uhr")).plan!)).toBe("20:00");
    expect(startOf((await chat.say("lieber ab 19:30")).plan!)).toBe("19:30");
    const later = await chat.say("später");
    expect(startOf(later.plan!)).toBe("20:30");
    expect(later.text).toContain("ab 20:30 Uhr");
    const edge = await chat.say("noch später");
    expect(edge.tools).toEqual([]);
    expect(edge.text).toContain("spätestens um 20:30 Uhr");
    expect(await counted(user.id)).toEqual({ day: 1, month: 1 });
  });

  it("lets a guest refine the one plan in place", async () => {
    const chat = conversation();
    const first = await chat.say("Fun evening in Hamburg tomorrow, 2 hours");
    expect(first.plan!.isGuestPlan).toBe(true);
    const cheaper = await chat.say("make it cheaper");
    expect(cheaper.plan).toMatchObject({ id: first.plan!.id, budget: "budget_friendly" });
    // Another city would be a second plan, which a guest does not have: said plainly, nothing asked.
    const munich = await chat.say("now in Munich");
    expect(munich.plan).toBeNull();
    expect(munich.text).toContain("guest plan");
  });
});

describe("refinements that need a new plan are asked about first", () => {
  it.each([
    ["another city", "now in Munich"],
    ["another day", "make it today"],
    ["another vibe", "more adventurous"],
    ["another one", "try again"],
  ])("%s: asked with what is left, nothing made or counted until yes", async (_kind, text) => {
    const { user, cookie } = await freeUser();
    const chat = conversation({ cookie });
    const first = await chat.say("Romantic evening in Berlin tomorrow, 2 hours");
    expect(await counted(user.id)).toEqual({ day: 1, month: 1 });

    const asked = await chat.say(text);
    expect(asked.text).toBe("That makes a new plan — 4 left today. Go ahead?");
    expect(asked.plan).toBeNull();
    expect(await counted(user.id)).toEqual({ day: 1, month: 1 });
    expect(await plansOf(user.id)).toBe(1);

    const yes = await chat.say("yes");
    expect(yes.plan).not.toBeNull();
    expect(yes.plan!.id).not.toBe(first.plan!.id);
    expect(await counted(user.id)).toEqual({ day: 2, month: 2 });
    expect(await plansOf(user.id)).toBe(2);
  });

  it("makes nothing after a no, nor after a yes to nothing asked", async () => {
    const { user, cookie } = await freeUser();
    const chat = conversation({ cookie });
    await chat.say("Romantic evening in Berlin tomorrow, 2 hours");
    expect((await chat.say("now in Munich")).text).toContain("Go ahead?");
    const no = await chat.say("no thanks");
    expect(no.text).toBe("OK, the plan stays as it is.");
    expect(no.plan).toBeNull();
    const stray = await chat.say("yes");
    expect(stray.plan).toBeNull();
    expect(await counted(user.id)).toEqual({ day: 1, month: 1 });
    expect(await plansOf(user.id)).toBe(1);
  });

  it("asks in German with du", async () => {
    const { cookie } = await freeUser();
    const chat = conversation({ cookie, language: "de" });
    await chat.say("Ein romantischer Abend in Berlin morgen, 2 Stunden");
    const asked = await chat.say("lieber in München");
    expect(asked.text).toBe("Das wird ein neuer Plan – du hast heute noch 4. Soll ich loslegen?");
    const yes = await chat.say("ja, bitte");
    expect(yes.plan?.location).toBe("München");
  });

  it("does not ask premium users, whose plans are unlimited", async () => {
    const { user, cookie } = await freeUser();
    await db.subscription.create({
      data: { userId: user.id, tier: "premium", status: "active", currentPeriodEnd: new Date(Date.now() + 86_400_000) },
    });
    const chat = conversation({ cookie });
    const first = await chat.say("Romantic evening in Berlin tomorrow, 2 hours");
    const munich = await chat.say("now in Munich");
    expect(munich.text).not.toContain("Go ahead?");
    expect(munich.plan).toMatchObject({ location: "Munich" });
    expect(munich.plan!.id).not.toBe(first.plan!.id);
  });

  it("answers with the limit instead of asking when no plan is left", async () => {
    const { user, cookie } = await freeUser();
    const chat = conversation({ cookie });
    await chat.say("Romantic evening in Berlin tomorrow, 2 hours");
    await db.usageCounter.updateMany({ where: { subject: `user:${user.id}` }, data: { count: 5 } });
    const munich = await chat.say("now in Munich");
    expect(munich.text).toContain("You've used today's 5 plans");
    expect(munich.plan).toBeNull();
  });
});

describe("a version keeps the user's swaps", () => {
  /** A plan saved from a fixed seed on a fixed day, so the swap and the version are the same on every run. */
  async function seededPlan(userId: string, extra: { specialOccasions?: ["anniversary"] } = {}) {
    const request = PlanRequestSchema.parse({
      location: "Berlin",
      timeSlot: "evening",
      // From the slot's first minute, as these swaps and shifts were written for (best-start.test.ts has the rest).
      startTime: "17:00",
      duration: 3,
      plannedDate: "2026-12-01",
      ...extra,
    });
    const draft = await createPlan({ request, now: new Date(), seed: 11, source: new CatalogSource() });
    return savePlan(draft, { userId });
  }

  it("keeps a swapped-in place across a time shift, and its undo still brings the original back", async () => {
    const { user, cookie } = await freeUser();
    const saved = await seededPlan(user.id);
    const chat = conversation({ cookie, planId: saved.id });
    const swap = await chat.say("swap the second one");
    const swappedIn = swap.plan!.activities[1];
    expect(swappedIn.swappedFromId).toBeTruthy();
    const original = saved.activities[1];

    const later = await chat.say("an hour later");
    expect(later.plan!.id).toBe(saved.id);
    expect(startOf(later.plan!)).toBe("18:00");
    expect(later.text).not.toContain("no longer fit");
    // The dinner place swapped in now opens the plan, which starts at dinner time.
    const at = later.plan!.activities.findIndex((a) => a.sourceId === swappedIn.sourceId);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(later.plan!.activities[at].swappedFromId).toBeTruthy();

    const undo = await chat.say("undo");
    const restored = undo.plan!.activities[at];
    expect(restored.sourceId).toBe(original.sourceId);
    // Brought back at the new version's time, not the old one's.
    expect(restored.startsAt).toBe(later.plan!.activities[at].startsAt);
    expect(await counted(user.id)).toEqual({ day: 0, month: 0 });
  });

  it("carries what the plan on screen was asked with into a new plan: the anniversary stays an anniversary", async () => {
    const { user, cookie } = await freeUser();
    const saved = await seededPlan(user.id, { specialOccasions: ["anniversary"] });
    const chat = conversation({ cookie, planId: saved.id });
    const asked = await chat.say("now in Munich");
    expect(asked.text).toContain("Go ahead?");
    const munich = await chat.say("yes");
    expect(munich.plan).toMatchObject({ location: "Munich", specialOccasions: ["anniversary"], duration: 3 });
  });

  it("keeps a place an undo brought back in the next version, not out with the places swapped away", async () => {
    const { user, cookie } = await freeUser();
    const saved = await seededPlan(user.id);
    const chat = conversation({ cookie, planId: saved.id });
    await chat.say("swap the second one");
    const undo = await chat.say("undo");
    expect(undo.plan!.activities[1].sourceId).toBe(saved.activities[1].sourceId);
    // The same outing in German: the same places, the one brought back among them.
    const viewer = await getViewer(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    const german = await revisePlan(viewer, saved.id, { language: "de" });
    expect(german.plan.activities.map((a) => a.sourceId)).toEqual(saved.activities.map((a) => a.sourceId));
  });
});
