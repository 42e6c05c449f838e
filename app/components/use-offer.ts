// The offer the root loader read for this page (see wire/offer.ts), for any component below it.
import type { Offer } from "~/wire/offer";
import { useRootData } from "./use-root-data";

export function useOffer(): Offer | null {
  return useRootData()?.offer ?? null;
}
