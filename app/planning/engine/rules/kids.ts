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

/** What a family picks first: animals, a rink, a playground, a hands-on science museum, a place made for children. */
const HIGHLIGHTS = ["zoo", "aquarium", "playground", "for-children", "ice-skating", "mini-golf", "science"];
const highlight = (place: Place) => Boolean(place.tags?.some((t) => HIGHLIGHTS.includes(t)));

export const kids: Rule = {
  name: "kids",
  admits: (ctx, place) => (ctx.request.withKids ? place.kids && !ADULT_ONLY.has(place.category) : !forChildren(place)),
  // An outing with children is built round one thing for them; a second is no further gain.
  score(ctx, visits, i) {
    if (!ctx.request.withKids || !highlight(visits[i].place)) return 0;
    for (let j = 0; j < i; j++) if (highlight(visits[j].place)) return 0;
    return 3;
  },
  violations: (ctx, plan) =>
    inadmissible(kids, ctx, plan.visits, ctx.request.withKids ? "not a place for children" : "a place for children"),
};
