// What the engine plans with and hands back: candidates with their hours, stops with their times.
import type { OpenInterval } from "../hours";
import type { LatLng, Place } from "../places/place";
import type { PlanRequest, Transport } from "../request";
import type { Neighbourhood } from "./neighbourhood";
import type { RuleName, Visit } from "./rules/types";
import type { PlanWindow } from "./window";

/** A scheduled visit and the leg that leads to it. */
export type Stop = Visit & {
  /** Minutes from the previous stop (or from the start location for the first). */
  travelMinutes: number;
  legMode: Transport;
};

export type PlanningContext = {
  request: PlanRequest;
  origin: LatLng;
  window: PlanWindow;
  candidates: readonly Place[];
  seed: number;
  /** Places never to use (already in the plan, swapped out before). */
  exclude?: ReadonlySet<string>;
  /** Places to avoid where another fits (the previous plan, when regenerating). */
  avoid?: ReadonlySet<string>;
  /** Rules no plan could keep on this occasion, set aside with a notice (a night out with nowhere open). */
  relaxed?: ReadonlySet<RuleName>;
  /** Places that must stand at a position (position → source id): swaps kept when a plan is revised. */
  pinned?: ReadonlyMap<number, string>;
  /** The neighbourhood the plan was asked for (the origin is its centre): the plan stays there where it can. */
  neighbourhood?: Neighbourhood;
};

/** Whether a sequence keeps every pinned place at its position. */
export function keepsPins(ctx: PlanningContext, places: ReadonlyArray<{ sourceId: string }>): boolean {
  for (const [position, sourceId] of ctx.pinned ?? []) if (places[position]?.sourceId !== sourceId) return false;
  return true;
}

/** The meals a plan holds, in any order: a change that keeps them keeps the plan's meals. */
export const mealsOf = (stops: readonly Stop[]) =>
  stops
    .flatMap((s) => s.meal ?? [])
    .sort()
    .join();

export type Candidate = {
  place: Place;
  /** A hash of the place's source id: its own draw of chance in randomised constructions. */
  key: number;
  base: number;
  intervals: readonly OpenInterval[];
  /** When a visit may begin, where the place has seating hours; null = whenever it is open. */
  seating: readonly OpenInterval[] | null;
};

/**
 * A stop a plan must have at `position`: a place that `meets`, and, when given, a visit that `fits` there.
 * The stops before it leave `reserve` (€ per person) of the budget for it.
 */
export type Force = {
  position: number;
  meets: (place: Place) => boolean;
  fits?: (visit: Visit) => boolean;
  reserve?: number;
};

/** A place and how many minutes to stay: what `schedule()` turns into timed stops. */
export type Slot = { candidate: Candidate; visit: number };

export class NoPlacesError extends Error {
  readonly code = "no-places-available";
  constructor(
    message: string,
    readonly recentlySuggested: string[] = [],
  ) {
    super(message);
  }
}

/** What `compose` gives, or null where it finds no places that fit. */
export function unlessNoPlaces<T>(compose: () => T): T | null {
  try {
    return compose();
  } catch (error) {
    if (error instanceof NoPlacesError) return null;
    throw error;
  }
}
