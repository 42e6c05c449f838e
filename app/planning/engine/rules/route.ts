// Route: a plan goes somewhere and does not double back. A stop that lies back where the plan came from —
// much nearer the stop before last than the last, with a ride between — weighs against it, so dinner in the
// Glockenbachviertel is followed by a bar there, not by a ride back to the pub beside the Frauenkirche.
import { distanceKm } from "../../travel";
import type { Rule } from "./types";

/** Shorter hops than this are a walk either way: no doubling back to speak of. */
const HOP_KM = 1;

export const route: Rule = {
  name: "route",
  score(_ctx, visits, i) {
    if (i < 2) return 0;
    const v = visits[i].place;
    const fromLast = distanceKm(visits[i - 1].place, v);
    if (fromLast < HOP_KM) return 0;
    const fromBefore = distanceKm(visits[i - 2].place, v);
    return fromBefore < fromLast / 2 ? -1.5 * fromLast : 0;
  },
  violations: () => [],
};
