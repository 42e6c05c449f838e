// Variety: not the same kind of place twice in a row, and rather something new than a repeat.
import type { Rule } from "./types";

export const variety: Rule = {
  name: "variety",
  score(_ctx, visits, i) {
    const category = visits[i].place.category;
    if (visits[i - 1]?.place.category === category) return -4;
    return visits.slice(0, i).some((v) => v.place.category === category) ? -1.5 : 0;
  },
  // A preference, never broken outright.
  violations: () => [],
};
