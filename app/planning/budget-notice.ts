// A plan that comes in under the budget band asked for says so, with what it costs and why: the band's
// lower end is what the plan aims for, never a promise the catalog can always keep at that hour.
import de from "../../locales/de/notices.json";
import en from "../../locales/en/notices.json";
import type { PlanNotice } from "./engine/plan-notice";
import { formatMoney, type Currency } from "./money";
import { BUDGET_BANDS, type Budget, type PlanLanguage } from "./request";

const NOTICES = { en, de };

/** Under the band's floor by less than this share is within its band as a person reads it (€45 of €50). */
const CLEARLY_UNDER = 0.8;

/**
 * Why a plan spends less: what the person asked for sets it and costs less (a Heuriger, a falafel lunch),
 * the day is a holiday with fewer places open, or nothing pricier fitted.
 */
export type UnderBecause = "wish" | "holiday" | null;

const TEXT = { wish: "underWish", holiday: "underHoliday" } as const;

/** The notice for a plan spending `euro` per person (shown as `amount` in `currency`), or null within its band. */
export function budgetNotice(
  budget: Budget,
  euro: number,
  amount: number,
  currency: Currency,
  because: UnderBecause = null,
): PlanNotice | null {
  if (euro >= BUDGET_BANDS[budget].min * CLEARLY_UNDER) return null;
  const fill = (language: PlanLanguage) =>
    NOTICES[language].budget[because ? TEXT[because] : "under"]
      .replace("{{amount}}", formatMoney(amount, currency, language))
      .replace("{{band}}", NOTICES[language].budget.bands[budget]);
  return { kind: "budget-under", wish: budget, text: { en: fill("en"), de: fill("de") } };
}
