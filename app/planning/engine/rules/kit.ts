// Kit: a swimming pool or a lido needs swimwear, towels and time to dry off, so it is planned only when the
// couple ask for a swim (or bring children, whose parents pack for it). A spa is an outing in itself and
// says so; a lap swim between breakfast and lunch is not something a friend suggests unasked.
import type { Place } from "../../places/place";
import { inadmissible, type Rule } from "./types";
import { askedFor } from "./wishes";

const needsKit = (place: Place) => place.category === "activity" && Boolean(place.tags?.includes("swimming"));

export const kit: Rule = {
  name: "kit",
  admits: (ctx, place) => !needsKit(place) || ctx.request.withKids || askedFor(ctx, place),
  violations: (ctx, plan) => inadmissible(kit, ctx, plan.visits, "a swim nobody asked for"),
};
