// One greedy construction: stop after stop, the best-scored place that is open on arrival, leaves room
// for the stops still to come and that no rule refuses there. Randomised constructions pick among the
// best few, so restarts explore other plans.
import type { LatLng, Meal, Place } from "../places/place";
import { BUDGET_BANDS } from "../request";
import { MINUTE } from "../time";
import { distanceKm, legMode } from "../travel";
import { judge, latestEnd, rulesFor, scoreOf, vetoOf } from "./rules";
import { lunchRoom, mealOf } from "./rules/meals";
import { midnightStay } from "./rules/new-year";
import { noiseFor, seededRandom } from "./random";
import { bestThree, CHANCE, contenders, forceKey, legsFrom, stateKey, statesFor, type Option } from "./restart-memo";
import { openAt } from "./schedule";
import type { RuleContext } from "./rules/types";
import type { Candidate, Force, PlanningContext, Slot, Stop } from "./types";
import {
  dinnerIsOccasion,
  idealVisit,
  lastVisitFloor,
  maxVisit,
  MIN_VISIT,
  OCCASION_DINNER,
  round5,
  shortestVisit,
} from "./visit-length";

export type Built = { slots: Slot[]; stops: Stop[]; score: number };
/** The position where a construction found no place to put. */
export type Failed = { failedAt: number };

/** Minutes of a leg beyond which a ride across town weighs heavily against the place. */
const LONG_RIDE = 30;

/** Waiting for a place to open is spent at the stop before, for up to this long. */
const MAX_DELAY = 90;

/** When a candidate opens or starts seating, earliest first (worked out once per candidate). */
const openings = new WeakMap<Candidate, number[]>();

function openingsOf(c: Candidate): number[] {
  let at = openings.get(c);
  if (!at) openings.set(c, (at = [...c.intervals, ...(c.seating ?? [])].map((i) => i.start).sort((a, b) => a - b)));
  return at;
}

/**
 * Minutes the stop before would have to last longer for `c` to be open on arrival, or 0 when that is
 * more than it may stay (its own hours, its longest visit, daylight).
 */
function delayFor(
  ctx: PlanningContext,
  c: Candidate,
  arrival: number,
  before: Slot,
  beforeStop: Stop,
  earlier: Stop | undefined,
): number {
  let opening: number | undefined;
  for (const at of openingsOf(c)) {
    if (at - arrival > MAX_DELAY * MINUTE) break;
    if (at > arrival && openAt(c, at)) {
      opening = at;
      break;
    }
  }
  if (opening === undefined) return 0;
  const extra = Math.ceil((opening - arrival) / (5 * MINUTE)) * 5;
  const end = beforeStop.end + extra * MINUTE;
  const open = openAt(before.candidate, beforeStop.start);
  if (before.visit + extra > maxVisit(before.candidate.place) || !open || open.end < end) return 0;
  return end <= latestEnd(rulesFor(ctx), beforeStop.place, beforeStop.start, earlier) ? extra : 0;
}

/** The stop before, up to `minutes` shorter but never below its shortest visit; null when it has none to give. */
function shortened(slot: Slot, stop: Stop, minutes: number, shortest: number) {
  const visit = Math.max(shortest, slot.visit - minutes);
  if (visit >= slot.visit) return null;
  return { slot: { ...slot, visit }, stop: { ...stop, end: stop.start + visit * MINUTE } };
}

/**
 * Beyond a plain stop's shortest visit, the time a forced meal needs (a dinner is never rushed): the least
 * of the places that may stand there, each as the meal it would be at the latest a dinner could start.
 * Other forced stops keep what they did: their time is found by giving back time at the stop before.
 */
function roomFor(
  force: Force,
  rules: RuleContext,
  candidates: readonly Candidate[],
  shortest: (place: Place, meal: Meal | null) => number,
): number {
  const latestMeal = rules.window.end - OCCASION_DINNER * MINUTE;
  let least = Infinity;
  for (const { place } of candidates) {
    if (!force.meets(place)) continue;
    const meal = mealOf(rules, place, latestMeal, []);
    least = Math.min(least, meal ? shortest(place, meal) - MIN_VISIT : 0);
  }
  return least === Infinity ? 0 : Math.max(0, least);
}

