// A plan asked for in a neighbourhood ("Kreuzberg, Berlin", "Le Marais") stays there where it can: its own
// places first, the ones within a walk of its centre, and the rest of the city only for what the
// neighbourhood cannot give the plan (enough open places, the vibe, the budget, a wish, a rule).
import { keysOf } from "../places/gazetteer/normalize";
import type { LatLng, NeighbourhoodNames, Place } from "../places/place";
import { areaKeysOf } from "../places/place-names";
import { BUDGET_BANDS } from "../request";
import { distanceKm, SEARCH_RADIUS_KM } from "../travel";
import { spendOf } from "./rules/budget";
import { unmet } from "./rules/wishes";
import type { RuleContext, Visit } from "./rules/types";

/**
 * The neighbourhood a plan was asked for: its centre, the names a place's address may give it, and how
 * strongly the plan keeps to it (1: a place outside only where none inside fits).
 */
export type Neighbourhood = LatLng & { keys: ReadonlySet<string>; hold: number; radiusKm: number };

/** A walk from the centre is in the neighbourhood, whatever a place's address calls its part of town. */
const NEIGHBOURHOOD_KM = SEARCH_RADIUS_KM.walking;
/** A borough reaches further from its centre, which may be nowhere anyone goes. */
const BOROUGH_KM = 2 * NEIGHBOURHOOD_KM;
/**
 * A place the catalog files under another quarter is in only a short walk from the centre: the
 * Glockenbachviertel takes the Gärtnerplatz bars next door, not Marienplatz in the Altstadt 800 m away.
 */
const NEXT_DOOR_KM = 0.7;

export function neighbourhoodOf(center: LatLng, names: NeighbourhoodNames): Neighbourhood {
  const keys = new Set([names.name, ...names.aka].flatMap(keysOf));
  return { lat: center.lat, lng: center.lng, keys, hold: 1, radiusKm: names.wide ? BOROUGH_KM : NEIGHBOURHOOD_KM };
}

/**
 * A place filed under the neighbourhood, with its name in the address, or within a walk of its centre
 * (a short one for a place filed under another quarter).
 */
export function inNeighbourhood(place: Place, hood: Neighbourhood): boolean {
  if (areaKeysOf(place).some((key) => hood.keys.has(key))) return true;
  const km = distanceKm(hood, place);
  if (hood.radiusKm === BOROUGH_KM || !place.neighbourhood) return km <= hood.radiusKm;
  return km <= NEXT_DOOR_KM;
}

/**
 * How much less a place outside the neighbourhood is liked, held fully: more than the vibe, a price level
 * or an occasion, and more the further it is.
 */
export function neighbourhoodPull(place: Place, hood: Neighbourhood): number {
  if (inNeighbourhood(place, hood)) return 0;
  return -hood.hold * (12 + 3 * Math.min(4, distanceKm(hood, place) - hood.radiusKm));
}

/**
 * What a plan leaves wanting, in one number: a stop it lacks, a rule it set aside or a meal its hours
 * span that it skips (10 each), a wish
 * it misses (5), each stop short of half its stops suiting the vibe (3), €25 under its budget band (1).
 * Vibes are coarse labels: a neighbourhood's plan with half its stops in the mood is in the mood.
 */
export function shortfall(
  rules: RuleContext,
  plan: { stops: readonly Visit[]; relaxed: ReadonlySet<string> },
  stopTarget: number,
): number {
  const { stops } = plan;
  const band = BUDGET_BANDS[rules.request.budget];
  const inMood = stops.filter((s) => s.place.vibes.includes(rules.request.vibe)).length;
  const mealsMissed = rules.required.filter((m) => !stops.some((s) => s.meal === m.meal)).length;
  return (
    10 * (stopTarget - stops.length + plan.relaxed.size + mealsMissed) +
    5 * unmet(rules, stops).length +
    3 * Math.max(0, Math.max(1, Math.floor(stops.length / 2)) - inMood) +
    Math.max(0, band.min - spendOf(stops)) / 25
  );
}

/** A leg this long is a ride out of the neighbourhood, not a walk over its edge. */
const OUT_KM = 1;
/** A ride out to a stop and back costs more than a stop the plan lacks (10). */
const OUT_AND_BACK = 15;
/**
 * Starting half an hour's ride away and riding in, or riding that far out to end, costs more than a wish
 * missed (5); a wish met a short ride off (a rooftop over the Marais) is worth it.
 */
const RIDE_ACROSS = 6;
const ACROSS_KM = 4;

/**
 * What leaving the neighbourhood costs a plan, in `shortfall`'s units: a stop outside beyond a third, 5
 * each, and a ride out and back between two of its own stops (Shoreditch, 20 minutes to Dalston for
 * midnight and back) more than a stop fewer.
 */
export function leftBehind(stops: readonly Visit[], own: (place: Place) => boolean): number {
  const outside = stops.filter((s) => !own(s.place)).length;
  let outAndBack = 0;
  for (let i = 1; i < stops.length - 1; i++) {
    const [before, out, after] = [stops[i - 1].place, stops[i].place, stops[i + 1].place];
    if (own(out) || !own(before) || !own(after)) continue;
    if (distanceKm(before, out) >= OUT_KM && distanceKm(out, after) >= OUT_KM) outAndBack++;
  }
  // A Brooklyn evening begins and ends in Brooklyn, not half an hour's ride away at a Manhattan pub.
  const across = (a: Visit | undefined, b: Visit | undefined) =>
    a && b && !own(a.place) && own(b.place) && distanceKm(a.place, b.place) >= ACROSS_KM ? RIDE_ACROSS : 0;
  const ends = stops.length > 1 ? across(stops[0], stops[1]) + across(stops.at(-1), stops.at(-2)) : 0;
  return 5 * Math.max(0, outside - Math.floor(stops.length / 3)) + OUT_AND_BACK * outAndBack + ends;
}
