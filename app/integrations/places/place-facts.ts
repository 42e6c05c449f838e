// What an online source states about a place beyond its kind (cuisines, diets, outdoor seating, step-free
// access, dogs, its own wine, sport on screen), as the catalog's tags and a short description in both
// languages. Only stated facts: a place the source says nothing about gets no tags and no description.
import type { Localized, PlaceTag } from "~/planning/places/place";

export type Diet = "vegetarian" | "vegan" | "gluten-free" | "halal" | "kosher";

export type PlaceFacts = {
  /** Keys of CUISINES, in the source's order. */
  cuisines: string[];
  diets: Diet[];
  outdoorSeating: boolean;
  stepFree: boolean;
  dogs: boolean;
  /** Wine from the house's own estate (a winery, a wine tavern). */
  ownWine: boolean;
  /** Sport on screen: a sports bar. */
  sports: boolean;
  /** Beer brewed in the house. */
  brewery: boolean;
};

/** How a cuisine reads; an adjective ("Italian", "italienisch") reads "Italian cuisine" on its own. */
type Cuisine = { en: string; de: string; tags: PlaceTag[]; adjective: boolean };
const c = (en: string, de: string, ...tags: PlaceTag[]): Cuisine => ({
  en,
  de,
  tags,
  adjective: de.charAt(0) === de.charAt(0).toLowerCase(),
});

/** OSM `cuisine` values (Google types map onto the same keys), with the tags wishes match. */
export const CUISINES: Record<string, Cuisine> = {
  italian: c("Italian", "italienisch", "italian"),
  pizza: c("pizza", "Pizza", "pizza", "italian"),
  pasta: c("pasta", "Pasta", "italian"),
  french: c("French", "französisch", "french"),
  crepe: c("crêpes", "Crêpes", "french"),
  japanese: c("Japanese", "japanisch", "japanese"),
  sushi: c("sushi", "Sushi", "sushi", "japanese"),
  ramen: c("ramen", "Ramen", "ramen", "japanese"),
  chinese: c("Chinese", "chinesisch", "chinese"),
  dumplings: c("dumplings", "Dumplings", "dumplings"),
  korean: c("Korean", "koreanisch", "korean"),
  vietnamese: c("Vietnamese", "vietnamesisch", "vietnamese"),
  thai: c("Thai", "thailändisch", "thai"),
  indian: c("Indian", "indisch", "indian"),
  turkish: c("Turkish", "türkisch", "turkish"),
  kebab: c("kebab", "Döner und Kebab", "turkish", "cheap-eats"),
  greek: c("Greek", "griechisch", "greek"),
  spanish: c("Spanish", "spanisch", "spanish"),
  tapas: c("tapas", "Tapas", "tapas", "spanish"),
  mexican: c("Mexican", "mexikanisch", "mexican"),
  american: c("American", "amerikanisch", "american"),
  burger: c("burgers", "Burger", "burger", "american"),
  steak_house: c("steaks", "Steaks", "steak"),
  seafood: c("seafood", "Fisch und Meeresfrüchte", "seafood"),
  fish: c("fish", "Fisch", "seafood"),
  lebanese: c("Lebanese", "libanesisch", "middle-eastern"),
  middle_eastern: c("Middle Eastern", "orientalisch", "middle-eastern"),
  syrian: c("Syrian", "syrisch", "middle-eastern"),
  persian: c("Persian", "persisch", "middle-eastern"),
  arab: c("Arabic", "arabisch", "middle-eastern"),
  falafel: c("falafel", "Falafel", "middle-eastern", "cheap-eats"),
  moroccan: c("Moroccan", "marokkanisch", "north-african"),
  tunisian: c("Tunisian", "tunesisch", "north-african"),
  algerian: c("Algerian", "algerisch", "north-african"),
  german: c("German", "deutsch", "local-cuisine"),
  austrian: c("Austrian", "österreichisch", "local-cuisine"),
  bavarian: c("Bavarian", "bayerisch", "local-cuisine"),
  regional: c("regional", "regional", "local-cuisine"),
  schnitzel: c("schnitzel", "Schnitzel", "schnitzel"),
  wine: c("wine", "Wein", "wine"),
  coffee_shop: c("coffee", "Kaffee", "coffee"),
  cake: c("cakes", "Kuchen", "bakery"),
  ice_cream: c("ice cream", "Eis", "ice-cream"),
  breakfast: c("breakfast", "Frühstück", "brunch"),
  brunch: c("brunch", "Brunch", "brunch"),
  tea: c("tea", "Tee", "tea"),
  fine_dining: c("fine dining", "gehobene Küche", "fine-dining"),
};

