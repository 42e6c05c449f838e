// Hours Amble guessed from a place's kind where its source is silent (app/integrations/places/usual-hours.ts):
// every rule carries `unknown "usual hours"`, so the hours library reports those intervals as uncertain
// and no visit in them is ever "verified". A leaf, so cards can tell them apart without the library.
export const USUAL_HOURS_NOTE = "usual hours";
/** The reason a visit in usual hours carries (checkVisit); cards word it per language. */
export const USUAL_HOURS_REASON = "Usual hours, not confirmed";

export function isUsualHours(hours: string | null | undefined): boolean {
  return Boolean(hours?.includes(`unknown "${USUAL_HOURS_NOTE}"`));
}
