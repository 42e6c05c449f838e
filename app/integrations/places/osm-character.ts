// What OpenStreetMap says of a place's character, read from its tags: the kind of place beyond its
// amenity (a pub that is a sports bar, a restaurant that is a winery's tavern, a café that sells ice
// cream), its stated facts (cuisine, diet:*, outdoor_seating, wheelchair, dog) and price hints (stars,
// Michelin, fee). Names count only where they say what the place is ("Sportsbar", "Weinstube").
import { NO_FACTS, type Diet, type PlaceFacts } from "./place-facts";
import type { ProfileName } from "./profiles";

const SPORTS_NAME =
  /\bsports?[ -]?(bar|pub|kneipe|lounge|café|cafe)\b|\bsportsbar|\bsportbar|\bsportheim|\bsportlerheim|\bvereinsheim|\bclubheim|\bsportgaststätte/i;
const WINE_NAME =
  /\bwein(stube|stuben|haus|keller|bar|lokal|schänke|schenke|probierstube)|straußwirtschaft|straussenwirtschaft|strausswirtschaft|\bheuriger|\bheurigen|\bvinothek|\bwinery|\bwine ?bar|\bweingut\b/i;
const ICE_CREAM_NAME = /\beis(café|cafe|diele|salon)|\bgelat|\bice ?cream/i;
const BAKERY_NAME = /bäckerei|backstube|konditorei|bakery|boulangerie|pâtisserie/i;
const WINE_CUISINES = new Set(["wine", "buschenschank", "heuriger", "straussenwirtschaft"]);
/** Cuisines a name states where the cuisine tag is missing ("Pizzeria Calabria"). */
const NAME_CUISINES: Array<[RegExp, string]> = [
  [/pizzeria|\bpizza/i, "pizza"],
  [/trattoria|osteria|ristorante/i, "italian"],
  [/\bsushi/i, "sushi"],
  [/döner|doner|kebap|kebab/i, "kebab"],
  [/\btapas/i, "tapas"],
  [/\bburger/i, "burger"],
  [/eiscaf|eisdiele|gelat/i, "ice_cream"],
];
const CHEAP_CUISINES = /\b(kebab|doner|döner|burger|sandwich|falafel|currywurst|friture|fish_and_chips)\b/;
const YES = /^(yes|only|limited_menu)$/;
const DIETS: Diet[] = ["vegetarian", "vegan", "gluten-free", "halal", "kosher"];

/**
 * `cuisine` split into its values ("german;italian;regional" → german, italian, regional), with those the
 * name states besides.
 */
export function cuisinesOf(tags: Record<string, string>): string[] {
  const tagged = (tags.cuisine ?? "")
    .toLowerCase()
    .split(/[;,]/)
    .map((x) => x.trim().replace(/ /g, "_"))
    .filter(Boolean);
  const named = NAME_CUISINES.filter(([name]) => name.test(tags.name ?? "")).map(([, cuisine]) => cuisine);
  return [...new Set([...tagged, ...named])];
}

const isWinery = (tags: Record<string, string>) =>
  tags.craft === "winery" ||
  tags.shop === "wine" ||
  tags.tourism === "wine_cellar" ||
  cuisinesOf(tags).some((x) => WINE_CUISINES.has(x)) ||
  WINE_NAME.test(tags.name ?? "");

const isSportsBar = (tags: Record<string, string>) =>
  SPORTS_NAME.test(tags.name ?? "") || (["pub", "bar"].includes(tags.amenity ?? "") && Boolean(tags.sport));

/**
 * The kind of place its tags say it is, refining the amenity's own: sports bars, wine taverns and
 * winery restaurants, ice-cream cafés, quick eats.
 */
export function refineKind(base: ProfileName, tags: Record<string, string>): ProfileName {
  const cuisines = cuisinesOf(tags);
  switch (base) {
    case "restaurant":
      if (isSportsBar(tags)) return "sports_bar";
      if (isWinery(tags)) return "wine_restaurant";
      return CHEAP_CUISINES.test(tags.cuisine ?? "") ? "cheap_eats" : "restaurant";
    case "cafe":
      // An ice-cream parlour serves no breakfast; a bakery café selling ice cream still does.
      if (BAKERY_NAME.test(tags.name ?? "") || tags.shop === "bakery") return "cafe";
      if (cuisines.includes("ice_cream") || ICE_CREAM_NAME.test(tags.name ?? "")) return "ice_cream";
      return isWinery(tags) ? "wine_tavern" : "cafe";
    case "bar":
    case "pub":
      if (isSportsBar(tags)) return "sports_bar";
      return isWinery(tags) ? "wine_tavern" : base;
    default:
      return base;
  }
}

/** The facts its tags state. */
export function osmFacts(tags: Record<string, string>, kind: ProfileName): PlaceFacts {
  const diets = DIETS.filter((d) => YES.test(tags[`diet:${d.replace("-", "_")}`] ?? ""));
  const cuisines = [...cuisinesOf(tags), ...(tags.shop === "bakery" || tags.shop === "pastry" ? ["cake"] : [])];
  const brewery = tags.microbrewery === "yes" || tags.craft === "brewery";
  return {
    ...NO_FACTS,
    cuisines: kind === "ice_cream" && !cuisines.includes("ice_cream") ? [...cuisines, "ice_cream"] : cuisines,
    diets,
    outdoorSeating: Boolean(tags.outdoor_seating) && tags.outdoor_seating !== "no",
    stepFree: tags.wheelchair === "yes",
    dogs: tags.dog === "yes" || tags.dog === "leashed",
    ownWine: kind === "wine_tavern" || kind === "wine_restaurant",
    sports: kind === "sports_bar",
    brewery,
  };
}

/**
 * A price level OSM states or implies: Michelin stars or a fine-dining cuisine say 4; `fee=no` says free.
 * Null when it says nothing (the kind's estimate stands). Hotel stars say nothing of a restaurant's prices.
 */
export function statedPriceLevel(tags: Record<string, string>): number | null {
  if (tags.fee === "no") return 0;
  if (/^[1-3]$/.test(tags["michelin"] ?? tags["stars:michelin"] ?? "")) return 4;
  if (cuisinesOf(tags).includes("fine_dining")) return 4;
  return null;
}
