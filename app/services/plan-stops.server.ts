// A saved plan's activities back as the engine's stops, for a swap, an undo and the same outing in
// another language.
import { placeOfPlan } from "~/models/plan-place.server";
import type { PlanRow } from "~/models/plans.server";
import type { Stop } from "~/planning/engine/compose";
import type { Meal, Place } from "~/planning/places/place";
import type { Transport } from "~/planning/request";
import { placeSource } from "./places.server";

/** A stored activity back as a stop; its place from the source, or as stored when the source lost it. */
export async function stopsOf(plan: PlanRow): Promise<Stop[]> {
  const source = placeSource();
  const { country } = placeOfPlan(plan);
  return Promise.all(
    plan.activities.map(async (a): Promise<Stop> => {
      const place: Place = (await source.place(a.sourceId)) ?? {
        source: a.source as Place["source"],
        sourceId: a.sourceId,
        name: a.name,
        category: a.category as Place["category"],
        lat: a.lat,
        lng: a.lng,
        neighbourhood: null,
        address: a.location,
        priceLevel: 0,
        spend: a.spendEur,
        openingHours: a.openingHours,
        vibes: [],
        kids: false,
        setting: "indoor",
        occasions: [],
        meals: a.meal ? [a.meal as Meal] : [],
        visitMinutes: Math.round((a.endsAt.getTime() - a.startsAt.getTime()) / 60_000),
        bookingAdvised: false,
        description: null,
        tip: null,
        country,
        timeZone: plan.timeZone,
      };
      return {
        place,
        start: a.startsAt.getTime(),
        end: a.endsAt.getTime(),
        travelMinutes: a.travelMinutes,
        legMode: a.legMode as Transport,
        meal: (a.meal as Meal | null) ?? null,
      };
    }),
  );
}
