// What the online sources don't say about a place, estimated from its kind. OpenStreetMap has no prices,
// vibes or visit lengths, and Google only a coarse price level, so each kind of place gets a profile:
//
// | kind          | category   | price level | spend € pp | visit min | meals            | setting | book |
// | ------------- | ---------- | ----------- | ---------- | --------- | ---------------- | ------- | ---- |
// | restaurant    | restaurant | 2           | 35         | 90        | lunch, dinner    | indoor  | yes  |
// | cheap_eats    | restaurant | 1           | 15         | 45        | lunch, dinner    | indoor  | no   |
// | cafe          | cafe       | 1           | 10         | 60        | breakfast, lunch | indoor  | no   |
// | ice_cream     | dessert    | 1           | 6          | 30        | –                | indoor  | no   |
// | bar           | bar        | 2           | 25         | 75        | –                | indoor  | no   |
// | pub           | bar        | 2           | 20         | 75        | –                | indoor  | no   |
// | sports_bar    | bar        | 1           | 18         | 90        | –                | indoor  | no   |
// | wine_tavern   | bar        | 2           | 25         | 90        | –                | indoor  | no   |
// | wine_restaur. | restaurant | 2           | 35         | 90        | lunch, dinner    | indoor  | yes  |
// | biergarten    | bar        | 1           | 18         | 90        | –                | outdoor | no   |
// | nightclub     | club       | 2           | 25         | 150       | –                | indoor  | no   |
// | music_venue   | live_music | 2           | 25         | 120       | –                | indoor  | yes  |
// | cinema        | cinema     | 2           | 14         | 150       | –                | indoor  | yes  |
// | theatre       | theatre    | 3           | 45         | 150       | –                | indoor  | yes  |
// | arts_centre   | gallery    | 1           | 10         | 90        | –                | indoor  | no   |
// | museum        | museum     | 2           | 14         | 120       | –                | indoor  | no   |
// | gallery       | gallery    | 1           | 8          | 60        | –                | indoor  | no   |
// | viewpoint     | viewpoint  | 0           | 0          | 30        | –                | outdoor | no   |
// | attraction    | landmark   | 0           | 0          | 45        | –                | outdoor | no   |
// | park          | park       | 0           | 0          | 60        | –                | outdoor | no   |
// | garden        | garden     | 0           | 0          | 60        | –                | outdoor | no   |
// | zoo           | activity   | 2           | 20         | 150       | –                | outdoor | no   |
// | aquarium      | activity   | 2           | 20         | 120       | –                | indoor  | no   |
// | escape_room   | activity   | 2           | 30         | 75        | –                | indoor  | yes  |
// | bowling       | activity   | 2           | 15         | 90        | –                | indoor  | yes  |
// | climbing      | activity   | 2           | 18         | 120       | –                | indoor  | no   |
// | amusement     | activity   | 2           | 20         | 90        | –                | indoor  | no   |
// | spa           | spa        | 3           | 40         | 150       | –                | indoor  | yes  |
// | market        | market     | 1           | 12         | 60        | –                | outdoor | no   |
//
// A known price level (Google's) scales the spend with SPEND_FACTOR relative to the profile's own level.
// Sports bars are never romantic nor an occasion; wine taverns and winery restaurants are not for children.
import type { Category, Meal, PlaceTag } from "~/planning/places/place";

export type Profile = {
  category: Category;
  priceLevel: number;
  spend: number;
  visitMinutes: number;
  meals: Meal[];
  setting: "indoor" | "outdoor";
  bookingAdvised: boolean;
  vibes: string[];
  kids: boolean;
  occasions: string[];
};

const p = (
  category: Category,
  priceLevel: number,
  spend: number,
  visitMinutes: number,
  setting: Profile["setting"],
  bookingAdvised: boolean,
  vibes: string[],
  kids: boolean,
  extra: { meals?: Meal[]; occasions?: string[] } = {},
): Profile => ({
  category,
  priceLevel,
  spend,
  visitMinutes,
  setting,
  bookingAdvised,
  vibes,
  kids,
  meals: extra.meals ?? [],
  occasions: extra.occasions ?? [],
});

