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

/** Like `words`, for a template that depends on the language beyond its strings (a place's own name). */
function wordsIn(
  pick: (s: Strings, language: PlanLanguage) => string,
  values: Record<string, Value>,
  timeZone: string,
) {
  return {
    en: words((s) => pick(s, "en"), values, timeZone).en,
    de: words((s) => pick(s, "de"), values, timeZone).de,
  };
}

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
    const { intent } = wish;
    const { gap, at } = availability(ctx, wish, places);
    const values: Record<string, Value> = {
      from: { at: ctx.window.start },
      to: { at: ctx.window.end },
      opens: { at: at ?? ctx.window.end },
      dark: { at: at ?? ctx.window.end },
    };
    const label = (s: Strings, language: PlanLanguage) =>
      intent.label ? intent.label[language] : ((s.topics as Record<string, string>)[intent.id] ?? intent.id);
    const template = (s: Strings) => (intent.label ? s.wishPlace : s.wish)[gap ?? "unfit"];
    const text = wordsIn((s, language) => template(s).replace("{{what}}", label(s, language)), values, tz);
    // A food wish the meal could not keep: say where the meal is instead.
    const meal = intent.food ? visits.find((v) => v.meal) : undefined;
    if (meal?.meal) {
      const instead = words((s) => s.wishInstead[meal.meal!], { place: meal.place.name }, tz);
      text.en += ` ${instead.en}`;
      text.de += ` ${instead.de}`;
    }
    out.push({ kind: gap ? "wish-unavailable" : "wish-unfit", wish: intent.id, text });
  }
  const last = visits.at(-1);
  if (ctx.night && ctx.relaxed.has("night") && last && !isNightlife(last.place)) {
    // Nowhere open, or the user's own "no alcohol": the notice says which, never blames the city for a wish.
    const asked = places.some((p) => isNightlife(p) && refusedBy(ctx, p));
    out.push({ kind: "night-unavailable", wish: null, text: words((s) => (asked ? s.nightAsked : s.night), {}, tz) });
  }
  return out;
}
