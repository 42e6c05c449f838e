// Children: only places that welcome them, and nothing for adults only (bars, clubs). And the other way
// round: a playground (or a LEGOLAND that lets adults in only with a child) is no stop for two grown-ups.
import type { Place } from "../../places/place";
import { inadmissible, type Rule } from "./types";

const ADULT_ONLY = new Set(["bar", "club"]);

/**
 * Named for children (a playground, a children's museum or farm, LEGOLAND) or marked so in the catalog (a
 * children's theatre such as the Schauburg): a park with a playground is not.
 */
const CHILDREN_ONLY = /\b(kinder\w*|children'?s|kids|playground|spielplatz)\b|legoland/i;
const forChildren = (place: Place) => CHILDREN_ONLY.test(place.name) || Boolean(place.tags?.includes("for-children"));

export const kids: Rule = {
  name: "kids",
  admits: (ctx, place) => (ctx.request.withKids ? place.kids && !ADULT_ONLY.has(place.category) : !forChildren(place)),
  violations: (ctx, plan) =>
    inadmissible(kids, ctx, plan.visits, ctx.request.withKids ? "not a place for children" : "a place for children"),
};
