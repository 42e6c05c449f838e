// Which refinements change the plan on screen and which make another one (docs/decisions/0012). The same
// outing at another time of that day, in another budget band, shorter or longer, or by other means of
// getting around is a new version of the plan and uses nothing from the limits; another place, day, vibe,
// company, occasion, wish or "another one" is a new plan, counted, and the chat asks before making it.
import { resolveLocation } from "~/planning/places/gazetteer";
import type { PlanLanguage, PlanRequest } from "~/planning/request";
import { addDays } from "~/planning/time";
import type { RequestPatch } from "~/planning/request";

/** The fields of a saved plan the comparison needs (a PlanView has them all). */
export type PlanFields = {
  location: string;
  plannedDate: string;
  timeSlot: string;
  /** Local "HH:MM" it starts at. */
  startTime: string;
  vibe: string;
  budget: string;
  duration: number;
  transportation: string;
  withKids: boolean | number;
  specialOccasions: string[];
  preferences: string[];
  specialRequests: string;
  language: string;
};

export type VersionChanges = Partial<
  Pick<PlanRequest, "timeSlot" | "startTime" | "budget" | "duration" | "transportation" | "language">
>;

export type Refinement = { kind: "none" } | { kind: "version"; changes: VersionChanges } | { kind: "new-plan" };

const samePlace = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase() ||
  (resolveLocation(a)?.label ?? a) === (resolveLocation(b)?.label ?? b);
const sameList = (a: readonly string[] = [], b: readonly string[] = []) =>
  [...a].sort().join() === [...b].sort().join();

/**
 * What `changes` do to `plan`. `today` is the date where the plan happens, for "today"/"tomorrow".
 * Fields equal to the plan's are no change; the language alone changes nothing.
 */
export function refinementOf(plan: PlanFields, changes: RequestPatch, today: string): Refinement {
  const differs = <K extends keyof RequestPatch>(key: K, current: unknown) =>
    changes[key] !== undefined && changes[key] !== current;
  const day =
    changes.plannedDate ??
    (changes.day === "tomorrow" ? addDays(today, 1) : changes.day === "today" ? today : plan.plannedDate);
  const anotherOuting =
    (changes.location !== undefined && !samePlace(changes.location, plan.location)) ||
    day !== plan.plannedDate ||
    differs("vibe", plan.vibe) ||
    (changes.withKids !== undefined && changes.withKids !== (plan.withKids === true || plan.withKids === 1)) ||
    (changes.specialOccasions !== undefined && !sameList(changes.specialOccasions, plan.specialOccasions)) ||
    (changes.preferences !== undefined && !sameList(changes.preferences, plan.preferences)) ||
    (changes.specialRequests !== undefined && changes.specialRequests.trim() !== plan.specialRequests);
  if (anotherOuting) return { kind: "new-plan" };

  const version: VersionChanges = {};
  if (differs("timeSlot", plan.timeSlot)) version.timeSlot = changes.timeSlot;
  if (differs("startTime", plan.startTime)) version.startTime = changes.startTime;
  if (differs("budget", plan.budget)) version.budget = changes.budget;
  if (differs("duration", plan.duration)) version.duration = changes.duration;
  if (differs("transportation", plan.transportation)) version.transportation = changes.transportation;
  if (!Object.keys(version).length) return { kind: "none" };
  if (differs("language", plan.language)) version.language = changes.language as PlanLanguage;
  return { kind: "version", changes: version };
}
