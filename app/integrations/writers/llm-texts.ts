// The model's words are never trusted: each text is kept only where it holds up (length, one emoji, the
// German "du", naming its own place, nothing about another time of day, season or meal); the built-in
// writer's text stands everywhere else.
import * as z from "zod";
import type { Stop } from "~/planning/engine/compose";
import type { ActivityDraft } from "~/planning/activity-draft";
import type { PlanLanguage } from "~/planning/request";
import { tipByWording } from "~/planning/tips";
import { otherAddress } from "~/planning/writers/german-voice";

const optionalText = z.string().optional().catch(undefined);
/**
 * What the model may say about one activity; everything else comes from the engine and the place.
 * Lenient on purpose: a good pick with a missing or odd text keeps the pick and gets the built-in text.
 */
export const WrittenActivitySchema = z.object({
  placeId: z.string(),
  emoji: optionalText,
  description: optionalText,
  experienceTip: optionalText,
  bookingTip: optionalText,
});
export type WrittenActivity = z.infer<typeof WrittenActivitySchema>;

/** One emoji (possibly a ZWJ sequence or with skin tone), nothing else. */
const EMOJI = /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\u200d|\ufe0f){1,16}$/u;

/** Single-line text within bounds, or null. */
export function goodText(value: unknown, min: number, max: number): string | null {
  if (typeof value !== "string") return null;
  const text = value.replace(/\s+/g, " ").trim();
  return text.length >= min && text.length <= max ? text : null;
}

/** The model's words where they hold up; the built-in texts (already in `draft`) everywhere else. */
export function withModelTexts(
  draft: ActivityDraft,
  text: WrittenActivity | undefined,
  stop: Stop,
  language: PlanLanguage,
): ActivityDraft {
  if (!text) return draft;
  const { lat, lng, timeZone } = stop.place;
  const visit = { start: stop.start, end: stop.end, timeZone, lat, lng, meal: stop.meal };
  // The model is told the rules of our voice and the visit's hour and season; it is still checked. German
  // that is not "du", or a text that speaks of another time of day, season or meal, gives way to ours.
  const fits = (value: string | null) =>
    value !== null && (language !== "de" || otherAddress(value) === null) ? value : null;
  const description = fits(goodText(text.description, 20, 400));
  const names = (s: string) => s.normalize("NFC").toLowerCase().includes(draft.name.normalize("NFC").toLowerCase());
  const emoji = text.emoji?.trim();
  const tip = fits(goodText(text.experienceTip, 5, 240));
  return {
    ...draft,
    emoji: emoji && EMOJI.test(emoji) && /\p{Extended_Pictographic}/u.test(emoji) ? emoji : draft.emoji,
    // A description that does not name its place may be about another one: keep ours.
    description:
      description && names(description) && tipByWording(description, visit) === description
        ? description
        : draft.description,
    experienceTip: (tip && tipByWording(tip, visit)) ?? draft.experienceTip,
    bookingTip: fits(goodText(text.bookingTip, 5, 240)) ?? draft.bookingTip,
  };
}
