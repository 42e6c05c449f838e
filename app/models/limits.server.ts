// The seam where plan quotas are counted. Issue #6 (Limits and Premium) fills it with atomic per-day and
// per-month counters from the SubscriptionPlan rows and the guest's one free plan; until then every
// request may plan and nothing is counted.
import type { Viewer } from "~/auth/viewer.server";

export type Reservation = { subject: string; periods: string[] } | null;

/** Counts one plan for the viewer, or throws the spec's limit error. */
export async function reservePlan(_viewer: Viewer): Promise<Reservation> {
  return null;
}

/** Gives back a reservation whose plan was not made. */
export async function refundPlan(_reservation: Reservation): Promise<void> {}
