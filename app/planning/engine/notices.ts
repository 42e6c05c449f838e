// What a plan tells the user plainly, in both languages: a wish it could not meet and why, text it could
// not read as a wish, a night out with nowhere open at its end. Worded from locales/{en,de}/notices.json.
import de from "../../../locales/de/notices.json";
import en from "../../../locales/en/notices.json";
import type { Localized, Place } from "../places/place";
import type { PlanLanguage } from "../request";
import { formatClock } from "../format";
import type { PlanNotice } from "./plan-notice";
import { isNightlife } from "./rules/night";
import type { RuleContext, Visit } from "./rules/types";
import { availability } from "./rules/wish-availability";
import { refusedBy, unmet } from "./rules/wishes";

export { NOTICE_KINDS, PlanNoticesSchema, type NoticeKind, type PlanNotice } from "./plan-notice";

type Strings = typeof en;
const STRINGS: Record<PlanLanguage, Strings> = { en, de };

/** A value for a template: text, or an instant to show as a local clock time. */
type Value = string | { at: number };

function words(pick: (s: Strings) => string, values: Record<string, Value>, timeZone: string): Localized {
  const fill = (language: PlanLanguage) =>
    pick(STRINGS[language]).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => {
      const v = values[key];
      if (v === undefined) return "";
      return typeof v === "string" ? v : formatClock(v.at, language, timeZone);
    });
  return { en: fill("en"), de: fill("de") };
}

const topicLabel = (id: string) => (s: Strings) => (s.topics as Record<string, string>)[id] ?? id;

/**
 * The notices for a plan's visits: every plain wish no visit meets (with the reason no place could, or
 * that none fitted), request text read as no wish, and a night out that could not end out.
 * `places` are the candidates the plan was chosen from.
 */
export function planNotices(ctx: RuleContext, visits: readonly Visit[], places: readonly Place[]): PlanNotice[] {
  const tz = ctx.window.timeZone;
  const out: PlanNotice[] = [];
  if (ctx.unread) {
    out.push({ kind: "wish-unread", wish: ctx.unread, text: words((s) => s.wish.unread, { text: ctx.unread }, tz) });
  }
  for (const wish of unmet(ctx, visits)) {
    const label = topicLabel(wish.topic.id);
    const { gap, at } = availability(ctx, wish, places);
    const reason = gap;
    const values: Record<string, Value> = {
      from: { at: ctx.window.start },
      to: { at: ctx.window.end },
      opens: { at: at ?? ctx.window.end },
      dark: { at: at ?? ctx.window.end },
    };
    const template = (s: Strings) => s.wish[reason ?? "unfit"];
    const text = words((s) => template(s).replace("{{what}}", label(s)), values, tz);
    out.push({ kind: reason ? "wish-unavailable" : "wish-unfit", wish: wish.topic.id, text });
  }
  const last = visits.at(-1);
  if (ctx.night && ctx.relaxed.has("night") && last && !isNightlife(last.place)) {
    // Nowhere open, or the user's own "no alcohol": the notice says which, never blames the city for a wish.
    const asked = places.some((p) => isNightlife(p) && refusedBy(ctx, p));
    out.push({ kind: "night-unavailable", wish: null, text: words((s) => (asked ? s.nightAsked : s.night), {}, tz) });
  }
  return out;
}
