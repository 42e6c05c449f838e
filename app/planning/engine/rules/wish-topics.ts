// What people wish for, in English and German, and which places meet each wish. A place meets a wish by
// its category, its tags, or words in its description (only in categories where such words mean it);
// never by its name or its tip, which mention all sorts of things a place is not.
import type { Category, Place } from "../../places/place";
import type { Topic } from "./topic";
import { DISHES, FOOD } from "./wish-dishes";

const VENUES: readonly Category[] = ["live_music", "bar", "club", "restaurant", "cafe"];
/** Longer phrases first where one contains another ("christmas market" before "market"). */
export const TOPICS: readonly Topic[] = [
  // Intents.
  {
    id: "christmas-market",
    say: "christmas ?markets?|xmas markets?|weihnachtsm(?:a|ä)rk\\p{L}*|christkindl\\p{L}*|adventsm(?:a|ä)rk\\p{L}*",
    tags: ["christmas-market"],
    text: {
      en: "christmas markets?",
      de: "weihnachtsm(?:a|ä)rkt\\p{L}*|christkindl\\p{L}*|adventsm(?:a|ä)rkt\\p{L}*",
    },
    textIn: ["market", "landmark", "park", "garden"],
  },
  {
    id: "art",
    say: "arts?|artworks?|paintings?|kunst|kunstwerke?|gemälde|malerei|art galler(?:y|ies)",
    categories: ["gallery"],
    tags: ["art", "design", "photography"],
    text: {
      en: "art|artworks?|artists?|paintings?|painters?|sculptures?|masterpieces?|impressionis\\p{L}*|old masters",
      de: "kunst\\p{L}*|gemälde\\p{L}*|malerei\\p{L}*|maler\\p{L}*|skulptur\\p{L}*|meisterwerk\\p{L}*|impressionis\\p{L}*",
    },
    textIn: ["museum", "gallery", "landmark", "activity"],
  },
  { id: "coffee", say: "coffee|kaffee|espresso|cappuccino|flat white", categories: ["cafe"], tags: ["coffee"] },
  {
    id: "dessert",
    say: "desserts?|cakes?|sweets?|ice ?cream|gelato|pastr(?:y|ies)|afternoon tea|nachtisch|kuchen|torten?|eis|süßes|süsses|konditorei\\p{L}*|patisserie\\p{L}*",
    categories: ["dessert"],
    tags: ["afternoon-tea"],
    text: {
      en: "cakes?|pastr(?:y|ies)|ice cream|gelato|desserts?|patisserie|chocolates?|afternoon tea",
      de: "kuchen|torten?|eis|gebäck|konditorei|patisserie|schokolade|dessert\\p{L}*",
    },
    textIn: ["cafe", "dessert"],
  },
  {
    id: "jazz",
    say: "jazz\\p{L}*",
    tags: ["jazz"],
    text: "jazz\\p{L}*",
    textIn: VENUES,
  },
  {
    id: "live-music",
    say: "live[- ]?music|live[- ]?musik|music|musik|concerts?|konzert\\p{L}*|gigs?|live bands?",
    categories: ["live_music"],
    tags: ["live-music", "jazz"],
    text: { en: "live music|live bands?|concerts?|gigs?", de: "live-?musik|konzert\\p{L}*|live-?bands?" },
    textIn: VENUES,
  },
  {
    id: "dancing",
    say: "danc(?:e|es|ing)|tanz(?:en)?|clubbing|party|partys|parties|feiern|disco|disko",
    categories: ["club"],
    tags: ["dancing"],
  },
  {
    id: "spa",
    say: "spas?|saunas?|wellness|therme\\p{L}*|thermal\\p{L}*|hammam|massages?",
    categories: ["spa"],
    tags: ["sauna", "pool"],
  },
  {
    id: "market",
    say: "markets?|markt|märkte|flea ?markets?|flohm(?:a|ä)rk\\p{L}*|food ?halls?|markthalle\\p{L}*",
    categories: ["market"],
  },
  {
    id: "outdoor",
    say: "outdoors?|outside|draußen|draussen|im freien|open[- ]air|fresh air|frische luft",
    setting: "outdoor",
  },
  {
    id: "nature",
    say: "nature|natur|green|grün|greenery|walks? in the park|spaziergang|spazieren|hiking|wandern",
    categories: ["park", "garden"],
  },
  {
    id: "vegetarian",
    say: "vegetari\\p{L}*|veggie|vegetarisch\\p{L}*|fleischlos|meat-free|meatless|plant-based|pflanzlich",
    tags: ["vegetarian", "vegan"],
    text: {
      en: "vegetarian|vegan|plant-based|meat-free|veggie",
      de: "vegetarisch\\p{L}*|vegan\\p{L}*|fleischlos\\p{L}*|pflanzlich\\p{L}*",
    },
    textIn: FOOD,
  },
  { id: "vegan", say: "vegan\\p{L}*", tags: ["vegan"], text: { en: "vegan", de: "vegan\\p{L}*" }, textIn: FOOD },
  {
    // Negated ("no alcohol", "ohne Alkohol"), this keeps a plan away from bars, clubs, wine and beer.
    id: "alcohol",
    say: "alcohol\\p{L}*|alkohol\\p{L}*|booze|drinks|drinking|getränke|saufen",
    categories: ["bar", "club"],
    tags: ["wine", "beer", "cocktails"],
  },
  {
    id: "wine",
    say: "wines?|wein|weine|weinbar\\p{L}*|wine ?bars?",
    tags: ["wine"],
    text: { en: "wines?|wine bar|vineyards?", de: "wein\\p{L}*" },
    textIn: ["bar", "restaurant"],
  },
  {
    id: "beer",
    say: "beers?|bier\\p{L}*|brewer(?:y|ies)|brauerei\\p{L}*|beer ?gardens?|biergärten",
    tags: ["beer"],
    text: { en: "beers?|brew\\p{L}*|beer garden|ales?", de: "bier\\p{L}*|brau\\p{L}*" },
    textIn: ["bar", "restaurant", "garden", "market"],
  },
  {
    id: "cocktails",
    say: "cocktails?|cocktailbar\\p{L}*",
    tags: ["cocktails"],
    text: "cocktails?",
    textIn: ["bar", "restaurant", "club"],
  },
  {
    id: "rooftop",
    say: "rooftops?|roof ?top|roof terrace|dachterrasse\\p{L}*|dachbar\\p{L}*|über den dächern",
    tags: ["rooftop"],
    text: { en: "rooftops?|roof terrace", de: "dachterrasse\\p{L}*|dachbar\\p{L}*|über den dächern" },
    textIn: ["bar", "restaurant", "viewpoint", "cafe"],
  },
  {
    id: "history",
    say: "history|historic\\p{L}*|geschichte|historisch\\p{L}*",
    tags: ["history"],
    text: { en: "history|historic\\p{L}*", de: "geschichte|historisch\\p{L}*" },
    textIn: ["museum", "landmark"],
  },
  {
    id: "science",
    say: "science|wissenschaft\\p{L}*|technik|technology",
    tags: ["science"],
    text: { en: "science|technology", de: "wissenschaft\\p{L}*|technik\\p{L}*" },
    textIn: ["museum", "activity"],
  },
  {
    id: "waterside",
    say: "water|waterside|waterfront|riverside|river|lake|harbou?r|wasser|am wasser|fluss|ufer|hafen",
    tags: ["waterside"],
    text: { en: "riverside|waterfront|harbou?r|lakeside|riverbank", de: "ufer|hafen\\p{L}*" },
    textIn: ["park", "garden", "viewpoint", "landmark", "restaurant", "bar", "cafe", "activity"],
  },
  {
    id: "tasting-menu",
    say: "tasting ?menus?|degustation\\p{L}*|fine dining|sterne-?(?:restaurant|küche|koch)\\p{L}*|michelin|gourmet\\p{L}*",
    tags: ["tasting-menu"],
    text: { en: "tasting menus?|fine dining|michelin", de: "degustation\\p{L}*|michelin|sterneküche|gourmet\\p{L}*" },
    textIn: ["restaurant"],
  },
  ...DISHES,
  // Category words: only the category decides ("Museumsinsel" is no museum).
  { id: "museum", say: "museums?|museen|exhibitions?|ausstellung(?:en)?", categories: ["museum"] },
  { id: "gallery", say: "galler(?:y|ies)|galerien?", categories: ["gallery"] },
  { id: "park", say: "parks?|parkanlagen?", categories: ["park"] },
  { id: "garden", say: "gardens?|garten|gärten|botanic\\p{L}*|botanisch\\p{L}*", categories: ["garden"] },
  { id: "cinema", say: "cinemas?|kinos?|movies?|films?|filme", categories: ["cinema"] },
  {
    id: "theatre",
    say: "theat(?:re|er)s?|theatern|plays?|musicals?|opera|oper|ballet|ballett|schauspiel\\p{L}*",
    categories: ["theatre"],
  },
  { id: "bar", say: "bars?|pubs?|kneipen?|beisln?", categories: ["bar"] },
  { id: "club", say: "clubs?|nightclubs?|nachtclubs?|techno|raves?", categories: ["club"] },
  {
    id: "restaurant",
    say: "restaurants?|gasthaus|gasthäuser|wirtshaus|wirtshäuser|bistros?|brasserie\\p{L}*",
    categories: ["restaurant"],
  },
  { id: "cafe", say: "caf[eé]s?|kaffeehaus\\p{L}*|kaffeehäuser|coffee ?shops?", categories: ["cafe"] },
  {
    id: "viewpoint",
    say: "viewpoints?|views?|aussicht\\p{L}*|ausblick\\p{L}*|panorama\\p{L}*|skyline|lookouts?",
    categories: ["viewpoint"],
  },
  {
    id: "landmark",
    say: "sights?|sightseeing|landmarks?|sehenswürdigkeit\\p{L}*|monuments?|denkmal|denkmäler",
    categories: ["landmark"],
  },
  { id: "activity", say: "activit(?:y|ies)|aktivität\\p{L}*|games?|spiele?n?", categories: ["activity"] },
];

