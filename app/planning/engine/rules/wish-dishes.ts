// Dishes people wish for, in English and German: each met by its tag or by the dish named in the
// description of a place that serves food.
import type { Category, PlaceTag } from "../../places/place";
import type { Topic } from "./topic";

/** Where food is served: where a dish named in a description counts. */
export const FOOD: readonly Category[] = ["restaurant", "cafe", "market", "bar", "dessert"];

const dish = (id: string, say: string, text: NonNullable<Topic["text"]>): Topic => ({
  id,
  say,
  tags: [id as PlaceTag],
  text,
  textIn: FOOD,
});

export const DISHES: readonly Topic[] = [
  dish("fondue", "fondues?|raclette", { en: "fondue|raclette", de: "fondue\\p{L}*|raclette" }),
  dish("sushi", "sushi", "sushi|omakase"),
  dish("pizza", "pizzas?|pizzeria\\p{L}*", { en: "pizzas?|pizzeria", de: "pizza\\p{L}*|pizzeria\\p{L}*" }),
  dish("ramen", "ramen", "ramen"),
  dish("burger", "burgers?|cheeseburgers?|hamburgers?", { en: "burgers?|cheeseburgers?", de: "burger|burgern" }),
  dish("schnitzel", "schnitzel\\p{L}*", { en: "schnitzels?", de: "schnitzel\\p{L}*" }),
  dish("dumplings", "dumplings?|knödel\\p{L}*|klöße?|maultasche\\p{L}*|dim sum|gyoza|pierogi|momos?|xiao ?long ?bao", {
    en: "dumplings?|dim sum|gyoza|pierogi|momos?",
    de: "knödel\\p{L}*|klöße?|maultasche\\p{L}*|teigtasche\\p{L}*|dim sum|dumplings?",
  }),
  dish("tapas", "tapas|pintxos", "tapas|pintxos"),
  dish("seafood", "seafood|fish|oysters?|meeresfrüchte|fisch\\p{L}*|austern?", {
    en: "seafood|fish|oysters?|lobster",
    de: "meeresfrüchte|fisch\\p{L}*|austern?|hummer",
  }),
  dish("street-food", "street ?food|food ?trucks?", {
    en: "street food|food trucks?",
    de: "street ?food|imbiss\\p{L}*",
  }),
  dish(
    "pastries",
    "croissants?|pain au chocolat|viennoiseries?|franzbrötchen|zimtschnecke\\p{L}*|cinnamon (?:buns?|rolls?)|bakery|bakeries|bäckerei\\p{L}*|backwaren",
    {
      en: "croissants?|pain au chocolat|viennoiserie|bakery|bakeries|franzbrötchen|cinnamon|babka|bagels?",
      de: "croissants?|franzbrötchen|zimtschnecke\\p{L}*|bäckerei\\p{L}*|backwaren|gebäck|bagels?",
    },
  ),
  dish("brunch", "brunch\\p{L}*|breakfast|frühstück\\p{L}*", {
    en: "brunch|breakfast",
    de: "brunch\\p{L}*|frühstück\\p{L}*",
  }),
];
