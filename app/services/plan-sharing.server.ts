// Sharing a plan read-only: its owner (a user, or the guest whose cookie made it) creates one secret link
// and can revoke it; anyone with the link sees the itinerary and nothing else. Links are built from
// APP_URL, never from the request's Host or X-Forwarded-* headers.
import crypto from "node:crypto";
import * as z from "zod";
import type { Viewer } from "~/auth/viewer.server";
import { config } from "~/config.server";
import {
  clearShareToken,
  ensureShareToken,
  findSharedPlan,
  shareTokenOf,
  wasRevoked,
} from "~/models/plan-sharing.server";
import { planView, type PlanRow } from "~/models/plans.server";
import { ServiceError } from "~/utils/errors";
import { sharedPlanView, type SharedPlanView } from "~/wire/shared-plan";
import { ownedOrThrow } from "./plans.server";

/** 192 random bits, URL-safe: 32 characters of base64url. */
const newShareToken = () => crypto.randomBytes(24).toString("base64url");
const ShareToken = z.string().regex(/^[\w-]{32}$/);

export const sharedPlanPath = (token: string) => `/shared/${token}`;
const shareUrl = (token: string) => new URL(sharedPlanPath(token), config().appUrl).href;

const notFound = () => new ServiceError(404, "plan-not-found", "Plan not found");

/** The plan's read-only link, created on first asking: the same link every time until it is revoked. */
export async function sharePlan(viewer: Viewer, planId: string): Promise<string> {
  const plan = await ownedOrThrow(viewer, planId);
  const token = plan.shareToken ?? (await ensureShareToken(plan.id, newShareToken()));
  // Deleted between the two statements.
  if (!token) throw notFound();
  return shareUrl(token);
}

/** Revokes the plan's link; sharing again later makes a new one, so the old link stays dead. */
export async function stopSharing(viewer: Viewer, planId: string): Promise<void> {
  const plan = await ownedOrThrow(viewer, planId);
  await clearShareToken(plan.id);
}

/** The link of a plan whose owner is already known (the plan page), or null while it is not shared. */
export async function shareUrlOf(planId: string): Promise<string | null> {
  const token = await shareTokenOf(planId);
  return token ? shareUrl(token) : null;
}

/** Whether a link's owner revoked it (the page says so), rather than it never having existed. */
export async function isRevokedLink(token: unknown): Promise<boolean> {
  const parsed = ShareToken.safeParse(token);
  return parsed.success && (await wasRevoked(parsed.data));
}

/** The plan behind a link; an unknown or revoked token is "Plan not found", like someone else's plan. */
export async function sharedPlanRow(token: unknown): Promise<PlanRow> {
  const parsed = ShareToken.safeParse(token);
  const plan = parsed.success ? await findSharedPlan(parsed.data) : null;
  if (!plan) throw notFound();
  return plan;
}

export async function getSharedPlan(token: unknown): Promise<SharedPlanView> {
  return sharedPlanView(planView(await sharedPlanRow(token), 0));
}
