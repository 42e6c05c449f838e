// /pricing: the free plan alone while payments are off, the free and Premium plans while they are on.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getViewer } from "~/auth/viewer.server";
import { ChoosePlan } from "~/components/pricing/choose-plan";
import { FreeForever } from "~/components/pricing/plan-offer";
import { db } from "~/db/client.server";
import { rateLimitStatus } from "~/models/limits.server";
import { currentOffer } from "~/models/offer.server";
import { refreshSubscription } from "~/models/payments.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "pricing");

export async function loader({ request }: LoaderFunctionArgs) {
  const offer = await currentOffer();
  // Without Stripe keys: the simplified "Free Forever" page, with no word of Premium.
  if (!offer.premium) return json({ paymentsEnabled: false as const, offer });
  let viewer = await getViewer(request);
  let user = viewer.user;
  // Back from the card payment form: Stripe may be quicker than its webhook, so ask it directly.
  if (user && new URL(request.url).searchParams.get("success") === "true") {
    await refreshSubscription(user.id).catch((error) => console.error("[amble] subscription refresh", error));
    viewer = await getViewer(request);
    user = viewer.user;
  }
  const tier = user ? (viewer.entitlements.tier as "free" | "premium") : null;
  const subscription = user ? await db.subscription.findUnique({ where: { userId: user.id } }) : null;
  return json({
    paymentsEnabled: true as const,
    offer,
    signedIn: Boolean(user),
    tier,
    usage: user ? await rateLimitStatus(viewer) : null,
    canManageSubscription: tier === "premium" && Boolean(subscription?.stripeCustomerId),
  });
}

export default function PricingRoute() {
  const data = useLoaderData<typeof loader>();
  return data.paymentsEnabled ? <ChoosePlan {...data} /> : <FreeForever offer={data.offer} />;
}
