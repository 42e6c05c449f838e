// The offer the root loader read for this page (see wire/offer.ts), for any component below it.
import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import type { Offer } from "~/wire/offer";

export function useOffer(): Offer | null {
  return (useRouteLoaderData<typeof rootLoader>("root")?.offer as Offer | undefined) ?? null;
}
