// What the root loader sends every page: the reader's language and titles, who is signed in, the offer,
// their usage and the map settings. The loader (root.tsx) is checked against this shape, and components
// read it through this type instead of reaching up to the route.
import type { Language } from "~/i18n/config";
import type { PageTitles } from "~/utils/meta";
import type { PublicUser } from "~/utils/user";
import type { Offer } from "./offer";
import type { RateLimitStatus } from "./usage";

export type RootData = {
  language: Language;
  /** Every page's title in the reader's language, for the routes' meta (utils/meta.ts). */
  titles: PageTitles;
  user: PublicUser | null;
  paymentsEnabled: boolean;
  /** What Amble offers and its limits: every sentence about limits is worded from it (wire/offer.ts). */
  offer: Offer;
  /** The browser key for Google Maps; without one the route map is MapLibre. */
  mapsKey: string | null;
  /** The MapLibre style for maps without a Google key; null: the offline route sketch only. */
  mapStyleUrl: string | null;
  usage: RateLimitStatus | null;
};
