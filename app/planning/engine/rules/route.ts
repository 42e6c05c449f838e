// Route: a plan goes somewhere and does not double back. A stop that lies back where the plan came from —
// much nearer an earlier stop than the last, with a ride between — weighs against it, so dinner in the
// Glockenbachviertel is followed by a bar there, not by a ride back to the pub beside the Frauenkirche.
// On foot too: lunch, up the hill to the water tower and back down to the bakery next door to lunch is an
// afternoon that went nowhere.
import { MINUTE } from "../../time";
import { distanceKm, legMode } from "../../travel";
import { vetoes, type Rule, type RuleContext, type Visit } from "./types";
import { romanticNight } from "./new-year";
import { isWalkThrough } from "./walk-through";
import { askedFor } from "./wishes";

/** Shorter hops than this are a walk round the corner: no doubling back to speak of. */
const HOP_KM = 0.5;
/** Back within this of an earlier stop (not the last) is back where the plan already was. */
const BACK_KM = 0.3;
/** What doubling back costs at least: a walk there and back for nothing. */
const FLOOR_KM = 1.5;

/** Ending this close to where the plan began is ending where it began… */
const START_KM = 0.15;
/** …after going this far from it: out and back, not a stroll round an old town. */
const OUT_KM = 0.7;

/** Whether the last of `count` visits ends next door to the first after the plan went well away from it. */
function outAndBack(visits: readonly Visit[], count: number): boolean {
  const first = visits[0].place;
  if (count < 3 || distanceKm(first, visits[count - 1].place) >= START_KM) return false;
  for (let j = 1; j < count - 1; j++) if (distanceKm(first, visits[j].place) >= OUT_KM) return true;
  return false;
}

/** A leg longer than this is a ride of 20 minutes or more… */
const RIDE_KM = 2.2;
/** …worth taking for a stop of an hour or more, not for a quick look. */
const WORTH_RIDE_MINUTES = 60;
/** The last stop may be short after a ride (the couple stay on), but not after half an hour across town. */
const LAST_RIDE_KM = 4;

/**
 * What a ride across town for a short stop on the way costs: 20 minutes on the subway for 45 minutes in a
 * park between lunch and the baths (the last stop may be short: the plan ends there, the couple stay on;
 * not after 35 minutes to Brixton for the last 50 minutes of a Covent Garden evening).
 */
function shortForItsRide(visit: Visit, fromLast: number): number {
  if (fromLast < RIDE_KM || visit.end - visit.start >= WORTH_RIDE_MINUTES * MINUTE) return 0;
  return -1.5 * (fromLast - FLOOR_KM);
}

/**
 * Whether a romantic New Year's Eve rides on after midnight: after the fireworks on the Lindenhof a couple
 * walk to a bar nearby or end there, not take a tram at a quarter to one to a Langstrasse DJ bar.
 */
function ridesOnAfterMidnight(ctx: RuleContext, visits: readonly Visit[], i: number): boolean {
  if (ctx.newYear === null || i < 1 || visits[i].start < ctx.newYear || !romanticNight(ctx)) return false;
  return legMode(visits[i - 1].place, visits[i].place, ctx.request.transportation) !== "walking";
}

export const route: Rule = {
  name: "route",
  // Monsieur Vuong, up to the water tower, and back down to the bakery beside Monsieur Vuong: an outing
  // that went nowhere, unless the last place was asked for.
  veto(ctx, visits, i, remaining) {
    if (ridesOnAfterMidnight(ctx, visits, i) && !askedFor(ctx, visits[i].place)) {
      return `${visits[i].place.name} is a ride on after midnight`;
    }
    if (remaining > 0 || !outAndBack(visits, i + 1)) return null;
    if (askedFor(ctx, visits[i].place)) return null;
    return `${visits[i].place.name} ends the plan back beside ${visits[0].place.name}`;
  },
  score(_ctx, visits, i, remaining) {
    if (i < 1) return 0;
    const v = visits[i].place;
    const fromLast = distanceKm(visits[i - 1].place, v);
    if (fromLast < HOP_KM) return 0;
    const ride = remaining > 0 || fromLast >= LAST_RIDE_KM ? shortForItsRide(visits[i], fromLast) : 0;
    if (i < 2) return ride;
    // A ride back beside any earlier stop (the stop before last, or where the plan began: a triangle across
    // the West End and back to Covent Garden); on foot, only a return to the very spot of one.
    const back = fromLast >= 1 ? fromLast / 2 : Math.min(BACK_KM, fromLast / 2);
    for (let j = i - 2; j >= 0; j--) {
      const w = visits[j].place;
      // A square crossed on the way is no stop to come back to, save by a ride straight back to it.
      if (isWalkThrough(w) && (fromLast < 1 || j < i - 2)) continue;
      if (distanceKm(w, v) < back) return ride - 1.5 * Math.max(fromLast, FLOOR_KM);
    }
    return ride;
  },
  violations: (ctx, plan) => vetoes(route, ctx, plan.visits),
};