const DIET_WORDS: Record<Diet, Localized> = {
  vegetarian: { en: "vegetarian dishes", de: "vegetarische Gerichte" },
  vegan: { en: "vegan dishes", de: "vegane Gerichte" },
  "gluten-free": { en: "gluten-free dishes", de: "glutenfreie Gerichte" },
  halal: { en: "halal", de: "halal" },
  kosher: { en: "kosher", de: "koscher" },
};

export const NO_FACTS: PlaceFacts = {
  cuisines: [],
  diets: [],
  outdoorSeating: false,
  stepFree: false,
  dogs: false,
  ownWine: false,
  sports: false,
  brewery: false,
};

/** Pizza, burgers and kebab: a good casual meal, not the anniversary dinner. */
const CASUAL_CUISINES = new Set(["pizza", "burger", "kebab", "falafel"]);

/** Traits that the facts change: a pizzeria or burger place is fun and easy, never the romantic pick. */
export function casualTraits(facts: PlaceFacts): { vibes: string[]; occasions: string[] } | null {
  return facts.cuisines.some((c) => CASUAL_CUISINES.has(c))
    ? { vibes: ["fun", "chill"], occasions: ["birthday"] }
    : null;
}

/** The catalog tags the facts stand for. */
export function factTags(facts: PlaceFacts): PlaceTag[] {
  const tags = new Set<PlaceTag>();
  for (const key of facts.cuisines) CUISINES[key]?.tags.forEach((t) => tags.add(t));
  for (const diet of facts.diets) tags.add(diet);
  // A vegan kitchen serves vegetarians too.
  if (facts.diets.includes("vegan")) tags.add("vegetarian");
  if (facts.outdoorSeating) tags.add("outdoor-seating");
  if (facts.stepFree) tags.add("step-free");
  if (facts.dogs) tags.add("dog-friendly");
  if (facts.ownWine) tags.add("wine");
  if (facts.brewery) tags.add("craft-beer").add("beer");
  return [...tags];
}

const joinWords = (words: string[], and: string) =>
  words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} ${and} ${words.at(-1)}`;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * "Italian and pizza, with outdoor seating; vegetarian dishes." / "Italienisch und Pizza, mit Plätzen
 * draußen; vegetarische Gerichte." — null when the source states none of it.
 */
export function describeFacts(facts: PlaceFacts): Localized | null {
  const cuisines = facts.cuisines.filter((k) => CUISINES[k] && k !== "wine").slice(0, 3);
  const lead = (language: "en" | "de") => {
    const parts: string[] = [];
    if (facts.sports) parts.push(language === "en" ? "sport on screen" : "Sport auf der Leinwand");
    if (facts.ownWine) parts.push(language === "en" ? "wine from its own estate" : "Wein vom eigenen Weingut");
    if (facts.brewery) parts.push(language === "en" ? "beer brewed in the house" : "Bier aus eigener Brauerei");
    const adjectives = cuisines.every((k) => CUISINES[k].adjective);
    // German adjectives before "Küche" take -e: "italienische und deutsche Küche".
    const words = cuisines.map((k) => CUISINES[k][language] + (adjectives && language === "de" ? "e" : ""));
    const food = joinWords(words, language === "en" ? "and" : "und");
    if (food) parts.push(adjectives ? `${food} ${language === "en" ? "cuisine" : "Küche"}` : food);
    return parts.join(", ");
  };
  const extras = (language: "en" | "de") =>
    [
      facts.outdoorSeating ? (language === "en" ? "with outdoor seating" : "mit Plätzen draußen") : "",
      facts.stepFree ? (language === "en" ? "step-free" : "stufenlos zugänglich") : "",
      facts.dogs ? (language === "en" ? "dogs welcome" : "Hunde willkommen") : "",
    ].filter(Boolean);
  const sentence = (language: "en" | "de") => {
    const head = [lead(language), ...extras(language)].filter(Boolean).join(", ");
    const diets = facts.diets.map((d) => DIET_WORDS[d][language]).join(", ");
    const text = [head, diets].filter(Boolean).join("; ");
    return text ? `${capital(text)}.` : "";
  };
  const en = sentence("en");
  return en ? { en, de: sentence("de") } : null;
}