export function construct(
  ctx: PlanningContext,
  candidates: readonly Candidate[],
  n: number,
  seed: number,
  greedy: boolean,
  force?: Force,
): Built | Failed {
  const rules = rulesFor(ctx);
  const { window } = ctx;
  // One draw per position (which of the best few to take); each option's own chance comes from noiseFor.
  const rng = seededRandom(seed);
  const mode = ctx.request.transportation;
  const occasion = dinnerIsOccasion(ctx.request);
  const travelWeight = mode === "walking" ? 5 : 8;
  const windowMinutes = (window.end - window.start) / MINUTE;
  const shortest = (place: Place, meal: Meal | null) => shortestVisit(place, meal, occasion, windowMinutes);
  let t = window.start;
  let pos: LatLng = ctx.origin;
  let score = 0;
  const used = new Set<string>();
  const pinnedPlaces = new Set(ctx.pinned?.values());
  const slots: Slot[] = [];
  const stops: Stop[] = [];
  let spent = 0;
  // The stops before a forced one leave money for it, as they leave time for the stops still to come
  // (a moderate afternoon around afternoon tea at the Savoy walks a bridge first rather than skating).
  const budgetMax = BUDGET_BANDS[ctx.request.budget].max ?? Infinity;
  const forcedSpend = force?.reserve ?? 0;
  // ... and time: a wished dinner is not rushed either (an East Village birthday's ramen found no room).
  const forcedRoom = force ? roomFor(force, rules, candidates, shortest) : 0;
  const states = statesFor(ctx, candidates);

  /** The options at position `i`, evaluated once for each plan so far. */
  const optionsAt = (i: number): Option[] => {
    const key = stateKey(n, forceKey(force, i, budgetMax !== Infinity), stops);
    let options = states.get(key);
    if (!options) states.set(key, (options = contenders(evaluate(i))));
    return options;
  };

  /** Every place that may stand at position `i`, the plan so far ending at `t`. */
  const evaluate = (i: number): Option[] => {
    const remaining = n - 1 - i;
    const reserve =
      remaining * (MIN_VISIT + 10) +
      lunchRoom(rules, stops, remaining) +
      (force && i < force.position ? forcedRoom : 0);
    const share = (window.end - t) / MINUTE / (remaining + 1) - 10;
    const options: Option[] = [];
    const pin = ctx.pinned?.get(i);
    const travelTo = i === 0 ? null : legsFrom(candidates, pos, mode);

    for (let k = 0; k < candidates.length; k++) {
      const c = candidates[k];
      const place = c.place;
      if (used.has(place.sourceId)) continue;
      // Closed from here to the window's end (the cheapest question first: most places are, late on).
      if ((c.intervals.at(-1)?.end ?? 0) <= t) continue;
      // A pinned place stands at its position and nowhere else.
      if (pin !== undefined ? place.sourceId !== pin : pinnedPlaces.has(place.sourceId)) continue;
      if (force?.position === i && !force.meets(place)) continue;
      if (force && i < force.position && spent + place.spend + forcedSpend > budgetMax) continue;
      const travel = travelTo ? travelTo[k] : 0;
      let start = t + travel * MINUTE;
      let open = openAt(c, start);
      // A place that opens a little later (a club at 23:00) is reached by staying longer at the stop before.
      const delay = open || i === 0 ? 0 : delayFor(ctx, c, start, slots[i - 1], stops[i - 1], stops[i - 2]);
      if (delay) {
        start += delay * MINUTE;
        open = openAt(c, start);
      }
      if (!open) continue;
      const meal = mealOf(rules, place, start, stops);
      if (place.category === "restaurant" && !meal) continue;
      if (force?.position === i && force.fits && !force.fits({ place, start, end: start, meal })) continue;
      // Room for the stops still to come is kept before the window's end, not before this place closes.
      const until = Math.min(open.end, latestEnd(rules, place, start, stops[i - 1]), window.end - reserve * MINUTE);
      const latest = (until - start) / MINUTE;
      const ideal = round5(Math.min(idealVisit(place, share, meal === "dinner" && occasion), latest));
      // On New Year's Eve nobody leaves as the year turns: a stop ending around midnight stays on.
      const visit = midnightStay(rules, place, start, ideal, latest);
      // The last stop of a late night that goes on there may be short: the plan ends, the couple stay.
      const goesOn = remaining === 0 && open.end >= window.end && ctx.request.timeSlot === "late_night";
      if (visit < (goesOn ? Math.min(lastVisitFloor(place, true), shortest(place, meal)) : shortest(place, meal)))
        continue;
      const stop: Stop = { place, start, end: start + visit * MINUTE, travelMinutes: travel, legMode: mode, meal };
      stops.push(stop);
      const vetoed = vetoOf(rules, stops, i, remaining) !== null;
      const liked = vetoed ? 0 : scoreOf(rules, stops, i, remaining);
      stops.pop();
      if (vetoed) continue;
      let s = c.base + liked;
      s -= i === 0 ? distanceKm(ctx.origin, place) * (mode === "walking" ? 3 : 1) : travel / travelWeight;
      // Locals rarely ride across town between two stops: past half an hour each minute counts double.
      s -= Math.max(0, travel - LONG_RIDE) / 2;
      s -= delay / 20;
      options.push({ c, visit, score: s, stop, delay });
    }
    return options;
  };

  for (let i = 0; i < n; i++) {
    let options = optionsAt(i);
    // Nothing fits after a long stop: the stop before gives back time (never below its shortest visit)
    // rather than the plan losing a stop.
    for (const giveBack of [20, 40]) {
      if (options.length || i === 0) break;
      const before = stops[i - 1];
      const shorter = shortened(slots[i - 1], before, giveBack, shortest(before.place, before.meal));
      // A stop some rule times by its end (a Christmas market until it is lit) may not give back.
      if (!shorter || vetoOf(rules, [...stops.slice(0, i - 1), shorter.stop], i - 1, n - i)) break;
      slots[i - 1] = shorter.slot;
      stops[i - 1] = shorter.stop;
      t = shorter.stop.end;
      options = optionsAt(i);
    }
    if (!options.length) return { failedAt: i };
    const { top, scores } = bestThree(options, greedy ? null : (o) => noiseFor(seed, i, o.c.key) * CHANCE);
    const at = greedy ? 0 : Math.min(top.length - 1, Math.floor(rng() ** 2 * 3));
    const pick = top[at];
    if (i > 0) pick.stop.legMode = legMode(pos, pick.c.place, mode);
    if (pick.delay) {
      slots[i - 1] = { ...slots[i - 1], visit: slots[i - 1].visit + pick.delay };
      stops[i - 1] = { ...stops[i - 1], end: stops[i - 1].end + pick.delay * MINUTE };
    }
    slots.push({ candidate: pick.c, visit: pick.visit });
    stops.push(pick.stop);
    used.add(pick.c.place.sourceId);
    spent += pick.c.place.spend;
    score += scores[at];
    t = pick.stop.end;
    pos = pick.c.place;
  }
  return { slots, stops, score: score + judge(rules, stops) };
}
