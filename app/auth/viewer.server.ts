// Who is asking: a signed-in user (free or premium) or a guest, with what their tier allows.
import { GUEST_MAX_DURATION_HOURS } from "~/models/offer.server";
import { getSubscriptionPlan, type SubscriptionPlanView } from "~/models/subscription-plans.server";
import { isPremium } from "~/utils/user";
import { readGuest } from "./guest.server";
import { getUser, type SessionUser } from "./session.server";

export type Entitlements = {
  tier: "guest" | "free" | "premium";
  maxDurationHours: number;
  /** null = unlimited */
  swapsAllowed: number | null;
  canRegenerate: boolean;
  plan: SubscriptionPlanView | null;
};

export type Viewer = {
  user: SessionUser | null;
  guestKey: string | null;
  /** The guest's cookie was made by this very request: the client kept none (docs/decisions/0010). */
  guestIsNew?: boolean;
  entitlements: Entitlements;
};

export async function entitlementsFor(user: SessionUser | null): Promise<Entitlements> {
  if (!user) {
    return {
      tier: "guest",
      maxDurationHours: GUEST_MAX_DURATION_HOURS,
      swapsAllowed: 0,
      canRegenerate: false,
      plan: null,
    };
  }
  const tier = isPremium(user.subscription) ? "premium" : "free";
  const plan = await getSubscriptionPlan(tier);
  return {
    tier,
    maxDurationHours: plan.maxDurationHours,
    swapsAllowed: plan.swapsAllowed,
    canRegenerate: plan.regensAllowed,
    plan,
  };
}

export async function getViewer(request: Request): Promise<Viewer> {
  const [user, guest] = await Promise.all([getUser(request), readGuest(request)]);
  return { user, guestKey: guest?.key ?? null, entitlements: await entitlementsFor(user) };
}