export const TOPIC_BY_ID = new Map(TOPICS.map((t) => [t.id, t]));

const bounded = (source: string, flags: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}-])(?:${source})(?![\\p{L}\\p{N}])`, flags);

const textPatterns = new Map<string, { en: RegExp; de: RegExp }>();
function textPattern(topic: Topic): { en: RegExp; de: RegExp } | null {
  const { text } = topic;
  if (!text) return null;
  let p = textPatterns.get(topic.id);
  if (!p) {
    const [en, de] = typeof text === "string" ? [text, text] : [text.en, text.de];
    textPatterns.set(topic.id, (p = { en: bounded(en, "iu"), de: bounded(de, "iu") }));
  }
  return p;
}

const answers = new WeakMap<Place, Map<string, boolean>>();

/** Does the place meet the topic? Remembered per place, since plans ask about the same places all day. */
export function meetsTopic(topic: Topic, place: Place): boolean {
  let known = answers.get(place);
  if (!known) answers.set(place, (known = new Map()));
  let answer = known.get(topic.id);
  if (answer === undefined) {
    answer = decide(topic, place);
    known.set(topic.id, answer);
  }
  return answer;
}

function decide(topic: Topic, place: Place): boolean {
  if (topic.categories?.includes(place.category)) return true;
  if (topic.tags?.some((t) => place.tags?.includes(t))) return true;
  if (topic.setting && place.setting === topic.setting) return true;
  const pattern = textPattern(topic);
  if (!pattern || !topic.textIn?.includes(place.category) || !place.description) return false;
  return pattern.en.test(place.description.en) || pattern.de.test(place.description.de);
}

/** Sticky patterns for reading a request, one per topic. */
export const SAY_PATTERNS: ReadonlyArray<{ topic: Topic; pattern: RegExp }> = TOPICS.map((topic) => ({
  topic,
  pattern: bounded(topic.say, "uy"),
}));
