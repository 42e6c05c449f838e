// How a failed plan request reads to a person, for toasts and for the no-JS form alike. One entry per
// error code: a code added to utils/errors.ts does not compile until it says how it reads here.
import { ERROR_CODES, type ErrorCode } from "~/utils/errors";

export type PlanFailure = {
  status: number;
  error: string;
  message: string;
  /** A 400's bad fields, by name. */
  fields?: Record<string, string[]>;
};

type Text = { title: string; description: string };
type T = (key: string) => string;
type Reading = (t: T, failure: PlanFailure, isGuest: boolean) => Text;

const error =
  (key: string): Reading =>
  (t) => ({ title: t("errors.errorTitle"), description: t(key) });
const generic = error("errors.generic");
/** The server's own words: only where they are written in the reader's language or name fields. */
const serverWords: Reading = (t, { message }) => ({ title: t("errors.errorTitle"), description: message });

const READINGS: Record<ErrorCode, Reading> = {
  "invalid-request": (t, failure) =>
    failure.fields?.location
      ? { title: t("errors.locationRequiredTitle"), description: t("errors.locationRequired") }
      : serverWords(t, failure, false),
  "invalid-json": generic,
  "invalid-form": generic,
  "incomplete-body": generic,
  "invalid-path": generic,
  "invalid-language": generic,
  "invalid-time-zone": generic,
  "invalid-signature": generic,
  "payload-too-large": generic,
  "method-not-allowed": generic,
  "unsupported-media-type": generic,
  "cross-site": generic,
  "rate-limited": error("errors.rateLimited"),
  "not-found": generic,
  conflict: error("errors.tryAgain"),
  unauthorized: error("errors.signInRequired"),
  "sign-in-required": error("errors.signInRequired"),
  "no-guest-id": generic,
  "daily-limit-reached": (t) => ({ title: t("errors.dailyLimitTitle"), description: t("errors.dailyLimit") }),
  "monthly-limit-reached": (t) => ({ title: t("errors.monthlyLimitTitle"), description: t("errors.monthlyLimit") }),
  "guest-limit-reached": (t) => ({ title: t("guestPrompt.title"), description: t("errors.guestLimit") }),
  "duration-exceeds-limit": (t, _failure, isGuest) => ({
    title: t("errors.durationTooLongTitle"),
    description: isGuest ? t("errors.guestDurationTooLong") : t("errors.durationTooLong"),
  }),
  "swap-limit-reached": error("errors.swapLimit"),
  "unknown-location": error("errors.unknownLocation"),
  // The server's text names the town and the covered cities, in the plan's (the page's) language.
  "not-covered": (t, { message }) => ({
    title: t("errors.errorTitle"),
    description: message || t("errors.notCovered"),
  }),
  "no-city-here": error("errors.unknownLocation"),
  "date-in-past": error("errors.dateInPast"),
  "date-too-far": error("errors.dateInPast"),
  "no-places-available": generic,
  "places-unavailable": generic,
  "search-failed": generic,
  "photo-not-found": generic,
  "inappropriate-content": generic,
  "plan-not-found": generic,
  "activity-not-found": error("errors.activityGone"),
  "nothing-to-undo": error("errors.nothingToUndo"),
  // The edit controls say the reason beside the stop (components/planner/edit); this is the fallback.
  "edit-refused": error("errors.editRefused"),
  "place-not-found": error("errors.placeNotFound"),
  "payments-disabled": generic,
  "checkout-not-found": generic,
  "no-subscription": generic,
  "Already subscribed": generic,
  "internal-error": generic,
};

const isCode = (code: string): code is ErrorCode => (ERROR_CODES as readonly string[]).includes(code);

export function planErrorText(
  /** The planner namespace's `t`: the page's, or i18next's on the server. */
  t: T,
  failure: PlanFailure,
  isGuest: boolean,
): Text {
  if (isCode(failure.error)) return READINGS[failure.error](t, failure, isGuest);
  return failure.status === 429 ? error("errors.rateLimited")(t, failure, isGuest) : generic(t, failure, isGuest);
}

/** Refusals about the place itself ("not covered", "not found"): said under the planner's location field,
 *  where they stay until the field changes, instead of a toast that vanishes. */
export function isLocationProblem(code: string): boolean {
  return code === "not-covered" || code === "unknown-location" || code === "no-city-here";
}
