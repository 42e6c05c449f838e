// Children: only places that welcome them, and nothing for adults only (bars, clubs).
import { inadmissible, type Rule } from "./types";

const ADULT_ONLY = new Set(["bar", "club"]);

export const kids: Rule = {
  name: "kids",
  admits: (ctx, place) => !ctx.request.withKids || (place.kids && !ADULT_ONLY.has(place.category)),
  violations: (ctx, plan) => inadmissible(kids, ctx, plan.visits, "not a place for children"),
};