export const PROFILES = {
  restaurant: p("restaurant", 2, 35, 90, "indoor", true, ["romantic", "fun"], true, {
    meals: ["lunch", "dinner"],
    occasions: ["anniversary", "birthday", "valentines"],
  }),
  cheap_eats: p("restaurant", 1, 15, 45, "indoor", false, ["fun", "chill"], true, { meals: ["lunch", "dinner"] }),
  cafe: p("cafe", 1, 10, 60, "indoor", false, ["chill", "romantic"], true, {
    meals: ["breakfast", "lunch"],
    occasions: ["first_date"],
  }),
  ice_cream: p("dessert", 1, 6, 30, "indoor", false, ["fun", "chill"], true, { occasions: ["first_date"] }),
  bar: p("bar", 2, 25, 75, "indoor", false, ["romantic", "fun"], false, { occasions: ["first_date", "birthday"] }),
  pub: p("bar", 2, 20, 75, "indoor", false, ["fun", "chill"], false, { occasions: ["birthday"] }),
  sports_bar: p("bar", 1, 18, 90, "indoor", false, ["fun"], false),
  wine_tavern: p("bar", 2, 25, 90, "indoor", false, ["romantic", "chill"], false, { occasions: ["anniversary"] }),
  wine_restaurant: p("restaurant", 2, 35, 90, "indoor", true, ["romantic", "chill"], false, {
    meals: ["lunch", "dinner"],
    occasions: ["anniversary", "birthday"],
  }),
  biergarten: p("bar", 1, 18, 90, "outdoor", false, ["chill", "fun"], true, { occasions: ["birthday"] }),
  nightclub: p("club", 2, 25, 150, "indoor", false, ["fun", "adventure"], false, { occasions: ["birthday"] }),
  music_venue: p("live_music", 2, 25, 120, "indoor", true, ["fun", "romantic"], false),
  cinema: p("cinema", 2, 14, 150, "indoor", true, ["chill", "romantic", "fun"], true, { occasions: ["first_date"] }),
  theatre: p("theatre", 3, 45, 150, "indoor", true, ["romantic"], true, { occasions: ["anniversary", "valentines"] }),
  arts_centre: p("gallery", 1, 10, 90, "indoor", false, ["chill", "adventure"], true),
  museum: p("museum", 2, 14, 120, "indoor", false, ["chill", "adventure", "romantic"], true),
  gallery: p("gallery", 1, 8, 60, "indoor", false, ["chill", "romantic"], true, { occasions: ["first_date"] }),
  viewpoint: p("viewpoint", 0, 0, 30, "outdoor", false, ["romantic", "adventure"], true, {
    occasions: ["anniversary", "first_date", "valentines"],
  }),
  attraction: p("landmark", 0, 0, 45, "outdoor", false, ["adventure", "fun"], true),
  park: p("park", 0, 0, 60, "outdoor", false, ["chill", "romantic"], true, { occasions: ["first_date"] }),
  garden: p("garden", 0, 0, 60, "outdoor", false, ["chill", "romantic"], true, { occasions: ["anniversary"] }),
  zoo: p("activity", 2, 20, 150, "outdoor", false, ["fun", "adventure"], true),
  aquarium: p("activity", 2, 20, 120, "indoor", false, ["fun", "chill"], true),
  escape_room: p("activity", 2, 30, 75, "indoor", true, ["fun", "adventure"], true, { occasions: ["birthday"] }),
  bowling: p("activity", 2, 15, 90, "indoor", true, ["fun"], true, { occasions: ["birthday"] }),
  climbing: p("activity", 2, 18, 120, "indoor", false, ["adventure", "fun"], true),
  amusement: p("activity", 2, 20, 90, "indoor", false, ["fun", "adventure"], true, { occasions: ["birthday"] }),
  spa: p("spa", 3, 40, 150, "indoor", true, ["chill", "romantic"], false, { occasions: ["anniversary", "valentines"] }),
  market: p("market", 1, 12, 60, "outdoor", false, ["fun", "chill"], true),
} satisfies Record<string, Profile>;

export type ProfileName = keyof typeof PROFILES;

/** What every place of a kind offers, as the catalog tags it. */
export const KIND_TAGS: Partial<Record<ProfileName, PlaceTag[]>> = {
  cheap_eats: ["cheap-eats"],
  cafe: ["coffee"],
  ice_cream: ["ice-cream"],
  pub: ["pub", "beer"],
  sports_bar: ["pub", "beer", "lively"],
  wine_tavern: ["wine"],
  wine_restaurant: ["wine"],
  biergarten: ["beer-garden", "beer"],
  nightclub: ["dancing"],
  music_venue: ["live-music"],
  museum: ["rainy-day"],
  zoo: ["zoo"],
  aquarium: ["aquarium", "rainy-day"],
  escape_room: ["escape-room"],
  bowling: ["bowling"],
  climbing: ["climbing"],
  market: ["food-market"],
  viewpoint: ["view"],
};

/** Spend multiplier per price level 0–4 (free, inexpensive, moderate, expensive, very expensive). */
const SPEND_FACTOR = [0, 0.5, 1, 2, 3.5];

/** The profile's typical spend, re-scaled when the provider states a price level. */
export function estimateSpend(profile: Profile, priceLevel: number | null): number {
  if (priceLevel === null || priceLevel === profile.priceLevel) return profile.spend;
  if (priceLevel === 0) return 0;
  const base = profile.spend || 10; // a priced visit to a usually free place
  const from = SPEND_FACTOR[profile.priceLevel] || 0.5;
  return Math.round((base * SPEND_FACTOR[priceLevel]) / from);
}

/** What a place of this kind is like, where the provider says nothing of it: the place's own fields. */
export function profileTraits(profile: Profile) {
  const { vibes, kids, setting, occasions, meals, visitMinutes, bookingAdvised } = profile;
  return { vibes, kids, setting, occasions, meals, visitMinutes, bookingAdvised, description: null, tip: null };
}
