// A plan's read-only link in the database: its secret token, set once and moved aside to revoke it.
import { db } from "~/db/client.server";
import { withActivities, type PlanRow } from "./plans.server";

/** The plan's share token: the one it has, else `token`, set only if none was set meanwhile. */
export async function ensureShareToken(planId: string, token: string): Promise<string | null> {
  await db.datePlan.updateMany({ where: { id: planId, shareToken: null }, data: { shareToken: token } });
  return shareTokenOf(planId);
}

export async function shareTokenOf(planId: string): Promise<string | null> {
  return (await db.datePlan.findUnique({ where: { id: planId }, select: { shareToken: true } }))?.shareToken ?? null;
}

/** Revokes the link: the token moves to `revokedShareToken`, so the old address finds no plan from now on. */
export async function clearShareToken(planId: string): Promise<void> {
  const token = await shareTokenOf(planId);
  if (!token) return;
  await db.datePlan.updateMany({
    where: { id: planId, shareToken: token },
    data: { shareToken: null, revokedShareToken: token },
  });
}

/** Whether `token` was a plan's link until its owner revoked it. */
export async function wasRevoked(token: string): Promise<boolean> {
  return (await db.datePlan.count({ where: { revokedShareToken: token } })) > 0;
}

export function findSharedPlan(token: string): Promise<PlanRow | null> {
  return db.datePlan.findUnique({ where: { shareToken: token }, include: withActivities });
}
