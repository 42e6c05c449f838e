// A plan asked for in a neighbourhood keeps at least two thirds of its stops there; where it cannot, it
// says so plainly rather than leaving without a word.
import de from "../../../locales/de/notices.json";
import en from "../../../locales/en/notices.json";
import { inNeighbourhood, type Neighbourhood } from "./neighbourhood";
import type { PlanNotice } from "./plan-notice";
import type { Visit } from "./rules/types";

/** The share of a neighbourhood plan's stops that must be in it to go without a word. */
export const NEIGHBOURHOOD_SHARE = 2 / 3;

/** How many of the stops are in the neighbourhood. */
export function keptIn(hood: Neighbourhood, stops: readonly Visit[]): number {
  return stops.filter((s) => inNeighbourhood(s.place, hood)).length;
}

/** The plan's word when it leaves the neighbourhood it was asked for; none when it keeps to it. */
export function neighbourhoodNotices(
  hood: Neighbourhood | undefined,
  name: string | undefined,
  stops: readonly Visit[],
): PlanNotice[] {
  if (!hood || !name || !stops.length) return [];
  const kept = keptIn(hood, stops);
  if (kept >= NEIGHBOURHOOD_SHARE * stops.length) return [];
  const fill = (template: string) =>
    template.replace("{{kept}}", String(kept)).replace("{{count}}", String(stops.length)).replace("{{hood}}", name);
  return [
    {
      kind: "neighbourhood-left",
      wish: name,
      text: { en: fill(en.neighbourhoodLeft), de: fill(de.neighbourhoodLeft) },
    },
  ];
}
