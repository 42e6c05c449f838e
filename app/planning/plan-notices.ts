// What a plan says plainly, gathered in one place: the special day it falls on, the wishes it could not
// meet, estimated prices, New Year's Eve, a neighbourhood it leaves, and a spend under the band asked for.
import { budgetNotice } from "./budget-notice";
import type { Stop } from "./engine/compose";
import { neighbourhoodNotices } from "./engine/neighbourhood-notice";
import { newYearNotices } from "./engine/new-year";
import { planNotices, type PlanNotice } from "./engine/notices";
import { priceNotices } from "./engine/price-notice";
import { rulesFor } from "./engine/rules";
import { metBy } from "./engine/rules/wishes";
import { currencyOf } from "./money";
import type { PlanningContext } from "./engine/compose";
import type { PlanWindow } from "./engine/window";
import type { ResolvedLocation } from "./places/place";
import type { PlanRequest } from "./request";
import { specialDayNotice, specialDaysOf } from "./special-days";
import { stopSpend } from "./stop-spend";

/** Where a plan's money goes: food and drink. */
const SPENDING = new Set(["restaurant", "bar", "cafe", "dessert"]);

type Planned = { location: ResolvedLocation; window: PlanWindow; context: PlanningContext };

/** What a plan costs per person: in euro for the bands, in the place's currency as shown. */
export type Spend = { euro: number; local: number };

export function spendOfStops(stops: readonly Stop[]): Spend {
  let euro = 0;
  let local = 0;
  for (const x of stops) {
    const spend = stopSpend(x.place, x.meal);
    euro += spend.euro;
    local += spend.local;
  }
  return { euro, local };
}

export function noticesOf(
  planned: Planned,
  stops: readonly Stop[],
  request: PlanRequest,
  { euro, local }: Spend = spendOfStops(stops),
): PlanNotice[] {
  const { location, window, context } = planned;
  // A morning or an outing with children is cheap by nature: under a moderate band is no news.
  const cheapByNature = request.budget === "moderate" && (request.withKids || request.timeSlot === "morning");
  const days = specialDaysOf(window, location.country, location).filter((day) => day.date === window.date);
  const rules = rulesFor(context);
  // Under because of a wish: the meal or the drink asked for is what the plan spends on (a Heuriger, falafel).
  const wished = stops.some(
    (s) => SPENDING.has(s.place.category) && rules.wishes.some((w) => !w.negated && metBy(rules, w, s, stops)),
  );
  const because = wished ? "wish" : days.some((day) => day.kind === "holiday") ? "holiday" : null;
  const currency = currencyOf(location.country);
  const under = cheapByNature ? null : budgetNotice(request.budget, euro, local, currency, because);
  return [
    // The plan's own day: past midnight on New Year's Eve the new-year notice speaks for the next.
    ...days.map((day) => specialDayNotice(day, location.timeZone, location.country, window.start, stops)),
    ...planNotices(rules, stops, context.candidates),
    ...priceNotices(request, context.candidates),
    ...newYearNotices(stops, window, context.candidates),
    ...neighbourhoodNotices(context.neighbourhood, location.neighbourhood?.name, stops),
    ...(under ? [under] : []),
  ];
}
