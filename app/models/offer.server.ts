// The offer as it stands now: the seeded plan rows, whether Stripe is configured and the guest allowance.
import { config } from "~/config.server";
import { paymentsEnabled } from "~/models/payments.server";
import { listSubscriptionPlans } from "~/models/subscription-plans.server";
import { offerOf, type Offer } from "~/wire/offer";

/** Guests: one plan per device, up to 4 hours, no swap, no regenerate. */
export const GUEST_MAX_DURATION_HOURS = 4;

export async function currentOffer(): Promise<Offer> {
  return offerOf(await listSubscriptionPlans(), {
    paymentsEnabled: paymentsEnabled(),
    guestPlans: config().guestPlans.perDevice,
    guestHours: GUEST_MAX_DURATION_HOURS,
  });
}
