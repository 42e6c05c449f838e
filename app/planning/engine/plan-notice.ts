// The shape of what a plan tells the user plainly, as stored with it and sent to the browser: a leaf, so
// the rules can speak of a finished plan's notices without reaching the module that words them.
import * as z from "zod";
import type { Localized } from "../places/place";

export const NOTICE_KINDS = [
  "wish-unavailable",
  "wish-unfit",
  "wish-unread",
  "night-unavailable",
  "special-day",
  "prices-estimated",
  "new-year",
  "neighbourhood-left",
  "budget-under",
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** `wish` names the wish's topic ("jazz", "fondue"), or holds the unread text; the date for a special day; null for the night. */
export type PlanNotice = { kind: NoticeKind; wish: string | null; text: Localized };

/** Notices as stored with a plan; anything else reads as none. */
export const PlanNoticesSchema = z
  .array(
    z.object({
      kind: z.enum(NOTICE_KINDS),
      wish: z.string().nullable(),
      text: z.object({ en: z.string(), de: z.string() }),
    }),
  )
  .catch([]);
