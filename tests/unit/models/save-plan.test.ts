// Saving a plan writes the plan and its activities exactly as returned (on SQLite straight through the
// driver, on PostgreSQL through Prisma), and never into a transaction someone else then rolls back.
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { findOwnedPlan, planView, savePlan } from "~/models/plans.server";
import { preparePlan, writePlan, type PlanDraft } from "~/planning/planner";
import { CatalogSource } from "~/planning/places/catalog";
import { PlanRequestSchema } from "~/planning/request";
import { createTestUser } from "../../helpers/users";

async function draft(): Promise<PlanDraft> {
  const request = PlanRequestSchema.parse({
    location: "Vienna",
    timeSlot: "evening",
    duration: 3,
    plannedDate: "2026-12-04",
    specialOccasions: ["anniversary"],
    withKids: false,
  });
  const input = { request, now: new Date("2026-12-01T10:00:00Z"), seed: 7, source: new CatalogSource() };
  return writePlan(await preparePlan(input), input);
}

describe("savePlan", () => {
  it("stores what it returns: every field of the plan and its activities reads back the same", async () => {
    const user = await createTestUser();
    const saved = await savePlan(await draft(), { userId: user.id });
    expect(saved.activities.length).toBeGreaterThanOrEqual(2);
    const read = await findOwnedPlan(saved.id, { userId: user.id });
    expect(read).toEqual(saved);
    expect(planView(read!, 1)).toEqual(planView(saved, 1));
    expect(saved.id).toMatch(/^[a-z0-9]+$/);
  });

  it("keeps a plan saved while another request's transaction is open and then rolled back", async () => {
    const user = await createTestUser();
    const plan = await draft();
    let started!: () => void;
    const open = new Promise<void>((resolve) => (started = resolve));
    const saving = open.then(() => savePlan(plan, { userId: user.id }));
    const rolledBack = db.$transaction(async (tx) => {
      await tx.user.update({ where: { id: user.id }, data: { name: "Not kept" } });
      started();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error("roll back");
    });
    await expect(rolledBack).rejects.toThrow("roll back");
    const saved = await saving;
    expect(await findOwnedPlan(saved.id, { userId: user.id })).toEqual(saved);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).name).not.toBe("Not kept");
  });
});
