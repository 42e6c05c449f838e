// The offer as it stands now: the seeded plan rows, whether Stripe is configured and the guest allowance.
import { GUEST_MAX_DURATION_HOURS } from "~/auth/viewer.server";
import { config } from "~/config.server";
import { paymentsEnabled } from "~/models/payments.server";
import { listSubscriptionPlans } from "~/models/subscription-plans.server";
import { offerOf, type Offer } from "~/wire/offer";

export async function currentOffer(): Promise<Offer> {
  return offerOf(await listSubscriptionPlans(), {
    paymentsEnabled: paymentsEnabled(),
    guestPlans: config().guestPlans.perDevice,
    guestHours: GUEST_MAX_DURATION_HOURS,
  });
}
